"""Ablations of the ranking on recorded arm scores (a run with --dump-arms).

    python -m benchmark.retrieval.ablate benchmark/results/lme-...json [more.json]

Every variant runs `mgimind.ranking.fuse` (the product's code) or, for the previous product
ranking, chunk-level RRF, on the same recorded chunk scores of both arms.
"""

from __future__ import annotations

import json
import sys
from datetime import datetime

from mgimind.ranking import ArmHit, RankingParams, apply_time, fuse

from .data import load_longmemeval
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


def with_params(params: RankingParams, depth: int = PRODUCT_DEPTH, timed: bool = False):
    def rank(q: dict) -> list[str]:
        dense = [ArmHit(*a) for a in q["arms"]["dense"][:depth]]
        sparse = [ArmHit(*a) for a in q["arms"]["sparse"][:depth]]
        ranked = fuse(dense, sparse, params)
        if timed and q.get("date") and q["id"] in SESSION_DATES:
            ranked = apply_time(ranked, SESSION_DATES[q["id"]], q["question"],
                                datetime.fromisoformat(q["date"]), params)
        return [r.memory for r in ranked]
    return rank


VARIANTS = {
    "previous: chunk RRF k=60 (50 fused chunks)": lambda q: chunk_rrf(q, 50),
    "dense only, best chunk": with_params(RankingParams(dense_weight=1, sparse_weight=0)),
    "BM25 only, best chunk": with_params(RankingParams(dense_weight=0, sparse_weight=1)),
    "memory-level RRF k=60": with_params(RankingParams(method="rrf", dense_weight=1,
                                                       sparse_weight=1)),
    "score fusion 0.5/0.5 + time-aware 0.1 (the product)": with_params(RankingParams(),
                                                                       timed=True),
    "score fusion + time-aware 0.25": with_params(RankingParams(time_weight=0.25), timed=True),
    "score fusion 0.5/0.5, no time-aware": with_params(RankingParams()),
    "score fusion 0.5/0.5, all chunks as candidates": with_params(RankingParams(), 10**9),
    "score fusion 0.7/0.3": with_params(RankingParams(dense_weight=0.7, sparse_weight=0.3)),
    "score fusion 0.3/0.7": with_params(RankingParams(dense_weight=0.3, sparse_weight=0.7)),
    "score fusion + spread (0.3)": with_params(RankingParams(spread=(0.3,))),
    "score fusion + spread (0.3, 0.1)": with_params(RankingParams(spread=(0.3, 0.1))),
    "score fusion + spread (0.5, 0.25)": with_params(RankingParams(spread=(0.5, 0.25))),
}


def main(argv=None) -> None:
    paths = (argv if argv is not None else sys.argv[1:])
    questions = []
    for path in paths:
        questions += [q for q in json.load(open(path))["questions"] if "arms" in q]
    if any(q.get("date") for q in questions):  # LongMemEval: session dates for time-aware
        SESSION_DATES.update({q.qid: {s.sid: s.date for s in q.sessions}
                              for q in load_longmemeval()})
    print(f"{len(questions)} questions from {', '.join(paths)}\n")
    print("| variant | any@1 | any@3 | any@5 | any@10 | all@5 | all@10 | ndcg@10 |")
    print("|---|---|---|---|---|---|---|---|")
    for name, rank in VARIANTS.items():
        m = aggregate([(q["type"], score_question(rank(q), q["gold"])) for q in questions])
        o = m["overall"]
        print(f"| {name} | " + " | ".join(f"{o[c]:.1f}" for c in (
            "any@1", "any@3", "any@5", "any@10", "all@5", "all@10", "ndcg@10")) + " |")


if __name__ == "__main__":
    main()
