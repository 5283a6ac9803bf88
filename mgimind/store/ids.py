"""Deterministic ids: the same content in the same place is the same point."""

import uuid

_NS = uuid.UUID("6d8e1a52-4c1e-5b8e-9d0f-6a1b2c3d4e5f")


def stable_id(*parts: str) -> str:
    return str(uuid.uuid5(_NS, "\x1f".join(parts)))
