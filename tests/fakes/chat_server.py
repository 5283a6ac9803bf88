"""A fake local model server on loopback (llama.cpp server, Ollama, vLLM stand-in), for
tests only: a real threading HTTP server speaking the chat completions protocol
(`POST /v1/chat/completions`, JSON in, `choices[0].message.content` out; `GET
/v1/models`). It records every request body and answers each with `respond(body)`, which
returns one of the behaviours below.
"""

from __future__ import annotations

import json
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Callable


def content(text: str) -> dict:
    """A normal answer whose message content is `text`."""
    return {"content": text}


def candidates(*items: dict) -> dict:
    return content(json.dumps({"candidates": list(items)}))


def status(code: int) -> dict:
    return {"status": code}


def raw(body: bytes, *, declare: bool = True) -> dict:
    """A 200 whose body is exactly `body` (with or without a Content-Length)."""
    return {"raw": body, "declare": declare}


def hang() -> dict:
    """Never answer (until the server stops)."""
    return {"hang": True}


def trickle(nbytes: int, every_s: float) -> dict:
    """A 200 that sends one byte every `every_s` seconds, `nbytes` in all."""
    return {"trickle": nbytes, "every": every_s}


def enormous(nbytes: int, *, declare: bool = True) -> dict:
    """A 200 of `nbytes` bytes (a JSON string that never ends, for a cap to cut)."""
    return {"enormous": nbytes, "declare": declare}


@dataclass
class FakeChatServer:
    """`with FakeChatServer(lambda body: candidates(...)) as server:` then point
    `extractor.url` at `server.url`."""

    respond: Callable[[dict], dict]
    requests: list[dict] = field(default_factory=list)
    delay_s: float = 0.0  # before every answer
    port: int = 0  # 0: any free port

    def __post_init__(self):
        self._release = threading.Event()
        self._server = ThreadingHTTPServer(("127.0.0.1", self.port), self._handler())
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    def __enter__(self) -> "FakeChatServer":
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._release.set()  # hanging answers give up
        self._server.shutdown()
        self._server.server_close()

    def _handler(self):
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            # Headers and body go out as separate writes: without this, Nagle and the
            # client's delayed ACK add ~40 ms to every answer (a loopback artefact).
            disable_nagle_algorithm = True

            def log_message(self, *args):
                pass

            def do_GET(self):
                if self.path.rstrip("/") == "/v1/models":
                    self._json(200, {"object": "list", "data": [{"id": "fake", "object": "model"}]})
                else:
                    self._json(404, {"error": "not found"})

            def do_POST(self):
                length = int(self.headers.get("Content-Length") or 0)
                body = json.loads(self.rfile.read(length) or b"{}")
                if self.path != "/v1/chat/completions":
                    return self._json(404, {"error": "not found"})
                server.requests.append(body)
                if server.delay_s:
                    time.sleep(server.delay_s)
                step = server.respond(body)
                if step.get("hang"):
                    server._release.wait()
                    return
                if "status" in step:
                    return self._json(step["status"], {"error": {"message": "model crashed"}})
                if "raw" in step:
                    return self._send(step["raw"], step["declare"])
                if "enormous" in step:
                    return self._enormous(step["enormous"], step["declare"])
                if "trickle" in step:
                    return self._trickle(step["trickle"], step["every"])
                self._json(200, _completion(body, step["content"]))

            def _json(self, code: int, data: dict) -> None:
                payload = json.dumps(data).encode()
                self.send_response(code)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            def _send(self, payload: bytes, declare: bool) -> None:
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                if declare:
                    self.send_header("Content-Length", str(len(payload)))
                else:
                    self.send_header("Connection", "close")
                    self.close_connection = True
                self.end_headers()
                self.wfile.write(payload)

            def _enormous(self, nbytes: int, declare: bool) -> None:
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                if declare:
                    self.send_header("Content-Length", str(nbytes))
                else:
                    self.send_header("Connection", "close")
                    self.close_connection = True
                self.end_headers()
                head = b'{"choices": [{"message": {"content": "'
                block = b"x" * 65536
                try:
                    self.wfile.write(head)
                    sent = len(head)
                    while sent < nbytes:
                        self.wfile.write(block)
                        sent += len(block)
                except OSError:
                    pass  # the client hung up at its cap, as it should

            def _trickle(self, nbytes: int, every: float) -> None:
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(nbytes))
                self.end_headers()
                try:
                    for _ in range(nbytes):
                        if server._release.wait(every):
                            return
                        self.wfile.write(b" ")
                        self.wfile.flush()
                except OSError:
                    pass

        return Handler


def _completion(body: dict, text: str) -> dict:
    return {
        "id": "chatcmpl-fake",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": body.get("model"),
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": text},
                "finish_reason": "stop",
            }
        ],
        "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
    }
