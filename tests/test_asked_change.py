"""A change found between two texts marks the earlier one for a question only when it is
a change of what the question asks (engine/asked_change.py): another value of a note
that holds several is no change of the one asked, nor is a change of a sibling named by
another code. Each negative beside its positive control."""

from __future__ import annotations

from mgimind.engine.asked_change import answers_another_attribute, changes_what_is_asked
from mgimind.memory.facts.supersede import supersedes
from tests.test_recall_state import NOTES as CHATTER
from tests.test_recall_state import add

SERVICE = "thumbnailer: python 3.11, 6 workers, queue thumbs-high, owner Evander"
SCALED = "thumbnailer up to 10 workers for black friday"


def test_another_value_of_a_note_is_no_change_of_the_one_asked():
    found = supersedes(SERVICE, SCALED)
    assert found is not None and found.value == "6 -> 10"
    assert changes_what_is_asked("how many workers does the thumbnailer run?", *_pair(found))
    assert not changes_what_is_asked("who owns the thumbnailer?", *_pair(found))


def test_a_sibling_named_by_another_code_changes_nothing_of_the_one_asked():
    older = "R-58 cut slipped to wed 09:00 UTC bc of the ios sdk blocker"
    newer = "R-59 cut slipped to the tue after, as usual"
    found = supersedes(older, newer)
    assert found is not None
    assert not changes_what_is_asked("last moment to merge for R-58?", older, newer, found.value)
    assert changes_what_is_asked("which release train is being cut?", older, newer, found.value)


def test_a_state_ended_ends_every_value_of_it():
    older = "booked Dishoom King's Cross, sat 19:30, table for 6, Wren's birthday"
    newer = "Wren's got covid :( cancelled Dishoom, we'll do it in a few weeks"
    found = supersedes(older, newer)
    assert found is not None
    assert changes_what_is_asked(
        "are we out for Wren's dinner on saturday?", *_pair(found, older, newer)
    )
    # the same, asked of the plan's place and month, with an attribute the later lacks
    older = "team offsite in Tallinn 3-5 june, Joost booked the flights"
    newer = "Brigitte: tallinn offsite is off, budget freeze. Joost is cancelling the flights"
    found = supersedes(older, newer)
    assert found is not None and found.value.endswith("-> cancelled")
    assert changes_what_is_asked(
        "are we still going to Tallinn in June?", older, newer, found.value
    )
    assert not answers_another_attribute("when is the Tallinn offsite?", older, newer)


def test_the_recall_marks_a_note_for_its_changed_value_only(mind):
    for n, text in enumerate(CHATTER):
        add(mind, text, 1 + n)
    service = add(mind, SERVICE, 10)
    scaled = add(mind, SCALED, 14)
    by_id = {i.id: i for i in mind.recall("who owns the thumbnailer service?").items}
    assert service in by_id and scaled in by_id
    assert by_id[service].superseded is None
    by_id = {i.id: i for i in mind.recall("how many workers does the thumbnailer run?").items}
    assert service in by_id and scaled in by_id
    assert "6 -> 10" in (by_id[service].superseded or "")


def test_an_attribute_the_later_note_does_not_name_keeps_its_own_value():
    """ "24 partitions" and "alerts to #fin-ops" are values of attributes the later note
    leaves alone: a question about them is not asked of what changed."""
    topic = "topic orders.events: 24 partitions, retention 7d, RF 3"
    longer = "orders.events retention 14d for the replay project (Bogdan's request)"
    found = supersedes(topic, longer)
    assert found is not None and found.value == "7d -> 14d"
    assert not changes_what_is_asked(
        "how many partitions does the orders topic have?", topic, longer, found.value
    )
    assert changes_what_is_asked(
        "how long does the orders topic keep events?", topic, longer, found.value
    )
    job = "nightly-reconcile: runs 02:15 UTC, owner @hyun, alerts to #fin-ops"
    moved = "nightly-reconcile moved to 03:40 UTC from tonight, stops it overlapping the backups"
    found = supersedes(job, moved)
    assert found is not None and found.value == "02:15 -> 03:40"
    assert not changes_what_is_asked("where do reconcile alerts go?", job, moved, found.value)
    assert changes_what_is_asked("when does nightly-reconcile run?", job, moved, found.value)


