"""The vault: credentials kept out of memory, encrypted under a passphrase.

`MGIMIND_HOME/vault.json` (mode 0600, replaced atomically) holds a header and one sealed
entry per name. scrypt derives 64 bytes from the passphrase and the header's salt: the
first 32 are the AES-256-GCM key, the last 32 sign a check label, so a wrong passphrase
is told apart from a damaged file. Every entry is sealed with the vault's header fields
(this home's id, the salt) and its own name as associated data: an entry moved to another
name, a header edited, or a vault copied into another home (one with its own id) fails
to open.

Before any derivation the file's key-derivation settings are held to the ones mgimind
writes (`cryptobox.kdf_ok`), so an edited vault.json cannot make opening it cost gigabytes.

Names are in the clear on purpose: an agent may learn that `deploy-key` exists and ask a
person for it. Values leave the vault only through `get`, which the CLI calls in its own
process with a passphrase typed at the terminal, and prints only to a terminal. No MCP
tool, HTTP route, host tool, daemon method or recall path reads this module.

What that protects against, and what not: a value is safe from accidental disclosure
(recall, logs, transcripts, a pasted file) and from whoever copies the home without the
passphrase. It is not safe from a program running as you while you type the passphrase
into a terminal it controls, nor from one that reads this process's memory: the vault
keeps values from an agent that does not know the passphrase, nothing more.

`home-id` binds the vault to its home. If that file is lost, `names` still works and the
first command given the right passphrase restores the id from vault.json: the passphrase
check covers the id, so only the vault's owner can re-bind it.
"""

from __future__ import annotations

import base64
import hmac
import json
import os
import re
import secrets
from pathlib import Path
from typing import cast

from mgimind.errors import InvalidInput, MgimindError, NotFound
from mgimind.security.cryptobox import (
    SCRYPT_N,
    SCRYPT_P,
    SCRYPT_R,
    Damaged,
    WrongPassphrase,
    derive,
    kdf_fields,
    kdf_ok,
    new_passphrase,
)
from mgimind.store.homefiles import locked
from mgimind.timeutil import iso, now

VERSION = 1
_CHECK_LABEL = b"mgimind vault passphrase check v1"
_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}")
MAX_VALUE_CHARS = 64 * 1024


class ForeignVault(MgimindError):
    """The vault file belongs to another mgimind home."""


def home_id(home: Path, *, create: bool = True) -> str | None:
    """This home's id: random, written once (`home-id`), bound into every vault entry.
    None when it is missing and `create` is false."""
    path = Path(home) / "home-id"
    try:
        return path.read_text(encoding="ascii").strip()
    except FileNotFoundError:
        if not create:
            return None
    return _write_home_id(path, secrets.token_hex(16))


def _write_home_id(path: Path, value: str) -> str:
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:  # another process wrote it first: use theirs
        return path.read_text(encoding="ascii").strip()
    with os.fdopen(fd, "w", encoding="ascii") as f:
        f.write(value + "\n")
    return value


def check_name(name: str) -> str:
    if not isinstance(name, str) or not _NAME.fullmatch(name):
        raise InvalidInput(
            f"{str(name)[:40]!r} is not a vault name",
            fix="use letters, digits and _ . : - (up to 100), e.g. deploy-key",
        )
    return name


