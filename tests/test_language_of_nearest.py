"""A short question in a language the dense model lacks often reads as English to the
detector; when the memories nearest to it are in that language, BM25 leads its ranking as it
does for any question in a language the model lacks."""

from __future__ import annotations

from mgimind.encoders.language import detect
from mgimind.memory.memories import params_for_search
from mgimind.search.ranking import DEFAULT_PARAMS, OFF_LANGUAGE_PARAMS
from mgimind.store.base import DENSE, Arm, Eq, where

TURKISH = [
    "Halford Mackinder 1861 yılında Gainsborough'da doğdu ve coğrafya profesörü oldu.",
    "Ankara'daki kitap fuarı bu yıl Kızılay meydanında açıldı ve çok kalabalıktı.",
    "Boğaziçi Köprüsü 1973 yılında açıldı ve iki kıtayı birbirine bağladı.",
]
ENGLISH = [
    "The deploy script retries three times before it gives up on the staging server.",
    "We moved the weekly planning meeting to Thursday mornings at ten.",
]


def _weights(mind, question):
    vector = [float(x) for x in mind.embedder.embed_query(question)]
    dense = mind.store.query([Arm(DENSE, vector, 10)], where(Eq("kind", "memory")), 10)
    params = params_for_search(mind.embedder, question, dense)
    return params.dense_weight, params.sparse_weight


def test_a_question_read_as_english_over_memories_in_another_language(make_mind):
    mind = make_mind()
    for text in TURKISH:
        mind.memories.add(text)
    question = "Halford Mackinder nerede doğdu?"
    assert detect(question) == "en"  # what makes the case: the detector cannot tell
    off = (OFF_LANGUAGE_PARAMS.dense_weight, OFF_LANGUAGE_PARAMS.sparse_weight)
    assert _weights(mind, question) == off


def test_an_english_question_over_english_memories_keeps_equal_arms(make_mind):
    mind = make_mind()
    for text in ENGLISH:
        mind.memories.add(text)
    question = "when is the planning meeting"
    assert _weights(mind, question) == (DEFAULT_PARAMS.dense_weight, DEFAULT_PARAMS.sparse_weight)
