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
- the question names something by a code ("R-58", "api-gateway") that the earlier says
  and the later does not: the later speaks of another one ("R-59 cut will be the tue
  after"), unless it names the value it replaces ("aq-south-1 is shutting down");
- the question asks for a value of a kind (a person, a day: engine/asked_for.py), the
  earlier text states values of that kind, and the later, giving another value for one
  of the earlier's (a worker count, a price), gives none of that kind the earlier does
  not (a date a change takes effect from is none: "new rate from September" gives no day
  of the lesson). A state that ended ("booked -> cancelled") ends every value of it;
- the question names an attribute ("partitions", "alerts") that the later text does not,
  and the earlier gives it a value in a clause of its own ("24 partitions", "alerts to
  #fin-ops") that is not the one replaced ("retention 7d -> 14d"); not the thing's own
  name, not a name, not a count of another thing ("curtains: 3 panels"), and not for a
  question asking two things.

The mark stays for every other question; the pair's finding is the text rules' own. A
later answer the question's own reading finds (engine/question_marks.py) is no answer to
an attribute it leaves alone either, where it states no value of that attribute's shape
(`answers_another_attribute`).
"""

from __future__ import annotations

import re
from functools import lru_cache

from mgimind.engine.asked_for import ASKED, Asked, asked_for
from mgimind.engine.later_answer import another_of_its_kind
from mgimind.engine.never_held import named_terms
from mgimind.engine.unchanged import asked_unchanged
from mgimind.memory.facts.evidence import STOP, content, stem
from mgimind.memory.facts.supersede import NAMES, same_shape, statements
from mgimind.memory.facts.supersede_ended import CANCELLED


def changes_what_is_asked(query: str, older: str, newer: str, changed: str | None) -> bool:
    """The later text's change (`changed`: the finding's "old -> new", or the old value
    alone) is one of what `query` asks about `older`; True for no question."""
    if not query:
        return True
    if another_of_its_kind(query, older, newer) or asked_unchanged(query, newer):
        return False
    if _names_another(query, older, newer) and not _names_replaced(query, newer, changed):
        return False
    if changed and _another_attribute(query, older, newer, changed):
        return False
    return not (changed and _another_value(query, older, newer, changed))


def _names_another(query: str, older: str, newer: str) -> bool:
    """A code the question writes ("R-58", "checkout-v3") is in the earlier text and not
    in the later. Not a name or a word in capitals: "the ci gpu runners are in Slough"
    then "the gpu boxes got shipped to Falkenstein" answer "where are our GPU CI runners?"
    both."""
    old_low, new_low = older.lower(), newer.lower()
    return any(c in old_low and c not in new_low for c in _codes(query))


def _names_replaced(query: str, newer: str, changed: str | None) -> bool:
    """The later text names the value it replaces ("aq-south-1 is shutting down"): it
    speaks of that value, whatever it calls the thing that holds it; unless that value is
    a code of the same shape as one the question writes ("BHX3" replaced, "MAN2" asked):
    a sibling of the thing asked, not the thing."""
    old_value = _replaced(changed)[0]
    if not old_value or _shape(old_value) in {_shape(c) for c in _codes(query)}:
        return False
    return re.search(rf"(?<![\w-]){re.escape(old_value)}(?![\w-])", newer.lower()) is not None


def _shape(code: str) -> str:
    """A code's shape: its letters and its digits each one mark ("bhx3", "man2": "aaa9")."""
    return re.sub(r"[a-z]", "a", re.sub(r"\d", "9", code.lower()))


@lru_cache(maxsize=256)
def _codes(query: str) -> frozenset[str]:
    """The codes `query` writes, lowered (read once per question: every pair asks): its
    named terms, and its words with a letter and a digit or an inner hyphen
    ("api-gateway"; not a word joined to a particle: "load-in")."""
    named = {t.lower() for t in named_terms(query) if _CODE.search(t)}
    written = {w.lower() for w in _TOKEN.findall(query) if _CODE.search(w) and _LETTER.search(w)}
    return frozenset(c for c in named | written if not _PHRASAL.match(c))


def _another_attribute(query: str, older: str, newer: str, changed: str) -> bool:
    """A word of the question that the later text lacks names an attribute the earlier
    gives a value in a clause of its own, without the value replaced."""
    old_value, new_value = _replaced(changed)
    if not old_value or new_value not in _values(newer):
        return False  # a state ended ("booked -> cancelled"): every value of it with it
    return _attribute_value(query, older, newer, old_value) is not None


def answers_another_attribute(query: str, older: str, newer: str) -> bool:
    """The question names an attribute that the later text lacks and the earlier gives
    its own value ("alerts to #fin-ops", "24 partitions"), and the later states no value
    of that value's shape: the later is no answer to the question, whatever else it
    changes."""
    if CANCELLED.search(newer.lower()):
        return False  # a plan called off answers every question about it
    value = _attribute_value(query, older, newer, None)
    shape = dict(_shapes(older)).get(value or "")
    return shape is not None and not any(same_shape(s, shape) for _, s in _shapes(newer))


def _attribute_value(query: str, older: str, newer: str, old_value: str | None) -> str | None:
    """The value the earlier text gives, in a clause without `old_value`, to an
    attribute the question names and the later text does not; None if none. Names are
    not such values (a name beside a word is as often whose the thing is, or what a verb
    acts on: "bring the trestle table")."""
    if _TWO_ASKS.search(query):
        return None  # "who owns it, and how many workers?": either may be the one changed
    # a word the earlier states as a value names the thing asked about ("Vessaly"), not
    # an attribute of it
    said = _parts(newer) | {stem(v) for v in _values(older)}
    asked = [w for w in _attribute_words(query) if w not in said]
    if not asked:
        return None
    # nor is a value the question names an attribute's ("topic orders.events"), nor a
    # name, which is often whose the thing is ("piano for Mira")
    words = _parts(query)
    values = frozenset(
        v for v, shape in _shapes(older) if shape not in NAMES and not words & _parts(v)
    )
    for clause in _CLAUSES.split(older.lower()):
        if old_value is not None and old_value in clause:
            continue
        value = _valued(clause, asked, values)
        if value is not None:
            return value
    return None


def _valued(clause: str, asked: list[str], values: frozenset[str]) -> str | None:
    """The value right after one of the `asked` words in `clause`, or one function word
    on ("rate limit 600", "alerts to #fin-ops"), or a number right before it ("24
    partitions"; not a name: "Base image", "k8s cluster"); None if none."""
    tokens = [t.rstrip(":") for t in _CLAUSE_TOKEN.findall(clause)]
    firsts = {v.split()[0]: v for v in values}
    for i, token in enumerate(tokens):
        if stem(token) not in asked:
            continue
        j = i + 1 + (i + 1 < len(tokens) and tokens[i + 1] in STOP)
        counts_another = j + 1 < len(tokens) and tokens[j].isdigit() and tokens[j + 1].isalpha()
        if j < len(tokens) and tokens[j] in firsts and not counts_another:
            return firsts[tokens[j]]  # (not "curtains: 3 panels": the 3 counts panels)
        if i and tokens[i - 1] in firsts and tokens[i - 1].replace(".", "").isdigit():
            return firsts[tokens[i - 1]]  # (not "k8s cluster": a name, not a count)
    return None


@lru_cache(maxsize=1024)
def _parts(text: str) -> frozenset[str]:
    """The stemmed words of `text`, names split at their dots and hyphens as well."""
    return frozenset({stem(w) for w in _LETTERS.findall(text.lower())} | set(content(text)))


@lru_cache(maxsize=256)
def _attribute_words(query: str) -> tuple[str, ...]:
    """The question's content words that may name an attribute (stemmed, three letters or
    more, not one of the question's own frame)."""
    return tuple(w for w in content(query) if len(w) >= 3 and w not in _FRAME)


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
    old_value, new_value = _replaced(changed)
    if old_value not in _values(older) or new_value not in _values(newer):
        return False  # a state ended ("booked -> cancelled"): every value of it with it
    of_kind = _of_kind(older, asked)
    if not of_kind or not _of_kind(newer, asked) - _taking_effect(newer) <= of_kind:
        return False
    low = older.lower()
    return not any(
        re.search(
            rf"{re.escape(v)}\s+{re.escape(old_value)}|{re.escape(old_value)}\s+{re.escape(v)}", low
        )
        for v in of_kind
    )


def _taking_effect(text: str) -> frozenset[str]:
    """The dates `text` says a change takes effect from ("new rate from September": when the
    price changes, not a day of the thing priced; not "a thumbs up from Greta"), lowered."""
    return frozenset(
        m.group(1).lower() for m in _FROM.finditer(text) if _DATE.value.fullmatch(m.group(1))
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
def _shapes(text: str) -> tuple[tuple[str, str], ...]:
    """The values `text` states, lowered, each with its shape ("24", "int2")."""
    return tuple((v.lower(), shape) for *_, vals in statements(text) for v, shape in vals)


@lru_cache(maxsize=1024)
def _stated(text: str) -> tuple[str, ...]:
    """The values `text` states, as written."""
    return tuple(v for *_, vals in statements(text) for v, _ in vals)


def _values(text: str) -> frozenset[str]:
    return frozenset(v for v, _ in _shapes(text))


def _replaced(changed: str | None) -> tuple[str, str]:
    """A finding's "old -> new", lowered ("" where a side is missing)."""
    old, _, new = (changed or "").partition(" -> ")
    return old.strip().lower(), new.strip().lower()


_DATE = next(a for a in ASKED if a.name == "date")
_FROM = re.compile(
    r"\b(?:from|starting|as of|effective|beginning)\s+(?:the\s+)?([\w:.-]*\w)", re.IGNORECASE
)
_CODE = re.compile(r"\d|\w-\w")  # a code: a digit, or a hyphen inside a word
# A word joined to a particle names an event or a step, not one thing among others:
# "load-in", "check-in", "sign-off", "roll-out", "follow-up".
_PHRASAL = re.compile(r"^[a-z]+-(?:in|out|up|off|on|over|down|back|through)$")
_TOKEN = re.compile(r"[A-Za-z0-9][\w./:-]*[A-Za-z0-9]")
_LETTER = re.compile(r"[A-Za-z]")
_LETTERS = re.compile(r"[a-z]+")
_TWO_ASKS = re.compile(r"\band\s+(?:who|what|which|where|when|how|is|are|does|do)\b", re.I)
# (an amount with its currency and thousands whole: "rent €1,450/month")
_CLAUSE_TOKEN = re.compile(r"[#@$€£¥₹]?[\w./:-]*\w(?:,\d{3}(?!\d))*")
# A clause of a note: "topic orders.events: 24 partitions, retention 7d, RF 3" has three
# (a comma between digits parts thousands, not clauses).
_CLAUSES = re.compile(r"(?<!\d),|,(?!\d{3}\b)|[;\n]|\.\s|\s-\s|\(|\)")
# Words of a question's frame, not of what it asks about.
_FRAME = frozenset(
    content(
        "now currently current still today these days new old latest ever again kept keep get "
        "got getting use using used need needs tell told know set go goes going"
    )
)
