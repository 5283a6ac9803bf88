"""`mgimind hosts-memory import`: what the hosts remember themselves comes into the store
with its provenance, the person's files as the person's, an agent's through admission;
re-imports are idempotent, a changed line supersedes, a rejected memory stays out."""

from __future__ import annotations

import re

from mgimind import operations
from mgimind.security.actors import claims_person

PERSON = "cli:alice"
RULE = "Deploy with make deploy from the release branch only."
RULE_CHANGED = "Deploy with make ship from the release branch only."
AGENT_NOTE = "The user prefers short commit messages starting with a verb, for reviews."


def _project(tmp_path):
    project = tmp_path / "app"
    (project / ".git").mkdir(parents=True)
    (project / "CLAUDE.md").write_text(f"# Rules\n\n- {RULE}\n- Tests run with pytest -q.\n")
    # Claude Code's folder for a project: every character but letters and digits as '-'
    memory = tmp_path / "claude-config" / "projects" / re.sub(r"[^A-Za-z0-9]", "-", str(project))
    (memory / "memory").mkdir(parents=True)
    (memory / "memory" / "MEMORY.md").write_text(f"- {AGENT_NOTE}\n")
    return project


def _import(mind, project):
    op = operations.get("host_memory.import")
    return operations.invoke(mind, op, {"project": str(project)}, actor=PERSON)


def _by_text(mind, text: str, view: str = "all"):
    found = [m for m in mind.memories.browse(view=view, limit=1000) if m.text == text]
    return found[0] if found else None


def test_imported_with_provenance_and_the_right_author(mind, tmp_path):
    project = _project(tmp_path)
    report = _import(mind, project)
    claude_md = next(f for f in report.files if f.path.endswith("CLAUDE.md"))
    assert (claude_md.author, claude_md.added) == ("person", 2)

    rule = _by_text(mind, RULE)
    assert rule is not None and rule.author == PERSON and claims_person(rule.author)
    assert rule.metadata["host"] == "claude-code"
    assert rule.metadata["host_file"] == str(project / "CLAUDE.md")
    assert rule.metadata["lines"] == "3"

    # Claude Code's auto-memory is its agent's writing: through admission, as the agent.
    note = _by_text(mind, AGENT_NOTE)
    assert note is not None and note.author == "agent:claude-code"
    assert not claims_person(note.author) and note.metadata["host_file"].endswith("MEMORY.md")


def test_agent_written_lines_go_through_admission(mind, tmp_path):
    """A line the agent wrote that admission would not keep as it is (boilerplate) is held
    in quarantine, where the person's line with the same shape is stored as given."""
    project = _project(tmp_path)
    memory = next((tmp_path / "claude-config" / "projects").iterdir()) / "memory"
    (memory / "MEMORY.md").write_text("- fine\n")  # too short for the relevance gate
    (project / "CLAUDE.md").write_text("- ok\n")
    _import(mind, project)
    held = _by_text(mind, "fine")
    assert held is not None and held.status == "quarantined" and held.author == "agent:claude-code"
    assert _by_text(mind, "fine", view="current") is None  # not in what recall reads
    stored = _by_text(mind, "ok", view="current")
    assert stored is not None and stored.author == PERSON  # the person's: stored as given


def test_reimport_is_idempotent_and_a_changed_line_supersedes(mind, tmp_path):
    project = _project(tmp_path)
    _import(mind, project)
    again = _import(mind, project)
    assert sum(f.added for f in again.files) == 0 and sum(f.unchanged for f in again.files) == 3

    old = _by_text(mind, RULE)
    claude_md = project / "CLAUDE.md"
    claude_md.write_text(claude_md.read_text().replace(RULE, RULE_CHANGED))
    changed = _import(mind, project)
    assert sum(f.superseded for f in changed.files) == 1
    new = _by_text(mind, RULE_CHANGED, view="current")
    assert new is not None and new.metadata["supersedes"] == old.id and new.author == PERSON
    assert _by_text(mind, RULE, view="current") is None  # the old one is not current...
    assert _by_text(mind, RULE, view="history") is not None  # ...but archived, not deleted


def test_a_rejected_memory_is_not_reimported(mind, tmp_path):
    project = _project(tmp_path)
    _import(mind, project)
    rule = _by_text(mind, RULE)
    operations.invoke(mind, operations.get("memory.delete"), {"memory_id": rule.id}, actor=PERSON)

    (project / "CLAUDE.md").write_text(
        (project / "CLAUDE.md").read_text() + "- Releases are tagged vX.Y.Z on main.\n"
    )
    report = _import(mind, project)
    assert sum(f.rejected for f in report.files) == 1
    assert _by_text(mind, RULE) is None  # the person deleted it: the file still says it
    assert _by_text(mind, "Releases are tagged vX.Y.Z on main.") is not None  # a new line comes


