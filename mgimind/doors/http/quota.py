"""Per-identity write quotas: a token bucket refilled continuously."""

from __future__ import annotations

import threading
import time


class WriteQuota:
    def __init__(self, per_minute: int):
        self.capacity = float(per_minute)
        self.rate = per_minute / 60.0
        self._buckets: dict[str, tuple[float, float]] = {}
        self._lock = threading.Lock()

    def take(self, identity: str) -> float | None:
        """Spend one write for `identity`; None if allowed, else seconds until one is."""
        with self._lock:
            now = time.monotonic()
            tokens, last = self._buckets.get(identity, (self.capacity, now))
            tokens = min(self.capacity, tokens + (now - last) * self.rate)
            if tokens < 1:
                self._buckets[identity] = (tokens, now)
                return (1 - tokens) / self.rate
            self._buckets[identity] = (tokens - 1, now)
            return None
