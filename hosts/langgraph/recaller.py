"""What the LangGraph nodes and middleware share: the recall for the last human message,
framed as quoted data, computed once per turn, failing open."""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from langchain_core.messages import BaseMessage, HumanMessage, SystemMessage
from mgimind.hosts.library_recall import quoted_recall

from mgimind.services.scope import resolve_project

if TYPE_CHECKING:  # a Mind, or a client (mgimind.open()): the operations reach either
    from mgimind.doors.memory_client import Client
    from mgimind.engine.mind import Mind

RECALL_ID = "mgimind-recall"  # the one recall message a graph's state ever holds


class Recaller:
    """The `recall` operation for the last human message of a conversation, cached per
    turn."""

    def __init__(
        self,
        mind: Mind | Client,
        *,
        project: str | None = None,
        libraries: list[str] | None = None,
        budget: int | None = None,
    ):
        self.mind = mind
        # "." means where the graph runs, not where a daemon runs: resolved here, once.
        self.project = resolve_project(project)
        self.libraries = list(libraries) if libraries else None
        self.budget = budget
        self._last: tuple[str, str] | None = None
        self._lock = threading.Lock()
        self.recalls = 0  # mgimind reads made (cache misses)

    def block(self, messages: list[BaseMessage]) -> str:
        """The framed recall for the last human message ("" when nothing is relevant)."""
        text = last_human_text(messages)
        if not text:
            return ""
        with self._lock:
            if self._last is not None and self._last[0] == text:
                return self._last[1]
            self.recalls += 1
            block = quoted_recall(
                self.mind, text, project=self.project, libraries=self.libraries, budget=self.budget
            )
            self._last = (text, block)
            return block

    def with_recall(self, messages: list[BaseMessage]) -> list[BaseMessage]:
        """A new list: `messages` with the recall as a system message just before the last
        human message (unchanged when nothing is relevant)."""
        block = self.block(messages)
        out = [m for m in messages if m.id != RECALL_ID]
        if not block:
            return out
        index = next(
            (i for i in range(len(out) - 1, -1, -1) if isinstance(out[i], HumanMessage)), len(out)
        )
        out.insert(index, SystemMessage(content=block, id=RECALL_ID))
        return out


def last_human_text(messages: list[BaseMessage]) -> str:
    for message in reversed(messages or []):
        if isinstance(message, HumanMessage):
            return message_text(message).strip()
    return ""


def message_text(message: BaseMessage) -> str:
    content = message.content
    if isinstance(content, str):
        return content
    return "\n".join(
        part.get("text", "") if isinstance(part, dict) else str(part)
        for part in content
        if isinstance(part, str) or (isinstance(part, dict) and part.get("type") == "text")
    )
