"""Ranking levers beyond the product's fusion, replayed on recorded arms, tuning vs held out.

    python -m benchmark.retrieval.levers benchmark/results/lme-...json \
        benchmark/results/locomo-...json
    python -m benchmark.retrieval.levers ... --utterances   # also embeds utterances (slow)

Each variant changes one thing against the product's ranking (`mgimind.search.ranking`, time-aware)
on the chunk scores a run with --dump-arms recorded:

- learned fusion: a linear score over per-memory features (each arm's best chunk over the arm's
  best, the time bonus, rank and spread features, query-term coverage), fitted by listwise
  logistic regression (a softmax over each question's candidates) on the tuning split only;
- BM25's own parameters (term-frequency saturation k, length normalisation b, the expected
  document length avg_len; the engine's defaults are 1.2, 0.75, 256 tokens);
- pseudo-relevance feedback on BM25: the query plus the rarest terms of the first ranking's top
  memories, weighted `beta` against the query's own terms;
- BM25 over lines (each line of a memory its own point), alone or beside the chunks;
- a second embedding model (`--second-model`, e.g. the multilingual USE) over the chunks the two
  arms found, fused as a third arm;
- the dense arm over utterances as well (each line a person says, not the assistant's, embedded
  as its own point), or over the first-person statements in them ("I just got a smoker.",
  "my sister lives in Ohio": a sentence with I / my / me that is not a question);
  `--utterances`.

BM25 is replayed exactly as the engine scores it: the product's `SparseEncoder` for the term
weights and the engine's IDF over the haystack's points (the first variant checks that the replay
reproduces the product). Split as `ablate_names.tuning`: LongMemEval sample questions 1-64 and
LoCoMo conversations 1-3 tune, the rest is held out.
"""

from __future__ import annotations

import argparse
import json
import math
import re
from collections import Counter
from dataclasses import dataclass, field, replace
from datetime import datetime
from functools import lru_cache
from pathlib import Path
from typing import Callable

import numpy as np

from mgimind.config import Config
from mgimind.encoders.sparse import SparseEncoder
from mgimind.search.query_terms import SAMPLE, dense_query
from mgimind.search.ranking import (
    ArmHit,
    RankedMemory,
    RankingParams,
    apply_time,
    fuse,
    memory_scores,
)
from mgimind.text.chunking import chunk_text
from mgimind.text.statements import TURN_LABEL, turn_labels

from .ablate import PRODUCT_DEPTH
from .ablate_names import tuning
from .cache import DEFAULT_CACHE
from .data import load_locomo, load_longmemeval
from .metrics import aggregate, score_question

COLUMNS = ("any@1", "any@5", "all@10", "ndcg@10")
SPLITS = (("lme", True), ("lme", False), ("locomo", True), ("locomo", False))
LINE = 1000  # a line's point index: LINE + its number (chunks keep theirs)
STATEMENT = 100_000  # a statement's: STATEMENT + its number in the memory
_FIRST_PERSON = re.compile(r"\b(I|I'm|I've|I'd|I'll|my|me|mine|myself)\b")
_SENTENCE_END = re.compile(r"(?<=[.!])\s+")
_ENCODER = SparseEncoder()
PRODUCT = RankingParams()


@lru_cache(maxsize=500_000)
def _terms(text: str) -> dict[int, float]:
    v = _ENCODER.document(text)
    return dict(zip(v.indices, v.values, strict=True))


@dataclass
class Case:
    """One recorded question and the haystack it was asked against."""

    q: dict
    dataset: str
    tuning: bool
    sessions: dict[str, str]
    dates: dict[str, datetime | None]
    extra: dict = field(default_factory=dict)  # a variant's per-question cache

    def points(self, kind: str) -> list[tuple[str, int, str]]:
        """(memory, index, text): the product's chunks, every line, the utterances (lines
        a person says, not the assistant's) or the first-person statements in them."""
        if kind == "chunks":
            size, overlap = Config().chunking.size, Config().chunking.overlap
            return [
                (sid, i, c.text)
                for sid, text in self.sessions.items()
                for i, c in enumerate(chunk_text(text, size, overlap))
            ]
        out = []
        for sid, text in self.sessions.items():
            lines = [x for x in text.split("\n") if x.strip()]
            people = turn_labels(lines) - {"assistant"}
            for j, line in enumerate(lines):
                speaker = TURN_LABEL.match(line)
                if kind == "lines" or (speaker and speaker.group(1).lower() in people):
                    out.append((sid, LINE + j, line))
        return _statements(out) if kind == "statements" else out

    def arm(self, name: str) -> list[ArmHit]:
        return [ArmHit(*a) for a in self.q["arms"][name][:PRODUCT_DEPTH]]


