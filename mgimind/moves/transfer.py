"""Export and import: moving a home's content between homes without losing any of it.

An export is one record per item:
- `library`, `memory` (chunks reassembled into the full text, every payload field kept),
- `point`: every other kind in the store (facts and their retired versions, store-wide
  predicates, procedures with their outcome counts, skills, kv items), payload verbatim,
- `session` and `pin`: the items kept as files under the home.

Which items go out is decided by `visibility`: the default view, "all", takes
everything a move needs (every kind; facts with their retired versions and tombstones,
so a value rejected at the source stays rejected in the target; quarantined candidates
with their reasons; archived memories). `view="current"` writes the trimmed file: it
leaves those out, and importing it says what it lacks (transfer_read.lacking).
Vectors are not exported by default: import re-embeds each item from its `text` (what
every kind embeds), so an export also survives a model change. A backup's export
carries the vectors too, used when the model matches (fast and exact).

Two formats, both importable:
- JSONL: a header line, then one JSON object per record.
- Markdown: readable headings, and before each item a `<!-- mgimind-item {...} -->` line
  holding the record without its text plus the text's length in characters; the text
  follows verbatim. Reading by length means no text can be mistaken for a header.

The header names the format, the number of records (so a file cut at a line boundary
is caught) and the source's audit head (so the target's log links to the source's).

Import validates every record first (format, kind, text, credentials, library names,
scope) and changes nothing if one is bad; then it writes what is missing, skipping what
is already stored (by id: importing twice duplicates nothing, and a value the target has
since retired stays retired), and audits each write.
"""

from __future__ import annotations

import base64
import json
import os
import uuid
from collections import defaultdict
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable, Iterator, Literal, TextIO

import numpy as np
from pydantic import BaseModel

from mgimind.errors import InvalidInput, MgimindError, with_article
from mgimind.memory.facts.predicates import GLOBAL_LIBRARY
from mgimind.memory.libraries import library_point_id
from mgimind.memory.memory_points import CHUNK_FIELDS, STATEMENT_KIND, chunk_id, memory_points
from mgimind.moves.transfer_read import (
    FORMAT,
    FULL_VIEW,
    MD_END,
    MD_MARK,
    VERSION,
    lacking,
    notice,
    read_export,
)
from mgimind.security.secrets import find_secret, redact_record
from mgimind.services.visibility import View, is_visible, statuses
from mgimind.store.audit import _line_hash, content_hash
from mgimind.store.base import Eq, In, Point, where
from mgimind.text.chunking import Chunk, chunk_text, reassemble
from mgimind.text.statements import statements
from mgimind.timeutil import iso, now
from mgimind.validation import check_library_name, check_text

if TYPE_CHECKING:
    from mgimind.services.mindapi import MindAPI

CORE_RECORDS = ("library", "memory", "point")  # and each kind codec's record (kinds.py)
_BATCH = 128

Progress = Callable[[int, int], None] | None


class ExportResult(BaseModel):
    path: str
    format: Literal["jsonl", "markdown"]
    view: str
    counts: dict[str, int]
    lacks: list[str] = []  # what the view left out, by kind (empty: everything)


class ImportResult(BaseModel):
    created: dict[str, int]
    skipped: int
    view: str = FULL_VIEW  # the view the file was exported with
    lacks: list[str] = []  # what a trimmed file left out, by kind (empty: a full file)
    notice: str | None = None  # the sentence to show when it lacks something


# --- records ----------------------------------------------------------------------------


