"""`mgimind doctor` runs each installed hook command with a no-op event and says per host
which fail (a venv deleted under the hooks is exit 127 on every prompt, not "[ok]"), and
says nothing about the hooks of a host that is not on this machine."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys

from mgimind.hosts.claude_code import installer


def hook_checks(run) -> dict[str, dict]:
    checks = json.loads(run("doctor", "--json").output)
    return {c["name"]: c for c in checks if c["name"].startswith("hooks (")}


def test_a_hook_pointing_at_a_deleted_venv_fails_the_doctor(run, tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", "/usr/bin:/bin")
    venv = tmp_path / "old-venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    installer.install("user", tmp_path, python=str(venv / "bin" / "python"), mcp=False)
    # Positive control: the interpreter is there, every command runs.
    shown = hook_checks(run)["hooks (claude-code)"]
    assert shown["status"] == "ok" and "each command runs" in shown["detail"], shown
    shutil.rmtree(venv)
    shown = hook_checks(run)["hooks (claude-code)"]
    assert shown["status"] == "fail", shown
    assert "5 of 5 installed hook commands fail" in shown["detail"]
    assert "exit 127" in shown["detail"]
    assert shown["fix"].startswith("mgimind install-hooks claude-code")


def test_no_word_about_hosts_that_are_not_on_this_machine(run, tmp_path, monkeypatch):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    monkeypatch.setenv("PATH", f"{bin_dir}:/usr/bin:/bin")
    for program in ("claude", "codex", "gemini"):
        assert shutil.which(program) is None
    assert hook_checks(run) == {}
    codex = bin_dir / "codex"  # positive control: Codex installed, its hooks not
    codex.write_text("#!/bin/sh\n")
    codex.chmod(0o755)
    shown = hook_checks(run)
    assert set(shown) == {"hooks (codex)"} and shown["hooks (codex)"]["status"] == "warn"
    assert shown["hooks (codex)"]["fix"] == "mgimind install-hooks codex"