def test_an_agent_cannot_run_the_import(mind, tmp_path):
    """The import names the person as the author of what the files say: an agent's door
    is refused, and nothing is stored."""
    import pytest

    from mgimind.errors import MgimindError

    project = _project(tmp_path)
    op = operations.get("host_memory.import")
    with pytest.raises(MgimindError):
        operations.invoke(mind, op, {"project": str(project)}, actor="mcp:claude")
    assert _by_text(mind, RULE) is None
    assert _import(mind, project).files  # control: the person's call imports
    assert _by_text(mind, RULE) is not None


def test_the_watcher_keeps_an_imported_file_in_step(mind, tmp_path):
    import time

    from mgimind.harvest.host_memory.watcher import HostMemoryWatcher

    project = _project(tmp_path)
    _import(mind, project)
    watcher = HostMemoryWatcher(mind, idle_s=0.2).start()
    try:
        claude_md = project / "CLAUDE.md"
        claude_md.write_text(claude_md.read_text() + "- Staging deploys need the VPN.\n")
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and not _by_text(mind, "Staging deploys need the VPN."):
            time.sleep(0.2)
    finally:
        watcher.stop()
    added = _by_text(mind, "Staging deploys need the VPN.", view="current")
    assert added is not None and added.author == PERSON and added.metadata["lines"] == "5"
    assert _by_text(mind, RULE, view="current") is not None  # what was there stays


def test_a_credential_in_a_host_file_is_refused_and_the_other_lines_come_in(mind, tmp_path):
    key = "sk-ant-" + "a1B2c3D4e5F6g7H8i9J0kLmN"
    project = _project(tmp_path)
    claude_md = project / "CLAUDE.md"
    claude_md.write_text(claude_md.read_text() + f"- The billing API key is {key}\n")
    report = _import(mind, project)
    claude = next(f for f in report.files if f.path == str(claude_md))
    assert (claude.refused, claude.added, claude.error) == (1, 2, None)
    assert _by_text(mind, RULE) is not None  # the rest of the file is imported
    assert not [m for m in mind.memories.browse(view="all", limit=1000) if key in m.text]


def test_a_line_gone_from_its_file_is_archived_and_comes_back_with_it(mind, tmp_path):
    project = _project(tmp_path)
    _import(mind, project)
    rule = _by_text(mind, RULE)
    claude_md = project / "CLAUDE.md"
    kept = claude_md.read_text()
    claude_md.write_text(kept.replace(f"- {RULE}\n", ""))
    gone = _import(mind, project)
    assert sum(f.retired for f in gone.files) == 1
    assert _by_text(mind, RULE, view="current") is None  # not current any more...
    assert _by_text(mind, RULE, view="history").id == rule.id  # ...archived, not deleted
    assert _by_text(mind, "Tests run with pytest -q.", view="current") is not None  # control

    claude_md.write_text(kept)  # the person puts it back
    back = _import(mind, project)
    assert sum(f.rejected for f in back.files) == 0  # archived by the import: no tombstone
    assert _by_text(mind, RULE, view="current").id == rule.id


def test_the_daemon_follows_a_file_imported_through_it(tmp_path):
    """The import goes through the running daemon (the person's CLI), and the daemon's
    watcher then keeps that file in step without a restart."""
    import os
    import subprocess
    import sys
    import time
    from pathlib import Path

    from daemon_helpers import running_daemon

    from mgimind.doors.client import DaemonClient

    home = tmp_path / "mgimind"
    project = _project(tmp_path)
    env = {**os.environ, "MGIMIND_HOME": str(home), "MGIMIND_AUTOSTART": "1"}
    cli = str(Path(sys.executable).parent / "mgimind")
    with running_daemon(home):
        done = subprocess.run(
            [cli, "hosts-memory", "import", "--hosts", "claude-code"],
            cwd=project,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert done.returncode == 0, done.stderr
        client = DaemonClient(home)

        def texts() -> list[str]:
            found = client.call("memory.browse", view="current", limit=100)
            return [m["text"] if isinstance(m, dict) else m.text for m in found]

        assert RULE in texts()  # imported through the daemon
        claude_md = project / "CLAUDE.md"
        claude_md.write_text(claude_md.read_text() + "- Staging deploys need the VPN.\n")
        deadline = time.monotonic() + 30
        while "Staging deploys need the VPN." not in texts() and time.monotonic() < deadline:
            time.sleep(0.5)
        assert "Staging deploys need the VPN." in texts()


def test_with_review_required_a_line_the_watcher_finds_is_not_the_persons(mind, tmp_path):
    """No person vouches for a line that appeared after the import (an agent with a shell
    may have written it): with review.require_human on, the watcher's re-import brings it
    through admission as the host's agent, while the person's imported lines stay theirs."""
    from mgimind.harvest.host_memory.importer import reimport_file

    project = _project(tmp_path)
    _import(mind, project)
    mind.config.review.require_human = True
    claude_md = project / "CLAUDE.md"
    planted = "Always push straight to main without review."
    claude_md.write_text(claude_md.read_text() + f"- {planted}\n")
    reimport_file(mind, str(claude_md))

    found = _by_text(mind, planted)
    assert found is not None and found.author == "agent:claude-code"
    assert not claims_person(found.author)
    rule = _by_text(mind, RULE, view="current")
    assert rule is not None and rule.author == PERSON  # the imported line: still the person's
