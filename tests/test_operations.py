"""The operation table is the one description of what mgimind does: every operation is
served by every door it names, documented, and checked for its callers in one place; an
operation a plugin registers reaches every door with no other file changed."""

from __future__ import annotations

import json
from pathlib import Path

import anyio
import httpx
import pytest
from click.testing import CliRunner
from pydantic import Field

from mgimind import operations
from mgimind.errors import ScopeDenied
from mgimind.operations import ANYONE, PEOPLE, Operation, Params
from mgimind.pluginspecs import hookimpl

REPO = Path(__file__).resolve().parents[1]


def test_the_reference_page_is_the_table():
    from mgimind.operations.docs import reference

    page = (REPO / "docs" / "operations.md").read_text()
    assert page == reference(operations.table()), "regenerate: mgimind ops --markdown"
    for op in operations.table().values():
        assert f"## {op.name}\n" in page and op.summary


def test_every_operation_is_reachable_from_each_door_it_names(isolated_home, embedder):
    from mcp.client import Client
    from mgimind.hosts.openai_agents import memory_tools

    from mgimind.doors.cli import main
    from mgimind.doors.daemon import dispatch
    from mgimind.doors.http.app import create_app
    from mgimind.doors.mcp_server import Backend, build_server
    from mgimind.engine.mind import Mind

    table = operations.table()
    assert len(table) >= 40  # positive control: the built-in table is there
    with Mind(isolated_home, embedder=embedder) as mind:
        # socket: the daemon serves every operation this Mind has
        assert set(dispatch.served_operations(mind)) == set(table)
        # HTTP: a route and an OpenAPI operation for each `http`
        app = create_app(mind)
        paths = {route.path for route in app.routes}
        spec = app.routes  # noqa: F841  (the spec is checked through the client below)
        from starlette.testclient import TestClient

        described = TestClient(app).get("/openapi.json").json()
        spec_ops = {o["operationId"] for p in described["paths"].values() for o in p.values()}
        # tool pack: a tool for each `tool`
        tools = {t.name for t in memory_tools(mind, project=str(isolated_home), session_id="s")}

    class AllServed(Backend):
        def served(self):
            return None  # as when the daemon cannot be asked: every MCP tool is listed

    async def listed():
        async with Client(build_server(AllServed(str(isolated_home)))) as client:
            return {t.name: t for t in (await client.list_tools()).tools}

    mcp_tools = anyio.run(listed)
    for op in table.values():
        if op.http:
            assert op.http in paths and op.name in spec_ops, op.name
        if op.mcp:
            assert op.mcp in mcp_tools, op.name
            assert mcp_tools[op.mcp].annotations.read_only_hint is (not op.writes), op.name
            schema = mcp_tools[op.mcp].input_schema
            assert set(schema.get("properties", {})) == set(op.params.model_fields), op.name
        if op.tool:
            assert op.tool in tools, op.name
        if op.cli:
            words = op.cli.split()
            assert CliRunner().invoke(main, [*words, "--help"]).exit_code == 0, op.name
            command = main
            for word in words:
                command = command.commands[word]
            if op.name in getattr(command, "operations", ()):
                continue  # a hand-written command (its own help) that runs the operation
            assert command.help.startswith(op.summary.split(". ")[0]), op.name
    # and nothing at a door that the table does not declare
    assert {p for p in paths if p.startswith("/v1/")} == {op.http for op in table.values()} - {None}
    assert set(mcp_tools) == {op.mcp for op in table.values() if op.mcp}
    assert tools == {op.tool for op in table.values() if op.tool}


def test_a_person_s_operation_is_refused_to_an_agent_in_the_dispatcher(isolated_home, embedder):
    from mgimind.engine.mind import Mind

    with Mind(isolated_home, embedder=embedder) as mind:
        added = mind.memories.add("The release train leaves on Thursdays.")
        mind.lifecycle.archive(added.id)
        restore = operations.get("memory.restore")
        assert restore.callers == PEOPLE
        with pytest.raises(ScopeDenied, match="for a person"):
            operations.invoke(mind, restore, {"memory_id": added.id}, actor="mcp:bot")
        assert mind.memories.get(added.id).status == "archived"  # nothing happened
        restored = operations.invoke(mind, restore, {"memory_id": added.id}, actor="cli:ann")
        assert restored.status == "active"  # positive control: a person may


def test_bad_parameters_are_one_clear_error_at_the_dispatcher(isolated_home, embedder):
    from mgimind.engine.mind import Mind
    from mgimind.errors import InvalidInput

    with Mind(isolated_home, embedder=embedder) as mind:
        search = operations.get("memory.search")
        with pytest.raises(InvalidInput, match="limit") as bad:
            operations.invoke(mind, search, {"query": "x", "limit": 0})
        assert "memory.search" in bad.value.what
        with pytest.raises(InvalidInput, match="limt: Extra inputs"):
            operations.invoke(mind, search, {"query": "x", "limt": 3})
        with pytest.raises(InvalidInput, match="absolute"):
            operations.invoke(mind, search, {"query": "x", "project": "."})
        assert operations.invoke(mind, search, {"query": "x"}) == []  # positive control


# --- an operation from a plugin --------------------------------------------------------


