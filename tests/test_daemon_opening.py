"""The daemon answers while its store opens: the socket is up at once, a prompt hook gets an
empty answer within its budget (the host goes on, nothing fails open), a call that needs
the store waits for it, and once it is open the same prompt gets its recall. The slow
open is a real one: the store is held by another owner, which the daemon waits for."""

from __future__ import annotations

import json
import os
import threading
import time

import pytest
from daemon_helpers import running_daemon, wait_gone
from test_hook_client import event, run_hook

from mgimind.doors.client import DaemonClient
from mgimind.engine.mind import Mind
from mgimind.errors import StoreUnavailable

MEMORY = "The staging deploy runs every Tuesday at noon from the release branch."
PROMPT = "when does the staging deploy run?"


def test_hooks_are_answered_while_the_store_opens_and_recall_once_it_is_open(
    isolated_home, tmp_path, monkeypatch, embedder
):
    project = tmp_path / "project"
    project.mkdir()
    owner = Mind(isolated_home, actor="cli:test", embedder=embedder)
    owner.memories.add(MEMORY)
    closed = False
    # The daemon's open waits for this owner (up to its STORE_WAIT_S): a slow open.
    try:
        with running_daemon(isolated_home, monkeypatch) as status:
            assert status["opening"] is True  # the socket answered before the store opened

            proc, took = run_hook("prompt", event(project, prompt=PROMPT), {}, isolated_home)
            assert proc.returncode == 0 and proc.stderr == "" and proc.stdout == ""
            assert took < 3.0  # within the hook's budget, and not a fail-open:
            hooks_log = isolated_home / "hooks.log"
            assert not hooks_log.exists() or "FAIL-OPEN" not in hooks_log.read_text()

            # A call that needs the store waits for the open instead of failing.
            found: list = []

            def search() -> None:
                with DaemonClient(isolated_home, actor="cli:test") as client:
                    found.extend(client.memory.search(query=PROMPT, limit=3, all=True))

            waiting = threading.Thread(target=search)
            waiting.start()
            time.sleep(0.5)
            assert waiting.is_alive() and not found  # still waiting for the store
            owner.close()
            closed = True
            waiting.join(60)
            assert found and MEMORY in found[0].text

            # Open now: the same prompt gets its recall.
            proc, _ = run_hook("prompt", event(project, prompt=PROMPT), {}, isolated_home)
            answer = json.loads(proc.stdout)["hookSpecificOutput"]
            assert "staging deploy" in answer["additionalContext"]
            with DaemonClient(isolated_home) as client:
                assert client.status()["opening"] is False
    finally:
        if not closed:
            owner.close()


def test_a_store_that_fails_to_open_is_said_to_the_call_and_the_daemon_exits(
    isolated_home, monkeypatch, embedder
):
    owner = Mind(isolated_home, actor="cli:test", embedder=embedder)
    owner.memories.add(MEMORY)
    owner.close()
    keys = isolated_home / "store" / "edge.keys"
    os.rename(keys, keys.with_name("moved.keys"))  # the store cannot be read without it
    with running_daemon(isolated_home, monkeypatch) as status:
        # The call is told why (from the client's first exchange on), with the fix.
        with pytest.raises(StoreUnavailable, match="key file") as error:
            with DaemonClient(isolated_home) as client:
                client.memory.search(query=PROMPT, limit=3, all=True)
        assert "restore the key file" in error.value.fix
        assert "key file" in (isolated_home / "daemon.failed").read_text()
        assert wait_gone(status["pid"])  # and the daemon exits
    os.rename(keys.with_name("moved.keys"), keys)
    # Positive control: with its key file back the home opens and holds the memory.
    reopened = Mind(isolated_home, actor="cli:test", embedder=embedder)
    try:
        assert [h.text for h in reopened.memories.search(PROMPT, limit=1)] == [MEMORY]
    finally:
        reopened.close()
