"""Say nothing when memory holds nothing on what the question names.

"What do I show at check-in for the Krakow trip?" asked of a memory that never mentions
Krakow has no answer there; the nearest notes ("the Lisbon trip", "check-in at gate 4")
would only invite a confident wrong one. A question's *named terms* are its capitalised
words (not the opening one), its codes (letters with digits: "WIC-989", "eu-west-1"), its
identifiers (joined by dots, underscores or slashes: "ui.theme.dark", "max_retries",
"src/app.py"; not a version such as "3.11.9") and a word it quotes ("`wicket`", "'nimbus'");
a lower-case word no English dictionary holds is a name too ("how long do buildkite builds
take?"), unless it is one letter off a word the dictionary holds (a typing slip: "databse");
a term is held when some stored text in scope contains it as a word, or names it by a
wildcard ("release/*" holds "release/nextfest-demo"), or writes it as notes do: a model's
code ending a joined name ("A100" in "gpu-a100"), a code in the plural ("the A100s"), a
name with a number by its initial ("Terminal 2": "T2"), names joined by a slash each
("EU/NA"). Words in capitals naming a kind of thing ("ORM", "CLI", "MP3") are no names.
Each term costs one
BM25 query of a few points. When a named term is held nowhere, the recall is empty unless
a recalled item matches the question strongly on its own (a clear match outweighs a name
the question adds, such as a product the notes never spell out); an identifier, a code
("QX-9921", "H100"), a quoted word and an owner ("Priya's birthday") are never outweighed,
nor is a name whose place the strong match gives to another ("the Cork office" asked, "the
Dublin office" matched; "buildkite builds" asked, "jenkins builds" matched; not "Mill Rd"
for "Mill Road", a word shortening the name asked).
"""

from __future__ import annotations

import re
from fnmatch import fnmatchcase
from typing import TYPE_CHECKING, Any

from mgimind.engine.asked_for import asked_for, cue_spans
from mgimind.engine.recent_context import CUED
from mgimind.engine.unstated import NOT_A_SUBJECT, nothing_on, subject_words
from mgimind.memory.facts.evidence import STOP
from mgimind.memory.facts.vocabulary import in_dictionary, surely_a_name
from mgimind.services.visibility import scoped_filter
from mgimind.store.base import SPARSE, Arm, Filter

if TYPE_CHECKING:
    from mgimind.services.mindapi import MindAPI

_WORD = re.compile(r"[A-Za-z0-9][\w'-]*[A-Za-z0-9]|[A-Za-z0-9]")
# Capitalised words that name nothing in particular.
COMMON = frozenset(
    """i i'm i've i'd i'll what which who whom whose when where why how is are was were do does
    did can could should would will shall may might must the a an and or but if then so my our
    your their his her its it this that these those there here please thanks ok okay hey hi
    monday tuesday wednesday thursday friday saturday sunday january february march april may
    june july august september october november december""".split()
    # written in capitals, they name a kind of thing, not a particular one ("the ORM's CI")
    + """api apis sdk cli gui ui ux db orm ci cd qa pr prs mr sla slo kpi okr faq eta asap hr
    pdf csv json xml yaml html css sql http https url dns tls ssl ssh vpn cpu gpu ram ssd usb
    lan wifi ip tcp udp cdn crm erp cms ide llm ai ml tv pc id pin diy unix mp3 mp4 wav jpg
    jpeg png gif svg zip""".split()
)
COMMON_DOTTED = frozenset({"e.g", "i.e", "etc", "a.m", "p.m", "and/or", "vs"})
CHECKED = 5  # BM25 matches read per term
STRONG = 0.12  # over the floor by this much, an item is recalled whatever the names say


