"""The daemon's socket: newline-delimited JSON, one request line and one reply line at a
time, from peers of this user only, each line bounded before it is held."""

from __future__ import annotations

import json
import logging
import os
import socketserver
from typing import Any, Protocol

from mgimind.doors.daemon import dispatch
from mgimind.errors import InvalidInput
from mgimind.hooks.wire import peer_credentials


class Served(Protocol):
    """What the socket serves (the daemon): a bound on a line, and a reply to a request."""

    def max_request_bytes(self) -> int: ...

    def handle(self, request: Any, peer_pid: int | None = None) -> dict: ...


log = logging.getLogger("mgimind.doors.daemon")

SKIP_PIECE = 1 << 16  # how much of a refused line is read at a time


class LineServer(socketserver.ThreadingUnixStreamServer):
    daemon_threads = True
    daemon: Served


class LineHandler(socketserver.StreamRequestHandler):
    server: LineServer

    """Newline-delimited JSON: read a request line, write a reply line, repeat."""

    def handle(self) -> None:
        daemon = self.server.daemon
        try:
            pid, uid, _ = peer_credentials(self.request)
        except OSError:
            pid, uid = None, None
        if uid != os.getuid():
            log.warning("refused a connection from uid %s", uid)
            return  # another user's process: not a word, in or out
        while True:
            limit = daemon.max_request_bytes()
            line = self.rfile.readline(limit + 1)  # never more than the bound in memory
            if not line:
                return
            if len(line) > limit and not line.endswith(b"\n"):
                reply = _refused(_too_long(self._skip_line(len(line)), limit))
            elif not line.strip():
                continue
            else:
                try:
                    request = json.loads(line)
                    dispatch.check_unicode(request)
                except (ValueError, InvalidInput) as e:
                    reply = _refused(
                        e if isinstance(e, InvalidInput) else InvalidInput("not valid JSON")
                    )
                else:
                    reply = daemon.handle(request, pid)
            try:
                self.wfile.write(_encode_reply(reply) + b"\n")
                self.wfile.flush()
            except OSError:
                return  # the client gave up (a hook past its budget): nothing to do

    def _skip_line(self, read: int) -> int:
        """Read the rest of an over-long line in small pieces, keeping none of it, so
        the client that is still sending gets the refusal; returns its length."""
        while True:
            piece = self.rfile.readline(SKIP_PIECE)
            read += len(piece)
            if not piece or piece.endswith(b"\n"):
                return read


def _too_long(size: int, limit: int) -> InvalidInput:
    return InvalidInput(
        f"the request is {size:,} bytes; the daemon reads at most {limit:,} "
        "(limits.max_text_chars, as the wire escapes it); nothing of it was kept",
        fix="send a shorter text (split it), or raise limits.max_text_chars",
    )


def _refused(e: InvalidInput) -> dict:
    """The reply to a request refused before it was read as one."""
    return {"id": None, "error": dispatch.encode_error(e)}


def _encode_reply(reply: dict) -> bytes:
    try:
        return json.dumps(reply, ensure_ascii=False).encode()
    except UnicodeEncodeError:  # a lone surrogate that came from the store: escape it
        return json.dumps(reply, ensure_ascii=True).encode()
