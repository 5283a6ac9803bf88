"""A hung daemon costs a turn little: every host surface answers within the deadline
policy, the breaker then skips the daemon, and a probe after the pause finds it again."""

from __future__ import annotations

import json
import os
import signal
import sys
import time
from pathlib import Path

import mgimind.hooks.client as hook_client
import mgimind.hooks.wire as wire
import pytest
from daemon_helpers import fill_listen_queue, freeze, running_daemon
from mgimind.hosts.library_recall import quoted_recall

import mgimind

CLIENT = Path(hook_client.__file__).resolve()
MEMORY = "The staging database is restored from the Sunday snapshot every Monday at 6am."
PROMPT = "when is the staging database restored?"


def hook(home: Path, project: Path, prompt: str, session: str = "s") -> tuple[str, float]:
    """The prompt hook's output and time. A session is shown an item once: a check that
    the recall is back uses a session of its own."""
    import subprocess

    payload = {
        "session_id": session,
        "transcript_path": "",
        "cwd": str(project),
        "hook_event_name": "UserPromptSubmit",
        "prompt": prompt,
    }
    began = time.monotonic()
    proc = subprocess.run(
        [sys.executable, "-I", "-S", str(CLIENT), "claude-code", "prompt"],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        env={**os.environ, "MGIMIND_HOME": str(home)},
        timeout=30,
    )
    assert proc.returncode == 0 and proc.stderr == ""
    return proc.stdout, time.monotonic() - began


@pytest.fixture
def stopped(tmp_path, monkeypatch):
    """A daemon with one memory; SIGSTOPped inside the block, always continued after."""
    home, project = tmp_path / "home", tmp_path / "project"
    project.mkdir()
    with running_daemon(home, monkeypatch) as status:
        client = mgimind.open(home, timeout=60)
        client.memories.add(MEMORY)
        client.close()
        out, _ = hook(home, project, PROMPT)
        assert "Sunday snapshot" in out  # positive control: a live daemon recalls it
        freeze(status["pid"])
        try:
            yield home, project, status["pid"]
        finally:
            os.kill(status["pid"], signal.SIGCONT)


def test_a_stopped_daemon_costs_one_prompt_at_most_a_second_then_nothing(stopped):
    home, project, pid = stopped
    out, took = hook(home, project, PROMPT)
    assert out == "" and took < 1.6  # the reply budget (1 s) plus the interpreter
    out, took = hook(home, project, PROMPT)
    assert out == "" and took < 0.5  # the breaker skips the daemon
    assert "breaker open" in (home / "hooks.log").read_text()
    os.kill(pid, signal.SIGCONT)
    time.sleep(wire.Breaker.FIRST_PAUSE_S + 0.2)
    out, _ = hook(home, project, PROMPT, "after the pause")  # the probe finds it again
    assert "Sunday snapshot" in out


def test_library_hosts_recall_within_the_deadline_on_a_stopped_daemon(stopped):
    home, project, pid = stopped
    os.kill(pid, signal.SIGCONT)
    client = mgimind.open(home, timeout=60)  # an agent's client, connected while it ran
    freeze(pid)
    try:
        began = time.monotonic()
        assert quoted_recall(client, PROMPT) == ""
        assert time.monotonic() - began < 1.3
        began = time.monotonic()
        assert quoted_recall(client, PROMPT) == ""  # breaker open: no wait at all
        assert time.monotonic() - began < 0.1
        os.kill(pid, signal.SIGCONT)
        time.sleep(wire.Breaker.FIRST_PAUSE_S + 0.2)
        assert "Sunday snapshot" in quoted_recall(client, PROMPT)
    finally:
        client.close()


def test_open_with_a_timeout_gives_up_on_a_stopped_daemon(stopped):
    from mgimind.errors import StoreUnavailable

    home, _, _ = stopped
    began = time.monotonic()
    with pytest.raises(StoreUnavailable):
        mgimind.open(home, timeout=1.0)
    assert time.monotonic() - began < 2.0


def start_hook(home: Path, project: Path, prompt: str, budget_ms: int):
    """A prompt hook started in the background, with its own reply budget."""
    import subprocess

    payload = {"session_id": "s", "cwd": str(project), "prompt": prompt}
    proc = subprocess.Popen(
        [sys.executable, "-I", "-S", str(CLIENT), "claude-code", "prompt"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "MGIMIND_HOME": str(home), "MGIMIND_REPLY_BUDGET_MS": str(budget_ms)},
    )
    proc.stdin.write(json.dumps(payload))
    proc.stdin.close()
    return proc, time.monotonic()


def finish(proc, began: float) -> tuple[str, float]:
    proc.wait(timeout=30)
    took = time.monotonic() - began
    out, err = proc.stdout.read(), proc.stderr.read()
    assert proc.returncode == 0 and err == ""
    return out, took


