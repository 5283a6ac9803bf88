"""What reading many languages costs: ingest and search, default model against multilingual.

    .venv/bin/python -m benchmark.languages_cost [--chunks 1200] [--data PATH]

Rows, each on a fresh home with cold caches, the same texts for both models:
  bm25        the sparse arm alone per chunk: qdrant-edge's English Bm25 (the encoder before
              texts were analysed by language) and mgimind's `SparseEncoder` (language
              detection, the language's analyser and the English reading)
  ingest      the full write path, Mind.memories.add (chunk, dense, BM25, upsert), on
              LongMemEval-S sessions (English) and XQuAD's German paragraphs
  search      Mind.memories.search p50 / p95 over XQuAD questions (the query side of the
              prompt hook: embed the prompt, both arms, fuse), warm
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

import numpy as np
import qdrant_edge as qe

from mgimind.config import DEFAULT_MODEL, Config, EmbeddingConfig
from mgimind.config.calibration import MULTILINGUAL_MODEL
from mgimind.encoders.embeddings import Embedder
from mgimind.encoders.sparse import SparseEncoder
from mgimind.engine.mind import Mind
from mgimind.text.chunking import chunk_text

from .ingest_throughput import DEFAULT_DATA, _cpu_model, sample_sessions, timed
from .multilingual.cli import load


def sparse_rows(chunks: list[str]) -> None:
    english = qe.Bm25(qe.Bm25Config(language="english"))
    encoder = SparseEncoder()
    encoder.warm()
    _, _, cpu_old = timed(lambda: [english.embed_document(c) for c in chunks])
    _, _, cpu_new = timed(lambda: [encoder.document(c) for c in chunks])
    n = len(chunks)
    print(
        f"bm25 per chunk: English-only {1000 * cpu_old / n:.3f} ms cpu, "
        f"by language {1000 * cpu_new / n:.3f} ms cpu ({n} chunks)"
    )


def ingest_row(model: str, label: str, texts: list[str], threads: int) -> None:
    with tempfile.TemporaryDirectory(prefix="mgimind-cost-") as home:
        embedder = Embedder(EmbeddingConfig(model=model, threads=threads), Path(home) / "m")
        embedder.warm()
        mind = Mind(home, config=Config(embedding=embedder.config), embedder=embedder)
        try:
            computed = embedder.computed
            _, wall, cpu = timed(lambda: [mind.memories.add(t) for t in texts])
            n = embedder.computed - computed
        finally:
            mind.close()
    print(
        f"ingest {label:<22} {model.split('/')[-1]:<42} {n / wall:7.1f} chunks/s"
        f"   cpu {1000 * cpu / n:6.2f} ms/chunk ({n} chunks)"
    )


def search_row(model: str, paragraphs: list[str], questions: list[str], threads: int) -> None:
    with tempfile.TemporaryDirectory(prefix="mgimind-cost-") as home:
        embedder = Embedder(EmbeddingConfig(model=model, threads=threads), Path(home) / "m")
        embedder.warm()
        mind = Mind(home, config=Config(embedding=embedder.config), embedder=embedder)
        try:
            with mind.store.batch():
                for p in paragraphs:
                    mind.memories.add(p)
            mind.memories.search(questions[0], touch=False)
            seconds = []
            for q in questions:
                t0 = time.perf_counter()
                mind.memories.search(q, touch=False)
                seconds.append(time.perf_counter() - t0)
        finally:
            mind.close()
    p50, p95 = np.percentile(seconds, [50, 95]) * 1000
    print(
        f"search {model.split('/')[-1]:<42} p50 {p50:6.1f} ms  p95 {p95:6.1f} ms "
        f"({len(questions)} questions)"
    )


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--chunks", type=int, default=1200)
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--questions", type=int, default=200)
    args = ap.parse_args(argv)
    print(f"cpu: {_cpu_model()}, {args.threads} threads")
    sessions = sample_sessions(args.data, args.chunks)
    xquad = load()
    german = xquad["de"]["paragraphs"]
    sparse_rows([c.text for s in sessions for c in chunk_text(s, 500, 75)])
    sparse_rows([c.text for p in german for c in chunk_text(p, 500, 75)])
    for model in (DEFAULT_MODEL, MULTILINGUAL_MODEL):
        ingest_row(model, "LongMemEval (en)", sessions, args.threads)
        ingest_row(model, "XQuAD paragraphs (de)", german, args.threads)
    for lang in ("en", "de"):
        questions = [q[2] for q in xquad[lang]["questions"][: args.questions]]
        for model in (DEFAULT_MODEL, MULTILINGUAL_MODEL):
            print(f"[{lang}]", end=" ")
            search_row(model, xquad[lang]["paragraphs"], questions, args.threads)


if __name__ == "__main__":
    main()
