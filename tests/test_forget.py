"""Delete forgets: after a delete returns, no file under the home holds the item's text.

Each write path plants a unique marker; the positive control finds it on disk first (in
plain text in home files; in the store, as the sealed payload the engine wrote), then the
matching delete path runs and every file under the home is searched byte by byte, binary
files included: at once, after the Mind is reopened, and after a process is killed with
SIGKILL right after its delete returned. The real engine and the real model throughout.
"""

from __future__ import annotations

import base64
import json
import os
import signal
import subprocess
import sys
import textwrap
import uuid
from pathlib import Path

import pytest
from file_bytes import files_holding
from transcript_factory import TranscriptWriter, varied_exchange

from mgimind.store.base import Eq, where
from mgimind.store.shred import SEALED, KeyFile


def marker() -> str:
    return "zqx" + uuid.uuid4().hex[:12]


def raw_points(mind, ids):
    """Points as the engine holds them, under the sealing layer."""
    return mind.store.inner.retrieve(list(ids))


def sealed_blobs(mind, ids) -> list[bytes]:
    return [p.payload[SEALED].encode() for p in raw_points(mind, ids) if SEALED in p.payload]


def keys_on_disk(mind, ids) -> dict[str, bytes]:
    """The points' keys as the key file on disk holds them (those it still holds)."""
    keys = KeyFile(mind.store.keys.path)
    try:
        return {i: k for i in ids if (k := keys.key(i)) is not None}
    finally:
        keys.close()


def unseal(mind, point_id: str, key: bytes) -> str:
    """A point's sealed content as the engine holds it, opened with `key`."""
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

    (point,) = raw_points(mind, [point_id])
    raw = base64.b64decode(point.payload[SEALED])
    return AESGCM(key).decrypt(raw[:12], raw[12:], str(uuid.UUID(point_id)).encode()).decode()


# --- write paths: each plants `m` and returns (store point ids, how to forget it) --------


def _memory_ids(mind, needle: str) -> list[str]:
    return [
        p.id
        for p in mind.store.scroll(where(Eq("kind", "memory")))
        if needle in p.payload["text"] or needle in repr(p.payload.get("metadata"))
    ]


def plant_add(mind, m):
    added = mind.memories.add(
        f"The deploy key for {m} lives in the vault. " * 40, metadata={"note": f"about {m}"}
    )
    return _memory_ids(mind, m), lambda: mind.memories.delete(added.id)


def plant_ingest_quarantine(mind, m):
    verdict = mind.admission.ingest(f"ok {m}")  # too short: held in quarantine
    assert verdict.verdict == "quarantined"
    return _memory_ids(mind, m), lambda: mind.admission.expire(verdict.id)


def plant_fact(mind, m):
    verdict = mind.facts.add(f"Bob {m}", "lives_in", f"Paris {m}")
    fid = verdict.fact.id
    ids = [p.id for p in mind.store.scroll(where(Eq("kind", "fact"), Eq("fact_id", fid)))]
    return ids, lambda: mind.facts.purge(fid)


def plant_pin(mind, m):
    mind.pins.set("style", f"Always answer {m} in French.")
    return [], lambda: mind.pins.remove("style")


def plant_skill(mind, m):
    mind.skills.set("deploy", f"when deploying {m}", f"Run the {m} script, then verify.")
    ids = [p.id for p in mind.store.scroll(where(Eq("kind", "skill")))]
    return ids, lambda: mind.skills.remove("deploy")


def plant_learn_then_drop_library(mind, m):
    mind.libraries.create("scratch")
    mind.procedures.learn(f"ImportError {m}", f"pip install {m}", library="scratch")
    mind.memories.add(f"scratch note {m} about the build", "scratch")
    ids = [
        p.id
        for p in mind.store.scroll(where(Eq("library", "scratch")))
        if p.payload.get("kind") != "library"
    ]
    return ids, lambda: mind.libraries.delete("scratch", force=True)


def plant_kv(mind, m):
    mind.kv.put(["users", m], f"key-{m}", {"city": f"Lyon {m}", "nested": {m: [m, 1]}})
    ids = [p.id for p in mind.store.scroll(where(Eq("kind", "kv")))]
    return ids, lambda: mind.kv.delete(["users", m], f"key-{m}")


