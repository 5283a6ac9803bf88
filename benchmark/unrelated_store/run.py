"""The store, the prompts and their scoring; __main__.py runs and reports them."""

from __future__ import annotations

import html
import re
import subprocess
import tempfile
import time
from pathlib import Path

from benchmark.scenarios.run import CACHE, REPO, PromptHook  # pins the product's source first
from benchmark.scenarios.score import items, split_of

STORE_REV = "b299425"
OUT = REPO / "benchmark" / ".cache" / "unrelated_store.json"
FIRST_WORDS = 8  # an item holds a commit when its first words run, in order, in the message
SEARCH_DEPTH = 5  # the related prompts' reference: the commit in search's first 5


def commits(rev: str = STORE_REV) -> list[dict]:
    """The commits reachable from rev, oldest first: hash, author date, message."""
    log = subprocess.run(
        ["git", "-C", str(REPO), "log", "--reverse", "--format=%H%x1f%aI%x1f%B%x1e", rev],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    out = []
    for record in log.split("\x1e"):
        if record.strip():
            sha, date, message = record.strip("\n").split("\x1f")
            out.append({"sha": sha, "date": date, "message": message.strip()})
    return out


def words(text: str) -> list[str]:
    """Lower-case letters and digits only, so the framing's escapes do not count."""
    return re.findall(r"[a-z0-9]+", text.lower())


def piece_of(text: str, message: str) -> bool:
    """The text is a piece of this message: its first words run, in order, in it."""
    first = words(html.unescape(text))[:FIRST_WORDS]  # the framing writes '<' as &lt;
    return bool(first) and f" {' '.join(first)} " in " " + " ".join(words(message)) + " "


def holds(context: str, message: str) -> bool:
    """An item of the context is a piece of this message."""
    return any(piece_of(body, message) for _, body in items(context))


def prompts(split: str, limit: int | None = None) -> list[dict]:
    """The split's prompts, unrelated then related (with `limit`, the first N of each)."""
    from benchmark.unrelated_store.prompts import RELATED, UNRELATED

    asked = [{"kind": "unrelated", "prompt": p, "commit": None} for p in UNRELATED]
    asked += [{"kind": "related", "prompt": p, "commit": c} for p, c in RELATED]
    picked = [
        {**a, "split": split_of(a["prompt"])}
        for a in asked
        if split in ("both", split_of(a["prompt"]))
    ]
    if not limit:
        return picked
    return [a for kind in ("unrelated", "related") for a in picked if a["kind"] == kind][
        : 2 * limit
    ]


def measure(asked: list[dict]) -> dict:
    """Build the store in a fresh home, ask every prompt in a session of its own."""
    import mgimind
    from benchmark import run_info
    from benchmark.retrieval.cli import make_embedder
    from mgimind.config import Config
    from mgimind.engine.mind import Mind

    history = commits()
    by_sha = {c["sha"]: c for c in history}
    embedder = make_embedder(CACHE, None)
    rows = []
    with tempfile.TemporaryDirectory(prefix="mgimind-unrelated-") as home:
        mind = Mind(home, config=Config(), embedder=embedder, actor="benchmark")
        try:
            t0 = time.perf_counter()
            for c in history:
                mind.memories.add(c["message"], metadata={"occurred_at": c["date"]})
            built = time.perf_counter() - t0
            hook = PromptHook(mind)
            for n, a in enumerate(asked):
                t1 = time.perf_counter()
                text = hook.ask(a["prompt"], f"unrelated-store-{n}")
                row = {**a, "ms": round((time.perf_counter() - t1) * 1000, 1)}
                row |= {"nonempty": bool(text), "chars": len(text), "items": len(items(text))}
                row["text"] = text
                if a["commit"]:
                    target = [c for sha, c in by_sha.items() if sha.startswith(a["commit"])]
                    assert len(target) == 1, f"{a['commit']} names {len(target)} commits"
                    row["message"] = target[0]["message"]
                    row["holds"] = holds(text, row["message"])
                rows.append(row)
            # The reference, after every hook call so no search touches what they read:
            # where search (not the recall) ranks the commit.
            for row in rows:
                if row["commit"]:
                    hits = mind.memories.search(row["prompt"], limit=SEARCH_DEPTH)
                    ranks = [k for k, h in enumerate(hits) if piece_of(h.text, row["message"])]
                    row["search_rank"] = ranks[0] + 1 if ranks else None
        finally:
            mind.close()
    return {
        "source": str(Path(mgimind.__file__).resolve().parents[1]),
        "run": run_info.describe(),
        "stored": len(history),
        "build_s": round(built, 1),
        "rows": rows,
    }


def figures(rows: list[dict]) -> dict:
    def pct(flags: list[bool]) -> float | None:
        return round(100 * sum(flags) / len(flags), 1) if flags else None

    unrel = [r for r in rows if r["kind"] == "unrelated"]
    rel = [r for r in rows if r["kind"] == "related"]
    chars = [r["chars"] for r in unrel]
    shown = [c for c in chars if c]
    return {
        "unrelated": len(unrel),
        "unrelated_nonempty": pct([r["nonempty"] for r in unrel]),
        "unrelated_mean_chars": round(sum(chars) / len(chars)) if chars else None,
        "unrelated_mean_chars_when_shown": round(sum(shown) / len(shown)) if shown else None,
        "related": len(rel),
        "related_holds": pct([r["holds"] for r in rel]),
        "related_nonempty": pct([r["nonempty"] for r in rel]),
        "related_search_first": pct([r["search_rank"] == 1 for r in rel]),
        "related_search_top": pct([r["search_rank"] is not None for r in rel]),
    }
