"""An experiment: can a learned judge of two recalled notes say that the later gives the
question a new value for what the earlier says, where the question's readings (hand-written
rules, mgimind/engine/question_marks.py) leave the earlier unmarked?

    .venv/bin/python -m benchmark.scenarios.pair_judge collect --out DIR SET...
    .venv/bin/python -m benchmark.scenarios.pair_judge fit DIR

`collect` runs each set told last (`--placement end`; main's tuning half only) through the
product and records, for each prompt, the recalled notes the question's readings see (texts,
times, stored vectors, match with the question) and the pairs the rules marked. `fit` labels
each pair of recalled whole notes (earlier, later) the rules left unmarked:
- replaced: the earlier holds a stale value of the question and none it needs, the later a
  value it needs;
- kept: the earlier holds a value the question needs and no stale one (marking it would
  show the answer as replaced);
- neither: any other pair (weighed NEITHER_WEIGHT).
It fits a logistic regression (numpy, L2) on features read the same way for any wording:
nearness in meaning, shared content words, how much of the question each note speaks to,
the values each states that the other does not, a word of change, correction, ending or
addition in the later, the kind of value asked stated by both or the later only, the
words beside the values, the later being the newest recalled. For each threshold it
prints the questions whose stale note the judge would mark (fixed) and those whose needed
note it would mark (broken), fitted and judged on all the sets, then each set judged by
weights fitted on the others (what a new wording would see). BENCHMARKS.md ("A learned
judge of two notes") has the figures: judged on sets it was not fitted on, it breaks more
questions than it fixes at every threshold, so the product does not use it.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

from benchmark.scenarios.score import has
from mgimind.engine.asked_for import asked_for, states_value
from mgimind.memory.facts.evidence import STOP
from mgimind.memory.facts.supersede_words import ADDED, CORRECTION, CUES

Item = dict[str, Any]
NEITHER_WEIGHT = 0.3
L2 = 1.0
THRESHOLDS = (0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9)

_WORD = re.compile(r"[a-z][a-z'-]{2,}")
# A value: a word holding a digit, a joined name ("epic-intf-07", "rewards_v5.json"), an
# address; a capitalised word after a sentence's first.
_VALUE = re.compile(r"[\w.:/@+-]*\d[\w.:/@+-]*|[a-z0-9]+(?:[._/-][a-z0-9]+)+", re.IGNORECASE)
_NAME = re.compile(r"(?<=[a-z0-9,;] )[A-Z][\w-]+")
_ENDED = re.compile(
    r"\b(?:cancell?ed|called off|scrapped|done|finished|fixed|resolved|removed|dropped|"
    r"no longer|closed|merged|shipped|reverted|retired|paused|resumed|back to)\b"
)
_CORRECTED = CORRECTION | frozenset("typo oops misread wrong".split())

FEATURES = (
    "near", "shared words", "question in earlier", "question in later",
    "later's own values", "earlier's own values", "later names an earlier value",
    "change word", "correction word", "ending word", "added word",
    "both state the kind asked", "only the later states it",
    "length ratio", "later is newest", "a value of one attribute in both",
    "the question's word beside a value in both", "near and the later speaks to the question",
    "the earlier's match with the question", "the later's match with the question",
    "the question's word beside a value in the earlier only",
    "the question's word beside a value in the later",
)  # fmt: skip


@dataclass(frozen=True)
class _Read:
    """What the judge reads of one text, whatever the question."""

    stems: frozenset[str]  # content words, cut to five letters
    words: frozenset[str]
    values: frozenset[str]
    beside: frozenset[str]  # the content words just before a value: what it is of


@lru_cache(maxsize=4096)
def _read(text: str) -> _Read:
    low = text.lower()
    words = frozenset(_WORD.findall(low))
    values = {m.strip(".,:;/-").lower() for m in _VALUE.findall(text)}
    values |= {m.lower() for m in _NAME.findall(text)}
    beside: set[str] = set()
    for m in _VALUE.finditer(text):
        before = _WORD.findall(low[max(0, m.start() - 40) : m.start()])[-3:]
        beside |= {w[:5] for w in before if w not in STOP}
    return _Read(
        frozenset(w[:5] for w in words if w not in STOP),
        words,
        frozenset(v for v in values if v),
        frozenset(beside),
    )


def _share(part: frozenset[str], whole: frozenset[str]) -> float:
    return len(part & whole) / len(part) if part else 0.0


def features(
    query: str, earlier: Item, later: Item, near: float, newest: bool, origin: float = 0.0
) -> list[float]:
    """The pair's features, in the order of FEATURES. `near`: the two notes' cosine counted
    from `origin`, the cosine the model gives unrelated texts."""
    old, new = earlier["text"], later["text"]
    asked = asked_for(query)
    q, a, b = _read(query).stems, _read(old), _read(new)
    kind_old = bool(asked) and states_value(old, asked)
    kind_new = bool(asked) and states_value(new, asked)
    told = b.words - a.words
    return [
        near,
        len(a.stems & b.stems) / max(1, min(len(a.stems), len(b.stems))),
        _share(q, a.stems),
        _share(q, b.stems),
        math.log1p(len(b.values - a.values)),
        math.log1p(len(a.values - b.values)),
        float(
            bool(a.values & b.values) and bool(b.values - a.values) and bool(a.values - b.values)
        ),
        float(bool(told & CUES)),
        float(bool(told & _CORRECTED)),
        float(bool(_ENDED.search(new.lower()))),
        float(bool(ADDED.search(new.lower()))),
        float(kind_old and kind_new),
        float(kind_new and not kind_old),
        math.log((len(new) + 20) / (len(old) + 20)),
        float(newest),
        float(bool(a.beside & b.beside)),
        float(bool(q & a.beside & b.beside)),
        near * _share(q, b.stems),
        counted(earlier.get("similarity", 0.0), origin),
        counted(later.get("similarity", 0.0), origin),
        float(bool((q & a.beside) - b.beside)),
        float(bool(q & b.beside)),
    ]


def counted(cosine: float, origin: float) -> float:
    """A cosine counted from the model's unrelated origin: 0 unrelated, 1 the same."""
    return (cosine - origin) / (1.0 - origin)


