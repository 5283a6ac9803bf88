"""The state-tracking benchmark's scorer and data (benchmark/scenarios): what it counts as a
needed fact, as a stale value presented as current, and that its split and data hold still.
Fast checks of the yardstick, not of the product's figures."""

from __future__ import annotations

import json

from benchmark.scenarios import build
from benchmark.scenarios.filler import filler_pool
from benchmark.scenarios.placement import story_last
from benchmark.scenarios.run import load
from benchmark.scenarios.score import items, latest, score, split_of, without_superseded

QUESTION = {"needs": ["6432"], "stale": ["5432"], "kind": "supersession"}
MEMORY = "billing listens on 5432.\nbilling moved to 6432."


def _item(head: str, text: str) -> str:
    return f"> ({head}) {text}"


def test_a_value_only_in_a_header_is_not_in_the_context():
    found = _item("memory, happened 2026-06-432", "billing moved to 6432.")
    nothing = _item("memory, happened 2026-06-432", "the mailer was fixed.")
    assert score(found, QUESTION, MEMORY)["needs_found"] == 1
    assert score(nothing, QUESTION, MEMORY)["needs_found"] == 0


def test_an_unmarked_old_value_is_stale_and_a_marked_one_is_not():
    new = _item("memory, happened 2026-02-01", "billing moved to 6432.")
    old = _item("memory, happened 2026-01-01", "billing listens on 5432.")
    marked = _item(
        "memory, happened 2026-01-01, superseded: by the 2026-02-01 item",
        "billing listens on 5432.",
    )
    assert score(f"{new}\n{old}", QUESTION, MEMORY)["stale"] is True
    assert score(f"{new}\n{marked}", QUESTION, MEMORY)["stale"] is False
    assert score(f"{new}\n{marked}", QUESTION, MEMORY)["needs_found"] == 1


def test_a_needed_item_marked_superseded_is_a_false_mark_and_a_marked_old_one_is_not():
    new = _item("memory, happened 2026-02-01", "billing moved to 6432.")
    wrongly = _item(
        "memory, happened 2026-02-01, superseded: by the 2026-03-01 item", "billing moved to 6432."
    )
    old = _item(
        "memory, happened 2026-01-01, superseded: by the 2026-02-01 item",
        "billing listens on 5432.",
    )
    assert score(f"{wrongly}\n{old}", QUESTION, MEMORY)["marked"] is True
    assert score(f"{new}\n{old}", QUESTION, MEMORY)["marked"] is False
    assert score(f"{new}\n{old}", QUESTION, MEMORY)["needs_found"] == 1


def test_an_item_naming_the_old_value_beside_the_new_one_tells_the_change():
    change = _item("memory", "billing moved from 5432 to 6432.")
    old = _item("memory", "billing listens on 5432.")
    assert score(change, QUESTION, MEMORY)["stale"] is False
    assert score(f"{change}\n{old}", QUESTION, MEMORY)["stale"] is True


def test_only_needs_memory_holds_are_counted_and_either_spelling_counts():
    q = {"needs": ["pg16|postgres 16", "never stored"], "stale": [], "kind": "event_change"}
    text = _item("memory", "We migrated the db to Postgres 16.")
    s = score(text, q, "We migrated the db to Postgres 16.")
    assert (s["needs_held"], s["needs_found"], s["stale"]) == (1, 1, None)
    assert score("", q, "We migrated the db to Postgres 16.")["empty"] is True


def test_continuation_lines_belong_to_their_item():
    for more in ("> ", ">   "):  # either indent of a quoted continuation line
        text = (
            f"> (memory) User: where is billing?\n{more}Assistant: on 6432.\n> (memory) the mailer."
        )
        bodies = [body for _, body in items(text)]
        assert bodies == ["User: where is billing?\nAssistant: on 6432.", "the mailer."]


def test_the_latest_baseline_is_newest_first_and_within_the_budget():
    timeline = [
        {"text": "oldest note " * 3, "occurred_at": "2026-01-01T00:00:00+00:00"},
        {"text": "newest note", "occurred_at": "2026-01-03T00:00:00+00:00"},
        {"text": "middle note " * 20, "occurred_at": "2026-01-02T00:00:00+00:00"},
    ]
    bodies = [b for _, b in items(latest(timeline, 2, 60))]
    assert bodies[0] == "newest note"
    assert bodies[1].startswith("middle note") and sum(map(len, bodies)) <= 60
    assert "oldest" not in latest(timeline, 2, 60)


