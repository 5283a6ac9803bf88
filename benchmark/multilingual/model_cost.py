"""What each dense model costs to load and run, one model per fresh process.

    .venv/bin/python -m benchmark.multilingual.model_cost [--paragraphs 60] [--questions 40]

Per model, on one thread: the load (wall and CPU, to the first vector), CPU ms per stored
chunk (XQuAD German paragraphs cut as the product cuts them, no cache), CPU ms per query,
and the process's peak RSS. CPU time, not wall time, so other jobs on a shared machine
weigh less on the figures.
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import time

from mgimind.config import DEFAULT_MODEL, E5_MODEL, MULTILINGUAL_MODEL, EmbeddingConfig

MODELS = (DEFAULT_MODEL, MULTILINGUAL_MODEL, E5_MODEL)


def measure(model: str, paragraphs: int, questions: int) -> dict:
    """The figures for `model`, in this process (call it in a fresh one)."""
    from mgimind.encoders.embeddings import Embedder
    from mgimind.text.chunking import chunk_text

    from ..retrieval.cache import DEFAULT_CACHE
    from .cli import load

    data = load()["de"]
    chunks = [c.text for p in data["paragraphs"][:paragraphs] for c in chunk_text(p, 500, 75)]
    asked = [q[2] for q in data["questions"][:questions]]
    # The benchmarks' model folder: MiniLM@int8's derived graph is made there once, as in a
    # home's, and its load here is a load, not the derivation.
    models = DEFAULT_CACHE.parent / "models"
    embedder = Embedder(EmbeddingConfig(model=model, threads=1), models)
    wall, cpu = time.perf_counter(), time.process_time()
    embedder.embed_query("warm up")
    embedder.embed(["warm up"])
    load_wall, load_cpu = time.perf_counter() - wall, time.process_time() - cpu
    cpu = time.process_time()
    embedder.embed(chunks)
    chunk_cpu = (time.process_time() - cpu) / len(chunks)
    cpu = time.process_time()
    for q in asked:
        embedder.embed_query(q)
    query_cpu = (time.process_time() - cpu) / len(asked)
    return {
        "model": model,
        "load_s": round(load_wall, 2),
        "load_cpu_s": round(load_cpu, 2),
        "chunks": len(chunks),
        "ms_per_chunk": round(1000 * chunk_cpu, 1),
        "ms_per_query": round(1000 * query_cpu, 1),
        "rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024),
    }


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--paragraphs", type=int, default=60)
    ap.add_argument("--questions", type=int, default=40)
    ap.add_argument("--one", help=argparse.SUPPRESS)  # the child process's model
    args = ap.parse_args(argv)
    if args.one:
        print(json.dumps(measure(args.one, args.paragraphs, args.questions)))
        return
    for model in MODELS:
        done = subprocess.run(
            [sys.executable, "-m", "benchmark.multilingual.model_cost", "--one", model]
            + ["--paragraphs", str(args.paragraphs), "--questions", str(args.questions)],
            capture_output=True,
            text=True,
            check=True,
        )
        print(done.stdout.strip().splitlines()[-1], flush=True)


if __name__ == "__main__":
    main()
