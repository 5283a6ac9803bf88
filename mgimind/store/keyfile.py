"""The key file of a sealed store (see shred.py): one 64-byte slot per point, holding
the point's id and the AES key its content is sealed under.

A store of a year of memory has over half a million points, and the file is read whole at
every open. Reading it into a dict of one Python entry per point cost 0.8 s and 176 MiB of
the daemon's resident memory at 564k points; it is read into arrays instead (the ids'
first eight bytes sorted, with their slots and keys beside them, ~30 bytes a point), the
slots' checksums computed in one pass, and only what changes while the store is open is
kept in Python objects.
"""

from __future__ import annotations

import os
import struct
import uuid
import zlib
from array import array
from bisect import bisect_left
from pathlib import Path

import numpy as np

from mgimind.errors import StoreUnavailable

MAGIC = b"MGIMKEY1"
SLOT = 64
FREE, LIVE, DEAD = 0, 1, 2
_BODY = struct.Struct("<B16s32s")  # state, point id, key; then a CRC32 of those 49 bytes
_CRC = struct.Struct("<I")
_CHECKED = _BODY.size  # the bytes the CRC covers
ROW = 52  # a live key in memory: its id (16 bytes), key (32) and slot (4)


class LiveKeys:
    """The live keys by point id (normalised UUID text) -> (slot, key): those the file
    held at open in sorted arrays, the changes since in a dict and a set. Lookups cost a
    binary search; only `get`, `pop`, assignment, `in` and `len` are offered."""

    def __init__(self, prefixes: np.ndarray, rows: np.ndarray):
        # Sorted by `prefixes` (an id's first 8 bytes, big-endian), and a row of ROW bytes
        # beside each: the whole id, the key, the slot. UUIDs that share a prefix are
        # told apart by the whole id. Plain Python sequences, not numpy's: a lookup is a
        # few dozen index operations, and numpy's per-call overhead tripled its cost.
        self._prefixes = array("Q", prefixes.astype("=u8").tobytes())
        self._rows = rows.tobytes()
        self._added: dict[str, tuple[int, bytes]] = {}
        self._removed: set[str] = set()

    @classmethod
    def empty(cls) -> LiveKeys:
        return cls(np.zeros(0, np.uint64), np.zeros((0, ROW), np.uint8))

    def _at_open(self, pid: str) -> tuple[int, bytes] | None:
        raw = bytes.fromhex(pid.replace("-", ""))  # pid is normalised UUID text
        prefix = int.from_bytes(raw[:8], "big")
        prefixes, rows = self._prefixes, self._rows
        at = bisect_left(prefixes, prefix)
        while at < len(prefixes) and prefixes[at] == prefix:
            row = at * ROW
            if rows[row : row + 16] == raw:
                return int.from_bytes(rows[row + 48 : row + ROW], "little"), rows[
                    row + 16 : row + 48
                ]
            at += 1
        return None

    def get(self, pid: str) -> tuple[int, bytes] | None:
        entry = self._added.get(pid)
        if entry is not None or pid in self._removed:
            return entry
        return self._at_open(pid)

    def __contains__(self, pid: object) -> bool:
        return isinstance(pid, str) and self.get(pid) is not None

    def __setitem__(self, pid: str, entry: tuple[int, bytes]) -> None:
        self._added[pid] = entry

    def pop(self, pid: str, default: None = None) -> tuple[int, bytes] | None:
        entry = self.get(pid)
        if entry is None:
            return default
        self._added.pop(pid, None)
        if self._at_open(pid) is not None:
            self._removed.add(pid)
        return entry

    def __len__(self) -> int:
        # A removed id that was added again is in both, and counted once.
        return len(self._prefixes) - len(self._removed) + len(self._added)


