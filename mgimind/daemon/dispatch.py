"""Which Mind calls the daemon serves, and how results and errors cross the socket.

A method name is a dotted path on the Mind: "memories.search", "facts.add", "briefing".
Only public names are served, and never the internals (store, models, audit, config):
a client gets the same service surface as an in-process Mind, not its plumbing.

Results travel as JSON plus a type descriptor (serialize.encode) so the client rebuilds
the same pydantic models; errors keep their type, what and fix (encode_error).
"""

from __future__ import annotations

import inspect
from pathlib import Path
from typing import Any

from .. import operations
from ..errors import InvalidInput, MgimindError
from ..operations.spec import PERSON_PREFIXES

# Mind attributes that are plumbing, not services; never reachable over the socket.
INTERNAL = frozenset(
    {
        "store",
        "embedder",
        "sparse",
        "reranker",
        "plugins",
        "audit",
        "access",
        "kinds",
        "config",
        "home",
        "actor",
        "confine",
        "close",
        "as_identity",
        "owner",
        "write_lock",
        "damaged",
    }
)


# Low-level mutators and plumbing of services: callable inside the daemon, never served.
# `memories.set_status` would move a candidate out of quarantine around the review gate
# (admission.promote is the gated way); the harvester's own controls are the daemon's.
NOT_SERVED = frozenset(
    {
        "memories.set_status",
        "review.check",
        "pins.drop_library",
        "harvester.close",
        "harvester.use_lock",
        "harvester.gate_mind",
    }
)

# Calls that run without the write lock: reads (the engine serves reads from any
# thread, and a hook's recall must never wait behind a write), and writes of small files
# that hold their own file locks (sessions, the hooks' live state, the harvest queue).
LOCK_FREE = frozenset(
    {
        "daemon.describe",
        "briefing",
        "recall",
        "stats",
        "in_scope",
        "read_scope",
        "integrity",
        "hook:prompt",
        "hook:session-start",
        "hook:session-end",
        "hook:stop",
        "hook:pre-compact",
        "admission.list",
        "admission.show",
        "facts.contested",
        "facts.get",
        "facts.get_predicate",
        "facts.history",
        "facts.list_predicates",
        "facts.query",
        "facts.retest_status",
        "facts.search",
        "kv.get",
        "kv.list_namespaces",
        "kv.search",
        "libraries.exists",
        "libraries.list",
        "libraries.require",
        "lifecycle.browse",
        "memories.browse",
        "memories.count",
        "memories.dense_text",
        "memories.get",
        "memories.search",
        "pins.get",
        "pins.list",
        "procedures.get",
        "procedures.list",
        "procedures.recall",
        "review.required",
        "sessions.get",
        "sessions.last",
        "skills.list",
        "skills.match",
        "skills.show",
        "harvester.drain",
        "harvester.enqueue",
        "harvester.last_report",
        "harvester.pending",
        "harvester.pending_paths",
        "harvester.queue",
        "harvester.request",
        "sessions.start",
        "sessions.end",
        "history",
        "export",  # (the last two: HTTP routes that only read)
    }
)

# Long writes that embed outside the write lock and take it per bounded batch.
SELF_LOCKING = frozenset(
    {
        "memories.add",
        "memories.add_many",
        "memories.edit",
        "admission.ingest",
        "harvester.harvest_file",
        "facts.retest",  # searches and embeds free; each fact's writes take the lock
    }
)


def lock_mode(method: str | None) -> str:
    """ "free" (no lock), "batched" (the method locks each batch itself) or "write"
    (the whole call under the write lock: anything not listed, to be safe). An operation
    ("op:<name>") declares its own, which may also be "network" (no lock: it waits on
    another server, then stores through the writers)."""
    if isinstance(method, str) and method.startswith("op:"):
        try:
            return operations.get(method[3:]).lock_mode
        except InvalidInput:
            return "free"  # unknown: refused before it touches anything
    if method in LOCK_FREE:
        return "free"
    if method in SELF_LOCKING:
        return "batched"
    return "write"


def bind_actor(claimed: str | None, peer_pid: int | None, review=None, proof=None) -> str | None:
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
      approval whoever the caller is (mgimind.review), so a person-claim unlocks no
      approval. Where the peer cannot be identified at all, the caller is an agent."""
    if not isinstance(claimed, str) or not claimed.lower().startswith(PERSON_PREFIXES):
        return claimed
    as_app = "app:" + claimed.split(":", 1)[1]
    if peer_pid is None:
        return as_app
    if review is None or not review.required():
        return claimed
    if not isinstance(proof, str) or not proof:
        return as_app
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


def _public(name: str) -> bool:
    return bool(name) and not name.startswith("_")


def resolve(mind: Any, method: str):
    """The bound callable for `method` on `mind`, or InvalidInput."""
    parts = method.split(".") if isinstance(method, str) else []
    # Exactly `method` or `service.method`: a deeper path could walk from a service back
    # to its Mind's internals (`memories.mind.store...`) and around the caller's scope.
    if (
        not 1 <= len(parts) <= 2
        or not all(_public(p) for p in parts)
        or any(p in INTERNAL or p == "mind" for p in parts)
        or method in NOT_SERVED
    ):
        raise InvalidInput(f"the daemon does not serve {method!r}")
    target = mind
    for part in parts:
        target = getattr(target, part, None)
        if target is None:
            raise InvalidInput(
                f"the daemon does not serve {method!r} (no such service or method in this version)"
            )
    if not callable(target) or inspect.isclass(target):
        raise InvalidInput(f"{method!r} is not a method")
    return target


def describe(mind: Any) -> dict:
    """The service surface of `mind`: {"services": {name: [methods]}, "methods": [...]}."""
    services: dict[str, list[str]] = {}
    methods: list[str] = []
    for name in dir(mind):
        if not _public(name) or name in INTERNAL:
            continue
        try:
            value = getattr(mind, name)
        except Exception:  # a lazily built service that cannot start is simply absent
            continue
        if inspect.ismethod(value) or inspect.isfunction(value):
            methods.append(name)
        elif _is_service(value):
            services[name] = sorted(
                n
                for n in dir(value)
                if _public(n)
                and callable(getattr(value, n, None))
                and not inspect.isclass(getattr(value, n, None))
                and f"{name}.{n}" not in NOT_SERVED
            )
    return {"services": services, "methods": sorted(methods)}


def served_operations(mind: Any) -> list[str]:
    """The operations `mind` can serve: those whose service it has."""
    return sorted(name for name, op in operations.table().items() if _has(mind, op.service))


def _has(mind: Any, service: str) -> bool:
    try:
        return getattr(mind, service, None) is not None
    except Exception:  # a lazily built service that cannot start is simply absent
        return False


def _is_service(value: Any) -> bool:
    if value is None or isinstance(
        value, (str, bytes, int, float, bool, list, dict, tuple, set, frozenset, Path)
    ):
        return False
    return type(value).__module__.split(".")[0] not in ("builtins", "pathlib", "pluggy")


def encode_error(e: BaseException) -> dict:
    """The wire form of an exception: MgimindErrors keep their type, what and fix."""
    if isinstance(e, MgimindError):
        cls = type(e)
        return {"type": cls.__qualname__, "module": cls.__module__, "what": e.what, "fix": e.fix}
    if isinstance(e, TypeError):  # wrong arguments for the method: the caller's mistake
        return {"type": "InvalidInput", "module": "mgimind.errors", "what": str(e), "fix": None}
    return {
        "type": type(e).__name__,
        "module": None,
        "what": f"the daemon failed: {type(e).__name__}: {e}",
        "fix": "see daemon.log in the mgimind home",
    }
