"""Later notes as people write them, read by the supersession rules: a note that changes
several things at once, names its subject in one sentence and the new value in another,
goes back to a task it names again, labels a detour, disowns the thing it mentions, or
names a series in a dotted name. Each negative sits beside its positive control."""

from __future__ import annotations

from mgimind.engine.pair_finding import finding, judge


def ask(query: str, older: str, newer: str, nearness: float = 0.5):
    return finding(query, older, newer, nearness, (older.encode(), newer.encode()))


def test_every_change_a_note_makes_is_read_in_order():
    older = "Piano: lessons with Mrs Okafor, Tuesdays 17:30 at the music school."
    newer = (
        "First lesson with Dana Brandt tonight, good fit. We will keep Thursday 17:30 "
        "going forward."
    )
    assert [f.value for f in judge(older, newer, 0.55)] == [
        "Mrs Okafor -> Dana Brandt",
        "Tuesdays -> Thursday",
    ]
    assert ask("Which day is my piano lesson?", older, newer, 0.55) is not None
    # control: a later note saying the lessons go on as they were changes nothing
    same = "Piano lessons with Mrs Okafor, Tuesdays 17:30 as before, going well."
    assert judge(older, same, 0.55) == ()
    assert ask("Which day is my piano lesson?", older, same, 0.55) is None


def test_the_change_of_what_the_question_asks_is_the_one_that_marks():
    older = "orders topic: 12 partitions, retention 7d."
    newer = "orders topic now at 24 partitions and 14d."
    assert [f.value for f in judge(older, newer, 0.6)] == ["12 -> 24", "7d -> 14d"]
    retention = ask("what is the retention on the orders topic?", older, newer, 0.6)
    assert retention is not None and retention.value == "7d -> 14d"
    partitions = ask("how many partitions does the orders topic have?", older, newer, 0.6)
    assert partitions is not None and partitions.value == "12 -> 24"
    # control: a note changing the partitions alone leaves the retention as it was
    alone = "orders topic now at 24 partitions."
    assert ask("what is the retention on the orders topic?", older, alone, 0.6) is None
    assert ask("how many partitions does the orders topic have?", older, alone, 0.6)


def test_a_value_named_again_in_another_sentence_is_not_replaced_by_a_rival():
    older = "On the DNS migration: moving MX + SPF to Cloudflare, NP-212."
    back = "NP-219 done (origin cert had expired, renewed). Back on NP-212."
    assert judge(older, back, 0.3) == ()
    # control: without the old ticket named again, the later ticket replaces it
    moved = "NP-219 done (origin cert had expired, renewed). Now on NP-230."
    assert any(f.value == "NP-212 -> NP-230" for f in judge(older, moved, 0.3))


def test_a_detour_said_by_its_label_ends_when_the_work_resumes():
    detour = "Interrupt: payments says the starter pack double-charges. Hotfix LO-47 first."
    resumed = "LO-47 out in the 3.2.1 hotfix, review passed. Resuming LO-45."
    assert [f.rule for f in judge(detour, resumed, 0.42)] == ["resumed"]
    # control: the same sentence without its label is no detour
    plain = "Payments says the starter pack double-charges. Hotfix LO-47 first."
    assert judge(plain, resumed, 0.42) == ()


def test_a_word_joined_to_a_particle_is_no_code_of_another_thing():
    older = "Gig: The Lantern, Fri 15 Nov, load-in 6pm, we're second on the bill."
    newer = "Band chat: 'Lantern is not happening lads, the promoter double-booked.'"
    found = ask("What time is load-in at the Lantern?", older, newer, 0.45)
    assert found is not None and found.rule == "cancelled"
    # control: a code the question names that the later note does not is another thing
    coded = "Gig: The Lantern, Fri 15 Nov, stage-b 6pm, we're second on the bill."
    assert ask("What time is stage-b at the Lantern?", coded, newer, 0.45) is None


def test_the_subject_in_one_sentence_and_the_new_value_in_the_next():
    older = "Ines (my sister) is at 27 Calder Row, Leith - for the xmas card list"
    newer = "Ines moved AGAIN lol. flat 3, 112 Bruntsfield Place now"
    changes = [f.value for f in judge(older, newer, 0.5)]
    assert changes[:1] == ["Calder Row -> Bruntsfield Place"]
    # control: far apart in meaning, one shared name does not tie the sentences
    assert judge(older, newer, 0.2) == ()


def test_a_sentence_tied_by_a_name_replaces_no_other_of_the_notes_values():
    # a correction of the hotel, near enough to the flight note to be tied by "Krakow": the
    # flight stands (nothing of it is replaced: not "Krakow", not "IB")
    flight = "Note to self: I fly to Krakow on IB 6146."
    hotel = "Oops. Reserved Residencia Sol for the Krakow trip. (Casa Azul was a typo.)"
    assert judge(flight, hotel, 0.45) == ()
    # control: the hotel note it corrects is replaced
    booked = "Reserved Casa Azul for the Krakow trip."
    assert [f.rule for f in judge(booked, hotel, 0.83)] == ["retracted"]


