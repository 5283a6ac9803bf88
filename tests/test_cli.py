"""The CLI: commands, --json on reads, errors as messages (never tracebacks)."""

from __future__ import annotations

import json

import click
from click.testing import CliRunner

from mgimind.doors.cli import main


def test_add_search_roundtrip_json(run):
    assert run("library", "create", "work").exit_code == 0
    added = json.loads(
        run(
            "add",
            "Rotate the API gateway certificates every 90 days.",
            "--library",
            "work",
            "--json",
        ).output
    )
    assert added["created"] is True
    hits = json.loads(run("search", "certificate rotation interval", "--json").output)
    assert hits[0]["id"] == added["id"] and hits[0]["library"] == "work"
    shown = json.loads(run("get", added["id"], "--json").output)
    assert shown["text"].startswith("Rotate the API gateway")
    libs = json.loads(run("library", "list", "--json").output)
    assert {lib["name"]: lib["memories"] for lib in libs}["work"] == 1


def test_errors_are_messages_not_tracebacks(run):
    result = run("add", "x", "--library", "missing")
    assert result.exit_code == 1
    assert "Error: no library named 'missing'" in result.output
    assert "fix:" in result.output and "Traceback" not in result.output
    empty = run("add", "")
    assert empty.exit_code == 1 and "no text given (it is empty)" in empty.output


def test_binary_stdin_is_refused(run):
    result = CliRunner().invoke(main, ["add", "-"], input=b"\xff\xfe\x00\x81binary")
    assert result.exit_code == 1 and "not UTF-8" in result.output
    assert json.loads(run("stats", "--json").output)["memories"] == 0


def test_config_get_set_validates(run, isolated_home):
    assert run("config", "set", "recall.budget_chars", "1500").exit_code == 0
    assert run("config", "get", "recall.budget_chars").output.strip() == "1500"
    assert "budget_chars = 1500" in (isolated_home / "config.toml").read_text()
    bad = run("config", "set", "recall.budget_chars", "many")
    assert bad.exit_code == 1 and "invalid value" in bad.output
    unknown = run("config", "set", "no.such", "1")
    assert unknown.exit_code == 1 and "unknown setting" in unknown.output


def test_corrupt_config_is_reported(run, isolated_home):
    isolated_home.mkdir(parents=True, exist_ok=True)
    (isolated_home / "config.toml").write_text("this is [not toml")
    result = run("stats")
    assert result.exit_code == 1 and "not valid TOML" in result.output


def test_doctor_and_stats(run):
    doctor = json.loads(run("doctor", "--json").output)
    assert {c["name"]: c["status"] for c in doctor if not c["name"].startswith("hooks (")} == {
        "home": "ok",
        "config": "ok",
        "model": "ok",
        "store": "ok",
        "store integrity": "ok",
        "languages": "ok",
        "daemon": "ok",
        "harvest": "ok",
        "local extractor": "ok",  # off by default
    }  # the hooks' checks depend on the hosts on this machine: test_doctor_hooks.py
    stats = json.loads(run("stats", "--json").output)
    assert stats["backend"] == "qdrant-edge" and stats["dim"] == 384


def test_library_delete_refuses_non_empty(run):
    run("library", "create", "tmp")
    run("add", "something worth keeping", "--library", "tmp")
    refused = run("library", "delete", "tmp")
    assert refused.exit_code == 1 and "--force" in refused.output
    assert run("library", "delete", "tmp", "--force").exit_code == 0
    assert "tmp" not in run("library", "list").output


def test_an_unset_threshold_shows_the_models_calibrated_value(run):
    shown = run("config", "get", "recall.floor").output.strip()
    assert shown == (
        "unset (in force: 0.35, calibrated for sentence-transformers/all-MiniLM-L6-v2@int8)"
    )
    assert run("config", "set", "embedding.model", "BAAI/bge-small-en-v1.5").exit_code == 0
    assert (
        "in force: 0.57, calibrated for BAAI/bge-small-en-v1.5"
        in run("config", "get", "recall.floor").output
    )
    assert run("config", "set", "recall.floor", "0.6").exit_code == 0
    assert run("config", "get", "recall.floor").output.strip() == "0.6"
    listed = run("config", "list").output
    assert "recall.floor = 0.6" in listed
    assert "admission.near_duplicate = unset (in force: 0.98" in listed
    assert json.loads(run("config", "get", "admission.low_novelty", "--json").output) == {
        "admission.low_novelty": None
    }


def test_every_operation_with_a_cli_path_is_a_command_that_reads_as_text():
    """The command line is built from the operation table: each operation naming a `cli`
    path is that command, with a human rendering (not the JSON fallback)."""
    from mgimind import operations

    for op in operations.table().values():
        if not op.cli:
            continue
        command = main
        for word in op.cli.split():
            command = command.commands[word]
        if op.name in getattr(command, "operations", ()):
            continue  # a hand-written command that runs it: its rendering is its own
        assert isinstance(command, click.Command), op.name
        assert command.presentation.render is not None, op.name  # registered by _register
        names = {p.name for p in command.params}
        assert "as_json" in names and "approval" not in names, op.name
        if op.scope in ("read", "write", "project") and "project" in op.params.model_fields:
            assert "project" in names, op.name


def test_store_check_and_accept_are_commands(run):
    checked = run("store", "check")
    assert checked.exit_code == 0 and "holds what the home recorded" in checked.output
    assert json.loads(run("store", "check", "--json").output)["ok"] is True
    accepted = run("store", "accept")
    assert accepted.exit_code == 0 and "Recorded the store as it is" in accepted.output


def test_generated_commands_keep_their_words(run, tmp_path):
    """Commands from the table read as the hand-written ones did."""
    added = json.loads(run("add", "The staging database lives on host db-7.", "--json").output)
    assert run("archive", added["id"], "--reason", "moved").output.strip() == (
        f"Archived {added['id']}"
    )
    assert run("browse").output.strip() == "No memories."
    assert len(json.loads(run("browse", "--view", "history", "--json").output)) == 1
    assert run("restore", added["id"]).output.strip() == f"Restored {added['id']}"
    assert run("used", added["id"]).output.strip() == "Reported 1 memory(ies) as used"
    assert run("delete", added["id"]).output.strip() == f"Deleted {added['id']}"
    learned = run("learn", "-e", "ENOSPC on /var", "-f", "prune docker images")
    assert learned.output.startswith("Learned ")
    hit = run("procedure", "recall", "ENOSPC on /var").output
    assert "fix:   prune docker images" in hit
    (tmp_path / "proj").mkdir()
    started = run("session", "start", "-a", "bot", "-p", str(tmp_path / "proj"), "--id", "s-1")
    assert started.output.strip() == "s-1"
    ended = CliRunner().invoke(
        main,
        ["session", "end", "s-1", "-", "-a", "bot", "-p", str(tmp_path / "proj")],
        input="Chose Redis for the cache.",
    )
    assert ended.output.strip() == "Ended s-1", ended.output
    last = run("session", "last", "-a", "bot", "-p", str(tmp_path / "proj")).output
    assert last.startswith("s-1  bot") and "Chose Redis for the cache." in last
