"""What the daemon serves, and how results and errors cross the socket.

Over the socket: the operations of the table ("op:<name>", each run by
`operations.invoke`, which enforces the rules it declares: callers, scope, lock), the
hook event ("hook", whose operations go through the same dispatcher), and daemon
control (status, stop, describe). Nothing else: a public method added to a Mind service
is not reachable until an operation declares it.

Results travel as JSON plus a type descriptor (serialize.encode) so the client rebuilds
the same pydantic models; errors keep their type, what and fix (encode_error).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mgimind import operations
from mgimind.errors import InvalidInput, MgimindError
from mgimind.operations.spec import Operation
from mgimind.security.actors import as_app, claims_person

if TYPE_CHECKING:
    from mgimind.security.review import ReviewGate

# Daemon control: answered by the daemon itself, never reaching the Mind.
CONTROL = ("daemon.status", "daemon.stop", "daemon.describe")
HOOK = "hook"


def operation(method: Any) -> Operation:
    """The operation `method` ("op:<name>") names, or InvalidInput: the socket serves
    operations, the hook event and daemon control, and nothing else."""
    if isinstance(method, str) and method.startswith("op:"):
        return operations.get(method[3:])
    raise InvalidInput(
        f"the daemon does not serve {method!r}: it serves operations (op:<name>), the "
        "hook event and daemon control",
        fix="call an operation: mgimind.operations.call(client, NAME, {...}); "
        "`mgimind ops` lists them",
    )


def bind_actor(
    claimed: str | None,
    peer_pid: int | None,
    review: ReviewGate | None = None,
    proof: object = None,
) -> str | None:
    """The actor a socket request acts as.

    The peer is a process of this user (its uid is checked), and that is all the daemon
    can know: an agent runs as the same user with a shell, so it can run the real command
    line, name a program `mgimind`, or send any claim. Nothing about the peer's program
    (its name, path or arguments) tells the person apart, so nothing about it is asked.

    - A claim that is not a person's (`mcp:`, `app:`, ...) is kept: it only lowers trust.
    - A person's name (`cli:...`, which the belief state trusts above an agent's and which
      may call person-only operations) is a claim, not a proof. With review.require_human
      on, it is kept only when the request carries the review secret (`proof`, checked,
      counted and braked like an approval); without it the caller is treated as an agent
      (`app:<name>`). With review off the person has not asked for the difference, and the
      claim names the door (the command line), as the unverified peer said.
    - Approvals never rest on this: a gated transition checks the review secret in its
      approval whoever the caller is (mgimind.security.review), so a person-claim unlocks no
      approval. Where the peer cannot be identified at all, the caller is an agent."""
    if not isinstance(claimed, str) or not claims_person(claimed):
        return claimed
    if peer_pid is None:
        return as_app(claimed)
    if review is None or not review.required():
        return claimed
    if not isinstance(proof, str) or not proof:
        return as_app(claimed)
    review.prove(proof, actor=claimed)  # ReviewRequired when wrong: said, not downgraded
    return claimed


def check_unicode(value: Any, where: str = "the request") -> None:
    """InvalidInput when a string in `value` is not valid Unicode text (a lone surrogate
    escape such as "\\ud800" parses as JSON but no text can hold it)."""
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError as e:
            raise InvalidInput(
                f"{where} holds a lone surrogate (\\u{ord(value[e.start]):04x}) "
                f"at character {e.start}: not valid Unicode text",
                fix="send UTF-8 text",
            ) from None
    elif isinstance(value, dict):
        for key, item in value.items():
            check_unicode(key, where)
            check_unicode(item, where)
    elif isinstance(value, list):
        for item in value:
            check_unicode(item, where)


def served_methods(mind: Any) -> list[str]:
    """Every method name the socket answers for `mind`: daemon control, the hook event
    and its operations."""
    return [*CONTROL, HOOK, *(f"op:{name}" for name in served_operations(mind))]


def served_operations(mind: Any) -> list[str]:
    """The operations `mind` can serve: those whose service it has."""
    return sorted(name for name, op in operations.table().items() if _has(mind, op.service))


def _has(mind: Any, service: str) -> bool:
    try:
        return getattr(mind, service, None) is not None
    except Exception:  # a lazily built service that cannot start is simply absent
        return False


def encode_error(e: BaseException) -> dict:
    """The wire form of an exception: MgimindErrors keep their type, what and fix."""
    if isinstance(e, MgimindError):
        cls = type(e)
        return {"type": cls.__qualname__, "module": cls.__module__, "what": e.what, "fix": e.fix}
    # Anything else is the daemon's failure, a TypeError too: a caller's bad arguments are
    # refused by the operation's model (InvalidInput) before any code runs, so a
    # TypeError here is a fault in that code, never the caller's mistake.
    return {
        "type": type(e).__name__,
        "module": None,
        "what": f"the daemon failed: {type(e).__name__}: {e}",
        "fix": "see daemon.log in the mgimind home",
    }
