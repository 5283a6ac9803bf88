"""Does a later free-text statement supersede an earlier one? Fact re-testing's evidence
rules (mgimind/memory/facts/evidence.py), applied to two texts instead of a fact and a text.

The earlier text has no triple, so each of its sentences offers its own: the *values* it
states (numbers and codes such as "9:30", "8091", "us-east-1", "SK1470"; capitalised names
such as "Madrid", "Priya Raman"; names in lower case, words in no English word list, such as
"circleci": vocabulary.py) and its *topic* (its other content words, lightly stemmed,
without the commonest words). A later sentence on the same topic (a shared topic word), not
hedged (a question, a plan; the clauses before a hedge still state), supersedes the earlier
value when:

1. **negated-object** — it names the value and negates it ("instead of Tuesday",
   "Jenkins was retired", "no longer in Madrid");
2. **other-value-changed** — it states another value of the same shape (a number for a
   number, a name for a name) and carries a change or correction cue ("moved", "now",
   "switched", "actually", "rescheduled", "correction");
A value's shape is finer than fact re-testing's: a time, a code, a decimal, an integer of
about the same length, a day, a month, a name; only values of one shape rival each other.

3. **other-value-same-slot** — it states another value of the same shape in the same slot,
   with no cue: the word beside the value is the same ("1,150 dollars" -> "1,240
   dollars", "Node 18" -> "Node 22");
4. **state-changed** — it puts the thing in another of a few exclusive states ("open" ->
   "closed", "paused" -> "resumed").

A value both sentences name ("OPS-512") makes them about the same thing as well, and so
does a name one states as a value and the other mentions ("Vireo has a new owner" and "the
vireo rota"). Two sentences sharing no word but naming one predicate in two of fact
re-testing's paraphrases ("Living in Lisbon", "Moved to Porto") are compared by the value
rules alone, and only a value the change leads to ("to Porto") replaces the old one.

Before those, a later sentence that names the value may take it back outright:

5. **retracted** — it says the value was wrong ("Casa Azul was a typo", "ignore what I
   said about May 16", "actually, not data-sjc-16", "6856 was last year's", "Delphina,
   not Delphine");
6. **set-aside** — it puts the value's task aside ("MAR-123 will have to wait", "paused
   OTT-794", "parking KES-303"): the task in hand is the later one;

and one that shares two topic words with the earlier one (or a name and a topic word) may
call the whole plan off:

7. **cancelled** — "not happening", "cancelled", "called off", "scrapped" ("Pairing on
   tundra with Valentina is not happening" cancels "Pairing with Valentina on the tundra
   migration on Thursday at 15:05");
8. **done** — the earlier one promises something to a person, the later one names them
   and says it was kept or released ("Delivered the review to Marek", "Rafael got it,
   sorted", "Thiago withdrew the request"; supersede_promise.py), whatever else they share;
9. **undone** — it undoes a workaround the earlier one describes ("cache removed",
   "dropped the cron", "no more splitting", "unpinned" for "pinned");
10. **later-value-same-topic** — it shares two topic words with the earlier one and states
   another value of the same shape (a code of the same pattern: "eu-west-1" for
   "ap-south-1"), without the earlier value: the same slot said in other words.

11. **similar-statement-new-value** — the two texts are near in meaning (the caller gives
   their dense cosine) and the later states another value of the same shape, neither
   naming the other's ("Disk on web-07 is at 52%", "Alert fired: disk on web-07 is at 51%").

Near in meaning (the caller's cosine at least supersede_ended.NEAR), also:

21. **other-term-changed** — the earlier names a lower-case tool after a link word at its
    clause's end, the later another, with a change word or the old one said gone ("feature
    flags are kept in launchdarkly", "feature flags live in unleash now");
22. **later-in-series** — the later names the next of a series the earlier names (same
    letters and pattern, other digits: "rel/2024.11", "rel/2024.12", "notif.outbound.v1",
    "notif.outbound.v2"; never a ticket).

And with no nearness: 23. **same-link-new-value** — the later opens on the same thing and
puts another value after the same link word ("monorepo ci runs on circleci", "monorepo
pipelines are on woodpecker these days"). Rules 22 and 23 are in supersede_slot.py.

Rules 12-20 (a thing finished, handed over, a promise kept...) are in supersede_ended.py;
those that need the two texts' nearness (11, 21, 22 and the value rules with one shared
word) are applied by supersede_near.py.
None applies to texts about rival things (another environment, a sibling service, someone
else's) or to a change not made (asked for, waiting, not deployed): supersede_guards.py. A
later sentence naming the value without negating it restates it (never superseded). Every
finding names its rule and both values, so the recall can say why an item is marked.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Callable, Iterator

from mgimind.memory.facts.evidence import (
    LINKS,
    PARAPHRASES,
    STOP,
    Finding,
    _hedged,
    _negated,
    _object_named,
    before_hedge,
    matches,
    sentences,
    stem,
    words,
)
from mgimind.memory.facts.statement_values import (
    _LABEL,
    _SPEAKER,
    Values,
    _digit,
    _topic,
    label_names,
    values,
)
from mgimind.memory.facts.supersede_ended import CANCELLED
from mgimind.memory.facts.supersede_guards import before_pending, rival_things
from mgimind.memory.facts.supersede_promise import released, separate_promises
from mgimind.memory.facts.supersede_slot import (
    TICKET,
    pattern,
    retyped,
    same_link,
    same_opening,
)
from mgimind.memory.facts.supersede_words import (
    ADDED,
    CALLED_OFF,
    CUES,
    LATELY,
    RETIRED,
    RETRACTED,
    SET_ASIDE,
    STATES,
    UNDONE,
)


def same_shape(a: str, b: str) -> bool:
    """Two values' shapes rival: the same shape, or integers of about the same length."""
    if a.startswith("int") and b.startswith("int"):
        return abs(int(a[3:]) - int(b[3:])) <= 1
    return a == b


