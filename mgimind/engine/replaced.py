"""Where a superseded item goes in the recall: after the item that replaced it, or out.

The supersession check (recall.py, `mark_superseded`) marks an item and names what
replaced it; this module orders the marked after the current and leaves out those whose
replacement the model sees, where the two plainly say the same thing with another value.
"""

from __future__ import annotations

from mgimind.memory.facts.supersede import statements

# A superseded item is left out when the item replacing it is shown now or was earlier in
# the session, the two are near in meaning (their dense cosine at least LEAVE_OUT_NEAR: a
# rule's finding between two statements about different things only marks), and it says
# little else (at most REPLACED_VALUES values: "Heron: branch release-7.33, image
# debian-12, owner Dmitri" keeps the two values that still hold). The mark stays for a
# question about the past, which keeps every item. Both chosen on the state scenarios'
# tuning half (BENCHMARKS.md, "What the hook leaves out").
LEAVE_OUT_NEAR = 0.55
REPLACED_VALUES = 2
# Rules that read a word of change about the same thing (a retraction, a value negated, a
# plan called off, a role handed over, a permission widened): their finding leaves the item
# out whatever the two items' nearness, which a short update ("Nexus is gone, artefacts in
# GitHub Packages") rarely reaches. The rules that read only a new value keep the nearness.
SAID_CHANGED = frozenset(
    """retracted set-aside negated-object cancelled done finished handed-over
    retired-subject decided corrected-near permission-changed""".split()
)


def current_first(ranked: list[dict]) -> list[dict]:
    """The current items first and the items plainly replaced (a word of change, or a
    replacement near in meaning: what `without_replaced` would leave out) after them. An item
    marked by a finding between two texts about different things (a later commit message
    naming another value) keeps its rank, after the item that marked it: the newer is shown
    first, and the older, which the question may still be about, is not pushed out of the
    budget by everything else."""
    replaced = [c for c in ranked if c.get("superseded") and _plainly_replaced(c)]
    kept = [c for c in ranked if not (c.get("superseded") and _plainly_replaced(c))]
    place = {f"{c['kind']}:{c['id']}": n for n, c in enumerate(kept)}
    out: list[dict] = []
    waiting: dict[str, list[dict]] = {}  # an item's key -> the items it marked, shown after it

    def show(c: dict) -> None:
        out.append(c)
        for marked in waiting.pop(f"{c['kind']}:{c['id']}", []):
            show(marked)

    for n, c in enumerate(kept):
        if place.get(c.get("superseded_by") or "", -1) > n:
            waiting.setdefault(c["superseded_by"], []).append(c)
        else:
            show(c)
    return out + replaced


def _plainly_replaced(c: dict) -> bool:
    return (
        c.get("superseded_near", 0.0) >= LEAVE_OUT_NEAR or c.get("superseded_rule") in SAID_CHANGED
    )


def without_replaced(ranked: list[dict], shown: dict[str, str]) -> list[dict]:
    """`ranked` without the superseded items whose replacement the model sees."""
    seen = {f"{c['kind']}:{c['id']}" for c in ranked} | set(shown)
    return [
        c
        for c in ranked
        if c.get("superseded_by") not in seen
        or not _plainly_replaced(c)
        or _values(c["text"]) > REPLACED_VALUES
    ]


def _values(text: str) -> int:
    return sum(len(vals) for *_, vals in statements(text))
