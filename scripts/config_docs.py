"""docs/configuration.md, generated from the pydantic config model (mgimind.config.Config).

    python scripts/config_docs.py > docs/configuration.md

Every key shows its type, default, effect (the field's description) and whether a running
daemon takes a change on (config.toml is followed while it runs; RESTART_KEYS wait for a
restart). tests/test_config_docs.py keeps the page equal to the model, and refuses a key
without a description.
"""

from __future__ import annotations

import json
import sys
import typing
from pathlib import Path

from pydantic import BaseModel

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

HEADER = """# Configuration

Settings live in `MGIMIND_HOME/config.toml` (default `~/.mgimind/config.toml`). Set one with
`mgimind config set KEY VALUE` (validated before it is written), read one with
`mgimind config get KEY`, list them all with `mgimind config list`. Anything the file leaves
out takes its default.

A running daemon follows the file: a change is taken on within a second, except where the
table says "on restart" (the model, the store, the reranker and what the daemon reads once at
start); `mgimind daemon stop` and the next command starts it again with the new value.

With `review.require_human` on, `mgimind config set` asks for the review secret at a
terminal before it loosens a setting that guards what reaches the memory: lowering
`admission.min_chars` or `admission.min_words`, raising `admission.near_duplicate` or
`admission.low_novelty` as in force (a model whose calibrated values are looser counts),
turning `review.require_human` off, turning `web.allow_private` or
`extractor.allow_remote` on, or changing `store.url` or `store.collection`. Tightening asks
nothing. Every change is recorded in the audit log as a `config.set` line with the key, the
old and the new value (an API key only as set or unset).

This page is generated from the settings model (`python scripts/config_docs.py`);
`tests/test_config_docs.py` keeps it current.
"""


NAMES = {str: "text", int: "integer", float: "number", bool: "true/false"}


def type_name(annotation: typing.Any) -> str:
    """A type as a reader of config.toml knows it: "text", "integer or unset"..."""
    args = typing.get_args(annotation)
    if typing.get_origin(annotation) in (typing.Union, __import__("types").UnionType):
        names = [type_name(a) for a in args if a is not type(None)]
        return " or ".join(names) + (" or unset" if type(None) in args else "")
    if typing.get_origin(annotation) is list:
        return f"list of {type_name(args[0])}"
    if typing.get_origin(annotation) is dict:
        return "table"
    if typing.get_origin(annotation) is typing.Literal:
        return " / ".join(f"`{a}`" for a in args)
    return NAMES.get(annotation, getattr(annotation, "__name__", str(annotation)))


def default_text(value: typing.Any) -> str:
    if value is None:
        return "unset"
    return f"`{json.dumps(value)}`"


def live_text(key: str) -> str:
    from mgimind.config.live import RESTART_KEYS

    waits = any(key == k or key.startswith(k + ".") for k in RESTART_KEYS)
    return "on restart" if waits else "yes"


def settings() -> list[tuple[str, str, typing.Any, str | None, str]]:
    """(section, key, field, description, section doc) for every setting."""
    from mgimind.config import Config

    rows = []
    for section, field in Config.model_fields.items():
        model = field.annotation
        if isinstance(model, type) and issubclass(model, BaseModel):
            doc = (model.__doc__ or "").strip()
            if doc.startswith("Usage docs") or model.__doc__ == BaseModel.__doc__:
                doc = ""
            for name, sub in model.model_fields.items():
                rows.append((section, f"{section}.{name}", sub, sub.description, doc))
        else:
            rows.append((section, section, field, field.description, ""))
    return rows


def undocumented() -> list[str]:
    """Keys without a description."""
    return [key for _, key, _, description, _ in settings() if not description]


def render() -> str:
    out = [HEADER]
    section_now = None
    for section, key, field, description, doc in settings():
        if section != section_now:
            section_now = section
            out.append(f"\n## `{section}`\n")
            if doc:
                out.append(" ".join(doc.split()) + "\n")
            out.append("| key | type | default | effect | running daemon |")
            out.append("|---|---|---|---|---|")
        default = field.get_default(call_default_factory=True)
        effect = (description or "").replace("|", "\\|")
        out.append(
            f"| `{key}` | {type_name(field.annotation)} | {default_text(default)} | "
            f"{effect} | {live_text(key)} |"
        )
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    missing = undocumented()
    if missing:
        sys.exit("settings without a description: " + ", ".join(missing))
    sys.stdout.write(render())
