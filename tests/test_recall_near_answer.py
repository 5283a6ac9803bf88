"""A later note near in meaning that states another value of the kind asked, in words that
share none of the question's: the earlier is marked as replaced for the question and shown
after it. Each check holds its control: another attribute changed, another thing named, a
value said again, notes far apart, or a question for no value read whole marks nothing."""

from __future__ import annotations

from mgimind.engine.near_answer import NEAR, near_answers

RENT = "Utrecht flat offer: rent €1,450/month, deposit €2,900, move-in 1 Feb, 12-month minimum."
HAGGLED = "Landlord came back via the agent: €1,390, take it or leave it."


def note(key: str, text: str, when: str) -> dict:
    return {"kind": "memory", "id": key, "text": text, "when": when, "whole": True}


def pairs(query: str, old: str, new: str, nearness: float = NEAR + 0.1) -> list[tuple]:
    items = [note("old", old, "1"), note("new", new, "2")]
    found = near_answers(query, items, lambda a, b: a["when"] > b["when"], lambda a, b: nearness)
    return [(a["id"], b["id"]) for a, b in found]


def test_a_new_amount_in_other_words_replaces_the_old_one_and_another_attribute_does_not():
    asked = "What's the monthly rent on the Utrecht flat?"
    assert pairs(asked, RENT, HAGGLED) == [("old", "new")]
    assert pairs(asked, RENT, "Deposit is €3,000 now.") == []  # the deposit changed
    assert pairs(asked, RENT, HAGGLED, nearness=NEAR - 0.1) == []  # far apart in meaning


def test_durations_and_dates_are_read_whole():
    wait = "How long does the app wait for acknowledgements before paging the neighbouring station?"
    old = "Escalation rule: if fewer than 4 crew acknowledge within 5 minutes, auto-page Station 2."
    assert pairs(wait, old, "Confirmed at the officers' meeting: escalation after 3 minutes stays.")
    assert not pairs(wait, old, "Officers' meeting: still 5 minutes, it works.")  # said again
    fitting = "When is Mum's denture fitting?"
    booked = "Mum's partial denture: Kestrel Dental Lab, £640 all in, fitting Wed 3 Dec at 10:15."
    moved = "Practice texted: lab's behind, Mum's fitting is Wed 10 Dec, same time."
    assert pairs(fitting, booked, moved) == [("old", "new")]  # "Wed" in both is no repeat
    assert pairs(fitting, moved, booked) == [("old", "new")]  # (the order is the dates')


def test_another_thing_named_in_the_later_note_marks_nothing():
    asked = "What time is the FV1 clean-in-place?"
    old = "FV1 CIP runs 06:30 via cip-fv1.timer."
    assert pairs(asked, old, "FV4 CIP now at 07:15.") == []  # FV4's, not FV1's
    assert pairs(asked, old, "CIP timer moved to 07:15.") == [("old", "new")]


def test_a_question_for_no_value_read_whole_or_for_several_marks_nothing():
    old, new = "Hana next door has our spare key.", "The spare key is with the concierge now."
    assert pairs("Who has our spare key?", old, new) == []  # a person: not read so here
    dates = "Give me all the dates for Mum's denture fitting"
    booked = "Mum's fitting Wed 3 Dec."
    assert pairs(dates, booked, "Mum's fitting is Wed 10 Dec.") == []


def add(mind, text: str, day: int) -> str:
    return mind.memories.add(text, metadata={"occurred_at": f"2026-03-{day:02d}T10:00:00+00:00"}).id


def test_the_recall_shows_the_new_amount_first_and_the_old_one_marked(mind):
    add(mind, "Cleaned up the on-call runbook, removed three dead sections.", 1)
    old = add(mind, RENT, 3)
    new = add(mind, HAGGLED, 9)
    r = mind.recall("What's the monthly rent on the Utrecht flat?")
    items = {i.id: i for i in r.items}
    assert new in items and items[new].superseded is None
    assert old in items and "later answer" in (items[old].superseded or "")
    order = [i.id for i in r.items]
    assert order.index(new) < order.index(old)


def test_a_count_rivals_a_count_of_the_same_unit_and_a_date_one_of_its_grain():
    backlash = "How much backlash compensation goes in T2's focuser config?"
    noted = "Noted: T2 focuser backlash compensation = 120 steps (from Pieter's sheet)."
    remeasured = "Pieter: that backlash number you wrote down isn't right. 210 steps"
    assert pairs(backlash, noted, remeasured) == [("old", "new")]
    assert pairs(backlash, noted, "Pieter re-measured the backlash: 3 passes.") == []  # no steps
    pods = "how many photo-resizer pods run by default?"
    pool = "worker pool for photo-resizer: 12 pods, 2 cpu / 4Gi each, hpa max 40"
    assert pairs(pods, pool, "photo-resizer bumped to 6Gi per pod after the OOMs") == []
    assert pairs(pods, pool, "photo-resizer pool scaled to 16 pods") == [("old", "new")]
    window = "when's the drill window?"
    drill = "Ops plan: prod DB failover drill Sat 02:00-04:00 UTC on pg-main-2."
    assert pairs(window, drill, "it's pg-main-3 for the drill; -2 was retired in June") == []
    assert pairs(window, drill, "drill moved: Sat 05:00-07:00 UTC now") == [("old", "new")]


