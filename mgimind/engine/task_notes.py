"""The notes a question about the asker's current work needs: the newest notes that say
what they are on, broke off for or went back to.

"What am I working on?" is answered by a note of the asker's own state ("- on: dark launch
of the pricing page", "me: writing migration scripts", "back to pricing page", "stopping,
Farah needs help"), written in words no fixed query lists and often days before the newest
notes, which are about anything. So the newest memories in scope (recent_context.SCANNED),
with what the word arm found, are read for such a note (TASK_NOTE), and the newest few are
shown, the detour and the return among them, so the supersession check can mark a detour
over (memory/facts/supersede_ended.py, "resumed").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Callable, Sequence

from mgimind.store.base import Hit, Point

if TYPE_CHECKING:
    from mgimind.services.mindapi import MindAPI

# A note of the writer's own work state: what they took up, broke off for or went back to
# (read in lowered text: faster than a case-blind search).
TASK_NOTE = re.compile(
    r"\b(?:working on|started on|starting on|pick(?:ed|ing)? (?:\S+ ){0,4}(?:back )?up|"
    r"back (?:to|on|with)|resum\w+|switch(?:ed|ing) (?:to|over to)|moving on to|moved on to|"
    r"continu\w+ (?:with|on)|paus\w+|stopping|detour|(?:pulled|dragged|roped|sucked) "
    r"(?:into|onto|off)|interrupted|on hold|wip|in progress|halfway through|next up|"
    r"focus(?:ing)? on|heads down on|deep in|everything else waits)\b|"
    r"^\W*(?:on|now|doing|today|wip|focus|me|current(?:ly)?)\s*:",
    re.MULTILINE,
)
SHOWN = 3  # the newest task notes shown
READ = 20  # of the task notes found, the newest stored that are made items


def task_items(
    mind: "MindAPI",
    newest: Sequence[Point],
    found: list[dict[str, Any]],
    to_items: Callable[[Sequence[Point | Hit]], list[dict[str, Any]]],
) -> list[dict[str, Any]]:
    """The newest SHOWN notes of the writer's work state among `newest` (the newest
    memories in scope, read without their vectors) and the recall items `found`, newest
    first ([] when none). `to_items` makes recall items of points (none already taken)."""
    ids = [p.id for p in newest if TASK_NOTE.search(str(p.payload.get("text") or "").lower())]
    pool = [c for c in found if TASK_NOTE.search(c["text"].lower())]
    # the vectors (for the supersession check's nearness) of the newest read, not of all
    pool += to_items(mind.store.retrieve(ids[:READ], with_vectors=True) if ids else [])
    pool.sort(key=lambda c: str(c.get("when") or ""), reverse=True)
    return pool[:SHOWN]
