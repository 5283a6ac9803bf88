"""BM25's share of the fusion grows with the store: in a year of memory, a rare word the
query shares with one memory decides over a slightly nearer meaning; in a small store the
arms keep equal shares."""

from __future__ import annotations

from mgimind.memory.memories import params_for_search
from mgimind.search.ranking import DEFAULT_PARAMS, SMALL_STORE, rank_hits, sparse_share
from mgimind.store.base import Hit

QUERY = "What did the farrier say about Juniper's hooves?"


def _hit(memory: str, score: float, text: str) -> Hit:
    return Hit(f"{memory}/0", score, {"memory_id": memory, "chunk": 0, "text": text})


# "near": a chat about horses, a little nearer in meaning; "farrier": the one that names him.
NEAR = "We talked about riding lessons and how the horses were doing this spring."
NAMED = "The farrier said Juniper's hooves need trimming every six weeks."
DENSE = [_hit("near", 0.62, NEAR), _hit("farrier", 0.30, NAMED), _hit("other", 0.25, "x")]
SPARSE = [_hit("farrier", 9.0, NAMED), _hit("near", 5.0, NEAR), _hit("other", 1.0, "x")]


def _first(embedder, points: int) -> str:
    params = params_for_search(embedder, QUERY, DENSE, points)
    return rank_hits(DENSE, SPARSE, params, query=QUERY)[0][1].memory


def test_a_big_store_lets_the_rare_word_decide_a_small_one_keeps_equal_shares(embedder):
    assert _first(embedder, 2_000) == "near"  # equal shares: the nearer meaning leads
    assert _first(embedder, 564_000) == "farrier"  # a year of memory: the named one
    small = params_for_search(embedder, QUERY, DENSE, SMALL_STORE)
    assert (small.dense_weight, small.sparse_weight) == (0.5, 0.5)


def test_the_share_grows_with_the_store_and_stops_growing():
    sizes = [0, SMALL_STORE, 60_000, 150_000, 300_000, 500_000, 5_000_000]
    shares = [sparse_share(n) for n in sizes]
    assert shares[0] == shares[1] == DEFAULT_PARAMS.sparse_weight
    assert all(a < b for a, b in zip(shares[1:5], shares[2:6], strict=True))
    assert shares[-1] == shares[-2] < 1.0


def test_a_query_in_a_language_the_model_lacks_keeps_its_weights(embedder):
    german = "Was hat der Hufschmied über Junipers Hufe gesagt?"
    small = params_for_search(embedder, german, DENSE, 1_000)
    big = params_for_search(embedder, german, DENSE, 564_000)
    assert small == big and small.sparse_weight > 0.5
