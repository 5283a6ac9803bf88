"""The daemon's local extractor service: a bounded queue and one niced worker.

`offer` is all the harvester ever calls: it puts an exchange in the queue without
waiting, and when the queue is full it drops the exchange and counts the drop (the
exchange itself is stored by the harvester either way; only the model's proposals for it
are lost). The worker asks the model outside any lock, then sends each valid candidate
through the admission gate, holding the daemon's lock around each one only: a hung
endpoint or a slow model never keeps a hook or a write waiting.
"""

from __future__ import annotations

import logging
import os
import queue
import threading
import time
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from mgimind.config import ExtractorConfig
from mgimind.errors import MgimindError
from mgimind.extractor.client import ChatClient, ExtractorError
from mgimind.extractor.status import ExtractorStatus, write_status
from mgimind.security.secrets import redact_secrets
from mgimind.store.ids import stable_id
from mgimind.timeutil import iso, now

if TYPE_CHECKING:
    from mgimind.services.mindapi import MindAPI

log = logging.getLogger("mgimind.extractor")

ACTOR = "watcher:extractor"


class _Exchange(Protocol):
    """What the extractor reads of a harvested exchange (harvest/exchanges.py, a layer
    above this package)."""

    def text(self, max_turn_chars: int) -> str: ...


NAME = "local-model"
STOP_WAIT_S = 5.0
PUBLISH_EVERY_S = 0.1
DOWN_FIRST_PAUSE_S = 1.0  # an endpoint that is down is tried again after this, doubling
DOWN_MAX_PAUSE_S = 60.0

_running: dict[Path, "LocalExtractor"] = {}
_running_lock = threading.Lock()


def running_for(home: Path) -> "LocalExtractor | None":
    """The service serving `home` in this process, if one runs."""
    with _running_lock:
        return _running.get(Path(home))


@dataclass
class _Job:
    text: str
    provenance: dict


