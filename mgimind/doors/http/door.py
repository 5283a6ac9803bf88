"""The HTTP door as a daemon service: uvicorn on a thread, on a loopback socket bound up
front (so a taken port or a non-loopback address is a startup failure with a clear
message, not a log line from a background thread).

Every request's Mind call runs inside the daemon's guard (its lock and activity count),
exactly like a request on the Unix socket.
"""

from __future__ import annotations

import ipaddress
import logging
import socket
import threading
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any, Callable

from mgimind.errors import InvalidInput, require_extra

if TYPE_CHECKING:
    from mgimind.engine.mind import Mind

log = logging.getLogger("mgimind.doors.http")

LOOPBACK_NAMES = {"localhost": "127.0.0.1"}
STOP_WAIT_S = 10.0


def parse_address(address: str) -> tuple[str, int]:
    """'127.0.0.1:8765', '[::1]:8765', 'localhost:8765' or '8765' -> (host, port).
    Anything but a loopback host is refused: the door is for agents on this machine."""
    text = str(address).strip()
    host, sep, port_text = text.rpartition(":")
    if not sep:
        host, port_text = "127.0.0.1", text
    host = LOOPBACK_NAMES.get(host.strip("[]"), host.strip("[]"))
    try:
        port = int(port_text)
        if not 0 <= port <= 65535:
            raise ValueError
    except ValueError:
        raise InvalidInput(
            f"invalid HTTP address {address!r}", fix="use 127.0.0.1:PORT (PORT 0 picks a free port)"
        ) from None
    try:
        loopback = ipaddress.ip_address(host).is_loopback
    except ValueError:
        loopback = False
    if not loopback:
        raise InvalidInput(
            f"the HTTP door listens on loopback only, not {host}",
            fix="use 127.0.0.1:PORT; other agents on this machine connect there",
        )
    return host, port


class HttpDoor:
    """A daemon service serving `create_app(mind)` on `address` (see parse_address)."""

    def __init__(
        self,
        mind: Mind,
        address: str,
        guard: Callable[[str], AbstractContextManager[Any]] | None = None,
    ):
        self.mind = mind
        self.host, self.port = parse_address(address)
        self.guard = guard
        self._server: Any = None  # the uvicorn Server while serving
        self._thread: threading.Thread | None = None
        self._socket: socket.socket | None = None

    @property
    def address(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{host}:{self.port}"

    def start(self) -> None:
        require_extra("http", "starlette", "uvicorn", needed_by="the HTTP door")
        import uvicorn

        from mgimind.doors.http.app import create_app

        family = socket.AF_INET6 if ":" in self.host else socket.AF_INET
        sock = socket.socket(family, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((self.host, self.port))
        except OSError as e:
            sock.close()
            raise InvalidInput(
                f"the HTTP door cannot listen on {self.address}: {e.strerror}",
                fix="pick another port, or stop what holds this one",
            ) from None
        sock.listen(128)
        sock.set_inheritable(True)
        self._socket = sock
        self.port = sock.getsockname()[1]  # the real port when 0 asked for a free one
        config = uvicorn.Config(
            create_app(self.mind, guard=self.guard),
            log_level="warning",
            lifespan="off",
            access_log=False,
        )
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._serve, name="mgimind-http", daemon=True)
        self._thread.start()
        log.info("HTTP door on http://%s", self.address)

    def _serve(self) -> None:
        try:
            self._server.run(sockets=[self._socket])
        except BaseException:  # uvicorn exits with SystemExit on a failed start
            log.exception("the HTTP door stopped")
            raise
        if not self._server.should_exit:
            log.error("the HTTP door stopped on its own")

    def stop(self) -> None:
        if self._server is not None:
            self._server.should_exit = True  # uvicorn finishes in-flight requests first
        if self._thread is not None:
            self._thread.join(STOP_WAIT_S)
        if self._socket is not None:
            self._socket.close()

    def busy(self) -> bool:
        # Always: a daemon with an open door does not exit when idle. Agents on the door
        # cannot auto-start it the way hooks do, so it stays until stopped.
        return self._thread is not None and self._thread.is_alive()
