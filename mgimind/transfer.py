"""Export, import, backup and restore: moving a home's content without losing any of it.

Export writes one record per item: libraries, memories (chunks reassembled into their full
text, every payload field kept) and any other kind's points (payload kept; vectors are
re-embedded from `text` on import, so an export also survives a model change). Which
items go out is decided by `visibility`: the default "current" view leaves quarantined and
archived memories out; `view="all"` takes everything.

Two formats, both importable:
- JSONL: a header line, then one JSON object per record.
- Markdown: readable headings, and before each item a `<!-- mgimind-item {...} -->` line
  holding the record without its text plus the text's length in characters; the text
  follows verbatim. Reading by length means no text can be mistaken for a header.

Import validates every record first (format, text, credentials, library names, scope) and
changes nothing if one is bad; then it writes what is missing, skipping ids already
stored, and audits each write.

Backup is a tar.gz of the home's own files (config, audit log, tokens, sessions, ...) plus
a full export; restore unpacks into an empty home and imports. Working from an export
rather than the engine's files makes it independent of the backend and safe while the
store is open.
"""

from __future__ import annotations

import io
import json
import tarfile
import uuid
from collections import defaultdict
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable, Iterator, Literal

from pydantic import BaseModel

from .audit import content_hash
from .chunking import Chunk, chunk_text, reassemble
from .errors import InvalidInput
from .libraries import library_point_id
from .secrets import find_secret
from .store.base import In, Point, where
from .timeutil import iso, now
from .validation import check_library_name, check_text
from .visibility import View, is_visible, statuses

if TYPE_CHECKING:
    from .mind import Mind

FORMAT = "mgimind-export"
VERSION = 1
MD_MARK = "<!-- mgimind-item "
MD_END = " -->"
_CHUNK_FIELDS = ("chunk", "chunks", "start", "end", "text")
EXPORT_NAME = "export.jsonl"
FILES_DIR = "home"
# Not part of a backup: re-creatable (models), replaced by the export (store) or runtime.
_SKIP_TOP = {"models", "store", "qdrant-local"}
_SKIP_SUFFIX = (".sock", ".lock", ".pid", ".tmp")

Progress = Callable[[int, int], None] | None


class ExportResult(BaseModel):
    path: str
    format: Literal["jsonl", "markdown"]
    view: str
    counts: dict[str, int]


class ImportResult(BaseModel):
    created: dict[str, int]
    skipped: int


class BackupResult(BaseModel):
    path: str
    files: int
    counts: dict[str, int]


# --- records ----------------------------------------------------------------------------


def iter_records(mind: "Mind", libraries: list[str] | None = None,
                 view: View = "current") -> Iterator[dict]:
    """Every item `view` may show, in scope, as self-contained records."""
    scope = mind.read_scope(libraries)
    flt = where(In("library", tuple(scope))) if scope is not None else None
    points = mind.store.scroll(flt)
    chunks: dict[str, list[Point]] = defaultdict(list)
    others: list[Point] = []
    for p in sorted(points, key=lambda p: p.id):
        kind = p.payload.get("kind")
        if kind == "library":
            yield {"record": "library", "id": p.id, "payload": p.payload}
        elif kind == "memory":
            if is_visible("memory", p.payload.get("status", ""), view):
                chunks[p.payload["memory_id"]].append(p)
        elif _visible_other(kind, p.payload.get("status"), view):
            others.append(p)
    for memory_id in sorted(chunks, key=lambda m: (chunks[m][0].payload.get("created_ts", 0), m)):
        parts = sorted(chunks[memory_id], key=lambda p: p.payload["chunk"])
        if len(parts) != parts[0].payload["chunks"]:
            continue  # a memory caught mid-write; the next export will have it whole
        text = reassemble([Chunk(c.payload["text"], c.payload["start"], c.payload["end"])
                           for c in parts])
        payload = {k: v for k, v in parts[0].payload.items() if k not in _CHUNK_FIELDS}
        yield {"record": "memory", "id": memory_id, "payload": payload, "text": text}
    for p in others:
        yield {"record": "point", "id": p.id, "payload": p.payload}


def _visible_other(kind: str | None, status: str | None, view: View) -> bool:
    try:
        statuses(kind)
    except KeyError:  # a kind nobody registered rules for goes out only with everything
        return view == "all"
    return is_visible(kind, status or "", view)


