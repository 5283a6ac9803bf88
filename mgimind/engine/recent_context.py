"""Recent context beside the ranked hits: what a question about the current state needs
even when its words match nothing stored.

"What am I in the middle of right now?" or "which loose ends did I promise?" shares no
word with the note that answers it ("Switching to MAR-989 ..."); ranking alone returns
nothing or an older note. So, when the question asks about the state as it is now, the
newest few memories in scope are added after the ranked hits, clipped, each saying when it
happened, and the supersession check runs over them as over the hits; none when a ranked
hit matches the question strongly (it names what it asks about, and ranking found it). A
question whose answer is a kind of note (what the asker promised, which task they are on)
gets the notes of that kind first, found by their own words (CUED), for a promise also by
their meaning (COMMITMENT_NOTES), and by how such notes are written among the newest
memories (promise_notes.py, task_notes.py); such a question is told by its words or by its
meaning (its nearness to a few general questions of each kind, INTENTS). An unrelated
prompt still gets nothing: recent context comes only with a ranked hit, or with a question
about the person's own current state ("what am I ...", "my ...", "we ...") or their
promises to the people around them.

The store's size alone does not add recent context beside a hit: with the newest three
memories added beside any hit in a store of at most 12, the scenarios' tuning split gained
nothing (needed facts 92.8% either way) and the context grew (median 188 -> 201
characters). Where nothing is recalled at all, a small store's newest memories stand in
for the ranking (small_store.py).
"""

from __future__ import annotations

import re
import weakref
from functools import partial
from typing import TYPE_CHECKING, Any, Callable, Sequence

import numpy as np

from mgimind.engine.promise_notes import promise_items
from mgimind.engine.small_store import NEWEST, asked_of_memory, small
from mgimind.engine.task_notes import task_items
from mgimind.search.similarity import counted_from
from mgimind.search.timeref import find_time_reference
from mgimind.services.visibility import scoped_filter
from mgimind.store.base import DENSE, SPARSE, Arm, Eq, Filter, Hit, Point

if TYPE_CHECKING:
    from mgimind.services.mindapi import MindAPI

# Builds a recall item from a memory's payload and its id (None: not shown).
MakeItem = Callable[[dict[str, Any], str], "dict[str, Any] | None"]