def _neighbours(sentence: str, value: str) -> set[str]:
    """The content words right before and right after `value` in `sentence`."""
    low = sentence.lower()
    at = low.find(value.lower())
    if at < 0:
        return set()
    before = words(sentence[:at])[-1:]
    after = words(sentence[at + len(value) :])[:1]
    return {stem(w) for w in before + after if w.lower() not in STOP and not _digit(w)}


def _aliases(value: str, cased: bool = False) -> list[str]:
    """A value and, for a name of several words, its last word ("Honda Civic": "Civic")."""
    parts = value.split()
    out = [value] + ([parts[-1]] if len(parts) > 1 and parts[-1][:1].isupper() else [])
    return out if cased else [a.lower() for a in out]


def _led_by_change(sentence: str, value: str) -> bool:
    """`value` comes within three words after a change word ("relocated to X")."""
    at = sentence.lower().find(value.lower())
    return at >= 0 and bool({w.lower() for w in words(sentence[:at])[-3:]} & CUES)


def _retired(value: str, sentence: str) -> bool:
    """evidence's negations, and a value said to be retired ("the MySQL box is being
    decommissioned")."""
    low = sentence.lower()
    if value.lower() not in low:  # every pattern names the value: none can match (cheap
        return False  # test first: a hook's recall would compile hundreds of patterns)
    if _negated(value, sentence):
        return True
    return matches(RETIRED, "{o}", re.escape(value.lower()), low)


