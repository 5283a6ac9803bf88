"""Every system of one or more recorded runs on the declared tuning split and the held-out
rest (LongMemEval sample questions 1-64 and LoCoMo conversations 1-3 are the tuning split).

    .venv/bin/python -m benchmark.retrieval.splits benchmark/results/locomo-*.json
"""

from __future__ import annotations

import json
import sys

from .ablate_names import tuning
from .metrics import aggregate, score_question

COLUMNS = ("any@1", "any@5", "all@10", "ndcg@10")


def main(argv=None) -> None:
    paths = argv if argv is not None else sys.argv[1:]
    questions = []
    for path in paths:
        with open(path) as f:
            questions += json.load(f)["questions"]
    tune = tuning(questions)
    print("| system | split | n | " + " | ".join(COLUMNS) + " |")
    print("|---|---|---|" + "---|" * len(COLUMNS))
    for system in questions[0]["ranked"]:
        for split, part in (
            ("tuning", [q for q in questions if q["id"] in tune]),
            ("held out", [q for q in questions if q["id"] not in tune]),
            ("all", questions),
        ):
            rows = [(q["type"], score_question(q["ranked"][system], q["gold"])) for q in part]
            overall = aggregate(rows)["overall"]
            cells = " | ".join(f"{overall[c]:.1f}" for c in COLUMNS)
            print(f"| {system} | {split} | {len(part)} | {cells} |")


if __name__ == "__main__":
    main()
