"""What a sentence states: its *values* (numbers and codes such as "9:30", "8091",
"us-east-1"; identifiers such as "conf/crawl.toml"; capitalised names such as "Madrid")
each with its shape, and its *topic* (its other content words, lightly stemmed, without
the commonest words). The supersession rules (supersede.py, supersede_ended.py) compare
two sentences by these."""

from __future__ import annotations

import re
from functools import lru_cache

from mgimind.memory.facts.evidence import STOP, stem, words
from mgimind.memory.facts.identifiers import identifiers, within
from mgimind.memory.facts.vocabulary import LOWER_WORD, lowercase_name

# A number, or a code with a digit: "8091", "$40", "v2.3", "INC-4821", and a room or a
# version with a letter or two and a dot before its digits ("room g.07", "v.2").
_NUMBERISH = re.compile(
    r"(?<![\w$£€¥])[$£€¥]?(?:[A-Za-z]+[-/]|[A-Za-z]{1,2}\.)*[A-Za-z]*\d[\w:.,/-]*%?"
    r"(?:\s?(?:am|pm)\b)?(?![\w])",
    re.IGNORECASE,
)
# An amount of money: a currency sign and the figure after it.
_MONEY = re.compile(r"[$£€¥]\d[\d,]*(?:\.\d+)?")
# A capital, then Latin letters, accented ones too ("Björn", "Zoë"), or hyphens (a class of
# ranges: as fast as ASCII alone, where "any letter" cost a quarter more).
_LETTERS = "A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f-"
_NAME = re.compile(rf"\b[A-Z][{_LETTERS}]*(?: [A-Z][{_LETTERS}]*)*(?![\w])")
_TRAIL = ".,:;/-"
# A dialogue line's speaker label ("Caroline: ..."), never part of what is said.
# A label has no digit: "MAR-123: reproduced it" is about the ticket, not said by it.
_SPEAKER = re.compile(r"^[A-Z][A-Za-z.'-]*(?: [A-Z][A-Za-z.'-]*)?:\s+")
# A note's leading label ("Quick update:", "From standup:", "FYI"): the word after it
# opens the sentence.
_LABEL = re.compile(r"^\s*(?:[A-Z][A-Za-z]*(?: [a-z]+){0,2}:|FYI|PS|BTW|Btw)\s+")
# An opening capitalised word is a name when a verb of the kind that states who does or
# holds something follows it ("Noor manages the flags", "Bartek does.").
_OPENING_NAME = re.compile(
    r"^\s*([A-Z][a-z]+) (?:is|was|does|did|has|had|manages|owns|leads|handles|runs|takes|"
    r"took|will|can|approves|now|holds|keeps|withdrew|picked up|inherited|covers|said|"
    r"promised|offered|agreed|volunteered)\b"
)
# Capitalised abbreviations of common terms: what a sentence is about, never a value of a
# slot ("Wim's feedback" then "time goes to JSON encoding" holds no change of who).
TERMS = frozenset(
    """CI CD PR PRs API APIs HTTP HTTPS JSON YAML XML CSV PDF URL URLs SQL DNS SSO VPN
    UI UX QA ETA TODO FYI OK CPU GPU RAM SDK CLI IDE MR ID IDs SLA SLO""".split()
)
# Time zones: a value of their own shape ("14:00-16:00 UTC", "actually 14:00-16:00 CET").
ZONES = frozenset("utc gmt cet cest bst est edt pst pdt cst cdt mst mdt ist jst aest".split())
DAYS = frozenset(
    """monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays
    thursdays fridays saturdays sundays weekday weekdays weekend weekends""".split()
)
MONTHS = frozenset(
    """january february march april may june july august september october november
    december""".split()
)
# Words too common to make two sentences about the same thing on their own.
GENERIC_WORDS = """start finish use make get go went take need want add keep set run work time day
    week month year today thing way like good new old first last next place people""".split()
GENERIC = frozenset(stem(w) for w in GENERIC_WORDS)

# Opening words that are never a name, however a verb follows them.
# A list item's or an emphasis's marks before a sentence's first word ("- Wool rugs wear
# well", "**Jute** is cheaper"): the word after them opens the sentence (an assistant's
# answer is often a list; its capitalised first words are no values).
_MARKUP = re.compile(r"^\s*(?:[-*\u2022>#]+\s+|\d+[.)]\s+)?(?:\*\*|__|\*|_)?")

# How often, in one word: a value of a slot as a number is ("every 2 weeks").
_FREQUENCY = re.compile(
    r"\b(?:hourly|nightly|daily|weekly|fortnightly|biweekly|monthly|quarterly|yearly|"
    r"annually)\b",
    re.IGNORECASE,
)
GENERIC_OPENING = frozenset(
    """it this that there here everything nothing someone everyone
    today tomorrow yesterday who what which""".split()
)


