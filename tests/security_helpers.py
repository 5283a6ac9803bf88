"""Helpers for tests that attack the person's side: a real terminal, and a process's
peak memory measured by the kernel."""

from __future__ import annotations

import json
import os
import pty
import select
import subprocess
import sys
import time
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
    pid, fd = pty.fork()
    if pid == 0:  # the child: the pty is its controlling terminal
        try:
            os.execve(MGIMIND, [MGIMIND, *args], env)
        finally:
            os._exit(127)
    out, pending, seen = b"", list(typed), 0
    deadline = time.monotonic() + timeout
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([fd], [], [], 0.2)
            if ready:
                try:
                    chunk = os.read(fd, 65536)
                except OSError:  # EIO: the child closed the terminal
                    break
                if not chunk:
                    break
                out += chunk
            if pending and pending[0][0].encode() in out[seen:]:
                seen = out.index(pending[0][0].encode(), seen) + len(pending[0][0])
                os.write(fd, pending.pop(0)[1].encode() + b"\r")
        else:
            os.kill(pid, 9)
            raise AssertionError(f"`mgimind {' '.join(args)}` did not finish: {out!r}")
    finally:
        os.close(fd)
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status), out.decode("utf-8", "replace")
