"""Paragraph retrieval in many languages, on XQuAD (`python -m benchmark.multilingual --help`).

python -m benchmark.multilingual                          # every language, both modes
python -m benchmark.multilingual --model multilingual     # the multilingual dense model
python -m benchmark.multilingual --languages de,zh --modes mono --questions 300
python -m benchmark.multilingual --split tune --off-language-dense 0.1   # a weight, tuned
python -m benchmark.multilingual --split tune --modes x-en --cross-dense 0.8

Each of XQuAD's 240 paragraphs is one memory, added through the product's own path
(`Mind.memories.add`: chunked, embedded and BM25-encoded exactly as a user's memory is); a
question's gold is its paragraph. Systems, on the same index: **mgimind** (the product's
search, limit 10), **bm25** and **dense** (one arm alone, best chunk per paragraph).

Modes: **mono** (questions and paragraphs in one language); **cross** (questions in X over
English paragraphs, "X>en", and English questions over paragraphs in X, "en>X").
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import random
import tempfile
import time
from collections import defaultdict
from dataclasses import replace
from datetime import datetime
from pathlib import Path

from mgimind.config import DEFAULT_MODEL, Config
from mgimind.engine.mind import Mind
from mgimind.memory.memories import params_for_search
from mgimind.search.ranking import CROSS_LANGUAGE_PARAMS, OFF_LANGUAGE_PARAMS, RankingParams
from mgimind.store.base import DENSE, SPARSE, Arm, Eq, where

from ..retrieval.cache import DEFAULT_CACHE
from ..retrieval.cli import make_embedder
from ..retrieval.metrics import aggregate, score_question

DATA = Path(__file__).resolve().parent / "data" / "xquad.json.gz"
RESULTS = Path(__file__).resolve().parents[1] / "results"
LANGUAGES = ("en", "de", "es", "ru", "zh", "ar", "hi", "vi", "tr", "el", "ro", "th")
METRICS = ("any@1", "any@5", "ndcg@10")
DEPTH = 10


def load(path: Path = DATA) -> dict[str, dict]:
    with gzip.open(path, "rt", encoding="utf-8") as f:
        return json.load(f)["languages"]


class ParagraphIndex:
    """A fresh home holding one language's paragraphs, one memory each."""

    def __init__(
        self,
        paragraphs: list[str],
        embedder,
        config: Config,
        off_dense: float | None = None,
        cross_dense: float | None = None,
        dense_origin: float | None = None,
    ):
        # Dense weights tried for queries in a language the model lacks, and for queries
        # crossing languages (None: the product's).
        self.off_dense, self.cross_dense = off_dense, cross_dense
        self.dense_origin = dense_origin  # the cosine the dense arm is counted from
        self._home = tempfile.TemporaryDirectory(prefix="mgimind-xquad-")
        t0 = time.perf_counter()
        self.mind = Mind(self._home.name, config=config, embedder=embedder, actor="benchmark")
        self.paragraph_of: dict[str, int] = {}
        with self.mind.store.batch():
            for i, text in enumerate(paragraphs):
                self.paragraph_of[self.mind.memories.add(text).id] = i
        self.build_s = time.perf_counter() - t0
        self.chunks = self.mind.store.count(where(Eq("kind", "memory")))

    def rank(self, question: str) -> dict[str, list[int]]:
        """The paragraphs each system ranks first, best first."""
        mind = self.mind
        dense = Arm(DENSE, [float(x) for x in mind.embedder.embed_query(question)], self.chunks)
        sparse = Arm(SPARSE, mind.sparse.query(question), self.chunks)
        found = mind.memories.search(
            question, limit=DEPTH, touch=False, ranking=self._params(question, dense)
        )
        return {
            "mgimind": [self.paragraph_of[r.id] for r in found],
            "bm25": self._best_per_paragraph(sparse),
            "dense": self._best_per_paragraph(dense),
        }

    def _params(self, question: str, dense: Arm) -> RankingParams | None:
        """The weights tried instead of the product's for this question's kind, or None (the
        product chooses, as it does for a user)."""
        hits = self.mind.store.query([dense], where(Eq("kind", "memory")), 10)
        params = params_for_search(self.mind.embedder, question, hits)
        tried = {OFF_LANGUAGE_PARAMS: self.off_dense, CROSS_LANGUAGE_PARAMS: self.cross_dense}
        weight = tried.get(replace(params, dense_origin=0.0))
        if weight is not None:  # a share of the weighted sum, in place of BM25's order
            params = replace(params, method="score", dense_weight=weight, sparse_weight=1 - weight)
        if self.dense_origin is not None:
            params = replace(params, dense_origin=self.dense_origin)
        return params

    def _best_per_paragraph(self, arm: Arm) -> list[int]:
        hits = self.mind.store.query([arm], where(Eq("kind", "memory")), arm.limit)
        seen: dict[int, None] = {}
        for hit in hits:
            seen.setdefault(self.paragraph_of[hit.payload["memory_id"]], None)
        return list(seen)[:DEPTH]

    def close(self) -> None:
        self.mind.close()
        self._home.cleanup()


