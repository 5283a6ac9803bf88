"""Credential detection. A key-like string is refused on every write path, quarantine
included, and only its kind (never the match) is reported or audited."""

from __future__ import annotations

import re

from .errors import SecretRefused

_PATTERNS: tuple[tuple[str, re.Pattern], ...] = tuple(
    (name, re.compile(rx)) for name, rx in (
        ("private key", r"-----BEGIN (?:[A-Z]+ )?PRIVATE KEY-----"),
        ("AWS access key", r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b"),
        ("GitHub token",
         r"\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36,}\b|\bgithub_pat_[A-Za-z0-9_]{40,}"),
        ("OpenAI/Anthropic key", r"\bsk-(?:ant-|proj-)?[A-Za-z0-9_\-]{20,}"),
        ("Slack token", r"\bxox[abprs]-[A-Za-z0-9-]{10,}"),
        ("Google API key", r"\bAIza[0-9A-Za-z_\-]{35}\b"),
        ("Stripe key", r"\b(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{16,}"),
        ("JSON web token", r"\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}"),
        ("password in URL", r"\b[a-z][a-z0-9+.\-]*://[^\s:/@]+:[^\s@/]{3,}@[^\s]+"),
        ("bearer token", r"(?i)\bbearer\s+[A-Za-z0-9_\-.=]{24,}"),
        ("assigned secret", r"(?i)\b(?:api[_-]?key|secret[_-]?key|access[_-]?token|auth[_-]?token"
                            r"|password|passwd)\s*[:=]\s*['\"]?[^\s'\"]{8,}"),
    )
)


def find_secret(text: str) -> str | None:
    """The kind of the first credential-looking string in `text`, or None."""
    for name, pattern in _PATTERNS:
        if pattern.search(text):
            return name
    return None


def redact_secrets(text: str) -> str:
    """`text` with every credential-looking string replaced by `[redacted KIND]`: for
    what is kept as a working note (a session's prompts), where refusing would lose the
    rest of the text."""
    for name, pattern in _PATTERNS:
        text = pattern.sub(f"[redacted {name}]", text)
    return text


def refuse_secrets(text: str) -> None:
    kind = find_secret(text)
    if kind:
        raise SecretRefused(
            f"refused: the content holds what looks like a {kind}; nothing was stored",
            fix="remove the credential (store a reference to where it lives instead)",
        )
