"""The questions asked of the pooled home: the product's search, and BM25 and dense alone
on the same index in the same run (as the retrieval runner's arms, at a bounded depth).

A question is asked once every gold session of it is in the home (at 100% of the pool,
all 469); its question date is the reference time, as in the per-question protocol.
"""

from __future__ import annotations

import time

from benchmark.retrieval.data import Question
from benchmark.retrieval.metrics import aggregate, score_question
from benchmark.retrieval.runner import DEPTH, _best_per_memory
from mgimind.engine.mind import Mind
from mgimind.services.visibility import scoped_filter
from mgimind.store.base import DENSE, SPARSE, Arm

from .ingest import SessionMap

ARM_DEPTH = 1000  # chunks read per single arm: far more than DEPTH distinct sessions need
SYSTEMS = ("mgimind", "bm25", "dense")


def _arm(mind: Mind, arm: Arm) -> list:
    # What search may read (current memories): after a consolidation, not what it archived.
    current = scoped_filter("memory", mind.read_scope(None))
    return mind.store.query([arm], current, ARM_DEPTH)


def rank(mind: Mind, q: Question, mapping: SessionMap) -> tuple[dict[str, list[str]], float]:
    """Each system's ranked session ids for `q`, and the product search's seconds."""
    began = time.perf_counter()
    found = mind.memories.search(q.question, limit=DEPTH, touch=False, reference_time=q.date)
    took = time.perf_counter() - began
    qvec = [float(x) for x in mind.embedder.embed_query(q.question)]
    dense = _arm(mind, Arm(DENSE, qvec, ARM_DEPTH))
    sparse = _arm(mind, Arm(SPARSE, mind.sparse.query(q.question), ARM_DEPTH))
    return {
        "mgimind": mapping.expand([r.id for r in found]),
        "bm25": mapping.expand(_best_per_memory(sparse))[:DEPTH],
        "dense": mapping.expand(_best_per_memory(dense))[:DEPTH],
    }, took


def askable(questions: list[Question], mapping: SessionMap) -> list[Question]:
    held = mapping.sessions()
    return [q for q in questions if set(q.gold) <= held]


def measure(mind: Mind, questions: list[Question], mapping: SessionMap) -> dict:
    """Summary per system (any@k, all@k, ndcg@k in percent, overall and per type), the
    product search's in-process p50/p95, and the per-question ranks."""
    rows: dict[str, list] = {s: [] for s in SYSTEMS}
    seconds, per_question = [], []
    for q in askable(questions, mapping):
        ranked, took = rank(mind, q, mapping)
        seconds.append(took)
        scores = {s: score_question(ranked[s], q.gold) for s in SYSTEMS}
        for s in SYSTEMS:
            rows[s].append((q.qtype, scores[s]))
        per_question.append({"id": q.qid, "gold": q.gold, "ranked": ranked})
    seconds.sort()
    n = len(seconds)
    return {
        "asked": n,
        "summary": {s: aggregate(r) for s, r in rows.items() if r},
        "inprocess_search_ms": {
            "p50": round(1000 * seconds[n // 2], 1) if n else None,
            "p95": round(1000 * seconds[int(n * 0.95)], 1) if n else None,
        },
        "questions": per_question,
    }
