"""Qwen Code's hook protocol <-> the hook layer.

Qwen Code runs each command hook with the event's JSON on stdin, in Claude Code's shape
(session_id, transcript_path, cwd, hook_event_name, timestamp, permission_mode, plus
`source` for SessionStart, `prompt` for UserPromptSubmit, `trigger` for PreCompact,
`reason` for SessionEnd, `stop_hook_active` and `last_assistant_message` for Stop).
Context reaches the model through `hookSpecificOutput.additionalContext`: SessionStart's
goes into the session's opening context, UserPromptSubmit's is added to the person's
message as a `<qwen:user-prompt-submit-context>` part. `prompt` holds only what the person
typed (hook context travels in a separate part), so it is the recall query as it is.
"""

from __future__ import annotations

from mgimind.hosts.command_hooks import CLAUDE_EVENTS, CommandHookProtocol

AGENT = "qwen-code"

EVENTS = CLAUDE_EVENTS  # our event kind -> the host's event name

PROTOCOL = CommandHookProtocol(AGENT, EVENTS)
translate = PROTOCOL.translate
render = PROTOCOL.render
