"""The figures of a run, per split, overall, per kind and per store size, for the product
and the baselines."""

from __future__ import annotations

import statistics
from collections.abc import Callable

Keep = Callable[[dict], bool]
SIZES = {"5-20 items": (5, 20), "21-60 items": (21, 60), "61-200 items": (61, 200)}


def _pct(xs: list) -> float | None:
    return round(100 * sum(xs) / len(xs), 1) if xs else None


def _share(part: int, whole: int) -> float | None:
    return round(100 * part / whole, 1) if whole else None


def where(split: str, kind: str | None = None, size: tuple[int, int] | None = None) -> Keep:
    def keep(row: dict) -> bool:
        return (
            split in ("both", row["split"])
            and kind in (None, row["kind"])
            and (size is None or size[0] <= row["items_stored"] <= size[1])
        )

    return keep


def figures(result: dict, context: str, keep: Keep) -> dict:
    """One context's figures over the rows kept. context: 'product', 'unmarked' (the
    product's without the items it marks superseded), 'last3' or 'last5'."""
    rows = [r for r in result["rows"] if keep(r)]
    pick = [r[context] for r in rows]
    held = [p for p in pick if p["needs_held"]]
    # The never-said questions themselves: a never-said story's control question asks for
    # what memory holds (needs held), and a context is what it should get.
    never = [
        p
        for r, p in zip(rows, pick, strict=True)
        if r["kind"] == "never_said" and not p["needs_held"]
    ]
    chars = [p["chars"] for p in held] or [0]
    return {
        "questions": len(rows),
        "needs": _share(sum(p["needs_found"] for p in held), sum(p["needs_held"] for p in held)),
        "stale": _pct([p["stale"] for p in pick if p["stale"] is not None]),
        "empty": _pct([p["empty"] for p in held]),
        "marked": _pct([p.get("marked", False) for p in held]),
        "never_said": _pct([not p["empty"] for p in never]),
        "median": statistics.median(chars),
        "mean": round(statistics.fmean(chars)),
    }


def unrelated(result: dict, split: str) -> float | None:
    return _pct([u["nonempty"] for u in result["unrelated"] if split in ("both", u["split"])])


HEAD = (
    f"{'context':24} {'n':>4} {'needs%':>7} {'stale%':>7} {'empty%':>7} {'never%':>7}"
    f" {'unrel%':>7} {'marked%':>7} {'median':>7} {'mean':>6}"
)
LEGEND = (
    "needs%: needed facts in the context, of those memory holds; stale%: questions with a"
    " superseded value presented as current (of eligible); empty%: empty context though"
    " memory holds what is needed; never%: never-said questions with a non-empty context;"
    " unrel%: unrelated prompts with a non-empty context; marked%: questions whose needed"
    " item is marked superseded (a false mark); median/mean: characters of item"
    " text (no headers, no preamble) on in-memory questions."
)


def _show(x) -> str:
    return "-" if x is None else str(x)


def _line(name: str, f: dict, unrel: float | None = None) -> str:
    return (
        f"{name:24} {f['questions']:>4} {_show(f['needs']):>7} {_show(f['stale']):>7}"
        f" {_show(f['empty']):>7} {_show(f['never_said']):>7} {_show(unrel):>7}"
        f" {_show(f['marked']):>7} {f['median']:>7} {f['mean']:>6}"
    )


def _contexts(runs: dict[str, dict]) -> list[tuple[str, dict, str]]:
    """(label, result, context) of every row a table shows: each run's product, the
    baselines from the last run (they do not depend on the product)."""
    last = list(runs.values())[-1]
    out = [(f"product ({label})", result, "product") for label, result in runs.items()]
    return out + [("last3", last, "last3"), ("last5", last, "last5")]


def _breakdown(runs: dict[str, dict], title: str, groups: dict[str, Keep]) -> None:
    contexts = _contexts(runs)
    print(f"\n## {title}: needs% / stale% / empty% (never_said: never%)")
    print(f"{'':18} {'n':>3}  " + "  ".join(f"{label:>22}" for label, _, _ in contexts))
    for name, keep in groups.items():
        cells, n = [], 0
        for _, result, context in contexts:
            f = figures(result, context, keep)
            n = f["questions"]
            if name == "never_said":
                cells.append(f"never {_show(f['never_said'])}".rjust(22))
            else:
                cells.append(
                    f"{_show(f['needs'])} / {_show(f['stale'])} / {_show(f['empty'])}".rjust(22)
                )
        print(f"{name:18} {n:>3}  " + "  ".join(cells))


def print_report(runs: dict[str, dict], splits: list[str], cpu: str) -> None:
    """runs: label -> result of measure(), in order (before, then this tree)."""
    last = list(runs.values())[-1]
    print(f"CPU: {cpu}; recall budget {last['budget']} chars")
    for label, result in runs.items():
        ms = result["recall_ms"] or [0.0]
        print(
            f"{label}: product from {result['source']}, {result['seconds']} s;"
            f" hook p50 {ms[len(ms) // 2]:.0f} ms, p95 {ms[int(len(ms) * 0.95)]:.0f} ms"
        )
    print(LEGEND)
    for split in splits:
        print(f"\n## {split}")
        print(HEAD)
        for label, result, context in _contexts(runs):
            unrel = unrelated(result, split) if context == "product" else None
            print(_line(label, figures(result, context, where(split)), unrel))
            if context == "product":
                print(_line("  superseded left out", figures(result, "unmarked", where(split))))
    split = splits[-1]
    kinds = sorted({r["kind"] for r in last["rows"]})
    _breakdown(runs, f"per kind ({split})", {k: where(split, kind=k) for k in kinds})
    _breakdown(
        runs, f"per store size ({split})", {k: where(split, size=v) for k, v in SIZES.items()}
    )


def _verdict(p: dict) -> tuple:
    """What a question's context got right, comparable between runs (higher is better)."""
    return (
        p["needs_found"],
        p["stale"] is not True,
        not p["empty"] if p["needs_held"] else p["empty"],
        not p.get("marked", False),
    )


def print_changes(before: dict, after: dict, splits: list[str], show: int = 12) -> None:
    """Questions whose context got better or worse between two runs of the same rows."""
    pairs = [
        (b, a)
        for b, a in zip(before["rows"], after["rows"], strict=True)
        if splits[-1] in ("both", a["split"])
    ]
    worse = [(b, a) for b, a in pairs if _verdict(a["product"]) < _verdict(b["product"])]
    better = [(b, a) for b, a in pairs if _verdict(a["product"]) > _verdict(b["product"])]
    print(f"\n## changed questions ({splits[-1]}): {len(better)} better, {len(worse)} worse")
    for b, a in worse[:show]:
        was, now = b["product"], a["product"]
        what = ", ".join(
            f"{k} {was.get(k)}->{now.get(k)}"
            for k in ("needs_found", "stale", "empty", "marked")
            if was.get(k) != now.get(k)
        )
        print(f"  worse  {a['id']:22} {a['q'][:56]!r}: {what}")
