"""The code stays as ruff keeps it: lint clean and formatted (checked on every run, so
CI fails on a change that skips `ruff format` / `ruff check`)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
RUFF = str(Path(sys.executable).with_name("ruff"))
TREES = ["mgimind", "hooks", "hosts", "tests", "benchmark"]


def test_ruff_check_passes():
    proc = subprocess.run([RUFF, "check", *TREES], cwd=REPO, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout[-3000:]


def test_ruff_format_is_applied():
    proc = subprocess.run(
        [RUFF, "format", "--check", *TREES], cwd=REPO, capture_output=True, text=True
    )
    assert proc.returncode == 0, proc.stdout[-3000:]
    assert "already formatted" in proc.stdout  # positive control: it looked at the files
