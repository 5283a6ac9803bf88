"""Ingest throughput in chunks per second, next to plain fastembed in the same run.

    .venv/bin/python -m benchmark.ingest_throughput [--chunks 512] [--data PATH]

Measures on real 500-character chunks (LongMemEval-S haystack sessions, chunked as mgimind
chunks them), cold caches each time:
  fastembed   plain fastembed TextEmbedding, batch 64 (the previous mgimind path)
  embedder    mgimind's Embedder (onnxruntime direct, length-sorted small batches)
  MiniLM@int8 the same Embedder on MiniLM with int8 matrix products (and its vectors' cosine
              to the fp32 ones)
  bge-small   the same Embedder on the other offline model (bge-small-en-v1.5, int8)
  ingest      the full write path: Mind.memories.add (chunk, dense, BM25, upsert)
  re-ingest   the same texts into a fresh store with a warm embedding cache
and the cosine between fastembed's vectors and the Embedder's (they should be identical).
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import tempfile
import time
from pathlib import Path

import numpy as np

from mgimind.chunking import chunk_text
from mgimind.config import Config, EmbeddingConfig
from mgimind.embeddings import Embedder
from mgimind.offline_models import BGE_SMALL, MINILM, MINILM_INT8

DEFAULT_DATA = Path(__file__).resolve().parents[2] / "shared" / "benchdata"


def sample_sessions(data: Path, want_chunks: int) -> list[str]:
    """Whole sessions (`role: content` per turn) until they make `want_chunks` chunks."""
    path = data / "longmemeval" / "longmemeval_s_cleaned.499of500.json.gz"
    with gzip.open(path, "rt") as f:
        first = json.load(f)[0]
    sessions, total = [], 0
    for turns in first["haystack_sessions"]:
        text = "\n".join(f"{t['role']}: {t['content']}" for t in turns)
        sessions.append(text)
        total += len(chunk_text(text, 500, 75))
        if total >= want_chunks:
            break
    return sessions


def plain_fastembed(threads: int):
    from fastembed import TextEmbedding
    from fastembed.common.model_description import ModelSource, PoolingType

    name = "bench/all-MiniLM-L6-v2-fastembed"
    try:
        TextEmbedding.add_custom_model(model=name, pooling=PoolingType.MEAN, normalization=True,
                                       sources=ModelSource(hf="bench/offline"), dim=384,
                                       model_file="model.onnx")
    except ValueError:
        pass
    path = MINILM.directory(Path(tempfile.mkdtemp(prefix="fe-")))
    return TextEmbedding(name, specific_model_path=str(path), threads=threads)


def timed(fn):
    t0 = time.perf_counter()
    out = fn()
    return out, time.perf_counter() - t0


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--chunks", type=int, default=512)
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA)
    ap.add_argument("--threads", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args(argv)

    sessions = sample_sessions(args.data, args.chunks)
    chunks = [c.text for s in sessions for c in chunk_text(s, 500, 75)]
    n = len(chunks)
    print(f"{n} chunks from {len(sessions)} sessions, mean {np.mean([len(c) for c in chunks]):.0f}"
          f" chars, {args.threads} threads, cpu: {_cpu_model()}")

    fe = plain_fastembed(args.threads)
    list(fe.embed(chunks[:8]))
    base, t_fe = timed(lambda: np.array(list(fe.embed(chunks, batch_size=64))))
    print(f"fastembed batch 64      {n / t_fe:7.1f} chunks/s")

    cfg = EmbeddingConfig(threads=args.threads)
    emb = Embedder(cfg, Path(tempfile.mkdtemp(prefix="emb-")))
    emb.embed(["warm up"])
    ours, t_emb = timed(lambda: np.array(emb.embed(chunks)))
    cos = (ours * base).sum(axis=1)
    print(f"Embedder (cold cache)   {n / t_emb:7.1f} chunks/s   x{t_fe / t_emb:.2f}   "
          f"cosine vs fastembed min {cos.min():.6f} mean {cos.mean():.6f}")
    # The other offline models: MiniLM with int8 matrix products (the graph derived at first
    # load, before the clock starts), and bge-small (int8, twice the layers; it ranks worse on
    # LongMemEval, see BENCHMARKS.md).
    for label, model in (("MiniLM@int8", MINILM_INT8), ("bge-small int8", BGE_SMALL)):
        other = Embedder(EmbeddingConfig(model=model.name, threads=args.threads),
                         Path(tempfile.mkdtemp(prefix="emb-")))
        other.embed(["warm up"])
        vectors, t_other = timed(lambda: np.array(other.embed(chunks)))  # noqa: B023
        agreement = ""
        if model is MINILM_INT8:  # the same model: how far int8 moves its vectors
            cos = (vectors * ours).sum(axis=1)
            agreement = f"   cosine vs fp32 min {cos.min():.4f} mean {cos.mean():.4f}"
        print(f"Embedder, {label:14s} {n / t_other:6.1f} chunks/s   x{t_fe / t_other:.2f}"
              + agreement)

    from mgimind.mind import Mind

    for label, embedder in (("ingest (cold cache)", Embedder(cfg, emb.cache_dir)),
                            ("re-ingest (warm cache)", emb)):
        embedder.embed(["warm up"])
        with tempfile.TemporaryDirectory() as home:
            mind = Mind(home, config=Config(embedding=cfg), embedder=embedder)
            t0 = time.perf_counter()
            for s in sessions:
                mind.memories.add(s)
            t = time.perf_counter() - t0
            mind.close()
        print(f"{label:23s} {n / t:7.1f} chunks/s   (Mind.memories.add, {len(sessions)} sessions)")


def _cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip() + f" x{os.cpu_count()}"
    except OSError:
        pass
    return "unknown"


if __name__ == "__main__":
    main()
