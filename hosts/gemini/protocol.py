"""Gemini CLI's hook protocol <-> the lifecycle layer.

Gemini CLI runs each command hook with the event's JSON on stdin (session_id,
transcript_path, cwd, hook_event_name, timestamp, plus `source` for SessionStart,
`prompt` for BeforeAgent, `trigger` for PreCompress, `reason` for SessionEnd). It parses
stdout as JSON (falling back to stderr, then to plain text shown to the person), so a hook
prints one JSON object or nothing at all. Context reaches the model only through
`hookSpecificOutput.additionalContext` on SessionStart and BeforeAgent; Gemini wraps it as
`<hook_context>...</hook_context>` (with `<` and `>` escaped) and adds it to the prompt.

The recall query is the person's own words: BeforeAgent's `prompt` already carries what
SessionStart injected (the briefing, as a leading `<hook_context>` block), and a recall
for the briefing would only find the briefing again; the contents of files the person
referenced with `@path` are left out too.
"""

from __future__ import annotations

import json
import re

from mgimind.hooks.events import LifecycleAnswer, LifecycleEvent

AGENT = "gemini"

# our event name -> Gemini CLI's hook event name
EVENTS = {
    "session-start": "SessionStart",
    "prompt": "BeforeAgent",
    "pre-compact": "PreCompress",
    "session-end": "SessionEnd",
    "stop": "AfterAgent",
}
INJECTING = ("session-start", "prompt")

# What Gemini CLI adds around hook context: the block and the blank line after it. The
# context itself never holds a raw `<` (Gemini escapes it), so the block ends at the
# first closing tag.
HOOK_CONTEXT = re.compile(r"<hook_context>[^<]*</hook_context>\s*")
# What Gemini CLI appends for each `@file` the person mentioned (the file's contents).
REFERENCED_FILES = re.compile(
    r"\n?--- Content from referenced files ---[\s\S]*?--- End of content ---"
)


def own_words(text: str | None) -> str | None:
    """`text` without what Gemini CLI put into it (hook context, the contents of `@file`
    references), or None when nothing is left."""
    if not isinstance(text, str):
        return None
    return REFERENCED_FILES.sub("", HOOK_CONTEXT.sub("", text)).strip() or None


def _str(value) -> str | None:
    return value if isinstance(value, str) and value else None


def translate(event: str, payload: dict) -> LifecycleEvent | None:
    """Gemini CLI's event JSON -> a LifecycleEvent (None: nothing to do)."""
    if event not in EVENTS:
        return None
    if event == "stop" and payload.get("stop_hook_active"):
        return None  # Gemini is already continuing because of an AfterAgent hook
    prompt = own_words(payload.get("prompt")) if event == "prompt" else None
    if event == "prompt" and prompt is None:
        return None  # nothing the person said: nothing to recall for
    return LifecycleEvent(
        kind=event,
        agent=AGENT,
        session_id=_str(payload.get("session_id")),
        cwd=_str(payload.get("cwd")),
        prompt=prompt,
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
