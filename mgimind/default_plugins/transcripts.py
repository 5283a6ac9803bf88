"""Built-in transcript harvesting: mgimind's own turn format (what in-process hosts
write, see hooks/turns.py), quarantine for harvested candidates, and the transcript
watcher as a daemon service. Host formats (Claude Code's) come from their host plugins."""

from __future__ import annotations

from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any, Callable

from mgimind.pluginspecs import hookimpl

if TYPE_CHECKING:
    from mgimind.services.mindapi import MindAPI


@hookimpl(trylast=True)
def register_transcript_parsers(register: Callable[..., None]) -> None:
    from mgimind.hooks.turns import register_parser

    register_parser(register)


@hookimpl
def ingest_verdict(mind: MindAPI, text: str, library: str, metadata: object) -> dict | None:
    # A fact or procedure the harvester's rules found is a proposal: a person (or a later
    # confirmation) promotes it; it never enters the current view on its own.
    if isinstance(metadata, dict) and metadata.get("candidate") is True:
        return {
            "verdict": "quarantined",
            "reason": metadata.get("reason") or "harvested candidate awaiting review",
        }
    return None


@hookimpl
def register_daemon_services(
    register: Callable[..., None], mind: MindAPI, lock: AbstractContextManager[Any]
) -> None:
    from mgimind.harvest.watcher import WatcherService

    register("transcript-watcher", WatcherService(mind, lock))
