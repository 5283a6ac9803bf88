"""The supersession check's verdict on a pair of texts, kept between prompts.

Every prompt's recall compares its best memories pairwise with the later ones
(recall.mark_superseded): a dozen against two dozen, every statement of one against every
statement of the other, through the evidence rules (mgimind/memory/facts/supersede.py).
A session's prompts recall the same memories again and again, and so does a daemon
answering prompts on the topics its person keeps coming back to: each time, the same
pairs were judged again. The verdict depends on the two texts and their nearness in
meaning alone (the rules read nothing else), so it is kept, keyed by the texts' digests
and that nearness.

Correct as the store changes: an edited memory has another text, so another key; a
forgotten or archived one is no longer a candidate, so its pairs are never asked for; a
memory superseded since is judged by the same rules on the same texts, and when it was
judged is decided outside (the times and authors, read from the items each prompt).
Of a text only its digest is kept, beside the verdict (whose value names the two values,
as the mark shown does), in memory only. The rules are code: a rule changed means a new
daemon and an empty memo.
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    from mgimind.memory.facts.evidence import Finding

# Pairs kept: a prompt judges up to 12 x 24 of them; a few hundred prompts' worth, about
# 260 bytes a pair (8.5 MB full; measured with tracemalloc, the verdicts empty).
MAX_PAIRS = 32_768

_Key = tuple[bytes, bytes, float]


def digest(text: str) -> bytes:
    """A text's key in the memo. A prompt judges each text against up to two dozen others,
    so the caller digests each once and passes the pair's: 12 x 24 pairs of 10 KB texts
    digested pair by pair took 6.5 ms (AMD EPYC), once a text 0.4 ms."""
    return hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).digest()


class PairVerdicts:
    """A bounded memo of `judge(older, newer, nearness)`, least recently used dropped
    first. Safe across the daemon's threads: two that judge one new pair at once both
    judge it (the same verdict); neither waits for the other's rules."""

    def __init__(self, size: int = MAX_PAIRS) -> None:
        self.size = size
        self._kept: OrderedDict[_Key, tuple[Finding, ...]] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def verdict(
        self,
        older: str,
        newer: str,
        nearness: float,
        judge: Callable[[str, str, float], tuple[Finding, ...]],
        digests: tuple[bytes, bytes] | None = None,
    ) -> tuple[Finding, ...]:
        """`judge(older, newer, nearness)`, kept; `digests` are the two texts' `digest`s
        when the caller has them."""
        older_key, newer_key = digests or (digest(older), digest(newer))
        key = (older_key, newer_key, nearness)
        with self._lock:
            if key in self._kept:
                self._kept.move_to_end(key)
                self.hits += 1
                return self._kept[key]
            self.misses += 1
        found = judge(older, newer, nearness)
        with self._lock:
            self._kept[key] = found
            self._kept.move_to_end(key)
            while len(self._kept) > self.size:
                self._kept.popitem(last=False)
        return found

    def clear(self) -> None:
        with self._lock:
            self._kept.clear()
            self.hits = self.misses = 0

    def __len__(self) -> int:
        return len(self._kept)


# One per process, as the rules' own per-text caches are: keyed by content, so every Mind
# in the process may share it.
PAIRS = PairVerdicts()