_GLOB = re.compile(r"[\w./@-]*\*[\w./*@-]*")  # a wildcard: "release/*", "*.corp.example"
# An identifier: parts joined by dots, underscores or slashes, with a letter in it.
_IDENTIFIER = re.compile(r"(?<![\w./])[A-Za-z0-9]+(?:[._/][A-Za-z0-9]+)+(?![\w/]|\.\w)")
# A number with its unit, a time of day or an ordinal: a measure, not a code.
_MEASURE = re.compile(
    r"\d+(?:[.:]\d+)?(?:am|pm|st|nd|rd|th|s|m|h|d|w|x|k|ms|mins?|hrs?|secs?|[kmgt]i?b|km|cm|mm)",
    re.IGNORECASE,
)
# "he's", "everyone's", "one's": a word before 's that names no one in particular
_NO_OWNER = frozenset("he she everyone everybody nobody noone one other else world".split())
# (after "my", "the", "our"... it is a common noun: "my sister's", "the team's")
_OWNER = re.compile(
    r"(?<!my )(?<!our )(?<!your )(?<!his )(?<!her )(?<!their )(?<!the )(?<!a )"
    r"\b([A-Za-z][\w-]*)['’]s\b",
    re.IGNORECASE,
)
# A lower-case word standing alone: not a piece of a path, an address, a code or a
# contraction ("weren't"), nor an owner ("zofia's": `owners`).
_LOWER_WORD = re.compile(r"(?<![\w'./@#:$-])[a-z]{3,}(?![\w'’./@-])")
# A word of letters in any script, and the share of a question's lower-case words the
# dictionary must hold for the question to be read as English.
_PLAIN_WORD = re.compile(r"[^\W\d_]+")
ENGLISH_SHARE = 0.6
# One word the question quotes: `wicket`, "nimbus", 'otter' (not an apostrophe in a word).
_QUOTED = re.compile(r"`([^`\s]{2,40})`|(?<!\w)[\"'‘“]([\w.-]{2,40})[\"'’”](?!\w)")


def named_terms(query: str) -> list[str]:
    """The query's capitalised words (not a sentence's opening word), codes, identifiers
    and quoted words."""
    out: list[str] = []
    opening = True
    for m in _WORD.finditer(query):
        w = m.group(0).removesuffix("'s").removesuffix("’s")  # "Priya's": Priya
        code = any(c.isdigit() for c in w) and any(c.isalpha() for c in w)
        code = code and not _MEASURE.fullmatch(w)  # "2am", "3rd", "30s" name nothing
        code = code and w.lower() not in COMMON  # "MP3" names a kind of file
        name = w[:1].isupper() and not opening and w.lower() not in COMMON
        if (code or name) and w not in out:
            out.append(w)
        opening = query[m.end() : m.end() + 2].strip()[:1] in (".", "?", "!", ":")
    for m in _IDENTIFIER.finditer(query):
        w = m.group(0)
        if any(c.isalpha() for c in w) and len(w) >= 4 and w.lower() not in COMMON_DOTTED:
            out += [w] if w not in out else []
    for m in _QUOTED.finditer(query):
        w = m.group(1) or m.group(2)
        if any(c.isalpha() for c in w) and w.lower() not in COMMON and w not in out:
            out.append(w)
    return out


def lowercase_names(query: str) -> list[str]:
    """The query's words written in lower case that no English dictionary holds
    ("buildkite", "datadog"), not already among its named terms: names, but written
    loosely (a strong match outweighs them, as it does a capitalised name). Only in a
    question written in English (most of its lower-case words in the dictionary): in
    "Halford Mackinder nerede doğdu?" "nerede" is a Turkish word, not a name."""
    plain = [w for w in _PLAIN_WORD.findall(query) if w.islower() and len(w) >= 3]
    if sum(in_dictionary(w) for w in plain) < ENGLISH_SHARE * len(plain):
        return []
    named = {t.lower() for t in named_terms(query)}
    out: list[str] = []
    for w in _LOWER_WORD.findall(query):
        if surely_a_name(w) and w not in named and w not in out:
            out.append(w)
    return out


def _held(mind: "MindAPI", term: str, flt: Filter, texts: list[str]) -> bool:
    if _PLURAL_CODE.fullmatch(term) and _held(mind, term[:-1], flt, texts):
        return True  # "the A100s": an A100
    if _NAMES_JOINED.fullmatch(term):  # "EU/NA" held where "EU" and "NA" are
        return all(_held(mind, part, flt, texts) for part in term.split("/"))
    pattern = _holding(term)
    if any(pattern.search(t) or _globbed(term, t) for t in texts):
        return True
    hits = mind.store.query([Arm(SPARSE, mind.sparse.query(term), CHECKED)], flt, CHECKED)
    return any(
        pattern.search(text) or _globbed(term, text)
        for text in (h.payload.get("text") or "" for h in hits)
    )


def _holding(term: str) -> re.Pattern[str]:
    """How a stored text holds `term`: as a word; a name without digits also as a part of
    a joined word ("USB" in "usb-wd14") or, of five letters or more, as the start of a
    name written on in capitals ("Postgres" in "PostgreSQL"; not "Earring" in "earrings",
    another word). A code is held only whole: "worker-3" is not "worker-3-old"."""
    name = re.escape(term)
    if any(c.isdigit() for c in term) or not term.isalpha():
        # a model's code in capitals may end a joined name ("A100" in "gpu-a100"); a
        # code in lower case is held only whole ("db1" is not "fish-db1")
        before = r"(?<!\w)" if term.isupper() and "-" not in term else r"(?<![\w-])"
        return re.compile(rf"{before}{name}(?![\w-])", re.IGNORECASE)
    longer = r"(?:(?-i:[A-Z0-9])[A-Za-z0-9]*)?" if len(term) >= 5 else ""
    return re.compile(rf"(?<![a-z0-9]){name}{longer}(?![a-z0-9])", re.IGNORECASE)