class KeyFile:
    """Per-point keys in fixed 64-byte slots. Slot 0 holds the token key. A slot is live
    (id, key), dead (id, key zeroed: deleted, the engine delete maybe not yet durable) or
    free. Every change is a write in place of whole slots followed by fdatasync."""

    def __init__(self, path: Path):
        self.path = Path(path)
        self.dead: dict[str, int] = {}
        self.free: list[int] = []
        created = not self.path.exists()
        if created:
            self.path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        self.fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        if created or os.fstat(self.fd).st_size == 0:
            self.token_key = os.urandom(32)
            self._write({0: MAGIC + self.token_key + bytes(SLOT - 40)})
            dir_fd = os.open(self.path.parent, os.O_RDONLY)
            try:
                os.fsync(dir_fd)
            finally:
                os.close(dir_fd)
            self.created = True
            self.slots = 1
            self.live = LiveKeys.empty()
            return
        self.created = False
        data = os.pread(self.fd, os.fstat(self.fd).st_size, 0)
        if data[:8] != MAGIC:
            raise StoreUnavailable(
                f"the key file {self.path} is not an mgimind key file",
                fix="restore it from a backup; without it the stored content cannot be read",
            )
        self.token_key = data[8:40]
        self.slots = len(data) // SLOT
        self.live = self._read(data)

    def _read(self, data: bytes) -> LiveKeys:
        """The live keys, dead ids and free slots of the file's bytes. A slot whose
        checksum does not match is free: a torn write of a key never acknowledged."""
        table = np.frombuffer(data, np.uint8, count=self.slots * SLOT).reshape(-1, SLOT)
        view = memoryview(data)
        sums = np.fromiter(
            map(zlib.crc32, (view[at : at + _CHECKED] for at in range(0, len(table) * SLOT, SLOT))),
            np.uint32,
            count=len(table),
        )
        whole = sums == table[:, _CHECKED : _CHECKED + 4].copy().view("<u4")[:, 0]
        whole[0] = False  # the token key's slot
        state = table[:, 0]
        self.free = np.nonzero(~whole | (state == FREE))[0][1:].tolist()
        for slot in np.nonzero(whole & (state == DEAD))[0].tolist():
            self.dead[_uuid_text(bytes(table[slot, 1:17]))] = slot
        slots = np.nonzero(whole & (state == LIVE))[0]
        prefixes = table[slots, 1:9].copy().view(">u8")[:, 0].astype(np.uint64)
        order = np.argsort(prefixes, kind="stable")
        slots = slots[order]
        rows = np.empty((len(slots), ROW), np.uint8)
        rows[:, :48] = table[slots, 1:49]  # the id and the key
        rows[:, 48:] = slots.astype("<u4").view(np.uint8).reshape(-1, 4)
        return LiveKeys(prefixes[order], rows)

    def key(self, point_id: str) -> bytes | None:
        entry = self.live.get(norm_id(point_id))
        return entry[1] if entry else None

    def ensure(self, point_ids: list[str]) -> dict[str, bytes]:
        """Each point's key, making (durably) the ones it lacks."""
        out, writes = {}, {}
        for pid in map(norm_id, point_ids):
            if pid in out:
                continue
            entry = self.live.get(pid)
            if entry is not None:
                out[pid] = entry[1]
                continue
            slot = self.dead.pop(pid, None) or self._take()
            key = os.urandom(32)
            self.live[pid] = (slot, key)
            writes[slot] = _slot(LIVE, pid, key)
            out[pid] = key
        if writes:
            self._write(writes)
        return out

    def destroy(self, point_ids: list[str]) -> None:
        """Overwrite the points' keys (durably): their sealed content is unreadable now."""
        writes = {}
        for pid in map(norm_id, point_ids):
            entry = self.live.pop(pid, None)
            if entry is not None:
                self.dead[pid] = entry[0]
                writes[entry[0]] = _slot(DEAD, pid, bytes(32))
        if writes:
            self._write(writes)

    def release(self, point_ids: list[str]) -> None:
        """The engine's delete of these points is durable: their slots may be reused."""
        writes = {}
        for pid in map(norm_id, point_ids):
            slot = self.dead.pop(pid, None)
            if slot is not None:
                writes[slot] = bytes(SLOT)
                self.free.append(slot)
        if writes:
            self._write(writes)

    def _take(self) -> int:
        if self.free:
            return self.free.pop()
        self.slots += 1
        return self.slots - 1

    def _write(self, slots: dict[int, bytes]) -> None:
        for slot, raw in slots.items():
            os.pwrite(self.fd, raw, slot * SLOT)
        os.fdatasync(self.fd)

    def close(self) -> None:
        if self.fd >= 0:
            os.close(self.fd)
            self.fd = -1  # closed


def _uuid_text(raw: bytes) -> str:
    """`str(uuid.UUID(bytes=raw))`, without building the UUID."""
    h = raw.hex()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def norm_id(point_id: str) -> str:
    return str(uuid.UUID(str(point_id)))


def _slot(state: int, point_id: str, key: bytes) -> bytes:
    body = _BODY.pack(state, uuid.UUID(point_id).bytes, key)
    return body + _CRC.pack(zlib.crc32(body)) + bytes(SLOT - _CHECKED - 4)
