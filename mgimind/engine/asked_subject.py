"""A later text that changes the thing the question asks about, read by the question.

The supersession rules judge two texts by themselves, and most of them read a change only
between texts that share two topic words, or one and near meaning (their stored vectors'
cosine), since one shared word says little about two texts' subject. The question says
more: asked "is the main build still broken?", the "main" that "main is red:
test_timezone_dst failing" and "reverted a3be0f1, main green again" share is what the
question is about, so it is the subject of both; so is a name or a code both texts write
("Dr. Venn is my GP", "Dr. Venn retires in August").

Where no rule reads a change of what the question asks, the later text of such a pair
replaces the earlier when it says the subject as a whole was set right, called off, ended,
mended or handed on (WHOLE, WHOLE_SAID, HANDED: "mixed them up", "offsite scrapped",
"resolver fixed", "Priyanka picks up everything search-cluster"), or, sharing a word of
the question, when it carries a word of change and also names something else the question
asks that the earlier text does not ("DS has write on raw too now, they need to land their
feature tables" for "can data science put tables into the raw schema?"). It replaces the
earlier too when it takes back a value the earlier states ("it's not PRICING_V2_ENABLED"),
or when, with a word of change or of a value from now on (FROM_NOW), it gives a value of
the kind the question asks in place of one of the earlier's ("Saturdays 9:15", then "moves
to Sundays 10:30", for "when is Noor's swimming lesson?"); a name both texts write ties
them for these as for an end. A change of another attribute ("redis-sessions moved to
r7g.large nodes", asked "how much can redis-sessions hold?") names nothing else the
question asks, and replaces nothing; nor does a change the later text hedges, one of a
rival thing (supersede_guards.py) or a sibling ("render-01" of "render-03"), another
promise, the other of two things the earlier text names, another value taken back ("6856
was a typo"), a word of change in a clause of condition, or the earlier work taken up
again.

Chosen on the state scenarios' tuning sets (BENCHMARKS.md, "The question names the subject").
"""

from __future__ import annotations

import re
from functools import lru_cache

from mgimind.engine.asked_for import asked_for
from mgimind.engine.small_store import content_words
from mgimind.memory.facts.evidence import HEDGES, NEGATION_WORDS, STOP, Finding
from mgimind.memory.facts.statement_values import values
from mgimind.memory.facts.supersede import NAMES, same_shape
from mgimind.memory.facts.supersede_guards import rival_things
from mgimind.memory.facts.supersede_promise import separate_promises
from mgimind.memory.facts.supersede_words import CUES

RULE = "asked-subject-changed"