def test_a_count_of_another_thing_or_a_second_ask_keeps_the_mark():
    """ "curtains: 3 panels" gives the curtains no value of their own (the 3 counts panels),
    and a question asking two things may ask the one that changed."""
    curtains = "bay window curtains: 3 panels, 140cm drop each, track width 260cm"
    measured = "re-measured the bay with the laser, drop is 152cm, the width was right"
    found = supersedes(curtains, measured)
    assert found is not None and found.value == "140cm -> 152cm"
    assert changes_what_is_asked(
        "how long do the bay curtains hang?", curtains, measured, found.value
    )
    assert not changes_what_is_asked(
        "how many panels do the bay curtains have?", curtains, measured, found.value
    )
    handed = "Evander handed thumbnailer over to Marisol, he keeps render-svc"
    found = supersedes(SERVICE, handed)
    assert found is not None and "Marisol" in found.value
    assert changes_what_is_asked(
        "who runs thumbnailer, and how many workers does it have?", SERVICE, handed, found.value
    )
    assert not changes_what_is_asked(
        "how many workers does the thumbnailer have?", SERVICE, handed, found.value
    )


def test_a_word_naming_the_thing_is_no_attribute_with_a_value():
    """ "Base image" names the ticket's subject, not a value of it: the image asked is the
    one the later note bumps."""
    ticket = (
        "PLAT-2207 [CI] Base image for web builds. Description: all web pipelines build on "
        "node:18.19-bookworm-slim. Assignee: Gwenllian."
    )
    bumped = "PLAT-2207 comment (Gwenllian): base bumped to node:22.11-bookworm-slim"
    found = supersedes(ticket, bumped)
    assert found is not None and "22.11" in found.value
    assert changes_what_is_asked(
        "what image do the frontend CI jobs run in?", ticket, bumped, found.value
    )
    # nor is a name before the word ("k8s cluster prod-ams") the cluster's count
    service = "ledgerline svc: k8s cluster prod-ams, owner Tiberiu, metrics on 9411"
    deployed = "deployed ledgerline to prod-fra this morning, the ams copy is scaled to zero"
    assert not answers_another_attribute(
        "which cluster is ledgerline serving from?", service, deployed
    )
    assert answers_another_attribute("which port serves ledgerline's metrics?", service, deployed)
    assert not changes_what_is_asked(
        "who is the web builds ticket assigned to?", ticket, bumped, found.value
    )


def test_a_lower_case_service_name_the_later_note_lacks_is_a_sibling():
    older = "OPS-778: api-gateway config. timeout 30s, max body 10MB, rate limit 600 req/min"
    newer = "OPS-781: admin-gateway rate limit 60 req/min"
    found = supersedes(older, newer)
    assert found is not None and found.value == "600 -> 60"
    assert not changes_what_is_asked(
        "what's the rate limit on api-gateway?", older, newer, found.value
    )
    assert changes_what_is_asked("what's the gateway rate limit?", older, newer, found.value)


def test_the_recall_keeps_an_attribute_the_later_note_leaves_alone_current(mind):
    """Asked where the alerts go, the note that says so holds; asked when the job runs,
    the later note replaces it."""
    for n, text in enumerate(CHATTER):
        add(mind, text, 1 + n)
    job = add(mind, "nightly-reconcile: runs 02:15 UTC, owner @hyun, alerts to #fin-ops", 10)
    moved = add(mind, "nightly-reconcile moved to 03:40 UTC from tonight, after the backups", 14)
    by_id = {i.id: i for i in mind.recall("where do the reconcile alerts go?").items}
    assert job in by_id and by_id[job].superseded is None
    by_id = {i.id: i for i in mind.recall("when does the nightly reconcile run?").items}
    assert job in by_id and moved in by_id
    assert "02:15 -> 03:40" in (by_id[job].superseded or "")


