"""Facts in the per-prompt recall and in the session briefing (the fact kind's recall
adapter and briefing section, default_plugins/kinds.py): the current view only."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from mgimind.memory.authorship import shown_source
from mgimind.memory.facts import records as rec
from mgimind.memory.facts.model import Fact
from mgimind.memory.facts.statuses import CONTESTED
from mgimind.security.actors import claims_person
from mgimind.text.framing import clip, day, header, quote

if TYPE_CHECKING:
    from mgimind.memory.kinds import SectionContext
    from mgimind.services.mindapi import MindAPI

FACT_CANDIDATES = 10
CONTESTED_NOTE = "contested, awaiting review"


def recall_candidates(mind: "MindAPI", query: str, scope: list[str] | None) -> list[dict]:
    """Facts in the per-prompt recall: current facts only (the facts engine's search
    reads its current view)."""
    hits = mind.facts.search(query, libraries=scope, limit=FACT_CANDIDATES)
    disputed = disputes([hit.fact for hit in hits])
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
            "disputes": disputed.get(hit.fact.id),
        }
        for hit in hits
    ]


def disputes(facts: list[Fact]) -> dict[str, str]:
    """fact id -> what it disputes, for each agent's value of a relation the person holds
    one value of, among `facts`. Recall says where two disagree the later one holds; an
    agent's value recorded later, in another library (no duel there) or under the
    predicate respelled ('deploy-host' for 'deploy_host', where the duel does not meet
    it), would then read as replacing the person's. Marked, it reads as what it is."""
    held = {_relation(f): f for f in facts if _persons(f) and f.cardinality != "multi"}
    out = {}
    for f in facts:
        theirs = held.get(_relation(f))
        if theirs is None or _persons(f):
            continue
        if rec.normalize_key(f.object) != rec.normalize_key(theirs.object):
            out[f.id] = f"the person's value {clip(theirs.object, 60)}, which holds"
    return out


def _persons(fact: Fact) -> bool:
    """The person asserted it or confirmed it."""
    return claims_person(fact.author) or fact.human_confirmed


def _relation(fact: Fact) -> tuple[str, str]:
    """A subject and predicate as a reader takes them: folded, the predicate's
    separators ignored."""
    return rec.normalize_key(fact.subject), re.sub(r"[\W_]+", "", fact.predicate.lower())


# --- in the session briefing (the fact kind's section, default_plugins/kinds.py) ------

BRIEFING_CHARS = 1200  # one fact shown in the briefing, at most


def briefing_section(ctx: SectionContext) -> list[str]:
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
    disputed = disputes(current)
    return [
        quote(
            header(
                "fact",
                day(f.recorded_at),
                fact_source(f),
                **fact_flags(f, now_ts, stale_after),
                disputes=disputed.get(f.id),
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
