"""The LangGraph host plugin: registered through the `mgimind` entry-point group."""

from __future__ import annotations

from mgimind.hostapi import LibraryHost
from mgimind.pluginspecs import Register, hookimpl

HOST = LibraryHost(
    name="langgraph",
    summary="LangGraph: recall/remember nodes, per-call recall middleware, MindStore",
    usage=(
        "from mgimind.hosts.langgraph import MemoryMiddleware, MindStore, recall_node\n"
        "graph.add_node('recall', recall_node(mind, project='.'))\n"
        "app = graph.compile(store=MindStore(mind, library='agent-memory'))\n"
        "create_agent(model, tools, middleware=[MemoryMiddleware(mind, project='.')])"
    ),
    extra="langgraph",
)


@hookimpl
def register_hosts(register: Register) -> None:
    register(HOST.name, HOST)
