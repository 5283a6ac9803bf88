"""The duel rule: a challenger's weight against an incumbent's entrenchment.

Pure functions over data that ordinary operations write (docs/belief.md has the table
of scenarios; each row is a test in tests/test_facts_duel.py):

- source trust, from who asserted it: a person 3 > an agent 2 > a harvested transcript 1;
- independent confirmations: re-assertions by distinct acting identities (the actor the
  door bound, never a session or source the caller names) each add half their trust
  (capped); a repeat by the same identity adds nothing;
- human confirmation (`mgimind fact confirm`): +4;
- dependants (live facts recorded `based_on` this one): +1 each, at most +2;
- age: +1 once a fact has stood for 30 days.

The challenger wins when its weight reaches the incumbent's entrenchment (new information
beats an unentrenched belief); within one point below, both stay visible as contested
and wait for review; further below, the challenger is rejected. Recency alone never
revives a loser: a defeated value is a tombstone (see axis.py).

A person's word is decided by the person: where one side of a duel has a person behind
it (a person asserted or confirmed it) and the other has not, the side without a person
can at most make a contest. Agent names are claims (any same-user process can send any
agent name), so no count of them may retire a person's value or bury a person's claim.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

SourceKind = Literal["person", "agent", "transcript"]
DuelVerdict = Literal["won", "contested", "rejected"]

TRUST: dict[str, float] = {"person": 3.0, "agent": 2.0, "transcript": 1.0}
CONFIRMATION_SHARE = 0.5  # an independent confirmation adds this share of its trust
CONFIRMATION_CAP = 4.0
HUMAN_CONFIRMATION = 4.0
DEPENDANT = 1.0
DEPENDANT_CAP = 2.0
SETTLED_AFTER_DAYS = 30
AGE_BONUS = 1.0
CONTEST_BAND = 1.0  # a challenger this close below the incumbent makes a contest

# Trust comes from the acting identity, which the surface sets (the CLI user, an HTTP
# token, the daemon, the harvester); a declared source can only lower it, never raise it.
PERSON_ACTORS = ("cli:", "person:", "human:", "user:")
TRANSCRIPT_MARKERS = ("harvest", "transcript")


def source_kind(actor: str | None, source: str | None = None) -> SourceKind:
    """Classify an assertion's origin: person, agent or transcript."""
    actor = (actor or "").lower()
    source = (source or "").lower()
    if actor.startswith(TRANSCRIPT_MARKERS) or source.startswith(TRANSCRIPT_MARKERS):
        return "transcript"
    if actor.startswith(PERSON_ACTORS):
        return "person"
    return "agent"


@dataclass(frozen=True)
class Evidence:
    """What stands behind one fact: its distinct assertions and what else leans on it."""

    assertions: tuple[tuple[str, str], ...]  # distinct (independence key, source kind)
    first_recorded_ts: float
    human_confirmed: bool = False
    dependants: int = 0

    @property
    def person_backed(self) -> bool:
        """A person asserted this value or confirmed it."""
        return self.human_confirmed or any(kind == "person" for _, kind in self.assertions)


@dataclass(frozen=True)
class Duel:
    verdict: DuelVerdict
    weight: float  # the challenger's
    entrenchment: float  # the incumbent's


def support(evidence: Evidence) -> float:
    """Strongest source's trust plus a capped share of every other independent one."""
    trusts = sorted((TRUST[kind] for _, kind in evidence.assertions), reverse=True)
    if not trusts:
        return 0.0
    return trusts[0] + min(CONFIRMATION_CAP, CONFIRMATION_SHARE * sum(trusts[1:]))


def weight(challenger: Evidence) -> float:
    """How hard a claim pushes against a rival."""
    return support(challenger) + (HUMAN_CONFIRMATION if challenger.human_confirmed else 0.0)


def entrenchment(incumbent: Evidence, now_ts: float) -> float:
    """How hard a held belief is to dislodge."""
    value = weight(incumbent)
    value += min(DEPENDANT_CAP, DEPENDANT * incumbent.dependants)
    if now_ts - incumbent.first_recorded_ts >= SETTLED_AFTER_DAYS * 86400:
        value += AGE_BONUS
    return value


def duel(challenger: Evidence, incumbents: list[Evidence], now_ts: float) -> Duel:
    """Judge a challenger against the strongest of the incumbents it contradicts. Where
    only one side has a person behind it, the other side gets at most a contest."""
    w = weight(challenger)
    e = max(entrenchment(i, now_ts) for i in incumbents)
    if w >= e:
        verdict: DuelVerdict = "won"
    elif w >= e - CONTEST_BAND:
        verdict = "contested"
    else:
        verdict = "rejected"
    person_incumbent = any(i.person_backed for i in incumbents)
    if verdict == "won" and person_incumbent and not challenger.person_backed:
        verdict = "contested"  # agents never retire a person's value: the person decides
    if verdict == "rejected" and challenger.person_backed and not person_incumbent:
        verdict = "contested"  # nor do they bury a person's claim unheard
    return Duel(verdict, w, e)


# Confidence (the re-test's number, separate from the duel): where it starts, by who
# asserted a fact, and how much a piece of evidence counts, by who recorded it.
START_CONFIDENCE: dict[str, float] = {"person": 0.9, "agent": 0.75, "transcript": 0.55}
HUMAN_CONFIDENCE = 0.95
EVIDENCE_TRUST: dict[str, float] = {"person": 1.0, "agent": 0.8, "transcript": 0.6}


def confidence_of(payload: dict) -> float:
    """A fact version's confidence: as re-tests left it, else where its source starts it."""
    value = payload.get("confidence")
    if value is not None:
        return float(value)
    if payload.get("human_confirmed"):
        return HUMAN_CONFIDENCE
    return START_CONFIDENCE.get(payload.get("source_kind", "agent"), 0.75)


DOUBT_SHARE = 0.5  # a contradiction of weight w multiplies confidence by 1 - 0.5 w
CONFIRM_SHARE = 0.3  # a confirmation of weight w moves it 0.3 w of the way to 1
CONFIDENCE_FLOOR, CONFIDENCE_CEILING = 0.05, 0.99


def lowered(confidence: float, weight: float) -> float:
    return round(max(CONFIDENCE_FLOOR, confidence * (1 - DOUBT_SHARE * weight)), 4)


def raised(confidence: float, weight: float) -> float:
    gain = (1 - confidence) * CONFIRM_SHARE * weight
    return round(min(CONFIDENCE_CEILING, confidence + gain), 4)
