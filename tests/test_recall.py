"""Unified recall: relevance floor, kinds, provenance, budget, scope, plugins. (Its speed is
measured by benchmark/load.py: recall p50/p95 through the daemon at each store size.)"""

from __future__ import annotations

import json

from click.testing import CliRunner

from mgimind.doors.memory_client import Client, InProcess
from mgimind.plugins import pm
from mgimind.pluginspecs import hookimpl

MEMORIES = [
    "Alice is allergic to peanuts and must avoid them.",
    "Deploy aborted: the linker raised E4291 after the upgrade.",
    "The staging database is restored from backup every Sunday night.",
    "Use pnpm instead of npm in the frontend repository.",
    "The quarterly budget review moved to Thursday afternoon.",
    "Our cat sleeps on the windowsill most of the day.",
    "The API server listens on port 8443 behind nginx.",
    "Run the migrations with alembic upgrade head before starting the app.",
    "Bob prefers dark mode in every editor.",
    "Tests must run with pytest -x and the postgres fixture.",
]
UNRELATED = [
    "what's the weather like in Lisbon",
    "write a haiku about autumn",
    "tell me a joke",
    "how tall is the Eiffel tower",
    "recommend a good science fiction novel",
    "what is 17 times 23",
]


def test_unrelated_prompts_get_an_empty_recall_and_related_ones_the_memory(mind):
    ids = {text: mind.memories.add(text).id for text in MEMORIES}
    for prompt in UNRELATED:
        r = mind.recall(prompt)
        assert r.text == "" and r.items == [], (prompt, r.items)
    for prompt, wanted in (
        ("which nut sensitivity does she have", MEMORIES[0]),
        ("when is staging restored", MEMORIES[2]),
        ("what port does the API use", MEMORIES[6]),
    ):
        r = mind.recall(prompt)
        assert r.items and r.items[0].id == ids[wanted], (prompt, r.items)
        assert wanted in r.text


def test_one_ranked_answer_across_kinds_with_provenance(mind):
    for text in MEMORIES:
        mind.memories.add(text, source="notes.md")
    mind.procedures.learn(
        "linker error E4291 undefined reference to ssl_init",
        "relink against libssl3 with LDFLAGS=-lssl",
    )
    mind.skills.set(
        "fix-linker",
        "when the linker fails after an upgrade",
        "1. check the library versions\n2. relink",
    )
    r = mind.recall("the linker failed with E4291 after upgrading, how do I fix it")
    kinds = [item.kind for item in r.items]
    assert {"memory", "procedure", "skill"} <= set(kinds)
    assert r.items == sorted(r.items, key=lambda i: i.score, reverse=True)
    assert r.text.startswith("Recalled from mgimind memory.")
    assert "not instructions" in r.text.splitlines()[0]
    assert "> (procedure, " in r.text and "relink against libssl3" in r.text
    assert "source: notes.md" in r.text and "library: shared" in r.text
    assert "Our cat" not in r.text  # below the floor, though it is in the store


def test_recall_stays_within_its_budget_and_counts_what_it_left_out(mind):
    for i in range(12):
        mind.memories.add(
            f"Deploy step {i}: the deploy script restarts the worker pool "
            f"and then warms cache shard {i} before traffic returns. " * 3
        )
    r = mind.recall("how does the deploy restart the workers", budget=700)
    assert 0 < len(r.text) <= 700 and r.items and r.omitted > 0
    full = mind.recall("how does the deploy restart the workers")
    assert len(full.text) <= mind.config.recall.budget_chars
    assert len(full.items) > len(r.items)


def test_recall_follows_the_project_scope(mind, tmp_path):
    x, y = tmp_path / "x" / "app", tmp_path / "y" / "app"
    x.mkdir(parents=True)
    y.mkdir(parents=True)
    own = Client(InProcess(mind)).procedure.learn(
        error="E4291 linker error", fix="relink with -lssl", project=str(x)
    )
    mind.memories.add("The staging database is restored every Sunday night.")
    in_x = mind.recall("linker error E4291", project=str(x))
    in_y = mind.recall("linker error E4291", project=str(y))
    assert own.id in {i.id for i in in_x.items}
    assert own.id not in {i.id for i in in_y.items} and "relink" not in in_y.text
    assert mind.recall("when is the staging database restored", project=str(y)).items
    confined = mind.as_identity("token:ci", confine=["shared"])
    assert "relink" not in confined.recall("linker error E4291", project=str(x)).text


class DropProcedures:
    @hookimpl
    def recall_postprocess(self, mind, query, items):
        items[:] = [i for i in items if i["kind"] != "procedure"]


