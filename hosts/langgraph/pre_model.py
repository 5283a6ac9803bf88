"""Per-call recall that is never persisted into the graph's state.

- `recall_pre_model_hook(mind, ...)`: for `create_react_agent(pre_model_hook=...)`
  (langgraph.prebuilt): returns `llm_input_messages`, the messages the model sees for
  this call, leaving `messages` in state untouched.
- `MemoryMiddleware(mind, ...)`: for `langchain.agents.create_agent(middleware=[...])`
  (the langchain 1.x successor of create_react_agent): wraps every model call and
  hands the model a request whose messages carry the recall.

Both put the recall for the last human message, as one system message, just before
that message; the recall is computed once per turn and reused by the turn's tool loop.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any, Awaitable, Callable

from mgimind.hosts.langgraph.recaller import Recaller

from mgimind.errors import require_extra

if TYPE_CHECKING:  # a Mind, or a client (mgimind.open()): the operations reach either
    from mgimind.doors.memory_client import Client
    from mgimind.engine.mind import Mind


def recall_pre_model_hook(
    mind: Mind | Client,
    *,
    project: str | None = None,
    libraries: list[str] | None = None,
    budget: int | None = None,
) -> Callable[[dict[str, Any]], dict[str, Any]]:
    """A pre_model_hook: state -> {"llm_input_messages": messages with the recall}."""
    recaller = Recaller(mind, project=project, libraries=libraries, budget=budget)

    def mgimind_pre_model(state: dict[str, Any]) -> dict[str, Any]:
        messages = state["messages"] if isinstance(state, dict) else state.messages
        return {"llm_input_messages": recaller.with_recall(list(messages))}

    mgimind_pre_model.recaller = recaller  # type: ignore[attr-defined]
    return mgimind_pre_model


def _middleware_base() -> type:
    try:
        from langchain.agents.middleware import AgentMiddleware
    except ImportError:  # langchain (not only langchain-core) is needed for middleware
        return object
    return AgentMiddleware


class MemoryMiddleware(_middleware_base()):  # type: ignore[misc]  # langchain's, when installed
    """Agent middleware: the recall for the last human message before every model call."""

    def __init__(
        self,
        mind: Mind | Client,
        *,
        project: str | None = None,
        libraries: list[str] | None = None,
        budget: int | None = None,
    ) -> None:
        # Without langchain the class falls back to a plain base, which no agent accepts.
        require_extra("langgraph", "langchain", needed_by="MemoryMiddleware")
        super().__init__()
        self.recaller = Recaller(mind, project=project, libraries=libraries, budget=budget)

    @property
    def name(self) -> str:
        return "MgimindMemory"

    def wrap_model_call(self, request: Any, handler: Callable[[Any], Any]) -> Any:
        return handler(request.override(messages=self.recaller.with_recall(request.messages)))

    async def awrap_model_call(self, request: Any, handler: Callable[[Any], Awaitable[Any]]) -> Any:
        # The Mind is synchronous; keep the event loop free while it recalls.
        messages = await asyncio.to_thread(self.recaller.with_recall, request.messages)
        return await handler(request.override(messages=messages))