# A question about what holds now, what is in progress or what is owed.
ONGOING_CUE = re.compile(
    r"\b(?:now|nowadays|current|currently|still|latest|at the moment|these days|lately|"
    r"in the middle of|working on|get back to|pick up|pick (?:it|that) back up|resume|"
    r"left off|leave off|where (?:did|had|have) (?:i|we) (?:get|got|gotten) to|"
    r"in progress|on hold|unfinished|at present|presently|"
    r"promised|owe|loose ends|to do|todo|pending|open items|left to|outstanding|"
    r"still (?:need|have) to|supposed to|said (?:i|we)(?:'d| would| will))\b",
    re.IGNORECASE,
)
# Questions whose answer is a kind of note rather than a topic: what the asker promised,
# which task they are on. Such notes are found by their own words ("promised", "I owe";
# "switching to", "picked up", "progress on"), however long ago they were written:
# (cue, the notes' words, how many BM25 finds, how many of those are kept: the newest).
# A promise question is answered by the promise notes and the notes that discharge them
# (found by the same words); the newest notes of any kind are added beside a task question
# only, whose answer is often what was said last (PROMISE_NEWEST: on the tuning half, none
# beside a promise question cost no needed fact and saved ~3 items of each such context).
CUED = {
    "promise": (
        re.compile(
            r"\b(?:promised?|promises|owe|owed|owes|owing|commitments?|committed|loose ends|"
            r"waiting (?:on|for) (?:\S+ ){0,6}(?:me|from me)|expect(?:s|ing)? (?:\S+ ){0,4}from me|"
            r"(?:blocked|depending|counting|relying) on me|"
            r"on my (?:plate|list) for|favou?rs|errands|"
            r"supposed to|agreed? to|(?:said|say) (?:i|we)(?:'d| would| will)|outstanding|"
            r"on the hook|follow[- ]?ups?|(?:haven't|not yet) (?:done|delivered|sent)|"
            r"volunteer(?:ed)?|signed up|left (?:anyone|anybody|someone) hanging)\b",
            re.IGNORECASE,
        ),
        "promised promise owe committed agreed offered told I'll I'd deliver volunteered said TODO",
        8,
        8,
    ),
    "task": (
        re.compile(
            r"\b(?:in the middle of|get back to|working on|where was i|left off|leave off|"
            r"where (?:did|had|have) (?:i|we) (?:get|got|gotten) to|"
            r"pick (?:it|that) back up|resume|unfinished|on hold|in progress|"
            r"current (?:task|ticket|work)|was i doing|on my plate(?! for)|busy with|"
            r"what am i (?:on|doing))\b",
            re.IGNORECASE,
        ),
        "working on started picked up resumed paused switching to progress on continuing",
        10,
        2,
    ),
}
# Questions about the asker's own promises and tasks, by meaning rather than by their words:
# a question nearer one of these than INTENT_NEAR (dense cosine) is cued as the regular
# expression of CUED of the same name would cue it ("is anybody expecting something from
# me?" names no promise). General wordings, written without the scenarios' questions; the
# floor chosen on the state scenarios' tuning half: its eight promise and task questions
# score 0.42-0.85 (one, "loose ends I promised", 0.36, cued by its words), every other
# question and unrelated prompt at most 0.35 (BENCHMARKS.md).
INTENTS = {
    "promise": (
        "What have I promised to do for other people?",
        "What do I still owe anyone?",
        "Which of my commitments to others are not done yet?",
        "Is anybody expecting me to deliver something?",
    ),
    "task": (
        "What task am I working on at the moment?",
        "Which piece of work was I doing before I stopped?",
        "What should I continue with now?",
        "Which ticket am I currently on?",
    ),
}
INTENT_NEAR = 0.4
# What a commitment note says, in general words: a promise question finds its notes by
# their nearness to these (the centroid of their vectors, one dense arm) as well as by the
# words of CUED, fused by rank. A promise is written in many ways no word list holds ("need
# to get Dimitri access", "will send the deck"): on the tuning half and wild, the words
# alone found a note of "need to ..." nowhere; the two arms together rank it first.
# Written without the scenarios' notes. The nearest BY_MEANING are added to what the words
# find: by nearness alone the notes rank after others in a large store (MiniLM puts "Updated
# the runbook after Sanne's feedback" as near as "I owe Benedikt the notes"), and on the
# tuning half eight by both arms, fused, lost a promise the words had found.
COMMITMENT_NOTES = (
    "I promised to send Maria the figures by Friday.",
    "Told the client I'd call them back tomorrow.",
    "I owe Tom a review of his design doc.",
    "Need to get back to Priya about the budget.",
    "Will send the contract to the lawyer this week.",
    "I said I would fix the login bug for the support team.",
    "Agreed to cover Ahmed's on-call shift.",
    "Follow up with the vendor about the invoice.",
)
BY_MEANING = 2
# The exemplars' vectors, per embedder (embedded on its first question).
_EXEMPLARS: "weakref.WeakKeyDictionary[Any, dict[str, np.ndarray]]" = weakref.WeakKeyDictionary()
_NOTE_CENTROIDS: "weakref.WeakKeyDictionary[Any, np.ndarray]" = weakref.WeakKeyDictionary()
# The question is about the asker's own affairs, not the world.
PERSONAL = re.compile(r"\b(?:i|i'm|i've|my|me|we|we're|our|us)\b", re.IGNORECASE)
# ... or about the people around them.
PEOPLE = re.compile(
    r"\b(?:teammates?|colleagues?|coworkers?|people|others|anyone|anybody|someone|somebody|"
    r"friends?|family|the team|folks)\b",
    re.IGNORECASE,
)
# The newest two, clipped to 160 characters: on the tuning half, as many needed facts as
# three of 240 (94.9%), 12 fewer item characters per context on average.
RECENT_ITEMS = 2  # the newest memories added beside the hits
PROMISE_NEWEST = 0  # ... beside the hits of a question cued as a promise question alone
RECENT_CHARS = 160  # each added memory, at most
SCROLLED = 30  # newest by storage, re-sorted by when each happened
# The newest memories a promise or task question reads for notes of its kind written in
# their own words (promise_notes.py, task_notes.py): a few weeks of notes; an older one is
# found when the word and meaning arms find it.
SCANNED = 200
# A ranked hit this far over the recall floor (dense cosine) answers the question by
# itself: no newest notes beside it. On the state scenarios' tuning half, 0.15 and 0.25
# kept every needed fact (94.9%); 0.15 saved the most (mean item characters 160 -> 151).
STRONG_HIT = 0.15


