"""A memory's similarity to a query does not depend on what else is stored, and the
store and the encoder give the same answers when reads run beside writes.

Why a similarity once fell from 0.730 to 0.353: the dense arm embeds the query without the
content words most of the *searched* chunks hold (mgimind/search/query_terms.py). Searching one
library, the word is kept; searching everything, ~3,500 chunks of another library that all
name it make it "common", and the query the memory was compared with lost its key word.
Ranking may use that query; the similarity shown, and the recall floor, compare the
memory with the query as asked.
"""

from __future__ import annotations

import threading
import uuid

import numpy as np
import pytest

from mgimind.search.query_terms import MIN_SAMPLE
from mgimind.store.base import DENSE, SPARSE, Arm, Point, Sparse

MEMORY = "The mgimind daemon listens on port 8765 by default; change it in the config file."
QUERY = "which port does the mgimind daemon listen on"
# Unrelated bulk that names the query's key word in every chunk, so that word is "common"
# when everything is searched.
BULK = [
    f"mgimind note {i}: the {topic} recipe needs {i % 7 + 2} cups of flour and salt."
    for i, topic in enumerate(["bread", "pasta", "pizza", "cake", "scone"] * 12)
]


@pytest.fixture
def stocked(make_mind):
    mind = make_mind()
    mind.libraries.create("mine")
    mind.libraries.create("bulk")
    mind.memories.add(MEMORY, "mine")
    for text in BULK:
        mind.memories.add(text, "bulk")
    return mind


def _hit(results, text):
    return next(r for r in results if r.text.startswith(text[:40]))


def test_the_bulk_does_change_the_dense_query(stocked):
    """Positive control: the bulk really makes the key word common when everything is
    searched, so the test below would catch a similarity taken from that query."""
    assert len(BULK) >= MIN_SAMPLE
    assert stocked.memories.dense_text(QUERY, ["mine"]) == QUERY
    assert "mgimind" not in stocked.memories.dense_text(QUERY)


def test_search_similarity_is_the_same_whatever_else_is_searched(stocked):
    own = _hit(stocked.memories.search(QUERY, ["mine"], touch=False), MEMORY)
    everything = _hit(stocked.memories.search(QUERY, touch=False, limit=20), MEMORY)
    alone = float(np.dot(stocked.embedder.embed_query(QUERY), stocked.embedder.embed([MEMORY])[0]))
    assert own.similarity == pytest.approx(alone, abs=1e-4)
    assert everything.similarity == pytest.approx(own.similarity, abs=1e-4)


def test_recall_floor_compares_the_memory_with_the_query_alone(stocked):
    own = stocked.recall(QUERY, libraries=["mine"])
    everything = stocked.recall(QUERY)
    mine = [i for i in own.items if i.kind == "memory"]
    assert mine and "8765" in mine[0].text
    same = next(i for i in everything.items if "8765" in i.text)
    assert same.similarity == pytest.approx(mine[0].similarity, abs=1e-4)


def test_recall_floor_still_drops_the_unrelated(stocked):
    """Negative control: a prompt about nothing stored recalls nothing, bulk or not."""
    assert stocked.recall("how tall is the eiffel tower in metres").items == []


# --- reads beside writes ------------------------------------------------------------------


def _unit(rng, dim):
    v = rng.random(dim)
    return [float(x) for x in v / np.linalg.norm(v)]


# The edge case makes 400 durable writes (a WAL sync each): minutes on a busy machine, so
# it runs with the slow sweeps; the client case, where the race was found, runs always.
@pytest.mark.parametrize("kind", [pytest.param("edge", marks=pytest.mark.slow), "client"])
def test_store_reads_beside_writes(kind, tmp_path):
    """The race behind test_recall_node_in_a_compiled_graph[client]'s "index 5 is out of
    bounds for axis 0 with size 5": qdrant-client's local mode resizes its numpy arrays
    on upsert while the daemon's lock-free reads index them."""
    if kind == "edge":
        from mgimind.store.edge import EdgeBackend

        store = EdgeBackend(tmp_path / "edge", 8)
    else:
        from mgimind.store.client import ClientBackend

        store = ClientBackend(8, "c", path=str(tmp_path / "local"))
    rng = np.random.default_rng(1)
    errors: list[str] = []
    done = threading.Event()

    def read():
        r = np.random.default_rng()
        while not done.is_set():
            try:
                store.query(
                    [Arm(DENSE, _unit(r, 8), 10), Arm(SPARSE, Sparse([1], [1.0]), 10)],
                    None,
                    10,
                    with_dense=True,
                )
                store.scroll(None, limit=5, with_vectors=True)
            except Exception as e:  # noqa: BLE001 - any failure is the finding
                errors.append(repr(e))

    readers = [threading.Thread(target=read) for _ in range(2)]
    for t in readers:
        t.start()
    try:
        for _ in range(400):
            store.upsert(
                [
                    Point(
                        str(uuid.uuid4()),
                        {"kind": "memory", "library": "x"},
                        dense=_unit(rng, 8),
                        sparse=Sparse([1, 2], [1.0, 1.0]),
                    )
                ]
            )
    finally:
        done.set()
        for t in readers:
            t.join()
        store.close()
    assert errors == []


def test_encoder_gives_the_same_vectors_from_many_threads(embedder):
    """Queries embedded while a long add embeds in the encoder's thread pool get exactly
    the vectors they get alone."""
    from mgimind.encoders.embeddings import Embedder

    fresh = Embedder(embedder.config, embedder.cache_dir, memory_entries=0)  # no cache
    fresh._model = embedder._load()
    queries = [f"question {i} about the payments freeze" for i in range(12)]
    alone = [fresh.embed_query(q) for q in queries]
    chunks = [f"chunk {i} " + "words " * (i % 40) for i in range(200)]
    got: dict[int, np.ndarray] = {}
    errors: list[str] = []

    def ask(i):
        try:
            got[i] = fresh.embed_query(queries[i])
        except Exception as e:  # noqa: BLE001
            errors.append(repr(e))

    writer = threading.Thread(target=fresh.embed, args=(chunks,))
    askers = [threading.Thread(target=ask, args=(i,)) for i in range(len(queries))]
    writer.start()
    for t in askers:
        t.start()
    for t in [writer, *askers]:
        t.join()
    assert errors == []
    for i, vector in enumerate(alone):
        np.testing.assert_allclose(got[i], vector, atol=1e-5)
