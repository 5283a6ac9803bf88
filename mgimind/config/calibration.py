"""Each dense model's calibrated cosine thresholds, the defaults of the settings that
`COSINE_SETTINGS` names (config.toml may set any of them).

Models spread similarities differently (bge-small puts unrelated texts near 0.53, MiniLM near
0.30), so a threshold is only meaningful for the model it was measured on. The settings read
these; the encoders (mgimind/encoders/offline_models.py) name the same models by the same
names and carry their files.
"""

from __future__ import annotations

from dataclasses import dataclass

MINILM_MODEL = "sentence-transformers/all-MiniLM-L6-v2"
BGE_SMALL_MODEL = "BAAI/bge-small-en-v1.5"
# The name `embedding.model = "multilingual"` stands for.
MULTILINGUAL_MODEL = "google/universal-sentence-encoder-multilingual-3"
# The name `embedding.model = "multilingual-e5"` stands for: multilingual-e5-small at 4 bits.
E5_MODEL = "intfloat/multilingual-e5-small@q4"


@dataclass(frozen=True)
class Cosines:
    """Cosine thresholds calibrated for one model. Each can be overridden in config.toml."""

    recall_floor: float  # recall.floor: a prompt with nothing above it gets no recall
    near_duplicate: float  # admission.near_duplicate
    low_novelty: float  # admission.low_novelty
    merge_similarity: float  # lifecycle.merge_similarity


# MiniLM's values are the originals. bge-small's are matched to them on LoCoMo (BENCHMARKS.md):
# the floor lets through as many best matches from an unrelated conversation (26%); the
# duplicate cut sits where a chunk with 5-15% of its words dropped lands (MiniLM: 0.95); low
# novelty sits as far into the tail of the nearest distinct chunk in the same conversation.
# The multilingual model's are MiniLM's carried over by rank: each cut sits at the quantile
# of its cosines where MiniLM's sits on the same XQuAD text pairs
# (benchmark/multilingual/calibrate.py); so are multilingual-e5's, whose cosines crowd near
# the top (unrelated XQuAD pairs near 0.75). MiniLM@int8 is MiniLM (its queries run in fp32).
MINILM_COSINES = Cosines(
    recall_floor=0.35, near_duplicate=0.95, low_novelty=0.88, merge_similarity=0.95
)
CALIBRATED = {
    MINILM_MODEL: MINILM_COSINES,
    MINILM_MODEL + "@int8": MINILM_COSINES,
    BGE_SMALL_MODEL: Cosines(
        recall_floor=0.57, near_duplicate=0.98, low_novelty=0.955, merge_similarity=0.98
    ),
    MULTILINGUAL_MODEL: Cosines(
        recall_floor=0.29, near_duplicate=0.96, low_novelty=0.92, merge_similarity=0.96
    ),
    E5_MODEL: Cosines(
        recall_floor=0.81, near_duplicate=0.98, low_novelty=0.97, merge_similarity=0.98
    ),
}


def calibrated_cosines(model: str) -> Cosines:
    """The model's own thresholds; MiniLM's for a model not calibrated here."""
    return CALIBRATED.get(model, MINILM_COSINES)


# A model's recall floor for a prompt in another language than English, whose nearest
# memories are in its own language, where its cosines sit higher there: e5's English floor,
# 0.81, carried over from MiniLM's by rank on English text, let a question about nothing
# stored recall something most of the time in Hindi and Greek. Chosen per language on the
# tuning half of XQuAD's questions (benchmark/multilingual/floor_by_language.py: the floor
# getting most prompts right, a question about a stored paragraph recalling it and one
# about a paragraph never stored recalling nothing), German, Hindi and Greek each chose
# 0.84 (English 0.835): one floor for every language but English, whose floor stays as
# calibrated. docs/languages.md has the held-out half.
RECALL_FLOOR_BEYOND_ENGLISH: dict[str, float] = {E5_MODEL: 0.84}


def language_recall_floor(model: str, language: str, floor: float) -> float:
    """`model`'s recall floor for a prompt in `language`; `floor`, its own, in English or
    where no other is measured."""
    if language == "en":
        return floor
    return RECALL_FLOOR_BEYOND_ENGLISH.get(model, floor)
