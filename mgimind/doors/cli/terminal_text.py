"""Stored text made safe to print on the person's terminal.

What an agent stored reaches the person's screen in every command that prints stored text
(`memory show`, `browse`, `search`, facts, keys, skills) and in `quarantine show` and
`quarantine list`, where the person decides whether to promote it. A terminal obeys control
characters (ESC and CSI sequences can move the cursor, rewrite lines, retitle the window)
and bidi controls reorder what is displayed (U+202E shows "txt.exe" for "exe.txt"), so
either could make the text look other than it is. Each such character, and every other
character that draws nothing (zero-width spaces and joiners, soft hyphens), is printed
as a visible mark, `[U+202E]`: the person sees exactly what would be stored. JSON output
(`--json`) escapes them instead, so it parses to the same text.
"""

from __future__ import annotations

import io
import json
import re
from contextlib import contextmanager, redirect_stdout
from typing import Iterator

import click

from mgimind.text.folding import INVISIBLE

# Control characters but the newline and the tab (C0, DEL, C1), and what draws nothing.
_UNSAFE = re.compile(f"[\\x00-\\x08\\x0b-\\x1f\\x7f-\\x9f{INVISIBLE}]")


def for_terminal(text: str) -> str:
    """`text` with every control, bidi and invisible character shown as `[U+XXXX]`."""
    return _UNSAFE.sub(lambda m: f"[U+{ord(m.group(0)):04X}]", text)


def json_for_terminal(text: str) -> str:
    """A JSON document with the same characters escaped as `\\uXXXX` (a surrogate pair
    past the BMP): it parses to the same value and shows nothing a terminal obeys."""
    return _UNSAFE.sub(lambda m: json.dumps(m.group(0))[1:-1], text)


@contextmanager
def terminal_safe_output() -> Iterator[None]:
    """What the block prints on stdout, printed through `for_terminal` when it ends: a
    command's rendering of stored text (memories, facts, keys, skills) cannot act on the
    terminal, whichever field it prints. (The renderings print plain text: no styling
    of their own is lost.)"""
    captured = _Captured()
    # click drops some ANSI sequences from what it writes when its context says no
    # colour (a test runner's); they are to be shown as marks, not dropped unseen.
    context = click.get_current_context(silent=True)
    colour = context.color if context is not None else None
    if context is not None:
        context.color = True
    try:
        with redirect_stdout(captured):
            yield
    finally:
        if context is not None:
            context.color = colour
        click.echo(for_terminal(captured.getvalue()), nl=False)


class _Captured(io.StringIO):
    """A buffer click writes to as to a terminal (click drops ANSI sequences from what it
    writes elsewhere)."""

    def isatty(self) -> bool:
        return True
