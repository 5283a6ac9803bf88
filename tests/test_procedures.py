"""Procedures: error -> fix, recalled by error text, ranked by their outcome record."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from mgimind.doors.memory_client import Client, InProcess
from mgimind.errors import InvalidInput, NotFound, SecretRefused

LINKER = "ld: error E4291: undefined reference to `ssl_init' after upgrading openssl"


def test_recall_finds_the_fix_by_a_reworded_error_and_nothing_for_an_unrelated_one(mind):
    mind.procedures.learn(
        "ModuleNotFoundError: No module named 'yaml'",
        "pip install pyyaml (the import name differs from the package name)",
        context="python 3.12 virtualenv",
    )
    target = mind.procedures.learn(
        LINKER, "relink against libssl3: export LDFLAGS=-lssl", context="building the C extension"
    )
    hits = mind.procedures.recall("linker fails with E4291 undefined reference ssl_init")
    assert hits and hits[0].procedure.id == target.id
    assert "libssl3" in hits[0].procedure.fix
    assert mind.procedures.recall("how do I bake sourdough bread at home") == []


def test_outcome_reports_change_later_ranking(mind):
    a = mind.procedures.learn(LINKER, "clear the build cache and rebuild")
    b = mind.procedures.learn(LINKER, "relink against libssl3")
    mind.procedures.report(a.id, "failed")
    mind.procedures.report(b.id, "worked")
    ranked = [h.procedure.id for h in mind.procedures.recall(LINKER)]
    assert ranked[:2] == [b.id, a.id]
    for _ in range(2):
        mind.procedures.report(a.id, "worked")
        mind.procedures.report(b.id, "failed")
    hits = mind.procedures.recall(LINKER)
    assert [h.procedure.id for h in hits][:2] == [a.id, b.id]
    assert hits[0].score > hits[1].score and hits[0].similarity == pytest.approx(
        hits[1].similarity, abs=1e-4
    )


def test_verified_is_revoked_by_a_later_failure_and_restored_by_a_success(mind):
    p = mind.procedures.learn(LINKER, "relink against libssl3")
    assert mind.procedures.get(p.id).verified is False
    assert mind.procedures.report(p.id, "worked").verified is True
    revoked = mind.procedures.report(p.id, "failed")
    assert revoked.verified is False and revoked.worked == 1 and revoked.failed == 1
    assert mind.procedures.get(p.id).verified is False
    assert mind.procedures.report(p.id, "worked").verified is True
    outcomes = [e for e in mind.audit.entries() if e["action"] == "procedure.outcome"]
    assert [e["outcome"] for e in outcomes] == ["worked", "failed", "worked"]
    assert all(e["actor"] == mind.actor and e["id"] == p.id for e in outcomes)


def test_learning_the_same_fix_twice_keeps_one_procedure(mind):
    first = mind.procedures.learn(LINKER, "relink against libssl3")
    again = mind.procedures.learn(LINKER, "relink against libssl3")
    other = mind.procedures.learn(LINKER, "pin openssl to 1.1")
    assert first.created and not again.created and first.id == again.id
    assert other.id != first.id and len(mind.procedures.list()) == 2


def test_bad_input_is_refused_and_changes_nothing(mind):
    p = mind.procedures.learn(LINKER, "relink against libssl3")
    with pytest.raises(InvalidInput):
        mind.procedures.report(p.id, "maybe")
    with pytest.raises(NotFound):
        mind.procedures.report("not-an-id", "worked")
    with pytest.raises(InvalidInput):
        mind.procedures.learn("   ", "anything")
    with pytest.raises(SecretRefused):
        mind.procedures.learn("401 from the API", "use api_key=sk-9fQ2kT7xLm4ZpR8vNw3bY6cH1dJ5sE0")
    with pytest.raises(SecretRefused):  # provenance is stored too
        mind.procedures.learn(
            "401 from the API",
            "rotate the key",
            source="https://bot:Xk9v2Qm7pL4zR8tW@ci.internal.acme.io/run/7",
        )
    unchanged = mind.procedures.get(p.id)
    assert (unchanged.worked, unchanged.failed, unchanged.verified) == (0, 0, False)
    assert [x.id for x in mind.procedures.list()] == [p.id]


def test_a_project_procedure_stays_in_its_project(mind, tmp_path):
    x, y = tmp_path / "x" / "app", tmp_path / "y" / "app"
    x.mkdir(parents=True)
    y.mkdir(parents=True)
    procedure = Client(InProcess(mind)).procedure  # a project is the dispatcher's scope
    own = procedure.learn(error=LINKER, fix="relink against libssl3", project=str(x))
    shared = mind.procedures.learn(LINKER, "rebuild with the vendored openssl")
    in_x = {h.procedure.id for h in procedure.recall(error=LINKER, project=str(x))}
    in_y = {h.procedure.id for h in procedure.recall(error=LINKER, project=str(y))}
    assert in_x == {own.id, shared.id}
    assert in_y == {shared.id}


def test_confinement_holds_for_procedures(mind, tmp_path):
    own = Client(InProcess(mind)).procedure.learn(
        error=LINKER, fix="relink against libssl3", project=str(tmp_path)
    )
    shared = mind.procedures.learn(LINKER, "rebuild with the vendored openssl")
    confined = mind.as_identity("token:ci", confine=["shared"])
    assert [h.procedure.id for h in confined.procedures.recall(LINKER)] == [shared.id]
    with pytest.raises(NotFound):
        confined.procedures.report(own.id, "failed")
    assert mind.procedures.get(own.id).failed == 0


def test_cli_learn_recall_report(isolated_home, embedder, tmp_path):
    from mgimind.doors.cli import main

    runner = CliRunner()
    out = runner.invoke(
        main, ["learn", "--error", LINKER, "--fix", "relink against libssl3", "--json"]
    )
    assert out.exit_code == 0, out.output
    pid = json.loads(out.output)["id"]
    out = runner.invoke(main, ["procedure", "recall", "E4291 undefined reference", "--json"])
    assert out.exit_code == 0 and json.loads(out.output)[0]["procedure"]["id"] == pid
    out = runner.invoke(main, ["procedure", "report", pid, "worked", "--json"])
    assert out.exit_code == 0 and json.loads(out.output)["verified"] is True
    out = runner.invoke(main, ["procedure", "report", pid, "sometimes"])
    assert out.exit_code != 0 and "Traceback" not in out.output
