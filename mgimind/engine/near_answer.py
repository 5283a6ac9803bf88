"""A later answer near in meaning: a later note, close to an earlier one, states another value
of the kind the question asks for, in words of its own.

The later-answer reading (engine/later_answer.py) links two notes by the question's subject
words, each said beside the value. People restate a value without them: "Landlord came back
via the agent: EUR 1,390" after "Utrecht flat offer: rent EUR 1,450/month", asked "what's
the monthly rent?"; "escalation after 3 minutes stays" after "if fewer than 4 crew
acknowledge within 5 minutes, auto-page Station 2", asked how long the app waits. What the
two share is their meaning and the kind of value they state. The earlier of two recalled
notes is marked as replaced for the question when:
- the question asks for one value of a kind read by its whole shape (a date, a time, a
  duration, an amount, a share, a size, a port, a phone number, an email address, a count
  of a unit: "210 steps" after "120 steps");
- the two notes are near in meaning (NEAR, counted from the model's unrelated cosine), both
  whole notes (not chunks of a long conversation, whose many values are not one slot);
- each states a value of that kind, and neither states one the other does: a later note
  naming the earlier value tells the change itself ("moved from 14:00 to 15:00"), and an
  earlier one already naming the later value held both;
- the later adds nothing ("also", "as well"), and does not leave out a name or code the
  question writes for one of its own of the same sort ("FV4 moved to 10.40.2.44" says
  nothing of FV1), nor name another attribute the earlier gives one of its values to
  ("deposit" beside the rent asked), nor speak of another one of the kind ("the analytics
  db", "payments-api-worker" for "payments-api", "topic payments.events" for the orders
  topic), nor give its value as a deadline where the earlier gives when ("ship the hotfix
  by 5pm Friday" after "the retro is Wednesday at 3pm").
As for every later answer, the mark only orders and labels: both notes are shown, the later
one first.
"""

from __future__ import annotations

import re
from typing import Any, Callable

from mgimind.engine.asked_for import (
    DATE_VALUE,
    LENGTHS,
    MONTHS,
    NUMBER_WORDS,
    TIME_VALUE,
    UNITS,
    WEEKDAYS,
    asked_for,
)
from mgimind.engine.later_answer import another_of_its_kind, names_its_own, several_asked
from mgimind.engine.never_held import named_terms
from mgimind.engine.same_subject import keeps
from mgimind.memory.facts.evidence import STOP
from mgimind.memory.facts.supersede_words import ADDED
from mgimind.search.similarity import counted_from

Item = dict[str, Any]
_WORDS = re.compile(r"[a-z][a-z'-]+")
_JOINED = re.compile(r"[a-z0-9]+(?:[._-][a-z0-9]+)+")  # "orders.events", "payments-api"
_PARTS = re.compile(r"[._-]")

# How near two notes must be in meaning to be read as one slot said twice; chosen on the
# scenarios' tuning sets (BENCHMARKS.md).
NEAR = 0.4
# The kinds whose values are read by their whole shape, and how: "EUR 1,450" and "EUR 1,390"
# are two amounts, not both "EUR 1". (A name is not read so, nor a number of no kind: "4
# crew" and "Station 2" are no answer to "how long?")
_NUMBER = r"\d+(?:[.,]\d+)*"
_WHOLE = {
    "duration": rf"\b{_NUMBER}\s*-?\s*(?:{UNITS}|{LENGTHS})\b"
    rf"|\b(?:{NUMBER_WORDS}|an?)\s+(?:{UNITS})\b",
    "amount": rf"[$€£¥₹]\s?{_NUMBER}(?:\s?[km]\b)?|\b{_NUMBER}\s?(?:k|dollars?|euros?|eur|usd|gbp|"
    r"pounds?|bucks|quid|chf)\b",
    "percentage": rf"\b{_NUMBER}\s*%",
    "size": rf"\b{_NUMBER}\s*(?:[kmgtp]i?b|[kmgt]i|gigs?|megs?|[kmgt])\b",
    "phone number": r"\+?\d[\d ().-]{5,}\d",
    "email address": r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+",
    # a whole date ("Wed 10 Dec", "March 21st", "2026-03-21") before its pieces, then times
    "date": rf"\b(?:{WEEKDAYS},?\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{MONTHS})\b"
    rf"|\b(?:{WEEKDAYS},?\s+)?(?:{MONTHS})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?\b"
    rf"|{DATE_VALUE}|{TIME_VALUE}",
    "time": TIME_VALUE,
    # a count with its unit ("120 steps"): only a count of a unit both notes count rivals
    "number": r"(?<![\w.,:/-])\d+(?:[.,]\d+)*k?\s*[a-z][a-z-]+",
    # a port where a port is written: ":8443", "8443/TCP", "port 8443", "listens on 8443"
    # (after a host's colon, not a clock's: "sftp.acme.io:2222", not "06:00")
    "port": r"(?<=[a-z\]]:)\d{2,5}\b|(?<=\d\.\d:)\d{2,5}\b|(?<=\d\d\.\d\d:)\d{2,5}\b"
    r"|(?<=\d\.\d\d\d:)\d{2,5}\b|\b\d{2,5}(?=/(?:tcp|udp)\b)|(?<=\bport )\d{2,5}\b"
    r"|(?<=\bon )\d{2,5}\b",
}
_UNIT = re.compile(r"(?<=[\d\s])[a-z][a-z-]+$")
_NOT_UNITS = STOP | set(re.findall(r"[a-z]+", f"{MONTHS} {WEEKDAYS}")) | {"am", "pm"}
# A date a change takes effect from ("up to EUR 19.75 from next month"), not the slot's value.
_TAKES_EFFECT = re.compile(
    r"\b(?:from|starting(?: with)?|as of|effective|beginning)\s+(?:the\s+)?"
    r"((?:next |this )?[\w:.-]*\w)",
    re.IGNORECASE,
)
_CURRENCY = frozenset("$€£¥₹")
_MONTH_NAME = re.compile(rf"\b(?:{MONTHS})", re.IGNORECASE)
_WHOLE_VALUE = {kind: re.compile(pattern, re.IGNORECASE) for kind, pattern in _WHOLE.items()}


