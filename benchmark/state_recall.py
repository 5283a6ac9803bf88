"""State in the prompt hook's recall: is the latest state there, and read as the latest?

    nice -n 5 .venv/bin/python benchmark/state_recall.py                 # this tree
    nice -n 5 .venv/bin/python benchmark/state_recall.py --before HEAD~3 # A/B in one run
    nice -n 5 .venv/bin/python benchmark/state_recall.py --floors 0.2,0.25,0.3,0.35

Each scenario of benchmark/state_recall_cases.json is a short timeline of memories stored in
a fresh home (real embedder, real store; the time each happened as `occurred_at`, or as a
harvested exchange's `timestamp`, or none), beside a shared filler of unrelated memories.
Every question is asked through `Mind.recall`, and the text the prompt hook would inject is
scored without any model:

- facts: share of the required strings present (case-insensitive);
- empty: share of in-memory questions with an empty context;
- unrelated non-empty: share of unrelated prompts (asked of every scenario's home) that get
  any context;
- superseded-as-current: share of questions with a superseded value where an item states
  that value and is not marked superseded;
- dated: share of memory items whose header says when the memory happened.

`last3` is the baseline of the last three stored texts (by time), clipped to the same budget.
`--before REV` runs the same scenarios on the product code of REV (exported with `git
archive`) in a subprocess and prints both. `--floors` reports both rates at other recall
floors, from each prompt's best similarity (the floor is a cut on it).
Scenarios are split dev/test by sha256(id) parity, fixed before any tuning.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SOURCE = Path(os.environ.get("MGIMIND_SOURCE", REPO))
sys.path.insert(0, str(SOURCE))
sys.path.insert(1, str(REPO))

CASES = Path(__file__).with_name("state_recall_cases.json")
CACHE = REPO / "benchmark" / ".cache" / "embeddings.sqlite"
ITEM = re.compile(r"^> \((.*?)\)", re.M)


def load() -> dict:
    data = json.loads(CASES.read_text())
    for s in data["scenarios"]:
        s["split"] = "dev" if hashlib.sha256(s["id"].encode()).digest()[0] % 2 == 0 else "test"
    return data


def blocks(text: str) -> list[tuple[str, str]]:
    """The context's items as (header, body)."""
    starts = [m.start() for m in ITEM.finditer(text)]
    if not starts:
        return []
    out = []
    for a, b in zip(starts, starts[1:] + [len(text)], strict=True):
        block = text[a:b]
        head = ITEM.match(block).group(1)
        out.append((head, block))
    return out


def has(text: str, want: str) -> bool:
    return any(w.lower() in text.lower() for w in want.split("|"))


def score_question(text: str, q: dict) -> dict:
    items = blocks(text)
    memory = [h for h, _ in items if h.startswith("memory")]
    stale = False
    for old in q.get("superseded", []):
        for head, body in items:
            if has(body, old) and "superseded" not in head.lower():
                stale = True
    return {
        "facts": sum(has(text, w) for w in q["required"]) / len(q["required"]),
        "empty": not text.strip(),
        "stale": stale if q.get("superseded") else None,
        "dated": [("happened" in h) for h in memory],
    }


def build_home(mind, scenario: dict, filler: list[str]) -> list[tuple[str, str]]:
    """Store the filler and the scenario's timeline; returns (time, text) of every memory."""
    timeline = []
    for i, text in enumerate(filler):
        at = f"2026-0{1 + i % 7}-2{i % 8}T18:00:00+00:00"  # among and after the timelines
        mind.memories.add(text, metadata={"occurred_at": at})
        timeline.append((at, text))
    for m in scenario["memories"]:
        at = m.get("at")
        if at is None:
            meta = None
        elif m.get("via") == "timestamp":
            meta = {"type": "exchange", "timestamp": at}
        else:
            meta = {"occurred_at": at}
        mind.memories.add(m["text"], metadata=meta)
        timeline.append((at or "9999", m["text"]))
    return timeline


