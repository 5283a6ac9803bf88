"""Markdown folder sync: a folder of notes kept as one library's memories.

`plan_sync` compares the folder with the library by content (a note's body and front
matter, see notes.py) and says what would change; `apply_sync` carries the plan out;
`watch_sync` follows the folder; `export_folder` writes a library as such a folder, and
syncing that folder back changes nothing.

Crash safety: a changed note's new text is stored (as a new memory, its chunk 0 last)
before the old version is deleted, and a moved note or a front-matter edit is one
payload write. A kill at any moment leaves the old text or the new findable, never
neither; the next sync finds both versions under one path and retires the stale one.

Only the memory service surface is used (browse, add, set_metadata, delete, archive,
restore); the files are read where the caller runs.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import threading
import time
from collections import defaultdict
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterator, Literal, cast

from pydantic import BaseModel, ConfigDict, Field

from mgimind.errors import InvalidInput, MgimindError
from mgimind.hooks.wire import DaemonUnavailable
from mgimind.memory.notes import (
    ExportNames,
    Note,
    NoteProblem,
    default_rel,
    front_of,
    note_hash,
    parent_paths,
    read_note,
    render_note,
    safe_rel,
    scan_folder,
    write_note,
)
from mgimind.store.audit import content_hash

if TYPE_CHECKING:
    from mgimind.engine.mind import Mind

BROWSE_ALL = 10_000_000
SOURCE = "markdown-sync"
DEFAULT_MAX_CHARS = 1_000_000

Action = Literal["add", "change", "unchanged", "move", "restore", "remove", "error"]
Progress = Callable[[int, int], None] | None  # update(done, total), when someone follows
Notes = dict[str, Note]  # by path in the folder


class SyncParams(BaseModel):
    """A folder of markdown notes and the library it is kept in."""

    model_config = ConfigDict(extra="forbid")

    folder: str = Field(description="the notes folder (an absolute path where the caller runs)")
    library: str = Field(description="the library the notes are kept in")
    prune: bool = Field(False, description="delete the memory of a removed note (default: archive)")


class NoteChange(BaseModel):
    """One note's fate. `memory_id` is the memory that holds it afterwards (None for a new
    note until applied, and for a removal or an error); `retire` are the memories that
    held an older version (deleted, or for a removed note archived or pruned)."""

    path: str
    action: Action
    memory_id: str | None = None
    retire: list[str] = []
    moved_from: str | None = None
    error: str | None = None
    fix: str | None = None


class SyncPlan(BaseModel):
    folder: str
    library: str
    prune: bool = False
    changes: list[NoteChange] = []
    counts: dict[str, int] = {}
    applied: bool = False
    seconds: float = 0.0

    def of(self, action: Action) -> list[NoteChange]:
        return [c for c in self.changes if c.action == action]

    @property
    def pending(self) -> bool:
        """Whether applying would change anything."""
        return any(c.action not in ("unchanged", "error") or c.retire for c in self.changes)


class SyncResult(BaseModel):
    """An applied plan: each change as carried out; `failed` are changes that could not
    be made (their notes and memories are as they were)."""

    plan: SyncPlan
    failed: list[NoteChange] = []
    seconds: float = 0.0


class FolderExport(BaseModel):
    """Write a library's current memories as a folder of markdown notes."""

    model_config = ConfigDict(extra="forbid")

    folder: str = Field(description="where to write (created; must be empty unless overwrite)")
    library: str
    overwrite: bool = Field(False, description="write into a folder that already holds files")


class FolderExportResult(BaseModel):
    folder: str
    library: str
    written: int
    paths: list[str] = []
    # memory's note path -> the name it was written under (too long, or in another's way)
    renamed: dict[str, str] = {}


# --- what the library holds ----------------------------------------------------------------


@dataclass
class _Held:
    id: str
    path: str
    text_hash: str
    note_hash: str
    status: str
    metadata: dict[str, Any]
    text: str = field(repr=False, default="")


