"""A later note that changes what the question asks about replaces the earlier one: set
right, called off, mended or handed on as a whole, or changed with something else the
question asks named beside the change. A change of another attribute, another value, or a
word of change in a clause of condition replaces nothing (each test holds its positive
control)."""

from __future__ import annotations

from mgimind.engine.asked_change import changes_what_is_asked
from mgimind.engine.asked_subject import RULE, asked_change


def test_a_later_note_on_the_asked_subject_that_says_it_mended_replaces_the_earlier():
    asked = "can I merge or is the main build still broken?"
    red = "main is red: test_timezone_dst failing since 10:12"
    green = "reverted a3be0f1, main green again"
    found = asked_change(asked, red, green)
    assert found is not None and found.rule == RULE and "main" in found.value
    other = "the staging deploy is red: a flaky login test"
    assert asked_change(asked, other, green) is None  # no subject shared with the question


def test_a_correction_of_another_value_replaces_nothing():
    asked = "How many copies of rivet do we run?"
    typo = "Oops. Point your client at localhost:3949 to reach rivet. (6856 was a typo.)"
    assert asked_change(asked, "Rivet runs with 6 replicas.", typo) is None
    port = "rivet's HTTP server comes up on 6856 for local dev"
    assert asked_change("Which port does rivet come up on?", port, typo) is not None


def test_a_value_set_right_in_the_same_breath_is_the_value_corrected():
    mixed = "I mixed that up: nimbus's deadline is May 15, not September 25."
    line = "Memo: Customer builds of nimbus come from stable/7.25."
    assert asked_change("Which git line do nimbus's releases come from?", line, mixed) is None
    date = "From the team chat: Ship date for nimbus: September 25."
    assert asked_change("When is nimbus due?", date, mixed) is not None
    swap = "Note: Nimbus points at store-yyz-38 since the storage swap."
    python = "Nimbus is developed against CPython 3.12.7."
    assert asked_change("Which Python release does nimbus need?", python, swap) is None


def test_a_change_of_another_attribute_replaces_nothing_and_one_naming_the_asked_does():
    hold = "How much can redis-sessions hold before it evicts?"
    memory = "redis-sessions: maxmemory 4gb, eviction allkeys-lru"
    assert asked_change(hold, memory, "redis-sessions moved to r7g.large nodes") is None
    tables = "Can data science put tables into the raw schema?"
    read = "gave the data science folks read-only on the warehouse `raw` schema"
    write = "DS has write on raw too now, they need to land their feature tables there"
    assert asked_change(tables, read, write) is not None


def test_a_role_passes_only_to_someone_the_earlier_note_does_not_name():
    services = "What does Ilkka look after these days, which services?"
    owner = "Quick update: Service owner for sparrow: Ilkka."
    assert asked_change(services, owner, "Note to self: Ilkka is taking over marigold.") is None
    page = "who do I page when search is on fire?"
    lead = "Hasse is on-call lead for the search cluster"
    picked = "farewell cake for Hasse on friday!! Priyanka picks up everything search-cluster"
    found = asked_change(page, lead, picked)
    assert found is not None and "picks up" in found.value
    assert asked_change(page, lead, "search reindex took 3h last night, way over budget") is None


def test_a_word_of_change_in_a_clause_of_condition_or_a_hedge_replaces_nothing():
    tag = "Before I tag otter: which line, and how long will CI let it run?"
    line = "Note to self: Tag the otter build off release/4.37."
    timeout = "Gave the otter workflow 28 minutes before it is cancelled."
    assert asked_change(tag, line, timeout) is None
    offsite = "Are we going to Brackenhurst for the offsite?"
    planned = "Offsite in Brackenhurst, 14-15 Nov, whole platform group"
    assert asked_change(offsite, planned, "Offsite might be scrapped, budget review") is None
    found = asked_change(offsite, planned, "Offsite scrapped (budget freeze).")
    assert found is not None and "scrapped" in found.value


def test_a_name_both_notes_write_ties_them_for_an_end_but_not_for_an_attribute():
    """No word of the question is in both notes; the doctor's name is."""
    doctor = "who's my doctor at the surgery?"
    gp = "Dr. Venn is my GP at Saltmarsh Surgery"
    retires = "Letter from Saltmarsh: Dr. Venn retires in August, patients go to Dr. Achebe-Lund"
    found = asked_change(doctor, gp, retires)
    assert found is not None and "retires" in found.value
    offsite = "When is the offsite?"
    planned = "Offsite in Brackenhurst, 14-15 Nov, whole platform group"
    assert asked_change(offsite, planned, "Brackenhurst bumped the room price again") is None


def test_a_sibling_or_the_other_of_two_named_things_replaces_nothing():
    box = "which box does the pdf rendering run on?"
    runs = "the pdf renderer runs on render-03"
    sibling = "render-01 was retired yesterday, its thumbnailing jobs moved to the k8s pool"
    assert asked_change(box, runs, sibling) is None
    assert asked_change(box, runs, "render-03 was retired, the renderer moved to render-07")
    payments = "who's on call for payments?"
    rota = "On-call for Payments: Haruki; on-call for Identity: Delphine"
    assert asked_change(payments, rota, "Identity on-call swapped to Ravi this week") is None
    assert asked_change(payments, rota, "Payments on-call swapped to Ravi this week")