@lru_cache(maxsize=1024)
def statements(text: str) -> tuple:
    """A text's sentences that state something (not hedged), each as (sentence, its
    lowered words, its topic, its values): parsed once per text."""
    out = []
    parts = sentences(text)
    for n, s in enumerate(parts):
        toks = [w.lower() for w in words(s)]  # with any label: "Correction:" is a cue
        s = _SPEAKER.sub("", s)
        if toks and _hedged(s, toks):
            s = before_hedge(s)
            toks = [w.lower() for w in words(s)]
        said = before_pending(s, " ".join(parts[n + 1 :]))  # "asked for X;" "applied."
        if said != s:
            s, toks = said, [w.lower() for w in words(said)]
        if toks and not _hedged(s, toks):
            vals = values(s)
            label = _LABEL.match(s)  # "From standup:" says where, not what about
            said = s[label.end() :] if label else s
            out.append((s, frozenset(toks), frozenset(_topic(said, vals)), tuple(vals)))
    return tuple(out)


def supersedes(older: str, newer: str, *, near: bool = False) -> Finding | None:
    """How `newer` (recorded later) supersedes a value `older` states, or None. The
    finding's `value` is "old -> new" (or the old value alone for a bare negation).
    `near`: the two are near enough in meaning (the caller's dense cosine at least
    ONE_WORD_NEAR) that one shared word and a change word let a person's or place's name
    replace another; otherwise that takes two shared words, the old value named, or the new
    name led to by a link word ("moved the office to Denver"): "agreed to mentor Nnamdi"
    and "moved the tickets, Wim agreed" share one word and are about different people."""
    return next(findings(older, newer, near=near), None)


def findings(older: str, newer: str, *, near: bool = False) -> Iterator[Finding]:
    """Every change `newer` makes to a value `older` states, in the rules' order (the first
    is `supersedes`'s): a later note may change several things at once ("first lesson with
    Ms. Hoshino, we'll keep Thursday 19:00 going forward" after "lessons with Aoki-sensei,
    Tuesdays 19:00"), and a question asks about one of them."""
    later = list(zip(statements(newer), _mentions(newer), _linked(newer), strict=True))
    if not later or rival_things(older, newer):
        return
    found = released(older, newer)  # rule 8, on the whole notes: "Yusuf: got it" names Yusuf
    if found is not None or separate_promises(older, newer):
        yield from [found] if found is not None else []
        return
    texts = (older.lower(), newer.lower())
    # The note's other sentences tie one with a word or none in common to the same thing
    # ("copied it wrong, her card says 150C fan. the 50 min is right").
    said_later = frozenset().union(*(m for _, m, _ in later))
    said_changed = frozenset().union(*(m for (_, toks, *_), m, _ in later if toks & CUES))
    for (o, otoks, otopic, ovals), mentioned, linked in zip(
        statements(older), _mentions(older), _linked(older), strict=True
    ):
        tied = mentioned & said_later
        for (n, ntoks, ntopic, nvals), nmentioned, nlinked in later:
            found = retyped(ovals, nvals, n)
            if found is not None:
                yield found
                continue
            shared = mentioned & nmentioned
            subject = ovals
            if near and not shared and mentioned & said_changed:
                # Near in meaning, the note's other sentence says its subject changed ("Ines
                # moved AGAIN lol. flat 3, 112 Bruntsfield Place now"): the subject's own
                # name is not a value this sentence replaces.
                shared = mentioned & said_changed
                subject = tuple(v for v in ovals if not _named((v,), lower=True) & shared)
            elif len(shared) < 2 <= len(tied):
                shared = tied
            if not shared:
                # No word shared, but one predicate in two words ("living in Lisbon",
                # "moved to Porto"): only a value the change leads to replaces another.
                if linked & nlinked:
                    found = next(_ones(o, ovals, n, ntoks, nvals, texts, near), None)
                    new = (found.value or "").partition(" -> ")[2] if found else ""
                    # a place's name ("to Porto"), not an address ("moved to https://...")
                    if found is not None and new and "/" not in new and _after_link(n, new):
                        yield found
                continue
            # About the same thing: near, two words shared, or the old value named again.
            sure = near or len(shared) >= 2 or bool(shared & _named(ovals))
            said, saying = (o, otoks, otopic, subject), (n, ntoks, ntopic, nvals)
            yield from _sentence_findings(said, saying, shared, sure, older, texts)


