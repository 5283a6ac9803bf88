"""Skills, sessions, pinned blocks and the default scope they share."""

from __future__ import annotations

import json
import subprocess

import pytest
from click.testing import CliRunner

from mgimind.doors.memory_client import Client, InProcess
from mgimind.errors import InvalidInput, NotFound, ScopeDenied
from mgimind.services.scope import project_identity, project_library
from mgimind.validation import check_library_name

RELEASE = "1. bump the version\n2. update CHANGELOG.md\n3. tag and push\n4. publish the wheel"


@pytest.fixture
def two_apps(tmp_path):
    """Two projects both named `app`: one a git repository, one a plain directory."""
    x = tmp_path / "x" / "app"
    y = tmp_path / "y" / "app"
    (x / "src" / "deep").mkdir(parents=True)
    y.mkdir(parents=True)
    subprocess.run(["git", "init", "-q", str(x)], check=True)
    return x, y


# --- scope ------------------------------------------------------------------------------


def test_project_identity_is_the_git_root_or_the_full_path_never_a_basename(two_apps):
    x, y = two_apps
    assert project_identity(x / "src" / "deep") == str(x.resolve())
    assert project_identity(y) == str(y.resolve())
    assert project_identity(x) != project_identity(y)
    assert project_library(project_identity(x)) != project_library(project_identity(y))
    assert check_library_name(project_library(project_identity(x)))


def test_project_library_names_stay_valid_and_distinct_for_awkward_paths():
    spaced, dashed = project_library("/a/my app"), project_library("/a/my-app")
    long = project_library("/" + "d" * 400)
    assert spaced != dashed and len(long) <= 200
    for name in (spaced, dashed, long, project_library("/ü/ñ")):
        assert check_library_name(name) and name.startswith("project:")


# --- skills -----------------------------------------------------------------------------


def test_skill_set_show_match_remove(mind):
    mind.skills.set("release-checklist", "when cutting or publishing a new release", RELEASE)
    mind.skills.set(
        "db-migration",
        "when changing the database schema",
        "write an alembic revision, run it on a copy first",
    )
    shown = mind.skills.show("release-checklist")
    assert shown.body == RELEASE and shown.trigger.startswith("when cutting")
    matches = mind.skills.match("we need to publish version 2.0 of the package")
    assert matches and matches[0].skill.name == "release-checklist"
    assert "tag and push" in matches[0].skill.body
    assert mind.skills.match("what should I cook for dinner tonight") == []
    mind.skills.set("release-checklist", "when releasing", RELEASE + "\n5. announce")
    assert mind.skills.show("release-checklist").body.endswith("announce")
    assert [e.name for e in mind.skills.list()] == ["db-migration", "release-checklist"]
    mind.skills.remove("release-checklist")
    with pytest.raises(NotFound):
        mind.skills.show("release-checklist")
    assert [e.name for e in mind.skills.list()] == ["db-migration"]


def test_skill_bad_input_changes_nothing(mind):
    with pytest.raises(InvalidInput):
        mind.skills.set("bad name!", "when", "body")
    with pytest.raises(InvalidInput):
        mind.skills.set("ok-name", "", "body")
    with pytest.raises(NotFound):
        mind.skills.remove("never-set")
    assert mind.skills.list() == []


def test_a_project_skill_shadows_the_shared_one_and_stays_in_its_project(mind, two_apps):
    x, y = two_apps
    mind.skills.set("deploy", "when deploying", "shared: run make deploy")
    client = Client(InProcess(mind))  # a project is a scope the dispatcher resolves
    client.skill.set(
        name="deploy", trigger="when deploying", body="x only: run ./ship.sh", project=str(x)
    )
    assert client.skill.show(name="deploy", project=str(x)).body.startswith("x only")
    assert client.skill.show(name="deploy", project=str(y)).body.startswith("shared")


# --- sessions ---------------------------------------------------------------------------


def test_last_session_is_the_agents_and_projects_own(mind, two_apps):
    x, y = two_apps
    for agent, project, summary in (
        ("claude", x, "claude in x: refactored the parser"),
        ("codex", x, "codex in x: wrote the release notes"),
        ("claude", y, "claude in y: fixed the login page"),
    ):
        s = mind.sessions.start(agent, str(project))
        mind.sessions.end(s.id, summary)
    assert mind.sessions.last("claude", str(x / "src" / "deep")).summary.startswith("claude in x")
    assert mind.sessions.last("codex", str(x)).summary.startswith("codex in x")
    assert mind.sessions.last("claude", str(y)).summary.startswith("claude in y")
    assert mind.sessions.last("codex", str(y)) is None
    assert mind.sessions.last("gemini", str(x)) is None


def test_the_newest_ended_session_wins_and_an_unended_one_is_not_last(mind, two_apps):
    x, _ = two_apps
    first = mind.sessions.start("claude", str(x))
    mind.sessions.end(first.id, "first summary")
    second = mind.sessions.start("claude", str(x))
    assert mind.sessions.last("claude", str(x)).id == first.id
    mind.sessions.end(second.id, "second summary")
    assert mind.sessions.last("claude", str(x)).summary == "second summary"


