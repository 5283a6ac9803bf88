"""What the prompt hook has injected into one session: never the same memory twice, and
never more than the session's budget.

Users of memory plugins see the same note re-injected with every prompt of a session; the
model already has it in its context, so each copy only costs tokens and crowds out what
is new. Each prompt's recall is therefore asked without the items this session was shown
(`kind:id` -> the version shown, see mgimind.engine.recall.version): an item comes back
only when it changed since (its text, or a later note now supersedes it), marked so. The
injected characters are counted, and a prompt's recall gets at most what is left of
`recall.session_budget_chars` (0: no limit); when less than one short item is left, the
prompt gets nothing. Compaction or /clear empties the model's context, and the ledger
with it.

The ledger lives in the session's state file under the home (sessions/live/<id>.json),
read and written once per prompt by the daemon, so it survives the hook being a new
process for every prompt and the daemon restarting; it keeps the last MAX_SHOWN items.
"""

from __future__ import annotations

from typing import Any

MAX_SHOWN = 500  # items remembered per session (the oldest forgotten first)
MIN_PROMPT_BUDGET = 400  # less left than this: the prompt gets nothing


class SessionRecall:
    """The recall ledger inside one session's state dict."""

    def __init__(self, state: dict, config: Any) -> None:
        self.state = state
        self.per_prompt = int(config.budget_chars)
        self.per_session = int(getattr(config, "session_budget_chars", 0) or 0)

    def shown(self) -> dict[str, str]:
        return dict(self.state.get("recall_shown") or {})

    def spent(self) -> int:
        return int(self.state.get("recall_chars") or 0)

    def prompt_budget(self) -> int | None:
        """This prompt's recall budget, or None when the session's is spent."""
        if not self.per_session:
            return self.per_prompt
        left = self.per_session - self.spent()
        if left < MIN_PROMPT_BUDGET:
            return None
        return min(self.per_prompt, left)

    def record(self, items: list, injected_chars: int) -> None:
        """The recall just injected: its items (with their versions) and its length."""
        shown = self.state.get("recall_shown") or {}
        for item in items:
            key = f"{item.kind}:{item.id}"
            shown.pop(key, None)  # re-inserted: the newest last
            shown[key] = item.version
        while len(shown) > MAX_SHOWN:
            shown.pop(next(iter(shown)))
        self.state["recall_shown"] = shown
        self.state["recall_chars"] = self.spent() + injected_chars

    def forget(self) -> None:
        """The model's context was emptied (compaction, /clear): start over."""
        self.state.pop("recall_shown", None)
        self.state.pop("recall_chars", None)
