"""What the hosts' transcript readers share about one line of a JSON-lines log that a host
appends to: the line's object, or the whole object a killed writer's fragment left glued
to the start of the next append."""

from __future__ import annotations

import json
import re


def json_object(line: bytes) -> dict | None:
    """The line's JSON object, or None (not JSON, not an object, not UTF-8)."""
    try:
        obj = json.loads(line)
    except (ValueError, UnicodeDecodeError):
        return None
    return obj if isinstance(obj, dict) else None


def glued_tail(line: bytes) -> dict | None:
    """The whole record at the end of a line whose start a killed writer left unfinished
    (the next append then continues on the same line): `{"id":"a","ty{"id":"b",...}`."""
    text = line.decode("utf-8", "replace").rstrip()
    decoder = json.JSONDecoder()
    for i in (m.start() for m in re.finditer(r'\{"', text)):
        if i == 0:
            continue
        try:
            obj, stop = decoder.raw_decode(text, i)
        except ValueError:
            continue
        if stop == len(text) and isinstance(obj, dict):
            return obj
    return None


def json_line(line: bytes) -> dict | None:
    """The line's object, else the whole object glued to its end, else None."""
    return json_object(line) or glued_tail(line)
