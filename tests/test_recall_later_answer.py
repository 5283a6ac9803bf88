"""A later answer to the question asked, in words no supersession rule knows: the earlier
answer is marked as replaced for it and shown after it; a note on another subject, a
plural question and a question about the past mark nothing."""

from __future__ import annotations

from mgimind.engine.later_answer import later_answers

FILLER = [
    "Lunch-and-learn on Friday: Vera presents the new linter setup.",
    "Cleaned up the on-call runbook, removed three dead sections.",
]


def add(mind, text: str, day: int) -> str:
    stamp = f"2026-03-{day:02d}T10:00:00+00:00"
    return mind.memories.add(text, metadata={"occurred_at": stamp}).id


def by_id(recall) -> dict:
    return {i.id: i for i in recall.items}


def test_a_new_holder_said_in_other_words_marks_the_old_one_for_the_question(mind):
    for n, text in enumerate(FILLER):
        add(mind, text, 1 + n)
    old = add(mind, "The pager for checkout is with Tomasz this week.", 5)
    new = add(mind, "checkout on-call: Ines has it till Friday", 9)
    r = mind.recall("Who is on call for checkout?")
    items = by_id(r)
    assert new in items and items[new].superseded is None
    assert old in items and "later answer" in (items[old].superseded or "")
    order = [i.id for i in r.items]
    assert order.index(new) < order.index(old)  # the answer now first
    # The past keeps both, unmarked by this rule: it asks for the earlier answer.
    past = by_id(mind.recall("Who was on call for checkout before?"))
    assert old in past and "later answer" not in (past[old].superseded or "")


def test_another_subjects_value_marks_nothing(mind):
    for n, text in enumerate(FILLER):
        add(mind, text, 1 + n)
    staging = add(mind, "staging nginx listens on 8443", 5)
    billing = add(mind, "billing api listens on 8080 locally", 9)
    r = by_id(mind.recall("Which port does staging nginx listen on?"))
    assert staging in r and r[staging].superseded is None
    assert billing not in r or r[billing].superseded is None


def later(a: dict, b: dict) -> bool:
    return a["when"] > b["when"]


def note(key: str, text: str, when: str) -> dict:
    return {"kind": "memory", "id": key, "text": text, "when": when}


def test_the_rule_reads_the_question_subject_kind_and_number():
    old = note("a", "Release train for mobile: branch rel/2026.03, Priya cuts it.", "1")
    new = note("b", "mobile release goes out of rel/2026.04 this time", "2")
    same = note("c", "Priya cuts the mobile release from rel/2026.03 as usual", "3")
    asked = "Which branch is the mobile release cut from?"
    assert later_answers(asked, [old, new], later) == [(old, new)]
    # The later names the earlier's value: the two may both hold (the rules decide).
    assert later_answers(asked, [old, same], later) == []
    # Plural: every answer may hold.
    assert later_answers("Which branches is the mobile release cut from?", [old, new], later) == []
    # No kind of value asked: nothing to compare.
    assert later_answers("Tell me about the mobile release", [old, new], later) == []


def test_a_question_for_one_thing_of_no_known_kind_reads_names_and_identifiers():
    old = note("a", "Jobs run on runner-4.", "1")
    new = note("b", "runner-4 died overnight, jobs fall back to runner-6", "2")
    other = note("c", "Deploys run on runner-9", "3")
    asked = "Which runner are the jobs on?"
    assert later_answers(asked, [old, new], later) == [(old, new)]
    # Control: the kind's noun ("runner") is no subject; deploys are not the jobs.
    assert later_answers(asked, [old, other], later) == []
    assert later_answers(asked, [old, other, new], later) == [(old, new)]
    vpn = note("d", "The VPN endpoint is vpn1.corp.acme.io", "1")
    gateway = note("e", "vpn1 was decommissioned, connect through vpn-gw.corp.acme.io", "2")
    assert later_answers("What's the VPN endpoint?", [vpn, gateway], later) == [(vpn, gateway)]
    # Control: a question that asks for no one thing compares nothing.
    assert later_answers("Tell me about the VPN", [vpn, gateway], later) == []
    # Both answers name the kind: a stay moved is no answer to "which flight?".
    stay = note("h", "Memo: Moved my Bergen stay to the Old Tannery.", "1")
    flight = note("i", "Going to Bergen on flight KL 1458.", "2")
    assert later_answers("Which flight takes me to Bergen?", [stay, flight], later) == []
    # A name opening a note is a person's when a verb of holding follows it.
    mo = note("f", "Mo owns the thumbnailer.", "1")
    yara = note("g", "Yara picked up the thumbnailer", "2")
    assert later_answers("Who owns the thumbnailer?", [mo, yara], later) == [(mo, yara)]


