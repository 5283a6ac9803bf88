"""The dispatcher resolves a call's scope once, from the operation's rule, and every door
gets the same answer: skills, procedures and pinned blocks read from inside a project
are that project's and the shared library's, never another project's, in process, over
the socket, over MCP and over HTTP; and a scope that resolves to nothing reads nothing."""

from __future__ import annotations

import inspect
import os
import re
import sys
from pathlib import Path

import pytest
from daemon_helpers import running_daemon
from starlette.testclient import TestClient

import mgimind
from mgimind.doors.client import DaemonClient
from mgimind.doors.memory_client import Client, InProcess
from mgimind.engine.mind import Mind
from mgimind.errors import NotFound
from mgimind.operations import get, table
from mgimind.services.scope import project_library

TASK = "we are about to deploy the service to production"
ERROR = "error E7731: deploy lock held by another pipeline"
# (skill body, procedure fix, pinned text) per library; each names its owner.
WRITTEN = {
    "billing": ("billing: canary rollout", "billing: clear the lock", "billing: euros only"),
    "shipping": ("shipping: blue-green", "shipping: restart the runner", "shipping: kg only"),
    "shared": ("shared: tag the release", "shared: wait ten minutes", "shared: be brief"),
}


def _projects(tmp_path):
    roots = {}
    for name in ("billing", "shipping"):
        root = tmp_path / name
        (root / ".git").mkdir(parents=True)
        roots[name] = root
    return roots


def _write(client, roots) -> None:
    for owner, (body, fix, pinned) in WRITTEN.items():
        where = {"library": "shared"} if owner == "shared" else {"project": str(roots[owner])}
        client.skill.set(
            name=f"deploy-{owner}", trigger="when deploying to production", body=body, **where
        )
        client.procedure.learn(error=ERROR, fix=fix, **where)
        client.pin.set(name=f"units-{owner}", text=pinned, **where)


def _seen(run, project: str, served=lambda name: True) -> dict:
    """What a caller in `project` reads, by operation (those the door serves), as plain
    sorted values."""
    here = {"project": project}
    reads = {
        "skill.list": lambda: sorted(e["name"] for e in run("skill.list", here)),
        "skill.match": lambda: sorted(
            m["skill"]["body"] for m in run("skill.match", {"task": TASK, **here})
        ),
        "skill.show": lambda: run("skill.show", {"name": "deploy-shared", **here})["body"],
        "procedure.recall": lambda: sorted(
            h["procedure"]["fix"] for h in run("procedure.recall", {"error": ERROR, **here})
        ),
        "procedure.list": lambda: sorted(p["fix"] for p in run("procedure.list", here)),
        "pin.list": lambda: sorted(p["text"] for p in run("pin.list", here)),
        "pin.get": lambda: run("pin.get", {"name": "units-billing", **here})["text"],
    }
    return {name: read() for name, read in reads.items() if served(name)}


def _through_client(client):
    def run(name: str, params: dict):
        return _plain(client.call(name, **params))

    return run


def _plain(result):
    if isinstance(result, list):
        return [_plain(r) for r in result]
    return result.model_dump() if hasattr(result, "model_dump") else result


def _seen_over_mcp(home, cwd) -> dict:
    """What `mgimind mcp` started in `cwd` reads (its tools name no project: the door
    fills in the folder it runs in)."""
    from anyio.from_thread import start_blocking_portal
    from mcp.client import Client as McpClient
    from mcp.client.stdio import StdioServerParameters

    command = os.path.join(os.path.dirname(sys.executable), "mgimind")
    server = StdioServerParameters(
        command=command,
        args=["mcp"],
        env={"MGIMIND_HOME": str(home), "MGIMIND_AUTOSTART": "1"},
        cwd=str(cwd),
    )
    with start_blocking_portal() as portal:
        with portal.wrap_async_context_manager(McpClient(server)) as client:

            def run(name: str, params: dict):
                asked = {k: v for k, v in params.items() if k != "project"}
                answer = portal.call(client.call_tool, get(name).mcp, asked)
                assert not answer.is_error, answer.content
                data = answer.structured_content
                return data["result"] if set(data) == {"result"} else data

            return _seen(run, str(cwd), served=lambda name: get(name).mcp)


def test_a_project_reads_its_own_and_the_shared_practice_at_every_door(
    tmp_path, monkeypatch, embedder
):
    from mgimind.doors.http.app import create_app
    from mgimind.security.tokens import TokenStore

    roots = _projects(tmp_path)
    billing = str(roots["billing"])
    home = tmp_path / "home"
    local = Client(InProcess(Mind(home, actor="cli:user", embedder=embedder)))
    try:
        _write(local, roots)
        seen = {"in process": _seen(_through_client(local), billing)}
    finally:
        local.close()
    with running_daemon(home, monkeypatch):
        remote = mgimind.open(home, actor="cli:user", timeout=60)
        try:
            assert isinstance(remote, DaemonClient)
            seen["socket"] = _seen(_through_client(remote), billing)
        finally:
            remote.close()
        seen["mcp"] = _seen_over_mcp(home, roots["billing"])
    mind = Mind(home, embedder=embedder)
    try:
        token, _ = TokenStore(home).create("reader")
        http = TestClient(create_app(mind, TokenStore(home)))

        def over_http(name: str, params: dict):
            answer = http.post(
                get(name).http, json=params, headers={"Authorization": f"Bearer {token}"}
            )
            assert answer.status_code == 200, answer.text
            return answer.json()["result"]

        seen["http"] = _seen(over_http, billing, served=lambda name: get(name).http)
    finally:
        mind.close()
    for door, got in seen.items():
        texts = " ".join(str(v) for v in got.values())
        assert "billing:" in texts and "shared:" in texts, door  # this project's and shared
        assert "shipping" not in texts, door  # never another project's
        assert got["skill.list"] == ["deploy-billing", "deploy-shared"], door
        assert got.get("pin.get", "billing: euros only") == "billing: euros only", door
    assert seen["in process"] == seen["socket"]
    for door, reads in (("http", 6), ("mcp", 4)):  # the reads each door serves
        assert seen[door] == {k: v for k, v in seen["socket"].items() if k in seen[door]}
        assert len(seen[door]) == reads, door