def _statements(utterances: list[tuple[str, int, str]]) -> list[tuple[str, int, str]]:
    out: list[tuple[str, int, str]] = []
    per_memory: Counter[str] = Counter()
    for sid, _, line in utterances:
        label, _, said = line.partition(": ")
        for sentence in (x.strip() for x in _SENTENCE_END.split(said)):
            if len(sentence) > 15 and not sentence.endswith("?") and _FIRST_PERSON.search(sentence):
                out.append((sid, STATEMENT + per_memory[sid], f"{label}: {sentence}"))
                per_memory[sid] += 1
    return out


class Bm25:
    """The sparse arm over `points`, scored as the engine scores it (IDF over the points);
    `terms` gives a text's term weights (default: the product's encoder)."""

    def __init__(self, points: list[tuple[str, int, str]], terms: Callable = _terms):
        self.points = [(m, i, terms(t)) for m, i, t in points]
        df = Counter(t for *_, weights in self.points for t in weights)
        n = len(self.points)
        self.idf = {t: math.log((n - k + 0.5) / (k + 0.5) + 1) for t, k in df.items()}

    def search(self, weights: dict[int, float]) -> list[ArmHit]:
        hits = []
        for memory, index, terms in self.points:
            s = sum(w * self.idf[t] * terms[t] for t, w in weights.items() if t in terms)
            if s > 0:
                hits.append(ArmHit(memory, index, s))
        return sorted(hits, key=lambda h: -h.score)[:PRODUCT_DEPTH]

    def terms(self, memory: str, index: int) -> dict[int, float]:
        return next(t for m, i, t in self.points if m == memory and i == index)


def query_weights(question: str) -> dict[int, float]:
    v = _ENCODER.query(question)
    return dict(zip(v.indices, v.values, strict=True))


def ranked(case: Case, dense: list[ArmHit], sparse: list[ArmHit]) -> list[RankedMemory]:
    """The product's ranking of these two arms, a time the question names included."""
    now = datetime.fromisoformat(case.q["date"]) if case.q.get("date") else None
    return apply_time(fuse(dense, sparse, PRODUCT), case.dates, case.q["question"], now, PRODUCT)


def product(case: Case) -> list[RankedMemory]:
    return ranked(case, case.arm("dense"), case.arm("sparse"))


def chunk_bm25(case: Case) -> Bm25:
    if "bm25" not in case.extra:
        case.extra["bm25"] = Bm25(case.points("chunks"))
    bm25: Bm25 = case.extra["bm25"]
    return bm25


def replayed(case: Case) -> list[RankedMemory]:
    return ranked(
        case, case.arm("dense"), chunk_bm25(case).search(query_weights(case.q["question"]))
    )


def feedback(beta: float, memories: int = 3, terms: int = 10) -> Callable:
    """BM25 again with the query plus the `terms` terms that weigh most (tf x IDF) in the
    first ranking's top `memories` best chunks, the heaviest at `beta`."""

    def rank(case: Case) -> list[RankedMemory]:
        bm25, query = chunk_bm25(case), query_weights(case.q["question"])
        first = ranked(case, case.arm("dense"), bm25.search(query))
        weight: dict[int, float] = {}
        for r in first[:memories]:
            for t, tf in bm25.terms(r.memory, r.best_chunk).items():
                if t not in query:
                    weight[t] = weight.get(t, 0.0) + tf * bm25.idf[t]
        top = sorted(weight.items(), key=lambda kv: -kv[1])[:terms]
        if not top:
            return first
        expanded = {**query, **{t: beta * w / top[0][1] for t, w in top}}
        return ranked(case, case.arm("dense"), bm25.search(expanded))

    return rank


BM25_SETTINGS = (
    (1.2, 0.75, 100),
    (1.2, 0.75, 60),
    (0.9, 0.75, 256),
    (1.5, 0.75, 256),
    (1.2, 0.4, 256),
    (1.2, 0.9, 100),
    (0.9, 0.4, 100),
    (2.0, 0.75, 100),
)


