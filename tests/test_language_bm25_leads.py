"""For a query in a language the dense model does not know, BM25 leads as a guarantee, not a
weight: the dense arm only orders what BM25 scores exactly alike and what BM25 does not match,
and in a script the model cannot read, ties keep the order the BM25 arm returned them in."""

from __future__ import annotations

from mgimind.memory.memories import params_for_search
from mgimind.search.ranking import ArmHit, fuse, params_for_query
from mgimind.store.base import DENSE, SPARSE, Arm, Eq, where


def test_a_near_tie_in_bm25_is_never_flipped_by_the_dense_arm():
    # Turkish with the English model: BM25 finds "near" a hair above "liked"; the dense arm
    # likes "liked" far more, and "unmatched" shares no word with the query at all.
    params = params_for_query(knows_language=False, reads_script=True)
    sparse = [ArmHit("near", 0, 10.0), ArmHit("liked", 0, 9.99)]
    dense = [ArmHit("liked", 0, 0.9), ArmHit("unmatched", 0, 0.95), ArmHit("near", 0, 0.2)]
    order = [r.memory for r in fuse(dense, sparse, params)]
    assert order == ["near", "liked", "unmatched"]


def test_an_exact_tie_in_bm25_is_ordered_by_the_dense_arm():
    params = params_for_query(knows_language=False, reads_script=True)
    sparse = [ArmHit("first returned", 0, 5.0), ArmHit("nearer in meaning", 0, 5.0)]
    dense = [ArmHit("nearer in meaning", 0, 0.6), ArmHit("first returned", 0, 0.3)]
    order = [r.memory for r in fuse(dense, sparse, params)]
    assert order == ["nearer in meaning", "first returned"]


GREEK_NOTES = [  # same length, the query's word once in each: BM25 scores them alike
    f"Η συνάντηση της ομάδας για το έργο {name} γίνεται κάθε Τρίτη στο γραφείο."
    for name in ("Άλφα", "Βήτα", "Γάμμα", "Δέλτα", "Έψιλον", "Ζήτα")
]


def test_a_greek_query_shows_ties_in_the_bm25_arms_order(make_mind):
    mind = make_mind()
    for text in GREEK_NOTES:
        mind.memories.add(text)
    mind.memories.add("The deploy script retries three times before it gives up.")
    question = "Πότε γίνεται η συνάντηση;"
    vector = [float(x) for x in mind.embedder.embed_query(question)]
    memory = where(Eq("kind", "memory"))
    nearest = mind.store.query([Arm(DENSE, vector, 10)], memory, 10)
    assert params_for_search(mind.embedder, question, nearest).dense_weight == 0.0
    bm25 = mind.store.query([Arm(SPARSE, mind.sparse.query(question), 50)], memory, 50)
    assert len({round(h.score, 6) for h in bm25}) == 1  # the case: every match ties
    by_bm25 = list(dict.fromkeys(h.payload["memory_id"] for h in bm25))
    found = [r.id for r in mind.memories.search(question, limit=10, touch=False)]
    assert len(by_bm25) == len(GREEK_NOTES)
    assert found == by_bm25  # the English note, matching nothing, is not shown