def test_a_later_answer_under_the_floor_is_found_but_never_marks_one_there():
    old = note("a", "tundra: client connects on 5642", "1")
    new = note("b", "tundra answers on 4029 behind the ingress", "2")
    asked = "What port do I point the tundra client at?"
    assert later_answers(asked, [old], later, [new]) == [(old, new)]
    # What lies under the floor is not recalled, so it is never the one marked.
    early = note("c", "tundra: client connects on 5642", "0")
    assert later_answers(asked, [new], later, [early]) == []


def test_a_later_answer_under_the_floor_is_recalled_above_the_old_one(mind, monkeypatch):
    import mgimind.engine.recall as recall

    for n, text in enumerate(FILLER):
        add(mind, text, 1 + n)
    old = add(mind, "Jobs run on runner-4.", 5)
    new = add(mind, "runner-4 died overnight, jobs fall back to runner-6", 9)
    stored = recall._stored_candidates

    def new_one_under_the_floor(*args, **kwargs):
        found = stored(*args, **kwargs)
        for c in found:
            if c["id"] == new:
                c["similarity"] = c["score"] = 0.0
                c.pop("statement_similarity", None)
        return found

    monkeypatch.setattr(recall, "_stored_candidates", new_one_under_the_floor)
    r = mind.recall("Which runner are the jobs on?")
    items = by_id(r)
    assert new in items and items[new].superseded is None
    assert old in items and "later answer" in (items[old].superseded or "")
    order = [i.id for i in r.items]
    assert order.index(new) < order.index(old)


def test_a_mark_the_question_made_does_not_show_an_item_again_in_the_session(mind):
    for n, text in enumerate(FILLER):
        add(mind, text, 1 + n)
    old = add(mind, "tundra: client connects on 5642", 5)
    new = add(mind, "tundra answers on 4029 behind the ingress", 9)
    first = mind.recall("anything on tundra?")
    assert {old, new} <= set(by_id(first)) and by_id(first)[old].superseded is None
    shown = {f"{i.kind}:{i.id}": i.version for i in first.items}
    # The next prompt's question marks the old port as replaced for it: both were shown
    # in this session as they are, so neither is injected again.
    again = mind.recall("What port do I point the tundra client at?", shown=shown)
    assert old not in by_id(again) and new not in by_id(again)
    # Control: a new session is shown both, the old one marked for this question.
    fresh = by_id(mind.recall("What port do I point the tundra client at?"))
    assert new in fresh and "later answer" in (fresh[old].superseded or "")


def test_two_questions_in_one_are_answered_by_both_values():
    python = note("a", "FYI Falcon is on CPython 3.11.9 now, tox matrix updated.", "1")
    postgres = note("b", "FYI Falcon is on Postgres 16.4.", "2")
    both = "Dev env for falcon: which interpreter, which database server release?"
    assert later_answers(both, [python, postgres], later) == []
    # Control: one question, one answer now.
    newer = note("c", "falcon moved to CPython 3.12.1 this sprint", "3")
    one = "Which interpreter version does falcon run?"
    assert later_answers(one, [python, newer], later) == [(python, newer)]


def test_a_later_answer_to_which_kind_names_the_kind():
    nats = note("a", "From standup: messaging for quill is NATS, broker decision reversed.", "1")
    pin = note("b", "We pinned quill to Python 3.12.7 in .python-version.", "2")
    asked = "Which messaging system should my new quill consumer subscribe to?"
    assert later_answers(asked, [nats, pin], later) == []
    # Control: a later note naming the kind answers it.
    sqs = note("c", "messaging for quill is SQS now, NATS got dropped", "3")
    assert later_answers(asked, [nats, sqs], later) == [(nats, sqs)]


def test_a_later_note_leaving_out_the_name_the_question_writes_marks_nothing():
    worker = note("a", "worker-3b holds 560 open connections.", "1")
    batch = note("b", "Saw on the monitor: batch-11 holds 410 open connections.", "2")
    asked = "How many clients hold a connection to worker-3b?"
    assert later_answers(asked, [worker, batch], later) == []
    # Control: the same code named again, with a new count, is the answer now, read past
    # the pairs that mark nothing.
    again = note("c", "worker-3b connections: 610 open, per the monitor", "3")
    assert later_answers(asked, [worker, again], later) == [(worker, again)]
    found = later_answers(asked, [worker, batch, again], later)
    assert (worker, again) in found and (worker, batch) not in found


