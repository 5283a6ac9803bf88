"""Import the memories the hosts keep themselves, and keep them in step one way.

Each host declares its files (`memory_files(cwd)`, mgimind.hostapi.HostFile). Every item
of a file (markdown_items.split_items) becomes one memory with its provenance: the host,
the file and its lines (metadata `host`, `host_file`, `lines`; its source names them).

- Who wrote it decides how it comes in. A person's instruction file (CLAUDE.md,
  AGENTS.md, GEMINI.md) is stored as the person's, named as the person who runs the
  import. A host's auto-memory, and the section of a person's file the host's agent
  appends to, is an agent's writing: it goes through admission as the host's agent
  (`agent:<host>`), so it can never read as the person's.
- Same item, same memory: an item whose text is unchanged is left alone. An item whose
  text changed in place is stored as a new memory (metadata `supersedes`), and only then
  is the old one archived; an item gone from its file is archived, never deleted.
- A memory the person rejected in mgimind (deleted, expired from quarantine, archived)
  leaves a tombstone in the ledger: the host file still saying it does not bring it back.
"""

from __future__ import annotations

import difflib
import logging
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel

from mgimind.errors import InvalidInput, MgimindError
from mgimind.harvest.host_memory.ledger import Entry, Ledger
from mgimind.hostapi import HostFile, known_hosts, memory_files
from mgimind.store.audit import content_hash
from mgimind.text.markdown_items import MarkdownItem, split_items

if TYPE_CHECKING:
    from mgimind.services.mindapi import MindAPI

log = logging.getLogger("mgimind.harvest.host_memory")

MAX_FILE_BYTES = 1_000_000
RETIRE_REASON = "gone from or changed in its host file"


class FileReport(BaseModel):
    """What one host file brought: counts by what happened to its items."""

    host: str
    path: str
    author: Literal["person", "agent"]
    library: str
    added: int = 0  # new memories (an agent's: stored or quarantined by admission)
    quarantined: int = 0  # of the agent's, held in quarantine for review
    unchanged: int = 0
    superseded: int = 0  # changed in place: a new version, the old archived
    retired: int = 0  # gone from the file: archived
    rejected: int = 0  # the person rejected it in mgimind: not brought back
    refused: int = 0  # admission refused it (a credential, empty text)
    error: str | None = None


class ImportReport(BaseModel):
    files: list[FileReport] = []


def import_host_memories(
    mind: "MindAPI",
    *,
    cwd: str | None,
    person: str,
    hosts: list[str] | None = None,
    project_library: str | None = None,
) -> ImportReport:
    """Import every declared file of `hosts` (default: every host that declares files)
    for a session in `cwd`. `person` is who the person's files are stored as;
    `project_library` where a project's files go (None: the shared library)."""
    ledger = Ledger.load(mind.home)
    _find_rejected(mind, ledger)
    report = ImportReport()
    retire: list[str] = []
    for host, adapter in sorted(known_hosts().items()):
        if hosts is not None and host not in hosts:
            continue
        for f in memory_files(adapter, cwd):
            if any(one.path == str(f.path) for one in report.files):
                continue  # two hosts read one file (OpenCode reads CLAUDE.md): once
            library = _library(mind, f, project_library)
            ledger.sources[str(f.path)] = {
                "host": host,
                "author": f.author,
                "agent_section": f.agent_section,
                "library": library,
                "person": person,
            }
            report.files.append(_one(mind, ledger, str(f.path), retire))
    _retire(mind, ledger, retire)
    ledger.save()
    return report


def reimport_file(mind: "MindAPI", path: str) -> FileReport | None:
    """Import a file imported before again, as it was then (the watcher's step; None:
    the ledger does not know it). No person runs this step: with review.require_human on,
    a new or changed line of a person's file has no one to vouch that the person wrote
    it (an agent with a shell may have), so it comes in through admission as the host's
    agent; the person's explicit import stores it as theirs."""
    ledger = Ledger.load(mind.home)
    if path not in ledger.sources:
        return None
    _find_rejected(mind, ledger)
    retire: list[str] = []
    report = _one(mind, ledger, path, retire, vouched=not mind.config.review.require_human)
    _retire(mind, ledger, retire)
    ledger.save()
    return report


def _one(
    mind: "MindAPI", ledger: Ledger, path: str, retire: list[str], vouched: bool = True
) -> FileReport:
    source = ledger.sources[path]
    f = HostFile(Path(path), source["author"], agent_section=source.get("agent_section"))
    host, library = source["host"], source["library"]
    report = FileReport(host=host, path=path, author=f.author, library=library)
    try:
        person = source["person"] if vouched else None
        retire += _import_file(mind, ledger, host, f, person, report)
    except (OSError, MgimindError) as e:
        report.error = getattr(e, "what", None) or str(e)
        log.warning("host memory import of %s failed: %s", path, report.error)
    return report


