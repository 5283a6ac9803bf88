"""The review secret: what only the person has, kept as a slow hash, checked with a brake.

The person types it at `mgimind review init` (twice, at the terminal; never from the
environment, a file or an argument). The home keeps only an scrypt hash of it
(`review.secret`, mode 0600): a random 16-byte salt and fixed costs (2^15 x 8 x 1, 32 MiB
and ~0.1 s per guess). A file that names other costs is refused before any work, so a
forged file cannot make a check use gigabytes.

Wrong guesses are audited and braked: after `FREE_ATTEMPTS` failures in a row, each
further attempt waits a delay that doubles (30 s up to 15 min), kept in `review.attempts`
under a file lock, so every process of the home (the daemon, an in-process Mind) shares
one count. A right secret resets it.

What this does not stop: a process of the same user can read the hash and guess offline
at scrypt's cost, or delete the home's files. The secret's length is the defence against
the first (at least `MIN_CHARS` characters); see docs/review.md.
"""

from __future__ import annotations

import base64
import fcntl
import hashlib
import hmac
import json
import os
import secrets
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from mgimind.errors import MgimindError
from mgimind.store.audit import AuditLog
from mgimind.timeutil import iso, now

SECRET_FILE = "review.secret"
ATTEMPTS_FILE = "review.attempts"
MIN_CHARS = 10
MAX_CHARS = 1024
# Fixed scrypt costs: the only ones a stored hash may name.
SCRYPT_N, SCRYPT_R, SCRYPT_P, HASH_LEN, SALT_LEN = 2**15, 8, 1, 32, 16
FREE_ATTEMPTS = 3
FIRST_DELAY_S, MAX_DELAY_S = 30.0, 900.0
CACHE_S = 60.0  # a secret just verified is not hashed again within this (one command's calls)

# Secrets verified in this process: keyed digest -> monotonic deadline. The key never
# leaves the process, so the cache holds nothing that helps a guess.
_CACHE_KEY = secrets.token_bytes(32)
_VERIFIED: dict[str, float] = {}
_CACHE_LOCK = threading.Lock()


class ReviewRequired(MgimindError):
    """A review-gated transition was attempted without a valid human approval."""


def secret_path(home: Path) -> Path:
    return Path(home) / SECRET_FILE


def secret_configured(home: Path) -> bool:
    return secret_path(home).exists()


def _derive(secret: str, salt: bytes) -> bytes:
    from cryptography.hazmat.primitives.kdf.scrypt import Scrypt

    kdf = Scrypt(salt=salt, length=HASH_LEN, n=SCRYPT_N, r=SCRYPT_R, p=SCRYPT_P)
    return kdf.derive(secret.encode("utf-8"))


def check_strength(secret: str) -> str:
    """`secret` stripped, or MgimindError when it is too short or too long."""
    secret = (secret or "").strip()
    if len(secret) < MIN_CHARS:
        raise MgimindError(
            f"the review secret has {len(secret)} characters; "
            f"it needs at least {MIN_CHARS} characters",
            fix="choose a longer passphrase (several words are easy to type and hard to guess)",
        )
    if len(secret) > MAX_CHARS:
        raise MgimindError(f"the review secret is longer than {MAX_CHARS} characters")
    return secret


def store_secret(home: Path, secret: str) -> None:
    """Write the scrypt hash of `secret` (0600, atomically). The caller has checked that
    replacing an existing secret is allowed (`mgimind review init --rotate`)."""
    secret = check_strength(secret)
    salt = os.urandom(SALT_LEN)
    record = {
        "kdf": "scrypt",
        "n": SCRYPT_N,
        "r": SCRYPT_R,
        "p": SCRYPT_P,
        "salt": base64.b64encode(salt).decode(),
        "hash": base64.b64encode(_derive(secret, salt)).decode(),
        "created_at": iso(now()),
    }
    path = secret_path(home)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        json.dump(record, f)
    os.chmod(tmp, 0o600)
    tmp.replace(path)
    with _CACHE_LOCK:
        _VERIFIED.clear()