def near_answers(
    query: str,
    items: list[Item],
    later_than: Callable[[Item, Item], bool],
    nearness: Callable[[Item, Item], float],
    origin: float = 0.0,
) -> list[tuple[Item, Item]]:
    """(earlier, later) pairs of `items` (recalled, whole notes) where the later, near the
    earlier in meaning, states another value of the kind `query` asks for."""
    asked = [a for a in asked_for(query) if a.name in _WHOLE_VALUE]
    if len(asked) != 1 or several_asked(query):  # (none read whole, or two questions in one)
        return []
    counting = any(a.name == "number" for a in asked)
    names = {t.lower() for t in named_terms(query)}
    values = {id(c): _values(c["text"], asked) for c in items if c.get("whole", True)}
    near_enough = counted_from(origin, NEAR)
    out = []
    for old in items:
        for new in items:
            if new is old or not values.get(id(old)) or not values.get(id(new)):
                continue
            if not later_than(new, old) or nearness(old, new) < near_enough:
                continue
            old_low, new_low = old["text"].lower(), new["text"].lower()
            if not _changed(values[id(old)], values[id(new)], old_low, new_low, counting, query):
                continue
            if keeps(new["text"]):  # proposed, turned down, still so
                continue
            if ADDED.search(new_low) or _named_another(names, old_low, new["text"]):
                continue
            if _sibling(query, old_low, new_low) or _deadline(values[id(new)], new_low) != (
                _deadline(values[id(old)], old_low)
            ):
                continue
            if len(values[id(old)]) > 1 and _another_attribute(
                query, old_low, new_low, values[id(old)]
            ):
                continue
            if another_of_its_kind(query, old["text"], new["text"]):
                continue
            out.append((old, new))
            break
    return out


def _values(text: str, asked: list) -> set[str]:
    """The values of the kinds `asked` that `text` states, each read whole and lowered: not
    a price's digits as a time ("18.50" of "GBP 18.50"), nor a date a change takes effect
    from, nor a count of what is no unit ("3 of", "10 Dec")."""
    found = {
        m.group(0).strip().lower()
        for a in asked
        for m in _WHOLE_VALUE[a.name].finditer(text)
        if a.name == "amount" or text[max(0, m.start() - 1) : m.start()] not in _CURRENCY
    }
    found -= {m.group(1).lower() for m in _TAKES_EFFECT.finditer(text)}
    if any(a.name == "number" for a in asked):
        found = {v for v in found if not _units({v}) & _NOT_UNITS}
    return {v for v in found if v}


def _changed(
    old: set[str], new: set[str], old_low: str, new_low: str, counting: bool, query: str
) -> bool:
    """The later note gives the slot another value: of one grain (a time of day, a day, a
    month; a count's unit; one grain for the other kinds), each note states one the other
    does not say in any spelling ("9 March", "the 9th of March"). "Sat 05:00" changes the
    time of "Sat 02:00"; "in June" answers nothing of it. A count changes only of the
    earlier note's one count or of a unit the question names: "6Gi per pod" is no answer
    to "how many pods?" after "12 pods, 4Gi each"."""
    if counting:
        asked = set(_WORDS.findall(query.lower()))
        units = _units(old) & _units(new)
        if len(old) > 1:
            units = {u for u in units if u in asked or u.rstrip("s") in asked}
        grains = units
    else:
        grains = {_grain(v) for v in old} & {_grain(v) for v in new}
    for grain in grains:
        mine = {v for v in old if _grain_of(v, counting) == grain}
        theirs = {v for v in new if _grain_of(v, counting) == grain}
        if not _said(mine, new_low) and not _said(theirs, old_low):
            return True
    return False


