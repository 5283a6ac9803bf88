"""Ranking memories from chunk hits: fusion of the dense and BM25 arms, per-memory aggregation.

A memory is stored as overlapping chunks; both arms score chunks. A memory's rank comes from
its chunks in two steps, each for a reason that holds on any user's data:

1. Per arm, a memory's score is its best chunk, plus (optionally) a decayed share of its
   next-best chunks (`spread`): a memory that matches in several places is more likely about
   the query than one with a single lucky window, and the decay keeps long memories from
   winning on length alone.
2. The arms are fused over memories, not chunks, so each memory gets one vote per arm however
   many of its chunks matched. The default fusion divides each arm's memory scores by that
   arm's best score and takes a weighted sum. Unlike reciprocal-rank fusion it keeps how
   decisive each arm is: when every candidate has about the same cosine (the small dense
   model cannot tell them apart, e.g. every chunk names the same two people) the dense arm
   barely moves the order and BM25 decides, and when one memory stands out on the dense arm
   it wins even against a keyword match. RRF (`method="rrf"`) is kept for comparison.
   For a query in a language the dense model does not know, `method="sparse_first"` ranks
   by BM25 alone and lets the dense arm only order what BM25 scores exactly alike and what
   BM25 does not match (a lexicographic order, not a weight: no dense share, however
   small, can lift a memory over a better BM25 match).
3. A memory's first-person statements (`mgimind/text/statements.py`) are a third arm: its
   best statement's cosine, divided by the best among the candidates, times
   `statement_weight`, is added to the memories the two chunk arms found (a statement
   alone brings no memory in). 0.2 was picked on the tuning split: it keeps LoCoMo's
   tuning conversations within one question on every column (BENCHMARKS.md, "Levers").
4. Time-aware: when the query names a time, relative ("two weeks ago", "last week") or
   absolute ("in October 2023", "on 3 June, 2023", "in June"), memories that happened then
   get a bonus, relative times counted back from the caller's reference time (see
   `mgimind/search/timeref.py`). The bonus is weighted by how much the time narrows the candidates,
   like a term's IDF: `time_weight` x closeness x log((N + 1) / (n + 1)) / log(N + 1), for N
   candidates of which n (summed closeness) happened then. A named day among a year of
   conversations says a lot; "last week" when every candidate is from last week says
   nothing. 0.9 (against a fused score of at most 1) was picked on LongMemEval questions
   1-64 (BENCHMARKS.md).

Pure Python over hit lists, so the benchmark's ablations run this exact code on recorded
arm scores.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any, Iterable, Literal

from mgimind.search.timeref import TimeReference, TimeSpan, aware, find_time_reference, memory_time
from mgimind.store.base import Hit


@dataclass(frozen=True)
class ArmHit:
    """One chunk's score on one arm."""

    memory: str
    chunk: int
    score: float


@dataclass(frozen=True)
class RankingParams:
    method: Literal["score", "rrf", "sparse_first"] = "score"
    dense_weight: float = 0.5
    sparse_weight: float = 0.5
    rrf_k: float = 60.0
    # Weights of a memory's 2nd, 3rd, ... best chunk relative to its best (per arm).
    spread: tuple[float, ...] = ()
    # The most added to a memory's fused score (at most 1.0) when the query names a time ("two
    # weeks ago", "in October 2023") and the memory happened then (see `time_bonuses`);
    # 0 disables time-aware scoring.
    time_weight: float = 0.9
    # Discount the bonus by how many candidates share the time (False: a flat bonus, kept
    # for the ablations).
    time_specificity: bool = True
    # The share of the statements arm (0 disables it; see the module docstring).
    statement_weight: float = 0.2
    # The cosine the dense model gives a query and an unrelated text (its
    # `OfflineModel.cosine_origin`): the dense arm's scores are counted from it, so a model
    # whose cosines crowd near the top (e5: unrelated 0.73, the answer 0.87) spreads its
    # candidates as much as one whose unrelated texts sit near 0 (MiniLM), rather than
    # handing the order to BM25.
    dense_origin: float = 0.0