def _holdings(mind: Mind, library: str) -> list[_Held]:
    """Every memory of `library` with its address (its note path, or where export puts a
    memory that no note made) and hashes."""
    if not mind.libraries.exists(library):
        return []
    items = mind.memories.browse([library], view="all", limit=BROWSE_ALL, tier=3)
    held = []
    for item in items:
        metadata = dict(item.metadata or {})
        path = safe_rel(metadata.get("path")) or default_rel(item.id, item.text)
        held.append(
            _Held(
                id=item.id,
                path=path,
                text_hash=content_hash(item.text),
                note_hash=note_hash(item.text, front_of(metadata)),
                status=item.status,
                metadata=metadata,
                text=item.text,
            )
        )
    return held


def _max_chars(mind: Mind) -> int:
    config = getattr(mind, "config", None)  # a daemon client does not serve its config
    return config.limits.max_text_chars if config is not None else DEFAULT_MAX_CHARS


# --- planning ----------------------------------------------------------------------------


def _folder(params: SyncParams) -> Path:
    folder = Path(params.folder).expanduser()
    if not folder.is_dir():
        raise InvalidInput(
            f"{folder} is not a folder", fix="give the folder that holds the markdown notes"
        )
    return folder.resolve()


def _plan(mind: Mind, params: SyncParams) -> tuple[SyncPlan, dict[str, Note]]:
    started = time.monotonic()
    folder = _folder(params)
    if hasattr(mind, "check_write_scope"):
        mind.check_write_scope(params.library)
    notes, changes, unreadable = _read_notes(folder, _max_chars(mind))

    held = _holdings(mind, params.library)
    current = [h for h in held if h.status == "active"]
    at_path: dict[str, list[_Held]] = defaultdict(list)
    for h in current:
        at_path[h.path].append(h)
    by_text = {h.text_hash: h for h in held}  # one memory per text in a library
    claimed: set[str] = set()  # memories a note keeps or takes over
    new_texts: dict[str, str] = {}  # text hash -> the note that adds it in this plan

    for rel, note in sorted(notes.items()):
        here = at_path.get(rel, [])
        changes.append(
            _note_change(rel, note, here, by_text, claimed, new_texts, notes, unreadable)
        )

    for path, here in sorted(at_path.items()):
        if path in notes or path in unreadable:
            continue  # a note that cannot be read now keeps its memory
        gone = [h.id for h in here if h.id not in claimed]
        if gone:
            changes.append(NoteChange(path=path, action="remove", retire=gone))

    for c in changes:  # a memory another note keeps is never retired
        c.retire = [i for i in c.retire if i not in claimed]
    changes.sort(key=lambda c: (c.path, c.action))
    counts: dict[str, int] = defaultdict(int)
    for c in changes:
        counts[c.action] += 1
    plan = SyncPlan(
        folder=str(folder.resolve()),
        library=params.library,
        prune=params.prune,
        changes=changes,
        counts=dict(counts),
        seconds=round(time.monotonic() - started, 3),
    )
    return plan, notes


def _read_notes(folder: Path, max_chars: int) -> tuple[dict[str, Note], list[NoteChange], set[str]]:
    """Read the folder's notes: the notes, an error change per bad one, the unreadable paths."""
    paths, skipped = scan_folder(folder)
    notes: dict[str, Note] = {}
    changes: list[NoteChange] = [
        NoteChange(path=p, action="error", error=why) for p, why in skipped
    ]
    unreadable: set[str] = {p for p, _ in skipped}
    for rel in paths:
        try:
            notes[rel] = read_note(folder, rel, max_chars)
        except NoteProblem as e:
            unreadable.add(rel)
            changes.append(NoteChange(path=rel, action="error", error=e.what, fix=e.fix))
    return notes, changes, unreadable


