"""What an idle daemon holds: a hook loads only what it needs, the rest waits for the first call
that uses it, and the models are let go after a quiet spell and loaded again on the next call."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

from mgimind.hooks import client as hook_client

from mgimind.doors.client import DaemonClient
from tests.daemon_helpers import running_daemon

HOOK = str(Path(hook_client.__file__).resolve().with_name("run_hook.py"))
FACT = "The payments webhook retries exactly seven times with exponential backoff."


def _prompt_hook(home: Path, session: str, prompt: str) -> str:
    """A prompt hook spawned as Claude Code spawns it; what it printed for the host."""
    event = {
        "session_id": session,
        "transcript_path": "",
        "cwd": str(home.parent),
        "hook_event_name": "UserPromptSubmit",
        "prompt": prompt,
    }
    proc = subprocess.run(
        [sys.executable, "-I", "-S", HOOK, "claude-code", "prompt"],
        input=json.dumps(event),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0 and not proc.stderr, proc.stderr
    return proc.stdout


def _configure(home: Path, release_after_s: float) -> None:
    home.mkdir(parents=True, exist_ok=True, mode=0o700)
    (home / "config.toml").write_text(f"[daemon]\nrelease_models_after_s = {release_after_s}\n")


def _loaded(client: DaemonClient) -> dict:
    return client.status()["loaded"]


def _warmed(client: DaemonClient) -> dict:
    """The daemon's loaded parts once the models it loads at start are in (it answers
    before they are, and a hook's one-second reply budget should not time their loading)."""
    deadline = time.monotonic() + 60
    while True:
        loaded = _loaded(client)
        if (loaded["query model"] and loaded["language model"]) or time.monotonic() > deadline:
            return loaded
        time.sleep(0.3)


def _seed(home: Path) -> None:
    client = DaemonClient(home, actor="app:test", autostart=False)
    try:
        client.memory.add(text=FACT)
    finally:
        client.close()


def test_a_prompt_hook_leaves_the_document_model_and_page_extraction_unloaded(isolated_home):
    _configure(isolated_home, 0)  # nothing is let go on its own here
    with running_daemon(isolated_home):
        _seed(isolated_home)
    # A daemon that starts on a home already holding memories, as a user's does.
    with running_daemon(isolated_home):
        client = DaemonClient(isolated_home, actor="app:test", autostart=False)
        try:
            _warmed(client)
            out = _prompt_hook(
                isolated_home, "s1", "how many times does the payments webhook retry?"
            )
            assert "seven times" in out  # the hook recalled: it had what it needed
            client.memory.search(query="webhook retries", limit=5)
            loaded = _loaded(client)
            assert loaded["query model"] and loaded["language model"]
            assert not loaded["document model"]
            assert not loaded["web-page extraction"] and not loaded["MCP SDK"]
            # Positive control: the first write loads the document model.
            client.memory.add(text="Deploys to production freeze every Friday after 3pm.")
            assert _loaded(client)["document model"]
        finally:
            client.close()


def test_an_idle_daemon_lets_its_models_go_and_the_next_prompt_loads_them(isolated_home):
    _configure(isolated_home, 1)
    with running_daemon(isolated_home):
        _seed(isolated_home)
        client = DaemonClient(isolated_home, actor="app:test", autostart=False)
        try:
            _warmed(client)
            first = _prompt_hook(
                isolated_home, "s1", "how many times does the payments webhook retry?"
            )
            assert "seven times" in first
            busy = client.status()
            assert busy["loaded"]["query model"] and busy["loaded"]["language model"]
            deadline = time.monotonic() + 30
            quiet = busy
            while time.monotonic() < deadline:
                time.sleep(2.5)  # a status call counts as a call: ask less often than 1 s
                quiet = client.status()
                models = ("query model", "document model")
                if not any(quiet["loaded"][name] for name in models):
                    break
            assert not quiet["loaded"]["query model"] and not quiet["loaded"]["document model"]
            assert quiet["loaded"]["language model"]  # kept: it is slow to load again
            assert quiet["full_collections"] >= 1  # the cycle collection ran while quiet
            assert quiet["rss_mb"] < busy["rss_mb"] - 50, (busy["rss_mb"], quiet["rss_mb"])
            # A new question in a new session: nothing of it is in any cache.
            again = _prompt_hook(
                isolated_home, "s2", "what backoff does the payments webhook use between retries?"
            )
            assert "seven times" in again  # the same memory, recalled with reloaded models
            assert _loaded(client)["query model"]
        finally:
            client.close()


def test_the_full_cycle_collection_waits_for_a_quiet_moment():
    """Python's automatic full collection is off while the daemon's collector holds it: a
    cycle that survived the young collections waits, untouched, while a call is in flight,
    and is freed by the collection the daemon runs once quiet. Then Python's own
    threshold is back."""
    import gc
    import weakref

    from mgimind.doors.daemon.collector import NO_AUTOMATIC_FULL, QUIET_S, Collector

    class Node:
        pass

    before = gc.get_threshold()
    collector = Collector()
    collector.take_over()
    try:
        assert gc.get_threshold()[2] == NO_AUTOMATIC_FULL
        cycle = Node()
        cycle.me = cycle
        alive = weakref.ref(cycle)
        gc.collect(1)  # the cycle is an old object now: only a full collection frees it
        del cycle
        for _ in range(3):
            gc.collect(1)  # the young collections a busy daemon runs
        assert alive() is not None
        assert not collector.maybe_collect(in_flight=1, last_activity=0.0)
        assert not collector.maybe_collect(in_flight=0, last_activity=time.monotonic())
        assert alive() is not None  # a call in flight, or one just ended: nothing ran
        assert collector.maybe_collect(in_flight=0, last_activity=time.monotonic() - QUIET_S)
        assert alive() is None and collector.collections == 1
    finally:
        collector.give_back()
    assert gc.get_threshold() == before
