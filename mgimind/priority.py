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


class BackgroundService:
    """A daemon service (`start`, `stop`, `busy`) whose `run` goes on a niced thread of
    its own. `run` watches `stopping` (set by `stop`) and sets `running` around the work
    the daemon must not idle-exit in the middle of."""

    thread_name = "mgimind-background"

    def __init__(self) -> None:
        self.stopping = threading.Event()
        self.running = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> "BackgroundService":
        self.stopping.clear()
        self._thread = threading.Thread(target=self._main, name=self.thread_name, daemon=True)
        self._thread.start()
        return self

    def stop(self, timeout: float = 30.0) -> None:
        self.stopping.set()
        if self._thread is not None:
            self._thread.join(timeout)
            self._thread = None

    def busy(self) -> bool:
        return self.running.is_set()

    def run(self) -> None:
        raise NotImplementedError

    def _main(self) -> None:
        make_background()
        self.run()
