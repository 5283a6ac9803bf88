"""Consolidation at scale: the product's own `consolidate` on a copy of a checkpoint home.

The checkpoint home (the pool's first sessions, added as `run` adds them) is built once in
root/home-<pct> and kept; each run copies it, asks the questions whose gold sessions are
all in it, consolidates the copy (`mind.lifecycle.consolidate(apply=True)`, the person's
settings: merge near-duplicates, archive what was not read for `cold_days`), and asks them
again. A few notes written by the person (copies of sessions no question asks for, with a
line of their own) are added before the copy: they must all be current afterwards.
"""

from __future__ import annotations

import json
import shutil
import time
from datetime import datetime
from pathlib import Path

from benchmark import run_info
from benchmark.retrieval.data import Question
from mgimind.config import Config
from mgimind.encoders.embeddings import Embedder
from mgimind.engine.mind import Mind
from mgimind.services.visibility import scoped_filter

from . import quality
from .ingest import SessionMap, add_slice
from .pool import PooledSession
from .run import RESULTS, disk_mib

PERSON = "cli:person"
PERSON_NOTES = 10


def _open(home: Path, embedder: Embedder, actor: str = "benchmark") -> Mind:
    return Mind(home, config=Config(embedding=embedder.config), embedder=embedder, actor=actor)


def build(root: Path, pool: list[PooledSession], embedder: Embedder) -> tuple[Path, SessionMap]:
    """The checkpoint home of `pool` (built once, then reused) and its session map."""
    home = root / f"home-{len(pool)}"
    mapping = SessionMap(root / f"sessions-{len(pool)}.json")
    done = root / f"home-{len(pool)}.built"
    if not done.exists():
        shutil.rmtree(home, ignore_errors=True)
        home.mkdir(parents=True, mode=0o700)
        mapping.sids_of.clear()
        mind = _open(home, embedder)
        try:
            add_slice(mind, pool, mapping)
        finally:
            mind.close()
        done.write_text(datetime.now().isoformat())
    return home, mapping


def _person_notes(mind: Mind, pool: list[PooledSession], asked: list[Question]) -> list[str]:
    """The person's notes: shorter near-copies (the first nine tenths) of sessions no asked
    question has as gold, so the longer harvested session would keep if length decided."""
    gold = {sid for q in asked for sid in q.gold}
    spare = [s for s in pool if not set(s.sids) & gold][:PERSON_NOTES]
    person = mind.as_identity(PERSON)
    return [person.memories.add(s.text[: len(s.text) * 9 // 10]).id for s in spare]


def _size(mind: Mind, home: Path) -> dict:
    current = scoped_filter("memory", mind.read_scope(None))
    return {
        "memories_current": mind.memories.count(),
        "memories_all": mind.memories.count(view="history"),
        "points_current": mind.store.count(current),
        "points_all": mind.store.count(),
        "disk_mib": disk_mib(home),
    }


def measure(
    root: Path,
    pool: list[PooledSession],
    questions: list[Question],
    embedder: Embedder,
    cold_days: float | None = None,
) -> Path:
    """Size and pooled quality of a copy of the checkpoint home before and after the
    product's consolidation; the results file."""
    base, mapping = build(root, pool, embedder)
    copy = root / "consolidated"
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(base, copy)
    mind = _open(copy, embedder)
    try:
        asked = quality.askable(questions, mapping)
        notes = _person_notes(mind, pool, asked)
        before = {"size": _size(mind, copy), "quality": quality.measure(mind, questions, mapping)}
        began = time.perf_counter()
        plan = mind.lifecycle.consolidate(apply=True, cold_days=cold_days)
        took = time.perf_counter() - began
        current = {m.id for m in mind.lifecycle.browse(limit=10_000)}
        after = {"size": _size(mind, copy), "quality": quality.measure(mind, questions, mapping)}
    finally:
        mind.close()
    for phase in (before, after):
        phase["quality"].pop("questions")
    report = {
        "pool_sessions": len(pool),
        "consolidate_s": round(took, 1),
        "examined": plan.examined,
        "merged": sum(len(g.absorb) for g in plan.merges),
        "merge_groups": len(plan.merges),
        "archived_cold": len(plan.cold),
        "cold_days": plan.cold_days,
        "merge_similarity": plan.merge_similarity,
        "person_notes": len(notes),
        "person_notes_current": sum(n in current for n in notes),
        "before": before,
        "after": after,
        "run": run_info.describe(),
    }
    out = RESULTS / f"scale-consolidation-{len(pool)}-{datetime.now():%Y%m%d-%H%M%S}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(report, indent=1))
    return out
