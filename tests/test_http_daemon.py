"""The HTTP door served by a real daemon (`mgimind serve --http`), reached by a real HTTP
client. The full scope canary runs in-process in test_http.py; this checks the wiring:
the daemon's store, its lock, loopback only, a confined token confined over the wire."""

from __future__ import annotations

import httpx
import pytest
from click.testing import CliRunner
from daemon_helpers import running_daemon

from mgimind.doors.cli import main as cli
from mgimind.doors.client import DaemonClient
from mgimind.doors.http.door import parse_address
from mgimind.security.tokens import TokenStore

CANARY = "quokkacanary5521"


def _auth(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def test_daemon_serves_the_http_door(tmp_path, monkeypatch):
    home = tmp_path / "door-home"
    monkeypatch.setenv("MGIMIND_HTTP", "127.0.0.1:0")  # the spawned daemon opens the door
    with running_daemon(home, monkeypatch) as status:
        assert status["http"] and status["http"].startswith("127.0.0.1:")
        base = f"http://{status['http']}"
        socket_client = DaemonClient(home)
        socket_client.libraries.create("secret")
        socket_client.libraries.create("team")
        tokens = TokenStore(home)
        admin, _ = tokens.create("admin")
        teammate, _ = tokens.create("teammate", ["team"])
        with httpx.Client(base_url=base, timeout=60) as http:
            assert http.get("/openapi.json").json()["openapi"].startswith("3.")
            assert http.post("/v1/search", json={"query": "x"}).status_code == 401
            planted = http.post(
                "/v1/memories",
                headers=_auth(admin),
                json={
                    "text": f"The {CANARY} vault code sits in the ops binder.",
                    "library": "secret",
                },
            )
            assert planted.status_code == 200, planted.text
            planted_id = planted.json()["result"]["id"]
            own = http.post(
                "/v1/memories",
                headers=_auth(teammate),
                json={"text": "The team standup is at half past nine.", "library": "team"},
            )
            assert own.status_code == 200, own.text
            found = http.post(
                "/v1/search", headers=_auth(admin), json={"query": f"{CANARY} vault code"}
            ).json()["result"]
            assert found[0]["id"] == planted_id  # add + search round trip
            hidden = http.post(  # every hit the token may see, under the relevance floor too
                "/v1/search",
                headers=_auth(teammate),
                json={"query": f"{CANARY} vault code", "all": True},
            )
            assert hidden.status_code == 200
            ids = [hit["id"] for hit in hidden.json()["result"]]
            assert planted_id not in ids and own.json()["result"]["id"] in ids
            refused = http.post(
                "/v1/memories",
                headers=_auth(teammate),
                json={"text": "sneaking into the secret library", "library": "secret"},
            )
            assert refused.status_code == 403
        # Same store as the socket: the HTTP write is there, authored by the token.
        item = socket_client.memories.get(planted_id)
        assert CANARY in item.text and item.author == "token:admin"
        assert socket_client.status()["requests"] >= 5  # HTTP calls count as activity
        socket_client.close()


def test_the_door_is_loopback_only():
    assert parse_address("127.0.0.1:8765") == ("127.0.0.1", 8765)
    assert parse_address("localhost:0") == ("127.0.0.1", 0)
    assert parse_address("[::1]:9000") == ("::1", 9000)
    assert parse_address("8765") == ("127.0.0.1", 8765)
    result = CliRunner().invoke(cli, ["serve", "--http", "0.0.0.0:8765"])
    assert result.exit_code != 0 and "loopback only" in result.output
    assert "Traceback" not in result.output
    result = CliRunner().invoke(cli, ["serve", "--http", "127.0.0.1:notaport"])
    assert result.exit_code != 0 and "invalid HTTP address" in result.output


def test_a_taken_port_fails_the_startup_clearly(tmp_path, embedder):
    import socket

    from mgimind.doors.daemon.server import Daemon
    from mgimind.engine.mind import Mind

    holder = socket.socket()
    holder.bind(("127.0.0.1", 0))
    holder.listen(1)
    port = holder.getsockname()[1]
    mind = Mind(tmp_path / "home", embedder=embedder)
    try:
        daemon = Daemon(tmp_path / "home", mind=mind, http=f"127.0.0.1:{port}")
        with pytest.raises(Exception, match="cannot listen"):
            daemon.startup()
        daemon.shutdown()
    finally:
        holder.close()
