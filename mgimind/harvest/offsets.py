"""How far each transcript has been harvested: byte offsets persisted under the home.

One JSON file (`<home>/harvest/offsets.json`), rewritten atomically (temp file, fsync,
rename) after every committed batch, so a crash leaves either the old or the new state,
never a torn one. Each entry remembers the file's identity (device, inode, a hash of its
first bytes) so a replaced or truncated file is detected and harvested again from zero.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
import threading
from dataclasses import asdict, dataclass, field
from pathlib import Path

HEAD_BYTES = 1024


@dataclass
class FileOffset:
    path: str
    offset: int = 0  # every record before this byte is harvested
    device: int = 0
    inode: int = 0
    head: str = ""  # sha256 of the first min(offset, HEAD_BYTES) bytes
    size: int = 0  # file size when last harvested
    partial: int = 0  # bytes of an incomplete last line seen then
    parser: str | None = None
    session_id: str | None = None
    project: str | None = None
    agent: str | None = None
    turns: int = 0
    exchanges: int = 0
    finished_at: str | None = None
    resets: int = 0
    last_reset: str | None = None
    summary: dict = field(default_factory=dict)  # the running summary state
    summary_id: str | None = None
    format_error: str | None = None  # the parser met a format it does not know (unread since)


def head_hash(path: Path, length: int) -> str:
    with open(path, "rb") as f:
        return hashlib.sha256(f.read(min(length, HEAD_BYTES))).hexdigest()


class OffsetStore:
    """Offsets per file path, loaded once and saved atomically on `save()`."""

    def __init__(self, path: Path):
        self.path = Path(path)
        self._lock = threading.Lock()
        self._entries: dict[str, FileOffset] = self._load()

    def _load(self) -> dict[str, FileOffset]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        except (OSError, ValueError):
            # A corrupt file cannot come from our atomic writes; keep it for inspection and
            # start over: re-harvesting is idempotent (duplicates are caught at admission).
            self.path.replace(self.path.with_suffix(".corrupt"))
            return {}
        known = set(FileOffset.__dataclass_fields__)
        return {
            k: FileOffset(**{f: v for f, v in e.items() if f in known})
            for k, e in data.get("files", {}).items()
        }

    def get(self, path: str | Path) -> FileOffset | None:
        return self._entries.get(str(path))

    def all(self) -> list[FileOffset]:
        return sorted(self._entries.values(), key=lambda e: e.path)

    def check(self, path: Path) -> tuple[FileOffset, str | None]:
        """The entry to resume from, reset to zero (with the reason) when the file was
        replaced (another inode) or truncated (shorter than the offset, or its first bytes
        changed)."""
        st = os.stat(path)
        entry = self._entries.get(str(path)) or FileOffset(
            str(path), device=st.st_dev, inode=st.st_ino
        )
        reason = None
        if entry.offset:
            if (entry.device, entry.inode) != (st.st_dev, st.st_ino):
                reason = "replaced"
            elif st.st_size < entry.offset:
                reason = "truncated"
            elif head_hash(path, entry.offset) != entry.head:
                reason = "rewritten"
        if reason:
            entry = FileOffset(
                str(path),
                device=st.st_dev,
                inode=st.st_ino,
                resets=entry.resets + 1,
                last_reset=reason,
            )
        entry.device, entry.inode = st.st_dev, st.st_ino
        return entry, reason

    def commit(self, path: Path, entry: FileOffset) -> None:
        """Record `entry` and persist every entry atomically."""
        entry.head = head_hash(path, entry.offset)  # 1 KiB read: cheap, always current
        self._entries[str(path)] = entry
        self.save()

    def forget(self, path: str | Path) -> None:
        self._entries.pop(str(path), None)
        self.save()

    def forget_summary(self, session_id: str) -> None:
        """Drop the running summary (it quotes the transcript) of a forgotten session;
        the offsets stay, so the transcript is not harvested again."""
        with self._lock:
            hit = [e for e in self._entries.values() if e.session_id == session_id]
            for entry in hit:
                entry.summary = {}
        if hit:
            self.save()

    def save(self) -> None:
        with self._lock:
            self.path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
            data = {"version": 1, "files": {k: asdict(e) for k, e in self._entries.items()}}
            fd, tmp = tempfile.mkstemp(prefix=".offsets.", dir=self.path.parent)
            try:
                with os.fdopen(fd, "w", encoding="utf-8") as f:
                    json.dump(data, f, ensure_ascii=False)
                    f.flush()
                    os.fsync(f.fileno())
                os.replace(tmp, self.path)
            except BaseException:
                Path(tmp).unlink(missing_ok=True)
                raise
            dirfd = os.open(self.path.parent, os.O_RDONLY)
            try:
                os.fsync(dirfd)
            finally:
                os.close(dirfd)