def test_ending_someone_elses_session_or_an_unknown_one_is_refused(mind, two_apps):
    x, y = two_apps
    s = mind.sessions.start("claude", str(x), session_id="abc-123")
    with pytest.raises(InvalidInput):
        mind.sessions.end(s.id, "hijack", agent="codex")
    with pytest.raises(NotFound):
        mind.sessions.end("never-started", "summary")
    assert (
        mind.sessions.last("codex", str(x)) is None and mind.sessions.last("claude", str(x)) is None
    )
    ended = mind.sessions.end(
        "host-only-end", "only the end was reported", agent="codex", project=str(y)
    )
    assert mind.sessions.last("codex", str(y)).id == ended.id


def test_a_confined_identity_does_not_see_another_projects_session(mind, two_apps):
    x, _ = two_apps
    s = mind.sessions.start("claude", str(x))
    mind.sessions.end(s.id, "secret plans for x")
    confined = mind.as_identity("token:ci", confine=["shared"])
    assert confined.sessions.last("claude", str(x)) is None
    assert mind.sessions.last("claude", str(x)) is not None
    with pytest.raises(ScopeDenied):
        confined.sessions.start("claude", str(x))


# --- pins -------------------------------------------------------------------------------


def test_pins_set_get_list_remove_and_project_shadowing(mind, two_apps):
    x, y = two_apps
    mind.pins.set("style", "Use British spelling.")
    pin = Client(InProcess(mind)).pin  # a project is a scope the dispatcher resolves
    pin.set(name="style", text="Use American spelling in x.", project=str(x))
    pin.set(name="owner", text="x is owned by the platform team.", project=str(x))
    assert pin.get(name="style", project=str(x)).text == "Use American spelling in x."
    assert pin.get(name="style", project=str(y)).text == "Use British spelling."
    assert [p.name for p in pin.list(project=str(x))] == ["owner", "style"]
    assert [p.name for p in pin.list(project=str(y))] == ["style"]
    mind.pins.set("style", "Use Oxford spelling.")
    assert pin.get(name="style", project=str(y)).text == "Use Oxford spelling."
    pin.remove(name="owner", project=str(x))
    with pytest.raises(NotFound):
        pin.get(name="owner", project=str(x))
    with pytest.raises(NotFound):
        pin.remove(name="owner", project=str(x))
    assert {e["action"] for e in mind.audit.entries()} >= {"pin.add", "pin.update", "pin.remove"}


def test_pin_bad_input_changes_nothing(mind):
    mind.pins.set("style", "Use British spelling.")
    with pytest.raises(InvalidInput):
        mind.pins.set("style", "x" * 10_000)
    with pytest.raises(InvalidInput):
        mind.pins.set("../escape", "text")
    assert mind.pins.get("style").text == "Use British spelling."
    assert [p.name for p in mind.pins.list()] == ["style"]


def test_cli_skill_session_pin(isolated_home, embedder, two_apps):
    from mgimind.doors.cli import main

    x, y = two_apps
    runner = CliRunner()

    def run(*args, input=None):
        out = runner.invoke(main, list(args), input=input)
        assert out.exit_code == 0, out.output
        return out.output

    run("skill", "set", "release", "-t", "when releasing", "-", input=RELEASE)
    assert json.loads(run("skill", "show", "release", "--json"))["body"] == RELEASE
    assert json.loads(run("skill", "list", "--json"))[0]["name"] == "release"
    sid = run("session", "start", "--agent", "claude", "--project", str(x)).strip()
    run("session", "end", sid, "did the release")
    last = json.loads(run("session", "last", "--agent", "claude", "--project", str(x), "--json"))
    assert last["summary"] == "did the release"
    assert (
        json.loads(run("session", "last", "--agent", "claude", "--project", str(y), "--json"))
        is None
    )
    run("pin", "set", "style", "Use British spelling.")
    assert json.loads(run("pin", "list", "--json"))[0]["text"] == "Use British spelling."
    run("pin", "remove", "style")
    bad = runner.invoke(main, ["pin", "get", "style"])
    assert bad.exit_code == 1 and "no pinned block" in bad.output


def test_per_project_libraries_can_be_turned_off(mind, two_apps):
    x, y = two_apps
    mind.config.scope.project_libraries = False
    procedure = Client(InProcess(mind)).procedure
    learned = procedure.learn(error="E4291 linker error", fix="relink with -lssl", project=str(x))
    assert learned.library == "shared"
    hits = procedure.recall(error="E4291 linker", project=str(y))
    assert [h.procedure.id for h in hits] == [learned.id]
    s = mind.sessions.start("claude", x)
    mind.sessions.end(s.id, "x work")
    # Sessions stay the project's own even when libraries are shared.
    assert mind.sessions.last("claude", x).summary == "x work"
    assert mind.sessions.last("claude", y) is None


def test_deleting_a_library_forgets_its_pins(mind):
    mind.libraries.create("scratch")
    mind.pins.set("style", "Prefer small pull requests.", "scratch")
    mind.pins.set("tone", "Be brief.")  # the shared library's pin survives
    mind.libraries.delete("scratch", force=True)
    mind.libraries.create("scratch")
    names = {(p.name, p.library) for p in mind.pins.list()}
    assert ("style", "scratch") not in names and ("tone", "shared") in names