DEFAULT_PARAMS = RankingParams()
# For a query in a language the dense model was not trained on, in a script it reads (MiniLM
# on Turkish, Vietnamese, Romanian): BM25 ranks, and the dense arm only orders what BM25
# scores exactly alike or does not match at all (a memory sharing no word with the query
# is still found, below every match). A dense share as a weight, even 0.01, moved near-ties
# in BM25 either way (XQuAD any@5 vi 98.5 against BM25 alone's 99.0; at 0.1, tr any@1
# -1.0): as an order it cannot (docs/languages.md). The weights only say which arms take
# part; statements are found in English only.
OFF_LANGUAGE_PARAMS = RankingParams(
    method="sparse_first", dense_weight=1.0, sparse_weight=1.0, statement_weight=0.0
)
# For a query in a script none of the model's languages is written in (MiniLM on Greek,
# Hindi, Thai): the model reads it as unknown tokens and its cosines are noise (2-8% any@1
# on XQuAD, where BM25 scores 91-94), so it orders nothing. BM25 alone ranks, its ties in
# the order the BM25 arm returned them, as a keyword search would show them.
FOREIGN_SCRIPT_PARAMS = RankingParams(
    method="sparse_first", dense_weight=0.0, sparse_weight=1.0, statement_weight=0.0
)


# For a query whose language differs from the memories it is nearest to, both languages the
# dense model's (a German question over English notes, with a multilingual model): BM25 has
# only the names and numbers the two share, and its matches pull other memories up.
CROSS_LANGUAGE_PARAMS = RankingParams(dense_weight=0.8, sparse_weight=0.2)


# BM25's share of a one-language query grows with the store. As a store fills with
# chat on similar topics, the small dense model's cosines crowd: among 564k points of pooled
# LongMemEval sessions, the dense arm alone puts a gold session in the top five for 39% of
# the questions and BM25 alone for 53% (each 97-98% on a question's own ~50 sessions),
# since rare words still single a memory out where meanings blur. Equal shares up to
# SMALL_STORE points (every per-conversation benchmark is far below it), then BM25's
# share rises with the log of the size to LARGE_STORE_SPARSE at LARGE_STORE points.
# Chosen on the tuning half of the pooled questions (benchmark/scale/variants.py,
# BENCHMARKS.md "A year of memory").
SMALL_STORE = 20_000
LARGE_STORE = 500_000
LARGE_STORE_SPARSE = 0.8


def sparse_share(points: int) -> float:
    """BM25's share of the default fusion for a store of `points` points."""
    base = DEFAULT_PARAMS.sparse_weight
    if points <= SMALL_STORE:
        return base
    grown = min(math.log(points / SMALL_STORE) / math.log(LARGE_STORE / SMALL_STORE), 1.0)
    return base + grown * (LARGE_STORE_SPARSE - base)


def params_for_size(params: RankingParams, points: int) -> RankingParams:
    """`params` with BM25's share for a store of `points`: only the default one-language
    weights move (a query in a language the model lacks already leans on BM25, one that
    crosses languages on the dense arm)."""
    if params != DEFAULT_PARAMS:
        return params
    share = sparse_share(points)
    return replace(params, dense_weight=1.0 - share, sparse_weight=share)


def params_for_query(
    knows_language: bool, reads_script: bool, crosses_languages: bool = False
) -> RankingParams:
    """The arm weights for a query, by whether the dense model was trained on its language
    and, if not, whether it knows the script it is written in; and whether the memories
    nearest to it are in another language the model knows (`crosses_languages`)."""
    if knows_language:
        return CROSS_LANGUAGE_PARAMS if crosses_languages else DEFAULT_PARAMS
    return OFF_LANGUAGE_PARAMS if reads_script else FOREIGN_SCRIPT_PARAMS


@dataclass
class RankedMemory:
    memory: str
    score: float
    best_chunk: int  # the chunk that best represents the memory for this query
    similarity: float | None  # best cosine among its chunks, None if no chunk was a candidate