def _retire(mind: "MindAPI", ledger: Ledger, retire: list[str]) -> None:
    """Archive last, and only what no item holds now: an item moved to another file is
    the same memory there, and a new version is stored before its old one goes."""
    for memory_id in sorted(set(retire) - ledger.held()):
        try:
            with mind.write_lock:  # the operation's lock is per write ("batched")
                mind.lifecycle.archive(memory_id, RETIRE_REASON)
            ledger.retired.add(memory_id)
        except MgimindError as e:  # already gone or archived: nothing to retire
            log.info("not archived %s: %s", memory_id, getattr(e, "what", e))


def _library(mind: "MindAPI", f: HostFile, project_library: str | None) -> str:
    name = project_library if project_library and not f.shared else None
    return mind.write_library(name)


def _import_file(
    mind: "MindAPI",
    ledger: Ledger,
    host: str,
    f: HostFile,
    person: str | None,
    report: FileReport,
) -> list[str]:
    """Bring one file's items in (a person's lines as `person`; with None, no one vouches
    for them: through admission as the host's agent); returns the memories its vanished
    items held."""
    items = _items(f)
    before = ledger.files.get(str(f.path), [])
    old = [e.digest for e in before]
    new = [content_hash(item.text) for item in items]
    entries: list[Entry | None] = [None] * len(items)
    replaced: dict[int, Entry] = {}  # new item index -> the entry it replaces
    gone: list[Entry] = []
    matcher = difflib.SequenceMatcher(a=old, b=new, autojunk=False)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            for i, j in zip(range(i1, i2), range(j1, j2), strict=False):
                entries[j] = Entry(new[j], before[i].memory_id, items[j].lines)
        else:
            pairs = list(zip(range(i1, i2), range(j1, j2), strict=False)) if op == "replace" else []
            replaced.update({j: before[i] for i, j in pairs})
            gone += [before[i] for i in range(i1 + len(pairs), i2)]
    for j, item in enumerate(items):
        if entries[j] is not None and not _rejected(ledger, entries[j]):
            report.unchanged += 1
            continue
        entries[j] = _bring(mind, ledger, host, f, item, new[j], person, replaced.get(j), report)
    ledger.files[str(f.path)] = [e for e in entries if e is not None]
    report.retired = len(gone)
    report.superseded = len([j for j in replaced if entries[j] is not None])
    return [e.memory_id for e in gone] + [e.memory_id for e in replaced.values()]


def _rejected(ledger: Ledger, entry: Entry | None) -> bool:
    return entry is not None and entry.digest in ledger.rejected


def _bring(
    mind: "MindAPI",
    ledger: Ledger,
    host: str,
    f: HostFile,
    item: MarkdownItem,
    digest: str,
    person: str | None,
    replaces: Entry | None,
    report: FileReport,
) -> Entry | None:
    """Store one new or changed item (None: rejected before, or refused now)."""
    if digest in ledger.rejected:
        report.rejected += 1
        return None
    agents = f.author == "agent" or item.agent or person is None
    metadata = {"host": host, "host_file": str(f.path), "lines": item.lines}
    if replaces is not None:
        metadata["supersedes"] = replaces.memory_id
    source = f"{host} {f.path.name} lines {item.lines}"
    library = report.library
    if not agents:
        try:
            added = mind.memories.add(
                item.text, library, author=person, source=source, metadata=metadata
            )
        except InvalidInput as e:  # a credential, an oversized item: this item only
            log.warning("an item of %s was not imported: %s", f.path, e.what)
            report.refused += 1
            return None
        report.added += int(added.created)
        _back_again(mind, ledger, added.id)
        return Entry(digest, added.id, item.lines)
    verdict = mind.admission.ingest(
        item.text, library, source=source, author=f"agent:{host}", metadata=metadata
    )
    memory_id = verdict.id or verdict.duplicate_of
    if memory_id is None:
        report.refused += 1
        return None
    report.added += int(verdict.id is not None)
    report.quarantined += int(verdict.verdict == "quarantined")
    _back_again(mind, ledger, memory_id)
    return Entry(digest, memory_id, item.lines)


def _back_again(mind: "MindAPI", ledger: Ledger, memory_id: str) -> None:
    """A line the import archived is in a host file again: its memory comes back."""
    if memory_id in ledger.retired:
        with mind.write_lock:
            mind.lifecycle.restore(memory_id)
        ledger.retired.discard(memory_id)


def _items(f: HostFile) -> list[MarkdownItem]:
    path = Path(f.path)
    if path.stat().st_size > MAX_FILE_BYTES:
        raise MgimindError(f"{path} is larger than {MAX_FILE_BYTES} bytes; not imported")
    text = path.read_text(encoding="utf-8", errors="replace")
    return split_items(text, agent_section=f.agent_section)


def _find_rejected(mind: "MindAPI", ledger: Ledger) -> None:
    """Tombstone every imported item whose memory the person deleted or archived since
    (the import's own archiving is not a rejection)."""
    for entries in ledger.files.values():
        for e in entries:
            try:
                item = mind.memories.get(e.memory_id, tier=1)
            except MgimindError:  # deleted, or expired from quarantine
                ledger.rejected.add(e.digest)
                continue
            if item.status == "archived" and e.memory_id not in ledger.retired:
                ledger.rejected.add(e.digest)
