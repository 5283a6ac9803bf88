"""Factory Droid's hook protocol <-> the hook layer.

Droid's hooks follow Claude Code's event model: each command hook gets the event's JSON on
stdin (session_id, transcript_path, cwd, permission_mode, hook_event_name, plus `source`
for SessionStart, `prompt` for UserPromptSubmit, `trigger` for PreCompact, `reason` for
SessionEnd, `stop_hook_active` for Stop), and context reaches the model through
`hookSpecificOutput.additionalContext` on SessionStart and UserPromptSubmit. This is the
contract as Factory documents it; no Droid CLI runs here to confirm it (see
docs/hosts/factory-droid.md).
"""

from __future__ import annotations

from mgimind.hosts.command_hooks import CLAUDE_EVENTS, CommandHookProtocol

AGENT = "factory-droid"

EVENTS = CLAUDE_EVENTS  # our event kind -> the host's event name

PROTOCOL = CommandHookProtocol(AGENT, EVENTS)
translate = PROTOCOL.translate
render = PROTOCOL.render
