"""A promise to a person, ended by a later note (rule 8 of supersede.py, "done").

A note promises something to someone in its own words ("told Bogdan I'd look over his
terraform change", "Leila is waiting for my load numbers", "TODO for Tove: export the churn
sheet", "- me -> Olu: send the handbook"). A later note ends it when it names that person
and says the promise was kept or released, in words no value rule reads: "Rafael got it,
sorted", "Handed the load numbers to Leila", "Marisol found another way", "Tove doesn't need
the churn sheet any more", "Cyrus ran the release himself", "- Olu: done". It does not end
it when:
- it says the thing is still to come ("still on my list", "no rush", "not yet");
- it is a promise itself ("promised Theo the numbers too");
- it is about another thing for the same person: it names a thing of its own and shares
  none of the promise's words ("Sent Theo the benchmark numbers" does not end "Promised Theo
  a review of the auth refactor");
- the person did the act ("Farid sent a second version of the cover letter").

The recall finds a promise question's notes by PROMISE_NOTE (engine/promise_notes.py).
"""

from __future__ import annotations

import re
from functools import lru_cache

from mgimind.memory.facts.evidence import STOP, Finding, sentences, stem, words
from mgimind.memory.facts.statement_values import GENERIC, TERMS, _name_shape, values

# The expressions below read lowered text (faster than a case-blind search).
# The writer's own promise, as notes say it: a promise word, or a duty opening the note
# ("will lend Ines ...", "need to send Greta ...", "TODO: reply to Hanne", "- me -> Olu: ...").
PROMISE_NOTE = re.compile(
    r"\b(?:i'll|i will|i shall|i'd|i'm to|i am to|i'm going to|promised|owe|owes|"
    r"said yes|agreed to|offered to|volunteered|committed to|on the hook|signed up|"
    r"todo for|to-do for|(?:waiting|counting) (?:for|on) (?:my|me)|"
    r"(?:needs|wants|expects) (?:\S+ ){1,6}from me)\b|"
    r"^\W*(?:will|need to|must|have to|going to) [a-z]+|^\W*todo\b|\bme ->",
    re.MULTILINE,
)
# A person a note's opening word names, by what follows it ("Leila is waiting for ...",
# "Yusuf needs the export from me"): values() leaves an opening word out.
_OPENING_PERSON = re.compile(
    r"^\W*([A-Z][a-z]+)(?:'s)? (?:is|needs|wants|expects|asked|has been|was)\b"
)
# Kept or released: delivered, received, no longer wanted, done by the person themselves.
_RELEASED = re.compile(
    r"\b(?:done|delivered|sorted|handed|sent|gave|given|returned|paid|dropped off|dropped|"
    r"reviewed|approved|finished|completed|booked|fixed|covered|got it|got the|got my|"
    r"has it|has the|has my|have it|received|thanks|thanked|no longer needs?|"
    r"doesn'?t need|does not need|don'?t need|not needed|no need|found another way|"
    r"nothing to do|nothing owed|withdrew|withdrawn|cancell?ed|called off|"
    r"himself|herself|themselves|themself|is back|are back)\b|\bover\s*(?:[.,;!]|$)",
    re.MULTILINE,
)
# A chat transcript ("user: ...", "Assistant: ..."): no note of the writer's, and so long
# that its words of thanks and delivery are about anything.
_CHAT = re.compile(r"^\s*(?:user|assistant|human|ai|system)\s*:", re.MULTILINE)
NOTE_WORDS = 30  # a longer sentence is no note of a promise kept
# "Zoltan has what I promised": no promise made.
_WHAT_PROMISED = re.compile(r"\bwhat (?:i|we) (?:promised|owed?)\b")
# Still to come: no end of it.
_PENDING = re.compile(
    r"\b(?:not yet|haven't|hasn't|didn't|did not|have not|has not|still|tomorrow|later|"
    r"soon|no rush|again|next)\b"
)
# The person did the act ("Farid sent ..."): their own doing, not the promise kept.
ACTS = (
    r"sent|gave|wrote|made|fixed|merged|booked|paid|returned|reviewed|approved|finished|"
    r"completed|delivered|did|shared|posted|pushed|uploaded"
)
# Words of the release itself, which name no thing ("gave Ruth her charger back"): as
# written, so "reviewed" is one and "the review" names a thing.
_RELEASE_WORDS = frozenset(
    """done delivered sorted handed sent gave given returned paid dropped reviewed approved
    finished completed booked fixed covered got has have received thanks thanked longer need
    needs needed doesn't don't found another way nothing owed withdrew withdrawn cancelled
    canceled called back over today yesterday morning lunch tonight now happy said says told
    promised owed himself herself themselves themself ticked off request requests ask asked
    favour favor promise thing stuff""".split()
)


