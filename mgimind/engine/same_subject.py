"""A later note on what the question asks: the earlier one is shown as replaced for it.

"is the lift in our building usable?" recalls "lift in our block is out of order again"
and, a day later, "lift's working, the engineer came first thing". Both match the
question, both speak of one thing in nearly the same words, and the later says how it is
now; no rule reads "working" as the end of "out of order", and no kind of value is asked
(engine/later_answer.py), nor a rule (engine/later_rule.py). Shown unmarked, the earlier
reads as current beside the later.

The earlier of two recalled memories is marked as replaced for this question, and shown
after the later one, when:
- both cleared the recall's floor by their own match with the question (not recent
  context, not pulled in from under the floor);
- the two are near in meaning (their stored vectors' cosine at least SAME_NEAR) and share
  a subject word of the question;
- the later one does not add ("also", "as well", "too"); does not speak of another one of
  the kind the question names, nor of another attribute (it states only names where the
  earlier states a number or a code: a hotel after a flight number); does not restate the
  earlier (every value of it again, or "same as always": "status page is still
  status.ferrule.io"); does not leave out a name or a day of the question that the
  earlier says ("notif-svc got node 22" after "auth-svc runs node 20.11", asked of
  auth-svc); and does not propose, weigh or turn down a change ("proposed moving the job
  queue to nats, team voted no");
- the question asks for one thing, but not for a value of a known kind (a time, a port,
  a person) nor for one thing of a kind it names ("which library ..."):
  engine/later_answer.py reads those, by the values each note states beside the subject
  ("retro notes: ship the hotfix by 5pm Friday" is no later answer to "what time is the
  retro?"); and not about the past.
The mark only orders and labels: the earlier memory is still shown, after the later one.
SAME_NEAR was chosen on the state scenarios' tuning sets (BENCHMARKS.md, "A later note on
the same subject").
"""

from __future__ import annotations

import re
from typing import Any, Callable

from mgimind.engine.later_answer import another_of_its_kind, asks_for_a_value, several_asked
from mgimind.engine.unstated import subject_words
from mgimind.memory.facts.supersede import statements
from mgimind.memory.facts.supersede_words import ADDED
from mgimind.memory.facts.vocabulary import in_dictionary
from mgimind.search.similarity import counted_from

SAME_NEAR = 0.4

# A question over several things or any of them: every memory may hold its own part.
_SEVERAL = re.compile(
    r"\b(?:any|anything|anyone|anybody|ever|other|else|again|all|both)\b"
    r"|\band (?:when|where|who|what|which|how)\b",
    re.IGNORECASE,
)

_TOO = re.compile(r"\btoo\b")
_AS_BEFORE = re.compile(
    r"\b(?:same as (?:always|before|ever|usual)|as (?:usual|always|before))\b", re.IGNORECASE
)
_KEPT = re.compile(
    r"\b(?:propos\w*|suggest\w*|consider\w*|thinking (?:of|about)|maybe|might|"
    r"voted (?:no|it down|against)|turned (?:it )?down|rejected|staying put|"
    r"stay(?:s|ing)? as (?:is|it is)|sticking with|decided against|no change|still)\b"
)
_DAYS = frozenset(
    "monday tuesday wednesday thursday friday saturday sunday weekday weekend".split()
)

Item = dict[str, Any]


def later_on_subject(
    query: str,
    items: list[Item],
    later_than: Callable[[Item, Item], bool],
    nearness: Callable[[Item, Item], float],
    floor: float,
    origin: float = 0.0,
) -> list[tuple[Item, Item]]:
    """(earlier, later) pairs of `items` on what `query` asks, the later holding now.
    `origin`: the cosine the model gives unrelated texts, from which SAME_NEAR counts."""
    if _SEVERAL.search(query) or several_asked(query) or asks_for_a_value(query):
        return []
    words = subject_words(query, [])
    if not words:
        return []
    matched = [c for c in items if _matched(c, floor)]
    near_enough = counted_from(origin, SAME_NEAR)
    said = {id(c): {w.lower() for w, p in words if p.search(c["text"])} for c in matched}
    out = []
    for old in matched:
        for new in matched:
            if new is old or not later_than(new, old) or _adds(new["text"]):
                continue
            if not said[id(old)] & said[id(new)] or nearness(old, new) < near_enough:
                continue
            if any(_names_one(w) for w in said[id(old)] - said[id(new)]) or keeps(new["text"]):
                continue
            if another_of_its_kind(query, old["text"], new["text"]) or _restates(query, old, new):
                continue
            if _another_attribute(query, old, new):
                continue
            out.append((old, new))
            break
    return out


def _names_one(word: str) -> bool:
    """A word naming one thing of its kind: a name ("auth-svc", "zofia"), a day."""
    return "-" in word or any(c.isdigit() for c in word) or word in _DAYS or not in_dictionary(word)


def keeps(text: str) -> bool:
    """The text proposes or weighs a change, says one was turned down, or says what is
    still so ("the metrics port is still 9411"): it keeps."""
    return bool(_KEPT.search(text.lower()))


def _adds(text: str) -> bool:
    """The text adds to what holds ("also", "as well", "too"): it replaces nothing."""
    low = text.lower()
    return bool(ADDED.search(low) or _TOO.search(low))


def _restates(query: str, old: Item, new: Item) -> bool:
    """The later text states again every value of the earlier one, or says it is as
    before: it restates ("status page is still status.ferrule.io, the vanity url
    redirects there", "Pollards, same as always")."""
    if _AS_BEFORE.search(new["text"]):
        return True
    values = _values(old["text"], query)
    return bool(values) and all(_said(v, new["text"]) for v, _ in values)


def _another_attribute(query: str, old: Item, new: Item) -> bool:
    """The earlier text states a number, a code or a version and the later one only
    names: it speaks of another attribute of the subject ("Reserved Residencia Sol for the
    Krakow trip" after "I fly to Krakow on IB 6146"). A later text stating no value says
    a state in words ("lift's working", "withdrew from the bristol half")."""
    later = {shape for _, shape in _values(new["text"], query)}
    earlier = {shape for _, shape in _values(old["text"], query)}
    return bool(later) and later <= {"name"} and bool(earlier - {"name"})


def _values(text: str, query: str) -> list[tuple[str, str]]:
    """(value, shape) of what `text` states, but a lower-case word (seldom a value) and
    the values the question names (its subject: "orders-ro-2" in "how stale is
    orders-ro-2?")."""
    return [
        (v, shape)
        for *_, vals in statements(text)
        for v, shape in vals
        if shape != "lname" and not _said(v, query)
    ]


def _said(value: str, text: str) -> bool:
    return bool(re.search(rf"(?<![\w.-]){re.escape(value)}(?![\w-])", text, re.IGNORECASE))


def _matched(c: Item, floor: float) -> bool:
    return not c.get("recent") and c.get("similarity", 0.0) >= floor