def export(mind: "Mind", path: str | Path, fmt: Literal["jsonl", "markdown"] = "jsonl", *,
           libraries: list[str] | None = None, view: View = "current",
           progress: Progress = None) -> ExportResult:
    """Write the records `view` may show to `path` (JSONL or Markdown)."""
    if fmt not in ("jsonl", "markdown"):
        raise InvalidInput(f"unknown export format {fmt!r}", fix="use jsonl or markdown")
    records = list(iter_records(mind, libraries, view))
    counts: dict[str, int] = defaultdict(int)
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".partial")
    with open(tmp, "w", encoding="utf-8", newline="") as f:
        writer = _write_jsonl if fmt == "jsonl" else _write_markdown
        writer(f, records, mind, view, progress, counts)
    tmp.replace(path)
    mind.audit.append("transfer.export", mind.actor, format=fmt, view=view,
                      libraries=libraries, records=len(records))
    return ExportResult(path=str(path), format=fmt, view=view, counts=dict(counts))


def _header(mind: "Mind", view: str, n: int) -> dict:
    return {"record": "header", "format": FORMAT, "version": VERSION, "exported_at": iso(now()),
            "model": mind.embedder.model_name, "view": view, "records": n}


def _write_jsonl(f, records, mind, view, progress, counts) -> None:
    f.write(json.dumps(_header(mind, view, len(records)), ensure_ascii=False) + "\n")
    for i, record in enumerate(records, 1):
        f.write(json.dumps(record, ensure_ascii=False, sort_keys=True) + "\n")
        counts[record["record"]] += 1
        if progress:
            progress(i, len(records))


def _write_markdown(f, records, mind, view, progress, counts) -> None:
    head = _header(mind, view, len(records))
    f.write(f"# mgimind export\n\n{len(records)} items, view {view}, {head['exported_at']}\n\n")
    f.write(MD_MARK + json.dumps(head, ensure_ascii=True) + MD_END + "\n")
    for i, record in enumerate(records, 1):
        payload = record["payload"]
        text = record.get("text", "")
        title = payload.get("name") if record["record"] == "library" else record["id"]
        f.write(f"\n## {record['record']} {title} · {payload.get('library', '')} · "
                f"{payload.get('status', '')}\n\n")
        meta = {k: v for k, v in record.items() if k != "text"}
        meta["chars"] = len(text) if "text" in record else 0
        # ensure_ascii keeps the header on one line whatever the payload holds.
        f.write(MD_MARK + json.dumps(meta, ensure_ascii=True, sort_keys=True) + MD_END + "\n")
        if "text" in record:
            f.write(text + "\n")
        counts[record["record"]] += 1
        if progress:
            progress(i, len(records))


def read_records(path: str | Path) -> list[dict]:
    """Records from a JSONL or Markdown export (detected by content)."""
    try:
        # newline="": keep "\r\n" inside texts exactly as written.
        with open(path, encoding="utf-8", newline="") as f:
            content = f.read()
    except FileNotFoundError:
        raise InvalidInput(f"no such file: {path}") from None
    except UnicodeDecodeError:
        raise InvalidInput(f"{path} is not UTF-8 text; nothing was imported") from None
    if content.lstrip().startswith("{"):
        return _parse_jsonl(content, str(path))
    if MD_MARK in content:
        return _parse_markdown(content, str(path))
    raise InvalidInput(f"{path} is not an mgimind export (JSONL or Markdown)",
                       fix="mgimind export writes one")


