"""Rule 23 of the supersession rules (supersede.py): **same-link-new-value**. The later
sentence is about the same thing as the earlier one (a word both open with: "monorepo ci
runs on circleci", "monorepo pipelines are on woodpecker these days") and puts another
value of the same kind after the same link word ("on", "from", "at", "via"), with no word
of change: the slot said again with its new value. People state a new tool, vendor or
place this way far more often than they write "switched".

Its tests against two different things said alike: a word shared among both sentences'
first three topic words, and the first of one said in the other; the link word must be the
same (or one of "via", "through", "with", "using" for both); neither sentence names the
other's value; only one kind of value changes (two changed is two things). An address (a
URL, a path, a dotted name) rivals an address of any of those shapes: "runbooks are at
acme.atlassian.net/wiki/RUN" -> "runbooks: rendered at https://runbooks.dev". A number or a
code rivals one of the other shapes in a slot named by the same word ("room 3.14").

Rule 22, later-in-series (a code's next in a series, between notes near in meaning), is here
too: both read where a value sits in its slot, not what the sentence says of it; and rule
24, **retyped**: the later names a code the earlier's with two neighbouring characters
swapped ("flight to Lyon is AF1642", "it's AF1624 at 07:50"), the earlier a slip of the
keys, whatever else the two share (not a ticket: "OPS-1243" and "OPS-1234" are two).
"""

from __future__ import annotations

import re
from functools import lru_cache

from mgimind.memory.facts.evidence import STOP, Finding, stem, words
from mgimind.memory.facts.statement_values import GENERIC, Values

# The words that lead to a slot's value; the words of one set lead to the same slot.
_LINKS = {
    "on": "on", "in": "in", "at": "at", "from": "from", "to": "to", "into": "to",
    "by": "by", "via": "via", "through": "via", "with": "via", "using": "via", "uses": "via",
    "use": "via", "is": "is", "are": "is", "it's": "is", "was": "is", ":": "is", "->": "is",
    "called": "called", "named": "called",
}  # fmt: skip
# A value's kinds by its shape: an address rivals an address, a number or code a number or
# code only in a slot named by the same word ("room 3.14" -> "room g.07").
_NUMBERS = ("code", "decimal", "int")
_ADDRESS = frozenset({"url", "path", "ident", "channel"})
# The link words that lead to a place, for an address: "post to #deploys", "posts in
# #eng-releases" name one slot.
_PLACES = frozenset({"on", "in", "at", "to"})
_HEAD = 3  # the topic words a sentence opens with


def _kind(shape: str, link: str) -> str:
    if shape in ("code", "ident") and link == "is":
        return "token"  # "pw: pinecone77" -> "the wifi is pinecone_77": one written otherwise
    if shape in _ADDRESS:
        return "address"
    if shape.startswith(_NUMBERS) and link.startswith("word:"):
        return "number"
    return "name" if shape == "lname" else shape


def _slot(link: str | None, kind: str) -> str | None:
    """The link as the slot it names: a place's link words are one slot for an address."""
    return "place" if kind == "address" and link in _PLACES else link


@lru_cache(maxsize=16384)
def _opening(sentence: str, vals: Values) -> tuple[str, ...]:
    """The topic words of `sentence` in order, its values' words left out. Kept per
    sentence: a recall compares each sentence with every sentence of two dozen texts."""
    inside = {w.lower() for v, _ in vals for w in words(v)}
    out: list[str] = []
    for w in words(sentence):
        low = w.lower()
        if low in STOP or low in inside or any(c.isdigit() for c in low) or len(low) < 3:
            continue
        s = stem(low)
        if s not in GENERIC:
            out.append(s)
    return tuple(out)


def same_opening(o: str, ovals: Values, n: str, nvals: Values) -> bool:
    """The two sentences open on one thing: the first topic word of one is a topic word of
    the other ("auth-svc runs node 20" and "notif-svc got node 22" share a word, but each
    opens with another thing; so do "the reporting dashboard in grafana" and "the mailer
    dashboard in tox")."""
    ohead, nhead = _opening(o, ovals), _opening(n, nvals)
    return bool(ohead and nhead and (ohead[0] in nhead or nhead[0] in ohead))


