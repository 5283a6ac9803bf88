"""Search every file under a folder byte by byte, as fast as the files' real contents allow.

The embedded store preallocates its write-ahead log as sparse 32 MB files: a fresh home is
~320 MB long and ~1.5 MB on disk. Reading the holes (zeros the file system makes up)
cost a search of the home ~1-3 s; reading only the files' data regions (SEEK_DATA,
SEEK_HOLE), with the zeros of the holes around them where a needle holds zeros, finds the
same bytes in ~0.1 s.
"""

from __future__ import annotations

import errno
import hashlib
import os
from collections.abc import Iterator
from pathlib import Path


def data_regions(path: Path) -> Iterator[tuple[int, bytes, int]]:
    """(offset, bytes, bytes of holes after it) of each of `path`'s data regions, in order
    (the whole file as one region where the file system cannot tell its holes)."""
    with open(path, "rb") as f:
        fd, size, offset = f.fileno(), os.fstat(f.fileno()).st_size, 0
        while offset < size:
            try:
                start = os.lseek(fd, offset, os.SEEK_DATA)
                end = os.lseek(fd, start, os.SEEK_HOLE)
            except OSError as e:  # ENXIO: no data after `offset`; else no hole support
                if e.errno == errno.ENXIO:
                    return
                start, end = offset, size
            f.seek(start)
            data = f.read(end - start)
            try:
                following = os.lseek(fd, end, os.SEEK_DATA) - end if end < size else 0
            except OSError:  # no data after this region: the rest of the file is a hole
                following = size - end
            yield start, data, following
            offset = end


# A hole is at least a block (the file system's unit): a needle no longer than this cannot
# reach across a hole from one data region into the next.
_BLOCK = 4096


def holds(path: Path, needles: tuple[bytes, ...]) -> bool:
    """Whether any of `needles` is in the file's bytes, holes read as the zeros they are.

    A needle has a byte other than zero, which lies in a data region: the needle is
    searched in each region with the holes' zeros on either side (as many as the needle
    could reach into them). One made of zeros only, or longer than a block and holding
    zeros, is searched in the file read whole."""
    if any(not n.strip(b"\0") or (b"\0" in n and len(n) > _BLOCK) for n in needles):
        return any(n in path.read_bytes() for n in needles)
    reach = max((len(n) - 1 for n in needles if b"\0" in n), default=0)
    end = 0  # where the region before ended
    for start, data, hole_after in data_regions(path):
        region_end = start + len(data)
        if reach:
            data = b"\0" * min(reach, start - end) + data + b"\0" * min(reach, hole_after)
        if any(n in data for n in needles):
            return True
        end = region_end
    return False


def files_holding(root: Path, *needles: bytes) -> list[str]:
    """Every file under `root` (relative paths, sorted) whose bytes hold any needle, binary
    files included; a file that vanishes or cannot be read while we look is passed over."""
    hits = []
    for folder, _, names in os.walk(root):
        for name in names:
            path = Path(folder) / name
            try:
                if holds(path, needles):
                    hits.append(str(path.relative_to(root)))
            except OSError:
                continue
    return sorted(hits)


def all_bytes(root: Path) -> bytes:
    """The data of every file under `root`, holes left out, each region after a zero byte:
    what a search for text without zero bytes needs (no match can span two regions)."""
    return b"\0".join(
        data for p in sorted(root.rglob("*")) if p.is_file() for _, data, _ in data_regions(p)
    )


def digest(path: Path) -> str:
    """SHA-256 of the file's length and of each data region with its offset: equal for
    equal files laid out alike (a file only renamed or left alone), and a changed byte
    or length always changes it. Reads the data, not the holes."""
    h = hashlib.sha256(str(path.stat().st_size).encode())
    for start, data, _ in data_regions(path):
        h.update(f"\0{start}:{len(data)}\0".encode())
        h.update(data)
    return h.hexdigest()
