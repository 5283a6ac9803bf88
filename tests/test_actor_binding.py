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
from mgimind.errors import InvalidInput

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


def test_set_status_is_not_served_so_quarantine_needs_the_gate(tmp_path, monkeypatch):
    home = tmp_path / "home"
    with running_daemon(home, monkeypatch):
        client = mgimind.open(home, actor="mcp:agent", timeout=60)
        held = client.memories.add("A candidate waiting for review.", status="quarantined")
        with pytest.raises(InvalidInput) as refused:
            client.call("memories.set_status", held.id, "active", "quarantine.promote")
        assert "does not serve" in refused.value.what
        assert client.memories.get(held.id).status == "quarantined"  # unchanged
        assert "set_status" not in dir(client.memories)  # not even listed
        client.close()
