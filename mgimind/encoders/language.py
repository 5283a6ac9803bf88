"""Which language a text is written in, offline.

py3langid (langid.py's naive Bayes model over byte n-grams) ships its model
inside its wheel, so nothing is downloaded; it loads in ~0.4 s, once, on first use, and
classifies a paragraph in well under a millisecond.

English is the answer whenever the evidence is weak: a text in the Latin script goes to
another language only when the model is sure of it, because a short English query ("fix
the flaky pytest") can look like anything, and English text must be encoded as it always
was. Other scripts (Cyrillic, Arabic, Devanagari, Han...) carry their own evidence.

Most stored text is plainly English, and the model costs ~0.25 ms a chunk, a third of the
write path besides embedding. A text whose words are English function words that other
languages do not use ("the", "and", "you", "with"...: at least four of them, one word in
eight) is English without asking the model. That decides three in four LongMemEval and
two in three LoCoMo chunks at a tenth of the cost, and on those corpora and XQuAD's nine
languages it never disagreed with the model (`tests/test_languages.py` keeps the check).
"""

from __future__ import annotations

import re
import threading
import unicodedata
from collections import Counter
from functools import lru_cache
from typing import Any, Iterable

ENGLISH = "en"
# The languages a text is told apart between. Fewer candidates decide short texts far
# better (of XQuAD's Spanish questions, 72% were told from English among all of the
# model's languages, 99% among these): the languages the sparse arm analyses in their own
# way, and common ones of other scripts. A text in a language left out is given the
# nearest candidate, unless it is plainly in another language (`OTHER_LANGUAGES`).
CANDIDATES = (
    "en ar bn cs da de el es fa fi fr he hi hu id it ja ko nl no pl pt ro ru sv ta th tr uk vi zh"
).split()
# The other languages a text is also scored against: those of the multilingual dense models
# (XLM-RoBERTa's hundred) that the model knows. Among the candidates, Catalan reads as
# Spanish, Galician as Portuguese, Slovak as Czech, Basque and Latvian as English, and
# would be stemmed as those; a text whose best language is one of these, with at least
# `OTHER_CONFIDENCE` (`OTHER_OVER_ENGLISH` where English is the nearest candidate), is
# given it instead: its own stemmer where Snowball has one, plain words where none, never
# another language's. Of XQuAD's 17,160 texts in twelve languages one changes (a Hindi
# question read as Marathi, so as plain words); of 6,956 LongMemEval chunks and 2,005
# LongMemEval and LoCoMo questions, none. Short sentences in Catalan, Basque, Galician,
# Slovak, Latvian, Swahili and Afrikaans are told apart; Croatian is not
# (tests/test_language_analysis.py).
OTHER_LANGUAGES = (
    "af am as az be bg br bs ca cy eo et eu fy ga gd gl gu ha hr hy is jv ka kk km kn ku ky la "
    "lo lt lv mg mk ml mn mr ms my ne om or pa ps sa si sk sl so sq sr sw te tl ug ur uz xh"
).split()
OTHER_CONFIDENCE = 0.7
OTHER_OVER_ENGLISH = 0.9
# The probability above which a Latin-script text is taken to be in a language other than
# English: of XQuAD's 1,190 English questions, 2 clear it; of its German, Spanish and
# Turkish ones, 98-99%. English with code and names ("fix getUserName") stays below it.
LATIN_CONFIDENCE = 0.7
# Enough text to decide; a long document is judged by its beginning.
SAMPLE_CHARS = 2000
# Common English words that other Latin-script languages rarely write ("in", "is", "was"
# are left out: German, Dutch or Italian use them too). One could still occur in another
# language ("of" is Dutch), so a text needs four different ones.
ENGLISH_MARKERS = frozenset(
    "the and of you that this with are have what would there they your".split()
)
MARKER_SHARE = 0.12
MARKERS_DISTINCT = 4
MARKER_MIN_WORDS = 12
_WORD = re.compile(r"\w+")
_LATIN_END = 0x250  # Basic Latin through Latin Extended-B
_VIETNAMESE_MARKS = range(0x1E00, 0x1F00)  # Latin Extended Additional (ạ, ế, ở...)

# The scripts a language is written in, for the languages a dense model may list as its
# own; any language not named here is written in the Latin script.
SCRIPTS_OF_LANGUAGE = {
    **dict.fromkeys(("ar", "fa", "ur", "ps", "sd", "ug"), ("ARABIC",)),
    **dict.fromkeys(("ru", "uk", "bg", "be", "mk", "kk", "ky", "mn"), ("CYRILLIC",)),
    "sr": ("CYRILLIC", "LATIN"),
    "uz": ("LATIN", "CYRILLIC"),
    "el": ("GREEK",),
    **dict.fromkeys(("he", "yi"), ("HEBREW",)),
    **dict.fromkeys(("hi", "mr", "ne", "sa"), ("DEVANAGARI",)),
    **dict.fromkeys(("bn", "as"), ("BENGALI",)),
    "ta": ("TAMIL",),
    "te": ("TELUGU",),
    "kn": ("KANNADA",),
    "ml": ("MALAYALAM",),
    "gu": ("GUJARATI",),
    "pa": ("GURMUKHI",),
    "or": ("ORIYA",),
    "si": ("SINHALA",),
    "th": ("THAI",),
    "lo": ("LAO",),
    "km": ("KHMER",),
    "my": ("MYANMAR",),
    "ka": ("GEORGIAN",),
    "hy": ("ARMENIAN",),
    "am": ("ETHIOPIC",),
    "zh": ("CJK",),
    "ja": ("CJK", "HIRAGANA", "KATAKANA"),
    "ko": ("HANGUL", "CJK"),
}