def test_a_destination_a_payer_or_a_named_value_keep_the_change_asked():
    """The thing's own name ("Brindle"), whose it is ("for Theo"), and a later note naming
    the replaced value outright ("zone-b2 is being retired") leave the mark standing."""
    cases = [
        (
            "what time does my train to Brindle leave?",
            "Train to Brindle: GW 212, leaves 07:40, coach C",
            "GW 212 retimed, now leaves 08:10",
        ),
        (
            "how much is a swimming lesson?",
            "Swimming for Theo: Tuesdays 17:00 with coach Ansel, £12 per lesson",
            "Ansel's new rate from May: £14",
        ),
        (
            "where are the photo-store snapshots copied?",
            "photo-store snapshots copy to zone-b2",
            "notice: zone-b2 is being retired, everything moved to zone-c1",
        ),
    ]
    for question, older, newer in cases:
        found = supersedes(older, newer)
        assert found is not None
        assert changes_what_is_asked(question, older, newer, found.value), question
    # Positive control: a sibling's change, the sibling named, marks nothing: the two are
    # about rival things (supersede_guards.py), and the change is not the one asked.
    older, newer = (
        "photo-store snapshots copy to zone-b2",
        "video-store snapshots now copy to zone-c1",
    )
    assert supersedes(older, newer) is None
    assert not changes_what_is_asked(
        "where are the photo-store snapshots copied?", older, newer, "zone-b2 -> zone-c1"
    )


def _pair(found, older: str = SERVICE, newer: str = SCALED) -> tuple[str, str, str]:
    return older, newer, found.value


def test_when_a_change_takes_effect_is_no_value_of_the_day_asked():
    lesson = "Piano for Mira: Mondays 16:30 with Mr Hadley, £28 per lesson"
    price = "Mr Hadley's new rate from September: £31"
    moved = "Piano moves to Tuesdays 16:30 from September"
    # The new price takes effect in September: the lesson's day is still Monday.
    assert not changes_what_is_asked("what day does Mira have piano?", lesson, price, "£28 -> £31")
    assert changes_what_is_asked(
        "what day does Mira have piano?", lesson, moved, "mondays -> tuesdays"
    )
    assert changes_what_is_asked("how much is Mira's piano lesson?", lesson, price, "£28 -> £31")
    # "from" a person is who, not when.
    older, newer = "Farid approves prod deploys.", "prod deploys need a thumbs up from Greta now"
    assert changes_what_is_asked("Who approves prod deploys?", older, newer, "Farid -> Greta")


def test_another_of_a_hyphened_kind_changes_nothing_of_the_one_asked():
    older = "OPS-778: api-gateway config. timeout 30s, rate limit 600 req/min per key"
    admin = "OPS-781: admin-gateway rate limit 60 req/min"
    same = "OPS-781: api-gateway rate limit 900 req/min per key now"
    asked = "What's the per-key rate limit on api-gateway?"
    assert not changes_what_is_asked(asked, older, admin, "600 -> 60")
    assert changes_what_is_asked(asked, older, same, "600 -> 900")


def test_an_amount_with_thousands_is_the_value_of_its_attribute():
    """The rent of "rent EUR 1,450/month" is 1,450 (a comma between digits parts no clause):
    a later note stating another amount answers the rent asked; one about another attribute
    the earlier gives a value to ("move-in 1 Feb") is no answer."""
    offer = "Utrecht flat offer: rent €1,450/month, deposit €2,900, move-in 1 Feb."
    asked = "What's the monthly rent on the Utrecht flat?"
    assert not answers_another_attribute(asked, offer, "Landlord came back: €1,390, take it.")
    assert answers_another_attribute(asked, offer, "Landlord says we can move in on the 3rd.")
