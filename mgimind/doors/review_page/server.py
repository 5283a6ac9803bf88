"""`mgimind review`: the review page served from the command line's own process.

The page runs here, not in the daemon: its operations go through this process's daemon
client as the person at the command line (with review.require_human on, that client
carries the review secret typed at the terminal when the page opened, or the daemon
treats it as an agent: daemon.dispatch.bind_actor). Served by uvicorn on a random
loopback address and a free port until Ctrl-C (see auth.py for why the address).
"""

from __future__ import annotations

import errno
import os
import socket
import threading
import webbrowser
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from mgimind.doors.review_page.auth import TOKEN_TTL_S, PageAuth
from mgimind.errors import InvalidInput, require_extra

if TYPE_CHECKING:
    from mgimind.doors.memory_client import Client
    from mgimind.engine.mind import Mind

HOST = "127.0.0.1"  # where the page falls back to when 127.x.y.z cannot be bound
LAUNCHER = "review-page.html"


def launcher(home: Path, url: str) -> Path:
    """A private file (0600, in the 0700 home) that forwards the browser to `url`.

    The browser is opened on this file, not on the link: a browser's command line is
    readable by every user on the machine (/proc/PID/cmdline, `ps`), and the link holds
    the one-time token (Jupyter does the same)."""
    path = Path(home) / LAUNCHER
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(
            '<!doctype html><meta charset="utf-8">'
            f'<meta http-equiv="refresh" content="0;url={escape(url)}">'
            f'<p><a href="{escape(url)}">Open the mgimind review page</a></p>\n'
        )
    os.chmod(path, 0o600)
    return path


def _graphical() -> bool:
    """Whether a browser window can open here: without a display, Python's webbrowser
    falls back to a text browser that would take over this terminal."""
    import sys

    return sys.platform in ("darwin", "win32") or bool(
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    )


def random_loopback() -> str:
    """A random 127.x.y.z address other than 127.0.0.1 (Linux answers on all of 127/8)."""
    import secrets

    while True:
        x, y, z = (secrets.randbelow(256) for _ in range(3))
        if (x, y) != (0, 0) and 0 < z < 255:
            return f"127.{x}.{y}.{z}"


def bind(port: int = 0, address: str | None = None) -> socket.socket:
    """A listening loopback socket on `port` (0: a free one), on `address` or, by
    default, a random 127.x.y.z (127.0.0.1 where the system has no other loopback
    address, e.g. macOS without an alias; the page says so)."""
    candidates = [address] if address else [random_loopback(), HOST]
    for i, host in enumerate(candidates):
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((host, port))
        except OSError as e:
            sock.close()
            if i + 1 < len(candidates) and e.errno == errno.EADDRNOTAVAIL:
                continue
            raise InvalidInput(
                f"cannot listen on {host}:{port}: {e.strerror}",
                fix="pass --port 0 (a free port), or another port",
            ) from None
        sock.listen(64)
        return sock
    raise AssertionError("unreachable")


def serve(
    mind: Mind | Client,
    *,
    port: int = 0,
    open_browser: bool = True,
    token_ttl_s: float = TOKEN_TTL_S,
    say: Callable[[str], None] = print,
) -> None:
    """Serve the review page for `mind` until interrupted."""
    require_extra("http", needed_by="the review page")
    import uvicorn

    from mgimind.doors.review_page.app import WebApprover, create_app

    approver = WebApprover(mind)
    sock = bind(port)
    address, bound_port = sock.getsockname()[:2]
    opened: Path | None = None

    def forget_link() -> None:
        """The link works once: once used (or expired), no file keeps it."""
        if opened is not None:
            opened.unlink(missing_ok=True)

    auth = PageAuth(bound_port, address=address, token_ttl_s=token_ttl_s, on_used=forget_link)
    app = create_app(mind, auth, approver)
    url = f"http://{auth.host}/?token={auth.token}"
    gate = "each approval asks for the review secret" if approver.required() else "review is off"
    say(f"Review page ({gate}): {url}")
    say(f"(the link works once, within {int(token_ttl_s // 60)} minutes; Ctrl-C stops the page)")
    if address == HOST:
        say(
            "note: served on 127.0.0.1 (no other loopback address here): its cookie also "
            "reaches other local servers you visit; approvals still need the review secret"
        )
    server = uvicorn.Server(
        uvicorn.Config(app, log_level="warning", lifespan="off", access_log=False)
    )
    opened = launcher(mind.home, url) if open_browser and _graphical() else None
    if opened is not None:
        # The socket already listens, so the browser's first request waits in its queue.
        target = opened.as_uri()
        threading.Thread(target=webbrowser.open, args=(target,), daemon=True).start()
        expiry = threading.Timer(token_ttl_s, forget_link)
        expiry.daemon = True
        expiry.start()
    try:
        server.run(sockets=[sock])
    finally:
        sock.close()
        forget_link()
