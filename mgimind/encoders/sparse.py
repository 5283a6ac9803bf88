"""The BM25 sparse arm: term-frequency weights per document; the engine applies IDF.

Uses qdrant-edge's own `Bm25` (offline, no model files), for both backends, so a store
moved between them keeps its sparse vectors.

Each text is normalised (`word_forms.normalise`: NFKC, the vowel marks Arabic and Hebrew
usually leave out dropped) and analysed in its own language (`language.detect`): that
language's stop words and Snowball stemmer where qdrant-edge has them, a Snowball stemmer
from `snowballstemmer` where only it has one (Hindi, Persian, Polish...), a word segmenter
for Chinese, Japanese and Thai (its multilingual tokenizer), overlapping pairs of
characters for the other scripts written without spaces (Lao, Khmer, Myanmar...: chosen
by the script, whatever language is detected), and plain words otherwise (Vietnamese...).
Turkish and Azerbaijani are put in lower case by their own rule first (İ is i, I is ı).
English text is encoded exactly as an English-only encoder would.

One index holds every language. A token's id is a hash of the token as analysed, so the
same word matches across texts only when it is analysed the same way. A text in another
language is therefore also read a second time as English would read it (English stemmer,
its own and English stop words) and the two token sets merged: an English term, a name or
a code identifier in a German note then carries the very id it has in English text, and an
English query finds it (and the reverse).
"""

from __future__ import annotations

import threading
from collections.abc import Callable

import qdrant_edge as qe

from mgimind.encoders.language import ENGLISH, detect
from mgimind.encoders.word_forms import (
    PYTHON_STEMMERS,
    has_unsegmented,
    language_case,
    normalise,
    pair_unsegmented,
    stems,
)
from mgimind.store.base import Sparse

# Recorded in the home beside the dense model: a store whose sparse vectors another
# encoder made has them made again on open (see `sparse_upgrade.py`).
IDENTITY = "bm25-by-language-5"  # 5: Turkish and Azerbaijani lower-case their own i's
# The encoder every store had before texts were analysed by language.
ENGLISH_ONLY_IDENTITY = "bm25-english"

# qdrant-edge language names for the ISO codes: stop words, and a stemmer where Snowball
# has one for it.
LANGUAGE_NAMES = {
    "ar": "arabic",
    "az": "azerbaijani",
    "bn": "bengali",
    "ca": "catalan",
    "da": "danish",
    "de": "german",
    "el": "greek",
    "es": "spanish",
    "eu": "basque",
    "fi": "finnish",
    "fr": "french",
    "he": "hebrew",
    "hu": "hungarian",
    "id": "indonesian",
    "it": "italian",
    "ja": "japanese",
    "kk": "kazakh",
    "ne": "nepali",
    "nl": "dutch",
    "nb": "norwegian",
    "no": "norwegian",
    "pt": "portuguese",
    "ro": "romanian",
    "ru": "russian",
    "sl": "slovene",
    "sv": "swedish",
    "tr": "turkish",
    "zh": "chinese",
}
# Written without spaces between words: segmented by qdrant-edge's multilingual tokenizer.
SEGMENTED = {"zh", "ja", "ko", "th"}
# The analysis of a text holding a script without spaces no tokenizer here segments, read
# as pairs of characters (`word_forms.pair_unsegmented`), whatever its language.
_PAIRED = "paired"


def _tokenizer(language: str) -> qe.TokenizerType:
    # Word splitting for the languages without a name above too: the word tokenizer keeps
    # Devanagari's vowel signs inside words, and so does the multilingual one.
    return qe.TokenizerType.Multilingual if language in SEGMENTED else qe.TokenizerType.Word


def _stopwords(names: list[str]) -> qe.StopwordsSet:
    return qe.StopwordsSet(languages={getattr(qe.Language, n.capitalize()) for n in names})


def _analyzers(language: str) -> tuple[qe.Bm25, ...]:
    """The language's own analysis, then (for any language but English) English's reading
    of the same words."""
    if language == ENGLISH:
        return (qe.Bm25(qe.Bm25Config(language="english")),)
    if language == _PAIRED:
        return (
            _plain_words(qe.TokenizerType.Whitespace),
            _as_english(None, qe.TokenizerType.Whitespace),
        )
    name = LANGUAGE_NAMES.get(language)
    tokenizer = _tokenizer(language)
    if language in PYTHON_STEMMERS:  # stemmed before qdrant-edge sees the words
        own = _plain_words(qe.TokenizerType.Whitespace)
    elif name:
        own = qe.Bm25(qe.Bm25Config(language=name, tokenizer=tokenizer))
    else:
        own = _plain_words(tokenizer)
    return (own, _as_english(name, tokenizer))


def _plain_words(tokenizer: qe.TokenizerType) -> qe.Bm25:
    return qe.Bm25(
        qe.Bm25Config(
            tokenizer=tokenizer,
            stopwords=qe.StopwordsSet(custom=set()),
            stemmer=qe.DisabledStemmer(),
        )
    )


def _as_english(name: str | None, tokenizer: qe.TokenizerType) -> qe.Bm25:
    return qe.Bm25(
        qe.Bm25Config(
            language="english",
            tokenizer=tokenizer,
            stopwords=_stopwords(["english", name] if name else ["english"]),
        )
    )


class SparseEncoder:
    """BM25 term weights for a text, in the text's language. Thread-safe."""

    identity = IDENTITY

    def __init__(self) -> None:
        self._by_language: dict[str, tuple[qe.Bm25, ...]] = {}
        self._lock = threading.Lock()

    def document(self, text: str) -> Sparse:
        return self._encode(text, lambda bm25, read: bm25.embed_document(read))

    def query(self, text: str) -> Sparse:
        return self._encode(text, lambda bm25, read: bm25.embed_query(read))

    def warm(self) -> None:
        """Load the language model now (so the first search does not pay for it)."""
        self.document("warm up")

    def _analyzers_for(self, language: str) -> tuple[qe.Bm25, ...]:
        with self._lock:
            found = self._by_language.get(language)
            if found is None:
                try:
                    found = _analyzers(language)
                except ValueError:  # a name this qdrant-edge does not know: plain words
                    found = _analyzers("plain")
                self._by_language[language] = found
            return found

    def _encode(self, text: str, embed: Callable[[qe.Bm25, str], qe.SparseVector]) -> Sparse:
        text = normalise(text)
        language = detect(text)
        own = text
        if has_unsegmented(text):
            language = _PAIRED
            own = text = pair_unsegmented(text)
        else:
            own = stems(language, text) or language_case(language, text)
        analyzers = self._analyzers_for(language)
        if len(analyzers) == 1:
            v = embed(analyzers[0], text)
            return Sparse(list(v.indices), list(v.values))
        merged: dict[int, float] = {}
        # The language's own reading (of the stems, where they were made here), then
        # English's of the words as written.
        for bm25, read in zip(analyzers, (own, text), strict=True):
            v = embed(bm25, read)
            for index, value in zip(v.indices, v.values, strict=True):
                # A word both readings keep alike is one token, weighed once.
                merged[index] = max(value, merged.get(index, 0.0))
        return Sparse(list(merged), list(merged.values()))
