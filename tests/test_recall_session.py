"""The prompt hook never injects the same memory twice in a session (unless it changed),
and a session's injected total stays within `recall.session_budget_chars`. Through the
real hook client, a new process per prompt, against a real daemon."""

from __future__ import annotations

import json

import pytest
from daemon_helpers import running_daemon
from mgimind.hooks.events import HookEvents
from test_hook_client import event, run_hook

from mgimind.doors.client import DaemonClient
from mgimind.hostapi import HookEvent

BACKUP = "The nightly backup job writes to the bucket s3-archive-eu and keeps 35 days."
STAGING = "The staging database is restored from the nightly backup every Sunday night."
QUESTION = "how long are nightly backups kept?"


def injected(proc) -> str:
    assert proc.returncode == 0 and proc.stderr == ""
    if not proc.stdout:
        return ""
    return json.loads(proc.stdout)["hookSpecificOutput"]["additionalContext"]


@pytest.fixture(scope="module")
def daemon(tmp_path_factory):
    home = tmp_path_factory.mktemp("session-home")
    project = tmp_path_factory.mktemp("project")
    with running_daemon(home):
        client = DaemonClient(home)
        backup = client.memories.add(BACKUP).id
        client.memories.add(STAGING)
        yield home, project, client, backup


def test_a_second_prompt_does_not_reinject_and_a_changed_memory_comes_back(daemon):
    home, project, client, backup = daemon

    def ask(session: str, prompt: str = QUESTION) -> str:
        proc, _ = run_hook("prompt", event(project, session_id=session, prompt=prompt), {}, home)
        return injected(proc)

    first = ask("sess-a")
    assert "s3-archive-eu" in first
    # The same question again in the same session (a new hook process): not again.
    assert "s3-archive-eu" not in ask("sess-a")
    # Control: another session is shown it.
    assert "s3-archive-eu" in ask("sess-b")
    # The memory changes: the session is shown it again, marked as changed.
    client.memories.edit(backup, BACKUP.replace("35 days", "90 days"))
    again = ask("sess-a")
    assert "90 days" in again and "changed: since shown earlier in this session" in again
    # and, unchanged since, not a third time
    assert "90 days" not in ask("sess-a")


def test_compaction_empties_the_ledger(daemon):
    home, project, _, _ = daemon
    payload = event(project, session_id="sess-c", prompt="when is staging restored?")
    assert "every Sunday night" in injected(run_hook("prompt", payload, {}, home)[0])
    assert "every Sunday night" not in injected(run_hook("prompt", payload, {}, home)[0])
    run_hook("session-start", event(project, session_id="sess-c", source="compact"), {}, home)
    # The model's context was compacted away: the memory is injected again.
    assert "every Sunday night" in injected(run_hook("prompt", payload, {}, home)[0])


def test_the_session_budget_caps_what_one_session_is_injected(make_mind, tmp_path):
    mind = make_mind()
    mind.config.recall.session_budget_chars = 2600  # about two prompts' worth
    topics = ["backup", "deploy", "standup", "invoice", "laptop", "vpn"]
    for topic in topics:
        mind.memories.add(f"Our {topic} checklist: step one for the {topic} is to ask Mira.")
    layer = HookEvents()

    def ask(session: str, topic: str) -> str:
        ev = HookEvent(
            kind="prompt",
            agent="claude-code",
            session_id=session,
            cwd=str(tmp_path),
            prompt=f"what is the first step of the {topic} checklist?",
        )
        return layer.run(mind, ev).context

    answers = [ask("sess-budget", topic) for topic in topics]
    spent = sum(len(a) for a in answers)
    assert answers[0] and spent <= 2600
    assert "" in answers  # the budget ran out before the last topics
    # Control: a fresh session still gets the topic the spent one did not.
    missed = topics[answers.index("")]
    assert f"the {missed} is to ask Mira" in ask("sess-fresh", missed)
