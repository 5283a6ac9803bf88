"""The benchmark's metric functions and the product's memory ranking (pure, fast)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from benchmark.retrieval.metrics import aggregate, ndcg, recall_all, recall_any, score_question
from mgimind.search.ranking import ArmHit, RankingParams, fuse


def test_recall_any_and_all_at_k():
    ranked = ["a", "x", "b", "y"]
    assert recall_any(ranked, {"b"}, 3) == 1.0 and recall_any(ranked, {"b"}, 2) == 0.0
    assert recall_all(ranked, {"a", "b"}, 3) == 1.0 and recall_all(ranked, {"a", "b"}, 2) == 0.0


def test_ndcg_binary_gains_against_the_ideal_order():
    assert ndcg(["g1", "g2", "x"], {"g1", "g2"}, 3) == pytest.approx(1.0)
    # one gold at rank 2 of two golds: (1/log2 3) / (1 + 1/log2 3)
    expected = (1 / math.log2(3)) / (1 + 1 / math.log2(3))
    assert ndcg(["x", "g1", "y"], {"g1", "g2"}, 3) == pytest.approx(expected)
    assert ndcg(["x", "y"], {"g1"}, 2) == 0.0


def test_aggregate_reports_percent_overall_and_per_type():
    rows = [("t1", score_question(["a"], ["a"])), ("t2", score_question(["b"], ["a"]))]
    summary = aggregate(rows)
    assert summary["overall"]["any@1"] == 50.0 and summary["overall"]["n"] == 2
    assert summary["t1"]["any@1"] == 100.0 and summary["t2"]["any@1"] == 0.0


def _hits(arm):
    return [ArmHit(m, c, s) for m, c, s in arm]


def test_flat_dense_arm_leaves_the_order_to_bm25_and_a_decisive_one_wins():
    flat_dense = _hits([("a", 0, 0.50), ("b", 0, 0.49)])
    sparse = _hits([("b", 0, 9.0), ("a", 0, 2.0)])
    assert [r.memory for r in fuse(flat_dense, sparse)] == ["b", "a"]
    decisive_dense = _hits([("a", 0, 0.80), ("b", 0, 0.20)])
    close_sparse = _hits([("b", 0, 9.0), ("a", 0, 8.0)])
    assert [r.memory for r in fuse(decisive_dense, close_sparse)] == ["a", "b"]


def test_each_memory_votes_once_per_arm_and_reports_its_best_chunk():
    dense = _hits([("long", 0, 0.60), ("long", 1, 0.59), ("long", 2, 0.58), ("short", 0, 0.61)])
    ranked = fuse(dense, [], RankingParams(sparse_weight=0.0))
    assert [r.memory for r in ranked] == ["short", "long"]
    assert ranked[1].best_chunk == 0 and ranked[1].similarity == pytest.approx(0.60)
    spread = fuse(dense, [], RankingParams(sparse_weight=0.0, spread=(0.5,)))
    assert [r.memory for r in spread] == ["long", "short"]
    rrf = fuse(dense, _hits([("long", 2, 3.0)]), RankingParams(method="rrf"))
    assert [r.memory for r in rrf] == ["long", "short"]


def test_embedder_serves_repeats_from_its_cache(embedder):
    before = embedder.computed
    text = "a sentence only this test embeds, twice"
    first, second = embedder.embed([text, text])
    again = embedder.embed([text])[0]
    assert embedder.computed == before + 1
    assert np.allclose(first, second) and np.allclose(first, again)
    other = embedder.embed(["a different sentence"])[0]
    assert embedder.computed == before + 2 and not np.allclose(first, other)


def test_relative_time_in_the_query_favours_memories_from_then():
    from datetime import datetime, timedelta

    from mgimind.search.ranking import RankedMemory, apply_time
    from mgimind.search.timeref import find_time_reference

    assert find_time_reference("where did I go two weeks ago?").days_ago == 14
    assert find_time_reference("What did I buy last week").days_ago == 7
    assert find_time_reference("what is my favourite colour") is None
    now = datetime(2023, 5, 1)
    ranked = [RankedMemory("recent", 0.80, 0, 0.5), RankedMemory("then", 0.75, 0, 0.5)]
    times = {"recent": now - timedelta(days=1), "then": now - timedelta(days=14)}
    moved = apply_time(ranked, times, "what did I do two weeks ago", now)
    assert [r.memory for r in moved] == ["then", "recent"]
    kept = apply_time(ranked, times, "what did I do at the museum", now)
    assert [r.memory for r in kept] == ["recent", "then"]
