"""A later free-text statement superseding an earlier one: fact re-testing's evidence
rules on two texts. Each negative sits beside its positive control."""

from __future__ import annotations

import pytest

from mgimind.memory.facts.supersede import supersedes, values

CHANGES = [
    (
        "Team standup happens every weekday at 9:30 in the small meeting room.",
        "We moved the standup to 10:00 because two people commute from the coast now.",
        "other-value-changed",
        "9:30 -> 10:00",
    ),
    (
        "Deployments go through Jenkins with the deploy-prod job.",
        "We no longer use Jenkins for deployments.",
        "negated-object",
        "Jenkins",
    ),
    (
        "Rent is 1,150 dollars a month, due on the first.",
        "Lease renewed: rent went up to 1,240 dollars a month starting this January.",
        "other-value-changed",
        "1,150 -> 1,240",
    ),
    (
        "My car is a 2012 Honda Civic, parked in the garage.",
        "Sold the Civic and bought a Kia Niro EV, so I need a charger spot now.",
        "negated-object",
        "Honda Civic",
    ),
    (
        "Production is deployed in us-east-1, with nightly snapshots.",
        "Prod was relocated to eu-central-1 last week, us-east-1 is only a standby.",
        "other-value-changed",
        "us-east-1 -> eu-central-1",
    ),
    (
        "Ticket OPS-512 (disk alerts on the build server) is open and assigned to me.",
        "OPS-512 is closed: old docker images removed.",
        "state-changed",
        "open -> closed",
    ),
]


@pytest.mark.parametrize("older,newer,rule,value", CHANGES)
def test_a_later_change_supersedes_and_says_why(older, newer, rule, value):
    found = supersedes(older, newer)
    assert found is not None and (found.rule, found.value) == (rule, value)
    # Control: a later change on another subject supersedes nothing.
    assert supersedes(older, "The lunch menu moved to pasta on Fridays now.") is None


def test_a_restatement_a_question_or_another_topic_supersedes_nothing():
    older = "The billing API listens on port 8080 in the dev compose file."
    assert supersedes(older, "I switched the billing API to 8091 in compose.") is not None
    # restated: names the value again, no rival
    assert supersedes(older, "Billing on 8080 answered fine after the restart.") is None
    # a question or a plan says nothing about what holds
    assert supersedes(older, "Should we switch the billing API to 8091?") is None
    # another topic, no shared word: only a caller who knows both are on one topic links them
    other = "Switched the office printer to tray 2 now."
    assert supersedes(older, other) is None
    # a number of another shape ("10 seconds" never rivals a port)
    assert supersedes(older, "The billing healthcheck now runs every 10 seconds.") is None


def test_values_keep_names_whole_and_skip_the_opening_word():
    assert values("Then Marco Bellini took over the team.") == (("Marco Bellini", "name"),)
    # the opening word is capitalised whatever it is ("Hey"), and a speaker's label is not
    # part of what is said
    assert values("Hey Melanie, the team moved.") == (("Melanie", "name"),)
    assert supersedes("Caroline: Thanks, Mel!", "Melanie: Thanks, Caroline!") is None
    moved = supersedes("Ana: My office is in Boston.", "Ana: We moved the office to Denver.")
    assert moved is not None and moved.value == "Boston -> Denver"
    assert ("Actually", "name") not in values("Actually I meant 10:30pm for bedtime.")
    assert ("10:30pm", "time") in values("Actually I meant 10:30pm for bedtime.")


TAKEN_BACK = [
    (
        "Booked the Harbour View hotel for the Oslo offsite.",
        "Harbour View was a typo in my note; the Oslo offsite hotel is Nordlys Inn.",
        "retracted",
        "Harbour View",
    ),
    (
        "The dentist moved me to June 3.",
        "Wait, no: the dentist is on June 9. Ignore what I said about June 3.",
        "retracted",
        "3",
    ),
    (
        "Connect the reports job to db-ams-12 for analytics.",
        "Actually, not db-ams-12: the analytics database host is db-fra-40.",
        "retracted",
        "db-ams-12",
    ),
    (
        "PAY-311: wrote a failing test for the refund rounding.",
        "Switching to PAY-902, checkout is down. PAY-311 will have to wait.",
        "set-aside",
        "PAY-311",
    ),
    (
        "Pairing with Ingrid on the ledger rewrite on Tuesday at 14:00.",
        "The ledger pairing with Ingrid is not happening, she changed teams.",
        "cancelled",
        "14:00, Ingrid -> cancelled",
    ),
    (
        "Promised Marek I'd review his design doc by Friday.",
        "Delivered the review to Marek this morning.",
        "done",
        "Marek -> done",
    ),
    (
        "The importer times out, so a cron restarts it every 2 hours.",
        "Fixed the importer leak in 1.4.2; dropped the cron.",
        "undone",
        "2 -> cron undone",
    ),
    (
        "Billing service log retention: 30-day window.",
        "Compliance asked that billing service logs be kept 90-day, applied.",
        "later-value-same-topic",
        "30-day -> 90-day",
    ),
]


@pytest.mark.parametrize("older,newer,rule,value", TAKEN_BACK)
def test_a_retraction_a_set_aside_task_a_cancelled_plan_or_a_later_value(older, newer, rule, value):
    found = supersedes(older, newer)
    assert found is not None and (found.rule, found.value) == (rule, value)
    # Control: the same words about something else take nothing back.
    assert supersedes(older, "The garden party is not happening; PS-4 was a typo.") is None


def test_a_value_inside_a_longer_one_is_not_taken_back():
    # "6" is not "6856": a retraction names the whole value
    assert (
        supersedes("Rivet runs with 6 replicas.", "Sorry: rivet's port is 3949, 6856 was a typo.")
        is None
    )
    found = supersedes("Rivet listens on 6856.", "Sorry: rivet's port is 3949, 6856 was a typo.")
    assert found is not None and found.rule == "retracted"


def test_a_label_or_an_opening_word_is_no_name_but_a_named_holder_is():
    # the word after a note's label opens the sentence: "Moved" is no name
    assert ("Moved", "name") not in values("Quick update: Moved the cron to UTC.")
    # a name opening a sentence that says who holds something is one
    assert ("Noor", "name") in values("Noor manages the production flags now.")
    found = supersedes(
        "Only Soren can flip the production flags for wicket.",
        "Noor manages wicket's production flags now; ask them.",
    )
    assert found is not None and found.value == "Soren -> Noor"
