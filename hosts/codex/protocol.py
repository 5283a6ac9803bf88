"""Codex's hook protocol <-> the lifecycle layer.

Codex runs each hook command with the event's JSON on stdin (session_id, transcript_path,
cwd, hook_event_name, model, plus `source` for SessionStart: startup, resume, clear or
compact; `prompt` and `turn_id` for UserPromptSubmit; `trigger` for PreCompact; `reason`
for SessionEnd; `stop_hook_active` and `last_assistant_message` for Stop). Context reaches
the model through `hookSpecificOutput.additionalContext` on SessionStart and
UserPromptSubmit (Codex adds it as a developer message). PreCompact cannot inject: the
session-start hook re-injects when Codex starts again after a compaction (source
"compact"). The other events print nothing: Codex treats output it does not expect from
them as a failed hook.
"""

from __future__ import annotations

import json

from mgimind.hooks.events import LifecycleAnswer, LifecycleEvent

AGENT = "codex"

# our event name -> Codex's hook event name
EVENTS = {
    "session-start": "SessionStart",
    "prompt": "UserPromptSubmit",
    "pre-compact": "PreCompact",
    "session-end": "SessionEnd",
    "stop": "Stop",
}
INJECTING = ("session-start", "prompt")


def _str(value) -> str | None:
    return value if isinstance(value, str) and value else None


def translate(event: str, payload: dict) -> LifecycleEvent | None:
    """Codex's event JSON -> a LifecycleEvent (None: nothing to do)."""
    if event not in EVENTS:
        return None
    if event == "stop" and payload.get("stop_hook_active"):
        return None  # Codex is already continuing because of a Stop hook
    return LifecycleEvent(
        kind=event,
        agent=AGENT,
        session_id=_str(payload.get("session_id")),
        cwd=_str(payload.get("cwd")),
        prompt=_str(payload.get("prompt")),
        transcript_path=_str(payload.get("transcript_path")),
        source=_str(payload.get("source")),
        reason=_str(payload.get("reason")) or _str(payload.get("trigger")),
    )


def render(event: LifecycleEvent, answer: LifecycleAnswer) -> str:
    """What the hook prints: the additionalContext JSON, or nothing at all."""
    if event.kind not in INJECTING or not answer.context:
        return ""
    return json.dumps(
        {
            "hookSpecificOutput": {
                "hookEventName": EVENTS[event.kind],
                "additionalContext": answer.context,
            }
        },
        ensure_ascii=False,
    )
