"""Shared CLI helpers: opening the Mind, JSON output, reading text arguments."""

from __future__ import annotations

import json
import sys
from typing import Any

import click
from ..errors import InvalidInput
from ..serialize import to_jsonable

json_option = click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")


def open_mind():
    """The Mind for this command (closed when the command ends)."""
    from ..connect import open as open_mind_

    ctx = click.get_current_context()
    mind = open_mind_()
    ctx.call_on_close(mind.close)
    return mind


def emit_json(value: Any) -> None:
    click.echo(json.dumps(to_jsonable(value), indent=2, ensure_ascii=False))


def read_text_arg(text: str | None) -> str:
    """TEXT, or stdin when TEXT is '-' or missing. Undecodable bytes are refused."""
    if text not in (None, "-"):
        return text
    if sys.stdin.isatty():
        raise InvalidInput("no text given", fix="pass TEXT, or pipe it on stdin with '-'")
    data = sys.stdin.buffer.read()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise InvalidInput("stdin is not UTF-8 text (binary data?); nothing was stored") from None