# Names joined by a slash: "EU/NA", "iOS/Android" (not a path: "src/app.py").
_NAMES_JOINED = re.compile(r"[A-Za-z]*[A-Z][A-Za-z]*(?:/[A-Za-z]*[A-Z][A-Za-z]*)+")
# A code in the plural: "A100s", "M2s" (a digit, then "s").
_PLURAL_CODE = re.compile(r"[A-Za-z][\w-]*\ds")


def _globbed(term: str, text: str) -> bool:
    """`text` names `term` by a wildcard: "release/*" holds "release/nextfest-demo",
    "*.corp.example" holds "build.corp.example". A wildcard names something only with
    three letters or more of its own."""
    low = term.lower()
    return any(
        sum(c.isalnum() for c in glob) >= 3 and fnmatchcase(low, glob.lower())
        for glob in _GLOB.findall(text)
    )


def unheld_terms(
    mind: "MindAPI",
    query: str,
    scope: list[str] | None,
    candidates: list[dict[str, Any]],
    *,
    exact_only: bool = False,
) -> list[str]:
    """The named terms of `query` (with `exact_only`, its identifiers, quoted words and
    owners) that no stored text in scope contains."""
    asked_of = owners(query)
    terms = [t for t in named_terms(query) if not exact_only or exact_term(t) or t in asked_of]
    terms += [] if exact_only else lowercase_names(query)
    if not terms:
        return []
    kinds = [name for name, kind in mind.kinds.items() if kind.recall is not None]
    flt = scoped_filter(kinds, scope)
    texts = [c.get("text") or "" for c in candidates]
    return [t for t in terms if not _held(mind, t, flt, texts) and not _initialled(query, t, texts)]


def _initialled(query: str, term: str, texts: list[str]) -> bool:
    """A name with a number asked ("Terminal 2", "Building 14") that a text writes as its
    initial and the number ("T2", "B-14")."""
    numbered = re.search(rf"(?<!\w){re.escape(term)}\s+(\d+)\b", query)
    if numbered is None or not term.isalpha():
        return False
    short = re.compile(rf"(?<![\w-]){term[0]}-?{numbered.group(1)}(?!\w)")
    return any(short.search(t) for t in texts)


def nothing_known(
    mind: "MindAPI",
    query: str,
    scope: list[str] | None,
    candidates: list[dict[str, Any]],
    relevant: list[dict[str, Any]],
    floor: float,
) -> bool:
    """The question names a term memory never held, and nothing recalled matches it
    strongly (an identifier, a code, a quoted word, an owner, or a name whose place a
    strong match gives to another: however strongly): the recall should be empty."""
    strong = [c.get("text") or "" for c in relevant if c.get("similarity", 0.0) >= floor + STRONG]
    unheld = unheld_terms(mind, query, scope, candidates)
    if not strong:
        return bool(unheld)
    asked_of = owners(query)
    loose = set(lowercase_names(query))
    return any(
        (exact_term(t) and t not in loose) or _code(t) or t in asked_of or _rival(query, t, strong)
        for t in unheld
    )


# A code that names one thing: two letters or more, then digits ("QX-9921", "worker-3b"),
# or a model's letter and three digits or more ("H100"); not an ordinal or a quantity
# ("95th", "10ms"), nor a short metric ("p99").
_NAMING_CODE = re.compile(r"[A-Za-z]{2,}[\w.-]*\d[\w.-]*|[A-Za-z]\d{3,}[A-Za-z]?")


def _code(term: str) -> bool:
    """A code naming one thing ("QX-9921"), which a note naming another ("QX-1180") does
    not answer."""
    return bool(_NAMING_CODE.fullmatch(term))


