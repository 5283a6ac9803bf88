"""The duel scenarios of docs/belief.md, one test per table row (same numbering).

Trust: person 3 (actor cli:/person:), agent 2, transcript 1 (actor or source harvest*/
transcript*). d = challenger weight - incumbent entrenchment; won if d >= 0, contested if
-1 <= d < 0, rejected below. The duel rule does not depend on the store, so these run
on the embedded backend only (test_facts.py runs the must-hold checks on both).
"""

from __future__ import annotations

import time

import pytest

from mgimind.memory.facts.statuses import BELIEVED, CONTESTED, REJECTED, SUPERSEDED

PERSON, AGENT, AGENT2, AGENT3, TRANSCRIPT = (
    "cli:pat",
    "agent:a",
    "agent:b",
    "agent:c",
    "harvester:transcripts",
)


@pytest.fixture
def backend_kind():
    return "edge"


@pytest.fixture
def who(make_mind):
    """who(actor) -> the Facts service acting as that identity (views of one Mind)."""
    mind = make_mind(actor=AGENT)
    mind.facts.register_predicate("db", "single")
    mind.facts.register_predicate("tag", "multi")
    mind.facts.register_predicate("city", "temporal-single")
    return lambda actor: mind.as_identity(actor).facts


def current(facts, subject="s", predicate="db"):
    return sorted(f.object for f in facts.query(subject, predicate))


def test_01_first_value_is_recorded(who):
    v = who(AGENT).add("s", "db", "postgres")
    assert v.verdict == "recorded" and current(who(AGENT)) == ["postgres"]


def test_02_repeat_from_same_source_adds_no_evidence(who):
    first = who(AGENT).add("s", "db", "postgres")
    again = who(AGENT).add("s", "db", "Postgres")  # case and spacing do not matter
    assert again.verdict == "confirmed" and again.id == first.id
    assert again.fact.confirmations == 1 and again.fact.assertions == 2


def test_03_another_identity_confirms_a_claimed_session_or_source_does_not(who):
    who(AGENT).add("s", "db", "postgres")
    assert who(AGENT2).add("s", "db", "postgres").fact.confirmations == 2
    again = who(AGENT).add("s", "db", "postgres", session="later", source="elsewhere")
    assert again.verdict == "confirmed" and again.fact.confirmations == 2
    assert again.fact.assertions == 3


def test_04_agent_replaces_young_single_source_agent_fact(who):
    old = who(AGENT).add("s", "db", "postgres")
    v = who(AGENT2).add("s", "db", "mysql")
    assert (v.verdict, v.weight, v.entrenchment) == ("won", 2.0, 2.0)
    assert current(who(AGENT)) == ["mysql"] and who(AGENT).get(old.id).status == SUPERSEDED


def test_05_person_replaces_agent_fact(who):
    who(AGENT).add("s", "db", "postgres")
    v = who(PERSON).add("s", "db", "mysql")
    assert v.verdict == "won" and current(who(AGENT)) == ["mysql"]


def test_06_transcript_against_agent_fact_is_contested(who):
    old = who(AGENT).add("s", "db", "postgres")
    v = who(TRANSCRIPT).add("s", "db", "mysql")
    assert v.verdict == "contested" and v.rivals == [old.id]
    assert current(who(AGENT)) == ["mysql", "postgres"]
    assert {f.id for f in who(AGENT).contested()} == {old.id, v.id}


def test_07_agent_against_person_fact_is_contested(who):
    who(PERSON).add("s", "db", "postgres")
    v = who(AGENT).add("s", "db", "mysql")
    assert (v.verdict, v.weight, v.entrenchment) == ("contested", 2.0, 3.0)


def test_08_transcript_against_person_fact_is_rejected(who):
    who(PERSON).add("s", "db", "postgres")
    v = who(TRANSCRIPT).add("s", "db", "mysql")
    assert v.verdict == "rejected" and v.fact.status == REJECTED
    assert current(who(AGENT)) == ["postgres"]
    assert v.fact.retired_at == v.fact.recorded_at  # never believed


