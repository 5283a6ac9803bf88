"""Bearer tokens for the HTTP door: a token maps to an identity (its name is the author
and audit actor) and, optionally, to the only libraries it may read and write.

Only a hash of each token is kept (`MGIMIND_HOME/tokens.json`, mode 0600); the token
itself is shown once, when created.
"""

from __future__ import annotations

import fcntl
import hashlib
import hmac
import json
import os
import re
import secrets
from dataclasses import asdict, dataclass
from pathlib import Path

from mgimind.errors import InvalidInput, NotFound
from mgimind.timeutil import iso, now
from mgimind.validation import check_library_name

_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._@-]{0,63}$")
PREFIX = "mgm_"


@dataclass
class Identity:
    name: str
    libraries: list[str] | None  # None: unconfined
    created_at: str
    revoked: bool = False

    @property
    def actor(self) -> str:
        return f"token:{self.name}"


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class TokenStore:
    def __init__(self, home: Path):
        self.path = Path(home) / "tokens.json"

    def create(self, name: str, libraries: list[str] | None = None) -> tuple[str, Identity]:
        """Create a token for identity `name`; returns (token, identity). Names are unique."""
        if not isinstance(name, str) or not _NAME.match(name):
            raise InvalidInput(
                f"invalid token name {name!r}",
                fix="letters, digits and . _ @ - (at most 64 characters)",
            )
        libs = [check_library_name(lib) for lib in libraries] if libraries else None
        token = PREFIX + secrets.token_urlsafe(32)
        with self._locked() as data:
            if any(t["name"] == name and not t["revoked"] for t in data.values()):
                raise InvalidInput(
                    f"a live token named {name!r} exists", fix=f"mgimind token revoke {name} first"
                )
            identity = Identity(name=name, libraries=libs, created_at=iso(now()))
            data[_digest(token)] = asdict(identity)
        return token, identity

    def verify(self, token: str) -> Identity | None:
        """The live identity for `token`, or None."""
        if not token or not token.startswith(PREFIX):
            return None
        digest = _digest(token)
        for key, entry in self._read().items():
            if hmac.compare_digest(key, digest) and not entry["revoked"]:
                return Identity(**entry)
        return None

    def list(self) -> list[Identity]:
        return [Identity(**e) for e in self._read().values()]

    def revoke(self, name: str) -> int:
        with self._locked() as data:
            hits = [e for e in data.values() if e["name"] == name and not e["revoked"]]
            if not hits:
                raise NotFound(f"no live token named {name!r}", fix="mgimind token list")
            for entry in hits:
                entry["revoked"] = True
        return len(hits)

    def _read(self) -> dict:
        if not self.path.exists():
            return {}
        data: dict = json.loads(self.path.read_text(encoding="utf-8") or "{}")
        return data

    class _Locked:
        def __init__(self, store: "TokenStore"):
            self.store = store

        def __enter__(self) -> dict:
            self.store.path.parent.mkdir(parents=True, exist_ok=True)
            self.lock = open(self.store.path.with_suffix(".lock"), "w")
            fcntl.flock(self.lock, fcntl.LOCK_EX)
            self.data = self.store._read()
            return self.data

        def __exit__(self, exc_type: type[BaseException] | None, *rest: object) -> None:
            try:
                if exc_type is None:
                    tmp = self.store.path.with_suffix(".tmp")
                    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
                    with os.fdopen(fd, "w", encoding="utf-8") as f:
                        json.dump(self.data, f, indent=2)
                    tmp.replace(self.store.path)
            finally:
                fcntl.flock(self.lock, fcntl.LOCK_UN)
                self.lock.close()

    def _locked(self) -> "_Locked":
        return TokenStore._Locked(self)
