"""Following config.toml while a Mind runs: `LiveConfig` re-reads the file when it changes
and takes on what a running Mind can; `RESTART_KEYS` wait until the Mind is opened again."""

from __future__ import annotations

from pathlib import Path

from mgimind.config import Config, config_path, get_value, load_config
from mgimind.errors import MgimindError

# What a running Mind built its parts from once (the model, the store, the reranker) or what
# the daemon read at startup (its idle timeout, the HTTP door's limits, the watcher): a
# change there takes effect only when the Mind is opened again.
RESTART_KEYS = (
    "embedding",
    "store",
    "rerank",
    "daemon.idle_timeout_s",
    "http",
    "harvest.watch",
    "harvest.idle_s",
    "extractor",
)


def restart_changes(old: Config, new: Config) -> list[str]:
    """The keys (of RESTART_KEYS) whose values differ between `old` and `new`."""
    changed = []
    for key in RESTART_KEYS:
        a, b = get_value(old, key), get_value(new, key)
        if isinstance(a, dict):
            changed += [f"{key}.{k}" for k in a if a[k] != b.get(k)]
        elif a != b:
            changed.append(key)
    return changed


def changed_keys(old: Config, new: Config) -> list[str]:
    """Every dotted key (section.setting) whose value differs between `old` and `new`."""
    a, b = old.model_dump(), new.model_dump()
    changed = []
    for section in a:
        before, after = a[section], b[section]
        if isinstance(before, dict) and isinstance(after, dict):
            changed += [
                f"{section}.{k}" for k in sorted({*before, *after}) if before.get(k) != after.get(k)
            ]
        elif before != after:
            changed.append(section)
    return changed


class LiveConfig:
    """The configuration a long-running Mind follows.

    `current` re-reads config.toml when the file changed (its mtime, size or inode), looked
    at no more than once per `check_s`, so a daemon follows an edit of the file without a
    restart; `reload()` does it at once (the CLI asks after `config set`). Keys a running
    Mind cannot take on (RESTART_KEYS) keep their values until it is opened again; the
    reload says which. With `follow=False` (a config passed in, not read from the file)
    only `reload()` reads the file."""

    def __init__(self, home: Path, config: Config, *, follow: bool = True, check_s: float = 1.0):
        import threading

        self.path = config_path(home)
        self._config = config
        self._follow = follow
        self._check_s = check_s
        self._checked = 0.0
        self._seen = self._signature()
        self._lock = threading.Lock()
        self.pending: list[str] = []  # restart keys the file changed; kept until reopened

    @property
    def current(self) -> Config:
        if self._follow:
            import time

            now = time.monotonic()
            if now - self._checked >= self._check_s:
                self._checked = now
                if self._signature() != self._seen:
                    try:
                        self.reload()
                    except MgimindError as e:  # a broken edit: keep what works, say why
                        import logging

                        logging.getLogger("mgimind").warning("config not reloaded: %s", e.what)
        return self._config

    def _signature(self) -> tuple | None:
        try:
            st = self.path.stat()
        except OSError:
            return None
        return (st.st_mtime_ns, st.st_size, st.st_ino)

    def reload(self) -> dict:
        """Read config.toml now and take on what a running Mind can. Returns
        {"applied": [keys changed], "needs_restart": [keys changed but kept], "path"}.
        An invalid file raises MgimindError and changes nothing."""
        with self._lock:
            seen = self._signature()
            new = load_config(self.path.parent)
            old = self._config
            kept = restart_changes(old, new)
            data = new.model_dump()
            for key in kept:  # the running Mind's own value wins
                section, _, leaf = key.partition(".")
                data[section][leaf] = get_value(old, key)
            merged = Config.model_validate(data)
            applied = changed_keys(old, merged)
            self._config = merged
            self._seen = seen
            self.pending = kept
            return {"applied": applied, "needs_restart": kept, "path": str(self.path)}
