"""Seal a store written before sealing (see shred.py), once, when it is first opened.

Sealing its points in place would leave their plain text in the engine's WAL and segment
pages, which is what sealing is for. So the points are copied, page by page, into a new
sealed store beside it, the two are swapped by renames, and the old one is removed. A
crash at any step is finished (or undone) by the next open: see `_recover`.
"""

from __future__ import annotations

import logging
import os
import shutil
from pathlib import Path

import qdrant_edge as qe

from mgimind.errors import StoreUnavailable
from mgimind.store.base import IsEmpty, point_from_record, where
from mgimind.store.edge import EdgeBackend
from mgimind.store.shred import SEALED, ShreddingBackend

log = logging.getLogger(__name__)
_PAGE = 500


def seal_legacy(edge_dir: Path, keys_path: Path, dim: int) -> int:
    """Seal the edge store at `edge_dir` if it holds unsealed points and has no key file;
    returns the points moved (0 when there was nothing to do)."""
    new_dir = edge_dir.with_name(edge_dir.name + ".sealing")
    old_dir = edge_dir.with_name(edge_dir.name + ".unsealed")
    new_keys = keys_path.with_name(keys_path.name + ".sealing")
    _recover(edge_dir, new_dir, old_dir, keys_path, new_keys)
    if keys_path.exists() or not edge_dir.exists():
        return 0
    old = EdgeBackend(edge_dir, dim)
    try:
        total = old.count()
        if not total or old.count(where(must_not=(IsEmpty(SEALED),))):
            return 0  # empty, or sealed already (a lost key file is shred.py's error)
        log.warning("sealing %d points of %s (a store from before sealing)", total, edge_dir)
        sealed = ShreddingBackend(EdgeBackend(new_dir, dim), new_keys)
        try:
            offset = None
            while True:
                records, offset = old.shard.scroll(
                    qe.ScrollRequest(
                        offset=offset, limit=_PAGE, with_payload=True, with_vector=True
                    )
                )
                sealed.upsert([point_from_record(r, True) for r in records])
                if offset is None:
                    break
        finally:
            sealed.close()
    finally:
        old.close()
    _rename(edge_dir, old_dir)
    _rename(new_dir, edge_dir)
    _rename(new_keys, keys_path)
    _fsync_dir(edge_dir.parent)
    shutil.rmtree(old_dir)
    return int(total)


def _recover(edge_dir: Path, new_dir: Path, old_dir: Path, keys_path: Path, new_keys: Path) -> None:
    """Finish a swap a crash interrupted, or drop a half-built sealed copy."""
    if old_dir.exists():  # the swap had begun: the sealed copy was complete
        if new_dir.exists() and edge_dir.exists():
            raise StoreUnavailable(
                f"sealing the store was interrupted and {edge_dir} was re-created since",
                fix=f"move {edge_dir} away if it is empty and open again (the sealed copy "
                f"is {new_dir}, the original {old_dir})",
            )
        if not edge_dir.exists():
            _rename(new_dir if new_dir.exists() else old_dir, edge_dir)
        if not keys_path.exists() and new_keys.exists():
            _rename(new_keys, keys_path)
        _fsync_dir(edge_dir.parent)
        if old_dir.exists() and keys_path.exists():
            shutil.rmtree(old_dir)
        return
    if new_dir.exists():
        shutil.rmtree(new_dir)
    new_keys.unlink(missing_ok=True)


def _rename(src: Path, dst: Path) -> None:
    os.rename(src, dst)


def _fsync_dir(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
