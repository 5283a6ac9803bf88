"""Transcript harvesting: finished conversations become memory without anyone asking.

- `records`: what a transcript parser yields (`Turn`, `Skipped`, `Partial`).
- `claude_code`: the Claude Code JSONL parser (a default plugin registers it).
- `offsets`: how far each file got, persisted atomically under the home.
- `exchanges`, `rules`, `summary`: grouping, candidate rules, the extractive summary.
- `harvester`: `mind.harvester` (request, harvest_file), through the admission gate.
- `watcher`: the watchdog observer the daemon runs (`start(mind)` / `stop()`).
"""

from mgimind.harvest.harvester import Harvester
from mgimind.harvest.models import HarvestQueued, HarvestReport, WatchStatus
from mgimind.harvest.records import Partial, Skipped, TranscriptParser, Turn

__all__ = [
    "Harvester",
    "HarvestQueued",
    "HarvestReport",
    "WatchStatus",
    "Partial",
    "Skipped",
    "TranscriptParser",
    "Turn",
]
