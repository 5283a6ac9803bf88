"""The front of `mgimind mcp`: the host's opening requests answered in milliseconds.

A host waits for an MCP server's `initialize` and tool list before its first prompt, and
importing the MCP SDK and building the tools from the operation table takes about two
seconds. So the server's own stdin and stdout are this front's: it answers `initialize`
(`server/discover` from protocol 2026-07-28 on) and the lists (tools, prompts, resources)
from what the SDK's server answered the last time (`mcp-lists.json` in the home, for this
code only: its version, its operations, its plugins), while the SDK loads behind it on a
pipe. Every other message goes through to the SDK, and every SDK reply comes back
unchanged; the SDK's session is initialized with the host's own `initialize`. What the
SDK answers the host goes in the file for the next start, per protocol version (the
answers' shape depends on it). With no usable file (the first start, other code),
everything goes through.

Standard library only until the SDK is imported: this runs before it loads.
"""

from __future__ import annotations

import json
import os
import sys
import threading
from typing import Callable

CACHE_NAME = "mcp-lists.json"
LISTS = ("tools/list", "prompts/list", "resources/list", "resources/templates/list")
# What a host asks before its first prompt: `initialize` (or, from protocol 2026-07-28 on,
# `server/discover`) and the lists.
OPENING = ("initialize", "server/discover", *LISTS)
OWN_ID = "mgimind-front:"  # ids of the requests the front itself sends the SDK
END = OWN_ID + "end"  # the last line on the SDK's output pipe


class Front:
    """Between the host (`host_in`, `host_out`: file descriptors) and the SDK's server
    (`sdk_in`: where its requests are written, `sdk_out`: where its replies are read)."""

    def __init__(self, host_in: int, host_out: int, sdk_in: int, sdk_out: int, cache_path: str):
        self.host_in = os.fdopen(host_in, "rb", buffering=0)
        self.host_out = os.fdopen(host_out, "wb", buffering=0)
        self.sdk_in = os.fdopen(sdk_in, "wb", buffering=0)
        self.sdk_out = os.fdopen(sdk_out, "rb")
        self.cache_path = cache_path
        self.key = code_key()
        # The SDK's answers by the protocol version the host asked for (the answers'
        # shape depends on it): {version: {method: result}}.
        self.answers: dict[str, dict] = _read_cache(cache_path, self.key)
        self.version = ""  # the one this host asked for
        self.asked: dict[str, str] = {}  # the host's requests whose answers are kept: id -> method
        self.ready = threading.Event()  # the SDK's server answered `initialize`
        self.lock = threading.Lock()  # `answers` and the file
        self.write_lock = threading.Lock()  # the host's stdout

    # --- host -> SDK ---------------------------------------------------------------------

    def pump_host(self) -> None:
        """Read the host's messages until it closes stdin, then close the SDK's."""
        try:
            for line in self.host_in:
                if line.strip():
                    self.from_host(line)
        finally:
            self.sdk_in.close()

    def from_host(self, line: bytes) -> None:
        try:
            message = json.loads(line)
        except ValueError:
            message = None
        is_request = isinstance(message, dict) and "id" in message
        method = message.get("method") if is_request else None
        if method in OPENING:
            params = message.get("params") or {}
            if params.get("cursor"):  # a later page: the SDK's
                method = None
            else:
                self.version = protocol_version(params) or self.version
        known = self.answers.get(self.version, {})
        if method == "initialize" and "initialize" in known:
            self.to_host(message["id"], known["initialize"])
            # The SDK's session is initialized as the host asked; the front reads its answer.
            line = json.dumps({**message, "id": OWN_ID + "initialize"}).encode()
        elif method in OPENING:
            if method in known and not self.ready.is_set():
                self.to_host(message["id"], known[method])
                return
            self.asked[json.dumps(message["id"])] = method
        self.sdk_in.write(line.rstrip(b"\n") + b"\n")

    # --- SDK -> host ---------------------------------------------------------------------

    def pump_sdk(self) -> None:
        """Pass the SDK's replies on to the host (but the one to the front's own
        `initialize`), keeping its answers to `initialize` and the lists."""
        for line in self.sdk_out:
            try:
                message = json.loads(line)
            except ValueError:
                message = None
            if not isinstance(message, dict):
                self.host_out_write(line)
                continue
            ident = message.get("id")
            if ident == END:
                return
            if isinstance(ident, str) and ident.startswith(OWN_ID):
                method: str | None = ident[len(OWN_ID) :]
            else:
                self.host_out_write(line)
                method = self.asked.pop(json.dumps(ident), None)
            if ident is not None:
                self.ready.set()  # the SDK's server answers now
            result = message.get("result")
            if method and isinstance(result, dict):
                self.keep(method, result)

    def keep(self, method: str, result: dict) -> None:
        """Record the SDK's answer to `method` for this protocol version, in the file too
        (at once: a host may end the server any time)."""
        with self.lock:
            self.answers.setdefault(self.version, {})[method] = result
            _write_cache(self.cache_path, {"key": self.key, "answers": self.answers})

    def to_host(self, ident, result: dict) -> None:
        message = {"jsonrpc": "2.0", "id": ident, "result": result}
        self.host_out_write(json.dumps(message, ensure_ascii=False).encode())

    def host_out_write(self, line: bytes) -> None:
        with self.write_lock:
            self.host_out.write(line.rstrip(b"\n") + b"\n")