# The subject as a whole set right, called off, ended or mended.
WHOLE = frozenset(
    """correction corrected correcting mistake mistaken wrong mixed misspoke misremembered
    misheard misread mistyped misspelt typo fat-fingered oops scratch straight backwards
    scrapped cancelled canceled withdrawn withdrawing withdrew abandoned shelved
    fixed resolved reopened repaired mended widened lifted revoked tightened
    decommissioned retired retires retiring sunset end-of-lifed eol deprecated stopped ended
    archived merged dissolved replacement""".split()
)
# The same, where the word alone says something else ("closed four stale issues", "sage
# green"): a note gone stale, a build gone green.
WHOLE_SAID = re.compile(
    r"\b(?:(?:was|is|were|are) (?:stale|outdated|out of date)|green again|"
    r"(?:is|are|went|turned|back to|all|now) green|called off|"
    r"(?:put|set) (?:me|us) (?:right|straight)|"
    # a permission narrowed, not a search ("narrowed it to one query")
    r"narrow(?:ed|ing|s)?\b(?=[\w\s,;:-]{0,24}\b(?:only|read-only|no longer)\b))"
)
# The subject handed on: from someone the earlier text names to someone it does not (not
# "the storage swap", a noun).
HANDED = re.compile(
    r"\b(?:swapped|swap done|hand(?:ed|ing) (?:\w+ ){0,2}(?:over|to)|reassigned|transferred|"
    r"voted in|elected|appointed|"
    r"(?:takes|took|taking|taken) (?:over|primary|secondary|(?:the )?lead|charge)|"
    r"(?:picks|picked|picking) up|(?:steps|stepped|stepping) (?:in|up|down))\b"
)
# A word right before the word that ends or mends it ("maintenance called off", "flagd was
# decommissioned last night").
ENDED_SUBJECT = re.compile(
    r"\b([a-z][\w-]{2,})\s+(?:[a-z]+\s+)?(?:(?:was|is|were|are|has|have|been|got|just|now)\s+)*"
    r"(?:" + "|".join(sorted(WHOLE)) + r"|called off)\b"
)
# A status that flips between two texts on one subject ("nightly/main #4821 FAILED", then
# "#4822 PASSED (rerun)"; "api healthy" then "api down"): the later holds.
FAILING = re.compile(r"\b(?:fail(?:ed|ing|s|ure)?|red|broken|down|erroring|outage|flaky)\b")
PASSING = re.compile(
    r"\b(?:pass(?:ed|es|ing)|green|succeeded|successful|healthy|recovered|(?:back|is|are) up)\b"
)
# A value the later text takes back ("6856 was a typo", "1 approval was last year's"): the
# correction is of that value, and of an earlier text only if that text holds it.
TAKEN_BACK = re.compile(
    r"([\w.:/@-]+(?: [\w.:/@-]+)?) (?:was|is) (?:a typo|wrong|a mistake|mistaken|last year's|"
    r"outdated|stale|incorrect|(?:not|never) (?:right|correct))|"
    r"\bnot ([\w.:/@-]+(?: [\w.:/@-]+)?)(?=[.,;)!]|\s[—–-]\s|$)",  # "May 15, not September 25."
    re.IGNORECASE,
)
PRONOUNS = frozenset("i it that this he she they we which what".split())  # "I was wrong"
# The earlier work taken up again ("app store thing resolved, Oluwaseun's back with us on
# his old task"): what ended is the interruption, not the earlier note's.
RESUMED = re.compile(r"\b(?:back (?:to|on|with)|resum(?:e|es|ed|ing)|picking (?:\w+ )?back up)\b")
# A code with a number ("render-01"), for siblings: "render-01 was retired" is not about
# "render-03".
CODE = re.compile(r"(?<![\w./-])[a-z][a-z0-9]*(?:[-_/][a-z0-9]+)+(?![\w./-])")
CAPITALISED = re.compile(r"\b[A-Z][a-z]+\b")
# A word of change in a clause of condition or time ("28 minutes before it is cancelled").
CONDITIONAL = re.compile(r"\b(?:before|until|unless|if|once|or)\s+(?:\w+\s+){0,3}$")
# A date moved: a change of what a "when" question asks.
SHIFTED = frozenset("""slipped slips postponed rescheduled delayed pushed moves moved""".split())
WHEN = re.compile(
    r"\b(?:when|(?:what|which) (?:day|date|time)|due|deadline|by which)\b", re.IGNORECASE
)
CHANGED = CUES | NEGATION_WORDS  # CUES holds evidence.CHANGE
WEAK = frozenset(("new", "newly"))  # "new" names a thing as often as it says a change
# Words that bring a new value in for a while to come, beside the words of change: read only
# where the later text gives a value of the kind the question asks in place of the earlier's
# ("one fix to the plan: prod is Fri 10 Oct", "£18/mo starting your next bill").
FROM_NOW = frozenset("fix starting effective renewal renewed revised".split())
CODES = frozenset(("code", "ident", "host"))  # the shapes of a name written as a code
_WORD = re.compile(r"[a-z][a-z'-]*")


