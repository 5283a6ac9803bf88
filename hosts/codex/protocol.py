"""Codex's hook protocol <-> the hook layer.

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

from mgimind.hosts.command_hooks import CLAUDE_EVENTS, CommandHookProtocol

AGENT = "codex"

EVENTS = CLAUDE_EVENTS  # our event kind -> the host's event name

PROTOCOL = CommandHookProtocol(AGENT, EVENTS)
translate = PROTOCOL.translate
render = PROTOCOL.render
