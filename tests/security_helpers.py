"""Helpers for tests that attack the person's side: a real terminal, and a process's
peak memory measured by the kernel."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

MGIMIND = str(Path(sys.executable).parent / "mgimind")

# A fresh interpreter runs the command as its only child and reports that child's peak
# resident memory (ru_maxrss of RUSAGE_CHILDREN, in KiB on Linux) and its wall time.
_MEASURE = """
import json, resource, subprocess, sys, time
started = time.monotonic()
done = subprocess.run(sys.argv[1:], capture_output=True, text=True, stdin=subprocess.DEVNULL)
print(json.dumps({
    "rc": done.returncode, "out": done.stdout + done.stderr,
    "rss_mb": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024,
    "seconds": time.monotonic() - started,
}))
"""


def measured(argv: list[str], env: dict | None = None, timeout: float = 300) -> dict:
    """Run `argv`; {"rc", "out", "rss_mb", "seconds"} of that process alone."""
    done = subprocess.run(
        [sys.executable, "-c", _MEASURE, *argv],
        capture_output=True,
        text=True,
        env=env,
        timeout=timeout,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def python_measured(code: str, env: dict | None = None) -> dict:
    """`measured` for a snippet of Python run in a fresh interpreter."""
    return measured([sys.executable, "-c", code], env)


def on_terminal(
    args: list[str], env: dict, typed: list[tuple[str, str]] = (), timeout: float = 120
) -> tuple[int, str]:
    """Run `mgimind ARGS` with a pseudo-terminal as its controlling terminal, stdin and
    stdout, as a person at a terminal runs it. For each (prompt, text) of `typed`, wait
    for `prompt` in the output, then type `text` and Enter. Returns (exit code, output)."""
    from tests.terminal_helpers import on_terminal as run_on_terminal

    answers = [(prompt.encode(), text.encode() + b"\r") for prompt, text in typed]
    return run_on_terminal([MGIMIND, *args], env, answers, timeout)