def bm25_params(k: float, b: float, avg_len: float) -> Callable:
    """BM25 over the chunks with other parameters (English analysis: both benchmarks are
    English)."""
    import qdrant_edge as qe

    encoder = qe.Bm25(qe.Bm25Config(language="english", k=k, b=b, avg_len=avg_len))

    @lru_cache(maxsize=500_000)
    def terms(text: str) -> dict[int, float]:
        v = encoder.embed_document(text)
        return dict(zip(v.indices, v.values, strict=True))

    def rank(case: Case) -> list[RankedMemory]:
        bm25 = Bm25(case.points("chunks"), terms)
        return ranked(case, case.arm("dense"), bm25.search(query_weights(case.q["question"])))

    return rank


def bm25_over(kinds: tuple[str, ...]) -> Callable:
    def rank(case: Case) -> list[RankedMemory]:
        bm25 = Bm25([p for kind in kinds for p in case.points(kind)])
        return ranked(case, case.arm("dense"), bm25.search(query_weights(case.q["question"])))

    return rank


def embedded_arm(embedder, kind: str) -> Callable[[Case], list[ArmHit]]:
    """The dense arm over the `kind` points, with the product's dense query."""

    def arm(case: Case) -> list[ArmHit]:
        if kind not in case.extra:
            points = case.points(kind)
            sample = [t for *_, t in case.points("chunks")][:SAMPLE]
            qvec = np.asarray(embedder.embed_query(dense_query(case.q["question"], sample)))
            vecs = embedder.embed([t for *_, t in points]) if points else []
            hits = [
                ArmHit(m, i, float(np.dot(v, qvec)))
                for (m, i, _), v in zip(points, vecs, strict=True)
            ]
            case.extra[kind] = sorted(hits, key=lambda h: -h.score)[:PRODUCT_DEPTH]
        found: list[ArmHit] = case.extra[kind]
        return found

    return arm


def second_model_arm(embedder) -> Callable[[Case], list[ArmHit]]:
    """Another embedding model's cosines over the chunks the two arms found (their top
    `PRODUCT_DEPTH` each), with the product's dense query: a third arm that reads the same
    text in another model's space."""

    def arm(case: Case) -> list[ArmHit]:
        if "second model" not in case.extra:
            found = {(h.memory, h.chunk) for name in ("dense", "sparse") for h in case.arm(name)}
            chunks = case.points("chunks")
            points = [(m, i, t) for m, i, t in chunks if (m, i) in found]
            sample = [t for *_, t in chunks][:SAMPLE]
            qvec = np.asarray(embedder.embed_query(dense_query(case.q["question"], sample)))
            vecs = embedder.embed([t for *_, t in points])
            hits = [
                ArmHit(m, i, float(np.dot(v, qvec)))
                for (m, i, _), v in zip(points, vecs, strict=True)
            ]
            case.extra["second model"] = sorted(hits, key=lambda h: -h.score)[:PRODUCT_DEPTH]
        found_hits: list[ArmHit] = case.extra["second model"]
        return found_hits

    return arm


def beside_chunks(arm: Callable, weight: float | None) -> Callable:
    """More dense points beside the chunks (`weight` None: one arm, best point per
    memory) or as a third arm fused at `weight`."""

    def rank(case: Case) -> list[RankedMemory]:
        if weight is None:
            merged = sorted(case.arm("dense") + arm(case), key=lambda h: -h.score)
            return ranked(case, merged[:PRODUCT_DEPTH], case.arm("sparse"))
        scores = memory_scores(arm(case))
        top = max((s for s, _ in scores.values()), default=1.0) or 1.0
        base = fuse(case.arm("dense"), case.arm("sparse"), PRODUCT)
        fused = [
            replace(r, score=r.score + weight * scores.get(r.memory, (0.0, 0))[0] / top)
            for r in base
        ]
        now = datetime.fromisoformat(case.q["date"]) if case.q.get("date") else None
        fused.sort(key=lambda r: (-r.score, r.memory))
        return apply_time(fused, case.dates, case.q["question"], now, PRODUCT)

    return rank


FEATURES = (
    "dense",
    "bm25",
    "time",
    "dense gap",
    "dense 2nd",
    "bm25 2nd",
    "coverage",
    "line coverage",
)


