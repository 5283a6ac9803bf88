"""Backups against a crafted file and a watcher of the disk: key costs held to fixed bounds
before any work, the header bound to the key, no plaintext on the disk while encrypting,
no silent overwrite, one passphrase minimum, and damage told apart by cause."""

from __future__ import annotations

import base64
import hashlib
import io
import json
import os
import re
import sys
import tempfile
import threading
import zlib
from pathlib import Path

import pytest
from file_bytes import holds

from mgimind.errors import InvalidInput
from mgimind.moves.backup import backup, restore_backup
from mgimind.security import cryptobox
from mgimind.security.cryptobox import Damaged, WrongPassphrase
from tests.security_helpers import MGIMIND, measured, on_terminal

PASS = "correct horse battery"
MARKER = "Kestrel-7Q2 the billing ledger moves to the Oslo cluster"

edge_only = pytest.mark.parametrize("backend_kind", ["edge"])  # about files, not engines


def _sealed(plain: bytes = b"x" * 5000) -> bytes:
    out = io.BytesIO()
    cryptobox.seal(io.BytesIO(plain), out, PASS)
    return out.getvalue()


def _split(data: bytes) -> tuple[dict, bytes]:
    """(header fields without `sum`, everything after the header line)."""
    rest = data[len(cryptobox.MAGIC) :]
    line, body = rest.split(b"\n", 1)
    fields = json.loads(line)
    fields.pop("sum")
    return fields, body


def _forge(fields: dict, body: bytes) -> bytes:
    """A header as an attacker writes it: edited, with its unkeyed SHA-256 recomputed."""
    digest = hashlib.sha256(json.dumps(fields, sort_keys=True).encode()).hexdigest()
    line = json.dumps({**fields, "sum": digest}, sort_keys=True).encode()
    return cryptobox.MAGIC + line + b"\n" + body


_UNSEAL = (
    "import sys; from mgimind.security import cryptobox\n"
    "try:\n"
    "    with open(sys.argv[1], 'rb') as f: cryptobox.unseal(f, open(sys.argv[2], 'wb'), "
    "sys.argv[3])\n"
    "    print('opened')\n"
    "except Exception as e: print(type(e).__name__, e)"
)


def test_a_crafted_header_asking_for_the_maximum_key_cost_is_refused_before_any_work(tmp_path):
    """A 200-byte file whose header asked for scrypt n=2^20, r=32, p=16 once made
    restore-backup use 4.3 GB before any passphrase check. Now it is refused from the
    header alone. Positive control: a genuine backup opens in the same measured process."""
    genuine = tmp_path / "genuine.enc"
    genuine.write_bytes(_sealed())
    fields, body = _split(genuine.read_bytes())
    crafted = tmp_path / "crafted.enc"
    crafted.write_bytes(_forge({**fields, "n": 1 << 20, "r": 32, "p": 16}, body[:40]))
    assert len(crafted.read_bytes()) < 700
    out = tmp_path / "out"
    opened = measured([sys.executable, "-c", _UNSEAL, str(genuine), str(out), PASS])
    assert opened["out"].strip() == "opened" and out.read_bytes() == b"x" * 5000
    refused = measured([sys.executable, "-c", _UNSEAL, str(crafted), str(out), PASS])
    assert "Damaged" in refused["out"] and "never writes" in refused["out"], refused
    assert refused["rss_mb"] < 300 and refused["seconds"] < 30, refused
    assert refused["rss_mb"] < opened["rss_mb"]  # the genuine one derived 32 MiB; this nothing

    pfile = tmp_path / "pass.txt"
    pfile.write_text(PASS + "\n")
    target = tmp_path / "target"
    cli = measured(
        [
            MGIMIND,
            "restore-backup",
            str(crafted),
            "--home",
            str(target),
            "--passphrase-file",
            str(pfile),
        ],
        env={**os.environ, "MGIMIND_AUTOSTART": "0"},
    )
    assert cli["rc"] == 1 and "never writes" in cli["out"] and "Traceback" not in cli["out"]
    assert cli["rss_mb"] < 300 and cli["seconds"] < 60, cli
    # At a terminal, the person is not even asked for a passphrase for it.
    rc, out = on_terminal(
        ["restore-backup", str(crafted), "--home", str(target)],
        {**os.environ, "MGIMIND_AUTOSTART": "0"},
    )
    assert rc == 1 and "never writes" in out and "passphrase" not in out.lower()
    # Positive control: for the genuine file the prompt comes, and the typed passphrase
    # opens it (what it holds is not a tar.gz: it is refused one step later).
    rc, out = on_terminal(
        ["restore-backup", str(genuine), "--home", str(target)],
        {**os.environ, "MGIMIND_AUTOSTART": "0"},
        [("Backup passphrase", PASS)],
    )
    assert rc == 1 and "not an mgimind backup (not a tar.gz" in out, out
    assert not target.exists()


