"""Text made ready for BM25 where qdrant-edge's own analysis falls short.

- Compatibility forms are folded (NFKC): full-width letters, ligatures and presentation
  forms read as the letters they show, in the query and in the memory alike. Arabic's
  short vowels and Hebrew's points, which most text leaves out, are dropped.
- Scripts written without spaces that qdrant-edge's tokenizer does not segment (Lao,
  Khmer, Myanmar, Tibetan...) are read as overlapping pairs of characters: a word inside
  a run then matches wherever it is written, with no dictionary. A character keeps the
  marks written on it (vowel signs, tone marks), so a pair never splits a syllable's sign
  from its letter.
- Languages whose Snowball stemmer qdrant-edge lacks (Hindi, Persian, Polish, Czech,
  Indonesian, Catalan...) are stemmed here with `snowballstemmer` (pure Python), and the
  stems handed on as words.

Left as qdrant-edge reads them: the Brahmic scripts with spaces (Devanagari, Bengali,
Tamil...), whose words its word tokenizer breaks at a virama or nukta. Splitting them into
whole words here was measured worse: XQuAD Hindi, BM25 alone, tuning half, any@1 88.9 ->
86.4 (the pieces match a word's other forms, as a stemmer would).
"""

from __future__ import annotations

import re
import threading
import unicodedata

import snowballstemmer

# Scripts with no spaces between words that the multilingual tokenizer leaves as one
# token per run (Thai, Han and kana it segments with dictionaries).
UNSEGMENTED_SCRIPTS = frozenset(
    "LAO KHMER MYANMAR TIBETAN BALINESE JAVANESE SUNDANESE BUGINESE TAI NEW".split()
)
# ISO 639-1 codes for the stemmers only snowballstemmer has (qdrant-edge stems the rest).
PYTHON_STEMMERS = {
    "ca": "catalan",
    "cs": "czech",
    "eo": "esperanto",
    "et": "estonian",
    "eu": "basque",
    "fa": "persian",
    "ga": "irish",
    "hi": "hindi",
    "hy": "armenian",
    "id": "indonesian",
    "lt": "lithuanian",
    "ne": "nepali",
    "pl": "polish",
    "sr": "serbian",
    "ta": "tamil",
    "yi": "yiddish",
}

_stemmers: dict[str, object] = {}
_lock = threading.Lock()


# Thai's and Lao's SARA AM are vowels of their own to the word segmenter, not the two
# signs NFKC would split them into.
_KEPT = re.compile("([\u0e33\u0eb3])")


# Arabic's short vowels and Hebrew's points: most text is written without them, so a
# vowelled word and its plain spelling are one word.
_DROPPED_MARKS = re.compile(
    "[\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7\u064b-\u065f\u0670]"
)


def normalise(text: str) -> str:
    """NFKC (compatibility forms as the letters they show), without the vowel marks a
    language usually leaves out."""
    if text.isascii():
        return text
    folded = "".join(
        part if _KEPT.fullmatch(part) else unicodedata.normalize("NFKC", part)
        for part in _KEPT.split(text)
    )
    return _DROPPED_MARKS.sub("", folded)


def _script_of(ch: str) -> str:
    return unicodedata.name(ch, "").split(" ", 1)[0]


def _is_word_char(ch: str) -> bool:
    return unicodedata.category(ch)[0] in "LMN"


def words(text: str) -> list[str]:
    """Runs of letters, marks and digits (a vowel sign stays inside its word, which
    Python's `\\w` would split at)."""
    found: list[str] = []
    current: list[str] = []
    for ch in text:
        if _is_word_char(ch):
            current.append(ch)
        elif current:
            found.append("".join(current))
            current = []
    if current:
        found.append("".join(current))
    return found


def _clusters(run: str) -> list[str]:
    """A base character with the marks written on it."""
    out: list[str] = []
    for ch in run:
        if out and unicodedata.category(ch)[0] == "M":
            out[-1] += ch
        else:
            out.append(ch)
    return out


def has_unsegmented(text: str) -> bool:
    """Whether `text` holds letters of a script written without spaces that no tokenizer
    here segments."""
    return any(
        ch.isalpha() and ord(ch) > 0x0E00 and _script_of(ch) in UNSEGMENTED_SCRIPTS for ch in text
    )


def pair_unsegmented(text: str) -> str:
    """`text` with each run of an unsegmented script replaced by its overlapping pairs of
    characters, space-separated; other words as they were."""
    out: list[str] = []
    for word in words(text):
        run: list[str] = []
        rest: list[str] = []
        for ch in word:
            if _script_of(ch) in UNSEGMENTED_SCRIPTS or (
                run and unicodedata.category(ch)[0] == "M"
            ):
                if rest:
                    out.append("".join(rest))
                    rest = []
                run.append(ch)
            else:
                if run:
                    out.extend(_pairs(_clusters("".join(run))))
                    run = []
                rest.append(ch)
        if run:
            out.extend(_pairs(_clusters("".join(run))))
        if rest:
            out.append("".join(rest))
    return " ".join(out)


def _pairs(clusters: list[str]) -> list[str]:
    if len(clusters) < 2:
        return clusters
    return [a + b for a, b in zip(clusters, clusters[1:], strict=False)]


# Turkish and Azerbaijani write two i's, each with its own capital: dotted i / İ and dotless
# ı / I. Unicode's default lower case reads İ as i plus a combining dot and I as i, so
# "İlk" (a sentence's first word) and "ilk" were two words to BM25, and "Işık" was not
# "ışık".
_DOTTED_CASE = {"tr", "az"}
_DOTTED_LOWER = str.maketrans({"İ": "i", "I": "ı"})


def language_case(language: str, text: str) -> str:
    """`text` in lower case by the language's own rule where it differs from Unicode's
    default (Turkish and Azerbaijani's dotted and dotless i); otherwise as it was."""
    if language not in _DOTTED_CASE:
        return text
    return text.translate(_DOTTED_LOWER).lower()


def stems(language: str, text: str) -> str | None:
    """`text`'s words casefolded and stemmed by the language's Snowball stemmer, as one
    space-separated string (None: no stemmer here for the language)."""
    name = PYTHON_STEMMERS.get(language)
    if name is None:
        return None
    with _lock:
        stemmer = _stemmers.get(language)
        if stemmer is None:
            stemmer = _stemmers[language] = snowballstemmer.stemmer(name)
        # A stemmer object keeps state between calls: one caller at a time.
        return " ".join(stemmer.stemWords([w.casefold() for w in words(text)]))  # type: ignore[attr-defined]
