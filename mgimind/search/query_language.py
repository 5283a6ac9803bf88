"""The language a query is read in, for search's arm weights and recall's floor alike.

The detector decides, with one correction: a short question in another Latin-script
language often reads as English to it ("Halford Mackinder nerede doğdu?"). When the
memories nearest to such a question are in a language the dense model lacks, the question
is taken to be in theirs, so BM25 leads its ranking and the words decide its recall, as for
any query in a language the model lacks.
"""

from __future__ import annotations

from itertools import islice
from typing import Any, Iterable

from mgimind.encoders.language import ENGLISH, detect, most_common_language

# How many of the memories nearest to a query (by the dense arm) tell their language.
NEAREST_SAMPLE = 5


def nearest_language(nearest_texts: Iterable[str]) -> str | None:
    """The language most of the first `NEAREST_SAMPLE` texts are in (None for none)."""
    return most_common_language(islice(nearest_texts, NEAREST_SAMPLE))


def query_language(embedder: Any, query: str, nearest: str | None) -> str:
    """The language `query` is read in, given the language of the memories nearest to it
    (`nearest_language`) and the dense model (`embedder.covers`)."""
    language = detect(query)
    if language == ENGLISH and nearest is not None and not embedder.covers(nearest):
        return nearest
    return language
