"""First-person statements for the memories stored before statements were indexed.

Every memory written since statements were indexed records on its chunks how many it has
(`statements`, 0 included). A memory from before has no such field and no statement
points, so search's statements arm and the prompt hook's recall never read its sentences.
The daemon fills them in on a niced thread, a few memories at a time, shortly after it
starts: each memory's text is put back together from its chunks, its statements found and
embedded outside the write lock, then written under it, together with the count on its
chunks, unless the memory was edited or deleted in between (a memory whose chunks cannot
be put back together is logged and skipped). A crash part-way leaves the
rest pending for the next start (a statement point written twice has the same id); a pass
that went through every memory is recorded in the home, so later starts skip it.
`mgimind reindex` makes them too.
"""

from __future__ import annotations

import logging
import time
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any, Callable

from mgimind.home import store_record, update_store_record
from mgimind.memory.memory_points import KIND, chunk_id, statement_points
from mgimind.priority import BackgroundService
from mgimind.store.base import Backend, Eq, Point, where
from mgimind.text.chunking import Chunk, reassemble
from mgimind.text.statements import statements

if TYPE_CHECKING:
    from mgimind.services.mindapi import MindAPI

log = logging.getLogger("mgimind.memory.statements")

BATCH = 32  # memories embedded per step; the write lock is taken once per step
START_DELAY_S = 5.0  # a starting daemon serves its first hooks first
PAUSE_S = 0.05  # between steps: hooks get the interpreter and the cores
# In the home's store record once a pass has gone through every memory: later starts do not
# read every memory again (a reindex writes the record anew, and the next start checks).
RECORDED = "statements_indexed"


def pending(store: Backend) -> list[str]:
    """The memories whose chunks do not say how many statements they have."""
    firsts = store.scroll(where(Eq("kind", KIND), Eq("chunk", 0)))
    return sorted(p.payload["memory_id"] for p in firsts if "statements" not in p.payload)


def backfill(
    mind: "MindAPI",
    memory_ids: list[str],
    lock: AbstractContextManager[Any] | None = None,
    should_stop: Callable[[], bool] = lambda: False,
) -> int:
    """Index the statements of `memory_ids` (those still pending); the number of memories
    given their count."""
    lock = lock if lock is not None else mind.write_lock
    done = 0
    for start in range(0, len(memory_ids), BATCH):
        if should_stop():
            break
        done += _step(mind, memory_ids[start : start + BATCH], lock)
        time.sleep(PAUSE_S)
    return done


def _step(mind: "MindAPI", memory_ids: list[str], lock: AbstractContextManager[Any]) -> int:
    found: dict[str, tuple[str, list[str]]] = {}  # memory -> (content hash, statements)
    for memory_id in memory_ids:
        chunks = _chunks(mind, memory_id)
        if not chunks or "statements" in chunks[0].payload:
            continue
        try:
            text = reassemble(
                [Chunk(c.payload["text"], c.payload["start"], c.payload["end"]) for c in chunks]
            )
        except (KeyError, TypeError, ValueError) as e:  # one unreadable memory stops no other
            log.warning("memory %s: its text cannot be put back together (%r)", memory_id, e)
            continue
        found[memory_id] = (chunks[0].payload["content_hash"], statements(text))
    said = [s for _, sentences in found.values() for s in sentences]
    vectors = iter(mind.embedder.embed(said) if said else [])
    embedded = {m: [next(vectors) for _ in sentences] for m, (_, sentences) in found.items()}
    written = 0
    with lock, mind.store.batch():
        for memory_id, (digest, sentences) in found.items():
            chunks = _chunks(mind, memory_id)  # again, under the lock
            if not chunks or "statements" in chunks[0].payload:
                continue
            if chunks[0].payload["content_hash"] != digest:
                continue  # edited meanwhile: its edit wrote its statements
            library = chunks[0].payload["library"]
            mind.store.upsert(statement_points(memory_id, library, embedded[memory_id]))
            ids = [chunk_id(memory_id, i) for i in range(chunks[0].payload["chunks"])]
            mind.store.set_payload(ids, {"statements": len(sentences)})
            written += 1
    return written


def _chunks(mind: "MindAPI", memory_id: str) -> list[Point]:
    found = mind.store.scroll(where(Eq("kind", KIND), Eq("memory_id", memory_id)))
    return sorted(found, key=lambda p: p.payload["chunk"])


class StatementBackfill(BackgroundService):
    """One pass over the pending memories after the daemon starts, then nothing (a
    memory written since has its statements)."""

    thread_name = "mgimind-statements"

    def __init__(
        self,
        mind: "MindAPI",
        lock: AbstractContextManager[Any] | None = None,
        *,
        delay_s: float = START_DELAY_S,
    ):
        super().__init__()
        self.mind = mind
        self.lock = lock
        self.delay_s = delay_s
        self.done = 0

    def run(self) -> None:
        key = self.mind.config.store.url or "embedded"
        if (store_record(self.mind.home, key) or {}).get(RECORDED):
            return  # a pass went through every memory already
        if self.stopping.wait(self.delay_s):
            return
        self.running.set()
        try:
            if self.mind.damaged():
                return  # a damaged store is served read-only
            todo = pending(self.mind.store)
            if todo:
                log.info("indexing the statements of %d older memories", len(todo))
                self.done = backfill(self.mind, todo, self.lock, self.stopping.is_set)
                log.info("indexed the statements of %d older memories", self.done)
            if not self.stopping.is_set():
                update_store_record(self.mind.home, key, **{RECORDED: True})
        except Exception:
            log.exception("indexing older memories' statements failed; next start tries again")
        finally:
            self.running.clear()
