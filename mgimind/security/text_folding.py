"""Text as a reader takes it: without the characters nobody sees, and with look-alikes
folded to the letters they imitate.

A credential split by a zero-width space (`ghp_<U+200B>7Hq2...`), a soft hyphen or a word
joiner, or typed in full-width letters (`ｇｈｐ_...`), is read by a person, and pasted
by a program, as the credential itself. The secret scanner (mgimind.security.secrets)
reads the folded text and maps what it finds back to the original span, so the whole
disguised credential is what gets redacted. The framing of stored text
(mgimind.engine.framing) uses the same set of invisible characters: one may hide between
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
_NOT_ASCII = re.compile(r"[^\x00-\x7f]+")


class Folded:
    """`text` folded (invisible characters removed, the rest NFKC-normalised character by
    character), and where each folded character came from in the original."""

    def __init__(self, text: str):
        self.original = text
        self._origin: list[int] = []  # the original index of each folded character
        if text.isascii():  # nothing to fold: the common case costs one check
            self.text = text
            return
        pieces: list[str] = []
        pos = 0
        for m in _NOT_ASCII.finditer(text):
            pieces.append(text[pos : m.start()])  # an ASCII run, unchanged
            self._origin.extend(range(pos, m.start()))
            for i in range(m.start(), m.end()):
                if _INVISIBLE.match(text[i]):
                    continue
                folded = unicodedata.normalize("NFKC", text[i])
                pieces.append(folded)
                self._origin.extend([i] * len(folded))
            pos = m.end()
        pieces.append(text[pos:])
        self._origin.extend(range(pos, len(text)))
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
