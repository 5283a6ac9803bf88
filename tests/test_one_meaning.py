"""A word docs/architecture.md defines has that one meaning in the code: "lifecycle" is a
memory's archiving, never the host's events (those are hooks)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).parents[1]


def _modules_saying(word: str, *folders: str) -> set[str]:
    pattern = re.compile(word, re.IGNORECASE)
    return {
        str(path.relative_to(ROOT))
        for folder in folders
        for path in (ROOT / folder).rglob("*.py")
        if pattern.search(path.read_text(encoding="utf-8"))
    }


def test_lifecycle_means_a_memorys_archiving_and_nothing_else():
    page = (ROOT / "docs" / "architecture.md").read_text()
    assert '"Lifecycle" means one\nthing in the code: a memory\'s archiving' in page
    # The host's events live in hooks/ and hosts/: none of their code says lifecycle...
    assert _modules_saying("lifecycle", "hooks", "hosts") == set()
    # ...while the archiving service does (the search finds the word where it is).
    archiving = _modules_saying("lifecycle", "mgimind/memory", "mgimind/engine")
    assert {"mgimind/memory/archive.py", "mgimind/engine/mind.py"} <= archiving


def _pages_saying(word: str, *pages: str) -> set[str]:
    pattern = re.compile(word, re.IGNORECASE)
    found = set()
    for page in pages:
        for path in sorted(ROOT.glob(page)):
            if pattern.search(path.read_text(encoding="utf-8")):
                found.add(str(path.relative_to(ROOT)))
    return found


def test_the_pages_about_hosts_call_their_events_hooks_not_lifecycle():
    """A reader meets the word with the same meaning in the docs: the hosts' pages and the
    README say "hooks" for the host's events, while the pages about memory keep
    "lifecycle" for archiving (its section and its settings)."""
    assert _pages_saying("lifecycle", "docs/hosts/*.md", "README.md") == set()
    assert _pages_saying("hooks", "docs/hosts/claude-code.md", "README.md") == {
        "docs/hosts/claude-code.md",
        "README.md",
    }
    archiving = _pages_saying(r"lifecycle\b", "docs/memory.md", "docs/configuration.md")
    assert archiving == {"docs/memory.md", "docs/configuration.md"}


def test_what_the_package_says_of_itself_calls_the_host_s_events_hooks():
    """The plugin manifest a host reads (hooks/hooks.json) and the package's one-line
    summary (pyproject.toml, what an index shows) say "hooks" for the host's events, not
    "lifecycle", which is a memory's archiving."""
    manifest = (ROOT / "hooks" / "hooks.json").read_text(encoding="utf-8")
    summary = re.search(r'^description = "(.*)"$', (ROOT / "pyproject.toml").read_text(), re.M)
    assert summary is not None
    for text in (manifest, summary.group(1)):
        assert "lifecycle" not in text.lower()
        assert "hooks" in text  # positive control: they do speak of the host's events
