"""A later statement replaces an earlier one however it is worded: the same statement with a
new value, a value said to be closed or a job turned off, a name that holds or withdraws,
a release branch written with a slash. The prompt's recall leaves the replaced item out
when the replacing one is shown, and keeps it, marked, for a question about the past.
Each negative beside its positive control."""

from __future__ import annotations

import pytest

from mgimind.memory.facts.identifiers import identifiers
from mgimind.memory.facts.supersede import supersedes
from mgimind.memory.facts.supersede_near import SAME_STATEMENT, restated_with_new_value

NOTES = [
    "Lunch-and-learn on Friday: Vera presents the new linter setup.",
    "Reviewed Omar's PR on the uploader, left two comments about retries.",
    "The thumbnailer has a new contributor guide, mostly the logging format.",
    "Cleaned up the on-call runbook, removed three dead sections.",
]


def add(mind, text: str, day: int) -> str:
    stamp = f"2026-03-{day:02d}T10:00:00+00:00"
    return mind.memories.add(text, metadata={"occurred_at": stamp}).id


def test_a_reading_restated_with_a_new_value_leaves_the_old_one_out(mind):
    for n, text in enumerate(NOTES):
        add(mind, text, 1 + n)
    add(mind, "Dashboard says: Disk on web-07 is at 52%.", 10)
    add(mind, "Alert fired — Disk on web-07 is at 51%.", 12)
    now = mind.recall("Is web-07 running out of disk space?")
    assert "51%" in now.text  # the current reading is shown
    assert "52%" not in now.text  # the one it replaces is left out
    # A question about the past keeps it, marked, and says why.
    past = mind.recall("What was the disk on web-07 at before?")
    old = [i for i in past.items if "52%" in i.text]
    assert old and "similar-statement-new-value" in (old[0].superseded or "")
    assert any("51%" in i.text and i.superseded is None for i in past.items)


def test_an_item_saying_more_than_the_change_stays_marked(mind):
    for n, text in enumerate(NOTES):
        add(mind, text, 1 + n)
    add(mind, "Heron at a glance: release branch release-7.33, image debian-12, owner Dmitri.", 10)
    add(mind, "Branched release/6.31 for heron today, switched to it.", 12)
    r = mind.recall("Which release branch does heron use, and who owns it?")
    new = [i for i in r.items if "release/6.31" in i.text]
    old = [i for i in r.items if "release-7.33" in i.text]
    assert new and new[0].superseded is None
    # The old item still holds the owner: kept, marked, after the current one.
    assert old and old[0].superseded and r.items.index(new[0]) < r.items.index(old[0])
    assert "Dmitri" in r.text


@pytest.mark.parametrize(
    "older, newer, restated",
    [
        (  # a value said to be obsolete
            "Point your client at localhost:5642 to reach tundra.",
            "The ingress rework merged: tundra sits behind it on 4029, 5642 is obsolete.",
            "Tundra on 5642 answered fine after the restart.",
        ),
        (  # a job turned off
            "Quick update: Zephyr's nightly reindex runs at 14:25.",
            "Turned off zephyr's nightly reindex; search indexes on write now.",
            "Zephyr's nightly reindex took 20 minutes last night.",
        ),
        (  # a name that holds a role, handed to another
            "From standup: Priya holds the admin role on the cobalt repo.",
            "Repo admin on cobalt was handed to Soren; the old admin keeps write only.",
            "Priya holds the admin role on cobalt and reviewed the settings.",
        ),
        (  # a promise to a person who withdrew it
            "Agreed to book the venue for Lorenzo's farewell by Friday.",
            "Lorenzo withdrew the request, nothing owed there.",
            "Lorenzo asked about the farewell venue again.",
        ),
        (  # a branch written with a slash replaces one written with a dash
            "Tag the falcon build off release-6.27.",
            "We froze the previous line: falcon fixes land on release/6.20 now.",
            "Tagged the falcon build from release-6.27 as planned.",
        ),
    ],
)
def test_general_wordings_of_a_replacement(older, newer, restated):
    assert supersedes(older, newer) is not None
    assert supersedes(older, restated) is None  # control: the same value said again


def test_similar_statements_replace_only_with_another_value_of_the_slot():
    old, new = "Disk on web-07 is at 52%.", "Disk on web-07 is at 51%."
    found = restated_with_new_value(old, new, SAME_STATEMENT + 0.1)
    assert found is not None and found.value.startswith("52% -> 51%")
    # Controls: too far apart in meaning, or the same value said again, or both values named.
    assert restated_with_new_value(old, new, SAME_STATEMENT - 0.1) is None
    assert restated_with_new_value(old, "Checked: disk on web-07 is at 52%.", 0.95) is None
    assert restated_with_new_value(old, "Disk on web-07 went from 52% to 51%.", 0.95) is None


FILLER = [
    "Bumped the linter config for the uploader, no rule changes.",
    "The thumbnailer's CI cache was cold this morning, builds took twice as long.",
    "Read the RFC on the new queue format; mostly naming.",
    "Cleaned the staging bucket of old screenshots.",
    "Pairing notes: the scheduler test is flaky under load.",
    "Renamed the dashboards folder to match the team's wiki.",
]


