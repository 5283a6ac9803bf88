"""Gemini CLI's recorded chats: `<gemini dir>/tmp/<project>/chats/session-<time>-<id>.jsonl`.

The gemini dir is `$GEMINI_CLI_HOME/.gemini` (Gemini CLI's home override), else
`~/.gemini`. A chat file is append-only JSON lines:

- line 1 is the session's metadata (`sessionId`, `projectHash`, `startTime`, `kind`);
- a message is `{"id", "timestamp", "type", "content", ...}` with type `user`, `gemini`,
  `info`, `error` or `warning`; an update of a message (its token counts, its tool calls)
  is the whole message appended again under the same id;
- `{"$set": {...}}` updates metadata (and `$set.messages` resyncs the list from the
  model's history: the CLI's own session context, compression summaries), and
  `{"$rewindTo": id}` marks a rewind.

What becomes a turn: the person's words in a `user` message (its `displayContent` when
the CLI recorded one, with the `<hook_context>` blocks hooks added taken out) and the
visible text of a `gemini` message (thought parts dropped). A user message that only
returns tool results is a "tool" turn carrying the error a tool reported. The first
record of an id is the one harvested; its repeats are skipped, also across reads (the ids
before the offset are collected first), so harvest stays exactly once. Subagent chats
(`kind: "subagent"`, kept under `chats/<parent session>/`) are not watched.

Chats written by older Gemini CLI versions are one JSON document (`session-*.json`,
`{"sessionId", ..., "messages": [...]}`) rewritten whole on each turn. Its records are
its messages, each with the byte range it spans in the document: a document rewritten in
place changes its first bytes (`lastUpdated`), so the harvester starts it over and its
admission gate drops what it already has; a document cut short by a writer is `Partial`
and read again once whole. Anything else (a record of a shape or a message type this
module does not know) raises `TranscriptFormatError`: a new format is never guessed at.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Iterator

from mgimind.hosts.command_hooks import text_field
from mgimind.hosts.gemini.protocol import own_words
from mgimind.hosts.transcript_lines import glued_tail, json_object

from mgimind.harvest.records import (
    Partial,
    Record,
    Skipped,
    TranscriptFormatError,
    Turn,
)

NAME = "gemini"
MESSAGE_TYPES = ("user", "gemini", "info", "error", "warning")
SESSION_CONTEXT = "<session_context>"
FIRST_LINE_MAX = 1 << 20


def gemini_dir() -> Path:
    """Gemini CLI's own folder: `$GEMINI_CLI_HOME/.gemini`, else `~/.gemini`."""
    home = os.environ.get("GEMINI_CLI_HOME")
    return (Path(home).expanduser() if home else Path.home()) / ".gemini"


def transcript_globs() -> list[str]:
    chats = gemini_dir() / "tmp" / "*" / "chats"
    return [str(chats / "session-*.jsonl"), str(chats / "session-*.json")]


def parse(path: Path, offset: int = 0) -> Iterator[Record]:
    """Records of a Gemini CLI chat file from byte `offset`."""
    if Path(path).suffix == ".json":
        return _document_records(Path(path), offset)
    return _jsonl_records(Path(path), offset)


# --- the append-only chat file ----------------------------------------------------------------


class _Chat:
    """What a chat file's records share: its session, project and the ids already read."""

    def __init__(self, path: Path, metadata: dict):
        self.path = path
        self.session_id = text_field(metadata.get("sessionId"))
        self.subagent = metadata.get("kind") == "subagent"
        self.cwd = project_root(path)
        self.seen: set[str] = set()


def _jsonl_records(path: Path, offset: int) -> Iterator[Record]:
    with open(path, "rb") as f:
        first = f.readline(FIRST_LINE_MAX)
        if len(first) == FIRST_LINE_MAX and not first.endswith(b"\n"):
            raise TranscriptFormatError(f"{path}: the first line is longer than 1 MiB")
        if not first.endswith(b"\n"):
            size = os.fstat(f.fileno()).st_size
            if size > offset:
                yield Partial(offset, size - offset)  # the CLI is writing its first line
            return
        chat = _Chat(path, _metadata(path, first))
        if offset > len(first):
            f.seek(len(first))
            for line in iter(f.readline, b""):
                if f.tell() > offset:
                    break
                message_id = _message_id(line)
                if message_id:
                    chat.seen.add(message_id)
        f.seek(offset)
        pos = offset
        for line in f:
            start, pos = pos, pos + len(line)
            if not line.endswith(b"\n"):
                yield Partial(start, len(line))
                return
            if start == 0:
                yield Skipped(start, pos, "metadata")
                continue
            yield _line_record(chat, line, start, pos)


