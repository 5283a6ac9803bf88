"""A later statement that ends what an earlier one says, in words the value rules of
supersede.py do not read: the thing is finished, handed to someone else, retired, decided
otherwise, or called off. Each rule needs the two to be about the same thing, by shared
words or, where one shared word is all, by their nearness in meaning (the dense cosine the
caller gives); change words raise nothing on their own.

12. **finished** — the earlier one states something open (a task, an incident, a
    workaround, a promise: "Pulled into a sev2: login latency spikes", "Temp fix: set
    MAX_CONN=5 until the pool leak is found", "promised Aiko a walkthrough", a fault: "the
    door only opens from inside") and the later one says it ended ("sev2 closed", "pool
    leak found and fixed", "walkthrough with Aiko done", "SSO works again", "replaced the
    door actuator");
13. **handed-over** — the earlier one names who holds something, the later one gives it to
    another ("deploy tooling goes to Saoirse", "Jun takes over search");
14. **retired-subject** — the later one says what the earlier one names is dead, gone or
    switched off ("Jenkins is dead, long live GitHub Actions", "wh-legacy being switched
    off"), the thing being any word the earlier names, not only a value;
15. **decided** — the earlier one leans or plans ("Thinking of Celery for the job runner"),
    the later one decides for another value ("Ended up picking Dramatiq");
16. **cancelled-near** — rule 7 (a plan called off, revoked) with one shared word where
    the two are near in meaning and the earlier names a day, date or time ("Hackathon on
    18 May", "hackathon's not happening");
17. **corrected-near** — the later one corrects ("typo", "scratch that", "my error",
    "actually") with another value of the same shape, and the two are near in meaning
    though they share no word ("conf/crawler.yaml", "typo before, it's conf/crawl.toml");
18. **resumed** — the earlier one breaks off for something ("detour:", "pulled into",
    "brb"), the later one goes back to the work ("back to the pricing page"): the detour
    is over, whatever it was;
19. **permission-changed** — the earlier one says who may do what ("You can restart pods
    in staging, read-only everywhere else", "The bot can open PRs but not approve them"),
    the later one widens or narrows it ("prod restarts are now OK for you too", "bot now
    also approves dependency bumps", "no longer allowed to push", "access revoked"): the
    permission said before no longer describes what holds; a restriction ("read access
    only", "ask before touching the API") let through later ("can write to it", "without
    asking") is widened too;
20. **kept** — the earlier one promises an act ("offered to benchmark Lucia's branch",
    "must return Kalani's stove"), the later one reports it done on the same object, in
    the promised verb's past tense, a common irregular past or a word of completion ("ran
    the benchmarks on Lucia's branch", "gave the stove back to Kalani").
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from mgimind.memory.facts.evidence import STOP, Finding, matches, sentences, stem, words
from mgimind.memory.facts.statement_values import (
    _SPEAKER,
    DAYS,
    GENERIC,
    MONTHS,
    Values,
    _topic,
    values,
)
from mgimind.memory.facts.supersede_guards import compounds
from mgimind.memory.facts.supersede_promise import done_by_them, promised_to

# Two texts this near in meaning, sharing one content word, are about the same thing.
# Chosen on the state scenarios' tuning half and the hand-written tuning set
# (BENCHMARKS.md, "Supersession in further other words").
NEAR = 0.5

# A later sentence calling a plan off (rules 7 and 16).
CANCELLED = re.compile(
    r"\b(?:not happening|(?:is|are|was)n't happening|cancell?ed|called off|scrapp(?:ed|ing)|"
    r"(?:had|have|has|need) to cancel|won't happen|will not happen|"
    r"(?:is|are) off(?! (?:next|this|today|tomorrow|on|until|till|for|sick|work|ill)\b)|"
    r"no longer happening|not going ahead|turned off|switched off|withdrew|pulled out|"
    r"dropped out|"
    r"discontinued|stopped|revoked|withdrawn|shelved|off the table|pulled the plug|"
    r"won't (?:do|go ahead|take place|run)|not doing|no longer doing)\b"
)
# Something left open: a task under way, an incident, a workaround, a promise.
_OPEN = re.compile(
    r"\b(?:working on|started|starting|picking up|picked up|pulled into|pulled onto|detour|"
    r"interrupted|paging|sev\d|outage|broken|failing|stuck|wedged|escalation|"
    r"workaround|temp fix|temporary|hack|stopgap|stop-gap|meanwhile|until|till|for now|"
    r"promised|i'll|i will|i'd|"
    r"owe|need to|todo|on hold|blocked|needs help|wants|asked me|"
    r"drips|dripping|leaks|leaking|only opens|only starts|sticks|rattles|flaky|segfaulting|"
    r"while (?:the |our )?(?:[\w-]+ ){1,3}(?:is|are) (?:down|broken|out|offline))\b"
)
# It ended.
_ENDED = re.compile(
    r"\b(?:done|closed|shipped|fixed|resolved|sorted|merged|finished|completed|wrapped up|"
    r"patched|delivered|(?:is|are|went|turned|goes|back|all|now) green|green again|"
    r"works again|working again|back up|back to normal|replaced|repaired|"
    r"fix(?:es)? (?:is |are )?(?:deployed|live|in)|no more manual|"
    r"(?:works|working) (?:normally|fine|properly)|"
    r"back to default|no longer needed|not needed|calmed down|all clear|mitigated|"
    r"rolled back|went out|handed over|as before|cleared|reverted|deleted|removed|"
    r"(?:healthy|fine|up|stable|online|reachable|available) again)\b"
)
# Who holds it now ({w} the later holder).
_HANDOVER = (
    r"(?:go|goes|went|passes|passed|handed|handing|moves|moved|transferred|reassigned|given)"
    r"(?: over| back)? to {w}\b",
    r"^\W*{w} (?:is|'s) (?:carrying|covering|holding) (?:the|our|my)\b",
    r"^\W*{w} (?:picked|has picked) up (?:the|our|my)\b",
    r"\b{w} (?:takes|took|is taking|has taken) over\b",
    r"\b{w} (?:steps|stepped|is stepping) (?:in|up)\b",
    r"\b{w} (?:has|owns|runs|leads|handles) it (?:now|from)\b",
)
# It is no more ({o} the thing).
_GONE = (
    r"(?<![\w-]){o}(?![\w-])(?:'s| \w+){0,2} (?:is|was|are|were|has been|got|being|is being)"
    r"(?: being)? (?:dead|gone|drained|killed|closed|deleted|archived|sunset|shut down|"
    r"switched off|turned off|powered off|powered down|decommissioned|retired|ripped out|"
    r"read-only)\b",
    r"(?<![\w-]){o}(?![\w-]) (?:dead|gone|deleted|archived|decommissioned)\b",
    r"\b(?:killed|deleted|archived|decommissioned|ripped out|dropped|sunset) (?:the |our )?"
    r"(?<![\w-]){o}(?![\w-])",
    # its time ran out or it was wrecked ("Fastly contract ends", "Jorge's last day")
    r"(?<![\w-]){o}(?![\w-])(?:'s| \w+){0,2} (?:got |was |is )?(?:ends|ended|expired|expires|"
    r"lapsed|ran out|runs out|totall?ed|written off|wrecked|stolen|last day)\b",
)
# The earlier one only leans; the later one decides.
_LEANING = re.compile(
    r"\b(?:thinking of|thinking about|leaning|considering|maybe|probably|might|planning to|"
    r"tempted|eyeing|looking at|favourite|favorite|proposal|proposed)\b"
)
_CORRECTING = re.compile(
    r"\b(?:typo|scratch that|my error|my mistake|mistake|wrong|actually|correction|i meant|"
    r"no wait|not as i|forget)\b"
)
_DETOUR = re.compile(
    r"\b(?:detour|interrupt|interrupted|interruption|pulled into|pulled onto|pulled off|brb|"
    r"dropping everything|drop everything|dropped everything|all hands on|"
    r"firefighting|down tools|jumping on|jumped on|stopping|"
    r"side-tracked|sidetracked|putting .{1,40} aside|on hold|dragged into|roped into|"
    r"sucked into|paused|pausing|everything else waits)\b"
)
# Going back to the work: a later sentence picking it up again is no end of it (rule 12).
_PICKED_UP = re.compile(r"\b(?:pick|picks|picking|picked) (?:[\w-]+ ){1,4}back up\b")
_RESUMED = re.compile(
    r"\b(?:back to|back on|back with|back at|resumed|resuming|resumes|continues|continuing|"
    r"carry on|carrying on|again)\b|" + _PICKED_UP.pattern
)
# Who may do what (rule 19), and a later word that widens or narrows it.
_PERMITTED = re.compile(
    r"\b(?:can|cannot|can't|may|allowed|permitted|permissions?|access|rights?|read-only|"
    r"read only|approve|sign off|only)\b"
)
_PERMISSION_CHANGED = re.compile(
    r"\bnow (?:also |too )?(?:ok|okay|allowed|permitted|fine|able)\b|\bnow also\b|"
    r"\bcan now\b|\balso allowed\b|\bno longer (?:allowed|permitted|able|can|may|has|have|gets?)\b|"
    r"\bnot allowed (?:any ?more|now)\b|\brevoked\b|\bgranted\b|"
    r"\b(?:rights?|access|permissions?) (?:removed|pulled|taken away|withdrawn|widened|"
    r"narrowed|extended|restricted)\b|\blost (?:access|rights?|permissions?)\b"
)
# A permission that holds back (rule 19), and a later one that lets through.
_RESTRICTED = re.compile(
    r"\b(?:only|read-only|read only|but not|not allowed|ask before|ask first|needs? approval|"
    r"cannot|can't|may not|must not)\b"
)
_GRANTED = re.compile(r"\b(?:can|may|allowed|free to|go ahead|without asking|no need to ask)\b")
# A promise (rule 20): something the writer or someone said they would do.
_PROMISE = re.compile(
    r"\b(?:i'll|i will|will|i'd|said yes|offered to|agreed to|promised|volunteered|must|"
    r"need to|needs to|have to|has to|supposed to|on my list|on me|owe|owes|todo|to-do|"
    r"going to|signed up)\b"
)
# A later sentence that says the act is still to come is no report of it done.
_NOT_YET = re.compile(
    r"\b(?:not yet|haven't|hasn't|didn't|did not|have not|has not|still|tomorrow|later|soon)\b"
)
# The past tense of common verbs that do not take -ed: a promise reported done in its own
# verb ("ran the benchmarks", "gave the stove back", "sent my edits").
_IRREGULAR_PAST = frozenset(
    """sent ran gave did made wrote took got left built bought paid sold told brought met
    found held kept lent spoke drove flew fed""".split()
)
_WHEN = frozenset({"time", "day", "month"})
_DECIDED = re.compile(
    r"\b(?:went with|going with|go with|ended up|picked|chose|chosen|decided|settled on|"
    r"after all|final call|decision|instead)\b"
)

# The cues a sentence carries, read once per text (the recall compares each text with a
# dozen others: a regex per pair would be paid a dozen times).
_CUES = {
    "open": _OPEN,
    "ended": _ENDED,
    "detour": _DETOUR,
    "resumed": _RESUMED,
    "leaning": _LEANING,
    "decided": _DECIDED,
    "correcting": _CORRECTING,
    "cancelled": CANCELLED,
    "permitted": _PERMITTED,
    "permission-changed": _PERMISSION_CHANGED,
    "restricted": _RESTRICTED,
    "granted": _GRANTED,
    "promise": _PROMISE,
    "gone": re.compile(
        r"\b(?:dead|gone|drained|killed|closed|deleted|archived|sunset|shut down|"
        r"switched off|turned off|powered off|powered down|decommissioned|retired|ripped out|"
        r"read-only|dropped|ends|ended|expired|expires|lapsed|ran out|runs out|totall?ed|"
        r"written off|wrecked|stolen|last day)\b"
    ),
    "handover": re.compile(
        r"\b(?:go|goes|went|passes|passed|handed|handing|moves|moved|"
        r"transferred|reassigned|given|takes|took|taking|taken|has|owns|runs|leads|handles|"
        r"steps|stepped|stepping|carrying|covering|covers|holding|picked)\b"
    ),
}


class Said(NamedTuple):
    sentence: str
    low: str
    topic: frozenset[str]
    vals: Values
    things: frozenset[str]  # its values and a capitalised opening word, lowered
    cues: frozenset[str]  # the names of _CUES it carries (and "dated")


@lru_cache(maxsize=1024)
def _said(text: str) -> tuple[Said, ...]:
    """A text's sentences (hedged ones too: a plan can be ended), parsed once."""
    out = []
    raw = sentences(text)
    # The cues found anywhere in the text (none is anchored, so a sentence's cue is found
    # in their joining too): only those are looked for sentence by sentence, with the
    # sentence's label ("Interrupt:", "Detour:" says what the sentence is).
    joined = "\n".join(raw).lower()
    present = [(name, cue) for name, cue in _CUES.items() if cue.search(joined)]
    for labelled in raw:
        s = _SPEAKER.sub("", labelled)
        vals = values(s)
        low = s.lower()
        things = {v.lower() for v, _ in vals} | _named_compounds(s)
        first = words(s)[:1]
        if first and first[0][:1].isupper() and first[0].lower() not in STOP:
            things.add(first[0].lower())  # "Jenkins builds ...": the opening word is a thing
        cues = {name for name, cue in present if cue.search(labelled.lower())}
        if {shape for _, shape in vals} & _WHEN or set(words(low)) & (DAYS | MONTHS):
            cues.add("dated")
        topic = frozenset(_topic(s, vals))
        out.append(Said(s, low, topic, vals, frozenset(things), frozenset(cues)))
    return tuple(out)


