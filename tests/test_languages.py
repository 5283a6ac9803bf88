"""Memory in the language people write in: the BM25 arm reads each text in its language,
an old store's BM25 vectors are made again, and the opt-in multilingual dense model."""

from __future__ import annotations

import json
import re

import pytest
import qdrant_edge as qe

from mgimind.config import MULTILINGUAL_MODEL
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


PLAIN_ENGLISH = (
    "user: I have been trying to get the garden ready for spring, and the tomatoes that "
    "you suggested are doing well. What would you plant with them in a small raised bed?"
)


def test_plainly_english_text_is_decided_without_the_model_as_the_model_would(monkeypatch):
    import gzip
    from pathlib import Path

    import mgimind.encoders.language as language
    from mgimind.text.chunking import chunk_text

    xquad = Path(__file__).resolve().parents[1] / "benchmark/multilingual/data/xquad.json.gz"
    with gzip.open(xquad, "rt") as f:
        languages = json.load(f)["languages"]
    fast = {}
    for code, texts in languages.items():
        paragraphs = [c.text for p in texts["paragraphs"] for c in chunk_text(p, 500, 75)]
        said = paragraphs + [q[2] for q in texts["questions"]]
        plain = [t for t in said if language.plainly_english(t)]
        fast[code] = len(plain) / len(said)
        # Wherever the words alone say English, the model says so too.
        assert all(language.by_model(t) == "en" for t in plain), code
    assert fast["en"] > 0.15  # positive control: the rule does decide English text
    assert max(v for k, v in fast.items() if k != "en") < 0.001
    assert language.plainly_english(PLAIN_ENGLISH)
    assert not language.plainly_english(GERMAN) and not language.plainly_english(MIXED)

    def no_model():
        raise AssertionError("the model was asked")

    monkeypatch.setattr(language, "_model", no_model)
    language._detect_sample.cache_clear()
    try:
        assert detect(PLAIN_ENGLISH) == "en"  # decided by its words
        with pytest.raises(AssertionError, match="model was asked"):
            detect(GERMAN)  # the rest still goes to the model
    finally:
        language._detect_sample.cache_clear()


def test_english_is_encoded_as_an_english_only_encoder_did():
    old = qe.Bm25(qe.Bm25Config(language="english"))
    for text in (ENGLISH, "def get_user_name(self): return self._name  # TODO: cache"):
        new, was = SparseEncoder().document(text), old.embed_document(text)
        assert (new.indices, new.values) == (list(was.indices), list(was.values))
        assert SparseEncoder().query(text).indices == list(old.embed_query(text).indices)


def test_a_german_query_finds_german_by_stem(mind):
    for text in (GERMAN, GERMAN_OTHER, ENGLISH):
        mind.memories.add(text)
    # No word of the question is written as in the memory (Kind/Kinder, spielt/spielten,
    # Gärten/Garten): only German stemming joins them.
    asked = "Wo spielt ein Kind in Gärten?"
    assert not set(re.findall(r"\w+", asked.lower())) & set(re.findall(r"\w+", GERMAN.lower()))
    shared = set(mind.sparse.query(asked).indices) & set(mind.sparse.document(GERMAN).indices)
    assert len(shared) == 3  # kind, spielt, gart
    # Control: the English analyser reads the same words and joins none of them.
    english = qe.Bm25(qe.Bm25Config(language="english"))
    by_english = set(english.embed_query(asked).indices)
    assert not by_english & set(english.embed_document(GERMAN).indices)
    found = _texts(mind.memories.search(asked, limit=3))
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
            Point(
                p.id, p.payload, p.dense, Sparse(*_plain(english.embed_document(p.payload["text"])))
            )
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