def features(case: Case) -> tuple[list[str], np.ndarray]:
    """Per candidate memory (in either arm's top chunks): the learned fusion's features."""
    if "features" in case.extra:
        cached: tuple[list[str], np.ndarray] = case.extra["features"]
        return cached
    dense, sparse = _per_memory(case.arm("dense")), _per_memory(case.arm("sparse"))
    memories = sorted(set(dense) | set(sparse))
    top_d = max(v[0] for v in dense.values())
    top_s = max((v[0] for v in sparse.values()), default=1.0)
    now = datetime.fromisoformat(case.q["date"]) if case.q.get("date") else None
    zero = [RankedMemory(m, 0.0, 0, None) for m in memories]
    timed = apply_time(zero, case.dates, case.q["question"], now, replace(PRODUCT, time_weight=1))
    bonus = {r.memory: r.score for r in timed}
    coverage = _coverage(case, memories)
    rows = []
    for m in memories:
        d, s = dense.get(m, []), sparse.get(m, [])
        rows.append(
            [
                d[0] / top_d if d else 0.0,
                s[0] / top_s if s else 0.0,
                bonus[m],
                d[0] - top_d if d else -0.3,
                d[1] / top_d if len(d) > 1 else 0.0,
                s[1] / top_s if len(s) > 1 else 0.0,
                *coverage[m],
            ]
        )
    case.extra["features"] = (memories, np.array(rows))
    return case.extra["features"]


def _per_memory(hits: list[ArmHit]) -> dict[str, list[float]]:
    out: dict[str, list[float]] = {}
    for h in hits:
        out.setdefault(h.memory, []).append(h.score)
    return {m: sorted(v, reverse=True) for m, v in out.items()}


def _coverage(case: Case, memories: list[str]) -> dict[str, tuple[float, float]]:
    """IDF-weighted share of the query's terms in the memory's candidate chunks together,
    and in its best single line of them."""
    bm25, query = chunk_bm25(case), query_weights(case.q["question"])
    idf = {t: bm25.idf.get(t, 0.0) for t in query}
    total = sum(idf.values()) or 1.0
    chunks: dict[str, set[int]] = {}
    for h in case.arm("dense") + case.arm("sparse"):
        chunks.setdefault(h.memory, set()).add(h.chunk)
    text = {(m, i): t for m, i, t in case.points("chunks")}
    out = {}
    for m in memories:
        found, best_line = set(), 0.0
        for i in chunks.get(m, ()):
            found |= set(_terms(text[(m, i)]))
            for line in text[(m, i)].split("\n"):
                terms = _terms(line)
                best_line = max(best_line, sum(w for t, w in idf.items() if t in terms) / total)
        out[m] = (sum(w for t, w in idf.items() if t in found) / total, best_line)
    return out


def fit(cases: list[Case], columns: list[int], l2: float = 1e-3, steps: int = 600) -> np.ndarray:
    """Listwise logistic regression: a softmax over each question's candidates, the gold
    memories the target (Adam steps)."""
    data = []
    for case in cases:
        memories, x = features(case)
        y = np.array([m in case.q["gold"] for m in memories], float)
        if 0 < y.sum() < len(y):
            data.append((x[:, columns], y / y.sum()))
    w, m1, m2 = np.zeros(len(columns)), np.zeros(len(columns)), np.zeros(len(columns))
    for step in range(1, steps + 1):
        grad = l2 * w
        for x, y in data:
            s = x @ w
            p = np.exp(s - s.max())
            grad += x.T @ (p / p.sum() - y) / len(data)
        m1, m2 = 0.9 * m1 + 0.1 * grad, 0.999 * m2 + 0.001 * grad * grad
        w -= 0.05 * (m1 / (1 - 0.9**step)) / (np.sqrt(m2 / (1 - 0.999**step)) + 1e-8)
    return w


def learned(cases: list[Case], names: tuple[str, ...]) -> tuple[Callable, str]:
    """A linear fusion of the named features, fitted on the tuning split; its weights
    scaled so the two arms' sum to 1, as the product's."""
    columns = [FEATURES.index(n) for n in names]
    w = fit([c for c in cases if c.tuning], columns)
    scaled = w / (w[0] + w[1])

    def rank(case: Case) -> list[RankedMemory]:
        memories, x = features(case)
        score = x[:, columns] @ scaled
        order = sorted(range(len(memories)), key=lambda i: (-score[i], memories[i]))
        return [RankedMemory(memories[i], float(score[i]), 0, None) for i in order]

    weights = ", ".join(f"{n} {v:.2f}" for n, v in zip(names, scaled, strict=True))
    return rank, weights


