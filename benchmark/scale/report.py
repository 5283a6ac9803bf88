"""The scale run as BENCHMARKS.md shows it: a cost table and a quality table per
checkpoint, and the cost curve as a plot (matplotlib, a dev extra)."""

from __future__ import annotations

import json
from pathlib import Path

SYSTEMS = ("mgimind", "bm25", "dense")
METRICS = ("any@1", "any@5", "all@10", "ndcg@10")


def _load(results: Path, indexed: Path | None) -> tuple[list[dict], dict | None]:
    rows = json.loads(results.read_text())["checkpoints"]
    return rows, json.loads(indexed.read_text()) if indexed else None


def _ms(d: dict | None) -> str:
    return f"{d['p50_ms']:.0f} / {d['p95_ms']:.0f}" if d else "-"


def _start(d: dict | None) -> str:
    return f"{d['seconds']:.1f}" if d and d.get("seconds") is not None else "-"


def _cost_row(label: str, points: int, disk: float, ingest: str, d: dict) -> str:
    busy = d["hook_busy"]
    return (
        f"| {label} | {points:,} | {disk:,.0f} | {ingest} | {d['rss']['rss_mib']:,.0f} | "
        f"{_start(d.get('start_cold'))} / {_start(d['start_warm'])} | {_ms(d['hook_idle'])} | "
        f"{_ms(busy)} ({busy['fail_opens']}) | {_ms(d['search'])} | "
        f"{d['briefing']['p50_ms']:.0f} ms, {d['briefing']['printed_chars']} chars |"
    )


def markdown(results: Path, indexed: Path | None = None) -> str:
    rows, after = _load(results, indexed)
    lines = [
        "| store | points | disk MiB | ingest chunks/s (texts embedded cold) | RSS MiB | "
        "start s cold / warm | hook p50 / p95 ms idle | hook p50 / p95 ms writing "
        "(fail-opens) | search p50 / p95 ms | briefing |",
        "|---" * 10 + "|",
    ]
    for r in rows:
        i = r["ingest"]
        ingest = f"{i['chunks_per_s']:.0f} ({i['embedded_cold']:,})"
        label = f"{r['mark']:.0%}: {r['sessions']:,} sessions"
        lines.append(_cost_row(label, r["points"], r["disk_mib"], ingest, r["daemon"]))
    if after:
        last = rows[-1]
        label = f"{last['mark']:.0%}, indexed at close ({after['index_s']:.0f} s)"
        lines.append(_cost_row(label, last["points"], after["disk_mib"], "-", after["daemon"]))
    lines += [
        "",
        "| store | questions asked | "
        + " | ".join(f"{s} {m}" for s in SYSTEMS for m in ("any@1", "any@5", "all@10", "NDCG@10"))
        + " |",
        "|---" * (2 + len(SYSTEMS) * len(METRICS)) + "|",
    ]
    for r in rows:
        q = r["quality"]
        cells = [f"{q['summary'][s]['overall'][m]:.1f}" for s in SYSTEMS for m in METRICS]
        lines.append(f"| {r['mark']:.0%} | {q['asked']} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def plot(
    results: Path, indexed: Path | None, out: Path, asked_again: list[Path] | None = None
) -> None:
    """The cost curve; `asked_again`: `quality` runs of homes of the pool (a later ranking),
    drawn on the quality panel at their store's size."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows, after = _load(results, indexed)
    x = [r["points"] / 1000 for r in rows]
    fig, axes = plt.subplots(2, 2, figsize=(10, 7))
    ax = axes[0][0]
    ax.plot(x, [r["daemon"]["rss"]["rss_mib"] for r in rows], "o-", label="daemon RSS")
    ax.axhline(1536, ls=":", c="grey", label="target 1.5 GB")
    ax.set_ylabel("MiB")
    ax = axes[0][1]
    for key, name in (("hook_idle", "hook p95 idle"), ("hook_busy", "hook p95 writing")):
        ax.plot(x, [r["daemon"][key]["p95_ms"] for r in rows], "o-", label=name)
    ax.plot(x, [r["daemon"]["search"]["p50_ms"] for r in rows], "o-", label="search p50")
    ax.axhline(60, ls=":", c="grey", label="hook p95 target (idle)")
    ax.set_ylabel("ms")
    ax = axes[1][0]
    for key, name in (("start_warm", "start-up warm"), ("start_cold", "start-up cold")):
        ys = [(r["daemon"].get(key) or {}).get("seconds") for r in rows]
        ax.plot(x, [y if y is not None else float("nan") for y in ys], "o-", label=name)
    ax.axhline(3, ls=":", c="grey", label="target 3 s warm")
    ax.set_ylabel("s to the first answered hook")
    ax = axes[1][1]
    for s in SYSTEMS:
        ys = [r["quality"]["summary"][s]["overall"]["any@5"] for r in rows]
        ax.plot(x, ys, "o-", label=f"{s} any@5")
    again = sorted(
        (json.loads(p.read_text()) for p in asked_again or []), key=lambda r: r["points"]
    )
    if again:
        ax.plot(
            [r["points"] / 1000 for r in again],
            [r["summary"]["mgimind"]["overall"]["any@5"] for r in again],
            "s",
            c="k",
            label="mgimind any@5, BM25 share by size",
        )
    ax.set_ylabel("% of questions asked")
    if after:
        d, last = after["daemon"], x[-1]
        axes[0][0].plot([last], [d["rss"]["rss_mib"]], "s", c="k", label="indexed")
        axes[0][1].plot([last], [d["hook_idle"]["p95_ms"]], "s", c="k", label="indexed")
        axes[0][1].plot([last], [d["search"]["p50_ms"]], "D", c="k", label="indexed search")
        axes[1][0].plot([last], [d["start_warm"]["seconds"]], "s", c="k", label="indexed")
    for ax in axes.flat:
        ax.set_xlabel("thousand points in the store")
        ax.grid(alpha=0.3)
        ax.legend(fontsize=7)
    run = rows[-1]["run"]
    fig.suptitle(f"One home, LongMemEval-S pooled; {run['cpu']}, {run['cpus']} CPUs shared")
    fig.tight_layout()
    fig.savefig(out, dpi=90)
