"""Drop-in LangGraph nodes: `recall_node` and `remember_node`.

    graph.add_node("recall", recall_node(mind, project="."))
    graph.add_node("model", call_model)
    graph.add_node("remember", remember_node(mind, project="."))
    graph.add_edge(START, "recall"); graph.add_edge("recall", "model")
    graph.add_edge("model", "remember"); graph.add_edge("remember", END)

The recall node writes the recall for the last human message into the `messages` state
as one SystemMessage with the stable id `mgimind-recall`: LangGraph's `add_messages`
replaces a message with the same id in place, so each turn's recall replaces the last
one instead of piling up (and a turn with nothing relevant removes it). The remember
node hands the finished turn (last human message, last AI answer) to the harvester,
keyed by the run's `thread_id`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from langchain_core.messages import AIMessage, RemoveMessage, SystemMessage
from langchain_core.runnables import RunnableConfig
from mgimind.hooks.turns import TurnLog
from mgimind.hosts.langgraph.recaller import RECALL_ID, Recaller, last_human_text, message_text

from mgimind.services.scope import resolve_project

if TYPE_CHECKING:  # a Mind, or a client (mgimind.open()): the operations reach either
    from mgimind.doors.memory_client import Client
    from mgimind.engine.mind import Mind

HOST = "langgraph"


def recall_node(
    mind: Mind | Client,
    *,
    project: str | None = None,
    libraries: list[str] | None = None,
    budget: int | None = None,
    messages_key: str = "messages",
) -> Callable[[dict[str, Any]], dict[str, Any]]:
    """A node function adding (or replacing) the recall message in `state[messages_key]`."""
    recaller = Recaller(mind, project=project, libraries=libraries, budget=budget)

    def mgimind_recall(state: dict[str, Any]) -> dict[str, Any]:
        messages = list(_get(state, messages_key) or [])
        block = recaller.block(messages)
        present = any(m.id == RECALL_ID for m in messages)
        if block:
            return {messages_key: [SystemMessage(content=block, id=RECALL_ID)]}
        return {messages_key: [RemoveMessage(id=RECALL_ID)]} if present else {}

    mgimind_recall.recaller = recaller  # type: ignore[attr-defined]
    return mgimind_recall


def remember_node(
    mind: Mind | Client,
    *,
    project: str | None = None,
    agent: str = HOST,
    library: str | None = None,
    messages_key: str = "messages",
) -> Callable[[dict[str, Any], RunnableConfig], dict[str, Any]]:
    """A node function that records the finished turn and hands it to the harvester.
    The session is the run's `configurable.thread_id` (else "default")."""
    project = resolve_project(project)  # where the graph runs, not the daemon's folder
    logs: dict[str, TurnLog] = {}
    recorded: dict[str, str] = {}  # thread -> id of the last AI message recorded

    def mgimind_remember(state: dict[str, Any], config: RunnableConfig) -> dict[str, Any]:
        messages = list(_get(state, messages_key) or [])
        answer = next(
            (m for m in reversed(messages) if isinstance(m, AIMessage) and not m.tool_calls), None
        )
        thread = str((config or {}).get("configurable", {}).get("thread_id") or "default")
        if answer is None or (answer.id and recorded.get(thread) == answer.id):
            return {}
        if thread not in logs:
            logs[thread] = TurnLog(
                mind, HOST, thread, project=project, agent=agent, library=library
            )
        logs[thread].record(last_human_text(messages), message_text(answer))
        if answer.id:
            recorded[thread] = answer.id
        return {}

    return mgimind_remember


def _get(state: Any, key: str) -> Any:
    return state.get(key) if isinstance(state, dict) else getattr(state, key, None)