_identifier = None
_load_lock = threading.Lock()


def _model() -> Any:  # py3langid's LanguageIdentifier (untyped)
    global _identifier
    found = _identifier
    if found is None:
        with _load_lock:
            if _identifier is None:
                from py3langid.langid import MODEL_FILE, LanguageIdentifier

                identifier = LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=True)
                identifier.set_languages(CANDIDATES + OTHER_LANGUAGES)
                # It keeps the whole model (every language's column, 28 MB) to restrict it
                # again later; only these languages are ever asked for.
                identifier._full_model = (
                    identifier.nb_ptc,
                    identifier.nb_pc,
                    identifier.nb_classes,
                )
                _identifier = identifier
            found = _identifier
    return found


def loaded() -> bool:
    """Whether the language model is in memory."""
    return _identifier is not None


def warm() -> None:
    """Load the model now (a daemon does, so its first query does not pay for it)."""
    _model()


def _latin_share(text: str) -> float:
    """The share of the letters that are Latin."""
    latin = other = 0
    for ch in text:
        if ch.isalpha():
            if ord(ch) < _LATIN_END or ord(ch) in _VIETNAMESE_MARKS:
                latin += 1
            else:
                other += 1
    return latin / (latin + other) if latin + other else 1.0


def script(text: str) -> str:
    """The script most of `text`'s letters are written in, as Unicode names it ("LATIN",
    "GREEK", "THAI", "CJK"...; "LATIN" for a text without letters). Full-width Latin
    letters count as Latin."""
    counts: Counter[str] = Counter()
    for ch in text[:SAMPLE_CHARS]:
        if ch.isalpha():
            name = unicodedata.name(ch, "").split(" ", 1)[0]
            counts["LATIN" if name == "FULLWIDTH" else name] += 1
    return counts.most_common(1)[0][0] if counts else "LATIN"


def scripts_of(languages: tuple[str, ...]) -> frozenset[str]:
    """The scripts the `languages` (ISO 639-1 codes) are written in."""
    return frozenset(s for lang in languages for s in SCRIPTS_OF_LANGUAGE.get(lang, ("LATIN",)))


def detect(text: str) -> str:
    """The ISO 639-1 code of the language `text` is written in ("en" when unsure)."""
    return _detect_sample(text[:SAMPLE_CHARS])


@lru_cache(maxsize=256)  # a prompt is asked of several times per recall (arms, floor)
def _detect_sample(sample: str) -> str:
    if not any(ch.isalpha() for ch in sample) or plainly_english(sample):
        return ENGLISH
    return by_model(sample)


def by_model(sample: str) -> str:
    """The model's answer for `sample` among the candidates, English when it is unsure of a
    Latin-script text; a language outside them when the model is sure of that one."""
    ranked = _model().rank(sample)
    candidates = [(lang, p) for lang, p in ranked if lang in _CANDIDATE_SET]
    total = sum(p for _, p in candidates) or 1.0
    language, probability = candidates[0][0], candidates[0][1] / total
    latin = _latin_share(sample) >= 0.5
    if language == ENGLISH and (probability >= LATIN_CONFIDENCE or not latin):
        return ENGLISH
    best, best_probability = ranked[0]
    sure = OTHER_OVER_ENGLISH if language == ENGLISH else OTHER_CONFIDENCE
    if best not in _CANDIDATE_SET and best_probability >= sure:
        return str(best)
    if language == ENGLISH or (latin and probability < LATIN_CONFIDENCE):
        return ENGLISH
    return str(language)


_CANDIDATE_SET = frozenset(CANDIDATES)


def most_common_language(texts: Iterable[str]) -> str | None:
    """The language most of `texts` are written in (None for no texts)."""
    counts = Counter(detect(t) for t in texts)
    return counts.most_common(1)[0][0] if counts else None


def plainly_english(text: str) -> bool:
    """Whether `text` is English by its function words alone: enough words, nearly all
    of them ASCII, at least `MARKERS_DISTINCT` different markers making `MARKER_SHARE` of
    them. False says nothing (the model decides)."""
    words = _WORD.findall(text.lower())
    if len(words) < MARKER_MIN_WORDS or sum(w.isascii() for w in words) < 0.95 * len(words):
        return False
    markers = [w for w in words if w in ENGLISH_MARKERS]
    return len(markers) >= MARKER_SHARE * len(words) and len(set(markers)) >= MARKERS_DISTINCT
