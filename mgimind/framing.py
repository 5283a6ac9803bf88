"""How stored text is put in front of a model: as quoted data with its kind, date and
source, never as bare text that could read as an instruction.

Every line of an item starts with '> ', so an item can never open a heading or end the
quote; the header in parentheses says what it is and where it came from.
"""

from __future__ import annotations

import re

_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


def clip(text: str, limit: int) -> str:
    """At most `limit` characters, cut at a word boundary, marked with an ellipsis."""
    text = text.strip()
    if len(text) <= limit:
        return text
    cut = text.rfind(" ", 0, limit - 1)
    return text[: cut if cut > limit // 2 else limit - 1].rstrip() + "…"


def day(timestamp: str | None) -> str | None:
    return timestamp[:10] if timestamp else None


def header(kind: str, date: str | None = None, source: str | None = None,
           **extra: str | None) -> str:
    parts = [kind]
    if date:
        parts.append(date)
    if source:
        parts.append(f"source: {source}")
    parts += [f"{k}: {v}" for k, v in extra.items() if v]
    return "(" + ", ".join(parts) + ")"


def quote(head: str, text: str) -> str:
    """One quoted item: '> (memory, 2026-01-02, source: cli) text', continuing lines
    prefixed with '> ' as well."""
    lines = _CONTROL.sub(" ", text.replace("\r\n", "\n")).strip().split("\n")
    return "\n".join([f"> {head} {lines[0]}".rstrip()] + [f"> {line}".rstrip()
                                                          for line in lines[1:]])
