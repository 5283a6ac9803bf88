"""Markdown sync against hostile files and a daemon that dies: a hard-linked note is
refused (its content may live outside the folder) while the rest sync; an export gives
every memory a bounded, collision-free name (a 300-character path, `x.md` beside
`x.md/y.md`) and writes all or nothing; a daemon killed with SIGKILL mid-apply ends the
sync with a message and a fix, and the next sync finishes the job."""

from __future__ import annotations

import errno
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from mgimind.errors import MgimindError
from mgimind.memory.notes import MAX_NAME_BYTES
from mgimind.moves.sync import FolderExport, SyncParams, apply_sync, export_folder, plan_sync


@pytest.fixture
def backend_kind():
    return "edge"


def _params(folder: Path, library: str = "notes") -> SyncParams:
    return SyncParams(folder=str(folder), library=library)


def _paths(mind, library: str = "notes") -> dict[str, str]:
    """{metadata.path: text} of the library's current memories."""
    items = mind.lifecycle.browse([library], view="current", limit=10_000)
    return {item.metadata.get("path"): item.text for item in items}


# --- hard links -------------------------------------------------------------------------------


def test_a_hard_linked_note_is_refused_and_the_rest_sync(mind, tmp_path):
    outside = tmp_path / "outside.txt"
    outside.write_text("The Kestrel root password hint lives in the ops safe, shelf two.\n")
    folder = tmp_path / "vault"
    folder.mkdir()
    os.link(outside, folder / "x.md")
    (folder / "ok.md").write_text("Kestrel standups are at half past nine.\n")

    result = apply_sync(mind, _params(folder))
    by_path = {c.path: c for c in result.plan.changes}
    assert by_path["x.md"].action == "error" and "hard link" in by_path["x.md"].error
    assert "cp, not ln" in by_path["x.md"].fix
    assert by_path["ok.md"].action == "add"  # the rest goes on
    held = _paths(mind)
    assert set(held) == {"ok.md"}
    assert not any("password hint" in text for text in held.values())

    # Control: the same file with one name (the outside link removed) is an ordinary note.
    outside.unlink()
    again = apply_sync(mind, _params(folder))
    assert {c.path: c.action for c in again.plan.changes}["x.md"] == "add"
    assert "password hint" in _paths(mind)["x.md"]


# --- export: bounded, collision-free names; all or nothing ----------------------------------


def _add(mind, text: str, path: str | None, **front):
    metadata = {**front, **({"path": path} if path is not None else {})}
    return mind.memories.add(text, "notes", metadata=metadata or None)


LONG = "a" * 300 + ".md"
WIDE = "é" * 200 + ".md"  # 200 characters, 403 bytes
DEEP = "/".join(["d"] * 40) + "/n.md"  # more folders than an export nests


def test_export_gives_every_memory_a_bounded_collision_free_name(mind, tmp_path):
    mind.libraries.create("notes")
    texts = {
        "ok.md": "Kestrel standups are at half past nine.",
        "sub/fine.md": "The Kestrel wiki moved to the new docs host.",
        LONG: "A note whose path is three hundred characters long.",
        WIDE: "A note whose name is short in characters but long in bytes.",
        DEEP: "A note nested forty folders deep.",
        "x.md": "The file x.md itself.",
        "x.md/y.md": "A note under a folder named like the file x.md.",
        "Case.md": "The capitalised Case note.",
        "case.md": "The lower-case case note, one file with Case.md on some disks.",
    }
    ids = {path: _add(mind, text, path, title=path[:20]).id for path, text in texts.items()}
    out = tmp_path / "out"
    done = export_folder(mind, FolderExport(folder=str(out), library="notes"))

    assert done.written == len(texts) and len(set(done.paths)) == len(texts)
    renamed = done.renamed
    assert set(renamed) == {LONG, WIDE, DEEP, "x.md/y.md", "case.md"}, renamed
    for wanted, written in renamed.items():
        assert written.endswith(f"-{ids[wanted][:8]}.md") and "/" not in written
    for path in out.rglob("*"):
        assert len(path.name.encode()) <= MAX_NAME_BYTES
    # Control: the notes that fit are where they were, byte for byte.
    for rel in ("ok.md", "sub/fine.md", "x.md", "Case.md"):
        assert texts[rel] in (out / rel).read_text()
    assert (out / "x.md").is_file()
    # Syncing back changes nothing but the addresses of the renamed ones (moves).
    plan = plan_sync(mind, _params(out))
    actions = {c.path: c.action for c in plan.changes}
    assert {p for p, a in actions.items() if a == "unchanged"} == {
        "ok.md",
        "sub/fine.md",
        "x.md",
        "Case.md",
    }
    assert {p for p, a in actions.items() if a == "move"} == set(renamed.values())
    assert not [c for c in plan.changes if c.action in ("add", "remove", "error")]


