"""DaemonClient: the Python API over the daemon's socket, built from the operation table.

`client.memories.search("x")` runs the operation `memory.search` (the declared mapping in
`mgimind.operations.api`) and rebuilds the pydantic models the daemon returns, so code
written against the documented `Mind` API runs against a daemon; the daemon runs every
call through the one dispatcher (caller check, scope, what an agent may see). A Mind
method the API does not declare raises `NotInApi`, naming what to call instead. Which
services exist comes from the daemon ("daemon.describe"), so `hasattr(client, "facts")`
is True exactly when the daemon's Mind has facts.
"""

from __future__ import annotations

import importlib
import os
import time
from pathlib import Path
from typing import Any

from mgimind import errors
from mgimind.hooks.wire import (
    Breaker,
    Connection,
    DaemonUnavailable,
    RemoteError,
    ensure_daemon,
    home_dir,
    reply_budget_s,
)
from mgimind.operations import api
from mgimind.serialize import rebuild, to_jsonable

__all__ = ["DaemonClient", "DaemonUnavailable", "NotInApi", "bounded_call"]


# Seconds a daemon that took the connection has to answer the client's first call before
# it counts as hung: far above the milliseconds it takes, well below a person's patience.
HELLO_TIMEOUT_S = 5.0


class NotInApi(errors.InvalidInput, AttributeError):
    """A `Mind` method that is not part of the API over the daemon (an AttributeError
    too, so `hasattr` and `getattr(..., default)` keep working)."""


def _params(args, kwargs) -> dict:
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
    return cls(error.get("what") or "the daemon failed", fix=error.get("fix"))


class _Service:
    """One service (memories, facts, ...) of the API: its methods run operations."""

    def __init__(self, client: "DaemonClient", name: str):
        self._client = client
        self._name = name

    def __getattr__(self, method: str):
        if method.startswith("_"):
            raise AttributeError(method)
        return self._client._api_method(f"{self._name}.{method}")

    def __dir__(self):
        return sorted(
            name.rpartition(".")[2]
            for name in api.API
            if name.startswith(self._name + ".") and self._client._serves(name)
        )

    def __repr__(self) -> str:
        return f"<remote service {self._name}>"


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
        # The first answer tells a hung daemon from a slow call: a daemon that holds the
        # socket answers `daemon.describe` in milliseconds (no lock, its own thread).
        surface = self.call_within(min(timeout, HELLO_TIMEOUT_S), "daemon.describe")
        self._operations = frozenset(surface.get("operations", ()))
        self._services = {
            name: _Service(self, name)
            for name, methods in api.services().items()
            if name and any(self._serves(f"{name}.{m}") for m in methods)
        }
        self._config = None

    # --- calls --------------------------------------------------------------------------

    def call(self, method: str, *args, **kwargs):
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

    # --- the API ----------------------------------------------------------------------

    def _serves(self, name: str) -> bool:
        method = api.API.get(name)
        return method is not None and method.op in self.__dict__.get("_operations", ())

    def _api_method(self, name: str):
        """The callable for API method `name` ("memories.search"), or NotInApi."""
        method = api.API.get(name)
        if method is None:
            raise NotInApi(
                f"{name} is not part of the mgimind API over the daemon",
                fix=f"use {api.replacement(name)}",
            )
        if not self._serves(name):
            raise AttributeError(f"the daemon's Mind serves no {name!r} (operation {method.op})")
        from mgimind.operations import call

        def run(*args, **kwargs):
            result = call(self, method.op, method.params(name, args, kwargs))
            return method.result(result) if method.result else result

        run.__name__ = name.rpartition(".")[2]
        run.__qualname__ = name
        return run

    def __getattr__(self, name: str):
        if name.startswith("_"):
            raise AttributeError(name)
        services = self.__dict__.get("_services", {})
        if name in services:
            return services[name]
        if any(key.startswith(name + ".") for key in api.API):
            raise AttributeError(f"the daemon's Mind has no {name!r}")
        return self._api_method(name)

    def __dir__(self):
        return sorted(
            {
                *self._services,
                *(n for n in api.API if "." not in n and self._serves(n)),
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
            from mgimind.config import load_config

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


def bounded_call(mind, event: str, operation: str, params: dict):
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
