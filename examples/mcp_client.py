"""Talk to `mgimind mcp` with the official MCP SDK's client over stdio.

    python examples/mcp_client.py                 # a throwaway home, removed after
    MGIMIND_HOME=~/.mgimind python examples/mcp_client.py   # your memory (it adds one)

Starts the server as a host would (`python -m mgimind.doors.mcp_server`, what
`install-hooks` registers), lists its tools, stores a memory, searches for it and reads
the recall a prompt would get. The server starts the home's daemon on the first tool
call; with a throwaway home the example stops that daemon at the end.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile

import anyio
from mcp.client import Client
from mcp.client.stdio import StdioServerParameters

NOTE = "The staging database is restored from the Sunday snapshot every Monday at 6am."


def data(result) -> object:
    """A tool call's structured answer (the SDK wraps a non-object answer as `result`)."""
    if result.is_error:
        raise SystemExit(f"tool failed: {result.content[0].text}")
    found = result.structured_content
    if found is None:
        return json.loads(result.content[0].text)
    return found.get("result", found) if set(found) == {"result"} else found


async def session(home: str) -> None:
    server = StdioServerParameters(
        command=sys.executable,
        args=["-m", "mgimind.doors.mcp_server"],
        env={"MGIMIND_HOME": home},
        cwd=os.getcwd(),  # the project: its library plus the shared one
    )
    async with Client(server) as client:
        tools = (await client.list_tools()).tools
        print(f"{len(tools)} tools: {', '.join(sorted(t.name for t in tools))}")
        added = data(await client.call_tool("memory_add", {"text": NOTE}))
        print(f"memory_add: {added['verdict']} {added['id']}")
        hits = data(await client.call_tool("memory_search", {"query": "staging restore"}))
        print(f"memory_search: {hits[0]['text']}")
        recall = data(await client.call_tool("recall", {"query": "when is staging restored?"}))
        print("recall:\n" + recall["text"])


def main() -> None:
    given = os.environ.get("MGIMIND_HOME")
    home = given or tempfile.mkdtemp(prefix="mgimind-example-")
    try:
        anyio.run(session, home)
    finally:
        if not given:  # stop the daemon the server started, and remove the home
            mgimind = os.path.join(os.path.dirname(sys.executable), "mgimind")
            subprocess.run([mgimind, "daemon", "stop"], env={**os.environ, "MGIMIND_HOME": home})
            shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    main()
