"""Values said to be credentials: assigned to a credential-named key (`DB_PASSWORD=...`,
`"password": "..."`, `api_key = '...'`) or stated in prose ("the prod db password is
Zx9!kq2Lw7#mB4 for the falcon cluster"). Either is judged by its value, with the filters
of mgimind.security.secret_filters: a placeholder, code, a word or a phrase is not a
credential, so "the password policy is strict" and `User(password=hashed_password)` pass.
Part of the secret scanner (mgimind.security.secrets).
"""

from __future__ import annotations

import re
from typing import Iterable

from mgimind.security.secret_filters import looks_random, made_of_phrase, not_a_value

_EXPRESSION = re.compile(
    r"^(?:[A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*\s*[(\[]|"
    r"(?:os|process|env|config|settings|self|this|request|args|params"
    r"|ENV|secrets|vault|context|ctx)\b)"
)
_IDENT = re.compile(r"^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*$")
_CAMEL = re.compile(r"^[a-z]+(?:[A-Z][a-z0-9]*)+$")


# --- generic assignments: DB_PASSWORD=..., "password": "...", api_key = '...' ----------

_KEYWORD = (
    r"(?:pass(?:word|wd|phrase)?|pwd|secret|api[_-]?key|apikey|access[_-]?key|"
    r"auth[_-]?(?:key|token)|private[_-]?key|client[_-]?secret|token|credentials?|"
    r"contrase[nñ]a)"
)
# The keyword starts a segment of the name (db_password, dbPassword, DB_PASSWORD; not
# "compassion" or "bypass") and ends one (not "passenger", "tokenizer").
_KEYWORD_IN_NAME = re.compile(
    r"(?:^|(?<=[^a-zA-Z])|(?<=[a-z])(?=[A-Z]))(?i:" + _KEYWORD + r")s?(?=$|[^a-z])"
)
# Quotes may come escaped (\"), as in a JSON dump of code or of a payload.
_ASSIGNED = re.compile(
    r"(?P<q>\\?[\"'`]|)(?P<name>[\w.-]{1,80}?)(?P=q)"
    r"\]?(?P<op>\s*(?::=|=>|==|!=|=|:)\s*)"
    r"(?:(?P<quote>\\?[\"'`])(?P<quoted>(?:[^\"'`\r\n\\]|\\(?![\"'`])){1,300})(?P=quote)"
    r"|(?P<bare>[^\s\"'`,;&)}\]\\]{1,300}))"
)
_ROOTS = ("pass", "pwd", "secret", "key", "token", "credential", "contrase")
_NAME_CHAR = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-")


def _assignment_starts(text: str, low: str) -> list[int]:
    """Where a credential-named key may start: found with str.find on the lowercased text
    (a few C-speed passes) instead of a regex tried at every position."""
    starts = set()
    for root in _ROOTS:
        i = low.find(root)
        while i >= 0:
            s = i
            while s > 0 and i - s < 80 and text[s - 1] in _NAME_CHAR:
                s -= 1
            starts.add(s)
            if s > 0 and text[s - 1] in "\"'`":
                starts.add(s - 1 - (s > 1 and text[s - 2] == "\\"))  # "key" or \"key\"
            i = low.find(root, i + len(root))
    return sorted(starts)


def assignments(text: str, low: str) -> Iterable[tuple[int, int, str]]:
    """(start, end, kind) of each literal assigned to a credential-named key."""
    for pos in _assignment_starts(text, low):
        if pos > 0 and text[pos - 1] == "[" and text.startswith("secret: ", pos):
            continue  # our own placeholder
        m = _ASSIGNED.match(text, pos)
        if not m or not _KEYWORD_IN_NAME.search(m.group("name")):
            continue
        op = m.group("op").strip()
        if op in ("==", "!="):
            continue  # a comparison, not a value
        name = m.group("name")
        if m.group("quoted") is not None:
            value, (start, end) = m.group("quoted"), m.span("quoted")
        else:
            value, (start, end) = m.group("bare"), m.span("bare")
            if _EXPRESSION.match(value):
                continue  # os.environ["X"], getenv("X"), config.password
            env_style = name.isupper() and m.group("op") == "="
            # `password = hashed`, `accessToken: req.body.token` are code;
            # `DB_PASSWORD=hunter2x` and `password: x7Yq...` are values.
            spaced = m.group("op") != op
            if (
                not env_style
                and _IDENT.match(value)
                and (
                    "." in value
                    or _CAMEL.search(value)
                    or (op == "=" and spaced)
                    or (op == "=" and _variable_argument(text, m.start(), end, value))
                )
            ):
                continue  # a variable: User(password=hashed_password), token=bot_token,
            if not env_style and op == ":" and not looks_random(value, min_len=12):
                continue  # "token: expired", "password: required" in prose
        if looks_random(value) and not not_a_value(
            name, value, _line_at(text, start), bare=m.group("quoted") is None
        ):
            yield start, end, _assigned_kind(name)


