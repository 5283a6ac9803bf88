"""The Python API's names before the operations' own, kept for one version.

Each entry maps an old method (`client.memories.search("x", limit=3)`) to the operation
it runs (`memory.search` with {"query": "x", "limit": 3}): `args` names the method's
positional parameters in order, `rename` maps an old keyword to the operation's field,
`fixed` adds fields, `result` turns the operation's result into what the old method
returned. A call by an old name warns (DeprecationWarning) with the name to use instead,
then runs through the client as any call does. To be removed in the version after 0.6.
"""

from __future__ import annotations

import warnings
from dataclasses import dataclass, field
from typing import Any, Callable


@dataclass(frozen=True)
class Method:
    op: str
    args: tuple[str, ...] = ()
    rename: dict[str, str] = field(default_factory=dict)
    fixed: dict[str, Any] = field(default_factory=dict)
    result: Callable[[Any], Any] | None = None
    paths: tuple[str, ...] = ()  # fields that name a file where the caller stands
    drop: tuple[str, ...] = ()  # keywords with no meaning across a door (progress)

    def params(self, name: str, args: tuple, kwargs: dict) -> dict:
        """The operation's parameters for a call `name(*args, **kwargs)`."""
        from mgimind.errors import InvalidInput
        from mgimind.services.scope import resolve_path

        if len(args) > len(self.args):
            raise InvalidInput(
                f"{name} takes at most {len(self.args)} positional argument(s) "
                f"({', '.join(self.args) or 'none'}), got {len(args)}",
                fix="pass the others by name",
            )
        params = dict(zip(self.args, args, strict=False))
        for key, value in kwargs.items():
            if key in self.drop:
                continue
            key = self.rename.get(key, key)
            if key in params:
                raise InvalidInput(f"{name} got {key!r} twice")
            params[key] = value
        params.update(self.fixed)
        for key in self.paths:
            if isinstance(params.get(key), str):
                params[key] = resolve_path(params[key])
        return params


def _key(name: str) -> Callable[[dict], Any]:
    return lambda result: result[name]


ALIASES: dict[str, Method] = {
    # the Mind itself
    "briefing": Method("briefing", ("project", "agent", "budget")),
    "recall": Method("recall", ("query",)),
    "integrity": Method("store.integrity"),
    "accept_store": Method("store.accept"),
    "reload_config": Method("config.reload"),
    # memories
    "memories.add": Method("memory.add", ("text", "library")),
    # Every hit, as Mind.memories.search gives them (the doors leave out those under
    # the relevance floor unless asked for `all`).
    "memories.search": Method("memory.search", ("query", "libraries"), fixed={"all": True}),
    "memories.get": Method("memory.get", ("memory_id", "tier")),
    "memories.edit": Method("memory.edit", ("memory_id", "text")),
    "memories.delete": Method("memory.delete", ("memory_id",), result=lambda r: None),
    "memories.report_used": Method("memory.used", ("memory_ids",), result=_key("reported")),
    "admission.ingest": Method("memory.ingest", ("text", "library")),
    "admission.list": Method("quarantine.list", ("libraries",)),
    "admission.show": Method("quarantine.show", ("memory_id",)),
    "admission.propose_promotion": Method("quarantine.propose", ("memory_id", "note")),
    "admission.promote": Method("quarantine.promote", ("memory_id", "approval")),
    "admission.expire": Method("quarantine.expire", ("memory_id", "reason"), result=lambda r: None),
    "lifecycle.archive": Method("memory.archive", ("memory_id", "reason")),
    "lifecycle.restore": Method("memory.restore", ("memory_id",)),
    "lifecycle.browse": Method("memory.browse", ("libraries",)),
    "lifecycle.consolidate": Method(
        "memory.consolidate",
        ("libraries",),
        rename={"merge_similarity": "similarity"},
        drop=("progress",),
    ),
    # facts
    "facts.add": Method("fact.add", ("subject", "predicate", "object")),
    "facts.query": Method("fact.query", ("subject", "predicate", "libraries")),
    "facts.search": Method("fact.search", ("query", "libraries", "limit")),
    "facts.get": Method("fact.get", ("fact_id",)),
    "facts.history": Method("fact.get", ("fact_id",), fixed={"history": True}),
    "facts.contested": Method("fact.contested", ("libraries",)),
    "facts.retest": Method("fact.retest", ("libraries", "fact_id", "limit")),
    "facts.retest_status": Method("fact.retest_status", ("libraries",)),
    "facts.confirm": Method("fact.confirm", ("fact_id",)),
    "facts.invalidate": Method("fact.invalidate", ("fact_id", "reason")),
    "facts.purge": Method("fact.purge", ("fact_id",), result=_key("versions")),
    "facts.restore": Method("fact.restore", ("fact_id", "approval")),
    "facts.register_predicate": Method(
        "predicate.register", ("name", "cardinality", "description")
    ),
    "facts.list_predicates": Method("predicate.list"),
    "facts.get_predicate": Method("predicate.get", ("name",)),
    # procedures, skills
    "procedures.learn": Method("procedure.learn", ("error", "fix", "context", "library")),
    "procedures.recall": Method("procedure.recall", ("error",), rename={"error_text": "error"}),
    "procedures.report": Method("procedure.report", ("procedure_id", "outcome")),
    "procedures.get": Method("procedure.show", ("procedure_id",)),
    "procedures.list": Method("procedure.list"),
    "procedures.forget": Method("procedure.forget", ("procedure_id",), result=lambda r: None),
    "skills.set": Method("skill.set", ("name", "trigger", "body", "library")),
    "skills.show": Method("skill.show", ("name",)),
    "skills.remove": Method("skill.remove", ("name", "library"), result=lambda r: None),
    "skills.list": Method("skill.list"),
    "skills.match": Method("skill.match", ("task",)),
    # sessions, pins, libraries
    "sessions.start": Method("session.start", ("agent", "project", "session_id")),
    "sessions.end": Method("session.end", ("session_id", "summary")),
    "sessions.last": Method("session.last", ("agent", "project")),
    "sessions.forget": Method("session.forget", ("session_id",), result=lambda r: None),
    "pins.set": Method("pin.set", ("name", "text", "library")),
    "pins.get": Method("pin.get", ("name",)),
    "pins.list": Method("pin.list"),
    "pins.remove": Method("pin.remove", ("name", "library"), result=lambda r: None),
    "libraries.list": Method("library.list"),
    "libraries.create": Method("library.create", ("name", "description")),
    "libraries.delete": Method("library.delete", ("name", "force"), result=_key("items")),
    # key-value items (the LangGraph store)
    "kv.get": Method("kv.get", ("namespace", "key")),
    "kv.put": Method("kv.put", ("namespace", "key", "value")),
    "kv.delete": Method("kv.delete", ("namespace", "key"), result=_key("deleted")),
    "kv.search": Method("kv.search", ("prefix",)),
    "kv.list_namespaces": Method("kv.namespaces", ("prefix", "suffix")),
    # transcripts
    "harvester.request": Method(
        "harvest.request",
        ("path", "session_id", "project", "agent"),
        rename={"transcript_path": "path"},
        paths=("path",),
    ),
    "harvester.queue": Method("harvest.queue", ("path", "flush"), paths=("path",)),
    "harvester.harvest_file": Method(
        "harvest.file", ("path",), paths=("path",), drop=("progress",)
    ),
    "harvester.pending_paths": Method("harvest.pending"),
    "harvester.last_report": Method("harvest.report", ("path",), paths=("path",)),
    # moving a home
    "transfer.export": Method(
        "home.export",
        ("path", "format"),
        rename={"fmt": "format"},
        paths=("path",),
        drop=("progress",),
    ),
    "transfer.import_file": Method("home.import", ("path",), paths=("path",), drop=("progress",)),
    "transfer.backup": Method("home.backup", ("dest",), paths=("dest",), drop=("progress",)),
}