def test_a_header_edited_with_its_checksum_recomputed_is_refused_as_tampered(tmp_path):
    data = _sealed()
    fields, body = _split(data)
    opened = io.BytesIO()
    cryptobox.unseal(io.BytesIO(data), opened, PASS)  # positive control
    assert opened.getvalue() == b"x" * 5000
    other_prefix = base64.b64encode(bytes(7)).decode()
    for edit in ({"segment": 4096}, {"nonce_prefix": other_prefix}, {"check": "0" * 64}):
        forged = _forge({**fields, **edit}, body)
        with pytest.raises(Damaged, match="tampered with: its header was edited") as e:
            cryptobox.unseal(io.BytesIO(forged), io.BytesIO(), PASS)
        assert not isinstance(e.value, WrongPassphrase)
    # A cost the file may not ask for is refused before anything is derived.
    forged = _forge({**fields, "n": 1 << 16}, body)
    with pytest.raises(Damaged, match="never writes"):
        cryptobox.unseal(io.BytesIO(forged), io.BytesIO(), "")  # not even a passphrase
    # The limit, said plainly: a new salt is a new key, so it reads as a wrong passphrase,
    # whose fix names the other cause.
    forged = _forge({**fields, "salt": base64.b64encode(bytes(16)).decode()}, body)
    with pytest.raises(WrongPassphrase) as e:
        cryptobox.unseal(io.BytesIO(forged), io.BytesIO(), PASS)
    assert "header was edited" in e.value.fix


@edge_only
def test_damage_is_told_by_cause_in_encrypted_and_plain_backups(mind, tmp_path):
    mind.memories.add(MARKER)
    enc = Path(backup(mind, tmp_path / "b.tar.gz.enc", passphrase=PASS).path).read_bytes()
    plain = Path(backup(mind, tmp_path / "b.tar.gz").path).read_bytes()
    for data, secret in ((enc, PASS), (plain, None)):
        middle = len(data) // 2
        cases = {
            "flipped": data[:middle] + bytes([data[middle] ^ 0x20]) + data[middle + 1 :],
            "cut": data[: middle + 7],
        }
        for case, bad in cases.items():
            path = tmp_path / f"{case}.bin"
            path.write_bytes(bad)
            with pytest.raises(InvalidInput) as e:
                restore_backup(path, tmp_path / "target", passphrase=secret)
            what = e.value.what
            if case == "cut":
                assert "cut short" in what and "changed" not in what, what
            else:
                assert ("changed" in what or "edited" in what) and "cut short" not in what, what
            assert not isinstance(e.value, WrongPassphrase)
    path = tmp_path / "whole.enc"
    path.write_bytes(enc)
    with pytest.raises(WrongPassphrase):
        restore_backup(path, tmp_path / "target", passphrase="not the passphrase")
    assert not (tmp_path / "target").exists()


def _holds_marker(path: Path) -> bool:
    """The record's text in the file, as it is or inside a (possibly partial) gzip stream."""
    try:
        if holds(path, (MARKER.encode(),)):  # the file's data, its sparse holes skipped
            return True
        with open(path, "rb") as f:
            data = f.read(2)
            if data == b"\x1f\x8b":
                data += f.read()
    except OSError:  # removed while we looked
        return False
    if data[:2] == b"\x1f\x8b":
        try:
            inflated = zlib.decompressobj(wbits=31).decompress(data)
        except zlib.error:
            return False
        return MARKER.encode() in inflated
    return False


def _scan(roots: list[Path], known: set[Path]) -> list[Path]:
    return [
        p
        for root in roots
        for p in root.rglob("*")
        if p.is_file() and p not in known and _holds_marker(p)
    ]


