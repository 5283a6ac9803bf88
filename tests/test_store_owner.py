"""One owner of the store: every opener takes mgimind's own lock before the engine
touches a file; a client never opens the store beside a daemon that is starting; kill -9
of the daemon while every kind of writer races its restart loses no acknowledged write."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

import mgimind
from benchmark.kill_faults import run as kill_run
from mgimind.doors.memory_client import InProcess
from mgimind.engine.mind import Mind
from mgimind.errors import StoreUnavailable


def _files(root: Path) -> dict[str, tuple[int, int]]:
    return {
        str(p): (p.stat().st_size, p.stat().st_mtime_ns) for p in root.rglob("*") if p.is_file()
    }


def test_a_second_opener_is_refused_before_the_engine_touches_the_store(isolated_home, embedder):
    owner = Mind(isolated_home, embedder=embedder)
    try:
        kept = owner.memories.add("The owner wrote this: the boiler is serviced in May.")
        owner.store.flush()
        before = _files(isolated_home / "store")
        with pytest.raises(StoreUnavailable) as refused:
            Mind(isolated_home, embedder=embedder, store_wait_s=0.2)
        assert "open in another process" in refused.value.what
        assert f"pid {os.getpid()}" in refused.value.what
        assert _files(isolated_home / "store") == before  # not a byte touched
        # the owner goes on, and what it wrote is there
        assert owner.memories.get(kept.id).text.startswith("The owner wrote this")
    finally:
        owner.close()
    # once the owner closes, the next opener gets the store, with the owner's memory
    nxt = Mind(isolated_home, embedder=embedder, store_wait_s=0.2)
    try:
        assert nxt.memories.get(kept.id).text.startswith("The owner wrote this")
    finally:
        nxt.close()


def test_open_never_falls_back_to_the_store_while_autostart_is_on(isolated_home, monkeypatch):
    monkeypatch.setenv("MGIMIND_AUTOSTART", "1")
    monkeypatch.setenv("MGIMIND_PYTHON", "/bin/false")  # every daemon start fails
    with pytest.raises(StoreUnavailable) as refused:
        mgimind.open(isolated_home, timeout=10)
    assert "daemon" in refused.value.what
    assert not (isolated_home / "store").exists()  # the store was never opened here
    # positive control: with auto-start off the in-process Mind is the way, and it opens
    monkeypatch.setenv("MGIMIND_AUTOSTART", "0")
    mind = mgimind.open(isolated_home)
    try:
        assert isinstance(mind.transport, InProcess) and (isolated_home / "store").is_dir()
    finally:
        mind.close()


def test_a_home_other_users_can_write_is_refused_with_the_fix(tmp_path, monkeypatch):
    home = tmp_path / "loose"
    home.mkdir()
    os.chmod(home, 0o777)
    with pytest.raises(StoreUnavailable) as refused:
        mgimind.open(home)
    assert "written by other users" in refused.value.what and "chmod 700" in refused.value.fix
    os.chmod(home, 0o700)  # positive control: the same home, fixed, opens
    mgimind.open(home).close()


def test_a_home_under_a_regular_file_is_a_clear_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.raises(StoreUnavailable) as refused:
        mgimind.open(blocker / "home")
    assert "cannot be created" in refused.value.what
    with pytest.raises(StoreUnavailable) as refused:
        mgimind.open(blocker)
    assert "not a folder" in refused.value.what


def test_the_daemon_creates_private_files(tmp_path, monkeypatch):
    from daemon_helpers import running_daemon

    home = tmp_path / "private"
    with running_daemon(home, monkeypatch):
        client = mgimind.open(home, timeout=60)
        client.memories.add("Private by default: the gate code changes monthly.")
        client.close()
        loose = [
            str(p)
            for p in home.rglob("*")
            if not p.is_symlink() and stat.S_IMODE(p.stat().st_mode) & 0o077
        ]
    assert loose == []
    assert any(p.name == "audit.log" for p in home.rglob("*"))  # positive control


def test_kill9_while_every_writer_kind_races_the_restart_loses_nothing(tmp_path):
    figures = kill_run(
        tmp_path / "home", cycles=3, cli_writers=2, min_gap=1.5, max_gap=3.0, log=lambda *_: None
    )
    assert figures["cycles"] == 3
    # every kind of writer got writes acknowledged, after the last restart too (positive
    # control), and none was lost
    assert all(n > 0 for n in figures["acknowledged"].values()), figures
    assert figures["lost"] == {"cli": 0, "open": 0, "http": 0}, figures