def _note_change(
    rel: str,
    note: Note,
    here: list[_Held],
    by_text: dict[str, _Held],
    claimed: set[str],
    new_texts: dict[str, str],
    notes: dict[str, Note],
    unreadable: set[str],
) -> NoteChange:
    """Decide what one readable note does to the library; records the memories it claims
    in `claimed` and the texts it adds in `new_texts`."""
    same = next((h for h in here if h.note_hash == note.note_hash), None)
    if same:
        claimed.add(same.id)
        others = [h.id for h in here if h is not same]
        action = "change" if others else "unchanged"
        return NoteChange(path=rel, action=action, memory_id=same.id, retire=others)
    owner = by_text.get(note.text_hash)
    retire = [h.id for h in here if owner is None or h.id != owner.id]
    if owner is None:
        if note.text_hash in new_texts:
            return _twin(rel, new_texts[note.text_hash])
        new_texts[note.text_hash] = rel
        action = "change" if here else "add"
        return NoteChange(path=rel, action=action, retire=retire)
    if owner.status == "quarantined":
        return NoteChange(
            path=rel,
            action="error",
            error=f"the same text waits in quarantine as memory {owner.id}",
            fix=f"mgimind quarantine promote {owner.id}, then sync again",
        )
    if owner.status == "archived":
        claimed.add(owner.id)
        return NoteChange(path=rel, action="restore", memory_id=owner.id, retire=retire)
    if owner.path == rel:  # only the front matter changed
        claimed.add(owner.id)
        return NoteChange(path=rel, action="change", memory_id=owner.id, retire=retire)
    if (
        owner.id in claimed
        or owner.path in unreadable
        or (owner.path in notes and notes[owner.path].text_hash == owner.text_hash)
    ):
        return _twin(rel, owner.path)
    # its text left its old path: the note moved (or was copied and edited)
    claimed.add(owner.id)
    return NoteChange(
        path=rel, action="move", memory_id=owner.id, moved_from=owner.path, retire=retire
    )


def _twin(rel: str, other: str) -> NoteChange:
    return NoteChange(
        path=rel,
        action="error",
        error=f"same text as {other}; a memory holds one note",
        fix="make the notes differ, or remove one",
    )


def plan_sync(mind: Mind, params: SyncParams) -> SyncPlan:
    """What syncing `params.folder` into `params.library` would do; changes nothing."""
    with _daemon_may_stop("plan", None, "run it again (it changed nothing)"):
        return _plan(mind, params)[0]


# --- applying ----------------------------------------------------------------------------


def apply_sync(mind: Mind, params: SyncParams, progress: Progress = None) -> SyncResult:
    """Plan and carry out the sync. Each note is its own step: one that fails is listed
    in `failed` with why, and the others go on. New text is stored before old text is
    retired; removals (archive, or delete with `prune`) come last. New texts are stored
    `ADD_SLICE` at a time (`memories.add_many`: one embedding call, a few durable writes).

    A daemon that stops midway (killed, crashed) ends the sync with `SyncInterrupted`:
    what was applied is kept, and the next sync carries on from there."""
    tally = [0, 0]  # note steps done, of
    with _daemon_may_stop("sync", tally, APPLY_AGAIN):
        return _apply(mind, params, progress, tally)


APPLY_AGAIN = (
    "run the sync again: the notes already applied are kept, and it carries on from "
    "where it stopped (`mgimind daemon status` shows the daemon)"
)


class SyncInterrupted(MgimindError):
    """The daemon stopped in the middle of a sync, a plan or an export."""


@contextmanager
def _daemon_may_stop(doing: str, tally: list[int] | None, fix: str) -> Iterator[None]:
    try:
        yield
    except DaemonUnavailable as e:
        where = f", {tally[0]} of {tally[1]} note changes confirmed" if tally and tally[1] else ""
        raise SyncInterrupted(f"the daemon stopped during the {doing}{where} ({e})", fix) from None


def _apply(mind: Mind, params: SyncParams, progress: Progress, tally: list[int]) -> SyncResult:
    started = time.monotonic()
    plan, notes = _plan(mind, params)
    work = [c for c in plan.changes if c.action not in ("unchanged", "error") or c.retire]
    tally[1] = len(work)
    if work and not mind.libraries.exists(params.library):
        mind.libraries.create(params.library)
    failed: list[NoteChange] = []

    def step(change: NoteChange, fn: Callable[[], None]) -> None:
        try:
            fn()
        except MgimindError as e:  # this note stays as it was; the others go on
            change.error, change.fix = e.what, e.fix
            failed.append(change)
        tally[0] += 1
        if progress:
            progress(tally[0], len(work))

    new = [c for c in work if c.action != "remove" and c.memory_id is None]
    new_ids = {id(c) for c in new}
    for i in range(0, len(new), ADD_SLICE):
        part = new[i : i + ADD_SLICE]
        added = _add_slice(mind, params, part, notes)
        for change in part:
            note = notes[change.path]
            if added is None:  # one by one, so a bad note fails alone
                step(change, partial(_store_new, mind, params, change, note))
            else:
                step(change, partial(_finish_added, mind, change, note, added))
    for change in work:
        if change.action != "remove" and id(change) not in new_ids:
            step(change, partial(_keep_note, mind, change, notes))
    for change in work:
        if change.action == "remove":
            step(change, partial(_remove, mind, params, change))
    plan.applied = True
    return SyncResult(plan=plan, failed=failed, seconds=round(time.monotonic() - started, 3))


