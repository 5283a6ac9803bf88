"""A full disk: an add is refused with an error that says so, the process goes on, and
nothing stored before is lost (read back after reopening).

The home lives on a real size-limited filesystem, a tmpfs mounted for the test (it needs
root, or the right to mount; skipped with the reason where the machine does not allow it),
filled to the last byte by a ballast file. The writes run in a child process: the engine
writes through memory maps, and a write into one on a full disk kills its process with
SIGBUS, which would take the test run with it.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest

SIZE = "160m"  # the store's files (~50 MB on a new store), the refusal margin, some memories
TEXTS = [
    f"Runbook {i}: the kestrel queue drains in {i + 3} minutes after a deploy." for i in range(20)
]
REFUSED = "The heron cache is warmed by the nightly job on the batch host."

_CHILD = """
import errno, json, os, sys
from mgimind.engine.mind import Mind
from mgimind.errors import MgimindError

home, ballast, texts, refused = sys.argv[1], sys.argv[2], json.loads(sys.argv[3]), sys.argv[4]


def fill_the_disk():
    with open(ballast, "wb") as f:
        try:
            while True:
                f.write(bytes(1 << 20))
                f.flush()
        except OSError as e:
            assert e.errno == errno.ENOSPC, e


def say(**what):
    print(json.dumps(what), flush=True)


mind = Mind(home)
say(ids=[mind.memories.add(t).id for t in texts])
say(fact=mind.facts.add("kestrel queue", "drains_in", "seven minutes").fact.id)
mind.kv.put(["runbooks"], "kestrel", {"owner": "ops"})
fill_the_disk()
for _ in range(2):  # refused, and refused again: the process goes on
    try:
        mind.memories.add(refused)
        say(stored=True)
    except MgimindError as e:
        say(what=e.what, fix=e.fix)
os.unlink(ballast)  # room again: the same process stores it
say(added=mind.memories.add(refused).id)
fill_the_disk()  # and full again when it closes: its last full flush cannot be written
mind.close()
say(closed=True)
"""


@pytest.fixture
def small_disk(tmp_path):
    """A tmpfs of SIZE at tmp_path/disk, unmounted after the test."""
    disk = tmp_path / "disk"
    disk.mkdir(mode=0o700)
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={SIZE},mode=0700", "tmpfs", str(disk)],
        capture_output=True,
        text=True,
    )
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a size-limited tmpfs here: {mounted.stderr.strip()}")
    try:
        yield disk
    finally:
        subprocess.run(["umount", "-l", str(disk)], check=False)


def test_an_add_on_a_full_disk_is_refused_and_nothing_earlier_is_lost(small_disk, embedder):
    from mgimind.engine.mind import Mind

    home, ballast = small_disk / "home", small_disk / "ballast"
    args = [str(home), str(ballast), json.dumps(TEXTS), REFUSED]
    child = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(_CHILD), *args],
        capture_output=True,
        text=True,
        timeout=300,
    )
    # The child lived through it (a write into the engine's maps on a full disk is SIGBUS).
    assert child.returncode == 0, (child.returncode, child.stderr[-2000:])
    said = [json.loads(line) for line in child.stdout.splitlines()]
    ids, fact, *answers, added, closed = said
    assert len(answers) == 2 and closed == {"closed": True}
    for answer in answers:
        assert answer.get("what", "").startswith("no space left for the store"), answer
        assert "nothing was written" in answer["what"] and "free space" in answer["fix"]

    ballast.unlink()
    # Opening a store whose last full flush failed rebuilds its payload indexes (~150 MB
    # written): the disk is given that room, as a person freeing space would.
    subprocess.run(["mount", "-o", "remount,size=512m", str(small_disk)], check=True)
    with Mind(home, embedder=embedder) as mind:
        # Everything stored before the disk filled up reads back whole, and the memory
        # stored once there was room again (the refused adds left nothing of their own).
        assert [mind.memories.get(i).text for i in ids["ids"]] == TEXTS
        assert mind.memories.get(added["added"]).text == REFUSED
        assert mind.memories.count() == len(TEXTS) + 1
        assert [f.id for f in mind.facts.query(subject="kestrel queue")] == [fact["fact"]]
        assert mind.kv.get(["runbooks"], "kestrel").value == {"owner": "ops"}