def plant_session_summary(mind, m, tmp_path):
    """Through the host's hooks: a prompt (kept in the live notes), then session end."""
    from mgimind.hooks.events import HookEvents

    from mgimind.hostapi import HookEvent

    project = tmp_path / "proj"
    project.mkdir(exist_ok=True)
    sid = "s-" + uuid.uuid4().hex[:8]  # an id, not content: ids may stay in the audit
    hooks = HookEvents()
    hooks.run(mind, HookEvent("session-start", "claude-code", sid, str(project)))
    hooks.run(
        mind,
        HookEvent(
            "prompt", "claude-code", sid, str(project), prompt=f"Switch the queue to {m} please."
        ),
    )
    hooks.run(mind, HookEvent("session-end", "claude-code", sid, str(project)))
    assert m in mind.sessions.get(sid).summary
    assert files_holding(mind.home / "sessions" / "live", m.encode())  # the prompt notes
    return [], lambda: mind.sessions.forget(sid)


def plant_harvest(mind, m, tmp_path):
    (tmp_path / "proj").mkdir(exist_ok=True)
    w = TranscriptWriter(cwd=str(tmp_path / "proj"))
    w.user(f"Please remember that the staging database is {m} from now on.")
    w.assistant(f"Noted: staging database is {m}. We decided to keep it.")
    varied_exchange(w, 1)
    path = tmp_path / f"{w.session_id}.jsonl"
    path.write_text(w.text(), encoding="utf-8")
    mind.harvester.harvest_file(path)
    ids = _memory_ids(mind, m)
    assert ids, "the harvest stored the marked exchange"

    def forget():
        for mid in {p.payload["memory_id"] for p in mind.store.retrieve(ids)}:
            mind.memories.delete(mid)
        mind.sessions.forget(w.session_id)

    return ids, forget


PATHS = {
    "add": plant_add,
    "ingest-expire": plant_ingest_quarantine,
    "fact-purge": plant_fact,
    "pin": plant_pin,
    "skill": plant_skill,
    "learn-library-drop": plant_learn_then_drop_library,
    "kv": plant_kv,
    "session": plant_session_summary,
    "harvest": plant_harvest,
}


@pytest.mark.parametrize("backend_kind", ["edge", "client"], indirect=True)
@pytest.mark.parametrize("path", list(PATHS))
def test_delete_leaves_the_text_in_no_file(make_mind, isolated_home, tmp_path, path, backend_kind):
    mind = make_mind()
    m = marker()
    plant = PATHS[path]
    args = (tmp_path,) if path in ("session", "harvest") else ()
    ids, forget = plant(mind, m, *args)
    mind.store.flush()
    # Positive control: the content is on disk (in the clear in home files, sealed in
    # the store), so the search below can see what it is looking for.
    blobs = sealed_blobs(mind, ids)
    assert len(blobs) == len(ids)
    assert files_holding(isolated_home, m.encode(), *blobs), "nothing planted on disk"
    if ids:
        assert files_holding(isolated_home, *blobs), "the store's files hold the payload"
        assert files_holding(isolated_home, m.encode()) == [] or path in (
            "session",
            "harvest",
            "pin",
        )

    # With its key at hand, each point's sealed content reads back as what was written:
    # the keys are what forgetting must destroy.
    keys = keys_on_disk(mind, ids)
    assert len(keys) == len(ids)
    assert all(m in unseal(mind, i, key) for i, key in keys.items())
    if keys:
        assert files_holding(isolated_home, *keys.values()), "the key file holds the keys"

    forget()
    assert files_holding(isolated_home, m.encode()) == []
    assert raw_points(mind, ids) == [] if ids else True
    assert keys_on_disk(mind, ids) == {}
    # No file under the home holds a key that opens what the engine may still keep.
    if keys:
        assert files_holding(isolated_home, *keys.values()) == []

    mind.close()
    reopened = make_mind()
    assert files_holding(isolated_home, m.encode()) == []
    assert reopened.store.retrieve(ids) == [] if ids else True
    assert m not in repr(reopened.memories.browse(view="all", limit=1000))


