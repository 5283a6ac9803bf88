"""How stored text is put in front of a model: as quoted data with its kind, date and
source, never as bare text that could read as an instruction.

Every line of an item starts with '> ', so an item can never open a heading or end the
quote: any line break a reader might honour (\n, \r, Unicode line and paragraph separators,
NEL) starts a new quoted line. The header in parentheses says what it is and where it came
from; its values are flattened to one line with no parentheses, so provenance cannot
break the line or fake a second header.
"""

from __future__ import annotations

import re

_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
# What header values may not carry: control characters, every line break, and the
# parentheses that delimit the header.
_BREAKS = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")
_NOT_INLINE = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029()]")
HEADER_VALUE_CHARS = 120


def clip(text: str, limit: int) -> str:
    """At most `limit` characters, cut at a word boundary, marked with an ellipsis."""
    text = text.strip()
    if len(text) <= limit:
        return text
    cut = text.rfind(" ", 0, limit - 1)
    return text[: cut if cut > limit // 2 else limit - 1].rstrip() + "…"


def day(timestamp: str | None) -> str | None:
    return timestamp[:10] if timestamp else None


def header(
    kind: str, date: str | None = None, source: str | None = None, **extra: str | None
) -> str:
    parts = [_inline(kind)]
    if date:
        parts.append(_inline(date))
    if source:
        parts.append(f"source: {_inline(source)}")
    parts += [f"{k}: {_inline(v)}" for k, v in extra.items() if v]
    return "(" + ", ".join(parts) + ")"


def _inline(value) -> str:
    """A header value on one line, without the header's own delimiters."""
    flat = " ".join(_NOT_INLINE.sub(" ", str(value)).split())
    return clip(flat, HEADER_VALUE_CHARS)


def quote(head: str, text: str) -> str:
    """One quoted item: '> (memory, 2026-01-02, source: cli) text', continuing lines
    prefixed with '> ' as well."""
    # splitlines() after the control characters are gone: what is left to split on is
    # \n and the Unicode breaks (NEL, U+2028, U+2029), each becoming a quoted line.
    text = _CONTROL.sub(" ", text.replace("\r\n", "\n").replace("\r", "\n")).strip()
    lines = text.splitlines() or [""]
    head = " ".join(_BREAKS.sub(" ", head).split())  # the header stays on the first line
    return "\n".join(
        [f"> {head} {lines[0]}".rstrip()] + [f"> {line}".rstrip() for line in lines[1:]]
    )
