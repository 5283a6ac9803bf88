"""Credential detection: `scan` finds every credential-looking span in a text, with its kind.

The detector set is detect-secrets' (its plugin classes' own patterns, run in process: AWS,
Azure storage, GitHub, GitLab, Slack, Stripe, private keys, JWT, npm, SendGrid, OpenAI, PyPI,
Twilio, Discord, Telegram, ...), plus mgimind's own for what it lacks (Slack webhooks, whole
PGP/SSH key blocks, Hugging Face, Anthropic, Google, `DB_PASSWORD=...` lines, JSON
`"password": "..."`). detect-secrets' keyword and entropy plugins are not used: they flag
`password = "secret123"` in every tutorial. Generic assignments, and passwords stated in
prose ("the prod db password is ..."), are judged instead by the value
(mgimind.security.secret_assignments): placeholders (`changeme`, `<PASSWORD>`, `${VAR}`),
code (`os.environ[...]`, `password=hashed_password`) and values made of words are not
credentials; the filters, detect-secrets' heuristic ones and mgimind's own, are in
mgimind.security.secret_filters. The text is scanned as a reader sees it, without
invisible characters and with look-alike letters folded (mgimind.text.folding),
and each finding is the span of the original text it came from.

Callers: explicit writes `refuse_secrets` (nothing stored, only the kind reported); harvest,
ingest and import `redact_secrets` (each span becomes `[secret: KIND]`, the rest is kept).
Each detector runs only when its literal hint occurs in the text, so ordinary prose costs a
handful of substring searches.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Callable, Iterable

from mgimind.errors import SecretRefused, with_article
from mgimind.security.secret_assignments import assignments, stated
from mgimind.security.secret_filters import (
    has_key_body,
    is_placeholder,
    looks_random,
    not_a_token,
    shannon_entropy,
    slack_token,
    url_password,
)
from mgimind.text.folding import Folded

__all__ = [
    "Finding",
    "find_secret",
    "is_placeholder",
    "label",
    "looks_random",
    "redact_record",
    "redact_secrets",
    "redact_value",
    "refuse_secrets",
    "scan",
    "shannon_entropy",
]

PLACEHOLDER = "[secret: {kind}]"


@dataclass(frozen=True)
class Finding:
    kind: str  # a slug, as in the placeholder: "aws-secret-key"
    start: int
    end: int


@dataclass(frozen=True, eq=False)
class _Detector:
    kind: str
    pattern: re.Pattern
    hints: tuple[str, ...]  # literal substrings; () = always run
    lower: bool = False  # the hints are matched on the lowercased text
    valid: Callable[[str], bool] | None = None

    def spans(self, text: str) -> Iterable[tuple[int, int, str]]:
        for m in self.pattern.finditer(text):
            # detect-secrets' patterns put the value in a group when they match context
            # around it (aws...key = "VALUE"), but also group a prefix (ghp|gho)_: the
            # value is the longest group, unless that is too short to be one.
            g = max(range(1, m.re.groups + 1), key=lambda i: len(m.group(i) or ""), default=0)
            if g and len(m.group(g) or "") < 8:
                g = 0
            start, end = m.span(g)
            value = m.group(g)
            # Some detect-secrets patterns include a delimiter on either side.
            stripped = value.strip(" \t\r\n\"'=:,")
            start += value.find(stripped) if stripped else 0
            end = start + len(stripped)
            if self.kind == "password-in-url":  # judged with the host that follows
                stripped = text[m.start() : m.end() + 60].split()[0] if stripped else ""
                start, end = m.start(g), m.end(g)
            if stripped and (self.valid is None or self.valid(stripped)):
                yield start, end, stripped


def _not_a_token(value: str) -> bool:
    return not not_a_token(value)


# --- the detector set ------------------------------------------------------------------


_Row = tuple[str, Iterable[re.Pattern], tuple[str, ...], Callable | None, bool]


def _from_detect_secrets() -> list[_Detector]:
    """detect-secrets' plugin patterns, run in process (no settings, no filters, no I/O):
    (kind, patterns, literal hints, value check, lower-case the hints) per detector."""
    rows = {row[0]: row for row in _cloud_and_key_rows() + _service_token_rows()}
    return [
        _Detector(kind, p, hints, lower, valid)
        for kind, patterns, hints, valid, lower in (rows[kind] for kind in _DETECTOR_ORDER)
        for p in patterns
    ]


# The order the detectors run in (a span two of them find is reported by the first).
_DETECTOR_ORDER = (
    "aws-access-key",
    "aws-secret-key",
    "azure-storage-key",
    "password-in-url",
    "discord-token",
    "github-token",
    "gitlab-token",
    "jwt",
    "mailchimp-key",
    "npm-token",
    "openai-key",
    "private-key",
    "pypi-token",
    "sendgrid-key",
    "slack-token",
    "slack-webhook",
    "square-oauth-secret",
    "stripe-key",
    "telegram-bot-token",
    "twilio-key",
)


def _cloud_and_key_rows() -> list[_Row]:
    from detect_secrets.plugins import (
        aws,
        azure_storage_key,
        basic_auth,
        jwt,
        private_key,
    )

    aws_patterns = aws.AWSKeyDetector.denylist
    return [
        ("aws-access-key", aws_patterns[:1], ("AKIA", "ASIA", "ABIA", "ACCA", "A3T"), None, False),
        ("aws-secret-key", aws_patterns[1:], ("aws",), _not_a_token, True),
        (
            "azure-storage-key",
            azure_storage_key.AzureStorageKeyDetector.denylist,
            ("AccountKey=",),
            None,
            False,
        ),
        ("password-in-url", basic_auth.BasicAuthDetector.denylist, ("://",), url_password, False),
        # detect-secrets' own JWT pattern ends lazily, before the signature: it finds a
        # token but would leave the signature behind when redacting.
        (
            "jwt",
            [re.compile(r"eyJ[A-Za-z0-9_=-]+\.[A-Za-z0-9_=-]+\.?[A-Za-z0-9_.+/=-]*")],
            ("eyJ",),
            jwt.JwtTokenDetector.is_formally_valid,
            False,
        ),
        (
            "private-key",
            private_key.PrivateKeyDetector.denylist,
            ("PRIVATE KEY", "PuTTY-User-Key"),
            has_key_body,
            False,
        ),
    ]


def _service_token_rows() -> list[_Row]:
    from detect_secrets.plugins import (
        discord,
        github_token,
        gitlab_token,
        mailchimp,
        npm,
        openai,
        pypi_token,
        sendgrid,
        slack,
        square_oauth,
        stripe,
        telegram_token,
        twilio,
    )

    gitlab_prefixes = ("glpat-", "gldt-", "glft-", "glsoat-", "glrt-", "GR1348941", "glcbt-")
    return [
        ("discord-token", discord.DiscordBotTokenDetector.denylist, (".",), _not_a_token, False),
        (
            "github-token",
            github_token.GitHubTokenDetector.denylist,
            ("ghp_", "gho_", "ghu_", "ghs_", "ghr_"),
            None,
            False,
        ),
        (
            "gitlab-token",
            gitlab_token.GitLabTokenDetector.denylist,
            (*gitlab_prefixes, "glimt-", "glptt-", "glagent-", "gloas-"),
            None,
            False,
        ),
        ("mailchimp-key", mailchimp.MailchimpDetector.denylist, ("-us",), _not_a_token, False),
        ("npm-token", npm.NpmDetector.denylist, ("_authToken",), _not_a_token, False),
        ("openai-key", openai.OpenAIDetector.denylist, ("T3BlbkFJ",), None, False),
        ("pypi-token", pypi_token.PypiTokenDetector.denylist, ("pypi-",), None, False),
        ("sendgrid-key", sendgrid.SendGridDetector.denylist, ("SG.",), None, False),
        ("slack-token", slack.SlackDetector.denylist[:1], ("xox",), slack_token, True),
        (
            "slack-webhook",
            slack.SlackDetector.denylist[1:],
            ("hooks.slack.com",),
            _not_a_token,
            False,
        ),
        (
            "square-oauth-secret",
            square_oauth.SquareOAuthDetector.denylist,
            ("sq0csp-",),
            None,
            False,
        ),
        ("stripe-key", stripe.StripeDetector.denylist, ("k_live_",), None, False),
        (
            "telegram-bot-token",
            telegram_token.TelegramBotTokenDetector.denylist,
            (":",),
            _not_a_token,
            False,
        ),
        ("twilio-key", twilio.TwilioKeyDetector.denylist, ("AC", "SK"), _not_a_token, False),
    ]


# Shapes detect-secrets lacks (rules after gitleaks' config, github.com/gitleaks/gitleaks).
_OWN: tuple[tuple[str, str, tuple[str, ...], bool, Callable | None], ...] = (
    (
        "private-key",
        r"-----BEGIN[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?"
        r"(?:-----END[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----|\Z)",
        ("PRIVATE KEY",),
        False,
        has_key_body,
    ),
    (
        "aws-secret-key",
        r"(?i)aws.{0,20}?(?:secret|key|token).{0,20}?[=:]\s*[\"']?([A-Za-z0-9/+]{40})(?![\w/+])",
        ("aws",),
        True,
        _not_a_token,
    ),
    ("github-token", r"\bgithub_pat_[A-Za-z0-9_]{40,}", ("github_pat_",), False, None),
    (
        "slack-webhook",
        r"https://hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9_/+-]{20,}",
        ("hooks.slack.com",),
        False,
        _not_a_token,
    ),
    (
        "slack-token",
        r"\bxox[abeoprs]-[A-Za-z0-9-]{10,}|\bxapp-\d-[A-Z0-9]+-\d+-[a-z0-9]+",
        ("xox", "xapp-"),
        False,
        slack_token,
    ),
    (
        "discord-webhook",
        r"https://(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/"
        r"\d+/[A-Za-z0-9_-]{30,}",
        ("/api/webhooks/",),
        False,
        None,
    ),
    ("huggingface-token", r"\b(?:hf_|api_org_)[A-Za-z]{34}\b", ("hf_", "api_org_"), False, None),
    ("anthropic-key", r"\bsk-ant-(?:api|admin)?\d*-?[A-Za-z0-9_-]{20,}", ("sk-ant-",), False, None),
    (
        "openai-key",
        r"\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}",
        ("sk-",),
        False,
        _not_a_token,
    ),
    ("google-api-key", r"\bAIza[0-9A-Za-z_-]{35}(?![\w-])", ("AIza",), False, None),
    (
        "stripe-key",
        r"\b(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{16,}",
        ("k_live_", "k_test_"),
        False,
        None,
    ),
    ("npm-token", r"\bnpm_[A-Za-z0-9]{36}\b", ("npm_",), False, None),
    (
        "azure-storage-key",
        r"(?i)(?:AccountKey|SharedAccessKey)=([A-Za-z0-9+/=]{40,})",
        ("accountkey=", "sharedaccesskey="),
        True,
        None,
    ),
    ("sendgrid-key", r"\bSG\.[A-Za-z0-9_-]{20,24}\.[A-Za-z0-9_-]{39,50}", ("SG.",), False, None),
    ("shopify-token", r"\bshp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}\b", ("shp",), False, None),
    ("databricks-token", r"\bdapi[a-f0-9]{32}(?:-\d)?\b", ("dapi",), False, None),
    ("digitalocean-token", r"\bdo[opr]_v1_[a-f0-9]{64}\b", ("_v1_",), False, None),
    ("postman-key", r"\bPMAK-[a-f0-9]{24}-[a-f0-9]{34}\b", ("PMAK-",), False, None),
    ("hashicorp-vault-token", r"\bhv[sb]\.[A-Za-z0-9_-]{24,}", ("hvs.", "hvb."), False, None),
    (
        "age-secret-key",
        r"\bAGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}\b",
        ("AGE-SECRET-KEY-",),
        False,
        None,
    ),
    ("grafana-token", r"\bgl(?:c|sa)_[A-Za-z0-9+/_=-]{32,}", ("glc_", "glsa_"), False, None),
    ("linear-key", r"\blin_api_[A-Za-z0-9]{40}\b", ("lin_api_",), False, None),
    ("newrelic-key", r"\bNRAK-[A-Z0-9]{27}\b", ("NRAK-",), False, None),
    ("mailgun-key", r"\bkey-[0-9a-f]{32}\b", ("key-",), False, None),
    ("doppler-token", r"\bdp\.pt\.[A-Za-z0-9]{43}\b", ("dp.pt.",), False, None),
    ("pulumi-token", r"\bpul-[a-f0-9]{40}\b", ("pul-",), False, None),
    (
        "bearer-token",
        r"(?i)\bbearer\s+([A-Za-z0-9_\-.=+/]{24,})",
        ("bearer",),
        True,
        _not_a_token,
    ),
)


@lru_cache(maxsize=1)
def _detectors() -> tuple[_Detector, ...]:
    own = [
        _Detector(kind, re.compile(rx), hints, lower, valid)
        for kind, rx, hints, lower, valid in _OWN
    ]
    return (*own, *_from_detect_secrets())


# Every token-shaped credential has a run of 20 key characters; a text without one (most
# prose) skips those detectors after one regex pass. Private keys and URL passwords are
# found by their context instead.
_LONG_RUN = re.compile(r"[A-Za-z0-9_+/=-]{20,}")
_CONTEXT_HINTS = frozenset(("PRIVATE KEY", "PuTTY-User-Key", "://"))


@lru_cache(maxsize=1)
def _by_hint() -> tuple[tuple[tuple[str, bool, tuple[_Detector, ...]], ...], ...]:
    """(context, token) groups of (hint, on lowercased text, detectors it wakes)."""
    groups: tuple[dict, dict] = ({}, {})
    for d in _detectors():
        group = groups[0] if _CONTEXT_HINTS.intersection(d.hints) else groups[1]
        for h in d.hints:
            group.setdefault((h, d.lower), []).append(d)
    return tuple(tuple((h, lower, tuple(ds)) for (h, lower), ds in g.items()) for g in groups)


def scan(text: str) -> list[Finding]:
    """Every credential-looking span in `text`, left to right, overlaps merged. The text
    is read as a person reads it (mgimind.text.folding): a credential split by
    an invisible character or typed in look-alike letters is found, and its span is the
    whole disguised original."""
    if not text:
        return []
    folded = Folded(text)
    found = _scan(folded.text)
    if not folded.changed:
        return found
    return [Finding(f.kind, *folded.span(f.start, f.end)) for f in found]


def _scan(text: str) -> list[Finding]:
    low = text.lower()
    context, tokens = _by_hint()
    groups = (context, tokens) if _LONG_RUN.search(text) else (context,)
    woken: dict[_Detector, None] = {}
    for group in groups:
        for hint, lower, ds in group:
            if hint in (low if lower else text):
                woken.update(dict.fromkeys(ds))
    spans: list[tuple[int, int, str]] = []
    for d in woken:
        spans.extend((s, e, d.kind) for s, e, _ in d.spans(text))
    spans.extend(assignments(text, low))
    spans.extend(stated(text, low))
    if not spans:
        return []
    # Longest first at each start; a span inside an earlier one is dropped.
    spans.sort(key=lambda s: (s[0], -s[1]))
    merged: list[Finding] = []
    for s, e, kind in spans:
        if merged and s < merged[-1].end:
            if e > merged[-1].end:
                last = merged[-1]
                merged[-1] = Finding(last.kind, last.start, e)
            continue
        merged.append(Finding(kind, s, e))
    return merged


_LABELS = {
    "aws-access-key": "AWS access key",
    "aws-secret-key": "AWS secret key",
    "github-token": "GitHub token",
    "jwt": "JSON web token",
    "password": "password",
    "password-in-url": "password in a URL",
    "private-key": "private key",
}


def label(kind: str) -> str:
    """A readable name for a finding's kind ("aws-access-key" -> "AWS access key")."""
    return _LABELS.get(kind) or kind.replace("-", " ")


