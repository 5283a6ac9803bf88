"""End to end with the real OpenCode CLI (npm `opencode-ai`) against a fake
OpenAI-compatible chat API on loopback: what `opencode run` actually sends to the model,
with and without mgimind's plugin.

Each run is offline, in throwaway HOME and XDG folders, with the project's opencode.json
naming a custom provider on loopback (dummy key). OpenCode streams (SSE), so the fake
answers in chunks. OpenCode installs `@opencode-ai/plugin` beside any plugins folder in
the background; the npm registry is pointed at a closed loopback port so that fails fast.
"""

from __future__ import annotations

import json
import os
import subprocess

import pytest
from daemon_helpers import running_daemon
from fakes.streaming_chat import FakeStreamingChat
from host_e2e import (
    BRIEFING_MARK,
    MEMORY,
    RECALL_MARK,
    RELEVANT,
    REPO,
    UNRELATED,
    cli_env,
    in_json,
    needs,
    run_cli,
    throwaway_homes,
)
from mgimind.hosts.opencode import installer

from mgimind.doors.client import DaemonClient


def find_opencode() -> str:
    """`$MGIMIND_OPENCODE_BIN`, else the platform binary scripts/setup.sh --dev installed
    (npm's own launcher needs the install script npm may not run)."""
    found = os.environ.get("MGIMIND_OPENCODE_BIN")
    if found:
        return found
    modules = REPO / ".cache/node/node_modules"
    for name in ("opencode-linux-x64", "opencode-linux-x64-baseline", "opencode-linux-arm64"):
        if (modules / name / "bin/opencode").exists():
            return str(modules / name / "bin/opencode")
    return str(modules / ".bin/opencode")


OPENCODE = find_opencode()
# Slow: OpenCode installs its plugin package beside every config folder with plugins before
# a run, about a minute each time here.
pytestmark = [needs(OPENCODE, "OpenCode"), pytest.mark.slow]

REPLY = "pong from the fake chat API"


def person_config(url: str) -> str:
    """The person's own opencode.json, in their own formatting: uninstall gives it back."""
    provider = {
        "npm": "@ai-sdk/openai-compatible",
        "name": "Fake",
        "options": {"baseURL": url, "apiKey": "dummy"},
        "models": {"fake-model": {"name": "Fake model"}},
    }
    config = {
        "$schema": "https://opencode.ai/config.json",  # OpenCode adds it when absent
        "provider": {"fake": provider},
        "model": "fake/fake-model",
        "autoupdate": False,
    }
    return json.dumps(config, indent=3) + "\n"


@pytest.fixture
def world(tmp_path, monkeypatch):
    home, project, mgimind_home = throwaway_homes(tmp_path, monkeypatch)
    api = FakeStreamingChat(reply=REPLY).start()
    config = project / "opencode.json"
    config.write_text(person_config(api.url))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    env = cli_env(
        home,
        mgimind_home,
        XDG_CONFIG_HOME=str(home / ".config"),
        XDG_DATA_HOME=str(home / ".local/share"),
        XDG_CACHE_HOME=str(home / ".cache"),
        XDG_STATE_HOME=str(home / ".local/state"),
        OPENCODE_DISABLE_MODELS_FETCH="1",
        OPENCODE_DISABLE_AUTOUPDATE="1",
        npm_config_registry="http://127.0.0.1:9/",  # closed: the dependency install fails fast
    )
    yield {"project": project, "mgimind": mgimind_home, "config": config, "env": env, "api": api}
    api.stop()


def run_opencode(world, prompt: str) -> tuple[subprocess.CompletedProcess, str, float]:
    """Run `opencode run PROMPT`; return the process, every string of the streamed model
    calls that carry the prompt, and the wall time."""
    api = world["api"]
    seen = len(api.requests)
    proc, elapsed = run_cli([OPENCODE, "run", prompt], world["project"], world["env"])
    bodies = [json.dumps(b) for b in api.requests[seen:] if b.get("stream")]
    return proc, "\n".join(b for b in bodies if in_json(prompt) in b), elapsed


def test_plugin_injects_briefing_and_recall_and_uninstall_gives_the_files_back(world):
    with running_daemon(world["mgimind"]):
        DaemonClient(world["mgimind"]).memory.add(text=MEMORY, library="shared")
        report = installer.install("project", world["project"])
        assert "experimental.chat.system.transform" in report.hooks

        proc, text, elapsed = run_opencode(world, RELEVANT)
        print(f"opencode run with the plugin: {elapsed:.2f} s")
        assert proc.returncode == 0 and REPLY in proc.stdout, proc.stderr
        assert in_json(BRIEFING_MARK) in text  # the briefing reached the model
        assert in_json(RECALL_MARK) in text and "seven times" in text  # and the recall
        assert "seven" not in RELEVANT  # (it can only have come from the recall)

        # Nothing stored is relevant: no recall block, the briefing still arrives.
        proc, text, _ = run_opencode(world, UNRELATED)
        assert proc.returncode == 0 and REPLY in proc.stdout
        assert in_json(BRIEFING_MARK) in text and "recall for this prompt" not in text

        installer.uninstall("project", world["project"])
        assert world["config"].read_text() == person_config(world["api"].url)  # byte for byte
        assert not (world["project"] / ".opencode/plugins").exists()
        proc, text, _ = run_opencode(world, RELEVANT)
        assert proc.returncode == 0 and REPLY in proc.stdout
        assert "How many times" in text and "mgimind-memory" not in text  # without mgimind


def test_a_broken_home_fails_open(world):
    (world["mgimind"] / "config.toml").write_text("this is [not toml")  # the daemon cannot start
    installer.install("project", world["project"])
    proc, text, elapsed = run_opencode(world, "hello")
    print(f"opencode run, broken home: {elapsed:.2f} s")
    assert proc.returncode == 0 and REPLY in proc.stdout, proc.stderr
    assert "hello" in text and "mgimind-memory" not in text
    log = (world["mgimind"] / "hooks.log").read_text()
    assert "opencode session-start FAIL-OPEN" in log