class LocalExtractor:
    """start(), stop(), busy() for the daemon; offer() for the harvester."""

    def __init__(
        self,
        mind: MindAPI,
        lock: AbstractContextManager[Any] | None = None,
        config: ExtractorConfig | None = None,
        client: ChatClient | None = None,
    ):
        self.home = Path(mind.home)
        self.config = config or mind.config.extractor
        self.mind = mind.as_identity(ACTOR, mind.confine) if hasattr(mind, "as_identity") else mind
        self.lock = lock if lock is not None else nullcontext()
        self.client = client
        self.queue: queue.Queue[_Job] = queue.Queue(maxsize=self.config.queue_size)
        self._figures = threading.Lock()
        self._stopping = threading.Event()
        self._dirty = threading.Event()
        self._worker: threading.Thread | None = None
        self._spent = 0.0
        self.status = ExtractorStatus(
            enabled=True,
            url=self.config.url,
            model=self.config.model,
            capacity=self.config.queue_size,
            pid=os.getpid(),
        )

    # --- the daemon's side ------------------------------------------------------------

    def start(self) -> None:
        if self.client is None:
            self.client = ChatClient(self.config)
        self._stopping.clear()
        self._worker = threading.Thread(target=self._run, name="mgimind-extractor", daemon=True)
        self._worker.start()
        threading.Thread(
            target=self._publisher, name="mgimind-extractor-status", daemon=True
        ).start()
        with _running_lock:
            _running[self.home] = self
        self._publish(running=True, flush=True)
        log.info("local extractor: %s at %s", self.config.model, self.config.url)

    def stop(self, timeout: float = STOP_WAIT_S) -> None:
        """Stop taking work; wait a bounded time for the request in flight. What is
        still queued is counted as abandoned (the exchanges themselves are stored)."""
        with _running_lock:
            if _running.get(self.home) is self:
                del _running[self.home]
        self._stopping.set()
        if self._worker is not None:
            self._worker.join(timeout)
        left = 0
        while True:
            try:
                self.queue.get_nowait()
            except queue.Empty:
                break
            left += 1
        with self._figures:
            self.status.abandoned += left + (1 if self.status.working else 0)
        self._publish(running=False, working=False, waiting=False, flush=True)
        if self.client is not None and (self._worker is None or not self._worker.is_alive()):
            self.client.close()

    def busy(self) -> bool:
        """Work in hand keeps the daemon up; waiting for an endpoint that is down does
        not (an idle daemon exits, and counts what waited as abandoned)."""
        if self.status.waiting:
            return False
        return not self.queue.empty() or self.status.working

    # --- the harvester's side ---------------------------------------------------------

    def extract(self, exchange: _Exchange, provenance: dict) -> list:
        """The registered extractor: queue the exchange, propose nothing now."""
        limit = self.config.max_input_chars
        # The model is local, but its server may log requests: no credential goes out.
        text = redact_secrets(exchange.text(max(limit // 2, 200)))[:limit]
        self.offer(text, provenance)
        return []

    def offer(self, text: str, provenance: dict) -> bool:
        """Queue one exchange's text without waiting; False (and a counted drop) when
        the queue is full or the service is stopping."""
        if self._stopping.is_set():
            accepted = False
        else:
            try:
                self.queue.put_nowait(_Job(text, dict(provenance)))
                accepted = True
            except queue.Full:
                accepted = False
        with self._figures:
            if not accepted:
                self.status.dropped += 1
        self._publish()
        return accepted

    # --- the worker -------------------------------------------------------------------

    def _run(self) -> None:
        from mgimind.priority import make_background

        make_background()  # extraction yields the CPU to hooks
        while not self._stopping.is_set():
            try:
                job = self.queue.get(timeout=0.2)
            except queue.Empty:
                continue
            self._publish(working=True)
            try:
                self._process(job)
            except Exception as e:  # the worker must outlive one bad exchange
                log.exception("local extractor failed on one exchange")
                self._failed(ExtractorError("internal", f"{type(e).__name__} (see daemon.log)"))
            finally:
                self._publish(working=False, waiting=False)

    def _process(self, job: _Job) -> None:
        began = time.monotonic()
        pause = DOWN_FIRST_PAUSE_S
        assert self.client is not None, "the worker starts only once the client exists"
        while True:
            try:
                valid, refused = self.client.extract(job.text)
                self._publish(waiting=False)
                break
            except ExtractorError as e:
                if e.kind != "down":
                    self._publish(waiting=False)
                    self._failed(e)
                    return
                # Nothing listens (the model server is not up yet, or restarting): this
                # exchange waits for it, and new ones queue, then drop, as counted.
                self._noted(e)
                self._publish(waiting=True)
                if self._stopping.wait(pause):
                    return  # counted as abandoned by stop()
                pause = min(pause * 2, DOWN_MAX_PAUSE_S)
                began = time.monotonic()
        if self._stopping.is_set():
            return  # the Mind may be closing: counted as abandoned by stop()
        try:
            verdicts = self._admit(valid, job.provenance)
        except MgimindError as e:  # the store refused (read-only, scope): say so
            self._failed(ExtractorError("store", e.what))
            return
        with self._figures:
            st = self.status
            st.done += 1
            st.refused_candidates += refused
            for verdict in verdicts:
                st.candidates[verdict] = st.candidates.get(verdict, 0) + 1
            self._spent += time.monotonic() - began
            st.seconds_per_exchange = round(self._spent / st.done, 4)
            st.last_done_at = iso(now())

    def _failed(self, e: ExtractorError) -> None:
        """One exchange given up on."""
        with self._figures:
            self.status.failed += 1
        self._noted(e)

    def _noted(self, e: ExtractorError) -> None:
        log.warning("local extractor: %s", e)
        with self._figures:
            st = self.status
            st.errors[e.kind] = st.errors.get(e.kind, 0) + 1
            st.last_error, st.last_error_at = str(e), iso(now())
        self._dirty.set()

    def _admit(self, valid: list, provenance: dict) -> list[str]:
        """Each candidate through the gate, always into quarantine, with its provenance."""
        from mgimind.memory.prefetch import prefetch
        from mgimind.services.scope import write_library

        mind, model = self.mind, self.config.model
        key = provenance.get("exchange") or stable_id("extract", repr(sorted(provenance)))
        proposals = []
        for c in valid:
            metadata = {
                k: provenance[k]
                for k in ("session_id", "project", "agent", "transcript", "parser", "timestamp")
                if provenance.get(k)
            }
            metadata.update(
                type=f"candidate-{c.kind}",
                candidate=True,
                reason=f"local model {model} proposed it from a harvested exchange",
                extractor=NAME,
                model=model,
                endpoint=self.config.url,
                from_exchange=key,
                harvest_key=stable_id(key, NAME, c.kind, c.text),
                **c.fields(),
            )
            proposals.append((c.text, metadata))
        if not proposals:
            return []
        chunking = mind.config.chunking
        # Embedded before the lock is taken (the gate then finds them in the cache).
        prefetch(
            mind.embedder,
            [redact_secrets(t) for t, _ in proposals],
            chunking.size,
            chunking.overlap,
        )
        verdicts = []
        for text, metadata in proposals:
            with self.lock:
                library = write_library(mind, metadata.get("project"))
                verdict = mind.admission.ingest(
                    text,
                    library,
                    source=f"{NAME}:{metadata.get('session_id') or key}",
                    author=f"{NAME}:{model}",
                    metadata=metadata,
                )
                if verdict.verdict == "stored" and verdict.id:
                    # A proposal is never a current item, whatever the gate thought of it.
                    mind.memories.set_status(
                        verdict.id, "quarantined", "harvest.quarantine", reason=metadata["reason"]
                    )
                    verdicts.append("quarantined")
                else:
                    verdicts.append(verdict.verdict)
        return verdicts

    def _publish(self, *, flush: bool = False, **changes: Any) -> None:
        """Change the figures; the publisher thread writes them out (an offer never
        touches the disk), or this call does with `flush`."""
        with self._figures:
            for name, value in changes.items():
                setattr(self.status, name, value)
        if flush:
            self._write()
        else:
            self._dirty.set()

    def _write(self) -> None:
        with self._figures:
            self.status.queued = self.queue.qsize()
            self.status.updated_at = iso(now())
            # Written under the lock: two threads' snapshots land in order.
            write_status(self.home, self.status)

    def _publisher(self) -> None:
        while not self._stopping.is_set():
            if self._dirty.wait(0.5):
                self._dirty.clear()
                self._write()
                self._stopping.wait(PUBLISH_EVERY_S)  # at most ten writes a second