def find_secret(text: str) -> str | None:
    """The readable kind of the first credential-looking string in `text`, or None."""
    found = scan(text)
    return label(found[0].kind) if found else None


def redact_secrets(text: str) -> str:
    """`text` with each credential-looking span replaced by `[secret: KIND]`; everything
    else is kept. For harvest, ingest, import and session notes: refusing would lose the
    text around a pasted key."""
    found = scan(text)
    if not found:
        return text
    out, pos = [], 0
    for f in found:
        out += [text[pos : f.start], PLACEHOLDER.format(kind=f.kind)]
        pos = f.end
    out.append(text[pos:])
    return "".join(out)


def refuse_secrets(text: str) -> None:
    """Raise `SecretRefused` (naming only the kind) when `text` holds a credential."""
    kind = find_secret(text)
    if kind:
        raise SecretRefused(
            f"refused: the content holds what looks like {with_article(kind)}; nothing was stored",
            fix="keep the value in the vault (`mgimind vault set NAME`) and store its name, "
            "or store the text with the credential replaced (`mgimind add --redact`)",
        )


def redact_value(value: Any, key: str | None = None) -> Any:
    """`value` (a JSON-shaped str, list or dict) with its credentials cut out. A string
    under a credential-named key ("password": "...") is judged with its key."""
    if isinstance(value, str):
        redacted = redact_secrets(value)
        if redacted == value and key is not None:
            found = scan(f"{key}={value}")
            if found:
                return PLACEHOLDER.format(kind=found[0].kind)
        return redacted
    if isinstance(value, list):
        return [redact_value(v) for v in value]
    if isinstance(value, dict):
        return {k: redact_value(v, k if isinstance(k, str) else None) for k, v in value.items()}
    return value


def redact_record(record: dict) -> None:
    """Cut the credentials out of an export record's text and payload, in place. Its
    carried vector was computed from the credential, so it is dropped: the import
    re-embeds the redacted text."""
    if isinstance(record.get("text"), str):
        record["text"] = redact_secrets(record["text"])
    record["payload"] = redact_value(record.get("payload"))
    record.pop("dense", None)
