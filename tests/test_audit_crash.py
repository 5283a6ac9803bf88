"""The audit log and its head stay consistent across a kill -9 at any moment.

A real writer process is killed (SIGKILL, no cleanup) at each point of an append that can
separate the log from its head, and at random moments in a loop; `audit verify` must never
raise a false tamper alarm, and no acknowledged line may be lost."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import textwrap
import time

import pytest
from click.testing import CliRunner

from mgimind.doors.cli import main
from mgimind.store.audit import AuditLog

# The writer appends `n` lines, then arms a SIGKILL at one point of the next append and
# appends again. It prints "ack N" after each acknowledged append.
WRITER = textwrap.dedent("""
    import os, signal, sys
    from mgimind.store.audit import AuditLog

    path, n, point, nth = sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
    log = AuditLog(path)

    def append(i):
        log.append("memory.add", "agent:crash", id=f"m{i}", chunks=i)
        print(f"ack {i}", flush=True)

    for i in range(n):
        append(i)
    die = lambda: os.kill(os.getpid(), signal.SIGKILL)
    calls = {"n": 0}
    if point == "replace":  # the nth rename of a head file (the line is already durable)
        real = os.replace
        def replace(a, b):
            calls["n"] += 1
            if calls["n"] == nth:
                die()
            return real(a, b)
        os.replace = replace
    elif point == "line":  # half of the audit line reaches the file
        real = os.write
        def write(fd, data):
            if b'"action"' in data:
                real(fd, data[: len(data) // 2])
                os.fsync(fd)
                die()
            return real(fd, data)
        os.write = write
    elif point == "loop":
        i = n
        while True:
            append(i)
            i += 1
    append(n)
""")


def _writer(path, n, point, nth=1):
    return subprocess.run(
        [sys.executable, "-c", WRITER, str(path), str(n), point, str(nth)],
        capture_output=True,
        text=True,
        timeout=60,
    )


def _verify():
    return CliRunner().invoke(main, ["audit", "verify"], catch_exceptions=False)


@pytest.mark.parametrize(
    "n, point, nth, kept",
    [
        (4, "replace", 1, 5),  # killed between the durable line and its head
        (4, "line", 1, 4),  # killed with half a line written
        (0, "replace", 2, 1),  # the very first append: head of the empty log, line, killed
        (0, "replace", 1, 0),  # killed writing the head of the empty log
        (0, "line", 1, 0),
    ],
)
def test_a_writer_killed_at_each_point_leaves_a_log_that_verifies(
    isolated_home, n, point, nth, kept
):
    path = isolated_home / "audit.log"
    isolated_home.mkdir(parents=True, exist_ok=True)
    proc = _writer(path, n, point, nth)
    assert proc.returncode == -signal.SIGKILL, proc.stderr
    assert proc.stdout.count("ack") == n  # the killed append was never acknowledged

    result = _verify()
    assert result.exit_code == 0, result.output  # no false tamper alarm
    assert f"OK: {kept} line(s)" in result.output
    # The next write completes what the killed one left, and nothing acknowledged is lost.
    log = AuditLog(path)
    log.append("memory.delete", "cli:me", id="after")
    final = log.verify()
    assert final.ok and final.note is None and final.lines == kept + 1
    assert [e["id"] for e in log.entries()] == [f"m{i}" for i in range(kept)] + ["after"]


def test_random_kills_never_raise_a_false_alarm_nor_lose_an_acknowledged_line(isolated_home):
    path = isolated_home / "audit.log"
    isolated_home.mkdir(parents=True, exist_ok=True)
    rng = random.Random(16)
    kills, crash_states, acknowledged, lines = 24, 0, 0, 0
    for _ in range(kills):
        proc = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(path), "1", "loop", "0"],
            stdout=subprocess.PIPE,
            text=True,
        )
        first = proc.stdout.readline()  # the writer is appending
        assert first.startswith("ack"), first
        time.sleep(rng.uniform(0, 0.03))
        os.kill(proc.pid, signal.SIGKILL)
        acked = 1 + len(proc.stdout.read().splitlines())
        proc.wait()
        acknowledged += acked
        result = AuditLog(path).verify()
        assert result.ok, result.reason  # no false tamper alarm
        crash_states += result.note is not None
        # Every acknowledged line is there; at most one more was written, unacknowledged.
        assert lines + acked <= result.lines <= lines + acked + 1
        lines = result.lines
    log = AuditLog(path)
    log.append("memory.add", "cli:me", id="last")
    final = log.verify()
    assert final.ok and final.note is None and final.lines == lines + 1
    print(
        f"{kills} kills, {acknowledged} acknowledged appends, {crash_states} kills left a "
        f"crash state, 0 false alarms, {final.lines} lines"
    )
