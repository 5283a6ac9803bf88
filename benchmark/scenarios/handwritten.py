"""Write the hand-written sets: timelines_fresh2.json (the second wording hold-out, never
tuned on; fresh2_stories.py) and timelines_wild.json (a tuning set in further other words;
wild_stories.py), deterministic for the seed.

    .venv/bin/python -m benchmark.scenarios.handwritten           # write both files
    .venv/bin/python -m benchmark.scenarios.handwritten --check   # fail if either is stale

Each story is padded with the same unrelated notes as the generated sets (filler.py) to
5-200 items, its statements in order among them; a question's evidence is the statements
that state what it needs, and every question passes build.check.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

from benchmark.scenarios.build import ABOUT, check, dump, length, pad
from benchmark.scenarios.filler import filler_pool
from benchmark.scenarios.kinds import Story
from benchmark.scenarios.unrelated import UNRELATED

SEED = 40
SETS = {
    "fresh2": ("benchmark.scenarios.fresh2_stories", "timelines_fresh2.json"),
    "wild": ("benchmark.scenarios.wild_stories", "timelines_wild.json"),
    "wild3": ("benchmark.scenarios.wild3_stories", "timelines_wild3.json"),
    "wild4": ("benchmark.scenarios.wild4_stories", "timelines_wild4.json"),
    "wild5": ("benchmark.scenarios.wild5_stories", "timelines_wild5.json"),
    "wild7": ("benchmark.scenarios.wild7_stories", "timelines_wild7.json"),
    "wild9": ("benchmark.scenarios.wild9_stories", "timelines_wild9.json"),
    "wild10": ("benchmark.scenarios.wild10_stories", "timelines_wild10.json"),
    "wild11": ("benchmark.scenarios.wild11_stories", "timelines_wild11.json"),
    "wild12": ("benchmark.scenarios.wild12_stories", "timelines_wild12.json"),
    "wild13": ("benchmark.scenarios.wild13_stories", "timelines_wild13.json"),
    "wild8": ("benchmark.scenarios.wild8_stories", "timelines_wild8.json"),
    "fresh3": ("benchmark.scenarios.fresh3_stories", "timelines_fresh3.json"),
    "wild14": ("benchmark.scenarios.wild14_stories", "timelines_wild14.json"),
    "wild15": ("benchmark.scenarios.wild15_stories", "timelines_wild15.json"),
    "wild16": ("benchmark.scenarios.wild16_stories", "timelines_wild16.json"),
    "wild17": ("benchmark.scenarios.wild17_stories", "timelines_wild17.json"),
    "wild18": ("benchmark.scenarios.wild18_stories", "timelines_wild18.json"),
    "wild19": ("benchmark.scenarios.wild19_stories", "timelines_wild19.json"),
    "wild20": ("benchmark.scenarios.wild20_stories", "timelines_wild20.json"),
    "wild21": ("benchmark.scenarios.wild21_stories", "timelines_wild21.json"),
    "wild22": ("benchmark.scenarios.wild22_stories", "timelines_wild22.json"),
    "wild23": ("benchmark.scenarios.wild23_stories", "timelines_wild23.json"),
    "wild24": ("benchmark.scenarios.wild24_stories", "timelines_wild24.json"),
    "wild25": ("benchmark.scenarios.wild25_stories", "timelines_wild25.json"),
    "wild26": ("benchmark.scenarios.wild26_stories", "timelines_wild26.json"),
}


def story(kind: str, domain: str, statements: list[str], questions: list[tuple]) -> Story:
    s = Story(kind, domain)
    for text in statements:
        s.say(text)
    for q, needs, stale, *never in questions:
        low = [t.lower() for t in statements]
        alternatives = [a.lower() for n in needs for a in n.split("|")]  # "a|b": either
        evidence = [i for i, t in enumerate(low) if any(a in t for a in alternatives)]
        s.ask(q, needs, stale, evidence, never[0] if never else ())
    return s


def build(name: str, seed: int = SEED) -> dict:
    import importlib

    stories = importlib.import_module(SETS[name][0]).STORIES
    pool = filler_pool(seed)
    timelines = []
    for n, (kind, domain, statements, questions) in enumerate(stories):
        rng = random.Random(f"{seed}/{name}/{n}")
        s = story(kind, domain, statements, questions)
        items, at = pad(rng, s, pool, length(rng))
        tid = f"{name}-{kind}-{n:03d}"
        timeline = {
            "id": tid,
            "kind": kind,
            "domain": domain,
            "split": name,
            "items": items,
            "questions": [{**q, "evidence": [at[i] for i in q["evidence"]]} for q in s.questions],
            "unrelated": rng.sample(UNRELATED, 1),
        }
        check(timeline)
        timelines.append(timeline)
    return {"about": ABOUT, "seed": seed, "timelines": timelines}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="compare with the files, write nothing")
    args = ap.parse_args(argv)
    status = 0
    for name, (_, filename) in SETS.items():
        out = Path(__file__).with_name(filename)
        data = build(name)
        text = dump(data)
        if args.check:
            same = out.exists() and out.read_text() == text
            print(f"{out.name} is up to date" if same else f"{out.name} differs: rebuild it")
            status |= 0 if same else 1
            continue
        out.write_text(text)
        qs = sum(len(t["questions"]) for t in data["timelines"])
        print(f"wrote {out}: {len(data['timelines'])} timelines, {qs} questions")
    return status


if __name__ == "__main__":
    sys.exit(main())
