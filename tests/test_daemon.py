"""The daemon: a real detached process per home, its client, open(), the CLI through it."""

from __future__ import annotations

import json
import os
import signal
import stat
import subprocess
import sys
import threading
import time

import pytest
from click.testing import CliRunner
from daemon_helpers import running_daemon, wait_gone
from mgimind.hooks import wire

import mgimind
from mgimind.doors.cli import main as cli
from mgimind.doors.client import DaemonClient
from mgimind.doors.memory_client import Client, NotAnOperation
from mgimind.errors import InvalidInput, MgimindError, NotFound
from mgimind.memory.admission import IngestVerdict
from mgimind.models import SearchResult


@pytest.fixture(scope="module")
def shared_home(tmp_path_factory):
    """One warm daemon for the read-mostly tests of this module."""
    home = tmp_path_factory.mktemp("daemon-home")
    with running_daemon(home) as status:
        yield home, status


def test_client_runs_operations_by_name_and_rebuilds_models(shared_home):
    home, status = shared_home
    client = DaemonClient(home, actor="agent:test")
    # An agent's add is the operation memory.add: it passes the admission gate.
    added = client.memory.add(text="The billing service retries webhooks three times.")
    assert isinstance(added, IngestVerdict) and added.verdict == "stored"
    hits = client.memory.search(query="how many webhook retries", limit=3, all=True)
    assert hits and all(isinstance(h, SearchResult) for h in hits)
    assert hits[0].id == added.id and hits[0].author == "agent:test"  # the caller's actor
    same = client.call("memory.search", query="how many webhook retries", limit=3, all=True)
    assert [h.id for h in same] == [h.id for h in hits]  # one operation, two spellings
    with pytest.raises(NotFound, match="no memory with id"):  # same error type as in-process
        client.memory.get(memory_id="missing")
    assert hasattr(client, "memory") and not hasattr(client, "no_such_service")
    assert not hasattr(client.memory, "no_such_method")
    with pytest.raises(InvalidInput, match="by name"):  # one spelling: parameters by name
        client.memory.get("missing")
    # a method of the old API with no operation: a clear error naming the replacement
    with pytest.raises(NotAnOperation, match="memories.set_status") as err:
        client.memories.set_status(added.id, "active", "promote")
    assert "quarantine.promote" in err.value.fix
    assert client.status()["pid"] == status["pid"]
    client.close()


def test_anything_but_operations_is_refused(shared_home):
    home, _ = shared_home
    conn = wire.Connection(str(home))
    try:
        for method in (
            "store.delete",
            "memories._chunks",
            "audit.append",
            "close",
            "__class__",
            "memories.mind.store.delete",
            "memories.search",  # a public service method: not an operation
            "memories.count",
            "memories.set_status",
            "briefing",
            "op:no.such.operation",
        ):
            with pytest.raises(wire.RemoteError) as err:
                conn.call(method, {"args": [], "kwargs": {}})
            assert "does not serve" in err.value.error["what"] or "no operation" in str(
                err.value.error["what"]
            )
        with pytest.raises(wire.RemoteError, match="memory.search"):  # bad parameters
            conn.call("op:memory.search", {"kwargs": {"bogus": 1}})
        # the same connection still works after errors (positive control)
        result, type_ = conn.call("op:memory.search", {"kwargs": {"query": "webhooks"}})
        assert isinstance(result, list)
    finally:
        conn.close()


