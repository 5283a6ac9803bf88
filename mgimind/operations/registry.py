"""The table itself: the built-in operations, the memory kinds' and the plugins', by name."""

from __future__ import annotations

from functools import lru_cache

from mgimind.errors import InvalidInput
from mgimind.operations.spec import PEOPLE, Operation


@lru_cache(maxsize=1)
def table() -> dict[str, Operation]:
    """Every operation by name: the built-in ones, then the plugins'."""
    from mgimind.memory.kinds import collect_kinds
    from mgimind.operations import (
        audit,
        context,
        facts,
        harvest,
        host_memory,
        kv,
        memories,
        moves,
        practice,
        review,
        settings,
        sources,
    )
    from mgimind.plugins import load_plugins

    ops: dict[str, Operation] = {}

    def register(op: Operation) -> None:
        if op.name in ops:
            raise InvalidInput(f"operation {op.name!r} is declared twice")
        ops[op.name] = op

    built_in = (
        *(memories, review, facts, practice, context, sources),
        *(moves, harvest, host_memory, kv, settings, audit),
    )
    for module in built_in:
        for op in module.OPERATIONS:
            register(op)
    plugins = load_plugins()
    for kind in collect_kinds(plugins).values():  # a memory kind brings its operations
        for op in kind.operations:
            register(op)
    plugins.hook.register_operations(register=register)
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
