"""Forced recall for the OpenAI Agents SDK: a `RunConfig.call_model_input_filter`.

The SDK calls the filter right before every model call with the exact input it is
about to send, so memory reaches the model whether or not the model thinks of calling
a tool:

- the briefing (the `briefing` operation) is fetched on the first call of this filter (one
  filter per conversation) and appended to the instructions of that call and of every
  later one: the SDK rebuilds the input for each call, so context added once would be
  gone from the next;
- the recall (the `recall` operation) for the latest user message is inserted as a system
  message just before that message, before every model call of the turn; it is
  computed once per turn (the tool-call loop of a turn reuses it) and is left out when
  nothing relevant is stored.

Both are framed as quoted data (hooks/events.quote), within their budgets. Memory
never breaks the agent: a failing read is logged and the call goes out without it.
What the filter adds is never written back into the conversation or its Session.

    from agents import RunConfig, Runner
    config = RunConfig(call_model_input_filter=ForcedRecall(mind, project="."))
    await Runner.run(agent, "...", run_config=config)
"""

from __future__ import annotations

import asyncio
import logging
import threading
from typing import TYPE_CHECKING, Any

from agents.run_config import CallModelData, ModelInputData
from mgimind.hooks.events import quote
from mgimind.hosts.library_recall import quoted_recall

from mgimind.doors.client import bounded_call
from mgimind.services.scope import resolve_project

if TYPE_CHECKING:  # a Mind, or a client (mgimind.open()): the operations reach either
    from mgimind.doors.memory_client import Client
    from mgimind.engine.mind import Mind

log = logging.getLogger("mgimind.hosts")


class ForcedRecall:
    """The filter. `project`, `libraries` and `agent` scope the reads like the tool pack;
    `recall_budget` / `briefing_budget` cap their characters (None: the configured
    defaults); `briefing=False` injects only the per-turn recall."""

    def __init__(
        self,
        mind: Mind | Client,
        *,
        project: str | None = None,
        libraries: list[str] | None = None,
        agent: str = "openai-agents",
        briefing: bool = True,
        recall_budget: int | None = None,
        briefing_budget: int | None = None,
    ):
        self.mind = mind
        # "." means where the agent runs, not where a daemon runs: resolved here, once.
        self.project = resolve_project(project)
        self.libraries = list(libraries) if libraries else None
        self.agent = agent
        self.briefing = briefing
        self.recall_budget = recall_budget
        self.briefing_budget = briefing_budget
        self._briefing_text: str | None = None  # None: not fetched yet
        self._turn: tuple[str, str] | None = None  # (user text, framed recall)
        self._lock = threading.Lock()
        self.recalls = 0  # mgimind reads made (cache misses): how often a turn paid for recall

    async def __call__(self, data: CallModelData[Any]) -> ModelInputData:
        # The Mind is synchronous (embedding, engine); keep the event loop free.
        return await asyncio.to_thread(self.apply, data.model_data)

    def apply(self, model_data: ModelInputData) -> ModelInputData:
        """The input with the briefing and this turn's recall added (a new object)."""
        items = list(model_data.input)
        instructions = model_data.instructions
        with self._lock:
            briefing = self._briefing_block()
            position, user_text = latest_user_message(items)
            recall = self._recall_block(user_text) if user_text else ""
        if briefing:
            instructions = f"{instructions}\n\n{briefing}" if instructions else briefing
        if recall:
            items.insert(position, {"role": "system", "content": recall})
        return ModelInputData(input=items, instructions=instructions)

    def _briefing_block(self) -> str:
        if not self.briefing:
            return ""
        if self._briefing_text is None:
            self._briefing_text = ""
            try:
                found = bounded_call(
                    self.mind,
                    "session-start",
                    "briefing",
                    {"project": self.project, "agent": self.agent, "budget": self.briefing_budget},
                )
                if found.text.strip():
                    self._briefing_text = quote(found.text, "briefing")
            except Exception as e:  # fail open: the agent runs without its briefing
                log.warning("mgimind briefing failed: %s", getattr(e, "what", e))
        return self._briefing_text

    def _recall_block(self, user_text: str) -> str:
        if self._turn is not None and self._turn[0] == user_text:
            return self._turn[1]
        self.recalls += 1
        block = quoted_recall(
            self.mind,
            user_text,
            project=self.project,
            libraries=self.libraries,
            budget=self.recall_budget,
        )
        self._turn = (user_text, block)
        return block


def latest_user_message(items: list) -> tuple[int, str]:
    """Index and text of the last user message in the model input ((len, "") if none)."""
    for index in range(len(items) - 1, -1, -1):
        item = items[index]
        get = item.get if isinstance(item, dict) else lambda k, i=item: getattr(i, k, None)
        if get("role") != "user" or get("type") not in (None, "message"):
            continue
        text = message_text(get("content"))
        if text.strip():
            return index, text.strip()
    return len(items), ""


def message_text(content: Any) -> str:
    """The text of a message's content: a string, or the text parts of a part list."""
    if isinstance(content, str):
        return content
    parts: list[str] = []
    for part in content or ():
        get = part.get if isinstance(part, dict) else lambda k, p=part: getattr(p, k, None)
        if get("type") in ("input_text", "text", "output_text") and isinstance(get("text"), str):
            parts.append(str(get("text")))
    return "\n".join(parts)
