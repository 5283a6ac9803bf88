"""Markdown folder sync at scale: plan and apply times for N notes (default 1,000).

    .venv/bin/python -m benchmark.sync_scale 1000

A fresh home in a temporary folder, the real model and store, in-process. Times: the
first plan (nothing stored), the first apply (every note embedded and stored), a plan
with nothing changed, an apply after 10% of the notes changed, 2% moved and 2% removed,
an export of the library as a folder, and the plan of that folder back (a no-op).
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
from pathlib import Path

from mgimind.engine.mind import Mind
from mgimind.moves.sync import FolderExport, SyncParams, apply_sync, export_folder, plan_sync

TOPICS = ["deploy", "billing", "search", "cache", "queue", "backup", "pager", "schema"]


def _note(i: int, version: int, rng: random.Random) -> str:
    topic = TOPICS[i % len(TOPICS)]
    words = " ".join(rng.choice(TOPICS) + str(rng.randrange(1000)) for _ in range(60))
    return (
        f"---\ntitle: {topic} note {i}\ntags: [{topic}, v{version}]\n"
        f"date: 2026-01-{1 + i % 28:02d}\n"
        f"---\n# {topic.title()} note {i}\n\nVersion {version}. {words}\n"
    )


def _timed(label: str, fn):
    started = time.monotonic()
    out = fn()
    print(f"{label:42} {time.monotonic() - started:7.2f} s", flush=True)
    return out


def main(n: int) -> None:
    rng = random.Random(7)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "vault"
        for i in range(n):
            path = folder / f"d{i % 20}" / f"n{i}.md"
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(_note(i, 0, rng))
        mind = Mind(Path(tmp) / "home")
        params = SyncParams(folder=str(folder), library="notes")
        print(f"{n} notes, model {mind.embedder.model_name}")
        plan = _timed("plan, nothing stored", lambda: plan_sync(mind, params))
        assert plan.counts == {"add": n}, plan.counts
        done = _timed("apply, every note added", lambda: apply_sync(mind, params))
        assert not done.failed
        plan = _timed("plan, nothing changed", lambda: plan_sync(mind, params))
        assert plan.counts == {"unchanged": n}, plan.counts
        for i in rng.sample(range(n), n // 10):
            (folder / f"d{i % 20}" / f"n{i}.md").write_text(_note(i, 1, rng))
        for i in range(0, n // 50):
            src = folder / f"d{i % 20}" / f"n{i}.md"
            src.rename(src.with_name(f"moved-{i}.md"))
        for i in range(n - n // 50, n):
            (folder / f"d{i % 20}" / f"n{i}.md").unlink()
        done = _timed("apply, 10% changed, 2% moved, 2% removed", lambda: apply_sync(mind, params))
        print("   ", done.plan.counts)
        out = Path(tmp) / "exported"
        _timed(
            "export as a folder",
            lambda: export_folder(mind, FolderExport(folder=str(out), library="notes")),
        )
        back = _timed(
            "plan of the export, back",
            lambda: plan_sync(mind, SyncParams(folder=str(out), library="notes")),
        )
        assert not back.pending, back.counts
        mind.close()


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1000)
