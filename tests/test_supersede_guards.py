"""A later note about a rival thing, or about a change not made, supersedes nothing; the
same change on the same thing still does (each case carries its positive control). Then
updates the rules used to miss: an amount of money, a time zone taken back, a correction
whose other sentence names the thing, a plan shelved, a fault repaired."""

from __future__ import annotations

import pytest

from mgimind.memory.facts.supersede import supersedes
from mgimind.memory.facts.supersede_near import restated_with_new_value


@pytest.mark.parametrize(
    "older, rival, same_thing",
    [
        (  # another environment's secret
            "ORDERS_DB_PASSWORD for prod lives in kv/orders/prod, rotated quarterly",
            "kv/orders/staging rotated today, new creds pushed to staging pods",
            "ORDERS_DB_PASSWORD for prod moved to kv/payments/prod",
        ),
        (  # a sibling service
            "export-gateway: cpu 1000m, mem 4Gi, replicas 2, hpa target 65%",
            "changed the ingest-gateway hpa target to 55%, it was scaling too late",
            "changed the export-gateway hpa target to 55%, it was scaling too late",
        ),
        (  # someone else's appointment
            "Osteo appointment: Thu 16 Jan 10:20 with Ines at Fairmead Clinic",
            "Partner's osteo moved to Fri 17 Jan 09:00",
            "Osteo moved to Fri 17 Jan 09:00",
        ),
        (  # a change built but not made
            "search-api pinned to v4.12.3 in prod",
            "search-api v4.12.4 hotfix built, waiting for CAB Thursday, not deployed",
            "search-api now on v4.12.4 in prod",
        ),
    ],
)
def test_a_rival_thing_or_a_change_not_made_supersedes_nothing(older, rival, same_thing):
    assert supersedes(older, rival) is None
    assert restated_with_new_value(older, rival, 0.7) is None
    assert supersedes(older, same_thing) is not None


def test_a_wish_leaves_the_clauses_before_it_standing():
    """ "Tobiah wants volatile-lru there too, no decision yet" changes nothing; the clauses
    before a wish still state ("Standup moved to 10:00" is said, "Ola wants it back in
    room Aspen" only wished)."""
    older = "redis-sessions: maxmemory 4gb, eviction allkeys-lru"
    assert supersedes(older, "redis-sessions: Tobiah wants volatile-lru, no decision yet") is None
    older = "Standup is at 9:30 in room Birch"
    newer = "Standup moved to 10:00, and Ola wants it back in room Aspen"
    found = supersedes(older, newer)
    assert found is not None and found.value == "9:30 -> 10:00"


def test_a_request_granted_states_the_change():
    """ "asked for" is a wish until something says it was granted, in the sentence or the
    note's next one."""
    older = "FYI Loki retention for rivet: 68-day window."
    granted = "From standup: Compliance asked for a 67-day log window on rivet; applied."
    assert supersedes(older, granted) is not None
    wished = "From standup: Compliance asked for a 67-day log window on rivet."
    assert supersedes(older, wished) is None
    older = "Ship date for granite: November 22."
    assert supersedes(older, "The customer asked for more time, so granite lands November 15.")


def test_another_environment_is_no_rival_when_the_earlier_speaks_for_it():
    older = "You can restart pods in the staging namespace, read-only everywhere else."
    newer = "prod namespace restarts are now OK for you too, Kamal signed off"
    assert restated_with_new_value(older, newer, 0.5) is not None
    # Control: the same permission said of staging alone is another environment's.
    alone = "You can restart pods in the staging namespace."
    assert restated_with_new_value(alone, newer, 0.5) is None


def test_a_shops_name_is_no_one_elses_thing():
    """ "Gruber's Tyres put a plug in the left rear" is about my tyre; "Partner's osteo" is
    about someone else's appointment."""
    older = "Left rear tyre has a slow puncture, pumping it up on Dunmore Rd every 3 days"
    assert supersedes(older, "Gruber's Tyres put a plug in the left rear, held all week")
    older = "Osteo appointment: Thu 16 Jan 10:20 with Ines at Fairmead Clinic"
    assert supersedes(older, "Partner's osteo moved to Fri 17 Jan 09:00") is None


def test_a_tool_swapped_for_a_sibling_named_after_a_link_word_still_replaces_it():
    """ "it's conf/crawl" names the new value after a link; "Partner's" opens on someone
    else's thing, "it's" on no one's."""
    older = "Config for the crawler lives in conf/crawler.yaml"
    assert restated_with_new_value(older, "typo before, it's conf/crawl.toml", 0.5) is not None


