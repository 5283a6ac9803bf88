"""Qwen Code's hook protocol <-> the hook layer.

Qwen Code runs each command hook with the event's JSON on stdin, in Claude Code's shape
(session_id, transcript_path, cwd, hook_event_name, timestamp, permission_mode, plus
`source` for SessionStart, `prompt` for UserPromptSubmit, `trigger` for PreCompact,
`reason` for SessionEnd, `stop_hook_active` and `last_assistant_message` for Stop).
Context reaches the model through `hookSpecificOutput.additionalContext`: SessionStart's
goes into the session's opening context, UserPromptSubmit's is added to the person's
message as a `<qwen:user-prompt-submit-context>` part. `prompt` holds only what the person
typed (hook context travels in a separate part), so it is the recall query as it is.

Stop is not hooked: Qwen Code runs it before its writer has appended the answer to the
chat file, so a harvest asked for then would store the question without its answer. The
daemon's watcher harvests each chat once it is idle, and SessionEnd asks for it at the end
of an interactive session.
"""

from __future__ import annotations

from mgimind.hosts.command_hooks import CLAUDE_EVENTS, CommandHookProtocol

AGENT = "qwen-code"

# our event kind -> the host's event name: Claude Code's, without Stop (see above)
EVENTS = {kind: name for kind, name in CLAUDE_EVENTS.items() if kind != "stop"}

PROTOCOL = CommandHookProtocol(AGENT, EVENTS)
translate = PROTOCOL.translate
render = PROTOCOL.render
