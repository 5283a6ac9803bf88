"""Fill the embedding cache for the pool, in pool (date) order, so a partial fill serves the
first checkpoints first. Resumable: what is cached is skipped; safe beside a run.

Embeds exactly what the product's add embeds for a session: its chunks and its statements.
"""

from __future__ import annotations

import time

from mgimind.config import Config
from mgimind.encoders.embeddings import Embedder
from mgimind.text.chunking import chunk_text
from mgimind.text.statements import statements

from .pool import PooledSession

SLICE = 256


def session_texts(session: PooledSession, config: Config) -> list[str]:
    """What `memories.add` embeds for this session: chunk texts, then statements."""
    size, overlap = config.chunking.size, config.chunking.overlap
    return [c.text for c in chunk_text(session.text, size, overlap)] + statements(session.text)


def fill(embedder: Embedder, config: Config, pool: list[PooledSession]) -> None:
    t0, done, pending = time.time(), 0, []
    for n, session in enumerate(pool, 1):
        pending += session_texts(session, config)
        if len(pending) < SLICE and n < len(pool):
            continue
        before = embedder.computed
        embedder.embed(pending)
        pending = []
        done += embedder.computed - before
        if n % 200 < 10 or n == len(pool):
            rate = done / max(time.time() - t0, 1e-9)
            print(
                f"[fill] session {n}/{len(pool)} ({100 * n / len(pool):.1f}%) computed {done} "
                f"({rate:.1f}/s) {time.strftime('%H:%M:%S')}",
                flush=True,
            )