def _sentence_findings(
    said: tuple, saying: tuple, shared: frozenset[str], sure: bool, older: str, texts: tuple
) -> Iterator[Finding]:
    """An older statement against a newer one on the same thing, each as `statements`
    reads it (the older's values those that may be replaced): each rule's finding, in the
    rules' order, read only as far as the caller asks. `older`: the whole older note;
    `texts`: both notes, lowered."""
    (o, otoks, otopic, ovals), (n, ntoks, ntopic, nvals) = said, saying
    found = _taken_back(ovals, n)
    if found is not None:
        yield found
    yield from _ones(o, ovals, n, ntoks, nvals, texts, sure)
    rules: tuple[Callable[[], Finding | None], ...] = (
        lambda: _state(otoks, ntoks) or _cancelled(ovals, n, shared, otopic),
        lambda: _undone(ovals, n, otopic),
        lambda: _same_topic(o, ovals, n, nvals, otopic & ntopic, texts[1], older),
        lambda: same_link(o, ovals, n, nvals, *texts),
    )
    for rule in rules:
        found = rule()
        if found is not None:
            yield found


# Fact re-testing's paraphrases of a predicate ("lives", "based", "moved", "relocated"),
# by each word's stem: two statements naming one predicate in two of its words.
_PARAPHRASED: dict[str, frozenset[str]] = {}
for _key, _said in PARAPHRASES.items():
    for _w in _said | {_key}:
        _PARAPHRASED[stem(_w)] = _PARAPHRASED.get(stem(_w), frozenset()) | {_key}


@lru_cache(maxsize=1024)
def _linked(text: str) -> tuple[frozenset[str], ...]:
    """Each statement's predicates by paraphrase, read once per text (as _mentions)."""
    return tuple(
        frozenset().union(*(_PARAPHRASED.get(t, frozenset()) for t in topic))
        for _, _, topic, _ in statements(text)
    )


@lru_cache(maxsize=1024)
def _mentions(text: str) -> tuple[frozenset[str], ...]:
    """Each statement's topic and values as words: what two statements must share to be
    compared. Read once per text (a recall compares a dozen memories with two dozen, every
    statement with every statement: rebuilt per pair, it was most of a prompt's recall)."""
    return tuple(
        topic | _named(vals, lower=True) | label_names(s) for s, _, topic, vals in statements(text)
    )


# The shapes that name a thing itself (a host, a file), not a figure of it.
_THINGS = frozenset({"code", "ident", "path", "url"})
# A name's shapes: capitalised, and in lower case ("circleci").
NAMES = frozenset({"name", "lname"})
# An address's scheme: two URLs on different things share it.
_SCHEMES = frozenset({"http", "https", "www", "ftp", "sftp", "ssh", "git", "s3", "gs"})


def _named(vals: Values, lower: bool = False) -> set[str]:
    """A sentence's values as topic words: "Vireo" stated is "vireo" mentioned. A name in
    lower case ("tundra") is one only with `lower`: it makes two sentences about one thing,
    but not surely so (a project named in two notes about two of its people)."""
    named = [v for v, shape in vals if lower or shape != "lname"]
    return {stem(w) for v in named for w in words(v) if not _digit(w) and w not in _SCHEMES} | {
        a for v in named for a in _aliases(v)
    }


def _taken_back(ovals: Values, n: str) -> Finding | None:
    """The later sentence retracts a value or puts its task aside (rules 5 and 6)."""
    low = n.lower()
    for v, _ in ovals:
        for a in _aliases(v):
            if a not in low:  # every pattern names the value: none can match
                continue
            o = rf"(?<![\w-]){re.escape(a)}(?![\w-])"
            if matches(RETRACTED, "{o}", o, low):
                return Finding("contradicts", "retracted", 1.0, v)
            if matches(SET_ASIDE, "{o}", o, low):
                return Finding("contradicts", "set-aside", 0.9, v)
    return None


