"""How fast the harvester works through transcripts, for `watch --status`'s time left.

Each committed batch adds the bytes it moved past and the seconds it took; the rate is a
moving average over recent batches, kept in a small file so a status query from another
process (the CLI beside the daemon) can read it.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

SMOOTHING = 0.2  # weight of the newest batch in the moving average
WRITE_EVERY_S = 1.0


class RateMeter:
    def __init__(self, path: Path):
        self.path = Path(path)
        self.bytes_per_s: float | None = None
        self._written = 0.0

    def add(self, nbytes: int, seconds: float) -> None:
        if nbytes <= 0 or seconds <= 0:
            return
        rate = nbytes / seconds
        self.bytes_per_s = (
            rate
            if self.bytes_per_s is None
            else SMOOTHING * rate + (1 - SMOOTHING) * self.bytes_per_s
        )
        now = time.time()
        if now - self._written >= WRITE_EVERY_S:
            self._written = now
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
                tmp = self.path.with_name(f".{self.path.name}.{os.getpid()}")
                tmp.write_text(json.dumps({"bytes_per_s": self.bytes_per_s, "at": now}))
                os.replace(tmp, self.path)
            except OSError:
                pass  # a status figure, never worth failing a harvest for


def read_rate(path: Path) -> float | None:
    """The last recorded rate in bytes per second, or None (never measured)."""
    try:
        return float(json.loads(Path(path).read_text())["bytes_per_s"])
    except (OSError, ValueError, KeyError, TypeError):
        return None