def _grain_of(value: str, counting: bool) -> str:
    return next(iter(_units({value})), "") if counting else _grain(value)


def _grain(value: str) -> str:
    """What a value of a date or time measures: a time of day, a day, a month, or a value
    of another kind (one grain)."""
    canonical = _canonical(value)
    if canonical is not None:
        return "clock" if ":" in canonical else "day"
    if re.search(rf"\b{WEEKDAYS}\b|\b\d{{1,2}}(?:st|nd|rd|th)\b|\d{{4}}-\d|\d/\d", value):
        return "day"
    if _MONTH_NAME.search(value.title()):
        return "month"
    if re.search(r"\b(?:today|tonight|tomorrow|yesterday|week|weekend|eod|eow)\b", value):
        return "day"
    return "other"


def _said(values: set[str], other_low: str) -> bool:
    """One of `values` is said in the other text too, in any of its spellings."""
    if any(v in other_low for v in values):
        return True
    spelled = {_canonical(m.group(0)) for m in _WHOLE_VALUE["date"].finditer(other_low)}
    return bool({_canonical(v) for v in values} & spelled - {None})


def _canonical(value: str) -> str | None:
    """A date as its day and month ("9 mar"), a time of day as hh:mm, else None."""
    low = value.lower()
    day, month = re.search(r"\d{1,2}", low), _MONTH_NAME.search(value.title())
    if day and month and not re.search(r"\d[:.]\d", low):
        return f"{int(day.group(0))} {month.group(0)[:3].lower()}"
    clock = re.fullmatch(r"(\d{1,2})(?:[:.h](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?", low.strip())
    if clock and (clock.group(2) or clock.group(3)):
        hour, half = int(clock.group(1)), (clock.group(3) or "")[:1]
        if half:
            hour = hour % 12 + (12 if half == "p" else 0)
        return f"{hour:02d}:{clock.group(2) or '00'}"
    return None


def _units(values: set[str]) -> set[str]:
    """The units the counts among `values` count ("steps" of "120 steps")."""
    return {m.group(0) for v in values for m in [_UNIT.search(v)] if m}


def _another_attribute(query: str, old_low: str, new_low: str, old_values: set[str]) -> bool:
    """The later note names an attribute to which the earlier gives one of its values and
    the question does not ask about: "Deposit is EUR 3,000 now" after "rent EUR 1,450,
    deposit EUR 2,900" changes the deposit, not the rent asked."""
    asked = set(_WORDS.findall(query.lower()))
    asked |= {w for v in old_values for w in _WORDS.findall(v)}  # ("Wed 3 Dec at 10:15")
    new_words = set(_WORDS.findall(new_low))
    for value in old_values:
        for m in re.finditer(re.escape(value), old_low):
            before = [w for w in _WORDS.findall(old_low[: m.start()]) if w not in STOP][-1:]
            if before and before[0] in new_words and before[0] not in asked:
                return True
    return False


def _named_another(names: set[str], old_low: str, new_text: str) -> bool:
    """The earlier note says a name or code the question writes that the later leaves out,
    and the later names one of its own of the same sort (a code for a code): it speaks of
    another thing ("FV4 PLC moved to 10.40.2.44" for a question about FV1)."""
    new_low = new_text.lower()
    left_out = {n for n in names if _says(old_low, n) and not _says(new_low, n)}
    return bool(left_out) and names_its_own(left_out, new_text, names)


def _sibling(query: str, old_low: str, new_low: str) -> bool:
    """The later note speaks of a sibling of what the question names: a joined name the
    question writes and the earlier says whole, the later only inside a longer one
    ("payments-api-worker" for "payments-api"), or the earlier's joined name holding a
    word of the question, the later one like it with another part there ("topic
    payments.events" for "the orders topic" after "topic orders.events")."""
    asked = set(_WORDS.findall(query.lower()))
    for joined in _JOINED.findall(query.lower()):
        if _says(old_low, joined) and not _says(new_low, joined) and joined in new_low:
            return True
    for joined in _JOINED.findall(old_low):
        parts = _PARTS.split(joined)
        said = [part for part in parts if part in asked]
        if not said or any(part in new_low for part in said):
            continue
        for other in _JOINED.findall(new_low):
            theirs = _PARTS.split(other)
            if (
                len(theirs) == len(parts)
                and sum(a != b for a, b in zip(parts, theirs, strict=True)) == 1
            ):
                return True
    return False


def _deadline(values: set[str], low: str) -> bool:
    """The text gives its values as a deadline ("ship the hotfix by 5pm Friday"), not as
    when the thing happens ("the retro is Wednesday at 3pm")."""
    return any(
        re.search(rf"\b(?:by|before|until|till|no later than)\s+{re.escape(v)}", low)
        for v in values
    )


def _says(low: str, name: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", low) is not None
