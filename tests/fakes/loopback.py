"""What every fake hosted API shares: a real HTTP server on 127.0.0.1 (a free port) on a
thread of its own, the requests it recorded, and a handler that reads JSON bodies and
answers JSON or server-sent events.

    class FakeX(LoopbackApi):
        handler = XHandler          # an ApiHandler: its do_POST reads self.fake

    with FakeX() as api:
        env["X_BASE_URL"] = api.url
"""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable, Iterable


class ApiHandler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    fake: "LoopbackApi"  # the server this handler answers for
    headers_sent: dict[str, str] = {}  # on every answer

    def log_message(self, *args):  # keep test output clean
        pass

    def read_body(self) -> tuple[str, Any]:
        """The request body as text, and as JSON (None when it is not JSON)."""
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length).decode("utf-8", errors="replace")
        try:
            return raw, json.loads(raw) if raw else None
        except ValueError:
            return raw, None

    def send_json(self, status: int, data: dict, content_type: str = "application/json") -> None:
        payload = json.dumps(data).encode()
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(payload)))
        for name, value in self.headers_sent.items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(payload)

    def send_events(self, frames: Iterable[str]) -> None:
        """A 200 of server-sent events, each frame written and flushed in turn, then the
        connection closed (the stream's end)."""
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Connection", "close")
        for name, value in self.headers_sent.items():
            self.send_header(name, value)
        self.end_headers()
        for frame in frames:
            self.wfile.write(frame.encode())
            self.wfile.flush()
        self.close_connection = True


class LoopbackApi:
    handler: type[ApiHandler] = ApiHandler
    url_path = ""  # what clients put after host:port

    def __init__(self) -> None:
        self.requests: list[Any] = []
        self._lock = threading.Lock()
        bound = type(self.handler.__name__, (self.handler,), {"fake": self})
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), bound)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        host, port = self._httpd.server_address[:2]
        return f"http://{host}:{port}{self.url_path}"

    def record(self, request: Any) -> None:
        with self._lock:
            self.requests.append(request)

    def recorded(self, keep: Callable[[Any], bool]) -> list:
        """The recorded requests `keep` accepts, in order."""
        with self._lock:
            return [r for r in self.requests if keep(r)]

    def start(self):
        self._thread.start()
        return self

    def stop(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()