ADD_SLICE = 64  # notes per add_many call: bounds the write lock's hold in a daemon


def _add_slice(mind: Mind, params: SyncParams, part: list[NoteChange], notes: Notes) -> dict | None:
    """{path: created} for the slice stored in one call, or None (then one by one)."""
    add_many = getattr(mind.memories, "add_many", None)  # absent on an older daemon
    if add_many is None or len(part) < 2:
        return None
    try:
        results = add_many(
            [notes[c.path].text for c in part],
            params.library,
            metadatas=[notes[c.path].metadata() for c in part],
            source=SOURCE,
        )
    except MgimindError:
        return None
    out = {}
    for change, result in zip(part, results, strict=True):
        change.memory_id = result.id
        out[change.path] = result.created
    return out


def _store_new(mind: Mind, params: SyncParams, change: NoteChange, note: Note) -> None:
    added = mind.memories.add(note.text, params.library, source=SOURCE, metadata=note.metadata())
    change.memory_id = added.id
    _finish(mind, change, note, added.created)


def _finish(mind: Mind, change: NoteChange, note: Note, created: bool) -> None:
    """After the new text is stored: make it this note's, then retire the old versions."""
    if not created:  # the text was stored already (by someone else, or a cut-off sync)
        mind.memories.set_metadata(cast(str, change.memory_id), note.metadata())
    _retire(mind, change)


def _finish_added(mind: Mind, change: NoteChange, note: Note, added: dict) -> None:
    """`_finish` for a note its slice stored (looked up when its step runs)."""
    return _finish(mind, change, note, added[change.path])


def _keep_note(mind: Mind, change: NoteChange, notes: Notes) -> None:
    return _keep(mind, change, notes[change.path])


def _keep(mind: Mind, change: NoteChange, note: Note) -> None:
    """A note whose text a memory already holds: restore it if archived, bring its
    metadata up to date (a move, a front-matter edit), retire other versions."""
    memory_id = cast(str, change.memory_id)  # a kept note's: the plan found its memory
    if change.action == "restore":
        mind.lifecycle.restore(memory_id)
    item = mind.memories.get(memory_id)
    metadata = item.metadata or {}
    if (
        note_hash(item.text, front_of(metadata)) != note.note_hash
        or metadata.get("path") != note.path
    ):
        mind.memories.set_metadata(memory_id, note.metadata())
    _retire(mind, change)


def _retire(mind: Mind, change: NoteChange) -> None:
    for memory_id in change.retire:
        if memory_id != change.memory_id:
            mind.memories.delete(memory_id)


def _remove(mind: Mind, params: SyncParams, change: NoteChange) -> None:
    for memory_id in change.retire:
        if params.prune:
            mind.memories.delete(memory_id)
        else:
            mind.lifecycle.archive(memory_id, reason="note removed from the synced folder")


# --- following the folder ------------------------------------------------------------------


