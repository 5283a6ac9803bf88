"""Moves that lose nothing: export/import and backup/restore of every kind, idempotent
imports, atomic restore, encrypted backups, and bad input that changes nothing."""

from __future__ import annotations

import hashlib
import io
import json
import os
import subprocess
import tarfile
import tempfile
from pathlib import Path

import numpy as np
import pytest
from file_bytes import digest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from mgimind.engine.mind import Mind
from mgimind.errors import InvalidInput, MgimindError, StoreUnavailable
from mgimind.moves.backup import backup, restore_backup
from mgimind.moves.transfer import export, import_file
from mgimind.security.cryptobox import Damaged, WrongPassphrase
from tests.conftest import backend_config

WORDS = [
    "deploy",
    "linker",
    "Kestrel",
    "queue",
    "valve",
    "staging",
    "grafana",
    "billing",
    "ünïcödé",
    "漢字",
    "🚀",
    "because",
    "we decided",
    "always",
    "the",
    "a",
    "of",
]
ODD = st.sampled_from(["\r\n", "\n", "\t", "\u2028", " <!-- mgimind-item {} --> ", "  "])
phrase = st.lists(st.sampled_from(WORDS) | ODD, min_size=6, max_size=40).map(
    lambda words: "Kestrel " + " ".join(words)
)
name = st.sampled_from(["alice", "bob", "carol"])


@st.composite
def contents(draw):
    """A home's worth of every kind, as the operations that make it."""
    return {
        "memories": draw(
            st.lists(
                st.tuples(
                    phrase,
                    st.sampled_from(["shared", "ops"]),
                    st.sampled_from(["active", "archived", "held"]),
                    st.dictionaries(
                        st.sampled_from(["tag", "n"]), st.integers(0, 9) | phrase, max_size=2
                    ),
                ),
                min_size=1,
                max_size=6,
                unique_by=lambda m: m[0],
            )
        ),
        "facts": draw(
            st.lists(
                st.tuples(
                    name,
                    st.sampled_from(["lives_in", "likes", "works_at"]),
                    st.sampled_from(["Paris", "Berlin", "Oslo", "tea"]),
                    st.booleans(),
                ),
                min_size=1,
                max_size=8,
            )
        ),
        "procedures": draw(
            st.lists(
                st.tuples(
                    phrase, phrase, st.lists(st.sampled_from(["worked", "failed"]), max_size=3)
                ),
                max_size=3,
                unique_by=lambda p: (p[0], p[1]),
            )
        ),
        "skills": draw(
            st.lists(
                st.tuples(st.sampled_from(["ship", "triage", "bench"]), phrase, phrase),
                max_size=3,
                unique_by=lambda s: s[0],
            )
        ),
        "sessions": draw(
            st.lists(
                st.tuples(st.sampled_from(["claude", "codex"]), phrase, st.booleans()), max_size=3
            )
        ),
        "pins": draw(
            st.lists(
                st.tuples(
                    st.sampled_from(["style", "owner"]), st.sampled_from(["shared", "ops"]), phrase
                ),
                max_size=3,
                unique_by=lambda p: (p[0], p[1]),
            )
        ),
        "kv": draw(
            st.lists(
                st.tuples(
                    st.sampled_from(["theme", "lang"]),
                    st.dictionaries(
                        st.sampled_from(["v", "w"]), st.integers() | phrase, min_size=1
                    ),
                    st.booleans(),
                ),
                max_size=3,
                unique_by=lambda k: k[0],
            )
        ),
    }


