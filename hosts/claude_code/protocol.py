"""Claude Code's hook protocol <-> the lifecycle layer.

Claude Code runs each hook command with the event's JSON on stdin (session_id,
transcript_path, cwd, hook_event_name, plus `source` for SessionStart, `prompt` for
UserPromptSubmit, `trigger` for PreCompact, `reason` for SessionEnd). Context reaches the
model through `hookSpecificOutput.additionalContext` on SessionStart and UserPromptSubmit;
the other events cannot inject (SessionStart with source "compact" re-injects after a
compaction), so they print nothing.
"""

from __future__ import annotations

import json

from mgimind.hooks.events import LifecycleAnswer, LifecycleEvent

AGENT = "claude-code"

# our event name -> Claude Code's hook event name
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
    """Claude Code's event JSON -> a LifecycleEvent (None: nothing to do)."""
    if event not in EVENTS:
        return None
    if event == "stop" and payload.get("stop_hook_active"):
        return None  # Claude is already continuing because of a Stop hook
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
