"""The recall floor across languages: does a prompt about a stored memory recall it, and
does a prompt about something never stored recall nothing?

Per language, a fresh home holds XQuAD's first 120 paragraphs (24 articles), one memory
each, added through the product's own path. Asked: questions on those paragraphs (the
memory is there: the recall should hold its paragraph) and questions on the other 120
paragraphs, other articles on other topics (nothing relevant is stored: the recall should
be empty). The recall is `mind.recall`, what the prompt hook injects.

    python -m benchmark.multilingual.recall_floor [--languages en,de,hi] [--questions 100]
    python -m benchmark.multilingual.recall_floor --model multilingual-e5 --split test
"""

from __future__ import annotations

import argparse
import random

from mgimind.config import DEFAULT_MODEL, Config, EmbeddingConfig

from ..retrieval.cache import DEFAULT_CACHE
from ..retrieval.cli import make_embedder
from .cli import ParagraphIndex, in_split, load

LANGUAGES = "en,de,es,ru,zh,ar,hi,vi,tr"
STORED = 120


def measure(index: ParagraphIndex, questions: list, stored: bool) -> dict[str, float]:
    """Shares of `questions` whose recall is empty, and holds the question's paragraph."""
    empty = holds = 0
    for _, paragraph, text in questions:
        recall = index.mind.recall(text)
        ids = {item.id for item in recall.items}
        empty += not recall.items
        holds += stored and any(index.paragraph_of.get(i) == paragraph for i in ids)
    n = max(len(questions), 1)
    return {"empty": 100 * empty / n, "holds": 100 * holds / n}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--languages", default=LANGUAGES)
    ap.add_argument("--questions", type=int, default=100, help="per language and kind")
    ap.add_argument("--model", default=DEFAULT_MODEL)
    ap.add_argument(
        "--split",
        choices=("all", "tune", "test"),
        default="all",
        help="questions of one half (the floors by language are chosen on tune)",
    )
    args = ap.parse_args(argv)
    data = load()
    embedder = make_embedder(DEFAULT_CACHE, None, args.model)
    config = Config(embedding=EmbeddingConfig(model=args.model))
    print(f"model {args.model}; {STORED} paragraphs stored per language; recall = mind.recall")
    print("| language | stored: recall holds it | stored: empty | not stored: empty |")
    print("|---|---|---|---|")
    for lang in args.languages.split(","):
        rng = random.Random(7)
        paragraphs, questions = data[lang]["paragraphs"], data[lang]["questions"]
        questions = [q for q in questions if in_split(q[0], args.split)]
        on = [q for q in questions if q[1] < STORED]
        off = [q for q in questions if q[1] >= STORED]
        on, off = (
            rng.sample(on, min(args.questions, len(on))),
            rng.sample(off, min(args.questions, len(off))),
        )
        index = ParagraphIndex(paragraphs[:STORED], embedder, config)
        try:
            answered, unrelated = measure(index, on, True), measure(index, off, False)
        finally:
            index.close()
        print(
            f"| {lang} | {answered['holds']:.0f}% | {answered['empty']:.0f}% "
            f"| {unrelated['empty']:.0f}% |",
            flush=True,
        )


if __name__ == "__main__":
    main()