def test_the_split_is_fixed_by_the_id_and_both_halves_hold_every_kind():
    data = json.loads(build.OUT.read_text())
    assert split_of("supersession-000") == "held-out" and split_of("correction-000") == "tuning"
    for t in data["timelines"]:
        assert t["split"] == split_of(t["id"])
    kinds = {t["kind"] for t in data["timelines"]}
    for half in ("tuning", "held-out"):
        assert kinds == {t["kind"] for t in data["timelines"] if t["split"] == half}


def test_the_data_is_what_the_generator_writes_and_each_question_checks():
    data = json.loads(build.OUT.read_text())
    assert build.dump(build.build()) == build.OUT.read_text()
    fresh = build.build(fresh=True)
    assert build.dump(fresh) == build.FRESH_OUT.read_text()
    assert {t["split"] for t in fresh["timelines"]} == {"fresh"}
    timelines = data["timelines"]
    assert len(timelines) >= 240
    assert min(len(t["items"]) for t in timelines) >= 5
    assert max(len(t["items"]) for t in timelines) <= 200
    broken = dict(
        timelines[0], questions=[dict(timelines[0]["questions"][0], stale=["never in memory"])]
    )
    try:
        build.check(broken)
    except AssertionError:
        pass
    else:
        raise AssertionError("a stale value memory does not hold passed the check")
    for t in timelines:
        build.check(t)


def test_leaving_out_marked_items_keeps_the_others_whole():
    new = _item("memory, happened 2026-02-01", "billing moved to 6432.")
    marked = _item("memory, superseded: by the 2026-02-01 item", "billing listens on 5432.")
    kept = without_superseded(f"{marked}\n{new}\n> (memory) User: port?\n>   Assistant: 6432.")
    assert [body for _, body in items(kept)] == [
        "billing moved to 6432.",
        "User: port?\nAssistant: 6432.",
    ]


def test_a_short_run_sees_every_kind():
    kinds = {t["kind"] for t in json.loads(build.OUT.read_text())["timelines"]}
    first = load("tuning", len(kinds))
    assert {t["kind"] for t in first} == kinds and {t["split"] for t in first} == {"tuning"}
    assert {t["kind"] for t in load("held-out", 5, ["repair"])} == {"repair"}


def test_the_story_told_last_keeps_its_order_evidence_and_times():
    """`--placement end`: the same texts, the story's statements last in their order (an
    unrelated note between two now and then), each question's evidence still the
    statement it was, the times still rising; in place, the story was not last."""
    filler = set(filler_pool(40))
    timeline = next(t for t in load("both", data="wild12") if t["items"][-1]["text"] in filler)
    moved = story_last(timeline)
    texts = [i["text"] for i in timeline["items"]]
    after = [i["text"] for i in moved["items"]]
    assert sorted(after) == sorted(texts)
    story = [t for t in texts if t not in filler]
    assert [t for t in after if t not in filler] == story
    assert after[-1] == story[-1] and after[0] in filler
    first = after.index(story[0])
    assert sum(t in filler for t in after[first:]) < len(story)
    for q, q2 in zip(timeline["questions"], moved["questions"], strict=True):
        assert [texts[i] for i in q["evidence"]] == [after[i] for i in q2["evidence"]]
    times = [i["occurred_at"] for i in moved["items"]]
    assert times == sorted(times)


def test_never_said_counts_the_never_said_question_not_its_control():
    from benchmark.scenarios.report import figures

    memory = "pairing: prod on pairing.internal:8443"
    shown = _item("memory, happened 2026-02-01", memory)
    never = {"needs": [], "stale": [], "kind": "never_said"}
    control = {"needs": ["8443"], "stale": [], "kind": "never_said"}
    rows = [
        {"kind": "never_said", "product": score("", never, memory)},  # nothing: right
        {"kind": "never_said", "product": score(shown, control, memory)},  # held: shown
        {"kind": "never_said", "product": score(shown, never, memory)},  # near match: wrong
    ]
    found = figures({"rows": rows}, "product", lambda r: True)
    assert found["never_said"] == 50.0  # one of the two never-said questions had a context
    assert found["needs"] == 100.0 and found["empty"] == 0.0  # the control found its 8443
