"""Python's full cycle collection, run by the daemon between calls rather than inside one.

A full collection (generation 2) walks every object the process holds. In a daemon whose
recall caches have filled (the supersession check keeps each text's parsed sentences) that
is 40-80 ms on two cores at a 61k-chunk home, and Python starts one whenever enough objects
have survived the younger collections: inside whichever prompt's recall crossed the line,
whose latency it adds to (measured in process: 4-5 of every 60 prompts, 150-330 ms in
all). So the automatic collector stops at generation 1 (cheap: 1-2 ms, it walks only
young objects) and the daemon runs the full collection itself once no call is in flight and
the last one ended QUIET_S ago, or when it is overdue (OVERDUE_YOUNG collections of
generation 1 since the last full one: a daemon that is never quiet still collects).

Only cyclic garbage waits for the full collection: everything else is freed by reference
counting the moment it is dropped, as before.
"""

from __future__ import annotations

import gc
import time

# Automatic full collections: practically never (the count is of generation-1 collections).
NO_AUTOMATIC_FULL = 1_000_000
QUIET_S = 0.5  # no call in flight, and none for this long: a full collection waits for none
OVERDUE_YOUNG = 200  # generation-1 collections since the last full one (~200 prompts' worth)


class Collector:
    """The daemon's full collections: `take_over` at start, `maybe_collect` from its loop,
    `give_back` at the end."""

    def __init__(self) -> None:
        self.young_at_last_full = 0
        self.collections = 0
        self.threshold: tuple[int, int, int] | None = None  # Python's, while taken over

    def take_over(self) -> None:
        self.threshold = gc.get_threshold()
        gc.set_threshold(self.threshold[0], self.threshold[1], NO_AUTOMATIC_FULL)
        self.young_at_last_full = _young_collections()

    def give_back(self) -> None:
        """Python's own full collections again (a daemon run in a thread of a longer-lived
        process hands them back when it stops)."""
        if self.threshold is not None:
            gc.set_threshold(*self.threshold)
            self.threshold = None

    def maybe_collect(self, in_flight: int, last_activity: float) -> bool:
        """Run a full collection if no call is in flight and the daemon has been quiet
        since it last ran one with calls in between, or one is overdue. True if it ran."""
        if in_flight:
            return False
        young = _young_collections() - self.young_at_last_full
        quiet = time.monotonic() - last_activity >= QUIET_S
        if not (young and quiet) and young < OVERDUE_YOUNG:
            return False
        gc.collect()
        self.collections += 1
        self.young_at_last_full = _young_collections()
        return True


def _young_collections() -> int:
    """How many generation-1 collections this process has run."""
    return int(gc.get_stats()[1]["collections"])
