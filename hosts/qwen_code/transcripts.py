"""Qwen Code's recorded chats: `<qwen dir>/projects/<project>/chats/<session>.jsonl`.

The qwen dir is `$QWEN_HOME`, else `~/.qwen`; `$QWEN_RUNTIME_DIR`, when set, holds the
`projects` folder instead. A chat file is append-only JSON lines, one record each:
`{"uuid", "parentUuid", "sessionId", "timestamp", "type", "provenance", "cwd",
"message": {"role", "parts": [...]}, "systemPayload": {...}}` with type `user`,
`assistant`, `tool_result` or `system`.

What becomes a turn: the person's words in a `user` record of provenance `real_user`
(`systemPayload.displayText` when Qwen Code recorded it; else the text parts, without the
`<qwen:user-prompt-submit-context>` part a UserPromptSubmit hook added: what mgimind
injected is never harvested back), and the visible text of an `assistant` record (thought
parts dropped). A `tool_result` is a "tool" turn carrying the error a tool reported.
`system` records (telemetry, snapshots, slash commands) and user records Qwen Code wrote
itself (goal prompts) are skipped; a record of another type raises
`TranscriptFormatError`: a new format is never guessed at.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Iterator

from mgimind.hosts.command_hooks import text_field

from mgimind.harvest.records import (
    Record,
    Skipped,
    TranscriptFormatError,
    Turn,
    jsonl_records,
)

NAME = "qwen-code"
TYPES = ("user", "assistant", "tool_result", "system")
HOOK_CONTEXT_OPEN = "<qwen:user-prompt-submit-context>"


def qwen_dir() -> Path:
    """Qwen Code's own folder: `$QWEN_HOME`, else `~/.qwen`."""
    env = os.environ.get("QWEN_HOME")
    return Path(env).expanduser() if env else Path.home() / ".qwen"


def transcript_globs() -> list[str]:
    runtime = os.environ.get("QWEN_RUNTIME_DIR")
    roots = [qwen_dir(), *([Path(runtime).expanduser()] if runtime else [])]
    return [str(root / "projects" / "*" / "chats" / "*.jsonl") for root in roots]


def parse(path: Path, offset: int = 0) -> Iterator[Record]:
    """Records of a Qwen Code chat file from byte `offset`, streamed line by line."""
    return jsonl_records(Path(path), offset, lambda line, s, e: _record(path, line, s, e))


def _record(path: Path, line: bytes, start: int, end: int) -> Record:
    if not line.strip():
        return Skipped(start, end, "blank")
    try:
        obj = json.loads(line)
    except (ValueError, UnicodeDecodeError):
        return Skipped(start, end, "malformed")  # torn by a crash, not a new format
    kind = obj.get("type") if isinstance(obj, dict) else None
    if kind not in TYPES:
        raise TranscriptFormatError(f"{path}: a record at byte {start} has type {kind!r}")
    if kind == "system":
        return Skipped(start, end, str(obj.get("subtype") or "system"))
    context = dict(
        session_id=text_field(obj.get("sessionId")),
        cwd=text_field(obj.get("cwd")),
        timestamp=text_field(obj.get("timestamp")),
        uuid=text_field(obj.get("uuid")),
    )
    parts = _parts(obj.get("message"))
    if kind == "tool_result":
        return Turn("tool", "", start, end, error=_tool_error(parts), **context)
    if kind == "assistant":
        text = "".join(p["text"] for p in parts if _is_text(p) and not p.get("thought")).strip()
        if not text:
            return _no_text(parts, start, end)
        return Turn("assistant", text, start, end, **context)
    if obj.get("provenance") != "real_user":
        return Skipped(start, end, str(obj.get("provenance") or "not-the-person"))
    text = _own_words(obj, parts)
    return Turn("user", text, start, end, **context) if text else Skipped(start, end, "no-text")


def _own_words(obj: dict, parts: list) -> str:
    """What the person typed: the display text Qwen Code kept, else the text parts
    without the hook context part."""
    payload = obj.get("systemPayload")
    shown = payload.get("displayText") if isinstance(payload, dict) else None
    if isinstance(shown, str):
        return shown.strip()
    texts = [p["text"] for p in parts if _is_text(p)]
    return "\n".join(t for t in texts if not t.strip().startswith(HOOK_CONTEXT_OPEN)).strip()


def _parts(message: Any) -> list:
    parts = message.get("parts") if isinstance(message, dict) else None
    return [p for p in parts if isinstance(p, dict)] if isinstance(parts, list) else []


def _is_text(part: dict) -> bool:
    return isinstance(part.get("text"), str)


def _no_text(parts: list, start: int, end: int) -> Skipped:
    calls = any("functionCall" in p for p in parts)
    return Skipped(start, end, "tool-call" if calls else "no-text")


def _tool_error(parts: list) -> str | None:
    """The first line of the first error a tool reported, if one did."""
    for part in parts:
        answer = part.get("functionResponse")
        response = answer.get("response") if isinstance(answer, dict) else None
        error = response.get("error") if isinstance(response, dict) else None
        if error:
            lines = [ln.strip() for ln in str(error).splitlines() if ln.strip()]
            return lines[0][:300] if lines else None
    return None
