"""Bad input at the doors gets a clear error, never a dropped connection or a 500: lone
surrogate escapes on the socket, a NUL byte in a project over HTTP."""

from __future__ import annotations

import json
import socket

import mgimind.hooks.wire as wire
import pytest
from daemon_helpers import running_daemon
from starlette.testclient import TestClient

from mgimind.doors.http.app import create_app
from mgimind.security.tokens import TokenStore

BAD_LINES = [
    r'{"id": 1, "method": "op:memory.add", "params": {"kwargs": {"text": "half \ud800 a"}}}',
    r'{"id": 2, "method": "op:recall", "params": {"kwargs": {"query": "q", "project": "\udfff"}}}',
    r'{"id": 3, "method": "op:memory.search\udc80", "params": {}}',
    r'{"id": 4, "method": "op:stats", "params": {}, "actor": "cli:\ud83d"}',
    r'{"id": 5, "method": "hook", "params": {"host": "claude-code", "event": "prompt", '
    r'"payload": {"prompt": "x\ud800", "cwd": "/tmp"}}}',
    r'{"id": 6, "method": "op:stats", "params": {"kwargs": {"\udead": 1}}}',
]


def _connect(home):
    """A raw connection to the daemon's socket: (socket, its line reader)."""
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.settimeout(30)
    sock.connect(str(home / wire.SOCKET_NAME))
    return sock, sock.makefile("rb")


def test_lone_surrogates_get_a_clear_error_on_a_live_connection(tmp_path, monkeypatch):
    home = tmp_path / "home"
    with running_daemon(home, monkeypatch):
        sock, reader = _connect(home)
        for line in BAD_LINES:
            sock.sendall(line.encode() + b"\n")
            reply = json.loads(reader.readline())
            assert reply["error"]["type"] == "InvalidInput", (line, reply)
            assert "surrogate" in reply["error"]["what"]
        # positive control: the same connection still serves a valid request
        sock.sendall(b'{"id": 9, "method": "op:stats", "params": {}}\n')
        reply = json.loads(reader.readline())
        assert reply["id"] == 9 and reply["result"]["memories"] == 0
        sock.close()
        assert "Traceback" not in (home / "daemon.log").read_text()


@pytest.mark.parametrize(
    "route,body",
    [
        ("/v1/briefing", {"agent": "claude"}),
        ("/v1/recall", {"query": "anything"}),
        ("/v1/sessions/last", {"agent": "claude"}),
    ],
)
def test_a_nul_in_project_is_a_422_not_a_500(isolated_home, embedder, route, body):
    from mgimind.engine.mind import Mind

    mind = Mind(isolated_home, embedder=embedder)
    try:
        secret = TokenStore(isolated_home).create("agent")[0]
        client = TestClient(create_app(mind))
        body = {**body, "project": "/tmp/a\x00b"}
        bad = client.post(route, json=body, headers={"Authorization": f"Bearer {secret}"})
        assert bad.status_code == 422 and "NUL" in bad.json()["error"]
        body["project"] = "/tmp/a-b"  # positive control: the same call, a plain path
        good = client.post(route, json=body, headers={"Authorization": f"Bearer {secret}"})
        assert good.status_code == 200
    finally:
        mind.close()


def test_a_relative_project_over_http_is_refused(isolated_home, embedder):
    """The daemon stands in another folder: '.' over HTTP would name the wrong project."""
    from mgimind.engine.mind import Mind

    mind = Mind(isolated_home, embedder=embedder)
    try:
        secret = TokenStore(isolated_home).create("agent")[0]
        client = TestClient(create_app(mind))
        auth = {"Authorization": f"Bearer {secret}"}
        bad = client.post("/v1/recall", json={"query": "q", "project": "."}, headers=auth)
        assert bad.status_code == 422 and "absolute" in json.dumps(bad.json())
        good = client.post("/v1/recall", json={"query": "q", "project": "/srv/app"}, headers=auth)
        assert good.status_code == 200  # positive control: an absolute path is served
    finally:
        mind.close()


def test_a_request_that_is_not_an_object_gets_an_error(tmp_path, monkeypatch):
    home = tmp_path / "home"
    with running_daemon(home, monkeypatch):
        sock, reader = _connect(home)
        for line in (b"[1, 2]", b'"stats"', b"42", b"null"):
            sock.sendall(line + b"\n")
            assert json.loads(reader.readline())["error"]["type"] == "InvalidInput"
        sock.sendall(b'{"id": 3, "method": "op:stats", "params": {}}\n')  # positive control
        assert json.loads(reader.readline())["id"] == 3
        sock.close()
