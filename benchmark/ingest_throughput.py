"""Ingest throughput in chunks per second, next to plain fastembed in the same run.

    .venv/bin/python -m benchmark.ingest_throughput [--chunks 512] [--data PATH]

Measures on real 500-character chunks (LongMemEval-S haystack sessions, chunked as mgimind
chunks them), cold caches each time:
  fastembed   plain fastembed TextEmbedding, batch 64 (the previous mgimind path)
  embedder    mgimind's Embedder (onnxruntime direct, length-sorted small batches) on MiniLM
              fp32 (the default)
  session 4   MiniLM@int8 as session 4 derived and ran it (the export's own graph requantized,
              batches of 4, onnxruntime's SkipLayerNormalization): the baseline
  MiniLM@int8 as it is now: the graph rebuilt in fused operators, activations smoothed, one
              text per run (and its vectors' cosine to the fp32 ones)
  bge-small   the same Embedder on the other offline model (bge-small-en-v1.5, int8)
  ingest      the full write path: Mind.memories.add (chunk, dense, BM25, upsert), with the
              session 4 int8 graph, with MiniLM@int8 now and with fp32 (the default); the
              last two also with session 5's write path (each store write flushed on its
              own: one flush per 128 points, then one for chunk 0), the baseline of the
              one flush per add now
  re-ingest   the same texts into a fresh store with a warm embedding cache: the write
              path alone, with session 5's writes and with today's
and the cosine between fastembed's vectors and the Embedder's (they should be identical).
"""

from __future__ import annotations

import argparse
import functools
import gzip
import json
import os
import tempfile
import time
from pathlib import Path

import numpy as np

from mgimind.chunking import chunk_text
from mgimind.config import Config, EmbeddingConfig
from mgimind.embeddings import Embedder, OnnxEncoder
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


def session4_int8(cache: Path, threads: int) -> OnnxEncoder:
    """MiniLM@int8 as session 4 derived and ran it: the export's graph folded, fused by
    onnxruntime's transformer optimizer and requantized per channel; batches of 4; the
    session free to fuse SkipLayerNormalization."""
    import onnxruntime as ort
    from onnxruntime.quantization import QuantType, quantize_dynamic
    from onnxruntime.transformers.optimizer import optimize_model

    shipped = MINILM.directory(cache)
    target = cache / "session4-int8"
    target.mkdir(exist_ok=True)
    folded, fused = target / "folded.onnx", target / "fused.onnx"
    options = ort.SessionOptions()
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_BASIC
    options.optimized_model_filepath = str(folded)
    ort.InferenceSession(str(shipped / "model.onnx"), options, providers=["CPUExecutionProvider"])
    optimize_model(
        str(folded), model_type="bert", num_heads=12, hidden_size=384, opt_level=0
    ).save_model_to_file(str(fused))
    quantize_dynamic(fused, target / "model.onnx", weight_type=QuantType.QInt8, per_channel=True)
    (target / "tokenizer.json").symlink_to(shipped / "tokenizer.json")
    encoder = OnnxEncoder(target, threads, batch=4)
    options = encoder.session.get_session_options()
    encoder.session = ort.InferenceSession(
        str(target / "model.onnx"), options, providers=["CPUExecutionProvider"]
    )
    return encoder


def flush_per_write(mind, points) -> None:
    """Session 5's `Memories._write`: the same writes in the same order (batches of 128,
    then chunk 0), each flushed before it returns."""
    from mgimind.memories import WRITE_BATCH

    rest = points[1:]
    for i in range(0, len(rest), WRITE_BATCH):
        with mind.write_lock:
            mind.store.upsert(rest[i : i + WRITE_BATCH])
    with mind.write_lock:
        mind.store.upsert(points[:1])


def session4_embedder(threads: int) -> Embedder:
    e = Embedder(
        EmbeddingConfig(model=MINILM_INT8.name, threads=threads),
        Path(tempfile.mkdtemp(prefix="emb-")),
    )
    e.model_name += " (session 4 graph)"  # its own cache keys
    e._model = session4_int8(e.cache_dir, threads)
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

    emb = Embedder(fp32_cfg, Path(tempfile.mkdtemp(prefix="emb-")))
    emb.embed(["warm up"])
    ours, t_emb, cpu = timed(lambda: np.array(emb.embed(chunks)))
    cos = (ours * base).sum(axis=1)
    print(
        f"Embedder, MiniLM fp32   {n / t_emb:7.1f} chunks/s   x{t_fe / t_emb:.2f}"
        + cpu_note(cpu, n)
        + f"   cosine vs fastembed min {cos.min():.6f} mean {cos.mean():.6f}"
    )

    # The graphs are derived before the clock starts (at first load, in the product).
    for label, make in (
        ("MiniLM@int8, session 4", lambda: session4_embedder(args.threads)),
        ("MiniLM@int8 now", lambda: Embedder(cfg, Path(tempfile.mkdtemp(prefix="emb-")))),
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
        if "MiniLM" in label:  # the same model: how far int8 moves its vectors
            cos = (vectors * ours).sum(axis=1)
            agreement = f"   cosine vs fp32 min {cos.min():.4f} mean {cos.mean():.4f}"
        print(
            f"Embedder, {label:22s} {n / t_other:6.1f} chunks/s   x{t_fe / t_other:.2f}"
            + cpu_note(cpu, n)
            + agreement
        )


def ingest_rows(args, sessions, n, cfg, fp32_cfg) -> None:
    """The full write path, cold, each row in turn; with --rounds, the rows again in the
    same order (so a neighbour's load falls on every row alike), then each row's median."""
    from mgimind.mind import Mind

    fp32_dir, int8_dir = (Path(tempfile.mkdtemp(prefix="emb-")) for _ in range(2))
    s4 = session4_embedder(args.threads)
    rates: dict[str, list[float]] = {}
    for _ in range(args.rounds):
        s4._memory.clear()  # its graph is derived once; its vectors are cold every round
        warm = Embedder(cfg, int8_dir)
        for label, embedder, per_write in (
            ("ingest, session 4 int8", s4, False),
            ("ingest, fp32, session 5 writes", Embedder(fp32_cfg, fp32_dir), True),
            ("ingest, fp32 (default)", Embedder(fp32_cfg, fp32_dir), False),
            ("ingest, int8, session 5 writes", Embedder(cfg, int8_dir), True),
            ("ingest, MiniLM@int8 now", warm, False),
            ("re-ingest, session 5 writes", warm, True),
            ("re-ingest (warm cache)", warm, False),
        ):
            embedder.embed(["warm up"])
            with tempfile.TemporaryDirectory() as home:
                mind = Mind(home, config=Config(embedding=embedder.config), embedder=embedder)
                if per_write:
                    mind.memories._write = functools.partial(flush_per_write, mind)
                _, t, cpu = timed(lambda: [mind.memories.add(s) for s in sessions])  # noqa: B023
                mind.close()
            rates.setdefault(label, []).append(n / t)
            print(
                f"{label:30s} {n / t:7.1f} chunks/s"
                + cpu_note(cpu, n)
                + f"   (Mind.memories.add, {len(sessions)} sessions)",
                flush=True,
            )
    if args.rounds > 1:
        print(f"median of {args.rounds} rounds:")
        for label, values in rates.items():
            print(f"{label:30s} {float(np.median(values)):7.1f} chunks/s")


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
