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
import uuid
from dataclasses import dataclass
from typing import Any

from .loopback import ApiHandler, LoopbackApi


@dataclass
class Recorded:
    path: str
    headers: dict[str, str]
    body: Any
    raw: str


def _not_found(path: str) -> dict:
    return {
        "type": "error",
        "error": {"type": "not_found_error", "message": f"{path} is not faked"},
    }


class _Handler(ApiHandler):
    fake: "FakeAnthropic"
    headers_sent = {"request-id": "req_fake"}

    def do_GET(self):
        self.send_json(404, _not_found(self.path))

    def do_HEAD(self):
        self.send_response(200)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def do_POST(self):
        raw, body = self.read_body()
        self.fake.record(Recorded(self.path, dict(self.headers), body, raw))
        path = self.path.split("?")[0]
        if path == "/v1/messages/count_tokens":
            return self.send_json(200, {"input_tokens": max(len(raw) // 4, 1)})
        if path != "/v1/messages":
            return self.send_json(404, _not_found(path))
        message = self.fake._message(body)
        if isinstance(body, dict) and body.get("stream"):
            return self.send_events(
                f"event: {name}\ndata: {json.dumps(data)}\n\n" for name, data in _events(message)
            )
        return self.send_json(200, message)


def _events(message: dict) -> list[tuple[str, dict]]:
    """The SSE events that stream `message`: its text in 16-character deltas."""
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
        delta = {"type": "text_delta", "text": text[i : i + 16]}
        events.append(
            ("content_block_delta", {"type": "content_block_delta", "index": 0, "delta": delta})
        )
    return events + [
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


class FakeAnthropic(LoopbackApi):
    handler = _Handler

    def __init__(self, reply: str = "OK (fake model reply)", model: str = "claude-fake"):
        self.reply = reply
        self.model = model
        super().__init__()

    def messages(self) -> list[Recorded]:
        """The recorded /v1/messages requests (model calls), in order."""
        return self.recorded(lambda r: r.path.split("?")[0] == "/v1/messages")

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
