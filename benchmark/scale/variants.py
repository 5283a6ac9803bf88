"""Ranking variants compared offline on recorded arm hits (`arms.py`), through the product's
own `rank_hits`, on a declared split of the questions: a question is in the tuning half when
the first hex digit of sha1(question id) is below 8, held out otherwise. Choose on `tune`,
report `held` once.
"""

from __future__ import annotations

import gzip
import hashlib
import json
from dataclasses import replace
from datetime import datetime
from pathlib import Path

from benchmark.retrieval.metrics import aggregate, score_question
from mgimind.search.ranking import DEFAULT_PARAMS, RankingParams, params_for_size, rank_hits
from mgimind.store.base import Hit

DEPTH = 10  # memories ranked, as the scale benchmark's search asks


def split_of(qid: str) -> str:
    return "tune" if hashlib.sha1(qid.encode()).hexdigest()[0] < "8" else "held"


def _hits(rows: list, key: str, depth: int) -> list[Hit]:
    return [
        Hit(f"{m}/{c}", s, {"memory_id": m, key: c, "metadata": {"occurred_at": when}})
        for m, c, s, when in rows[:depth]
    ]


def ranked_sessions(
    q: dict, sessions: dict, params: RankingParams, candidates: int = 100
) -> list[str]:
    dense, sparse = _hits(q["dense"], "chunk", candidates), _hits(q["sparse"], "chunk", candidates)
    found = {h.payload["memory_id"] for h in dense + sparse}
    said = [h for h in _hits(q["said"], "statement", 10**9) if h.payload["memory_id"] in found]
    params = replace(params, dense_weight=q["dense_weight"] * params.dense_weight / 0.5)
    when = datetime.fromisoformat(q["date"]) if q["date"] else None
    fused = rank_hits(
        dense, sparse, params, statement_hits=said[:candidates], query=q["question"], now=when
    )
    out: list[str] = []
    for _, r in fused[:DEPTH]:
        out.extend(s for s in sessions.get(r.memory, []) if s not in out)
    return out


def evaluate(path: Path, variants: dict[str, tuple[RankingParams, int]], part: str) -> dict:
    with gzip.open(path, "rt") as f:
        data = json.load(f)
    qs = [q for q in data["questions"] if part == "all" or split_of(q["id"]) == part]
    out = {}
    for name, (params, candidates) in variants.items():
        rows = [
            (
                q["qtype"],
                score_question(ranked_sessions(q, data["sessions"], params, candidates), q["gold"]),
            )
            for q in qs
        ]
        out[name] = aggregate(rows)["overall"]
    return out


def bm25_alone(path: Path, part: str) -> dict:
    """The BM25 arm alone, the same way the scale benchmark scores it (best chunk per memory)."""
    with gzip.open(path, "rt") as f:
        data = json.load(f)
    rows = []
    for q in data["questions"]:
        if part != "all" and split_of(q["id"]) != part:
            continue
        order: list[str] = []
        for m, *_ in q["sparse"]:
            for s in data["sessions"].get(m, []):
                if s not in order:
                    order.append(s)
        rows.append((q["qtype"], score_question(order[:DEPTH], q["gold"])))
    return aggregate(rows)["overall"]


def size_weights_report(path: Path) -> str:
    """The product's weights for the recorded store's size against the equal shares and
    BM25 alone, on each half and on all questions."""
    with gzip.open(path, "rt") as f:
        points = json.load(f)["points"]
    chosen = params_for_size(DEFAULT_PARAMS, points)
    lines = [f"{points} points: dense {chosen.dense_weight:.2f}, BM25 {chosen.sparse_weight:.2f}"]
    for part in ("tune", "held", "all"):
        found = evaluate(path, {"equal": (DEFAULT_PARAMS, 100), "sized": (chosen, 100)}, part)
        found["bm25"] = bm25_alone(path, part)
        for name, v in found.items():
            figures = " ".join(f"{m} {v[m]:.1f}" for m in ("any@1", "any@5", "all@10", "ndcg@10"))
            lines.append(f"{part} {name}: {figures} (n {v['n']})")
    return "\n".join(lines)
