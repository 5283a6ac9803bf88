"""What the hosts that run command hooks share (Claude Code, Codex, Gemini CLI).

Each runs a hook command with the event's JSON on stdin (session_id, transcript_path,
cwd, plus `source`, `prompt`, `trigger` or `reason` by event) and reads context for the
model from `hookSpecificOutput.additionalContext` on the events that can inject. A host
names its own events (`CommandHookProtocol.events`); the payload and the output are the
same shape, so one translation serves all three. `ScopedHost` is the adapter around a
host's installer module; `plugin_hooks` gives a host's plugin module its hook
implementations, so a host's plugin is only its declarations.
"""

from __future__ import annotations

import importlib
import json
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any, Callable

from mgimind.errors import InvalidInput
from mgimind.hostapi import HookAnswer, HookEvent
from mgimind.pluginspecs import Register, hookimpl

INJECTING = ("session-start", "prompt")

# Claude Code's hook event names, by our event kind: Codex, Qwen Code and Factory Droid
# took them over as they are.
CLAUDE_EVENTS = {
    "session-start": "SessionStart",
    "prompt": "UserPromptSubmit",
    "pre-compact": "PreCompact",
    "session-end": "SessionEnd",
    "stop": "Stop",
}


def text_field(value: object) -> str | None:
    """A non-empty string from the payload, else None."""
    return value if isinstance(value, str) and value else None


@dataclass(frozen=True)
class CommandHookProtocol:
    """A host's command-hook protocol: `agent` names it in sessions and memory; `events`
    maps our hook event kinds to the host's event names."""

    agent: str
    events: dict[str, str]

    def translate(self, event: str, payload: dict, prompt: str | None = None) -> HookEvent | None:
        """The host's event JSON -> a HookEvent (None: nothing to do). `prompt`
        replaces the payload's when the host put more than the person's words in it."""
        if event not in self.events:
            return None
        if event == "stop" and payload.get("stop_hook_active"):
            return None  # the host is already continuing because of a stop hook
        return HookEvent(
            kind=event,  # type: ignore[arg-type,unused-ignore]  # one of our kinds: in events
            agent=self.agent,
            session_id=text_field(payload.get("session_id")),
            cwd=text_field(payload.get("cwd")),
            prompt=prompt if prompt is not None else text_field(payload.get("prompt")),
            transcript_path=text_field(payload.get("transcript_path")),
            source=text_field(payload.get("source")),
            reason=text_field(payload.get("reason")) or text_field(payload.get("trigger")),
        )

    def render(self, event: HookEvent, answer: HookAnswer) -> str:
        """What the hook prints: the additionalContext JSON, or nothing at all."""
        if event.kind not in INJECTING or not answer.context:
            return ""
        output = {"hookEventName": self.events[event.kind], "additionalContext": answer.context}
        return json.dumps({"hookSpecificOutput": output}, ensure_ascii=False)


def our_commands(hooks: object, is_ours: Callable[[object], bool]) -> dict[str, str]:
    """{host event: command} of the hooks `is_ours` claims, in a hooks object of the
    shape the three hosts share: {event: [{"hooks": [{"command": ...}, ...]}, ...]}."""
    found: dict[str, str] = {}
    for event, groups in (hooks if isinstance(hooks, dict) else {}).items():
        for group in groups if isinstance(groups, list) else []:
            inner = group.get("hooks") if isinstance(group, dict) else None
            for hook in inner if isinstance(inner, list) else []:
                if is_ours(hook) and isinstance(hook.get("command"), str):
                    found.setdefault(event, hook["command"])
    return found


class ScopedHost:
    """A host adapter around an installer module with `SCOPES`, `install`, `uninstall`,
    `installed` and `installed_commands`, and a protocol module with `translate` and
    `render`; a scope the host does not have is refused with the ones it has. `program`
    is the host's own command, by which the doctor (and `install-hooks --all`) tells
    whether the host is on this machine at all."""

    name: str
    installer: ModuleType
    protocol: ModuleType
    program: str
    description: str  # what its hooks deliver, one line in the list of hosts
    mcp_by_default: bool = True

    def describe(self) -> str:
        return self.description

    def translate(self, event: str, payload: dict) -> HookEvent | None:
        translated: HookEvent | None = self.protocol.translate(event, payload)
        return translated

    def render(self, event: HookEvent, answer: HookAnswer) -> str:
        rendered: str = self.protocol.render(event, answer)
        return rendered

    @property
    def scopes(self) -> tuple[str, ...]:
        return tuple(self.installer.SCOPES)

    def install(
        self, scope: str = "user", project_dir: str | Path | None = None, **kwargs: Any
    ) -> Any:
        return self.installer.install(self.scope(scope), project_dir, **kwargs)

    def uninstall(self, scope: str = "user", project_dir: str | Path | None = None) -> Any:
        return self.installer.uninstall(self.scope(scope), project_dir)

    def installed(self, scope: str = "user", project_dir: str | Path | None = None) -> list[str]:
        events: list[str] = self.installer.installed(self.scope(scope), project_dir)
        return events

    def installed_commands(
        self, scope: str = "user", project_dir: str | Path | None = None
    ) -> dict[str, str]:
        """{host event: the command the host runs for it} for mgimind's hooks in `scope`."""
        commands: dict[str, str] = self.installer.installed_commands(self.scope(scope), project_dir)
        return commands

    def scope(self, scope: str) -> str:
        if scope not in self.scopes:
            raise InvalidInput(
                f"{self.name} has no {scope!r} scope",
                fix="use --scope " + " or ".join(self.scopes),
            )
        return scope


def plugin_hooks(
    host: ScopedHost, transcripts: str | None = None
) -> tuple[Callable[[Register], None], Callable[[Register], None]]:
    """The plugin hook implementations of a host's plugin module: `register_hosts` adds
    `host`, `register_transcript_parsers` the parser in the module named `transcripts`
    (imported when the harvester asks, not when the host is listed), or nothing."""

    @hookimpl
    def register_hosts(register: Register) -> None:
        register(host.name, host)

    @hookimpl
    def register_transcript_parsers(register: Register) -> None:
        if transcripts is None:
            return
        module = importlib.import_module(transcripts)
        register(module.NAME, module.transcript_globs, module.parse)

    return register_hosts, register_transcript_parsers
