"""A question in one language over memories in another, with a dense model that knows both:
BM25 can match only the names and numbers the two share, so the dense arm leads. Within
one language (English above all) the weights are what they were."""

from __future__ import annotations

import pytest

from mgimind.config import Config, EmbeddingConfig
from mgimind.encoders.embeddings import Embedder
from mgimind.engine.mind import Mind
from mgimind.memory.memories import params_for_search
from mgimind.search.ranking import CROSS_LANGUAGE_PARAMS, DEFAULT_PARAMS
from mgimind.store.base import DENSE, Arm, Eq, where

NOTES = (
    "Anna's flight to Berlin leaves at seven on Friday morning.",
    "The office heating broke down again; the technician comes on Monday.",
    "The Berlin team moved the retrospective to Thursday afternoon.",
    "Renew the car insurance before the end of March.",
)
# About the heating, and naming Berlin, which two other notes hold: keyword search finds
# those; only the dense arm reads the question.
QUESTIONS = (
    "Wann kommt der Techniker wegen der kaputten Heizung im Berliner Büro?",
    "¿Cuándo viene el técnico por la calefacción de la oficina de Berlin?",
    "Когда придёт техник чинить отопление в офисе в Berlin?",
)


@pytest.fixture(scope="module", params=["multilingual", "multilingual-e5"])
def crossing_mind(request, tmp_path_factory, shared_models):
    config = Config(embedding=EmbeddingConfig(model=request.param))
    embedder = Embedder(config.embedding, shared_models)
    mind = Mind(tmp_path_factory.mktemp("home"), config=config, embedder=embedder, actor="t")
    for note in NOTES:
        mind.memories.add(note)
    yield mind
    mind.close()


@pytest.mark.parametrize("question", QUESTIONS)
def test_a_question_across_languages_finds_what_it_asks_not_a_shared_name(crossing_mind, question):
    found = [r.text for r in crossing_mind.memories.search(question, touch=False)]
    assert found[0] == NOTES[1], found
    assert set(found) == set(NOTES)  # the others are still there, below it
    # The weights of one language: the shared name would win (what search did before).
    same_weights = crossing_mind.memories.search(question, touch=False, ranking=DEFAULT_PARAMS)
    assert same_weights[0].text != NOTES[1]


def test_weights_cross_only_when_the_nearest_memories_are_in_another_language(crossing_mind):
    mind = crossing_mind

    def params(query: str):
        arm = Arm(DENSE, [float(x) for x in mind.embedder.embed_query(query)], 10)
        hits = mind.store.query([arm], where(Eq("kind", "memory")), 10)
        return params_for_search(mind.embedder, query, hits)

    assert params(QUESTIONS[0]).dense_weight == CROSS_LANGUAGE_PARAMS.dense_weight
    english = params("When does the technician come to fix the heating?")
    assert english.dense_weight == DEFAULT_PARAMS.dense_weight
    assert english.sparse_weight == DEFAULT_PARAMS.sparse_weight
