"""GitHub Copilot CLI's hook protocol <-> the hook layer.

Copilot CLI runs each command hook with the event's JSON on stdin. Configured under the
camelCase event names (`sessionStart`, `userPromptSubmitted`, ...) the payload is camelCase
(`sessionId`, `cwd`, `source`, `prompt`, `reason`, `trigger`), and an `additionalContext`
printed by `sessionStart` or `userPromptSubmitted` reaches the model: the first as a
message at the top of the conversation, the second as a reminder inside the person's
message. GitHub's hooks reference says neither output is processed; Copilot CLI 1.0.102
does read it, as tests/test_copilot_e2e.py shows with the real CLI. (Under the PascalCase
names Copilot sends Claude-shaped payloads but did not use `hookSpecificOutput`.)
`preCompact` and `sessionEnd` are observed and print nothing. Copilot's transcripts are
not read, so no harvest is asked for.
"""

from __future__ import annotations

import json

from mgimind.hosts.command_hooks import INJECTING, text_field

from mgimind.hostapi import HookAnswer, HookEvent

AGENT = "copilot"

# our event name -> Copilot CLI's hook event name (the camelCase ones)
EVENTS = {
    "session-start": "sessionStart",
    "prompt": "userPromptSubmitted",
    "pre-compact": "preCompact",
    "session-end": "sessionEnd",
}


def translate(event: str, payload: dict) -> HookEvent | None:
    """Copilot's event JSON -> a HookEvent (None: nothing to do)."""
    if event not in EVENTS:
        return None
    return HookEvent(
        kind=event,  # type: ignore[arg-type,unused-ignore]  # one of our kinds: in EVENTS
        agent=AGENT,
        session_id=text_field(payload.get("sessionId")),
        cwd=text_field(payload.get("cwd")),
        prompt=text_field(payload.get("prompt")),
        source=text_field(payload.get("source")),
        reason=text_field(payload.get("reason")) or text_field(payload.get("trigger")),
    )


def render(event: HookEvent, answer: HookAnswer) -> str:
    """What the hook prints: `{"additionalContext": ...}` on the events that inject, or
    nothing at all."""
    if event.kind not in INJECTING or not answer.context:
        return ""
    return json.dumps({"additionalContext": answer.context}, ensure_ascii=False)
