"""The recall's statement margin decided on the tuning split alone.

    nice -n 5 .venv/bin/python -m benchmark.retrieval.statement_margin [--margins 0,0.03,0.06,0.09]

A memory the prompt hook's recall finds is judged by its best chunk or, where nearer, its
best first-person statement, which must clear the recall floor by `STATEMENT_MARGIN` more
(`mgimind/engine/recall.py`). Here each tuning haystack (the LongMemEval sample's first 64
questions, every type; stored as the retrieval runs store it) is opened once, and every
margin, and the recall without statements, is asked in turn on the same index: the
question, and the 25 unrelated prompts of benchmark/state_recall_cases.json.

- gold: the context holds an item from an evidence session; empty: nothing recalled;
- unrelated: the share of unrelated prompts that recall anything.

The rule (BENCHMARKS.md, "Method"): the smallest margin whose unrelated share is within
TOLERANCE points of the recall without statements, and whose gold share is not below it.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
TOLERANCE = 1.0  # points of unrelated prompts that recall something, over no statements
HELD_OUT_TYPES = {
    "single-session-preference": 28,
    "knowledge-update": 10,
    "temporal-reasoning": 10,
    "multi-session": 10,
    "single-session-user": 10,
}


def arms(margins: list[float]) -> list[tuple[str, float | None]]:
    return [("no statements", None)] + [(f"margin {m:.2f}", m) for m in margins]


def held_out(by_id: dict, tuning_ids: list[str]) -> list:
    """The held-out questions of "The person's own sentences in the recall": every
    question of the 469 outside the tuning split, the first 10 of each type (all 28
    preference questions), the assistant's own sessions left out."""
    out = []
    for qtype, most in HELD_OUT_TYPES.items():
        picked = [q for i, q in by_id.items() if i not in tuning_ids and q.qtype == qtype]
        out += picked[:most]
    return out


def measure(margins: list[float], limit: int | None, held: bool = False) -> dict[str, list[dict]]:
    import mgimind.engine.recall as recall
    from benchmark.retrieval.cli import make_embedder
    from benchmark.retrieval.data import load_longmemeval, sample186_ids
    from benchmark.retrieval.runner import close_haystack, open_haystack
    from mgimind.config import Config

    embedder = make_embedder(REPO / "benchmark" / ".cache" / "embeddings.sqlite", None)
    unrelated = json.loads((REPO / "benchmark" / "state_recall_cases.json").read_text())[
        "unrelated"
    ]
    by_id = {q.qid: q for q in load_longmemeval()}
    tuning_ids = sample186_ids()[:64]
    tuning = held_out(by_id, tuning_ids) if held else [by_id[i] for i in tuning_ids]
    tuning = tuning[:limit]
    rows: dict[str, list[dict]] = {name: [] for name, _ in arms(margins)}
    kept = recall.STATEMENT_MARGIN
    try:
        for n, q in enumerate(tuning, 1):
            h = open_haystack(q, embedder, Config())
            try:
                for name, margin in arms(margins):  # one index, every arm in turn
                    recall.STATEMENTS = margin is not None
                    recall.STATEMENT_MARGIN = kept if margin is None else margin
                    r = h.mind.recall(q.question)
                    sids = {s for i in r.items for s in h.sids_of.get(i.id, [])}
                    stray = [bool(h.mind.recall(u).text) for u in unrelated]
                    rows[name].append(
                        {
                            "id": q.qid,
                            "type": q.qtype,
                            "gold": bool(sids & set(q.gold)),
                            "empty": not r.text,
                            "unrelated": sum(stray) / len(stray),
                        }
                    )
            finally:
                close_haystack(h)
            print(f"[{n}/{len(tuning)}] {q.qid}", file=sys.stderr, flush=True)
    finally:
        recall.STATEMENTS, recall.STATEMENT_MARGIN = True, kept
    return rows


def share(rows: list[dict], key: str) -> float:
    return 100 * sum(r[key] for r in rows) / len(rows)


def decide(rows: dict[str, list[dict]], margins: list[float]) -> float | None:
    base = rows["no statements"]
    for m in sorted(margins):
        part = rows[f"margin {m:.2f}"]
        if share(part, "unrelated") <= share(base, "unrelated") + TOLERANCE and share(
            part, "gold"
        ) >= share(base, "gold"):
            return m
    return None


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--margins", default="0,0.03,0.06,0.09")
    ap.add_argument("--limit", type=int, default=None, help="only the first N tuning questions")
    ap.add_argument("--json", type=Path, help="also write the per-question rows here")
    ap.add_argument(
        "--held-out",
        action="store_true",
        help="once the margin is chosen: the held-out questions (no choice is made)",
    )
    args = ap.parse_args(argv)
    margins = [float(x) for x in args.margins.split(",")]
    rows = measure(margins, args.limit, args.held_out)
    if args.json:
        args.json.write_text(json.dumps(rows))
    n = len(rows["no statements"])
    split = "held out" if args.held_out else "the sample's tuning split"
    print(f"LongMemEval, {split}: {n} questions and haystacks\n")
    print("| recall | gold | empty | unrelated non-empty |")
    print("|---|---|---|---|")
    for name, part in rows.items():
        cells = " | ".join(f"{share(part, k):.1f}" for k in ("gold", "empty", "unrelated"))
        print(f"| {name} | {cells} |")
    if not args.held_out:
        print(f"\nchosen on the tuning split: {decide(rows, margins)}")


if __name__ == "__main__":
    main()
