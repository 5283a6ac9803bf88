"""The Codex session log ("rollout") format:
`$CODEX_HOME/sessions/YYYY/MM/DD/rollout-<time>-<session id>.jsonl`.

One JSON object per line, `{"timestamp", "type", "payload"}`, appended as the session goes.
The first line is the `session_meta` (the session id, cwd and source). What becomes a
turn: `response_item` lines holding a `message` from the user (the person's own words)
or the assistant (its visible text), and `function_call_output` lines, kept as "tool"
turns for their error excerpt. What does not: developer messages (instructions, and the
context hooks inject, mgimind's included), the user-role context Codex adds itself
(`<environment_context>`, AGENTS.md instructions, ...: its content metadata says it is
the harness's, and older logs spell it as a leading tag), reasoning, tool calls, and every
other line type (`event_msg`, `turn_context`, `compacted`, `world_state`, ...). A
sub-agent's log is skipped whole.

A log that is not in this format (no `session_meta` first, a line without a type and a
payload, a message whose content is not a list of typed parts) raises
TranscriptFormatError: Codex changed its format, and nothing is harvested from it until a
parser that reads it is installed.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any, Iterator

from mgimind.hosts.command_hooks import text_field
from mgimind.hosts.transcript_lines import json_object

from mgimind.harvest.records import (
    Record,
    Skipped,
    TranscriptFormatError,
    Turn,
    jsonl_records,
)

NAME = "codex"

# User-role text Codex writes itself, in logs without per-part provenance.
_HARNESS_PREFIXES = re.compile(
    r"^\s*(<(environment_context|user_instructions|INSTRUCTIONS|turn_aborted|user_shell_command"
    r"|skill|subagent_notification|permissions instructions)\b|# AGENTS\.md instructions)"
)
_ERROR_LINE = re.compile(r"error|exception|failed|traceback|not found|denied", re.I)
_EXIT = re.compile(r"(?:Exit code|Process exited with code):?\s*(-?\d+)")


def codex_home() -> Path:
    """Codex's home: `CODEX_HOME`, else `~/.codex`."""
    return Path(os.environ.get("CODEX_HOME") or Path.home() / ".codex").expanduser()


def transcript_globs() -> list[str]:
    return [str(codex_home() / "sessions" / "**" / "rollout-*.jsonl")]


def parse(path: Path, offset: int = 0) -> Iterator[Record]:
    """Records of a Codex session log from byte `offset`, streamed line by line."""
    meta = _session_meta(path) if offset else None

    def parse_line(line: bytes, start: int, end: int) -> Record:
        nonlocal meta
        if not line.strip():
            return Skipped(start, end, "blank")
        obj = json_object(line)
        if obj is None:
            return Skipped(start, end, "malformed")
        kind, payload = _envelope(obj, path, start)
        if start == 0:
            if kind != "session_meta":
                raise TranscriptFormatError(
                    f"{path}: the first record is {kind!r}, not the session_meta Codex writes"
                )
            meta = _meta(payload, path)
            return Skipped(start, end, "session_meta")
        if meta is not None and meta["subagent"]:
            return Skipped(start, end, "subagent")
        if kind != "response_item":
            return Skipped(start, end, kind)
        context = dict(
            session_id=(meta or {}).get("id"),
            cwd=(meta or {}).get("cwd"),
            timestamp=text_field(obj.get("timestamp")),
            uuid=text_field(payload.get("id")),
        )
        return _response_item(payload, start, end, path, context)

    return jsonl_records(path, offset, parse_line)


def _envelope(obj: dict, path: Path, start: int) -> tuple[str, dict]:
    kind, payload = obj.get("type"), obj.get("payload")
    if not isinstance(kind, str) or not isinstance(payload, dict):
        raise TranscriptFormatError(
            f"{path}: the record at byte {start} has no type and payload object "
            f"(keys: {', '.join(sorted(obj)) or 'none'})"
        )
    return kind, payload