def test_a_server_store_forgets_by_its_own_delete(isolated_home, embedder):
    """A Qdrant server is sent content unsealed and forgets as its own delete does
    (qdrant-client's in-memory mode stands in for the server): after a delete the server
    holds no point with the text, while another memory's points stay."""
    from mgimind.config import Config
    from mgimind.engine.mind import Mind
    from mgimind.memory.memory_points import STATEMENT_KIND

    config = Config()
    config.store.url = "local::memory:"  # unsealed: nothing reaches a file
    mind = Mind(isolated_home, embedder=embedder, config=config)
    try:
        m = marker()
        added = mind.memories.add(f"I keep the spare key for {m} under the blue pot. " * 30)
        kept = mind.memories.add("I restart the build server every night at two.")
        server = mind.store.inner if hasattr(mind.store, "inner") else mind.store

        def points_of(memory_id):
            return server.scroll(where(Eq("memory_id", memory_id)))

        def holding_the_text():
            return [p.id for p in server.scroll(None) if m in json.dumps(p.payload)]

        ids = [p.id for p in points_of(added.id)]
        kinds = {p.payload["kind"] for p in points_of(added.id)}
        assert len(ids) > 2 and kinds == {"memory", STATEMENT_KIND}  # chunks and statements
        # Positive control: the server holds the text in the clear, not sealed.
        assert holding_the_text() and not any(SEALED in p.payload for p in server.scroll(None))
        mind.memories.delete(added.id)
        assert holding_the_text() == [] and points_of(added.id) == []
        assert server.retrieve(ids) == []
        assert points_of(kept.id) and mind.memories.get(kept.id).text.startswith("I restart")
        assert files_holding(isolated_home, m.encode()) == []
    finally:
        mind.close()


def test_a_sealed_store_holds_no_content_in_the_clear(mind, isolated_home):
    """The engine's files (WAL, payload pages, payload indexes) see no content: not the
    text, not metadata, not fact subjects or kv values, which filters still match."""
    m = marker()
    mind.memories.add(f"note {m}", metadata={"tag": m})
    mind.facts.add(f"Alice {m}", "works_at", f"Acme {m}")
    mind.kv.put(["prefs", m], "k", {"colour": m})
    mind.store.flush()
    assert files_holding(isolated_home / "store", m.encode()) == []
    # Filters on tokenized content still match, and reads give the text back.
    assert [f.subject for f in mind.facts.query(subject=f"Alice {m}")] == [f"Alice {m}"]
    assert mind.kv.get(["prefs", m], "k").value == {"colour": m}
    found = mind.kv.search(["prefs", m], filter={"colour": m})
    assert [i.key for i in found] == ["k"]
    assert mind.memories.search(f"note {m}", limit=1)[0].text == f"note {m}"


def test_without_sealing_the_engine_keeps_deleted_text(isolated_home, embedder):
    """Why sealing: the bare engine keeps a deleted point's text in its files."""
    from mgimind.store.base import Point
    from mgimind.store.edge import EdgeBackend

    backend = EdgeBackend(isolated_home / "bare", embedder.dim)
    m = marker()
    pid = str(uuid.uuid4())
    backend.upsert(
        [Point(pid, {"kind": "memory", "text": f"secret {m}"}, dense=[0.1] * embedder.dim)]
    )
    backend.delete([pid])
    backend.flush()
    assert files_holding(isolated_home / "bare", m.encode())
    backend.close()
    assert files_holding(isolated_home / "bare", m.encode())


_KILLED = """
import sys
from mgimind.engine.mind import Mind
mind = Mind(sys.argv[1])
m = sys.argv[2]
added = mind.memories.add(f"The door code is {m} for the back office.")
fid = mind.facts.add(f"Carol {m}", "lives_in", f"Oslo {m}").fact.id
mind.kv.put(["k", m], m, {"v": m})
mind.store.flush()
print("planted", flush=True)
sys.stdin.readline()
mind.memories.delete(added.id)
mind.facts.purge(fid)
mind.kv.delete(["k", m], m)
print("deleted", flush=True)
import time
time.sleep(60)
"""


@pytest.mark.parametrize("backend_kind", ["edge"], indirect=True)
def test_kill_9_right_after_delete_returns_forgets(make_mind, isolated_home, embedder):
    make_mind().close()  # a home with a store and its model stamp
    m = marker()
    env = {**os.environ, "MGIMIND_HOME": str(isolated_home)}
    proc = subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(_KILLED), str(isolated_home), m],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        assert proc.stdout.readline().strip() == "planted"
        assert files_holding(isolated_home / "store", b"_sealed"), "positive control"
        proc.stdin.write("go\n")
        proc.stdin.flush()
        assert proc.stdout.readline().strip() == "deleted"
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert files_holding(isolated_home, m.encode()) == []
    mind = make_mind()
    assert files_holding(isolated_home, m.encode()) == []
    assert mind.memories.count(view="all") == 0
    assert mind.facts.query() == [] and mind.kv.get(["k", m], m) is None


