"""A user's type checker reads mgimind's own types: the names the package root loads on
first use (`mgimind.open`, `mgimind.Client`, `mgimind.Mind`) keep their signatures, so a
wrong call is caught before it runs (the wheel ships py.typed: test_wheel_contents.py)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def _mypy(tmp_path: Path, source: str) -> str:
    script = tmp_path / "user_code.py"
    script.write_text(source)
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--no-incremental",
            "--follow-imports=silent",
            "--cache-dir",
            str(tmp_path / "cache"),
            str(script),
        ],
        cwd=tmp_path,
        # an editable install hides the package from mypy (an import hook): read the tree
        env={**os.environ, "MYPYPATH": str(REPO)},
        capture_output=True,
        text=True,
        timeout=600,
    )
    return done.stdout + done.stderr


def test_a_wrong_call_through_the_package_root_is_caught(tmp_path):
    out = _mypy(
        tmp_path,
        "import mgimind\n"
        "\n"
        "def good() -> None:\n"
        "    client: mgimind.Client = mgimind.open('/tmp/home', actor='cli:me')\n"
        "    client.close()\n"
        "    with mgimind.Mind('/tmp/home', store_wait_s=1.0) as mind:\n"
        "        mind.memories.search('kestrel', limit=3)\n"
        "\n"
        "def bad() -> None:\n"
        "    mgimind.open('/tmp/home', actor=42)\n"
        "    mind = mgimind.Mind('/tmp/home')\n"
        "    mind.memories.search('kestrel', limit='three')\n",
    )
    # the wrong calls are found, each on its line ...
    assert "user_code.py:10: error" in out and "actor" in out, out
    assert "user_code.py:12: error" in out and "limit" in out, out
    # ... and the right ones pass (an untyped root would report nothing, or everything)
    assert "user_code.py:4:" not in out and "user_code.py:7:" not in out, out
