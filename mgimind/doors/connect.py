"""`mgimind.open()`: the client for this process (`memory_client.Client`, its methods
the operations by name), over the transport that suits it.

Over the daemon's socket when a daemon serves the home or can be auto-started (both
embedded engines allow one process per store, so short-lived processes share the
daemon's); in this process (the store opened here) when asked for explicitly
(`in_process=True`, or in-process-only arguments such as `config=` or `embedder=`), or
when auto-start is off (`MGIMIND_AUTOSTART=0`) and no daemon runs. Either way every
call goes through the one dispatcher, so an operation's rules hold the same.

A daemon that cannot be reached while auto-start is on is an error, never a reason to
open the store in this process: a daemon may be starting, and opening beside it is how
acknowledged writes were lost. The in-process Mind takes the store lock in any case.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from mgimind.doors.memory_client import Client
from mgimind.errors import StoreUnavailable

IN_PROCESS_ONLY = ("config", "embedder")
DEFAULT_TIMEOUT_S = 120.0  # per call; host surfaces pass their own, shorter deadline
DEFAULT_START_TIMEOUT_S = 60.0


def open(
    home: str | Path | None = None,
    *,
    actor: str | None = None,
    in_process: bool | None = None,
    timeout: float | None = None,
    **kwargs: Any,
) -> Client:
    """The client of `home`'s memory (`Client`: each method an operation, run through
    the dispatcher), over the daemon (a `DaemonClient`) or in this process.

    `timeout` (seconds) bounds the wait for the daemon to start or answer, then each call:
    no daemon in time is a `StoreUnavailable` here, a call past it a `DaemonUnavailable`,
    instead of a stalled caller."""
    from mgimind.home import prepare_home
    from mgimind.hooks.wire import NoReply, NotAccepting, autostart_enabled, home_dir

    home_path = prepare_home(Path(home_dir(home)))
    if in_process is None:
        in_process = any(kwargs.get(k) is not None for k in IN_PROCESS_ONLY) or os.environ.get(
            "MGIMIND_IN_PROCESS", ""
        ).lower() in ("1", "true", "yes")
    if not in_process:
        from mgimind.doors.client import DaemonClient, DaemonUnavailable

        try:
            return DaemonClient(
                home_path,
                actor=actor,
                confine=kwargs.get("confine"),
                timeout=timeout or DEFAULT_TIMEOUT_S,
                start_timeout=timeout or DEFAULT_START_TIMEOUT_S,
                autostart=autostart_enabled(),
            )
        except (NoReply, NotAccepting) as e:
            # It runs and does not answer: starting another would wait on its lock.
            raise StoreUnavailable(
                f"the mgimind daemon for {home_path} is hung: {e}",
                fix=f"mgimind daemon restart (and see {home_path / 'daemon.log'})",
            ) from None
        except DaemonUnavailable as e:
            if autostart_enabled():
                raise StoreUnavailable(
                    f"the mgimind daemon for {home_path} is not available: {e}",
                    fix=f"see {home_path / 'daemon.log'}; `mgimind daemon status` shows "
                    "it, `mgimind doctor` checks the home",
                ) from None
    from mgimind.doors.memory_client import InProcess
    from mgimind.engine.mind import Mind

    return Client(InProcess(Mind(home_path, actor=actor, **kwargs)))