def memory_scores(
    hits: Iterable[ArmHit], spread: tuple[float, ...] = ()
) -> dict[str, tuple[float, int]]:
    """Per memory: (best chunk score plus `spread`-weighted next-best scores, best chunk)."""
    per: dict[str, list[ArmHit]] = {}
    for h in hits:
        per.setdefault(h.memory, []).append(h)
    out = {}
    for memory, chunk_hits in per.items():
        chunk_hits.sort(key=lambda h: -h.score)
        rest = chunk_hits[1 : len(spread) + 1]
        score = chunk_hits[0].score + sum(w * h.score for w, h in zip(spread, rest, strict=False))
        out[memory] = (score, chunk_hits[0].chunk)
    return out


def fuse(
    dense: Iterable[ArmHit],
    sparse: Iterable[ArmHit],
    params: RankingParams = DEFAULT_PARAMS,
    statements: Iterable[ArmHit] = (),
) -> list[RankedMemory]:
    """Memories ranked best first."""
    dense, sparse = list(dense), list(sparse)
    if params.method == "sparse_first":
        return _sparse_first(dense, sparse, params)
    arms = [
        (memory_scores(dense, params.spread), params.dense_weight, params.dense_origin),
        (memory_scores(sparse, params.spread), params.sparse_weight, 0.0),
    ]
    fused: dict[str, float] = {}
    for scores, weight, origin in arms:
        if weight <= 0 or not scores:
            continue
        if params.method == "rrf":
            order = sorted(scores, key=lambda m: -scores[m][0])
            for rank, memory in enumerate(order):
                fused[memory] = fused.get(memory, 0.0) + weight / (params.rrf_k + rank + 1)
        else:
            top = max(s for s, _ in scores.values()) - origin
            if top <= 0:
                continue
            for memory, (s, _) in scores.items():
                fused[memory] = fused.get(memory, 0.0) + weight * max(s - origin, 0.0) / top
    said = {m: v for m, v in memory_scores(statements).items() if m in fused}
    top_said = max((s for s, _ in said.values()), default=0.0)
    if params.statement_weight > 0 and top_said > 0:
        for memory in fused:  # a boost to what the chunks found, never a new candidate
            score = said.get(memory, (0.0, 0))[0]
            fused[memory] += params.statement_weight * max(score, 0.0) / top_said
    best_dense, best_sparse = _best_chunks(dense), _best_chunks(sparse)
    top_dense = max((v for v, _ in best_dense.values()), default=0.0) or 1.0
    top_sparse = max((v for v, _ in best_sparse.values()), default=0.0) or 1.0
    ranked = []
    for memory, score in sorted(fused.items(), key=lambda kv: (-kv[1], kv[0])):
        d_best, s_best = best_dense.get(memory), best_sparse.get(memory)
        # The chunk shown is the one picked by the arm that contributed more.
        d_share = params.dense_weight * d_best[0] / top_dense if d_best else -1.0
        s_share = params.sparse_weight * s_best[0] / top_sparse if s_best else -1.0
        # (A memory only the dense arm found keeps its dense chunk, whatever the cosine's sign.)
        if d_best and (s_best is None or d_share >= s_share):
            chunk = d_best[1]
        else:
            assert s_best is not None  # a fused memory is in at least one arm
            chunk = s_best[1]
        ranked.append(RankedMemory(memory, score, chunk, d_best[0] if d_best else None))
    return ranked


def _sparse_first(
    dense: list[ArmHit], sparse: list[ArmHit], params: RankingParams
) -> list[RankedMemory]:
    """BM25's order, lexicographically before the dense arm's: by BM25 score; memories
    BM25 scores exactly alike by their cosine (when the dense arm takes part), then in the
    order the BM25 arm returned them; memories BM25 does not match after every match, by
    their cosine. A match's score is its BM25 score over the best one; the rest score 0."""
    words = memory_scores(sparse, params.spread) if params.sparse_weight > 0 else {}
    meaning = memory_scores(dense, params.spread) if params.dense_weight > 0 else {}
    arrival = {m: i for i, m in enumerate(dict.fromkeys(h.memory for h in sparse + dense))}
    top = max((s for s, _ in words.values()), default=0.0)
    matched = {m for m, (s, _) in words.items() if s > 0 and top > 0}

    def order(memory: str) -> tuple[bool, float, float, int]:
        cosine = meaning[memory][0] if memory in meaning else -math.inf
        bm25 = words[memory][0] if memory in matched else 0.0
        return (memory not in matched, -bm25, -cosine, arrival[memory])

    best_dense = _best_chunks(dense)
    ranked = []
    for memory in sorted(matched | set(meaning), key=order):
        shown = words[memory] if memory in matched else meaning[memory]
        d_best = best_dense.get(memory)
        score = words[memory][0] / top if memory in matched else 0.0
        ranked.append(RankedMemory(memory, score, shown[1], d_best[0] if d_best else None))
    return ranked


