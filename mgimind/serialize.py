"""One serializer: API results and arguments to JSON-ready data, and back.

`to_jsonable` is what every door prints or sends (CLI --json, HTTP, MCP, the socket's
arguments). The socket also carries a type descriptor beside each result (`encode`), so
the client rebuilds the very pydantic models the daemon's Mind returned (`rebuild`):
{"model": "module:Qualname"}, {"list": [descriptors]}, {"dict": {key: descriptor}}, or
null for plain JSON.
"""

from __future__ import annotations

import importlib
from dataclasses import asdict, is_dataclass
from datetime import date, datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel


def to_jsonable(value: Any) -> Any:
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json")
    if is_dataclass(value) and not isinstance(value, type):
        return to_jsonable(asdict(value))
    if isinstance(value, (list, tuple, set, frozenset)):
        return [to_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): to_jsonable(v) for k, v in value.items()}
    if isinstance(value, (datetime, date)):
        return value.isoformat()
    if isinstance(value, Path):
        return str(value)
    return value


def encode(value: Any) -> tuple[Any, Any]:
    """(JSON data, type descriptor) for a result crossing the socket."""
    if isinstance(value, BaseModel):
        cls = type(value)
        return value.model_dump(mode="json"), {"model": f"{cls.__module__}:{cls.__qualname__}"}
    if isinstance(value, (list, tuple)):
        pairs = [encode(v) for v in value]
        types = [t for _, t in pairs]
        return [d for d, _ in pairs], ({"list": types} if any(types) else None)
    if isinstance(value, dict):
        encoded = {str(k): encode(v) for k, v in value.items()}
        kinds = {k: t for k, (_, t) in encoded.items() if t}
        return {k: d for k, (d, _) in encoded.items()}, ({"dict": kinds} if kinds else None)
    if is_dataclass(value) and not isinstance(value, type):
        return encode(asdict(value))
    if value is None or isinstance(value, (str, int, float, bool)):
        return value, None
    data = to_jsonable(value)
    return (data if isinstance(data, (str, int, float, bool)) else str(value)), None


def rebuild(data: Any, type_: Any) -> Any:
    """Turn wire data back into the models the daemon's Mind returned."""
    if not type_:
        return data
    if "model" in type_:
        module, _, qualname = type_["model"].partition(":")
        cls: Any = importlib.import_module(module)
        for part in qualname.split("."):
            cls = getattr(cls, part)
        return cls.model_validate(data)
    if "list" in type_:
        return [rebuild(d, t) for d, t in zip(data, type_["list"], strict=True)]
    if "dict" in type_:
        return {k: rebuild(v, type_["dict"].get(k)) for k, v in data.items()}
    return data