def _parse_jsonl(content: str, name: str) -> list[dict]:
    out = []
    # Split on "\n" only: str.splitlines would also cut at U+2028 and friends, which
    # JSON written with ensure_ascii=False keeps raw inside strings.
    for n, line in enumerate(content.split("\n"), 1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as e:
            raise InvalidInput(f"{name} line {n} is not valid JSON: {e.msg}") from None
        if not isinstance(record, dict):
            raise InvalidInput(f"{name} line {n} is not a JSON object")
        record["_line"] = n
        out.append(record)
    return _without_header(out, name)


def _parse_markdown(content: str, name: str) -> list[dict]:
    out, pos = [], 0
    while True:
        at = content.find(MD_MARK, pos)
        if at < 0:
            break
        end = content.find("\n", at)
        end = len(content) if end < 0 else end
        line_no = content.count("\n", 0, at) + 1
        header = content[at + len(MD_MARK):end]
        if not header.endswith(MD_END):
            raise InvalidInput(f"{name} line {line_no}: an item header is cut short")
        try:
            record = json.loads(header[: -len(MD_END)])
        except json.JSONDecodeError as e:
            raise InvalidInput(f"{name} line {line_no}: bad item header: {e.msg}") from None
        if not isinstance(record, dict):
            raise InvalidInput(f"{name} line {line_no}: an item header must be a JSON object")
        pos = end + 1
        chars = record.pop("chars", 0)
        if not isinstance(chars, int) or chars < 0:
            raise InvalidInput(f"{name} line {line_no}: bad text length in the item header")
        if record.get("record") in ("memory",):
            record["text"] = content[pos:pos + chars]
            if len(record["text"]) != chars:
                raise InvalidInput(f"{name} line {line_no}: the item's text is truncated")
            pos += chars
        record["_line"] = line_no
        out.append(record)
    return _without_header(out, name)


def _without_header(records: list[dict], name: str) -> list[dict]:
    if not records or records[0].get("record") != "header" or records[0].get("format") != FORMAT:
        raise InvalidInput(f"{name} has no mgimind export header",
                           fix="import only files written by mgimind export")
    if records[0].get("version", 0) > VERSION:
        raise InvalidInput(f"{name} is export version {records[0]['version']}; this mgimind "
                           f"reads up to {VERSION}", fix="upgrade mgimind")
    return records[1:]


# --- import -----------------------------------------------------------------------------


def import_records(mind: "Mind", records: list[dict], progress: Progress = None,
                   action: str = "import") -> ImportResult:
    """Validate every record, then write those not yet stored. Nothing changes on a bad one."""
    for record in records:
        _validate(mind, record)
    created: dict[str, int] = defaultdict(int)
    skipped = 0
    for i, record in enumerate(records, 1):
        kind = record["record"]
        write = {"library": _import_library, "memory": _import_memory,
                 "point": _import_point}[kind]
        if write(mind, record, action):
            created[kind] += 1
        else:
            skipped += 1
        if progress:
            progress(i, len(records))
    return ImportResult(created=dict(created), skipped=skipped)


def import_file(mind: "Mind", path: str | Path, progress: Progress = None) -> ImportResult:
    """Import a JSONL or Markdown export."""
    result = import_records(mind, read_records(path), progress)
    mind.audit.append("transfer.import", mind.actor, created=result.created,
                      skipped=result.skipped)
    return result


def _validate(mind: "Mind", record: dict) -> None:
    where_ = f"record at line {record.get('_line', '?')}"
    kind = record.get("record")
    payload = record.get("payload")
    if kind not in ("library", "memory", "point") or not isinstance(payload, dict) \
            or not isinstance(record.get("id"), str):
        raise InvalidInput(f"{where_} is not a library, memory or point record; "
                           "nothing was imported")
    try:
        uuid.UUID(record["id"])
    except ValueError:
        raise InvalidInput(f"{where_} has an invalid id {record['id'][:60]!r}") from None
    if kind == "point" and not (isinstance(payload.get("kind"), str)
                                and isinstance(payload.get("status"), str)):
        raise InvalidInput(f"{where_}: a point needs a kind and a status; nothing was imported")
    library = payload.get("name") if kind == "library" else payload.get("library")
    check_library_name(library)
    mind.check_write_scope(library)
    if kind == "memory":
        check_text(record.get("text"), mind.config.limits.max_text_chars, where_ + " text")
    secret = find_secret(json.dumps([record.get("text"), payload], ensure_ascii=False))
    if secret:
        raise InvalidInput(f"{where_} holds what looks like a {secret}; nothing was imported",
                           fix="remove the credential from the export file")
    if kind == "memory" and payload.get("kind") != "memory":
        raise InvalidInput(f"{where_}: a memory record's payload must have kind 'memory'")


def _import_library(mind: "Mind", record: dict, action: str) -> bool:
    name = record["payload"]["name"]
    # A restore brings the library back exactly (opening the home may have created it);
    # an import into a live home leaves an existing library as it is.
    if mind.libraries.exists(name) and action != "restore":
        return False
    mind.store.upsert([Point(library_point_id(name), dict(record["payload"]))])
    mind.audit.append(f"library.{action}", mind.actor, library=name)
    return True


def _import_memory(mind: "Mind", record: dict, action: str) -> bool:
    from .memories import chunk_id

    memory_id = record["id"]
    if mind.store.retrieve([chunk_id(memory_id, 0)]):
        return False
    base = dict(record["payload"])
    base["memory_id"] = memory_id
    base["content_hash"] = content_hash(record["text"])  # the text may have been edited
    mind.libraries.ensure(base["library"])
    chunks = chunk_text(record["text"], mind.config.chunking.size, mind.config.chunking.overlap)
    mind.store.upsert(mind.memories._points(memory_id, chunks, base))
    mind.audit.append(f"memory.{action}", mind.actor, id=memory_id, library=base["library"],
                      status=base.get("status"), content_hash=base["content_hash"],
                      chunks=len(chunks))
    return True


def _import_point(mind: "Mind", record: dict, action: str) -> bool:
    if mind.store.retrieve([record["id"]]):
        return False
    payload = dict(record["payload"])
    text = payload.get("text")
    dense = sparse = None
    if isinstance(text, str) and text:
        dense = [float(x) for x in mind.embedder.embed([text])[0]]
        sparse = mind.sparse.document(text)
    mind.libraries.ensure(payload["library"])
    mind.store.upsert([Point(record["id"], payload, dense, sparse)])
    mind.audit.append(f"point.{action}", mind.actor, id=record["id"], kind=payload.get("kind"),
                      library=payload["library"],
                      content_hash=content_hash(text) if isinstance(text, str) else None)
    return True


# --- backup -----------------------------------------------------------------------------


def backup(mind: "Mind", dest: str | Path, progress: Progress = None) -> BackupResult:
    """Write a tar.gz of the home's files plus a full export of the store."""
    if mind.confine is not None:
        raise InvalidInput("a confined identity cannot back up the whole home")
    dest = Path(dest).expanduser().resolve()
    home = mind.home.resolve()
    records = list(iter_records(mind, None, "all"))
    counts: dict[str, int] = defaultdict(int)
    for r in records:
        counts[r["record"]] += 1
    # Logged first, so the backup's own audit log records that it was taken.
    mind.audit.append("backup.create", mind.actor, path=str(dest), records=len(records))
    files = [p for p in _home_files(home) if p.resolve() != dest]
    tmp = dest.with_name(dest.name + ".partial")
    dest.parent.mkdir(parents=True, exist_ok=True)
    with tarfile.open(tmp, "w:gz") as tar:
        data = "".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n"
                       for r in [_header(mind, "all", len(records))] + records).encode("utf-8")
        info = tarfile.TarInfo(EXPORT_NAME)
        info.size, info.mtime, info.mode = len(data), int(now().timestamp()), 0o600
        tar.addfile(info, io.BytesIO(data))
        for i, path in enumerate(files, 1):
            tar.add(path, arcname=f"{FILES_DIR}/{path.relative_to(home)}", recursive=False)
            if progress:
                progress(i, len(files))
    tmp.chmod(0o600)
    tmp.replace(dest)
    return BackupResult(path=str(dest), files=len(files), counts=dict(counts))


