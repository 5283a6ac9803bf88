"""A project is resolved where the caller stands, never in the daemon's folder: the hosts
(the real OpenAI Agents SDK and LangGraph) run through a daemon from a project folder
that is not the daemon's, with `project="."` as the README wires them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from daemon_helpers import running_daemon
from fakes.agents_runner import run_agent
from fakes.openai_server import FakeOpenAI, answer, tool_call

from mgimind.doors.client import DaemonClient
from mgimind.services.scope import project_identity, project_library

MGIMIND = Path(sys.executable).parent / "mgimind"
NOTE = "The billing service retries a failed invoice webhook three times, an hour apart."


@pytest.fixture(scope="module")
def daemon_home(tmp_path_factory):
    home = tmp_path_factory.mktemp("scope-home")
    with running_daemon(home) as status:
        yield home, status


@pytest.fixture
def project(tmp_path, monkeypatch, daemon_home):
    """A git project the caller stands in (a subfolder of it), not the daemon's folder."""
    root = tmp_path / "billing"
    (root / ".git").mkdir(parents=True)
    (root / "src").mkdir()
    monkeypatch.chdir(root / "src")
    home, status = daemon_home
    daemon_cwd = os.readlink(f"/proc/{status['pid']}/cwd")
    assert Path(daemon_cwd).resolve() != root.resolve()
    return root.resolve()


@pytest.fixture
def client(daemon_home, project):
    c = DaemonClient(daemon_home[0], autostart=False)
    yield c
    c.close()


def _mgimind(home: Path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "MGIMIND_HOME": str(home), "MGIMIND_AUTOSTART": "1"}
    return subprocess.run(
        [str(MGIMIND), *args],
        capture_output=True,
        text=True,
        env=env,
        stdin=subprocess.DEVNULL,
        timeout=120,
    )


def test_calls_resolve_projects_and_paths_before_they_leave(tmp_path, monkeypatch):
    """What a client's API call sends: its projects and paths resolved where it stands."""
    from mgimind import operations
    from mgimind.doors.renamed import ALIASES as API
    from mgimind.operations.dispatch import caller_side

    def sent(name, *args, **kwargs):
        method = API[name]
        return caller_side(operations.get(method.op), method.params(name, args, kwargs))

    monkeypatch.chdir(tmp_path)
    here = str(tmp_path.resolve())
    assert sent("recall", "q", project=".")["project"] == here
    assert sent("sessions.start", "agent", ".")["project"] == here
    assert sent("briefing", ".")["project"] == here
    assert sent("harvester.queue", "t/x.jsonl")["path"] == str(tmp_path.resolve() / "t" / "x.jsonl")
    assert sent("harvester.harvest_file", path="y.jsonl")["path"] == str(
        tmp_path.resolve() / "y.jsonl"
    )
    # an identity passes unchanged; other parameters are not touched
    assert sent("recall", "q", project=here)["project"] == here
    assert sent("memories.add", ".") == {"text": "."}


def test_openai_agents_tools_remember_what_recall_finds(client, project):
    from mgimind.hosts.openai_agents import ForcedRecall, memory_tools

    script = [tool_call("remember", text=NOTE), answer("Noted.")]
    with FakeOpenAI(script) as server:
        run_agent(server, memory_tools(client, project="."), "remember the webhook retries")
    assert [m for m in server.messages(1) if m["role"] == "tool"][0]["content"].startswith("stored")
    found = client.memories.search("invoice webhook retries", [project_library(str(project))])
    assert found and found[0].text == NOTE  # written to this project's library
    # ... and read back with project="." through the daemon, by tool and by forced recall
    with FakeOpenAI(
        [tool_call("recall", query="how often are invoice webhooks retried"), answer("ok")]
    ) as server:
        run_agent(server, memory_tools(client, project="."), "go")
    assert "three times" in [m["content"] for m in server.messages(1) if m["role"] == "tool"][0]
    recall = ForcedRecall(client, project=".", briefing=False)
    with FakeOpenAI([answer("ok")]) as server:
        run_agent(server, [], "how often does billing retry an invoice webhook?", filter=recall)
    assert "three times" in json.dumps(server.messages(0))
    # negative control: another project does not see it
    other = project.parent / "elsewhere"
    other.mkdir()
    assert "three times" not in client.recall("invoice webhook retries", project=str(other)).text


def test_briefing_names_the_callers_project(client, project):
    assert client.briefing(".").project == str(project)
    assert client.briefing(project="src/..").project == str(project)
    from mgimind.hosts.openai_agents import ForcedRecall

    recall = ForcedRecall(client, project=".")
    assert recall.project == str(project)  # resolved where the agent was wired


def test_langgraph_recall_node_reads_what_learn_stored_for_this_project(
    client, project, daemon_home
):
    from langchain_core.messages import HumanMessage
    from langgraph.graph import START, MessagesState, StateGraph
    from mgimind.hosts.langgraph import recall_node

    learned = _mgimind(
        daemon_home[0],
        "learn",
        "--project",
        ".",
        "--error",
        "pip install fails with externally-managed-environment",
        "--fix",
        "create a venv first: python -m venv .venv",
    )
    assert learned.returncode == 0, learned.stderr
    assert project_library(str(project)) in learned.stdout
    graph = StateGraph(MessagesState)
    graph.add_node("recall", recall_node(client, project="."))
    graph.add_edge(START, "recall")
    state = graph.compile().invoke(
        {"messages": [HumanMessage("pip install says externally-managed-environment")]}
    )
    assert "python -m venv" in json.dumps([m.content for m in state["messages"]])


def test_cli_scope_options_for_add_search_ingest_and_facts(daemon_home, project):
    home = daemon_home[0]
    lib = project_library(str(project))
    added = json.loads(
        _mgimind(
            home,
            "add",
            "--project",
            ".",
            "--json",
            "The billing cron job runs at 02:15 UTC every night.",
        ).stdout
    )
    assert added["library"] == lib
    hits = json.loads(_mgimind(home, "search", "billing cron", "--project", ".", "--json").stdout)
    assert hits and hits[0]["library"] == lib
    ingested = json.loads(
        _mgimind(
            home,
            "ingest",
            "--project",
            ".",
            "--json",
            "Invoices are numbered per year, starting at 1 in January.",
        ).stdout
    )
    assert ingested["verdict"] == "stored"
    fact = json.loads(
        _mgimind(
            home, "fact", "add", "billing", "written in", "Go", "--project", ".", "--json"
        ).stdout
    )
    assert fact["fact"]["library"] == lib
    facts = json.loads(
        _mgimind(home, "fact", "query", "--subject", "billing", "--project", ".", "--json").stdout
    )
    assert [f["library"] for f in facts] == [lib]
    # control: from another folder the same search does not cover this project's library
    other = project.parent / "other"
    other.mkdir(exist_ok=True)
    os.chdir(other)
    hits = json.loads(_mgimind(home, "search", "billing cron", "--project", ".", "--json").stdout)
    assert all(h["library"] != lib for h in hits)


def test_harvest_finds_a_relative_path_where_the_command_runs(daemon_home, project):
    transcript = project / "src" / "t.jsonl"
    line = {
        "type": "user",
        "sessionId": "s1",
        "cwd": str(project),
        "timestamp": "2026-01-01T00:00:00Z",
        "message": {"role": "user", "content": "billing webhooks retry thrice"},
    }
    transcript.write_text(json.dumps(line) + "\n")
    done = _mgimind(daemon_home[0], "harvest", "t.jsonl", "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)[0]["path"] == str(transcript)
    assert project_identity(".") == str(project)