class Shout(Params):
    word: str = Field(description="A word to shout back.")
    times: int = Field(1, ge=1, le=5, description="How many times.")


def _shout(mind, params: Shout, call):
    return {"shout": " ".join([params.word.upper()] * params.times), "caller": call.caller}


SHOUT = Operation(
    name="toy.shout",
    summary="Shout a word back (an example operation from a plugin).",
    params=Shout,
    result="dict",
    run=_shout,
    service="memories",
    callers=ANYONE,
    cli="toy shout",
    cli_args=("word",),
    http="/v1/toy/shout",
    mcp="toy_shout",
    tool="toy_shout",
    text=lambda result: result["shout"],
    tool_fields=("word", "times"),
)


@pytest.fixture
def toy_plugin():
    from mgimind.plugins import load_plugins

    class Plugin:
        @hookimpl
        def register_operations(self, register):
            register(SHOUT)

    pm = load_plugins()
    assert "toy.shout" not in operations.table()  # positive control: absent before
    plugin = Plugin()
    pm.register(plugin, name="toy-operations")
    operations.table.cache_clear()
    yield
    pm.unregister(plugin)
    operations.table.cache_clear()


def test_hook_register_operations(toy_plugin, isolated_home, embedder, monkeypatch):
    """A plugin's operation, reached through every door by a real daemon in this process
    (so it has the plugin): the socket, the command line, MCP, HTTP and the tool pack."""
    from agents.tool_context import ToolContext
    from mcp.client import Client
    from mgimind.hosts.openai_agents import memory_tools

    from mgimind.doors import cli
    from mgimind.doors.client import DaemonClient
    from mgimind.doors.daemon.server import Daemon
    from mgimind.doors.mcp_server import Backend, build_server
    from mgimind.engine.mind import Mind
    from mgimind.security.tokens import TokenStore

    mind = Mind(isolated_home, embedder=embedder)
    daemon = Daemon(isolated_home, mind=mind, http="127.0.0.1:0", idle_timeout_s=600)
    daemon.startup()
    try:
        client = DaemonClient(isolated_home, autostart=False)
        assert "toy.shout" in client.operations
        # the socket
        assert operations.call(client, "toy.shout", {"word": "hi", "times": 2}) == {
            "shout": "HI HI",
            "caller": "agent",  # this test process is not the mgimind command line
        }
        # the command line
        cli._register()
        ran = CliRunner().invoke(cli.main, ["toy", "shout", "hey", "--times", "3", "--json"])
        assert ran.exit_code == 0, ran.output
        assert json.loads(ran.output)["shout"] == "HEY HEY HEY"
        refused = CliRunner().invoke(cli.main, ["toy", "shout", "hey", "--times", "9"])
        assert refused.exit_code != 0 and "9" in refused.output

        # MCP
        async def over_mcp():
            async with Client(build_server(Backend(str(isolated_home)))) as session:
                names = {t.name for t in (await session.list_tools()).tools}
                reply = await session.call_tool("toy_shout", {"word": "mcp"})
                return names, reply

        names, reply = anyio.run(over_mcp)
        assert "toy_shout" in names and "memory_add" in names
        assert reply.structured_content["shout"] == "MCP"
        # HTTP
        token, _ = TokenStore(isolated_home).create("toy")
        base = f"http://{daemon.door.address}"
        answer = httpx.post(
            f"{base}/v1/toy/shout",
            json={"word": "web"},
            headers={"Authorization": f"Bearer {token}"},
        )
        assert answer.status_code == 200 and answer.json()["result"]["shout"] == "WEB"
        paths = httpx.get(f"{base}/openapi.json").json()["paths"]
        assert "/v1/toy/shout" in paths and "/v1/memories" in paths
        # the tool pack
        (tool,) = [t for t in memory_tools(client) if t.name == "toy_shout"]
        arguments = json.dumps({"word": "tool", "times": 2})
        context = ToolContext(
            context=None, tool_name="toy_shout", tool_call_id="c1", tool_arguments=arguments
        )
        assert anyio.run(tool.on_invoke_tool, context, arguments) == "TOOL TOOL"
        client.close()
    finally:
        daemon.shutdown()
        cli.main.commands.pop("toy", None)


def test_the_review_view_is_a_person_s_and_expiry_takes_an_age(isolated_home, embedder):
    from mgimind.engine.mind import Mind

    with Mind(isolated_home, embedder=embedder) as mind:
        held = mind.admission.ingest("ok").id  # too short: held in quarantine
        browse = operations.get("memory.browse")
        with pytest.raises(ScopeDenied, match="quarantined text"):
            operations.invoke(mind, browse, {"view": "review"}, actor="mcp:bot")
        seen = operations.invoke(mind, browse, {"view": "review"}, actor="cli:ann")
        assert [m.id for m in seen] == [held]  # a person sees the candidate
        expire = operations.get("quarantine.expire")
        with pytest.raises(Exception, match="either memory_id or older_than"):
            operations.invoke(mind, expire, {}, actor="cli:ann")
        kept = operations.invoke(mind, expire, {"older_than": 1}, actor="cli:ann")
        assert kept == {"expired": []}  # younger than a day: kept
        gone = operations.invoke(mind, expire, {"older_than": 0}, actor="cli:ann")
        assert gone == {"expired": [held]} and mind.admission.list() == []
