"""Memory in the language people write in: the BM25 arm reads each text in its language,
an old store's BM25 vectors are made again, and the opt-in multilingual dense model."""

from __future__ import annotations

import json

import qdrant_edge as qe
import pytest

from mgimind.config import MULTILINGUAL_MODEL, Config, EmbeddingConfig
from mgimind.encoders.embeddings import Embedder
from mgimind.encoders.language import detect
from mgimind.encoders.sparse import IDENTITY, SparseEncoder
from mgimind.home import meta_path
from mgimind.store.base import Point, Sparse

GERMAN = "Die Kinder spielten gestern stundenlang im großen Garten hinter dem Haus."
GERMAN_OTHER = "Der Zug nach München hatte heute Morgen zwanzig Minuten Verspätung."
ENGLISH = "The quarterly budget review moved to Thursday afternoon."
MIXED = "Ich habe die deployment pipelines für das Release repariert; getUserName war kaputt."
CHINESE = "我喜欢北京的天气，秋天特别舒服。"
CHINESE_OTHER = "上海的地铁在早上非常拥挤。"


def _texts(results):
    return [r.text for r in results]


def test_detects_the_language_and_says_english_when_unsure():
    assert [detect(t) for t in (GERMAN, CHINESE, "Где лежит конфиг?", "मैं हिंदी में लिखता हूँ")] == [
        "de",
        "zh",
        "ru",
        "hi",
    ]
    # Short English with code and names stays English (its encoding must not change).
    assert [detect(t) for t in ("fix the bug in getUserName", "pytest flaky", "42")] == [
        "en",
        "en",
        "en",
    ]


def test_english_is_encoded_as_an_english_only_encoder_did():
    old = qe.Bm25(qe.Bm25Config(language="english"))
    for text in (ENGLISH, "def get_user_name(self): return self._name  # TODO: cache"):
        new, was = SparseEncoder().document(text), old.embed_document(text)
        assert (new.indices, new.values) == (list(was.indices), list(was.values))
        assert SparseEncoder().query(text).indices == list(old.embed_query(text).indices)


def test_a_german_query_finds_german_by_stem(mind):
    for text in (GERMAN, GERMAN_OTHER, ENGLISH):
        mind.memories.add(text)
    # Other inflections than the memory's: only German stemming joins them.
    found = _texts(mind.memories.search("Wo spielt das Kind im Garten?", limit=3))
    assert found[0] == GERMAN
    assert GERMAN_OTHER in found[1:]  # ranked, below


def test_english_terms_in_a_german_note_are_found_in_english(mind):
    for text in (MIXED, GERMAN_OTHER, ENGLISH):
        mind.memories.add(text)
    # English stems ("deploy", "pipelin") and an identifier, asked in English.
    hit = mind.memories.search("deployment pipeline getUserName", limit=1)
    assert _texts(hit) == [MIXED]
    arm = mind.sparse.query("deployment pipeline getUserName")
    doc = mind.sparse.document(MIXED)
    assert set(arm.indices) <= set(doc.indices)  # every English token of the query is there
    assert not set(arm.indices) & set(mind.sparse.document(GERMAN_OTHER).indices)


def test_chinese_is_segmented_into_words(mind):
    for text in (CHINESE, CHINESE_OTHER):
        mind.memories.add(text)
    query = mind.sparse.query("北京天气")
    assert set(query.indices) <= set(mind.sparse.document(CHINESE).indices)
    assert not set(query.indices) & set(mind.sparse.document(CHINESE_OTHER).indices)
    assert _texts(mind.memories.search("北京天气怎么样", limit=1)) == [CHINESE]


def test_an_old_store_has_its_bm25_vectors_made_again(make_mind, isolated_home):
    mind = make_mind()
    for text in (GERMAN, GERMAN_OTHER):
        mind.memories.add(text)
    # Turn it into a store from before: English-only BM25 vectors, no encoder recorded.
    english = qe.Bm25(qe.Bm25Config(language="english"))
    points = mind.store.scroll(None, with_vectors=True)
    mind.store.upsert(
        [
            Point(p.id, p.payload, p.dense, Sparse(*_plain(english.embed_document(p.payload["text"]))))
            for p in points
            if p.payload.get("text")
        ]
    )
    key = mind.config.store.url or "embedded"
    mind.close()
    meta = json.loads(meta_path(isolated_home).read_text())
    assert meta[key].pop("sparse") == IDENTITY
    meta_path(isolated_home).write_text(json.dumps(meta))

    reopened = make_mind()
    assert json.loads(meta_path(isolated_home).read_text())[key]["sparse"] == IDENTITY
    stored = {
        p.payload["text"]: p.sparse
        for p in reopened.store.scroll(None, with_vectors=True)
        if p.payload.get("text") in (GERMAN, GERMAN_OTHER)
    }
    assert stored[GERMAN] is not None
    assert sorted(stored[GERMAN].indices) == sorted(reopened.sparse.document(GERMAN).indices)
    assert sorted(stored[GERMAN].indices) != sorted(english.embed_document(GERMAN).indices)
    assert _texts(reopened.memories.search("Wo spielt das Kind?", limit=1)) == [GERMAN]


def _plain(vector):
    return list(vector.indices), list(vector.values)


@pytest.fixture(scope="module")
def multilingual(tmp_path_factory):
    embedder = Embedder(
        EmbeddingConfig(model="multilingual"), tmp_path_factory.mktemp("multilingual-models")
    )
    embedder.warm()
    return embedder


def test_the_multilingual_model_finds_memories_across_languages(multilingual, isolated_home):
    from mgimind.engine.mind import Mind

    assert multilingual.model_name == MULTILINGUAL_MODEL and multilingual.dim == 512
    config = Config(embedding=multilingual.config)
    mind = Mind(isolated_home, config=config, embedder=multilingual)
    try:
        for text in (
            "The train to Munich was twenty minutes late this morning.",
            "My daughter started piano lessons on Tuesday.",
            "We moved the quarterly budget review to Thursday.",
        ):
            mind.memories.add(text)
        # No word in common: only the shared space of the model joins them.
        found = _texts(mind.memories.search("Wann hat meine Tochter mit dem Klavier angefangen?", limit=3))
        assert found[0] == "My daughter started piano lessons on Tuesday."
        assert len(found) == 3
    finally:
        mind.close()
