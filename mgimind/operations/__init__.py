"""The operation table: each operation declared once (see spec.Operation), and every door
built from it: the CLI (cli/operations.py), the socket ("op:<name>"), MCP (mcp_server),
HTTP with its OpenAPI spec (http/), and the agent tool packs (hosts/*/tools.py).

Built-in operations live in this package by area; plugins add theirs with the
`register_operations` hook (a new memory kind brings its operations with it).
"""

from __future__ import annotations

from mgimind.operations.dispatch import call, invoke
from mgimind.operations.registry import get, table
from mgimind.operations.spec import (
    AGENT,
    ANYONE,
    PEOPLE,
    PERSON,
    Call,
    Operation,
    Params,
    caller_kind,
)

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
