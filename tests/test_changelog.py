"""The version agrees everywhere: mgimind.__version__, `mgimind --version`, the installed
package's metadata and the newest entry of CHANGELOG.md."""

from __future__ import annotations

import json
import re
from importlib import metadata
from pathlib import Path

from click.testing import CliRunner

import mgimind
from mgimind.doors.cli import main

REPO = Path(__file__).resolve().parents[1]


def test_version_agrees_with_the_changelog_and_the_cli():
    changelog = (REPO / "CHANGELOG.md").read_text()
    versions = re.findall(r"^## \[(\d+\.\d+\.\d+)\]", changelog, flags=re.M)
    assert len(versions) >= 2  # positive control: it read the entries
    assert versions[0] == mgimind.__version__
    out = CliRunner().invoke(main, ["--version"]).output
    assert out.strip() == f"mgimind, version {mgimind.__version__}"
    assert metadata.version("mgimind") == mgimind.__version__
    plugin = json.loads((REPO / ".claude-plugin/plugin.json").read_text())
    assert plugin["version"] == mgimind.__version__
