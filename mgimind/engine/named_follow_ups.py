"""A later note that names what a recalled one names, recalled beside it.

"does my release on the 3rd clash with the pen test?" recalls "Pen test by Kyloe Security
against the patient portal: 2-4 October". The note that moved it, "Kyloe pushed it back a
fortnight - now starting 16 October", shares no word with the question and little of its
meaning: with newer notes stored since, it is not among the candidates at all. What ties
the two is a name that only they hold: a company, a ticket ("#884"), a migration ("0047"),
a conference. People come back to a thing by its name.

So the best notes the question recalled by itself (memories stored whole, not chunks of a
long conversation) are followed by the newest later note that writes one of their rare
names: a name at most RARE memories write, among the NAMED_HITS that one BM25 query of the
names finds (a name many notes write, "Dana", ties nothing; nor does an acronym, "AWS").
It is recalled just above the one it follows, where the supersession check reads the pair;
at most FOLLOW_MAX per prompt. The numbers were set before any measuring and checked on the
state scenarios' tuning sets (BENCHMARKS.md, "A later note that names the same thing"), not
searched.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Callable

from mgimind.engine.never_held import named_terms
from mgimind.services.visibility import scoped_filter
from mgimind.store.base import SPARSE, Arm

if TYPE_CHECKING:
    from mgimind.services.mindapi import MindAPI

FOLLOWED = 3  # the best memories followed
NAMED_HITS = 24  # what the BM25 query of their names reads
RARE = 2  # a name more memories write than this, besides the one followed, ties nothing
FOLLOW_MAX = 1

Item = dict[str, Any]
# Builds a recall item from a point's payload and its memory's id (None: not shown).
MakeItem = Callable[[dict[str, Any], str, list[float]], "Item | None"]

_TICKET = re.compile(r"(?<![\w#])#\d{2,}\b")  # "#884"
_ACRONYM = re.compile(r"[A-Z]{2,6}s?")  # capitals without a digit
_PART = re.compile(r"[A-Za-z0-9]+")  # a code's parts: "0047" of "0047_add_pallet_dims"


def is_note(c: Item) -> bool:
    """A memory stored whole, with a time: a note. A chunk of a long conversation names
    too much in capitals ("Firstly", "Facebook") for a name to tie it to another, and
    holds too many values for one of them to be replaced by a note near it."""
    return c["kind"] == "memory" and bool(c.get("when")) and bool(c.get("whole"))


def best_notes(recalled: list[Item], count: int) -> list[Item]:
    """The first `count` notes of `recalled` that the question recalled by itself (not
    recent context)."""
    return [c for c in recalled if is_note(c) and not c.get("recent")][:count]


@lru_cache(maxsize=1024)
def names_of(text: str) -> tuple[str, ...]:
    """What `text` names: capitalised words (not an acronym), codes and their numbered
    parts, tickets."""
    out = []
    for term in named_terms(text) + _TICKET.findall(text):
        if _ACRONYM.fullmatch(term):
            continue  # "ASCII", "AWS", "PR": a kind of thing many notes speak of
        parts = [p for p in _PART.findall(term) if any(c.isdigit() for c in p) and len(p) >= 3]
        for name in [term, *parts]:
            if name not in out:
                out.append(name)
    return tuple(out)


def named_follow_ups(
    mind: "MindAPI",
    scope: list[str] | None,
    recalled: list[Item],
    make_item: MakeItem,
    after: Callable[[Item, Item], bool],
) -> list[tuple[Item, Item]]:
    """(recalled, later) pairs: a later memory, not among `recalled`, that writes a rare
    name of one of the best memories the question recalled by itself."""
    best = best_notes(recalled, FOLLOWED)
    names = {c["id"]: names_of(c["text"]) for c in best}
    every = sorted({n for found in names.values() for n in found})
    if not every:
        return []
    flt = scoped_filter("memory", scope)
    hits = mind.store.query(
        [Arm(SPARSE, mind.sparse.query(" ".join(every)), NAMED_HITS)],
        flt,
        NAMED_HITS,
        with_dense=True,
    )
    # every name each hit writes, read in one pass per hit; an item is made only of a hit
    # that writes one
    pattern = re.compile(
        rf"(?<![\w-])(?:{'|'.join(map(re.escape, every))})(?![\w-])", re.IGNORECASE
    )
    shown = {c["id"] for c in recalled}
    seen: set[str] = set()
    later: list[tuple[Item, set[str]]] = []
    for h in hits:
        key = h.payload.get("memory_id") or h.id
        if key in seen or not h.dense:
            continue
        seen.add(key)
        written = {m.lower() for m in pattern.findall(h.payload.get("text") or "")}
        item = make_item(h.payload, key, h.dense) if written else None
        if item is not None and is_note(item):
            later.append((item, written))
    writes = {n: [c for c, written in later if n.lower() in written] for n in every}
    out: list[tuple[Item, Item]] = []
    for old in best:
        rare = [n for n in names[old["id"]] if len(writes[n]) <= RARE + 1]
        found = [
            c
            for n in rare
            for c in writes[n]
            if c["id"] not in shown and c["id"] != old["id"] and after(c, old)
        ]
        if found:
            new = max(found, key=lambda c: c["when"])
            out.append((old, new))
            shown.add(new["id"])
        if len(out) >= FOLLOW_MAX:
            break
    return out
