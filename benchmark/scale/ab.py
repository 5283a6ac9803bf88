"""The daemon's figures on one scale home, an earlier source tree against this one, runs
alternated (before, after, after, before by default) so both see the machine's load alike.

    git archive REV | tar -x -C /tmp/before; cp -r /tmp/before/hooks /tmp/before/mgimind/
    rm -rf /tmp/before/benchmark            # the benchmark itself comes from this tree
    python -m benchmark.scale.ab --root ROOT --before /tmp/before --prompts 40

Each run is `benchmark.scale.daemon.measure` (warm start, prompt hooks idle and while a
writer adds memories, search, briefing, RSS) in a process whose PYTHONPATH puts its tree
first, so the daemon it starts imports that tree's product. The home is the scale
benchmark's (`python -m benchmark.scale run --root ROOT`); the writer deletes what it
added, so every run sees the same store.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parents[2]


def one_run(root: Path, label: str, prompts: int, out: Path) -> None:
    """One measure in this process (its PYTHONPATH chose the product's tree)."""
    import mgimind
    from benchmark.retrieval.data import DEFAULT_DATA

    from . import daemon
    from .pool import questions

    home, project = daemon.point_env_at(root)
    asked = [q.question for q in questions(DEFAULT_DATA)]
    # the order benchmark/scale/run.py asks the daemon in
    asked = asked[len(asked) // 2 :] + asked[: len(asked) // 2]
    row = daemon.measure(home, project, asked, label, prompts, cold=False)
    row["product"] = str(Path(mgimind.__file__).resolve().parent)
    out.write_text(json.dumps(row, indent=1))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--root", type=Path, required=True)
    ap.add_argument("--before", type=Path, required=True, help="source tree of the earlier code")
    ap.add_argument("--order", default="before,after,after,before")
    ap.add_argument("--prompts", type=int, default=40)
    ap.add_argument("--out", type=Path, help="all runs (JSON)")
    ap.add_argument("--one", nargs=2, metavar=("LABEL", "OUT"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.one:
        one_run(args.root, args.one[0], args.prompts, Path(args.one[1]))
        return
    trees = {"before": args.before.resolve(), "after": HERE}
    runs = []
    for n, side in enumerate(args.order.split(",")):
        out = args.root / f"ab-{n}-{side}.json"
        env = {**os.environ, "PYTHONPATH": f"{trees[side]}{os.pathsep}{HERE}"}
        cmd = [sys.executable, "-m", "benchmark.scale.ab", "--root", str(args.root)]
        cmd += ["--before", str(args.before), "--prompts", str(args.prompts)]
        cmd += ["--one", f"ab{n}{side}", str(out)]
        subprocess.run(cmd, env=env, cwd=args.root, check=True)
        row = json.loads(out.read_text())
        runs.append({"side": side, **row})
        idle, busy = row["hook_idle"], row["hook_busy"]
        print(
            f"{side:6} ({row['product']}): hook idle p50/p95 {idle['p50_ms']}/{idle['p95_ms']} ms,"
            f" writing {busy['p50_ms']}/{busy['p95_ms']} ms, search p50"
            f" {row['search']['p50_ms']} ms, load {os.getloadavg()[0]:.1f}",
            flush=True,
        )
    if args.out:
        args.out.write_text(json.dumps(runs, indent=1))


if __name__ == "__main__":
    main()
