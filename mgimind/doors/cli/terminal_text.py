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

import dataclasses
import json
import re
from typing import Any

from pydantic import BaseModel

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


def result_for_terminal(value: Any) -> Any:
    """An operation's result with every string in it made safe by `for_terminal`: what a
    command's rendering prints of stored text (memories, facts, keys, skills) cannot act
    on the terminal, whichever field it prints. Models, dataclasses and containers are
    copied, never changed in place."""
    if isinstance(value, str):
        return for_terminal(value)
    if isinstance(value, BaseModel):
        fields = type(value).model_fields
        return value.model_copy(
            update={name: result_for_terminal(getattr(value, name)) for name in fields}
        )
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changed = {
            f.name: result_for_terminal(getattr(value, f.name))
            for f in dataclasses.fields(value)
            if f.init
        }
        return dataclasses.replace(value, **changed)
    if isinstance(value, dict):
        return {result_for_terminal(k): result_for_terminal(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return type(value)(result_for_terminal(v) for v in value)
    return value
