"""Long work shows "k of N" with the rate on a terminal and nothing when not on one (the real
CLI, in-process: MGIMIND_AUTOSTART=0; through the daemon only harvest can show progress)."""

from __future__ import annotations

import os
import pty
import subprocess
import sys
from pathlib import Path

import store_seed

MGIMIND = str(Path(sys.executable).parent / "mgimind")


def _on_a_terminal(command: str, cwd: Path) -> str:
    """`command` run by bash with stdout and stderr on a pseudo-terminal; what it wrote."""
    pid, fd = pty.fork()
    if pid == 0:  # the child: its terminal is the pty
        os.chdir(cwd)
        os.execvp("bash", ["bash", "-c", command])
    out = bytearray()
    while True:
        try:
            data = os.read(fd, 65536)
        except OSError:  # EIO: the child closed the terminal
            break
        if not data:
            break
        out.extend(data)
    _, status = os.waitpid(pid, 0)
    text = out.decode(errors="replace").replace("\r", "\n")
    assert os.waitstatus_to_exitcode(status) == 0, text
    return text


def _piped(command: str, cwd: Path) -> subprocess.CompletedProcess:
    done = subprocess.run(
        ["bash", "-c", command],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=300,
        stdin=subprocess.DEVNULL,
    )
    assert done.returncode == 0, done.stderr
    return done


def test_large_add_import_and_export_show_k_of_n_only_on_a_terminal(
    tmp_path, monkeypatch, isolated_home
):
    text = " ".join(f"Sentence {i} about the cache warmer of build {i * 7}." for i in range(600))
    (tmp_path / "big.txt").write_text(text)
    for home in (isolated_home, tmp_path / "second-home"):
        store_seed.seed(home)  # the empty store each command's first open would create
    chunks = None
    shown = _on_a_terminal(f"{MGIMIND} add - < big.txt", tmp_path)
    for line in shown.splitlines():
        if "embedding" in line and " of " in line:
            chunks = line
    assert chunks and "chunks" in chunks and "/s" in chunks and "%" in chunks, shown
    total = chunks.split(" of ")[1].split()[0]
    assert f"{total} of {total} chunks" in shown  # it ends at N of N

    shown = _on_a_terminal(f"{MGIMIND} export out.jsonl", tmp_path)
    assert "exporting" in shown and " of " in shown and "records" in shown, shown

    monkeypatch.setenv("MGIMIND_HOME", str(tmp_path / "second-home"))
    shown = _on_a_terminal(f"{MGIMIND} import out.jsonl", tmp_path)
    assert "importing" in shown and " of " in shown and "records" in shown, shown

    sys.path.insert(0, str(Path(__file__).parent))
    from transcript_factory import TranscriptWriter, varied_exchange

    w = TranscriptWriter(cwd=str(tmp_path))
    for i in range(20):
        varied_exchange(w, i)
    (tmp_path / "t.jsonl").write_text(w.text())
    shown = _on_a_terminal(f"{MGIMIND} harvest t.jsonl", tmp_path)
    assert " KB of " in shown and "KB/s" in shown and "20 exchanges" in shown, shown

    # Not on a terminal (a pipe, a log): no bar, no label; stdout has only the result.
    quiet = _piped(
        f"{MGIMIND} add - < big.txt ; {MGIMIND} export again.jsonl ; {MGIMIND} consolidate",
        tmp_path,
    )
    assert quiet.stderr == "", quiet.stderr
    assert " of " not in quiet.stdout and "comparing" not in quiet.stdout


def test_json_output_gets_no_bar_even_on_a_terminal(tmp_path, isolated_home):
    text = " ".join(f"Sentence {i} about the cache warmer of build {i * 7}." for i in range(600))
    (tmp_path / "big.txt").write_text(text)
    store_seed.seed(isolated_home)
    shown = _on_a_terminal(f"{MGIMIND} add - --json < big.txt", tmp_path)
    assert "embedding" not in shown and " of " not in shown and '"created": true' in shown
