"""A fake Gemini API (generativelanguage v1beta) on loopback: a real HTTP server speaking
the real wire format.

POST /v1beta/models/<model>:streamGenerateContent?alt=sse answers with one text reply as
server-sent events (`data: <GenerateContentResponse>` chunks, the last carrying
finishReason STOP and usageMetadata); :generateContent answers the same reply as one JSON
response (the Gemini CLI uses it for its own side calls: routing, next-speaker checks,
titles), and :countTokens a rough count. Every request is recorded (`server.requests`), so
a test can assert on exactly what the host sent to the model.

    with FakeGemini(reply="Hello") as api:
        env["GOOGLE_GEMINI_BASE_URL"] = api.url
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from .loopback import ApiHandler, LoopbackApi

_MODEL_CALL = re.compile(r"^/v1(?:beta|alpha)?/models/([^/:]+):(\w+)$")


@dataclass
class Recorded:
    path: str
    method: str  # the model method: streamGenerateContent, generateContent, countTokens
    headers: dict[str, str]
    body: Any

    def user_text(self) -> str:
        """Every text part the request's user turns carry, joined."""
        contents = (self.body or {}).get("contents") or []
        return "\n".join(
            part.get("text", "")
            for content in contents
            if isinstance(content, dict) and content.get("role", "user") == "user"
            for part in content.get("parts") or []
            if isinstance(part, dict) and isinstance(part.get("text"), str)
        )


class _Handler(ApiHandler):
    fake: "FakeGemini"

    def do_GET(self):
        self._json(404, _error(404, f"{self.path} is not faked"))

    def do_POST(self):
        raw, body = self.read_body()
        match = _MODEL_CALL.match(self.path.split("?")[0])
        method = match.group(2) if match else ""
        self.fake.record(Recorded(self.path, method, dict(self.headers), body))
        if method == "countTokens":
            return self._json(200, {"totalTokens": max(len(raw) // 4, 1)})
        if method == "generateContent":
            return self._json(200, self.fake._response(self.fake._side_reply(body), True))
        if method == "streamGenerateContent":
            text = self.fake.reply
            pieces = [text[i : i + 16] for i in range(0, len(text), 16)] or [""]
            last = len(pieces) - 1
            return self.send_events(
                f"data: {json.dumps(self.fake._response(piece, i == last))}\r\n\r\n"
                for i, piece in enumerate(pieces)
            )
        return self._json(404, _error(404, f"{self.path} is not faked"))

    def _json(self, status: int, data: dict) -> None:
        self.send_json(status, data, "application/json; charset=UTF-8")


class FakeGemini(LoopbackApi):
    handler = _Handler

    def __init__(self, reply: str = "OK (fake model reply)", model: str = "gemini-fake"):
        self.reply = reply
        self.model = model
        super().__init__()

    def chats(self) -> list[Recorded]:
        """The recorded streamed model calls (the conversation's turns), in order."""
        return self.recorded(lambda r: r.method == "streamGenerateContent")

    # --- the wire ---------------------------------------------------------------------------

    def _response(self, text: str, final: bool) -> dict:
        candidate: dict = {"content": {"role": "model", "parts": [{"text": text}]}, "index": 0}
        out: dict = {"candidates": [candidate], "modelVersion": self.model}
        if final:
            candidate["finishReason"] = "STOP"
            out["usageMetadata"] = {
                "promptTokenCount": 10,
                "candidatesTokenCount": max(len(self.reply) // 4, 1),
                "totalTokenCount": 10 + max(len(self.reply) // 4, 1),
            }
        return out

    def _side_reply(self, body: Any) -> str:
        """The CLI's own JSON-mode side calls (model routing, next-speaker checks) get an
        answer filling their schema's required fields, one that hands the turn back to the
        person; everything else gets the reply."""
        config = (body or {}).get("generationConfig") or {}
        if config.get("responseMimeType") != "application/json":
            return self.reply
        schema = config.get("responseJsonSchema") or config.get("responseSchema") or {}
        fill = {"STRING": "fake", "INTEGER": 1, "NUMBER": 1, "BOOLEAN": False}
        answer = {
            name: (prop.get("enum") or [fill.get(str(prop.get("type", "")).upper(), "fake")])[0]
            for name, prop in (schema.get("properties") or {}).items()
            if isinstance(prop, dict)
        }
        if "next_speaker" in answer:
            answer["next_speaker"] = "user"
        return json.dumps(answer)


def _error(code: int, message: str) -> dict:
    return {"error": {"code": code, "message": message, "status": "NOT_FOUND"}}
