"""OpenCode's plugin events <-> the hook layer.

OpenCode has no command hooks: it loads JS plugins from `.opencode/plugins/` (project) or
`~/.config/opencode/plugins/` (user). mgimind's plugin (`plugin.js` beside this module,
written by the installer) runs the same hook entry as the command-hook hosts, with a
JSON object of their shape on stdin (session_id, cwd, and `prompt` for the prompt
event), and reads `hookSpecificOutput.additionalContext` back:

- `experimental.chat.system.transform` (each model call of a session): the briefing,
  asked once per session, and the recall for the latest user message go into the
  system prompt;
- `chat.message` (a user message arrives): the recall for the person's own text parts
  (parts OpenCode marks `synthetic` are left out);
- `experimental.session.compacting`: the checkpoint before OpenCode compacts.
"""

from __future__ import annotations

from mgimind.hosts.command_hooks import CommandHookProtocol

from mgimind.hostapi import HookEvent

AGENT = "opencode"

# our event name -> the OpenCode plugin hook that sends it
EVENTS = {
    "session-start": "experimental.chat.system.transform",
    "prompt": "chat.message",
    "pre-compact": "experimental.session.compacting",
}

PROTOCOL = CommandHookProtocol(AGENT, EVENTS)
render = PROTOCOL.render


def translate(event: str, payload: dict) -> HookEvent | None:
    """The plugin's event JSON -> a HookEvent (None: nothing to do)."""
    return PROTOCOL.translate(event, payload)
