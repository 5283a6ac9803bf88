"""Pydantic models at the facts API boundary (the daemon serializes these)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

Cardinality = Literal["multi", "single", "temporal-single"]
CARDINALITIES: tuple[str, ...] = ("multi", "single", "temporal-single")


class InvalidationProposal(BaseModel):
    """An agent's word that a fact a person stands behind is wrong: it waits for the
    person (`mgimind fact invalidate ID` accepts it, `mgimind fact confirm ID` declines)."""

    by: str  # the agent that proposed it
    reason: str | None = None
    at: str  # record time


class Fact(BaseModel):
    """One version of a fact. `id` names the fact across its versions (a closed world
    interval or a restore writes a new version under the same id)."""

    id: str
    subject: str
    predicate: str
    object: str
    library: str
    status: str
    valid_from: str | None = None  # world time: when it started to hold (None: unknown)
    valid_to: str | None = None  # world time: when it stopped holding (None: still holds)
    recorded_at: str  # record time: when the store started to believe this version
    retired_at: str | None = None  # record time: when it stopped believing it
    source: str | None = None
    author: str | None = None
    session: str | None = None
    text: str  # "subject predicate object", what gets embedded
    version: int = 1
    cardinality: Cardinality = "multi"
    source_kind: str = "agent"  # person, agent or transcript: the source's trust class
    confirmations: int = 1  # distinct acting identities that asserted it
    assertions: int = 1  # every assertion, repeats included
    rejected_attempts: int = 0  # re-assertions refused while it was a tombstone
    human_confirmed: bool = False
    confirmed_by: str | None = None
    based_on: list[str] = []
    rivals: list[str] = []  # the facts it is contested with
    retired_by: str | None = None  # the winning fact's id, or the actor who invalidated it
    retire_reason: str | None = None
    restored_from: int | None = None  # the version a restore revived
    overrides: list[str] = []  # tombstones of other libraries a person set this over
    # Re-tests against later evidence (facts/retest.py): how sure the store is of it now
    # (0.05..0.99), when something last said the same value, when it was last re-tested,
    # and how often later evidence doubted it.
    confidence: float = 0.75
    last_confirmed_at: str | None = None
    retested_at: str | None = None
    doubts: int = 0
    # Agents' invalidations of a fact a person stands behind, waiting for the person.
    invalidation_proposals: list[InvalidationProposal] = []


class FactVerdict(BaseModel):
    """What an assertion did: recorded, confirmed, won (incumbents retired), contested
    (both visible, flagged for review) or rejected."""

    verdict: Literal["recorded", "confirmed", "won", "contested", "rejected"]
    id: str
    fact: Fact
    reason: str
    retired: list[str] = []  # incumbents this assertion defeated
    rivals: list[str] = []  # facts it is now contested with
    closed: list[str] = []  # facts whose world interval it closed (temporal-single)
    weight: float | None = None  # the challenger's, when there was a duel
    entrenchment: float | None = None  # the strongest incumbent's, when there was a duel


class FactHit(BaseModel):
    fact: Fact
    similarity: float  # dense cosine, comparable across queries
    score: float  # fused rank score


class Predicate(BaseModel):
    name: str
    cardinality: Cardinality
    description: str = ""
    registered_at: str
    registered_by: str | None = None
