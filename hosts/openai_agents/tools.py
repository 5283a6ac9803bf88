"""The mgimind tool pack for the OpenAI Agents SDK: `memory_tools(mind, ...)`.

Each tool is an operation of the table with a `tool` name (mgimind.operations.toolpack),
bound to one Mind (or daemon client) and one scope chosen by the developer, never by the
model. What the tools return is text for the model; stored content comes back framed as
quoted data, never as instructions.

Tools do not replace forced recall (recall_filter.py): they let the model store what
it learned and look deeper when the injected recall is not enough.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from agents import FunctionTool, RunContextWrapper, function_tool

from mgimind.errors import MgimindError
from mgimind.operations.toolpack import MemoryScope, tool_pack

if TYPE_CHECKING:  # a Mind, or a client (mgimind.open()): the operations reach either
    from mgimind.doors.memory_client import Client
    from mgimind.engine.mind import Mind

__all__ = ["MemoryScope", "explain_error", "memory_tools"]

log = logging.getLogger("mgimind.hosts")


def explain_error(ctx: RunContextWrapper[Any], error: Exception) -> str:
    """What the model reads when a tool fails: mgimind's own message (it never holds
    stored content or a secret), else only the error's type."""
    cause: BaseException | None = error
    while cause is not None and not isinstance(cause, MgimindError):
        cause = cause.__cause__ or cause.__context__
    if isinstance(cause, MgimindError):
        return f"mgimind refused: {cause.what}" + (f" ({cause.fix})" if cause.fix else "")
    log.warning("mgimind tool failed: %r", error)
    return f"mgimind failed ({type(error).__name__}); nothing was changed."


def memory_tools(
    mind: Mind | Client,
    *,
    project: str | None = None,
    library: str | None = None,
    libraries: list[str] | None = None,
    agent: str = "openai-agents",
    session_id: str | None = None,
    budget: int | None = None,
) -> list[FunctionTool]:
    """The tool pack (remember, recall, add_fact, query_facts, learn_procedure,
    recall_procedures, match_skills, and with a `session_id` and a `project`
    end_session) as `function_tool`s; see mgimind.operations.toolpack."""
    pack = tool_pack(
        mind,
        project=project,
        library=library,
        libraries=libraries,
        agent=agent,
        session_id=session_id,
        budget=budget,
    )
    return [function_tool(t.as_function(), failure_error_function=explain_error) for t in pack]