# A sentence's values, as (value, shape).
Values = tuple[tuple[str, str], ...]


@lru_cache(maxsize=16384)
def values(sentence: str) -> Values:
    """The values a sentence states, as (value, shape): numbers and codes, then
    capitalised names (not the sentence's opening word: any word may be capitalised there),
    then names written in lower case ("lname": a word in no English word list, "circleci").
    Kept per sentence: the rules of supersede.py and supersede_ended.py read each text's
    sentences apart, and a new prompt's recall reads two dozen texts for the first time."""
    idents = identifiers(sentence)
    out = list(idents)
    for m in _NUMBERISH.finditer(sentence):
        v = m.group(0).rstrip(_TRAIL)
        money = _MONEY.match(v)
        v = money.group(0).rstrip(_TRAIL) if money else v  # "£34/month": the amount
        if not idents or not within(v, idents) and v.lower() not in {i.lower() for i, _ in idents}:
            out.append((v, _number_shape(v)))
    seen = {v.lower() for v, _ in out}
    marked = _MARKUP.match(sentence)
    openings = {len(sentence) - len(sentence.lstrip()), marked.end() if marked else 0}
    label = _LABEL.match(sentence)
    if label:  # "Quick update: Moved the ...": "Moved" opens what is said
        openings.add(label.end())
        sentence = " " * label.end() + sentence[label.end() :]
    opening = _OPENING_NAME.match(sentence)
    if opening and opening.group(1).lower() not in STOP | GENERIC_OPENING:
        out.append((opening.group(1), "name"))
        seen.add(opening.group(1).lower())
    for m in _NAME.finditer(sentence):
        toks = m.group(0).split()
        if m.start() in openings:
            toks = toks[1:]  # the opening word is capitalised whatever it is
        toks = [t for t in toks if t != "I" and t not in TERMS]
        while toks and toks[0].lower() in STOP:
            toks = toks[1:]
        if not toks:
            continue
        name = " ".join(toks)
        if name.lower() not in seen and not (idents and within(name, idents)):
            out.append((name, _name_shape(name)))
            seen.add(name.lower())
    for m in _FREQUENCY.finditer(sentence):  # "fortnightly" then "switched to weekly"
        if m.group(0).lower() not in seen:
            out.append((m.group(0), "frequency"))
            seen.add(m.group(0).lower())
    for m in LOWER_WORD.finditer(sentence):  # "runs on circleci": a name in lower case
        word = m.group(0)
        if word not in seen and lowercase_name(word):
            out.append((word, "lname"))
            seen.add(word)
    return tuple(out)


def label_names(sentence: str) -> frozenset[str]:
    """The names in a sentence's label ("Ironwell email: your fee has changed"): where it
    came from, and so what it is about."""
    label = _LABEL.match(sentence)
    said = re.findall(r"[A-Za-z]+", label.group(0)) if label else []
    return frozenset(w.lower() for w in said if lowercase_name(w.lower()))


def _number_shape(v: str) -> str:
    """time, code, decimal, or an integer of its digit count (1,150 and 1,240 alike; 10
    seconds never rivals port 8091)."""
    low = v.lower()
    if _MONEY.match(v):  # "£34" and "£39.50" are one slot's amounts
        return "money"
    if v.endswith("%"):  # "target 70%", "55%": a share, never a count
        return "percent"
    if ":" in low or low.endswith(("am", "pm")):
        return "time"
    if any(c.isalpha() for c in low):
        return "code"
    if "." in low:
        return "decimal"
    return f"int{len([c for c in low if c.isdigit()])}"


def _name_shape(name: str) -> str:
    low = name.lower()
    if low in ZONES:
        return "zone"
    if low in DAYS or low.split()[0] in DAYS:
        return "day"
    if low.split()[0] in MONTHS:
        return "month"
    return "name"


def _digit(token: str) -> bool:
    return any(c.isdigit() for c in token)


def _topic(sentence: str, vals: Values) -> set[str]:
    """The sentence's content stems other than its values and the commonest words."""
    # a name in lower case stays a topic word too: "tessera" is what two notes are about
    inside = {stem(w) for v, shape in vals if shape != "lname" for w in words(v)}
    stems = {s for w in words(sentence) if (s := _topic_stem(w))}
    return stems - inside


@lru_cache(maxsize=65536)
def _topic_stem(word: str) -> str:
    """The word's stem if it can be a topic word, else "" (a common word, a number, a stem
    under three letters). Kept per word: every sentence of every recalled text is read."""
    if word.lower() in STOP or _digit(word):
        return ""
    s = stem(word)
    return s if len(s) >= 3 and s not in GENERIC else ""
