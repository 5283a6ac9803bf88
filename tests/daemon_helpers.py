"""Start and stop real daemons for tests (detached processes, like a user's)."""

from __future__ import annotations

import os
import signal
import socket
import time
from contextlib import contextmanager
from pathlib import Path

import store_seed
from mgimind.hooks import wire

from mgimind.doors.cli.daemon_cmd import stop_daemon


def start(home: Path, timeout: float = 60.0) -> dict:
    conn = wire.ensure_daemon(str(home), time.monotonic() + timeout)
    try:
        return conn.call("daemon.status")[0]
    finally:
        conn.close()


@contextmanager
def running_daemon(home: Path, monkeypatch=None, claude_config_dir: Path | None = None):
    """A real daemon for `home` for the duration of the block; always stopped after.

    Its transcript watcher looks at `claude_config_dir` (default: an empty directory in
    the home), never at the real ~/.claude of whoever runs the tests."""
    saved = {k: os.environ.get(k) for k in ("MGIMIND_AUTOSTART", "CLAUDE_CONFIG_DIR")}
    if monkeypatch is not None:
        monkeypatch.setenv("MGIMIND_AUTOSTART", "1")
    os.environ["MGIMIND_AUTOSTART"] = "1"
    os.environ["CLAUDE_CONFIG_DIR"] = str(claude_config_dir or Path(home) / "claude-config")
    try:
        store_seed.seed(Path(home), durable=True)  # the empty store its first open makes
        status = start(home)
        yield status
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
        stop_daemon(str(home))


def pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # a zombie counts as gone
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split()[2] != "Z"
    except OSError:
        return False


def wait_gone(pid: int, timeout: float = 20.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if not pid_alive(pid):
            return True
        time.sleep(0.05)
    return False


def freeze(pid: int, timeout: float = 10.0) -> None:
    """SIGSTOP `pid` and return once every one of its threads is stopped. kill() returns
    before that: until one of the process's threads takes the signal, the others run on,
    and a daemon thread woken by a connection can still accept it."""
    os.kill(pid, signal.SIGSTOP)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        states = []
        for task in os.listdir(f"/proc/{pid}/task"):
            try:
                with open(f"/proc/{pid}/task/{task}/stat") as f:
                    states.append(f.read().rsplit(")", 1)[1].split()[0])
            except OSError:
                continue  # a thread that just ended
        if states and all(state in "tTZX" for state in states):
            return
        time.sleep(0.002)
    raise AssertionError(f"process {pid} did not stop within {timeout} s")


def fill_listen_queue(path: Path) -> list:
    """Connect without being accepted until the listening socket at `path` refuses more (a
    stopped daemon's, or one nobody accepts from); the connections, for the caller to close."""
    queued = []
    while len(queued) < 512:
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        sock.setblocking(False)
        try:
            sock.connect(str(path))
        except BlockingIOError:
            sock.close()
            return queued
        queued.append(sock)
    raise AssertionError("the listen queue never filled")