class _Gist(NamedTuple):
    """What all of a text's sentences say, joined: enough to tell that no pair of
    sentences of two texts can meet the rules below, without comparing every pair."""

    topic: frozenset[str]
    plain: frozenset[str]  # its topic words that are not GENERIC
    things: frozenset[str]
    cues: frozenset[str]


@lru_cache(maxsize=1024)
def _gist(text: str) -> _Gist:
    said = _said(text)
    topic = frozenset().union(*(s.topic for s in said))
    things = frozenset().union(*(s.things for s in said))
    return _Gist(topic, topic - GENERIC, things, frozenset().union(*(s.cues for s in said)))


def _may_end(o: _Gist, n: _Gist, similarity: float) -> bool:
    """Some pair of sentences could pass `ended`'s tests: a detour and its resumption, two
    about one thing (two plain topic words or a thing shared), or, near in meaning, a word
    shared or a correction. A recall compares two dozen memories pairwise: most pairs
    share nothing, and this spares them every pair of their sentences."""
    if "detour" in o.cues and "resumed" in n.cues or o.things & n.things:
        return True
    if len(o.plain & n.plain) >= 2:
        return True
    return similarity >= NEAR and (bool(o.topic & n.topic) or "correcting" in n.cues)


# Words that make a compound a common word ("on-call", "read-only", "long-term").
_JOINERS = STOP | frozenset("only call term party time based free side level like wide".split())


