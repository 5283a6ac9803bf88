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
import uuid
from dataclasses import dataclass
from typing import Any

from .loopback import ApiHandler, LoopbackApi


@dataclass
class Recorded:
    path: str
    headers: dict[str, str]
    body: Any


class _Handler(ApiHandler):
    fake: "FakeResponses"

    def do_GET(self):
        self.fake.record(Recorded(self.path, dict(self.headers), None))
        self.send_json(404, {"error": {"message": f"{self.path} is not faked"}})

    def do_POST(self):
        _, body = self.read_body()
        self.fake.record(Recorded(self.path, dict(self.headers), body))
        if self.path.split("?")[0] != "/v1/responses" or not isinstance(body, dict):
            return self.send_json(404, {"error": {"message": f"{self.path} is not faked"}})
        self.send_events(
            f"event: {event['type']}\ndata: {json.dumps(event)}\n\n"
            for event in self.fake._events(body)
        )


class FakeResponses(LoopbackApi):
    handler = _Handler
    url_path = "/v1"  # the provider's base_url (Codex appends /responses)

    def __init__(self, reply: str = "OK (fake model reply)", model: str = "gpt-fake"):
        self.reply = reply
        self.model = model
        super().__init__()

    def responses(self) -> list[Recorded]:
        """The recorded POST /v1/responses requests (model calls), in order."""
        return self.recorded(lambda r: r.path.split("?")[0] == "/v1/responses")

    # --- the wire ---------------------------------------------------------------------------

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
