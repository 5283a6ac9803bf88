"""DaemonClient: the `Mind` API over the daemon's socket.

`client.memories.search("x")` sends "memories.search" with the arguments and rebuilds the
pydantic models the daemon returns, so code written against `Mind` runs unchanged against
a daemon. The service surface comes from the daemon itself ("daemon.describe"), so
`hasattr(client, "facts")` is True exactly when the daemon's Mind has facts.
"""

from __future__ import annotations

import importlib
import os
import time
from pathlib import Path
from typing import Any

from . import errors
from .hooks.wire import (
    Breaker,
    Connection,
    DaemonUnavailable,
    RemoteError,
    ensure_daemon,
    home_dir,
    reply_budget_s,
)
from .serialize import rebuild, to_jsonable

__all__ = ["DaemonClient", "DaemonUnavailable", "bounded_call"]


def _params(method: str, args, kwargs) -> dict:
    """The wire form of a call's arguments, its projects and paths resolved here: the
    daemon has its own folder (see `scope.caller_side`)."""
    from .scope import caller_side

    args, kwargs = caller_side(method, list(args), kwargs)
    return {"args": to_jsonable(args), "kwargs": to_jsonable(kwargs)}


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
    return cls(error.get("what") or "the daemon failed", fix=error.get("fix"))


class _Service:
    """One service (memories, facts, ...) of the daemon's Mind."""

    def __init__(self, client: "DaemonClient", name: str, methods: list[str]):
        self._client = client
        self._name = name
        self._methods = frozenset(methods)

    def __getattr__(self, method: str):
        if method.startswith("_") or method not in self._methods:
            raise AttributeError(f"{self._name} has no method {method!r} in the daemon")
        qualified = f"{self._name}.{method}"

        def call(*args, **kwargs):
            return self._client.call(qualified, *args, **kwargs)

        call.__name__ = method
        call.__qualname__ = qualified
        return call

    def __dir__(self):
        return sorted(self._methods)

    def __repr__(self) -> str:
        return f"<remote service {self._name} ({len(self._methods)} methods)>"


class DaemonClient:
    """The same attribute surface as `Mind`, served by the home's daemon."""

    def __init__(
        self,
        home: str | Path | None = None,
        *,
        actor: str | None = None,
        confine=None,
        autostart: bool = True,
        timeout: float = 120.0,
        start_timeout: float = 60.0,
    ):
        self.home = Path(home_dir(home))
        # A library client is an app unless it says otherwise (the CLI claims `cli:`).
        self.actor = actor or f"app:{os.environ.get('USER', 'user')}"
        self.confine = frozenset(confine) if confine is not None else None
        self._proof: str | None = None
        self.timeout = timeout
        self.autostart = autostart
        deadline = time.monotonic() + start_timeout
        self._conn: Connection | None = (
            ensure_daemon(self.home, deadline) if autostart else Connection(self.home, timeout)
        )
        self._reused = False
        surface = self.call("daemon.describe")
        self._services = {
            name: _Service(self, name, methods) for name, methods in surface["services"].items()
        }
        self._methods = frozenset(surface["methods"])
        self._operations = frozenset(surface.get("operations", ()))
        self._config = None

    # --- calls --------------------------------------------------------------------------

    def call(self, method: str, *args, **kwargs):
        """Call `method` ("memories.search", "briefing", ...) on the daemon's Mind."""
        params = _params(method, args, kwargs)
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

    def run_operation(self, name: str, params: dict):
        """Operation `name` (mgimind.operations) with `params`, run by the daemon for the
        actor it binds to this process. Use `operations.call(client, name, params)`."""
        return self.call(f"op:{name}", **params)

    @property
    def operations(self) -> frozenset[str]:
        """The operations the daemon serves."""
        return self._operations

    def call_within(self, seconds: float, method: str, *args, **kwargs):
        """One attempt at `method`, answered within `seconds` or DaemonUnavailable: no
        retry, no waiting for a daemon to start (one is started for the next call)."""
        params = _params(method, args, kwargs)
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

    def __getattr__(self, name: str):
        if name.startswith("_"):
            raise AttributeError(name)
        services = self.__dict__.get("_services", {})
        if name in services:
            return services[name]
        if name in self.__dict__.get("_methods", ()):

            def call(*args, **kwargs):
                return self.call(name, *args, **kwargs)

            call.__name__ = name
            return call
        raise AttributeError(f"the daemon's Mind has no {name!r}")

    def __dir__(self):
        return sorted(
            {
                *self._services,
                *self._methods,
                "call",
                "run_operation",
                "prove_person",
                "operations",
                "close",
                "config",
                "home",
                "actor",
                "status",
                "stop",
            }
        )

    @property
    def config(self):
        """The home's configuration (read from config.toml, as the daemon reads it)."""
        if self._config is None:
            from .config import load_config

            self._config = load_config(self.home)
        return self._config

    def status(self) -> dict:
        return self.call("daemon.status")

    def stop(self) -> dict:
        """Ask the daemon to shut down gracefully."""
        return self.call("daemon.stop")

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def __enter__(self) -> "DaemonClient":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"<DaemonClient home={self.home} actor={self.actor}>"


def bounded_call(mind, event: str, method: str, *args, **kwargs):
    """`mind.<method>(*args, **kwargs)` within the deadline policy of a host surface.

    For a daemon client: skipped while the home's circuit breaker is open, and bounded
    by the reply budget of `event` ("prompt", "session-start": hooks/client.py); a miss
    opens the breaker, an answer closes it. Raises DaemonUnavailable on a skip or a
    miss, so the caller fails open. An in-process Mind is simply called."""
    if not isinstance(mind, DaemonClient):
        target = mind
        for part in method.split("."):
            target = getattr(target, part)
        return target(*args, **kwargs)
    breaker = Breaker(str(mind.home))
    skip = breaker.skip_reason()
    if skip:
        raise DaemonUnavailable(f"skipped: {skip}")
    try:
        result = mind.call_within(reply_budget_s(event), method, *args, **kwargs)
    except DaemonUnavailable:
        breaker.miss()
        raise
    breaker.success()
    return result
