"""The doors' limits: the daemon's socket refuses a request line past its bound before
holding it (a clear error, the daemon's memory flat, the next request served); a
library-confined HTTP token's stats, integrity check and predicate list cover only its
libraries."""

from __future__ import annotations

import json
import socket
import time

from mgimind.hooks.wire import SOCKET_NAME

from mgimind import operations
from mgimind.doors.client import DaemonClient
from tests.daemon_helpers import running_daemon

HUGE_MB = 200


def _peak_rss_mb(pid: int) -> float:
    """The process's peak resident memory (VmHWM), in MB."""
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    raise AssertionError("no VmHWM")


def _settled_peak_mb(pid: int) -> float:
    """The peak once it stops moving (the models and background passes warm up after
    start), so what a request adds is what is measured."""
    peak, steady = _peak_rss_mb(pid), 0
    for _ in range(120):
        time.sleep(0.5)
        now = _peak_rss_mb(pid)
        steady = steady + 1 if now == peak else 0
        peak = now
        if steady >= 6:
            break
    return peak


def _send(home, *pieces: bytes) -> dict:
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
        sock.settimeout(120)
        sock.connect(str(home / SOCKET_NAME))
        for piece in pieces:
            sock.sendall(piece)
        reply = b""
        while not reply.endswith(b"\n"):
            chunk = sock.recv(65536)
            assert chunk, "the daemon closed the connection without a reply"
            reply += chunk
    return json.loads(reply)


def test_the_socket_refuses_an_oversized_request_before_holding_it(isolated_home, monkeypatch):
    isolated_home.mkdir(mode=0o700, parents=True, exist_ok=True)
    (isolated_home / "config.toml").write_text(
        "[limits]\nmax_text_chars = 1000\n[harvest]\nmax_turn_chars = 1000\n"
    )
    with running_daemon(isolated_home, monkeypatch) as status:
        with DaemonClient(isolated_home) as client:  # the models warm: the peak settles
            operations.call(client, "memory.search", {"query": "warm the models up"})
        before = _settled_peak_mb(status["pid"])
        # A well-formed request whose one string is HUGE_MB: read whole, it would cost the
        # daemon that much at least (and as much again parsed). Sent a megabyte at a time.
        head = b'{"id": 1, "method": "daemon.status", "params": {"x": "'
        megabyte = b"a" * (1 << 20)
        refused = _send(isolated_home, head, *([megabyte] * HUGE_MB), b'"}}\n')
        assert refused["error"]["type"] == "InvalidInput"
        assert "the daemon reads at most" in refused["error"]["what"]
        assert "limits.max_text_chars" in refused["error"]["fix"]
        grown = _peak_rss_mb(status["pid"]) - before
        assert grown < HUGE_MB / 4, f"the daemon's peak grew {grown:.0f} MB"
        # Positive control: a request within the bound, on the next connection, is served.
        served = _send(isolated_home, b'{"id": 2, "method": "daemon.status", "params": {}}\n')
        assert served["result"]["pid"] == status["pid"]


def test_a_confined_tokens_stats_integrity_and_predicates_cover_its_libraries_only(
    isolated_home, embedder
):
    from starlette.testclient import TestClient

    from mgimind.doors.http.app import create_app
    from mgimind.engine.mind import Mind
    from mgimind.security.tokens import TokenStore

    with Mind(isolated_home, embedder=embedder) as mind:
        for name in ("team-a", "payroll"):
            mind.libraries.create(name)
        mind.memories.add("The team-a build runs on the blue runners every night", "team-a")
        for who in ("alice", "bob", "carol"):
            mind.memories.add(
                f"Payroll note: {who} moves to the senior salary band in May", "payroll"
            )
        mind.facts.register_predicate("deploy_host", "single")
        mind.facts.register_predicate("salary_band_of", "single")
        mind.facts.add("team-a build", "deploy_host", "blue runners", library="team-a")
        mind.facts.add("alice", "salary_band_of", "senior", library="payroll")
        tokens = TokenStore(isolated_home)
        confined, _ = tokens.create("team-a-bot", libraries=["team-a"])
        whole, _ = tokens.create("home-bot")
        client = TestClient(create_app(mind, tokens))

        def get(route: str, token: str):
            reply = client.get(route, headers={"Authorization": f"Bearer {token}"})
            assert reply.status_code == 200, reply.text
            return reply.json()["result"]

        # Positive control: an unconfined token sees the whole home.
        assert get("/v1/stats", whole)["by_kind"]["memory"] == 4
        assert {p["name"] for p in get("/v1/predicates", whole)} >= {"salary_band_of"}
        assert get("/v1/store/integrity", whole)["counts"]["memory"] == 4
        # The confined token: its library's counts and names, nothing of payroll's.
        stats = get("/v1/stats", confined)
        assert (stats["memories"], stats["by_kind"]["memory"], stats["by_kind"]["fact"]) == (
            1,
            1,
            1,
        )
        assert stats["points"] < get("/v1/stats", whole)["points"]
        names = {p["name"] for p in get("/v1/predicates", confined)}
        assert names == {"deploy_host"}
        integrity = get("/v1/store/integrity", confined)
        assert integrity["ok"] and integrity["counts"]["memory"] == 1
        assert integrity["recorded"] is None


def test_the_hook_event_takes_each_operations_declared_lock(mind, tmp_path):
    """The hook door runs its operations through the dispatcher, which takes the lock
    each declares, as at every door: a session's start and end declare no store lock
    (sessions are files under their own locks), so a session-start hook answers while a
    long write holds the lock; an operation declared "write" waits for it."""
    import threading

    from mgimind.hooks.events import HookEvents

    from mgimind import operations
    from mgimind.hostapi import HookEvent

    project = tmp_path / "app"
    project.mkdir()
    layer = HookEvents()

    def ev(kind, **extra):
        return HookEvent(
            kind=kind, agent="claude-code", session_id="s-9", cwd=str(project), **extra
        )

    answered, created = threading.Event(), threading.Event()

    def start():
        layer.run(mind, ev("session-start", source="startup"))
        answered.set()

    def create():  # positive control: a "write" operation, through the same dispatcher
        operations.invoke(mind, operations.get("library.create"), {"name": "held"})
        created.set()

    with mind.write_lock:  # a long write elsewhere (an import) holds the store's lock
        threading.Thread(target=start, daemon=True).start()
        threading.Thread(target=create, daemon=True).start()
        assert answered.wait(30), "the session-start hook waited behind the write lock"
        assert not created.wait(1), "a write operation ran while the write lock was held"
    assert created.wait(30)
    layer.run(mind, ev("prompt", prompt="rename the billing module"))
    layer.run(mind, ev("session-end", reason="exit"))
    assert mind.sessions.last("claude-code", str(project)) is not None