def load(paths: list[str]) -> list[Case]:
    questions = [q for p in paths for q in json.load(open(p))["questions"] if "arms" in q]
    tune = tuning(questions)
    haystacks = {q.qid: q for loader in (load_longmemeval, load_locomo) for q in loader()}
    return [
        Case(
            q,
            "locomo" if ":" in q["id"] else "lme",
            q["id"] in tune,
            {s.sid: s.text for s in haystacks[q["id"]].sessions},
            {s.sid: s.date for s in haystacks[q["id"]].sessions},
        )
        for q in questions
    ]


def row(name: str, rank: Callable, cases: list[Case]) -> str:
    cells = []
    for dataset, tune in SPLITS:
        part = [c for c in cases if c.dataset == dataset and c.tuning == tune]
        if not part:
            cells.append("")
            continue
        scored = [
            (c.q["type"], score_question([r.memory for r in rank(c)], c.q["gold"])) for c in part
        ]
        o = aggregate(scored)["overall"]
        cells.append(" / ".join(f"{o[k]:.1f}" for k in COLUMNS))
    return f"| {name} | " + " | ".join(cells) + " |"


def variants(cases: list[Case], embedder=None, second=None) -> list[tuple[str, Callable]]:
    out: list[tuple[str, Callable]] = [
        ("the product", product),
        ("the product, BM25 replayed", replayed),
    ]
    for names in (
        FEATURES[:3],
        FEATURES[:6],
        (*FEATURES[:3], "coverage"),
        (*FEATURES[:3], "line coverage"),
        FEATURES,
    ):
        rank, weights = learned(cases, names)
        out.append((f"learned fusion: {weights}", rank))
    for k, b, avg_len in BM25_SETTINGS:
        out.append((f"BM25 k {k}, b {b}, avg_len {avg_len}", bm25_params(k, b, avg_len)))
    for beta in (0.1, 0.3):
        out.append((f"BM25 with feedback from the top 3, beta {beta}", feedback(beta)))
    out.append(("BM25 over lines", bm25_over(("lines",))))
    out.append(("BM25 over chunks and lines", bm25_over(("chunks", "lines"))))
    if embedder is not None:
        for kind in ("utterances", "statements"):
            arm = embedded_arm(embedder, kind)
            out.append((f"dense over chunks and {kind}, one arm", beside_chunks(arm, None)))
            for weight in (0.2, 0.5):
                out.append((f"{kind} as a third arm, weight {weight}", beside_chunks(arm, weight)))
    if second is not None:
        arm = second_model_arm(second)
        for weight in (0.2, 0.5, 1.0):
            name = f"{second.model_name} over the arms' chunks as a third arm, weight {weight}"
            out.append((name, beside_chunks(arm, weight)))
    return out


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("results", nargs="+", help="runs with --dump-arms (LongMemEval, LoCoMo)")
    ap.add_argument("--utterances", action="store_true", help="embed each utterance (slow)")
    ap.add_argument("--cache", type=Path, default=DEFAULT_CACHE, help="embedding cache (sqlite)")
    ap.add_argument(
        "--second-model",
        metavar="NAME",
        help="a second embedding model as a third arm (e.g. multilingual; slow on LongMemEval)",
    )
    ap.add_argument("--only", nargs="+", metavar="VARIANT", help="the rows whose name starts so")
    args = ap.parse_args(argv)
    cases = load(args.results)
    embedder = None
    if args.utterances:
        from .cli import make_embedder

        embedder = make_embedder(args.cache, None)
    second = None
    if args.second_model:
        from .cli import make_embedder

        second = make_embedder(args.cache, None, args.second_model)
    count = Counter((c.dataset, c.tuning) for c in cases)
    heads = [f"{d} {'tuning' if t else 'held out'} (n = {count[(d, t)]})" for d, t in SPLITS]
    print(f"any@1 / any@5 / all@10 / NDCG@10\n\n| variant | {' | '.join(heads)} |")
    print("|---|" + "---|" * len(SPLITS))
    for name, rank in variants(cases, embedder, second):
        if not args.only or name.startswith(tuple(args.only)):
            print(row(name, rank, cases), flush=True)


if __name__ == "__main__":
    main()
