"""One wall-clock deadline for a whole web fetch (mgimind/moves/web.py): name lookups, connects,
headers and body of every redirect hop.

httpx's timeouts hold per operation, so a server that sends a byte every second never trips
them. Here httpcore's network layer is replaced: each step gets only the time left, and at
the deadline every socket of the fetch is shut.
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterable
from concurrent.futures import Future
from concurrent.futures import TimeoutError as FutureTimeout
from typing import TYPE_CHECKING, Any, Callable

import httpcore
import httpx

if TYPE_CHECKING:
    import ssl


class Deadline:
    """One fetch's wall-clock deadline, shared by every network step of it.

    httpx's timeouts hold per operation (one connect, one read), so a server that sends a
    byte every second never trips them. Here each step gets only the time left
    (`left`), name lookups run on a helper thread the caller stops waiting for (`within`),
    and once armed a timer shuts every socket of the fetch at the deadline, which ends a
    read blocked anywhere (a TLS handshake included)."""

    def __init__(self, seconds: float):
        self.seconds = seconds
        self.at = time.monotonic() + seconds
        self._sockets: list[socket.socket] = []
        self._lock = threading.Lock()
        self._timer: threading.Timer | None = None
        self.cut = False

    def passed(self) -> bool:
        return self.cut or time.monotonic() >= self.at

    def left(self, timeout: float | None, error: type[Exception]) -> float:
        """The time this step may take: `timeout` or what is left, whichever is less."""
        remaining = self.at - time.monotonic()
        if remaining <= 0 or self.cut:
            raise error(f"the fetch's {self.seconds:g} s are up")
        return remaining if timeout is None else min(timeout, remaining)

    def within(self, fn: Callable[..., Any], *args: Any) -> Any:
        """`fn(*args)` on a helper thread, waited for until the deadline (a name lookup
        cannot be interrupted; past the deadline it is left to finish on its own)."""
        box: Future = Future()

        def run() -> None:
            try:
                box.set_result(fn(*args))
            except BaseException as e:
                box.set_exception(e)

        threading.Thread(target=run, name="mgimind-web-lookup", daemon=True).start()
        try:
            return box.result(timeout=self.left(None, httpcore.ConnectTimeout))
        except FutureTimeout:
            raise httpcore.ConnectTimeout(f"the fetch's {self.seconds:g} s are up") from None

    def track(self, sock: socket.socket | None) -> None:
        """Cut `sock` off at the deadline. A duplicate handle is kept: TLS takes the
        socket object over, and a shutdown through any handle ends the connection."""
        if sock is None:
            return
        handle = sock.dup()
        with self._lock:
            self._sockets.append(handle)
            cut = self.cut
        if cut:
            self._shut(handle)

    def __enter__(self) -> "Deadline":
        self._timer = threading.Timer(max(self.at - time.monotonic(), 0), self.cut_off)
        self._timer.daemon = True
        self._timer.start()
        return self

    def __exit__(self, *exc: object) -> None:
        if self._timer is not None:
            self._timer.cancel()
        with self._lock:
            handles, self._sockets = self._sockets, []
        for handle in handles:
            handle.close()

    def cut_off(self) -> None:
        """Shut every socket of the fetch: a read blocked on one returns at once."""
        with self._lock:
            self.cut = True
            sockets = list(self._sockets)
        for sock in sockets:
            self._shut(sock)

    @staticmethod
    def _shut(sock: socket.socket) -> None:
        try:
            sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass  # closed already


class _Stream(httpcore.NetworkStream):
    """A connection whose every read and write gets at most the fetch's time left."""

    def __init__(self, inner: httpcore.NetworkStream, deadline: Deadline):
        self._inner = inner
        self._deadline = deadline

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        return self._inner.read(max_bytes, self._deadline.left(timeout, httpcore.ReadTimeout))

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        self._inner.write(buffer, self._deadline.left(timeout, httpcore.WriteTimeout))

    def close(self) -> None:
        self._inner.close()

    def start_tls(
        self,
        ssl_context: ssl.SSLContext,
        server_hostname: str | None = None,
        timeout: float | None = None,
    ) -> httpcore.NetworkStream:
        left = self._deadline.left(timeout, httpcore.ConnectTimeout)
        return _Stream(self._inner.start_tls(ssl_context, server_hostname, left), self._deadline)

    def get_extra_info(self, info: str) -> Any:
        return self._inner.get_extra_info(info)


class _Backend(httpcore.NetworkBackend):
    """httpcore's own sockets, with the name lookup and each connect inside the deadline."""

    def __init__(self, deadline: Deadline):
        self._inner = httpcore.SyncBackend()
        self._deadline = deadline

    def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: Iterable[Any] | None = None,
    ) -> httpcore.NetworkStream:
        try:
            infos = self._deadline.within(socket.getaddrinfo, host, port, 0, socket.SOCK_STREAM)
        except (socket.gaierror, UnicodeError) as e:
            raise httpcore.ConnectError(f"cannot resolve {host}: {e}") from None
        error: Exception = httpcore.ConnectError(f"no address for {host}")
        for info in infos:
            left = self._deadline.left(timeout, httpcore.ConnectTimeout)
            try:
                stream = self._inner.connect_tcp(
                    info[4][0], port, left, local_address, socket_options
                )
            except httpcore.ConnectError as e:
                error = e
                continue
            self._deadline.track(stream.get_extra_info("socket"))
            return _Stream(stream, self._deadline)
        raise error

    def connect_unix_socket(
        self, path: str, timeout: float | None = None, socket_options: Iterable[Any] | None = None
    ) -> httpcore.NetworkStream:
        raise httpcore.ConnectError("a web fetch does not connect to a local socket")

    def sleep(self, seconds: float) -> None:
        time.sleep(seconds)


def deadline_client(deadline: Deadline, timeout: httpx.Timeout) -> httpx.Client:
    transport = httpx.HTTPTransport(trust_env=False)
    # httpx has no argument for httpcore's network backend: its pool is built again with
    # the deadline's backend (the same settings httpx's own transport uses).
    transport._pool = httpcore.ConnectionPool(
        ssl_context=httpx.create_ssl_context(trust_env=False),
        network_backend=_Backend(deadline),
    )
    return httpx.Client(
        transport=transport, timeout=timeout, trust_env=False, follow_redirects=False
    )
