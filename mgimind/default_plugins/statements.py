"""Built-in: the daemon indexes the first-person statements of memories stored before
statements were (mgimind/memory/statement_backfill.py)."""

from __future__ import annotations

from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any, Callable

from mgimind.pluginspecs import hookimpl

if TYPE_CHECKING:
    from mgimind.services.mindapi import MindAPI


@hookimpl
def register_daemon_services(
    register: Callable[..., None], mind: MindAPI, lock: AbstractContextManager[Any]
) -> None:
    from mgimind.memory.statement_backfill import StatementBackfill

    register("statement-backfill", StatementBackfill(mind, lock))