def test_a_code_of_the_same_family_answers_however_far_from_the_subject():
    old = note("a", "nightly builds run on ci-runner-04", "1")
    new = note("b", "the nightly job got its own box after the outage, ci-big-11", "2")
    other = note("c", "the nightly job got its own box after the outage, worker-7", "3")
    asked = "Which machine runs the nightly build?"
    assert later_answers(asked, [old, new], later) == [(old, new)]
    # Control: a code of another family said far from the subject marks nothing.
    assert later_answers(asked, [old, other], later) == []


def test_an_earlier_holder_placed_elsewhere_is_no_longer_the_answer():
    old = note("a", "Payments API owner: Hendrik (ask him before touching the webhooks)", "1")
    moved = note(
        "b", "Rosa is the one to ask about payments API stuff now, Hendrik is on the data team", "2"
    )
    both = note("c", "Rosa and Hendrik both review payments API changes now", "3")
    asked = "Who owns the payments API?"
    assert later_answers(asked, [old, moved], later) == [(old, moved)]
    # Control: the earlier holder named beside the new one, not elsewhere: both may hold.
    assert later_answers(asked, [old, both], later) == []


def test_a_later_reading_answers_a_question_about_now():
    old = note("a", "Gullwing playtest build 0.8.3: crash-free sessions 91.2% (Backtrace).", "1")
    new = note("b", "Hotfix 0.8.4 went out Monday. Backtrace Wednesday: crash-free 98.7%.", "2")
    other = note("c", "Backtrace Wednesday: 412 sessions on the playtest build.", "2")
    asked = "what's the crash-free rate on the current playtest build?"
    # The later says the source again ("Backtrace") beside a new rate: the rate is replaced.
    assert later_answers(asked, [old, new], later) == [(old, new)]
    # A reading of something else (a session count, no crash-free) replaces nothing.
    assert later_answers(asked, [old, other], later) == []
    # Asked without "now": no reading is asked for, and nothing is read as replaced.
    assert (
        later_answers("what was the crash-free rate on the playtest build?", [old, new], later)
        == []
    )


def test_a_number_of_another_length_rivals_and_the_question_own_word_names_the_subject():
    old = note("a", "Haulwise public tracking API: rate limit 600 req/min per API key.", "1")
    new = note("b", "Dana raised it - the per-key limit on that API is now 1500 a minute.", "2")
    other = note("c", "The analytics API has a limit of 1500 req/min.", "2")
    asked = "what's the per-key rate limit on our tracking API?"
    assert later_answers(asked, [old, new], later) == [(old, new)]
    # "the analytics API" is another API: its limit replaces nothing.
    assert later_answers(asked, [old, other], later) == []


def test_the_same_person_said_again_by_part_of_the_name_is_no_later_answer():
    old = note("a", "HL7 bridge service owner: Sunniva Aalto (integration team).", "1")
    again = note("b", "Asked at the ops review - the bridge is still Sunniva's, nobody else.", "2")
    other = note("c", "the HL7 bridge belongs to Kasper Lind now", "2")
    asked = "who owns the HL7 bridge?"
    assert later_answers(asked, [old, again], later) == []
    assert later_answers(asked, [old, other], later) == [(old, other)]


def test_a_value_a_plan_shows_moving_on_is_replaced_and_one_it_keeps_is_not():
    old = note("a", "render-farm on ECS: 4 tasks, 2048 CPU units, us-east-2.", "1")
    plan = note(
        "b",
        'terraform plan (render):\n  ~ desired_count = 4 -> 12\n    name = "render-farm"',
        "2",
    )
    asked = "How many tasks is the render farm running?"
    assert later_answers(asked, [old, plan], later) == [(old, plan)]
    kept = note("c", "render-farm still on 4 tasks; added 12 GB of scratch disk.", "3")
    assert later_answers(asked, [old, kept], later) == []  # control: 4 said again, kept


def test_which_kind_is_named_by_either_word_after_which():
    old = note("a", "Invoice PDFs: nightly 02:00, signed with KMS key inv-sign-2024.", "1")
    new = note("b", "Rotated the signing key: invoices are signed with inv-sign-2025 now.", "2")
    asked = "Which KMS key signs the invoices?"
    assert later_answers(asked, [old, new], later) == [(old, new)]
    other = note("c", "Rotated the backup key: invoices are signed as before.", "3")
    assert later_answers(asked, [old, other], later) == []  # control: no new key named