def test_the_recall_marks_the_earlier_note_and_shows_the_later_first(mind):
    for day, text in enumerate(
        [
            "main is red: test_timezone_dst failing since 10:12",
            "Cleaned up the release notes in the feature-store, removed three dead sections.",
            "reverted a3be0f1, main green again",
        ],
        1,
    ):
        mind.memories.add(text, metadata={"occurred_at": f"2026-02-0{day}T09:00:00Z"})
    recalled = mind.recall("can I merge or is the main build still broken?")
    lines = [line for line in recalled.text.splitlines() if "main" in line]
    green = next(n for n, line in enumerate(lines) if "green again" in line)
    red = next(n for n, line in enumerate(lines) if "main is red" in line)
    assert green < red, recalled.text
    assert "superseded" in lines[red] and "superseded" not in lines[green], recalled.text


def test_a_value_taken_back_or_a_correction_by_someone_replaces_the_note_that_holds_it():
    engine = "what do I set to turn the new pricing engine on?"
    flag = "env var to switch on the new pricing engine: PRICING_V2_ENABLED=true"
    review = (
        "Review comment on #2231: it's not PRICING_V2_ENABLED — the loader reads "
        "FF_PRICING_ENGINE_V2, the old name is silently ignored"
    )
    found = asked_change(engine, flag, review)
    assert found is not None and "not pricing_v2_enabled" in found.value
    other = "env var for the pricing engine's cache: PRICING_CACHE_TTL=300"
    assert asked_change(engine, other, review) is None  # takes back a value it never held
    eat = "what can't Ezra eat?"
    peanuts = "Ezra (Hana's boy) is allergic to peanuts, so no satay at the party"
    right = "Hana put me right: it's tree nuts (cashews, walnuts) — peanuts are fine for Ezra"
    assert asked_change(eat, peanuts, right) is not None
    assert asked_change(eat, peanuts, "Hana says Ezra loved the party") is None


def test_a_new_value_of_the_kind_asked_replaces_and_one_of_another_kind_does_not():
    when = "when is Noor's swimming lesson now?"
    lesson = "Noor swimming: Saturdays 9:15 at Kelvin pool"
    moved = "Email from the pool: from next term Noor's group moves to Sundays 10:30."
    found = asked_change(when, lesson, moved)
    assert found is not None and found.rule == RULE
    port = "which port is search-api on?"
    api = "search-api: port 8081, replicas 4"
    assert not _marks(port, api, "search-api replicas bumped to 6 for the spring sale")
    assert _marks(port, api, "search-api moved to port 9090 behind the new proxy")


def _marks(query: str, older: str, newer: str) -> bool:
    """As the recall reads a pair: the change found, and of what the question asks."""
    found = asked_change(query, older, newer)
    return found is not None and changes_what_is_asked(query, older, newer, found.value)


def test_a_status_that_flips_on_the_asked_subject_replaces_the_earlier():
    building = "is main building right now?"
    failed = "[ci] nightly/main #4821 FAILED 09:10 — test_sync.py::test_resume_after_drop"
    found = asked_change(building, failed, "[ci] nightly/main #4822 PASSED 11:45 (rerun)")
    assert found is not None and "passed" in found.value
    again = "[ci] nightly/main #4823 FAILED 13:02 — the same test"
    assert asked_change(building, failed, again) is None  # failing still: no flip


def test_the_subject_said_to_be_ended_ties_two_notes_that_share_no_word_of_the_question():
    toggles = "where do our feature toggles get served from?"
    flagd = "feature flags are served by flagd at flags.internal:8013"
    gone = "flagd was decommissioned last night. All flags now come from LaunchDarkly."
    found = asked_change(toggles, flagd, gone)
    assert found is not None and "decommissioned" in found.value
    other = "the old grafana was decommissioned last night, dashboards are in the new one"
    assert asked_change(toggles, flagd, other) is None
    group = "which group has to approve changes under the billing folder?"
    owners = "CODEOWNERS for /billing: @team-ledger"
    merged = "Reorg: the ledger folks merged into @team-revenue as of Monday"
    assert _marks(group, owners, merged)
    assert not _marks(group, owners, "Reorg: the search folks merged into @team-revenue")


def test_a_permission_narrowed_or_a_value_fat_fingered_replaces_the_earlier():
    bucket = "which bucket am I allowed to delete old exports from?"
    both = "priya: you've got write on both billing buckets (EU + US) for the exports cleanup"
    narrowed = "priya: narrowing that, writes only on billing-exports-eu. The US one is on hold."
    assert _marks(bucket, both, narrowed)
    assert not _marks(bucket, both, "priya: the exports cleanup is done for both buckets")
    port = "what port does the analytics consumer need to reach the brokers?"
    bootstrap = "Kafka bootstrap for analytics: kfk-analytics-01.corvel.internal:9029"
    fixed = "fix: the analytics Kafka bootstrap port is the standard 9092, I fat-fingered it"
    assert _marks(port, bootstrap, fixed)
