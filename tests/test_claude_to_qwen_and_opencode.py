"""One memory across hosts: what a Claude Code session taught is recalled in a Qwen Code
and an OpenCode session in the same project, through their hooks. The real CLIs (from
npm), each against its fake model API on loopback, with mgimind installed for all three in
one throwaway HOME. Slow: OpenCode installs its plugin package before a run.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest
from daemon_helpers import running_daemon
from fakes.anthropic_server import FakeAnthropic
from fakes.streaming_chat import FakeStreamingChat
from host_e2e import harvested
from mgimind.hosts.claude_code import installer as claude_installer
from mgimind.hosts.opencode import installer as opencode_installer
from mgimind.hosts.qwen_code import installer as qwen_installer
from test_claude_code_e2e import CLAUDE, run_claude
from test_opencode_e2e import OPENCODE, person_config, run_opencode
from test_qwen_code_e2e import PERSON_SETTINGS, QWEN, run_qwen
from test_three_hosts_one_store import ASK, FIX, LATER

from mgimind.doors.client import DaemonClient

pytestmark = [
    pytest.mark.skipif(
        not all(os.path.exists(p) for p in (CLAUDE, QWEN, OPENCODE)),
        reason="the Claude Code, Qwen Code and OpenCode CLIs (bash scripts/setup.sh --dev)",
    ),
    pytest.mark.slow,
]

# Qwen Code escapes the brackets around it; inside a JSON request body the quotes are escaped.
RECALL_MARK = json.dumps('mgimind-memory kind="recall for this prompt"')[1:-1]


@pytest.fixture
def world(tmp_path, monkeypatch):
    home, project, mgimind_home = tmp_path / "home", tmp_path / "project", tmp_path / "mgimind"
    for d in (home / ".qwen", project, mgimind_home):
        d.mkdir(parents=True)
    (home / ".qwen" / "settings.json").write_text(PERSON_SETTINGS)
    # Only the hooks bring the session in: no watcher racing them.
    (mgimind_home / "config.toml").write_text("[harvest]\nidle_s = 2\nwatch = false\n")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.delenv("CLAUDE_CONFIG_DIR", raising=False)
    monkeypatch.delenv("QWEN_HOME", raising=False)
    monkeypatch.setenv("MGIMIND_HOME", str(mgimind_home))
    env = {
        "PATH": f"{Path(sys.executable).parent}:{os.environ['PATH']}",
        "HOME": str(home),
        "MGIMIND_HOME": str(mgimind_home),
        "MGIMIND_AUTOSTART": "1",
        # Claude Code
        "ANTHROPIC_API_KEY": "sk-ant-test-dummy",
        "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
        "DISABLE_AUTOUPDATER": "1",
        "DISABLE_TELEMETRY": "1",
        "DISABLE_ERROR_REPORTING": "1",
        # Qwen Code
        "OPENAI_API_KEY": "fake-key",
        "OPENAI_MODEL": "fake-model",
        "QWEN_CODE_NO_RELAUNCH": "1",
        # OpenCode
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_DATA_HOME": str(home / ".local/share"),
        "XDG_CACHE_HOME": str(home / ".cache"),
        "XDG_STATE_HOME": str(home / ".local/state"),
        "OPENCODE_DISABLE_MODELS_FETCH": "1",
        "OPENCODE_DISABLE_AUTOUPDATE": "1",
        "npm_config_registry": "http://127.0.0.1:9/",  # closed: the dependency install fails fast
    }
    with (
        FakeAnthropic(reply=FIX) as claude_api,
        FakeStreamingChat(reply="ok") as qwen_api,
        FakeStreamingChat(reply="ok") as opencode_api,
    ):
        env["ANTHROPIC_BASE_URL"] = claude_api.url
        env["OPENAI_BASE_URL"] = qwen_api.url
        (project / "opencode.json").write_text(person_config(opencode_api.url))
        base = {"home": home, "project": project, "mgimind": mgimind_home, "env": env}
        yield {
            **base,
            "claude": {**base, "api": claude_api},
            "qwen": {**base, "api": qwen_api},
            "opencode": {**base, "api": opencode_api},
        }


def test_a_fix_learnt_in_claude_code_is_recalled_in_qwen_code_and_opencode(world):
    with running_daemon(world["mgimind"], claude_config_dir=world["home"] / ".claude"):
        claude_installer.install("user", world["project"], mcp=False)
        qwen_installer.install("user", world["project"], mcp=False)
        opencode_installer.install("project", world["project"])

        proc, body, _ = run_claude(world["claude"], ASK)
        assert proc.returncode == 0 and ASK in body, proc.stderr
        client = DaemonClient(world["mgimind"])  # the SessionEnd hook's harvest lands
        found = harvested(client, "E4291 fix", "-lssl")
        assert found, "the Claude Code session never reached memory"

        assert "-lssl" not in LATER  # whatever the model reads of it comes from memory
        proc, text, _ = run_qwen(world["qwen"], LATER)
        assert proc.returncode == 0 and json.dumps(LATER)[1:-1] in text, proc.stderr
        assert RECALL_MARK in text and "-lssl" in text

        proc, text, _ = run_opencode(world["opencode"], LATER)
        assert proc.returncode == 0 and json.dumps(LATER)[1:-1] in text, proc.stderr
        assert RECALL_MARK in text and "-lssl" in text
