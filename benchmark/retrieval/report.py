"""Tables, the per-question JSON, and the paired comparison with the MGI-Mind reference."""

from __future__ import annotations

import json
from pathlib import Path

from .metrics import KS

COLUMNS = [f"any@{k}" for k in KS] + [f"all@{k}" for k in KS] + [f"ndcg@{k}" for k in KS]
REFERENCE = "reference/mgi-mind_v0143_e5fp16_rerank-on_per_question.json"


def table(title: str, summaries: dict[str, dict[str, dict[str, float]]]) -> str:
    """One row per (system, group): overall first, then each question type."""
    lines = [
        f"## {title}",
        "",
        "| system | group | n | " + " | ".join(COLUMNS) + " |",
        "|---|---|---|" + "---|" * len(COLUMNS),
    ]
    for system, groups in summaries.items():
        order = ["overall"] + sorted(g for g in groups if g != "overall")
        for g in order:
            row = groups[g]
            lines.append(
                f"| {system} | {g} | {int(row['n'])} | "
                + " | ".join(f"{row[c]:.1f}" for c in COLUMNS)
                + " |"
            )
    return "\n".join(lines)


def load_reference(data: Path) -> dict[str, dict]:
    path = data / REFERENCE
    if not path.exists():
        return {}
    return {r["question_id"]: r for r in json.loads(path.read_text())}


def paired(
    per_question: list[dict], reference: dict[str, dict], system: str = "mgimind", k: int = 1
) -> str:
    """Question-by-question any@k against MGI-Mind's own top-10 on the same questions."""
    both = only_ours = only_ref = neither = 0
    losses, wins = [], []
    for row in per_question:
        ref = reference.get(row["id"])
        if ref is None:
            continue
        gold = set(ref["gold"])
        ours = bool(gold & set(row["ranked"][system][:k]))
        theirs = bool(gold & set(ref["retrieved"][:k]))
        both += ours and theirs
        neither += not ours and not theirs
        if ours and not theirs:
            only_ours += 1
            wins.append(row["id"])
        if theirs and not ours:
            only_ref += 1
            losses.append(row["id"])
    n = both + only_ours + only_ref + neither
    if not n:
        return ""
    theirs_pct, ours_pct = 100 * (both + only_ref) / n, 100 * (both + only_ours) / n
    return (
        f"Paired with MGI-Mind v0.14.3 (any@{k}, n={n}): both hit {both}, only mgimind "
        f"{only_ours}, only MGI-Mind {only_ref}, neither {neither}. MGI-Mind "
        f"{theirs_pct:.1f} vs mgimind {ours_pct:.1f} on these questions.\n"
        f"  only MGI-Mind: {' '.join(losses[:40])}\n  only mgimind: {' '.join(wins[:40])}"
    )
