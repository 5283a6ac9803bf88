"""The statuses a fact version can have, and which views show each one.

Declared once, with the fact kind (default_plugins/kinds.py), and so in the shared
visibility table; every fact reader derives its filter from it. Besides the shared
views (current, history, review, all) facts use two more:

- ``record``: statuses that count in an "as known at record time T" view. A version's
  record interval ``[recorded_at, retired_at)`` then decides; every status qualifies,
  because a retired version *was* believed during its interval (a challenger rejected on
  arrival has an empty interval and so never shows).
- ``tombstone``: statuses that block a value from silently coming back. Re-asserting a
  tombstoned value is rejected; only an explicit restore revives it.
"""

from __future__ import annotations

from mgimind.services.visibility import is_visible

BELIEVED = "believed"  # held true (for its world interval)
CONTESTED = "contested"  # held in tension with a rival; both visible, flagged for review
SUPERSEDED = "superseded"  # retired by a challenger that won the duel
REJECTED = "rejected"  # a challenger that lost (or re-asserted a tombstoned value)
INVALIDATED = "invalidated"  # explicitly declared wrong by an actor
REVISED = "revised"  # replaced by a newer version of the same fact (interval closed)

FACT_STATUSES = {
    BELIEVED: ("current", "history", "record", "all"),
    CONTESTED: ("current", "review", "history", "record", "all"),
    SUPERSEDED: ("history", "record", "tombstone", "all"),
    REJECTED: ("history", "record", "tombstone", "all"),
    INVALIDATED: ("history", "record", "tombstone", "all"),
    REVISED: ("history", "record", "all"),
}
PREDICATE_STATUSES = {"active": ("current", "history", "all")}


def is_live(status: str) -> bool:
    """Believed now in record time (shown by the current view)."""
    return is_visible("fact", status, "current")


def is_tombstone(status: str) -> bool:
    return is_visible("fact", status, "tombstone")
