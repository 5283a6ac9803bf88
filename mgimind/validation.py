"""Input checks shared by every write path: clear errors, nothing changed."""

from __future__ import annotations

import re

from mgimind.errors import InvalidInput

_LIBRARY_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._:/@+\-]{0,199}$")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ufffd]")


def check_text(text: object, max_chars: int, what: str = "text") -> str:
    if not isinstance(text, str):
        raise InvalidInput(f"{what} must be a string, got {type(text).__name__}")
    if not text.strip():
        raise InvalidInput(f"{what} is empty", fix=f"give some {what}")
    if len(text) > max_chars:
        raise InvalidInput(
            f"{what} is {len(text):,} characters; the limit is {max_chars:,}",
            fix="split it into smaller pieces, or raise limits.max_text_chars",
        )
    if "\x00" in text or len(_CONTROL.findall(text[:100_000])) > max(8, len(text[:100_000]) // 50):
        raise InvalidInput(
            f"{what} looks like binary data, not text",
            fix="store text; describe a binary file instead of pasting it",
        )
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise InvalidInput(f"{what} is not valid Unicode (lone surrogates)") from None
    return text


def check_library_name(name: object) -> str:
    if not isinstance(name, str) or not _LIBRARY_NAME.match(name):
        raise InvalidInput(
            f"invalid library name {name!r}",
            fix="use letters, digits and . _ : / @ + - (at most 200 characters)",
        )
    return name