def iter_records(
    mind: "MindAPI",
    libraries: list[str] | None = None,
    view: View = "current",
    *,
    vectors: bool = False,
) -> Iterator[dict]:
    """Every item `view` may show, in scope, as self-contained records (libraries first,
    then memories oldest first, other points, sessions, pins). `vectors` adds each
    point's dense vector (base64 float32), as a backup does."""
    scope = mind.read_scope(libraries)
    flt = where(In("library", tuple(scope))) if scope is not None else None
    points = mind.store.scroll(flt, with_vectors=True)
    if scope is not None:  # predicates belong to every library: a scoped export needs them
        points += mind.store.scroll(where(Eq("kind", "predicate")), with_vectors=True)
    chunks: dict[str, list[Point]] = defaultdict(list)
    others: list[Point] = []
    for p in sorted(points, key=lambda p: p.id):
        kind = p.payload.get("kind")
        if kind == "library":
            yield {"record": "library", "id": p.id, "payload": p.payload}
        elif kind == "memory":
            if is_visible("memory", p.payload.get("status", ""), view):
                chunks[p.payload["memory_id"]].append(p)
        elif kind == STATEMENT_KIND:
            continue  # made again from the memory's text on import
        elif _visible_other(kind, p.payload.get("status"), view):
            others.append(p)
    for memory_id in sorted(chunks, key=lambda m: (chunks[m][0].payload.get("created_ts", 0), m)):
        parts = sorted(chunks[memory_id], key=lambda p: p.payload["chunk"])
        if len(parts) != parts[0].payload["chunks"]:
            continue  # a memory caught mid-write; the next export will have it whole
        text = reassemble(
            [Chunk(c.payload["text"], c.payload["start"], c.payload["end"]) for c in parts]
        )
        payload = {k: v for k, v in parts[0].payload.items() if k not in CHUNK_FIELDS}
        record: dict[str, Any] = {
            "record": "memory",
            "id": memory_id,
            "payload": payload,
            "text": text,
        }
        if vectors and all(c.dense is not None for c in parts):
            record["dense"] = [_encode(c.dense) for c in parts]
            record["spans"] = [[c.payload["start"], c.payload["end"]] for c in parts]
        yield record
    for p in others:
        other: dict[str, Any] = {
            "record": "point",
            "id": p.id,
            "payload": p.payload,
            "vector": p.dense is not None,
        }
        if vectors and p.dense is not None:
            other["dense"] = _encode(p.dense)
        yield other
    for codec in codecs(mind).values():
        yield from codec.records(mind, scope)


def codecs(mind: "MindAPI") -> dict:
    """record name -> the export codec of a kind kept outside the store (sessions, pins)."""
    return {k.export.record: k.export for k in mind.kinds.values() if k.export is not None}


def _visible_other(kind: str | None, status: str | None, view: View) -> bool:
    if kind is None:
        return view == "all"
    try:
        statuses(kind)
    except KeyError:  # a kind nobody registered rules for goes out only with everything
        return view == "all"
    return is_visible(kind, status or "", view)


def _encode(vector: Iterable[float] | None) -> str:  # never None: the caller checked
    return base64.b64encode(np.asarray(vector, dtype="<f4").tobytes()).decode("ascii")


def _decode(data: str, dim: int) -> list[float] | None:
    try:
        raw = base64.b64decode(data, validate=True)
    except (ValueError, TypeError):
        return None
    if len(raw) != 4 * dim:
        return None
    return [float(x) for x in np.frombuffer(raw, dtype="<f4")]


def audit_head(mind: "MindAPI") -> dict:
    """Where the home's audit chain ends: its line count and last line's hash."""
    lines, last = 0, None
    if mind.audit.path.exists():
        with open(mind.audit.path, encoding="utf-8", errors="replace") as f:
            for line in f:
                lines, last = lines + 1, line.rstrip("\n")
    return {"lines": lines, "hash": _line_hash(last) if last is not None else None}


def header(mind: "MindAPI", view: str, n: int) -> dict:
    return {
        "record": "header",
        "format": FORMAT,
        "version": VERSION,
        "exported_at": iso(now()),
        "model": mind.embedder.model_name,
        "dim": mind.embedder.dim,
        "view": view,
        "records": n,
        "audit_head": audit_head(mind),
    }


