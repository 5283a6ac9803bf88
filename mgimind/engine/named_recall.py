"""Recall a memory just under the floor when it holds a name the question asks about.

The floor keeps an item when the dense model finds it near enough to the prompt. A short
note that names what the question names ("Dashboard says: worker-3b: replication lag 34s."
for "can I trust reads from worker-3b to be fresh?") can sit just under it: the model reads
the note's other words, which the question does not share. A code, an identifier, a quoted
word or an owner the question writes ("worker-3b", "settings/network.toml", "`orca`",
"lumen's CI": engine/never_held.py) found in such a note is evidence the model does not
weigh, so a memory within NAMED_MARGIN under the floor that holds one is recalled. A
capitalised word alone is not: it is as often a language or a protocol every note mentions
("Python", "HTTP") as a name. The never-held checks run after, as for every recall.
"""

from __future__ import annotations

import re
from typing import Any

from mgimind.engine.never_held import exact_term, named_terms, owners

# How far under the floor a memory holding a named term of the question is still recalled.
# 0.05, 0.075 and 0.1 gave the same figures on the scenarios' main tuning half and on 24 tuning
# haystacks of LongMemEval (unrelated prompts recalling anything: 18.3% with and without);
# only 0.1 recalls "worker-3b: replication lag 34s" for "can I trust reads from worker-3b?"
# in a store of three notes (tests/test_recall_named.py), so 0.1 is kept.
NAMED_MARGIN = 0.1


def named_near_misses(
    query: str, below: list[dict[str, Any]], floor: float
) -> list[dict[str, Any]]:
    """The memories of `below` (under the floor) within NAMED_MARGIN of it that hold a
    named term of `query` as a word."""
    asked_of = owners(query)
    terms = [t for t in named_terms(query) if exact_term(t) or _code(t) or t in asked_of]
    terms += [o for o in asked_of if o not in terms]
    if not terms:
        return []
    pattern = re.compile(
        r"(?<![\w-])(?:" + "|".join(re.escape(t) for t in terms) + r")(?![\w-])", re.IGNORECASE
    )
    return [
        c
        for c in below
        if c["kind"] == "memory"
        and c["similarity"] >= floor - NAMED_MARGIN
        and pattern.search(c["text"])
    ]


def _code(term: str) -> bool:
    """Letters with digits ("worker-3b", "WIC-989"): a name of one thing, where a
    capitalised word may be a language or a protocol every note mentions ("Python", "HTTP")."""
    return any(c.isdigit() for c in term) and any(c.isalpha() for c in term)