def _named_compounds(sentence: str) -> set[str]:
    """The compound names a sentence writes, each a thing ("payments-recon"), but those
    joined by a common word ("on-call", "read-only", "follow-up")."""
    return {c for c in compounds(sentence) if not set(re.split(r"[-_/]", c)) & _JOINERS}


def ended(older: str, newer: str, similarity: float) -> Finding | None:
    """How `newer` (recorded later) ends what `older` says, or None (rules 12-20)."""
    if not _may_end(_gist(older), _gist(newer), similarity):
        return None
    for o in _said(older):
        for n in _said(newer):
            found = _resumed(o, n, older.lower())
            shared = (o.topic & n.topic) | (o.things & n.things)
            about = len((o.topic & n.topic) - GENERIC) >= 2 or bool(o.things & n.things)
            near = bool(shared) and similarity >= NEAR
            if about or near:
                found = (
                    found
                    or _finished(o, n)
                    or _handed_over(o, n)
                    or _gone(o, n)
                    or _decided(o, n)
                    or _permission_changed(o, n)
                    or _kept(o, n)
                    or (_cancelled_near(o, n) if near else None)
                )
            elif similarity >= NEAR:  # near in meaning, no word in common
                found = found or _corrected(o, n)
            if found is not None:
                return found
    return None