def test_multilingual_model_by_config_and_reindex(embedder, isolated_home):
    """`config set embedding.model multilingual` + `reindex`: a German question then finds
    English memories it shares no word with."""
    from mgimind.config import load_config, save_config
    from mgimind.engine.mind import Mind
    from mgimind.moves.reindex import reindex

    notes = (
        "The train to Munich was twenty minutes late this morning.",
        "My daughter started piano lessons on Tuesday.",
        "We moved the quarterly budget review to Thursday.",
    )
    with Mind(isolated_home, embedder=embedder) as mind:  # built with the default model
        for text in notes:
            mind.memories.add(text)
        config = mind.config.model_copy(deep=True)
    config.embedding.model = "multilingual"  # what `mgimind config set` validates and saves
    save_config(config, isolated_home)
    assert load_config(isolated_home).embedding.model == MULTILINGUAL_MODEL
    assert reindex(isolated_home) >= len(notes)

    with Mind(isolated_home) as mind:
        assert mind.embedder.model_name == MULTILINGUAL_MODEL and mind.embedder.dim == 512
        found = _texts(mind.memories.search("Wann hat meine Tochter mit dem Klavier angefangen?"))
    assert found[0] == notes[1] and len(found) == 3


ENGLISH_NOTES = [
    "The landlord moved our meeting to next Tuesday.",
    "Buy oat milk and coffee beans on the way home.",
    "The CI pipeline fails on the flaky websocket test.",
    "Anna prefers window seats on long flights.",
    "Renew the car insurance before the end of March.",
    "The staging database runs out of disk every Sunday.",
    "Tom's birthday dinner is at the Italian place downtown.",
    "Our team retrospective is every second Friday.",
    "The dentist appointment was moved to half past nine.",
    "Use the blue folder for the tax receipts this year.",
]
GERMAN_NOTES = [
    "Der Vermieter hat unser Treffen auf nächsten Dienstag verschoben.",
    "Auf dem Heimweg Hafermilch und Kaffeebohnen kaufen.",
    "Die Pipeline scheitert immer wieder am wackeligen Websocket-Test.",
    "Anna sitzt auf langen Flügen am liebsten am Fenster.",
    "Die Autoversicherung muss vor Ende März verlängert werden.",
    "Die Staging-Datenbank hat jeden Sonntag keinen Speicherplatz mehr.",
    "Toms Geburtstagsessen findet beim Italiener in der Innenstadt statt.",
    "Unsere Retrospektive findet jeden zweiten Freitag statt.",
    "Der Zahnarzttermin wurde auf halb zehn verlegt.",
    "Für die Steuerbelege nehmen wir dieses Jahr den blauen Ordner.",
]


def test_doctor_names_the_setting_when_memories_are_not_in_english(run):
    def languages():
        checks = json.loads(run("doctor", "--json").output)
        return next(c for c in checks if c["name"] == "languages")

    for note in ENGLISH_NOTES:
        assert run("add", note).exit_code == 0
    assert languages()["status"] == "ok"
    for note in GERMAN_NOTES:
        assert run("add", note).exit_code == 0
    check = languages()
    assert check["status"] == "warn" and "10 of the newest 20" in check["detail"]
    assert "de 10" in check["detail"] and "embedding.model multilingual" in check["fix"]


def test_doctor_reads_the_languages_through_a_running_daemon(run, isolated_home, monkeypatch):
    """The daemon holds the store: doctor asks it for the newest memories."""
    from daemon_helpers import running_daemon

    from mgimind.doors.client import DaemonClient

    with running_daemon(isolated_home, monkeypatch):
        client = DaemonClient(isolated_home)
        try:
            for note in ENGLISH_NOTES:
                client.memories.add(note)
            checks = json.loads(run("doctor", "--json").output)
            english = next(c for c in checks if c["name"] == "languages")
            for note in GERMAN_NOTES:
                client.memories.add(note)
            checks = json.loads(run("doctor", "--json").output)
        finally:
            client.close()
    store = next(c for c in checks if c["name"] == "store")
    assert "through the running daemon" in store["detail"]
    assert english["status"] == "ok"  # the positive control: the same check, English only
    german = next(c for c in checks if c["name"] == "languages")
    assert german["status"] == "warn" and "10 of the newest 20" in german["detail"]
