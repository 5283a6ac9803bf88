"""The local extractor's figures, as the daemon's worker last wrote them to
`extractor/status.json` under the home: readable by any process (the CLI beside the
daemon, `doctor`) without a connection. Counts and error kinds only, never text."""

from __future__ import annotations

import os
from pathlib import Path

from pydantic import BaseModel

from mgimind.config import Config
from mgimind.store.homefiles import read_json, write_json


class ExtractorStatus(BaseModel):
    enabled: bool = False
    running: bool = False  # a daemon's worker is serving the queue now
    url: str | None = None
    model: str | None = None
    queued: int = 0  # exchanges waiting
    capacity: int = 0  # extractor.queue_size
    working: bool = False  # a request is out now
    waiting: bool = False  # nothing listens at the URL: the exchange in hand waits for it
    done: int = 0  # exchanges answered and admitted
    failed: int = 0  # exchanges given up on (their request or answer failed)
    errors: dict[str, int] = {}  # failures by kind (down, timeout, http, ...); "down"
    # counts attempts: an exchange waits (retried, with a growing pause) while nothing listens
    dropped: int = 0  # offered while the queue was full
    abandoned: int = 0  # still queued (or in flight) when the daemon stopped
    refused_candidates: int = 0  # candidates that failed validation
    candidates: dict[str, int] = {}  # admitted candidates, by the gate's verdict
    last_error: str | None = None
    last_error_at: str | None = None
    last_done_at: str | None = None
    seconds_per_exchange: float | None = None  # mean time of a successful request
    pid: int | None = None
    updated_at: str | None = None


def status_path(home: Path) -> Path:
    return Path(home) / "extractor" / "status.json"


def write_status(home: Path, status: ExtractorStatus) -> None:
    try:
        write_json(status_path(home), status.model_dump())
    except OSError:
        pass  # a status figure, never worth failing an extraction for


def read_status(home: Path, config: Config | None = None) -> ExtractorStatus:
    """The last written figures, with `enabled`, `url` and `model` from `config` (the
    settings in force) when given; `running` only while the writer's process lives."""
    data = read_json(status_path(home))
    try:
        status = ExtractorStatus.model_validate(data) if isinstance(data, dict) else None
    except ValueError:
        status = None
    status = status or ExtractorStatus()
    if status.running and not _alive(status.pid):
        status.running = status.working = status.waiting = False
    if config is not None:
        section = config.extractor
        status.enabled, status.url, status.model = section.enabled, section.url, section.model
        if not status.running:
            status.capacity = section.queue_size
    return status


def describe(status: ExtractorStatus) -> str:
    """One line for a person (watch --status, doctor)."""
    if not status.enabled and not status.running:
        return "local extractor: off (extractor.enabled)"
    state = "running" if status.running else "not running (starts with the daemon)"
    line = (
        f"local extractor ({status.model} at {status.url}): {state}; "
        f"{status.queued} queued of {status.capacity}, {status.done} done, "
        f"{status.failed} failed, {status.dropped} dropped"
    )
    if status.waiting:
        line += "; waiting for the endpoint to answer"
    if status.last_error:
        line += f"; last error: {status.last_error}"
    return line


def _alive(pid: int | None) -> bool:
    if not pid:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
