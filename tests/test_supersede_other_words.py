"""A later statement replaces an earlier one in words the value rules did not read: a
promise reported done in its own verb, a lower-case tool swapped for another, a value set
right in the same breath ("not the Hilltop Inn"), a thing whose contract ran out, a
restriction lifted, a pin undone, a plan shelved, a detour over. Each positive beside its
control: the same thing said again, still to come, or about something else."""

from __future__ import annotations

import pytest

from mgimind.memory.facts.statement_values import values
from mgimind.memory.facts.supersede import supersedes
from mgimind.memory.facts.supersede_near import ONE_WORD_NEAR, restated_with_new_value


def judge(older: str, newer: str, similarity: float):
    """As the recall judges a pair: the word rules, then those that need nearness."""
    return supersedes(older, newer) or restated_with_new_value(older, newer, similarity)


@pytest.mark.parametrize(
    "older, done, pending, rule",
    [
        (  # the promised verb in the past tense
            "I'll rotate the TLS certs for the edge proxies.",
            "rotated the TLS certs on the edge proxies",
            "haven't rotated the TLS certs for the edge proxies yet",
            "kept",
        ),
        (  # a common irregular past
            "must give the tripod back to the camera club",
            "gave the tripod back to the camera club at lunch",
            "the camera club's tripod is the black one",
            "kept",
        ),
        (  # another verb that reports the act done
            "Offered to proofread Camille's grant proposal.",
            "Proofread Camille's grant proposal, sent it back with notes.",
            "Camille's grant proposal is due next week.",
            "done",  # the promise to Camille kept (rule 8, read before rule 20's "kept")
        ),
        (  # a lower-case tool swapped for another: both names in no word list, values
            "the job queue is backed by rabbitmq",
            "job queue is backed by kafka now",
            "the job queue is still backed by rabbitmq",
            "other-value-changed",
        ),
        (  # a tool named by an English word, swapped for another: rule 21's terms
            "the job queue is backed by mosquito",
            "job queue is backed by kafka now",
            "the job queue is still backed by mosquito",
            "other-term-changed",
        ),
        (  # the old value set right in the same breath
            "The offsite is at the Hilltop Inn.",
            "hmm, not the Hilltop Inn, it's the Riverside Lodge",
            "The Hilltop Inn, not far from the station, has parking.",
            "retracted",
        ),
        (  # a thing whose contract ran out
            "our CDN is Fastly",
            "Fastly contract ends this month, we signed with Akamai",
            "Fastly purged the cache in 3 s",
            "retired-subject",
        ),
        (  # a restriction let through
            "Contractors get read access to the analytics bucket only.",
            "contractors can write to the analytics bucket now",
            "contractors read the analytics bucket daily",
            "permission-changed",
        ),
        (  # a workaround undone in its own verb
            "Pinned numpy<2 in the scorer.",
            "unpinned numpy in the scorer",
            "numpy is pinned below 2 in the scorer still",
            "undone",
        ),
        (  # a plan shelved
            "Design review for the ledger rewrite: Tue 16:00.",
            "ledger rewrite is shelved for the year",
            "ledger rewrite review notes are in the wiki",
            "cancelled",
        ),
    ],
)
def test_a_replacement_in_other_words_and_its_control(older, done, pending, rule):
    found = judge(older, done, 0.6)
    assert found is not None and found.rule == rule, found
    assert judge(older, pending, 0.6) is None  # control: said again, or still to come


def test_a_detour_over_ends_the_detour_not_the_work_picked_back_up():
    back = "payroll fine again; picking the dark-mode tokens back up"
    found = judge("got dragged into the payroll outage, everything else waits", back, 0.5)
    assert found is not None and found.rule == "resumed"
    # The work it goes back to is what holds now, not something finished.
    assert judge("working on: dark-mode tokens for the design system", back, 0.5) is None


def test_a_name_with_one_shared_word_replaces_another_only_when_near():
    # Positive: one shared word ("vireo"), near in meaning: a new owner.
    owner = judge("Joaquin is taking over vireo.", "Ownership of vireo moved to Tomasz.", 0.4)
    assert owner is not None and owner.value == "Joaquin -> Tomasz"
    # Negative: one shared word ("agreed"), far apart: two notes about different people.
    other = "Moved the webhooks tickets into the next sprint, Wim agreed."
    promise = "agreed to mentor the new hire, Nnamdi, through his first on-call"
    assert judge(promise, other, ONE_WORD_NEAR - 0.1) is None