def fill(mind: Mind, c: dict, project: Path) -> None:
    mind.libraries.create("ops", "operations notes")
    mind.facts.register_predicate("works_at", "single")
    mind.facts.register_predicate("lives_in", "temporal-single", "where someone lives")
    for text, library, status, metadata in c["memories"]:
        if status == "held":
            mind.admission.ingest("Kestrel " + text.split()[0], library)  # too short: held
            continue
        added = mind.memories.add(text, library, metadata=metadata or None)
        if status == "archived":
            mind.lifecycle.archive(added.id, "old")
    for i, (subject, predicate, obj, invalidate) in enumerate(c["facts"]):
        verdict = mind.facts.add(
            subject, predicate, obj, library="ops", valid_from=f"{2010 + i}-01-01"
        )
        if invalidate and verdict.fact is not None and verdict.fact.status == "believed":
            mind.facts.invalidate(verdict.fact.id, "wrong")
    for error, fix, outcomes in c["procedures"]:
        learned = mind.procedures.learn(error, fix, "ubuntu", "ops")
        for outcome in outcomes:
            mind.procedures.report(learned.id, outcome)
    for skill, trigger, body in c["skills"]:
        mind.skills.set(skill, trigger, body)
    for agent, summary, ended in c["sessions"]:
        session = mind.sessions.start(agent, str(project))
        if ended:
            mind.sessions.end(session.id, summary)
    for pin, library, text in c["pins"]:
        mind.pins.set(pin, text, library)
    for key, value, index in c["kv"]:
        mind.kv.put(["prefs"], key, value, index=index)


def dump(mind: Mind) -> dict:
    """A canonical dump of a home's content: every point's payload and whether it has a
    vector, and every session and pin file."""
    points = mind.store.scroll(None, with_vectors=True)
    files = {}
    for sub in ("sessions/all", "sessions/last", "pins"):
        for f in sorted((mind.home / sub).glob("*.json")):
            files[f"{sub}/{f.name}"] = json.loads(f.read_text())
    return {
        "store": sorted(
            (p.id, json.dumps(p.payload, sort_keys=True), p.dense is not None) for p in points
        ),
        "files": files,
    }


def vectors(mind: Mind) -> dict[str, np.ndarray]:
    return {
        p.id: np.asarray(p.dense)
        for p in mind.store.scroll(None, with_vectors=True)
        if p.dense is not None
    }


def new_home(root: Path, template: Path) -> Path:
    home = Path(tempfile.mkdtemp(dir=root)) / "home"
    (home / "store").mkdir(parents=True)
    subprocess.run(
        ["cp", "-a", "--sparse=always", str(template), str(home / "store" / "edge")], check=True
    )
    return home


def tree(path: Path) -> dict[str, str]:
    """Every file under `path` with a digest of its bytes: to prove nothing changed (the
    store's sparse holes are not read)."""
    return {str(p.relative_to(path)): digest(p) for p in sorted(path.rglob("*")) if p.is_file()}


# --- the round trip of every kind ---------------------------------------------------------