def test_an_export_is_all_or_nothing(mind, tmp_path, monkeypatch):
    import mgimind.moves.sync as sync

    mind.libraries.create("notes")
    for i in range(5):
        _add(mind, f"Kestrel runbook step {i}: check queue depth {i * 7}.", f"step{i}.md")
    where = tmp_path / "exports"
    out = where / "out"
    real, calls = sync.write_note, []

    def disk_fills_up(folder, rel, content):  # the disk fills up at the third note
        calls.append(rel)
        if len(calls) == 3:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        real(folder, rel, content)

    monkeypatch.setattr(sync, "write_note", disk_fills_up)
    with pytest.raises(MgimindError) as failed:
        export_folder(mind, FolderExport(folder=str(out), library="notes"))
    assert "No space left on device; nothing was written" in failed.value.what
    assert failed.value.fix
    assert not out.exists() and list(where.iterdir()) == []  # no partial folder left
    # An empty target stays empty, too.
    out.mkdir()
    calls.clear()
    with pytest.raises(MgimindError):
        export_folder(mind, FolderExport(folder=str(out), library="notes"))
    assert list(out.iterdir()) == [] and list(where.iterdir()) == [out]
    # Control: with room on the disk, every note is written.
    monkeypatch.setattr(sync, "write_note", real)
    done = export_folder(mind, FolderExport(folder=str(out), library="notes"))
    assert done.written == 5 and sorted(p.name for p in out.iterdir()) == [
        f"step{i}.md" for i in range(5)
    ]
    assert list(where.iterdir()) == [out]


def test_an_export_over_files_in_the_way_writes_nothing(mind, tmp_path):
    mind.libraries.create("notes")
    _add(mind, "Kestrel on-call swaps are agreed in the channel.", "a.md")
    _add(mind, "Kestrel backups are tested every quarter.", "x.md")
    out = tmp_path / "out"
    (out / "x.md").mkdir(parents=True)  # a folder where a note goes
    (out / "keep.txt").write_text("mine")
    with pytest.raises(MgimindError, match="in the way of a note"):
        export_folder(mind, FolderExport(folder=str(out), library="notes", overwrite=True))
    assert sorted(p.name for p in out.iterdir()) == ["keep.txt", "x.md"]
    assert not (out / "a.md").exists()  # nothing was moved in
    (out / "x.md").rmdir()  # the control: out of the way, both are written beside keep.txt
    done = export_folder(mind, FolderExport(folder=str(out), library="notes", overwrite=True))
    assert done.written == 2 and sorted(p.name for p in out.iterdir()) == [
        "a.md",
        "keep.txt",
        "x.md",
    ]


def test_cli_export_lists_the_renamed_notes(run, tmp_path):
    from mgimind.doors.connect import open as open_mind

    mind = open_mind(in_process=True)
    try:
        mind.libraries.create("notes")
        _add(mind, "The Kestrel long-path note.", LONG)
        _add(mind, "The Kestrel short note.", "short.md")
    finally:
        mind.close()
    out = run("sync", str(tmp_path / "out"), "--library", "notes", "--export")
    assert out.exit_code == 0, out.output
    assert "Wrote 2 note(s)" in out.output
    assert "1 note(s) written under another name" in out.output
    assert "aaa... -> the-kestrel-long-path-note-" in out.output
    assert "unexpected" not in out.output


# --- the daemon killed mid-apply ------------------------------------------------------------


def test_a_daemon_killed_mid_apply_gives_a_fix_and_the_next_sync_finishes(
    isolated_home, tmp_path, monkeypatch
):
    from tests.daemon_helpers import running_daemon

    notes = 320
    folder = tmp_path / "vault"
    folder.mkdir()
    for i in range(notes):
        (folder / f"n{i:03}.md").write_text(
            f"---\ntitle: note {i}\n---\nKestrel runbook entry {i}: valve {i * 13 % 97} "
            f"opens after pump {i % 11} reaches {i * 7 % 50} bar.\n"
        )
    mgimind = str(Path(sys.executable).parent / "mgimind")
    env = {**os.environ, "MGIMIND_HOME": str(isolated_home), "MGIMIND_AUTOSTART": "0"}
    audit = isolated_home / "audit.log"
    with running_daemon(isolated_home, monkeypatch) as status:
        pid = status["pid"]
        proc = subprocess.Popen(
            [mgimind, "sync", str(folder), "--library", "notes", "--apply"],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and proc.poll() is None:
            if audit.exists() and "memory.add" in audit.read_text(errors="replace"):
                break  # the first notes are stored: the apply is under way
            time.sleep(0.05)
        os.kill(pid, signal.SIGKILL)
        out, err = proc.communicate(timeout=120)
    assert proc.returncode == 1, (out, err)
    assert "the daemon stopped during the sync, " in err, err
    assert "the note changes it applied until then are kept" in err
    assert "fix: run the sync again: the notes already applied are kept" in err
    assert "unexpected" not in err and "report it" not in err

    with running_daemon(isolated_home, monkeypatch):
        from mgimind.doors.connect import open as open_mind

        client = open_mind(isolated_home)
        try:
            kept = len(_paths(client))
            assert 0 < kept < notes, kept  # some applied before the kill, and kept
            again = subprocess.run(
                [mgimind, "sync", str(folder), "--library", "notes", "--apply"],
                env=env,
                capture_output=True,
                text=True,
                timeout=300,
            )
            assert again.returncode == 0, again.stderr
            held = _paths(client)
            assert len(held) == notes
            assert "Kestrel runbook entry 7:" in held["n007.md"]
        finally:
            client.close()
    print(f"killed after {kept} of {notes} notes were stored; the next sync stored the rest")
    print(err.strip())