def _cancelled(ovals: Values, n: str, shared: frozenset[str], otopic: frozenset) -> Finding | None:
    """The later sentence calls off what the earlier one planned (rule 7): it shares two
    topic words with it (or one and a name) and says the plan is off, or it says the very
    thing the earlier names is off ("v2.14.0 not happening")."""
    low = n.lower()
    named = any(matches(CALLED_OFF, "{o}", re.escape(v.lower()), low) for v, _ in ovals)
    if not named and (len(shared) < 2 or not shared & otopic or not CANCELLED.search(low)):
        return None
    said = ", ".join(v for v, _ in ovals[:2]) or "the plan"
    return Finding("contradicts", "cancelled", 0.9, f"{said} -> cancelled")


def _state(otoks: frozenset, ntoks: frozenset) -> Finding | None:
    """The later sentence puts the same thing in another exclusive state (open -> closed)."""
    for group in STATES:
        was, now = otoks & group, ntoks & group
        if was and now and not now & was:
            return Finding("contradicts", "state-changed", 0.9, f"{min(was)} -> {min(now)}")
    return None


def _ones(
    o: str,
    ovals: Values,
    n: str,
    ntoks: set[str],
    nvals: Values,
    texts: tuple[str, str],
    sure: bool = True,
) -> Iterator[Finding]:
    """One older sentence against one newer: each value the newer supersedes, in order. A
    rival is a value the older text never mentions (two speakers' names, each in both
    texts, never rival each other)."""
    nlow = n.lower()
    cue = bool(ntoks & CUES) or bool(LATELY.search(nlow))
    older, newer = texts
    for v, shape in ovals:
        if shape == "lname" and not same_opening(o, ovals, n, nvals):
            continue  # a lower-case name in a note about another thing of the kind
        rivals = [w for w, s in nvals if same_shape(s, shape) and w.lower() not in older]
        if TICKET.fullmatch(v):  # a ticket names the work: only another ticket replaces it
            rivals = [w for w in rivals if TICKET.fullmatch(w)]
        if not rivals and v.lower() not in nlow:
            continue
        if v.lower() not in nlow and _restated(v, newer):
            continue  # another sentence of the note names it again ("Back on NP-212.")
        said = next((a for a in _aliases(v, cased=True) if _object_named(a, n)), None)
        if said is not None:
            if _retired(said, n):
                yield Finding("contradicts", "negated-object", 1.0, v)
                continue
            # Named again: restated, unless a correction puts a rival in its slot ("34,000
            # euros, the 40,000 figure included VAT") or a change leads to it ("relocated
            # to eu-central-1, us-east-1 is only a standby").
            slot = _neighbours(o, v)
            led = (w for w in rivals if slot & _neighbours(n, w) or _led_by_change(n, w))
            changed = next(led, None) if cue else None
            if changed is not None:
                yield Finding("contradicts", "other-value-changed", 1.0, f"{v} -> {changed}")
            continue
        rivals = [w for w in rivals if not _other_unit(o, v, n, w)]
        if not rivals:
            continue
        if cue and (sure or shape not in NAMES):
            yield Finding("contradicts", "other-value-changed", 1.0, f"{v} -> {rivals[0]}")
            continue
        # A name, one shared word, no nearness known: only a name the change leads to
        # ("moved the office to Denver"), not one in a clause of its own ("Wim agreed").
        linked = [w for w in rivals if _after_link(n, w)] if cue else []
        if linked:
            yield Finding("contradicts", "other-value-changed", 1.0, f"{v} -> {linked[0]}")
            continue
        if cue:
            continue
        if v.lower() in newer or differs_twice(ovals, nvals, older):
            continue  # the newer text still mentions the old value: both may hold
        slot = _neighbours(o, v)
        slotted = next((w for w in rivals if slot & _neighbours(n, w)), None)
        if slotted is not None:
            yield Finding("contradicts", "other-value-same-slot", 0.8, f"{v} -> {slotted}")


