"""A session summary built without any model call: extractive and bounded.

The running state lives with the file's offset (plain JSON), so a transcript harvested in
several passes still gets one summary of the whole session: the first ask, the last ask,
decisions and fixes (sentences with those markers), and counts.
"""

from __future__ import annotations

from mgimind.harvest.exchanges import Exchange
from mgimind.harvest.rules import key_sentences, sentences
from mgimind.security.secrets import find_secret

MAX_KEY = 8
MAX_ASK = 240


def update(state: dict, ex: Exchange) -> None:
    ask = _ask(ex)
    if ask:
        state.setdefault("first_ask", ask)
        state["last_ask"] = ask
    state["exchanges"] = state.get("exchanges", 0) + 1
    state["errors"] = state.get("errors", 0) + len(ex.errors)
    stamp = ex.attr("timestamp")
    if stamp:
        state.setdefault("started", stamp)
        state["ended"] = max(stamp, state.get("ended", stamp))
    points = state.setdefault("key_points", [])
    for s in key_sentences(ex):
        if len(points) < MAX_KEY and s not in points:
            points.append(s)


def _ask(ex: Exchange) -> str | None:
    for turn in ex.user:
        for s in sentences(turn.text):
            if len(s) >= 8 and not find_secret(s):
                return s if len(s) <= MAX_ASK else s[:MAX_ASK].rstrip() + "…"
    return None


def render(state: dict, session_id: str, project: str | None, agent: str | None) -> str | None:
    """The summary text, or None when the session said nothing worth summarising."""
    if not state.get("first_ask") and not state.get("key_points"):
        return None
    when = ""
    if state.get("started"):
        when = f", {state['started'][:16]} to {state.get('ended', state['started'])[:16]}"
    head = (
        f"Session {session_id}"
        + (f" in {project}" if project else "")
        + (f" ({agent})" if agent else "")
        + f": {state.get('exchanges', 0)} exchanges{when}."
    )
    lines = [head]
    if state.get("first_ask"):
        lines.append(f"First ask: {state['first_ask']}")
    if state.get("last_ask") and state.get("last_ask") != state.get("first_ask"):
        lines.append(f"Last ask: {state['last_ask']}")
    if state.get("key_points"):
        lines.append("Key points:")
        lines.extend(f"- {p}" for p in state["key_points"])
    if state.get("errors"):
        lines.append(f"Tool errors seen: {state['errors']}.")
    return "\n".join(lines)
