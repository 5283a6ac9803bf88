"""First-person statements: what a person says about themselves, as their own search points.

"I just got a new smoker.", "my sister lives in Ohio", "I prefer tabs": a question about the
person ("what appliance did I buy?", "can you suggest a gift for my sister?") is about one
sentence of a long conversation. A 500-character chunk around it also holds the rest of
the turn, so its vector is pulled toward whatever else was said; the sentence alone is not.
Each such sentence of a memory is embedded as its own point, searched as a third arm beside
the chunks (see `mgimind/search/ranking.py`).

Only what a person says counts: in a conversation written as labelled turns ("User: ...",
"Caroline: ..."), the lines of an assistant are left out, and so are questions (a request
shares the form of the question being asked, not its topic). A text without labels (a
note) is the person's own. The first-person test is English; text in other languages
yields no statements and is found by its chunks alone.
"""

from __future__ import annotations

import re

# Sentences kept per memory: a long transcript's first ones (the embedding cost is per
# sentence; on conversation benchmarks a session holds about 4 on average).
MAX_STATEMENTS = 64
MIN_CHARS = 16  # "I see." says nothing
_FIRST_PERSON = re.compile(r"\b(I|I'm|I've|I'd|I'll|my|me|mine|myself)\b", re.IGNORECASE)
_SENTENCE_END = re.compile(r"(?<=[.!])\s+")
TURN_LABEL = re.compile(r"^([^:\n]{1,40}): ")
# Turn labels of the side that is not the person.
NOT_THE_PERSON = frozenset({"assistant", "ai", "bot", "model", "system", "tool"})


def statements(text: str) -> list[str]:
    """The first-person sentences a person says in `text` that are not questions, each
    prefixed with its speaker's label when the text names one ("Caroline: I ...")."""
    out: list[str] = []
    lines = text.split("\n")
    turns = turn_labels(lines)
    speaker: str | None = None
    for line in lines:
        label = TURN_LABEL.match(line)
        if label and label.group(1).lower() in turns:
            speaker = label.group(1)
            line = line[label.end() :]
        if speaker is not None and speaker.strip().lower() in NOT_THE_PERSON:
            continue
        for sentence in _SENTENCE_END.split(line.strip()):
            sentence = sentence.strip()
            if (
                len(sentence) >= MIN_CHARS
                and not sentence.endswith("?")
                and _FIRST_PERSON.search(sentence)
            ):
                out.append(f"{speaker}: {sentence}" if speaker else sentence)
                if len(out) == MAX_STATEMENTS:
                    return out
    return out


def turn_labels(lines: list[str]) -> set[str]:
    """A conversation's two turn labels: the first two that begin a line ("user", "Caroline");
    a later "Note: ..." inside a turn is part of the turn."""
    labels: list[str] = []
    for line in lines:
        label = TURN_LABEL.match(line)
        if label and label.group(1).lower() not in labels:
            labels.append(label.group(1).lower())
            if len(labels) == 2:
                break
    return set(labels)
