"""Operations on transcripts: harvest one now, queue one for the daemon's worker, ask
for a watched one to be harvested (a host's session end), follow the harvest, watch.

Paths cross a door absolute: the daemon stands in its own folder."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from pydantic import Field

from mgimind.operations.moves import _absolute
from mgimind.operations.spec import PEOPLE, Call, Operation, Params

if TYPE_CHECKING:  # the table stays light: the engine loads when an operation runs
    from mgimind.engine.mind import Mind
    from mgimind.harvest.harvester import Harvester
    from mgimind.harvest.models import HarvestQueued, HarvestReport, WatchStatus


class Tags(Params):
    session_id: str | None = Field(None, description="The session the transcript records.")
    project: str | None = Field(None, description="The project (default: the transcript's).")
    agent: str | None = Field(None, description="The agent to tag the exchanges with.")


class HarvestFile(Tags):
    path: str = Field(description="The transcript (absolute).")
    format: str | None = Field(None, description="Its format (default: by location).")
    flush: Literal["end", "idle", "none"] = Field(
        "end", description="The last exchange: end admits it, idle if answered, none keeps it."
    )


class HarvestRequest(Tags):
    path: str = Field(description="A transcript in a watched location (absolute).")


class HarvestRef(Params):
    path: str = Field(description="The transcript (absolute).")


class NoParams(Params):
    pass


class Watch(Params):
    idle_s: float | None = Field(
        None, gt=0, description="Seconds without change before a file counts as finished."
    )


def _tags(p: Tags) -> dict:
    return {"session_id": p.session_id, "project": p.project, "agent": p.agent}


def _harvester(mind: Mind) -> Harvester:
    """The home's harvester (its class sits above the Mind, so it is not declared there)."""
    from mgimind.harvest.harvester import Harvester

    return mind.service("harvester", Harvester)


def _file(mind: Mind, p: HarvestFile, call: Call) -> HarvestReport:
    return _harvester(mind).harvest_file(
        _absolute(p.path), call.progress, flush=p.flush, format=p.format, **_tags(p)
    )


def _queue(mind: Mind, p: HarvestFile, call: Call) -> HarvestQueued:
    return _harvester(mind).queue(_absolute(p.path), p.flush, format=p.format, **_tags(p))


def _request(mind: Mind, p: HarvestRequest, call: Call) -> HarvestQueued:
    return _harvester(mind).request(_absolute(p.path), **_tags(p))


def _watch(mind: Mind, p: Watch, call: Call) -> dict[str, Any]:
    from mgimind.harvest import watcher

    running = watcher.start(mind, idle_s=p.idle_s)
    return {"roots": sorted(str(r) for r in running.roots()), "idle_s": running.idle_s}


def _watch_status(mind: Mind, p: NoParams, call: Call) -> WatchStatus:
    from mgimind.harvest import watcher

    harvester: Harvester | None = getattr(mind, "harvester", None)
    pending = harvester.pending_paths() if harvester is not None else None
    return watcher.status(mind.home, pending=pending)


OPERATIONS = (
    Operation(
        name="harvest.file",
        summary="Harvest a transcript now, through the admission gate (from where the last "
        "harvest stopped; nothing is imported twice).",
        params=HarvestFile,
        result="mgimind.harvest.models.HarvestReport",
        run=_file,
        service="harvester",
        writes=True,
        lock="batched",
    ),
    Operation(
        name="harvest.queue",
        summary="Queue a transcript for the daemon's harvest worker (harvest.report has the "
        "result once harvest.pending no longer names it).",
        params=HarvestFile,
        result="mgimind.harvest.models.HarvestQueued",
        run=_queue,
        service="harvester",
        writes=True,
        lock="free",  # the queue file holds its own lock; the worker takes the write lock
        cli="harvest",
    ),
    Operation(
        name="harvest.request",
        summary="Ask for a transcript in a watched location to be harvested in the background "
        "(a host's session end).",
        params=HarvestRequest,
        result="mgimind.harvest.models.HarvestQueued",
        run=_request,
        service="harvester",
        writes=True,
        lock="free",
    ),
    Operation(
        name="harvest.pending",
        summary="The transcripts waiting for the harvest worker.",
        params=NoParams,
        result="list[str]",
        run=lambda m, p, c: _harvester(m).pending_paths(),
        service="harvester",
    ),
    Operation(
        name="harvest.report",
        summary="The report of the last harvest of a transcript in the daemon (None: none yet).",
        params=HarvestRef,
        result="mgimind.harvest.models.HarvestReport | None",
        run=lambda m, p, c: _harvester(m).last_report(_absolute(p.path)),
        service="harvester",
    ),
    Operation(
        name="harvest.watch",
        summary="Follow transcripts and harvest each once it goes idle (in this process, until "
        "it ends). A person's operation.",
        params=Watch,
        result="dict",
        run=_watch,
        service="harvester",
        writes=True,
        callers=PEOPLE,
        lock="free",  # starts the watcher; its harvests take the write lock per batch
        cli="watch",
    ),
    Operation(
        name="harvest.status",
        summary="Watched transcripts, their offsets and the backlog.",
        params=NoParams,
        result="mgimind.harvest.models.WatchStatus",
        run=_watch_status,
        service="harvester",
    ),
)