def _finished(o: Said, n: Said) -> Finding | None:
    if "open" not in o.cues or "ended" in o.cues or "ended" not in n.cues:
        return None
    if _PICKED_UP.search(n.low):  # "picking the tokens back up": the work goes on
        return None
    m = _ENDED.search(n.low)
    said = o.vals[0][0] if o.vals else "it"
    return Finding("contradicts", "finished", 0.8, f"{said} -> {m.group(0) if m else 'ended'}")


def _handed_over(o: Said, n: Said) -> Finding | None:
    if "handover" not in n.cues:
        return None
    holders = [v for v, shape in o.vals if _person(v, shape)]
    if not holders:
        return None
    for w, shape in n.vals:
        if not _person(w, shape) or w.lower() in o.low:
            continue
        if matches(_HANDOVER, "{w}", re.escape(w), n.sentence):
            return Finding("contradicts", "handed-over", 0.8, f"{holders[0]} -> {w}")
    return None


def _person(name: str, shape: str) -> bool:
    """A name written as people's are ("Saoirse", "Jun-seo", or "saoirse" by one who writes
    in lower case), not an acronym ("JSON")."""
    if shape == "lname":
        return True
    return shape == "name" and len(name) > 1 and name[0].isupper() and name[1:2].islower()


def _gone(o: Said, n: Said) -> Finding | None:
    if "gone" not in n.cues:
        return None
    for thing in sorted(o.things):
        if len(thing) < 3 or thing not in n.low or stem(thing) in GENERIC:
            continue
        if matches(_GONE, "{o}", re.escape(thing), n.low):
            return Finding("contradicts", "retired-subject", 0.9, f"{thing} -> gone")
    return None


