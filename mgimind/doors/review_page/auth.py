"""Who may use the review page: the person who opened it, in their browser.

- The page is served on a random loopback address (127.x.y.z, not 127.0.0.1) and port.
  Browsers keep cookies per host, not per port: a cookie set by 127.0.0.1 goes to every
  server on 127.0.0.1 the person visits. Set by 127.x.y.z (host-only: no Domain
  attribute), it goes to that address alone, which no other local server knows.
- A one-time token, printed by `mgimind review` and put in the URL it opens, is traded
  on first use for a session cookie (HttpOnly, SameSite=Strict). It works once, and
  expires unused after `token_ttl_s`; the private file the browser was opened on, which
  holds the link, is removed then (`on_used`), so no later reader of the home finds it.
  The session is bound to the address it was opened on: a request naming any other Host
  is refused, whatever cookie it carries.
- Every form carries the session's CSRF token; a POST without it (or with another) is
  refused, and so is a POST without an Origin header naming exactly this page.
- A request with an Authorization header (an HTTP door's bearer token: an agent's) is
  refused outright.

None of this is an approval. With review.require_human on, an approval also needs the
review secret typed in its form (mgimind.security.review): an agent with a shell can open the
page itself and read every token here, but not the secret.
"""

from __future__ import annotations

import hmac
import secrets
import threading
import time
from dataclasses import dataclass, field
from typing import Callable

TOKEN_TTL_S = 600.0  # the printed link works once, within ten minutes
SESSION_TTL_S = 12 * 3600.0  # idle sessions end; `mgimind review` prints a new link


@dataclass
class Session:
    csrf: str
    deadline: float
    host: str  # the Host it was opened on: the only one it answers
    flash: list[str] = field(default_factory=list)


class PageAuth:
    """The page's token, sessions and CSRF tokens (in memory; they die with the page)."""

    def __init__(
        self,
        port: int,
        *,
        address: str = "127.0.0.1",
        token_ttl_s: float = TOKEN_TTL_S,
        clock: Callable[[], float] = time.monotonic,
        on_used: Callable[[], None] | None = None,
    ):
        self.port = port
        self._on_used = on_used  # e.g. remove the file that held the link
        self.address = address
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
            expected = self._token
            live = expected is not None and self._clock() < self._token_deadline
            if not (
                live
                and isinstance(token, str)
                and expected is not None
                and hmac.compare_digest(token, expected)
            ):
                return None
            self._token = None  # one time
            sid = secrets.token_urlsafe(32)
            self._sessions[sid] = Session(
                secrets.token_urlsafe(32), self._clock() + SESSION_TTL_S, self.host
            )
        if self._on_used is not None:
            self._on_used()
        return sid

    def session(self, sid: str | None, host: str | None = None) -> Session | None:
        """The live session for cookie value `sid` asked for on `host` (its idle deadline
        renewed), or None."""
        if not sid:
            return None
        with self._lock:
            found = self._sessions.get(sid)
            if found is not None and not hmac.compare_digest(found.host, host or ""):
                return None
            if found is None or found.deadline < self._clock():
                self._sessions.pop(sid, None)
                return None
            found.deadline = self._clock() + SESSION_TTL_S
            return found

    @property
    def host(self) -> str:
        """The Host header this page answers: its address and port, nothing else (not
        "localhost", not another spelling: no DNS rebinding, no other server's name)."""
        return f"{self.address}:{self.port}"

    def hosts(self) -> set[str]:
        return {self.host}

    def origin_ok(self, origin: str | None) -> bool:
        """A POST's Origin must be this page, and must be there (every browser sends it
        on a form POST; a request without one did not come from this page's form)."""
        return isinstance(origin, str) and hmac.compare_digest(origin, f"http://{self.host}")

    @staticmethod
    def csrf_ok(session: Session, sent: str | None) -> bool:
        return isinstance(sent, str) and hmac.compare_digest(sent, session.csrf)