def test_09_agent_against_three_source_fact_is_rejected(who):
    for actor in (AGENT, AGENT2, AGENT3):
        who(actor).add("s", "db", "postgres")
    v = who("agent:d").add("s", "db", "mysql")
    assert (v.verdict, v.entrenchment) == ("rejected", 4.0)
    assert current(who(AGENT)) == ["postgres"]


def test_10_person_against_three_source_fact_is_contested(who):
    for actor in (AGENT, AGENT2, AGENT3):
        who(actor).add("s", "db", "postgres")
    v = who(PERSON).add("s", "db", "mysql")
    assert v.verdict == "contested" and current(who(AGENT)) == ["mysql", "postgres"]


def test_11_human_confirmed_fact_rejects_a_person_challenge(who):
    fact = who(AGENT).add("s", "db", "postgres")
    who(PERSON).confirm(fact.id)
    v = who("cli:someone-else").add("s", "db", "mysql")
    assert (v.verdict, v.entrenchment) == ("rejected", 6.0)
    assert current(who(AGENT)) == ["postgres"]


def test_12_a_dependant_entrenches_its_fact(who):
    base = who(AGENT).add("s", "db", "postgres")
    who(AGENT).add("s", "tag", "uses-jsonb", based_on=[base.id])
    v = who(AGENT2).add("s", "db", "mysql")
    assert (v.verdict, v.entrenchment) == ("contested", 3.0)
    # Positive control: without the dependant the same challenge wins (row 4).
    who(AGENT).add("t", "db", "postgres")
    assert who(AGENT2).add("t", "db", "mysql").verdict == "won"


def test_13_age_entrenches_a_fact(who):
    old = who(AGENT)
    old.axes.clock = lambda: time.time() - 60 * 86400  # recorded 60 days ago
    old.add("s", "db", "postgres")
    v = who(AGENT2).add("s", "db", "mysql")
    assert (v.verdict, v.entrenchment) == ("contested", 3.0)


def test_14_reasserting_a_defeated_value_is_rejected_no_ping_pong(who):
    loser = who(AGENT).add("s", "db", "postgres")
    winner = who(AGENT2).add("s", "db", "mysql")
    for actor in (AGENT, AGENT, AGENT3):
        v = who(actor).add("s", "db", "postgres")
        assert v.verdict == "rejected" and v.id == loser.id
    assert current(who(AGENT)) == ["mysql"]
    assert who(AGENT).get(winner.id).status == BELIEVED
    assert who(AGENT).get(loser.id).rejected_attempts == 3


def test_15_invalidated_value_stays_rejected_until_restored(who):
    fact = who(AGENT).add("s", "db", "postgres")
    who(PERSON).invalidate(fact.id)
    assert who(PERSON).add("s", "db", "postgres").verdict == "rejected"
    assert current(who(AGENT)) == []
    who(PERSON).restore(fact.id)
    assert current(who(AGENT)) == ["postgres"]


def test_16_restore_of_a_defeated_value_retires_its_rival(who):
    loser = who(AGENT).add("s", "db", "postgres")
    winner = who(AGENT2).add("s", "db", "mysql")
    v = who(PERSON).restore(loser.id)
    assert v.verdict == "won" and v.retired == [winner.id]
    assert current(who(AGENT)) == ["postgres"]


def test_17_agents_confirming_never_decide_against_a_person(who):
    incumbent = who(PERSON).add("s", "db", "postgres")
    challenger = who(AGENT).add("s", "db", "mysql")
    assert challenger.verdict == "contested"
    v = who(AGENT2).add("s", "db", "mysql")  # weighs 3 vs 3, but no person behind it
    assert v.verdict == "confirmed" and v.retired == []
    assert current(who(AGENT)) == ["mysql", "postgres"]
    assert {f.id for f in who(AGENT).contested()} == {incumbent.id, challenger.id}
    # Positive control: between agents, the same independent confirmation decides.
    old = who(AGENT).add("t", "db", "postgres")
    assert who(TRANSCRIPT).add("t", "db", "mysql").verdict == "contested"
    v = who(AGENT2).add("t", "db", "mysql")
    assert v.verdict == "won" and v.retired == [old.id]
    assert current(who(AGENT), subject="t") == ["mysql"]