def test_a_tool_named_in_a_note_about_something_else_is_no_replacement():
    # Positive control: the same slot, another tool, a change word.
    found = judge("we lint the frontend with eslint", "frontend lints with biome now", 0.7)
    assert found is not None and found.value == "eslint -> biome"
    # Two dashboards of two modules, each in its own tool: nothing replaced.
    old = "The reporting dashboard in grafana now shows p99 latency."
    assert judge(old, "The mailer dashboard in tox now shows p99 latency.", 0.7) is None
    # A module after an article is no tool's name.
    old = "Cleaned up the on-call runbook in the thumbnailer, removed three dead sections."
    new = "Updated the on-call runbook after Yara's feedback on the mailer."
    assert judge(old, new, 0.6) is None


def test_a_list_items_first_word_is_no_value():
    # An assistant's answer as a list: its capitalised first words are not names.
    assert values("- Wool rugs wear well in a hallway.") == ()
    assert values("**Jute** is the cheaper weave.") == ()
    # Control: a value after the list mark is still read.
    assert values("- owner: Priya Raman") == (("Priya Raman", "name"),)


def add(mind, text: str, day: int) -> None:
    mind.memories.add(text, metadata={"occurred_at": f"2026-03-{day:02d}T10:00:00+00:00"})


def test_the_recall_marks_a_kept_promise_and_keeps_the_open_one_current(mind):
    add(mind, "Offered to benchmark Lucia's new serializer branch.", 2)
    add(mind, "Ran the benchmarks on Lucia's serializer branch, numbers are in the PR.", 5)
    add(mind, "Promised Tomasz a demo of the tracing setup next week.", 6)
    r = mind.recall("What did I offer to do for Lucia?")
    assert any("Ran the benchmarks" in i.text for i in r.items)  # the report of it done
    # The kept promise is left out, or marked with the rule and what was done.
    kept = [i for i in r.items if "Offered to benchmark" in i.text]
    assert not kept or "benchmark Lucia's new serializer -> ran, kept" in (kept[0].superseded or "")
    # Control: the promise still open shows as current.
    r = mind.recall("What have I offered to do for teammates that is still open?")
    still = [i for i in r.items if "Tomasz" in i.text]
    assert still and still[0].superseded is None


def test_the_next_of_a_series_replaces_the_one_before_but_a_ticket_does_not():
    old = "release branch is rel/2024.11"
    found = judge(old, "we cut rel/2024.12 this morning; that's where fixes go", 0.6)
    assert found is not None and found.value == "rel/2024.11 -> rel/2024.12"
    # Controls: two tickets open at once, and the same branch said again.
    assert judge("OPS-512 is the flaky login test.", "OPS-513 covers the signup copy.", 0.6) is None
    assert judge(old, "fixes for rel/2024.11 are in", 0.8) is None


def test_one_predicate_in_two_words_lets_the_value_the_change_leads_to_replace():
    # No word shared: "based" and "relocated" name one predicate (fact re-testing's
    # paraphrases), and the change leads to the new value.
    found = supersedes("Based in Leeds these days.", "Relocated to Bristol in June.")
    assert found is not None and found.value == "Leeds -> Bristol"
    # Control: a paraphrase shared ("version", "upgraded") but the new value is no value
    # the change leads to: a note about something else.
    old = "Marigold's release branch is rel-2.18."
    assert supersedes(old, "Upgraded k9s in the data warehouse repo, no new warnings.") is None


def test_a_plan_as_a_thing_states_values_a_plan_to_act_does_not():
    old = "Phone plan: 20 GB a month with Lebara."
    found = supersedes(old, "Switched the phone plan to 40 GB a month.")
    assert found is not None and found.value == "20 -> 40"
    # Control: a plan to act is no statement of what holds.
    assert supersedes(old, "We plan to switch the phone plan to 40 GB a month.") is None


def test_someone_off_next_week_cancels_nothing_and_a_plan_off_does():
    older = "Kenji reviews the frontend PRs."
    away = "Kenji is off next week, the frontend sprint planning moved to Tuesday"
    assert judge(older, away, 0.6) is None
    found = judge(
        "standup is at 9:30 on fridays", "friday standup is off, everyone at the offsite", 0.6
    )
    assert found is not None and found.rule == "cancelled"
