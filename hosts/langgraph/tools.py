"""The mgimind tool pack for LangGraph / LangChain agents: `memory_tools(mind, ...)`, the
same tools as every host's (mgimind.operations.toolpack) as LangChain `StructuredTool`s,
for `create_react_agent(model, tools=memory_tools(mind, project="."))` or a `ToolNode`.

A failing tool answers the model with mgimind's own message (it never holds stored
content or a secret) instead of ending the run.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from langchain_core.tools import StructuredTool, ToolException

from mgimind.errors import MgimindError
from mgimind.operations.toolpack import PackedTool, tool_pack

if TYPE_CHECKING:  # a Mind, or a client (mgimind.open()): the operations reach either
    from mgimind.doors.memory_client import Client
    from mgimind.engine.mind import Mind


def memory_tools(
    mind: Mind | Client,
    *,
    project: str | None = None,
    library: str | None = None,
    libraries: list[str] | None = None,
    agent: str = "langgraph",
    session_id: str | None = None,
    budget: int | None = None,
) -> list[StructuredTool]:
    """remember, recall, add_fact, query_facts, learn_procedure, recall_procedures,
    match_skills, and with a `session_id` and a `project` end_session."""
    pack = tool_pack(
        mind,
        project=project,
        library=library,
        libraries=libraries,
        agent=agent,
        session_id=session_id,
        budget=budget,
    )
    return [_structured(t) for t in pack]


def _structured(tool: PackedTool) -> StructuredTool:
    def run(**given: Any) -> str:
        try:
            return tool.run(**given)
        except MgimindError as e:
            raise ToolException(
                f"mgimind refused: {e.what}" + (f" ({e.fix})" if e.fix else "")
            ) from None

    return StructuredTool.from_function(
        func=run,
        name=tool.name,
        description=tool.description,
        args_schema=tool.args_model(),
        handle_tool_error=True,
    )
