"""The ranking-lever replay scores BM25 as the engine does, so its table compares like with like."""

from __future__ import annotations

import pytest

from benchmark.retrieval.levers import LINE, Bm25, Case, query_weights
from mgimind.config import Config
from mgimind.store.base import SPARSE, Arm, Eq, where
from mgimind.text.chunking import chunk_text

SESSIONS = {
    "garden": "user: I planted tomatoes and basil in the bed. Should I water them?\n"
    "assistant: Water them daily.",
    "kitchen": "user: The new smoker arrived, brisket on Sunday.\nassistant: Keep it at 110 C.",
    "bike": "user: My bike chain snapped on the hill.\nassistant: A chain tool fixes that. "
    * 12,  # several chunks
    "trip": "Caroline: We hiked to the lake.\nMelanie: Bring tomatoes next time!\nNote: at 6 am",
}


@pytest.mark.parametrize("backend_kind", ["edge"])
def test_replayed_bm25_equals_the_engines_sparse_arm(mind):
    ids = {name: mind.memories.add(text).id for name, text in SESSIONS.items()}
    question = "when did I plant the tomatoes?"
    arm = Arm(SPARSE, mind.sparse.query(question), 100)
    engine = {
        (h.payload["memory_id"], h.payload["chunk"]): h.score
        for h in mind.store.query([arm], where(Eq("kind", "memory")), 100)
    }
    size, overlap = Config().chunking.size, Config().chunking.overlap
    points = [
        (ids[name], i, c.text)
        for name, text in SESSIONS.items()
        for i, c in enumerate(chunk_text(text, size, overlap))
    ]
    assert len(points) > len(SESSIONS)  # the bike session is several points
    replayed = {(h.memory, h.chunk): h.score for h in Bm25(points).search(query_weights(question))}
    assert set(replayed) == set(engine) and (ids["garden"], 0) in replayed
    assert (ids["bike"], 0) not in replayed  # no query term: absent on both sides
    for key, score in engine.items():
        assert replayed[key] == pytest.approx(score, rel=1e-4)


def test_utterances_are_the_speakers_lines_not_the_assistants_nor_a_label_inside_a_turn():
    case = Case({}, "lme", False, SESSIONS, {})
    utterances = {(m, i): t for m, i, t in case.points("utterances")}
    assert ("garden", LINE) in utterances and ("trip", LINE + 1) in utterances
    texts = set(utterances.values())
    assert not any(t.startswith("assistant:") for t in texts)
    assert "Melanie: Bring tomatoes next time!" in texts and "Note: at 6 am" not in texts
    lines = {t for *_, t in case.points("lines")}
    assert {"Note: at 6 am", "assistant: Water them daily."} <= lines


def test_first_person_statements_are_what_a_person_says_of_themselves_not_their_questions():
    statements = {t for *_, t in Case({}, "lme", False, SESSIONS, {}).points("statements")}
    assert "user: I planted tomatoes and basil in the bed." in statements
    assert not any("Should I" in t or t.startswith("assistant:") for t in statements)
    assert "Melanie: Bring tomatoes next time!" not in statements  # no first person
