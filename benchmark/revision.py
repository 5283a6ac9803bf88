"""Run a benchmark module on another git revision's product code.

The revision's mgimind, hooks and hosts are exported with git archive into a temporary
tree and the module runs in a subprocess with MGIMIND_SOURCE pointing at it (the module
imports the product from there: benchmark/scenarios/run.py's _pin_source). The module is
given `--json PATH` and writes its result there.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def extract(rev: str, into: Path) -> Path:
    """REV's mgimind/, hooks/ and hosts/ written under `into` (git archive)."""
    archive = subprocess.run(
        ["git", "-C", str(REPO), "archive", rev, "mgimind", "hooks", "hosts"],
        check=True,
        capture_output=True,
    ).stdout
    into.mkdir(parents=True, exist_ok=True)
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
    return into


@contextmanager
def exported(rev: str) -> Iterator[Path]:
    """REV's product code in a temporary tree, removed after."""
    with tempfile.TemporaryDirectory(prefix="mgimind-before-") as tree:
        yield extract(rev, Path(tree))


def run_at(rev: str, module: str, args: list[str]) -> dict:
    """`python -m module *args --json PATH` on REV's product code; the JSON it wrote."""
    with exported(rev) as tree:
        out = tree / "rows.json"
        cmd = [sys.executable, "-m", module, *args, "--json", str(out)]
        env = {**os.environ, "MGIMIND_SOURCE": str(tree)}
        subprocess.run(cmd, env=env, cwd=REPO, check=True)
        return json.loads(out.read_text())
