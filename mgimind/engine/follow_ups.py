"""A later note on the same subject, recalled beside the note it follows.

"which box is the metrics scraper on?" recalls "the metrics scraper runs on mon-02.fra";
a later "prometheus came up fine on mon-07.ams" says where it runs now, in words the
question shares less of, and falls under the floor. No rule reads that the second replaces
the first, so nothing marks the first; but shown first, with the preamble's "where two
disagree, the later one holds", it is what an answer about the current state needs.

A memory under the floor is recalled just above a recalled one when it happened later, the
two are near in meaning (their stored vectors' cosine at least FOLLOW_NEAR) and it is
itself not far from the question (its similarity at least FOLLOW_MARGIN under the floor).
Only the best memories the question recalled by itself (not the newest notes added as
recent context) are followed, by the nearest later one, and at most FOLLOW_MAX are added
per prompt (two made no question better than one, with more text). Both thresholds are the
default model's, counted from the cosine another model gives unrelated texts. The thresholds were
chosen on the state scenarios' tuning sets (BENCHMARKS.md, "A later note on the same
subject").
"""

from __future__ import annotations

from typing import Callable

from mgimind.search.similarity import counted_from

FOLLOW_NEAR = 0.35
FOLLOW_MARGIN = 0.15
FOLLOW_MAX = 1

Item = dict
After = Callable[[Item, Item], bool]
Nearness = Callable[[Item, Item], float]


def follow_ups(
    best: list[Item],
    below: list[Item],
    floor: float,
    after: After,
    nearness: Nearness,
    origin: float = 0.0,
) -> list[tuple[Item, Item]]:
    """(recalled, later) pairs: for each of `best` that the question recalled by itself
    (not recent context) and not marked superseded, the nearest later memory of `below` on
    the same subject; each later memory once. `origin`: the cosine the model gives
    unrelated texts, from which the thresholds count (search/similarity.py)."""
    near_enough = counted_from(origin, FOLLOW_NEAR)
    asked_enough = floor - FOLLOW_MARGIN * (1.0 - origin)
    taken: set[int] = set()
    out: list[tuple[Item, Item]] = []
    for old in best:
        if old.get("superseded") or old.get("recent") or len(out) >= FOLLOW_MAX:
            continue
        near = [
            (nearness(old, new), new)
            for new in below
            if id(new) not in taken
            and new.get("similarity", 0.0) >= asked_enough
            and after(new, old)
            and new["text"] != old["text"]
        ]
        near = [(n, new) for n, new in near if n >= near_enough]
        if near:
            _, new = max(near, key=lambda x: x[0])
            taken.add(id(new))
            out.append((old, new))
    return out
