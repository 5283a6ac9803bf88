"""`mgimind.open()`: the right Mind for this process.

In-process `Mind` unless a daemon owns the home, in which case short-lived processes
must talk to it (both embedded engines allow one process per store).
"""

from __future__ import annotations

from pathlib import Path


def open(home: str | Path | None = None, *, actor: str | None = None, **kwargs):
    from .mind import Mind

    return Mind(home, actor=actor, **kwargs)
