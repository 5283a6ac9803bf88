"""Run the timelines through the product: store each in a fresh home, ask each question as
the prompt hook asks it, score what the hook would inject beside the "latest" baselines.

The product code is the one importable first: this tree, or the tree in MGIMIND_SOURCE
(what `--before REV` exports with git archive and runs in a subprocess).
"""

from __future__ import annotations

import json
import logging
import os
import sys
import tempfile
import time
from itertools import zip_longest
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
SOURCE = Path(os.environ.get("MGIMIND_SOURCE", REPO))


def _pin_source() -> None:
    """Import the product from SOURCE only. The editable install maps mgimind.hooks and
    mgimind.hosts to this checkout's folders; for another tree they are bound to its own."""
    import importlib.util

    sys.path.insert(0, str(SOURCE))
    if str(REPO) not in sys.path:
        sys.path.insert(1, str(REPO))
    if SOURCE == REPO:
        return
    import mgimind

    for name in ("hooks", "hosts"):
        folder = SOURCE / name
        spec = importlib.util.spec_from_file_location(
            f"mgimind.{name}", folder / "__init__.py", submodule_search_locations=[str(folder)]
        )
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[f"mgimind.{name}"] = module
        spec.loader.exec_module(module)
        setattr(mgimind, name, module)


_pin_source()

from benchmark.scenarios.score import latest, score, without_superseded  # noqa: E402

DATA = {
    "main": Path(__file__).with_name("timelines.json"),
    "fresh": Path(__file__).with_name("timelines_fresh.json"),  # the wording hold-out
    "fresh2": Path(__file__).with_name("timelines_fresh2.json"),  # hand-written, held out
    "wild": Path(__file__).with_name("timelines_wild.json"),  # hand-written, for tuning
    "wild3": Path(__file__).with_name("timelines_wild3.json"),  # commitments, never-said
    "wild4": Path(__file__).with_name("timelines_wild4.json"),  # stale values, other words
    "wild5": Path(__file__).with_name("timelines_wild5.json"),  # never-said, with controls
    "wild7": Path(__file__).with_name("timelines_wild7.json"),  # coding changes, controls
    "wild9": Path(__file__).with_name("timelines_wild9.json"),  # promises kept, controls
    "wild10": Path(__file__).with_name("timelines_wild10.json"),  # own words, where, never
    "wild11": Path(__file__).with_name("timelines_wild11.json"),  # thirteen kinds, blind
    "wild12": Path(__file__).with_name("timelines_wild12.json"),  # longer stories, blind
    "wild13": Path(__file__).with_name("timelines_wild13.json"),  # value shapes, blind
    "wild8": Path(__file__).with_name("timelines_wild8.json"),  # written blind, now tuning
    "fresh3": Path(__file__).with_name("timelines_fresh3.json"),  # hand-written, held out
    "wild14": Path(__file__).with_name("timelines_wild14.json"),  # written blind, now tuning
    "wild15": Path(__file__).with_name("timelines_wild15.json"),  # messy notes, blind
    "wild16": Path(__file__).with_name("timelines_wild16.json"),  # written blind, now tuning
    "wild17": Path(__file__).with_name("timelines_wild17.json"),  # written blind, now tuning
    "wild18": Path(__file__).with_name("timelines_wild18.json"),  # written blind, now tuning
    "wild19": Path(__file__).with_name("timelines_wild19.json"),  # written blind, now tuning
    "wild20": Path(__file__).with_name("timelines_wild20.json"),  # written blind, now tuning
    "wild21": Path(__file__).with_name("timelines_wild21.json"),  # written blind, read since
    # written blind to the rules, measured once: a validation set, never tuned on
    "wild22": Path(__file__).with_name("timelines_wild22.json"),
    # written blind to the rules, measured once: a validation set, never tuned on
    "wild23": Path(__file__).with_name("timelines_wild23.json"),
    # written blind to the rules, measured once: a validation set, never tuned on
    "wild24": Path(__file__).with_name("timelines_wild24.json"),
    "wild25": Path(__file__).with_name("timelines_wild25.json"),
    "wild26": Path(__file__).with_name("timelines_wild26.json"),
}
CACHE = REPO / "benchmark" / ".cache" / "embeddings.sqlite"
HOST = "claude-code"  # the host whose prompt hook is replayed
BASELINES = {"last3": 3, "last5": 5}
FRAME_END = "\n</mgimind-memory>"  # the hook's closing tag, not part of the last item


