"""With the real Gemini CLI against a fake Gemini API on loopback: a line the person
wrote in the project's CLAUDE.md, imported with `mgimind hosts-memory import`, reaches a
Gemini CLI session through its prompt hook (Gemini CLI does not read CLAUDE.md), with
the file it came from."""

from __future__ import annotations

import subprocess
from pathlib import Path

from daemon_helpers import running_daemon
from host_e2e import MEMORY, RELEVANT, needs
from mgimind.hosts.gemini import installer
from test_gemini_e2e import GEMINI, RECALL_MARK, REPLY, run_gemini, world  # noqa: F401

pytestmark = needs(GEMINI, "Gemini CLI")


def test_a_claude_md_line_reaches_a_gemini_session(world):  # noqa: F811
    (world["project"] / "CLAUDE.md").write_text(f"# Payments\n\n- {MEMORY}\n")
    mgimind = str(Path(world["env"]["PATH"].split(":", 1)[0]) / "mgimind")
    with running_daemon(world["mgimind"]):
        installer.install("user", world["project"])
        proc, body, _ = run_gemini(world, RELEVANT)
        assert proc.returncode == 0 and REPLY in proc.stdout
        assert "seven times" not in body  # nothing stored yet: nothing recalled

        imported = subprocess.run(
            [mgimind, "hosts-memory", "import", "--hosts", "claude-code"],
            cwd=world["project"],
            env=world["env"],
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert imported.returncode == 0, imported.stderr
        proc, body, _ = run_gemini(world, RELEVANT)
    assert proc.returncode == 0 and REPLY in proc.stdout
    assert RECALL_MARK in body and "seven times" in body  # the CLAUDE.md line, recalled
    assert "claude-code CLAUDE.md lines 3" in body  # with where it came from
