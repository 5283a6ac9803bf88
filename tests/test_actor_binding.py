"""The actor is the door a call came through: a socket client that claims a person's
name acts as an app; the command line keeps its person; low-level mutators that would
skip the review gate are not served at all."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from daemon_helpers import running_daemon

import mgimind
from mgimind.client import NotInApi
from mgimind.errors import InvalidInput, ScopeDenied

MGIMIND = str(Path(sys.executable).with_name("mgimind"))


def test_a_claimed_person_is_an_app_unless_the_peer_is_the_cli(tmp_path, monkeypatch):
    home = tmp_path / "home"
    env = {**os.environ, "MGIMIND_HOME": str(home), "MGIMIND_AUTOSTART": "1", "USER": "alice"}
    with running_daemon(home, monkeypatch):
        client = mgimind.open(home, actor="cli:mallory", timeout=60)
        claimed = client.memories.add("Claimed by a script: the lab door code is 4711.")
        assert client.memories.get(claimed.id).author == "app:mallory"
        client.close()
        # positive control: the real command line acts as its person
        out = subprocess.run(
            [MGIMIND, "add", "Typed by a person: the lab closes at 8pm.", "--json"],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        memory_id = json.loads(out)["id"]
        got = subprocess.run(
            [MGIMIND, "get", memory_id, "--json"],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        assert json.loads(got)["author"] == "cli:alice"


def test_set_status_is_not_served_so_quarantine_needs_the_gate(tmp_path, monkeypatch, embedder):
    home = tmp_path / "home"
    with mgimind.open(home, in_process=True, embedder=embedder) as mind:
        held = mind.memories.add("A candidate waiting for review.", status="quarantined")
    with running_daemon(home, monkeypatch):
        client = mgimind.open(home, actor="mcp:agent", timeout=60)
        with pytest.raises(InvalidInput) as refused:  # not over the socket
            client.call("memories.set_status", held.id, "active", "quarantine.promote")
        assert "does not serve" in refused.value.what
        with pytest.raises(NotInApi) as missing:  # not in the client's API, with the way
            client.memories.set_status(held.id, "active", "quarantine.promote")
        assert "quarantine.promote" in missing.value.fix
        assert "set_status" not in dir(client.memories)  # not even listed
        # the gate is the way, and it is a person's
        with pytest.raises(ScopeDenied, match="for a person"):
            client.admission.promote(held.id)
        client.close()
    with mgimind.open(home, in_process=True, embedder=embedder) as mind:
        assert mind.memories.get(held.id).status == "quarantined"  # unchanged


PROBE = (
    "import socket, sys\n"
    "s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)\n"
    "s.settimeout(20)\n"
    "s.connect(sys.argv[1])\n"
    "try:\n"
    '    s.sendall(b\'{"id": 1, "method": "op:stats", "params": {}}\\n\')\n'
    "    print(s.recv(200).decode() or 'closed')\n"
    "except (ConnectionResetError, BrokenPipeError):  # closed before or after the request\n"
    "    print('closed')\n"
)


@pytest.mark.skipif(os.geteuid() != 0, reason="acting as another user needs root")
def test_the_daemon_says_nothing_to_another_users_process(monkeypatch):
    """Even with the socket opened up to everyone, a process of another uid is closed on
    without a byte (SO_PEERCRED), while this user's same probe is answered."""
    import shutil
    import tempfile

    root = Path(tempfile.mkdtemp(dir="/tmp"))
    home = root / "home"
    try:
        with running_daemon(home, monkeypatch):
            sock = home / "daemon.sock"
            os.chmod(root, 0o755)
            os.chmod(home, 0o755)  # only for the probe: mgimind itself refuses such a home
            os.chmod(sock, 0o777)
            # the system interpreter: another user may not run this venv's (under /root)
            python = shutil.which("python3", path="/usr/bin:/bin") or sys.executable
            probe = [python, "-I", "-S", "-c", PROBE, str(sock)]
            other = subprocess.run(
                probe, user=65534, group=65534, capture_output=True, text=True, timeout=60
            )
            mine = subprocess.run(probe, capture_output=True, text=True, timeout=60)
            os.chmod(home, 0o700)
        assert other.returncode == 0, other.stderr
        assert other.stdout.strip() == "closed"  # closed without a word
        assert '"result"' in mine.stdout  # positive control: this user is answered
        assert "refused a connection from uid 65534" in (home / "daemon.log").read_text()
    finally:
        shutil.rmtree(root, ignore_errors=True)
