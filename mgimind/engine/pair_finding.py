"""How a later recalled memory supersedes an earlier one, for the question asked.

The supersession rules (mgimind/memory/facts/supersede.py) read the two texts alone and
find each change the later makes to a value the earlier states: a later note may change
several things at once ("first lesson with Ms. Hoshino, we'll keep Thursday 19:00 going
forward" after "lessons with Aoki-sensei, Tuesdays 19:00"). A question asks about one
of them ("what evening is my lesson?"), so the finding for it is the first change of what
it asks (engine/asked_change.py), else a change of the question's subject
(engine/asked_subject.py). The rules' verdict on a pair depends on the texts and their
nearness alone, so it is kept between prompts (engine/supersession_memo.py).
"""

from __future__ import annotations

from itertools import islice
from typing import Iterator

from mgimind.engine.asked_change import changes_what_is_asked
from mgimind.engine.asked_subject import asked_change
from mgimind.engine.supersession_memo import PAIRS
from mgimind.memory.facts.evidence import Finding
from mgimind.memory.facts.supersede import findings
from mgimind.memory.facts.supersede_near import restated_with_new_value

CHANGES_READ = 4  # of a pair's changes, the rules read at most this many


def finding(
    query: str, older: str, newer: str, nearness: float, pair: tuple[bytes, bytes]
) -> Finding | None:
    """How `newer` supersedes `older` in what `query` asks (every change for no question),
    or None. `nearness`: their stored vectors' cosine; `pair`: the texts' memo digests."""
    for change in PAIRS.verdict(older, newer, nearness, judge, pair):
        if changes_what_is_asked(query, older, newer, change.value):
            return change
    found = asked_change(query, older, newer)
    if found is None or not changes_what_is_asked(query, older, newer, found.value):
        return None
    return found


def judge(older: str, newer: str, nearness: float) -> tuple[Finding, ...]:
    """Each way `newer` supersedes `older`, at most CHANGES_READ: the rules on the two
    texts, else the two saying the same thing with another value, judged by their
    nearness (supersede_near.py)."""
    found = tuple(islice(_each_value_once(findings(older, newer)), CHANGES_READ))
    if found:
        return found
    restated = restated_with_new_value(older, newer, nearness)
    return (restated,) if restated is not None else ()


def _each_value_once(found: Iterator[Finding]) -> Iterator[Finding]:
    """The first finding of each change (two rules may read the same one)."""
    seen: set[str | None] = set()
    for f in found:
        if f.value not in seen:
            seen.add(f.value)
            yield f