def last3(timeline: list[tuple[str, str]], budget: int) -> str:
    texts = [t for _, t in sorted(timeline)[-3:]][::-1]
    out, used = [], 0
    for t in texts:
        t = t[: max(0, budget - used)]
        out.append(f"> (memory, happened) {t}")
        used += len(t)
    return "\n".join(out)


def ablate(off: list[str]) -> None:
    """Turn parts of this tree's recall off, by name, for the ablation table."""
    import mgimind.engine.recall as recall

    if "recency" in off:
        recall.RECENCY = 0.0
    if "statements" in off:
        recall.STATEMENTS = False
    if "supersede" in off:
        recall.mark_superseded = lambda ranked, below, reorder=True: ranked
    elif "pull" in off:
        mark = recall.mark_superseded
        recall.mark_superseded = lambda ranked, below, reorder=True: mark(
            ranked, [], reorder=reorder
        )


def measure(off: list[str] | None = None) -> dict:
    """Run every scenario on the mgimind importable here; per-question rows as JSON."""
    from benchmark.retrieval.cli import make_embedder
    from mgimind.config import Config
    from mgimind.engine.mind import Mind

    if off:
        ablate(off)

    data = load()
    embedder = make_embedder(CACHE, None)
    rows, unrelated, times = [], [], []
    for s in data["scenarios"]:
        with tempfile.TemporaryDirectory(prefix="mgimind-state-") as home:
            config = Config()
            mind = Mind(home, config=config, embedder=embedder, actor="benchmark")
            try:
                timeline = build_home(mind, s, data["filler"])
                floor = config.cosines().recall_floor
                for q in s["questions"]:
                    t0 = time.perf_counter()
                    r = mind.recall(q["q"])
                    ms = (time.perf_counter() - t0) * 1000
                    row = {"id": s["id"], "kind": s["kind"], "split": s["split"], "q": q["q"]}
                    row.update(score_question(r.text, q))
                    row["base"] = score_question(last3(timeline, len(r.text) or 2000), q)
                    row["best"] = _best_similarity(mind, config, q["q"], floor)
                    row["text"] = r.text
                    row["ms"] = ms
                    rows.append(row)
                for prompt in data["unrelated"]:
                    t0 = time.perf_counter()
                    r = mind.recall(prompt)
                    times.append((time.perf_counter() - t0) * 1000)
                    best = _best_similarity(mind, config, prompt, floor)
                    unrelated.append({"id": s["id"], "nonempty": bool(r.text), "best": best})
            finally:
                mind.close()
    times += [r["ms"] for r in rows]
    return {"floor": floor, "rows": rows, "unrelated": unrelated, "ms": sorted(times)}


def _best_similarity(mind, config, prompt: str, floor: float) -> float:
    """The prompt's best item similarity with no floor (what a floor would cut on)."""
    from mgimind.engine.recall import build_recall

    config.recall.floor = 0.0
    try:
        r = build_recall(mind, prompt, budget=20_000)
    finally:
        config.recall.floor = floor
    return max((i.similarity for i in r.items), default=0.0)


def summary(result: dict, split: str | None = None, base: bool = False) -> dict:
    rows = [r for r in result["rows"] if split in (None, r["split"])]
    pick = [r["base"] if base else r for r in rows]
    stale = [p["stale"] for p in pick if p["stale"] is not None]
    dated = [d for p in pick for d in p["dated"]]
    ids = {r["id"] for r in rows}
    unrel = [u for u in result["unrelated"] if u["id"] in ids]

    def pct(xs):
        return round(100 * sum(xs) / len(xs), 1) if xs else None

    out = {
        "questions": len(rows),
        "facts": pct([p["facts"] for p in pick]),
        "empty": pct([p["empty"] for p in pick]),
        "stale": pct(stale),
        "dated": pct(dated),
    }
    if not base:
        out["unrelated_nonempty"] = pct([u["nonempty"] for u in unrel])
    return out


def by_kind(result: dict) -> dict:
    kinds = sorted({r["kind"] for r in result["rows"]})
    out = {}
    for k in kinds:
        rows = [r for r in result["rows"] if r["kind"] == k]
        out[k] = summary({"rows": rows, "unrelated": []})
    return out


