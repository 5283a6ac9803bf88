"""DaemonClient: the client (`memory_client.Client`) over the home's daemon socket.

`client.memory.search(query="x")` sends the operation `memory.search` to the daemon,
which runs it through the one dispatcher for the actor it binds to this process (caller
check, scope, lock, what an agent may see), and rebuilds the pydantic models the daemon
returns. Which operations it serves comes from the daemon ("daemon.describe"). It adds
daemon control (`status`, `stop`) and the deadline policy of host surfaces
(`bounded_call`).
"""

from __future__ import annotations

import importlib
import os
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable

from mgimind import errors
from mgimind.doors.memory_client import Client
from mgimind.hooks.wire import (
    Breaker,
    Connection,
    DaemonUnavailable,
    RemoteError,
    ensure_daemon,
    home_dir,
    reply_budget_s,
)
from mgimind.serialize import rebuild, to_jsonable

if TYPE_CHECKING:  # a client (mgimind.open()), or a Mind in this process
    from mgimind.config import Config
    from mgimind.engine.mind import Mind

__all__ = ["DaemonClient", "DaemonUnavailable", "bounded_call"]


# Seconds a daemon that took the connection has to answer the client's first call before
# it counts as hung: far above the milliseconds it takes, well below a person's patience.
HELLO_TIMEOUT_S = 5.0


def _params(args: tuple[Any, ...], kwargs: dict[str, Any]) -> dict:
    return {"args": to_jsonable(list(args)), "kwargs": to_jsonable(kwargs)}


def to_exception(error: dict) -> Exception:
    """The daemon's error as the same MgimindError subclass the Mind would have raised."""
    cls: Any = errors.MgimindError
    module = error.get("module")
    if module:
        try:
            candidate = getattr(importlib.import_module(module), error.get("type", ""), None)
            if isinstance(candidate, type) and issubclass(candidate, errors.MgimindError):
                cls = candidate
        except ImportError:
            pass
    raised: Exception = cls(error.get("what") or "the daemon failed", fix=error.get("fix"))
    return raised


