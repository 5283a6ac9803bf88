"""A plain `mgimind export FILE` keeps everything a move needs.

Through the real CLI: a home holds a fact a person invalidated, a fact with a retired
version, a current fact and a quarantined candidate with its reason. Exported with no
option and imported into a fresh home, the tombstone still refuses the rejected value
there (and the current value is current), the history and the quarantined item with its
reason are there. `--view current` writes the trimmed file, and importing it says what it
lacks (and, there, the rejected value can indeed be asserted again).
"""

from __future__ import annotations

import json

import pytest
from conftest import cli_in_process

SUBJECT = "ledger-svc"


def _json(run, *args):
    done = run(*args, "--json")
    assert done.exit_code == 0, done.output
    return json.loads(done.output)


@pytest.fixture(scope="module")
def source(embedder, tmp_path_factory):
    """A home with a tombstone, a retired version, a current fact and a quarantined item,
    built once: the tests only export it."""
    home = tmp_path_factory.mktemp("export-move") / "source"
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("MGIMIND_IN_PROCESS", "1")
        mp.setenv("MGIMIND_AUTOSTART", "0")
        mp.setenv("MGIMIND_HOME", str(home))
        run = cli_in_process(embedder, mp)
        tomb = _json(run, "fact", "add", SUBJECT, "owned_by", "team-kappa")["id"]
        assert run("fact", "invalidate", tomb, "--reason", "kappa never owned it").exit_code == 0
        kept = _json(run, "fact", "add", SUBJECT, "owned_by", "team-lambda")["id"]
        assert run("predicate", "register", "deploy_target", "-c", "single").exit_code == 0
        old = _json(run, "fact", "add", "payments", "deploy_target", "eu-west")["id"]
        new = _json(run, "fact", "add", "payments", "deploy_target", "us-east")
        assert new["verdict"] == "won" and new["retired"] == [old]
        held = _json(run, "ingest", "Deploys run on Fridays.")
        assert held["verdict"] == "quarantined"
        reason = _json(run, "quarantine", "list")[0]["reason"]
        assert reason
    return {
        "tomb": tomb,
        "kept": kept,
        "old": old,
        "held": held["id"],
        "reason": reason,
        "home": home,
    }


@pytest.fixture
def in_source(source, monkeypatch):
    """This test's commands run on the source home, in-process."""
    monkeypatch.setenv("MGIMIND_IN_PROCESS", "1")
    monkeypatch.setenv("MGIMIND_HOME", str(source["home"]))
    return source


def test_plain_export_carries_tombstones_history_and_quarantine(
    run, in_source, tmp_path, monkeypatch
):
    source = in_source
    out = tmp_path / "move.jsonl"
    exported = run("export", str(out))
    assert exported.exit_code == 0 and "view all" in exported.output, exported.output
    assert "trimmed" not in exported.output

    monkeypatch.setenv("MGIMIND_HOME", str(tmp_path / "fresh"))
    imported = run("import", str(out))
    assert imported.exit_code == 0 and "Notice" not in imported.output, imported.output

    # the tombstone holds here: the rejected value is refused, the attempt counted ...
    again = _json(run, "fact", "add", SUBJECT, "owned_by", "team-kappa")
    assert again["verdict"] == "rejected" and again["id"] == source["tomb"]
    assert again["fact"]["status"] == "invalidated" and again["fact"]["rejected_attempts"] == 1
    # ... while the current value is current here too
    current = _json(run, "fact", "query", "--subject", SUBJECT)
    assert [(f["id"], f["object"]) for f in current] == [(source["kept"], "team-lambda")]
    assert _json(run, "fact", "add", SUBJECT, "owned_by", "team-lambda")["verdict"] == "confirmed"

    # history: the retired value and its winner, both there
    history = _json(run, "fact", "query", "--subject", "payments", "--history")
    assert {(f["object"], f["status"]) for f in history} == {
        ("eu-west", "superseded"),
        ("us-east", "believed"),
    }
    assert [f["object"] for f in _json(run, "fact", "query", "--subject", "payments")] == [
        "us-east"
    ]

    # quarantine, with its reason
    held = _json(run, "quarantine", "list")
    assert [(q["id"], q["reason"]) for q in held] == [(source["held"], source["reason"])]


def test_a_trimmed_export_says_what_it_lacks_on_import(run, in_source, tmp_path, monkeypatch):
    out = tmp_path / "current.jsonl"
    exported = run("export", str(out), "--view", "current")
    assert exported.exit_code == 0 and "trimmed" in exported.output, exported.output
    assert "fact: superseded, rejected, invalidated, revised" in exported.output

    monkeypatch.setenv("MGIMIND_HOME", str(tmp_path / "fresh"))
    imported = run("import", str(out))
    assert imported.exit_code == 0
    assert "Notice: this file was exported with --view current" in imported.output
    assert "tombstones" in imported.output and "quarantined" in imported.output
    assert "export again without --view" in imported.output
    result = _json(run, "import", str(out))  # the same facts in the JSON result
    assert result["view"] == "current" and any(x.startswith("fact:") for x in result["lacks"])
    # what it lacks is indeed lacking: no tombstone here, so the value goes in
    assert _json(run, "fact", "add", SUBJECT, "owned_by", "team-kappa")["verdict"] == "recorded"
    assert _json(run, "quarantine", "list") == []
    # positive control: what is current came across
    assert {f["object"] for f in _json(run, "fact", "query", "--subject", SUBJECT)} == {
        "team-lambda",
        "team-kappa",
    }
