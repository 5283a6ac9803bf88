"""Reading an export file (JSONL or Markdown, detected by content) and telling what a
file exported with a trimmed view lacks. The format is described in transfer.py."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

from mgimind.errors import InvalidInput
from mgimind.services.visibility import is_visible

FORMAT = "mgimind-export"
VERSION = 2
MD_MARK = "<!-- mgimind-item "
MD_END = " -->"
FULL_VIEW: Literal["all"] = "all"  # what a move needs: every status of every kind


def read_records(path: str | Path) -> list[dict]:
    """Records from a JSONL or Markdown export (detected by content), header removed."""
    return read_export(path)[1]


def read_export(path: str | Path) -> tuple[dict, list[dict]]:
    """(header, records) of a JSONL or Markdown export; InvalidInput if it is not one,
    or is cut short."""
    try:
        # newline="": keep "\r\n" inside texts exactly as written.
        with open(path, encoding="utf-8", newline="") as f:
            content = f.read()
    except FileNotFoundError:
        raise InvalidInput(f"no such file: {path}") from None
    except IsADirectoryError:
        raise InvalidInput(f"{path} is a folder, not an export file") from None
    except UnicodeDecodeError:
        raise InvalidInput(
            f"{path} is not UTF-8 text, so not an mgimind export; nothing was imported",
            fix="import a file written by mgimind export "
            "(a backup is restored with mgimind restore-backup)",
        ) from None
    return parse_export(content, str(path))


def parse_export(content: str, name: str) -> tuple[dict, list[dict]]:
    if content.lstrip().startswith("{"):
        return _checked(_parse_jsonl(content, name), name)
    if MD_MARK in content:
        return _checked(_parse_markdown(content, name), name)
    raise InvalidInput(
        f"{name} is not an mgimind export (JSONL or Markdown); nothing was imported",
        fix="import a file written by mgimind export",
    )


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
            cut = " (the file looks cut short)" if n >= content.count("\n") else ""
            raise InvalidInput(
                f"{name} line {n} is not valid JSON{cut}: {e.msg}; nothing was imported",
                fix="export again, or mend that line",
            ) from None
        if not isinstance(record, dict):
            raise InvalidInput(f"{name} line {n} is not a JSON object; nothing was imported")
        record["_line"] = n
        out.append(record)
    return out


def _parse_markdown(content: str, name: str) -> list[dict]:
    out, pos = [], 0
    while True:
        at = content.find(MD_MARK, pos)
        if at < 0:
            break
        end = content.find("\n", at)
        end = len(content) if end < 0 else end
        line_no = content.count("\n", 0, at) + 1
        head = content[at + len(MD_MARK) : end]
        if not head.endswith(MD_END):
            raise InvalidInput(
                f"{name} line {line_no}: an item header is cut short; nothing was imported"
            )
        try:
            record = json.loads(head[: -len(MD_END)])
        except json.JSONDecodeError as e:
            raise InvalidInput(
                f"{name} line {line_no}: bad item header: {e.msg}; nothing was imported"
            ) from None
        if not isinstance(record, dict):
            raise InvalidInput(f"{name} line {line_no}: an item header must be a JSON object")
        pos = end + 1
        chars = record.pop("chars", 0)
        if not isinstance(chars, int) or chars < 0:
            raise InvalidInput(f"{name} line {line_no}: bad text length in the item header")
        if record.get("record") == "memory":
            record["text"] = content[pos : pos + chars]
            if len(record["text"]) != chars:
                raise InvalidInput(
                    f"{name} line {line_no}: the item's text is truncated; nothing was imported"
                )
            pos += chars
        record["_line"] = line_no
        out.append(record)
    return out


def _checked(records: list[dict], name: str) -> tuple[dict, list[dict]]:
    if not records or records[0].get("record") != "header" or records[0].get("format") != FORMAT:
        raise InvalidInput(
            f"{name} has no mgimind export header; nothing was imported",
            fix="import only files written by mgimind export",
        )
    head, body = records[0], records[1:]
    version = head.get("version", 0)
    if not isinstance(version, int) or version > VERSION:
        raise InvalidInput(
            f"{name} is export version {version}; this mgimind reads up to {VERSION}",
            fix="upgrade mgimind",
        )
    promised = head.get("records")
    # Fewer records than promised is a file cut short. More is allowed: records added
    # by hand are validated like any other.
    if isinstance(promised, int) and promised > len(body):
        raise InvalidInput(
            f"{name} is incomplete: its header promises {promised} records "
            f"but it holds {len(body)}; nothing was imported",
            fix="the file was cut short: export it again (or, if records "
            'were removed on purpose, lower the header\'s "records")',
        )
    return head, body


# --- what a trimmed file lacks ----------------------------------------------------------

# Why a left-out status matters on arrival, by kind (others: named only).
_CONSEQUENCE = {
    "fact": "its history and tombstones (a value rejected or invalidated there can be "
    "asserted again here)",
    "memory": "quarantined candidates with their reasons, and archived memories",
}


def lacking(head: dict, kinds: dict[str, tuple[str, ...]]) -> list[str]:
    """What a file exported with `head["view"]` lacks, one line per kind: the statuses
    that view leaves out (`kinds`: kind -> its statuses)."""
    view = head.get("view", FULL_VIEW)
    if view == FULL_VIEW:
        return []
    out = []
    for kind in sorted(kinds):
        left = [s for s in kinds[kind] if not is_visible(kind, s, view)]
        if left:
            why = _CONSEQUENCE.get(kind)
            out.append(f"{kind}: {', '.join(left)}" + (f" ({why})" if why else ""))
    return out


def notice(head: dict, lacks: list[str]) -> str | None:
    """The sentence an import of a trimmed file prints, or None for a full one."""
    if not lacks:
        return None
    return (
        f"this file was exported with --view {head.get('view')}: it lacks "
        + "; ".join(lacks)
        + ". fix: for a move, export again without --view (everything a move needs)"
    )
