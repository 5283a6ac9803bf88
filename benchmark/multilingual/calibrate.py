"""A multilingual model's cosine thresholds, carried over from MiniLM's by rank.

    .venv/bin/python -m benchmark.multilingual.calibrate                     # USE
    .venv/bin/python -m benchmark.multilingual.calibrate multilingual-e5     # e5-small

On XQuAD's English text, each of MiniLM's thresholds is placed in the distribution of
MiniLM's cosines, and the multilingual model's threshold is its cosine at the same quantile
of the same pairs: the recall floor over 150 questions x 240 paragraphs; near-duplicate,
low-novelty and merge over each paragraph's first 500 characters against the same text with
5-15% of its words dropped and against the next paragraph. (mgimind/encoders/offline_models.py,
USE_MULTILINGUAL, E5_SMALL_Q4.)
"""

from __future__ import annotations

import random
import sys

import numpy as np

from mgimind.config import DEFAULT_MODEL, MODEL_ALIASES, MULTILINGUAL_MODEL
from mgimind.config.calibration import MINILM_COSINES

from ..retrieval.cache import DEFAULT_CACHE
from ..retrieval.cli import make_embedder
from .cli import load


def cosines(model: str, questions: list[str], chunks: list[str], shortened: list[str]):
    e = make_embedder(DEFAULT_CACHE, None, model)
    q = np.array([e.embed_query(t) for t in questions])
    c, s = np.array(e.embed(chunks)), np.array(e.embed(shortened))
    return (q @ c.T).ravel(), np.concatenate([(c * s).sum(1), (c[:-1] * c[1:]).sum(1)])


def main() -> None:
    model = MODEL_ALIASES.get(sys.argv[1], sys.argv[1]) if len(sys.argv) > 1 else MULTILINGUAL_MODEL
    rng = random.Random(0)
    english = load()["en"]
    questions = [q[2] for q in rng.sample(english["questions"], 150)]
    chunks = [p[:500] for p in english["paragraphs"]]

    def shorten(text: str) -> str:
        words = text.split()
        drop = set(rng.sample(range(len(words)), max(1, int(len(words) * rng.uniform(0.05, 0.15)))))
        return " ".join(w for i, w in enumerate(words) if i not in drop)

    shortened = [shorten(c) for c in chunks]
    base_q, base_high = cosines(DEFAULT_MODEL, questions, chunks, shortened)
    new_q, new_high = cosines(model, questions, chunks, shortened)
    for name, value in vars(MINILM_COSINES).items():
        base, new = (base_q, new_q) if name == "recall_floor" else (base_high, new_high)
        quantile = float((base < value).mean())
        print(
            f"{name:<18} MiniLM {value:.3f} (quantile {quantile:.3f}) -> "
            f"{float(np.quantile(new, quantile)):.3f}"
        )


if __name__ == "__main__":
    main()
