"""A stored item's similarity to a query: the cosine with the query as asked.

Ranking may embed another text than the query: the dense arm drops the content words that
most of the searched chunks hold (`mgimind/search/query_terms.py`), which depends on what is
searched. The similarity shown to users and compared with the recall floor must not: a
memory is as related to a question whether or not another library is searched beside it
(a similarity of 0.730 was once seen to fall to 0.353 that way). So it is always the
cosine of the query as asked and the memory's chunks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

import numpy as np

if TYPE_CHECKING:
    from mgimind.services.mindapi import MindAPI


def query_vectors(mind: "MindAPI", query: str, dense_text: str) -> tuple[np.ndarray, np.ndarray]:
    """(the vector ranking uses, the vector of the query as asked); one embedding when
    the dense arm kept the query as it is."""
    ranking = mind.embedder.embed_query(dense_text)
    asked = ranking if dense_text == query else mind.embedder.embed_query(query)
    return ranking, asked


def query_similarity(mind: "MindAPI", query: str, ranked: list, hits: Iterable) -> dict[str, float]:
    """Per memory of `ranked` (store hits, payload `memory_id`): the best cosine of the
    query as asked with its chunks among `hits` and its own shown chunk."""
    asked = mind.embedder.embed_query(query)
    wanted = {h.payload["memory_id"] for h in ranked}
    ids = [h.id for h in hits if h.payload.get("memory_id") in wanted]
    ids = list(dict.fromkeys([*ids, *(h.id for h in ranked)]))
    best: dict[str, float] = {}
    for point in mind.store.retrieve(ids, with_vectors=True) if ids else []:
        if point.dense is None:
            continue
        memory = point.payload["memory_id"]
        cosine = float(np.dot(asked, point.dense))
        if memory not in best or cosine > best[memory]:
            best[memory] = cosine
    return best


def counted_from(origin: float, cosine: float) -> float:
    """A cosine threshold chosen for a model whose unrelated texts sit at 0 (MiniLM),
    counted from `origin`, the cosine another model gives unrelated texts (e5: 0.73;
    `Embedder.cosine_origin`): 0.4 is 0.4 for MiniLM and 0.84 for e5."""
    return origin + cosine * (1.0 - origin)
