"""The operation table: each operation declared once (see spec.Operation), and every door
built from it: the CLI (cli/operations.py), the socket ("op:<name>"), MCP (mcp_server),
HTTP with its OpenAPI spec (http/), and the agent tool packs (hosts/*/tools.py).

Built-in operations live in this package by area; plugins add theirs with the
`register_operations` hook (a new memory kind brings its operations with it).
"""

from __future__ import annotations

from functools import lru_cache

from ..errors import InvalidInput
from .dispatch import call, invoke
from .spec import AGENT, ANYONE, PEOPLE, PERSON, Call, Operation, Params, caller_kind

__all__ = [
    "AGENT",
    "ANYONE",
    "PEOPLE",
    "PERSON",
    "Call",
    "Operation",
    "Params",
    "call",
    "caller_kind",
    "get",
    "invoke",
    "table",
]


@lru_cache(maxsize=1)
def table() -> dict[str, Operation]:
    """Every operation by name: the built-in ones, then the plugins'."""
    from ..plugins import load_plugins
    from . import context, facts, memories, practice, review, sources

    ops: dict[str, Operation] = {}

    def register(op: Operation) -> None:
        if op.name in ops:
            raise InvalidInput(f"operation {op.name!r} is declared twice")
        ops[op.name] = op

    for module in (memories, review, facts, practice, context, sources):
        for op in module.OPERATIONS:
            register(op)
    load_plugins().hook.register_operations(register=register)
    _check_door_names(ops)
    return ops


def get(name: str) -> Operation:
    try:
        return table()[name]
    except KeyError:
        raise InvalidInput(f"no operation named {name!r}", fix="mgimind ops lists them") from None


AGENT_DOORS = ("http", "mcp", "tool")


def _check_door_names(ops: dict[str, Operation]) -> None:
    """One operation per name at each door; a person's operation at no agent's door."""
    for op in ops.values():
        doors = [door for door in AGENT_DOORS if getattr(op, door)]
        if op.callers == PEOPLE and doors:
            raise InvalidInput(f"{op.name} is for a person but named at agent doors {doors}")
    for door in ("cli", *AGENT_DOORS):
        seen: dict[str, str] = {}
        for op in ops.values():
            name = getattr(op, door)
            if name and name in seen:
                raise InvalidInput(f"{door} name {name!r} is used by {seen[name]} and {op.name}")
            if name:
                seen[name] = op.name
