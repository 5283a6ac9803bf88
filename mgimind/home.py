"""The home folder: created private, refused when another user could write it.

Like ssh with a loose key: a home (and so the daemon's socket beside the store) that
another user can write lets them read memory, replace `daemon.sock` and answer a victim's
prompts with their own text, so it is refused with the fix, never used as is.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

from mgimind.errors import StoreUnavailable


def prepare_home(home: Path) -> Path:
    """`home`, created 0700 when absent; refused when it is not a folder this user owns
    alone, or cannot be written."""
    home = Path(home)
    try:
        home.mkdir(parents=True, exist_ok=True, mode=0o700)
    except FileExistsError:
        pass  # a file in the way: said below
    except OSError as e:
        raise StoreUnavailable(
            f"the mgimind home {home} cannot be created: {e.strerror}",
            fix="set MGIMIND_HOME to a folder you can write",
        ) from None
    problem = home_problem(home)
    if problem:
        raise StoreUnavailable(f"the mgimind home {home} {problem[0]}", fix=problem[1])
    try:
        probe = home / ".write-probe"
        probe.write_text("ok")
        probe.unlink()
    except OSError as e:
        raise StoreUnavailable(
            f"the mgimind home {home} is not writable: {e.strerror}",
            fix="set MGIMIND_HOME to a writable directory, or fix its permissions",
        ) from None
    return home


def home_problem(home: Path) -> tuple[str, str] | None:
    """(what is wrong, the fix) for a home that must not be used, or None."""
    try:
        st = os.stat(home)
    except OSError as e:
        return (f"cannot be read: {e.strerror}", "set MGIMIND_HOME to a folder you own")
    if not stat.S_ISDIR(st.st_mode):
        return ("is not a folder", "remove the file in the way, or set MGIMIND_HOME elsewhere")
    if st.st_uid != os.getuid():
        return (
            f"belongs to another user (uid {st.st_uid})",
            "set MGIMIND_HOME to a folder of your own",
        )
    if st.st_mode & 0o022:
        return (
            f"can be written by other users (mode {stat.S_IMODE(st.st_mode):o})",
            f"chmod 700 {home}",
        )
    return None


def meta_path(home: Path) -> Path:
    """The record of which model and dimension built the home's store."""
    return Path(home) / "store" / "meta.json"


def store_record(home: Path, key: str) -> dict | None:
    """What the home records of the store `key` ("embedded" or its URL): its model,
    dimension, sparse encoder...; None when nothing is recorded (or cannot be read)."""
    try:
        entry = json.loads(meta_path(home).read_text())[key]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return entry if isinstance(entry, dict) else None


def update_store_record(home: Path, key: str, **fields: object) -> None:
    """Write `fields` into the home's record of the store `key` (atomically)."""
    path = meta_path(home)
    meta = json.loads(path.read_text()) if path.exists() else {}
    meta.setdefault(key, {}).update(fields)
    tmp = path.with_name(f".{path.name}.{os.getpid()}")
    tmp.write_text(json.dumps(meta, indent=2))
    os.replace(tmp, path)


def models_dir(home: Path) -> Path:
    """Where the model files are linked and derived graphs kept: `MGIMIND_MODELS` (one folder
    several homes share, so each does not derive its own), else `<home>/models`. A shared
    folder must be the user's alone, like a home: a graph put there decides every vector."""
    shared = os.environ.get("MGIMIND_MODELS")
    if not shared:
        return Path(home) / "models"
    path = Path(shared)
    path.mkdir(parents=True, exist_ok=True, mode=0o700)
    problem = home_problem(path)
    if problem:
        what, fix = problem
        raise StoreUnavailable(
            f"the model folder {path} (MGIMIND_MODELS) {what}",
            fix=fix.replace("MGIMIND_HOME", "MGIMIND_MODELS"),
        )
    return path
