"""The host-memory watcher as a daemon service: once a person has imported what the
hosts remember themselves, the daemon keeps those files in step (harvest/host_memory)."""

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
    from mgimind.harvest.host_memory.watcher import HostMemoryService

    register("host-memory-watcher", HostMemoryService(mind, lock))