def _best_chunks(hits: list[ArmHit]) -> dict[str, tuple[float, int]]:
    best: dict[str, tuple[float, int]] = {}
    for h in hits:
        if h.memory not in best or h.score > best[h.memory][0]:
            best[h.memory] = (h.score, h.chunk)
    return best


def rank_hits(
    dense_hits: list,
    sparse_hits: list,
    params: RankingParams = DEFAULT_PARAMS,
    *,
    statement_hits: Iterable[Any] = (),
    query: str = "",
    now: datetime | None = None,
) -> list[tuple[Any, RankedMemory]]:
    """Store hits of the two chunk arms (payload `memory_id`, `chunk`) and of the
    statements (`memory_id`, `statement`) -> one hit per memory, best memory first, each
    paired with its ranking (the hit is its representative chunk). With `query`, a time
    it names favours memories from then (see `time_bonuses`)."""
    by_key: dict[tuple[str, int], Any] = {}
    for h in list(dense_hits) + list(sparse_hits):
        by_key.setdefault((h.payload["memory_id"], h.payload["chunk"]), h)

    def arm(hits: Iterable[Hit]) -> list[ArmHit]:
        return [ArmHit(h.payload["memory_id"], h.payload["chunk"], h.score) for h in hits]

    said = [ArmHit(h.payload["memory_id"], h.payload["statement"], h.score) for h in statement_hits]
    ranked = fuse(arm(dense_hits), arm(sparse_hits), params, said)
    ref = find_time_reference(query) if query else None
    if ref is not None:  # memory times are read only when the query names a time
        times = {h.payload["memory_id"]: memory_time(h.payload) for h in by_key.values()}
        ranked = _boosted(ranked, time_bonuses(ref, times, now, params))
    return [(by_key[(r.memory, r.best_chunk)], r) for r in ranked]


def apply_time(
    ranked: list[RankedMemory],
    times: dict[str, datetime | None],
    query: str,
    now: datetime | None = None,
    params: RankingParams = DEFAULT_PARAMS,
) -> list[RankedMemory]:
    """Favour memories from the time `query` names (a relative time is counted back from
    `now`, default the current time). No time named, no change."""
    ref = find_time_reference(query)
    if ref is None:
        return ranked
    return _boosted(
        ranked, time_bonuses(ref, {r.memory: times.get(r.memory) for r in ranked}, now, params)
    )


def _boosted(ranked: list[RankedMemory], bonuses: dict[str, float]) -> list[RankedMemory]:
    boosted = [replace(r, score=r.score + bonuses.get(r.memory, 0.0)) for r in ranked]
    # Stable: memories the bonus leaves alike keep the fusion's order (BM25's ties broken
    # by the dense arm, for a query in a language the model lacks).
    return sorted(boosted, key=lambda r: -r.score)


def time_bonuses(
    ref: TimeReference | TimeSpan,
    times: dict[str, datetime | None],
    now: datetime | None = None,
    params: RankingParams = DEFAULT_PARAMS,
) -> dict[str, float]:
    """Each candidate's bonus for the time `ref` (what `find_time_reference` found in the
    query), from when it happened. The weight of the time is discounted by how many
    candidates are from then (see the module docstring). Empty when time-aware scoring is
    off or there are no candidates."""
    if params.time_weight <= 0 or not times:
        return {}
    now = aware(now)
    closeness = {k: ref.closeness(aware(when), now) if when else 0.0 for k, when in times.items()}
    n = len(closeness)
    specificity = (
        math.log((n + 1) / (sum(closeness.values()) + 1)) / math.log(n + 1)
        if params.time_specificity
        else 1.0
    )
    return {k: params.time_weight * specificity * c for k, c in closeness.items()}
