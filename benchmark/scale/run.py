"""Checkpoints over one growing home: each adds the next slice of the pool in process,
asks the questions of the home, then measures the daemon on it; one JSON for the run."""

from __future__ import annotations

import json
import subprocess
import time
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from benchmark import run_info
from benchmark.retrieval.data import Question
from mgimind.config import Config
from mgimind.encoders.embeddings import Embedder
from mgimind.engine.mind import Mind

from . import daemon, quality
from .ingest import SessionMap, add_slice
from .pool import PooledSession, slices

RESULTS = Path(__file__).resolve().parents[1] / "results"
MARKS = (0.10, 0.25, 0.50, 1.00)


@dataclass
class Plan:
    root: Path  # the home lives in root/home, kept between checkpoints and runs
    pool: list[PooledSession]
    questions: list[Question]
    marks: tuple[float, ...] = MARKS
    prompts: int = 100  # hooks per phase, searches per checkpoint
    cold_start: bool = True  # drop the page cache before one start (root only)
    name: str = "scale"
    done: list[dict] = field(default_factory=list)


def disk_mib(path: Path) -> float:
    out = subprocess.run(["du", "-sk", str(path)], capture_output=True, text=True, check=True)
    return round(int(out.stdout.split()[0]) / 1024, 1)


def checkpoint(plan: Plan, embedder: Embedder, mark: float, start: int, end: int) -> dict:
    home, project = daemon.point_env_at(plan.root)
    mapping = SessionMap(plan.root / "sessions.json")
    config = Config(embedding=embedder.config)
    mind = Mind(home, config=config, embedder=embedder, actor="benchmark")
    try:
        ingest = add_slice(mind, plan.pool[start:end], mapping).as_dict()
        chunks = mind.store.count()
        asked = quality.measure(mind, plan.questions, mapping)
    finally:
        # The store indexes what waits unindexed as it closes (mgimind/store/edge.py).
        closing = time.perf_counter()
        mind.close()
        close_s = time.perf_counter() - closing
    row = {
        "mark": mark,
        "sessions": end,
        "memories": len(mapping.sids_of),
        "points": chunks,
        "ingest": ingest,
        "close_s": round(close_s, 1),
        "disk_mib": disk_mib(home),
        "quality": {k: v for k, v in asked.items() if k != "questions"},
    }
    prompts = [q.question for q in plan.questions]
    # Questions asked of the daemon in an order of their own, so none is cached from above.
    prompts = prompts[len(prompts) // 2 :] + prompts[: len(prompts) // 2]
    row["daemon"] = daemon.measure(
        home, project, prompts, f"{mark:g}", plan.prompts, plan.cold_start
    )
    row["run"] = run_info.describe()
    row["per_question"] = asked["questions"]
    return row


def run(plan: Plan, embedder: Embedder, out: Path | None = None) -> Path:
    """Every checkpoint not yet reached in plan.root, in order; the results file after each."""
    state = plan.root / "checkpoints.json"
    plan.root.mkdir(parents=True, exist_ok=True)
    reached = json.loads(state.read_text()) if state.exists() else []
    out = out or RESULTS / f"{plan.name}-{datetime.now():%Y%m%d-%H%M%S}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    for mark, start, end in slices(len(plan.pool), plan.marks):
        if any(r["mark"] == mark for r in reached):
            continue
        began = time.time()
        print(f"[scale] checkpoint {mark:.0%}: sessions {start}..{end}", flush=True)
        row = checkpoint(plan, embedder, mark, start, end)
        row["wall_s"] = round(time.time() - began, 1)
        reached.append({k: v for k, v in row.items() if k != "per_question"})
        state.write_text(json.dumps(reached, indent=1))
        report = {
            "pool_sessions": len(plan.pool),
            "checkpoints": reached,
            "last_per_question": row["per_question"],
        }
        out.write_text(json.dumps(report, indent=1))
        print(f"[scale] {mark:.0%} done in {row['wall_s']:.0f}s -> {out}", flush=True)
    return out
