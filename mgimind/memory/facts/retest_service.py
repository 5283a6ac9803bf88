"""The daemon's re-test task: every `facts.retest_interval_s` (hourly by default) it
re-tests the current facts against newer evidence (facts/retest.py), a bounded batch at
a time, on a niced thread, yielding between batches.

It never holds the Mind's write lock while it searches, reads or embeds; only each fact's
few point writes take it (see Retester._apply), so a hook's recall or a `fact add` never
waits behind a re-test for more than one small write. When it last ran is kept in the
home (retest.json), so a daemon that idle-exits and restarts keeps the hourly rhythm
instead of re-testing on every start.
"""

from __future__ import annotations

import logging
import time
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any

from mgimind.memory.facts.retest import Retester
from mgimind.priority import BackgroundService

if TYPE_CHECKING:
    from mgimind.services.mindapi import MindAPI

log = logging.getLogger("mgimind.memory.facts.retest")

ACTOR = "daemon:retest"
FACT_PAUSE_S = 0.02  # between two facts of a batch: hook threads get the interpreter


class RetestService(BackgroundService):
    """A daemon service around a `Retester`: busy while a batch runs (the daemon does not
    idle-exit in the middle of one); a cycle merely due is not busy, the next start picks
    it up."""

    thread_name = "mgimind-retest"

    def __init__(
        self,
        mind: "MindAPI",
        lock: AbstractContextManager[Any] | None = None,
        *,
        poll_s: float = 5.0,
    ):
        super().__init__()
        self.mind = mind.as_identity(ACTOR)
        self.retester = Retester(self.mind, lock)
        self.poll_s = poll_s
        self._started = time.time()

    def start(self) -> "RetestService":
        self._started = time.time()
        super().start()
        return self

    def due(self) -> bool:
        cfg = self.mind.config.facts
        if not cfg.retest:
            return False
        if time.time() - self._started < cfg.retest_delay_s:
            return False  # let a starting daemon serve its first hooks first
        last = self.retester.state().get("cycle_started_ts")
        return last is None or time.time() - float(last) >= cfg.retest_interval_s

    def run(self) -> None:
        while not self.stopping.wait(self.poll_s):
            try:
                if self.due():
                    self.cycle()
            except Exception:
                log.exception("fact re-test failed; trying again next interval")

    def cycle(self) -> int:
        """Re-test every current fact once, a batch at a time; returns facts re-tested."""
        cfg = self.mind.config.facts
        started = time.time()
        self.retester.mark_cycle(started)
        done = 0
        while not self.stopping.is_set():
            self.running.set()
            try:
                report = self.retester.run(
                    limit=cfg.retest_batch,
                    before=started,
                    should_stop=self.stopping.is_set,
                    pause_s=FACT_PAUSE_S,
                )
            finally:
                self.running.clear()
            done += report.facts
            if report.facts < cfg.retest_batch:
                break
            self.stopping.wait(cfg.retest_pause_s)  # yield between batches
        return done
