"""Markdown folder sync: plans by content, applies without a moment where a note is
unfindable (a writer killed with SIGKILL at random points proves it), exports a library
as a folder that syncs back as a no-op, follows the folder, and refuses bad files one by
one while the rest go on."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from mgimind.memory.notes import parse_note, render_note
from mgimind.moves.sync import (
    FolderExport,
    SyncParams,
    apply_sync,
    export_folder,
    plan_sync,
    watch_sync,
)

ROOT = Path(__file__).resolve().parents[1]
SECRET = "AKIA" + "Q7X2M4N8P6R3T5V9"  # shaped like an AWS access key id


@pytest.fixture
def backend_kind():
    return "edge"  # sync only uses the service surface; one backend is enough here


def _write(folder: Path, rel: str, content: str | bytes) -> Path:
    path = folder / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_bytes(content.encode("utf-8"))
    return path


def _params(folder: Path, library: str = "notes", **kw) -> SyncParams:
    return SyncParams(folder=str(folder), library=library, **kw)


def _by_path(mind, library: str = "notes", view: str = "current") -> dict[str, list]:
    out: dict[str, list] = {}
    if not mind.libraries.exists(library):
        return out
    for item in mind.memories.browse([library], view=view, limit=100_000, tier=3):
        out.setdefault(item.metadata.get("path"), []).append(item)
    return out


def _actions(plan) -> dict[str, str]:
    return {c.path: c.action for c in plan.changes}


# --- notes: front matter in and out -------------------------------------------------------


def test_front_matter_is_read_as_metadata():
    front, body = parse_note(
        "---\ntitle: Deploy checklist\ntags: [ops, deploy]\ndate: 2024-05-01\n"
        "aliases:\n  - deploy\n  - release\ndraft: false\n---\nAlways run migrations first.\n"
    )
    assert front == {
        "title": "Deploy checklist",
        "tags": ["ops", "deploy"],
        "date": "2024-05-01",
        "aliases": ["deploy", "release"],
        "draft": False,
    }
    assert body == "Always run migrations first.\n"
    # No front matter, or a rule never closed: all of it is the body.
    assert parse_note("no front matter\n") == ({}, "no front matter\n")
    assert parse_note("---\nnot closed\n") == ({}, "---\nnot closed\n")


@pytest.mark.parametrize(
    "text,front",
    [
        ("plain\n", {}),
        ("Line one\r\nline two 🚀 ünï \u2028 sep\n", {"title": "Tricky: \"quotes\" and 'ticks'"}),
        ("---\nstarts with a rule\n", {}),
        ("body", {"n": 3, "nested": {"a": [1, "2"]}, "weird key: x": "y", "s": "3"}),
    ],
)
def test_render_then_parse_gives_back_the_same_note(text, front):
    assert parse_note(render_note(text, front)) == (front, text)


# --- plan and apply -----------------------------------------------------------------------


def test_plan_then_apply_added_changed_unchanged_removed(mind, tmp_path):
    folder = tmp_path / "vault"
    _write(
        folder, "deploy.md", "---\ntitle: Deploy\ntags: [ops]\n---\nKestrel deploys need the VPN.\n"
    )
    _write(folder, "sub/db.md", "Postgres runs on port 5433 in staging, because 5432 is taken.\n")
    _write(folder, "gone.md", "The old billing cron job ran at midnight.\n")
    _write(folder, "README.txt", "not a note")
    _write(folder, ".obsidian/cache.md", "hidden folders are not notes")
    plan = plan_sync(mind, _params(folder))
    assert _actions(plan) == {"deploy.md": "add", "gone.md": "add", "sub/db.md": "add"}
    assert not mind.libraries.exists("notes")  # a plan changes nothing
    result = apply_sync(mind, _params(folder))
    assert not result.failed and result.plan.applied
    held = _by_path(mind)
    assert set(held) == {"deploy.md", "sub/db.md", "gone.md"}
    deploy = held["deploy.md"][0]
    assert deploy.metadata == {"title": "Deploy", "tags": ["ops"], "path": "deploy.md"}
    assert deploy.text == "Kestrel deploys need the VPN.\n"
    assert deploy.source == "markdown-sync"

    # Nothing changed: all unchanged, and applying again does nothing.
    again = plan_sync(mind, _params(folder))
    assert set(_actions(again).values()) == {"unchanged"} and not again.pending

    _write(folder, "sub/db.md", "Postgres runs on port 5434 in staging now.\n")
    (folder / "gone.md").unlink()
    plan = plan_sync(mind, _params(folder))
    assert _actions(plan) == {"deploy.md": "unchanged", "gone.md": "remove", "sub/db.md": "change"}
    apply_sync(mind, _params(folder))
    held = _by_path(mind)
    assert [i.text for i in held["sub/db.md"]] == ["Postgres runs on port 5434 in staging now.\n"]
    assert "gone.md" not in held
    archived = _by_path(mind, view="history")["gone.md"]
    assert [i.status for i in archived] == ["archived"]  # removed: archived, not lost
    hits = mind.memories.search("which port does Postgres use in staging", ["notes"])
    assert hits[0].metadata["path"] == "sub/db.md" and "5434" in hits[0].text
    assert not any("5433" in h.text for h in hits)

    # The note comes back: its archived memory is restored, not duplicated.
    _write(folder, "gone.md", "The old billing cron job ran at midnight.\n")
    plan = plan_sync(mind, _params(folder))
    assert _actions(plan)["gone.md"] == "restore"
    apply_sync(mind, _params(folder))
    assert [i.id for i in _by_path(mind)["gone.md"]] == [archived[0].id]


def test_prune_deletes_a_removed_notes_memory(mind, tmp_path):
    folder = tmp_path / "vault"
    _write(folder, "a.md", "Kestrel uses blue-green deploys on Fridays.\n")
    apply_sync(mind, _params(folder))
    (folder / "a.md").unlink()
    apply_sync(mind, _params(folder, prune=True))
    assert mind.memories.browse(["notes"], view="all") == []


def test_move_and_front_matter_edit_keep_the_memory(mind, tmp_path):
    folder = tmp_path / "vault"
    _write(folder, "a.md", "---\ntitle: A\n---\nThe staging cluster lives in eu-west-3.\n")
    apply_sync(mind, _params(folder))
    first = _by_path(mind)["a.md"][0]
    (folder / "a.md").rename(folder / "b.md")
    plan = plan_sync(mind, _params(folder))
    assert [(c.path, c.action, c.moved_from) for c in plan.changes] == [("b.md", "move", "a.md")]
    apply_sync(mind, _params(folder))
    held = _by_path(mind)
    assert list(held) == ["b.md"] and held["b.md"][0].id == first.id

    _write(
        folder,
        "b.md",
        "---\ntitle: B\ntags: [infra]\n---\nThe staging cluster lives in eu-west-3.\n",
    )
    assert _actions(plan_sync(mind, _params(folder))) == {"b.md": "change"}
    apply_sync(mind, _params(folder))
    item = _by_path(mind)["b.md"][0]
    assert item.id == first.id and item.metadata == {
        "title": "B",
        "tags": ["infra"],
        "path": "b.md",
    }


def test_two_notes_with_one_text_are_reported_not_merged(mind, tmp_path):
    folder = tmp_path / "vault"
    _write(folder, "a.md", "Same words in two notes about the Kestrel queue.\n")
    _write(folder, "b.md", "Same words in two notes about the Kestrel queue.\n")
    result = apply_sync(mind, _params(folder))
    actions = _actions(result.plan)
    assert actions == {"a.md": "add", "b.md": "error"}
    assert "same text as a.md" in next(c.error for c in result.plan.changes if c.path == "b.md")
    assert list(_by_path(mind)) == ["a.md"]


# --- bad input: per-file errors, nothing lost ---------------------------------------------


def test_bad_files_are_listed_and_skipped_and_their_memories_kept(mind, tmp_path, monkeypatch):
    folder = tmp_path / "vault"
    _write(folder, "good.md", "The Kestrel on-call rota changes on Mondays.\n")
    _write(folder, "later-binary.md", "This note becomes binary later on, by accident.\n")
    apply_sync(mind, _params(folder))
    kept = _by_path(mind)["later-binary.md"][0]

    _write(folder, "later-binary.md", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)))
    _write(folder, "latin1.md", "caf\xe9 au lait".encode("latin-1"))
    _write(folder, "secret.md", f"The deploy key:\n{SECRET}\n")
    _write(folder, "empty.md", "---\ntitle: only front matter\n---\n\n")
    _write(folder, "reserved.md", "---\npath: elsewhere.md\n---\nbody text here\n")
    big = folder / "huge.md"
    with open(big, "wb") as f:  # 50 MB of text
        line = b"A line of a very long note about the Kestrel deploy pipeline.\n"
        for _ in range(50 * 1024 * 1024 // len(line) + 1):
            f.write(line)
    os.mkfifo(folder / "pipe.md")
    os.symlink("/etc/hostname", folder / "link.md")
    _write(folder, "locked.md", "A note this process may not read.\n")
    real_open = os.open

    def refusing_open(path, flags, *a):
        if str(path).endswith("locked.md"):
            raise PermissionError(13, "Permission denied")
        return real_open(path, flags, *a)

    monkeypatch.setattr(os, "open", refusing_open)
    started = time.monotonic()
    result = apply_sync(mind, _params(folder))
    took = time.monotonic() - started
    errors = {c.path: c.error for c in result.plan.changes if c.action == "error"}
    assert set(errors) == {
        "later-binary.md",
        "latin1.md",
        "secret.md",
        "empty.md",
        "reserved.md",
        "huge.md",
        "pipe.md",
        "link.md",
        "locked.md",
    }, errors
    assert "binary" in errors["later-binary.md"]
    assert "UTF-8" in errors["latin1.md"]
    assert "credential" in errors["secret.md"] or "AWS" in errors["secret.md"]
    assert "empty" in errors["empty.md"]
    assert "reserved" in errors["reserved.md"]
    assert "too large" in errors["huge.md"]
    assert "regular file" in errors["pipe.md"]
    assert "symbolic link" in errors["link.md"]
    assert "Permission denied" in errors["locked.md"]
    assert SECRET not in json.dumps(result.model_dump())  # the error names only the kind
    assert took < 30, took  # the 50 MB file is refused by its size, not read
    held = _by_path(mind)
    assert set(held) == {"good.md", "later-binary.md"}  # an unreadable note keeps its memory
    assert held["later-binary.md"][0].id == kept.id
    audit = (mind.home / "audit.log").read_text()
    assert SECRET not in audit


def test_a_failed_step_is_reported_and_the_others_go_on(mind, tmp_path, monkeypatch):
    folder = tmp_path / "vault"
    _write(folder, "a.md", "Kestrel builds are cached for a week.\n")
    _write(folder, "b.md", "The Kestrel search index is rebuilt nightly.\n")
    real_add = mind.memories.add

    def flaky_add(text, *a, **kw):
        if "cached" in text:
            from mgimind.errors import StoreUnavailable

            raise StoreUnavailable("the store is briefly unavailable")
        return real_add(text, *a, **kw)

    def failing_add_many(*a, **kw):
        from mgimind.errors import StoreUnavailable

        raise StoreUnavailable("the store is briefly unavailable")

    monkeypatch.setattr(mind.memories, "add", flaky_add)
    # The slice fails as a whole; each note is then tried alone, and only one fails.
    monkeypatch.setattr(mind.memories, "add_many", failing_add_many)
    result = apply_sync(mind, _params(folder))
    assert [(c.path, c.error) for c in result.failed] == [
        ("a.md", "the store is briefly unavailable")
    ]
    assert list(_by_path(mind)) == ["b.md"]
    monkeypatch.undo()
    assert _actions(plan_sync(mind, _params(folder))) == {"a.md": "add", "b.md": "unchanged"}


# --- export and back ---------------------------------------------------------------------


def test_export_then_sync_back_is_a_no_op(mind, tmp_path):
    folder = tmp_path / "vault"
    _write(
        folder, "deploy.md", "---\ntitle: Deploy\ntags: [ops]\n---\nKestrel deploys need the VPN.\n"
    )
    _write(folder, "deep/dir/x.md", "Line one\r\nline two 🚀 ünïcödé \u2028 sep\n")
    apply_sync(mind, _params(folder))
    # Memories no note made, with and without metadata, one starting with a rule.
    mind.memories.add("Added by hand: the Kestrel pager is muted at night.", "notes")
    mind.memories.add(
        "---\nA memory that starts with a rule.", "notes", metadata={"n": 3, "s": "3"}
    )
    archived = mind.memories.add("An archived memory about Kestrel's old logo.", "notes")
    mind.lifecycle.archive(archived.id)
    before = {
        i.id: (i.text, i.metadata) for i in mind.memories.browse(["notes"], view="all", tier=3)
    }

    out = tmp_path / "exported"
    done = export_folder(mind, FolderExport(folder=str(out), library="notes"))
    assert done.written == 4
    assert (out / "deploy.md").read_text().startswith("---\ntitle: ")
    plan = plan_sync(mind, _params(out))
    assert set(_actions(plan).values()) == {"unchanged"} and not plan.pending, plan
    result = apply_sync(mind, _params(out))
    assert not result.failed and not result.plan.pending
    after = {
        i.id: (i.text, i.metadata) for i in mind.memories.browse(["notes"], view="all", tier=3)
    }
    assert after == before

    with pytest.raises(Exception, match="not empty"):
        export_folder(mind, FolderExport(folder=str(out), library="notes"))


# --- following the folder -------------------------------------------------------------------


def test_watch_follows_the_folder(mind, tmp_path):
    folder = tmp_path / "vault"
    folder.mkdir()
    results = []
    stop = threading.Event()
    thread = threading.Thread(
        target=watch_sync,
        args=(lambda: apply_sync(mind, _params(folder)), str(folder), results.append, stop),
        kwargs={"settle_s": 0.2},
        daemon=True,
    )
    thread.start()
    try:
        _wait(lambda: len(results) >= 1)
        _write(folder, "new.md", "Kestrel release notes live in the wiki now.\n")
        _wait(lambda: "new.md" in _by_path(mind))
        (folder / "new.md").unlink()
        _wait(lambda: "new.md" not in _by_path(mind))
    finally:
        stop.set()
        thread.join(10)
    assert not thread.is_alive()
    assert _by_path(mind, view="history")["new.md"][0].status == "archived"


def _wait(condition, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.05)
    raise AssertionError("timed out")


# --- CLI -----------------------------------------------------------------------------------


def test_cli_sync_plan_apply_export(run, tmp_path):
    folder = tmp_path / "vault"
    _write(folder, "a.md", "---\ntitle: A\n---\nKestrel backups run at 02:00 UTC.\n")
    _write(folder, "bin.md", b"\x00\x01\x02binary")
    dry = run("sync", str(folder), "--library", "notes")
    assert dry.exit_code == 0, dry.output
    assert "add      a.md" in dry.output and "skip     bin.md: binary" in dry.output
    assert "dry run" in dry.output
    applied = run("sync", str(folder), "--library", "notes", "--apply", "--json")
    assert applied.exit_code == 0, applied.output
    body = json.loads(applied.output)
    assert body["plan"]["applied"] and body["plan"]["counts"] == {"add": 1, "error": 1}
    out = tmp_path / "out"
    exported = run("sync", str(out), "--library", "notes", "--export")
    assert exported.exit_code == 0 and "Wrote 1 note" in exported.output
    back = json.loads(run("sync", str(out), "--library", "notes", "--json").output)
    assert back["counts"] == {"unchanged": 1}
    missing = run("sync", str(tmp_path / "nope"), "--library", "notes")
    assert missing.exit_code == 1 and "is not a folder" in missing.output


# --- a writer killed with SIGKILL at random points -----------------------------------------

WRITER = """
import os, sys
from mgimind.engine.mind import Mind
from mgimind.moves.sync import SyncParams, apply_sync
mind = Mind(sys.argv[1])
print("ready", flush=True)
apply_sync(mind, SyncParams(folder=sys.argv[2], library="notes"))
mind.close()
print("done", flush=True)
"""


def _full_text(mind, memory_id: str) -> str:
    from mgimind.errors import NotFound

    try:
        return mind.memories.get(memory_id).text
    except NotFound:  # chunks of a memory whose chunk 0 the kill kept out: not a memory
        return ""


def _note(i: int, version: int) -> str:
    # Long enough for several chunks, so a kill can land between a note's chunks.
    words = " ".join(f"valve{i}x{version}w{k}" for k in range(40))
    return f"---\ntitle: note {i}\n---\nMarker n{i}v{version}. {words}\n" * 8


@pytest.mark.slow  # a kill sweep: many daemon starts and kills
def test_sigkill_at_random_points_never_loses_a_note(make_mind, isolated_home, tmp_path):
    """A replacement is stored before the old version retires: whenever the writer dies,
    every note's old or new text is findable by search, never neither; the next sync
    tidies up to exactly one memory per note."""
    notes, rounds = 12, int(os.environ.get("MGIMIND_KILL_ROUNDS", "7"))
    folder = tmp_path / "vault"
    for i in range(notes):
        _write(folder, f"n{i}.md", _note(i, 0))
    mind = make_mind()
    apply_sync(mind, _params(folder))
    mind.close()
    env = {**os.environ, "MGIMIND_HOME": str(isolated_home), "PYTHONPATH": str(ROOT)}
    rng = random.Random(20)
    versions = [0] * notes
    apply_s, kills, completed = 0.0, 0, 0
    for r in range(1, rounds + 1):
        old = list(versions)
        changed = rng.sample(range(notes), k=notes // 2)
        moved = rng.choice([i for i in range(notes) if i not in changed])
        for i in changed:
            versions[i] = r
            _write(folder, f"n{i}.md", _note(i, r))
        (folder / f"n{moved}.md").rename(folder / f"n{moved}-r{r}.md")
        proc = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(isolated_home), str(folder)],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert proc.stdout.readline().strip() == "ready", proc.stderr.read()
        started = time.monotonic()
        if r == 1:  # the first round runs to the end: how long an apply takes here
            rest, err = proc.communicate(timeout=300)
            assert "done" in rest, err
            apply_s = (time.monotonic() - started) * 1.1
        else:  # then a kill anywhere in that span, reading the folder to retiring
            time.sleep(rng.uniform(0, apply_s))
            os.kill(proc.pid, signal.SIGKILL)
            rest, err = proc.communicate(timeout=30)
            if proc.returncode == -signal.SIGKILL and "done" not in rest:
                kills += 1
            else:
                completed += 1

        mind = make_mind()
        for i in range(notes):
            wanted = {f"n{i}v{old[i]}", f"n{i}v{versions[i]}"}
            hits = mind.memories.search(
                f"Marker n{i}v{versions[i]} n{i}v{old[i]}", ["notes"], limit=20
            )
            texts = [_full_text(mind, h.id) for h in hits]
            found = {w for w in wanted for t in texts if f"Marker {w}." in t}
            assert found, f"round {r}: note {i} ({wanted}) not findable"
        # The next sync repairs whatever the kill left: one memory per note, the new text.
        result = apply_sync(mind, _params(folder))
        assert not result.failed
        held = _by_path(mind)
        assert len(held) == notes and all(len(v) == 1 for v in held.values()), held.keys()
        for path, (item,) in held.items():
            i = int(path[1:].split("-")[0].split(".")[0])
            assert f"Marker n{i}v{versions[i]}." in item.text
        mind.close()
        # Moved back, so the next round may move another note.
        (folder / f"n{moved}-r{r}.md").rename(folder / f"n{moved}.md")
        mind = make_mind()
        apply_sync(mind, _params(folder))
        mind.close()
    print(
        f"kill rounds: {rounds - 1} (after one timing round of {apply_s / 1.1:.1f} s), "
        f"killed mid-apply: {kills}, finished before the kill: {completed}"
    )
    assert kills >= (rounds - 1) // 2


# --- through the daemon ---------------------------------------------------------------------


def test_sync_and_export_run_through_the_daemon(isolated_home, tmp_path, monkeypatch):
    """The CLI usually talks to the daemon: sync is the operation notes.sync, a person's,
    which the daemon runs on the folder the command names; an agent is refused."""
    from mgimind import operations
    from mgimind.doors.client import DaemonClient
    from mgimind.errors import ScopeDenied
    from mgimind.moves.sync import SyncPlan
    from tests.daemon_helpers import running_daemon

    env = {**os.environ, "MGIMIND_HOME": str(isolated_home), "MGIMIND_AUTOSTART": "1"}

    def mgimind(*args):
        done = subprocess.run(
            [str(Path(sys.executable).with_name("mgimind")), *args, "--json"],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert done.returncode == 0, done.stderr
        return json.loads(done.stdout)

    def by_path(client):
        items = operations.call(client, "memory.browse", {"libraries": ["notes"]})
        return {item.metadata.get("path"): item for item in items}

    folder = tmp_path / "vault"
    _write(folder, "a.md", "---\ntitle: A\n---\nKestrel snapshots are kept for 30 days.\n")
    _write(folder, "b.md", "The Kestrel CDN purges its cache on every deploy.\n")
    with running_daemon(isolated_home, monkeypatch):
        client = DaemonClient(isolated_home)  # this process: an app, so an agent
        try:
            with pytest.raises(ScopeDenied, match="notes.sync is for a person"):
                operations.call(
                    client, "notes.sync", {"folder": str(folder), "library": "notes", "apply": True}
                )
            assert "notes" not in {lib.name for lib in client.libraries.list()}  # no sync
            done = mgimind("sync", str(folder), "--library", "notes", "--apply")
            assert _actions(SyncPlan(**done["plan"])) == {"a.md": "add", "b.md": "add"}
            (folder / "b.md").rename(folder / "c.md")
            _write(folder, "a.md", "---\ntitle: A2\n---\nKestrel snapshots are kept for 30 days.\n")
            done = mgimind("sync", str(folder), "--library", "notes", "--apply")
            assert _actions(SyncPlan(**done["plan"])) == {"a.md": "change", "c.md": "move"}
            assert not done["failed"]
            out = tmp_path / "out"
            assert mgimind("sync", str(out), "--library", "notes", "--export")["written"] == 2
            assert not SyncPlan(**mgimind("sync", str(out), "--library", "notes")).pending
            (folder / "c.md").unlink()
            mgimind("sync", str(folder), "--library", "notes", "--apply")
            held = by_path(client)
            assert set(held) == {"a.md"} and held["a.md"].metadata["title"] == "A2"
        finally:
            client.close()


def test_add_many_stores_like_add_with_few_writes(mind, monkeypatch):
    from mgimind.errors import InvalidInput, SecretRefused

    first = mind.memories.add("Kestrel invoices are sent on the first of the month.", "shared")
    upserts = []
    real = mind.store.upsert
    monkeypatch.setattr(mind.store, "upsert", lambda pts: (upserts.append(pts), real(pts))[1])
    long = " ".join(
        f"Paragraph {i} about the Kestrel queue and its retry policy." for i in range(60)
    )
    texts = [
        "Kestrel invoices are sent on the first of the month.",  # stored already
        long,
        "The Kestrel status page is hosted outside the main cluster.",
        "The Kestrel status page is hosted outside the main cluster.",  # twice in one call
    ]
    results = mind.memories.add_many(texts, "shared", metadatas=[None, {"a": 1}, {"b": 2}, None])
    assert [r.created for r in results] == [False, True, True, False]
    assert results[0].id == first.id and results[2].id == results[3].id
    assert len(upserts) == 2  # every other chunk, then the chunk 0s: not two per memory
    assert all(p.payload["chunk"] == 0 for p in upserts[1])
    assert mind.memories.get(results[1].id).text == long
    assert mind.memories.get(results[1].id).metadata == {"a": 1}
    with pytest.raises(SecretRefused):
        mind.memories.add_many(["fine text about Kestrel", f"key {SECRET}"], "shared")
    with pytest.raises(InvalidInput, match="binary"):
        mind.memories.add_many(["more fine text about Kestrel", "bin\x00ary"], "shared")
    assert mind.memories.count(["shared"]) == 3  # a refused call stores nothing