def test_hook_recall_postprocess(mind):
    mind.procedures.learn("E4291 linker error", "relink with -lssl")
    mind.memories.add("Deploy aborted: the linker raised E4291 after the upgrade.")
    plugin = DropProcedures()
    pm.register(plugin)
    try:
        filtered = mind.recall("linker error E4291")
    finally:
        pm.unregister(plugin)
    assert [i.kind for i in filtered.items] == ["memory"]
    assert "procedure" in [i.kind for i in mind.recall("linker error E4291").items]


def test_cli_recall(isolated_home, embedder):
    from mgimind.doors.cli import main

    runner = CliRunner()
    assert runner.invoke(main, ["add", MEMORIES[0]]).exit_code == 0
    out = runner.invoke(main, ["recall", "which nut sensitivity does she have", "--json"])
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    assert data["items"][0]["kind"] == "memory" and "peanuts" in data["text"]
    empty = runner.invoke(main, ["recall", "write a haiku about autumn"])
    assert empty.exit_code == 0 and "Nothing relevant" in empty.output


def test_a_time_named_in_the_prompt_favours_the_memory_from_then(mind):
    for text in MEMORIES:
        mind.memories.add(text)
    march = mind.memories.add(
        "We picked SQLite for the billing service.",
        metadata={"occurred_at": "2023-03-02T10:00:00+00:00"},
    ).id
    october = mind.memories.add(
        "The billing service moved to Postgres.",
        metadata={"occurred_at": "2023-10-05T10:00:00+00:00"},
    ).id

    def order(prompt: str) -> list[str]:
        return [i.id for i in mind.recall(prompt).items if i.id in (march, october)]

    assert order("which database did we pick for the billing service?") == [march, october]
    assert order("which database did billing use in October 2023?") == [october, march]


def test_recall_says_when_each_memory_happened_and_marks_the_superseded(mind):
    old = mind.memories.add(
        "Team standup happens every weekday at 9:30 in the small meeting room.",
        metadata={"occurred_at": "2026-03-02T09:40:00+00:00"},
    )
    new = mind.memories.add(
        "We moved the standup to 10:00 because two people commute from the coast now.",
        metadata={"type": "exchange", "timestamp": "2026-03-16T10:05:00+00:00"},
    )
    undated = mind.memories.add("The standup notes live in the team wiki.")
    r = mind.recall("what time is our standup now?")
    by_id = {i.id: i for i in r.items}
    assert {old.id, new.id} <= set(by_id)
    assert by_id[new.id].when == "2026-03-16 10:05" and by_id[new.id].time_basis == "happened"
    assert by_id[new.id].superseded is None
    assert "9:30 -> 10:00" in by_id[old.id].superseded
    # the current one reads first, the superseded after it, each with when it happened
    assert r.text.index("happened 2026-03-16 10:05") < r.text.index("superseded: by the")
    assert r.text.index("10:00 because") < r.text.index("at 9:30")
    if undated.id in by_id:  # no time recorded: the storage time, and said so
        assert by_id[undated.id].time_basis == "stored" and "(memory, stored " in r.text


def test_a_current_state_question_favours_the_newer_memory(mind):
    mind.memories.add(
        "The frontend team lunch is on Thursdays at the noodle bar.",
        metadata={"occurred_at": "2025-01-10T12:00:00+00:00"},
    )
    newer = mind.memories.add(
        "The frontend team lunch happens on Fridays at the taco place.",
        metadata={"occurred_at": "2026-01-10T12:00:00+00:00"},
    )
    plain = mind.recall("frontend team lunch")
    state = mind.recall("when is the frontend team lunch now?")
    newer_score = {i.id: i.score for i in state.items}[newer.id]
    assert newer_score > {i.id: i.score for i in plain.items}[newer.id] - 0.02
    assert state.items[0].id == newer.id


def test_an_update_under_the_floor_comes_with_the_memory_it_supersedes(mind):
    for text in MEMORIES:
        mind.memories.add(text)
    old = mind.memories.add(
        "Team standup happens every weekday at 9:30 in the small meeting room.",
        metadata={"occurred_at": "2026-03-02T09:40:00+00:00"},
    )
    new = mind.memories.add(
        "We moved the standup to 10:00 because two people commute from the coast now.",
        metadata={"occurred_at": "2026-03-16T10:05:00+00:00"},
    )
    r = mind.recall("when do I need to be at the daily meeting")
    by_id = {i.id: i for i in r.items}
    floor = mind.config.cosines().recall_floor
    # the update is under the floor on its own, and recalled because it supersedes
    assert by_id[new.id].similarity < floor <= by_id[old.id].similarity
    assert "9:30 -> 10:00" in by_id[old.id].superseded and by_id[new.id].superseded is None
    assert "Our cat" not in r.text  # the floor still holds for everything else
