"""A fake OpenAI-compatible chat-completions server on loopback, for tests only.

A real HTTP server speaking the real wire protocol (`POST /v1/chat/completions`, JSON
in and out, non-streaming), standing in for the hosted API: it records every request
body and answers from a script, in order: a plain answer or a tool call.
"""

from __future__ import annotations

import json
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


def answer(text: str) -> dict:
    return {"content": text}


def tool_call(name: str, **arguments) -> dict:
    return {"tool_call": {"name": name, "arguments": arguments}}


@dataclass
class FakeOpenAI:
    """`with FakeOpenAI([answer("hi")]) as server:` then point a client at `server.url`."""

    script: list[dict]
    requests: list[dict] = field(default_factory=list)

    def __post_init__(self):
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._calls = 0

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    def __enter__(self) -> "FakeOpenAI":
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._server.shutdown()
        self._server.server_close()

    def messages(self, index: int) -> list[dict]:
        return self.requests[index]["messages"]

    def _reply(self, body: dict) -> dict:
        self.requests.append(body)
        step = self.script[min(self._calls, len(self.script) - 1)]
        self._calls += 1
        message: dict = {"role": "assistant", "content": step.get("content")}
        finish = "stop"
        if "tool_call" in step:
            call = step["tool_call"]
            message["tool_calls"] = [
                {
                    "id": f"call_{self._calls}",
                    "type": "function",
                    "function": {"name": call["name"], "arguments": json.dumps(call["arguments"])},
                }
            ]
            finish = "tool_calls"
        return {
            "id": f"chatcmpl-{self._calls}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": body.get("model", "fake"),
            "choices": [{"index": 0, "message": message, "finish_reason": finish}],
            "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15},
        }

    def _handler(self):
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                if not self.path.rstrip("/").endswith("/chat/completions"):
                    self.send_error(404, "only chat completions here")
                    return
                length = int(self.headers.get("Content-Length") or 0)
                body = json.loads(self.rfile.read(length) or b"{}")
                data = json.dumps(fake._reply(body)).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args):  # keep test output clean
                pass

        return Handler
