"""A fake OpenAI Responses API on loopback: a real HTTP server speaking the real wire format.

POST /v1/responses answers with one assistant message, streamed as server-sent events
(response.created, response.output_item.added, response.content_part.added,
response.output_text.delta, response.output_text.done, response.content_part.done,
response.output_item.done, response.completed), which is what the Codex CLI reads with
`wire_api = "responses"`. Every request is recorded (`server.requests`), so a test can
assert on exactly what the host sent to the model; any other path answers 404.

    with FakeResponses(reply="Hello") as api:
        codex exec -c model_provider=fake -c 'model_providers.fake={base_url="<api.url>", ...}'
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


class FakeResponses:
    def __init__(self, reply: str = "OK (fake model reply)", model: str = "gpt-fake"):
        self.reply = reply
        self.model = model
        self.requests: list[Recorded] = []
        self._lock = threading.Lock()
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        """The provider's base_url (Codex appends /responses)."""
        host, port = self._httpd.server_address[:2]
        return f"http://{host}:{port}/v1"

    def responses(self) -> list[Recorded]:
        """The recorded POST /v1/responses requests (model calls), in order."""
        with self._lock:
            return [r for r in self.requests if r.path.split("?")[0] == "/v1/responses"]

    def __enter__(self) -> "FakeResponses":
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()

    # --- the wire ---------------------------------------------------------------------------

    def _handler(self):
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args):  # keep test output clean
                pass

            def do_GET(self):
                self._record(None)
                self._json(404, {"error": {"message": f"{self.path} is not faked"}})

            def do_POST(self):
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length)
                try:
                    body = json.loads(raw) if raw else None
                except ValueError:
                    body = None
                self._record(body)
                if self.path.split("?")[0] != "/v1/responses" or not isinstance(body, dict):
                    return self._json(404, {"error": {"message": f"{self.path} is not faked"}})
                self._stream(fake._events(body))

            def _record(self, body) -> None:
                with fake._lock:
                    fake.requests.append(Recorded(self.path, dict(self.headers), body))

            def _json(self, status: int, data: dict) -> None:
                payload = json.dumps(data).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            def _stream(self, events: list[dict]) -> None:
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.send_header("Cache-Control", "no-cache")
                self.send_header("Connection", "close")
                self.end_headers()
                for event in events:
                    self.wfile.write(
                        f"event: {event['type']}\ndata: {json.dumps(event)}\n\n".encode()
                    )
                    self.wfile.flush()
                self.close_connection = True

        return Handler

    def _events(self, body: dict) -> list[dict]:
        """The SSE events of one streamed response holding one assistant message."""
        response_id = "resp_" + uuid.uuid4().hex[:24]
        item_id = "msg_" + uuid.uuid4().hex[:24]
        model = body.get("model") or self.model
        text = self.reply
        part = {"type": "output_text", "text": text, "annotations": []}
        item = {
            "type": "message",
            "id": item_id,
            "status": "completed",
            "role": "assistant",
            "content": [part],
        }
        pending = {"id": response_id, "object": "response", "model": model, "status": "in_progress"}
        usage = {
            "input_tokens": 10,
            "input_tokens_details": {"cached_tokens": 0},
            "output_tokens": max(len(text) // 4, 1),
            "output_tokens_details": {"reasoning_tokens": 0},
            "total_tokens": 10 + max(len(text) // 4, 1),
        }
        where = {"item_id": item_id, "output_index": 0, "content_index": 0}
        return [
            {"type": "response.created", "response": {**pending, "output": []}},
            {
                "type": "response.output_item.added",
                "output_index": 0,
                "item": {**item, "status": "in_progress", "content": []},
            },
            {"type": "response.content_part.added", **where, "part": {**part, "text": ""}},
            {"type": "response.output_text.delta", **where, "delta": text},
            {"type": "response.output_text.done", **where, "text": text},
            {"type": "response.content_part.done", **where, "part": part},
            {"type": "response.output_item.done", "output_index": 0, "item": item},
            {
                "type": "response.completed",
                "response": {**pending, "status": "completed", "output": [item], "usage": usage},
            },
        ]