def _home_files(home: Path) -> Iterable[Path]:
    for path in sorted(home.rglob("*")):
        rel = path.relative_to(home)
        if rel.parts[0] in _SKIP_TOP or path.name.endswith(_SKIP_SUFFIX) or not path.is_file():
            continue
        if path.name.startswith(".write-probe"):
            continue
        yield path


def restore_backup(archive: str | Path, home: str | Path, progress: Progress = None,
                   **mind_kwargs: Any) -> ImportResult:
    """Unpack a backup into an empty `home` and import its store content.

    `mind_kwargs` go to `Mind(home, ...)` (e.g. config, embedder)."""
    from .mind import Mind

    home = Path(home).expanduser()
    if (home / "audit.log").exists() or (home / "store").exists():
        raise InvalidInput(f"{home} already holds an mgimind home; nothing was restored",
                           fix="restore into an empty MGIMIND_HOME, or move this one aside")
    try:
        tar = tarfile.open(archive, "r:gz")
    except (OSError, tarfile.TarError) as e:
        raise InvalidInput(f"cannot read the backup {archive}: {e}") from None
    with tar:
        try:
            data = tar.extractfile(EXPORT_NAME).read().decode("utf-8")
        except (KeyError, AttributeError):
            raise InvalidInput(f"{archive} is not an mgimind backup (no {EXPORT_NAME})") from None
        records = _parse_jsonl(data, f"{archive}:{EXPORT_NAME}")
        members = [m for m in tar.getmembers() if m.name.startswith(FILES_DIR + "/")]
        home.mkdir(parents=True, exist_ok=True, mode=0o700)
        for m in members:
            m.name = m.name[len(FILES_DIR) + 1:]
        # The "data" filter refuses absolute paths, links out of the home and devices.
        tar.extractall(home, members=members, filter="data")
    with Mind(home, **mind_kwargs) as mind:
        result = import_records(mind, records, progress, action="restore")
        mind.audit.append("backup.restore", mind.actor, archive=str(archive),
                          created=result.created, skipped=result.skipped)
    return result



class Transfer:
    """`mind.transfer`: export, import and backup as a service (so a daemon can run them)."""

    def __init__(self, mind: "Mind"):
        self.mind = mind

    def export(self, path: str, fmt: Literal["jsonl", "markdown"] = "jsonl", *,
               libraries: list[str] | None = None, view: View = "current",
               progress: Progress = None) -> ExportResult:
        """Write what `view` may show (default: current) to `path`; see `export`."""
        return export(self.mind, path, fmt, libraries=libraries, view=view, progress=progress)

    def import_file(self, path: str, progress: Progress = None) -> ImportResult:
        """Import a JSONL or Markdown export; nothing changes if any record is bad."""
        return import_file(self.mind, path, progress)

    def backup(self, dest: str, progress: Progress = None) -> BackupResult:
        """Write a tar.gz backup of the whole home to `dest`."""
        return backup(self.mind, dest, progress)
