"""The dense arm's query: without the content words that nearly every searched chunk contains.

A word found in most of the chunks being searched cannot tell them apart: BM25 already
gives it almost no weight (its IDF tends to zero). The dense model has no such statistics;
it reads the word as part of the meaning. In a conversation between two people both names
are in every chunk, and a question naming one of them ("What did Caroline say about the
support group?") then pulls the dense arm toward any chunk that happens to sound like the
name instead of toward the topic. Dropping such words from the text the dense arm embeds
fixes that (LoCoMo dense-only NDCG@10 63.3 -> 72.0, see BENCHMARKS.md).

Function words ("the", "did", "my") are kept whatever their frequency: they carry the
question's grammar, which the model does use, and they are frequent everywhere.

How often a word occurs is estimated from a sample of the searched chunks (the first
`SAMPLE` chunks in id order, which is hash order, so spread over memories). Below
`MIN_SAMPLE` chunks the query is left as it is: there is nothing to tell apart.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter

SAMPLE = 256
MIN_SAMPLE = 20
COMMON = 0.5  # a content word in at least this share of the sampled chunks is dropped

# A word with the marks written on its letters (Devanagari's vowel signs, Thai's vowels
# and tones, Arabic's vowels): `\w` alone stops at a mark, so "है" read as "ह", a piece
# every Hindi chunk holds, and the query lost its words.
_MARKS = "".join(
    chr(c) for c in range(0x300, 0x10000) if unicodedata.category(chr(c)).startswith("M")
)
_WORD = re.compile(rf"[\w{re.escape(_MARKS)}]+")
FUNCTION_WORDS = frozenset(
    """
a an the to of in on at for and or but nor is are was were be been being am do does did done
have has had having i me my mine myself we us our ours you your yours he him his she her hers
it its they them their theirs what which who whom whose when where why how that this these
those with without from by as about into onto over under than then so if not no can could
would should will shall may might must just very too also any some all each every there here
up down out off again once s t m ll re ve d
""".split()
)


def _key(token: str) -> str:
    """A query token's word: "Caroline's" -> "caroline", "(LGBTQ)" -> "lgbtq"."""
    m = _WORD.search(token.lower())
    return m.group(0) if m else ""


def dense_query(query: str, sample: list[str]) -> str:
    """`query` without the content words found in at least `COMMON` of the `sample` chunk
    texts; the query unchanged when the sample is too small or no content word would be
    left."""
    return without_common(query, chunk_words(sample))


def chunk_words(sample: list[str]) -> list[frozenset[str]]:
    """Each sampled chunk's words, lowered: what `without_common` counts, read once. A
    store's sample is the same chunks prompt after prompt (memories.py keeps it for a
    while): reading and lowering 256 long chunks was most of what a prompt's dense query
    cost at a year's store."""
    return [frozenset(_WORD.findall(text.lower())) for text in sample]


def without_common(query: str, sample: list[frozenset[str]]) -> str:
    """`dense_query` over the sampled chunks' words (`chunk_words`)."""
    if len(sample) < MIN_SAMPLE:
        return query
    tokens = query.split()
    content = {k for k in map(_key, tokens) if k and k not in FUNCTION_WORDS}
    if not content:
        return query
    found: Counter[str] = Counter()
    for words in sample:  # one pass per chunk, whatever the query's length
        found.update(content.intersection(words))
    common = {w for w in content if found[w] >= COMMON * len(sample)}
    if not common or common == content:
        return query
    return " ".join(t for t in tokens if _key(t) not in common)