def _commitment_vector(mind: "MindAPI") -> np.ndarray:
    """The centroid of COMMITMENT_NOTES as stored notes are embedded, once per embedder."""
    cached = _NOTE_CENTROIDS.get(mind.embedder)
    if cached is None:
        vectors = np.array(
            [np.asarray(v, dtype=float) for v in mind.embedder.embed(COMMITMENT_NOTES)]
        )
        centroid = vectors.mean(axis=0)
        cached = centroid / np.linalg.norm(centroid)
        _NOTE_CENTROIDS[mind.embedder] = cached
    return cached


def intents(mind: "MindAPI", asked: np.ndarray | None) -> set[str]:
    """The kinds of INTENTS the question (its vector `asked`) is near in meaning."""
    if asked is None:
        return set()
    exemplars = _EXEMPLARS.get(mind.embedder)
    if exemplars is None:  # embedded once per model, on the first question
        exemplars = {
            name: np.array([mind.embedder.embed_query(e) for e in texts])
            for name, texts in INTENTS.items()
        }
        _EXEMPLARS[mind.embedder] = exemplars
    # Counted from the cosine the model gives unrelated texts (e5: 0.73, where MiniLM's is
    # about 0): at e5's cosines, 0.4 held every question near an intent.
    near = counted_from(mind.embedder.cosine_origin, INTENT_NEAR)
    return {name for name, m in exemplars.items() if float((m @ asked).max()) >= near}


def wanted(query: str, history: bool, meant: set[str]) -> bool:
    """The question asks about the state now (and not about the past); `meant`: the
    kinds of INTENTS it is near."""
    cued = bool(meant) or any(cue.search(query) for cue, *_ in CUED.values())
    return cued or (not history and bool(ONGOING_CUE.search(query)))


def recent_items(
    mind: "MindAPI",
    query: str,
    scope: list[str] | None,
    relevant: list[dict[str, Any]],
    make_item: MakeItem,
    *,
    history: bool,
    asked: np.ndarray | None = None,
    nearest: Sequence[tuple[str, float]] = (),
) -> list[dict[str, Any]]:
    """The newest memories in scope to add after `relevant` (none already in it), or [].
    `asked`: the question's vector as asked, to tell its intent by meaning. A question
    that names a past time ("which book did I finish a week ago?") asks about then, not
    about the work in hand: its meaning alone cues no task notes (its words still do; a
    promise made then may still be owed)."""
    meant = intents(mind, asked)
    if find_time_reference(query) is not None:
        meant.discard("task")
    state = wanted(query, history, meant)
    flt = scoped_filter("memory", scope, "current", Eq("chunk", 0))
    instead = not relevant and asked_of_memory(query, nearest, state=state) and small(mind, scope)
    if not state and not instead:
        return []
    points = mind.store.scroll(
        flt, limit=SCROLLED, order_by="created_ts", descending=True, with_vectors=True
    )
    # Without a hit: a question asking for the asker's promises or tasks by its meaning, or
    # by its words and about the asker or the people around them ("which favours to
    # teammates are outstanding?"); an unrelated prompt gets nothing ("an outstanding
    # example of Baroque music").
    worded = any(cue.search(query) for cue, *_ in CUED.values())
    theirs = PERSONAL.search(query) or (worded and PEOPLE.search(query))
    if not relevant and not (meant or (state and theirs)):
        if not instead:
            return []
        out = _newest(points, make_item, NEWEST, 0.0)
        for item in out:
            item["instead"] = True  # what the store holds newest, not what matched
        return out
    shown = {c["id"] for c in relevant}
    floor = min((c["score"] for c in relevant), default=0.0)
    cued, kinds = _cued(mind, query, meant, flt, shown, make_item)
    taken = shown | {c["id"] for c in cued}
    return _newest(points, make_item, _newest_count(mind, relevant, kinds), floor, taken, cued)


