"""The optional local extractor (mgimind/extractor/), registered like any plugin's: a
daemon service when `extractor.enabled` is set, a candidate extractor that queues
exchanges for it while it runs, and the `extractor.status` operation. Off, it registers
no service and no extractor: nothing is ever sent."""

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
    if mind.config.extractor.enabled:
        from mgimind.extractor.service import LocalExtractor

        register("local-extractor", LocalExtractor(mind, lock))


@hookimpl
def register_candidate_extractors(register: Callable[..., None], mind: MindAPI) -> None:
    from mgimind.extractor.service import NAME, running_for

    service = running_for(mind.home)
    if service is not None:
        register(NAME, service.extract)


@hookimpl
def register_operations(register: Callable[..., None]) -> None:
    from mgimind.operations.extractor import OPERATIONS

    for op in OPERATIONS:
        register(op)
