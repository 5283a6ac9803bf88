"""Built-in: the daemon re-tests facts against newer evidence (mgimind/memory/facts/retest.py)."""

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
    from mgimind.memory.facts.retest_service import RetestService

    register("fact-retest", RetestService(mind, lock))
