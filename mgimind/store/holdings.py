"""What the home holds, recorded, and checked on every open: corruption is loud.

A damaged store file can make the engine open an empty or shrunken store without an
error (a truncated id tracker read as zero points, and search said "No results"). So the
home records its holdings (items per kind, and how far the audit log had got) at each
open and close, and every open compares the store with the record:

- more items than recorded: fine (writes since the record; a kill -9 skips the close);
- fewer: fine only when the audit log, from the recorded point on, holds an action that
  removes items; otherwise the store lost data it never deleted.

On a mismatch the store is served read-only (every write refuses with what is wrong and
how to recover) and `doctor` reports it; `mgimind doctor --accept-store` records the
store as it is, for a person who has looked.
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NoReturn

from mgimind.errors import StoreUnavailable
from mgimind.store.base import Backend, Eq, where

log = logging.getLogger("mgimind.store.holdings")

FILE = "holdings.json"
KINDS = ("memory", "fact", "procedure", "skill", "kv", "library")
# Audit actions after which fewer items are expected (by the end of the action's name).
SHRINKING = (
    "delete",
    "purge",
    "remove",
    "expire",
    "retire",
    "forget",
    "restore",
    "drop",
    "prune",
    "run",
    "reset",
)


class StoreDamaged(StoreUnavailable):
    """The store holds less than the home recorded, and nothing deleted it."""


@dataclass
class Check:
    ok: bool
    counts: dict[str, int]
    recorded: dict[str, int] | None
    problem: str | None = None

    @property
    def fix(self) -> str:
        return (
            "stop writing to this home; restore it (mgimind restore-backup FILE), or "
            "rebuild it from an export (mgimind import FILE into a new home); "
            "if you have checked and the store is right, record it as it is: "
            "mgimind doctor --accept-store"
        )


def path(home: Path) -> Path:
    return Path(home) / "store" / FILE


def count(store: Backend) -> dict[str, int]:
    """Items per kind: memories by their first chunk, the rest by point."""
    out = {}
    for kind in KINDS:
        flt = (
            where(Eq("kind", kind), Eq("chunk", 0)) if kind == "memory" else where(Eq("kind", kind))
        )
        out[kind] = store.count(flt)
    return out


def record(
    home: Path, store: Backend, audit_path: Path, counts: dict[str, int] | None = None
) -> dict[str, int]:
    """Write the store's holdings as the home's record (atomically, 0600). `counts`: the
    store's, when the caller has just counted them (six exact counts: 0.16 s at 564k
    points, at every open)."""
    counts = count(store) if counts is None else counts
    try:
        audit_size = os.path.getsize(audit_path)
    except OSError:
        audit_size = 0
    body = {"counts": counts, "audit_offset": audit_size}
    target = path(home)
    target.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    tmp = target.with_name(f".{FILE}.{os.getpid()}.tmp")
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(body, f)
        os.replace(tmp, target)
    except OSError as e:
        # A full disk must not stop a store from opening or closing: the record before
        # stays, and the check reads more items than it recorded as writes since.
        tmp.unlink(missing_ok=True)
        log.warning("the holdings record %s was not updated: %s", target, e)
    return counts


def check(home: Path, store: Backend, audit_path: Path) -> Check:
    """Compare the store with the home's record (see the module docstring)."""
    counts = count(store)
    try:
        body = json.loads(path(home).read_text(encoding="utf-8"))
        recorded = {k: int(v) for k, v in body["counts"].items()}
        offset = int(body.get("audit_offset", 0))
    except FileNotFoundError:
        return Check(True, counts, None)  # a new home, or one from before the record
    except (ValueError, KeyError, TypeError, AttributeError):
        return Check(False, counts, None, f"the holdings record {path(home)} is damaged")
    shrunk = {
        k: (recorded[k], counts.get(k, 0)) for k in recorded if counts.get(k, 0) < recorded[k]
    }
    if not shrunk:
        return Check(True, counts, recorded)
    actions = _actions_since(audit_path, offset)
    if actions is None:
        return Check(
            False,
            counts,
            recorded,
            "the audit log is shorter than when the store was last recorded",
        )
    if any(a.rsplit(".", 1)[-1].endswith(SHRINKING) for a in actions):
        return Check(True, counts, recorded)
    lost = ", ".join(f"{k}: {now} of {was}" for k, (was, now) in sorted(shrunk.items()))
    return Check(
        False,
        counts,
        recorded,
        f"the store holds fewer items than recorded and nothing deleted them "
        f"({lost}); a store file is damaged or was replaced",
    )


def _actions_since(audit_path: Path, offset: int) -> list[str] | None:
    try:
        with open(audit_path, "rb") as f:
            size = f.seek(0, os.SEEK_END)
            if size < offset:
                return None
            f.seek(offset)
            data = f.read()
    except FileNotFoundError:
        return None if offset else []
    actions = []
    for line in data.splitlines():
        try:
            actions.append(str(json.loads(line).get("action", "")))
        except (ValueError, AttributeError):
            continue
    return actions


class ReadOnlyStore:
    """A damaged store: reads served, every write refused with the damage report, until
    a person accepts the store as it is (`lifted`)."""

    WRITES = ("upsert", "set_payload", "delete")

    def __init__(self, store: Backend, check: Check):
        self._store, self.check = store, check
        self.lifted = False

    def __getattr__(self, name: str) -> Any:
        if name in self.WRITES and not self.lifted:

            def refuse(*args: object, **kwargs: object) -> NoReturn:
                raise StoreDamaged(
                    f"this home's store is read-only: {self.check.problem}", fix=self.check.fix
                )

            return refuse
        return getattr(self._store, name)
