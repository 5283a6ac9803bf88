"""A tombstone holds in every scope that reads it, on every door.

A person stores `ledger-svc owned_by team-kappa` in the shared library and invalidates
it. An agent in a git project writes to the project's own library, and the project
reads that library *and* the shared one: the same value is judged against the shared
tombstone (rejected, the attempt counted on it, the reply names it and `fact restore`)
on the CLI, MCP (the real SDK client over stdio to `mgimind mcp` in the project), HTTP
and an agent tool pack. Each check holds its positive control: another value through
the same call path is recorded, and the tombstone's attempt count moves by one.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import anyio
import pytest
from daemon_helpers import running_daemon
from fakes.agents_runner import run_agent
from fakes.openai_server import FakeOpenAI, answer, tool_call
from mcp.client import Client
from mcp.client.stdio import StdioServerParameters
from starlette.testclient import TestClient

from mgimind.config import Config
from mgimind.doors.http.app import create_app
from mgimind.security.tokens import TokenStore
from mgimind.services.scope import project_library

MGIMIND = str(Path(sys.executable).parent / "mgimind")
SUBJECT, PREDICATE, REJECTED, OTHER = "ledger-svc", "owned_by", "team-kappa", "team-lambda"


def _git_project(root: Path) -> Path:
    (root / ".git").mkdir(parents=True)
    (root / "src").mkdir()
    return root


def _cli(home: Path, cwd: Path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "MGIMIND_HOME": str(home), "MGIMIND_AUTOSTART": "1"}
    return subprocess.run(
        [MGIMIND, *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=120
    )


def _cli_json(home: Path, cwd: Path, *args: str):
    done = _cli(home, cwd, *args, "--json")
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def _current(facts: list[dict], library: str | None = None) -> set[tuple[str, str]]:
    return {
        (f["object"], f["library"])
        for f in facts
        if f["status"] in ("believed", "contested") and library in (None, f["library"])
    }


def _mcp_add(home: Path, cwd: Path, objects: list[str]) -> list[dict]:
    params = StdioServerParameters(
        command=MGIMIND,
        args=["mcp"],
        env={"MGIMIND_HOME": str(home), "MGIMIND_AUTOSTART": "1"},
        cwd=str(cwd),
    )

    async def session():
        out = []
        async with Client(params) as client:
            for obj in objects:
                result = await client.call_tool(
                    "fact_add", {"subject": SUBJECT, "predicate": PREDICATE, "object": obj}
                )
                assert not result.is_error, result.content
                data = result.structured_content
                out.append(data.get("result", data) if data else json.loads(result.content[0].text))
        return out

    return anyio.run(session)


def test_cli_and_mcp_in_a_git_project_cannot_walk_around_a_shared_tombstone(tmp_path, monkeypatch):
    home = tmp_path / "home"
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    project = _git_project(tmp_path / "ledger")
    own = project_library(str(project))
    with running_daemon(home, monkeypatch):
        added = _cli_json(home, elsewhere, "fact", "add", SUBJECT, PREDICATE, REJECTED)
        tomb = added["id"]
        assert added["fact"]["library"] == "shared"
        _cli_json(home, elsewhere, "fact", "invalidate", tomb, "--reason", "kappa never owned it")

        # MCP: the agent's door, started in the project (its writes go to the project).
        rejected, recorded = _mcp_add(home, project / "src", [REJECTED, OTHER])
        assert rejected["verdict"] == "rejected" and rejected["id"] == tomb
        assert rejected["fact"]["library"] == "shared"
        assert (
            "'shared'" in rejected["reason"]
            and f"mgimind fact restore {tomb}" in rejected["reason"]
        )
        assert recorded["verdict"] == "recorded" and recorded["fact"]["library"] == own
        assert _cli_json(home, elsewhere, "fact", "get", tomb)["rejected_attempts"] == 1

        # The read side, from any folder: the rejected value is not current anywhere,
        # the project's other value is.
        facts = _cli_json(home, elsewhere, "fact", "query", "--subject", SUBJECT)
        assert _current(facts) == {(OTHER, own)}

        # CLI (a person) in the project: the same value is rejected there too, counted.
        done = _cli(home, project / "src", "fact", "add", SUBJECT, PREDICATE, REJECTED, "-p", ".")
        assert done.returncode == 0, done.stderr
        assert done.stdout.startswith(f"rejected: {tomb}")
        assert "--override-tombstone" in done.stdout and "fact restore" in done.stdout
        assert _cli_json(home, elsewhere, "fact", "get", tomb)["rejected_attempts"] == 2
        control = _cli_json(
            home, project / "src", "fact", "add", SUBJECT, "runs_on", "k8s", "-p", "."
        )
        assert control["verdict"] == "recorded" and control["fact"]["library"] == own

        # A person sets the project's own value on purpose: recorded, marked, shown.
        meant = _cli_json(
            home,
            elsewhere,
            "fact",
            "add",
            SUBJECT,
            PREDICATE,
            REJECTED,
            "--library",
            own,
            "--override-tombstone",
        )
        assert meant["verdict"] == "recorded" and meant["fact"]["overrides"] == [tomb]
        facts = _cli_json(home, elsewhere, "fact", "query", "--subject", SUBJECT)
        assert _current(facts, own) == {(OTHER, own), (REJECTED, own), ("k8s", own)}
        assert _cli_json(home, elsewhere, "fact", "get", tomb)["status"] == "invalidated"


def _auth(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


@pytest.fixture
def person_mind(make_mind):
    return make_mind(actor="cli:tester")


def _tombstone(mind) -> str:
    fid = mind.facts.add(SUBJECT, PREDICATE, REJECTED).id
    mind.facts.invalidate(fid, "kappa never owned it")
    return fid


def test_http_agent_write_is_judged_against_the_shared_tombstone(person_mind, tmp_path):
    mind = person_mind
    tomb = _tombstone(mind)
    project = _git_project(tmp_path / "ledger")
    own = project_library(str(project))
    config = Config()
    config.http.write_quota_per_minute = 1000
    client = TestClient(create_app(mind, TokenStore(mind.home)))
    token, _ = TokenStore(mind.home).create("ci-bot")

    def post(obj: str) -> dict:
        body = {"subject": SUBJECT, "predicate": PREDICATE, "object": obj, "project": str(project)}
        reply = client.post("/v1/facts", json=body, headers=_auth(token))
        assert reply.status_code == 200, reply.text
        return reply.json()["result"]

    rejected = post(REJECTED)
    assert rejected["verdict"] == "rejected" and rejected["id"] == tomb
    assert f"mgimind fact restore {tomb}" in rejected["reason"]
    recorded = post(OTHER)
    assert recorded["verdict"] == "recorded" and recorded["fact"]["library"] == own
    assert mind.facts.get(tomb).rejected_attempts == 1
    # an agent cannot set a value over the tombstone itself
    body = {
        "subject": SUBJECT,
        "predicate": PREDICATE,
        "object": REJECTED,
        "project": str(project),
        "override_tombstone": True,
    }
    refused = client.post("/v1/facts", json=body, headers=_auth(token))
    assert refused.status_code == 403 and "only a person" in refused.json()["error"]
    queried = client.post(
        "/v1/facts/query", json={"subject": SUBJECT, "project": str(project)}, headers=_auth(token)
    ).json()["result"]
    assert _current(queried) == {(OTHER, own)}
    audit = [e for e in mind.audit.entries() if e["action"] == "fact.reject"]
    assert [(e["actor"], e["id"]) for e in audit] == [("token:ci-bot", tomb)]


def test_tool_pack_add_fact_is_rejected_and_counted(person_mind, tmp_path):
    from mgimind.hosts.openai_agents import memory_tools

    mind = person_mind
    tomb = _tombstone(mind)
    project = _git_project(tmp_path / "ledger")
    script = [
        tool_call("add_fact", subject=SUBJECT, predicate=PREDICATE, object=REJECTED),
        tool_call("add_fact", subject=SUBJECT, predicate=PREDICATE, object=OTHER),
        answer("done"),
    ]
    with FakeOpenAI(script) as server:
        run_agent(server, memory_tools(mind, project=str(project)), "record the owner")
    replies = [m["content"] for m in server.messages(2) if m["role"] == "tool"]
    assert replies[0].startswith("rejected:") and f"mgimind fact restore {tomb}" in replies[0]
    assert replies[1].startswith("recorded:") and OTHER in replies[1]
    assert mind.facts.get(tomb).rejected_attempts == 1
    current = {(f.object, f.library) for f in mind.facts.query(subject=SUBJECT)}
    assert current == {(OTHER, project_library(str(project)))}


def test_a_value_written_where_the_tombstone_is_not_read_stays_hidden_where_it_is(
    person_mind, tmp_path
):
    """A scope that does not read the shared library (a confined token) may record the
    value in its own library; every read that covers the shared tombstone hides it."""
    mind = person_mind
    tomb = _tombstone(mind)
    project = _git_project(tmp_path / "ledger")
    own = project_library(str(project))
    mind.libraries.ensure(own)
    tokens = TokenStore(mind.home)
    token, _ = tokens.create("confined", libraries=[own])
    client = TestClient(create_app(mind, tokens))
    body = {"subject": SUBJECT, "predicate": PREDICATE, "object": REJECTED, "library": own}
    reply = client.post("/v1/facts", json=body, headers=_auth(token)).json()["result"]
    assert reply["verdict"] == "recorded" and reply["fact"]["library"] == own
    # the confined scope reads only its own library: there the value is current
    own_view = client.post(
        "/v1/facts/query", json={"subject": SUBJECT}, headers=_auth(token)
    ).json()["result"]
    assert _current(own_view) == {(REJECTED, own)}
    # every read that covers the shared tombstone: not current
    assert mind.facts.query(subject=SUBJECT) == []
    assert mind.facts.query(subject=SUBJECT, libraries=[own, "shared"]) == []
    assert [h.fact.object for h in mind.facts.search("ledger-svc owned by team-kappa")] == []
    # positive control: the project's library read alone shows it; a person's override
    # shows in every read
    assert [f.object for f in mind.facts.query(subject=SUBJECT, libraries=[own])] == [REJECTED]
    meant = mind.facts.add(SUBJECT, PREDICATE, REJECTED, library=own, override_tombstone=True)
    assert meant.verdict == "confirmed" and meant.fact.overrides == [tomb]
    assert [(f.object, f.library) for f in mind.facts.query(subject=SUBJECT)] == [(REJECTED, own)]
    assert mind.facts.get(tomb).status == "invalidated"
