"""Command line for the retrieval benchmark (`python -m benchmark.retrieval --help`).

python -m benchmark.retrieval run --dataset lme --ids-file .../sample186_ids.txt
python -m benchmark.retrieval run --dataset lme            # all 469 (protocol A)
python -m benchmark.retrieval run --dataset locomo         # all 1,536
python -m benchmark.retrieval run --dataset lme --sample 50 --seed 1
python -m benchmark.retrieval fill                         # warm the embedding cache
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections import defaultdict
from datetime import datetime
from pathlib import Path

from mgimind.config import DEFAULT_MODEL, Config, EmbeddingConfig
from mgimind.encoders.embeddings import Embedder

from .cache import DEFAULT_CACHE, SqliteEmbeddingCache
from .data import DEFAULT_DATA, load_locomo, load_longmemeval
from .metrics import aggregate, score_question
from .report import load_reference, paired, table
from .runner import close_haystack, open_haystack, run_question

RESULTS = Path(__file__).resolve().parents[1] / "results"


def make_embedder(cache_path: Path, threads: int | None, model: str = DEFAULT_MODEL) -> Embedder:
    cfg = EmbeddingConfig(model=model, threads=threads)
    return Embedder(
        cfg,
        cache_path.parent / "models",
        cache=SqliteEmbeddingCache(cache_path),
        memory_entries=50_000,
    )


def select(questions, args):
    if args.ids_file:
        wanted = [x for x in Path(args.ids_file).read_text().split() if x]
        by_id = {q.qid: q for q in questions}
        questions = [by_id[i] for i in wanted if i in by_id]
    if args.sample:
        questions = random.Random(args.seed).sample(questions, min(args.sample, len(questions)))
    if args.limit:
        questions = questions[: args.limit]
    return questions


def run(args) -> None:
    embedder = make_embedder(args.cache, args.threads, args.model)
    if args.query_model:
        # Asymmetric: the documents by --model, the queries by another graph of the same
        # model. (MiniLM@int8, the default, already runs its queries in fp32: `queries_by`.)
        embedder.embed_query = make_embedder(args.cache, args.threads, args.query_model).embed_query
    config = Config(embedding=embedder.config)
    loader = load_longmemeval if args.dataset == "lme" else load_locomo
    questions = select(loader(args.data), args)
    # Questions sharing a haystack (LoCoMo's conversations) share one index.
    by_haystack: dict[str, list] = defaultdict(list)
    for q in questions:
        by_haystack[q.haystack].append(q)
    per_question, rows = [], defaultdict(list)
    t_start, build, search = time.time(), 0.0, defaultdict(list)
    for i, qs in enumerate(by_haystack.values(), 1):
        computed = embedder.computed
        h = open_haystack(qs[0], embedder, config)
        build += h.build_s
        try:
            for q in qs:
                r = run_question(h, q, dump_arms=args.dump_arms, use_prior=args.use_prior)
                for system, seconds in r.seconds.items():
                    search[system].append(seconds)
                scores = {}
                for system, ranked in r.systems.items():
                    scores[system] = score_question(ranked, q.gold)
                    rows[system].append((q.qtype, scores[system]))
                entry = {
                    "id": q.qid,
                    "type": q.qtype,
                    "gold": q.gold,
                    "ranked": r.systems,
                    "scores": scores,
                    "refused_sessions": len(h.refused),
                    "refused_gold": sorted(set(h.refused) & set(q.gold)),
                }
                if r.arms is not None:
                    entry["arms"] = r.arms
                    entry["question"] = q.question
                    entry["date"] = q.date.isoformat() if q.date else None
                per_question.append(entry)
        finally:
            close_haystack(h)
        if i % 10 == 0 or i == len(by_haystack):
            m = aggregate(rows["mgimind"])["overall"]
            print(
                f"[{i}/{len(by_haystack)}] {time.time() - t_start:.0f}s embedded "
                f"{embedder.computed - computed} new; mgimind any@1 {m['any@1']:.1f} "
                f"any@5 {m['any@5']:.1f} all@10 {m['all@10']:.1f} ndcg@10 {m['ndcg@10']:.1f}",
                flush=True,
            )
    summaries = {s: aggregate(r) for s, r in rows.items()}
    refused = sum(e["refused_sessions"] for e in per_question)
    refused_gold = [e["id"] for e in per_question if e["refused_gold"]]
    name = (
        f"{args.dataset}"
        + (f"-{Path(args.ids_file).stem}" if args.ids_file else "")
        + (f"-sample{args.sample}-seed{args.seed}" if args.sample else "")
        + (f"-first{args.limit}" if args.limit else "")
        + (f"-{args.model.split('/')[-1]}" if args.model != DEFAULT_MODEL else "")
        + (f"-queries-{args.query_model.split('/')[-1]}" if args.query_model else "")
    )
    title = f"{name}: {len(per_question)} questions, {len(by_haystack)} indexes"
    print()
    print(table(title, summaries))
    latency = []
    for system, times in search.items():
        times.sort()
        p50, p95 = times[len(times) // 2], times[int(len(times) * 0.95)]
        latency.append(f"{system} search p50 {1000 * p50:.1f} ms p95 {1000 * p95:.1f} ms")
    print(
        f"\nindex build {build:.1f}s total; {'; '.join(latency)}; wall {time.time() - t_start:.0f}s"
    )
    print(
        f"sessions refused as secret-like (not stored, as the product does): {refused} "
        f"over all questions; questions whose gold session was refused: {refused_gold}"
    )
    if args.dataset == "lme":
        text = paired(per_question, load_reference(args.data))
        if text:
            print("\n" + text)
    RESULTS.mkdir(parents=True, exist_ok=True)
    out = RESULTS / f"{name}-{datetime.now():%Y%m%d-%H%M%S}.json"
    out.write_text(
        json.dumps(
            {"dataset": args.dataset, "summary": summaries, "questions": per_question}, indent=1
        )
    )
    print(f"per-question ranked sessions: {out}")


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(
        prog="python -m benchmark.retrieval", description=__doc__.splitlines()[0]
    )
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA, help="the benchdata folder")
    ap.add_argument("--cache", type=Path, default=DEFAULT_CACHE, help="embedding cache (sqlite)")
    ap.add_argument("--threads", type=int, default=None)
    ap.add_argument("--model", default=DEFAULT_MODEL, help="the dense model (default: mgimind's)")
    ap.add_argument("--query-model", help="embed the questions with this model instead")
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run", help="run a dataset through mgimind and the baselines")
    r.add_argument("--dataset", choices=("lme", "locomo"), default="lme")
    r.add_argument("--ids-file", help="only these question ids (e.g. sample186_ids.txt)")
    r.add_argument("--sample", type=int, default=0, help="a seeded random sample of N questions")
    r.add_argument("--seed", type=int, default=0)
    r.add_argument("--limit", type=int, default=0, help="only the first N (after selection)")
    r.add_argument(
        "--dump-arms",
        action="store_true",
        help="also store every chunk's arm scores (for ablations)",
    )
    r.add_argument(
        "--use-prior",
        type=float,
        default=0.0,
        help="also rank with the decay-by-use prior at this weight (system mgimind+use)",
    )
    f = sub.add_parser("fill", help="embed every chunk into the cache (resumable)")
    f.add_argument("--datasets", default="locomo,lme186,lme")
    args = ap.parse_args(argv)
    if args.cmd == "fill":
        from .fill import fill

        embedder = make_embedder(args.cache, args.threads, args.model)
        fill(
            embedder, Config(embedding=embedder.config), args.data, tuple(args.datasets.split(","))
        )
    else:
        run(args)
