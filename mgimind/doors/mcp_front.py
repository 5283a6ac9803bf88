"""The front of `mgimind mcp`: the host's opening requests answered in milliseconds.

A host waits for an MCP server's `initialize` and tool list before its first prompt, and
importing the MCP SDK and building the tools from the operation table takes one to two
seconds of CPU, which a host starting up beside it (and its hooks) feel too. So the
server's own stdin and stdout are this front's: it answers `initialize`, `ping` and the
lists (tools, prompts, resources) from what the SDK's server answers for this code,
recorded in the installed package (`mcp_opening.json`, beside this file, per protocol
version: the answers' shape depends on it), and starts the SDK behind it on a pipe only
when a request needs it (a tool call, a read) or once the host has been up WARM_AFTER_S.
Every other message goes through to the SDK, and every SDK reply comes back unchanged;
the SDK's session is initialized with the host's own `initialize`.

The answers are what the host's model reads (tool descriptions, instructions), so they
come from the installed code only, never from a file in the home, which an agent with a
shell could edit. The file is used only by the code it was made for (mgimind's version,
the MCP SDK's, the plugins); otherwise, or for a protocol version it does not hold,
everything goes through to the SDK. `python -m mgimind.doors.mcp_front` writes it again
from the SDK's own answers (tests/test_mcp_front.py checks that it is current).

Standard library only until the SDK is imported: this runs before it loads.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from typing import Callable

OPENING_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "mcp_opening.json")
LISTS = ("tools/list", "prompts/list", "resources/list", "resources/templates/list")
# What a host asks before its first prompt: `initialize` (or, from protocol 2026-07-28 on,
# `server/discover`) and the lists.
OPENING = ("initialize", "server/discover", *LISTS)
OWN_ID = "mgimind-front:"  # ids of the requests the front itself sends the SDK
END = OWN_ID + "end"  # the last line on the SDK's output pipe
# The SDK starts this long after the server if no request needed it before: past a host's
# start-up (and its hooks'), and before most first tool calls.
WARM_AFTER_S = 3.0


class Front:
    """Between the host (`host_in`, `host_out`: file descriptors) and the SDK's server
    (`sdk_in`: where its requests are written, `sdk_out`: where its replies are read)."""

    def __init__(self, host_in: int, host_out: int, sdk_in: int, sdk_out: int, answers: dict):
        self.host_in = os.fdopen(host_in, "rb", buffering=0)
        self.host_out = os.fdopen(host_out, "wb", buffering=0)
        self.sdk_in = os.fdopen(sdk_in, "wb", buffering=0)
        self.sdk_out = os.fdopen(sdk_out, "rb")
        # The SDK's answers by the protocol version the host asks for: {version: {method: result}}.
        self.answers = answers
        self.version = ""  # the one this host asked for
        self.ready = threading.Event()  # the SDK's server answered `initialize`
        self.needed = threading.Event()  # a request waits for the SDK, or the host left
        self.sdk_asked = False  # a request of the host's went through to the SDK
        self.write_lock = threading.Lock()  # the host's stdout

    # --- host -> SDK ---------------------------------------------------------------------

    def pump_host(self) -> None:
        """Read the host's messages until it closes stdin, then close the SDK's."""
        try:
            for line in self.host_in:
                if line.strip():
                    self.from_host(line)
        finally:
            self.needed.set()
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
        elif method == "ping" and known and not self.ready.is_set():
            self.to_host(message["id"], {})
            return
        elif method in known and not self.ready.is_set():
            self.to_host(message["id"], known[method])
            return
        elif is_request:
            self.sdk_asked = True
            self.needed.set()
        self.sdk_in.write(line.rstrip(b"\n") + b"\n")

    # --- SDK -> host ---------------------------------------------------------------------

    def pump_sdk(self) -> None:
        """Pass the SDK's replies on to the host, but the one to the front's own `initialize`."""
        for line in self.sdk_out:
            try:
                message = json.loads(line)
            except ValueError:
                message = None
            ident = message.get("id") if isinstance(message, dict) else None
            if ident == END:
                return
            if isinstance(ident, str) and ident.startswith(OWN_ID):
                self.ready.set()  # the SDK's server answers now
                continue
            self.host_out_write(line)
            if ident is not None:
                self.ready.set()

    def to_host(self, ident: str | int, result: dict) -> None:
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


def serve(run_sdk_server: Callable[[], None]) -> None:
    """Run `run_sdk_server` (the SDK's stdio server, on fds 0 and 1) behind the front:
    fds 0 and 1 become pipes to the front, which holds the host's stdin and stdout. The
    SDK starts when a request needs it, or WARM_AFTER_S after the server; a host that
    leaves before either never waits for it to load."""
    host_in, host_out = os.dup(0), os.dup(1)
    to_sdk_r, to_sdk_w = os.pipe()
    from_sdk_r, from_sdk_w = os.pipe()
    os.dup2(to_sdk_r, 0)
    os.dup2(from_sdk_w, 1)
    os.close(to_sdk_r)
    os.close(from_sdk_w)
    front = Front(host_in, host_out, to_sdk_w, from_sdk_r, read_opening(code_key()))
    threads = [
        threading.Thread(target=front.pump_host, name="mcp-front-in", daemon=True),
        threading.Thread(target=front.pump_sdk, name="mcp-front-out", daemon=True),
    ]
    for thread in threads:
        thread.start()
    front.needed.wait(WARM_AFTER_S)
    try:
        if front.sdk_asked or not front.needed.is_set():  # else the host left, all answered
            run_sdk_server()
    finally:
        sys.stdout.flush()
        # The SDK keeps a copy of its output pipe open for good, so the front never sees
        # it end: a last line, behind everything the SDK wrote, tells it to stop.
        os.write(1, json.dumps({"id": END}).encode() + b"\n")
        threads[1].join(timeout=5)


# --- the answers in the package ------------------------------------------------------------


def code_key() -> list:
    """What the answers depend on: mgimind's version, the MCP SDK's, and the plugins that
    load (a plugin may bring operations, so tools)."""
    from importlib import metadata

    from mgimind import __version__

    try:
        sdk = metadata.version("mcp")
    except metadata.PackageNotFoundError:
        sdk = ""
    allow = os.environ.get("MGIMIND_LOAD_PLUGINS")
    allowed = None if allow is None else {n.strip() for n in allow.split(",")}
    plugins = sorted(
        f"{e.name}={e.value}"
        for e in metadata.entry_points(group="mgimind")
        if allowed is None or e.name in allowed
    )
    return [__version__, sdk, plugins]


def read_opening(key: list, path: str = OPENING_FILE) -> dict:
    """The answers in the package's file, when it was made for this code; else none."""
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict) or data.get("key") != key:
        return {}
    answers = data.get("answers")
    return answers if isinstance(answers, dict) else {}


