"""The scale benchmark (benchmark/scale) on a handful of sessions: one home kept between
checkpoints, each adding only the next slice through the product's add path, and every
figure of a checkpoint reported (ingest, disk, quality per system, the daemon's start-up,
memory, hook latency idle and while writing, search, briefing)."""

from __future__ import annotations

import json
from datetime import datetime

from benchmark.retrieval.cache import SqliteEmbeddingCache
from benchmark.retrieval.data import Question
from benchmark.scale.pool import PooledSession
from benchmark.scale.run import Plan, run
from mgimind.config import EmbeddingConfig
from mgimind.encoders.embeddings import Embedder

TOPICS = [
    "user: I adopted a grey cat named Miso from the shelter on Elm Street.",
    "user: My sister's wedding in Porto is on the twelfth; I booked the train.",
    "user: The sourdough starter needs feeding twice a day with rye flour.",
    "user: I switched my running shoes to a wider pair after the half marathon.",
    "user: Our team moved the billing service to Postgres 16 last sprint.",
    "user: I am learning the cello; my teacher assigned Bach's first suite.",
    "user: The balcony tomatoes got blight, so I planted basil instead.",
    "user: I renewed my passport at the consulate; it arrives in six weeks.",
]


def _pool() -> list[PooledSession]:
    return [
        PooledSession(f"{text}\nassistant: Noted.", datetime(2023, 1, 1 + n), [f"s{n}"])
        for n, text in enumerate(TOPICS)
    ]


def _question(qid: str, text: str, gold: str) -> Question:
    return Question(qid, "single-session-user", text, datetime(2023, 2, 1), [gold], qid)


def test_each_checkpoint_adds_its_slice_and_reports_every_figure(tmp_path, shared_models):
    embedder = Embedder(
        EmbeddingConfig(), shared_models, cache=SqliteEmbeddingCache(tmp_path / "vec.sqlite")
    )
    questions = [
        _question("q-cat", "What is the name of the cat I adopted?", "s0"),
        _question("q-cello", "Which piece did my cello teacher assign?", "s5"),
    ]
    plan = Plan(tmp_path / "scale", _pool(), questions, (0.5, 1.0), prompts=3, cold_start=False)
    out = run(plan, embedder, tmp_path / "scale.json")
    first, second = json.loads(out.read_text())["checkpoints"]
    # The home is kept: the second checkpoint adds only the sessions after the first's.
    assert (first["ingest"]["sessions"], second["ingest"]["sessions"]) == (4, 4)
    assert (first["memories"], second["memories"]) == (4, 8)
    # Only a question whose gold session is in the home is asked: the cello's is not at 50%.
    assert (first["quality"]["asked"], second["quality"]["asked"]) == (1, 2)
    for row in (first, second):
        assert row["ingest"]["chunks_per_s"] > 0 and row["disk_mib"] > 0 and row["close_s"] >= 0
        for system in ("mgimind", "bm25", "dense"):
            summary = row["quality"]["summary"][system]["overall"]
            assert {"any@1", "any@5", "all@10", "ndcg@10"} <= set(summary)
        d = row["daemon"]
        assert d["start_warm"]["seconds"] > 0 and d["rss"]["rss_mib"] > 0
        # ... by kind: the heap and models apart from the store's mapped file pages.
        assert d["rss"]["anon_mib"] > 0 and d["rss"]["file_mib"] > 0
        assert d["hook_idle"]["n"] == 3 and d["hook_idle"]["fail_opens"] == 0
        assert d["hook_busy"]["during_writes"] > 0 and d["writer"]["chunks"] > 0
        assert d["search"]["p50_ms"] > 0 and d["briefing"]["printed_chars"] > 0
    # Found at full size by the product: the cat's session first for the cat question.
    assert second["quality"]["summary"]["mgimind"]["overall"]["any@1"] == 100.0


def test_the_tuning_split_is_declared_and_the_replay_ranks_sessions_by_the_product():
    from benchmark.scale.variants import ranked_sessions, split_of
    from mgimind.search.ranking import DEFAULT_PARAMS

    ids = [f"q{i}" for i in range(400)]
    tune = [q for q in ids if split_of(q) == "tune"]
    assert [split_of(q) for q in ids] == [split_of(q) for q in ids]  # the same every run
    assert 150 < len(tune) < 250 and {split_of(q) for q in ids} == {"tune", "held"}
    # "a" leads on both arms, "b" trails: the replay orders their sessions as the fusion does.
    q = {
        "question": "where did I park",
        "date": None,
        "dense_weight": 0.5,
        "dense": [["a", 0, 0.8, None], ["b", 0, 0.3, None]],
        "sparse": [["b", 1, 2.0, None], ["a", 0, 6.0, None]],
        "said": [],
    }
    sessions = {"a": ["s1"], "b": ["s2", "s3"]}
    assert ranked_sessions(q, sessions, DEFAULT_PARAMS) == ["s1", "s2", "s3"]
