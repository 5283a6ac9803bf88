"""Passphrase encryption for backups: scrypt, then AES-256-GCM in 1 MiB segments.

File layout: a magic line, a JSON header line, the segments, then an end line. Each
segment is sealed with nonce = 7-byte random prefix + 4-byte counter + 1-byte "last"
flag and the header line as associated data (the STREAM construction), so reordering,
dropping or appending segments, or editing the header all fail to open. `SealWriter`
encrypts as it is written to: the plaintext never passes through a file.

scrypt derives 64 bytes from the passphrase: the first 32 are the AES key, the last 32
key two HMACs in the header: `check` over a fixed label and `mac` over every other header
field but `check`. Neither verifying means a wrong passphrase (GCM alone cannot tell that from
damage); one verifying means the key is right and the header was edited: tampered.

Before any derivation, a file is held to fixed bounds: the key-derivation settings
must be exactly the ones mgimind writes (`KDF_SETTINGS`: 32 MiB and ~0.1 s), so a
crafted header cannot make opening it cost gigabytes. The header's SHA-256 (`sum`) is
unkeyed and only tells accidental damage in the header from a wrong passphrase; the
keyed `mac` is what binds the header. A missing end line means the file was cut short.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import os
from typing import BinaryIO

from mgimind.errors import InvalidInput

MAGIC = b"mgimind-encrypted-backup\n"
END = b"\nmgimind-encrypted-backup-end\n"
FORMAT = 2
SEGMENT = 1 << 20
_MAX_SEGMENT = 4 << 20
TAG = 16
# scrypt cost: 2^15 x 8 x 128 bytes = 32 MiB and ~0.1 s per derivation.
SCRYPT_N, SCRYPT_R, SCRYPT_P = 1 << 15, 8, 1
# The only settings a file may ask for: the ones written. A later version that raises the
# cost adds its triple here (keep 128 x n x r x p <= 128 MiB).
KDF_SETTINGS = frozenset({(SCRYPT_N, SCRYPT_R, SCRYPT_P)})
SALT_BYTES = 16
MIN_PASSPHRASE = 8  # for a new backup and a new vault alike
_CHECK_LABEL = b"mgimind backup passphrase check v1"
_MAC_LABEL = b"mgimind backup header v2\n"


class WrongPassphrase(InvalidInput):
    """The passphrase does not open this backup."""


class Damaged(InvalidInput):
    """The encrypted file was cut short, edited or corrupted."""


def is_sealed(path: str | os.PathLike[str]) -> bool:
    with open(path, "rb") as f:
        return f.read(len(MAGIC)) == MAGIC


def derive(passphrase: str, salt: bytes, n: int, r: int, p: int) -> tuple[bytes, bytes]:
    """(AES key, HMAC key) from the passphrase. Callers check `kdf_ok` first."""
    from cryptography.hazmat.primitives.kdf.scrypt import Scrypt

    if (n, r, p) not in KDF_SETTINGS:  # the last line of defence; callers say why
        raise InvalidInput(f"refused key-derivation settings n={n}, r={r}, p={p}")
    key = Scrypt(salt=salt, length=64, n=n, r=r, p=p).derive(passphrase.encode("utf-8"))
    return key[:32], key[32:]


def kdf_ok(fields: dict) -> bool:
    """True when `fields` ask for settings mgimind writes (checked before any work)."""
    try:
        triple = tuple(fields[k] for k in ("n", "r", "p"))
        salt = base64.b64decode(fields["salt"], validate=True)
    except (KeyError, TypeError, ValueError):
        return False
    return (
        fields.get("kdf") == "scrypt"
        and fields.get("cipher") == "AES-256-GCM"
        and all(type(v) is int for v in triple)
        and triple in KDF_SETTINGS
        and len(salt) == SALT_BYTES
    )


def new_passphrase(passphrase: object) -> str:
    """A passphrase good enough to encrypt something new with (one rule for all)."""
    if not isinstance(passphrase, str) or len(passphrase) < MIN_PASSPHRASE:
        raise InvalidInput(
            f"a passphrase needs at least {MIN_PASSPHRASE} characters; nothing was encrypted",
            fix="choose a longer passphrase (a few words is easiest to type and remember)",
        )
    return passphrase


def _given_passphrase(passphrase: object) -> str:
    if not isinstance(passphrase, str) or not passphrase:
        raise InvalidInput(
            "an empty passphrase cannot open a backup",
            fix="give a passphrase (prompt or --passphrase-file)",
        )
    return passphrase


def _header_sum(fields: dict) -> str:
    return hashlib.sha256(json.dumps(fields, sort_keys=True).encode()).hexdigest()


def _mac(check_key: bytes, fields: dict) -> hmac.HMAC:
    # `check` is left out: it is itself keyed, and each of the two must fail alone on an edit.
    body = {k: v for k, v in fields.items() if k not in ("check", "mac", "sum")}
    return hmac.new(check_key, _MAC_LABEL + json.dumps(body, sort_keys=True).encode(), "sha256")


def kdf_fields(salt: bytes) -> dict:
    """How a key is made from a passphrase (cipher, scrypt and its costs, salt): what a
    sealed file's header and the vault record, so either can be opened again."""
    return {
        "cipher": "AES-256-GCM",
        "kdf": "scrypt",
        "n": SCRYPT_N,
        "r": SCRYPT_R,
        "p": SCRYPT_P,
        "salt": base64.b64encode(salt).decode(),
    }


