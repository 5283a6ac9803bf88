"""The dense arm's query drops content words that nearly every searched chunk contains."""

from __future__ import annotations

from mgimind.search.query_terms import MIN_SAMPLE, dense_query

TOPICS = [
    "pottery class",
    "camping trip",
    "new puppy",
    "job interview",
    "painting a sunrise",
    "adoption agency",
    "beach volleyball",
    "family dinner",
    "guitar lessons",
    "support group",
    "book club",
    "charity run",
]


def dialogue(topic: str) -> str:
    return f"Caroline: I went to the {topic} yesterday.\nMelanie: How was the {topic}?"


CHUNKS = [dialogue(t) for t in TOPICS * 2]


def test_names_in_every_chunk_are_dropped_and_the_topic_kept():
    query = "When did Caroline's support group meet?"
    assert dense_query(query, CHUNKS) == "When did support group meet?"


def test_function_words_stay_however_common():
    # "the", "did" and "was" are in every chunk: they are grammar, not content.
    assert dense_query("What did the band play?", CHUNKS) == "What did the band play?"


def test_a_small_sample_leaves_the_query_alone():
    query = "When did Caroline go camping?"
    assert dense_query(query, CHUNKS[: MIN_SAMPLE - 1]) == query
    assert dense_query(query, CHUNKS[:MIN_SAMPLE]) == "When did go camping?"


def test_a_query_of_only_common_words_is_kept_whole():
    # Dropping every content word would leave nothing to search for.
    assert dense_query("Caroline or Melanie?", CHUNKS) == "Caroline or Melanie?"
    assert dense_query("Caroline or Melanie camping?", CHUNKS) == "or camping?"


def test_search_embeds_the_pruned_query_and_still_finds_the_topic(mind):
    for text in CHUNKS[: len(TOPICS)] + [dialogue(f"{t} again") for t in TOPICS]:
        mind.memories.add(text)
    seen: list[str] = []
    embed_query = mind.embedder.embed_query

    def spy(text: str):
        seen.append(text)
        return embed_query(text)

    mind.embedder.embed_query = spy
    results = mind.memories.search("What did Caroline say about the puppy?", limit=3)
    # ranked by the pruned query; the similarity shown is the query as asked
    # (tests/test_score_independence.py)
    assert seen == ["What did say about the puppy?", "What did Caroline say about the puppy?"]
    assert "puppy" in results[0].text and "puppy" not in results[-1].text
