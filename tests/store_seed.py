"""The empty embedded store a home's first open creates, made once per test run and copied
into each test's home that will open one with the default model.

Creating a store makes its ~24 payload indexes one WAL sync each: ~2 s per new home (more
on a loaded machine), paid again by every CLI process, daemon and in-process command that
opens a fresh home. Copying the made one takes ~0.1 s and gives the same files, so the
tests run the real store, opened as a person's second command would open it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

from mgimind.config import EmbeddingConfig, load_config
from mgimind.encoders.offline_models import OFFLINE_MODELS
from mgimind.errors import MgimindError
from mgimind.store.keyfile import KeyFile

_root: Path | None = None  # where the template is made: the run's temporary folder


def use_folder(root: Path) -> None:
    """Make the template under `root` (conftest gives the session's temporary folder)."""
    global _root
    _root = root


def empty_store() -> Path:
    """The template: an empty edge store with its payload indexes, for the default model.
    A copy gets a new (empty) key file beside it, as a home's first open makes one: with
    it there, an open reads the store once; a store alone is read twice (the first open
    checks whether it is one from before sealing)."""
    from mgimind.store.edge import EdgeBackend

    if _root is None:
        raise RuntimeError("store_seed.use_folder() was not called (conftest does it)")
    path = _root / "edge"
    if not path.exists():
        # Private, as the CLI and the daemon create theirs (umask 077): folders 0700, files 0600.
        umask = os.umask(0o077)
        try:
            EdgeBackend(path, OFFLINE_MODELS[EmbeddingConfig().model].dim).close()
        finally:
            os.umask(umask)
    return path


def _keys(edge_dir: Path) -> Path:
    """The key file beside a store (as mgimind/store/__init__.py places it)."""
    return edge_dir.with_name(edge_dir.name + ".keys")


def seed(home: Path, durable: bool = False) -> bool:
    """Copy the empty store into `home` when its next open would create that same store:
    no store there yet, the embedded backend and the default model (config.toml and the
    home's recorded model read as mgimind reads them). Anything else is left to the open
    itself (a broken config, a home that is a file, another model); returns whether it
    copied. `durable`: see copy_into."""
    home = Path(home)
    edge_dir = home / "store" / "edge"
    if edge_dir.exists() or (home.exists() and not home.is_dir()):
        return False
    try:
        config = load_config(home)
    except MgimindError:
        return False
    embedding = config.embedding
    if config.store.url or embedding.model_path or embedding.model != EmbeddingConfig().model:
        return False
    return copy_into(home, durable)


def copy_into(home: Path, durable: bool = False) -> bool:
    """Copy the empty store into `home` unless it has one; returns whether it copied. A
    home this cannot write (read-only, full) is left as it was, for the open to meet.
    `durable`: each copied file is fsynced (~0.2-0.5 s for its ~240 files), for a daemon."""
    edge_dir = Path(home) / "store" / "edge"
    if edge_dir.exists():
        return False
    template = empty_store()
    try:
        for folder in (Path(home), edge_dir.parent):  # private, as mgimind makes them
            folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        # `cp --sparse` keeps the engine's preallocated 32 MB files sparse; shutil.copytree
        # would write them out in full (~160 MB a home, tens of GB a run).
        subprocess.run(
            ["cp", "-a", "--sparse=always", str(template), str(edge_dir)],
            check=True,
            capture_output=True,
        )
        if not _keys(edge_dir).exists():
            KeyFile(_keys(edge_dir)).close()  # its own: a token key of its own, no point keys
        # On disk before a daemon maps them, as the engine leaves the files it creates:
        # a daemon that pages its store out when idle (footprint.page_out) would
        # otherwise write the copy's dirty pages back then, and its next prompt missed
        # the hook's 1 s budget.
        for folder, _, names in os.walk(edge_dir) if durable else ():
            for name in names:
                with open(os.path.join(folder, name), "rb") as f:
                    os.fsync(f.fileno())
    except (OSError, subprocess.CalledProcessError):
        shutil.rmtree(edge_dir, ignore_errors=True)
        return False
    return True