class SealWriter:
    """A write-only stream that encrypts as it goes: each full segment is sealed and
    written at once, `close()` seals the last one and writes the end line. Call `close`
    only on success: a file without its end line reads as cut short."""

    def __init__(self, dst: BinaryIO, passphrase: str):
        from cryptography.hazmat.primitives.ciphers.aead import AESGCM

        salt, self._prefix = os.urandom(SALT_BYTES), os.urandom(7)
        key, check_key = derive(new_passphrase(passphrase), salt, SCRYPT_N, SCRYPT_R, SCRYPT_P)
        self._segment = SEGMENT
        fields = {
            "format": FORMAT,
            **kdf_fields(salt),
            "nonce_prefix": base64.b64encode(self._prefix).decode(),
            "segment": self._segment,
            "check": hmac.new(check_key, _CHECK_LABEL, "sha256").hexdigest(),
        }
        fields["mac"] = _mac(check_key, fields).hexdigest()
        header = json.dumps({**fields, "sum": _header_sum(fields)}, sort_keys=True)
        self._line = header.encode() + b"\n"
        self._dst, self._aead = dst, AESGCM(key)
        self._buf, self._counter, self.closed = bytearray(), 0, False
        dst.write(MAGIC + self._line)

    def write(self, data: bytes) -> int:
        self._buf += data
        # Keep at least one byte back: only `close` knows which segment is the last.
        while len(self._buf) > self._segment:
            self._seal(bytes(self._buf[: self._segment]), last=False)
            del self._buf[: self._segment]
        return len(data)

    def flush(self) -> None:
        pass

    def close(self) -> None:
        if not self.closed:
            self._seal(bytes(self._buf), last=True)
            self._buf.clear()
            self._dst.write(END)
            self.closed = True

    def _seal(self, block: bytes, last: bool) -> None:
        nonce = _nonce(self._prefix, self._counter, last)
        self._dst.write(self._aead.encrypt(nonce, block, self._line))
        self._counter += 1


def seal(src: BinaryIO, dst: BinaryIO, passphrase: str) -> None:
    """Encrypt everything readable from `src` into `dst`."""
    writer = SealWriter(dst, passphrase)
    while block := src.read(SEGMENT):
        writer.write(block)
    writer.close()


