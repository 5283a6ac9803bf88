"""The OpenAI Agents host plugin: registered through the `mgimind` entry-point group."""

from __future__ import annotations

from mgimind.hostapi import LibraryHost
from mgimind.pluginspecs import Register, hookimpl

HOST = LibraryHost(
    name="openai-agents",
    summary="OpenAI Agents SDK: tool pack, forced recall before every model call, turn harvest",
    usage=(
        "from mgimind.hosts.openai_agents import memory_tools, ForcedRecall, HarvestHooks\n"
        "agent = Agent(..., tools=memory_tools(mind, project='.'))\n"
        "await Runner.run(agent, text, hooks=HarvestHooks(mind, session_id=sid, project='.'),\n"
        "                 run_config=RunConfig(call_model_input_filter=ForcedRecall(mind, "
        "project='.')))"
    ),
    extra="openai-agents",
)


@hookimpl
def register_hosts(register: Register) -> None:
    register(HOST.name, HOST)
