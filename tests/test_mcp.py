"""`mgimind mcp` with the official MCP SDK client over stdio, against a real daemon."""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
import time

import anyio
import pytest
from daemon_helpers import running_daemon
from mcp.client import Client
from mcp.client.stdio import StdioServerParameters

from mgimind import operations

MGIMIND = os.path.join(os.path.dirname(sys.executable), "mgimind")  # the installed command


@pytest.fixture
def daemon_home(tmp_path, monkeypatch):
    home = tmp_path / "mcp-home"
    with running_daemon(home, monkeypatch):
        yield home


def server_params(home, cwd) -> StdioServerParameters:
    return StdioServerParameters(
        command=MGIMIND,
        args=["mcp"],
        env={"MGIMIND_HOME": str(home), "MGIMIND_AUTOSTART": "1"},
        cwd=str(cwd),
    )


def structured(result):
    assert not result.is_error, result.content
    if result.structured_content is not None:
        data = result.structured_content
        return data.get("result", data) if set(data) == {"result"} else data
    return json.loads(result.content[0].text)


def test_sdk_client_lists_tools_and_round_trips_add_and_search(daemon_home, tmp_path):
    async def session():
        async with Client(server_params(daemon_home, tmp_path)) as client:
            tools = {t.name: t for t in (await client.list_tools()).tools}
            for name in ("memory_add", "memory_search", "memory_get", "recall"):
                assert name in tools
            assert tools["memory_search"].annotations.read_only_hint is True
            assert tools["memory_add"].annotations.read_only_hint is False

            added = structured(
                await client.call_tool(
                    "memory_add", {"text": "The on-call rotation changes every Tuesday at 10:00."}
                )
            )
            memory_id = added.get("id")
            assert memory_id and added.get("verdict", "stored") == "stored"

            hits = structured(
                await client.call_tool(
                    "memory_search", {"query": "when does on-call rotate?", "limit": 3}
                )
            )
            assert hits[0]["id"] == memory_id and "Tuesday" in hits[0]["text"]

            missing = await client.call_tool("memory_get", {"memory_id": "nope"})
            assert missing.is_error and "no memory" in missing.content[0].text

            resources = [str(r.uri) for r in (await client.list_resources()).resources]
            assert "mgimind://briefing" in resources
            briefing = await client.read_resource("mgimind://briefing")
            assert "mgimind" in briefing.contents[0].text.lower()
            prompts = [p.name for p in (await client.list_prompts()).prompts]
            assert "recall" in prompts
            prompt = await client.get_prompt("recall", {"topic": "on-call rotation"})
            assert "Tuesday" in prompt.messages[0].content.text
            if "fact_add" in tools:  # the facts service exists in this build
                verdict = structured(
                    await client.call_tool(
                        "fact_add",
                        {
                            "subject": "billing-api",
                            "predicate": "deployed_on",
                            "object": "kubernetes",
                        },
                    )
                )
                assert verdict["verdict"] == "recorded"
                facts = structured(await client.call_tool("fact_query", {"subject": "billing-api"}))
                assert [f["object"] for f in facts] == ["kubernetes"]
                assert tools["fact_query"].annotations.read_only_hint is True
            return set(tools)

    names = anyio.run(session)
    # a tool for every operation with an MCP name the daemon serves, and no other
    from mgimind.doors.client import DaemonClient

    served = DaemonClient(daemon_home).operations
    expected = {op.mcp for op in operations.table().values() if op.mcp and op.name in served}
    assert {"memory_add", "recall", "fact_add"} <= expected
    assert names == expected


def test_stdout_carries_only_the_protocol(daemon_home, tmp_path):
    init = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {
            "protocolVersion": "2025-06-18",
            "capabilities": {},
            "clientInfo": {"name": "raw", "version": "0"},
        },
    }
    listing = {"jsonrpc": "2.0", "id": 2, "method": "tools/list", "params": {}}
    initialized = {"jsonrpc": "2.0", "method": "notifications/initialized"}
    # Keep stdin open until the listing is answered: at EOF the server may stop before
    # it has replied to requests still in flight.
    proc = subprocess.Popen(
        [MGIMIND, "mcp"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=tmp_path,
        env={**os.environ, "MGIMIND_HOME": str(daemon_home)},
    )
    lines = []
    try:
        for message in (init, initialized, listing):
            proc.stdin.write(json.dumps(message) + "\n")
        proc.stdin.flush()
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            ready, _, _ = select.select([proc.stdout], [], [], deadline - time.monotonic())
            if not ready:
                break
            line = proc.stdout.readline()
            if not line:
                break
            if line.strip():
                lines.append(line)
                if json.loads(line).get("id") == 2:
                    break
    finally:
        proc.stdin.close()
        proc.wait(timeout=30)
        proc.stdout.close()
        proc.stderr.close()
    assert len(lines) >= 2
    messages = [json.loads(line) for line in lines]  # every line is JSON-RPC
    assert all(m.get("jsonrpc") == "2.0" for m in messages)
    assert any(m.get("id") == 2 and m["result"]["tools"] for m in messages)