def watch_sync(
    apply: Callable[[], SyncResult],
    folder: str,
    on_result: Callable[[SyncResult], None],
    stop: threading.Event,
    *,
    settle_s: float = 0.5,
) -> None:
    """`apply()` (one sync of `folder`) now, then again after every burst of changes
    under the folder (watchdog), until `stop` is set. A burst ends when the folder has
    been quiet for `settle_s`."""
    from watchdog.events import FileSystemEvent, FileSystemEventHandler
    from watchdog.observers import Observer

    root = _folder(SyncParams(folder=folder, library="-"))
    changed = threading.Event()

    class _Handler(FileSystemEventHandler):
        def on_any_event(self, event: FileSystemEvent) -> None:
            if event.event_type in ("opened", "closed_no_write"):
                return  # reads (ours included) are not changes
            changed.set()

    observer = Observer()
    observer.schedule(_Handler(), str(root), recursive=True)
    observer.start()
    try:
        on_result(apply())
        while not stop.is_set():
            if not changed.wait(0.2):
                continue
            while changed.is_set() and not stop.is_set():  # let a burst of writes finish
                changed.clear()
                stop.wait(settle_s)
            if stop.is_set():
                break
            on_result(apply())
    finally:
        observer.stop()
        observer.join(5)


# --- export ------------------------------------------------------------------------------


def export_folder(mind: Mind, params: FolderExport) -> FolderExportResult:
    """Write each current memory of `params.library` as a note at its address (the path
    it was synced from, else `<first words>-<id>.md`), its metadata as front matter.
    Syncing the folder back into the library is a no-op.

    All or nothing: the notes are written into a new folder beside the target, which
    takes the target's place at the end (or, with `overwrite`, whose notes are moved in).
    A path that is too long or in another note's way (`x.md` beside `x.md/y.md`) is
    written under the memory's default name instead, listed in `renamed`."""
    folder = Path(params.folder).expanduser().absolute()
    if folder.exists():  # a link to a folder: the notes go where it points
        folder = folder.resolve()
    if folder.exists() and not folder.is_dir():
        raise InvalidInput(f"{folder} is not a folder")
    if folder.exists() and any(folder.iterdir()) and not params.overwrite:
        raise InvalidInput(
            f"{folder} is not empty; nothing was written",
            fix="export into a new or empty folder, or pass overwrite",
        )
    with _daemon_may_stop("export", None, "run the export again (nothing was written)"):
        mind.libraries.require(params.library)
        held = [h for h in _holdings(mind, params.library) if h.status == "active"]
    names = ExportNames()
    notes: list[tuple[str, str]] = []
    renamed: dict[str, str] = {}
    for h in sorted(held, key=lambda h: h.path):
        rel = names.take(h.path, h.id, h.text)
        if rel != h.path:
            renamed[h.path] = rel
        notes.append((rel, render_note(h.text, front_of(h.metadata))))
    _write_all(folder, notes, params.overwrite)
    return FolderExportResult(
        folder=str(folder.resolve()),
        library=params.library,
        written=len(notes),
        paths=[rel for rel, _ in notes],
        renamed=renamed,
    )


def _write_all(folder: Path, notes: list[tuple[str, str]], overwrite: bool) -> None:
    """Every note into a temporary folder beside `folder`, then into place at once."""
    try:
        folder.parent.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=".mgimind-export-", dir=folder.parent))
    except OSError as e:
        raise _cannot_write(folder, e) from None
    try:
        for rel, content in notes:
            write_note(staging, rel, content)
        if folder.exists() and overwrite and any(folder.iterdir()):
            _move_into(staging, folder, [rel for rel, _ in notes])
        else:
            # rename(2) replaces an empty folder: the notes appear together or not at all.
            os.rename(staging, folder)
    except OSError as e:
        raise _cannot_write(folder, e) from None
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def _move_into(staging: Path, folder: Path, rels: list[str]) -> None:
    """Move the written notes into a folder that holds files, once none is in the way."""
    for rel in rels:
        target = folder / rel
        blocked = target.is_dir() or any(
            (folder / p).exists() and not (folder / p).is_dir() for p in parent_paths(rel)
        )
        if blocked:
            raise InvalidInput(
                f"{target} is in the way of a note (a folder where a note goes, or a file "
                "where a folder goes); nothing was written",
                fix="export into a new or empty folder",
            )
    for rel in rels:
        (folder / rel).parent.mkdir(parents=True, exist_ok=True)
        os.replace(staging / rel, folder / rel)


def _cannot_write(folder: Path, e: OSError) -> MgimindError:
    return MgimindError(
        f"cannot write the export into {folder}: {e.strerror or e}; nothing was written",
        fix=f"check the free space and permissions of {folder.parent}",
    )