def private_file(path: Path) -> TextIO:
    """Open `path` for writing text, created 0600 (exports and backups hold content)."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    os.fchmod(fd, 0o600)  # an existing file keeps its mode under O_CREAT
    return open(fd, "w", encoding="utf-8", newline="")


def export(
    mind: "MindAPI",
    path: str | Path,
    fmt: Literal["jsonl", "markdown"] = "jsonl",
    *,
    libraries: list[str] | None = None,
    view: View = FULL_VIEW,
    progress: Progress = None,
) -> ExportResult:
    """Write the records `view` may show to `path` (JSONL or Markdown), created 0600.
    The default, "all", is everything a move needs; "current" writes the trimmed file."""
    if fmt not in ("jsonl", "markdown"):
        raise InvalidInput(f"unknown export format {fmt!r}", fix="use jsonl or markdown")
    records = list(iter_records(mind, libraries, view))
    counts: dict[str, int] = defaultdict(int)
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".partial")
    with private_file(tmp) as f:
        writer = write_jsonl if fmt == "jsonl" else _write_markdown
        writer(f, header(mind, view, len(records)), records, progress, counts)
    tmp.replace(path)
    mind.audit.append(
        "transfer.export",
        mind.actor,
        format=fmt,
        view=view,
        libraries=libraries,
        records=len(records),
    )
    return ExportResult(
        path=str(path), format=fmt, view=view, counts=dict(counts), lacks=_lacks(mind, view)
    )


def write_jsonl(
    f: TextIO,
    head: dict,
    records: list[dict],
    progress: Progress = None,
    counts: dict | None = None,
) -> None:
    f.write(json.dumps(head, ensure_ascii=False) + "\n")
    for i, record in enumerate(records, 1):
        f.write(json.dumps(record, ensure_ascii=False, sort_keys=True) + "\n")
        if counts is not None:
            counts[record["record"]] += 1
        if progress:
            progress(i, len(records))


def _write_markdown(
    f: TextIO, head: dict, records: list[dict], progress: Progress, counts: dict
) -> None:
    f.write(
        f"# mgimind export\n\n{len(records)} items, view {head['view']}, {head['exported_at']}\n\n"
    )
    f.write(MD_MARK + json.dumps(head, ensure_ascii=True) + MD_END + "\n")
    for i, record in enumerate(records, 1):
        payload = record["payload"]
        text = record.get("text", "")
        title = payload.get("name") if record["record"] in ("library", "pin") else record["id"]
        f.write(
            f"\n## {record['record']} {title} · {payload.get('library', '')} · "
            f"{payload.get('status', '')}\n\n"
        )
        meta = {k: v for k, v in record.items() if k != "text"}
        meta["chars"] = len(text) if "text" in record else 0
        # ensure_ascii keeps the header on one line whatever the payload holds.
        f.write(MD_MARK + json.dumps(meta, ensure_ascii=True, sort_keys=True) + MD_END + "\n")
        if "text" in record:
            f.write(text + "\n")
        counts[record["record"]] += 1
        if progress:
            progress(i, len(records))


# --- import -----------------------------------------------------------------------------


def import_records(
    mind: "MindAPI",
    records: list[dict],
    progress: Progress = None,
    action: str = "import",
    source: dict | None = None,
) -> ImportResult:
    """Validate every record, then write those not yet stored. Nothing changes on a bad one.

    `source` is the export's header: when its model is this home's, carried vectors are
    used instead of re-embedding. `action` "restore" (a backup into a new home) replaces
    libraries outright and leaves per-item audit lines to the restored log."""
    for record in records:
        _validate(mind, record)
    vectors_ok = (
        source is not None
        and source.get("model") == mind.embedder.model_name
        and source.get("dim") == mind.embedder.dim
    )
    job = _Import(mind, action, vectors_ok, len(records), progress)
    by_kind: dict[str, list[dict]] = defaultdict(list)
    for record in records:
        by_kind[record["record"]].append(record)
    job.libraries(by_kind["library"])
    for kind, write in (("memory", job.memories), ("point", job.points)):
        for start in range(0, len(by_kind[kind]), _BATCH):
            write(by_kind[kind][start : start + _BATCH])
    for name, codec in codecs(mind).items():
        codec.write(job, by_kind[name])
    return ImportResult(created=dict(job.created), skipped=job.skipped)


def import_file(mind: "MindAPI", path: str | Path, progress: Progress = None) -> ImportResult:
    """Import a JSONL or Markdown export."""
    head, records = read_export(path)
    result = import_records(mind, records, progress, source=head)
    result.view = str(head.get("view", FULL_VIEW))
    result.lacks = _lacks(mind, result.view)
    result.notice = notice(head, result.lacks)
    mind.audit.append(
        "transfer.import",
        mind.actor,
        created=result.created,
        skipped=result.skipped,
        source_audit_head=head.get("audit_head"),
        view=result.view,
    )
    return result


def _lacks(mind: "MindAPI", view: str) -> list[str]:
    """What a file exported with `view` lacks, by kind (transfer_read.lacking)."""
    kinds = sorted(k.name for k in mind.kinds.values() if k.statuses)
    return lacking({"view": view}, {k: statuses(k) for k in kinds})


def _validate(mind: "MindAPI", record: dict) -> None:
    where_ = f"record at line {record.get('_line', '?')}"
    kind = record.get("record")
    payload = record.get("payload")
    known = codecs(mind)
    if kind not in CORE_RECORDS and kind not in known:
        raise InvalidInput(
            f"{where_} has an unknown kind {str(kind)[:40]!r} (this mgimind "
            f"knows {', '.join((*CORE_RECORDS, *known))}); nothing was imported",
            fix="upgrade mgimind if the file came from a newer one, or remove that line",
        )
    if not isinstance(payload, dict) or not isinstance(record.get("id"), str):
        raise InvalidInput(f"{where_} ({kind}) has no payload or id; nothing was imported")
    try:
        if kind in known:
            known[kind].check(mind, record)
        else:
            _check_point(mind, record, where_)
    except MgimindError as e:
        if e.what.startswith(where_):
            raise
        raise type(e)(f"{where_}: {e.what}; nothing was imported", e.fix) from None
    if find_secret(json.dumps([record.get("text"), payload], ensure_ascii=False)):
        redact_record(record)
    secret = find_secret(json.dumps([record.get("text"), record["payload"]], ensure_ascii=False))
    if secret:  # left only where redaction cannot reach (a key name)
        raise InvalidInput(
            f"{where_} holds what looks like {with_article(secret)}; nothing was imported",
            fix="remove the credential from the export file",
        )


def _check_point(mind: "MindAPI", record: dict, where_: str) -> None:
    kind, payload = record["record"], record["payload"]
    try:
        uuid.UUID(record["id"])
    except ValueError:
        raise InvalidInput(f"{where_} has an invalid id {record['id'][:60]!r}") from None
    if kind == "point" and not (
        isinstance(payload.get("kind"), str) and isinstance(payload.get("status"), str)
    ):
        raise InvalidInput(f"{where_}: a point needs a kind and a status")
    if kind == "point" and payload["kind"] in ("memory", "library"):
        raise InvalidInput(f"{where_}: a {payload['kind']} must be a {payload['kind']} record")
    if kind == "point" and payload["kind"] == "predicate":
        # Predicates are store-wide: they carry no library, and any identity may add a
        # missing one (as the first use of a predicate does).
        if payload.get("library") != GLOBAL_LIBRARY or not isinstance(payload.get("name"), str):
            raise InvalidInput(
                f"{where_}: a predicate must have library {GLOBAL_LIBRARY!r} and a name"
            )
        return
    library = payload.get("name") if kind == "library" else payload.get("library")
    check_library_name(library)
    mind.check_write_scope(library)
    if kind == "memory":
        check_text(record.get("text"), mind.config.limits.max_text_chars, "text")
        if payload.get("kind") != "memory":
            raise InvalidInput(f"{where_}: a memory record's payload must have kind 'memory'")


class _Import:
    """One import's writes, batched: one retrieve and one upsert per batch."""

    def __init__(
        self, mind: "MindAPI", action: str, vectors_ok: bool, total: int, progress: Progress
    ):
        self.mind, self.action, self.vectors_ok = mind, action, vectors_ok
        self.total, self.progress, self.done = total, progress, 0
        self.created: dict[str, int] = defaultdict(int)
        self.skipped = 0

    def _tick(self, n: int) -> None:
        self.done += n
        if self.progress:
            self.progress(self.done, self.total)

    def audit(self, action: str, **fields: Any) -> None:
        if self.action != "restore":  # a restore's history is the restored log itself
            self.mind.audit.append(f"{action}.{self.action}", self.mind.actor, **fields)

    def count(self, kind: str, created: int, of: int) -> None:
        if created:
            self.created[kind] += created
        self.skipped += of - created
        self._tick(of)

    def libraries(self, records: list[dict]) -> None:
        mind, made = self.mind, 0
        for record in records:
            name = record["payload"]["name"]
            # A restore brings the library back exactly (opening the home created the
            # shared one); an import leaves a library holding anything as it is, and an
            # empty one (e.g. the shared library of a new home) takes the exported record.
            if self.action != "restore" and mind.store.count(where(Eq("library", name))) > int(
                mind.libraries.exists(name)
            ):
                continue
            current = mind.store.retrieve([library_point_id(name)])
            if current and current[0].payload == record["payload"]:
                continue
            mind.store.upsert([Point(library_point_id(name), dict(record["payload"]))])
            self.audit("library", library=name)
            made += 1
        self.count("library", made, len(records))

    def ensure_libraries(self, names: Iterable[str]) -> None:
        for name in sorted(set(names) - {GLOBAL_LIBRARY}):
            self.mind.libraries.ensure(name)

    def memories(self, records: list[dict]) -> None:
        mind = self.mind
        stored = {p.id for p in mind.store.retrieve([chunk_id(r["id"], 0) for r in records])}
        new = [r for r in records if chunk_id(r["id"], 0) not in stored]
        self.ensure_libraries(r["payload"]["library"] for r in new)
        size, overlap = mind.config.chunking.size, mind.config.chunking.overlap
        planned: list = []
        texts: list[str] = []
        for record in new:
            chunks = chunk_text(record["text"], size, overlap)
            said = statements(record["text"])
            dense = self._carried(record, chunks)
            if dense is None:
                texts.extend(c.text for c in chunks)
            texts.extend(said)  # a record carries its chunks' vectors only
            planned.append((record, chunks, said, dense))
        fresh = iter(mind.embedder.embed(texts)) if texts else iter(())
        points = []
        for record, chunks, said, dense in planned:
            memory_id = record["id"]
            base = dict(record["payload"])
            base["memory_id"] = memory_id
            base["content_hash"] = content_hash(record["text"])  # the text may be edited
            vectors = dense if dense is not None else [next(fresh) for _ in chunks]
            vectors = list(vectors) + [next(fresh) for _ in said]
            points += memory_points(mind, memory_id, chunks, said, base, vectors)
        if points:
            mind.store.upsert(points)
        for record, chunks, *_ in planned:
            self.audit(
                "memory",
                id=record["id"],
                library=record["payload"]["library"],
                status=record["payload"].get("status"),
                content_hash=content_hash(record["text"]),
                chunks=len(chunks),
            )
        self.count("memory", len(new), len(records))

    def _carried(self, record: dict, chunks: list[Chunk]) -> list[list[float]] | None:
        """The record's own vectors, when they fit this model and these chunks exactly."""
        dense, spans = record.get("dense"), record.get("spans")
        if (
            not self.vectors_ok
            or not isinstance(dense, list)
            or spans != [[c.start, c.end] for c in chunks]
        ):
            return None
        vectors = [
            _decode(d, self.mind.embedder.dim) if isinstance(d, str) else None for d in dense
        ]
        decoded = [v for v in vectors if v is not None]
        return None if len(decoded) != len(vectors) else decoded

    def points(self, records: list[dict]) -> None:
        mind = self.mind
        stored = {p.id for p in mind.store.retrieve([r["id"] for r in records])}
        new = [r for r in records if r["id"] not in stored]
        self.ensure_libraries(r["payload"]["library"] for r in new)
        planned: list = []
        texts: list[str] = []
        for record in new:
            text = record["payload"].get("text")
            # Older exports lack "vector": then every point with a text had one.
            embedded = record.get("vector", isinstance(text, str) and bool(text))
            dense = None
            if embedded and self.vectors_ok and isinstance(record.get("dense"), str):
                dense = _decode(record["dense"], mind.embedder.dim)
            if embedded and dense is None:
                if not isinstance(text, str) or not text:
                    raise InvalidInput(
                        f"record at line {record.get('_line', '?')}: an embedded point without text"
                    )
                texts.append(text)
            planned.append((record, embedded, dense))
        fresh = iter(mind.embedder.embed(texts)) if texts else iter(())
        points = []
        for record, embedded, dense in planned:
            payload = dict(record["payload"])
            text = payload.get("text")
            if embedded and dense is None:
                dense = [float(x) for x in next(fresh)]
            points.append(
                Point(
                    record["id"],
                    payload,
                    dense,
                    mind.sparse.document(text) if embedded and text is not None else None,
                )
            )
        if points:
            mind.store.upsert(points)
        for record, _, _ in planned:
            text = record["payload"].get("text")
            self.audit(
                "point",
                id=record["id"],
                kind=record["payload"]["kind"],
                library=record["payload"]["library"],
                content_hash=content_hash(text) if isinstance(text, str) else None,
            )
        self.count("point", len(new), len(records))
