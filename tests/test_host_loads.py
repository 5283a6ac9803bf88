"""The hook never injects what the host already loads itself: an item whose text is in
the session's CLAUDE.md hierarchy (or the host's auto-memory index) is left out of the
briefing and the prompt's recall, for that host only."""

from __future__ import annotations

import os
import re

from mgimind.hooks.events import HookEvents

from mgimind import operations
from mgimind.engine.host_context import host_loads
from mgimind.hostapi import HookEvent
from mgimind.text.markdown_items import split_items

IN_CLAUDE_MD = "Deploy with make deploy from the release branch only."
NOT_IN_IT = "Deploys need the office VPN turned on before make deploy runs."


def _project(tmp_path):
    project = tmp_path / "app"
    (project / ".git").mkdir(parents=True)
    (project / "CLAUDE.md").write_text(
        f"# Team rules\n\n- {IN_CLAUDE_MD}\n- Tests run with pytest -q.\n", encoding="utf-8"
    )
    return project


def _invoke(mind, operation: str, **params):
    return operations.invoke(mind, operations.get(operation), params)


def _event(kind: str, project, agent: str = "claude-code", **extra) -> HookEvent:
    return HookEvent(kind=kind, agent=agent, session_id="s-1", cwd=str(project), **extra)


def test_the_briefing_leaves_out_a_claude_md_line_and_keeps_the_rest(mind, tmp_path):
    project = _project(tmp_path)
    _invoke(mind, "pin.set", name="deploy", text=IN_CLAUDE_MD, project=str(project))
    _invoke(mind, "pin.set", name="vpn", text=NOT_IN_IT, project=str(project))

    briefing = HookEvents().run(mind, _event("session-start", project)).context
    assert NOT_IN_IT in briefing  # the memory Claude Code does not load: kept
    assert IN_CLAUDE_MD not in briefing  # the line CLAUDE.md already holds: left out

    # Gemini CLI does not load CLAUDE.md: its session gets both.
    elsewhere = HookEvents().run(mind, _event("session-start", project, "gemini")).context
    assert IN_CLAUDE_MD in elsewhere and NOT_IN_IT in elsewhere


def test_the_prompt_recall_leaves_out_what_the_host_loads(mind, tmp_path):
    project = _project(tmp_path)
    for text in (IN_CLAUDE_MD, NOT_IN_IT):
        _invoke(mind, "memory.add", text=text, project=str(project))

    answer = HookEvents().run(mind, _event("prompt", project, prompt="how do we deploy?"))
    assert NOT_IN_IT in answer.context
    assert IN_CLAUDE_MD not in answer.context

    other = HookEvents().run(
        mind, HookEvent(kind="prompt", agent="codex", cwd=str(project), prompt="how do we deploy?")
    )
    assert IN_CLAUDE_MD in other.context and NOT_IN_IT in other.context


def test_claude_codes_memory_index_counts_only_its_first_200_lines(tmp_path):
    """Claude Code loads the first 200 lines of MEMORY.md: a note below them is not in
    its context, so mgimind may still bring it."""
    project = _project(tmp_path)
    slug = re.sub(r"[^A-Za-z0-9]", "-", str(project))  # Claude Code's name for its folder
    memory = tmp_path / "claude-config" / "projects" / slug / "memory"
    memory.mkdir(parents=True)
    filler = [f"- filler note number {i}" for i in range(198)]
    lines = ["- The staging database is called stagedb-7.", *filler, "- The 200th line is loaded."]
    lines.append("- A note on line 201 is beyond what Claude Code loads.")
    (memory / "MEMORY.md").write_text("\n".join(lines) + "\n", encoding="utf-8")

    loaded = host_loads("claude-code", str(project))
    assert loaded is not None
    assert loaded.holds("The staging database is called stagedb-7.")
    assert loaded.holds("The 200th line is loaded.")
    assert loaded.holds(IN_CLAUDE_MD)  # and the CLAUDE.md beside it
    assert not loaded.holds("A note on line 201 is beyond what Claude Code loads.")


def test_a_changed_file_is_read_again(tmp_path):
    project = _project(tmp_path)
    loaded = host_loads("claude-code", str(project))
    assert loaded is not None and loaded.holds(IN_CLAUDE_MD)
    claude_md = project / "CLAUDE.md"
    claude_md.write_text(f"- {NOT_IN_IT}\n", encoding="utf-8")
    stat = claude_md.stat()
    os.utime(claude_md, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000))
    again = host_loads("claude-code", str(project))
    assert again is not None and again.holds(NOT_IN_IT) and not again.holds(IN_CLAUDE_MD)


def test_items_have_their_lines_and_the_agents_section():
    text = "# Me\n- I use tabs\n\n## Gemini Added Memories\n- the user likes rust\n# Other\nx y\n"
    items = split_items(text, agent_section="## Gemini Added Memories")
    assert [(i.text, i.lines, i.agent) for i in items] == [
        ("I use tabs", "2", False),
        ("the user likes rust", "5", True),
        ("x y", "7", False),
    ]


def test_each_host_loads_its_own_instruction_files(tmp_path):
    project = _project(tmp_path)
    sub = project / "src"
    sub.mkdir()
    lines = {
        "AGENTS.md": "Codex and OpenCode read the agents file of this project.",
        "GEMINI.md": "Gemini CLI reads the gemini file of this project.",
        "QWEN.md": "Qwen Code reads the qwen file of this project.",
    }
    for name, line in lines.items():
        (project / name).write_text(f"- {line}\n", encoding="utf-8")
    loads = {
        "claude-code": {"CLAUDE.md"},
        "codex": {"AGENTS.md"},
        "gemini": {"GEMINI.md"},
        "qwen-code": {"QWEN.md", "AGENTS.md"},
        "opencode": {"AGENTS.md"},  # its first name found wins: CLAUDE.md is not read
    }
    texts = {**lines, "CLAUDE.md": IN_CLAUDE_MD}
    for host, names in loads.items():
        loaded = host_loads(host, str(sub))  # from a folder inside the project
        assert loaded is not None, host
        for name, text in texts.items():
            assert loaded.holds(text) == (name in names), (host, name)


def test_a_file_claude_md_imports_is_loaded_too(tmp_path):
    project = _project(tmp_path)
    (project / "docs").mkdir()
    (project / "docs" / "deploy.md").write_text("- Rollbacks use make rollback TAG=previous.\n")
    (project / "CLAUDE.md").write_text(f"- {IN_CLAUDE_MD}\n\n@docs/deploy.md\n")
    loaded = host_loads("claude-code", str(project))
    assert loaded is not None and loaded.holds(IN_CLAUDE_MD)
    assert loaded.holds("Rollbacks use make rollback TAG=previous.")  # through the import
    codex = host_loads("codex", str(project))  # Codex reads no CLAUDE.md, follows no '@'
    assert codex is None or not codex.holds("Rollbacks use make rollback TAG=previous.")