def test_a_promise_question_worded_without_its_words_gets_the_promise(mind):
    for n, text in enumerate(NOTES):
        add(mind, text, 1 + n)
    add(mind, "Offered to send Marta the load-test report by Friday.", 6)
    for n, text in enumerate(FILLER):
        add(mind, text, 8 + n)
    r = mind.recall("Which deliverables are colleagues counting on from me?")
    assert "Marta" in r.text  # found by what the question means, not its words
    # Control: a prompt about the world, not the asker's affairs, gets nothing.
    assert mind.recall("explain how photosynthesis works").text == ""


# Replacements in further other words: values written as identifiers, and a later statement
# that ends what the earlier one says (finished, handed over, gone, decided, resumed).
@pytest.mark.parametrize(
    "older, newer, restated",
    [
        (  # a path, corrected ("typo")
            "Config for the crawler lives in conf/crawler.yaml",
            "typo before, the crawler config is conf/crawl.toml",
            "The crawler config conf/crawler.yaml has a new retry section.",
        ),
        (  # a URL, moved
            "API base for the partner sandbox: https://sandbox.partners.acme.io/v1",
            "partner sandbox moved to https://api-sbx.acme.io/partners",
            "The partner sandbox at https://sandbox.partners.acme.io/v1 answered in 40 ms.",
        ),
        (  # a name of hyphenated words, with no digit, forgotten in favour of another
            "The S3 bucket for exports is acme-exports-prod.",
            "forget the bucket name I gave, exports land in acme-data-exports",
            "Exports in acme-exports-prod are kept for a year.",
        ),
        (  # an incident that ended
            "Pulled into a sev2: login latency spikes in ap-south.",
            "sev2 closed, the latency was a noisy neighbour.",
            "The sev2 about login latency in ap-south has a second responder.",
        ),
        (  # a workaround no longer needed
            "Temp fix: set MAX_CONN=5 on the reporter until the pool leak is found.",
            "Pool leak found and fixed; reporter back to default connections.",
            "The reporter's pool leak shows in the heap dump again.",
        ),
        (  # a requirement dropped ("no X needed"), X a part of the earlier's word
            "The integration tests need the docker-compose stack up.",
            "tests spin up their own containers via testcontainers, no compose needed",
            "The docker-compose stack for the integration tests needs 4GB of RAM.",
        ),
        (  # a role handed to someone else
            "Ahmed owns the deploy tooling.",
            "Ahmed moved to the data team; deploy tooling goes to Saoirse.",
            "Ahmed owns the deploy tooling and wrote its runbook.",
        ),
        (  # a tool that is dead, its name never said as a value
            "Jenkins builds the mobile app.",
            "Jenkins is dead, long live GitHub Actions: mobile pipeline ported.",
            "Jenkins built the mobile app in 12 minutes today.",
        ),
        (  # a leaning, then a decision for another value
            "Thinking of Celery for the job runner.",
            "Ended up picking Dramatiq for the job runner, simpler to operate.",
            "Celery for the job runner would need a broker.",
        ),
        (  # a detour, then back to the work
            "- detour: legal wants the cookie banner text changed today",
            "- back to the pricing page dark launch",
            "- cookie banner text: legal sent a second version",
        ),
    ],
)
def test_replacements_in_further_other_words(older, newer, restated):
    assert restated_with_new_value(older, newer, 0.45) is not None or supersedes(older, newer)
    # Control: the same thing said again, in the same nearness, replaces nothing.
    assert supersedes(older, restated) is None
    assert restated_with_new_value(older, restated, 0.45) is None


def test_a_plan_called_off_in_few_shared_words_is_found_only_when_near():
    plan, off = "Hackathon on 18 May at the Utrecht office.", "hackathon's not happening"
    assert restated_with_new_value(plan, off, 0.53) is not None
    # Controls: the same words far apart in meaning, and a job that is cancelled (no date).
    assert restated_with_new_value(plan, off, 0.3) is None
    job = "Tag the otter build off release/4.37."
    assert (
        restated_with_new_value(
            job, "The otter workflow gets 28 minutes before it is cancelled.", 0.6
        )
        is None
    )


def test_near_notes_about_other_things_are_not_marked():
    # Unrelated work notes near in meaning: none of the new rules reads one as ending another.
    pairs = [
        (
            "Retro note: the mobile app incident was a leaked file handle; we add a test.",
            "Closed four stale issues on the mobile app.",
        ),
        (
            "Updated the seed data after Wim's feedback on the consent banner.",
            "Profiling the consent banner with py-spy: most time goes to JSON encoding.",
        ),
        ("Payroll runs on Node 16.", "Fixed a flaky test in the payroll service."),
    ]
    for older, newer in pairs:
        assert supersedes(older, newer) is None
        assert restated_with_new_value(older, newer, 0.6) is None
    # Positive control: the same kind of pair about one thing is read.
    assert supersedes("Payroll runs on Node 16.", "Payroll moved to Node 20.")
    assert restated_with_new_value(
        "Pulled into the mobile app incident: a leaked file handle.",
        "The mobile app incident is closed, file handle fixed.",
        0.6,
    )


