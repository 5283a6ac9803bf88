"""Ingest throughput in chunks per second, next to plain fastembed in the same run.

    .venv/bin/python -m benchmark.ingest_throughput [--chunks 512] [--data PATH] [--rounds N]

Measures on real 500-character chunks (LongMemEval-S haystack sessions, chunked as mgimind
chunks them), cold caches each time:
  fastembed   plain fastembed TextEmbedding, batch 64 (mgimind's first path)
  shipped     mgimind's Embedder on MiniLM fp32 running the shipped graph (a dynamo export:
              int8-stored weights multiplied in fp32, attention in ~25 plain nodes per
              layer): the baseline, the graph as the package ships it
  fp32        the same weights rebuilt in onnxruntime's fused operators at load, as fp32
              MiniLM runs now (and its vectors' cosine to the shipped graph's)
  MiniLM@int8 the default model (and its vectors' cosine to fp32); its
              queries run on the fp32 graph, its stored texts on this one
  bge-small   the same Embedder on the other offline model (bge-small-en-v1.5, int8)
  ingest      the full write path: Mind.memories.add (chunk, dense, BM25, statements,
              upsert), with the shipped fp32 graph, with fp32 rebuilt and with MiniLM@int8
              (the default), the default without the first-person statements (the
              write path before they were indexed), the default with a full flush
              of the engine for every write (before writes were made durable by the
              engine's log alone, see store/edge.py), and the default asking the
              language model of every chunk (before plainly English text was told by
              its words, see encoders/language.py)
  re-ingest   the same texts into a fresh store with a warm embedding cache: the write
              path alone (and again asking the language model of every chunk)
and the cosine between fastembed's vectors and the Embedder's (they should be identical).
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import tempfile
import time
from dataclasses import replace
from pathlib import Path
from unittest import mock

import numpy as np

from mgimind.config import Config, EmbeddingConfig
from mgimind.encoders import language
from mgimind.encoders.embeddings import Embedder
from mgimind.encoders.offline_models import BGE_SMALL, MINILM, MINILM_INT8
from mgimind.memory import memories
from mgimind.store import edge
from mgimind.text.chunking import chunk_text
from mgimind.text.statements import statements

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
        TextEmbedding.add_custom_model(
            model=name,
            pooling=PoolingType.MEAN,
            normalization=True,
            sources=ModelSource(hf="bench/offline"),
            dim=384,
            model_file="model.onnx",
        )
    except ValueError:
        pass
    path = MINILM.directory(Path(tempfile.mkdtemp(prefix="fe-")))
    return TextEmbedding(name, specific_model_path=str(path), threads=threads)


def shipped_embedder(threads: int, cache_dir: Path | None = None) -> Embedder:
    """MiniLM fp32 on the graph as shipped: not rebuilt at load."""
    e = Embedder(
        EmbeddingConfig(model=MINILM.name, threads=threads),
        cache_dir or Path(tempfile.mkdtemp(prefix="emb-")),
    )
    e.offline = replace(MINILM, fused=False)
    return e


def timed(fn):
    """fn's result, wall seconds and this process's CPU seconds. On a shared machine the
    wall-clock rate mostly measures the neighbours (the encoder's threads run niced); the
    CPU cost per chunk does not."""
    t0, c0 = time.perf_counter(), time.process_time()
    out = fn()
    return out, time.perf_counter() - t0, time.process_time() - c0


def cpu_note(cpu: float, n: int) -> str:
    return f"   cpu {1000 * cpu / n:5.2f} ms/chunk"


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--chunks", type=int, default=512)
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA)
    ap.add_argument("--threads", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--rounds", type=int, default=1, help="the ingest rows, this many times")
    ap.add_argument("--ingest-only", action="store_true", help="skip the embedding-only rows")
    args = ap.parse_args(argv)

    sessions = sample_sessions(args.data, args.chunks)
    chunks = [c.text for s in sessions for c in chunk_text(s, 500, 75)]
    n = len(chunks)
    print(
        f"{n} chunks from {len(sessions)} sessions, mean {np.mean([len(c) for c in chunks]):.0f}"
        f" chars, {args.threads} threads, cpu: {_cpu_model()}"
    )

    fp32_cfg = EmbeddingConfig(model=MINILM.name, threads=args.threads)
    cfg = EmbeddingConfig(model=MINILM_INT8.name, threads=args.threads)
    if not args.ingest_only:
        embedding_rows(args, chunks, fp32_cfg, cfg)
    ingest_rows(args, sessions, n, cfg, fp32_cfg)


def embedding_rows(args, chunks, fp32_cfg, cfg) -> None:
    n = len(chunks)
    fe = plain_fastembed(args.threads)
    list(fe.embed(chunks[:8]))
    base, t_fe, cpu = timed(lambda: np.array(list(fe.embed(chunks, batch_size=64))))
    print(f"fastembed batch 64      {n / t_fe:7.1f} chunks/s" + cpu_note(cpu, n))

    shipped = shipped_embedder(args.threads)
    shipped.embed(["warm up"])
    reference, t_ref, cpu = timed(lambda: np.array(shipped.embed(chunks)))
    cos = (reference * base).sum(axis=1)
    print(
        f"Embedder, {'fp32, shipped graph':22s} {n / t_ref:6.1f} chunks/s   x{t_fe / t_ref:.2f}"
        + cpu_note(cpu, n)
        + f"   cosine vs fastembed min {cos.min():.6f} mean {cos.mean():.6f}"
    )

    # The graphs are derived before the clock starts (at load, in the product).
    for label, make in (
        ("fp32, rebuilt", lambda: Embedder(fp32_cfg, Path(tempfile.mkdtemp()))),
        ("MiniLM@int8 (default)", lambda: Embedder(cfg, Path(tempfile.mkdtemp(prefix="emb-")))),
        (
            "bge-small int8",
            lambda: Embedder(
                EmbeddingConfig(model=BGE_SMALL.name, threads=args.threads),
                Path(tempfile.mkdtemp(prefix="emb-")),
            ),
        ),
    ):
        other = make()
        other.embed(["warm up"])
        vectors, t_other, cpu = timed(lambda: np.array(other.embed(chunks)))  # noqa: B023
        agreement = ""
        if "MiniLM" in label or "fp32" in label:  # the same model: how far it moves
            cos = (vectors * reference).sum(axis=1)
            agreement = f"   cosine vs shipped fp32 min {cos.min():.7f} mean {cos.mean():.7f}"
        print(
            f"Embedder, {label:22s} {n / t_other:6.1f} chunks/s   x{t_ref / t_other:.2f}"
            + cpu_note(cpu, n)
            + agreement
        )


def ingest_rows(args, sessions, n, cfg, fp32_cfg) -> None:
    """The full write path, cold, each row in turn; with --rounds, the rows again in the
    same order (so a neighbour's load falls on every row alike), then each row's median."""
    from mgimind.engine.mind import Mind

    shipped_dir, fp32_dir, int8_dir = (Path(tempfile.mkdtemp(prefix="emb-")) for _ in range(3))
    rates: dict[str, list[float]] = {}
    for _ in range(args.rounds):
        warm = Embedder(cfg, int8_dir)
        for label, embedder in (
            ("ingest, fp32, shipped graph", shipped_embedder(args.threads, shipped_dir)),
            ("ingest, fp32, rebuilt", Embedder(fp32_cfg, fp32_dir)),
            ("ingest, default, no statements", Embedder(cfg, Path(tempfile.mkdtemp()))),
            ("ingest, default, flush per write", Embedder(cfg, Path(tempfile.mkdtemp()))),
            ("ingest, default, language model always", Embedder(cfg, Path(tempfile.mkdtemp()))),
            ("ingest, MiniLM@int8 (default)", warm),
            ("re-ingest (warm cache)", warm),
            ("re-ingest, language model always", warm),
        ):
            embedder.embed(["warm up"])
            said = (lambda text: []) if "no statements" in label else statements
            every = 0.0 if "flush per write" in label else edge.FULL_FLUSH_EVERY_S
            glance = (lambda text: False) if "language" in label else language.plainly_english
            with (
                tempfile.TemporaryDirectory() as home,
                mock.patch.object(memories, "statements", said),
                mock.patch.object(edge, "FULL_FLUSH_EVERY_S", every),
                mock.patch.object(language, "plainly_english", glance),
            ):
                mind = Mind(home, config=Config(embedding=embedder.config), embedder=embedder)
                _, t, cpu = timed(lambda: [mind.memories.add(s) for s in sessions])  # noqa: B023
                mind.close()
            rates.setdefault(label, []).append(n / t)
            print(
                f"{label:40s} {n / t:7.1f} chunks/s"
                + cpu_note(cpu, n)
                + f"   (Mind.memories.add, {len(sessions)} sessions)",
                flush=True,
            )
    if args.rounds > 1:
        print(f"median of {args.rounds} rounds:")
        for label, values in rates.items():
            print(f"{label:40s} {float(np.median(values)):7.1f} chunks/s")


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
