"""Ranking choices decided on the tuning split alone; the held-out split computed once, after.

    python -m benchmark.retrieval.redecide benchmark/results/locomo-*.json \
        benchmark/results/lme-*.json [--held-out]

Replays the product's ranking (`mgimind.search.ranking.fuse` with the statements arm at its
weight, then the time a question names) on the arms a run with --dump-arms recorded, the
statements embedded as `levers --utterances` embeds them, and changes one choice at a time:

- the fusion weights, dense / BM25 (the product: 0.5 / 0.5);
- the dense query with the words common to the searched chunks dropped (the product) or
  the question as it is; the statements arm is queried the same way as the chunks.

The rule (BENCHMARKS.md, "Method"): each candidate is scored on the tuning split only
(`ablate_names.tuning`: LongMemEval sample questions 1-64, LoCoMo conversations 1-3), by
the mean of any@1, any@5, all@10 and NDCG@10 over the tuning split of each dataset given,
the datasets weighted alike. The best candidate is chosen; the product's value stays unless
another beats it by more than MARGIN. Only then, with --held-out, the chosen and the
product's values are scored once on the held-out questions.
"""

from __future__ import annotations

import argparse
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import Callable

import numpy as np

from mgimind.search.query_terms import SAMPLE, dense_query
from mgimind.search.ranking import ArmHit, RankingParams, apply_time, fuse

from .ablate import PRODUCT_DEPTH
from .cache import DEFAULT_CACHE
from .levers import COLUMNS, Case, load
from .metrics import aggregate, score_question

PRODUCT = RankingParams()
# A choice moves only for more than this mean gain (points of the four columns' mean): one
# LoCoMo tuning question is 0.26 points of a column, one LongMemEval tuning question 1.56.
MARGIN = 0.25
DENSE_WEIGHTS = (0.3, 0.4, 0.5, 0.6, 0.7)


def statements_arm(embedder, pruned: bool) -> Callable[[Case], list[ArmHit]]:
    """The dense arm over the haystack's first-person statements, with the dense query
    pruned as the product prunes it, or the question as it is."""
    key = "statements, pruned query" if pruned else "statements, question as is"

    def arm(case: Case) -> list[ArmHit]:
        if key not in case.extra:
            points = case.points("statements")
            question = case.q["question"]
            if pruned:
                sample = [t for *_, t in case.points("chunks")][:SAMPLE]
                question = dense_query(question, sample)
            qvec = np.asarray(embedder.embed_query(question))
            if "statement vectors" not in case.extra:
                texts = [t for *_, t in points]
                case.extra["statement vectors"] = embedder.embed(texts) if texts else []
            hits = [
                ArmHit(m, i, float(np.dot(v, qvec)))
                for (m, i, _), v in zip(points, case.extra["statement vectors"], strict=True)
            ]
            case.extra[key] = sorted(hits, key=lambda h: -h.score)[:PRODUCT_DEPTH]
        found: list[ArmHit] = case.extra[key]
        return found

    return arm


def ranking(params: RankingParams, pruned: bool, said: Callable | None) -> Callable:
    """The product's ranking with `params`, the dense arm pruned or as asked."""
    dense_arm = "dense" if pruned else "dense_plain"

    def rank(case: Case) -> list[str]:
        statements = said(case) if said is not None else []
        fused = fuse(case.arm(dense_arm), case.arm("sparse"), params, statements)
        now = datetime.fromisoformat(case.q["date"]) if case.q.get("date") else None
        return [r.memory for r in apply_time(fused, case.dates, case.q["question"], now, params)]

    return rank


def candidates(embedder) -> dict[str, list[tuple[str, Callable]]]:
    """Per choice, its candidates; the product's value first."""
    said = {p: statements_arm(embedder, p) for p in (True, False)}
    weights = [PRODUCT.dense_weight] + [w for w in DENSE_WEIGHTS if w != PRODUCT.dense_weight]
    return {
        "fusion weights (dense / BM25)": [
            (
                f"{w:.1f} / {1 - w:.1f}",
                ranking(replace(PRODUCT, dense_weight=w, sparse_weight=1 - w), True, said[True]),
            )
            for w in weights
        ],
        "dense query": [
            ("common words dropped", ranking(PRODUCT, True, said[True])),
            ("the question as it is", ranking(PRODUCT, False, said[False])),
        ],
    }


def scores(rank: Callable, cases: list[Case]) -> dict[str, dict[str, float]]:
    """Per dataset, the four columns over `cases`."""
    out = {}
    for dataset in sorted({c.dataset for c in cases}):
        part = [c for c in cases if c.dataset == dataset]
        rows = [(c.q["type"], score_question(rank(c), c.q["gold"])) for c in part]
        overall = aggregate(rows)["overall"]
        out[dataset] = {k: overall[k] for k in COLUMNS}
    return out


def mean(by_dataset: dict[str, dict[str, float]]) -> float:
    return float(np.mean([np.mean(list(cols.values())) for cols in by_dataset.values()]))


def cells(by_dataset: dict[str, dict[str, float]]) -> str:
    return " | ".join(
        " / ".join(f"{cols[k]:.1f}" for k in COLUMNS) for _, cols in sorted(by_dataset.items())
    )


def decide(options: list[tuple[str, Callable]], tune: list[Case]) -> tuple[str, list[str]]:
    """The chosen option's name and the tuning table's rows (the product's option first)."""
    scored = [(name, scores(rank, tune)) for name, rank in options]
    product_name, product_scores = scored[0]
    best_name, best_scores = max(scored, key=lambda item: mean(item[1]))
    chosen = best_name if mean(best_scores) > mean(product_scores) + MARGIN else product_name
    rows = [
        f"| {name}{' (the product)' if name == product_name else ''} | {cells(s)} | {mean(s):.2f} |"
        for name, s in scored
    ]
    return chosen, rows


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("results", nargs="+", help="runs with --dump-arms (LongMemEval, LoCoMo)")
    ap.add_argument("--cache", type=Path, default=DEFAULT_CACHE, help="embedding cache (sqlite)")
    ap.add_argument("--held-out", action="store_true", help="then score the choices held out")
    args = ap.parse_args(argv)
    from .cli import make_embedder

    cases = load(args.results)
    tune = [c for c in cases if c.tuning]
    held = [c for c in cases if not c.tuning]
    datasets = sorted({c.dataset for c in tune})
    print("any@1 / any@5 / all@10 / NDCG@10 on the tuning split; mean of the four columns")
    for choice, options in candidates(make_embedder(args.cache, None)).items():
        counts = ", ".join(f"{d} {sum(c.dataset == d for c in tune)}" for d in datasets)
        print(f"\n### {choice} (tuning: {counts})\n")
        print(f"| candidate | {' | '.join(datasets)} | mean |")
        print("|---|" + "---|" * (len(datasets) + 1))
        chosen, rows = decide(options, tune)
        print("\n".join(rows))
        print(f"\nchosen on the tuning split: {chosen}")
        if args.held_out and held:
            by_name = dict(options)
            for name in dict.fromkeys([options[0][0], chosen]):
                print(f"held out, once: {name}: {cells(scores(by_name[name], held))}")


if __name__ == "__main__":
    main()