@lru_cache(maxsize=16384)
def _link(sentence: str, value: str) -> str | None:
    """The link word right before `value` ("on" in "runs on circleci"), as its set's name,
    or the content word before it ("room" in "room 3.14", "dr" in "dr. halvorsen")."""
    low = sentence.lower()
    at = low.find(value.lower())
    if at < 0:
        return None
    before = low[:at].rstrip()
    if before.endswith(("->", ":")):
        return "is"
    last = before.split()[-1:]
    if not last:
        return None
    word = last[0].strip(".,;()")
    if word in _LINKS:
        return _LINKS[word]
    return f"word:{word}" if word.isalpha() and word not in STOP else None


def same_link(
    o: str, ovals: Values, n: str, nvals: Values, older: str, newer: str
) -> Finding | None:
    """`n` (said later) gives `o`'s slot another value after the same link word (rule 23)."""
    if not ovals or not nvals:
        return None
    ohead, nhead = _opening(o, ovals)[:_HEAD], _opening(n, nvals)[:_HEAD]
    if not set(ohead) & set(nhead) or not same_opening(o, ovals, n, nvals):
        return None
    changed = []
    for v, shape in ovals:
        if v.lower() in newer:
            continue
        link = _link(o, v)
        if link is None:
            continue
        kind = _kind(shape, link)
        for w, other in nvals:
            if w.lower() in older:
                continue
            later = _link(n, w)
            rival = _kind(other, later or "")
            if rival != kind or _slot(later, rival) != _slot(link, kind):
                continue
            changed.append((v, w, kind))
            break
    if not changed or len({kind for _, _, kind in changed}) > 1:
        return None
    v, w, _ = changed[0]
    return Finding("contradicts", "same-link-new-value", 0.7, f"{v} -> {w}")


_DIGITS = re.compile(r"\d+")
_LETTERS = re.compile(r"[A-Za-z]+")
_JOINERS = re.compile(r"[-/._:]")
# The shapes a series is written in: a code ("rel/2024.11") or a dotted name ("notif.v1").
_SERIES = frozenset({"code", "ident"})


def pattern(value: str) -> str:
    """A code's pattern: letters 'a', digits '9', separators '-' ("eu-west-1" "a-a-9")."""
    flat = _LETTERS.sub("a", _DIGITS.sub("9", value))
    return _JOINERS.sub("-", flat)


TICKET = re.compile(r"[A-Z]+-\d+")  # "OPS-512"


def later_in_series(
    older: list[Values], newer: list[Values], older_text: str, newer_text: str
) -> Finding | None:
    """Rule 22, later-in-series, on each text's statements' values: two statements near in
    meaning, the later naming the next of a series the earlier names (the same letters and
    pattern, other digits: "rel/2024.11" then "rel/2024.12", "lb-eu-2" then "lb-eu-5", a
    dotted name "notif.outbound.v1" then "notif.outbound.v2"),
    neither naming the other's. A ticket ("OPS-512", "OPS-513") is one of many open at once,
    and a code with no separator ("p95", "p99") a unit: neither is a series."""
    olow, nlow = older_text.lower(), newer_text.lower()
    later = [w for vals in newer for w, s in vals if s in _SERIES and w.lower() not in olow]
    for vals in older:
        for v, shape in vals:
            if (
                shape not in _SERIES
                or v.lower() in nlow
                or TICKET.fullmatch(v)
                or not _JOINERS.search(v)
            ):
                continue
            for w in later:
                same = _LETTERS.findall(v.lower()) == _LETTERS.findall(w.lower())
                if same and pattern(v) == pattern(w):
                    return Finding("contradicts", "later-in-series", 0.7, f"{v} -> {w}")
    return None


def retyped(ovals: Values, nvals: Values, newer: str) -> Finding | None:
    """Rule 24 (module docstring): a code of the earlier's, two neighbouring characters
    swapped in the later, which does not name the earlier's own."""
    low = newer.lower()
    for v, shape in ovals:
        if shape != "code" or TICKET.fullmatch(v) or v.lower() in low:
            continue
        for w, other in nvals:
            if other == shape and _swapped(v, w):
                return Finding("contradicts", "retracted", 1.0, f"{v} -> {w}")
    return None


def _swapped(a: str, b: str) -> bool:
    """`b` is `a` with two neighbouring, different characters swapped."""
    if len(a) != len(b) or len(a) < 4:
        return False
    at = [i for i in range(len(a)) if a[i] != b[i]]
    return len(at) == 2 and at[1] == at[0] + 1 and a[at[0]] == b[at[1]] and a[at[1]] == b[at[0]]
