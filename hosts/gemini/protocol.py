"""Gemini CLI's hook protocol <-> the hook layer.

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

import re

from mgimind.hosts.command_hooks import CommandHookProtocol

from mgimind.hostapi import HookEvent

AGENT = "gemini"

# our event name -> Gemini CLI's hook event name
EVENTS = {
    "session-start": "SessionStart",
    "prompt": "BeforeAgent",
    "pre-compact": "PreCompress",
    "session-end": "SessionEnd",
    "stop": "AfterAgent",
}

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


PROTOCOL = CommandHookProtocol(AGENT, EVENTS)
render = PROTOCOL.render


def translate(event: str, payload: dict) -> HookEvent | None:
    """Gemini CLI's event JSON -> a HookEvent (None: nothing to do); a prompt event
    carries the person's own words, and none at all when nothing of theirs is left."""
    if event != "prompt":
        return PROTOCOL.translate(event, payload)
    prompt = own_words(payload.get("prompt"))
    if prompt is None:
        return None  # nothing the person said: nothing to recall for
    return PROTOCOL.translate(event, payload, prompt=prompt)
