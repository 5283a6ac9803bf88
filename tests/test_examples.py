"""Every example in examples/ runs as a person would run it, with no API key and no
setup, and shows memory reaching the model or the client."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def run_example(name: str, cwd: Path) -> str:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MGIMIND_", "OPENAI_"))}
    proc = subprocess.run(
        [sys.executable, str(EXAMPLES / name)],
        cwd=cwd,  # not the checkout's root, as docs/hosts say
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    return proc.stdout


def test_every_example_has_a_test():
    tested = {"mcp_client.py", "openai_agents_offline.py", "langgraph_offline.py"}
    assert {p.name for p in EXAMPLES.glob("*.py")} == tested


def test_the_mcp_client_example_stores_finds_and_recalls(tmp_path):
    out = run_example("mcp_client.py", tmp_path)
    assert " tools: " in out and "memory_search" in out
    assert "memory_add: stored" in out
    assert out.count("restored from the Sunday snapshot") >= 2  # search and recall
    assert "mgimind daemon stopped" in out  # the example's daemon does not outlive it


@pytest.mark.parametrize(
    ("name", "note"),
    [
        ("openai_agents_offline.py", "deploy freeze starts on December 18"),
        ("langgraph_offline.py", "writes to s3-archive-eu and keeps 35 days"),
    ],
)
def test_an_sdk_host_example_puts_memory_in_front_of_the_model(tmp_path, name, note):
    out = run_example(name, tmp_path)
    # The stand-in model quotes the memory lines it was given: the recall reached it.
    assert out.startswith("From memory: > (memory") and note in out, out
