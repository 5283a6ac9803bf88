"""A later answer to the question asked: the earlier answers are shown as replaced for it.

The supersession rules (mgimind/memory/facts/supersede.py) read two texts alone, by their
words: they find a change said in words they know ("moved to", "no longer", "instead").
People say a new value in words of their own ("checkout on-call: Ines has it till Friday"
after "the pager for checkout is with Tomasz this week"), and no list of words holds them
all. The question says what the two have in common: it asks for one kind of value (a
port, a person, a date: engine/asked_for.py) of one subject. When two recalled memories
both speak of that subject and each states a value of that kind, and the later one says
another value beside the subject and names none of the earlier one's (or names it as
ended: "runner-4 died"), the later one is the answer now and the earlier one is marked as
replaced for this question (rule "later-answer"). A question for one thing of no known
kind ("which runner are the jobs on?", "what's the VPN endpoint?") is answered by a name
or an identifier, and both answers to "which <kind>" name the kind. The later answer may
lie under the recall's floor (said in other words than the question's): it is then
recalled with the earlier one, above it. The mark only orders and labels: the earlier
memory is still shown, after the later one. A plural question ("which ports does it
use?"), two questions in one, a later note that adds ("also"), a value said of something
else in the note, a later note that leaves out a name the question writes ("batch-11"
for "worker-3b") and one about another one of the kind ("the analytics db" for "the
ledger db") mark nothing.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from typing import Any, Callable, Iterable, Sequence

from mgimind.engine.asked_for import Asked, asked_for, cue_spans
from mgimind.engine.never_held import named_terms
from mgimind.engine.unstated import NOT_A_SUBJECT, subject_words
from mgimind.memory.facts.evidence import stem
from mgimind.memory.facts.supersede import same_shape, statements
from mgimind.memory.facts.supersede_words import ADDED

RULE = "later-answer"


def later_answers(
    query: str,
    items: list[dict[str, Any]],
    later_than: Callable[[dict, dict], bool],
    below: Sequence[dict[str, Any]] = (),
) -> list[tuple[dict, dict]]:
    """(earlier, later) pairs where the later answers `query` with another value: the
    earlier of `items` (recalled), the later of `items` or of `below` (memories under the
    recall's floor: a new value said in other words than the question's is often one);
    `later_than(a, b)` says a happened after b."""
    asked = asked_for(query)
    which = None if asked else WHICH_ONE.search(query)
    asked = asked or ([ONE_THING] if which else [])
    if all(a.generic or a is ONE_THING for a in asked) and READING.cue.search(query):
        asked = [*asked, READING]
    if not asked or several_asked(query):
        return []
    # "which runner ...": both answers name the kind ("jobs run on runner-4", "jobs fall
    # back to runner-6"); "we pinned quill to Python 3.12.7" is no answer to "which
    # messaging system?", nor "moved my Bergen stay" to "which flight takes me to Bergen?"
    kind = subject_words(_kind_phrase(query, which), []) if which and which.group(1) else []
    words = subject_words(query, cue_spans(query, asked)) or subject_words(query, [])
    if not words:
        return []
    names = frozenset(t.lower() for t in named_terms(query))
    answers = []
    for c in [*items, *below]:
        said = [w.lower() for w, p in words if p.search(c["text"])]
        found = _answer_values(c["text"], asked, frozenset(said)) if said else {}
        if found:
            answers.append((c, frozenset(said), found))
    out = []
    recalled = {id(c) for c in items}
    for old, old_said, old_values in answers:
        if id(old) not in recalled:
            continue
        for new, new_said, new_values in answers:
            if new is old or not later_than(new, old):
                continue
            if not _same_subject(old_said, new_said, names, new["text"]):
                continue
            if another_of_its_kind(query, old["text"], new["text"]):
                continue
            if kind and not all(any(p.search(c["text"]) for _, p in kind) for c in (old, new)):
                continue
            low = new["text"].lower()
            # an earlier value the later says again holds still, if the later says no
            # other of its shape ("Backtrace" again beside a new crash-free rate is a source)
            repeated = any(
                v in low and not _moved_on(low, v) and _rivalled(shape, new_values)
                for v, shape in old_values.items()
            )
            if repeated and not _ENDED.search(low) or ADDED.search(low):
                continue
            rivals = [
                v
                for v, shape in new_values.items()
                if _rivalled(shape, old_values) and not _part_of(v, old_values, low)
            ]
            near = [p for w, p in words if w.lower() in old_said & new_said]
            if any(_beside(low, v, near) or _kin(v, old_values) for v in rivals):
                out.append((old, new))
                break
    return out


# Words before a head that say which one in time, not another thing of the kind ("first
# lesson with Ms. Hoshino" is still the lesson asked about).
ORDINALS = frozenset("first second third last next new latest previous final".split())


def another_of_its_kind(query: str, older: str, newer: str) -> bool:
    """The question names its subject by a word and its head ("the ledger db", "the
    staging nodes", "api-gateway"), the older text says both, and the newer puts another
    word of its own before the head ("the analytics db", "the prod node pool",
    "admin-gateway"), one the question does not write: it speaks of another one of the
    kind, and what it changes is not what the question asks about. ("artefacts in GitHub
    Packages" after "CI artefacts in Nexus" still speaks of the same artefacts.)"""
    words = [m.group(0) for m in _WORD.finditer(query)]
    subject = dict(subject_words(query, []))
    asked = {w.lower() for w in words}  # the question's own word names its subject
    older_low, newer_low = older.lower(), newer.lower()
    for word in asked:
        first, dash, head = word.rpartition("-")
        if dash and first and len(head) >= 3 and word in older_low and word not in newer_low:
            ours = re.compile(rf"(?<![\w-])([a-z0-9]+)-{re.escape(head)}(?![\w-])")
            if any(m.group(1) != first for m in ours.finditer(newer_low)):
                return True
    for word, head in zip(words, words[1:], strict=False):
        if word not in subject or head not in subject:
            continue
        said, head_said = subject[word], subject[head]
        if said.search(newer) or not (said.search(older) and head_said.search(older)):
            continue
        for m in head_said.finditer(newer):
            before = _LAST_WORD.search(newer, 0, m.start())
            other = before.group(1).lower() if before else ""
            if other and other not in NOT_A_SUBJECT | ORDINALS | asked and other not in older_low:
                if stem(other) not in {stem(w) for w in asked}:  # "signing key" for "signs"
                    return True
    return False


def _kind_phrase(query: str, which: re.Match[str]) -> str:
    """The words naming the kind a "which" question asks for: the word after "which" and
    the next one, unless a function word ("which runner are ...": "runner"; "which HSM key
    signs ...": "HSM key", either naming it)."""
    after = _WORD.match(query, which.end(1) + 1) if which.end(1) < len(query) else None
    if after is None or after.group(0).lower() in NOT_A_SUBJECT:
        return which.group(1)
    return f"{which.group(1)} {after.group(0)}"


def _beside(text: str, value: str, subject: list[re.Pattern[str]]) -> bool:
    """`value` within BESIDE words of a subject word in `text`: the later note says it
    of the subject ("checkout on-call: Ines has it"), not of something else it mentions
    ("retro notes: ship the hotfix by 5pm Friday")."""
    at = text.find(value)
    if at < 0:
        return False
    starts = [m.start() for m in _WORD.finditer(text)]  # the n-th word starts at starts[n]
    where = bisect_left(starts, at)
    return any(
        abs(bisect_left(starts, m.start()) - where) <= BESIDE
        for p in subject
        for m in p.finditer(text)
    )


def _part_of(value: str, values: dict[str, str], text: str) -> bool:
    """`value` names one of `values` by a part of its name ("Sunniva" of "Sunniva Aalto",
    "Hadley" of "Mr Hadley"), which `text` does not write whole: the same one, said again,
    not a rival. (Written whole, the earlier value is read as said again, or as ended:
    "Baker Street gym closed for good".)"""
    mine = {w for w in value.split() if len(w) >= 3 and w not in _TITLES}
    return any(
        mine & set(other.split()) for other in values if other != value and other not in text
    )


def _rivalled(shape: str, values: dict[str, str]) -> bool:
    """A value of `shape` rivals one of `values`."""
    return any(same_shape(shape, other) for other in values.values())


def _moved_on(text: str, value: str) -> bool:
    """The later note says where the earlier value is now, not that it still holds."""
    return bool(re.search(_MOVED_ON.format(v=re.escape(value)), text))


def _kin(value: str, old_values: dict[str, str]) -> bool:
    """`value` is a code of the family of one of `old_values`: the same leading letters
    ("ci-big-11" for "ci-runner-04", "eu-central-1" for "eu-west-1") or the same domain
    ("metrics.acme.io" for "grafana.ops.acme.io"). A later note naming one says another
    of the kind asked however far from the subject it says it ("the nightly job got its
    own box, ci-big-11")."""
    mine = _family(value)
    return bool(mine) and any(old != value and _family(old) == mine for old in old_values)


def _family(value: str) -> str | None:
    """A code's leading letters before a separator ("ci"), or a host's domain ("acme.io")."""
    lead, domain = _FAMILY.match(value), _DOMAIN.search(value)
    return domain.group(0) if domain else lead.group(1) if lead else None


def _same_subject(
    old: frozenset[str], new: frozenset[str], names: frozenset[str], new_text: str
) -> bool:
    """The two speak of a subject word of the question other than its verbs ("cut",
    "reviews": the later may say it in another verb): "tundra answers on 4029" after
    "tundra: client connects on 5642". A name or a code the question writes (`names`) that
    the earlier says and the later leaves out, the later must not replace by one of its
    own of the same sort: "batch-11 holds 410 open connections" is not about "worker-3b
    holds 560"; "the backup box - /backup now 58%" is still about bk-aldric-01's /backup.
    That the later speaks of another thing of the kind ("the analytics db" for "the ledger
    db") is `another_of_its_kind`'s to say."""
    if not (old & new) - QUESTION_VERBS:
        return False
    left_out = (old - new) & names
    return not left_out or not names_its_own(left_out, new_text, names)


def names_its_own(left_out: set[str] | frozenset[str], new_text: str, names: Iterable[str]) -> bool:
    """`new_text` names a thing of its own (not of `names`, the question's) of the same sort
    as one of `left_out`, the question's names the later text leaves out: a code for a code
    ("FV4" for "FV1"), a word for a word."""
    own = {t.lower() for t in named_terms(new_text)} - set(names)
    return any(_coded(a) == _coded(b) for a in left_out for b in own)


def _coded(name: str) -> bool:
    """A code ("worker-3b"), not a word ("Dana")."""
    return any(c.isdigit() for c in name)


def _answer_values(text: str, asked: list[Asked], subject: frozenset[str]) -> dict[str, str]:
    """{value lowered: its shape} of the values `text` states that are of a kind asked."""
    out = {}
    for *_, vals in statements(text):
        for v, shape in vals:
            if v.lower() in subject or not subject.isdisjoint(v.lower().split()):
                continue
            if any(a.value.search(v) for a in asked) or ONE_THING in asked and shape in NAMING:
                out[v.lower()] = shape
    return out


def asks_for_a_value(query: str) -> bool:
    """The question asks for a value of a known kind (a port, a person, a date:
    engine/asked_for.py) or for one thing of no known kind ("which runner ...", "what's
    the VPN endpoint?"): `later_answers` reads it."""
    return bool(asked_for(query) or WHICH_ONE.search(query))


def several_asked(query: str) -> bool:
    """The question wants several answers: a plural, or several questions in one ("which
    interpreter, which database release?", "which broker, and who owns it?"); not how often
    ("how much do I pay each month?")."""
    low = _EVERY.sub(" ", f" {query.lower()} ")
    return any(w in low for w in _PLURAL) or len(_ASKING.findall(low)) > 1


# A question for one thing of no known kind ("which runner are the jobs on?", "what's the
# VPN endpoint?"): its answer is a name or an identifier. The noun after "which" names the
# kind, not the subject: "Deploys run on runner-9" is about another subject than "which
# runner are the jobs on?". "Where" is not read so: "where is granite hosted?" is not
# answered by "granite fixes are cherry-picked onto release/4.39".
WHICH_ONE = re.compile(r"^\s*(?:which\s+([\w-]+)|what(?:'s|\s+is)\s+the)\b", re.IGNORECASE)
ONE_THING = Asked("thing", WHICH_ONE, re.compile(r"(?!)"))
# A question about how a measured thing stands now ("how full is /backup right now?",
# "what's the crash-free rate on the current build?", "has Biscuit hit his target weight
# yet?"): its answer is a reading, a number of two digits or more, with a decimal part, a
# share, a ratio ("126/80") or thousands ("3.1k"); not a time of day or a piece of a code.
READING = Asked(
    "reading",
    re.compile(
        r"\b(?:now|currently|current|latest|most recent|at the moment|as of|these days|so far|"
        r"yet|at present)\b",
        re.IGNORECASE,
    ),
    re.compile(r"^(?:\d[\d,]*(?:\.\d+)?(?:%|k|/\d+)?|\d+(?:,\d{3})*)$"),
)
NAMING = frozenset({"code", "ident", "url", "path", "channel", "name", "lname"})

# The later note names the earlier value as ended beside its own ("runner-4 died, jobs
# fall back to runner-6"): the earlier value is gone, not held beside the new one.
_ENDED = re.compile(
    r"\b(?:died|dead|down for good|gone|closed|shut (?:off|down)|decommissioned|retired|"
    r"deleted|dropped|killed|sunset|switched off|turned off|removed|replaced|no longer|"
    r"not anymore|is over|ended|ignores|ignored|deprecated|obsolete)\b"
)
# The earlier value named as elsewhere now ("Hendrik is on the data team"): no rival.
_MOVED_ON = (
    r"(?<![\w-]){v}(?:'s| is| has| went| moved)(?: now)? "
    r"(?:on|in|with|at|to|over|off|gone|left|joined|moved)\b"
    r"|(?<![\w.-]){v}\s*(?:->|→|=>)\s*[\w\"']"  # a diff's or a plan's "6 -> 10"
)
_TITLES = frozenset({"mrs", "miss", "prof", "sir", "the"})  # a title names no one alone
_WORD = re.compile(r"[\w'-]+")
_LAST_WORD = re.compile(r"([a-z][\w-]*) +$", re.IGNORECASE)  # the word just before, spaces only
# How near a value stands to the subject it is said of, in words: "q3 review demo -> 21
# August" (2), "tundra answers on 4029" (3); chosen on the hand-written tuning set wild7.
BESIDE = 4
# A code's family: its leading letters before a separator ("ci-", "eu-"), or a host's domain.
_FAMILY = re.compile(r"([a-z]{2,})[-_]\w")
_DOMAIN = re.compile(r"[a-z0-9-]+\.[a-z]{2,}$")
# The verbs questions about a value ask with ("who reviews", "which branch is it cut
# from", "which port does it listen on"), which a later note may say in its own verb.
QUESTION_VERBS = frozenset(
    """cut cuts review reviews reviewed approve approves sign signs deploy deploys deployed
    ship ships shipped release released host hosts hosted serve serves served listen
    listens talk talks connect connects point points live lives sit sits go goes build
    builds built pin pins pinned own owns lead leads handle handles manage manages cover
    covers kept keep keeps stored store stores write writes read reads send sends meet
    meets start starts due""".split()
)
_EVERY = re.compile(r"\beach (?:day|week|month|year|morning|evening|night|time)\b")
_ASKING = re.compile(r"\b(?:which|what|who|whom|whose|where|how)\b")  # not "when I deploy, ..."
# A question that wants several answers: every value stated may hold.
_PLURAL = (
    *(f" {w} " for w in "all list every each both anyone ones".split()),
    " which ones",
    " what are ",
    " who are ",
    *(
        f" {w}"
        for w in """ports versions branches hosts servers machines dates deadlines emails
        numbers people owners reviewers""".split()
    ),
)