# No shrinking: each example builds three homes (seconds each); a failure prints its example.
@settings(
    max_examples=5,
    deadline=None,
    phases=[Phase.explicit, Phase.generate],
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(c=contents())
def test_every_kind_survives_export_import_and_backup_restore(
    c, tmp_path, embedder, empty_edge_store
):
    project = tmp_path / "project"
    project.mkdir(exist_ok=True)
    with Mind(new_home(tmp_path, empty_edge_store), embedder=embedder) as source:
        fill(source, c, project)
        want = dump(source)
        head_lines = len(source.audit.path.read_text().splitlines())
        kinds = {json.loads(p)["kind"] for _, p, _ in want["store"]}
        assert {"library", "predicate", "fact", "memory"} <= kinds
        path = source.home.parent / "all.jsonl"
        export(source, path, view="all")
        archive = backup(source, source.home.parent / "home.tar.gz")
        source_log = source.audit.path.read_text().splitlines()
        source_vectors = vectors(source)
    assert oct(path.stat().st_mode & 0o777) == "0o600"

    with Mind(new_home(tmp_path, empty_edge_store), embedder=embedder) as target:
        first = import_file(target, path)
        assert dump(target) == want
        again = import_file(target, path)  # idempotent: nothing new, nothing duplicated
        assert again.created == {} and again.skipped == sum(first.created.values()) + first.skipped
        assert dump(target) == want
        assert target.audit.verify().ok
        assert target.audit.tail(1)[0]["source_audit_head"]["lines"] == head_lines
        for pid, vec in vectors(target).items():  # re-embedded from the same text
            assert float(vec @ source_vectors[pid]) > 0.999

    restored_home = Path(tempfile.mkdtemp(dir=tmp_path)) / "restored"
    result = restore_backup(archive.path, restored_home, embedder=embedder)
    assert result.records == sum(archive.counts.values())
    with Mind(restored_home, embedder=embedder) as restored:
        assert dump(restored) == want
        log = restored.audit.path.read_text().splitlines()
        assert log[: len(source_log)] == source_log  # the chain goes on from the source's
        assert restored.audit.verify().ok
        assert log[-1].find('"backup.restore"') > 0
        for pid, vec in vectors(restored).items():  # carried, not re-embedded: exact
            assert np.array_equal(vec.astype("float32"), source_vectors[pid].astype("float32"))


def test_the_issue_repro_facts_round_trip_through_the_cli(run, tmp_path, monkeypatch):
    """`export out.jsonl; import out.jsonl` once a home holds a fact (it failed with
    "invalid library name '*'"), into the same home and into an empty one."""
    monkeypatch.setenv("MGIMIND_IN_PROCESS", "1")
    assert run("fact", "add", "alice", "lives_in", "Paris").exit_code == 0
    out = tmp_path / "out.jsonl"
    assert run("export", str(out)).exit_code == 0
    same = run("import", str(out))
    assert same.exit_code == 0 and "Imported nothing" in same.output, same.output
    monkeypatch.setenv("MGIMIND_HOME", str(tmp_path / "empty-home"))
    other = run("import", str(out), "--json")
    assert other.exit_code == 0
    assert json.loads(other.output)["created"]["point"] == 2  # the fact and its predicate
    facts = json.loads(run("fact", "query", "--subject", "alice", "--json").output)
    assert [f["object"] for f in facts] == ["Paris"]


def test_import_into_a_home_holding_part_of_it_resurrects_no_tombstone(mind, tmp_path, embedder):
    mind.libraries.create("ops")
    kept = mind.memories.add("The Kestrel queue drains every hour, we decided.", "ops")
    fact = mind.facts.add("alice", "lives_in", "Paris", library="ops").fact
    mind.pins.set("style", "Use ruff.", "ops")
    path = tmp_path / "all.jsonl"
    export(mind, path, view="all")
    # Since the export: the fact was declared wrong, a memory archived, the pin changed.
    mind.facts.invalidate(fact.id, "moved")
    mind.lifecycle.archive(kept.id, "stale")
    mind.pins.set("style", "Use ruff and mypy.", "ops")
    before = dump(mind)
    result = import_file(mind, path)
    assert result.created == {} and dump(mind) == before
    assert mind.facts.query(subject="alice") == []
    assert mind.memories.get(kept.id).status == "archived"
    assert mind.pins.get("style", libraries=["ops"]).text == "Use ruff and mypy."


# --- atomic restore -----------------------------------------------------------------------


@pytest.fixture
def archive(mind, tmp_path):
    mind.libraries.create("ops")
    mind.memories.add("The staging database is restored from backup every Sunday.", "ops")
    mind.facts.add("bob", "works_at", "Acme")
    made = backup(mind, tmp_path / "b" / "home.tar.gz")
    return Path(made.path)


def test_restore_over_an_existing_home_needs_force_and_keeps_the_old_one(
    archive, tmp_path, embedder
):
    home = tmp_path / "other"
    with Mind(home, embedder=embedder) as other:
        other.memories.add("A memory only the old home holds, about the billing queue.")
    before = tree(home)
    with pytest.raises(InvalidInput, match="already holds") as refused:
        restore_backup(archive, home, embedder=embedder)
    assert "--force" in refused.value.fix and tree(home) == before
    result = restore_backup(archive, home, embedder=embedder, force=True)
    assert result.previous and tree(Path(result.previous)) == before
    with Mind(home, embedder=embedder) as restored:
        assert [m.text for m in restored.memories.browse()] == [
            "The staging database is restored from backup every Sunday."
        ]


@pytest.mark.parametrize(
    "damage", ["truncate", "flip", "foreign", "edited-member", "bad-record", "unknown-kind"]
)
def test_a_bad_backup_restores_nothing_and_says_why(archive, tmp_path, embedder, damage):
    home = tmp_path / "target"
    with Mind(home, embedder=embedder) as target:
        target.memories.add("The target's own memory: the billing queue is in eu-west.")
    before = tree(home)
    bad = tmp_path / "bad.tar.gz"
    data = archive.read_bytes()
    if damage == "truncate":
        bad.write_bytes(data[: len(data) * 2 // 3])
    elif damage == "flip":
        bad.write_bytes(data[:200] + bytes([data[200] ^ 0x55]) + data[201:])
    elif damage == "foreign":
        bad.write_text("hello, I am a text file\n")
    else:
        bad.write_bytes(_rewrite_export(data, damage))
    expected = {
        "truncate": "was cut short",
        "flip": r"is damaged \(its bytes were changed\)",
        "foreign": "not an mgimind backup",
        "edited-member": "does not match its checksum",
        "bad-record": "AWS access key",
        "unknown-kind": "unknown kind",
    }
    with pytest.raises(MgimindError, match=expected[damage]) as e:
        restore_backup(bad, home, embedder=embedder, force=True)
    assert "nothing was" in e.value.what
    assert damage == "truncate" or "cut short" not in e.value.what  # a flip is not a cut
    assert tree(home) == before
    assert not [p for p in tmp_path.iterdir() if ".restoring-" in p.name]


def _rewrite_export(data: bytes, damage: str) -> bytes:
    """The backup with a changed export: checksums kept stale, or (for a bad record)
    recomputed so the record itself is what restore meets."""
    members = {}
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as tar:
        for m in tar:
            members[m.name] = tar.extractfile(m).read()
    lines = members["export.jsonl"].decode().splitlines()
    head = json.loads(lines[0])
    if damage == "edited-member":
        assert any("Sunday" in line for line in lines)
        lines = [line.replace("Sunday", "Monday") for line in lines]
    else:
        record = (
            {
                "record": "memory",
                "id": "0d1f2e3c-4b5a-4968-8776-a5b4c3d2e1f0",
                "text": "this one smuggles a key into the store (in a name import cannot redact)",
                "payload": {
                    "kind": "memory",
                    "library": "ops",
                    "status": "active",
                    "AKIAQ7X2M4N8P6R3T5V9": 1,
                },
            }
            if damage == "bad-record"
            else {"record": "widget", "id": "w1", "payload": {}}
        )
        lines.append(json.dumps(record))
        head["records"] += 1
        lines[0] = json.dumps(head)
        members["export.jsonl"] = ("\n".join(lines) + "\n").encode()
        manifest = json.loads(members["manifest.json"])
        manifest["sha256"]["export.jsonl"] = hashlib.sha256(members["export.jsonl"]).hexdigest()
        members["manifest.json"] = json.dumps(manifest).encode()
    if damage == "edited-member":
        members["export.jsonl"] = ("\n".join(lines) + "\n").encode()
    out = io.BytesIO()
    with tarfile.open(fileobj=out, mode="w:gz") as tar:
        for member, content in members.items():
            info = tarfile.TarInfo(member)
            info.size = len(content)
            tar.addfile(info, io.BytesIO(content))
    return out.getvalue()


def test_restore_refuses_a_home_in_use(archive, tmp_path, embedder):
    import fcntl

    home = tmp_path / "busy"
    home.mkdir()
    fd = os.open(home / "daemon.lock", os.O_RDWR | os.O_CREAT, 0o600)
    fcntl.flock(fd, fcntl.LOCK_EX)  # as a starting or running daemon holds it
    try:
        with pytest.raises(StoreUnavailable, match="daemon.lock is held") as e:
            restore_backup(archive, home, embedder=embedder, force=True)
        assert "daemon stop" in e.value.fix
    finally:
        os.close(fd)
    assert restore_backup(archive, home, embedder=embedder, force=True).created["memory"] == 1


def test_restore_with_the_client_backend_builds_in_the_stage(
    make_mind, backend_kind, embedder, tmp_path
):
    source = make_mind()
    source.memories.add("The Kestrel dashboard moved to grafana two last spring.")
    made = backup(source, tmp_path / "home.tar.gz")
    home = tmp_path / "restored"
    restore_backup(made.path, home, embedder=embedder, config=backend_config(backend_kind, home))
    with Mind(home, embedder=embedder, config=backend_config(backend_kind, home)) as restored:
        assert dump(restored) == dump(source)


# --- encrypted backups ----------------------------------------------------------------------


def test_encrypted_backup_round_trip_wrong_passphrase_and_flipped_bytes(mind, tmp_path, embedder):
    mind.memories.add("The nightly export reads from the SQS queue export-nightly.")
    made = backup(mind, tmp_path / "home.tar.gz.enc", passphrase="correct horse")
    path = Path(made.path)
    assert made.encrypted and oct(path.stat().st_mode & 0o777) == "0o600"
    assert b"export-nightly" not in path.read_bytes()
    home = tmp_path / "target"
    with pytest.raises(WrongPassphrase, match="passphrase does not open"):
        restore_backup(path, home, embedder=embedder, passphrase="wrong horse")
    data = path.read_bytes()
    body = len(data) - 40
    flipped = tmp_path / "flipped.enc"
    flipped.write_bytes(data[:body] + bytes([data[body] ^ 1]) + data[body + 1 :])
    with pytest.raises(Damaged, match="passphrase is right but the content fails"):
        restore_backup(flipped, home, embedder=embedder, passphrase="correct horse")
    header_flip = data.index(b'"salt"') + 12
    flipped.write_bytes(
        data[:header_flip] + bytes([data[header_flip] ^ 1]) + data[header_flip + 1 :]
    )
    with pytest.raises(Damaged, match="damaged header"):
        restore_backup(flipped, home, embedder=embedder, passphrase="correct horse")
    flipped.write_bytes(data[:-100])
    with pytest.raises(Damaged, match="cut short"):
        restore_backup(flipped, home, embedder=embedder, passphrase="correct horse")
    with pytest.raises(InvalidInput, match="encrypted"):
        restore_backup(path, home, embedder=embedder)
    assert not home.exists()
    restore_backup(path, home, embedder=embedder, passphrase="correct horse")
    with Mind(home, embedder=embedder) as restored:
        assert dump(restored) == dump(mind)


def test_encryption_spans_several_segments(tmp_path, monkeypatch):
    from mgimind.security import cryptobox

    monkeypatch.setattr(cryptobox, "SEGMENT", 1000)
    plain = os.urandom(3000)  # an exact multiple: the last segment is empty
    sealed = io.BytesIO()
    cryptobox.seal(io.BytesIO(plain), sealed, "pw-long-enough")
    opened = io.BytesIO()
    cryptobox.unseal(io.BytesIO(sealed.getvalue()), opened, "pw-long-enough")
    assert opened.getvalue() == plain
    data = sealed.getvalue()
    # Dropping a whole middle segment is caught, not silently shortened.
    start = len(cryptobox.MAGIC) + data[len(cryptobox.MAGIC) :].index(b"\n") + 1
    cut = data[: start + 1016] + data[start + 2032 :]
    with pytest.raises(Damaged, match="segment 2 .* was changed"):
        cryptobox.unseal(io.BytesIO(cut), io.BytesIO(), "pw-long-enough")


# --- bad export files ---------------------------------------------------------------------


def test_bad_export_files_change_nothing(mind, tmp_path):
    mind.memories.add("The Kestrel queue drains every hour, so alerts wait an hour.")
    mind.facts.add("alice", "lives_in", "Paris")
    path = tmp_path / "out.jsonl"
    export(mind, path)
    lines = path.read_text().splitlines()
    target_before = dump(mind)
    cases = {
        "promises": lines[:-1],  # cut at a line boundary: the header's count catches it
        "not valid JSON": lines[:-1] + [lines[-1][: len(lines[-1]) // 2]],  # cut mid-line
        "unknown kind 'gadget'": lines
        + [json.dumps({"record": "gadget", "id": "g", "payload": {}})],
        "no mgimind export header": lines[1:],
    }
    for i, (expected, content) in enumerate(cases.items()):
        bad = tmp_path / f"bad{i}.jsonl"
        bad.write_text("\n".join(content) + "\n")
        with pytest.raises(InvalidInput, match=expected):
            import_file(mind, bad)
    foreign = tmp_path / "photo.jpg"
    foreign.write_bytes(b"\xff\xd8\xff\xe0 not text")
    with pytest.raises(InvalidInput, match="not UTF-8"):
        import_file(mind, foreign)
    assert dump(mind) == target_before


# --- the CLI --------------------------------------------------------------------------------


def test_cli_backup_without_dest_encrypted_and_restore(run, tmp_path, monkeypatch, isolated_home):
    monkeypatch.setenv("MGIMIND_IN_PROCESS", "1")
    assert run("add", "The billing service retries failed charges three times.").exit_code == 0
    made = run("backup")
    assert made.exit_code == 0 and str(isolated_home / "backups") in made.output
    default = next((isolated_home / "backups").glob("mgimind-*.tar.gz"))
    assert oct(default.stat().st_mode & 0o777) == "0o600"
    secret = tmp_path / "pass.txt"
    secret.write_text("correct horse battery\n")
    dest = tmp_path / "enc.tar.gz.enc"
    enc = run("backup", str(dest), "--encrypt", "--passphrase-file", str(secret), "--json")
    assert enc.exit_code == 0 and json.loads(enc.output)["encrypted"] is True
    refused = run("restore-backup", str(dest), "--passphrase-file", str(secret))
    assert refused.exit_code == 1 and "--force" in refused.output
    (tmp_path / "wrong.txt").write_text("wrong\n")
    wrong = run(
        "restore-backup",
        str(dest),
        "--home",
        str(tmp_path / "n"),
        "--passphrase-file",
        str(tmp_path / "wrong.txt"),
    )
    assert wrong.exit_code == 1 and "passphrase does not open" in wrong.output
    assert "Traceback" not in wrong.output and not (tmp_path / "n").exists()
    done = run("restore-backup", str(dest), "--force", "--passphrase-file", str(secret))
    assert done.exit_code == 0 and "previous home was kept" in done.output, done.output
    # The old home's backups stay reachable from the new home.
    assert (isolated_home / "backups" / default.name).exists()
    listed = json.loads(run("browse", "--json").output)
    assert [m["text"] for m in listed] == [
        "The billing service retries failed charges three times."
    ]
    assert run("audit", "verify").exit_code == 0


def test_an_export_given_to_restore_and_a_backup_given_to_import_say_which_to_use(
    archive, mind, tmp_path, embedder
):
    exported = tmp_path / "out.jsonl"
    export(mind, exported)
    with pytest.raises(InvalidInput, match="not an mgimind backup") as e:
        restore_backup(exported, mind.home, embedder=embedder)  # checked before --force
    assert "mgimind import" in e.value.fix
    with pytest.raises(InvalidInput, match="not UTF-8") as e:
        import_file(mind, archive)
    assert "restore-backup" in e.value.fix
