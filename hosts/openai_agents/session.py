"""Finished turns of an OpenAI Agents run handed to the harvester: `HarvestHooks`.

Pass it as `hooks=` to `Runner.run`: it notes the latest user message the model saw
and, when the run's agent produces its final output, records the exchange in the
session's turn transcript and asks the harvester to take it (hooks/turns.py), which
stores it through the admission gate. Without a harvester the exchange goes through
the gate directly. One HarvestHooks per conversation (its `session_id`).
"""

from __future__ import annotations

import asyncio
import json
from typing import TYPE_CHECKING, Any

from agents import Agent, RunContextWrapper, RunHooks
from mgimind.hooks.turns import TurnLog
from mgimind.hosts.openai_agents.recall_filter import latest_user_message

from mgimind.services.scope import resolve_project

if TYPE_CHECKING:  # a Mind, or a client (mgimind.open()): the operations reach either
    from mgimind.doors.memory_client import Client
    from mgimind.engine.mind import Mind

HOST = "openai-agents"


class HarvestHooks(RunHooks):
    """Run hooks that hand each finished turn to mgimind."""

    def __init__(
        self,
        mind: Mind | Client,
        *,
        session_id: str,
        project: str | None = None,
        agent: str = HOST,
        library: str | None = None,
    ):
        # "." means where the agent runs, not where a daemon runs: resolved here.
        self.turns = TurnLog(
            mind, HOST, session_id, project=resolve_project(project), agent=agent, library=library
        )
        self._user: str | None = None

    async def on_llm_start(
        self, context: RunContextWrapper, agent: Agent, system_prompt: str | None, input_items: list
    ) -> None:
        _, text = latest_user_message(input_items)
        if text:
            self._user = text

    async def on_agent_end(self, context: Any, agent: Any, output: Any) -> None:
        if self._user is None:
            return
        user, self._user = self._user, None
        await asyncio.to_thread(self.turns.record, user, output_text(output))


def output_text(output: Any) -> str:
    """A run's final output as text (structured outputs as JSON)."""
    if isinstance(output, str):
        return output
    dump = getattr(output, "model_dump", None)
    if callable(dump):
        return json.dumps(dump(mode="json"), ensure_ascii=False)
    try:
        return json.dumps(output, ensure_ascii=False, default=str)
    except (TypeError, ValueError):
        return str(output)
