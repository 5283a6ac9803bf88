"""Append-only, hash-chained NDJSON audit log under the home.

Each line holds the SHA-256 of the previous line, so an edit, a deletion or a reorder
breaks the chain at the first line it touches. Lines carry content hashes, never content:
a deleted memory is truly forgotten while the chain still verifies.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import re
from collections import deque
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterator

GENESIS = "0" * 64


def content_hash(text: str) -> str:
    return "sha256:" + hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def _line_hash(line: str) -> str:
    return hashlib.sha256(line.encode("utf-8")).hexdigest()


def _entry_hash(entry: dict) -> str:
    body = {k: v for k, v in entry.items() if k != "hash"}
    return _line_hash(json.dumps(body, sort_keys=True, ensure_ascii=False))


def _ends_with_newline(f) -> bool:
    end = f.seek(0, os.SEEK_END)
    f.buffer.seek(end - 1)  # one byte, read raw: the text layer cannot seek relative
    last = f.buffer.read(1)
    f.seek(0, os.SEEK_END)
    return last == b"\n"


@dataclass
class VerifyResult:
    ok: bool
    lines: int
    first_bad_line: int | None = None
    reason: str | None = None


class AuditLog:
    def __init__(self, path: Path):
        self.path = Path(path)
        self.head_path = self.path.with_name(self.path.name + ".head")

    def append(self, action: str, actor: str, **fields: Any) -> dict:
        """Record one mutation. Pass hashes, ids and verdicts; never raw content."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        # errors="replace": a corrupted (non-UTF-8) line must not stop every later write;
        # verify names it, and the chain goes on from it.
        with open(self.path, "a+", encoding="utf-8", errors="replace") as f:
            fcntl.flock(f, fcntl.LOCK_EX)  # one chain across threads and processes
            try:
                prev = self._last_hash(f)
                entry = {
                    "ts": datetime.now(timezone.utc).isoformat(timespec="microseconds"),
                    "action": action,
                    "actor": actor,
                    **{k: v for k, v in fields.items() if v is not None},
                    "prev": prev,
                }
                # A line's own hash pins an edit to the very line edited (the chain alone
                # would only flag the line after it).
                entry["hash"] = _entry_hash(entry)
                line = json.dumps(entry, sort_keys=True, ensure_ascii=False)
                f.seek(0, os.SEEK_END)
                if f.tell() and not _ends_with_newline(f):
                    # A writer killed mid-line left a torn line: end it, so this entry
                    # is a line of its own and verify names the torn one.
                    f.write("\n")
                f.write(line + "\n")
                f.flush()
                os.fsync(f.fileno())
                # The head anchors the chain's end, so editing or dropping the last
                # line is caught as well.
                self.head_path.write_text(_line_hash(line) + "\n", encoding="utf-8")
            finally:
                fcntl.flock(f, fcntl.LOCK_UN)
        return entry

    @staticmethod
    def _last_hash(f) -> str:
        f.seek(0, os.SEEK_END)
        size = f.tell()
        if size == 0:
            return GENESIS
        block = min(size, 65536)
        while True:
            f.seek(size - block)
            tail = f.read(block)
            lines = tail.rstrip("\n").split("\n")
            if len(lines) > 1 or block == size:
                return _line_hash(lines[-1])
            block = min(size, block * 2)

    def entries(self) -> Iterator[dict]:
        if not self.path.exists():
            return
        with open(self.path, encoding="utf-8", errors="replace") as f:
            for line in f:
                try:
                    yield json.loads(line)
                except json.JSONDecodeError:
                    yield {"action": "<unreadable line>", "raw": line[:200]}

    def tail(self, n: int = 20) -> list[dict]:
        """The last `n` entries, oldest first."""
        return list(deque(self.entries(), maxlen=max(n, 0)))

    def grep(self, pattern: str, *, action: str | None = None, limit: int | None = None
             ) -> list[dict]:
        """Entries whose line contains `pattern` (case-insensitive regex), optionally only
        those whose action starts with `action`."""
        rx = re.compile(pattern, re.IGNORECASE)
        out = []
        for entry in self.entries():
            if action and not str(entry.get("action", "")).startswith(action):
                continue
            if rx.search(json.dumps(entry, sort_keys=True, ensure_ascii=False)):
                out.append(entry)
                if limit and len(out) >= limit:
                    break
        return out

    def verify(self) -> VerifyResult:
        """Walk the chain; name the first line that does not follow from the one before."""
        if not self.path.exists():
            if self.head_path.exists():
                return VerifyResult(False, 0, 1, "the log is missing but its head exists: "
                                    "the whole log was removed")
            return VerifyResult(True, 0)
        prev = GENESIS
        n = 0
        with open(self.path, encoding="utf-8", errors="replace") as f:
            for n, line in enumerate(f, start=1):
                line = line.rstrip("\n")
                try:
                    entry = json.loads(line)
                except json.JSONDecodeError:
                    return VerifyResult(False, n, n, "not valid JSON")
                if not isinstance(entry, dict):
                    return VerifyResult(False, n, n, "not an audit entry")
                if "hash" in entry and entry["hash"] != _entry_hash(entry):
                    return VerifyResult(False, n, n, "line edited: it does not match its "
                                        "own hash")
                if entry.get("prev") != prev:
                    return VerifyResult(False, n, n, "hash chain broken: a line before this "
                                        "one was removed or inserted, or lines were moved")
                prev = _line_hash(line)
        if self.head_path.exists():
            head = self.head_path.read_text(encoding="utf-8").strip()
            if head != prev:
                return VerifyResult(False, n, max(n, 1), "last line does not match the "
                                    "recorded head: the end of the log was edited or removed")
        return VerifyResult(True, n)