def test_delete_cost(make_mind, capsys):
    """Not a gate: how long a delete takes (key overwrite + engine delete + flush)."""
    import time

    mind = make_mind()
    ids = [mind.memories.add(f"memory number {i} about topic {i % 17}").id for i in range(50)]
    start = time.perf_counter()
    for mid in ids[:20]:
        mind.memories.delete(mid)
    per = (time.perf_counter() - start) / 20 * 1000
    with capsys.disabled():
        print(f"\ndelete: {per:.1f} ms each ({mind.store.name})")


@pytest.mark.parametrize("backend_kind", ["edge"], indirect=True)
def test_a_delete_the_engine_lost_is_finished_at_the_next_open(make_mind):
    """A crash after the key is overwritten but before the engine's delete is on disk:
    the point is unreadable at once, and the next open deletes it."""
    mind = make_mind()
    added = mind.memories.add("The on-call rota changes every Tuesday at noon.")
    ids = [p.id for p in mind.store.scroll(where(Eq("memory_id", added.id)))]
    mind.store.keys.destroy(ids)  # what delete does first; the engine never hears of it
    assert mind.store.retrieve(ids) == [] and len(mind.store.inner.retrieve(ids)) == 1
    mind.store.keys.close()
    mind.store.keys = KeyFile(mind.store.keys.path)  # as a crash would leave it
    mind.store.keys.dead.clear()  # this process forgets; only the file remembers
    mind.close()
    reopened = make_mind()
    assert reopened.store.inner.retrieve(ids) == []
    assert reopened.memories.count(view="all") == 0


@pytest.mark.parametrize("backend_kind", ["edge"], indirect=True)
def test_a_query_for_clear_fields_skips_a_forgotten_point(make_mind):
    """A query that reads only fields kept in the clear (the recall's statements: their
    memory ids) opens no sealed content, and still never returns a forgotten point."""
    from mgimind.store.base import DENSE, Arm

    mind = make_mind()
    kept = mind.memories.add("I moved the nightly backup to the Frankfurt region.")
    gone = mind.memories.add("I moved the staging database to the Dublin region.")
    vec = [float(x) for x in mind.embedder.embed_query("which region holds the backups?")]
    flt = where(Eq("kind", "memory"))

    def read(fields):
        return {
            h.payload["memory_id"]: h.payload
            for h in mind.store.query([Arm(DENSE, vec, 10)], flt, 10, fields=fields)
        }

    full, plain = read(None), read(("memory_id",))
    assert set(full) == set(plain) == {kept.id, gone.id}
    assert "moved the nightly backup" in full[kept.id]["text"]
    assert plain[kept.id] == {"memory_id": kept.id}  # no text, and no sealed blob
    mind.store.keys.destroy([p.id for p in mind.store.scroll(where(Eq("memory_id", gone.id)))])
    assert set(read(("memory_id",))) == set(read(None)) == {kept.id}
    mind.close()


@pytest.mark.parametrize("backend_kind", ["edge"], indirect=True)
def test_a_missing_key_file_is_a_clear_error(make_mind):
    from mgimind.errors import StoreUnavailable

    mind = make_mind()
    mind.memories.add("Sealed content needs its key file to be read back.")
    path = mind.store.keys.path
    mind.close()
    make_mind().close()  # positive control: with the key file it opens
    path.unlink()
    for _ in range(2):  # and again: a failed open leaves no empty key file behind
        with pytest.raises(StoreUnavailable, match="key file"):
            make_mind()


