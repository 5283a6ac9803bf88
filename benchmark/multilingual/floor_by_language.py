"""Where a dense model's recall floor falls in each language: the cosine a prompt needs with
a stored memory for the prompt hook to recall it.

Per language, a fresh home holds XQuAD's first 120 paragraphs, one memory each, added
through the product's path. For a question about a stored paragraph, the recall should
hold it: its paragraph's best chunk cosine must clear the floor. For a question about one
of the other 120 paragraphs (never stored), the recall should be empty: the best cosine
over everything stored must stay under it. The floor of a language is the one that gets
most of both right on the tuning half (`--split tune`, the same hash of the question id
as `python -m benchmark.multilingual`); `--floors` scores given floors on a split.

    python -m benchmark.multilingual.floor_by_language --model multilingual-e5 --split tune
    python -m benchmark.multilingual.floor_by_language --model multilingual-e5 --split test \\
        --floors en=0.81,hi=0.86
"""

from __future__ import annotations

import argparse

import numpy as np

from mgimind.config import Config, EmbeddingConfig
from mgimind.config.calibration import calibrated_cosines
from mgimind.store.base import DENSE, Arm, Eq, where

from ..retrieval.cache import DEFAULT_CACHE
from ..retrieval.cli import make_embedder
from .cli import LANGUAGES, ParagraphIndex, in_split, load

STORED = 120
GRID = np.round(np.arange(0.70, 0.951, 0.005), 3)


def cosines(index: ParagraphIndex, questions: list, stored: bool) -> np.ndarray:
    """Per question: its paragraph's best cosine (`stored`), else the best over all."""
    mind, out = index.mind, []
    for _, paragraph, text in questions:
        vector = [float(x) for x in mind.embedder.embed_query(text)]
        hits = mind.store.query([Arm(DENSE, vector, 40)], where(Eq("kind", "memory")), 40)
        if stored:
            gold = [
                h.score for h in hits if index.paragraph_of[h.payload["memory_id"]] == paragraph
            ]
            out.append(max(gold, default=-1.0))
        else:
            out.append(max((h.score for h in hits), default=-1.0))
    return np.array(out)


def scores(on: np.ndarray, off: np.ndarray, floor: float) -> tuple[float, float]:
    """(% of stored questions recalled, % of unrelated ones left empty) at `floor`."""
    return 100 * float((on >= floor).mean()), 100 * float((off < floor).mean())


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model", default="multilingual-e5")
    ap.add_argument("--languages", default=",".join(LANGUAGES))
    ap.add_argument("--split", choices=("all", "tune", "test"), default="tune")
    ap.add_argument("--floors", default="", help="lang=floor,... to score instead of choosing")
    args = ap.parse_args(argv)
    given = dict(kv.split("=") for kv in args.floors.split(",") if kv)
    data = load()
    embedder = make_embedder(DEFAULT_CACHE, None, args.model)
    config = Config(embedding=EmbeddingConfig(model=args.model))
    print(f"model {args.model}; split {args.split}; {STORED} paragraphs stored per language")
    model_floor = calibrated_cosines(config.embedding.model).recall_floor
    print(
        "| language | floor | stored: recalled | unrelated: empty "
        f"| at the model's floor {model_floor} | unrelated: median best cosine |"
    )
    print("|---|---|---|---|---|---|")
    for lang in args.languages.split(","):
        questions = [q for q in data[lang]["questions"] if in_split(q[0], args.split)]
        index = ParagraphIndex(data[lang]["paragraphs"][:STORED], embedder, config)
        try:
            on = cosines(index, [q for q in questions if q[1] < STORED], True)
            off = cosines(index, [q for q in questions if q[1] >= STORED], False)
        finally:
            index.close()
        if lang in given:
            floor = float(given[lang])
        else:  # the most right on both sides; the lowest such floor
            floor = float(max(GRID, key=lambda f: (sum(scores(on, off, f)), -f)))
        held, empty = scores(on, off, floor)
        was_held, was_empty = scores(on, off, model_floor)
        print(
            f"| {lang} | {floor:.3f} | {held:.1f} ({len(on)}) | {empty:.1f} ({len(off)}) "
            f"| {was_held:.1f} / {was_empty:.1f} | {float(np.median(off)):.3f} |",
            flush=True,
        )


if __name__ == "__main__":
    main()