def _rival(query: str, term: str, texts: list[str]) -> bool:
    """A text names another thing where the question names `term`: the same word after a
    capitalised name or a name in lower case ("the Dublin office" for "the Cork office",
    "Sam's birthday" for "Nina's birthday", "jenkins builds" for "buildkite builds"; not
    "k8s", which may abbreviate the name asked). A strong match of that kind is about the
    other thing."""
    after = re.search(rf"(?<![\w-]){re.escape(term)}(?:['’]s)?\s+([a-z][\w-]+)", query)
    if after is None or after.group(1) in COMMON | STOP:
        return False
    other = re.compile(rf"(?<![\w-])([A-Za-z][\w-]*)(?:['’]s)?\s+{re.escape(after.group(1))}s?\b")
    return any(
        m.group(1).lower() not in COMMON | {term.lower()}
        and (m.group(1)[:1].isupper() or _lower_name(m.group(1)))
        and not _shortened(m.group(1), term)
        for t in texts
        for m in other.finditer(t)
    )


def _shortened(word: str, term: str) -> bool:
    """`word` shortens `term` ("Rd" for "Road", "Mgmt" for "Management"): shorter, the
    same first letter, its letters in `term` in order."""
    low, rest = word.lower(), iter(term.lower())
    return len(word) < len(term) and low[:1] == term[:1].lower() and all(c in rest for c in low)


def _lower_name(word: str) -> bool:
    """A word of letters in lower case that the dictionary holds in no form ("jenkins")."""
    return word.isalpha() and not in_dictionary(word)


def owners(query: str) -> set[str]:
    """The names the question asks something of ("Priya's birthday", "lumen's CI"): what
    it asks belongs to them, so a note about another's ("Sam's birthday is on 2 June") is
    no answer however near in meaning."""
    found = {m.group(1) for m in _OWNER.finditer(query)}
    return {w for w in found if w.lower() not in COMMON | NOT_A_SUBJECT | _NO_OWNER}


def exact_term(term: str) -> bool:
    """An identifier or a quoted word: written as exactly as the asker knows it, so a
    note naming another ("max_retries" for "retry_budget") is about something else,
    however near in meaning."""
    # a lower-case word is a name only where the question quotes it (named_terms)
    return bool(_IDENTIFIER.fullmatch(term)) or (term.islower() and term.isalpha())


def never_held_subject(
    mind: "MindAPI",
    query: str,
    scope: list[str] | None,
    candidates: list[dict[str, Any]],
) -> str | None:
    """The first subject word of a question asking for a value (engine/asked_for.py) when
    no stored text in scope holds any of its subject words ("what time is pilates?", "what
    port is the thumbnailer on?"), or None. Read without a model: each word is looked for
    in the candidates, then with one BM25 query of a single point. Only a question asking
    for a value is judged so: the words of other questions that memory never held are
    mostly ordinary words ("people", "friends", "favours" in a question about promises),
    which no store-wide count tells from a name; a lower-case word never held before a
    held one ("the kubernetes migration") was tried and lost a paraphrase ("background
    jobs" for the job runner) on the tuning sets while finding nothing there."""
    asked = asked_for(query)
    texts = [c.get("text") or "" for c in candidates]
    flt: Filter | None = None

    def held(pattern: re.Pattern[str], word: str) -> bool:
        nonlocal flt
        if any(pattern.search(t) for t in texts):
            return True
        if flt is None:
            kinds = [name for name, kind in mind.kinds.items() if kind.recall is not None]
            flt = scoped_filter(kinds, scope)
        hits = mind.store.query([Arm(SPARSE, mind.sparse.query(word), 1)], flt, 1)
        return bool(hits)

    if asked and not any(cue.search(query) for cue, *_ in CUED.values()):
        # (a question about the asker's promises or tasks names no thing: "who is still
        # waiting on something from me?" is answered by notes sharing none of its words)
        words = subject_words(query, cue_spans(query, asked))
        if words and not any(held(p, w) for w, p in words):
            return words[0][0]
    return None


def judge(
    mind: "MindAPI",
    query: str,
    scope: list[str] | None,
    candidates: list[dict[str, Any]],
    relevant: list[dict[str, Any]],
    floor: float,
) -> tuple[bool, str | None]:
    """Whether the recall of `relevant` should be empty instead (the question names
    something memory never held), and what the question asks of a thing memory knows that
    no stored text states (engine/unstated.py): the recall is then one line saying so.
    A recalled item matching the question strongly outweighs a subject word never held."""
    if not relevant:
        return False, None
    if nothing_known(mind, query, scope, candidates, relevant, floor):
        return True, None
    if all(c.get("instead") for c in relevant):  # the newest or nearest notes, no match:
        return False, None  # too little read to say what memory holds no value of
    unknown = nothing_on(query, candidates + relevant)
    if unknown:
        return True, unknown
    strong = any(c.get("similarity", 0.0) >= floor + STRONG for c in relevant)
    return (not strong and never_held_subject(mind, query, scope, candidates) is not None), None