@edge_only
def test_an_encrypted_backup_never_puts_plaintext_on_the_disk(mind, tmp_path, monkeypatch):
    """Every file under the home, the destination folder and the temp folder is read
    while the backup runs (at each step of the archive, and by a polling thread): none
    holds the record's text, gzipped or not. Positive control: the same scan finds it in
    an unencrypted backup of the same home."""
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    mind.memories.add(MARKER)
    # Several segments of incompressible data after the export, so the gzip stream is
    # flushed to its file while the backup still runs.
    (mind.home / "attachment.bin").write_bytes(os.urandom(3 << 20))
    dest_dir = tmp_path / "dest"
    dest_dir.mkdir()
    roots = [tmp_path]
    known = set(_scan(roots, set()))  # the store's own files hold the text by design
    assert all(mind.home in p.parents for p in known)

    found: list[Path] = []
    stop = threading.Event()

    def poll():
        while not stop.is_set():
            found.extend(_scan(roots, known))

    watcher = threading.Thread(target=poll, daemon=True)
    watcher.start()
    steps = []
    try:
        made = backup(
            mind,
            dest_dir / "home.tar.gz.enc",
            lambda i, n: (steps.append(i), found.extend(_scan(roots, known))),
            passphrase=PASS,
        )
    finally:
        stop.set()
        watcher.join()
    assert len(steps) >= 2 and made.bytes > 3 << 20
    assert found == [] and _scan(roots, known) == []
    opened = io.BytesIO()
    with open(made.path, "rb") as f:
        cryptobox.unseal(f, opened, PASS)
    with tempfile.NamedTemporaryFile(dir=tmp_path / "tmp", suffix=".gz") as f:
        f.write(opened.getvalue())  # the decrypted archive holds it: the scan is not blind
        f.flush()
        assert _holds_marker(Path(f.name))

    unencrypted = backup(mind, dest_dir / "plain.tar.gz")
    assert _scan(roots, known) == [Path(unencrypted.path)]


def test_backup_replaces_an_existing_file_only_with_force(run, tmp_path, monkeypatch):
    monkeypatch.setenv("MGIMIND_IN_PROCESS", "1")
    dest = tmp_path / "home.tar.gz"
    assert run("backup", str(dest)).exit_code == 0
    first = dest.read_bytes()
    refused = run("backup", str(dest))
    assert refused.exit_code == 1 and "already exists" in refused.output
    assert "--force" in refused.output and dest.read_bytes() == first
    forced = run("backup", str(dest), "--force")
    assert forced.exit_code == 0 and dest.read_bytes() != first
    assert forced.output.strip().endswith(str(dest))


@edge_only
def test_a_file_that_appears_during_the_backup_is_not_replaced(mind, tmp_path):
    dest = tmp_path / "late.tar.gz"
    with pytest.raises(InvalidInput, match="already exists"):
        backup(mind, dest, lambda i, n: dest.exists() or dest.write_text("someone else's"))
    assert dest.read_text() == "someone else's"
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".partial")] == []


@edge_only
def test_one_passphrase_minimum_and_a_mistaken_passphrase_file_is_not_echoed(
    mind, run, tmp_path, monkeypatch
):
    monkeypatch.setenv("MGIMIND_IN_PROCESS", "1")
    with pytest.raises(InvalidInput, match="at least 8 characters"):
        backup(mind, tmp_path / "short.enc", passphrase="x")
    mind.close()
    short = tmp_path / "short.txt"
    short.write_text("x\n")
    dest = tmp_path / "b.enc"
    refused = run("backup", str(dest), "--encrypt", "--passphrase-file", str(short))
    assert refused.exit_code == 1 and "at least 8 characters" in refused.output
    assert not dest.exists()
    enough = tmp_path / "enough.txt"
    enough.write_text("12345678\n")
    made = run("backup", str(dest), "--encrypt", "--passphrase-file", str(enough))
    assert made.exit_code == 0 and cryptobox.is_sealed(dest)

    mistaken = "my secret words for the backup"  # the passphrase itself, given as a path
    for args in (
        ("backup", str(tmp_path / "c.enc"), "--encrypt"),
        ("restore-backup", str(dest), "--home", str(tmp_path / "r")),
    ):
        out = run(*args, "--passphrase-file", mistaken)
        assert out.exit_code == 1 and "cannot read the file given to --passphrase-file" in (
            out.output
        )
        assert mistaken not in out.output and "my secret" not in out.output


def _unknown_tests(doc: str, root: Path) -> list[str]:
    """Each `test_...` a doc names, missing from the test file named last before it."""
    current, missing = None, []
    for path, name in re.findall(r"(tests/test_\w+\.py)|`(test_\w+)`", doc):
        if path:
            current = root / path
        elif current is None or not re.search(rf"^def {name}\(", current.read_text(), re.M):
            missing.append(f"{current and current.name}: {name}")
    return missing


def test_the_threat_model_names_only_tests_that_exist():
    root = Path(__file__).resolve().parents[1]
    doc = (root / "docs" / "security.md").read_text()
    assert len(re.findall(r"`test_\w+`", doc)) > 30  # positive control: it read the names
    assert _unknown_tests(doc, root) == []
    forged = doc + "\n`tests/test_vault.py`: `test_the_vault_reads_minds`\n"
    assert _unknown_tests(forged, root) == ["test_vault.py: test_the_vault_reads_minds"]
