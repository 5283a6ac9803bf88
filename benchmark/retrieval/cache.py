"""A persistent embedding cache by content hash (sqlite, float32 blobs).

Haystack sessions repeat across LongMemEval questions, so a full run embeds each distinct
chunk once; a run that stops resumes where the cache ends. Keys come from
`Embedder.cache_key` (model name, truncation and text), so a model change never reads
stale vectors.
"""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

import numpy as np

DEFAULT_CACHE = Path(__file__).resolve().parents[1] / ".cache" / "embeddings.sqlite"


class SqliteEmbeddingCache:
    def __init__(self, path: Path = DEFAULT_CACHE):
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self._db = sqlite3.connect(str(path), check_same_thread=False, timeout=60)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.execute("CREATE TABLE IF NOT EXISTS vec (key TEXT PRIMARY KEY, v BLOB)")
        self._lock = threading.Lock()

    def get_many(self, keys: list[str]) -> dict[str, np.ndarray]:
        out: dict[str, np.ndarray] = {}
        with self._lock:
            for start in range(0, len(keys), 500):
                part = keys[start : start + 500]
                marks = ",".join("?" * len(part))
                for key, blob in self._db.execute(
                    f"SELECT key, v FROM vec WHERE key IN ({marks})", part
                ):
                    out[key] = np.frombuffer(blob, dtype=np.float32)
        return out

    def put_many(self, items: dict[str, np.ndarray]) -> None:
        if not items:
            return
        with self._lock:
            self._db.executemany(
                "INSERT OR REPLACE INTO vec (key, v) VALUES (?, ?)",
                [(k, np.asarray(v, dtype=np.float32).tobytes()) for k, v in items.items()],
            )
            self._db.commit()

    def __len__(self) -> int:
        with self._lock:
            return self._db.execute("SELECT COUNT(*) FROM vec").fetchone()[0]

    def close(self) -> None:
        self._db.close()