def _restated(value: str, newer: str) -> bool:
    """The later note (lowered) names `value` again in a sentence saying it holds still or
    again ("Back on NP-212.", "the tests stay on circleci"), not that it is gone: whatever
    another of its sentences adds, the note does not replace it."""
    low = value.lower()
    if low not in newer or not re.search(rf"(?<![\w-]){re.escape(low)}(?![\w-])", newer):
        return False  # (the cheap test first: most values are not named again)
    return any(_HOLDS.search(s) and not _retired(value, s) for s in sentences(newer) if low in s)


# A sentence saying a value holds still or again.
_HOLDS = re.compile(
    r"\b(?:back (?:on|to|at|with)|again|still|resum\w*|as before|stays?|remains?|"
    r"unchanged|keeps?|kept)\b"
)


def _after_link(sentence: str, value: str) -> bool:
    """`value` follows a link word ("to Denver", "at Quarry Labs")."""
    at = sentence.lower().find(value.lower())
    before = words(sentence[:at])[-1:] if at >= 0 else []
    return bool(before) and before[0].lower() in LINKS


def _other_unit(o: str, v: str, n: str, w: str) -> bool:
    """Two numbers counting different things ("95% coverage", "1 approval"): the words
    right after them differ. A number with no word after it may be of any slot."""
    if not v[:1].isdigit() or not w[:1].isdigit():
        return False
    after_v, after_w = _after(o, v), _after(n, w)
    return bool(after_v and after_w and after_v != after_w)


def _after(sentence: str, value: str) -> str | None:
    at = sentence.lower().find(value.lower())
    following = words(sentence[at + len(value) :])[:1] if at >= 0 else []
    return stem(following[0]) if following and following[0].lower() not in STOP else None


def differs_twice(ovals: Values, nvals: Values, older: str, named: bool = False) -> bool:
    """With no change word, two of the older sentence's values each meet another value of
    their shape: the two are about different things ("cert on worker-3b expires in 79
    days", "cert on edge-lhr-1 expires in 57 days"), not one slot changed. With `named`,
    only when one of them is a code or an identifier (the thing itself is another): a
    reading's time and figure both change on the same thing ("at 13:15: 570 ms")."""
    changed = {
        shape
        for _, shape in ovals
        if any(same_shape(s, shape) and w.lower() not in older for w, s in nvals)
    }
    return len(changed) >= 2 and (not named or bool(changed & _THINGS))


def _undone(ovals: Values, n: str, otopic: frozenset) -> Finding | None:
    """The later sentence undoes a workaround the earlier one describes ("cache removed",
    "no more splitting", "no compose needed", "uses normal DNS again")."""
    parts = {p for t in otopic if "-" in t for p in t.split("-")}  # "docker-compos": "compos"
    for m in UNDONE.finditer(n.lower()):
        said = next(g for g in m.groups() if g)
        if stem(said) in otopic | parts or said in {v.lower() for v, _ in ovals}:
            old = ovals[0][0] if ovals else said
            return Finding("contradicts", "undone", 0.8, f"{old} -> {said} undone")
    return None


def _same_topic(
    o: str, ovals: Values, n: str, nvals: Values, topic: set[str], newer: str, older: str
) -> Finding | None:
    """Rule 10, later-value-same-topic: two sentences sharing two topic words, the later
    stating another value of the same shape (a code of the same pattern) and not the
    earlier one's: a later value of the same slot said in other words."""
    if len(topic) < 2 or differs_twice(ovals, nvals, older.lower()) or ADDED.search(newer):
        return None
    for v, shape in ovals:
        if v.lower() in newer:
            continue
        if shape == "lname" and not same_opening(o, ovals, n, nvals):
            continue  # a lower-case name in a note about another thing of the kind
        for w, s in nvals:
            if not same_shape(s, shape) or (shape == "code" and pattern(v) != pattern(w)):
                continue
            return Finding("contradicts", "later-value-same-topic", 0.7, f"{v} -> {w}")
    return None
