"""nice -n 5 .venv/bin/python -m benchmark.scenarios [--split tuning|held-out|both]
[--before REV] [--limit N] [--kind K]
[--data main|fresh|fresh2|fresh3|wild|wild3|wild4|wild5|wild7|wild8|wild9|wild10|wild11
        |wild12|wild13|wild14|wild15|wild16|wild17|wild18|wild19|wild20|wild21|wild22
        |wild23|wild24|wild25|wild26]
[--placement as-stored|end] [--out PATH]

Stores each timeline through the product and asks its questions as the prompt hook does;
prints the figures (product, and before it REV's product with --before, beside the last-3
and last-5 baselines) and writes the per-question rows as JSON.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from benchmark.revision import run_at
from benchmark.scenarios.placement import story_last
from benchmark.scenarios.run import DATA, REPO, SOURCE, load, measure

OUT = REPO / "benchmark" / ".cache" / "scenarios"


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip() + f" ({os.cpu_count()} cores)"
    except OSError:
        pass
    return "unknown"


def run_before(rev: str, args) -> dict:
    """The same timelines on REV's product code, in a subprocess."""
    cmd = ["--split", args.split, "--data", args.data, "--placement", args.placement]
    if args.limit:
        cmd += ["--limit", str(args.limit)]
    for kind in args.kind or []:
        cmd += ["--kind", kind]
    return run_at(rev, "benchmark.scenarios", cmd)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--split", choices=("tuning", "held-out", "both"), default="tuning")
    ap.add_argument("--before", help="also run the product code of this git revision")
    ap.add_argument("--limit", type=int, help="only N timelines of the split, kinds in turn")
    ap.add_argument("--kind", action="append", help="only timelines of this kind (repeatable)")
    ap.add_argument(
        "--data",
        choices=tuple(DATA),
        default="main",
        help="fresh, fresh2, fresh3: the wording hold-outs (never tune on them); wild22, "
        "wild23, wild26: written blind to the rules, measured once; wild, wild3-wild20: "
        "hand-written stories in further other words, for tuning (wild8, wild14, "
        "wild16-wild20 were written blind and measured so before they were tuned on); "
        "wild21, wild24, wild25: written blind, measured once, their failures read since",
    )
    ap.add_argument(
        "--placement",
        choices=("as-stored", "end"),
        default="as-stored",
        help="end: each story's statements moved to the end of its store (placement.py)",
    )
    ap.add_argument(
        "--out", type=Path, help="per-question rows (default benchmark/.cache/scenarios/)"
    )
    ap.add_argument("--json", type=Path, help=argparse.SUPPRESS)  # a --before subprocess
    args = ap.parse_args(argv)
    if args.data != "main":
        args.split = "both"  # each other set is one set
    timelines = load(args.split, args.limit, args.kind, args.data)
    if args.placement == "end":
        timelines = [story_last(t) for t in timelines]
    if args.json:
        args.json.write_text(json.dumps(measure(timelines)))
        return 0
    runs = {}
    if args.before:
        print(f"running {len(timelines)} timelines on {args.before} ...", file=sys.stderr)
        runs[args.before] = run_before(args.before, args)
    print(f"running {len(timelines)} timelines on {SOURCE} ...", file=sys.stderr)
    runs["this tree" if SOURCE == REPO else str(SOURCE)] = measure(timelines)
    OUT.mkdir(parents=True, exist_ok=True)
    placed = "" if args.placement == "as-stored" else f"-{args.placement}"
    out = args.out or OUT / f"{args.data}-{args.split}{placed}.json"
    out.write_text(json.dumps(runs, indent=1))
    from benchmark.scenarios.report import print_changes, print_report

    splits = ["tuning", "held-out", "both"] if args.split == "both" else [args.split]
    if args.data != "main":
        splits = ["both"]
    print_report(runs, splits, cpu_model())
    if len(runs) == 2:
        print_changes(*runs.values(), splits)
    print(f"\nper-question rows: {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
