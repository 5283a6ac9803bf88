"""Human review: the channel an agent does not hold.

When `review.require_human` is on, review-gated transitions (promotion out of quarantine,
and whatever later features gate, e.g. restoring a tombstoned fact) need a
`ReviewApproval` minted by one of three channels:

- **tty**: `confirm_on_tty(...)` asks a person at an interactive terminal. It is refused
  when stdin is not a TTY (an agent's tool calls run with piped stdin). The approval it
  returns carries a per-process nonce, so it is only valid inside the process that asked:
  serialized over a socket or forged by a client, it fails verification.
- **secret**: `approval_from_secret(secret, ...)` carries the review secret. Only a hash
  of the secret lives in the home (`review.secret`, mode 0600); the secret itself is shown
  once by `mgimind review init` and is never handed to an agent surface (MCP, HTTP, hooks).
- **web**: the review page (`mgimind review`, mgimind/web). The process that verifies
  approvals (the daemon, or an in-process Mind) mints a web review session for a person
  (`open_web_session`, reached only through the person-only operation
  "review.web_session": over the socket only the mgimind command line is a person). The
  session's nonce lives in that process's memory and expires; an approval carrying it is
  recorded as `web:<user>`. A restarted daemon forgets every nonce, so a page asks again.

`ReviewGate.check(action, item_id, approval)` is the one gate: without `require_human` it
lets anything through (naming the approver when there is one); with it, a missing, stale or
wrong approval raises `ReviewRequired` and the refusal is audited. Agent-facing surfaces
never mint approvals; they may only propose (see `Admission.propose_promotion`).
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import secrets
import sys
import threading
import time
from pathlib import Path
from typing import Callable, Literal

from pydantic import BaseModel, Field

from .errors import MgimindError
from .mindapi import Service
from .timeutil import iso, now

SECRET_FILE = "review.secret"
WEB_SESSION_TTL_S = 12 * 3600  # a review page left open overnight asks for a new nonce
SECRET_PREFIX = "mgr_"

# Minted once per process: a TTY approval is only good in the process whose terminal a
# person answered.
_TTY_NONCE = secrets.token_hex(16)

# Web review sessions minted in this process: nonce -> (reviewer, monotonic deadline).
_WEB_SESSIONS: dict[str, tuple[str, float]] = {}
_WEB_LOCK = threading.Lock()


class ReviewRequired(MgimindError):
    """A review-gated transition was attempted without a valid human approval."""


class ReviewApproval(BaseModel):
    """Proof that a person approved `action` on `item_id`."""

    action: str
    item_id: str
    channel: Literal["tty", "secret", "web"]
    reviewer: str
    proof: str = Field(repr=False)  # the TTY nonce or the review secret; never logged


def secret_path(home: Path) -> Path:
    return Path(home) / SECRET_FILE


def _digest(secret: str) -> str:
    return "sha256:" + hashlib.sha256(secret.encode("utf-8")).hexdigest()


def init_secret(home: Path, *, rotate: bool = False) -> str:
    """Create the review secret and return it (shown once; only its hash is kept).

    Refuses to replace an existing one unless `rotate`."""
    path = secret_path(home)
    if path.exists() and not rotate:
        raise MgimindError(
            f"a review secret already exists at {path}",
            fix="mgimind review init --rotate (the old secret stops working)",
        )
    secret = SECRET_PREFIX + secrets.token_urlsafe(32)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        json.dump({"hash": _digest(secret), "created_at": iso(now())}, f)
    os.chmod(tmp, 0o600)
    tmp.replace(path)
    return secret


def secret_configured(home: Path) -> bool:
    return secret_path(home).exists()


def _secret_matches(home: Path, secret: str) -> bool:
    path = secret_path(home)
    if not path.exists() or not secret:
        return False
    try:
        stored = json.loads(path.read_text(encoding="utf-8"))["hash"]
    except (OSError, ValueError, KeyError):
        return False
    return hmac.compare_digest(stored, _digest(secret))


def approval_from_secret(
    secret: str, action: str, item_id: str, reviewer: str = "review-secret"
) -> ReviewApproval:
    """An approval carrying the review secret (checked by the gate, not here)."""
    return ReviewApproval(
        action=action, item_id=item_id, channel="secret", reviewer=reviewer, proof=secret.strip()
    )


def open_web_session(actor: str, ttl_s: float = WEB_SESSION_TTL_S) -> dict:
    """Mint a web review session for the person `actor` ("cli:alice" -> reviewer
    "web:alice") in this process, and return {"nonce", "reviewer", "expires_in"}.

    Call it only for a person (the operation "review.web_session" is person-only, so the
    dispatcher refuses an agent before this runs)."""
    user = actor.split(":", 1)[1] if ":" in actor else actor
    reviewer = f"web:{user or 'user'}"
    nonce = secrets.token_urlsafe(32)
    deadline = time.monotonic() + ttl_s
    with _WEB_LOCK:
        for stale in [n for n, (_, until) in _WEB_SESSIONS.items() if until < time.monotonic()]:
            del _WEB_SESSIONS[stale]
        _WEB_SESSIONS[nonce] = (reviewer, deadline)
    return {"nonce": nonce, "reviewer": reviewer, "expires_in": ttl_s}


def close_web_session(nonce: str) -> bool:
    """Forget a web review session (the page closed); whether it existed."""
    with _WEB_LOCK:
        return _WEB_SESSIONS.pop(nonce, None) is not None


def web_session_valid(nonce: str, reviewer: str) -> bool:
    """Whether `nonce` is a live web review session of `reviewer` minted here."""
    with _WEB_LOCK:
        found = _WEB_SESSIONS.get(nonce) if isinstance(nonce, str) else None
    if found is None or found[1] < time.monotonic():
        return False
    return hmac.compare_digest(found[0], reviewer)


def approval_from_web(nonce: str, reviewer: str, action: str, item_id: str) -> ReviewApproval:
    """An approval given on the review page (checked by the gate, not here)."""
    return ReviewApproval(
        action=action, item_id=item_id, channel="web", reviewer=reviewer, proof=nonce
    )


def confirm_on_tty(
    question: str,
    action: str,
    item_id: str,
    *,
    ask: Callable[[str], bool] | None = None,
    is_tty: Callable[[], bool] | None = None,
) -> ReviewApproval:
    """Ask a person at this process's terminal. Refused when stdin is not a TTY.

    Returns an approval valid only in this process; raises `ReviewRequired` on a refusal
    or when no terminal is attached."""
    tty = is_tty() if is_tty else sys.stdin.isatty()
    if not tty:
        raise ReviewRequired(
            f"{action} of {item_id} needs a human, and stdin is not an interactive terminal",
            fix="run the command yourself in a terminal, or pass the review secret "
            "(--review-secret-file)",
        )
    if ask is None:
        import click

        def ask(q: str) -> bool:
            return click.confirm(q, default=False)

    if not ask(question):
        raise ReviewRequired(f"{action} of {item_id} was declined at the terminal")
    reviewer = f"tty:{os.environ.get('USER', 'user')}"
    return ReviewApproval(
        action=action, item_id=item_id, channel="tty", reviewer=reviewer, proof=_TTY_NONCE
    )


class ReviewGate(Service):
    """`mind.review`: the one check for review-gated transitions."""

    def required(self) -> bool:
        """Whether review-gated transitions need a human approval (`review.require_human`)."""
        return self.mind.config.review.require_human

    def check(self, action: str, item_id: str, approval: ReviewApproval | dict | None) -> str:
        """Return who approved `action` on `item_id`, or raise `ReviewRequired`.

        Without `review.require_human`, anything passes (the approver is the acting
        identity unless an approval names one). With it, the approval must be for this
        very action and item and come from a human channel; a refusal is audited.
        An approval arriving as a dict (over the daemon's socket) is validated first."""
        if isinstance(approval, dict):
            try:
                approval = ReviewApproval.model_validate(approval)
            except ValueError:
                approval = "malformed"  # type: ignore[assignment]
        if not self.required():
            trusted = isinstance(approval, ReviewApproval) and self._valid(approval)
            return approval.reviewer if trusted else self.mind.actor
        problem = self._problem(action, item_id, approval)
        if problem:
            self.mind.audit.append(
                "review.refused", self.mind.actor, id=item_id, review_action=action, reason=problem
            )
            raise ReviewRequired(
                f"{action} of {item_id} needs human review: {problem}",
                fix="a person approves it on the review page (`mgimind review`), with "
                "`mgimind quarantine promote ID` in a terminal, or with the review secret; "
                "agents may only propose",
            )
        return approval.reviewer

    def _problem(self, action: str, item_id: str, approval: ReviewApproval | None) -> str | None:
        if approval is None:
            return "no approval was given"
        if not isinstance(approval, ReviewApproval):
            return "the approval is malformed"
        if approval.action != action or approval.item_id != item_id:
            return "the approval is for another action or item"
        if not self._valid(approval):
            return f"the {approval.channel} approval could not be verified"
        return None

    def _valid(self, approval: ReviewApproval) -> bool:
        if approval.channel == "tty":
            return hmac.compare_digest(approval.proof, _TTY_NONCE)
        if approval.channel == "web":
            return web_session_valid(approval.proof, approval.reviewer)
        return _secret_matches(self.mind.home, approval.proof)