def collect(names: list[str], out: Path) -> None:
    """Each set through the product, what the question's readings see recorded."""
    import mgimind.engine.recall as recall
    from benchmark.scenarios import run
    from benchmark.scenarios.placement import story_last

    asked: dict[str, str] = {}
    records: list[dict] = []
    readings = recall.replaced_for_question

    def recorded(query, current, below, later_than, nearness, floor, origin=0.0):
        marks = readings(query, current, below, later_than, nearness, floor, origin)
        at = {id(c): i for i, c in enumerate(current)}
        records.append(
            {
                **asked,
                "query": query,
                "origin": origin,
                "items": [
                    {
                        "text": c["text"],
                        "when": c["when"],
                        "whole": c.get("whole", True),
                        "similarity": c.get("similarity", 0.0),
                        "vec": [round(float(x), 5) for x in c["vector"]]
                        if c.get("vector") is not None
                        else None,
                    }
                    for c in current
                ],
                "later": [[later_than(b, a) for b in current] for a in current],
                "marks": [[at.get(id(o)), at.get(id(n))] for o, n in marks],
            }
        )
        return marks

    ask = run.PromptHook.ask

    def asking(self, prompt, session_id):
        asked.clear()
        asked.update({"session": session_id, "prompt": prompt})
        return ask(self, prompt, session_id)

    recall.replaced_for_question = recorded
    run.PromptHook.ask = asking
    out.mkdir(parents=True, exist_ok=True)
    for name in names:
        records.clear()
        timelines = [
            story_last(t) for t in run.load("tuning" if name == "main" else "both", data=name)
        ]
        run.measure(timelines, progress=False)
        (out / f"{name}.json").write_text(json.dumps({"records": records, "timelines": timelines}))
        print(f"{name}: {len(records)} prompts", file=sys.stderr)


