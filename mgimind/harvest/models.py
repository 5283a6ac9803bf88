"""Pydantic results of the harvester (what the daemon serializes)."""

from __future__ import annotations

from pydantic import BaseModel

from mgimind.extractor.status import ExtractorStatus


class HarvestReport(BaseModel):
    path: str
    parser: str
    session_id: str | None = None
    project: str | None = None
    agent: str | None = None
    start_offset: int = 0
    end_offset: int = 0  # every record before this byte is now harvested
    size: int = 0
    partial_bytes: int = 0  # an incomplete last line, left for the next pass
    reset: str | None = None  # "replaced" / "truncated" / "rewritten": harvested from zero
    turns: int = 0  # user and assistant turns admitted (in exchanges)
    exchanges: int = 0
    verdicts: dict[str, int] = {}  # stored / quarantined / duplicate / refused
    candidates: dict[str, int] = {}  # fact / procedure proposals sent to quarantine
    skipped: dict[str, int] = {}  # lines skipped, by reason (meta, sidechain, malformed, ...)
    summary: str | None = None  # where the session summary went: "session" or a memory id
    finished: bool = False
    stopped: bool = False  # the harvester was closed mid-file; the rest resumes later
    queued: bool = False  # the worker was busy with this home: queued for it instead
    format_error: str | None = None  # the file's format is not the one its parser knows
    seconds: float = 0.0


class HarvestQueued(BaseModel):
    path: str
    queued: bool
    pending: int
    report: HarvestReport | None = None


class FileStatus(BaseModel):
    path: str
    parser: str | None = None
    size: int
    offset: int
    backlog: int  # bytes not yet harvested
    partial: int = 0
    session_id: str | None = None
    turns: int = 0
    exchanges: int = 0
    finished_at: str | None = None
    resets: int = 0
    format_error: str | None = None  # unreadable since the host changed its format


class WatchStatus(BaseModel):
    roots: list[str]
    files: list[FileStatus]
    backlog_bytes: int
    backlog_files: int
    pending: list[str] = []
    running: bool = False
    bytes_per_s: float | None = None  # the harvester's recent rate
    seconds_left: float | None = None  # the backlog at that rate
    extractor: ExtractorStatus | None = None  # the optional local extractor's queue
    unreadable: list[FileStatus] = []  # files in a format their parser does not know
