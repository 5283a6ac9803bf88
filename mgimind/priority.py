"""CPU priority of background work: bulk embedding and long writes yield to hooks.

On two cores a 1 MB add or a transcript harvest keeps every core busy for minutes, and
a prompt hook's recall (a few milliseconds of work) would queue behind it. Linux lets a
thread lower its own priority (a per-thread nice value), so the threads that do bulk work
run niced and the scheduler hands the cores to a hook's read the moment it needs them.
"""

from __future__ import annotations

import os
import threading

BACKGROUND_NICE = 15


def make_background() -> None:
    """Lower the calling thread's CPU priority (nothing where the OS has no such call)."""
    try:
        tid = threading.get_native_id()
        current = os.getpriority(os.PRIO_PROCESS, tid)
        os.setpriority(os.PRIO_PROCESS, tid, max(current, BACKGROUND_NICE))
    except (AttributeError, OSError):
        pass