class DaemonClient(Client):
    """The client over the home's daemon: its own transport (the socket)."""

    def __init__(
        self,
        home: str | Path | None = None,
        *,
        actor: str | None = None,
        confine: Iterable[str] | None = None,
        autostart: bool = True,
        timeout: float = 120.0,
        start_timeout: float = 60.0,
    ) -> None:
        self._home = Path(home_dir(home))
        # A library client is an app unless it says otherwise (the CLI claims `cli:`).
        self._actor = actor or f"app:{os.environ.get('USER', 'user')}"
        self.confine = frozenset(confine) if confine is not None else None
        self._proof: str | None = None
        self.timeout = timeout
        self.autostart = autostart
        deadline = time.monotonic() + start_timeout
        self._conn: Connection | None = (
            ensure_daemon(self.home, deadline) if autostart else Connection(self.home, timeout)
        )
        self._reused = False
        self._config: Config | None = None
        super().__init__(self)  # the client is its own transport: the socket
        # The first answer tells a hung daemon from a slow call: a daemon that holds the
        # socket answers `daemon.describe` in milliseconds (no lock, its own thread).
        surface = self.call_within(min(timeout, HELLO_TIMEOUT_S), "daemon.describe")
        self._operations = frozenset(surface.get("operations", ()))

    # --- calls --------------------------------------------------------------------------

    def call(self, name: str, /, *args: Any, **params: Any) -> Any:
        """Run operation `name` with `params` (by name) through the daemon's dispatcher.
        A name with the socket's own prefix ("op:<name>", "daemon.status", "hook") is
        sent as it is."""
        if name.startswith("op:") or name.startswith("daemon.") or name == "hook":
            return self.send(name, *args, **params)
        if args:
            raise errors.InvalidInput(
                f"{name} takes its parameters by name", fix=f"see: mgimind ops {name}"
            )
        return super().call(name, **params)

    def send(self, method: str, *args: Any, **kwargs: Any) -> Any:
        """Send `method` to the daemon: an operation ("op:<name>", its parameters by
        name), the hook event or daemon control. Anything else is refused there."""
        params = _params(args, kwargs)
        confine = sorted(self.confine) if self.confine is not None else None
        for attempt in (0, 1):
            if self._conn is None:
                # The daemon went away (idle exit, restart): reconnect, starting it again.
                self._conn = (
                    ensure_daemon(self.home, time.monotonic() + 60.0)
                    if self.autostart
                    else Connection(self.home, self.timeout)
                )
                self._reused = False
            try:
                result, type_ = self._conn.call(
                    method,
                    params,
                    actor=self.actor,
                    confine=confine,
                    timeout=self.timeout,
                    proof=self._proof,
                )
                self._reused = True
                break
            except DaemonUnavailable:
                self._conn = None
                # Retry only a connection that had been idle (the daemon may have exited
                # meanwhile); a fresh one failing means the call itself failed or timed out.
                if attempt or not self._reused:
                    raise
            except RemoteError as e:
                raise to_exception(e.error) from None
        return rebuild(result, type_)

    def prove_person(self, secret: str) -> None:
        """Send the review secret with every later call: with review.require_human on,
        the daemon keeps this client's person claim (`cli:...`) only with it. The
        secret stays in this process's memory."""
        self._proof = secret

    def run(
        self,
        name: str,
        params: dict,
        *,
        agent: str | None = None,
        progress: Callable[[int, int], None] | None = None,
    ) -> Any:
        """Operation `name` with `params`, run by the daemon for the actor it binds to
        this process (an agent's door's calls are an agent's there already; no progress
        comes back over the socket)."""
        return self.send(f"op:{name}", **params)

    def served(self) -> frozenset[str]:
        """The operations the daemon serves."""
        return self._operations

    def call_within(self, seconds: float, method: str, *args: Any, **kwargs: Any) -> Any:
        """One attempt at `method`, answered within `seconds` or DaemonUnavailable: no
        retry, no waiting for a daemon to start (one is started for the next call)."""
        params = _params(args, kwargs)
        confine = sorted(self.confine) if self.confine is not None else None
        deadline = time.monotonic() + seconds
        if self._conn is None:
            self._conn = (
                ensure_daemon(self.home, deadline)
                if self.autostart
                else Connection(self.home, seconds)
            )
        try:
            result, type_ = self._conn.call(
                method,
                params,
                actor=self.actor,
                confine=confine,
                timeout=max(deadline - time.monotonic(), 0.001),
                proof=self._proof,
            )
        except DaemonUnavailable:
            self._conn = None
            raise
        except RemoteError as e:
            raise to_exception(e.error) from None
        return rebuild(result, type_)

    @property
    def home(self) -> Path:
        return self._home

    @property
    def actor(self) -> str:
        """Who this client claims to act as; the daemon decides what the claim is worth."""
        return self._actor

    @property
    def config(self) -> Config:
        """The home's configuration (read from config.toml, as the daemon reads it)."""
        if self._config is None:
            from mgimind.config import load_config

            self._config = load_config(self.home)
        return self._config

    def status(self) -> dict:
        reply: dict = self.send("daemon.status")
        return reply

    def stop(self) -> dict:
        """Ask the daemon to shut down gracefully."""
        reply: dict = self.send("daemon.stop")
        return reply

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def __enter__(self) -> "DaemonClient":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"<mgimind Client home={self.home} actor={self.actor} over the daemon>"


def bounded_call(mind: Mind | Client, event: str, operation: str, params: dict) -> Any:
    """Operation `operation` with `params` on `mind`, within the deadline policy of a
    host surface.

    For a daemon client: skipped while the home's circuit breaker is open, and bounded
    by the reply budget of `event` ("prompt", "session-start": hooks/client.py); a miss
    opens the breaker, an answer closes it. Raises DaemonUnavailable on a skip or a
    miss, so the caller fails open. On an in-process Mind it simply runs."""
    from mgimind import operations
    from mgimind.operations.dispatch import caller_side

    if not isinstance(mind, DaemonClient):
        return operations.call(mind, operation, params)
    breaker = Breaker(str(mind.home))
    skip = breaker.skip_reason()
    if skip:
        raise DaemonUnavailable(f"skipped: {skip}")
    op = operations.get(operation)
    params = caller_side(op, dict(params))
    try:
        result = mind.call_within(reply_budget_s(event), f"op:{operation}", **params)
    except DaemonUnavailable:
        breaker.miss()
        raise
    breaker.success()
    return result