def asked_change(query: str, older: str, newer: str) -> Finding | None:
    """How `newer` (later) changes what `query` asks of `older`, or None."""
    asked = _shared(query, older, newer) if query else frozenset()
    named = _named(older) & _named(newer)
    if not asked and not named:
        named = _ended(newer) & _content(older)  # "maintenance called off"
        if not named:
            return None
    cue = _cue(query, older, newer, bool(asked))
    if not cue or _other_change(query, older, newer):
        return None
    value = cue if " -> " in cue else f"{min(asked or named)}: {cue}"
    return Finding("contradicts", RULE, 0.6, value)


def _cue(query: str, older: str, newer: str, asked: bool) -> str | None:
    """The words of `newer` that change its subject as a whole, or (`asked`: the two share
    a word of the question) the attribute the question asks; or the value replaced and
    its replacement ("9:15 -> 10:30")."""
    said, low = _words(newer), newer.lower()
    whole = sorted(w for w in said & WHOLE if not _conditional(low, w))
    whole += [m.group(0) for m in WHOLE_SAID.finditer(low)]
    whole += _status_flip(older.lower(), low)
    taken = [v for v in _taken_back(newer) if v.lower() in older.lower()]
    if taken:
        whole.append("not " + taken[0].lower())
    if whole:
        return whole[0]
    if not asked:  # tied by a name: only a value of the kind asked, with a word of change
        moved = said & (CHANGED | SHIFTED | FROM_NOW) - WEAK
        return _rival_value(query, older, newer) if moved else None
    handed = HANDED.search(low)
    if handed and _hands_on(handed.group(0), older, newer):
        return handed.group(0)
    if said & SHIFTED and WHEN.search(query):
        return min(said & SHIFTED)
    changed = min(said & (CHANGED | SHIFTED) - WEAK, default=None)
    if changed and _asks_more(query, older, newer):
        return changed
    return _rival_value(query, older, newer) if changed or said & FROM_NOW else None


@lru_cache(maxsize=4096)
def _ended(text: str) -> frozenset[str]:
    """The words `text` says were ended or set right as a whole, right before the word
    that says so or one word before ("maintenance called off", "flagd was decommissioned",
    "the ledger folks merged into @team-revenue"): one the earlier text holds is the
    subject both texts are about, as a name both write would be."""
    return frozenset(m.group(1) for m in ENDED_SUBJECT.finditer(text.lower()))


def _status_flip(older: str, newer: str) -> list[str]:
    """The later status word where one text says its subject fails and the other that
    it passes (lowered texts), in either order; [] if none."""
    for was, now in ((FAILING, PASSING), (PASSING, FAILING)):
        said = now.search(newer)
        if said and was.search(older) and not now.search(older) and not was.search(newer):
            return [said.group(0)]
    return []


def _other_change(query: str, older: str, newer: str) -> bool:
    """`newer` hedges its change, or changes something other than `older` states: a rival
    thing, another promise, the work taken up again, a sibling, the other of two named
    things, another value taken back."""
    low = newer.lower()
    return bool(
        _words(newer) & HEDGES
        or rival_things(older, newer)
        or separate_promises(older, newer)
        or RESUMED.search(low)
        or _sibling(older, newer)
        or _another_named(query, older, newer)
        or any(v.lower() not in older.lower() for v in _taken_back(newer))
    )


@lru_cache(maxsize=4096)
def _taken_back(newer: str) -> tuple[str, ...]:
    """The values `newer` takes back: those with a digit or a capital ("6856", "Casa Azul";
    "catalog entry was stale" takes back the note, not a value)."""
    return tuple(
        v
        for v in (a or b for a, b in TAKEN_BACK.findall(newer))
        if re.search(r"[\dA-Z]", v) and v.split()[-1].lower() not in PRONOUNS
    )