def pairs(path: Path) -> list[dict]:
    """The labelled pairs of one collected set."""
    data = json.loads(path.read_text())
    questions = {
        f"{t['id']}-q{k}": q for t in data["timelines"] for k, q in enumerate(t["questions"])
    }
    rows = []
    for rec in data["records"]:
        q = questions.get(rec["session"])
        if q is None or not q["needs"]:
            continue
        items = rec["items"]
        marked = {o for o, _ in rec["marks"]}
        whole = [i for i, c in enumerate(items) if c["whole"]]
        newest = max(whole, key=lambda i: items[i]["when"], default=None)
        for i, old in enumerate(items):
            if i in marked:
                continue
            old_stale = any(has(old["text"], s) for s in q["stale"])
            old_needs = any(has(old["text"], n) for n in q["needs"])
            for j, new in enumerate(items):
                if i == j or not rec["later"][i][j]:
                    continue
                if not (old["whole"] and new["whole"]):
                    continue  # the judge reads whole notes only
                cos = float(np.dot(old["vec"], new["vec"])) if old["vec"] and new["vec"] else 0.0
                near = counted(cos, rec["origin"])
                new_needs = any(has(new["text"], n) for n in q["needs"])
                label = (
                    "replaced"
                    if old_stale and not old_needs and new_needs
                    else ("kept" if old_needs and not old_stale else "neither")
                )
                x = features(rec["query"], old, new, near, j == newest, rec["origin"])
                rows.append(
                    {"set": path.stem, "question": rec["session"], "old": i, "label": label, "x": x}
                )
    return rows


def fit(rows: list[dict]) -> np.ndarray:
    """Logistic regression, L2 on the weights (not the bias), by Newton's method."""
    x = np.array([[1.0, *r["x"]] for r in rows])
    y = np.array([r["label"] == "replaced" for r in rows], dtype=float)
    w_row = np.array([NEITHER_WEIGHT if r["label"] == "neither" else 1.0 for r in rows])
    mean, std = x[:, 1:].mean(0), x[:, 1:].std(0) + 1e-9
    z = np.hstack([x[:, :1], (x[:, 1:] - mean) / std])
    w = np.zeros(z.shape[1])
    reg = np.full(z.shape[1], L2)
    reg[0] = 0.0
    for _ in range(50):
        p = 1 / (1 + np.exp(-z @ w))
        grad = z.T @ (w_row * (p - y)) + reg * w
        hess = (z * (w_row * p * (1 - p))[:, None]).T @ z + np.diag(reg + 1e-9)
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    # back to the raw features' scale
    raw = np.empty_like(w)
    raw[1:] = w[1:] / std
    raw[0] = w[0] - (w[1:] * mean / std).sum()
    return raw


def predict(rows: list[dict], weights: np.ndarray) -> np.ndarray:
    x = np.array([[1.0, *r["x"]] for r in rows])
    return 1 / (1 + np.exp(-x @ weights))


def held_out_sets(rows: list[dict]) -> np.ndarray:
    """Each set's pairs judged by weights fitted on the other sets (leave one set out)."""
    p = np.zeros(len(rows))
    for name in sorted({r["set"] for r in rows}):
        inside = [i for i, r in enumerate(rows) if r["set"] == name]
        weights = fit([r for r in rows if r["set"] != name])
        p[inside] = predict([rows[i] for i in inside], weights)
    return p


def report(rows: list[dict], p: np.ndarray) -> None:
    """Per threshold: questions fixed (a stale-only earlier note marked) and broken."""
    for threshold in THRESHOLDS:
        best: dict[tuple, tuple] = {}
        for r, pr in zip(rows, p, strict=True):
            key = (r["question"], r["old"])
            if pr >= threshold and pr > best.get(key, (0, None))[0]:
                best[key] = (pr, r["label"])
        fixed = {k[0] for k, (_, label) in best.items() if label == "replaced"}
        broken = {k[0] for k, (_, label) in best.items() if label == "kept"}
        other = sum(label == "neither" for _, label in best.values())
        print(
            f"  threshold {threshold:.1f}: questions with a stale note marked {len(fixed)}, "
            f"with a needed note marked {len(broken)}, other notes marked {other}"
        )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="command", required=True)
    c = sub.add_parser("collect")
    c.add_argument("--out", type=Path, required=True)
    c.add_argument("sets", nargs="+")
    f = sub.add_parser("fit")
    f.add_argument("dir", type=Path)
    args = ap.parse_args(argv)
    if args.command == "collect":
        collect(args.sets, args.out)
        return 0
    rows = [r for path in sorted(args.dir.glob("*.json")) for r in pairs(path)]
    labels = {k: sum(r["label"] == k for r in rows) for k in ("replaced", "kept", "neither")}
    print(f"{len(rows)} pairs: {labels}")
    weights = fit(rows)
    print("WEIGHTS = (")
    for name, w in zip(("bias", *FEATURES), weights, strict=True):
        print(f"    {w:+.4f},  # {name}")
    print(")")
    print("fitted on all the sets, judged on the same:")
    report(rows, predict(rows, weights))
    print("each set judged by weights fitted on the others:")
    report(rows, held_out_sets(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
