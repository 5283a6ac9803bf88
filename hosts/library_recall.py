"""What the library hosts share (OpenAI Agents, LangGraph): the recall for a prompt, framed
as the hook layer frames it, within the deadline policy of host surfaces.

A library host calls the Mind (or a daemon client) itself before each model call; it has
no hook process with a budget of its own, so the deadline is `bounded_call`'s: a hung
daemon costs a prompt its reply budget once, then the breaker skips it.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from mgimind.hooks.events import quote

from mgimind.doors.client import bounded_call

if TYPE_CHECKING:  # a Mind, or a client (mgimind.open()): the operations reach either
    from mgimind.doors.memory_client import Client
    from mgimind.engine.mind import Mind

log = logging.getLogger("mgimind.hosts")


def quoted_recall(
    mind: Mind | Client,
    text: str,
    *,
    project: str | None = None,
    libraries: list[str] | None = None,
    budget: int | None = None,
) -> str:
    """The recall for `text`, framed as quoted data ("" when nothing is relevant). Fails
    open: an error is logged and the model is called without recall."""
    params = {"query": text, "project": project, "libraries": libraries, "budget": budget}
    try:
        found = bounded_call(mind, "prompt", "recall", params)
    except Exception as e:
        log.warning("mgimind recall failed: %s", getattr(e, "what", e))
        return ""
    return quote(found.text, "recall for this prompt") if found.text.strip() else ""