def floors(result: dict, values: list[float]) -> list[dict]:
    out = []
    for f in values:
        asked = [r["best"] >= f for r in result["rows"]]
        unrel = [u["best"] >= f for u in result["unrelated"]]
        out.append(
            {
                "floor": f,
                "in_memory_empty": round(100 * (1 - sum(asked) / len(asked)), 1),
                "unrelated_nonempty": round(100 * sum(unrel) / len(unrel), 1),
            }
        )
    return out


def dialogue_marks(pairs_per_conversation: int = 500) -> dict:
    """How often the supersession rules fire on real dialogue: random pairs of 500-character
    chunks from different sessions of each LoCoMo conversation (earlier, later). Few true
    updates are expected among random pairs, so every flag is printed to be read."""
    import random

    from benchmark.retrieval.data import load_locomo
    from mgimind.memory.facts.supersede import supersedes

    rng = random.Random(7)
    seen, pairs, flagged = set(), 0, []
    for q in load_locomo():
        if q.haystack in seen:
            continue
        seen.add(q.haystack)
        chunks = [
            (n, s.text[i : i + 500])
            for n, s in enumerate(q.sessions)
            for i in range(0, len(s.text), 430)
        ]
        for _ in range(pairs_per_conversation):
            a, b = sorted(rng.sample(range(len(chunks)), 2))
            if chunks[a][0] == chunks[b][0]:
                continue
            pairs += 1
            found = supersedes(chunks[a][1], chunks[b][1])
            if found is not None:
                flagged.append((q.haystack, found.rule, found.value))
    return {"pairs": pairs, "flagged": flagged}


def run_before(rev: str) -> dict:
    """The same scenarios on REV's product code, in a subprocess."""
    from benchmark.revision import exported

    with exported(rev) as tree:
        env = {**os.environ, "MGIMIND_SOURCE": str(tree)}
        out = subprocess.run(
            [sys.executable, __file__, "--json"], env=env, check=True, capture_output=True
        ).stdout
    return json.loads(out)


def report(name: str, result: dict) -> None:
    ms = result.get("ms") or [0.0]
    p50, p95 = ms[len(ms) // 2], ms[int(len(ms) * 0.95)]
    print(f"\n## {name} (floor {result['floor']}; recall p50 {p50:.1f} ms, p95 {p95:.1f} ms)")
    for split in (None, "dev", "test"):
        print(f"  {split or 'all':4} {summary(result, split)}")
    for kind, s in by_kind(result).items():
        print(f"  {kind:13} {s}")


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--before", help="also run the product code of this git revision")
    ap.add_argument("--floors", help="comma-separated recall floors to report rates for")
    ap.add_argument("--json", action="store_true", help="print per-question rows as JSON")
    ap.add_argument(
        "--dialogue", action="store_true", help="only: how often the rules fire on LoCoMo"
    )
    ap.add_argument("--show", action="store_true", help="print each question's context")
    ap.add_argument(
        "--off", default="", help="parts to turn off: recency,pull,supersede,statements"
    )
    args = ap.parse_args(argv)
    if args.dialogue:
        marks = dialogue_marks()
        print(f"{len(marks['flagged'])} of {marks['pairs']} chunk pairs flagged")
        for row in marks["flagged"]:
            print("  ", row)
        return
    after = measure([x for x in args.off.split(",") if x])
    if args.json:
        print(json.dumps(after))
        return
    if args.before:
        before = run_before(args.before)
        report(f"before ({args.before})", before)
    report(f"after (this tree{', off: ' + args.off if args.off else ''})", after)
    print("\n## last3 baseline")
    for split in (None, "dev", "test"):
        print(f"  {split or 'all':4} {summary(after, split, base=True)}")
    if args.floors:
        print("\n## floors (best similarity per prompt, this tree)")
        for row in floors(after, [float(x) for x in args.floors.split(",")]):
            print("  ", row)
    if args.show:
        for r in after["rows"]:
            print(f"\n--- {r['id']}: {r['q']}  facts={r['facts']} stale={r['stale']}")
            print(r["text"])


if __name__ == "__main__":
    main()