def _message_id(line: bytes) -> str | None:
    """The id of the message a line holds, if it holds one."""
    # JSON.stringify keeps key order, so a message line opens with its id; a line with
    # another such opening (tool calls, or a record glued to a torn one) is parsed whole.
    if line.startswith(b'{"id":"') and line.count(b'{"id":"') == 1:
        end = line.find(b'"', 7)
        return line[7:end].decode("utf-8", "replace") if end > 7 else None
    if b'"id"' not in line:
        return None
    obj = json_object(line) or glued_tail(line)
    return obj["id"] if obj is not None and isinstance(obj.get("id"), str) else None


def _metadata(path: Path, line: bytes) -> dict:
    obj = json_object(line)
    if obj is None or not isinstance(obj.get("sessionId"), str) or "projectHash" not in obj:
        raise TranscriptFormatError(
            f"{path}: the first line is not a Gemini CLI session record "
            "(a JSON object with sessionId and projectHash)"
        )
    return obj


def _line_record(chat: _Chat, line: bytes, start: int, end: int) -> Record:
    if not line.strip():
        return Skipped(start, end, "blank")
    try:
        obj = json.loads(line)
    except (ValueError, UnicodeDecodeError):
        obj = glued_tail(line)
        if obj is None:
            return Skipped(start, end, "malformed")  # torn by a crash, not a new format
    if not isinstance(obj, dict):
        raise TranscriptFormatError(f"{chat.path}: a line at byte {start} is not a JSON object")
    if "$rewindTo" in obj:
        return Skipped(start, end, "rewind")
    if isinstance(obj.get("$set"), dict) or "projectHash" in obj:
        return Skipped(start, end, "metadata")
    if not isinstance(obj.get("id"), str):
        keys = ", ".join(sorted(obj)[:8])
        raise TranscriptFormatError(
            f"{chat.path}: a record at byte {start} is neither a message, a metadata "
            f"update nor a rewind (keys: {keys})"
        )
    if obj["id"] in chat.seen:
        return Skipped(start, end, "update")
    chat.seen.add(obj["id"])
    if chat.subagent:
        return Skipped(start, end, "subagent")
    return message_record(obj, start, end, chat.session_id, chat.cwd, str(chat.path))


def message_record(
    msg: dict, start: int, end: int, session_id: str | None, cwd: str | None, where: str
) -> Record:
    """One Gemini CLI message as a turn (or the reason it is not one)."""
    kind = msg.get("type")
    if kind not in MESSAGE_TYPES:
        raise TranscriptFormatError(f"{where}: a message at byte {start} has type {kind!r}")
    if kind not in ("user", "gemini"):
        return Skipped(start, end, str(kind))
    context = dict(
        session_id=session_id, cwd=cwd, timestamp=text_field(msg.get("timestamp")), uuid=msg["id"]
    )
    if kind == "gemini":
        text = "".join(_texts(msg.get("content"), where, start)).strip()
        if text:
            return Turn("assistant", text, start, end, **context)
        return Skipped(start, end, "tool-call" if msg.get("toolCalls") else "no-text")
    shown = msg.get("displayContent")
    words = own_words("".join(_texts(shown if shown else msg.get("content"), where, start)))
    if words and words.startswith(SESSION_CONTEXT):
        return Skipped(start, end, "session-context")
    if words:
        return Turn("user", words, start, end, **context)
    answered, error = _tool_results(msg.get("content"))
    if answered:
        return Turn("tool", "", start, end, error=error, **context)
    return Skipped(start, end, "no-text")


def _texts(content: Any, where: str, start: int) -> list[str]:
    """The visible text of a message's content (a string, or a list of parts)."""
    if content is None:
        return []
    if isinstance(content, str):
        return [content]
    if isinstance(content, dict):
        content = [content]
    if not isinstance(content, list):
        raise TranscriptFormatError(
            f"{where}: a message at byte {start} has content of type {type(content).__name__}"
        )
    return [
        part["text"]
        for part in content
        if isinstance(part, dict) and isinstance(part.get("text"), str) and not part.get("thought")
    ]