class Vault:
    """The home's vault. Every method that reads or writes a value takes the passphrase."""

    def __init__(self, home: Path):
        self.home = Path(home)
        self.path = self.home / "vault.json"
        self.rebound = False  # True once a lost home-id was restored from vault.json

    # --- reading the file ------------------------------------------------------------

    def _load(self) -> dict | None:
        """The vault file, checked (shape, key-derivation bounds, home) before any work."""
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return None
        try:
            data = json.loads(raw)
            ok = (
                isinstance(data, dict)
                and data.get("version") == VERSION
                and isinstance(data.get("entries"), dict)
                and all(isinstance(data.get(k), str) for k in ("home_id", "salt", "check"))
            )
        except (ValueError, UnicodeDecodeError):
            ok = False
        if not ok:
            raise Damaged(
                f"the vault file {self.path} is damaged (not a vault this mgimind "
                "reads); nothing was changed",
                fix="restore vault.json from a backup, or move it aside to start a new vault",
            )
        if not kdf_ok(data):
            raise Damaged(
                f"the vault file {self.path} asks for key-derivation settings mgimind never "
                f"writes (scrypt n={data.get('n')!r}, r={data.get('r')!r}, p={data.get('p')!r}): "
                "it was edited; nothing was derived, read or changed",
                fix="restore vault.json from a backup",
            )
        here = home_id(self.home, create=False)
        data["_rebind"] = here is None  # home-id lost: the passphrase check restores it
        if here is not None and data["home_id"] != here:
            raise ForeignVault(
                f"{self.path} was made by another mgimind home (its home id is "
                f"{data['home_id'][:8]}..., this home's is {here[:8]}...); it was not changed",
                fix="use it from the home that made it (MGIMIND_HOME). If it is this "
                f"home's own vault and {self.home / 'home-id'} was replaced, delete that "
                "file: the next vault command given the passphrase restores the id",
            )
        return cast(dict, data)  # checked above: a dict of this version

    def _key(self, data: dict, passphrase: str) -> bytes:
        if not isinstance(passphrase, str) or not passphrase:
            raise InvalidInput(
                "an empty passphrase cannot open the vault",
                fix="type the vault's passphrase at the prompt",
            )
        salt = base64.b64decode(data["salt"])  # kdf_ok checked it
        key, check_key = derive(passphrase, salt, data["n"], data["r"], data["p"])
        expected = hmac.new(
            check_key, _CHECK_LABEL + data["home_id"].encode(), "sha256"
        ).hexdigest()
        if not hmac.compare_digest(expected, data["check"]):
            raise WrongPassphrase(
                "wrong vault passphrase; nothing was read or changed",
                fix="try again with the passphrase the vault was made with",
            )
        if data.pop("_rebind", False):
            written = _write_home_id(self.home / "home-id", data["home_id"])
            self.rebound = written == data["home_id"]
            if not self.rebound:
                raise ForeignVault(f"{self.path} was made by another mgimind home")
        return key

    @staticmethod
    def _aad(data: dict, name: str) -> bytes:
        return json.dumps([VERSION, data["home_id"], data["salt"], name]).encode()

    # --- the public API --------------------------------------------------------------

    def exists(self) -> bool:
        return self.path.exists()

    def names(self) -> list[str]:
        """The names in the vault (no passphrase needed: names are not secret)."""
        data = self._load()
        return sorted(data["entries"]) if data else []

    def get(self, name: str, passphrase: str) -> str:
        from cryptography.exceptions import InvalidTag
        from cryptography.hazmat.primitives.ciphers.aead import AESGCM

        check_name(name)
        data = self._load()
        if data is None or name not in data["entries"]:
            raise NotFound(
                f"the vault holds no {name!r}",
                fix="`mgimind vault list` names what it holds; `mgimind vault set NAME` adds one",
            )
        key = self._key(data, passphrase)
        entry = data["entries"][name]
        try:
            plain = AESGCM(key).decrypt(
                base64.b64decode(entry["nonce"]),
                base64.b64decode(entry["value"]),
                self._aad(data, name),
            )
        except (InvalidTag, KeyError, TypeError, ValueError):
            raise Damaged(
                f"the vault entry {name!r} is damaged or was moved from another "
                "entry; nothing was changed",
                fix=f"set it again with `mgimind vault set {name}`",
            ) from None
        return plain.decode("utf-8")

    def set(self, name: str, value: str, passphrase: str) -> bool:
        """Store `value` under `name` (replacing it); True when the vault was created."""
        from cryptography.hazmat.primitives.ciphers.aead import AESGCM

        check_name(name)
        if not isinstance(value, str) or not value:
            raise InvalidInput("an empty value was not stored")
        if len(value) > MAX_VALUE_CHARS:
            raise InvalidInput(
                f"the value is {len(value)} characters; the vault keeps up to {MAX_VALUE_CHARS}"
            )
        with locked(self.path):
            data = self._load()
            created = data is None
            if data is None:
                data = self._new(passphrase)
            key = self._key(data, passphrase)
            nonce = os.urandom(12)
            sealed = AESGCM(key).encrypt(nonce, value.encode("utf-8"), self._aad(data, name))
            data["entries"][name] = {
                "nonce": base64.b64encode(nonce).decode(),
                "value": base64.b64encode(sealed).decode(),
                "set_at": iso(now()),
            }
            self._write(data)
        return created

    def remove(self, name: str, passphrase: str) -> None:
        """Forget `name`; the passphrase proves the vault is the caller's to change."""
        check_name(name)
        with locked(self.path):
            data = self._load()
            if data is None or name not in data["entries"]:
                raise NotFound(f"the vault holds no {name!r}")
            self._key(data, passphrase)
            del data["entries"][name]
            self._write(data)

    def _new(self, passphrase: str) -> dict:
        passphrase = new_passphrase(passphrase)
        salt = os.urandom(16)
        hid = home_id(self.home)
        assert hid is not None, "home_id creates the id when it is missing"
        _, check_key = derive(passphrase, salt, SCRYPT_N, SCRYPT_R, SCRYPT_P)
        return {
            "version": VERSION,
            **kdf_fields(salt),
            "home_id": hid,
            "check": hmac.new(check_key, _CHECK_LABEL + hid.encode(), "sha256").hexdigest(),
            "entries": {},
        }

    def _write(self, data: dict) -> None:
        # A private temp file beside it, fsynced, then renamed over: a crash leaves the
        # old vault or the new one, never half of either.
        tmp = self.path.with_name(f".vault.json.{os.getpid()}.tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                kept = {k: v for k, v in data.items() if not k.startswith("_")}
                json.dump(kept, f, indent=1, sort_keys=True)
                f.flush()
                os.fsync(f.fileno())
            os.chmod(tmp, 0o600)
            tmp.replace(self.path)
        except BaseException:
            tmp.unlink(missing_ok=True)
            raise
