"""A question naming something memory never held gets nothing, not the nearest notes about
something else; the same question about a held name gets its memory (the positive control
in each test). Names here are identifiers and quoted words, as coding questions write them."""

from __future__ import annotations

NOTES = [
    "Lunch-and-learn on Friday: Vera presents the new linter setup.",
    "Reviewed Omar's PR on the uploader, left two comments about retries.",
    "Cleaned up the on-call runbook, removed three dead sections.",
    "orca listens on port 6175 in the dev environment.",
    "The http client reads max_retries from settings/network.toml, default 3.",
]


def test_an_identifier_memory_never_held_gets_nothing_and_a_held_one_its_memory(mind):
    for text in NOTES:
        mind.memories.add(text)
    held = mind.recall("what does max_retries default to in settings/network.toml?")
    assert "default 3" in held.text
    never = mind.recall("what does retry_budget default to in settings/client.toml?")
    assert never.text == "" and never.items == [], never.text


def test_a_quoted_name_memory_never_held_gets_nothing_and_a_held_one_its_memory(mind):
    for text in NOTES:
        mind.memories.add(text)
    held = mind.recall("I'm wiring up a curl against `orca` in dev: which port?")
    assert "6175" in held.text
    never = mind.recall("I'm wiring up a curl against `wicket` in dev: which port?")
    assert never.text == "" and never.items == [], never.text
