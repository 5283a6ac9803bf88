"""Codex's hook trust: the per-hook hash it keeps in `config.toml`, and mgimind's block there.

Codex runs a user or project hook only when `config.toml` holds, under the hook's key, the
hash of exactly that hook:

    [hooks.state."<absolute path of hooks.json>:<event label>:<group index>:<handler index>"]
    trusted_hash = "sha256:<hex>"

The hash is Codex's `version_for_toml` over the hook's normalised identity: the event label
(`session_start`, ...) with the matcher group flattened beside it, holding the one handler
(`type`, `command`, `timeout` always set, `async`; unset fields absent), as JSON with keys
sorted at every level and no whitespace, then SHA-256. A hook whose entry is missing or
holds another hash is skipped silently (`codex exec` prints nothing about it).

mgimind keeps what it adds to `config.toml` in one block between two marker comments at
the end of the file, written as text: the person's own lines, comments and layout are never
re-serialised, and removing the block gives back the file they had. The result is parsed
with `tomllib` before it is written; a file that would not parse is never written.
"""

from __future__ import annotations

import hashlib
import json
import re
import tomllib
from dataclasses import dataclass

import tomli_w

from mgimind.errors import MgimindError

BEGIN = "# >>> mgimind: trust for the hooks `mgimind install-hooks codex` wrote (do not edit)"
END = "# <<< mgimind"
_BLOCK = re.compile(r"(?:\A|\n)" + re.escape(BEGIN) + r"\n.*?\n" + re.escape(END) + r"\n", re.S)

# Codex's label for each hook event, as it spells it in a state key and in the hash.
EVENT_LABELS = {
    "SessionStart": "session_start",
    "UserPromptSubmit": "user_prompt_submit",
    "PreCompact": "pre_compact",
    "SessionEnd": "session_end",
    "Stop": "stop",
}


@dataclass(frozen=True)
class TrustEntry:
    key: str
    trusted_hash: str


def hook_key(hooks_file: str, event: str, group_index: int, handler_index: int) -> str:
    """The key Codex stores a hook's state under (its position in `hooks_file`)."""
    return f"{hooks_file}:{EVENT_LABELS[event]}:{group_index}:{handler_index}"


def hook_hash(event: str, handler: dict, matcher: str | None = None) -> str:
    """The `trusted_hash` Codex expects for one command handler of `event`."""
    timeout = handler.get("timeout")
    normalized: dict = {
        "type": "command",
        "command": handler["command"],
        "timeout": max(600 if timeout is None else int(timeout), 1),  # as Codex fills it in
        "async": bool(handler.get("async", False)),
    }
    if handler.get("statusMessage") is not None:
        normalized["statusMessage"] = handler["statusMessage"]
    identity: dict = {"event_name": EVENT_LABELS[event], "hooks": [normalized]}
    if matcher is not None and event not in ("UserPromptSubmit", "Stop"):
        identity["matcher"] = matcher
    canonical = json.dumps(identity, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return "sha256:" + hashlib.sha256(canonical.encode("utf-8")).hexdigest()


# --- config.toml ----------------------------------------------------------------------------


def parse(text: str, path: object) -> dict:
    """`text` as TOML, or an error that says the file is left as it is."""
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise MgimindError(
            f"{path} is not valid TOML ({e}); nothing was changed",
            fix=f"fix {path} (Codex cannot start with it either), then rerun",
        ) from None


def without_block(text: str) -> str:
    """`text` with mgimind's block removed (the text as it was before install)."""
    return _BLOCK.sub("", text)


def has_block(text: str) -> bool:
    return bool(_BLOCK.search(text))


def block(entries: list[TrustEntry], mcp: dict | None = None) -> str:
    """mgimind's block: a state table per trusted hook, and the MCP server when asked."""
    tables: dict = {}
    if entries:
        tables["hooks"] = {"state": {e.key: {"trusted_hash": e.trusted_hash} for e in entries}}
    if mcp is not None:
        tables["mcp_servers"] = {"mgimind": mcp}
    return f"{BEGIN}\n{tomli_w.dumps(tables)}{END}\n"


def with_block(text: str, entries: list[TrustEntry], mcp: dict | None, path: object) -> str:
    """`text` with mgimind's block (re)written at its end, checked to parse and to hold
    exactly the trust asked for; the person's tables that would clash are named."""
    base = without_block(text)
    data = parse(base, path)
    hooks = data.get("hooks", {})
    if not isinstance(hooks, dict) or not isinstance(hooks.get("state", {}), dict):
        raise MgimindError(f"{path}: 'hooks' or 'hooks.state' is not a table; nothing was changed")
    for entry in entries:
        if entry.key in hooks.get("state", {}):
            raise MgimindError(
                f"{path} already has a [hooks.state.{json.dumps(entry.key)}] table "
                "(a trust or enable setting made in Codex); nothing was changed",
                fix="remove that table from config.toml (Codex's /hooks can re-trust it), "
                "then rerun mgimind install-hooks codex",
            )
    if mcp is not None and "mgimind" in (data.get("mcp_servers") or {}):
        raise MgimindError(
            f"{path} already has an MCP server named 'mgimind'; nothing was changed",
            fix="remove [mcp_servers.mgimind] from it, or rerun with --no-mcp",
        )
    if not entries and mcp is None:
        return base
    # One newline before the block, which the block's removal takes away again.
    result = base + ("\n" if base else "") + block(entries, mcp)
    try:
        merged = tomllib.loads(result)
    except tomllib.TOMLDecodeError as e:
        raise MgimindError(
            f"{path}: mgimind's trust cannot be added to it ({e}); nothing was changed",
            fix="write 'hooks' and 'mcp_servers' there as [tables], not inline tables",
        ) from None
    if trusted(result, merged) != {
        **trusted(base, data),
        **{e.key: e.trusted_hash for e in entries},
    }:
        raise MgimindError(f"{path}: the trust could not be written; nothing was changed")
    return result


def trusted(text: str, data: dict | None = None) -> dict[str, str]:
    """key -> trusted_hash of every hook state in a config.toml's text (`data`: parsed)."""
    data = tomllib.loads(text) if data is None else data
    hooks = data.get("hooks")
    state = hooks.get("state") if isinstance(hooks, dict) else None
    if not isinstance(state, dict):
        return {}
    return {
        k: v["trusted_hash"]
        for k, v in state.items()
        if isinstance(v, dict) and isinstance(v.get("trusted_hash"), str)
    }
