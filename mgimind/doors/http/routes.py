"""The HTTP door's routes: one per operation with an `http` path (mgimind.operations).
The app and the OpenAPI spec are both generated from them, so neither can drift from the
operation table.

A read that takes no parameters is a GET; everything else is a POST with the
operation's parameters as its JSON body.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from mgimind import operations
from mgimind.operations import Operation


@dataclass(frozen=True)
class Route:
    op: Operation

    @property
    def name(self) -> str:
        return self.op.name

    @property
    def path(self) -> str:
        assert self.op.http, f"{self.op.name} has no HTTP route"
        return self.op.http

    @property
    def method(self) -> Literal["GET", "POST"]:
        return "GET" if not self.op.writes and not self.op.params.model_fields else "POST"


def routes() -> list[Route]:
    """Every HTTP route, in the table's order."""
    return [Route(op) for op in operations.table().values() if op.http]
