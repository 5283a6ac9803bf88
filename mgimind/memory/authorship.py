"""What an agent may do to text a person wrote: nothing that would put its own words
under the person's name, or take the person's words away, without the person; and the
source a header shows, which names a person only for the person's own text.

Memories, pinned blocks and skills each record their `author` (the actor that wrote the
text); `security.actors.claims_person` tells a person's name from an agent's. An agent's
write that would replace or remove a person's text is refused here, at every door (the
operations pass `Call.agent`)."""

from __future__ import annotations

import re

from mgimind.errors import ScopeDenied
from mgimind.security.actors import claims_person
from mgimind.text.folding import Folded


def refuse_over_persons_text(author: str | None, what: str, verb: str, fix: str) -> None:
    """ScopeDenied when `author` (who wrote `what`) is a person: an agent cannot `verb` it."""
    if claims_person(author):
        raise ScopeDenied(
            f"{what} was written by a person ({author}); an agent cannot {verb} it: "
            "its text would pass as theirs, or theirs would be gone, without them",
            fix=fix,
        )


def shown_source(p: dict) -> str | None:
    """Where an item came from, as its header says (`p`: its payload, or its `author` and
    `source`): the source it states, unless that names a person who did not write it (an
    agent's `source: cli:alice`); then its real author. A person's name in a header is
    only ever the person's own text."""
    author, stated = p.get("author"), p.get("source")
    if stated and not claims_person(author) and _names_a_person(str(stated)):
        stated = None
    if stated:
        return str(stated)
    if author and not claims_person(author) and _names_a_person(str(author)):
        return f"agent {author}"  # an agent's own name ('mcp:the-user') is a claim too
    return author


# A word that presents a source as a person ('the user', 'Alice (the person)', 'cli').
_PERSON_WORD = re.compile(r"\b(?:cli|persons?|people|humans?|users?|owners?)\b", re.IGNORECASE)


def _names_a_person(stated: str) -> bool:
    """Whether a stated source reads as a person to a model: a person's actor name, or a
    word that presents it as one, read as a reader sees it (a zero-width space or
    full-width letters in 'cli:alice' hide nothing from a model)."""
    folded = Folded(stated).text
    return claims_person(folded) or bool(_PERSON_WORD.search(folded))


def may_replace(author: str | None, replaced: str | None) -> bool:
    """Whether text `author` wrote may be read as replacing text `replaced` wrote (a later
    value superseding an earlier one in recall): a person's text only by a person's. An
    agent's later text (or one it dates later) disputes a person's, never retires it."""
    return claims_person(author) or not claims_person(replaced)
