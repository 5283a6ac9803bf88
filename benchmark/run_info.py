"""What a benchmark's figures were measured on: the code's commit, the CPU, the load.

Every table in BENCHMARKS.md states its run, commit and machine; the benchmarks print this
line (and put it in their --json) so the table can copy it instead of recalling it.
"""

from __future__ import annotations

import os
import platform
import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def commit() -> str:
    """The checked-out commit, marked "+ local changes" when the work tree differs."""
    try:
        head = subprocess.run(
            ["git", "-C", str(REPO), "rev-parse", "--short", "HEAD"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        dirty = subprocess.run(
            ["git", "-C", str(REPO), "status", "--porcelain", "--untracked-files=no"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown (not a git checkout)"
    return f"{head} + local changes" if dirty else head


def cpu() -> str:
    """The CPU's model name, as `lscpu` gives it ("Model name")."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def describe() -> dict:
    """The run's commit, CPU, core count and load average at the time of the call."""
    return {
        "commit": commit(),
        "cpu": cpu(),
        "cpus": os.cpu_count(),
        "load_average": [round(x, 1) for x in os.getloadavg()],
    }


def line(info: dict) -> str:
    load = " / ".join(f"{x:.1f}" for x in info["load_average"])
    return f"commit {info['commit']}; {info['cpu']}, {info['cpus']} CPUs; load average {load}"
