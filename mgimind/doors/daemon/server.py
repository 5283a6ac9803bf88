"""The daemon: the single owner of one home's store and warm models, on a Unix socket.

Shape after uvicorn: `Daemon.__init__` only stores; `run()` -> `startup()` (open the Mind,
bind the socket, start background services), a tick loop that watches `should_exit` and
the idle clock, then `shutdown()` (stop accepting, let in-flight calls finish for a
bounded time, stop services, close the Mind: flush and close the store). Signal handlers
only set the flag.

Reads never wait behind writes: the engine serves reads from any thread, so a read
(recall, search, the prompt and session-start hooks...) runs at once, while a write holds
the Mind's write lock. Long writes (a large add, a harvest) embed outside that lock and
take it per bounded batch, so neither a hook nor a short write waits for a whole one. A
request acting as another identity gets its own view of the Mind (`Mind.as_identity`)
for that call only.
"""

from __future__ import annotations

import json
import logging
import os
import signal
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable, Iterator, TypeVar

from mgimind import operations
from mgimind.doors.daemon import dispatch, footprint
from mgimind.doors.daemon.collector import Collector
from mgimind.doors.daemon.lines import LineHandler, LineServer
from mgimind.errors import InvalidInput, MgimindError
from mgimind.hooks.wire import FAILED_NAME, INFO_NAME, SOCKET_NAME, socket_address
from mgimind.hostapi import get_host
from mgimind.plugins import load_plugins
from mgimind.priority import make_background
from mgimind.serialize import encode

if TYPE_CHECKING:
    from mgimind.engine.mind import Mind
    from mgimind.security.review import ReviewGate

T = TypeVar("T")

log = logging.getLogger("mgimind.doors.daemon")

EXIT_STARTUP_FAILED = 4
SHUTDOWN_GRACE_S = 10.0
# A daemon starting while an in-process Mind owns the store waits this long for it.
STORE_WAIT_S = 30.0
BULK_WORKERS = 2  # long writes at once (a large add beside a harvest)
# The request bound (Daemon.max_request_bytes): bytes per character as the wire escapes
# it at worst (\uXXXX\uXXXX), room for everything besides the text, and the text limit
# before the store is open.
WIRE_BYTES_PER_CHAR = 12
REQUEST_ROOM = 1 << 20
DEFAULT_TEXT_CHARS = 1_000_000


class NullService:
    """A background service that does nothing (the null object when none is registered)."""

    def start(self) -> None:
        pass

    def stop(self) -> None:
        pass

    def busy(self) -> bool:
        return False


