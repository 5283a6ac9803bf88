"""Never the same memory twice in one session, through the real Claude Code CLI (from
npm) against a fake Anthropic API on loopback: a resumed session's second prompt carries
the first prompt's recall once (in the conversation Claude Code replays), not again in
its own recall block, while a memory new to the session is recalled."""

from __future__ import annotations

import uuid

from daemon_helpers import running_daemon
from host_e2e import MEMORY, RECALL_MARK, RELEVANT, needs
from mgimind.hosts.claude_code import installer
from test_claude_code_e2e import CLAUDE, run_claude, world  # noqa: F401 (the fixture)

from mgimind.doors.client import DaemonClient

pytestmark = needs(CLAUDE, "Claude Code")

SECOND = "The payments webhook gives up after the retries and pages the on-call via PagerDuty."
FOLLOW_UP = "And when the payments webhook runs out of retries, what happens then?"


def test_a_resumed_session_gets_a_memory_once_and_what_is_new(world):  # noqa: F811
    session = str(uuid.uuid4())
    with running_daemon(world["mgimind"], claude_config_dir=world["home"] / ".claude"):
        client = DaemonClient(world["mgimind"])
        client.memory.add(text=MEMORY)
        installer.install("user", world["project"], mcp=False)
        proc, first, _ = run_claude(world, RELEVANT, "--session-id", session)
        assert proc.returncode == 0, proc.stderr
        assert RECALL_MARK in first and first.count("seven times") == 1

        client.memory.add(text=SECOND)
        proc, body, _ = run_claude(world, FOLLOW_UP, "--resume", session)
        assert proc.returncode == 0, proc.stderr
        # The new memory is recalled for the follow-up (the hook ran, in this session)...
        assert "PagerDuty" in body and body.count(RECALL_MARK) >= 2
        # ...and the one the session was shown is there once: in the replayed first turn.
        assert body.count("seven times") == 1

        # Control: a new session is shown the first memory again.
        _, other, _ = run_claude(world, FOLLOW_UP)
        assert "seven times" in other and "PagerDuty" in other
