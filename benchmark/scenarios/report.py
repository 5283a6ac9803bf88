"""The figures of a run, per split, overall and per kind, for the product and the baselines."""

from __future__ import annotations

import statistics


def _pct(xs: list) -> float | None:
    return round(100 * sum(xs) / len(xs), 1) if xs else None


def _share(part: int, whole: int) -> float | None:
    return round(100 * part / whole, 1) if whole else None


def figures(result: dict, context: str, split: str = "both", kind: str | None = None) -> dict:
    """One context's figures ('product', 'unmarked': the product's without the items it
    marks superseded, 'last3', 'last5') over a split and kind."""
    rows = [
        r for r in result["rows"] if split in ("both", r["split"]) and kind in (None, r["kind"])
    ]
    pick = [r[context] for r in rows]
    held = [p for p in pick if p["needs_held"]]
    never = [p for r, p in zip(rows, pick, strict=True) if r["kind"] == "never_said"]
    stale = [p["stale"] for p in pick if p["stale"] is not None]
    chars = [p["chars"] for p in held] or [0]
    out = {
        "questions": len(rows),
        "needs": _share(sum(p["needs_found"] for p in held), sum(p["needs_held"] for p in held)),
        "stale": _pct(stale),
        "empty": _pct([p["empty"] for p in held]),
        "never_said": _pct([not p["empty"] for p in never]),
        "median": statistics.median(chars),
        "mean": round(statistics.fmean(chars)),
    }
    if context == "product" and kind is None:
        unrel = [u["nonempty"] for u in result["unrelated"] if split in ("both", u["split"])]
        out["unrelated"] = _pct(unrel)
    return out


HEAD = (
    f"{'context':24} {'n':>4} {'needs%':>7} {'stale%':>7} {'empty%':>7} {'never%':>7}"
    f" {'unrel%':>7} {'median':>7} {'mean':>6}"
)


def _line(name: str, f: dict) -> str:
    def show(x):
        return "-" if x is None else x

    return (
        f"{name:24} {f['questions']:>4} {show(f['needs']):>7} {show(f['stale']):>7}"
        f" {show(f['empty']):>7} {show(f['never_said']):>7} {show(f.get('unrelated')):>7}"
        f" {f['median']:>7} {f['mean']:>6}"
    )


def print_report(runs: dict[str, dict], splits: list[str], cpu: str) -> None:
    """runs: label -> result (the product's rows of each run; baselines from the last)."""
    last = list(runs.values())[-1]
    print(f"CPU: {cpu}; recall budget {last['budget']} chars")
    for label, result in runs.items():
        ms = result["recall_ms"] or [0.0]
        print(
            f"{label}: product from {result['source']}, {result['seconds']} s;"
            f" hook p50 {ms[len(ms) // 2]:.0f} ms, p95 {ms[int(len(ms) * 0.95)]:.0f} ms"
        )
    print(
        "needs%: needed facts in the context, of those memory holds; stale%: questions"
        " with a superseded value presented as current (of eligible); empty%: empty"
        " context though memory holds what is needed; never%: never-said questions with"
        " a non-empty context; unrel%: unrelated prompts with a non-empty context;"
        " median/mean: context characters (item text) on in-memory questions."
    )
    for split in splits:
        print(f"\n## {split}")
        print(HEAD)
        for label, result in runs.items():
            print(_line(f"product ({label})", figures(result, "product", split)))
            if "unmarked" in result["rows"][0]:
                print(_line("  superseded left out", figures(result, "unmarked", split)))
        for base in ("last3", "last5"):
            print(_line(base, figures(last, base, split)))
    kinds = sorted({r["kind"] for r in last["rows"]})
    split = splits[-1]
    print(f"\n## per kind ({split}): needs% / stale% / empty% (never_said: never%)")
    labels = [*(f"product ({x})" for x in runs), "last3", "last5"]
    print(f"{'kind':18} {'n':>3}  " + "  ".join(f"{x:>22}" for x in labels))
    for kind in kinds:
        cells, n = [], 0
        for label in labels:
            result = runs.get(label[9:-1], last)
            context = "product" if label.startswith("product") else label
            f = figures(result, context, split, kind)
            n = f["questions"]
            if kind == "never_said":
                cells.append(f"{'never ' + str(f['never_said']):>22}")
            else:
                stale = "-" if f["stale"] is None else f["stale"]
                cells.append(f"{f['needs']} / {stale} / {f['empty']}".rjust(22))
        print(f"{kind:18} {n:>3}  " + "  ".join(cells))


def _verdict(p: dict) -> tuple:
    """What a question's context got right, comparable between runs (higher is better)."""
    return (
        p["needs_found"],
        p["stale"] is not True,
        not p["empty"] if p["needs_held"] else p["empty"],
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
            f"{k} {was[k]}->{now[k]}" for k in ("needs_found", "stale", "empty") if was[k] != now[k]
        )
        print(f"  worse  {a['id']:22} {a['q'][:56]!r}: {what}")
