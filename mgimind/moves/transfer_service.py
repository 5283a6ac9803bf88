"""`mind.transfer`: export, import (transfer.py) and backup (backup.py) as one service,
so a daemon can run them for its clients."""

from __future__ import annotations

from typing import Literal

from mgimind.moves.backup import BackupResult, backup
from mgimind.moves.transfer import ExportResult, ImportResult, Progress, export, import_file
from mgimind.services.mindapi import Service
from mgimind.services.visibility import View


class Transfer(Service):
    """`mind.transfer`: export, import and backup as a service (so a daemon can run them)."""

    def export(
        self,
        path: str,
        fmt: Literal["jsonl", "markdown"] = "jsonl",
        *,
        libraries: list[str] | None = None,
        view: View = "all",
        progress: Progress = None,
    ) -> ExportResult:
        """Write what `view` may show to `path` (default: all, everything a move needs;
        "current": the trimmed file); see `export`."""
        return export(self.mind, path, fmt, libraries=libraries, view=view, progress=progress)

    def import_file(self, path: str, progress: Progress = None) -> ImportResult:
        """Import a JSONL or Markdown export; nothing changes if any record is bad. The
        result says what a file exported with a trimmed view lacks (`lacks`, `notice`)."""
        return import_file(self.mind, path, progress)

    def backup(
        self,
        dest: str | None = None,
        progress: Progress = None,
        *,
        passphrase: str | None = None,
        force: bool = False,
    ) -> BackupResult:
        """Write a backup of the whole home to `dest` (default: a new file under the
        home's `backups/`), encrypted when a passphrase is given; an existing `dest` is
        replaced only with `force`. See mgimind.moves.backup."""
        return backup(self.mind, dest, progress, passphrase=passphrase, force=force)
