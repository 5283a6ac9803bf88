"""nice -n 10 .venv/bin/python -m benchmark.unrelated_store [--split tuning|held-out|both]
[--before REV]... [--limit N] [--out PATH]

Stores this repository's commit messages up to STORE_REV through the product, asks the
unrelated and related prompts as the prompt hook does, prints the figures (and REV's with
--before) with the run's commit, CPU and load, and writes the per-prompt rows as JSON.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from benchmark.unrelated_store.run import OUT, STORE_REV, figures, measure, prompts


def report(runs: dict[str, dict], splits: list[str]) -> None:
    from benchmark import run_info

    print(
        f"\n## unrelated prompts on a coding-work store ({next(iter(runs.values()))['stored']} "
        f"commit messages of {STORE_REV})"
    )
    print(
        "| product | split | unrelated n | non-empty % | mean chars (all / shown) "
        "| related n | holds its commit % | non-empty % | search ranks it 1st / top 5 % |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    for name, result in runs.items():
        for split in splits:
            rows = [r for r in result["rows"] if split in ("both", r["split"])]
            f = figures(rows)
            print(
                f"| {name} | {split} | {f['unrelated']} | {f['unrelated_nonempty']} | "
                f"{f['unrelated_mean_chars']} / {f['unrelated_mean_chars_when_shown']} | "
                f"{f['related']} | {f['related_holds']} | {f['related_nonempty']} | "
                f"{f['related_search_first']} / {f['related_search_top']} |"
            )
    for name, result in runs.items():
        print(
            f"product code of {name} ({result['source']}), run from the benchmark at "
            f"{run_info.line(result['run'])}; store built in {result['build_s']} s"
        )


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--split", choices=("tuning", "held-out", "both"), default="tuning")
    ap.add_argument(
        "--before",
        action="append",
        help="also run the product code of this git revision (repeatable; the tree may hold "
        "another's uncommitted product code, a revision never does)",
    )
    ap.add_argument("--limit", type=int, help="only the first N unrelated and N related")
    ap.add_argument("--out", type=Path, help=f"per-prompt rows (default {OUT})")
    ap.add_argument("--json", type=Path, help=argparse.SUPPRESS)  # a --before subprocess
    args = ap.parse_args(argv)
    asked = prompts(args.split, args.limit)
    if args.json:
        args.json.write_text(json.dumps(measure(asked)))
        return 0
    runs = {}
    for rev in args.before or []:
        from benchmark.revision import run_at

        cmd = ["--split", args.split] + (["--limit", str(args.limit)] if args.limit else [])
        print(f"asking {len(asked)} prompts on {rev} ...", file=sys.stderr)
        runs[rev] = run_at(rev, "benchmark.unrelated_store", cmd)
    print(f"asking {len(asked)} prompts on this tree ...", file=sys.stderr)
    runs["this tree"] = measure(asked)
    out = args.out or OUT
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(runs, indent=1))
    splits = ["tuning", "held-out", "both"] if args.split == "both" else [args.split]
    report(runs, splits)
    print(f"\nper-prompt rows: {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
