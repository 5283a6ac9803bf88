"""Agent tool packs from the operation table, for any host SDK: every operation with a
`tool` name becomes a `PackedTool` bound to one Mind (or daemon client) and one scope the
developer chose, never the model. A host wraps each in its SDK's tool type
(hosts/openai_agents/tools.py, hosts/langgraph/tools.py).

Writes go to `library` (else the project's own library, else the shared one); reads cover
`libraries` (else the project's library plus the shared one, else everything the Mind may
read). What a tool returns is text for the model; stored content comes back framed as
quoted data, never as instructions.
"""

from __future__ import annotations

import inspect
from dataclasses import dataclass
from typing import Any, Callable

from pydantic import BaseModel, create_model
from pydantic.fields import FieldInfo

from mgimind.operations.dispatch import call
from mgimind.operations.registry import table
from mgimind.operations.spec import Operation
from mgimind.services.scope import resolve_project


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
    agent: str = "agent"
    session_id: str | None = None

    def read_libraries(self) -> list[str] | None:
        return list(self.libraries) if self.libraries else None


@dataclass(frozen=True)
class PackedTool:
    """One operation as a model's tool: `run(**fields)` returns text for the model."""

    name: str
    description: str
    fields: dict[str, FieldInfo]  # what the model fills
    run: Callable[..., str]

    def signature(self) -> inspect.Signature:
        return inspect.Signature(
            [
                inspect.Parameter(
                    name,
                    inspect.Parameter.KEYWORD_ONLY,
                    annotation=info.annotation,
                    default=inspect.Parameter.empty if info.is_required() else None,
                )
                for name, info in self.fields.items()
            ],
            return_annotation=str,
        )

    def docstring(self) -> str:
        """The description with a Google-style `Args:` block (what SDKs parse)."""
        args = "\n".join(f"    {n}: {i.description or n}" for n, i in self.fields.items())
        return f"{self.description}\n\nArgs:\n{args}\n"

    def args_model(self) -> type[BaseModel]:
        """The model's arguments as a pydantic model (for SDKs that take one)."""
        # the fields are built at run time
        model: type[BaseModel] = create_model(  # type: ignore[call-overload]
            f"{self.name}_args",
            **{
                name: (info.annotation, FieldInfo.merge_field_infos(info, default=None))
                if not info.is_required()
                else (info.annotation, info)
                for name, info in self.fields.items()
            },
        )
        return model

    def as_function(self) -> Callable[..., str]:
        """`run` with the signature, annotations and docstring of the tool."""

        def tool(**given: Any) -> str:
            return self.run(**given)

        signature = self.signature()
        tool.__name__ = self.name
        tool.__signature__ = signature  # type: ignore[attr-defined]
        tool.__annotations__ = {p.name: p.annotation for p in signature.parameters.values()}
        tool.__annotations__["return"] = str
        tool.__doc__ = self.docstring()
        return tool


def tool_pack(
    mind: object,  # a Mind, or a client (mgimind.open()): `call` reaches either
    *,
    project: str | None = None,
    library: str | None = None,
    libraries: list[str] | None = None,
    agent: str = "agent",
    session_id: str | None = None,
    budget: int | None = None,
) -> list[PackedTool]:
    """The pack: a tool for every operation with a `tool` name (`end_session` only with a
    `session_id` and a `project`). `budget` caps the characters `recall` returns."""
    # "." means where the agent runs, not where a daemon runs: resolved here, once.
    scope = MemoryScope(
        resolve_project(project),
        library,
        tuple(libraries) if libraries else None,
        agent,
        session_id,
    )
    bound = _bound_parameters(scope, budget)
    return [
        _packed(mind, op, bound, agent)
        for op in table().values()
        if op.tool and (op.name != "session.end" or (session_id and project))
    ]


def _bound_parameters(scope: MemoryScope, budget: int | None) -> dict[str, Any]:
    """The parameters the developer fixes for every tool, by field name."""
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


def _packed(mind: object, op: Operation, bound: dict[str, Any], agent: str) -> PackedTool:
    fields = op.params.model_fields
    asked = op.tool_fields or tuple(fields)
    fixed = {k: v for k, v in bound.items() if k in fields and k not in asked and v is not None}

    def run(**given: Any) -> str:
        params = {**fixed, **{k: v for k, v in given.items() if v is not None}}
        result = call(mind, op.name, params, agent=agent)
        return op.text(result) if op.text else str(result)

    assert op.tool, f"{op.name} has no tool name"
    return PackedTool(op.tool, op.summary, {name: fields[name] for name in asked}, run)
