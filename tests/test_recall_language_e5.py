"""With `embedding.model = "multilingual-e5"`, the recall floor of a language whose cosines
sit higher than English's: a Hindi or Greek prompt about a stored memory recalls it, and an
unrelated prompt in the same language recalls nothing (at e5's English floor, 0.81, it
recalled the nearest memories whatever they were about), nor gets the newest memories as
recent context (at e5's cosines every question read as near a question about the state
now). An English prompt keeps the English floor."""

from __future__ import annotations

import pytest

from mgimind.config import Config, EmbeddingConfig
from mgimind.config.calibration import E5_MODEL, calibrated_cosines, language_recall_floor
from mgimind.encoders.embeddings import Embedder
from mgimind.engine.mind import Mind

NOTES = (
    "हमारी टीम की साप्ताहिक बैठक हर मंगलवार सुबह दस बजे बर्लिन कार्यालय में होती है।",
    "प्रोडक्शन डेटाबेस का बैकअप हर रात दो बजे एक अलग बकेट में जाता है।",
    "मेरी बेटी ने पिछले महीने से वायलिन सीखना शुरू किया है।",
    "Η εβδομαδιαία συνάντηση της ομάδας γίνεται κάθε Τρίτη στις δέκα στο γραφείο της Αθήνας.",
    "Το αντίγραφο ασφαλείας της βάσης δεδομένων αποθηκεύεται κάθε βράδυ σε ξεχωριστό κάδο.",
    "Η κόρη μου άρχισε μαθήματα βιολιού τον περασμένο μήνα.",
    "The payments webhook retries exactly seven times with exponential backoff.",
)
CASES = [
    # (prompt about a stored memory, a word of that memory, prompt about nothing stored:
    # lunch in the office canteen, at cosine 0.82 with a note, over e5's English floor)
    ("डेटाबेस का बैकअप कब होता है?", "बकेट", "कार्यालय की कैंटीन में दोपहर का खाना कब मिलता है?"),
    (
        "Πότε γίνεται η συνάντηση της ομάδας;",
        "Τρίτη",
        "Τι ώρα σερβίρεται το μεσημεριανό στην καντίνα;",
    ),
]


@pytest.fixture(scope="module")
def e5_mind(tmp_path_factory, shared_models):
    config = Config(embedding=EmbeddingConfig(model="multilingual-e5"))
    embedder = Embedder(config.embedding, shared_models)
    mind = Mind(tmp_path_factory.mktemp("home"), config=config, embedder=embedder, actor="t")
    for note in NOTES:
        mind.memories.add(note)
    yield mind
    mind.close()


@pytest.mark.parametrize("asked, holds, unrelated", CASES, ids=["hindi", "greek"])
def test_a_prompt_recalls_its_memory_and_an_unrelated_one_nothing(e5_mind, asked, holds, unrelated):
    recall = e5_mind.recall(asked)
    assert recall.items and holds in recall.items[0].text, recall.text
    assert e5_mind.recall(unrelated).items == [], e5_mind.recall(unrelated).text


def test_english_keeps_the_models_floor(e5_mind):
    floor = calibrated_cosines(E5_MODEL).recall_floor
    assert language_recall_floor(E5_MODEL, "en", floor) == floor
    recall = e5_mind.recall("How often does the payments webhook retry?")
    assert recall.items and "seven times" in recall.items[0].text, recall.text
    assert e5_mind.recall("What is a good recipe for banana bread?").items == []
