"""How a query's language and script weigh search's two arms: in a script none of the
dense model's languages is written in, the model's cosines are noise, and BM25 alone ranks
(monolingual search is then never below keyword search in that language)."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from mgimind.config import MULTILINGUAL_MODEL, EmbeddingConfig
from mgimind.encoders.embeddings import Embedder
from mgimind.encoders.language import script
from mgimind.store.base import SPARSE, Arm, Eq, where

XQUAD = Path(__file__).resolve().parents[1] / "benchmark/multilingual/data/xquad.json.gz"


def test_script_is_the_script_most_letters_are_written_in():
    assert script("Πόσες μπάλες έπιασε ο Νόρμαν;") == "GREEK"
    assert script("สวัสดีครับ deploy") == "THAI"
    assert script("ሰላም ነው") == "ETHIOPIC"  # any script Unicode names, not a list
    assert script("fix getUserName in 東京") == "LATIN"
    assert script("ｆｕｌｌｗｉｄｔｈ") == "LATIN"
    assert script("1234 !?") == "LATIN"


def test_a_model_reads_the_scripts_of_its_languages_only(tmp_path):
    english = Embedder(EmbeddingConfig(), tmp_path)
    many = Embedder(EmbeddingConfig(model=MULTILINGUAL_MODEL), tmp_path)
    assert english.reads_script("LATIN") and not english.reads_script("GREEK")
    assert not english.reads_script("THAI") and not english.reads_script("DEVANAGARI")
    assert many.reads_script("THAI") and many.reads_script("HANGUL")
    assert many.reads_script("CYRILLIC") and not many.reads_script("GREEK")


@pytest.fixture
def hindi(make_mind):
    """XQuAD's first 40 Hindi paragraphs, one memory each (Hindi is written in Devanagari,
    which the English default model does not read)."""
    with gzip.open(XQUAD, "rt", encoding="utf-8") as f:
        data = json.load(f)["languages"]["hi"]
    mind = make_mind()
    paragraph_of = {}
    with mind.store.batch():
        for i, text in enumerate(data["paragraphs"][:40]):
            paragraph_of[mind.memories.add(text).id] = i
    return mind, paragraph_of


def test_a_query_in_a_script_the_model_cannot_read_ranks_as_bm25_does(hindi):
    mind, paragraph_of = hindi
    # "How many balls did Josh Norman intercept?", on paragraph 0; with a dense share the
    # model's noise put paragraph 4 first.
    question = "जोश नॉर्मन ने कितने बॉल को इंटरसेप्ट किया?"
    found = [paragraph_of[r.id] for r in mind.memories.search(question, limit=5, touch=False)]
    hits = mind.store.query(
        [Arm(SPARSE, mind.sparse.query(question), 200)], where(Eq("kind", "memory")), 200
    )
    by_bm25: dict[int, None] = {}
    for hit in hits:
        by_bm25.setdefault(paragraph_of[hit.payload["memory_id"]], None)
    assert found[0] == 0, found
    assert found == list(by_bm25)[:5]
