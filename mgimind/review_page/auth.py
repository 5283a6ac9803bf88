"""Who may use the review page: the person who opened it, in their browser.

- A one-time token, printed by `mgimind review` and put in the URL it opens, is traded
  on first use for a session cookie (HttpOnly, SameSite=Strict, named per port). It works
  once, and expires unused after `token_ttl_s`.
- Every form carries the session's CSRF token; a POST without it (or with another) is
  refused, and so is a POST whose Origin is not this page.
- The Host header must name this loopback port (no DNS rebinding), and a request with an
  Authorization header (an HTTP door's bearer token: an agent's) is refused outright.
"""

from __future__ import annotations

import hmac
import secrets
import threading
import time
from dataclasses import dataclass, field

TOKEN_TTL_S = 600.0  # the printed link works once, within ten minutes
SESSION_TTL_S = 12 * 3600.0  # idle sessions end; `mgimind review` prints a new link


@dataclass
class Session:
    csrf: str
    deadline: float
    flash: list[str] = field(default_factory=list)


class PageAuth:
    """The page's token, sessions and CSRF tokens (in memory; they die with the page)."""

    def __init__(self, port: int, *, token_ttl_s: float = TOKEN_TTL_S, clock=time.monotonic):
        self.port = port
        self.cookie = f"mgimind_review_{port}"
        self._clock = clock
        self._token: str | None = secrets.token_urlsafe(32)
        self._token_deadline = clock() + token_ttl_s
        self._sessions: dict[str, Session] = {}
        self._lock = threading.Lock()

    @property
    def token(self) -> str:
        """The one-time token (empty once used or expired)."""
        return self._token or ""

    def exchange(self, token: str | None) -> str | None:
        """A new session id for the one-time token, or None (wrong, used or expired)."""
        with self._lock:
            live = self._token is not None and self._clock() < self._token_deadline
            if not (live and isinstance(token, str) and hmac.compare_digest(token, self._token)):
                return None
            self._token = None  # one time
            sid = secrets.token_urlsafe(32)
            self._sessions[sid] = Session(secrets.token_urlsafe(32), self._clock() + SESSION_TTL_S)
            return sid

    def session(self, sid: str | None) -> Session | None:
        """The live session for cookie value `sid` (its idle deadline renewed), or None."""
        if not sid:
            return None
        with self._lock:
            found = self._sessions.get(sid)
            if found is None or found.deadline < self._clock():
                self._sessions.pop(sid, None)
                return None
            found.deadline = self._clock() + SESSION_TTL_S
            return found

    def hosts(self) -> set[str]:
        return {f"127.0.0.1:{self.port}", f"localhost:{self.port}"}

    def origin_ok(self, origin: str | None) -> bool:
        """A POST's Origin (when the browser sends one) must be this page."""
        return origin is None or origin in {f"http://{h}" for h in self.hosts()}

    @staticmethod
    def csrf_ok(session: Session, sent: str | None) -> bool:
        return isinstance(sent, str) and hmac.compare_digest(sent, session.csrf)
