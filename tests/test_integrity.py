"""Corruption is loud: a store that holds less than the home recorded, with nothing in
the audit log that deleted it, is served read-only and said to be damaged everywhere."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from mgimind.doors.cli.doctor import run_checks
from mgimind.engine.mind import Mind
from mgimind.errors import StoreUnavailable
from mgimind.store.holdings import StoreDamaged

NOTES = [
    "The lab's freezer alarm goes to the facilities pager first.",
    "Grant reports are due on the fifth working day of each quarter.",
    "The cluster's scratch space is wiped every Sunday night.",
]


def _fill(home, embedder) -> list[str]:
    with Mind(home, embedder=embedder) as mind:
        return [mind.memories.add(text).id for text in NOTES]


def _truncate_id_trackers(home) -> int:
    hit = 0
    for path in (home / "store").rglob("*"):
        if path.is_file() and "id_tracker" in path.name:
            path.write_bytes(b"")
            hit += 1
    return hit


def test_a_truncated_store_file_is_reported_and_writes_stop(isolated_home, embedder):
    ids = _fill(isolated_home, embedder)
    assert _truncate_id_trackers(isolated_home) > 0
    with Mind(isolated_home, embedder=embedder) as mind:
        report = mind.integrity()
        assert not report["ok"] and "fewer items than recorded" in report["problem"]
        assert report["recorded"]["memory"] == len(ids)
        with pytest.raises(StoreDamaged) as refused:
            mind.memories.add("A new note written into a damaged store.")
        assert "restore-backup" in refused.value.fix
        assert mind.briefing().text.startswith("WARNING: mgimind's store is damaged")
    checks = {c.name: c for c in run_checks(isolated_home)}
    assert checks["store integrity"].status == "fail"
    # a person who has looked accepts the store as it is: writes are served again
    with Mind(isolated_home, embedder=embedder) as mind:
        mind.accept_store()
        assert mind.memories.add("Written after the store was accepted.").created
    with Mind(isolated_home, embedder=embedder) as mind:
        assert mind.integrity()["ok"]


def test_deletes_and_a_kill_are_not_damage(isolated_home, embedder):
    """Positive control: fewer items because of a delete, and more items written by a
    process killed before it could record them, both open normally."""
    ids = _fill(isolated_home, embedder)
    with Mind(isolated_home, embedder=embedder) as mind:
        mind.memories.delete(ids[0])
    code = textwrap.dedent(f"""
        import os
        from mgimind.engine.mind import Mind
        mind = Mind({str(isolated_home)!r})
        mind.memories.delete({ids[1]!r})
        mind.memories.add("Written just before the kill: the badge reader reboots at 2am.")
        os._exit(0)  # no close: the holdings record is not renewed
    """)
    subprocess.run([sys.executable, "-c", code], check=True, timeout=300)
    with Mind(isolated_home, embedder=embedder) as mind:
        assert mind.integrity()["ok"], mind.integrity()
        assert mind.memories.count() == 2
        assert mind.memories.add("And the store takes writes.").created


def test_a_garbled_meta_file_is_a_clear_error(isolated_home, embedder):
    _fill(isolated_home, embedder)
    (isolated_home / "store" / "meta.json").write_text("{not json")
    with pytest.raises(StoreUnavailable) as refused:
        Mind(isolated_home, embedder=embedder)
    assert "meta.json is damaged" in refused.value.what and "model" in refused.value.fix


@pytest.mark.parametrize("damage", ["wal", "payload page", "shard config"])
def test_garbled_engine_files_are_a_clear_error_with_the_recovery(isolated_home, embedder, damage):
    import os

    _fill(isolated_home, embedder)
    edge = isolated_home / "store" / "edge"
    target = {
        "wal": lambda: sorted((edge / "wal").glob("open-*"))[0],
        "payload page": lambda: next(edge.glob("segments/*/payload_storage/page_0.dat")),
        "shard config": lambda: edge / "edge_config.json",
    }[damage]()
    with open(target, "r+b") as f:
        f.write(os.urandom(min(target.stat().st_size, 4096)))
    with pytest.raises(StoreUnavailable) as failed:
        with Mind(isolated_home, embedder=embedder) as mind:
            mind.memories.search("freezer alarm")  # some damage shows only at first read
    assert "damaged or unreadable" in failed.value.what
    assert "restore-backup" in failed.value.fix
