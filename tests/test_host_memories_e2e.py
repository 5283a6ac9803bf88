"""With the real Claude Code CLI against a fake Anthropic API on loopback: a line of the
project's CLAUDE.md, which Claude Code puts in its own context, is not injected again
by mgimind's prompt hook, while a memory CLAUDE.md does not hold is."""

from __future__ import annotations

import re

from daemon_helpers import running_daemon
from host_e2e import MEMORY, RECALL_MARK, RELEVANT, needs
from mgimind.hosts.claude_code import installer
from test_claude_code_e2e import CLAUDE, run_claude, world  # noqa: F401  (the fixture)

from mgimind.doors.client import DaemonClient

pytestmark = needs(CLAUDE, "Claude Code")

OTHER = "The payments webhook signs every retry with the signing key id whk-2."


def _recall_block(body: str) -> str:
    found = re.search(re.escape(RECALL_MARK) + r".*?</mgimind-memory>", body, re.S)
    return found.group(0) if found else ""


def test_a_claude_md_line_is_not_injected_again(world):  # noqa: F811
    (world["project"] / "CLAUDE.md").write_text(f"# Payments\n\n- {MEMORY}\n")
    with running_daemon(world["mgimind"], claude_config_dir=world["home"] / ".claude"):
        client = DaemonClient(world["mgimind"])
        for text in (MEMORY, OTHER):
            client.memory.add(text=text)
        installer.install("user", world["project"])
        proc, body, _ = run_claude(world, RELEVANT)
    assert proc.returncode == 0 and "pong from the fake model" in proc.stdout
    recall = _recall_block(body)
    assert "whk-2" in recall  # the memory Claude Code does not load: recalled
    assert MEMORY in body  # Claude Code loaded its CLAUDE.md itself...
    assert MEMORY not in recall  # ...so mgimind's recall leaves that line out
    assert body.count(MEMORY) == 1
