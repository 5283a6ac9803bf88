"""Where a model puts the product's cosine thresholds, measured on LoCoMo (BENCHMARKS.md).

    python -m benchmark.retrieval.calibrate [--models A,B] [--questions 300]

For each model, on the same questions and chunks: a question's best chunk in an unrelated
conversation and in its own; a chunk and its nearest non-adjacent chunk; a chunk and itself
with 5% / 15% of its words dropped. Then, for every model after the first, the cut that
lets through the same share as the first model's calibrated threshold does (recall floor:
unrelated best matches above it; low novelty: nearest distinct chunks above it; near
duplicate: the 10th percentile of a chunk with 5% of its words dropped).
"""

from __future__ import annotations

import argparse
import random

import numpy as np

from mgimind.config import EmbeddingConfig
from mgimind.config.calibration import calibrated_cosines
from mgimind.text.chunking import chunk_text

from .cache import DEFAULT_CACHE, SqliteEmbeddingCache
from .cli import make_embedder
from .data import DEFAULT_DATA, load_locomo


def measure(embedder, conversations, questions, rng_seed: int) -> dict[str, np.ndarray]:
    vecs = {key: np.stack(embedder.embed(chunks)) for key, chunks in conversations.items()}
    keys = list(conversations)
    unrelated, own = [], []
    for q in questions:
        v = embedder.embed_query(q.question)
        other = keys[(keys.index(q.haystack) + 1) % len(keys)]
        own.append(float((vecs[q.haystack] @ v).max()))
        unrelated.append(float((vecs[other] @ v).max()))
    rng = random.Random(rng_seed)
    nearest, dropped5, dropped15 = [], [], []
    for key in keys:
        sims = vecs[key] @ vecs[key].T
        for i in rng.sample(range(len(sims)), min(30, len(sims))):
            row = sims[i].copy()
            row[max(0, i - 1) : i + 2] = -1  # itself and its overlapping neighbours
            nearest.append(float(row.max()))
            words = conversations[key][i].split()
            for share, out in ((0.05, dropped5), (0.15, dropped15)):
                keep = [w for w in words if rng.random() >= share]
                out.append(float(embedder.embed([" ".join(keep)])[0] @ vecs[key][i]))
    return {
        k: np.array(v)
        for k, v in (
            ("unrelated", unrelated),
            ("own", own),
            ("nearest", nearest),
            ("dropped5", dropped5),
            ("dropped15", dropped15),
        )
    }


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument(
        "--models",
        default="sentence-transformers/all-MiniLM-L6-v2,"
        "sentence-transformers/all-MiniLM-L6-v2@int8",
    )
    ap.add_argument("--questions", type=int, default=300)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    questions = load_locomo(DEFAULT_DATA)
    size, overlap = 500, 75
    conversations: dict[str, list[str]] = {}
    for q in questions:
        if q.haystack not in conversations:
            conversations[q.haystack] = [
                c.text for s in q.sessions for c in chunk_text(s.text, size, overlap)
            ]
    sample = random.Random(args.seed).sample(questions, args.questions)
    models = args.models.split(",")
    stats = {}
    for model in models:
        embedder = make_embedder(DEFAULT_CACHE, None, model)
        assert isinstance(embedder.cache, SqliteEmbeddingCache)
        stats[model] = measure(embedder, conversations, sample, args.seed)
        s = stats[model]
        print(f"{model} ({EmbeddingConfig(model=model).model}):")
        print(
            f"  unrelated best p50/p90 {np.percentile(s['unrelated'], 50):.3f} / "
            f"{np.percentile(s['unrelated'], 90):.3f}; own best p10/p50 "
            f"{np.percentile(s['own'], 10):.3f} / {np.percentile(s['own'], 50):.3f}"
        )
        print(
            f"  nearest non-adjacent p50/p99 {np.percentile(s['nearest'], 50):.3f} / "
            f"{np.percentile(s['nearest'], 99):.3f}; 5% / 15% words dropped p10 "
            f"{np.percentile(s['dropped5'], 10):.4f} / {np.percentile(s['dropped15'], 10):.4f}"
        )
    first = calibrated_cosines(models[0])
    ref = stats[models[0]]
    floor_share = float((ref["unrelated"] > first.recall_floor).mean())
    novelty_share = float((ref["nearest"] > first.low_novelty).mean())
    for model in models[1:]:
        s = stats[model]
        print(f"{model} matched to {models[0]}'s calibration:")
        print(
            f"  recall floor {np.percentile(s['unrelated'], 100 * (1 - floor_share)):.3f} "
            f"({100 * floor_share:.0f}% of unrelated best matches pass "
            f"{first.recall_floor}); in force: {calibrated_cosines(model).recall_floor}"
        )
        print(
            f"  low novelty {np.percentile(s['nearest'], 100 * (1 - novelty_share)):.3f} "
            f"({100 * novelty_share:.1f}% of nearest distinct chunks above "
            f"{first.low_novelty}); in force: {calibrated_cosines(model).low_novelty}"
        )
        shift = np.percentile(s["dropped5"], 10) - np.percentile(ref["dropped5"], 10)
        print(
            f"  near duplicate / merge: 5%-dropped p10 moves by {shift:+.4f} "
            f"(in force: {calibrated_cosines(model).near_duplicate})"
        )
        both = [float(np.mean(np.abs(s[k] - ref[k]))) for k in ("unrelated", "own", "nearest")]
        print(
            f"  mean |difference| per measured cosine: unrelated {both[0]:.4f}, own "
            f"{both[1]:.4f}, nearest {both[2]:.4f}"
        )


if __name__ == "__main__":
    main()
