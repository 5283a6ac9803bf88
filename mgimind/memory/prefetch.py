"""Batched embedding for the harvester.

Embedding is the harvest's bottleneck, and the admission gate embeds one candidate at a
time (its neighbour check, then the memory's chunks). Before a batch goes through the
gate, every text and chunk it will embed is embedded in one call; the embedder's content
cache (`Embedder` keeps one, keyed by content hash) then serves the gate's per-item calls.
Behaviour is unchanged, only the number of model calls drops.
"""

from __future__ import annotations

from typing import Iterable

from mgimind.encoders.embeddings import Embedder
from mgimind.text.chunking import chunk_text


def prefetch(embedder: Embedder, texts: Iterable[str], size: int, overlap: int) -> int:
    """Embed `texts` and their chunks (as the memory store will chunk them) in one call;
    returns how many distinct strings were sent."""
    wanted: list[str] = []
    for text in texts:
        wanted.append(text)  # the gate's neighbour check embeds the whole text
        if len(text) > size:
            wanted.extend(c.text for c in chunk_text(text, size, overlap))
    wanted = list(dict.fromkeys(wanted))
    if wanted:
        embedder.embed(wanted)
    return len(wanted)