def stored(home: Path) -> dict:
    """The stored record, checked: fixed costs, a salt and a hash of the right sizes."""
    path = secret_path(home)
    if not path.exists():
        raise ReviewRequired(
            "review.require_human is on and no review secret is set, so nothing can be approved",
            fix="run `mgimind review init` yourself in a terminal and choose the secret",
        )
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
        salt = base64.b64decode(record["salt"], validate=True)
        digest = base64.b64decode(record["hash"], validate=True)
        costs = (record["kdf"], record["n"], record["r"], record["p"])
    except (OSError, ValueError, KeyError, TypeError):
        costs, salt, digest = None, b"", b""
    if (
        costs != ("scrypt", SCRYPT_N, SCRYPT_R, SCRYPT_P)
        or len(salt) != SALT_LEN
        or (len(digest) != HASH_LEN)
    ):
        raise ReviewRequired(
            f"{path} is not a review secret this version made (unreadable, an older format, "
            "or costs other than its fixed ones); no secret is checked against it",
            fix="run `mgimind review init --rotate` yourself in a terminal to choose a new one",
        )
    return {"salt": salt, "hash": digest}


def verify(
    home: Path, secret: str | None, *, audit: AuditLog | None = None, actor: str | None = None
) -> None:
    """Return when `secret` is the home's review secret; otherwise raise ReviewRequired
    (not set, braked after wrong guesses, or wrong: a wrong one is counted and audited)."""
    record = stored(home)
    secret = (secret or "").strip()
    key = hmac.new(_CACHE_KEY, secret.encode() + record["hash"], hashlib.sha256).hexdigest()
    with _CACHE_LOCK:
        if secret and _VERIFIED.get(key, 0.0) > time.monotonic():
            return
    if not secret:  # nothing to hash, nothing guessed: refused without counting
        _audit(audit, actor, "secret-missing")
        raise ReviewRequired(
            "no review secret was given",
            fix="type the secret you chose at `mgimind review init`",
        )
    with _attempts(home) as state:
        wait = state.get("until", 0.0) - time.time()
        if wait > 0:
            _audit(audit, actor, "braked")
            raise ReviewRequired(
                f"too many wrong review secrets; the next try is accepted in {wait:.0f} s",
                fix="wait, then type the secret again (every wrong try is in the audit log)",
            )
        ok = hmac.compare_digest(_derive(secret, record["salt"]), record["hash"])
        if ok:
            state.clear()
        else:
            failures = int(state.get("failures", 0)) + 1
            state["failures"] = failures
            if failures >= FREE_ATTEMPTS:
                delay = min(FIRST_DELAY_S * 2 ** (failures - FREE_ATTEMPTS), MAX_DELAY_S)
                state["until"] = time.time() + delay
    if not ok:
        _audit(audit, actor, "secret-wrong")
        raise ReviewRequired(
            "the review secret is wrong",
            fix="type the secret you chose at `mgimind review init`; after "
            f"{FREE_ATTEMPTS} wrong tries each try waits",
        )
    with _CACHE_LOCK:
        _VERIFIED[key] = time.monotonic() + CACHE_S


def _audit(audit: AuditLog | None, actor: str | None, reason: str) -> None:
    if audit is not None:
        audit.append("review.secret_refused", actor or "unknown", reason=reason)


@contextmanager
def _attempts(home: Path) -> Iterator[dict]:
    """The shared failure count, read and written under an exclusive file lock."""
    path = Path(home) / ATTEMPTS_FILE
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    with os.fdopen(fd, "r+", encoding="utf-8") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        try:
            state = json.loads(f.read() or "{}")
            if not isinstance(state, dict):
                state = {}
        except ValueError:
            state = {}
        before = dict(state)
        yield state
        if state != before:
            f.seek(0)
            f.truncate()
            json.dump(state, f)
            f.flush()
            os.fsync(f.fileno())
