"""Operations on the audit log: the newest entries, a search, the chain check and its
anchor. A person's: the log names every actor and action. The log is append-only and
safe to read while a daemon writes, so the `audit` commands run these in their own
process on the home's folder (a `HomeFolder`): a tamper check must not depend on the
daemon or the store."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from pydantic import Field

from mgimind.errors import InvalidInput
from mgimind.operations.spec import PEOPLE, Call, Operation, Params

if TYPE_CHECKING:  # the table stays light: the engine loads when an operation runs
    from mgimind.engine.mind import Mind
    from mgimind.operations.moves import HomeFolder
    from mgimind.store.audit import AuditLog


class Tail(Params):
    lines: int = Field(20, ge=1, description="How many of the newest entries.")


class Grep(Params):
    pattern: str = Field(description="A case-insensitive regex over the whole line.")
    action: str | None = Field(None, description="Only actions starting with this.")
    limit: int | None = Field(None, ge=1)


class Verify(Params):
    anchor: str | None = Field(None, description="Also prove no rewrite since this anchor.")


class NoParams(Params):
    pass


def _log(mind: Mind | HomeFolder) -> AuditLog:
    from mgimind.store.audit import AuditLog

    return AuditLog(Path(mind.home) / "audit.log")


def _grep(mind: Mind | HomeFolder, p: Grep, call: Call) -> list[dict]:
    try:
        return _log(mind).grep(p.pattern, action=p.action, limit=p.limit)
    except re.error as e:
        raise InvalidInput(f"invalid pattern {p.pattern!r}: {e}") from None


def _verify(mind: Mind | HomeFolder, p: Verify, call: Call) -> dict[str, Any]:
    log = _log(mind)
    try:
        result = log.verify(anchor=p.anchor)
    except ValueError as e:
        raise InvalidInput(str(e), fix="pass the digest `mgimind audit anchor` printed") from None
    return {
        "ok": result.ok,
        "lines": result.lines,
        "first_bad_line": result.first_bad_line,
        "reason": result.reason,
        "note": result.note,
        "anchored": bool(p.anchor),
        "path": str(log.path),
    }


def _anchor(mind: Mind | HomeFolder, p: NoParams, call: Call) -> dict[str, Any]:
    log = _log(mind)
    try:
        digest = log.anchor()
    except ValueError as e:
        raise InvalidInput(
            f"the audit log does not verify, so it cannot be anchored: {e}",
            fix="mgimind audit verify",
        ) from None
    lines, head = log.parse_anchor(digest)
    return {"anchor": digest, "lines": lines, "head": head, "path": str(log.path)}


def _audit(
    name: str,
    summary: str,
    params: type[Params],
    result: str,
    run: Callable[[Any, Any, Call], Any],
) -> Operation:
    return Operation(
        name=name,
        summary=summary,
        params=params,
        result=result,
        run=run,
        service="home",
        callers=PEOPLE,
        cli=name.replace(".", " "),
    )


OPERATIONS = (
    _audit(
        "audit.tail",
        "The newest entries of the audit log.",
        Tail,
        "list[dict]",
        lambda m, p, c: _log(m).tail(p.lines),
    ),
    _audit("audit.grep", "Audit log entries matching a pattern.", Grep, "list[dict]", _grep),
    _audit("audit.verify", "Check the audit log's hash chain.", Verify, "dict", _verify),
    _audit("audit.anchor", "A digest of the audit log as it is now.", NoParams, "dict", _anchor),
)
