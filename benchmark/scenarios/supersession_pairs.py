"""The supersession rules alone, on pairs of a set's statements (no recall, no ranking).

    nice -n 5 .venv/bin/python -m benchmark.scenarios.supersession_pairs [--data main|wild|wild4]

- found: of each question's stale statements (an item stating a stale value and none of
  the needs) against each later item that states a need, the pairs a rule finds;
- needed statements wrongly marked: each item stating a need against every later item;
- (main only) near unrelated notes marked: pairs of the first 600 padding notes whose dense
  cosine is at least 0.5, and the rules that fire on them.

A pair is judged as the recall judges it: `supersedes`, then
`supersede_near.restated_with_new_value` with the two texts' dense cosine (which applies the
rules of supersede_ended.py too).
Tune on main's tuning half, wild and wild4 only.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter

import numpy as np

from benchmark.retrieval.cli import make_embedder
from benchmark.scenarios.filler import filler_pool
from benchmark.scenarios.run import CACHE, load
from benchmark.scenarios.score import has
from mgimind.memory.facts.supersede import supersedes
from mgimind.memory.facts.supersede_near import restated_with_new_value


def judge(old: str, new: str, cosine: float):
    return supersedes(old, new) or restated_with_new_value(old, new, cosine)


def vectors(embedder, texts: list[str]) -> np.ndarray:
    return np.stack([np.asarray(v) for v in embedder.embed(texts)])


def set_pairs(embedder, data: str) -> tuple[int, int, int, int]:
    timelines = load("tuning" if data == "main" else "both", data=data)
    found = pairs = wrong = compared = 0
    for t in timelines:
        texts = [i["text"] for i in t["items"]]
        near = None
        for q in t["questions"]:
            if not q["needs"]:
                continue
            if near is None:
                v = vectors(embedder, texts)
                near = v @ v.T
            stale = [
                i
                for i, x in enumerate(texts)
                if any(has(x, s) for s in q["stale"]) and not any(has(x, n) for n in q["needs"])
            ]
            for s in stale:
                for e in (e for e in q["evidence"] if e > s):
                    pairs += 1
                    found += judge(texts[s], texts[e], float(near[s, e])) is not None
            for e in q["evidence"]:
                for k in range(e + 1, len(texts)):
                    compared += 1
                    wrong += judge(texts[e], texts[k], float(near[e, k])) is not None
    return found, pairs, wrong, compared


def unrelated_pairs(embedder) -> tuple[int, int, Counter]:
    pool = filler_pool(40)[:600]
    near = vectors(embedder, pool) @ vectors(embedder, pool).T
    marked, pairs, rules = 0, 0, Counter()
    for i in range(len(pool)):
        for j in range(i + 1, len(pool)):
            if near[i, j] >= 0.5:
                pairs += 1
                f = judge(pool[i], pool[j], float(near[i, j]))
                if f is not None:
                    marked += 1
                    rules[f.rule] += 1
    return marked, pairs, rules


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", choices=("main", "wild", "wild4"), default="main")
    args = ap.parse_args(argv)
    embedder = make_embedder(CACHE, None)
    found, pairs, wrong, compared = set_pairs(embedder, args.data)
    print(f"{args.data}: stale -> current found {found} of {pairs}; "
          f"needed statements wrongly marked {wrong} of {compared}")  # fmt: skip
    if args.data == "main":
        marked, near, rules = unrelated_pairs(embedder)
        print(f"near unrelated notes marked {marked} of {near}: {dict(rules.most_common())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