def test_a_scope_resolved_to_nothing_reads_nothing(tmp_path, embedder):
    """[] (nothing in scope) is not None (everything in scope): a reader handed the
    dispatcher's empty scope finds nothing, where the project's scope finds its own."""

    roots = _projects(tmp_path)
    mind = Mind(tmp_path / "home", actor="cli:user", embedder=embedder)
    try:
        client = Client(InProcess(mind))
        _write(client, roots)
        own = [project_library(str(roots["billing"]))]
        for libraries, found in ((own, True), ([], False)):
            assert bool(mind.skills.list(libraries=libraries)) is found
            assert bool(mind.skills.match(TASK, libraries=libraries)) is found
            assert bool(mind.procedures.recall(ERROR, libraries=libraries)) is found
            assert bool(mind.procedures.list(libraries=libraries)) is found
            assert bool(mind.pins.list(libraries=libraries)) is found
            assert bool(
                mind.recall("how do we deploy to production", libraries=libraries).text
            ) is (found)
        with pytest.raises(NotFound):
            mind.skills.show("deploy-billing", libraries=[])
        with pytest.raises(NotFound):
            mind.pins.get("units-billing", libraries=[])
        assert mind.skills.show("deploy-billing", libraries=own).body == "billing: canary rollout"

        # Through a door: with the shared library gone, a project with no library of its
        # own has nothing in scope; the other project still reads its own.
        client.library.delete(name="shared", force=True)
        lonely = str(tmp_path / "lonely")
        (tmp_path / "lonely" / ".git").mkdir(parents=True)
        assert client.skill.list(project=lonely) == []
        assert client.procedure.recall(error=ERROR, project=lonely) == []
        assert client.pin.list(project=lonely) == []
        assert client.recall(query="how do we deploy to production", project=lonely).text == ""
        theirs = client.skill.list(project=str(roots["shipping"]))
        assert [e.name for e in theirs] == ["deploy-shipping"]
    finally:
        mind.close()


def _reads_its_own_project(source: str) -> bool:
    """Whether an operation's code resolves the scope from its `project` parameter
    itself (`p.project`, `params.project`) instead of taking the dispatcher's `Call`."""
    return re.search(r"\b(p|params)\.project\b", source) is not None


def test_reads_and_writes_take_their_scope_from_the_dispatcher():
    """An operation that reads or writes libraries is handed them by the dispatcher and
    never resolves its own project; only what belongs to a project (its sessions) keeps
    the project rule. The page says so too."""
    assert _reads_its_own_project("run=lambda m, p, c: m.skills.list(project=p.project)")
    assert not _reads_its_own_project("run=lambda m, p, c: m.skills.list(libraries=c.libraries)")
    scoped = [op for op in table().values() if op.scope in ("read", "write")]
    assert {"recall", "skill.match", "procedure.learn", "pin.list"} <= {op.name for op in scoped}
    for op in scoped:
        for function in (op.run, op.agent_run):
            if function is not None:
                assert not _reads_its_own_project(inspect.getsource(function)), op.name
    by_project = {op.name for op in table().values() if op.scope == "project"}
    assert by_project == {"session.start", "session.end", "session.last"}
    assert get("briefing").scope == "read"  # it reads libraries: handed them too
    page = (Path(__file__).parents[1] / "docs" / "architecture.md").read_text()
    assert "service is handed its libraries, never a project to resolve" in page


def test_the_services_of_reads_and_writes_take_libraries_not_a_project():
    """What the dispatcher hands over is the only way in: the services behind the read
    and write operations take the resolved libraries (or library) and no project, while
    what belongs to a project (sessions) still takes one."""
    from mgimind.engine.mind import Mind
    from mgimind.memory import kinds, pins, procedures, sessions, skills

    scoped = [
        skills.Skills.set,
        skills.Skills.show,
        skills.Skills.list,
        skills.Skills.match,
        skills.Skills.remove,
        procedures.Procedures.learn,
        procedures.Procedures.recall,
        procedures.Procedures.list,
        pins.Pins.set,
        pins.Pins.get,
        pins.Pins.list,
        pins.Pins.remove,
        kinds.current_points,
        kinds.matching_points,
    ]
    for function in scoped:
        parameters = inspect.signature(function).parameters
        assert "project" not in parameters, function.__qualname__
        assert {"library", "libraries"} & set(parameters), function.__qualname__
    for function in (sessions.Sessions.start, sessions.Sessions.last):
        assert "project" in inspect.signature(function).parameters, function.__qualname__
    # The Mind's briefing and recall read as the others do: handed the libraries (and
    # the briefing the project's identity, for its last session), their old `project`
    # kept one version with a DeprecationWarning (tests/test_briefing_recall_scope.py).
    assert "project_id" in inspect.signature(Mind.briefing).parameters
    for function in (Mind.briefing, Mind.recall):
        assert "libraries" in inspect.signature(function).parameters, function.__qualname__
