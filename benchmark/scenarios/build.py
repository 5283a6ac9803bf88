"""Write benchmark/scenarios/timelines.json: the state-tracking timelines, deterministic for
the seed.

    .venv/bin/python -m benchmark.scenarios.build           # write the file
    .venv/bin/python -m benchmark.scenarios.build --check   # fail if the file is stale

Each timeline is one kind's story (kinds.py) padded to its length with unrelated notes
(filler.py): 5 to 200 items, each with the time it happened, the story's statements in
order among them. Every question is checked here before it is written: what it needs is in
the items it names as evidence, what is stale is in memory, the evidence alone never shows
a stale value as current, and what was never said is nowhere in the timeline.

It also writes timelines_fresh.json, the wording hold-out: eleven kinds told in the words
of fresh_wordings.py, which no tuning has seen (its own ids, split "fresh").
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from contextlib import contextmanager
from datetime import datetime, timedelta, timezone
from pathlib import Path

from benchmark.scenarios.filler import filler_pool
from benchmark.scenarios.kinds import KINDS, Story
from benchmark.scenarios.score import split_of, stale_as_current
from benchmark.scenarios.unrelated import UNRELATED

SEED = 40
PER_KIND = 20
OUT = Path(__file__).with_name("timelines.json")
FRESH_OUT = Path(__file__).with_name("timelines_fresh.json")
# Episodes (their own words only), then the slot kinds (new slot wordings and wrappers).
FRESH_EPISODES = (
    "cancellation", "interruption", "scope_permission", "freshness", "repair", "commitment",
)  # fmt: skip
FRESH_SLOTS = ("supersession", "correction", "restatement", "event_change", "never_said")
FRESH_KINDS = FRESH_EPISODES + FRESH_SLOTS
FRESH_PER_KIND = 10
ABOUT = (
    "State-tracking timelines for the prompt hook's recall (benchmark/scenarios). Each "
    "timeline's items are stored in a fresh home in order, with their occurred_at; each "
    "question is asked as the prompt hook asks it. needs: strings an answer needs "
    "(case-insensitive; 'a|b' = either). stale: values that no longer hold; an item that "
    "states one, is not marked superseded and states none of the needs presents it as "
    "current. evidence: the items an ideal context holds (indices). never_said: what a "
    "hallucination question asks about, which no item mentions (ideal context: empty). "
    "split: tuning or held-out, by sha256 of the id (see benchmark/scenarios/__init__.py)."
)


def length(rng: random.Random) -> int:
    """Items in a timeline: many short, some medium, a quarter long."""
    r = rng.random()
    if r < 0.4:
        return rng.randrange(5, 21)
    if r < 0.75:
        return rng.randrange(21, 61)
    return rng.randrange(61, 201)


def _mentions(text: str, words: list[str]) -> bool:
    low = text.lower()
    return any(w.lower() in low for w in words)


def pad(rng: random.Random, story: Story, pool: list[str], n: int) -> tuple[list[dict], list[int]]:
    """The story's statements among n - len(statements) unrelated notes, with times."""
    keys = [w for q in story.questions for w in q["needs"] + q["stale"] + q["never_said"]]
    avoid = [*keys, *story.entities]
    n = max(n, len(story.statements))
    notes: list[str] = []
    for text in rng.sample(pool, len(pool)):
        if len(notes) == n - len(story.statements):
            break
        if not _mentions(text, avoid):
            notes.append(text)
    where = sorted(rng.sample(range(n), len(story.statements)))
    texts, at = list(notes), []
    for k, pos in enumerate(where):
        texts.insert(pos, story.statements[k])
        at.append(pos)
    start = datetime(2025, 9, 1, 8, tzinfo=timezone.utc) + timedelta(days=rng.randrange(0, 240))
    items, t = [], start
    for text in texts:
        t += timedelta(minutes=rng.randrange(20, 60 * 30))
        items.append({"text": text, "occurred_at": t.isoformat()})
    return items, at


