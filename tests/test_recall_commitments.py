"""A question about what the asker owes finds the commitment notes however they are worded:
by the cue words and by their meaning ("need to send ...", "will get ... back to ..."),
each negative beside its positive control."""

from __future__ import annotations

NOTES = [
    "Lunch-and-learn on Friday: Vera presents the new linter setup.",
    "Reviewed Omar's PR on the uploader, left two comments about retries.",
    "The thumbnailer has a new contributor guide, mostly the logging format.",
    "Cleaned up the on-call runbook, removed three dead sections.",
    "The staging cluster runs on six nodes since the migration.",
    "Grafana dashboard for the mailer shows p99 latency now.",
    "Bumped the CI image to debian-12 for the scheduler jobs.",
    "Our cat sleeps on the windowsill most of the day.",
]


def add(mind, text: str, day: int) -> str:
    stamp = f"2026-03-{day:02d}T10:00:00+00:00"
    return mind.memories.add(text, metadata={"occurred_at": stamp}).id


def test_a_commitment_in_words_no_cue_names_is_found_for_a_question_about_what_is_owed(mind):
    owed = add(mind, "need to get Carla read access to the billing dashboard", 2)
    for n, text in enumerate(NOTES):  # later: the owed note is not among the newest
        add(mind, text, 3 + n)
    for prompt in (
        "Who am I still on the hook to?",
        "Is anyone still waiting on something from me?",
    ):
        r = mind.recall(prompt)
        ids = [i.id for i in r.items]
        assert owed in ids, (prompt, r.text)
        # Control: a promise question gets commitments, not the whole store.
        assert "windowsill" not in r.text and len(ids) < len(NOTES), (prompt, r.text)
    # And a prompt about the world, not the asker's affairs, gets nothing.
    assert mind.recall("explain the CAP theorem in three sentences").text == ""


def test_who_am_i_owing_asks_about_promises(mind):
    for n, text in enumerate(NOTES):
        add(mind, text, 1 + n)
    add(mind, "Told Auntie Grace I'd send her the photos from Kemi's wedding.", 12)
    owing = mind.recall("Who am I still owing something to?")
    assert "Grace" in owing.text
    unrelated = mind.recall("Write a haiku about autumn leaves.")  # nothing of promises asked
    assert "Grace" not in unrelated.text
