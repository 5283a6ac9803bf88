"""Values written as identifiers, with or without a digit: URLs ("https://api-sbx.acme.io"),
paths ("conf/crawl.toml", "/etc/hosts"), dotted or underscored names ("ui.theme.dark"),
names of three or more hyphenated parts with no digit ("acme-data-exports",
"pg-cluster-c"; one with a digit is supersede.py's "code"), and git branches, codes
whether or not they hold a digit ("feat/invoicing-core", "release/6.20"). A slot holds
such values as often as numbers (a bucket, a config file, a flag, a host), and a later one
of the same shape replaces it like a later port replaces a port.

Ordinary English is kept out: "and/or", "CI/CD" (one slash, no extension, no branch prefix
or hyphened part), "e.g.", "up-to-date" and "end-to-end" (a part that is a common word).
"""

from __future__ import annotations

import re

_URL = re.compile(r"\b[a-z][a-z0-9+.-]*://[^\s,;)\]>]+", re.IGNORECASE)
_TOKEN = re.compile(r"(?<![\w@#])[~/]?[A-Za-z0-9_][\w.~/:-]*[\w/]")
# A chat channel: "#" before a word with no space ("# Heading" is markdown, "#42" an issue).
_CHANNEL = re.compile(r"(?<![\w&#])#[A-Za-z][\w-]*[A-Za-z0-9]")
_EXTENSION = re.compile(r"\.[a-z]{1,5}$")
_DOTTED = re.compile(r"^[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)+$")
_JOINED = re.compile(r"[/_.-]")  # what every shape of _shape has
_HYPHENED = re.compile(r"^[A-Za-z0-9]+(?:-[A-Za-z0-9]+){2,}$")
# A git branch: a prefix of the conventions ("feat/invoicing-core", "hotfix/tz-cron") or a
# hyphened last part ("mira/search-filters"); "and/or", "client/server" are words.
_BRANCH = re.compile(
    r"^(?:(?:feat|feature|fix|bugfix|hotfix|release|chore|refactor|wip|dev)/[\w.-]+|"
    r"[a-z][\w.-]*[a-z0-9]/[a-z0-9]+(?:-[a-z0-9]+)+)$",
    re.IGNORECASE,
)
# Hyphen compounds of everyday English ("up-to-date", "end-to-end", "state-of-the-art").
_GLUE = frozenset("to of the and in on by for or at per as".split())


def identifiers(sentence: str) -> list[tuple[str, str]]:
    """The identifier values a sentence states, as (value, shape): url, path, ident or
    channel ("#ingest-alerts")."""
    out = [(m.group(0).rstrip(".,:;"), "url") for m in _URL.finditer(sentence)]
    if "#" in sentence:
        out += [(m.group(0), "channel") for m in _CHANNEL.finditer(sentence)]
    rest = _URL.sub(" ", sentence)
    for m in _TOKEN.finditer(rest):
        token = m.group(0).rstrip(".:-")
        if not _JOINED.search(token):  # a plain word: no shape below can hold (most tokens)
            continue
        shape = _shape(token)
        if shape:
            out.append((token, shape))
    return out


def _shape(token: str) -> str | None:
    if "/" in token:
        path = token.startswith(("/", "~/")) and len(token) > 2
        if path or token.count("/") >= 2 or _EXTENSION.search(token):
            return "path"
        host = token.split("/")[0]
        if "." in host and _DOTTED.match(host):
            return "path"  # "harbor.acme.internal/base": a host and a path on it
        return "code" if _BRANCH.match(token) else None  # as "release/6.20" is
    host, _, port = token.partition(":")
    if port.isdigit() and _DOTTED.match(host) and not _abbreviation(host):
        return "ident"  # "sftp.partnerhub.io:2222": a host and its port
    if "_" in token or _DOTTED.match(token):
        dotted = _DOTTED.match(token)
        if dotted and (any(len(p) < 2 for p in token.split(".")) or _abbreviation(token)):
            return None
        return "ident"
    digits = any(c.isdigit() for c in token)  # a code with a digit reads as supersede's "code"
    if _HYPHENED.match(token) and not digits and not _GLUE & set(token.lower().split("-")):
        return "ident"
    return None


def _abbreviation(token: str) -> bool:
    """A sentence's "e.g" or "a.m" is no value ("notes.md" is)."""
    return token.lower() in {"e.g", "i.e", "etc", "a.m", "p.m"}


def within(value: str, found: list[tuple[str, str]]) -> bool:
    """`value` is part of an identifier already found ("v1" inside a URL)."""
    low = value.lower()
    return any(low in v.lower() and low != v.lower() for v, _ in found)
