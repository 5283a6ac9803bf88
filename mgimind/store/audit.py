"""Append-only, hash-chained NDJSON audit log under the home.

Each line holds the SHA-256 of the previous line, so an edit, a deletion or a reorder
breaks the chain at the first line it touches. `audit.log.head` holds the hash of the last
line, so a cut tail is caught too; it is required once the log has a line. An anchor
(`mgimind audit anchor`, kept elsewhere) pins the log up to a line, so even a whole log
rewritten with a fresh chain and head fails `verify --anchor`.

Lines carry ids, hashes, counts and coded reasons, never content (`audit_fields.clean`):
a deleted memory is truly forgotten while the chain still verifies.

Crash safety. A line is written and fsynced, then the head is replaced atomically (temp
file, fsync, rename, fsync of the folder); the head of an empty log is written before its
first line. So a writer killed at any moment leaves one of three states, and no other:
consistent; the head one line behind a complete, correctly chained last line; or an
unfinished last line after the line the head names. `verify` accepts the last two as what
they are, and the next write completes them (it drops the unfinished line, which was never
acknowledged). Any other disagreement between the log and its head is tampering: `verify`
names it, and a write that finds it records an `audit.break` line first, so the evidence
is not overwritten by the new head.
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
from typing import Any, BinaryIO, Iterator

from mgimind.store.audit_fields import clean, content_hash

__all__ = ["AuditLog", "VerifyResult", "content_hash", "GENESIS", "BREAK"]

GENESIS = "0" * 64
BREAK = "audit.break"  # written when a writer found the log's end not matching its head
ANCHOR_PREFIX = "mgimind-audit-v1"
_ANCHOR = re.compile(rf"{ANCHOR_PREFIX}:(\d+):([0-9a-f]{{64}})")
_ACTION = re.compile(r"[a-z][a-z0-9_-]*(?:\.[a-z0-9_-]+)*")


def _line_hash(line: str) -> str:
    return hashlib.sha256(line.encode("utf-8")).hexdigest()


def _raw_hash(raw: bytes) -> str:
    # Lines are hashed as decoded text; a corrupted (non-UTF-8) line hashes as its
    # replacement-decoded form, the same way verify reads it.
    return _line_hash(raw.decode("utf-8", "replace"))


def _entry_hash(entry: dict) -> str:
    body = {k: v for k, v in entry.items() if k != "hash"}
    return _line_hash(json.dumps(body, sort_keys=True, ensure_ascii=False))


def _chains_from(raw: bytes, prev: str) -> bool:
    """Whether `raw` is a whole, unedited entry following the line hashed `prev`."""
    try:
        entry = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        return False
    return (
        isinstance(entry, dict)
        and entry.get("prev") == prev
        and entry.get("hash", _entry_hash(entry)) == _entry_hash(entry)
    )


@dataclass
class VerifyResult:
    ok: bool
    lines: int
    first_bad_line: int | None = None
    reason: str | None = None
    note: str | None = None  # a crash state that verified, and what the next write does
    head: str | None = None  # the hash of line `lines` (GENESIS for an empty log)


@dataclass
class _Tail:
    """The end of the log as a writer or verifier needs it."""

    last: str  # hash of the last complete line (GENESIS if none)
    before: str | None  # hash of the line before it (GENESIS if it is the first)
    last_raw: bytes | None
    fragment: bytes  # bytes after the last newline: a line whose write was cut short
    fragment_at: int


def _read_tail(f: BinaryIO) -> _Tail:
    size = f.seek(0, os.SEEK_END)
    block = 4096
    while True:
        start = max(0, size - block)
        f.seek(start)
        data = f.read(size - start)
        cut = data.rfind(b"\n") + 1
        lines = data[:cut].split(b"\n")[:-1]
        if start == 0 or len(lines) >= 3:  # the first may be partial when start > 0
            lines = lines if start == 0 else lines[1:]
            break
        block *= 4
    hashes = [_raw_hash(x) for x in lines[-2:]]
    if not hashes:
        return _Tail(GENESIS, None, None, data[cut:], start + cut)
    before = hashes[-2] if len(hashes) == 2 else GENESIS
    return _Tail(hashes[-1], before, lines[-1], data[cut:], start + cut)


def _fsync_dir(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


class AuditLog:
    def __init__(self, path: Path):
        self.path = Path(path)
        self.head_path = self.path.with_name(self.path.name + ".head")

    # --- writing ------------------------------------------------------------------------

    def append(self, action: str, actor: str, **fields: Any) -> dict:
        """Record one mutation: ids, hashes, counts and coded reasons. Anything else is
        stored as its hash (see `audit_fields`), so no content can reach the log."""
        if not _ACTION.fullmatch(action):
            raise ValueError(f"audit action {action!r} is not a dotted code")
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_APPEND, 0o600)
        with os.fdopen(fd, "r+b", buffering=0) as f:
            fcntl.flock(f, fcntl.LOCK_EX)  # one chain across threads and processes
            try:
                prev = self._recover(f)
                entry = self._entry(action, actor, fields, prev)
                self._write(f, entry)
            finally:
                fcntl.flock(f, fcntl.LOCK_UN)
        return entry

    def _entry(self, action: str, actor: str, fields: dict, prev: str) -> dict:
        entry = {
            "ts": datetime.now(timezone.utc).isoformat(timespec="microseconds"),
            "action": action,
            **clean({"actor": actor, **fields}),
            "prev": prev,
        }
        # A line's own hash pins an edit to the very line edited (the chain alone
        # would only flag the line after it).
        entry["hash"] = _entry_hash(entry)
        return entry

    def _write(self, f: BinaryIO, entry: dict) -> str:
        line = json.dumps(entry, sort_keys=True, ensure_ascii=False)
        data = (line + "\n").encode("utf-8")
        # One write(2): a kill does not split it; a power cut may, and recovery drops the
        # torn end. A short write (disk full, a signal) goes on where it stopped.
        written = os.write(f.fileno(), data)
        while written < len(data):
            written += os.write(f.fileno(), data[written:])
        os.fsync(f.fileno())
        self._write_head(_line_hash(line))
        return _line_hash(line)

    def _write_head(self, digest: str) -> None:
        tmp = self.head_path.with_name(self.head_path.name + ".tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        try:
            os.write(fd, (digest + "\n").encode("ascii"))
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, self.head_path)  # the head is the old one or the new one, never torn
        _fsync_dir(self.path.parent)

    def _read_head(self) -> str | None:
        try:
            return self.head_path.read_text(encoding="utf-8", errors="replace").strip()
        except FileNotFoundError:
            return None

    def _recover(self, f: BinaryIO) -> str:
        """Under the write lock: finish what a killed writer left, or record tampering.
        Returns the hash the next line chains from."""
        tail = _read_tail(f)
        head = self._read_head()
        empty = tail.last_raw is None and not tail.fragment
        if empty and head in (None, GENESIS):
            if head is None:  # the head exists before the first line, so a log with lines
                self._write_head(GENESIS)  # and no head can only be tampering
            return GENESIS
        if tail.fragment and head == tail.last:
            # A line cut short after the acknowledged end: it was never acknowledged.
            os.ftruncate(f.fileno(), tail.fragment_at)
            os.fsync(f.fileno())
            return tail.last
        if not tail.fragment and head == tail.last:
            return tail.last
        if (
            not tail.fragment
            and head == tail.before
            and tail.last_raw is not None
            and tail.before is not None
            and _chains_from(tail.last_raw, tail.before)
        ):
            return tail.last  # the head lagged one line: the next head completes it
        # Tampering: keep the evidence in the chain before the new head covers it.
        prev = tail.last
        if tail.fragment:  # end the torn line, so verify names it and ours stands alone
            os.write(f.fileno(), b"\n")
            prev = _raw_hash(tail.fragment)
        recorded = "sha256:" + head if head and re.fullmatch(r"[0-9a-f]{64}", head) else None
        breach = self._entry(
            BREAK,
            "mgimind",
            {
                "reason": "head-missing" if head is None else "head-mismatch",
                "head_hash": recorded,
                "found_hash": "sha256:" + prev,
            },
            prev,
        )
        return self._write(f, breach)

    # --- reading ------------------------------------------------------------------------

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

    def grep(
        self, pattern: str, *, action: str | None = None, limit: int | None = None
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

    # --- verifying ----------------------------------------------------------------------

    def anchor(self) -> str:
        """A digest of the log as it is now (line count and last line hash), to keep
        elsewhere; `verify(anchor=...)` later proves the log was not rewritten since."""
        result = self.verify()
        if not result.ok:
            raise ValueError(f"line {result.first_bad_line}: {result.reason}")
        return f"{ANCHOR_PREFIX}:{result.lines}:{result.head}"

    @staticmethod
    def parse_anchor(anchor: str) -> tuple[int, str]:
        m = _ANCHOR.fullmatch(anchor.strip())
        if not m:
            raise ValueError(f"not an audit anchor: expected {ANCHOR_PREFIX}:LINES:SHA256")
        return int(m.group(1)), m.group(2)

    def verify(self, anchor: str | None = None) -> VerifyResult:
        """Walk the chain; name the first line that does not follow from the one before.
        With `anchor` (from `anchor()`), also prove the log up to that line is unchanged."""
        pinned = self.parse_anchor(anchor) if anchor else None
        if not self.path.exists():
            head = self._read_head()
            if head not in (None, GENESIS):
                return VerifyResult(
                    False, 0, 1, "the log is missing but its head exists: the whole log was removed"
                )
            return self._check_anchor(VerifyResult(True, 0, head=GENESIS), pinned, {})
        with open(self.path, "rb") as f:
            fcntl.flock(f, fcntl.LOCK_SH)  # no writer between reading the log and its head
            try:
                return self._verify(f, pinned)
            finally:
                fcntl.flock(f, fcntl.LOCK_UN)

    def _verify(self, f: BinaryIO, pinned: tuple[int, str] | None) -> VerifyResult:
        head = self._read_head()
        raw_lines = f.read().split(b"\n")
        fragment = raw_lines.pop()  # b"" when the log ends with a newline
        hashes = [GENESIS]
        pinned_hash: dict[int, str] = {}
        for n, raw in enumerate(raw_lines, start=1):
            line = raw.decode("utf-8", "replace")
            bad = self._check_line(line, hashes[-1], n)
            if bad:
                return bad
            hashes.append(_line_hash(line))
            if pinned and n == pinned[0]:
                pinned_hash[n] = hashes[-1]
        n = len(raw_lines)
        note = None
        if fragment:
            if head != hashes[-1]:
                return VerifyResult(
                    False,
                    n + 1,
                    n + 1,
                    "not valid JSON: the last line is "
                    "unfinished and the head does not match the line before it",
                )
            note = (
                f"line {n + 1} is unfinished (a write was cut short before it was "
                "acknowledged); the next write drops it"
            )
        elif head is None and n:
            return VerifyResult(
                False,
                n,
                n,
                "the head file (audit.log.head) is missing: "
                "it is required once the log has lines, since without it a "
                "cut tail would pass",
            )
        elif n and head != hashes[-1]:
            if head == hashes[-2]:
                note = (
                    f"the head is one line behind line {n} (a writer was stopped after "
                    "writing it); the next write completes it"
                )
            else:
                return VerifyResult(
                    False,
                    n,
                    max(n, 1),
                    "last line does not match the "
                    "recorded head: the end of the log was edited or removed",
                )
        elif not n and head not in (None, GENESIS):
            return VerifyResult(
                False, 0, 1, "the log is empty but its head names a line: the whole log was removed"
            )
        return self._check_anchor(
            VerifyResult(True, n, note=note, head=hashes[-1]), pinned, pinned_hash
        )

    @staticmethod
    def _check_line(line: str, prev: str, n: int) -> VerifyResult | None:
        try:
            entry = json.loads(line)
        except json.JSONDecodeError:
            return VerifyResult(False, n, n, "not valid JSON")
        if not isinstance(entry, dict):
            return VerifyResult(False, n, n, "not an audit entry")
        if "hash" in entry and entry["hash"] != _entry_hash(entry):
            return VerifyResult(False, n, n, "line edited: it does not match its own hash")
        if entry.get("prev") != prev:
            return VerifyResult(
                False,
                n,
                n,
                "hash chain broken: a line before this one was "
                "removed or inserted, or lines were moved",
            )
        if entry.get("action") == BREAK:
            return VerifyResult(
                False,
                n,
                n,
                "when this line was written the log's end did "
                "not match its head: lines before it were removed or edited, "
                "or the head file was deleted",
            )
        return None

    @staticmethod
    def _check_anchor(
        result: VerifyResult, pinned: tuple[int, str] | None, pinned_hash: dict[int, str]
    ) -> VerifyResult:
        if not pinned:
            return result
        lines, digest = pinned
        if lines == 0:
            found = GENESIS
        elif lines > result.lines:
            return VerifyResult(
                False,
                result.lines,
                max(result.lines, 1),
                f"the anchor covers {lines} line(s) but the log has "
                f"{result.lines}: lines were removed since the anchor",
            )
        else:
            found = pinned_hash[lines]
        if found != digest:
            return VerifyResult(
                False,
                result.lines,
                max(lines, 1),
                f"the log up to line {lines} does not hash to the anchor: it "
                "was rewritten since the anchor was taken",
            )
        return result
