"""Query-side weighting of names and codes in the BM25 arm, replayed on recorded arms.

    python -m benchmark.retrieval.ablate_names benchmark/results/locomo-...json

A run with --dump-arms records, beside the question's BM25 arm, the arm for the question's
names and codes alone (`sparse_names`). BM25 is linear in the query's term weights, so
weighting those terms by w scores each chunk `sparse + (w - 1) * sparse_names`; the rest is
the product's ranking (`mgimind.search.ranking.fuse`, time-aware). Reported on the tuning split
(LoCoMo conversations 1-3, LongMemEval sample questions 1-64) and the held-out rest.
"""

from __future__ import annotations

import json
import sys
from datetime import datetime

from mgimind.search.ranking import ArmHit, RankingParams, apply_time, fuse

from .ablate import PRODUCT_DEPTH, SESSION_DATES
from .data import load_locomo, load_longmemeval, sample186_ids
from .metrics import aggregate, score_question

WEIGHTS = (1.0, 1.5, 2.0, 3.0)
COLUMNS = ("any@1", "any@3", "any@5", "any@10", "all@5", "all@10", "ndcg@10")


def weighted_sparse(q: dict, w: float) -> list[ArmHit]:
    scores = {(sid, c): s for sid, c, s in q["arms"]["sparse"]}
    for sid, c, s in q["arms"].get("sparse_names", []):
        scores[(sid, c)] = scores.get((sid, c), 0.0) + (w - 1.0) * s
    ranked = sorted(scores.items(), key=lambda kv: -kv[1])[:PRODUCT_DEPTH]
    return [ArmHit(sid, c, s) for (sid, c), s in ranked]


def rank(q: dict, w: float) -> list[str]:
    params = RankingParams()
    dense = [ArmHit(*a) for a in q["arms"]["dense"][:PRODUCT_DEPTH]]
    ranked = fuse(dense, weighted_sparse(q, w), params)
    if q["id"] in SESSION_DATES:
        now = datetime.fromisoformat(q["date"]) if q.get("date") else None
        ranked = apply_time(ranked, SESSION_DATES[q["id"]], q["question"], now, params)
    return [r.memory for r in ranked]


def tuning(questions: list[dict]) -> set[str]:
    """LoCoMo conversations 1-3 (file order) and LongMemEval sample questions 1-64."""
    convs = []
    for q in load_locomo():
        if q.haystack not in convs:
            convs.append(q.haystack)
    first = set(convs[:3])
    lme = set(sample186_ids()[:64])
    return {q["id"] for q in questions if q["id"].split(":")[0] in first or q["id"] in lme}


def main(argv=None) -> None:
    paths = argv if argv is not None else sys.argv[1:]
    questions = []
    for path in paths:
        questions += [q for q in json.load(open(path))["questions"] if "arms" in q]
    for loader in (load_longmemeval, load_locomo):
        for q in loader():
            SESSION_DATES[q.qid] = {s.sid: s.date for s in q.sessions}
    tune = tuning(questions)
    print("| name weight | split | n | " + " | ".join(COLUMNS) + " |")
    print("|---|---|---|" + "---|" * len(COLUMNS))
    for w in WEIGHTS:
        for split, part in (
            ("tuning", [q for q in questions if q["id"] in tune]),
            ("held out", [q for q in questions if q["id"] not in tune]),
            ("all", questions),
        ):
            m = aggregate([(q["type"], score_question(rank(q, w), q["gold"])) for q in part])
            o = m["overall"]
            cells = " | ".join(f"{o[c]:.1f}" for c in COLUMNS)
            print(f"| {w} | {split} | {len(part)} | {cells} |")


if __name__ == "__main__":
    main()