@pytest.mark.parametrize("backend_kind", ["edge"], indirect=True)
@pytest.mark.parametrize("crash_at", [None, 0, 1, 2])
def test_a_store_from_before_sealing_is_sealed_at_first_open(
    make_mind, isolated_home, monkeypatch, crash_at
):
    """Sealed by copying into a new store and swapping; a crash after any of the swap's
    renames (`crash_at`) is finished by the next open."""
    import mgimind.engine.mind as mind_module
    import mgimind.store.upgrade as upgrade
    from mgimind.store.edge import EdgeBackend

    m = marker()
    with monkeypatch.context() as patch:  # how stores were opened before sealing
        patch.setattr(
            mind_module,
            "open_backend",
            lambda config, home, dim: EdgeBackend(home / "store" / "edge", dim),
        )
        legacy = make_mind()
        kept = legacy.memories.add(f"The release train leaves on Thursdays {m}.")
        gone = legacy.memories.add(f"The staging password rotates monthly {m}x.")
        legacy.kv.put(["prefs"], "colour", {"v": f"teal {m}"})
        legacy.close()
    (isolated_home / "store" / "edge.keys").unlink()  # the fixture's: such a home had none
    assert files_holding(isolated_home, m.encode())  # positive control: plain on disk

    if crash_at is not None:
        renames, real = [], upgrade._rename

        def rename(src, dst):
            if len(renames) == crash_at:
                raise KeyboardInterrupt("crash")
            renames.append(src)
            real(src, dst)

        with monkeypatch.context() as patch:
            patch.setattr(upgrade, "_rename", rename)
            with pytest.raises(KeyboardInterrupt):
                make_mind()
        # Opened as a user would (the fixture would put a fresh store where one is missing).
        from mgimind.engine.mind import Mind

        mind = Mind(isolated_home, embedder=legacy.embedder)
        mind.close()
    mind = make_mind()
    assert files_holding(isolated_home, m.encode()) == []
    assert mind.memories.get(kept.id).text.endswith(f"{m}.")
    assert mind.memories.search(f"release train Thursdays {m}", limit=1)[0].id == kept.id
    assert mind.kv.get(["prefs"], "colour").value == {"v": f"teal {m}"}
    mind.memories.delete(gone.id)
    assert files_holding(isolated_home, f"{m}x".encode()) == []
    mind.close()
    assert make_mind().memories.count() == 1


def test_cli_delete_paths_forget(run, isolated_home, tmp_path):
    """The command line's delete, fact purge and session forget, end to end."""
    import json

    m = marker()
    (tmp_path / "proj").mkdir()
    added = json.loads(run("add", f"The printer on floor 3 is {m}.", "--json").output)
    fact = json.loads(run("fact", "add", f"Dana {m}", "works_at", f"Initech {m}", "--json").output)
    run(
        "session",
        "end",
        "s-forget",
        f"Chose {m} for the cache.",
        "--agent",
        "a",
        "--project",
        str(tmp_path / "proj"),
    )
    assert files_holding(isolated_home, m.encode())  # the session file, in the clear
    for args in (
        ("delete", added["id"]),
        ("fact", "purge", fact["id"]),
        ("session", "forget", "s-forget"),
    ):
        result = run(*args)
        assert result.exit_code == 0, result.output
    assert files_holding(isolated_home, m.encode()) == []
    assert m not in run("search", m).output and m not in run("fact", "query").output


@pytest.mark.parametrize("backend_kind", ["edge"], indirect=True)
def test_through_the_daemon_then_kill_9_forgets(isolated_home, make_mind, monkeypatch):
    """The production path: writes and deletes over the socket (a real daemon, its log
    and its files included), the daemon killed with SIGKILL right after the deletes."""
    from daemon_helpers import running_daemon, wait_gone

    from mgimind.doors.client import DaemonClient

    make_mind().close()  # the home with its store, as the fixture makes it
    m = marker()
    with running_daemon(isolated_home, monkeypatch) as status:
        client = DaemonClient(isolated_home, actor="agent:forget")
        added = client.memories.add(f"The vault combination is {m} this quarter.")
        verdict = client.admission.ingest(f"hm {m}")
        fact = client.facts.add(f"Erin {m}", "lives_in", f"Rome {m}")
        client.kv.put(["notes"], m, {"text": m})
        client.pins.set("motto", f"Say {m} first.")
        try:
            client.memories.get("missing-" + m)  # an error that names the text
        except Exception:
            pass
        assert files_holding(isolated_home, m.encode())  # the pin file, in the clear
        client.memories.delete(added.id)
        # expiring a candidate and purging a fact are a person's: the real command line
        env = {**os.environ, "MGIMIND_HOME": str(isolated_home), "MGIMIND_AUTOSTART": "1"}
        cli = str(Path(sys.executable).with_name("mgimind"))
        for args in (("quarantine", "expire", verdict.id), ("fact", "purge", fact.fact.id)):
            done = subprocess.run([cli, *args], env=env, capture_output=True, text=True)
            assert done.returncode == 0, done.stderr
        client.kv.delete(["notes"], m)
        client.pins.remove("motto")
        os.kill(status["pid"], signal.SIGKILL)
        assert wait_gone(status["pid"])
        client.close()
        assert files_holding(isolated_home, m.encode()) == []
    mind = make_mind()
    assert files_holding(isolated_home, m.encode()) == []
    assert mind.memories.count(view="all") == 0 and mind.facts.query() == []
