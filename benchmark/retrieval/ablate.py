"""Ablations of the ranking on recorded arm scores (a run with --dump-arms).

    python -m benchmark.retrieval.ablate benchmark/results/lme-...json [more.json]

Every variant runs `mgimind.search.ranking.fuse` (the product's code) or, for the previous product
ranking, chunk-level RRF, on the same recorded chunk scores of both arms.
"""

from __future__ import annotations

import json
import sys
from dataclasses import replace
from datetime import datetime

from mgimind.search.ranking import ArmHit, RankingParams, apply_time, fuse

from .data import load_locomo, load_longmemeval
from .metrics import aggregate, score_question

PRODUCT_DEPTH = 100  # chunk candidates per arm at limit=10 (memories.SEARCH_DEPTH * 10)


def chunk_rrf(q: dict, depth: int, k: float = 60.0) -> list[str]:
    """The ranking before this work: one RRF over chunks, then each session's best chunk."""
    fused: dict[tuple, float] = {}
    for arm in ("dense", "sparse"):
        for rank, (sid, chunk, _) in enumerate(q["arms"][arm][:depth]):
            fused[(sid, chunk)] = fused.get((sid, chunk), 0.0) + 1.0 / (k + rank + 1)
    out: list[str] = []
    for (sid, _), _score in sorted(fused.items(), key=lambda kv: -kv[1]):
        if sid not in out:
            out.append(sid)
    return out


SESSION_DATES: dict[str, dict[str, datetime | None]] = {}  # question id -> session -> date


def with_params(
    params: RankingParams, depth: int = PRODUCT_DEPTH, timed: bool = False, dense_arm: str = "dense"
):
    """Rank with the product's code; `dense_arm` "dense" is the product's dense query (common
    words dropped), "dense_plain" the question as it is."""

    def rank(q: dict) -> list[str]:
        dense = [ArmHit(*a) for a in q["arms"][dense_arm][:depth]]
        sparse = [ArmHit(*a) for a in q["arms"]["sparse"][:depth]]
        ranked = fuse(dense, sparse, params)
        if timed and q["id"] in SESSION_DATES:
            now = datetime.fromisoformat(q["date"]) if q.get("date") else None
            ranked = apply_time(ranked, SESSION_DATES[q["id"]], q["question"], now, params)
        return [r.memory for r in ranked]

    return rank


PRODUCT = RankingParams()
NO_TIME = RankingParams(time_weight=0)
FLAT_TIME = RankingParams(time_weight=0.3, time_specificity=False)
VARIANTS = {
    "previous: chunk RRF k=60 (50 fused chunks)": lambda q: chunk_rrf(q, 50),
    "dense only, question as is": with_params(
        RankingParams(dense_weight=1, sparse_weight=0), dense_arm="dense_plain"
    ),
    "dense only, common words dropped": with_params(RankingParams(dense_weight=1, sparse_weight=0)),
    "BM25 only, best chunk": with_params(RankingParams(dense_weight=0, sparse_weight=1)),
    "memory-level RRF k=60": with_params(
        RankingParams(method="rrf", dense_weight=1, sparse_weight=1, time_weight=0)
    ),
    "score fusion 0.5/0.5, question as is, no time": with_params(NO_TIME, dense_arm="dense_plain"),
    "+ common words dropped from the dense query": with_params(NO_TIME),
    "+ time-aware, flat 0.3": with_params(FLAT_TIME, timed=True),
    "+ time weighted by specificity, 0.9 = the product": with_params(PRODUCT, timed=True),
    "product, time weight 0.5": with_params(replace(PRODUCT, time_weight=0.5), timed=True),
    "product, time weight 1.5": with_params(replace(PRODUCT, time_weight=1.5), timed=True),
    "product, question as is": with_params(PRODUCT, timed=True, dense_arm="dense_plain"),
    "product, all chunks as candidates": with_params(PRODUCT, 10**9, timed=True),
    "product, fusion 0.6/0.4": with_params(
        replace(PRODUCT, dense_weight=0.6, sparse_weight=0.4), timed=True
    ),
    "product, fusion 0.4/0.6": with_params(
        replace(PRODUCT, dense_weight=0.4, sparse_weight=0.6), timed=True
    ),
    "product + spread (0.3)": with_params(replace(PRODUCT, spread=(0.3,)), timed=True),
}


def main(argv=None) -> None:
    paths = argv if argv is not None else sys.argv[1:]
    questions = []
    for path in paths:
        questions += [q for q in json.load(open(path))["questions"] if "arms" in q]
    # Session dates, for time-aware scoring (relative times need the question date).
    for loader in (load_longmemeval, load_locomo):
        for q in loader():
            SESSION_DATES[q.qid] = {s.sid: s.date for s in q.sessions}
    print(f"{len(questions)} questions from {', '.join(paths)}\n")
    print("| variant | any@1 | any@3 | any@5 | any@10 | all@5 | all@10 | ndcg@10 |")
    print("|---|---|---|---|---|---|---|---|")
    for name, rank in VARIANTS.items():
        m = aggregate([(q["type"], score_question(rank(q), q["gold"])) for q in questions])
        o = m["overall"]
        print(
            f"| {name} | "
            + " | ".join(
                f"{o[c]:.1f}"
                for c in ("any@1", "any@3", "any@5", "any@10", "all@5", "all@10", "ndcg@10")
            )
            + " |"
        )


if __name__ == "__main__":
    main()
