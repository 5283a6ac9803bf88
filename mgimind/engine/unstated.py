"""Say what memory lacks when it knows the thing asked about but not what is asked of it.

"What's Dana's phone number?" asked of a memory that knows Dana's team and birthday but
never her number: the notes about Dana cannot answer, and the nearest ones ("Leo's desk
phone is 0161 ...") invite a confident wrong answer. So when the question asks for a kind
of value (engine/asked_for.py) of a subject the candidates speak of (its words other than
the cue, found in at least one candidate), and no candidate about that subject states a
value of that kind, the recall holds one line instead of items: "mgimind memory holds no
phone number for Dana." Cheap: regular expressions over the candidates recall already
read, no model call, no store query.
"""

from __future__ import annotations

import re
from typing import Any

from mgimind.engine.asked_for import asked_for, cue_spans, states_value

# A text calling its subject off answers what is asked of it ("we had to cancel Saturday").
_CALLED_OFF = re.compile(r"\b(?:cancel(?:l?ed|l?ing|s)?|called off|not going ahead)\b", re.I)
_WORD = re.compile(r"[A-Za-z][\w-]*[A-Za-z0-9]|[A-Za-z]")
# Words of a question that name no subject: function words, and the verbs and nouns any
# question uses ("what do I need to use ...", "each day").
NOT_A_SUBJECT = frozenset(
    """i i'm i've i'd i'll what which who whom whose when where why how is are was were do
    does did can could should would will shall may might must the a an and or but if then
    so my our your their his her its it this that these those there here please thanks ok
    okay hey hi monday tuesday wednesday thursday friday saturday sunday january february
    march april june july august september october november december whats what's
    about after again all also am any as at be been before being by each else ever for
    from get gets getting got give go goes going had has have in into just know let like
    look me much many more most need needs of off on one onto out over put really right run
    runs same say see set should some still take takes tell than thing things to too up
    use used uses using very want way ways we well with without work works yet you
    day days week weeks month months year years time times today tonight tomorrow now next
    last new old current currently number morning evening night
    exactly anyone someone something anything everything""".split()
)
STEM_ENDINGS = ("ing", "ies", "es", "ed", "s", "e", "y", "'s")


def nothing_on(query: str, candidates: list[dict[str, Any]]) -> str | None:
    """'phone number for Dana' when `query` asks for a kind of value of a subject some
    candidate speaks of and no candidate about that subject states one; else None."""
    asked = asked_for(query)
    if not asked:
        return None
    # the words beside the cue; a question of nothing but its cue ("how much is my
    # rent?") asks about the cue's own noun
    words = subject_words(query, cue_spans(query, asked)) or subject_words(query, [])
    texts = [c.get("text") or "" for c in candidates]
    held = [(w, p) for w, p in words if any(p.search(t) for t in texts)]
    if not held:
        return None
    about = [t for t in texts if any(p.search(t) for _, p in held)]
    subject = frozenset(w.lower() for w, _ in held)
    if any(states_value(t, asked, subject) or _CALLED_OFF.search(t) for t in about):
        return None  # a value, or the thing called off: "we had to cancel Saturday"
    what = " or ".join(dict.fromkeys(a.name for a in asked))
    return f"{what} for {' '.join(w for w, _ in held)}"


def subject_words(query: str, cues: list[tuple[int, int]]) -> list[tuple[str, re.Pattern[str]]]:
    """The words of `query` that may name what it asks about (not a cue's, not a function
    word's), each with a pattern finding its forms in a text ("staging": "stage", "staged")."""
    out: list[tuple[str, re.Pattern[str]]] = []
    for m in _WORD.finditer(query):
        if any(start <= m.start() < end for start, end in cues):
            continue
        word = m.group(0).removesuffix("'s").removesuffix("’s")
        if word.lower() in NOT_A_SUBJECT or len(word) < 2 or word in (w for w, _ in out):
            continue
        out.append((word, _forms(word)))
    return out


def _forms(word: str) -> re.Pattern[str]:
    """A word and its inflections: its root (an ending cut where the rest keeps three
    letters), then up to four letters."""
    low = word.lower()
    root = next(
        (low[: -len(e)] for e in STEM_ENDINGS if low.endswith(e) and len(low) - len(e) >= 3),
        low,
    )
    return re.compile(rf"(?<!\w){re.escape(root)}[\w']{{0,4}}(?!\w)", re.IGNORECASE)