def unseal(src: BinaryIO, dst: BinaryIO, passphrase: str, name: str = "the backup") -> None:
    """Decrypt `src` (seekable) into `dst`; WrongPassphrase or Damaged (with where) if it
    cannot. `dst` may hold a partial plaintext on failure: the caller discards it."""
    from cryptography.exceptions import InvalidTag
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

    line, fields, start, end = _open(src, name)  # nothing is derived from a bad header
    salt = base64.b64decode(fields["salt"])
    key, check_key = derive(_given_passphrase(passphrase), salt, SCRYPT_N, SCRYPT_R, SCRYPT_P)
    check = hmac.new(check_key, _CHECK_LABEL, "sha256").hexdigest()
    check_ok = hmac.compare_digest(check, fields["check"])
    mac_ok = hmac.compare_digest(_mac(check_key, fields).hexdigest(), fields["mac"])
    if not check_ok and not mac_ok:
        raise WrongPassphrase(
            f"the passphrase does not open {name}; nothing was restored",
            fix="give the passphrase the backup was made with (if you are sure of it, "
            "the file's header was edited: restore from another copy)",
        )
    if not (check_ok and mac_ok):  # the key is right (one of them verifies): an edit
        raise Damaged(
            f"{name} was tampered with: its header was edited (it does not match the "
            "key the passphrase gives); nothing was restored",
            fix="restore from another copy of the backup",
        )
    aead, prefix = AESGCM(key), base64.b64decode(fields["nonce_prefix"])
    size = fields["segment"] + TAG
    src.seek(start)
    for counter, at in enumerate(range(start, end, size) if end > start else [start]):
        block = src.read(min(size, end - at))
        last = at + size >= end
        try:
            dst.write(aead.decrypt(_nonce(prefix, counter, last), block, line))
        except InvalidTag:
            raise Damaged(
                f"{name} is damaged or was edited: segment {counter + 1} (bytes "
                f"{at}-{at + len(block)}) was changed; the passphrase is right but the "
                "content fails authentication, so nothing was restored",
                fix="restore from another copy of the backup",
            ) from None


def check_file(path: str | os.PathLike[str], name: str | None = None) -> None:
    """Refuse a sealed file from its header and end alone (before a passphrase is even
    asked): damaged, cut short, or asking for settings mgimind never writes."""
    with open(path, "rb") as f:
        _open(f, name or str(path))


def _open(src: BinaryIO, name: str) -> tuple[bytes, dict, int, int]:
    """(header line, its fields, where the segments start, where they end)."""
    if src.read(len(MAGIC)) != MAGIC:
        raise InvalidInput(f"{name} is not an encrypted mgimind backup")
    line = src.readline(4096)
    fields = _read_header(line, name)
    start = src.tell()
    return line, fields, start, _body_end(src, name)


def _body_end(src: BinaryIO, name: str) -> int:
    """Where the segments end; Damaged (cut short) when the end line is missing."""
    size = src.seek(0, os.SEEK_END)
    src.seek(max(size - len(END), 0))
    if src.read(len(END)) != END:
        raise Damaged(
            f"{name} was cut short (its end line is missing); nothing was restored",
            fix="restore from another copy of the backup (or copy this one again in full)",
        )
    return size - len(END)


def _read_header(line: bytes, name: str) -> dict:
    damaged = Damaged(
        f"{name} has a damaged header; nothing was restored",
        fix="restore from another copy of the backup",
    )
    try:
        data = json.loads(line)
        fields = {k: v for k, v in data.items() if k != "sum"}
    except (ValueError, AttributeError):
        raise damaged from None
    if data.get("sum") != _header_sum(fields):
        raise damaged
    if fields.get("format") != FORMAT:
        raise InvalidInput(
            f"{name} is encrypted in format {fields.get('format', 1)!r}; this mgimind reads "
            f"format {FORMAT}",
            fix="open it with the mgimind that made it",
        )
    if not kdf_ok(fields):
        raise Damaged(
            f"{name} asks for key-derivation settings mgimind never writes (scrypt n="
            f"{fields.get('n')!r}, r={fields.get('r')!r}, p={fields.get('p')!r}): it was "
            "edited; it was not opened and nothing was derived",
            fix="restore from another copy of the backup",
        )
    try:
        ok = (
            type(fields["segment"]) is int
            and 0 < fields["segment"] <= _MAX_SEGMENT
            and len(base64.b64decode(fields["nonce_prefix"], validate=True)) == 7
            and all(isinstance(fields[k], str) and len(fields[k]) == 64 for k in ("check", "mac"))
        )
    except (KeyError, TypeError, ValueError):
        ok = False
    if not ok:
        raise damaged
    return fields


def _nonce(prefix: bytes, counter: int, last: bool) -> bytes:
    if counter >= 1 << 32:
        raise InvalidInput("the backup is too large to encrypt (over 4 PiB)")
    return prefix + counter.to_bytes(4, "big") + (b"\x01" if last else b"\x00")