def _decided(o: Said, n: Said) -> Finding | None:
    if "leaning" not in o.cues or "decided" not in n.cues:
        return None
    for w, shape in n.vals:
        if w.lower() in o.low:
            continue
        for v, s in o.vals:
            if s == shape and v.lower() not in n.low:
                return Finding("contradicts", "decided", 0.8, f"{v} -> {w}")
    return None


def _permission_changed(o: Said, n: Said) -> Finding | None:
    """Rule 19: what the earlier one permits is widened or narrowed by the later one. A
    later sentence saying the same change again is no change of it."""
    if "permitted" not in o.cues or "permission-changed" in o.cues:
        return None
    # Two plain words shared: who and what is permitted ("interns" alone is not "interns
    # may merge": "interns now also get a stipend" changes no permission).
    if len((o.topic & n.topic) - GENERIC) < 2:
        return None
    # Said as a change ("now also", "revoked"), or a restriction let through ("read access
    # only", then "contractors can write to it").
    widened = "restricted" in o.cues and "granted" in n.cues and "restricted" not in n.cues
    if "permission-changed" not in n.cues and not widened:
        return None
    m = _PERMISSION_CHANGED.search(n.low)
    return Finding(
        "contradicts", "permission-changed", 0.8, f"permission -> {m.group(0) if m else 'changed'}"
    )


def _kept(o: Said, n: Said) -> Finding | None:
    """Rule 20: the earlier one promises an act, the later one (no promise itself, nothing
    still to come) reports it done: the promised verb in the past tense ("rotate the keys",
    "rotated the keys"), a common irregular past ("ran the benchmarks", "gave the stove
    back to Kalani") or a word of completion ("the guide is merged"), on the same object
    (two plain words shared, or one and a person or thing named in both)."""
    if "promise" not in o.cues or "promise" in n.cues or _NOT_YET.search(n.low):
        return None
    if any(done_by_them(p, n.sentence) for p in promised_to(o.sentence)):
        return None  # "Farid sent a second version": the promised person's own act
    plain = (o.topic & n.topic) - GENERIC
    if len(plain) < 2 and not (plain and o.things & n.things):
        return None
    base = {stem(w) for w in words(o.low) if not w.endswith("ed") and w not in STOP}
    for w in words(n.low):
        if w in _IRREGULAR_PAST or w.endswith("ed") and stem(w) in base:
            return Finding("contradicts", "kept", 0.8, f"{_promised(o)} -> {w}")
    m = _ENDED.search(n.low)
    return Finding("contradicts", "kept", 0.8, f"{_promised(o)} -> {m.group(0)}") if m else None


def _promised(o: Said) -> str:
    """What was promised, in a few words: the words after the promise ("benchmark Lucia's
    new serializer"), else its values."""
    m = _PROMISE.search(o.low)
    said = o.sentence[m.end() :].split()[:4] if m and len(o.low) == len(o.sentence) else []
    return " ".join(said).strip(" ,.;:") or ", ".join(v for v, _ in o.vals[:2]) or "the promise"


# The shapes that name a piece of work itself: a branch, a ticket, a path.
_WORK = frozenset({"code", "ident", "path"})


def _resumed(o: Said, n: Said, older: str) -> Finding | None:
    """`older` (lowered): the whole earlier note. One that names the work the later goes
    back to ("in progress on branch chore/java21. Paused: urgent hotfix.", then "Back on
    chore/java21.") holds that work, not only the detour."""
    if "detour" not in o.cues or "detour" in n.cues or "resumed" not in n.cues:
        return None
    if any(
        re.search(rf"(?<![\w-]){re.escape(v.lower())}(?![\w-])", older)
        for v, shape in n.vals
        if shape in _WORK  # the work itself, not a person or a day the two both name
    ):
        return None
    return Finding("contradicts", "resumed", 0.7, "detour -> back to the work")


def _corrected(o: Said, n: Said) -> Finding | None:
    if "correcting" not in n.cues:
        return None
    for v, shape in o.vals:
        if v.lower() in n.low:
            continue
        for w, s in n.vals:
            if s == shape and w.lower() not in o.low:
                return Finding("contradicts", "corrected-near", 0.7, f"{v} -> {w}")
    return None


def _cancelled_near(o: Said, n: Said) -> Finding | None:
    if "cancelled" not in n.cues or "dated" not in o.cues:
        return None
    said = ", ".join(v for v, _ in o.vals[:2]) or "the plan"
    return Finding("contradicts", "cancelled", 0.8, f"{said} -> cancelled")
