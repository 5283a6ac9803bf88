"""Run questions through mgimind's real ingest and search path, plus two baselines.

One index per haystack: a fresh Mind on a temporary home, each session added as one memory
(`Mind.memories.add`, so chunked, embedded and BM25-encoded exactly as a user's memory is).
A memory is a session, so the product's group-by-memory is the protocol's group-by-session.
The memory-id -> session-id map stays here in the harness; nothing about session ids or
answers reaches the store. The session's date goes in as metadata `occurred_at` (what a
host records for a conversation it stores).

Systems, all on the same index and chunks:
  mgimind   Mind.memories.search(question, limit=10): the product's ranking
  bm25      the BM25 arm alone, best chunk per session
  dense     the dense arm alone (cosine), best chunk per session
"""

from __future__ import annotations

import re
import tempfile
import time
import zlib
from dataclasses import dataclass, field, replace

from mgimind.config import Config
from mgimind.engine.mind import Mind
from mgimind.errors import SecretRefused
from mgimind.search.ranking import DEFAULT_PARAMS
from mgimind.store.base import DENSE, SPARSE, Arm, Eq, where

from .data import Question

DEPTH = 10  # rank at least this many distinct sessions
WITHOUT_STATEMENTS = replace(DEFAULT_PARAMS, statement_weight=0.0)
_NAME = re.compile(r"[A-Z][\w'-]*|\w*\d\w*")


def query_names(question: str) -> list[str]:
    """The names and codes a question holds: capitalised words other than its first,
    and words with digits (for the name-weighted sparse ablation)."""
    toks = question.split()
    words = [t.strip('?,.!:;"()') for t in toks[1:]]
    return [w for w in words if _NAME.fullmatch(w) and w != "I" and not w.startswith("I'")]


@dataclass
class Haystack:
    """An open index for one haystack, reused by the questions that share it (LoCoMo)."""

    key: str
    mind: Mind
    home: tempfile.TemporaryDirectory
    sids_of: dict[str, list[str]]  # memory id -> session ids (identical sessions share one)
    build_s: float
    refused: list[str]  # sessions the product refused to store (secret-like content)


@dataclass
class Ranked:
    systems: dict[str, list[str]] = field(default_factory=dict)
    seconds: dict[str, float] = field(default_factory=dict)
    arms: dict | None = None  # chunk-level arm scores, for offline ablations (--dump-arms)


def open_haystack(q: Question, embedder, config: Config) -> Haystack:
    home = tempfile.TemporaryDirectory(prefix="mgimind-bench-")
    t0 = time.perf_counter()
    mind = Mind(home.name, config=config, embedder=embedder, actor="benchmark")
    sids_of: dict[str, list[str]] = {}
    refused = []
    with mind.store.batch():  # one flush for the haystack: what is stored is the same
        for s in q.sessions:
            meta = {"occurred_at": s.date.isoformat()} if s.date else {}
            try:
                added = mind.memories.add(s.text, metadata=meta)
            except SecretRefused:
                # The product refuses text that looks like a credential; so does the
                # benchmark (counted and reported, never worked around).
                refused.append(s.sid)
                continue
            sids_of.setdefault(added.id, []).append(s.sid)
    return Haystack(q.haystack, mind, home, sids_of, time.perf_counter() - t0, refused)


def close_haystack(h: Haystack) -> None:
    h.mind.close()
    h.home.cleanup()


def _expand(h: Haystack, memory_ids: list[str]) -> list[str]:
    out: list[str] = []
    for mid in memory_ids:
        for sid in h.sids_of.get(mid, []):
            if sid not in out:
                out.append(sid)
    return out


def _single_arm(h: Haystack, arm: Arm) -> list:
    """Every chunk's score on one arm, best first."""
    return h.mind.store.query([arm], where(Eq("kind", "memory")), arm.limit)


def _best_per_memory(hits) -> list[str]:
    seen: dict[str, None] = {}
    for hit in hits:
        seen.setdefault(hit.payload["memory_id"], None)
    return list(seen)


def run_question(
    h: Haystack, q: Question, *, dump_arms: bool = False, use_prior: float = 0.0
) -> Ranked:
    mind = h.mind
    out = Ranked()
    if use_prior:
        # Decay by use, in the same run: the same search with the use prior on, recording
        # what it surfaces into the haystack's access journal, as the product does; the
        # questions of one conversation build its history in their order.
        lifecycle = mind.config.lifecycle
        lifecycle.use_prior = use_prior
        try:
            used = mind.memories.search(q.question, limit=DEPTH, reference_time=q.date)
        finally:
            lifecycle.use_prior = 0.0
        out.systems["mgimind+use"] = _expand(h, [r.id for r in used])
    # The product, and the same search without the statements arm on the same index (the
    # before and after), each first for every other question so neither gets warm caches.
    variants = [("mgimind", None), ("mgimind, chunks only", WITHOUT_STATEMENTS)]
    out.systems = {system: [] for system, _ in variants}  # the product's row first
    for system, ranking in variants if zlib.crc32(q.qid.encode()) % 2 else variants[::-1]:
        t0 = time.perf_counter()
        # The question date is the reference "now" for relative times in the question.
        found = mind.memories.search(
            q.question, limit=DEPTH, touch=False, reference_time=q.date, ranking=ranking
        )
        out.seconds[system] = time.perf_counter() - t0
        out.systems[system] = _expand(h, [r.id for r in found])

    n = mind.store.count(where(Eq("kind", "memory")))

    def dense_arm(text: str) -> list:
        return _single_arm(h, Arm(DENSE, [float(x) for x in mind.embedder.embed_query(text)], n))

    dense = dense_arm(q.question)  # the baseline embeds the question as it is
    sparse = _single_arm(h, Arm(SPARSE, mind.sparse.query(q.question), n))
    out.systems["dense"] = _expand(h, _best_per_memory(dense))[: max(DEPTH, 10)]
    out.systems["bm25"] = _expand(h, _best_per_memory(sparse))[: max(DEPTH, 10)]
    if dump_arms:

        def rows(hits):
            return [
                [h.sids_of[x.payload["memory_id"]][0], x.payload["chunk"], round(x.score, 5)]
                for x in hits
            ]

        product_text = mind.memories.dense_text(q.question)
        product_dense = dense if product_text == q.question else dense_arm(product_text)
        names = " ".join(query_names(q.question))
        named = _single_arm(h, Arm(SPARSE, mind.sparse.query(names), n)) if names else []
        out.arms = {
            "dense": rows(product_dense),
            "dense_plain": rows(dense),
            "sparse": rows(sparse),
            "sparse_names": rows(named),  # the BM25 arm for the question's names alone
            "chunks": {h.sids_of[x.payload["memory_id"]][0]: x.payload["chunks"] for x in dense},
        }
    return out