def _meta(payload: dict, path: Path) -> dict:
    if not text_field(payload.get("id")):
        raise TranscriptFormatError(f"{path}: the session_meta record has no session id")
    source = payload.get("source")
    return {
        "id": payload["id"],
        "cwd": text_field(payload.get("cwd")),
        "subagent": isinstance(source, dict) and "subagent" in source,
    }


def _session_meta(path: Path) -> dict:
    """The session_meta of a log being read from the middle (its first line)."""
    with open(path, "rb") as f:
        first = f.readline()
    obj = json_object(first) if first.endswith(b"\n") else None
    if obj is None:
        raise TranscriptFormatError(f"{path}: the first line is not a whole JSON record")
    kind, payload = _envelope(obj, path, 0)
    if kind != "session_meta":
        raise TranscriptFormatError(
            f"{path}: the first record is {kind!r}, not the session_meta Codex writes"
        )
    return _meta(payload, path)


def _response_item(payload: dict, start: int, end: int, path: Path, context: dict) -> Record:
    item = payload.get("type")
    if item == "function_call_output":
        return Turn("tool", "", start, end, error=_error_excerpt(payload.get("output")), **context)
    if item != "message":
        return Skipped(start, end, str(item or "untyped-item"))
    role = payload.get("role")
    if role not in ("user", "assistant"):
        return Skipped(start, end, str(role or "no-role"))
    text = "\n\n".join(_texts(payload, role, path, start)).strip()
    if not text:
        return Skipped(start, end, "harness" if role == "user" else "no-text")
    return Turn(role, text, start, end, **context)


def _texts(payload: dict, role: str, path: Path, start: int) -> list[str]:
    """The visible text parts of a message; for the user, only what the person wrote."""
    content = payload.get("content")
    if not isinstance(content, list) or not all(
        isinstance(part, dict) and isinstance(part.get("type"), str) for part in content
    ):
        raise TranscriptFormatError(
            f"{path}: the {role} message at byte {start} has no list of typed content parts"
        )
    metadata = payload.get("internal_chat_message_metadata_passthrough")
    provenance = metadata.get("content_item_metadata") if isinstance(metadata, dict) else None
    wanted = "input_text" if role == "user" else "output_text"
    texts = []
    for i, part in enumerate(content):
        text = part.get("text")
        if part["type"] != wanted or not isinstance(text, str):
            continue
        if role == "user" and not _said_by_person(provenance, i, text):
            continue
        texts.append(text.strip())
    return texts


def _said_by_person(provenance: Any, index: int, text: str) -> bool:
    """Whether a user-role part is the person's words, not context Codex added."""
    if isinstance(provenance, list) and index < len(provenance):
        entry = provenance[index]
        source = entry.get("provenance") if isinstance(entry, dict) else None
        if isinstance(source, dict) and isinstance(source.get("type"), str):
            kind: str = source["type"]
            return kind == "user"
    return not _HARNESS_PREFIXES.match(text)


def _error_excerpt(output: Any) -> str | None:
    """One line saying what went wrong, when a tool's output reports a failure."""
    failed = False
    if isinstance(output, dict):
        failed = output.get("success") is False
        output = output.get("content")
    if isinstance(output, list):
        output = "\n".join(
            p.get("text", "")
            for p in output
            if isinstance(p, dict) and isinstance(p.get("text"), str)
        )
    if not isinstance(output, str):
        return None
    exit_code = _EXIT.search(output)
    failed = failed or bool(exit_code and exit_code.group(1) != "0")
    lines = [ln.strip() for ln in output.splitlines() if ln.strip()]
    if not lines:
        return None
    if "Traceback (most recent call last)" in output:
        return lines[-1][:300]
    if failed or _ERROR_LINE.search(lines[0]):
        hit = next((ln for ln in lines if _ERROR_LINE.search(ln) and not _EXIT.match(ln)), None)
        return (hit or lines[-1])[:300]
    return None
