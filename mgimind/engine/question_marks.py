"""The question's own reading of which recalled memory a later one replaces for it.

The supersession rules read two texts alone (mgimind/memory/facts/supersede.py). The
question adds what they cannot see: an earlier answer to it that a later one replaces
(engine/later_answer.py), an earlier rule or state on its subject (engine/later_rule.py),
an earlier note on what it asks that a later one near it in meaning follows
(engine/same_subject.py), an earlier value of the kind asked that a later note near it in
meaning gives anew in words of its own (engine/near_answer.py); each earlier memory is
marked once, by the first reading that finds it. A later note that says what the question
asks stays as it was ("cpu and count unchanged", asked how many pods) replaces nothing for
it (engine/unchanged.py), nor does one that leaves alone the attribute the question names,
to which the earlier gives its own value ("alerts to #fin-ops", asked where alerts go:
engine/asked_change.py), nor one about a rival thing (another environment, a sibling
service: supersede_guards.py).
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from mgimind.engine.asked_change import answers_another_attribute
from mgimind.engine.later_answer import later_answers
from mgimind.engine.later_rule import later_rules
from mgimind.engine.near_answer import near_answers
from mgimind.engine.same_subject import later_on_subject
from mgimind.engine.unchanged import asked_unchanged
from mgimind.memory.facts.supersede_guards import rival_things

Item = dict[str, Any]


def replaced_for_question(
    query: str,
    current: list[Item],
    below: Sequence[Item],
    later_than: Callable[[Item, Item], bool],
    nearness: Callable[[Item, Item], float],
    floor: float | None,
    origin: float = 0.0,
) -> list[tuple[Item, Item]]:
    """(earlier, later) pairs: the earlier of `current` (recalled, unmarked) replaced for
    `query` by the later, which may lie in `below` (under the floor) for a later answer."""
    found = later_answers(query, current, later_than, below)
    readings = [later_rules(query, current, later_than)]
    if floor is not None:
        readings.append(later_on_subject(query, current, later_than, nearness, floor, origin))
    readings.append(near_answers(query, current, later_than, nearness, origin))
    for pairs in readings:
        marked = {id(old) for old, _ in found}
        found += [p for p in pairs if id(p[0]) not in marked]
    return [
        (old, new)
        for old, new in found
        if not asked_unchanged(query, new["text"])
        and not answers_another_attribute(query, old["text"], new["text"])
        and not rival_things(old["text"], new["text"])
    ]