class Daemon:
    """Serve one home. `mind` may be injected (tests); otherwise it is opened at startup."""

    def __init__(
        self,
        home: str | Path,
        *,
        mind: Mind | None = None,
        idle_timeout_s: float | None = None,
        http: str | None = None,
    ) -> None:
        self.home = Path(home)
        # The Mind every call runs on. None only until the store opens (open_mind), and
        # the code that runs before then checks; typed as what the calls see.
        self.mind: Mind = mind  # type: ignore[assignment]
        self.idle_timeout_s = idle_timeout_s
        self.http = http  # loopback address of the HTTP door ("127.0.0.1:PORT"), or None
        self.door: Any = None  # the HTTP door, when asked for
        self.lock = threading.RLock()  # the Mind's write lock once it is open
        self.should_exit = threading.Event()
        self.services: list[tuple[str, Any]] = []
        self.hook_events: Any = None  # the hook events, once the Mind is open
        self.started_at = time.time()
        self.last_activity = time.monotonic()
        self.in_flight = 0
        self.requests = 0
        self.models_released = False  # dropped while idle (footprint.release_models)
        self.collector = Collector()  # the full cycle collection, between calls
        self._counter = threading.Lock()
        self._server: LineServer | None = None
        self._bulk: ThreadPoolExecutor | None = None
        self._thread: threading.Thread | None = None

    # --- run --------------------------------------------------------------------------

    def run(self) -> int:
        self.install_signal_handlers()
        try:
            self.startup()
        except Exception as e:
            log.error("startup failed: %s", getattr(e, "what", None) or e, exc_info=True)
            self.close_mind()
            self.record_failure(e)
            return EXIT_STARTUP_FAILED
        log.info(
            "serving %s (pid %d, idle timeout %ss)", self.home, os.getpid(), self.idle_timeout_s
        )
        self.collector.take_over()
        try:
            while not self.should_exit.wait(0.2):
                self.collector.maybe_collect(self.in_flight, self.last_activity)
                if self.idle_expired():
                    log.info("idle for %ss: exiting", self.idle_timeout_s)
                    break
                if self.models_idle():
                    self.release_models()
        finally:
            self.collector.give_back()
            self.shutdown()
        return 0

    def install_signal_handlers(self) -> None:
        if threading.current_thread() is not threading.main_thread():
            return
        for sig in (signal.SIGTERM, signal.SIGINT):
            signal.signal(sig, lambda signum, frame: self.should_exit.set())
        signal.signal(signal.SIGHUP, signal.SIG_IGN)

    def record_failure(self, e: Exception) -> None:
        """Why this start failed, for the client that started it (and `daemon status`)."""
        what = getattr(e, "what", None) or f"{type(e).__name__}: {e}"
        fix = getattr(e, "fix", None)
        try:
            (self.home / FAILED_NAME).write_text(what + (f" (fix: {fix})" if fix else ""))
        except OSError:
            pass

    def startup(self) -> None:
        # The socket answers once the home is open, not before: the engine's load holds
        # Python's GIL throughout (0.6-0.9 s at 564k points, 5 s before its payload
        # indexes stayed on disk), so a daemon that answered while opening could not
        # read a hook's request meanwhile: the hook missed its one-second budget and its
        # breaker skipped the next 5 s of hooks (measured: the first recall 3.5-8.7 s
        # after the start, against 2.8 s). A hook waits for a starting daemon within its
        # start budget instead, and gets its recall.
        if self.mind is None:
            self.mind = self.open_mind(self.load_models())
        self.lock = self.mind.write_lock
        if self.idle_timeout_s is None:
            self.idle_timeout_s = self.mind.config.daemon.idle_timeout_s
        from mgimind.hooks.events import HookEvents

        self.hook_events = HookEvents()
        # The door first: once the socket answers, the status already names its address.
        self.start_door()
        self.register_services()  # before the socket answers: a status lists them all
        self.bind()
        self.start_services()
        if self.door is not None:  # stopped first at shutdown: no new HTTP calls
            self.services.append(("http", self.door))
        self.write_info()
        self.warm_models()

    def load_models(self) -> Any:
        """The home's embedder, its query model and the language model loading in the
        background from now: beside the store's open, which is the engine's work on one
        core (~2 s at 564k points), so the first prompt's recall finds them ready (at 564k
        points, the first search 4.4 -> 3.3 s after the start). Reads config.toml: a
        broken one fails the start here, before the socket answers."""
        from mgimind.config import load_config
        from mgimind.encoders import language
        from mgimind.encoders.embeddings import Embedder
        from mgimind.home import models_dir

        embedder = Embedder(load_config(self.home).embedding, models_dir(self.home))
        for name, warm in (
            ("embedder", lambda: embedder.warm(documents=False)),
            ("language", language.warm),
        ):
            self._warm_in_background(name, warm)
        return embedder

    def open_mind(self, embedder: Any) -> Any:
        from mgimind.engine.mind import Mind

        return Mind(self.home, actor="daemon", store_wait_s=STORE_WAIT_S, embedder=embedder)

    def warm_models(self) -> None:
        """Load what a hook needs (~1 s) while the daemon already answers: the first
        prompt's recall would otherwise pay for it, within its one-second reply budget.
        Side by side: the first recall needs both, and each loads on one core. Only the
        query side of the embedder: the document graph waits for the first write."""
        for name, warm in (
            ("embedder", lambda: self.mind.embedder.warm(documents=False)),
            ("language", self.mind.sparse.warm),
        ):
            self._warm_in_background(name, warm)

    def _warm_in_background(self, name: str, warm: Any) -> None:
        threading.Thread(
            target=self._warm_model, args=(name, warm), name=f"mgimind-warm-{name}", daemon=True
        ).start()

    def models_idle(self) -> bool:
        """Whether the models have waited `daemon.release_models_after_s` for a call."""
        after = self.mind.config.daemon.release_models_after_s if self.mind else 0
        if self.models_released or not after or self.in_flight:
            return False
        if any(_busy(s) for _, s in self.services):
            return False
        return time.monotonic() - self.last_activity > after

    def release_models(self) -> None:
        with self._counter:
            if self.in_flight:  # a call came in meanwhile: it keeps them
                return
            self.models_released = True
        try:
            dropped = footprint.release_models(self.mind, self.home / "store")
        except Exception:
            log.exception("releasing the models failed")
            return
        log.info(
            "idle: released %s (rss %s MB)", ", ".join(dropped) or "nothing", footprint.rss_mb()
        )

    def wake(self, method: Any) -> None:
        """A call after the models were released: load them again for the hooks, in the
        background (the call itself loads what it needs at once, beside them)."""
        if method == "daemon.status" or not self.models_released:
            return
        with self._counter:
            if not self.models_released:
                return
            self.models_released = False
        self.warm_models()

    @staticmethod
    def _warm_model(name: str, warm: Callable[[], object]) -> None:
        try:
            warm()
        except Exception as e:  # the first call that needs the model reports it
            log.warning("the %s model did not load ahead of the first call: %s", name, e)
        footprint.trim_heap()  # loading leaves tens of MB of freed heap behind

    def bind(self) -> None:
        path = self.home / SOCKET_NAME
        # Safe: we hold the home's lock, so a socket file left here is stale.
        path.unlink(missing_ok=True)
        old_umask = os.umask(0o177)  # the socket is born 0600: no window for other users
        try:
            server = LineServer(socket_address(str(path)), LineHandler, bind_and_activate=True)
        finally:
            os.umask(old_umask)
        os.chmod(path, 0o600)
        server.daemon = self
        self._server = server
        self._thread = threading.Thread(
            target=server.serve_forever,
            kwargs={"poll_interval": 0.2},
            name="mgimind-socket",
            daemon=True,
        )
        self._thread.start()

    def start_door(self) -> None:
        """The HTTP door, when asked for; a port it cannot take fails the startup."""
        if not self.http:
            return
        from mgimind.doors.http.door import HttpDoor

        self.door = HttpDoor(self.mind, self.http, guard=self.serving)
        self.door.start()

    @contextmanager
    def serving(self, method: str | None = None) -> Iterator[None]:
        """Around one Mind call from another door (HTTP): it counts as activity, as a
        socket request does (the idle clock does not run meanwhile). The operation's lock
        is the dispatcher's to take (operations.invoke), as at every door."""
        with self._counter:
            self.in_flight += 1
            self.requests += 1
            self.last_activity = time.monotonic()
        self.wake(method)
        try:
            yield
        finally:
            with self._counter:
                self.in_flight -= 1
                self.last_activity = time.monotonic()

    def register_services(self) -> None:
        """Background services from plugins (the transcript watcher registers here)."""

        def register(name: str, service: Any) -> None:
            self.services.append((name, service))

        load_plugins().hook.register_daemon_services(
            register=register, mind=self.mind, lock=self.lock
        )

    def start_services(self) -> None:
        for name, service in self.services:
            try:
                service.start()
                log.info("service %s started", name)
            except Exception:
                log.exception("service %s failed to start", name)

    def write_info(self) -> None:
        import sys

        from mgimind import __version__

        info = {
            "pid": os.getpid(),
            "python": sys.executable,
            "version": __version__,
            "started_at": self.started_at,
            "socket": str(self.home / SOCKET_NAME),
            "http": self.door.address if self.door else None,
        }
        tmp = self.home / (INFO_NAME + ".tmp")
        tmp.write_text(json.dumps(info))
        tmp.replace(self.home / INFO_NAME)
        (self.home / FAILED_NAME).unlink(missing_ok=True)  # hooks may auto-start again

    def idle_expired(self) -> bool:
        if self.in_flight or any(_busy(s) for _, s in self.services):
            return False
        return time.monotonic() - self.last_activity > float(self.idle_timeout_s or 1e12)

    def shutdown(self) -> None:
        log.info("shutting down")
        if self._server is not None:
            self._server.shutdown()  # stop accepting; waits for the serve loop to leave
            self._server.server_close()
        (self.home / SOCKET_NAME).unlink(missing_ok=True)
        deadline = time.monotonic() + SHUTDOWN_GRACE_S
        while self.in_flight and time.monotonic() < deadline:
            time.sleep(0.05)
        for name, service in reversed(self.services):
            try:
                service.stop()
            except Exception:
                log.exception("service %s failed to stop", name)
        if self._bulk is not None:
            self._bulk.shutdown(wait=False, cancel_futures=True)
        got = self.lock.acquire(timeout=max(deadline - time.monotonic(), 0.1))
        try:
            self.close_mind()
        finally:
            if got:
                self.lock.release()
        (self.home / INFO_NAME).unlink(missing_ok=True)
        log.info("stopped")

    def close_mind(self) -> None:
        if self.mind is not None:
            try:
                self.mind.close()
            except Exception:
                log.exception("closing the store failed")

    # --- requests ---------------------------------------------------------------------

    def handle(self, request: dict, peer_pid: int | None = None) -> dict:
        """One request -> one reply (never raises). The actor is bound to the peer
        (dispatch.bind_actor), never taken from the request as is."""
        rid = request.get("id") if isinstance(request, dict) else None
        method = None
        with self._counter:
            self.in_flight += 1
            self.requests += 1
            self.last_activity = time.monotonic()
        try:
            if not isinstance(request, dict):
                raise InvalidInput("a request must be a JSON object")
            method = request.get("method")
            self.wake(method)
            params = request.get("params") or {}
            if not isinstance(params, dict):
                raise InvalidInput("params must be an object")
            actor = dispatch.bind_actor(
                request.get("actor"), peer_pid, self._review(), request.get("proof")
            )
            result = self.call(method, params, actor, request.get("confine"))
            data, type_ = encode(result)
            return {"id": rid, "result": data, "type": type_}
        except Exception as e:
            if not isinstance(e, MgimindError):
                log.exception("request %s failed", method)
            return {"id": rid, "error": dispatch.encode_error(e)}
        finally:
            with self._counter:
                self.in_flight -= 1
                self.last_activity = time.monotonic()

    def max_request_bytes(self) -> int:
        """The longest request line the socket reads: a text of limits.max_text_chars with
        every character escaped as the wire escapes it (12 bytes for one outside the BMP),
        and room for the rest of the request. A longer line is refused before it is held
        (one 400 MB line would otherwise take the daemon's memory with it)."""
        config = self.mind.config if self.mind is not None else None
        chars = config.limits.max_text_chars if config is not None else DEFAULT_TEXT_CHARS
        return chars * WIRE_BYTES_PER_CHAR + REQUEST_ROOM

    def _review(self) -> ReviewGate | None:
        """The daemon's review gate (None before the store is open)."""
        return getattr(self.mind, "review", None) if self.mind is not None else None

    def call(
        self, method: Any, params: dict, actor: str | None, confine: Iterable[str] | None
    ) -> Any:
        """Daemon control, the hook event or an operation; anything else is refused
        (dispatch.operation) before it touches the Mind."""
        if method == "daemon.status":
            return self.status()
        if method == "daemon.stop":
            self.should_exit.set()
            return {"stopping": True, "pid": os.getpid()}
        op = None
        if method not in dispatch.CONTROL and method != dispatch.HOOK:
            op = dispatch.operation(method)
            if params.get("args"):
                raise InvalidInput(f"{method} takes its parameters by name")
        # The operation's lock is the dispatcher's to take (operations.invoke).
        mind = self.mind
        if actor is not None or confine is not None:
            mind = mind.as_identity(actor or mind.actor, confine)
        if method == "daemon.describe":
            return {
                "methods": dispatch.served_methods(mind),
                "operations": dispatch.served_operations(mind),
                "home": str(self.home),
                "actor": mind.actor,
                "pid": os.getpid(),
            }
        if method == dispatch.HOOK:
            host = params.get("host")
            if actor is None:  # what a hook writes (sessions, notes) is the host's act
                mind = mind.as_identity(f"hook:{host}")
            return self.hook_events.handle_hook(
                mind, get_host(str(host)), params.get("event"), params.get("payload") or {}
            )
        kwargs = params.get("kwargs") or {}
        assert op is not None  # control and the hook event returned above
        if op.lock_mode == "network":
            # Waits on another server (a web fetch) on this request's own thread: a
            # page that never answers holds no writer; only its store goes there.
            return operations.invoke(mind, op, kwargs, run_write=self.on_writers)
        if op.lock_mode == "batched":
            # Long writes run on niced workers: the cores go to hook reads first.
            return self.on_writers(lambda: operations.invoke(mind, op, kwargs))
        return operations.invoke(mind, op, kwargs)

    def on_writers(self, step: Callable[[], T]) -> T:
        """`step()` on the bulk writers, waited for; then the heap a long write grew is
        given back (glibc keeps it otherwise)."""

        def step_and_trim() -> T:
            try:
                return step()
            finally:
                footprint.trim_heap()

        return self.bulk_workers().submit(step_and_trim).result()

    def bulk_workers(self) -> ThreadPoolExecutor:
        with self._counter:
            if self._bulk is None:
                self._bulk = ThreadPoolExecutor(
                    BULK_WORKERS, thread_name_prefix="bulk-write", initializer=make_background
                )
            return self._bulk

    def status(self) -> dict:
        from mgimind import __version__

        return {
            "pid": os.getpid(),
            "home": str(self.home),
            "version": __version__,
            "uptime_s": round(time.time() - self.started_at, 1),
            "requests": self.requests,
            "in_flight": self.in_flight,
            "full_collections": self.collector.collections,  # run between calls (collector.py)
            "idle_timeout_s": self.idle_timeout_s,
            "http": self.door.address if self.door else None,
            "services": [name for name, _ in self.services],
            "rss_mb": footprint.rss_mb(),
            "loaded": footprint.loaded_parts(self.mind),
        }


def _busy(service: Any) -> bool:
    try:
        return bool(getattr(service, "busy", lambda: False)())
    except Exception:
        return False
