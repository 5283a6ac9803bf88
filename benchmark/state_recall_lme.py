"""LongMemEval's knowledge-update and temporal-reasoning questions through the prompt
hook's recall (not search): what the injected text holds.

    nice -n 5 .venv/bin/python benchmark/state_recall_lme.py --before 7405dc8

Questions: those two types in the fixed 186 sample (longmemeval/sample186_ids.txt), the
first 64 being the tuning split, the rest held out; `--per-type N` keeps the first N of
each type in each split. Each haystack is stored as the retrieval benchmark stores it (one
memory per session, its date as `occurred_at`; embeddings from the shared cache), and the
question goes through `Mind.recall` at the default budget. Scored on the text, no model:

- gold: the context holds an item from an evidence session;
- latest: it holds an item from the latest evidence session (for a knowledge update, the
  session with the new value);
- answer: the answer string is in the recalled items' own text, as a whole word or phrase
  (short answers only: at most 40 characters); headers and preamble are not searched, so a
  header's time "20:54" does not answer "4";
- empty: nothing recalled;
- unrelated non-empty: the share of benchmark/state_recall_cases.json's unrelated prompts
  ("what is the capital of Mongolia") asked of the same haystack that recall anything.
`--before REV` runs REV's product code on the same questions in a subprocess.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import re
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SOURCE = Path(os.environ.get("MGIMIND_SOURCE", REPO))
sys.path.insert(0, str(SOURCE))
sys.path.insert(1, str(REPO))

CACHE = REPO / "benchmark" / ".cache" / "embeddings.sqlite"
TYPES = ("knowledge-update", "temporal-reasoning")


def questions(
    per_type: int, types: tuple[str, ...] = TYPES, all_469: bool = False
) -> list[tuple[str, object]]:
    """The sample's questions of these types (with `all_469`, every question's: the
    sample's first 64 still tune, all the others are held out)."""
    from benchmark.retrieval.data import load_longmemeval, sample186_ids

    by_id = {q.qid: q for q in load_longmemeval()}
    ids = sample186_ids()
    held = [i for i in by_id if i not in ids[:64]] if all_469 else ids[64:]
    out = []
    for split, part in (("tune", ids[:64]), ("held", held)):
        for t in types:
            picked = [by_id[i] for i in part if by_id[i].qtype == t][:per_type]
            out += [(split, q) for q in picked]
    return out


def answers() -> dict[str, str]:
    from benchmark.retrieval.data import DEFAULT_DATA

    with gzip.open(DEFAULT_DATA / "longmemeval/longmemeval_s_cleaned.499of500.json.gz", "rt") as f:
        return {r["question_id"]: str(r["answer"]) for r in json.load(f)}


def answered(answer: str, bodies: list[str]) -> bool:
    """`answer` is in one of the items' bodies as a whole word or phrase ("4" is not in
    "2024" nor in a header's "20:54", which is not a body)."""
    pattern = re.compile(rf"(?<!\w){re.escape(answer.strip())}(?!\w)", re.IGNORECASE)
    return any(pattern.search(b) for b in bodies)


def measure(
    per_type: int, off: list[str], types: tuple[str, ...] = TYPES, all_469: bool = False
) -> list[dict]:
    from benchmark.retrieval.cli import make_embedder
    from benchmark.retrieval.runner import close_haystack, open_haystack
    from benchmark.state_recall import ablate
    from mgimind.config import Config

    if off:
        ablate(off)
    embedder = make_embedder(CACHE, None)
    answer = answers()
    cases = json.loads((REPO / "benchmark" / "state_recall_cases.json").read_text())
    unrelated = cases["unrelated"]
    rows = []
    for split, q in questions(per_type, types, all_469):
        h = open_haystack(q, embedder, Config())
        try:
            r = h.mind.recall(q.question)
            stray = [bool(h.mind.recall(u).text) for u in unrelated]
            sids = {s for i in r.items for s in h.sids_of.get(i.id, [])}
            dates = {s.sid: s.date for s in q.sessions}
            latest = max(q.gold, key=lambda s: dates.get(s) or 0)
            ans = answer.get(q.qid, "")
            rows.append(
                {
                    "id": q.qid,
                    "type": q.qtype,
                    "split": split,
                    "gold": bool(sids & set(q.gold)),
                    "latest": latest in sids,
                    "answer": answered(ans, [i.text for i in r.items]) if len(ans) <= 40 else None,
                    "empty": not r.text,
                    "unrelated": sum(stray) / len(stray),
                }
            )
        finally:
            close_haystack(h)
        print(json.dumps(rows[-1]), file=sys.stderr, flush=True)
    return rows


def summary(rows: list[dict]) -> dict:
    def pct(key):
        xs = [r[key] for r in rows if r[key] is not None]
        return round(100 * sum(xs) / len(xs), 1) if xs else None

    shares = {k: pct(k) for k in ("gold", "latest", "answer", "empty")}
    return {"n": len(rows), **shares, "unrelated non-empty": pct("unrelated")}


def report(name: str, rows: list[dict], types: tuple[str, ...] = TYPES) -> None:
    print(f"\n## {name}")
    for t in types:
        for split in ("tune", "held"):
            part = [r for r in rows if r["type"] == t and r["split"] == split]
            print(f"  {t:25} {split}: {summary(part)}")


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--per-type", type=int, default=10)
    ap.add_argument("--before", help="also run the product code of this git revision")
    ap.add_argument("--json", action="store_true")
    ap.add_argument(
        "--off", default="", help="parts to turn off: recency,pull,supersede,statements"
    )
    ap.add_argument("--types", default=",".join(TYPES), help="LongMemEval question types")
    ap.add_argument("--all-469", action="store_true", help="all 469 questions, not the sample")
    args = ap.parse_args(argv)
    types = tuple(args.types.split(","))
    after = measure(args.per_type, [x for x in args.off.split(",") if x], types, args.all_469)
    if args.json:
        print(json.dumps(after))
        return
    if args.before:
        from benchmark.revision import exported

        with exported(args.before) as tree:
            out = subprocess.run(
                [sys.executable, __file__, "--json", "--per-type", str(args.per_type)]
                + ["--types", args.types]
                + (["--all-469"] if args.all_469 else []),
                env={**os.environ, "MGIMIND_SOURCE": str(tree)},
                check=True,
                capture_output=True,
            ).stdout
        report(f"before ({args.before})", json.loads(out), types)
    report(f"after (this tree{', off: ' + args.off if args.off else ''})", after, types)


if __name__ == "__main__":
    main()
