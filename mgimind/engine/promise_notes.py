"""The notes a promise question needs: the promises to people, and the later notes that
end them.

"What do I still owe people?" is answered by notes sharing none of its words ("will lend
Ines my spare monitor", "Leila is waiting for my load numbers"), and the note that ended a
promise ("Rafael got it, sorted") shares none of the promise's. Word and meaning arms find
some of them beside much else ("Flor and I agreed the mailer should log request ids"). So
the newest memories in scope (recent_context.SCANNED), with what those arms found, are
read for a promise to a named person (memory/facts/supersede_promise.py, PROMISE_NOTE):
the promises still open are shown newest first, and after them the later notes that ended
the others (rule 8, "done"), so that an ended promise the ranking found is marked and left
out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Sequence

from mgimind.memory.facts.supersede_promise import may_promise_or_end, promises, released
from mgimind.store.base import Hit, Point

if TYPE_CHECKING:
    from mgimind.services.mindapi import MindAPI

SHOWN_PROMISES = 8  # open promises, at most, newest first
SHOWN_ENDINGS = 4  # the notes that ended the others, at most, newest first


def promise_items(
    mind: "MindAPI",
    newest: Sequence[Point],
    found: list[dict[str, Any]],
    to_items: Callable[[Sequence[Point | Hit]], list[dict[str, Any]]],
) -> list[dict[str, Any]]:
    """The promises to people still open among `newest` (the newest memories in scope, read
    without their vectors) and the recall items `found`, newest first, then the notes that
    ended the others (a ranked hit holding an ended promise is marked by its ending beside
    it); [] when none is a promise. `to_items` makes recall items of points (none already
    taken)."""
    read = [p.id for p in newest if may_promise_or_end(str(p.payload.get("text") or ""))]
    # the vectors (for the supersession check's nearness) of the few read, not of all
    read_items = to_items(mind.store.retrieve(read, with_vectors=True) if read else [])
    pool = sorted(found + read_items, key=_when, reverse=True)
    made = [c for c in pool if promises(c["text"])]
    if not made:
        return []
    endings: list[dict[str, Any]] = []
    still: list[dict[str, Any]] = []
    for m in made:
        ended = [c for c in pool if _when(c) > _when(m) and released(m["text"], c["text"])]
        if not ended:
            still.append(m)
        elif not any(e is ended[0] for e in endings):
            endings.append(ended[0])  # the first to end it, once
    return still[:SHOWN_PROMISES] + endings[:SHOWN_ENDINGS]


def _when(c: dict[str, Any]) -> str:
    return str(c.get("when") or "")