def _rival_value(query: str, older: str, newer: str) -> str | None:
    """ "old -> new" where `newer` states a value of the kind `query` asks for (a time, a
    host: engine/asked_for.py) and of the shape of one `older` states, each text's value
    absent from the other ("Saturdays 9:15" and "moves to Sundays 10:30" for "when is
    Noor's swimming lesson?"); not names, which say who or what as often as which. None
    if none."""
    kinds = asked_for(query)
    olow, nlow = older.lower(), newer.lower()

    def of_kind(text: str, other: str) -> list[tuple[str, str]]:
        return [
            (v, shape)
            for v, shape in values(text)
            if shape not in NAMES
            and v.lower() not in other
            and any(k.value.search(v) for k in kinds)
        ]

    return next(
        (
            f"{a} -> {b}"
            for a, old in of_kind(older, nlow)
            for b, new in of_kind(newer, olow)
            if same_shape(old, new) or {old, new} <= CODES
        ),
        None,
    )


def _hands_on(said: str, older: str, newer: str) -> bool:
    """`older` names someone to hand on from and, but for a swap, `newer` someone else to
    hand on to ("Ilkka is taking over marigold" gives Ilkka more, not sparrow away)."""
    if not any(shape in NAMES for _, shape in values(older)):
        return False
    olow = older.lower()
    return said.startswith("swap") or any(
        shape in NAMES and name.lower() not in olow for name, shape in values(newer)
    )


def _sibling(older: str, newer: str) -> bool:
    """`newer` names a sibling of a code `older` names ("render-01" of "render-03"), not led
    by a link word ("moved to render-07" names the new value)."""
    old, new = set(CODE.findall(older.lower())), set(CODE.findall(newer.lower()))
    if old & new:
        return False
    low = newer.lower()
    return any(
        _shape(a) == _shape(b)
        and set(re.split(r"[-_/]", a)) & set(re.split(r"[-_/]", b))
        and not re.search(
            rf"\b(?:to|into|onto|on|now|is|as|it's|its|use|uses)\s+[#@]?{re.escape(b)}", low
        )
        for a in old
        for b in new
    )


def _shape(code: str) -> str:
    return re.sub(r"\d+", "d", re.sub(r"[a-z]+", "w", code))


def _another_named(query: str, older: str, newer: str) -> bool:
    """`older` names two things, `newer` speaks of the one the question does not ask about
    ("On-call for Payments: Haruki; on-call for Identity: Delphine", then "Identity on-call
    swapped to Ravi", asked "who's on call for payments?")."""
    old, new = _names(older), _names(newer)
    asked = set(re.findall(r"[a-z]+", query.lower()))
    other, missing = (old & new) - asked, (old & asked) - new
    if not other or not missing:
        return False
    clauses = [set(re.findall(r"[a-z]+", c)) for c in re.split(r"[;,\n]", older.lower())]
    return not any(c & other and c & missing for c in clauses)  # in clauses of their own


@lru_cache(maxsize=4096)
def _named(text: str) -> frozenset[str]:
    """The names and codes `text` writes ("Postwhistle", "ops-2291"), lowered."""
    return _names(text) | frozenset(CODE.findall(text.lower()))


@lru_cache(maxsize=4096)
def _names(text: str) -> frozenset[str]:
    return frozenset(w.lower() for w in CAPITALISED.findall(text)) - STOP


def _conditional(low: str, word: str) -> bool:
    """Every use of `word` in `low` is in a clause of condition or time."""
    uses = [m.start() for m in re.finditer(rf"\b{re.escape(word)}\b", low)]
    return bool(uses) and all(CONDITIONAL.search(low[:at]) for at in uses)


def _shared(query: str, older: str, newer: str) -> frozenset[str]:
    return _content(query) & _content(older) & _content(newer)


def _asks_more(query: str, older: str, newer: str) -> bool:
    """`newer` names a content word of `query` that `older` does not."""
    return bool((_content(query) & _content(newer)) - _content(older))


@lru_cache(maxsize=4096)
def _content(text: str) -> frozenset[str]:
    """The content words of `text`, and the parts of its hyphenated ones ("search" of
    "search-cluster")."""
    words = content_words(text)
    parts = {p for w in words if "-" in w for p in content_words(w.replace("-", " "))}
    return frozenset(words | parts)


@lru_cache(maxsize=4096)
def _words(text: str) -> frozenset[str]:
    return frozenset(_WORD.findall(text.lower()))
