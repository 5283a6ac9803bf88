"""How stored text is put in front of a model: as quoted data with its kind, date and
source, never as bare text that could read as an instruction, an item header or a tag.

An item is one header line, '> (memory, 2026-01-02, source: cli) text', and continuation
lines '>   text': indented under the quote mark, as a folded mail header continues, so
only an item's first line starts with '> ('. Any line break a reader might honour (\n,
\r, Unicode line and paragraph separators, NEL) starts a new continuation line; none can
end the quote or open a heading. Stored text cannot read as a header either: a '(' that
opens a line of it (after blanks or its own '>' marks), or a parenthesis shaped like a
header ('(fact, 2026-12-04, source: ...)') anywhere in it, is escaped as '\\('. Nor as
a tag: every '<' that could open or close markup ('<system-reminder>', '</mgimind-memory
>', '< /x', '<!--') becomes '&lt;', as the hook's frame escapes its own tag. Control
characters become blanks and bidi controls are dropped. The header's values are
flattened to one line with no parentheses, so provenance cannot break the line or fake a
second header.
"""

from __future__ import annotations

import re

from mgimind.text.folding import INVISIBLE

# Control characters (C0, DEL, C1 but NEL, which splitlines() honours as a break).
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x84\x86-\x9f]")
# Bidi controls reorder what a terminal shows (`mgimind recall` prints items) and mean
# nothing to a model: they are dropped.
_BIDI = re.compile("[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
# What header values may not carry: control characters, every line break, and the
# parentheses that delimit the header.
_BREAKS = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")
_NOT_INLINE = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029()]")
HEADER_VALUE_CHARS = 120

ITEM_START = "> "  # the header line: '> (kind, date, source: ...) text'
CONTINUATION = ">   "  # every further line of the item


# Blanks and characters a reader does not see: either may sit between '<' and a tag's
# name, or before a line's '(', and hide nothing from a model.
_HIDDEN = f"[\\s{INVISIBLE}]*"
_UNSEEN = f"[{INVISIBLE}]*"
# '<' (or a full-width or small look-alike) that opens or closes a tag, a comment or a
# processing instruction: '<x', '</x', '< / x', '< x >', '< x a=', '<!--', '<?xml'. A comparison
# ('a < b', 'a<3') is left as written.
_TAG_OPEN = re.compile(
    f"[<\uff1c\ufe64](?={_UNSEEN}[A-Za-z!?]|{_HIDDEN}/{_HIDDEN}[A-Za-z]"
    f"|{_HIDDEN}[A-Za-z][\\w:.-]*(?:{_HIDDEN}[>\uff1e\ufe65]|\\s+[\\w:.-]+\\s*=))"
)
# Characters that read as '(' (ASCII, full-width, small, superscript, subscript, ornaments).
_PAREN = "(\uff08\ufe59\u207d\u208d\u2768\u276a"
# A '(' at the start of a line of stored text, after any blanks, invisible characters or
# quote marks of its own ('> (fact, ...' would read as a quoted header).
_LEADING_PAREN = re.compile(f"^([\\s>\uff1e{INVISIBLE}]*)(?=[{_PAREN}])")
# A parenthesis shaped like a header anywhere: '(kind, ...' holding a date or 'source:'.
# (The pattern opens with the parenthesis itself, so the engine skips ahead to one.)
_HEADER_LIKE = re.compile(
    f"[{_PAREN}](?={_HIDDEN}[^\\W\\d][^,()\\n]{{0,60}},"
    r"[^()\n]{0,300}?(?:\bsource\s*:|\b\d{4}-\d{2}-\d{2}\b))",
    re.IGNORECASE,
)


def clip(text: str, limit: int) -> str:
    """At most `limit` characters, cut at a word boundary, marked with an ellipsis."""
    text = text.strip()
    if len(text) <= limit:
        return text
    cut = text.rfind(" ", 0, limit - 1)
    return text[: cut if cut > limit // 2 else limit - 1].rstrip() + "…"


def day(timestamp: str | None) -> str | None:
    return timestamp[:10] if timestamp else None


def header(
    kind: str, date: str | None = None, source: str | None = None, **extra: str | None
) -> str:
    parts = [_inline(kind)]
    if date:
        parts.append(_inline(date))
    if source:
        parts.append(f"source: {_inline(source)}")
    parts += [f"{k}: {_inline(v)}" for k, v in extra.items() if v]
    return "(" + ", ".join(parts) + ")"


def _inline(value: object) -> str:
    """A header value on one line, without the header's own delimiters or a tag."""
    flat = " ".join(_NOT_INLINE.sub(" ", _BIDI.sub("", neutral_tags(str(value)))).split())
    return clip(flat, HEADER_VALUE_CHARS)


def neutral_tags(text: str) -> str:
    """`text` with every '<' that could open or close a tag written as '&lt;': stored
    text cannot open or close a frame, a system reminder or any other markup."""
    return _TAG_OPEN.sub("&lt;", text)


def _no_leading_paren(line: str) -> str:
    """A line of stored text that cannot open like an item header: a leading '('
    escaped with a backslash."""
    return _LEADING_PAREN.sub(lambda m: m.group(1) + "\\", line, count=1)


def _escaped(m: re.Match[str]) -> str:
    """The parenthesis with a backslash before it, unless it has one already."""
    before = m.string[m.start() - 1] if m.start() else ""
    return m.group(0) if before == "\\" else "\\" + m.group(0)


def quote(head: str, text: str) -> str:
    """One quoted item: '> (memory, 2026-01-02, source: cli) text', its further lines
    '>   text' (see the module docstring)."""
    # splitlines() after the control characters are gone: what is left to split on is
    # \n and the Unicode breaks (NEL, U+2028, U+2029), each becoming a quoted line.
    text = _CONTROL.sub(" ", text.replace("\r\n", "\n").replace("\r", "\n"))
    text = _BIDI.sub("", text).strip()
    text = _HEADER_LIKE.sub(_escaped, neutral_tags(text))
    lines = [_no_leading_paren(line) for line in text.splitlines()] or [""]
    head = " ".join(_BREAKS.sub(" ", head).split())  # the header stays on the first line
    return "\n".join(
        [f"{ITEM_START}{head} {lines[0]}".rstrip()]
        + [f"{CONTINUATION}{line}".rstrip() for line in lines[1:]]
    )