def test_a_note_holding_the_work_it_pauses_is_not_ended_by_going_back_to_it():
    paused = (
        "Agent summary (billing upgrade): step 2 in progress on branch chore/py312-billing. "
        "Paused: user needs an urgent hotfix."
    )
    back = "Back on chore/py312-billing. 30/44 modules ported."
    assert judge(paused, back, 0.45) == ()
    # control: the detour alone ends when the work resumes
    detour = "Paused the billing upgrade: user needs an urgent hotfix on the invoice mailer."
    assert [f.rule for f in judge(detour, back, 0.45)] == ["resumed"]
    # ... and a person both notes name is not the work: the pause still ends
    lessons = "Pausing lessons over summer - Bob's away in August."
    again = "Bob's booked me in again from 9 Sept, two a week."
    assert [f.rule for f in judge(lessons, again, 0.5)] == ["resumed"]


def test_a_parking_charge_is_no_detour():
    owed = "owe Fitzgerald 30 for the festival parking"
    back = "tent back to Fitzgerald, dried and packed"
    assert judge(owed, back, 0.38) == ()
    # control: a detour the later note comes back from
    detour = "Dropped everything: the festival site's card reader is down."
    assert [f.rule for f in judge(detour, "Reader fixed, back to the tent order.", 0.4)] == [
        "resumed"
    ]


def test_a_thing_the_writer_disowns_replaces_nothing():
    older = "I park at the Orchard St multi-storey on workdays"
    theirs = "the Canal Rd car park is shut for repairs till march, glad it's not mine"
    assert judge(older, theirs, 0.4) == ()
    # control: the same change said of the writer's own car park
    mine = "the Orchard St car park is shut for repairs till march, I'm parking at Canal Rd now"
    assert judge(older, mine, 0.4)


def test_the_next_of_a_dotted_series_replaces_the_one_before():
    older = "email sender consumes from notif.outbound.v1"
    newer = "heads up: cut the mailer over to notif.outbound.v2 (new schema)."
    assert [(f.rule, f.value) for f in judge(older, newer, 0.6)] == [
        ("later-in-series", "notif.outbound.v1 -> notif.outbound.v2")
    ]
    # control: a dotted name of another family is no next of the series
    other = "heads up: the mailer also reads billing.events.v2 (new schema)."
    assert judge(older, other, 0.6) == ()


def test_reporting_to_someone_names_the_manager_in_other_words():
    older = "My manager is Oleksandr."
    newer = "reorg: I report to Chidi from Monday"
    assert [f.value for f in judge(older, newer, 0.24)] == ["Oleksandr -> Chidi"]
    # control: reporting something to someone names no manager
    other = "I report the figures to Chidi on Mondays"
    assert judge(older, other, 0.24) == ()


def test_a_condition_met_or_a_workaround_deleted_ends_what_waited_on_it():
    until = "Pottery studio: glazing only for me until my PAT check is back."
    met = "PAT cleared! Ines says I can fire the kiln and load the top shelves now."
    assert [f.value for f in judge(until, met, 0.4)] == ["PAT -> cleared"]
    # control: a later note on the studio that says nothing of the check ends nothing
    assert judge(until, "Ines says the kiln shelves need a clean before Friday.", 0.4) == ()
    workaround = (
        "Warehouse scanners drop off the network every night. Workaround: cron reboots the "
        "access point at 03:00."
    )
    fixed = (
        "Root cause: DHCP lease time. Firmware 2.8.1 sets it to 24 h; the nightly reboot cron "
        "is deleted."
    )
    assert [f.rule for f in judge(workaround, fixed, 0.4)] == ["finished"]
    planned = "Root cause: DHCP lease time, firmware 2.8.1 due next month."
    assert judge(workaround, planned, 0.4) == ()  # control: the fix not yet made


def test_a_visit_that_isnt_happening_or_had_to_be_cancelled_is_called_off():
    booked = "Chimney sweep booked: Friday 10:00 for the lounge chimney."
    off = "Sweep rang, he's got flu, so Friday's chimney sweep isn't happening, no new date."
    assert [f.rule for f in judge(booked, off, 0.4)] == ["cancelled"]
    late = "Sweep rang, running late, Friday's chimney sweep is more like 11."
    assert "cancelled" not in [f.rule for f in judge(booked, late, 0.4)]  # control
    shift = "Signed up: beach clean, Sunday 9am-12 at the pier."
    cancel = "Message from the organiser: we've had to cancel Sunday's beach clean, storm warning."
    assert [f.rule for f in judge(shift, cancel, 0.4)] == ["cancelled"]


def test_a_run_being_scrapped_or_a_cluster_powered_off_ends_it():
    booked = "Data warehouse: full re-index of the sales cube booked Friday 23:00 to fix the gaps."
    scrapped = "Scrapping the re-index. The vendor confirmed the gaps were backfilled already."
    assert [f.rule for f in judge(booked, scrapped, 0.3)] == ["cancelled"]
    moved = "Moving the re-index to Saturday 01:00, the vendor asked for a later slot."
    assert "cancelled" not in [f.rule for f in judge(booked, moved, 0.3)]  # control
    cluster = "Ticket search runs on the Solr cluster tix-solr (2 nodes)."
    off = (
        "Migration done last night: ticket search hits OpenSearch tix-os; tix-solr is powered off."
    )
    assert [f.value for f in judge(cluster, off, 0.3)] == ["tix-solr -> gone"]
    assert judge(cluster, "tix-solr got a third node last night.", 0.3) == ()  # control
