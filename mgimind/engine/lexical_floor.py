"""The recall floor for a prompt in a language the dense model was not trained on.

Recall keeps an item when the dense model finds it close enough to the prompt. The English
default model cannot read Hindi, Chinese or Russian: it finds any two texts of such a script
alike, so its floor let every such prompt recall something, stored or not. For a prompt in
a language the model was not trained on, the words decide instead: an item clears the floor
when it holds enough of the prompt's BM25 terms (analysed in the prompt's language, see
encoders/sparse.py), each term weighted by how rare it is among the candidates the engine
returned for the prompt (its best BM25 and dense matches; in a small store, every memory).
A term nearly every candidate holds ("the", "है", "的") weighs almost nothing, so a memory
that shares only such terms stays out, and an unrelated prompt recalls nothing.

`python -m benchmark.multilingual.recall_floor` measures both sides on XQuAD, in nine
languages (BENCHMARKS.md, Languages); LEXICAL_FLOOR was chosen there among 0.3, 0.4, 0.5.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, Iterable

from mgimind.config.calibration import language_recall_floor
from mgimind.search.query_language import nearest_language, query_language

if TYPE_CHECKING:
    from mgimind.services.mindapi import MindAPI

LEXICAL_FLOOR = 0.4
TEXT_CHARS = 4000  # an item's words are read from its beginning


def recall_floor(mind: "MindAPI", query: str, nearest_texts: Iterable[str] = ()) -> float | None:
    """The cosine an item needs to be recalled for `query`, or None where the words decide
    (`lexical_matches`): the dense model was not trained on the language the prompt is read
    in, the same reading search's arm weights take (mgimind/search/query_language.py;
    `nearest_texts`, the memories nearest to the prompt, best first). The floor is the
    model's, or its floor beyond English where its cosines sit higher there (e5) and the
    prompt does not cross languages (config/calibration.py); a floor set in config.toml
    holds in every language."""
    nearest = nearest_language(nearest_texts)
    language = query_language(mind.embedder, query, nearest)
    if not mind.embedder.covers(language):
        return None
    floor = mind.config.cosines().recall_floor
    if mind.config.recall.floor is not None or nearest not in (None, language):
        return floor
    return language_recall_floor(mind.config.embedding.model, language, floor)


def lexical_matches(
    mind: "MindAPI", query: str, candidates: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """The candidates whose rarity-weighted share of the prompt's terms reaches
    LEXICAL_FLOOR (the rarity counted over all `candidates`), each with that share as
    `lexical`, and as its score where that is higher."""
    terms = set(mind.sparse.query(query).indices)
    if not terms or not candidates:
        return []
    held = [terms & set(mind.sparse.document(c["text"][:TEXT_CHARS]).indices) for c in candidates]
    n = len(candidates)
    weight = {t: max(math.log((n + 1) / (sum(t in h for h in held) + 0.5)), 0.0) for t in terms}
    total = sum(weight.values())
    if total <= 0:
        return []
    matched = []
    for c, h in zip(candidates, held, strict=True):
        share = sum(weight[t] for t in h) / total
        if share >= LEXICAL_FLOOR:
            c["lexical"] = round(share, 3)
            c["score"] = max(c["score"], share)
            matched.append(c)
    return matched