def ask_sdk(version: str) -> dict:
    """The SDK's server's own answers to a host's opening requests (`initialize` and the
    lists) for one protocol version, asked over stdio as a host would."""
    script = "from mgimind.doors.mcp_server import build_server; build_server().run('stdio')"
    hello = {
        "protocolVersion": version,
        "capabilities": {},
        "clientInfo": {"name": "mgimind", "version": "1"},
    }
    asked = dict(enumerate(("initialize", *LISTS)))
    proc = subprocess.Popen(
        [sys.executable, "-c", script], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    assert proc.stdin is not None and proc.stdout is not None
    answers: dict[str, dict] = {}
    try:
        for ident, method in asked.items():
            message = {"jsonrpc": "2.0", "id": ident, "method": method, "params": {}}
            if method == "initialize":
                message["params"] = hello
            proc.stdin.write(json.dumps(message) + "\n")
            proc.stdin.flush()
            line = proc.stdout.readline()  # in order: one request at a time
            if not line:
                raise RuntimeError(f"the MCP SDK's server ended before answering {method}")
            reply = json.loads(line)
            if "result" in reply:
                answers[method] = reply["result"]
            if method == "initialize":
                proc.stdin.write('{"jsonrpc": "2.0", "method": "notifications/initialized"}\n')
    finally:
        proc.stdin.close()
        proc.wait(timeout=30)
    return answers


def opening_now() -> dict:
    """What the package's file should hold for this code: the SDK's answers for every
    protocol version opened with `initialize`."""
    from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS

    return {"key": code_key(), "answers": {v: ask_sdk(v) for v in HANDSHAKE_PROTOCOL_VERSIONS}}


def main() -> None:
    """Write the package's file from the SDK's answers for this code."""
    text = json.dumps(opening_now(), indent=1, sort_keys=True, ensure_ascii=False)
    with open(OPENING_FILE, "w", encoding="utf-8") as f:
        f.write(text + "\n")
    print(f"wrote {OPENING_FILE}")


if __name__ == "__main__":
    main()