def test_18_human_confirmation_decides_a_contest(who):
    incumbent = who(AGENT).add("s", "db", "postgres")
    challenger = who(TRANSCRIPT).add("s", "db", "mysql")
    v = who(PERSON).confirm(incumbent.id)
    assert v.verdict == "won" and v.retired == [challenger.id]
    assert current(who(AGENT)) == ["postgres"] and who(AGENT).contested() == []


def test_19_invalidating_one_side_of_a_contest_settles_the_other(who):
    incumbent = who(AGENT).add("s", "db", "postgres")
    challenger = who(TRANSCRIPT).add("s", "db", "mysql")
    who(PERSON).invalidate(challenger.id)
    assert who(AGENT).get(incumbent.id).status == BELIEVED
    assert current(who(AGENT)) == ["postgres"]


def test_20_multi_values_coexist(who):
    who(AGENT).add("s", "tag", "fast")
    v = who(AGENT2).add("s", "tag", "cheap")
    assert v.verdict == "recorded" and current(who(AGENT), predicate="tag") == ["cheap", "fast"]


def test_21_temporal_succession_closes_the_previous_interval(who):
    berlin = who(AGENT).add("s", "city", "Berlin", valid_from="2020")
    v = who(TRANSCRIPT).add("s", "city", "Munich", valid_from="2024")
    assert v.verdict == "recorded" and v.closed == [berlin.id]  # a change, not a contradiction
    assert current(who(AGENT), predicate="city") == ["Munich"]
    assert [f.object for f in who(AGENT).query("s", "city", as_of="2022")] == ["Berlin"]


def test_22_temporal_same_start_is_a_duel(who):
    who(AGENT).add("s", "city", "Berlin", valid_from="2020")
    v = who(PERSON).add("s", "city", "Hamburg", valid_from="2020")
    assert v.verdict == "won"
    assert [f.object for f in who(AGENT).query("s", "city", as_of="2022")] == ["Hamburg"]


def test_23_temporal_overlap_with_an_asserted_end_is_a_duel(who):
    who(PERSON).add("s", "city", "Berlin", valid_from="2020", valid_to="2026")
    v = who(AGENT).add("s", "city", "Munich", valid_from="2024")
    assert v.verdict == "contested"
    assert sorted(f.object for f in who(AGENT).query("s", "city", as_of="2025")) == [
        "Berlin",
        "Munich",
    ]


def test_24_undated_claim_duels_the_value_in_force_now(who):
    who(AGENT).add("s", "city", "Berlin", valid_from="2020")
    v = who(TRANSCRIPT).add("s", "city", "Paris")
    assert v.verdict == "contested"


def test_25_future_value_is_recorded_but_not_current(who):
    who(AGENT).add("s", "city", "Berlin", valid_from="2020")
    v = who(AGENT).add("s", "city", "Lisbon", valid_from="2099")
    assert v.verdict == "recorded" and current(who(AGENT), predicate="city") == ["Berlin"]


def test_26_contested_then_weaker_side_rejected_by_new_evidence(who):
    incumbent = who(AGENT).add("s", "db", "postgres")
    challenger = who(TRANSCRIPT).add("s", "db", "mysql")
    v = who(AGENT2).add("s", "db", "postgres")  # the incumbent gains an independent source
    assert v.verdict == "won" and v.retired == [challenger.id]
    assert who(AGENT).get(challenger.id).status == REJECTED
    assert current(who(AGENT)) == ["postgres"] and who(AGENT).get(incumbent.id).status == BELIEVED


def test_contested_status_is_visible_in_the_current_view(who):
    who(AGENT).add("s", "db", "postgres")
    who(TRANSCRIPT).add("s", "db", "mysql")
    assert {f.status for f in who(AGENT).query("s", "db")} == {CONTESTED}
