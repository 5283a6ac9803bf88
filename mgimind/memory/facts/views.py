"""Facts in the per-prompt recall and in the session briefing (the fact kind's recall
adapter and briefing section, default_plugins/kinds.py): the current view only."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mgimind.memory.authorship import shown_source
from mgimind.memory.facts import records as rec
from mgimind.memory.facts.model import Fact
from mgimind.memory.facts.statuses import CONTESTED
from mgimind.text.framing import clip, day, header, quote

if TYPE_CHECKING:
    from mgimind.services.mindapi import MindAPI

FACT_CANDIDATES = 10
CONTESTED_NOTE = "contested, awaiting review"


def recall_candidates(mind: "MindAPI", query: str, scope: list[str] | None) -> list[dict]:
    """Facts in the per-prompt recall: current facts only (the facts engine's search
    reads its current view)."""
    return [
        {
            "kind": "fact",
            "id": hit.fact.id,
            "library": hit.fact.library,
            "similarity": hit.similarity,
            "score": hit.similarity,
            "text": hit.fact.text,
            "date": day(hit.fact.recorded_at),
            "source": fact_source(hit.fact),
            # A challenger beside the current value says so, whatever its date.
            "status": CONTESTED_NOTE if hit.fact.status == CONTESTED else None,
        }
        for hit in mind.facts.search(query, libraries=scope, limit=FACT_CANDIDATES)
    ]


# --- in the session briefing (the fact kind's section, default_plugins/kinds.py) ------

BRIEFING_CHARS = 1200  # one fact shown in the briefing, at most


def briefing_section(ctx) -> list[str]:
    """Current facts (the facts engine's current view: visible status, valid now, not
    retired), newest first. A fact in a contest says so, and so does one that later
    evidence doubted (confidence below 0.5) or that nothing has confirmed for
    `facts.stale_days`: the model reads it as possibly outdated."""
    if ctx.libraries == []:
        return []
    current = ctx.mind.facts.query(libraries=ctx.libraries)
    current = sorted(current, key=lambda f: f.recorded_at or "", reverse=True)
    now_ts = ctx.now.timestamp()
    stale_after = ctx.mind.config.facts.stale_days
    return [
        quote(
            header(
                "fact",
                day(f.recorded_at),
                fact_source(f),
                **fact_flags(f, now_ts, stale_after),
            ),
            clip(f.text, BRIEFING_CHARS),
        )
        for f in current
    ]


def fact_source(fact: Fact) -> str | None:
    """The source a fact's header shows: the one it states, unless that names a person
    who did not assert it (an agent's `source: cli:alice`); then its real author."""
    return shown_source({"author": fact.author, "source": fact.source})


def fact_flags(fact: Fact, now_ts: float, stale_after: float) -> dict[str, str]:
    """What a reader should know before trusting a fact: contested, doubted, its age."""
    flags = {}
    if fact.status == CONTESTED:
        flags["status"] = CONTESTED_NOTE
    if fact.confidence < 0.5:
        flags["confidence"] = f"{fact.confidence:.2f}, doubted by later evidence"
    age = rec.age_days(fact, now_ts)
    if age >= stale_after:
        flags["age"] = f"not confirmed for {int(age)} days"
    return flags