def test_socket_is_private_and_one_daemon_per_home(shared_home):
    home, status = shared_home
    mode = stat.S_IMODE(os.stat(home / "daemon.sock").st_mode)
    assert mode == 0o600
    second = subprocess.run(
        [sys.executable, "-m", "mgimind.doors.daemon", "--home", str(home)],
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert second.returncode == wire.EXIT_ALREADY_RUNNING
    assert "already serves" in second.stderr
    assert DaemonClient(home).status()["pid"] == status["pid"]  # the first one still serves


def test_cli_goes_through_the_daemon_holding_the_store(shared_home, monkeypatch):
    home, _ = shared_home
    monkeypatch.setenv("MGIMIND_HOME", str(home))
    runner = CliRunner()
    before = DaemonClient(home).status()["requests"]
    added = runner.invoke(cli, ["add", "Deploys freeze every Friday after 3pm.", "--json"])
    assert added.exit_code == 0, added.output
    found = runner.invoke(cli, ["search", "when do deploys freeze", "--json"])
    assert json.loads(found.output)[0]["id"] == json.loads(added.output)["id"]
    assert DaemonClient(home).status()["requests"] > before + 2
    shown = runner.invoke(cli, ["daemon", "status", "--json"])
    assert json.loads(shown.output)["running"] is True


def test_concurrent_autostart_yields_one_daemon(tmp_path, monkeypatch):
    home = tmp_path / "race"
    monkeypatch.setenv("MGIMIND_AUTOSTART", "1")
    monkeypatch.setenv("CLAUDE_CONFIG_DIR", str(tmp_path / "claude"))  # not the real ~/.claude
    pids, failures = [], []

    def start_one():
        try:
            conn = wire.ensure_daemon(str(home), time.monotonic() + 60)
            pids.append(conn.call("daemon.status")[0]["pid"])
            conn.close()
        except Exception as e:  # noqa: BLE001 - collected and asserted below
            failures.append(e)

    threads = [threading.Thread(target=start_one) for _ in range(4)]
    try:
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert not failures and len(pids) == 4 and len(set(pids)) == 1
    finally:
        from mgimind.doors.cli.daemon_cmd import stop_daemon

        stop_daemon(str(home))


def test_sigterm_flushes_and_data_survives(tmp_path, monkeypatch, embedder):
    home = tmp_path / "graceful"
    with running_daemon(home, monkeypatch) as status:
        added = DaemonClient(home).memory.add(text="The VPN config lives in ops/vpn.toml.")
        os.kill(status["pid"], signal.SIGTERM)
        assert wait_gone(status["pid"])
    assert not (home / "daemon.sock").exists() and not wire.lock_held(str(home))
    assert "stopped" in (home / "daemon.log").read_text()
    with mgimind.open(home, in_process=True, embedder=embedder) as mind:
        assert mind.memory.get(memory_id=added.id).text.startswith("The VPN config")


def test_idle_daemon_exits_and_is_restarted_on_demand(tmp_path, monkeypatch):
    home = tmp_path / "idle"
    home.mkdir()
    (home / "config.toml").write_text("[daemon]\nidle_timeout_s = 1\n")
    with running_daemon(home, monkeypatch) as status:
        client = DaemonClient(home)
        assert client.stats().memories == 0
        assert wait_gone(status["pid"], timeout=15)  # exits on its own once idle
        assert not (home / "daemon.sock").exists()
        # the client reconnects to a fresh daemon (auto-start) transparently
        assert client.stats().memories == 0
        assert client.status()["pid"] != status["pid"]


def test_open_picks_daemon_or_in_process(shared_home, tmp_path, monkeypatch, embedder):
    monkeypatch.setenv("MGIMIND_AUTOSTART", "0")
    with mgimind.open(tmp_path / "alone", embedder=embedder) as here:  # no daemon there
        assert type(here) is Client and not isinstance(here, DaemonClient)
    home, _ = shared_home
    client = mgimind.open(home)  # a daemon serves this one: the client, even without autostart
    assert isinstance(client, DaemonClient) and isinstance(client, Client)
    client.close()


def test_daemon_that_cannot_start_is_reported(tmp_path, monkeypatch):
    home = tmp_path / "broken"
    home.mkdir()
    (home / "config.toml").write_text("this is [not toml")
    monkeypatch.setenv("MGIMIND_AUTOSTART", "1")
    began = time.monotonic()
    with pytest.raises(wire.DaemonUnavailable, match="failed to start"):
        wire.ensure_daemon(str(home), time.monotonic() + 30)
    assert time.monotonic() - began < 15  # noticed the exit, did not wait out the budget
    assert "not valid TOML" in (home / "daemon.log").read_text()
    with pytest.raises(MgimindError, match="not valid TOML"):  # open() says what is wrong
        mgimind.open(home)