class HookFailures(logging.Handler):
    """The hook fails open (logs and injects nothing); a benchmark must not read that
    as an empty recall, so every logged failure is kept and raised after the call."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.seen: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        if "failed" in record.getMessage():
            self.seen.append(record.getMessage())


def load(
    split: str = "both",
    limit: int | None = None,
    kinds: list[str] | None = None,
    data: str = "main",
) -> list[dict]:
    """The split's timelines (of these kinds); with a limit, the first N taken in turn from
    each kind, so a short run still sees every kind."""
    timelines = json.loads(DATA[data].read_text())["timelines"]
    picked = [
        t for t in timelines if split in ("both", t["split"]) and (not kinds or t["kind"] in kinds)
    ]
    if not limit:
        return picked
    by_kind: dict[str, list[dict]] = {}
    for t in picked:
        by_kind.setdefault(t["kind"], []).append(t)
    turns = [t for group in zip_longest(*by_kind.values()) for t in group if t is not None]
    return turns[:limit]


class PromptHook:
    """The prompt hook as the daemon runs it: the host's adapter, the hook layer, the
    recall operation through the dispatcher as the hook's actor, at the configured budget."""

    def __init__(self, mind) -> None:
        from mgimind.hooks.events import HookEvents

        from mgimind.hostapi import get_host

        self.view = mind.as_identity(f"hook:{HOST}")
        self.hook_events = HookEvents()
        self.adapter = get_host(HOST)
        self.failures = HookFailures()

    def ask(self, prompt: str, session_id: str) -> str:
        """The recall text the hook injects for `prompt` in a new session ("" = nothing)."""
        payload = {
            "hook_event_name": "UserPromptSubmit",
            "session_id": session_id,
            "prompt": prompt,
        }
        root = logging.getLogger()
        root.addHandler(self.failures)
        try:
            out = self.hook_events.handle_hook(self.view, self.adapter, "prompt", payload)
        finally:
            root.removeHandler(self.failures)
        if self.failures.seen:
            raise RuntimeError(f"the prompt hook failed: {self.failures.seen[0]}")
        stdout = out.get("stdout") or ""
        if not stdout:
            return ""
        context = json.loads(stdout)["hookSpecificOutput"]["additionalContext"]
        return context.removesuffix(FRAME_END)


def measure(timelines: list[dict], progress: bool = True) -> dict:
    """Every timeline through the product: per-question and per-unrelated-prompt rows."""
    import mgimind
    from benchmark.retrieval.cli import make_embedder
    from mgimind.config import Config
    from mgimind.engine.mind import Mind

    embedder = make_embedder(CACHE, None)
    budget = Config().recall.budget_chars
    rows, unrelated, ms = [], [], []
    started = time.perf_counter()
    for n, t in enumerate(timelines, 1):
        with tempfile.TemporaryDirectory(prefix="mgimind-scenario-") as home:
            mind = Mind(home, config=Config(), embedder=embedder, actor="benchmark")
            try:
                for item in t["items"]:
                    mind.memories.add(item["text"], metadata={"occurred_at": item["occurred_at"]})
                hook = PromptHook(mind)
                memory = "\n".join(i["text"] for i in t["items"])
                for k, q in enumerate(t["questions"]):
                    t0 = time.perf_counter()
                    text = hook.ask(q["q"], f"{t['id']}-q{k}")
                    ms.append((time.perf_counter() - t0) * 1000)
                    row = {"id": t["id"], "kind": q["kind"], "split": t["split"], "q": q["q"]}
                    row["items_stored"] = len(t["items"])
                    row["product"] = {**score(text, q, memory), "text": text}
                    row["unmarked"] = score(without_superseded(text), q, memory)
                    for name, count in BASELINES.items():
                        row[name] = score(latest(t["items"], count, budget), q, memory)
                    rows.append(row)
                for k, prompt in enumerate(t["unrelated"]):
                    text = hook.ask(prompt, f"{t['id']}-u{k}")
                    unrelated.append(
                        {
                            "id": t["id"],
                            "split": t["split"],
                            "prompt": prompt,
                            "nonempty": bool(text),
                        }
                    )
            finally:
                mind.close()
        if progress and n % 20 == 0:
            print(
                f"  {n}/{len(timelines)} timelines, {time.perf_counter() - started:.0f} s",
                file=sys.stderr,
            )
    return {
        "source": str(Path(mgimind.__file__).resolve().parents[1]),
        "budget": budget,
        "rows": rows,
        "unrelated": unrelated,
        "recall_ms": sorted(ms),
        "seconds": round(time.perf_counter() - started, 1),
    }