def _tool_results(content: Any) -> tuple[bool, str | None]:
    """Whether `content` returns tool results, and the first error one reports."""
    parts = content if isinstance(content, list) else []
    answers = [
        p["functionResponse"]
        for p in parts
        if isinstance(p, dict) and isinstance(p.get("functionResponse"), dict)
    ]
    for answer in answers:
        response = answer.get("response")
        error = response.get("error") if isinstance(response, dict) else None
        if error:
            return True, _first_line(str(error))
    return bool(answers), None


def _first_line(text: str) -> str:
    return next((ln.strip() for ln in text.splitlines() if ln.strip()), "")[:300]


# --- the whole-document chat file of older versions -----------------------------------------


def _document_records(path: Path, offset: int) -> Iterator[Record]:
    data = path.read_bytes()
    text = data.decode("utf-8", "replace")
    try:
        doc = json.loads(text)
    except ValueError:
        if offset < len(data):
            yield Partial(offset, len(data) - offset)  # a writer is mid-rewrite
        return
    if not (isinstance(doc, dict) and isinstance(doc.get("messages"), list)):
        raise TranscriptFormatError(f"{path}: not a Gemini CLI chat document (no messages list)")
    session_id, cwd = text_field(doc.get("sessionId")), project_root(path)
    spans = _message_spans(text)
    if len(spans) != len(doc["messages"]):
        raise TranscriptFormatError(f"{path}: the messages list could not be read item by item")
    seen: set[str] = set()
    last = char = 0
    for msg, (begin, stop) in zip(doc["messages"], spans, strict=True):
        start = last + len(text[char:begin].encode())
        last, char = start + len(text[begin:stop].encode()), stop
        if not (isinstance(msg, dict) and isinstance(msg.get("id"), str)):
            raise TranscriptFormatError(f"{path}: a message at byte {start} has no id")
        if last <= offset:
            seen.add(msg["id"])
            continue
        start, end = max(start, offset), last
        if msg["id"] in seen:
            yield Skipped(start, end, "update")
            continue
        seen.add(msg["id"])
        yield message_record(msg, start, end, session_id, cwd, str(path))
    if max(offset, last) < len(data):
        yield Skipped(max(offset, last), len(data), "metadata")


def _message_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) character positions of each item of the top-level "messages" list."""
    decoder = json.JSONDecoder()
    index = _messages_key(text, decoder)
    if index is None:
        return []
    spans, i = [], _skip_space(text, index + 1)
    while i < len(text) and text[i] != "]":
        _, stop = decoder.raw_decode(text, i)
        spans.append((i, stop))
        i = _skip_space(text, stop)
        if i < len(text) and text[i] == ",":
            i = _skip_space(text, i + 1)
    return spans


def _messages_key(text: str, decoder: json.JSONDecoder) -> int | None:
    """Where the top-level "messages" list opens (the index of its `[`)."""
    i = _skip_space(text, 0)
    if not text.startswith("{", i):
        return None
    i = _skip_space(text, i + 1)
    while i < len(text) and text[i] != "}":
        key, i = decoder.raw_decode(text, i)
        i = _skip_space(text, _skip_space(text, i) + 1)  # past the colon
        if key == "messages":
            return i if text.startswith("[", i) else None
        _, i = decoder.raw_decode(text, i)
        i = _skip_space(text, i)
        if i < len(text) and text[i] == ",":
            i = _skip_space(text, i + 1)
    return None


def _skip_space(text: str, i: int) -> int:
    while i < len(text) and text[i] in " \t\r\n":
        i += 1
    return i


# --- shared -------------------------------------------------------------------------------


def project_root(chat_file: Path) -> str | None:
    """The project a chat belongs to: Gemini CLI writes its root to `.project_root` in the
    project's temp folder (the chats folder's parent)."""
    for folder in (chat_file.parent.parent, chat_file.parent.parent.parent):
        try:
            root = (folder / ".project_root").read_text(encoding="utf-8").strip()
        except (OSError, UnicodeDecodeError):
            continue
        if root:
            return root
    return None