def check(timeline: dict) -> None:
    """The question is answerable from its evidence and the scorer reads it as intended."""
    texts = [i["text"] for i in timeline["items"]]
    memory = "\n".join(texts).lower()
    for q in timeline["questions"]:
        where = f"{timeline['id']}: {q['q']!r}"
        evidence = [texts[i] for i in q["evidence"]]
        for need in q["needs"]:
            assert any(_mentions(t, need.split("|")) for t in evidence), (
                f"{where}: {need} not in evidence"
            )
            assert not _mentions(q["q"], need.split("|")), (
                f"{where}: the question gives {need} away"
            )
        for old in q["stale"]:
            assert old.lower() in memory, f"{where}: stale {old} not in memory"
            assert not any(old.lower() in n.lower() or n.lower() in old.lower() for n in q["needs"])
        ideal = [("memory", t) for t in evidence]
        assert not stale_as_current(ideal, q), f"{where}: its evidence shows a stale value"
        for word in q["never_said"]:
            assert word.lower() not in memory, f"{where}: {word} was said"
        assert q["needs"] or q["never_said"], f"{where}: asks for nothing"


@contextmanager
def fresh_wordings(slots: bool):
    """The stories told in fresh_wordings.py's words instead of the main set's: its
    episodes; with `slots`, also its wrappers and only the slots it words anew."""
    from dataclasses import replace

    from benchmark.scenarios import episodes, kinds
    from benchmark.scenarios import fresh_wordings as fresh

    worded = {
        s.name: replace(s, **{"event": (), **fresh.SLOT_WORDINGS[s.name]})
        for s in kinds.CODING + kinds.LIFE
        if s.name in fresh.SLOT_WORDINGS
    }
    swaps = [(episodes, n, getattr(fresh, n)) for n in vars(fresh) if hasattr(episodes, n)]
    if slots:
        swaps += [
            (kinds, n, v) for n, v in vars(fresh).items() if n.isupper() and hasattr(kinds, n)
        ]
        swaps += [
            (kinds, "CODING", [s for s in worded.values() if s.domain == "coding"]),
            (kinds, "LIFE", [s for s in worded.values() if s.domain == "life"]),
            (kinds, "BY_NAME", worded),
        ]
    saved = [(module, name, getattr(module, name)) for module, name, _ in swaps]
    for module, name, value in swaps:
        setattr(module, name, value)
    try:
        yield
    finally:
        for module, name, value in saved:
            setattr(module, name, value)


def build(seed: int = SEED, per_kind: int = PER_KIND, fresh: bool = False) -> dict:
    """The timelines; `fresh`: the wording hold-out (its own kinds, ids and split)."""
    pool = filler_pool(seed)
    timelines = []
    kinds = {k: KINDS[k] for k in FRESH_KINDS} if fresh else KINDS
    prefix = "fresh-" if fresh else ""
    for kind, make in kinds.items():
        for n in range(FRESH_PER_KIND if fresh else per_kind):
            rng = random.Random(f"{seed}/{prefix}{kind}/{n}")
            if fresh:
                with fresh_wordings(slots=kind in FRESH_SLOTS):
                    story = make(rng)
            else:
                story = make(rng)
            items, at = pad(rng, story, pool, length(rng))
            questions = [{**q, "evidence": [at[i] for i in q["evidence"]]} for q in story.questions]
            tid = f"{prefix}{kind}-{n:03d}"
            timeline = {
                "id": tid,
                "kind": kind,
                "domain": story.domain,
                "split": "fresh" if fresh else split_of(tid),
                "items": items,
                "questions": questions,
                "unrelated": rng.sample(UNRELATED, 1),
            }
            check(timeline)
            timelines.append(timeline)
    return {"about": ABOUT, "seed": seed, "timelines": timelines}


def dump(data: dict) -> str:
    """One timeline per line: a change to the set reads as a change to its timelines."""
    head = {k: v for k, v in data.items() if k != "timelines"}
    lines = [json.dumps(t, ensure_ascii=False) for t in data["timelines"]]
    body = json.dumps(head, indent=1, ensure_ascii=False)[:-2]
    return body + ',\n "timelines": [\n' + ",\n".join(lines) + "\n ]\n}\n"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="compare with the file, write nothing")
    args = ap.parse_args(argv)
    status = 0
    for out, data in ((OUT, build()), (FRESH_OUT, build(fresh=True))):
        text = dump(data)
        if args.check:
            same = out.exists() and out.read_text() == text
            print(f"{out.name} is up to date" if same else f"{out.name} differs: rebuild it")
            status |= 0 if same else 1
            continue
        out.write_text(text)
        qs = [q for t in data["timelines"] for q in t["questions"]]
        items = [len(t["items"]) for t in data["timelines"]]
        print(f"wrote {out}: {len(data['timelines'])} timelines, {len(qs)} questions, "
              f"{sum(items)} items ({min(items)}-{max(items)} per timeline)")  # fmt: skip
    return status


if __name__ == "__main__":
    sys.exit(main())
