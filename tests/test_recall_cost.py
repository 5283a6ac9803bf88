"""What a prompt's recall costs does not grow with what the daemon has seen: the
supersession rules compile their patterns once per value, and a later prompt over the same
memories compiles nothing."""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from types import FrameType
from typing import Any

from mgimind.memory.facts.supersede import supersedes

# re compiles a pattern it has not cached in this function; a cache hit never reaches it.
_COMPILER = sys.modules["re._compiler"].compile.__code__


def _compiles(work: Callable[[], Any]) -> tuple[int, Any]:
    """How many patterns `work` compiles (re's own cache misses), and what it returned."""
    count = 0

    def watch(frame: FrameType, event: str, arg: object) -> None:
        nonlocal count
        if event == "call" and frame.f_code is _COMPILER:
            count += 1

    sys.setprofile(watch)
    try:
        result = work()
    finally:
        sys.setprofile(None)
    return count, result


def _pairs(n: int) -> list[tuple[str, str]]:
    """A year's worth of changed values: each older note names a host the newer one retires,
    drops or says is no longer used, with other words around it."""
    out = []
    for i in range(n):
        old = f"The build cache for team {i} runs on host cachebox{i} in rack r{i}."
        new = (
            f"We no longer use cachebox{i}; the cache for team {i} moved to vault{i}. "
            f"Ada{i} takes over the rack r{i} now, and host oldbox{i} was decommissioned."
        )
        out.append((old, new))
    return out


def test_a_second_pass_over_the_same_memories_compiles_nothing() -> None:
    pairs = _pairs(120)  # more values than re's own cache holds (512 patterns)

    def judge() -> list[str | None]:
        return [(f.value if (f := supersedes(o, n)) else None) for o, n in pairs]

    re.purge()
    first, found = _compiles(judge)
    again, found_again = _compiles(judge)
    # Positive control: the rules ran and found each update, and the first pass compiled.
    assert all(v is not None for v in found), found
    assert found_again == found
    assert first > 0
    assert again == 0, f"the second pass compiled {again} patterns (the first {first})"
