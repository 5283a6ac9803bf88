"""Cursor's agent hook protocol <-> the hook layer.

Cursor runs each command hook with the event's JSON on stdin (`hook_event_name`,
`conversation_id`, `generation_id`, `workspace_roots`, and by event more fields). Context
reaches the model only from `sessionStart`, whose output's `additional_context` is added
to the conversation's opening context; `beforeSubmitPrompt` can block a prompt but not add
to it, so there is no recall per prompt in Cursor. `preCompact` and `sessionEnd` are
observed (a checkpoint, the session's summary) and print nothing. Cursor's transcripts are
not read, so no harvest is asked for. This is the contract as Cursor documents it; no
Cursor runs here to confirm it (see docs/hosts/cursor.md).
"""

from __future__ import annotations

import json

from mgimind.hosts.command_hooks import text_field

from mgimind.hostapi import HookAnswer, HookEvent

AGENT = "cursor"

# our event name -> Cursor's hook event name
EVENTS = {
    "session-start": "sessionStart",
    "pre-compact": "preCompact",
    "session-end": "sessionEnd",
}


def translate(event: str, payload: dict) -> HookEvent | None:
    """Cursor's event JSON -> a HookEvent (None: nothing to do). The project is the
    event's `cwd`, else the first workspace root."""
    if event not in EVENTS:
        return None
    roots = payload.get("workspace_roots")
    first_root = roots[0] if isinstance(roots, list) and roots else None
    return HookEvent(
        kind=event,  # type: ignore[arg-type,unused-ignore]  # one of our kinds: in EVENTS
        agent=AGENT,
        session_id=text_field(payload.get("conversation_id"))
        or text_field(payload.get("session_id")),
        cwd=text_field(payload.get("cwd")) or text_field(first_root),
        source=text_field(payload.get("source")),
        reason=text_field(payload.get("reason")) or text_field(payload.get("trigger")),
    )


def render(event: HookEvent, answer: HookAnswer) -> str:
    """What the hook prints: sessionStart's `additional_context`, or nothing at all."""
    if event.kind != "session-start" or not answer.context:
        return ""
    return json.dumps({"additional_context": answer.context}, ensure_ascii=False)
