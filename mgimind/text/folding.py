"""Text as a reader takes it: without the characters nobody sees, and with look-alikes
folded to the letters they imitate.

A credential split by a zero-width space (`ghp_<U+200B>7Hq2...`), a soft hyphen or a word
joiner, typed in full-width letters (`ｇｈｐ_...`) or with a Cyrillic letter that looks
Latin (`АKIA...`), is read by a person, and pasted
by a program, as the credential itself. The secret scanner (mgimind.security.secrets)
reads the folded text and maps what it finds back to the original span, so the whole
disguised credential is what gets redacted. The framing of stored text
(mgimind.text.framing) uses the same set of invisible characters: one may hide between
'<' and a tag's name.
"""

from __future__ import annotations

import re
import unicodedata

# The Unicode format characters (category Cf: soft hyphen, zero-width space and joiners,
# bidi controls, word joiner, byte order mark, tag characters), and the other default-
# ignorable code points that draw nothing (combining grapheme joiner, Hangul fillers,
# Khmer inherent vowels, Mongolian and other variation selectors).
INVISIBLE = (
    "\u00ad\u034f\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u115f\u1160\u17b4\u17b5"
    "\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufe00-\ufe0f"
    "\ufeff\uffa0\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3"
    "\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f\U000e0100-\U000e01ef"
)
_INVISIBLE = re.compile(f"[{INVISIBLE}]")
# Letters of other scripts drawn like Latin ones (the common Cyrillic and Greek entries of
# Unicode's confusables). Folded only inside a word that has ASCII letters or digits: an
# "АKIA..." key with a Cyrillic А, never a Russian or Greek word of its own.
_LOOKALIKES = str.maketrans(
    "АВЕКМНОРСТХаеорсухіјѕІЈЅԁһԛԝΑΒΕΖΗΙΚΜΝΟΡΤΥΧοντ",
    "ABEKMHOPCTXaeopcyxijsIJSdhqwABEZHIKMNOPTYXovt",
)
_LOOKALIKE = "АВЕКМНОРСТХаеорсухіјѕІЈЅԁһԛԝΑΒΕΖΗΙΚΜΝΟΡΤΥΧοντ"
_IN_ASCII_WORD = re.compile(
    f"[A-Za-z0-9_][{INVISIBLE}]*[{_LOOKALIKE}]|[{_LOOKALIKE}][{INVISIBLE}]*[A-Za-z0-9_]"
)
# ASCII runs, runs of invisible characters, and runs of the other characters.
_PIECES = re.compile(f"[\\x00-\\x7f]+|[{INVISIBLE}]+|[^\\x00-\\x7f{INVISIBLE}]+")


class Folded:
    """`text` folded (invisible characters removed, the rest NFKC-normalised character by
    character), and where each folded character came from in the original."""

    def __init__(self, text: str):
        self.original = text
        self._origin: list[int] = []  # the original index of each folded character
        if text.isascii() or (
            unicodedata.is_normalized("NFKC", text)
            and not _INVISIBLE.search(text)
            and not _IN_ASCII_WORD.search(text)
        ):  # nothing to fold: the common cases cost a check or two at C speed
            self.text = text
            return
        pieces: list[str] = []
        for m in _PIECES.finditer(text):
            piece, at = m.group(0), m.start()
            if _INVISIBLE.match(piece):
                continue  # dropped: a reader never sees it
            latin = not piece.isascii() and _in_ascii_word(text, at, m.end())
            if piece.isascii() or (unicodedata.is_normalized("NFKC", piece) and not latin):
                pieces.append(piece)  # unchanged: ASCII, or a script's own letters
                self._origin.extend(range(at, m.end()))
                continue
            for i, ch in enumerate(piece, at):
                folded = unicodedata.normalize("NFKC", ch)
                folded = folded.translate(_LOOKALIKES) if latin else folded
                pieces.append(folded)
                self._origin.extend([i] * len(folded))
        self.text = "".join(pieces)

    @property
    def changed(self) -> bool:
        return self.text != self.original

    def span(self, start: int, end: int) -> tuple[int, int]:
        """The original span that folded into text[start:end] (with the invisible
        characters inside it)."""
        if not self._origin:
            return start, end
        first = self._origin[start] if start < len(self._origin) else len(self.original)
        last = self._origin[end - 1] + 1 if end > start else first
        return first, last


def _in_ascii_word(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] touches an ASCII letter, digit or '_' on either side,
    looking past invisible characters: it is part of a word written in Latin letters."""
    for i, step in ((start - 1, -1), (end, 1)):
        while 0 <= i < len(text) and _INVISIBLE.match(text[i]):
            i += step
        if 0 <= i < len(text) and text[i].isascii() and (text[i].isalnum() or text[i] == "_"):
            return True
    return False