def protocol_version(params: dict) -> str:
    """The protocol version a request names: `initialize`'s own parameter, or the
    per-request `_meta` of the stateless protocol (2026-07-28 on)."""
    meta = params.get("_meta")
    named = params.get("protocolVersion") or (
        meta.get("io.modelcontextprotocol/protocolVersion") if isinstance(meta, dict) else None
    )
    return str(named) if named else ""


def serve(home: str, run_sdk_server: Callable[[], None]) -> None:
    """Run `run_sdk_server` (the SDK's stdio server, on fds 0 and 1) behind the front:
    fds 0 and 1 become pipes to the front, which holds the host's stdin and stdout."""
    host_in, host_out = os.dup(0), os.dup(1)
    to_sdk_r, to_sdk_w = os.pipe()
    from_sdk_r, from_sdk_w = os.pipe()
    os.dup2(to_sdk_r, 0)
    os.dup2(from_sdk_w, 1)
    os.close(to_sdk_r)
    os.close(from_sdk_w)
    front = Front(host_in, host_out, to_sdk_w, from_sdk_r, os.path.join(home, CACHE_NAME))
    threads = [
        threading.Thread(target=front.pump_host, name="mcp-front-in", daemon=True),
        threading.Thread(target=front.pump_sdk, name="mcp-front-out", daemon=True),
    ]
    for thread in threads:
        thread.start()
    try:
        run_sdk_server()
    finally:
        sys.stdout.flush()
        # The SDK keeps a copy of its output pipe open for good, so the front never sees
        # it end: a last line, behind everything the SDK wrote, tells it to stop.
        os.write(1, json.dumps({"id": END}).encode() + b"\n")
        threads[1].join(timeout=5)


# --- the file ------------------------------------------------------------------------------


def code_key() -> str:
    """What the answers depend on: this mgimind (its version, where it runs from, and
    when its operations last changed) and the plugins installed beside it."""
    from importlib import metadata

    from mgimind import __version__

    package = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    stamps = []
    for folder in ("operations", "doors"):
        path = os.path.join(package, folder)
        try:
            stamps.append(max(e.stat().st_mtime_ns for e in os.scandir(path) if e.is_file()))
        except (OSError, ValueError):
            stamps.append(0)
    plugins = sorted(f"{e.name}={e.value}" for e in metadata.entry_points(group="mgimind"))
    return json.dumps([__version__, sys.executable, package, stamps, plugins])


def _read_cache(path: str, key: str) -> dict:
    """The answers in the file, when it was written by this code; else none."""
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict) or data.get("key") != key:
        return {}
    answers = data.get("answers")
    return answers if isinstance(answers, dict) else {}


def _write_cache(path: str, data: dict) -> None:
    from mgimind.hooks.wire import open_private

    try:
        os.makedirs(os.path.dirname(path), mode=0o700, exist_ok=True)
        tmp = f"{path}.{os.getpid()}"
        with open_private(tmp, "w", truncate=True) as f:
            json.dump(data, f)
        os.replace(tmp, path)
    except OSError:
        pass  # the next start goes through the SDK, as the first did