@pytest.fixture
def unanswering(tmp_path):
    """A home whose socket accepts every connection and answers nothing, as a daemon
    that runs but is stuck (a stopped one is recognised at once: see below)."""
    import socket
    import threading

    home, project = tmp_path / "stuck-home", tmp_path / "stuck-project"
    home.mkdir(mode=0o700)
    project.mkdir()
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(str(home / wire.SOCKET_NAME))
    listener.listen(64)
    held = []

    def accept_and_hold():
        while True:
            try:
                held.append(listener.accept()[0])
            except OSError:
                return

    threading.Thread(target=accept_and_hold, daemon=True).start()
    try:
        yield home, project
    finally:
        listener.close()
        for conn in held:
            conn.close()


def test_a_hook_already_waiting_gives_up_with_the_first_miss(unanswering):
    home, project = unanswering
    # Positive control: alone, a hook with a 2.5 s reply budget waits all of it.
    out, took = finish(*start_hook(home, project, PROMPT, 2500))
    assert out == "" and took >= 2.4
    (home / "daemon.breaker").unlink()  # as after the pause: the next hooks probe again
    waiting = start_hook(home, project, PROMPT, 2500)
    time.sleep(0.3)
    first = start_hook(home, project, PROMPT, 1000)  # misses after 1 s, opens the breaker
    out_first, took_first = finish(*first)
    out, took = finish(*waiting)
    print(f"\nalone 2.5 s; already waiting: {took:.2f} s, the first miss {took_first:.2f} s")
    assert out == out_first == "" and took < 0.3 + 1.0 + 0.5
    assert "another hook found the daemon unresponsive" in (home / "hooks.log").read_text()


def test_a_stopped_daemon_is_not_waited_for(stopped, unanswering):
    """The kernel accepts connections for a stopped process, which answers none: the hook
    reads the process's state and gives up at once instead of waiting its reply budget.
    Positive control: a daemon that runs and does not answer is waited for."""
    home, project, _ = stopped
    out, took = finish(*start_hook(home, project, PROMPT, 5000))
    assert out == "" and took < 2.5  # not the 5 s budget
    assert "is stopped (SIGSTOP or a debugger)" in (home / "hooks.log").read_text()
    stuck_home, stuck_project = unanswering
    out, took = finish(*start_hook(stuck_home, stuck_project, PROMPT, 2500))
    assert out == "" and took >= 2.4
    assert "is stopped" not in (stuck_home / "hooks.log").read_text()


def test_a_daemon_that_accepts_nothing_costs_the_reply_budget_not_the_start_budget(stopped):
    """A daemon stopped for long has its listen queue full of unanswered probes: a new
    connection is refused at once. It runs, so it gets the reply budget, as a daemon
    that accepts and does not answer; one that drains its queue within it answers."""
    import threading

    home, project, pid = stopped
    queued = fill_listen_queue(home / wire.SOCKET_NAME)  # as a long hang's probes do
    try:
        out, took = hook(home, project, PROMPT)
        # Before, it took the prompt's whole start budget (4 s): a daemon to start.
        assert out == "" and took < 1.6
        assert "accepts no connection" in (home / "hooks.log").read_text()
        # Positive control: a daemon that drains its queue within the budget answers.
        (home / "daemon.breaker").unlink()
        threading.Timer(0.3, os.kill, (pid, signal.SIGCONT)).start()
        out, took = hook(home, project, PROMPT, "drained")
        assert "Sunday snapshot" in out and took < 1.6
    finally:
        for s in queued:
            s.close()


def test_a_full_listen_queue_gets_the_reply_budget_then_not_accepting(tmp_path):
    """On a socket this test holds and never accepts from (no daemon to schedule), a
    caller waits the reply budget, not the start budget, and says why; positive control:
    once the socket accepts within the budget, the caller is connected."""
    import socket
    import threading

    home = tmp_path / "home"
    home.mkdir(mode=0o700)
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(str(home / wire.SOCKET_NAME))
    listener.listen(0)
    queued = fill_listen_queue(home / wire.SOCKET_NAME)
    try:
        began = time.monotonic()
        with pytest.raises(wire.NotAccepting, match="accepts no connection"):
            wire.ensure_daemon(home, deadline=time.monotonic() + 10)
        took = time.monotonic() - began
        assert wire.reply_budget_s("") - 0.1 < took < wire.reply_budget_s("") + 0.5

        def drain():
            while True:
                try:
                    listener.accept()[0].close()
                except OSError:
                    return

        threading.Timer(0.3, lambda: threading.Thread(target=drain, daemon=True).start()).start()
        began = time.monotonic()
        connection = wire.ensure_daemon(home, deadline=time.monotonic() + 10)
        connection.close()
        assert time.monotonic() - began < wire.reply_budget_s("")
    finally:
        for s in queued:
            s.close()
        listener.close()