def test_a_price_is_no_time_and_a_date_a_change_takes_effect_from_is_no_answer():
    day = "which day does the veg box turn up?"
    box = "veg box from Riverford: small box, fortnightly, £18.50, delivered wednesdays"
    assert pairs(day, box, "Riverford email: small boxes go up to £19.75 from next month") == []
    assert pairs(day, box, "Riverford email: veg boxes come on fridays now") == [("old", "new")]


def test_before_a_step_asks_the_present_and_a_question_about_the_past_still_asks_the_past():
    from mgimind.engine.recall import HISTORY_CUE

    assert not HISTORY_CUE.search("How long does the app wait before paging the next station?")
    assert HISTORY_CUE.search("How long did the app wait before the officers' meeting?")
    assert HISTORY_CUE.search("What was the rent before we renewed?")


def test_before_a_step_is_no_question_about_the_past(mind):
    add(mind, "Cleaned up the on-call runbook, removed three dead sections.", 1)
    rule = add(
        mind, "Escalation rule: if under 4 crew acknowledge within 5 minutes, page Station 2.", 3
    )
    add(mind, "Confirmed at the officers' meeting: escalation after 3 minutes.", 9)
    asked = mind.recall(
        "How long does the app wait for acknowledgements before paging the next station?"
    )
    assert "later answer" in ({i.id: i for i in asked.items}[rule].superseded or "")


def test_ports_thousands_and_prices_asked_in_other_words_are_read():
    port = "what port should my curl hit for the ledger service?"
    listens = "ledger-api: Go 1.22, listens on 8443 behind the internal LB, deploys via Argo"
    svc = "$ kubectl get svc ledger-api -n finance\nledger-api   ClusterIP   10.40.3.17   9443/TCP"
    assert pairs(port, listens, svc) == [("old", "new")]
    assert pairs(port, listens, "ledger-api: Go 1.23 now, deploys via Argo") == []  # no port
    calls = "how many map calls can we make in a day before it throttles?"
    growth = "Fenwick Maps API: Growth plan, 50k requests/day, overage blocked with HTTP 429"
    invoice = "From: billing@fenwickmaps.com\nPlan: Scale (annual)\nIncluded: 250,000 requests/day"
    assert pairs(calls, growth, invoice) == [("old", "new")]
    phone = "what's the price of my phone plan a month?"
    sim = "Mobile: Vantel 20GB SIM-only £12/mo, contract ends 3 Feb"
    assert pairs(phone, sim, "SMS from VANTEL: your plan is Unlimited 5G at £18/mo") == [
        ("old", "new")
    ]
    assert pairs(phone, sim, "SMS from VANTEL: your plan is Unlimited 5G at £12/mo") == []
    rent = "how much do I pay the letting agent each month?"  # how often, not several things
    standing = "Rent: £1,250 to Harrow Lettings, standing order on the 28th"
    assert pairs(rent, standing, "Signed the renewal. New rent £1,310, same date.") == [
        ("old", "new")
    ]


def test_a_sibling_thing_or_a_deadline_is_no_later_answer():
    port = "what port is payments-api on?"
    api = "payments-api listens on 8080, health at /healthz"
    assert pairs(port, api, "payments-api-worker metrics port 9102 now") == []
    assert pairs(port, api, "payments-api moved to port 8081") == [("old", "new")]
    topic = "How many partitions does the orders topic have?"
    orders = "topic orders.events: 24 partitions, retention 7d, RF 3"
    assert pairs(topic, orders, "topic payments.events: 12 partitions, retention 3d") == []
    assert pairs(topic, orders, "orders.events repartitioned: 48 partitions") == [("old", "new")]
    retro = "What time is the retro?"
    assert (
        pairs(retro, "The retro is Wednesday at 3pm.", "retro notes: ship the hotfix by 5pm") == []
    )
    assert pairs(retro, "The retro is Wednesday at 3pm.", "retro moved to 4pm") == [("old", "new")]
    sftp = "And the port?"
    drop = "The SFTP drop is sftp.brenholt.example:2222, user acme"
    assert pairs(sftp, drop, "Brenholt files arrive around 06:00 CET daily") == []
    assert pairs(sftp, drop, "SFTP drop now sftp.brenholt.example:2022") == [("old", "new")]