@pytest.mark.parametrize(
    "older, newer, rule",
    [
        (  # an amount of money, the source's name in the label
            "Joined Ironwell gym, £34/month, off-peak, direct debit on the 1st",
            "Ironwell email: Dear member, your fee has changed: from 1 Feb it is £39.50 per "
            "month due to rising energy costs",
            "other-value-changed",
        ),
        (  # a time zone said never to have been right
            "Prod deploy window: weekdays 14:00-16:00 UTC, not Fridays",
            "Lorcan: the deploy window is actually 14:00-16:00 CET, the wiki had it wrong, "
            "UTC was never right",
            "retracted",
        ),
        (  # the correction's other sentence names the thing
            "Nan's ginger loaf: 175g golden syrup, 2 tsp ground ginger, 160C for 50 min",
            "copied it wrong, her card says 150C fan. the 50 min is right",
            "other-value-changed",
        ),
        (  # a migration shelved ("migrate" and "migration" one stem)
            "Plan: migrate CI from Jenkins to Runwell in Q1, Ravi drafting the RFC",
            "Budget review: Runwell migration shelved for this year, we tune the Jenkins agents",
            "cancelled",
        ),
        (  # a review of a proposal (a noun, no hedge) withdrawn
            "Architecture review for the event sourcing proposal, Thu 11:00, room Birch",
            "Pilar: pulling the event sourcing review, proposal withdrawn, we stick with CDC",
            "cancelled",
        ),
        (  # the very release called off
            "v2.14.0 final planned for Wed after soak",
            "v2.14.0 not happening: rc1 blew up on big tenants, importer goes into v2.15",
            "cancelled",
        ),
        (  # a deadline that slips
            "promised the mobile team the /v2/profile endpoint by Oct 17",
            "told Yannick /v2/profile slips to Oct 24, the auth scopes review ran long",
            "other-value-changed",
        ),
        (  # a flight number retyped with two digits swapped
            "flight to Lyon is AF1642 leaving 07:05 from T2",
            "checked the booking email again - it's AF1624 at 07:50, I'd copied the line of "
            "the return leg",
            "retracted",
        ),
        (  # a setting the tool ignores
            "to point the cli at staging export MILLRACE_ENV=stg",
            "Bogdana: fwiw the cli ignores MILLRACE_ENV since 2.0, what you want is "
            "MILLRACE_PROFILE=staging",
            "retracted",
        ),
        (  # withdrew ("knee's" is "knee is", no one else's race)
            "signed up for the Bristol half marathon, 21 sept",
            "knee's still not right, withdrew from the bristol half. got a deferral to next year",
            "cancelled",
        ),
        (  # called off in one sentence, the thing named in the other
            "Deprecating /v1/search on Nov 30, customers emailed",
            "Two enterprise accounts still on /v1/search with no path off, so sunsetting it is "
            "off the table for now; customers told to ignore the Nov 30 email",
            "cancelled",
        ),
    ],
)
def test_updates_in_other_words(older, newer, rule):
    found = supersedes(older, newer)
    assert found is not None and found.rule == rule, found


def test_another_release_called_off_leaves_this_one_standing():
    older = "v2.14.0 final planned for Wed after soak"
    assert supersedes(older, "v2.14.1 cancelled, nothing in it") is None
    assert supersedes(older, "v2.14.0 cancelled, nothing in it") is not None


def test_two_tickets_with_swapped_digits_are_two_tickets():
    older = "PLAT-2207: pin the builder image"
    assert supersedes(older, "PLAT-2270 opened for the flaky login test") is None
    found = supersedes("flight to Lyon is AF1642", "it's AF1624, I'd copied the return leg")
    assert found is not None and found.value == "AF1642 -> AF1624"


def test_a_fault_repaired_ends_the_workaround():
    older = "Car's passenger door only opens from inside, press the fob twice and reach across"
    found = restated_with_new_value(
        older, "Garage replaced the door actuator, fob now works normally", 0.3
    )
    assert found is not None and found.rule == "finished"
    # Control: the same door named again with no repair ends nothing.
    assert restated_with_new_value(older, "Parked the car by the passenger door side", 0.3) is None
    older = (
        "the nightly invoice export is broken since the tz change, running it by hand each "
        "morning until Sigrun fixes the cron expression"
    )
    newer = "Sigrun's fix is deployed (cron in UTC now), export ran by itself, no more manual runs"
    found = restated_with_new_value(older, newer, 0.5)
    assert found is not None and found.rule == "finished"
