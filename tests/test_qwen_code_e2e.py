"""End to end with the real Qwen Code CLI (npm `@qwen-code/qwen-code`) against a fake
OpenAI-compatible chat API on loopback: what `qwen PROMPT` (headless) actually sends to
the model, with and without mgimind's hooks.

Each run is offline, in a throwaway HOME whose ~/.qwen/settings.json selects the OpenAI
auth type (no login prompt), with OPENAI_BASE_URL on the fake; one run takes three to six
seconds here.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time
from statistics import median

import pytest
from daemon_helpers import freeze, running_daemon
from fakes.streaming_chat import FakeStreamingChat
from host_e2e import (
    HARVEST_PROMPT,
    MEMORY,
    RELEVANT,
    UNRELATED,
    cli_env,
    find_cli,
    harvest_settings,
    harvested,
    hook_costs,
    in_json,
    ms,
    needs,
    run_cli,
    throwaway_homes,
)
from mgimind.hooks import wire
from mgimind.hosts.qwen_code import installer

from mgimind.doors.client import DaemonClient

QWEN = find_cli("qwen", "MGIMIND_QWEN_BIN")
pytestmark = needs(QWEN, "Qwen Code")

REPLY = "pong from the fake chat API"
# Qwen Code escapes `<` and `>` in hook context before the model sees it.
BRIEFING_MARK = '&lt;mgimind-memory kind="briefing"&gt;'
RECALL_MARK = '&lt;mgimind-memory kind="recall for this prompt"&gt;'
# A memory that has nothing to do with the prompt: it must not ride along with the recall.
OTHER = "The office ficus is watered every second Thursday by the facilities team."
# The person's own settings, in their own formatting: uninstall must give these bytes back.
# At Qwen Code's current settings version: an older file Qwen Code migrates and rewrites.
PERSON_SETTINGS = (
    '{\n    "$version": 4,\n    "security": {"auth": {"selectedType": "openai"}},\n'
    '    "model": {"name": "fake-model"},\n    "ui": {"hideTips": true}\n}\n'
)


@pytest.fixture
def world(tmp_path, monkeypatch):
    """A throwaway HOME, project and mgimind home; Qwen Code pointed at the fake API."""
    home, project, mgimind_home = throwaway_homes(tmp_path, monkeypatch, ".qwen")
    settings = home / ".qwen" / "settings.json"
    settings.write_text(PERSON_SETTINGS)
    monkeypatch.delenv("QWEN_HOME", raising=False)  # the installer uses HOME
    env = cli_env(
        home,
        mgimind_home,
        OPENAI_API_KEY="fake-key",
        OPENAI_MODEL="fake-model",
        QWEN_CODE_NO_RELAUNCH="1",
    )
    with FakeStreamingChat(reply=REPLY) as api:
        env["OPENAI_BASE_URL"] = api.url
        yield {
            "home": home,
            "project": project,
            "mgimind": mgimind_home,
            "settings": settings,
            "env": env,
            "api": api,
        }


def run_qwen(world, prompt: str) -> tuple[subprocess.CompletedProcess, str, float]:
    """Run `qwen PROMPT`; return the process, every string of the first model call that
    carries the prompt (the turn itself, not Qwen Code's own memory pass after it), and
    the wall time."""
    api = world["api"]
    seen = len(api.requests)
    proc, elapsed = run_cli([QWEN, prompt], world["project"], world["env"])
    bodies = [json.dumps(b) for b in api.requests[seen:]]
    with_prompt = [b for b in bodies if in_json(prompt) in b]
    return proc, (with_prompt[0] if with_prompt else ""), elapsed


def test_hooks_inject_briefing_and_recall_and_uninstall_gives_the_file_back(world):
    with running_daemon(world["mgimind"]):
        client = DaemonClient(world["mgimind"])
        client.memory.add(text=MEMORY, library="shared")
        client.memory.add(text=OTHER, library="shared")
        report = installer.install("user", world["project"], mcp=False)
        assert {"SessionStart", "UserPromptSubmit"} <= set(report.hooks)
        assert json.loads(world["settings"].read_text())["ui"] == {"hideTips": True}

        proc, text, elapsed = run_qwen(world, RELEVANT)
        print(f"qwen with hooks: {elapsed:.2f} s")
        assert proc.returncode == 0 and REPLY in proc.stdout, proc.stderr
        assert in_json(BRIEFING_MARK) in text  # the session-start briefing reached the model
        assert in_json(RECALL_MARK) in text and "seven times" in text  # and the recall
        assert "seven" not in RELEVANT  # (it can only have come from the recall)
        recall = text[text.index(in_json(RECALL_MARK)) :]
        assert "ficus" not in recall  # the unrelated memory is not recalled
        assert "agent qwen-code" in text  # the briefing was made for this host

        # Nothing relevant stored for this prompt: no recall block (no token burn), while
        # the briefing still arrives (positive control).
        proc, text, _ = run_qwen(world, UNRELATED)
        assert proc.returncode == 0 and REPLY in proc.stdout
        assert in_json(BRIEFING_MARK) in text and in_json(RECALL_MARK) not in text

        installer.uninstall("user", world["project"])
        assert world["settings"].read_text() == PERSON_SETTINGS  # byte for byte
        assert not list(world["settings"].parent.glob("settings.json.mgimind*"))
        proc, text, _ = run_qwen(world, RELEVANT)
        assert proc.returncode == 0 and REPLY in proc.stdout
        assert in_json(RELEVANT) in text  # the request was recorded...
        assert "mgimind-memory" not in text  # ...without mgimind


def test_a_broken_home_fails_open(world):
    (world["mgimind"] / "config.toml").write_text("this is [not toml")  # daemon start fails
    installer.install("user", world["project"], mcp=False)
    proc, text, elapsed = run_qwen(world, "hello there")
    print(f"qwen, broken home: {elapsed:.2f} s")
    assert proc.returncode == 0 and REPLY in proc.stdout, proc.stderr
    assert "hello there" in text and "mgimind-memory" not in text
    assert "hook" not in proc.stderr.lower()  # no warning reached the person
    log = (world["mgimind"] / "hooks.log").read_text()
    costs = hook_costs(log, "qwen-code")
    print("hook costs, broken home:", costs)
    assert costs and sum(map(ms, costs)) < 1500, costs
    assert "qwen-code session-start FAIL-OPEN" in log and "not valid TOML" in log


@pytest.mark.slow  # repeated CLI runs with and without hooks, timed
def test_a_hung_daemon_costs_qwen_about_a_second(world):
    """A SIGSTOPped daemon: the first hook waits its reply budget, the breaker spares the
    later hooks of the run; measured against the same run without hooks, alternated. Once
    the daemon is back, recall is injected again (positive control)."""
    baselines, hung_runs, up_runs = [], [], []
    with running_daemon(world["mgimind"]) as st:
        DaemonClient(world["mgimind"]).memory.add(text=MEMORY, library="shared")
        for _ in range(2):
            installer.uninstall("user", world["project"])
            baselines.append(run_qwen(world, RELEVANT)[2])
            installer.install("user", world["project"], mcp=False)
            up_runs.append(run_qwen(world, RELEVANT)[2])
            (world["mgimind"] / wire.BREAKER_NAME).unlink(missing_ok=True)
            freeze(st["pid"])
            try:
                proc, text, elapsed = run_qwen(world, RELEVANT)
            finally:
                os.kill(st["pid"], signal.SIGCONT)
            hung_runs.append(elapsed)
            assert proc.returncode == 0 and REPLY in proc.stdout
            assert in_json(RELEVANT) in text and in_json(RECALL_MARK) not in text
        time.sleep(wire.Breaker.FIRST_PAUSE_S + 0.2)
        _, back_text, back = run_qwen(world, RELEVANT)
    baseline, up, hung = median(baselines), median(up_runs), median(hung_runs)
    print(
        f"\nqwen, median of 2: {baseline:.2f} s without hooks, {up:.2f} s with the daemon "
        f"up ({up - baseline:+.2f} s), {hung:.2f} s with it SIGSTOPped ({hung - baseline:+.2f} s); "
        f"daemon back: {back:.2f} s"
    )
    print("hook costs:", hook_costs((world["mgimind"] / "hooks.log").read_text(), "qwen-code"))
    assert hung < baseline + 1.5, (hung_runs, baselines)
    assert in_json(RECALL_MARK) in back_text and "seven times" in back_text


def test_the_qwen_chat_is_harvested_into_memory_with_its_answer(world):
    # The daemon's watcher reads the chat Qwen Code recorded once it is idle; the exchange
    # goes through the admission gate into memory, question and answer together, without
    # what the hooks injected. (Qwen Code's Stop hook runs before the answer is in the
    # file, so mgimind does not hook it; a headless run has no SessionEnd.)
    harvest_settings(world["mgimind"], idle_s=1, watch=True)
    prompt = HARVEST_PROMPT
    with running_daemon(world["mgimind"]):
        installer.install("user", world["project"], mcp=False)
        proc, text, _ = run_qwen(world, prompt)
        assert proc.returncode == 0 and in_json(BRIEFING_MARK) in text
        chats = list((world["home"] / ".qwen" / "projects").glob("*/chats/*.jsonl"))
        assert len(chats) == 1
        client = DaemonClient(world["mgimind"])
        found = harvested(client, "billing staging cluster", "bluefin-7")
        assert found, "the exchange never reached memory"
        assert REPLY in found[0].text, [f.text for f in found]  # the whole exchange
        assert "mgimind-memory" not in found[0].text  # not what the hooks injected
