"""The transcript formats plugins register through `register_transcript_parsers`."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from pathlib import Path

import pluggy

from mgimind.errors import InvalidInput
from mgimind.harvest.records import ParseFn, TranscriptParser
from mgimind.plugins import load_plugins

FALLBACK = "claude-code"  # a one-off import of a *.jsonl outside every watched glob


def registered_parsers(pm: pluggy.PluginManager | None = None) -> list[TranscriptParser]:
    """Every registered format, first registration of a name winning (built-ins run
    last, so a user's plugin can replace one)."""
    pm = pm or load_plugins()
    found: dict[str, TranscriptParser] = {}

    def register(
        name: str, globs: Iterable[str] | Callable[[], Iterable[str]], parse: ParseFn
    ) -> None:
        found.setdefault(name, TranscriptParser(name, globs, parse))

    pm.hook.register_transcript_parsers(register=register)
    return list(found.values())


def watched_parser(path: str | Path, parsers: list[TranscriptParser]) -> TranscriptParser | None:
    """The parser whose globs cover `path` (as given or with links resolved), if any."""
    candidates = {os.path.abspath(path), os.path.realpath(path)}
    for parser in parsers:
        if any(parser.matches(p) for p in candidates):
            return parser
    return None


def parser_for(
    path: str | Path, parsers: list[TranscriptParser], name: str | None = None
) -> TranscriptParser:
    """The parser to read `path` with: by name, by glob, else Claude Code for *.jsonl."""
    by_name = {p.name: p for p in parsers}
    if name:
        if name not in by_name:
            raise InvalidInput(
                f"no transcript format named {name!r}", fix="one of: " + ", ".join(sorted(by_name))
            )
        return by_name[name]
    parser = watched_parser(path, parsers)
    if parser:
        return parser
    if str(path).endswith(".jsonl") and FALLBACK in by_name:
        return by_name[FALLBACK]
    raise InvalidInput(
        f"{path} is not a transcript format mgimind knows",
        fix="pass --format NAME (one of: " + ", ".join(sorted(by_name)) + ")",
    )
