"""Whether a change found between two texts is a change of what the question asks.

The supersession rules (mgimind/memory/facts/supersede.py) read two texts alone: a later
"thumbnailer up to 10 workers" replaces "6 workers" of "thumbnailer: python 3.11, 6
workers, queue thumbs-high, owner Evander". For "who owns the thumbnailer?" the earlier
note still holds the answer: another of its values changed. Marking it superseded for
that question shows the answer as replaced. The question says what it
asks, and the change is not of it when:

- the later text says another thing of the kind the question names ("the analytics db"
  for "the ledger db": later_answer.another_of_its_kind);
- the later text says what the question asks stays as it was (engine/unchanged.py);
- the question names something by a code ("R-58", "checkout-v3") that the earlier says
  and the later does not: the later speaks of another one ("R-59 cut will be the tue
  after");
- the question asks for a value of a kind (a person, a day: engine/asked_for.py), the
  earlier text states values of that kind, and the later, giving another value for one
  of the earlier's (a worker count, a price), gives none of that kind the earlier does
  not. A state that ended ("booked -> cancelled") ends every value of it.

The mark stays for every other question; the pair's finding is the text rules' own.
"""

from __future__ import annotations

import re
from functools import lru_cache

from mgimind.engine.asked_for import Asked, asked_for
from mgimind.engine.later_answer import another_of_its_kind
from mgimind.engine.never_held import named_terms
from mgimind.engine.unchanged import asked_unchanged
from mgimind.memory.facts.supersede import statements


def changes_what_is_asked(query: str, older: str, newer: str, changed: str | None) -> bool:
    """The later text's change (`changed`: the finding's "old -> new", or the old value
    alone) is one of what `query` asks about `older`; True for no question."""
    if not query:
        return True
    if another_of_its_kind(query, older, newer) or asked_unchanged(query, newer):
        return False
    if _names_another(query, older, newer):
        return False
    return not (changed and _another_value(query, older, newer, changed))


def _names_another(query: str, older: str, newer: str) -> bool:
    """A code the question writes ("R-58", "checkout-v3") is in the earlier text and not
    in the later. Not a name or a word in capitals: "the ci gpu runners are in Slough"
    then "the gpu boxes got shipped to Falkenstein" answer "where are our GPU CI runners?"
    both."""
    old_low, new_low = older.lower(), newer.lower()
    return any(c in old_low and c not in new_low for c in _codes(query))


@lru_cache(maxsize=256)
def _codes(query: str) -> frozenset[str]:
    """The codes `query` writes, lowered (read once per question: every pair asks)."""
    return frozenset(t.lower() for t in named_terms(query) if _CODE.search(t))


@lru_cache(maxsize=256)
def _asked(query: str) -> tuple[Asked, ...]:
    return tuple(asked_for(query))


def _another_value(query: str, older: str, newer: str, changed: str) -> bool:
    """The question asks for a kind of value the earlier text states, and the later, which
    gives another value for one of the earlier's, gives none of that kind the earlier does
    not, and the value it replaces is not part of one of that kind ("12" of "October
    12"): what changed is another attribute."""
    asked = _asked(query)
    if not asked:
        return False
    old_value, _, new_value = (v.strip().lower() for v in changed.partition(" -> "))
    if old_value not in _values(older) or new_value not in _values(newer):
        return False  # a state ended ("booked -> cancelled"): every value of it with it
    of_kind = _of_kind(older, asked)
    if not of_kind or not _of_kind(newer, asked) <= of_kind:
        return False
    low = older.lower()
    return not any(
        re.search(
            rf"{re.escape(v)}\s+{re.escape(old_value)}|{re.escape(old_value)}\s+{re.escape(v)}", low
        )
        for v in of_kind
    )


@lru_cache(maxsize=1024)
def _of_kind(text: str, asked: tuple[Asked, ...]) -> frozenset[str]:
    """The values of a kind asked that `text` states, lowered: each value it states that
    holds one ("3.11.9", not its digits alone), and each longer match in its words ("in 74
    days", "October")."""
    whole = {v.lower() for v in _stated(text) if any(a.value.search(v) for a in asked)}
    found = (m.group(0) for a in asked for m in a.value.finditer(text))
    return frozenset(whole | {f.lower() for f in found if len(f) >= 3})


@lru_cache(maxsize=1024)
def _stated(text: str) -> tuple[str, ...]:
    """The values `text` states, as written."""
    return tuple(v for *_, vals in statements(text) for v, _ in vals)


def _values(text: str) -> frozenset[str]:
    return frozenset(v.lower() for v in _stated(text))


_CODE = re.compile(r"\d|\w-\w")  # a code: a digit, or a hyphen inside a word
