"""A fake OpenAI-compatible chat completions API on loopback, for the coding-agent CLIs
that speak it (OpenCode, Qwen Code): it records every request body and answers `reply`,
as server-sent chunks when the request asks to stream, else as one JSON completion.

    with FakeStreamingChat(reply="pong") as api:
        env["OPENAI_BASE_URL"] = api.url          # ends in /v1
        ... api.requests                           # the bodies, in order
"""

from __future__ import annotations

import json

from fakes.loopback import ApiHandler, LoopbackApi

USAGE = {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2}


def _chunk(delta: dict, finish: str | None) -> str:
    chunk = {
        "id": "c1",
        "object": "chat.completion.chunk",
        "created": 1,
        "model": "fake-model",
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
    }
    if finish:
        chunk["usage"] = USAGE
    return "data: " + json.dumps(chunk) + "\n\n"


class ChatHandler(ApiHandler):
    fake: "FakeStreamingChat"

    def do_GET(self):  # the model list some clients read first
        self.send_json(200, {"object": "list", "data": [{"id": "fake-model", "object": "model"}]})

    def do_POST(self):
        _, body = self.read_body()
        body = body if isinstance(body, dict) else {}
        self.fake.record(body)
        reply = {"role": "assistant", "content": self.fake.reply}
        if body.get("stream"):
            self.send_events([_chunk(reply, None), _chunk({}, "stop"), "data: [DONE]\n\n"])
            return
        completion = {
            "id": "c1",
            "object": "chat.completion",
            "created": 1,
            "model": "fake-model",
            "choices": [{"index": 0, "message": reply, "finish_reason": "stop"}],
            "usage": USAGE,
        }
        self.send_json(200, completion)


class FakeStreamingChat(LoopbackApi):
    handler = ChatHandler
    url_path = "/v1"

    def __init__(self, reply: str = "pong from the fake chat API") -> None:
        super().__init__()
        self.reply = reply
