"""Session-level retrieval metrics (binary relevance), as the benchmark protocol defines them."""

from __future__ import annotations

import math
from collections import defaultdict

KS = (1, 3, 5, 10)


def recall_any(ranked: list[str], gold: set[str], k: int) -> float:
    """1 if any gold session is in the top k."""
    return float(any(s in gold for s in ranked[:k]))


def recall_all(ranked: list[str], gold: set[str], k: int) -> float:
    """1 if every gold session is in the top k."""
    return float(gold <= set(ranked[:k]))


def ndcg(ranked: list[str], gold: set[str], k: int) -> float:
    """NDCG@k with binary gains; the ideal ranking puts min(|gold|, k) gold sessions first."""
    dcg = sum(1.0 / math.log2(i + 2) for i, s in enumerate(ranked[:k]) if s in gold)
    ideal = sum(1.0 / math.log2(i + 2) for i in range(min(len(gold), k)))
    return dcg / ideal if ideal else 0.0


def score_question(ranked: list[str], gold: list[str]) -> dict[str, float]:
    g = set(gold)
    out = {}
    for k in KS:
        out[f"any@{k}"] = recall_any(ranked, g, k)
        out[f"all@{k}"] = recall_all(ranked, g, k)
        out[f"ndcg@{k}"] = ndcg(ranked, g, k)
    return out


def aggregate(rows: list[tuple[str, dict[str, float]]]) -> dict[str, dict[str, float]]:
    """Mean of each metric (in percent) overall and per question type; also the count."""
    groups: dict[str, list[dict[str, float]]] = defaultdict(list)
    for qtype, scores in rows:
        groups["overall"].append(scores)
        groups[qtype].append(scores)
    out = {}
    for name, items in groups.items():
        out[name] = {m: 100.0 * sum(s[m] for s in items) / len(items) for m in items[0]}
        out[name]["n"] = len(items)
    return out
