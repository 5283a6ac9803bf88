"""Command line of the scale benchmark (`python -m benchmark.scale --help`)."""

from __future__ import annotations

import argparse
from pathlib import Path

from benchmark.retrieval.cache import DEFAULT_CACHE
from benchmark.retrieval.data import DEFAULT_DATA

DEFAULT_ROOT = DEFAULT_CACHE.parent / "scale"


def fill_command(args) -> None:
    from benchmark.retrieval.cli import make_embedder
    from mgimind.config import Config

    from .fill import fill
    from .pool import load_pool

    embedder = make_embedder(args.cache, args.threads)
    pool = load_pool(args.data)
    if args.fraction < 1:
        pool = pool[: round(len(pool) * args.fraction)]
    fill(embedder, Config(embedding=embedder.config), pool)


def run_command(args) -> None:
    from benchmark.retrieval.cli import make_embedder

    from .pool import load_pool, questions
    from .run import MARKS, Plan, run

    pool = load_pool(args.data)
    if args.sessions:
        pool = pool[: args.sessions]
    marks = tuple(float(m) for m in args.marks.split(",")) if args.marks else MARKS
    plan = Plan(args.root, pool, questions(args.data), marks, args.prompts)
    plan.cold_start = not args.no_cold_start
    plan.name = f"scale-{len(pool)}"
    print(run(plan, make_embedder(args.cache, args.threads)))


def index_command(args) -> None:
    from .indexed import index_and_measure
    from .pool import questions

    prompts = [q.question for q in questions(args.data)]
    prompts = prompts[len(prompts) // 2 :] + prompts[: len(prompts) // 2]
    print(index_and_measure(args.root, prompts, args.prompts, not args.no_cold_start))


def consolidate_command(args) -> None:
    from benchmark.retrieval.cli import make_embedder

    from .consolidation import measure
    from .pool import load_pool, questions

    pool = load_pool(args.data)
    pool = pool[: round(len(pool) * args.fraction)]
    out = measure(args.root, pool, questions(args.data), make_embedder(args.cache, args.threads))
    print(out)


def quality_command(args) -> None:
    import json
    from datetime import datetime

    from benchmark import run_info
    from benchmark.retrieval.cli import make_embedder
    from mgimind.config import Config
    from mgimind.engine.mind import Mind

    from . import quality
    from .ingest import SessionMap
    from .pool import questions
    from .run import RESULTS

    embedder = make_embedder(args.cache, args.threads)
    mind = Mind(args.home, config=Config(embedding=embedder.config), embedder=embedder)
    try:
        points = mind.store.count()
        asked = quality.measure(mind, questions(args.data), SessionMap(args.map))
    finally:
        mind.close()
    asked.update(points=points, run=run_info.describe())
    out = RESULTS / f"scale-quality-{points}-{datetime.now():%Y%m%d-%H%M%S}.json"
    out.write_text(json.dumps(asked, indent=1))
    print(out)


def arms_command(args) -> None:
    from benchmark.retrieval.cli import make_embedder
    from mgimind.config import Config
    from mgimind.engine.mind import Mind

    from .arms import record
    from .ingest import SessionMap
    from .pool import questions

    embedder = make_embedder(args.cache, args.threads)
    mind = Mind(args.home, config=Config(embedding=embedder.config), embedder=embedder)
    try:
        print(record(mind, questions(args.data), SessionMap(args.map), args.out))
    finally:
        mind.close()


def variants_command(args) -> None:
    from .variants import size_weights_report

    print(size_weights_report(args.arms))


def report_command(args) -> None:
    from .report import markdown, plot

    print(markdown(args.results, args.indexed))
    if args.plot:
        plot(args.results, args.indexed, args.plot, args.quality)
        print(f"plot: {args.plot}")


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(prog="python -m benchmark.scale", description=__doc__)
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA, help="the benchdata folder")
    ap.add_argument("--cache", type=Path, default=DEFAULT_CACHE, help="embedding cache (sqlite)")
    ap.add_argument("--threads", type=int, default=None, help="encoder threads")
    sub = ap.add_subparsers(dest="command", required=True)
    f = sub.add_parser("fill", help="warm the embedding cache for the pool, date order")
    f.add_argument("--fraction", type=float, default=1.0, help="only the first part of the pool")
    f.set_defaults(func=fill_command)
    r = sub.add_parser("run", help="the checkpoints not yet reached in --root")
    r.add_argument("--root", type=Path, default=DEFAULT_ROOT, help="kept between runs")
    r.add_argument("--sessions", type=int, default=0, help="only the pool's first N sessions")
    r.add_argument("--marks", default="", help="checkpoints as fractions (default 0.1,0.25,0.5,1)")
    r.add_argument("--prompts", type=int, default=100, help="hooks per phase, searches")
    r.add_argument("--no-cold-start", action="store_true", help="do not drop the page cache")
    r.set_defaults(func=run_command)
    i = sub.add_parser("index", help="index the home's store at close, then the daemon again")
    i.add_argument("--root", type=Path, default=DEFAULT_ROOT)
    i.add_argument("--prompts", type=int, default=100, help="hooks per phase, searches")
    i.add_argument("--no-cold-start", action="store_true", help="do not drop the page cache")
    i.set_defaults(func=index_command)
    c = sub.add_parser("consolidate", help="consolidate a copy of a checkpoint home, measured")
    c.add_argument("--root", type=Path, default=DEFAULT_ROOT, help="checkpoint homes kept here")
    c.add_argument("--fraction", type=float, default=0.1, help="the checkpoint: pool fraction")
    c.set_defaults(func=consolidate_command)
    q = sub.add_parser("quality", help="the pooled questions asked of an existing home")
    q.add_argument("--home", type=Path, default=DEFAULT_ROOT / "home")
    q.add_argument("--map", type=Path, default=DEFAULT_ROOT / "sessions.json")
    q.set_defaults(func=quality_command)
    a = sub.add_parser("arms", help="record each question's arm hits (see arms.py)")
    a.add_argument("--home", type=Path, default=DEFAULT_ROOT / "home")
    a.add_argument("--map", type=Path, default=DEFAULT_ROOT / "sessions.json")
    a.add_argument("--out", type=Path, required=True, help="a .json.gz file")
    a.set_defaults(func=arms_command)
    v = sub.add_parser("variants", help="the size weights against equal shares, per split")
    v.add_argument("arms", type=Path, help="a file `arms` wrote")
    v.set_defaults(func=variants_command)
    p = sub.add_parser("report", help="tables (markdown) and the plot from a run's JSON")
    p.add_argument("results", type=Path, help="benchmark/results/scale-*.json")
    p.add_argument("--indexed", type=Path, default=None, help="scale-indexed-*.json")
    p.add_argument("--plot", type=Path, default=None, help="write the cost-curve PNG here")
    p.add_argument("--quality", type=Path, nargs="*", help="scale-quality-*.json to draw too")
    p.set_defaults(func=report_command)
    args = ap.parse_args(argv)
    args.func(args)
