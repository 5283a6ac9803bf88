"""Claude Code's hook protocol <-> the hook layer.

Claude Code runs each hook command with the event's JSON on stdin (session_id,
transcript_path, cwd, hook_event_name, plus `source` for SessionStart, `prompt` for
UserPromptSubmit, `trigger` for PreCompact, `reason` for SessionEnd). Context reaches the
model through `hookSpecificOutput.additionalContext` on SessionStart and UserPromptSubmit;
the other events cannot inject (SessionStart with source "compact" re-injects after a
compaction), so they print nothing.
"""

from __future__ import annotations

from mgimind.hosts.command_hooks import CLAUDE_EVENTS, CommandHookProtocol

AGENT = "claude-code"

EVENTS = CLAUDE_EVENTS  # our event kind -> the host's event name

PROTOCOL = CommandHookProtocol(AGENT, EVENTS)
translate = PROTOCOL.translate
render = PROTOCOL.render
