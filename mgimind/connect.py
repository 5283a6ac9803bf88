"""`mgimind.open()`: the right Mind for this process.

A daemon client when a daemon serves the home or can be auto-started (both embedded
engines allow one process per store, so short-lived processes must share the daemon's);
an in-process `Mind` when asked for explicitly (`in_process=True`, or in-process-only
arguments such as `config=` or `embedder=`), or when no daemon can serve
(`MGIMIND_AUTOSTART=0` and none running, or the daemon fails to start: the in-process
Mind then reports the actual problem, e.g. an invalid config, as a clear error).
"""

from __future__ import annotations

import os
from pathlib import Path

IN_PROCESS_ONLY = ("config", "embedder")


def open(home: str | Path | None = None, *, actor: str | None = None,
         in_process: bool | None = None, **kwargs):
    """A `Mind` or a `DaemonClient` (same attribute surface) for `home`."""
    if in_process is None:
        in_process = (any(kwargs.get(k) is not None for k in IN_PROCESS_ONLY)
                      or os.environ.get("MGIMIND_IN_PROCESS", "").lower() in ("1", "true", "yes"))
    if not in_process:
        from .client import DaemonClient, DaemonUnavailable

        try:
            return DaemonClient(home, actor=actor, confine=kwargs.get("confine"))
        except DaemonUnavailable:
            pass  # fall through: the in-process Mind serves, or says what is wrong
    from .mind import Mind

    return Mind(home, actor=actor, **kwargs)
