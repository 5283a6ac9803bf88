"""`mgimind review`: the review page served from the command line's own process.

The page runs here, not in the daemon, because this process is the person's: the daemon
binds a person only to the mgimind command line (daemon.dispatch.bind_actor), so every
operation the page calls through this process's daemon client acts for the person, and
the web review session it opens (mgimind.review) is theirs. Bound to 127.0.0.1 on a free
port, served by uvicorn until Ctrl-C; the web session is closed on the way out.
"""

from __future__ import annotations

import os
import socket
import threading
import webbrowser
from html import escape
from pathlib import Path
from typing import Callable

from mgimind.errors import InvalidInput, require_extra

from .auth import TOKEN_TTL_S, PageAuth

HOST = "127.0.0.1"
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


def bind(port: int = 0) -> socket.socket:
    """A listening loopback socket on `port` (0: a free one)."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((HOST, port))
    except OSError as e:
        sock.close()
        raise InvalidInput(
            f"cannot listen on {HOST}:{port}: {e.strerror}",
            fix="pass --port 0 (a free port), or another port",
        ) from None
    sock.listen(64)
    return sock


def serve(
    mind,
    *,
    port: int = 0,
    open_browser: bool = True,
    token_ttl_s: float = TOKEN_TTL_S,
    say: Callable[[str], None] = print,
) -> None:
    """Serve the review page for `mind` until interrupted."""
    require_extra("http", needed_by="the review page")
    import uvicorn

    from .app import WebApprover, create_app

    approver = WebApprover(mind)
    session = approver.open()  # fails here, before any link is printed, if refused
    sock = bind(port)
    auth = PageAuth(sock.getsockname()[1], token_ttl_s=token_ttl_s)
    app = create_app(mind, auth, approver)
    url = f"http://{HOST}:{auth.port}/?token={auth.token}"
    say(f"Review page for {session['reviewer']}: {url}")
    say(f"(the link works once, within {int(token_ttl_s // 60)} minutes; Ctrl-C stops the page)")
    server = uvicorn.Server(
        uvicorn.Config(app, log_level="warning", lifespan="off", access_log=False)
    )
    opened = launcher(mind.home, url) if open_browser and _graphical() else None
    if opened is not None:
        # The socket already listens, so the browser's first request waits in its queue.
        target = opened.as_uri()
        threading.Thread(target=webbrowser.open, args=(target,), daemon=True).start()
    try:
        server.run(sockets=[sock])
    finally:
        sock.close()
        approver.close()
        if opened is not None:
            opened.unlink(missing_ok=True)
