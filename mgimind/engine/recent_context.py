"""Recent context beside the ranked hits: what a question about the current state needs
even when its words match nothing stored.

"What am I in the middle of right now?" or "which loose ends did I promise?" shares no
word with the note that answers it ("Switching to MAR-989 ..."); ranking alone returns
nothing or an older note. So, when the question asks about the state as it is now (or
the store is small enough that its newest notes are most of it), the newest few memories
in scope are added after the ranked hits, clipped, each saying when it happened, and the
supersession check runs over them as over the hits. An unrelated prompt still gets
nothing: recent context comes only with a ranked hit, or with a question about the
person's own current state ("what am I ...", "my ...", "we ...").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from mgimind.engine.visibility import scoped_filter
from mgimind.store.base import Eq

if TYPE_CHECKING:
    from mgimind.engine.mindapi import MindAPI

# A question about what holds now, what is in progress or what is owed.
ONGOING_CUE = re.compile(
    r"\b(?:now|nowadays|current|currently|still|latest|at the moment|these days|lately|"
    r"in the middle of|working on|get back to|pick up|resume|next|today|this week|"
    r"promised|owe|loose ends|to do|todo|pending|open items|left to)\b",
    re.IGNORECASE,
)
# The question is about the asker's own affairs, not the world.
PERSONAL = re.compile(r"\b(?:i|i'm|i've|my|me|we|we're|our|us)\b", re.IGNORECASE)
RECENT_ITEMS = 3  # the newest memories added beside the hits
SMALL_STORE = 12  # at most this many memories in scope: the newest are most of the store
RECENT_CHARS = 240  # each added memory, at most
SCROLLED = 30  # newest by storage, re-sorted by when each happened


def wanted(query: str, history: bool) -> bool:
    """The question asks about the state now (and not about the past)."""
    return not history and bool(ONGOING_CUE.search(query))


def recent_items(
    mind: "MindAPI",
    query: str,
    scope: list[str] | None,
    relevant: list[dict[str, Any]],
    make_item,
    *,
    history: bool,
) -> list[dict[str, Any]]:
    """The newest memories in scope to add after `relevant` (none already in it), or []."""
    state = wanted(query, history)
    flt = scoped_filter("memory", scope, "current", Eq("chunk", 0))
    points = mind.store.scroll(flt, limit=SCROLLED, order_by="created_ts", descending=True)
    small = len(points) <= SMALL_STORE
    if not (state or (small and relevant)):
        return []
    if not relevant and not (state and PERSONAL.search(query)):
        return []
    shown = {c["id"] for c in relevant}
    floor = min((c["score"] for c in relevant), default=0.0)
    out = []
    for p in points:
        key = p.payload.get("memory_id") or p.id
        if key in shown:
            continue
        item = make_item(p.payload, key)
        if item is None:
            continue
        item["text"] = item["text"][: RECENT_CHARS * 2]  # the pack clips at a word
        item["recent"] = True
        out.append(item)
    out.sort(key=lambda c: c.get("when") or "", reverse=True)
    out = out[:RECENT_ITEMS]
    for rank, item in enumerate(out):  # after every ranked hit, newest first
        item["score"] = floor - 0.01 * (rank + 1)
    return out
