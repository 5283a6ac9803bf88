"""The mgimind tool pack for the OpenAI Agents SDK: `memory_tools(mind, ...)`.

Each tool is an operation of the table (mgimind.operations, those with a `tool` name),
bound to one Mind (or daemon client) and one scope chosen by the developer, never by the
model: writes go to `library` (else the project's own
library, else the shared one), reads cover `libraries` (else the project's library plus
the shared one, else everything the Mind may read). What the tools return is text for
the model; stored content comes back framed as quoted data, never as instructions.

Tools do not replace forced recall (recall_filter.py): they let the model store what
it learned and look deeper when the injected recall is not enough.
"""

from __future__ import annotations

import inspect
import logging
from dataclasses import dataclass
from typing import Any

from agents import FunctionTool, RunContextWrapper, function_tool

from mgimind import operations
from mgimind.errors import MgimindError
from mgimind.scope import resolve_project

log = logging.getLogger("mgimind.hosts")

NOTHING = "Nothing relevant is stored."


@dataclass(frozen=True)
class MemoryScope:
    """Where a host's tools and filters read and write.

    `project`: a path inside the project (its git root names its library);
    `library`: explicit write library (wins over the project's);
    `libraries`: explicit read libraries (win over project + shared);
    `agent`: the agent name sessions and authorship use; `session_id`: the host session."""

    project: str | None = None
    library: str | None = None
    libraries: tuple[str, ...] | None = None
    agent: str = "openai-agents"
    session_id: str | None = None

    def read_libraries(self) -> list[str] | None:
        return list(self.libraries) if self.libraries else None


def explain_error(ctx: RunContextWrapper[Any], error: Exception) -> str:
    """What the model reads when a tool fails: mgimind's own message (it never holds
    stored content or a secret), else only the error's type."""
    cause = error
    while cause is not None and not isinstance(cause, MgimindError):
        cause = cause.__cause__ or cause.__context__
    if isinstance(cause, MgimindError):
        return f"mgimind refused: {cause.what}" + (f" ({cause.fix})" if cause.fix else "")
    log.warning("mgimind tool failed: %r", error)
    return f"mgimind failed ({type(error).__name__}); nothing was changed."


def memory_tools(
    mind,
    *,
    project: str | None = None,
    library: str | None = None,
    libraries: list[str] | None = None,
    agent: str = "openai-agents",
    session_id: str | None = None,
    budget: int | None = None,
) -> list[FunctionTool]:
    """The tool pack: a tool for every operation with a `tool` name (remember, recall,
    add_fact, query_facts, learn_procedure, recall_procedures, match_skills, and with a
    `session_id` and a `project` end_session). `budget` caps the characters `recall`
    returns."""
    # "." means where the agent runs, not where a daemon runs: resolved here, once.
    scope = MemoryScope(
        resolve_project(project),
        library,
        tuple(libraries) if libraries else None,
        agent,
        session_id,
    )
    bound = _bound_parameters(scope, budget)
    tools = []
    for op in operations.table().values():
        if not op.tool or (op.name == "session.end" and not (session_id and project)):
            continue
        tools.append(_tool(mind, op, bound, agent))
    return tools


def _bound_parameters(scope: MemoryScope, budget: int | None) -> dict[str, Any]:
    """The parameters the developer fixes for every tool, by field name; a model only
    fills the operation's `tool_fields`."""
    source = f"agent:{scope.agent}" + (f":{scope.session_id}" if scope.session_id else "")
    return {
        "project": scope.project,
        "library": scope.library,
        "libraries": scope.read_libraries(),
        "source": source,
        "agent": scope.agent,
        "session": scope.session_id,
        "session_id": scope.session_id,
        "metadata": {"agent": scope.agent, "session_id": scope.session_id},
        "budget": budget,
    }


def _tool(mind, op: operations.Operation, bound: dict[str, Any], agent: str) -> FunctionTool:
    fields = op.params.model_fields
    asked = op.tool_fields or tuple(fields)
    fixed = {k: v for k, v in bound.items() if k in fields and k not in asked and v is not None}

    def run(**given) -> str:
        params = {**fixed, **{k: v for k, v in given.items() if v is not None}}
        result = operations.call(mind, op.name, params, agent=agent)
        return op.text(result) if op.text else str(result)

    parameters = [
        inspect.Parameter(
            name,
            inspect.Parameter.KEYWORD_ONLY,
            annotation=fields[name].annotation,
            default=inspect.Parameter.empty if fields[name].is_required() else None,
        )
        for name in asked
    ]
    run.__name__ = op.tool
    run.__signature__ = inspect.Signature(parameters, return_annotation=str)
    run.__annotations__ = {p.name: p.annotation for p in parameters} | {"return": str}
    args = "\n".join(f"    {name}: {fields[name].description or name}" for name in asked)
    run.__doc__ = f"{op.summary}\n\nArgs:\n{args}\n"
    return function_tool(run, failure_error_function=explain_error)
