"""The settings that guard what reaches the person's memory, and which way loosens them.

Admission's thresholds decide what an agent's text must be to be stored rather than held
for review; the review gate decides who may approve; the web door's private-address rule
decides what an agent may fetch; the extractor's remote rule where transcripts may go;
the store's address which store every reader trusts. With review.require_human on,
`mgimind config set` asks for the review secret before it loosens any of them (tightening
needs nothing): otherwise an agent turns quarantine off with one command and stores what
it likes. The thresholds are compared as they are in force (a cosine left unset is the
model's calibrated one), so loosening one by changing another, the model, counts too.
"""

from __future__ import annotations

from mgimind.config import Config

# Settings whose value is a credential: a change is recorded, never the value.
HIDDEN_KEYS = frozenset({"store.api_key", "extractor.api_key"})


def loosened(old: Config, new: Config) -> list[str]:
    """The guards `new` loosens against `old`, each as "key: old -> new" (none: [])."""
    found: list[str] = []

    def check(key: str, before: object, after: object, looser: bool) -> None:
        if looser:
            found.append(f"{key}: {before} -> {after}")

    a, b = old.review.require_human, new.review.require_human
    check("review.require_human", a, b, a and not b)
    for key in ("min_chars", "min_words"):
        a, b = getattr(old.admission, key), getattr(new.admission, key)
        check(f"admission.{key}", a, b, b < a)
    was, now = old.cosines(), new.cosines()
    for key in ("near_duplicate", "low_novelty"):  # a higher cosine lets more through
        a, b = getattr(was, key), getattr(now, key)
        check(f"admission.{key}", a, b, b > a)
    a, b = old.web.allow_private, new.web.allow_private
    check("web.allow_private", a, b, b and not a)
    a, b = old.extractor.allow_remote, new.extractor.allow_remote
    check("extractor.allow_remote", a, b, b and not a)
    for key in ("url", "collection"):  # another store is another memory
        a, b = getattr(old.store, key), getattr(new.store, key)
        check(f"store.{key}", a, b, a != b)
    return found


def shown_value(key: str, value: object) -> object:
    """A setting's value as the audit log may hold it: a credential only as whether it
    is set."""
    if key in HIDDEN_KEYS:
        return "set" if value else "unset"
    return value
