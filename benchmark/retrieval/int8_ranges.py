"""Measure the activation ranges MiniLM@int8 is smoothed with
(mgimind/encoders/minilm_int8_ranges.json).

    python -m benchmark.retrieval.int8_ranges README.md ../shared/DESIGN.md ../shared/STYLE.md

Runs the rebuilt fp32 graph (`_bert_graph`, unsmoothed) over the first 200 chunks of the
given text files, one chunk per run as the encoder embeds, and records each weight
product's per-input-channel maximum of |x|. Calibration text is deliberately not benchmark
data: mgimind's own documentation (measured with LongMemEval chunks instead, the vectors
differ by 0.0003 in mean cosine to fp32).
"""

from __future__ import annotations

import argparse
import json
import tempfile
from pathlib import Path

import numpy as np

from mgimind.encoders.offline_models import INT8_RANGES, MINILM, _bert_graph, _bert_weights
from mgimind.text.chunking import chunk_text


def main(argv=None) -> None:
    import onnx
    import onnxruntime as ort
    from onnx import helper
    from tokenizers import Tokenizer

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="+", type=Path)
    ap.add_argument("--chunks", type=int, default=200)
    args = ap.parse_args(argv)
    text = "\n".join(f.read_text() for f in args.files)
    chunks = [c.text for c in chunk_text(text, 500, 75)][: args.chunks]

    with tempfile.TemporaryDirectory() as tmp:
        shipped = MINILM.directory(Path(tmp))
        options = ort.SessionOptions()
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_BASIC
        options.optimized_model_filepath = str(Path(tmp) / "folded.onnx")
        ort.InferenceSession(
            str(shipped / "model.onnx"), options, providers=["CPUExecutionProvider"]
        )
        model = _bert_graph(_bert_weights(onnx.load(options.optimized_model_filepath)), 12)
        tokenizer = Tokenizer.from_file(str(shipped / "tokenizer.json"))
    tokenizer.enable_truncation(256)
    products = {n.name: n.input[0] for n in model.graph.node if n.op_type == "MatMul"}
    for source in dict.fromkeys(products.values()):
        model.graph.output.append(helper.make_tensor_value_info(source, 1, None))
    session = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    sources = list(dict.fromkeys(products.values()))
    amax: dict[str, np.ndarray] = {}
    for chunk in chunks:
        ids = np.array([tokenizer.encode(chunk).ids])
        feed = {"input_ids": ids, "attention_mask": np.ones_like(ids)}
        for source, x in zip(sources, session.run(sources, feed), strict=True):
            m = np.abs(x).reshape(-1, x.shape[-1]).max(axis=0)
            amax[source] = np.maximum(amax[source], m) if source in amax else m
    out = {
        "source_sha256": MINILM.files[0].sha256,
        "measured_on": f"the first {len(chunks)} chunks of "
        + ", ".join(f.name for f in args.files),
        "amax": {
            name: [float(f"{v:.4g}") for v in amax[source]] for name, source in products.items()
        },
    }
    INT8_RANGES.write_text(json.dumps(out, separators=(",", ":")) + "\n")
    print(f"{INT8_RANGES}: {len(products)} products from {len(chunks)} chunks")


if __name__ == "__main__":
    main()
