"""Scoring the text the prompt hook would inject, without a model.

The context's items are the lines starting `> (`: a header in parentheses, then the stored
text (continuation lines start `>`). Only the item bodies are searched, so a date or a
source in a header never counts as a value.

- needs: the share of a question's `needs` strings in the context ('a|b' = either), counted
  over the needs memory holds;
- stale as current: an item states a `stale` value, its header does not say `superseded`,
  and it states none of the question's needs (an item that names the old value beside the
  new one, "moved from 5432 to 6432", tells the change; one that names only the old value
  presents it as current);
- empty: no item at all;
- marked: an item holding a need (and no stale value) is marked superseded: a false mark.

The baselines ("last 3 / last 5 stored texts") are rendered as items of the same shape, so
one scorer reads every context.
"""

from __future__ import annotations

import hashlib
import re

ITEM = re.compile(r"^> \((.*?)\) ?", re.M)


def split_of(timeline_id: str) -> str:
    """tuning or held-out: the parity of sha256(id)'s first byte, fixed before any tuning."""
    return "tuning" if hashlib.sha256(timeline_id.encode()).digest()[0] % 2 == 0 else "held-out"


def items(text: str) -> list[tuple[str, str]]:
    """The context's items as (header, body)."""
    found = list(ITEM.finditer(text))
    out = []
    for m, nxt in zip(found, [*found[1:], None], strict=False):
        end = nxt.start() if nxt else len(text)
        body = text[m.end() : end]
        lines = [re.sub(r"^>\s?", "", line).strip() for line in body.splitlines()]
        out.append((m.group(1), "\n".join(lines).strip()))
    return out


def has(text: str, want: str) -> bool:
    low = text.lower()
    return any(w.lower() in low for w in want.split("|"))


def stale_as_current(found: list[tuple[str, str]], q: dict) -> bool:
    for head, body in found:
        if "superseded" in head.lower():
            continue
        if any(has(body, old) for old in q["stale"]) and not any(has(body, n) for n in q["needs"]):
            return True
    return False


def needed_marked(found: list[tuple[str, str]], q: dict) -> bool:
    """An item holding what the question needs, and none of its stale values, is marked
    superseded: a false mark (the answer shown as replaced)."""
    return any(
        "superseded" in head.lower()
        and any(has(body, n) for n in q["needs"])
        and not any(has(body, old) for old in q["stale"])
        for head, body in found
    )


def score(text: str, q: dict, memory: str) -> dict:
    """One question's context against what it needs; `memory` is every stored text."""
    found = items(text)
    bodies = "\n".join(body for _, body in found)
    held = [n for n in q["needs"] if has(memory, n)]
    return {
        "needs_held": len(held),
        "needs_found": sum(has(bodies, n) for n in held),
        "stale": stale_as_current(found, q) if q["stale"] else None,
        "marked": needed_marked(found, q),
        "empty": not found,
        "chars": sum(len(body) for _, body in found),
        "items": len(found),
    }


def without_superseded(text: str) -> str:
    """The context with the items it marks superseded left out."""
    kept = [(h, b) for h, b in items(text) if "superseded" not in h.lower()]
    return "\n".join(render(h, b) for h, b in kept)


def render(head: str, body: str) -> str:
    lines = body.splitlines() or [""]
    return "\n".join([f"> ({head}) {lines[0]}"] + [f"> {x}" for x in lines[1:]])


def latest(timeline: list[dict], n: int, budget: int) -> str:
    """The baseline: the last n stored texts by time, newest first, clipped to the budget."""
    newest = sorted(timeline, key=lambda i: i["occurred_at"])[-n:][::-1]
    out, used = [], 0
    for item in newest:
        text = item["text"][: max(0, budget - used)]
        if not text:
            break
        used += len(text)
        out.append(render(f"memory, {item['occurred_at'][:16]}", text))
    return "\n".join(out)