@lru_cache(maxsize=4096)
def promised_to(sentence: str) -> tuple[str, ...]:
    """The people a promise sentence names, lowered, in their order ("told Bogdan I'd ..."
    -> bogdan): capitalised names, and an opening name by what follows it."""
    named = [
        v.lower()
        for v, shape in values(sentence)
        if shape == "name" and _name_shape(v) == "name" and v not in TERMS and v[1:2].islower()
    ]
    opening = _OPENING_PERSON.match(sentence)
    if opening and opening.group(1).lower() not in STOP:
        named.append(opening.group(1).lower())
    low = sentence.lower()
    return tuple(sorted(set(named), key=low.find))


def _names(person: str, sentence: str) -> re.Match[str] | None:
    return re.search(rf"(?<![\w-]){re.escape(person)}(?![\w-])", sentence.lower())


def done_by_them(person: str, sentence: str) -> bool:
    """The sentence says the person did the act ("Farid sent a second version"), not the
    writer: no promise of the writer's is kept by it."""
    at = _names(person, sentence)
    return bool(at and re.match(rf"(?:'s)?\s+(?:{ACTS})\b", sentence.lower()[at.end() :]))


def may_promise_or_end(text: str) -> bool:
    """The text may make or end a promise: one pass of two expressions, before its
    sentences are read."""
    low = text.lower()
    return not _CHAT.search(low) and bool(PROMISE_NOTE.search(low) or _RELEASED.search(low))


@lru_cache(maxsize=1024)
def promises(text: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """A note's promise sentences and the people each names ("Noor has what I promised"
    makes none; a chat transcript none)."""
    low = text.lower()
    if _CHAT.search(low) or not PROMISE_NOTE.search(low):
        return ()
    out = []
    for s in sentences(text):
        if PROMISE_NOTE.search(_WHAT_PROMISED.sub("", s.lower())):
            people = promised_to(s)
            if people:
                out.append((s, people))
    return tuple(out)


def _plain(sentence: str) -> set[str]:
    """The sentence's thing words: its content stems, no common or release word."""
    return {
        s
        for w in words(sentence)
        if w.lower() not in STOP | _RELEASE_WORDS and len(s := stem(w)) >= 3 and s not in GENERIC
    }


def separate_promises(older: str, newer: str) -> bool:
    """Both texts promise, to people none of whom both name: two promises, neither a new
    value of the other ("I owe Benedikt the notes", "offered to mentor Noor's intern")."""
    made, later = promises(older), promises(newer)
    if not made or not later:
        return False
    return not {p for _, ps in made for p in ps} & {p for _, ps in later for p in ps}


def released(older: str, newer: str) -> Finding | None:
    """How `newer` ends a promise `older` makes to a person (rule 8, done), or None."""
    made = promises(older)
    if not made:
        return None
    for n, said in _endings(newer):
        for o, people in made:
            for person in people:
                if not said.issuperset(person.split()) or done_by_them(person, n):
                    continue
                own = _plain(n) - {stem(p) for p in words(person)}
                if own and not own & _plain(o):  # another thing for the same person
                    continue
                return Finding("contradicts", "done", 0.9, f"{person.title()} -> done")
    return None


@lru_cache(maxsize=1024)
def _endings(text: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """A note's sentences that may end a promise, each with its lowered words: a word of
    release, nothing still to come, short; none when the note promises itself or is a
    chat. Read once per text: the recall judges each text against two dozen."""
    low = text.lower()
    if _CHAT.search(low) or not _RELEASED.search(low) or promises(text):
        return ()
    out = []
    for n in sentences(text):
        said = [w.lower() for w in words(n)]
        low = n.lower()
        if len(said) <= NOTE_WORDS and _RELEASED.search(low) and not _PENDING.search(low):
            out.append((n, frozenset(said)))
    return tuple(out)
