"""The prompt hook's processor time per prompt, in process, and where it goes.

Opens a home the scale benchmark built (`python -m benchmark.scale run --root ROOT`) with
the product's own Mind (the real query model), then asks LongMemEval's questions through
the daemon's own hook handler (`HookEvents.prompt`), each in a new session as the scale
benchmark asks them. Per prompt: the CPU time of the whole handler and of the recall's
parts (timed by wrapping them here, nothing in the product changes), and a digest of
what the hook injected, so two source trees can be shown to inject the same text.

    python -m benchmark.scale.recall_profile --home ROOT/home --prompts 80 --out a.json

`--repeat 2` asks the same prompts again (new sessions): a daemon's later prompts
recall texts it has recalled before.
"""

from __future__ import annotations

import argparse
import cProfile
import hashlib
import json
import os
import statistics
import time
from collections import defaultdict
from pathlib import Path
from typing import Any, Callable

from benchmark.hook_latency import percentile
from benchmark.retrieval.data import DEFAULT_DATA

# (module, attribute, label): the recall's parts, each timed where recall.py calls it.
PARTS = (
    ("mgimind.engine.recall", "query_vectors", "query embedding"),
    ("mgimind.engine.recall", "_stored_candidates", "search + items (with statements)"),
    ("mgimind.engine.recall", "_add_statements", "statements' query"),
    ("mgimind.engine.recall", "recall_floor", "floor"),
    ("mgimind.engine.recall", "recent_items", "recent items"),
    ("mgimind.engine.never_held", "judge", "never-held"),
    ("mgimind.engine.recall", "_named_later", "named and near follow-ups"),
    ("mgimind.engine.recall", "mark_superseded", "supersession check"),
    ("mgimind.engine.recall", "without_replaced", "left out as replaced"),
    ("mgimind.engine.recall", "_pack", "pack"),
)


def _timed(spent: dict[str, float], label: str, fn: Callable) -> Callable:
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        began = time.process_time()
        try:
            return fn(*args, **kwargs)
        finally:
            spent[label] += time.process_time() - began

    return wrapper


def instrument(spent: dict[str, float]) -> None:
    import importlib

    for module, name, label in PARTS:
        mod = importlib.import_module(module)
        if hasattr(mod, name):
            setattr(mod, name, _timed(spent, label, getattr(mod, name)))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--home", type=Path, required=True)
    ap.add_argument("--prompts", type=int, default=80)
    ap.add_argument("--repeat", type=int, default=1, help="ask the prompts this many times")
    ap.add_argument("--warm", type=int, default=3, help="prompts asked first, not counted")
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA)
    ap.add_argument("--out", type=Path, help="per-prompt figures and digests (JSON)")
    ap.add_argument("--texts", action="store_true", help="keep what each prompt injected")
    ap.add_argument("--cprofile", type=Path, help="cProfile's stats of the counted prompts")
    args = ap.parse_args()

    from mgimind.hooks.events import HookEvents

    from benchmark.scale.pool import questions
    from mgimind.engine.mind import Mind
    from mgimind.hostapi import HookEvent

    asked = [q.question for q in questions(args.data)]
    # the order the scale benchmark asks the daemon in (benchmark/scale/run.py)
    asked = (asked[len(asked) // 2 :] + asked[: len(asked) // 2])[: args.prompts]
    spent: dict[str, float] = defaultdict(float)
    instrument(spent)
    events = HookEvents()
    run = f"{os.getpid()}-{time.time():.0f}"  # sessions of this run only: none was shown anything
    rows: list[dict] = []
    profiler = cProfile.Profile() if args.cprofile else None
    with Mind(args.home, actor="daemon") as daemon_mind:
        mind = daemon_mind.as_identity("hook:claude-code")  # as the daemon runs a hook
        for i, prompt in enumerate(asked[: args.warm]):
            events.prompt(mind, HookEvent("prompt", "claude-code", f"warm-{run}-{i}", "/", prompt))
        for round_ in range(args.repeat):
            for i, prompt in enumerate(asked):
                spent.clear()
                ev = HookEvent("prompt", "claude-code", f"p-{run}-{round_}-{i}", "/", prompt)
                wall, cpu = time.perf_counter(), time.process_time()
                if profiler is not None:
                    profiler.enable()
                answer = events.prompt(mind, ev)
                if profiler is not None:
                    profiler.disable()
                cpu = time.process_time() - cpu
                rows.append(
                    {
                        "round": round_,
                        "prompt": i,
                        "cpu_ms": 1000 * cpu,
                        "wall_ms": 1000 * (time.perf_counter() - wall),
                        "parts_ms": {k: 1000 * v for k, v in spent.items()},
                        "chars": len(answer.context),
                        "digest": hashlib.sha256(answer.context.encode()).hexdigest()[:16],
                    }
                )
                if args.texts:
                    rows[-1]["text"] = answer.context
    report(rows)
    if profiler is not None:
        profiler.dump_stats(str(args.cprofile))
    if args.out:
        args.out.write_text(json.dumps(rows, indent=1))


def report(rows: list[dict]) -> None:
    for round_ in sorted({r["round"] for r in rows}):
        these = [r for r in rows if r["round"] == round_]
        cpu = [r["cpu_ms"] for r in these]
        wall = [r["wall_ms"] for r in these]
        print(
            f"round {round_}: n={len(these)} cpu p50 {statistics.median(cpu):.1f} "
            f"p95 {percentile(cpu, 0.95):.1f} ms; wall p50 {statistics.median(wall):.1f} "
            f"p95 {percentile(wall, 0.95):.1f} ms; injected {sum(r['chars'] > 0 for r in these)}"
        )
        for _, _, label in PARTS:
            part = [r["parts_ms"].get(label, 0.0) for r in these]
            print(
                f"   {label:34} p50 {statistics.median(part):6.1f}  mean "
                f"{statistics.fmean(part):6.1f}  p95 {percentile(part, 0.95):6.1f} ms"
            )


if __name__ == "__main__":
    main()
