"""Passphrase encryption for backups: scrypt, then AES-256-GCM in 1 MiB segments.

File layout: a magic line, a JSON header line, then the segments. Each segment is
sealed with nonce = 7-byte random prefix + 4-byte counter + 1-byte "last" flag and the
header line as associated data (the STREAM construction), so reordering, dropping or
appending segments, cutting the file short, or editing the header all fail to open.

scrypt derives 64 bytes from the passphrase: the first 32 are the AES key, the last 32
sign a fixed label in the header. That check lets opening tell a wrong passphrase from
a damaged file (GCM alone cannot), and the header's own SHA-256 tells a damaged header
from both.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import os
from typing import BinaryIO

from .errors import InvalidInput

MAGIC = b"mgimind-encrypted-backup\n"
SEGMENT = 1 << 20
TAG = 16
# scrypt cost: 2^15 x 8 x 128 bytes = 32 MiB and ~0.1 s per derivation.
SCRYPT_N, SCRYPT_R, SCRYPT_P = 1 << 15, 8, 1
_MAX_N = 1 << 20  # refuse a header that asks for more (a file must not exhaust memory)
_CHECK_LABEL = b"mgimind backup passphrase check v1"


class WrongPassphrase(InvalidInput):
    """The passphrase does not open this backup."""


class Damaged(InvalidInput):
    """The encrypted file was cut short, edited or corrupted."""


def is_sealed(path) -> bool:
    with open(path, "rb") as f:
        return f.read(len(MAGIC)) == MAGIC


def _derive(passphrase: str, salt: bytes, n: int, r: int, p: int) -> tuple[bytes, bytes]:
    from cryptography.hazmat.primitives.kdf.scrypt import Scrypt

    key = Scrypt(salt=salt, length=64, n=n, r=r, p=p).derive(passphrase.encode("utf-8"))
    return key[:32], key[32:]


def _check_passphrase(passphrase) -> str:
    if not isinstance(passphrase, str) or not passphrase:
        raise InvalidInput(
            "an empty passphrase cannot encrypt a backup",
            fix="give a passphrase (prompt or --passphrase-file)",
        )
    return passphrase


def _header_sum(fields: dict) -> str:
    return hashlib.sha256(json.dumps(fields, sort_keys=True).encode()).hexdigest()


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


def seal(src: BinaryIO, dst: BinaryIO, passphrase: str) -> None:
    """Encrypt everything readable from `src` into `dst`."""
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

    passphrase = _check_passphrase(passphrase)
    salt, prefix = os.urandom(16), os.urandom(7)
    key, check_key = _derive(passphrase, salt, SCRYPT_N, SCRYPT_R, SCRYPT_P)
    fields = {
        **kdf_fields(salt),
        "nonce_prefix": base64.b64encode(prefix).decode(),
        "segment": SEGMENT,
        "check": hmac.new(check_key, _CHECK_LABEL, "sha256").hexdigest(),
    }
    line = json.dumps({**fields, "sum": _header_sum(fields)}, sort_keys=True).encode() + b"\n"
    dst.write(MAGIC + line)
    aead = AESGCM(key)
    counter = 0
    block = src.read(SEGMENT)
    while True:
        following = src.read(SEGMENT)
        last = not following
        dst.write(aead.encrypt(_nonce(prefix, counter, last), block, line))
        if last:
            return
        block, counter = following, counter + 1


def unseal(src: BinaryIO, dst: BinaryIO, passphrase: str, name: str = "the backup") -> None:
    """Decrypt `src` into `dst`; WrongPassphrase or Damaged (with where) if it cannot.
    `dst` may hold a partial plaintext on failure: the caller discards it."""
    from cryptography.exceptions import InvalidTag
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

    if src.read(len(MAGIC)) != MAGIC:
        raise InvalidInput(f"{name} is not an encrypted mgimind backup")
    line = src.readline(4096)
    fields = _read_header(line, name)
    key, check_key = _derive(
        _check_passphrase(passphrase),
        base64.b64decode(fields["salt"]),
        fields["n"],
        fields["r"],
        fields["p"],
    )
    if not hmac.compare_digest(
        hmac.new(check_key, _CHECK_LABEL, "sha256").hexdigest(), fields["check"]
    ):
        raise WrongPassphrase(
            f"the passphrase does not open {name}; nothing was restored",
            fix="give the passphrase the backup was made with",
        )
    aead, prefix = AESGCM(key), base64.b64decode(fields["nonce_prefix"])
    size = fields["segment"] + TAG
    counter = 0
    block = src.read(size)
    while True:
        following = src.read(size)
        last = not following
        try:
            dst.write(aead.decrypt(_nonce(prefix, counter, last), block, line))
        except InvalidTag:
            start = len(MAGIC) + len(line) + counter * size
            raise Damaged(
                f"{name} is damaged: {_where(aead, prefix, counter, block, line, start)}; the "
                "passphrase is right but the content fails authentication, so nothing was "
                "restored",
                fix="restore from another copy of the backup",
            ) from None
        if last:
            return
        block, counter = following, counter + 1


def _where(aead, prefix: bytes, counter: int, block: bytes, line: bytes, start: int) -> str:
    """Which damage a segment that fails to open shows. A whole segment that opens as a
    middle one ends a file that lost its later segments (cut short); any other failure is
    changed bytes in it (or a cut inside it: GCM cannot tell those apart)."""
    from cryptography.exceptions import InvalidTag

    try:
        aead.decrypt(_nonce(prefix, counter, False), block, line)
    except InvalidTag:
        return (
            f"bytes {start:,} to {start + len(block) - 1:,} (segment {counter + 1}) are "
            "corrupted: changed in place, or cut short inside"
        )
    return f"it was cut short: it ends after segment {counter + 1}, and what followed is missing"


def _read_header(line: bytes, name: str) -> dict:
    damaged = Damaged(
        f"{name} has a damaged header; nothing was restored",
        fix="restore from another copy of the backup",
    )
    try:
        data = json.loads(line)
        fields = {k: v for k, v in data.items() if k != "sum"}
        if data.get("sum") != _header_sum(fields):
            raise damaged
        ok = (
            fields["cipher"] == "AES-256-GCM"
            and fields["kdf"] == "scrypt"
            and all(isinstance(fields[k], int) for k in ("n", "r", "p", "segment"))
            and 1 < fields["n"] <= _MAX_N
            and 0 < fields["r"] <= 32
            and 0 < fields["p"] <= 16
            and 0 < fields["segment"] <= 64 << 20
            and len(base64.b64decode(fields["nonce_prefix"])) == 7
        )
    except (ValueError, KeyError, TypeError, AttributeError):
        raise damaged from None
    if not ok:
        raise InvalidInput(
            f"{name} uses encryption settings this mgimind does not read", fix="upgrade mgimind"
        )
    return fields


def _nonce(prefix: bytes, counter: int, last: bool) -> bytes:
    if counter >= 1 << 32:
        raise InvalidInput("the backup is too large to encrypt (over 4 PiB)")
    return prefix + counter.to_bytes(4, "big") + (b"\x01" if last else b"\x00")