# What to call instead of an old method that has no operation of its own.
REPLACEMENTS = {
    "memories.set_status": "the review gate: client.quarantine.promote(memory_id=...) or "
    "client.quarantine.expire(memory_id=...)",
    "memories.count": "client.stats() (its `memories` count)",
    "memories.browse": "client.memory.browse(...)",
    "memories.add_many": "client.memory.add(text=...) for each text",
    "memories.set_metadata": "client.notes.sync(...) for synced notes",
    "harvester.enqueue": "client.harvest.queue(path=...)",
    "harvester.pending": "client.harvest.pending()",
    "admission.expire_older_than": "client.quarantine.expire(older_than=DAYS)",
}


# The old services' names (`client.memories`): each a group of old methods.
SERVICES = frozenset(name.rpartition(".")[0] for name in ALIASES if "." in name)


def new_spelling(name: str, method: Method) -> str:
    """How the call reads by the operation's own name: "client.memory.search(query=...)"."""
    fields = [*method.args, *(f for f in method.fixed if f not in method.args)]
    shown = ", ".join(f"{f}=..." for f in fields[:2]) + (", ..." if len(fields) > 2 else "")
    return f"client.{method.op}({shown})"


def deprecated(client: Any, name: str, method: Method) -> Callable[..., Any]:
    """The old method `name`: warns with its replacement, then runs `method.op`."""

    def run(*args: Any, **kwargs: Any) -> Any:
        if name == method.op:
            what = f"{name} with parameters by position is deprecated"
        else:
            what = f"{name} is renamed"
        warnings.warn(
            f"{what}: use {new_spelling(name, method)} (operation {method.op}, parameters "
            "by name); the old spelling goes in the next version",
            DeprecationWarning,
            stacklevel=2,
        )
        result = client.call(method.op, **method.params(name, args, kwargs))
        return method.result(result) if method.result else result

    run.__name__ = name.rpartition(".")[2]
    run.__qualname__ = name
    return run


def replacement(name: str) -> str:
    """What to use instead of `name`, which is no operation and no old method."""
    return REPLACEMENTS.get(
        name,
        "an operation by its name: client.call(NAME, ...) or client.GROUP.METHOD(...) "
        "(`mgimind ops` lists them)",
    )
