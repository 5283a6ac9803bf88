"""Stored text made safe to print on the person's terminal.

What an agent stored reaches the person's screen in `quarantine show` and `quarantine
list`, where the person decides whether to promote it. A terminal obeys control
characters (ESC and CSI sequences can move the cursor, rewrite lines, retitle the window)
and bidi controls reorder what is displayed (U+202E shows "txt.exe" for "exe.txt"), so
either could make the text look other than it is. Each such character, and every other
character that draws nothing (zero-width spaces and joiners, soft hyphens), is printed
as a visible mark, `[U+202E]`: the person sees exactly what would be stored. JSON output
(`--json`) escapes them instead, so it parses to the same text.
"""

from __future__ import annotations

import json
import re

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