def _newest(
    points: Sequence[Point | Hit],
    make_item: MakeItem,
    count: int,
    floor: float,
    taken: set[str] | None = None,
    first: Sequence[dict[str, Any]] = (),
) -> list[dict[str, Any]]:
    """`first`, then the `count` newest of `points` by when each happened (none of
    `taken`), scored after every ranked hit (`floor`), in this order."""
    newest = _items(points, set(taken or ()), make_item)
    newest.sort(key=lambda c: c.get("when") or "", reverse=True)
    out = [*first, *newest[:count]]
    for rank, item in enumerate(out):
        item["score"] = floor - 0.01 * (rank + 1)
    return out


def _newest_count(mind: "MindAPI", relevant: list[dict[str, Any]], kinds: set[str]) -> int:
    """How many of the newest memories go beside the hits: none beside a promise
    question's promise notes, nor where a ranked hit matches the question strongly (the
    question names what it is about, and ranking found it: the newest notes would only
    be noise beside it), else RECENT_ITEMS."""
    if kinds == {"promise"}:
        return PROMISE_NEWEST
    strong = mind.config.cosines().recall_floor + STRONG_HIT
    if not kinds and any(c.get("similarity", 0.0) >= strong for c in relevant):
        return 0
    return RECENT_ITEMS


def _items(
    points: Sequence[Point | Hit], taken: set[str], make_item: MakeItem
) -> list[dict[str, Any]]:
    """Recall items for these memory points, none of `taken`, clipped, marked recent."""
    out = []
    for p in points:
        key = p.payload.get("memory_id") or p.id
        if key in taken:
            continue
        item = make_item(p.payload, key)
        if item is None:
            continue
        item["text"] = item["text"][: RECENT_CHARS * 2]  # the pack clips at a word
        item["recent"] = True
        item["vector"] = p.dense
        taken.add(key)
        out.append(item)
    return out


def _cued(
    mind: "MindAPI",
    query: str,
    meant: set[str],
    flt: Filter,
    taken: set[str],
    make_item: MakeItem,
) -> tuple[list[dict[str, Any]], set[str]]:
    """The notes of the kinds the question asks for (CUED, by its words or its meaning),
    newest first, and which kinds those were."""
    out: list[dict[str, Any]] = []
    kinds: set[str] = set()
    newest: list[Point] | None = None  # read once for every kind asked
    for name, (cue, words, found, kept) in CUED.items():
        if name not in meant and not cue.search(query):
            continue
        kinds.add(name)
        if newest is None:  # without vectors: the readers fetch those of the notes they keep
            newest = mind.store.scroll(flt, limit=SCANNED, order_by="created_ts", descending=True)
        arms = [Arm(SPARSE, mind.sparse.query(words), found)]
        if name == "promise":  # and the nearest few by meaning: a promise has no fixed words
            centroid = [float(x) for x in _commitment_vector(mind)]
            arms.append(Arm(DENSE, centroid, BY_MEANING))
            found, kept = found + BY_MEANING, kept + BY_MEANING
        hits = mind.store.query(arms, flt, found, with_dense=True)
        seen = set(taken) | {c["id"] for c in out}
        items = _items(hits, seen, make_item)
        to_items = partial(_items, taken=seen, make_item=make_item)
        read = promise_items if name == "promise" else task_items
        made = read(mind, newest, items, to_items)  # notes of the kind, in their own words
        if made:
            out += made
            continue
        items.sort(key=lambda c: c.get("when") or "", reverse=True)
        out += items[:kept]
    return out, kinds
