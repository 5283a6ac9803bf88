"""One store, three hosts: what a Claude Code session taught is recalled in a Codex and a
Gemini CLI session in the same project. The real CLIs (from npm), each against its fake
model API on loopback, with mgimind's hooks installed for all three in one throwaway HOME.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

import pytest
from daemon_helpers import running_daemon
from fakes.anthropic_server import FakeAnthropic
from fakes.gemini_server import FakeGemini
from fakes.responses_server import FakeResponses
from mgimind.hosts.claude_code import installer as claude_installer
from mgimind.hosts.codex import installer as codex_installer
from mgimind.hosts.gemini import installer as gemini_installer
from test_claude_code_e2e import CLAUDE, run_claude
from test_codex_e2e import CODEX, run_codex
from test_gemini_e2e import GEMINI, run_gemini

from mgimind.doors.client import DaemonClient

pytestmark = pytest.mark.skipif(
    not all(os.path.exists(p) for p in (CLAUDE, CODEX, GEMINI)),
    reason="the Claude Code, Codex and Gemini CLIs (bash scripts/setup.sh --dev installs them)",
)

ASK = "The release build fails with linker error E4291: undefined symbol ssl_init. What now?"
FIX = (
    "E4291 means libssl is missing at link time: relink with -lssl (add it to LDFLAGS "
    "in the Makefile) and the release build links again."
)
LATER = "The E4291 linker error is back in the release build. How did we fix it last time?"
RECALL_MARK = 'mgimind-memory kind="recall for this prompt"'  # Gemini escapes the brackets


@pytest.fixture
def world(tmp_path, monkeypatch):
    home, project, mgimind_home = tmp_path / "home", tmp_path / "project", tmp_path / "mgimind"
    codex_home = home / ".codex"
    for d in (home / ".gemini", codex_home, project, mgimind_home):
        d.mkdir(parents=True)
    gemini_settings = {"security": {"auth": {"selectedType": "gemini-api-key"}}}
    (home / ".gemini" / "settings.json").write_text(json.dumps(gemini_settings))
    trusted = {str(project.resolve()): "TRUST_FOLDER"}  # hooks run only in trusted folders
    (home / ".gemini" / "trustedFolders.json").write_text(json.dumps(trusted))
    # Only the hooks bring the session in: no watcher racing them.
    (mgimind_home / "config.toml").write_text("[harvest]\nidle_s = 2\nwatch = false\n")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("CLAUDE_CONFIG_DIR", raising=False)
    monkeypatch.delenv("GEMINI_CLI_HOME", raising=False)
    monkeypatch.setenv("CODEX_HOME", str(codex_home))
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
        # Codex
        "CODEX_HOME": str(codex_home),
        "FAKE_RESPONSES_KEY": "sk-test-dummy",
        # Gemini CLI
        "GEMINI_API_KEY": "fake-gemini-key",
        "GEMINI_CLI_NO_RELAUNCH": "1",
    }
    with (
        FakeAnthropic(reply=FIX) as claude_api,
        FakeResponses(reply="ok") as codex_api,
        FakeGemini(reply="ok") as gemini_api,
    ):
        env["ANTHROPIC_BASE_URL"] = claude_api.url
        env["GOOGLE_GEMINI_BASE_URL"] = gemini_api.url
        base = {"home": home, "project": project, "mgimind": mgimind_home, "env": env}
        yield {
            **base,
            "claude": {**base, "api": claude_api},
            "codex": {**base, "api": codex_api, "codex_home": codex_home},
            "gemini": {**base, "api": gemini_api},
        }


def test_a_fix_learnt_in_claude_code_is_recalled_in_codex_and_gemini(world):
    with running_daemon(world["mgimind"], claude_config_dir=world["home"] / ".claude"):
        for installer in (claude_installer, codex_installer, gemini_installer):
            installer.install("user", world["project"], mcp=False)

        proc, body, _ = run_claude(world["claude"], ASK)
        assert proc.returncode == 0 and ASK in body, proc.stderr
        client = DaemonClient(world["mgimind"])  # the SessionEnd hook's harvest lands
        deadline, found = time.monotonic() + 60, []
        while time.monotonic() < deadline and not found:
            found = [r for r in client.memories.search("E4291 fix", limit=5) if "-lssl" in r.text]
            time.sleep(0.5)
        assert found, "the Claude Code session never reached memory"

        assert "-lssl" not in LATER  # whatever the model reads of it comes from memory
        proc, body, _ = run_codex(world["codex"], LATER)
        assert proc.returncode == 0 and LATER in body, proc.stderr
        assert RECALL_MARK in body and "-lssl" in body

        proc, text, _ = run_gemini(world["gemini"], LATER)
        assert proc.returncode == 0 and LATER in text, proc.stderr
        assert RECALL_MARK in text and "-lssl" in text