def plan(languages: list[str], modes: list[str]) -> dict[str, list[tuple[str, str]]]:
    """For each paragraph language, the (run name, question language) pairs it serves."""
    runs: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for lang in languages:
        if "mono" in modes:
            runs[lang].append((f"{lang}", lang))
        if lang != "en" and {"cross", "x-en"} & set(modes):
            runs["en"].append((f"{lang}>en", lang))
        if lang != "en" and {"cross", "en-x"} & set(modes):
            runs[lang].append((f"en>{lang}", "en"))
    return runs


def run(args) -> None:
    data = load()
    embedder = make_embedder(args.cache, args.threads, args.model)
    config = Config(embedding=embedder.config)
    n = len(data["en"]["questions"])
    picked = [i for i in range(n) if in_split(data["en"]["questions"][i][0], args.split)]
    picked = sorted(random.Random(args.seed).sample(picked, min(args.questions or n, len(picked))))
    results: dict[str, dict] = {}
    t_start = time.time()
    for para_lang, runs in plan(args.languages.split(","), args.modes.split(",")).items():
        index = ParagraphIndex(
            data[para_lang]["paragraphs"],
            embedder,
            config,
            args.off_language_dense,
            args.cross_dense,
            args.dense_origin,
        )
        try:
            for name, question_lang in runs:
                rows = defaultdict(list)
                questions = data[question_lang]["questions"]
                for i in picked:
                    _, gold, text = questions[i]
                    for system, ranked in index.rank(text).items():
                        rows[system].append(("all", score_question(ranked, [gold])))
                results[name] = {s: aggregate(r)["overall"] for s, r in rows.items()}
                m = results[name]
                print(
                    f"{name:>6}: "
                    + "  ".join(f"{s} " + "/".join(f"{m[s][k]:.1f}" for k in METRICS) for s in m)
                    + f"  ({time.time() - t_start:.0f}s)",
                    flush=True,
                )
        finally:
            index.close()
    print("\n" + table(results, args.model, len(picked)))
    RESULTS.mkdir(parents=True, exist_ok=True)
    tag = "" if args.model == DEFAULT_MODEL else f"-{args.model.split('/')[-1]}"
    out = RESULTS / f"xquad{tag}-{datetime.now():%Y%m%d-%H%M%S}.json"
    out.write_text(json.dumps({"model": args.model, "questions": len(picked), **results}))
    print(f"results: {out}")


def in_split(question_id: str, split: str) -> bool:
    """Whether a question is in `split`: "tune" and "test" are halves by a hash of its id
    (the same in every language), "all" both."""
    if split == "all":
        return True
    even = hashlib.sha256(question_id.encode()).digest()[0] % 2 == 0
    return even == (split == "tune")


def table(results: dict[str, dict], model: str, questions: int) -> str:
    lines = [
        f"## XQuAD, {model}, {questions} questions (any@1 / any@5 / NDCG@10)",
        "",
        "| run | mgimind | bm25 | dense |",
        "|---|---|---|---|",
    ]
    for name, m in results.items():
        cells = ["/".join(f"{m[s][k]:.1f}" for k in METRICS) for s in ("mgimind", "bm25", "dense")]
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(
        prog="python -m benchmark.multilingual", description=__doc__.splitlines()[0]
    )
    ap.add_argument("--cache", type=Path, default=DEFAULT_CACHE, help="embedding cache (sqlite)")
    ap.add_argument("--threads", type=int, default=None)
    ap.add_argument("--model", default=DEFAULT_MODEL, help="the dense model (default: mgimind's)")
    ap.add_argument("--languages", default=",".join(LANGUAGES))
    ap.add_argument(
        "--modes",
        default="mono,cross",
        help="mono, cross (= x-en and en-x: questions in X over English, the reverse)",
    )
    ap.add_argument("--questions", type=int, default=0, help="a seeded sample of N questions")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--split", choices=("all", "tune", "test"), default="all")
    ap.add_argument(
        "--off-language-dense",
        type=float,
        default=None,
        help="try this dense weight for queries in a language the model lacks (Latin script)",
    )
    ap.add_argument(
        "--cross-dense",
        type=float,
        default=None,
        help="try this dense weight for queries in another language than the nearest memories",
    )
    ap.add_argument(
        "--dense-origin",
        type=float,
        default=None,
        help="try counting the dense arm's cosines from this one (the model's: OfflineModel)",
    )
    run(ap.parse_args(argv))
