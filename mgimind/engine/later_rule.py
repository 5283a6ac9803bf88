"""A later rule on the question asked: for a yes/no question or one about a permission, the
later of two memories saying the question's subject is the one that holds now.

"Can contractors push to the monorepo?", "Do warehouse schema changes need a DBA
sign-off?", "Who can merge into the infra repo?": their answers are rules and states, not
values of a kind (engine/later_answer.py reads those), and people restate a rule in their
own words ("warehouse schema changes are self-serve since the new migration tool" after
"Schema changes on the warehouse need a DBA sign-off"). No list of words holds every
restatement; the question says what the two have in common. The earlier of two recalled
memories is marked as replaced for this question, and shown after the later one, when:
- both say the question's subject, its first words that name something ("warehouse
  schema changes", "zephyr"), the later every one of them the earlier says;
- they share two of its subject words, or one of its names or codes, or one word when
  both state a rule ("can", "read-only", "needs");
- the later says every code of the question the earlier says ("worker-3b"; a capitalised
  word may be the earlier rule's own: "a DBA sign-off"), and adds nothing ("also").
A question for several things ("is there anything I owe?", "do both ...") or about the
past marks nothing.
"""

from __future__ import annotations

import re
from typing import Any, Callable

from mgimind.engine.later_answer import QUESTION_VERBS, another_of_its_kind, several_asked
from mgimind.engine.never_held import named_terms
from mgimind.engine.unstated import subject_words
from mgimind.memory.facts.supersede_words import ADDED

# A question whose answer is a rule or a state of something: yes/no, "who can ...",
# "whose sign-off ...", or what something covers or may reach.
_RULE_QUESTION = re.compile(
    r"^\s*(?:can|could|may|must|do|does|is|are|am|should|will)\s"
    r"|^\s*(?:who|whose\s+[\w-]+)\s+(?:can|could|may|must|is allowed|gets? to|do I need)\b"
    r"|\b(?:cover|covers|access|scope|allowed|permitted|permission)\b",
    re.IGNORECASE,
)
# A question over several things or any of them: every memory may hold its own part.
_SEVERAL = re.compile(r"\b(?:any|anything|anyone|anybody|ever|other|else|again)\b", re.I)
# The words a rule is said in, which every rule on any subject shares.
_RULE_WORDS = frozenset(
    """allowed permitted permission access scope need needs required require requires
    sign-off approval approvals still""".split()
)


def later_rules(
    query: str, items: list[dict[str, Any]], later_than: Callable[[dict, dict], bool]
) -> list[tuple[dict, dict]]:
    """(earlier, later) pairs of `items` where both state the rule or state `query` asks
    about and the later holds; `later_than(a, b)` says a happened after b."""
    if not _RULE_QUESTION.search(query) or _SEVERAL.search(query) or several_asked(query):
        return []
    words = [(w, p) for w, p in subject_words(query, []) if w.lower() not in _DROPPED]
    head = _head(query, words)
    if not head:
        return []
    names = frozenset(t.lower() for t in named_terms(query))
    codes = frozenset(t for t in names if any(c.isdigit() for c in t))
    said = {id(c): frozenset(w.lower() for w, p in words if p.search(c["text"])) for c in items}
    out = []
    for old in items:
        for new in items:
            if new is old or not later_than(new, old) or ADDED.search(new["text"].lower()):
                continue
            shared = said[id(old)] & said[id(new)]
            if not shared & head or said[id(old)] & head - said[id(new)]:
                continue  # "the search-indexer incident" is not about "zephyr's reindex"
            if len(shared) < 2 and not shared & names and not _both_rules(old, new):
                continue
            if (said[id(old)] - said[id(new)]) & codes:
                continue  # "batch-11 ..." is not about "worker-3b ..."
            if another_of_its_kind(query, old["text"], new["text"]):
                continue
            out.append((old, new))
            break
    return out


def _head(query: str, words: list[tuple[str, re.Pattern[str]]]) -> frozenset[str]:
    """The question's subject: its first run of subject words, the noun after "which"
    (the kind asked for) left out. "Do [warehouse schema changes] need a DBA sign-off?",
    "Does [zephyr] still rebuild its search index overnight?", "Which projects does [the
    CI token] cover?"."""
    kind = _WHICH.match(query)
    spoken = [m.group(0) for m in _WORD.finditer(query) if not kind or m.start() != kind.start(1)]
    wanted = {w for w, _ in words}
    head: list[str] = []
    for w in spoken:
        word = w.removesuffix("'s")
        if word in wanted:
            head.append(word.lower())
        elif head and word.lower() not in _ARTICLES:
            break
    return frozenset(head)


def _both_rules(old: dict, new: dict) -> bool:
    """Both texts state a rule: "Contractors get read-only access", "contractors can push"."""
    return all(_RULE_SAID.search(c["text"]) for c in (old, new))


_DROPPED = QUESTION_VERBS | _RULE_WORDS
_WHICH = re.compile(r"\s*(?:which|what)\s+([\w-]+)", re.IGNORECASE)
_WORD = re.compile(r"[\w'-]+")
_ARTICLES = frozenset("the a an".split())
_RULE_SAID = re.compile(
    r"\b(?:can|can't|cannot|may|may not|allowed|permitted|only|read-only|read only|"
    r"access|needs?|required|requires?|must|approvals?|sign-off|self-serve|permissions?|"
    r"protected|blocked|forbidden|locked)\b",
    re.IGNORECASE,
)
