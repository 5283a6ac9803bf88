"""Who an actor name speaks for, and what a person's claim is worth without proof.

An actor is a name a door gives its caller: `cli:alice` claims the person at the command
line; `mcp:`, `app:`, `token:`, `hook:` name agents. An agent runs as the same user with
a shell, so it can make any claim. With review.require_human on, a claim of the person
stands only with the review secret, checked where the claim arrives (the daemon's socket
binds it, an in-process Mind or a home folder proves it); without it the caller acts as
an app, whichever way it came in.
"""

from __future__ import annotations

# Actor names that speak for a person (the belief state trusts them above an agent's,
# and only they may call a person's operations).
PERSON_PREFIXES = ("cli:", "person:", "human:", "user:")


def claims_person(actor: object) -> bool:
    """Whether `actor` is a name that speaks for a person."""
    return isinstance(actor, str) and actor.lower().startswith(PERSON_PREFIXES)


def as_app(actor: str) -> str:
    """What an unproven claim of the person acts as: an app of the same name."""
    return "app:" + actor.split(":", 1)[1]
