"""The Claude Code transcript format: `<config dir>/projects/<project slug>/<session>.jsonl`.

One JSON object per line, appended as the conversation goes. What becomes a turn: the
user's typed text and the assistant's visible text. What does not: meta lines (`isMeta`,
e.g. the local-command caveat), sidechains (`isSidechain`: sub-agent traffic), compact
summaries (`isCompactSummary`: Claude's own recap after /compact), thinking blocks,
tool calls, turns that only carry tool results (kept as "tool" turns for their error
excerpt), slash-command echoes, and every other line type (`summary` lines whose
`leafUuid` points into other sessions, `system`, `file-history-snapshot`, `progress`,
`queue-operation`, ...). A malformed line is skipped and counted; a line truncated by a
crash and then glued to the next one is recovered when its tail is a whole object.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any, Iterator

from mgimind.hosts.command_hooks import text_field
from mgimind.hosts.transcript_lines import json_line

from mgimind.harvest.records import Record, Skipped, Turn, jsonl_records

NAME = "claude-code"

# Text the CLI itself puts in user turns (slash commands, their output, `!` shell mode).
_COMMAND_PREFIXES = (
    "<command-name>",
    "<command-message>",
    "<local-command-stdout>",
    "<local-command-stderr>",
    "<local-command-caveat>",
    "<bash-input>",
    "<bash-stdout>",
    "<bash-stderr>",
    "[Request interrupted by user",
)
_REMINDER = re.compile(r"<system-reminder>.*?</system-reminder>", re.S)
_ERROR_LINE = re.compile(r"error|exception|failed|traceback|not found|denied", re.I)


def config_dir() -> Path:
    """Claude Code's configuration directory: `CLAUDE_CONFIG_DIR`, else `~/.claude`."""
    return Path(os.environ.get("CLAUDE_CONFIG_DIR") or Path.home() / ".claude").expanduser()


def transcript_globs() -> list[str]:
    return [str(config_dir() / "projects" / "**" / "*.jsonl")]


def parse(path: Path, offset: int = 0) -> Iterator[Record]:
    """Records of a Claude Code transcript from byte `offset`, streamed line by line."""
    return jsonl_records(path, offset, parse_line)


def parse_line(line: bytes, start: int, end: int) -> Record:
    if not line.strip():
        return Skipped(start, end, "blank")
    # Cheap pre-filter: most bytes of a transcript are snapshots and tool output lines.
    if b'"user"' not in line and b'"assistant"' not in line:
        return Skipped(start, end, "other")
    obj = json_line(line)
    if obj is None:
        return Skipped(start, end, "malformed")
    kind = obj.get("type")
    if kind not in ("user", "assistant"):
        return Skipped(start, end, str(kind or "untyped"))
    for flag, reason in (
        ("isSidechain", "sidechain"),
        ("isMeta", "meta"),
        ("isCompactSummary", "compact-summary"),
        ("isVisibleInTranscriptOnly", "compact-summary"),
        ("isApiErrorMessage", "api-error"),
    ):
        if obj.get(flag):
            return Skipped(start, end, reason)
    message = obj.get("message")
    content = message.get("content") if isinstance(message, dict) else message
    texts, tool_results = _split_content(content)
    context = dict(
        session_id=text_field(obj.get("sessionId")),
        cwd=text_field(obj.get("cwd")),
        timestamp=text_field(obj.get("timestamp")),
        uuid=text_field(obj.get("uuid")),
    )
    text = "\n\n".join(t for t in texts if t).strip()
    if kind == "user" and text.startswith(_COMMAND_PREFIXES):
        return Skipped(start, end, "command")
    if text and text != "(no content)":
        return Turn(kind, text, start, end, **context)
    if tool_results:
        return Turn("tool", "", start, end, error=_error_excerpt(tool_results), **context)
    return Skipped(start, end, "no-text")


def _split_content(content: Any) -> tuple[list[str], list[dict]]:
    """Visible text blocks, and tool-result blocks. Thinking and tool calls are dropped."""
    if isinstance(content, str):
        return [_clean(content)], []
    texts, results = [], []
    if isinstance(content, list):
        for block in content:
            if not isinstance(block, dict):
                continue
            if block.get("type") == "text" and isinstance(block.get("text"), str):
                texts.append(_clean(block["text"]))
            elif block.get("type") == "tool_result":
                results.append(block)
    return texts, results


def _clean(text: str) -> str:
    return _REMINDER.sub("", text).strip()


def _error_excerpt(results: list[dict]) -> str | None:
    """One line saying what went wrong, when a tool result reports an error."""
    for block in results:
        body = block.get("content")
        if isinstance(body, list):
            body = "\n".join(
                b.get("text", "")
                for b in body
                if isinstance(b, dict) and isinstance(b.get("text"), str)
            )
        if not isinstance(body, str):
            continue
        lines = [ln.strip() for ln in body.splitlines() if ln.strip()]
        if not lines:
            continue
        if "Traceback (most recent call last)" in body:
            return lines[-1][:300]  # Python puts the exception itself last
        # Only a result flagged as an error, or one that opens with an error, counts: a
        # file that merely mentions "error" somewhere is not a failure.
        if block.get("is_error") or _ERROR_LINE.search(lines[0]):
            hit = next((ln for ln in lines if _ERROR_LINE.search(ln)), lines[0])
            return hit[:300]
    return None
