"""A fake Anthropic Messages API on loopback: a real HTTP server speaking the real wire format.

POST /v1/messages answers with one text reply, as server-sent events when the request
has "stream": true (message_start, content_block_start, content_block_delta,
content_block_stop, message_delta, message_stop), else as one JSON message.
POST /v1/messages/count_tokens answers a rough count. Every request body is recorded
(`server.requests`), so a test can assert on exactly what the host sent to the model.

    with FakeAnthropic(reply="Hello") as api:
        env["ANTHROPIC_BASE_URL"] = api.url
"""

from __future__ import annotations

import json
import threading
import uuid
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Recorded:
    path: str
    headers: dict[str, str]
    body: Any
    raw: str


class FakeAnthropic:
    def __init__(self, reply: str = "OK (fake model reply)", model: str = "claude-fake"):
        self.reply = reply
        self.model = model
        self.requests: list[Recorded] = []
        self._lock = threading.Lock()
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        host, port = self._httpd.server_address[:2]
        return f"http://{host}:{port}"

    def messages(self) -> list[Recorded]:
        """The recorded /v1/messages requests (model calls), in order."""
        with self._lock:
            return [r for r in self.requests if r.path.split("?")[0] == "/v1/messages"]

    def start(self) -> "FakeAnthropic":
        self._thread.start()
        return self

    def stop(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()

    def __enter__(self) -> "FakeAnthropic":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()

    # --- the wire ---------------------------------------------------------------------------

    def _handler(self):
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args):  # keep test output clean
                pass

            def do_GET(self):
                self._json(
                    404,
                    {"type": "error", "error": {"type": "not_found_error", "message": "not faked"}},
                )

            def do_HEAD(self):
                self.send_response(200)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def do_POST(self):
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length).decode("utf-8", errors="replace")
                try:
                    body = json.loads(raw) if raw else None
                except ValueError:
                    body = None
                with fake._lock:
                    fake.requests.append(Recorded(self.path, dict(self.headers), body, raw))
                path = self.path.split("?")[0]
                if path == "/v1/messages/count_tokens":
                    return self._json(200, {"input_tokens": max(len(raw) // 4, 1)})
                if path != "/v1/messages":
                    return self._json(
                        404,
                        {
                            "type": "error",
                            "error": {"type": "not_found_error", "message": f"{path} is not faked"},
                        },
                    )
                if isinstance(body, dict) and body.get("stream"):
                    return self._stream(body)
                return self._json(200, fake._message(body))

            def _json(self, status: int, data: dict) -> None:
                payload = json.dumps(data).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(payload)))
                self.send_header("request-id", "req_fake")
                self.end_headers()
                self.wfile.write(payload)

            def _stream(self, body: dict) -> None:
                message = fake._message(body)
                text = message["content"][0]["text"]
                start = {
                    **message,
                    "content": [],
                    "stop_reason": None,
                    "usage": {"input_tokens": message["usage"]["input_tokens"], "output_tokens": 1},
                }
                events = [
                    ("message_start", {"type": "message_start", "message": start}),
                    (
                        "content_block_start",
                        {
                            "type": "content_block_start",
                            "index": 0,
                            "content_block": {"type": "text", "text": ""},
                        },
                    ),
                    ("ping", {"type": "ping"}),
                ]
                for i in range(0, len(text), 16):
                    events.append(
                        (
                            "content_block_delta",
                            {
                                "type": "content_block_delta",
                                "index": 0,
                                "delta": {"type": "text_delta", "text": text[i : i + 16]},
                            },
                        )
                    )
                events += [
                    ("content_block_stop", {"type": "content_block_stop", "index": 0}),
                    (
                        "message_delta",
                        {
                            "type": "message_delta",
                            "delta": {"stop_reason": "end_turn", "stop_sequence": None},
                            "usage": {"output_tokens": message["usage"]["output_tokens"]},
                        },
                    ),
                    ("message_stop", {"type": "message_stop"}),
                ]
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.send_header("Cache-Control", "no-cache")
                self.send_header("Connection", "close")
                self.send_header("request-id", "req_fake")
                self.end_headers()
                for name, data in events:
                    self.wfile.write(f"event: {name}\ndata: {json.dumps(data)}\n\n".encode())
                    self.wfile.flush()
                self.close_connection = True

        return Handler

    def _message(self, body: Any) -> dict:
        model = body.get("model", self.model) if isinstance(body, dict) else self.model
        return {
            "id": "msg_" + uuid.uuid4().hex[:24],
            "type": "message",
            "role": "assistant",
            "model": model,
            "content": [{"type": "text", "text": self.reply}],
            "stop_reason": "end_turn",
            "stop_sequence": None,
            "usage": {
                "input_tokens": 10,
                "output_tokens": max(len(self.reply) // 4, 1),
                "cache_creation_input_tokens": 0,
                "cache_read_input_tokens": 0,
            },
        }