_SNAKE_WORDS = re.compile(r"[a-z]+(?:_[a-z]+)+")


def _variable_argument(text: str, start: int, end: int, value: str) -> bool:
    """Whether `name=value` spanning start..end passes a variable to a call: after `(` or
    `,`, or before `,` or `)`, and the value is named like a variable (words), not
    shaped like a password (`User(password=hashed_password)`, `token=bot_token,`)."""
    before = text[max(0, start - 80) : start].rstrip()
    after = text[end : end + 80].lstrip()
    in_call = before.endswith(("(", ",")) or after.startswith((",", ")"))
    return in_call and bool(_SNAKE_WORDS.fullmatch(value) or made_of_phrase(value))


def _line_at(text: str, pos: int) -> str:
    """The line of `text` that holds position `pos`."""
    end = text.find("\n", pos)
    return text[text.rfind("\n", 0, pos) + 1 : end if end >= 0 else len(text)]


def _assigned_kind(name: str) -> str:
    low = name.lower()
    for word, kind in (
        ("pass", "password"),
        ("pwd", "password"),
        ("contrase", "password"),
        ("token", "token"),
        ("key", "api-key"),
        ("secret", "secret"),
    ):
        if word in low:
            return kind
    return "credential"


# --- prose: "the prod db password is Zx9!kq2Lw7#mB4", "our API key is now ..." ----------

# A credential word as a word of a sentence (also spelled with a space: "api key").
_PROSE_KEYWORD = re.compile(
    r"(?i)\b(?:pass(?:word|wd|phrase|code)|pwd|secret(?:[ _-]?key)?|api[ _-]?key|apikey|"
    r"access[ _-]?key|auth[ _-]?(?:key|token)|private[ _-]?key|client[ _-]?secret|"
    r"(?:access |bearer |bot |personal access |api )?token|credentials?|contrase[nñ]a)s?\b"
)
# A value: quoted, or up to a blank.
_VALUE = (
    r"(?:(?P<quote>[\"'`\u201c\u2018])(?P<quoted>[^\"'`\u201d\u2019\s]{1,300})"
    r"[\"'`\u201d\u2019]|(?P<bare>[^\s\"'`]{1,300}))"
)
# After the keyword: up to six words ("for the falcon cluster"), a verb that says what it
# is ("is", "was", "is now", "changed to"; a colon or "=" makes an assignment, above),
# then the value.
_STATED = re.compile(
    r"(?i)(?:[ \t]+(?!(?:is|was|are|were|has|have)\b)[\w.'/-]+){0,6}?[ \t]*"
    r"(?:\b(?:is|was|are|were|ha(?:s|ve)[ \t]+been)(?:[ \t]+(?:now|still|currently|actually|just))?"
    r"(?:[ \t]+(?:set|changed|reset|rotated|updated)[ \t]+to)?"
    r"|\b(?:set|changed|reset|rotated|updated)[ \t]+to)[ \t]+" + _VALUE
)
# Or the value right after the keyword, as a note or a fact puts it: "wifi password X",
# "prod db has password X".
_NAMED = re.compile(r"[ \t]+" + _VALUE)
_MIXED = re.compile(r"[A-Za-z].*\d|\d.*[A-Za-z]")
_TRAILING = ".,;:)]}>"


def stated(text: str, low: str) -> Iterable[tuple[int, int, str]]:
    """(start, end, kind) of each value a sentence states to be a credential."""
    for k in _prose_keywords(text, low):
        for m in (_STATED.match(text, k.end()), _NAMED.match(text, k.end())):
            if m is None:
                continue
            if m.group("quoted") is not None:
                value, (start, end) = m.group("quoted"), m.span("quoted")
            else:
                value = m.group("bare").rstrip(_TRAILING)
                start, end = m.start("bare"), m.start("bare") + len(value)
            name, line = k.group(0), _line_at(text, start)
            bare = m.group("quoted") is None
            if m.re is _NAMED and not _MIXED.search(value):
                continue  # with no verb, only letters and digits mixed read as a password
            if value and looks_random(value) and not not_a_value(name, value, line, bare=bare):
                yield start, end, _assigned_kind(name)
                break


def _prose_keywords(text: str, low: str) -> Iterable[re.Match]:
    """Each credential word of `text`, looked for only around the places str.find
    finds a root ("pass", "key", ...): a regex tried at every position of every message
    would cost more than the rest of the scan."""
    seen: set[int] = set()
    for root in _ROOTS:
        i = low.find(root)
        while i >= 0:
            window = _PROSE_KEYWORD.finditer(text, max(0, i - 24), i + len(root) + 16)
            for k in window:
                if k.start() <= i < k.end() and k.start() not in seen:
                    seen.add(k.start())
                    yield k
            i = low.find(root, i + len(root))