def test_the_recall_leaves_out_a_role_handed_over_and_shows_the_new_holder(mind):
    for n, text in enumerate(NOTES):
        add(mind, text, 1 + n)
    add(mind, "Ahmed owns the deploy tooling.", 8)
    add(mind, "Ahmed moved to the data team; deploy tooling goes to Saoirse.", 12)
    r = mind.recall("Who is responsible for deploy tooling?")
    assert "Saoirse" in r.text  # the current holder is shown
    assert "Ahmed owns the deploy tooling" not in r.text  # the replaced statement is not
    past = mind.recall("Who owned the deploy tooling before?")
    old = [i for i in past.items if "Ahmed owns" in i.text]
    assert old and "handed-over" in (old[0].superseded or "")


@pytest.mark.parametrize(
    "older, newer, unrelated",
    [
        (  # widened, in words that never repeat "can"
            "You can restart pods in the staging namespace, read-only everywhere else.",
            "prod namespace restarts are now OK for you too, Kamal signed off",
            "Restarted two pods in the staging namespace after the config push.",
        ),
        (  # widened: "now also"
            "The bot can open PRs but not approve them.",
            "bot now also approves dependency bumps automatically",
            "The bot opened 4 PRs overnight.",
        ),
        (  # narrowed: "no longer allowed"
            "Contractors have read access to the billing dashboard.",
            "contractors no longer allowed on the billing dashboard",
            "Contractors asked for a dark mode on the billing dashboard.",
        ),
    ],
)
def test_a_permission_widened_or_narrowed_replaces_the_earlier_one(older, newer, unrelated):
    found = restated_with_new_value(older, newer, 0.45)
    assert found is not None and found.rule == "permission-changed"
    # Controls: a later note about the same people and thing that changes no permission,
    # and a change of someone's perks, sharing only who ("interns"), are not read as one.
    assert supersedes(older, unrelated) is None
    assert restated_with_new_value(older, unrelated, 0.6) is None
    assert (
        restated_with_new_value(
            "Interns may merge to the sandbox repo.", "Interns now also get a laptop stipend.", 0.6
        )
        is None
    )


def test_the_recall_leaves_out_a_permission_since_widened(mind):
    for n, text in enumerate(NOTES):
        add(mind, text, 1 + n)
    add(mind, "The bot can open PRs but not approve them.", 8)
    add(mind, "bot now also approves dependency bumps automatically", 12)
    r = mind.recall("Is the bot allowed to approve anything?")
    assert "approves dependency bumps" in r.text  # what holds now is shown
    assert "not approve them" not in r.text  # the permission it widened is left out
    past = mind.recall("What was the bot allowed to do before?")
    old = [i for i in past.items if "not approve them" in i.text]
    assert old and "permission-changed" in (old[0].superseded or "")


def test_an_update_in_few_shared_words_that_says_the_change_leaves_the_old_item_out(mind):
    # The two are not near in meaning (the update is short and about the new place), but
    # the later one says the old value is gone: the old item is not shown beside it.
    for n, text in enumerate(NOTES):
        add(mind, text, 1 + n)
    add(mind, "CI artefacts are stored in Nexus.", 8)
    add(mind, "Nexus is gone, artefacts in GitHub Packages since the licence ran out", 12)
    r = mind.recall("Where do CI artefacts get published?")
    assert "GitHub Packages" in r.text
    assert "stored in Nexus" not in r.text
    past = mind.recall("Where were CI artefacts stored before?")
    assert any("stored in Nexus" in i.text and i.superseded for i in past.items)


def test_a_channel_and_a_hyphenated_host_are_values_a_later_one_replaces():
    assert identifiers("alerts land in #data-ingest-oncall, see #42") == [
        ("#data-ingest-oncall", "channel")
    ]
    assert identifiers("connect through vpn-gw.corp.acme.io") == [("vpn-gw.corp.acme.io", "ident")]
    # Control: a markdown heading and an issue number are no channel.
    assert identifiers("# Heading for #42") == []
    older = "Alerts for the ingest worker go to #ingest-alerts"
    newer = "wrong channel name earlier: ingest worker alerts land in #data-ingest-oncall"
    assert supersedes(older, newer) is not None
    assert supersedes(older, "ingest worker alerts in #ingest-alerts were noisy today") is None


def test_a_ticket_is_replaced_only_by_another_ticket():
    """A ticket names the work, not a value of it: a later note about another thing that
    shares a word and says "now" does not replace it with a metric's code."""
    ticket = (
        "PLAT-2207 [CI] Base image for web builds. Description: all web pipelines build on "
        "node:18.19-bookworm-slim."
    )
    assert supersedes(ticket, "The image cache dashboard in helm now shows p99 latency.") is None
    # Positive controls: another ticket in its place, and the ticket's own value changed.
    moved = supersedes("the invoice export is tracked in OPS-512", "the export is now in OPS-530")
    assert moved and moved.value == "OPS-512 -> OPS-530"
    bumped = supersedes(ticket, "PLAT-2207: base image for web builds now node:22.11-bookworm-slim")
    assert bumped and "22.11" in bumped.value
