"""The full home once its store is indexed: open it, close it (the store builds its index
over what waits unindexed, mgimind/store/edge.py), then the daemon's figures again.

Run after the checkpoints on the same home: the row beside the last checkpoint's is the
store's index at work, same data, same run conditions otherwise.
"""

from __future__ import annotations

import json
import time
from datetime import datetime
from pathlib import Path

from benchmark import run_info
from mgimind.engine.mind import Mind
from mgimind.store.edge import EdgeBackend

from . import daemon
from .run import RESULTS, disk_mib


def _unindexed(home: Path) -> int:
    store = EdgeBackend(home / "store" / "edge", 384)
    try:
        return store.unindexed()
    finally:
        store.shard.close()  # the engine's own close: no index built here


def index_and_measure(root: Path, prompts: list[str], n: int, cold: bool = True) -> Path:
    home, project = daemon.point_env_at(root)
    row: dict = {"unindexed_before": _unindexed(home)}
    began = time.perf_counter()
    Mind(home, actor="benchmark").close()
    row["index_s"] = round(time.perf_counter() - began, 1)
    row["unindexed_after"] = _unindexed(home)
    row["disk_mib"] = disk_mib(home)
    row["daemon"] = daemon.measure(home, project, prompts, "indexed", n, cold)
    row["run"] = run_info.describe()
    out = RESULTS / f"scale-indexed-{datetime.now():%Y%m%d-%H%M%S}.json"
    out.write_text(json.dumps(row, indent=1))
    return out
