"""How far each weight product's int8 error moves MiniLM@int8's vectors.

    python -m benchmark.retrieval.int8_sensitivity README.md ../shared/DESIGN.md ../shared/STYLE.md

Derives the int8 graph as `quantize_int8` does (smoothed, per channel) once with every
product in int8 and once per product with that product alone kept in fp32, and prints each
graph's cosine to the fp32 vectors on the chunks of the given files (mgimind's own
documentation: not benchmark data), one chunk per run as the encoder embeds.
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path

import numpy as np

from mgimind.encoders.embeddings import OnnxEncoder
from mgimind.encoders.offline_models import INT8_RANGES, MINILM, _bert_graph, _bert_weights
from mgimind.text.chunking import chunk_text


def main(argv=None) -> None:
    import onnx
    import onnxruntime as ort
    from onnxruntime.quantization import QuantType, quantize_dynamic

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="+", type=Path)
    args = ap.parse_args(argv)
    text = "\n".join(f.read_text() for f in args.files)
    chunks = [c.text for c in chunk_text(text, 500, 75)]

    tmp = Path(tempfile.mkdtemp(prefix="int8-sensitivity-"))
    shipped = MINILM.directory(tmp)
    options = ort.SessionOptions()
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_BASIC
    options.optimized_model_filepath = str(tmp / "folded.onnx")
    ort.InferenceSession(str(shipped / "model.onnx"), options, providers=["CPUExecutionProvider"])
    weights = _bert_weights(onnx.load(options.optimized_model_filepath))
    ranges = json.loads(INT8_RANGES.read_text())
    smooth = {name: np.array(v, dtype=np.float32) for name, v in ranges["amax"].items()}
    smoothed = tmp / "smoothed.onnx"
    model = _bert_graph(weights, 12, smooth)
    onnx.save(model, str(smoothed))
    products = [n.name for n in model.graph.node if n.op_type == "MatMul"]

    def encoder(name: str, fp32: list[str] | None) -> OnnxEncoder:
        folder = tmp / name
        folder.mkdir()
        (folder / "tokenizer.json").symlink_to(shipped / "tokenizer.json")
        if fp32 is None:  # the reference: the rebuilt graph, unquantized
            onnx.save(_bert_graph(weights, 12), str(folder / "model.onnx"))
        else:
            quantize_dynamic(
                smoothed,
                folder / "model.onnx",
                weight_type=QuantType.QInt8,
                per_channel=True,
                nodes_to_exclude=fp32,
                extra_options={"DefaultTensorType": onnx.TensorProto.FLOAT},
            )
        return OnnxEncoder(folder, 2, batch=1)

    def vectors(enc: OnnxEncoder) -> tuple[np.ndarray, float]:
        cpu = time.process_time()
        out = np.array(list(enc.embed(chunks)))
        return out, 1000 * (time.process_time() - cpu) / len(chunks)

    reference, ms = vectors(encoder("fp32", None))
    print(f"{len(chunks)} chunks; fp32 {ms:.1f} ms of CPU per chunk")
    print("graph | 1 - mean cosine (1e-4) | worst cosine | CPU ms per chunk")
    for i, fp32 in enumerate([[]] + [[p] for p in products]):
        v, ms = vectors(encoder(f"g{i}", fp32))
        cos = (v * reference).sum(axis=1)
        label = f"{fp32[0]} in fp32" if fp32 else "all int8"
        print(f"{label} | {1e4 * (1 - cos.mean()):.1f} | {cos.min():.4f} | {ms:.1f}", flush=True)


if __name__ == "__main__":
    main()
