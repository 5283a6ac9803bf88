"""Errors from the real `mgimind` command: a message with a fix (or, with --json, one JSON
object {"error", "fix"} on stderr), a non-zero exit, never a traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import click
import pytest
import store_seed
from click.testing import CliRunner

from mgimind.doors.cli import main

MGIMIND = str(Path(sys.executable).parent / "mgimind")
UNKNOWN = "0d1f2e3c-4b5a-4968-8776-a5b4c3d2e1f0"

# (arguments, exit code, words the error names)
FAILING = [
    (["get", UNKNOWN], 1, "no memory"),  # unknown id
    (["fact", "invalidate", UNKNOWN], 1, UNKNOWN),  # unknown id, a subgroup
    (
        ["fact", "add", "alice", "lives_in", "Berlin", "--valid-from", "someday"],
        1,
        "cannot read 'someday' as a time",
    ),  # invalid input
    (["add", ""], 1, "no text given (it is empty)"),
    (["add", "x", "--library", "nowhere"], 1, "no library named 'nowhere'"),
    (["search", "x", "--tier", "9"], 2, "--tier"),  # invalid option value
    (["fact", "add", "alice"], 2, "Missing argument"),  # missing argument
    (["import", "missing.jsonl"], 2, "missing.jsonl"),  # a missing file
    (["restore-backup", "missing.tar.gz"], 2, "missing.tar.gz"),
    (["no-such-command"], 2, "No such command"),
]


def _cli(args, cwd, json_flag):
    return subprocess.run(
        [MGIMIND, *args, *(["--json"] if json_flag else [])],
        cwd=cwd,
        env=os.environ,
        capture_output=True,
        text=True,
        timeout=120,
        stdin=subprocess.DEVNULL,
    )


@pytest.mark.parametrize("args, code, named", FAILING, ids=lambda v: str(v)[:40])
def test_errors_with_and_without_json(args, code, named, tmp_path, isolated_home):
    store_seed.seed(isolated_home)  # the empty store the first open would create
    plain = _cli(args, tmp_path, json_flag=False)
    assert plain.returncode == code, plain.stderr
    assert named in plain.stderr and "Error" in plain.stderr
    assert "Traceback" not in plain.stdout + plain.stderr

    as_json = _cli(args, tmp_path, json_flag=True)
    assert as_json.returncode == code, as_json.stderr
    assert as_json.stdout == "" and "Traceback" not in as_json.stderr
    error = json.loads(as_json.stderr)  # the whole of stderr is the one object
    assert set(error) == {"error", "fix"} and named in error["error"]
    assert error["fix"], "every failing command says what to do"


def test_json_after_double_dash_is_text_not_the_flag(run):
    # `--` ends the options: an error then is plain text, as without --json.
    result = CliRunner().invoke(main, ["add", "--library", "nowhere", "--", "--json"])
    assert result.exit_code == 1 and result.output.startswith("Error: no library")


def test_an_unexpected_failure_is_a_message_and_json_too(isolated_home, monkeypatch):
    @click.command("boom")
    @click.option("--json", "as_json", is_flag=True)
    def boom(as_json):
        raise RuntimeError("disk on fire")

    monkeypatch.delenv("MGIMIND_DEBUG", raising=False)
    main.add_command(boom)
    try:
        plain = CliRunner().invoke(main, ["boom"])
        assert plain.exit_code == 2 and "unexpected RuntimeError: disk on fire" in plain.output
        assert "Traceback" not in plain.output and "MGIMIND_DEBUG=1" in plain.output
        as_json = CliRunner().invoke(main, ["boom", "--json"])
        assert as_json.exit_code == 2 and as_json.stdout == ""
        assert json.loads(as_json.stderr) == {
            "error": "unexpected RuntimeError: disk on fire",
            "fix": "rerun with MGIMIND_DEBUG=1 for details, and report it",
        }
    finally:
        main.commands.pop("boom")


def test_output_piped_into_a_reader_that_stops_early_ends_quietly(tmp_path):
    """`mgimind ... | head`: the reader closes the pipe; no "unexpected BrokenPipeError"."""
    import subprocess
    import sys

    env = {**os.environ, "MGIMIND_HOME": str(tmp_path / "home"), "MGIMIND_AUTOSTART": "0"}
    code = "import sys; from mgimind.doors.cli import main; sys.argv = ['mgimind', 'ops']; main()"
    proc = subprocess.run(
        f'{sys.executable} -c "{code}" | head -c 10',
        shell=True,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert len(proc.stdout) == 10  # positive control: the command did print
    assert "BrokenPipe" not in proc.stderr and "unexpected" not in proc.stderr
