"""The one Python client: its methods are the operations, by their own names.

`client.memory.add(text="...")` runs the operation `memory.add`, as `client.call(
"memory.add", text="...")` does; `client.recall(query="...")` runs `recall`. What
differs between a client of the home's daemon and one that opens the store in this
process is only its transport (`mgimind.doors.client.DaemonClient` over the socket,
`InProcess` here); both run every call through the one dispatcher
(`operations.invoke`), so the caller, scope and lock rules an operation declares hold
whichever way the call comes in. `mgimind.open()` returns one.

Parameters go by name: `mgimind ops NAME` lists an operation's. The names of the Python
API before the operations' own (`client.memories.add(...)`, `client.facts.query(...)`)
still work for one version, each with a DeprecationWarning naming its replacement
(`mgimind.doors.renamed`).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Protocol

from mgimind.errors import InvalidInput

if TYPE_CHECKING:
    from mgimind.config import Config


class NotAnOperation(InvalidInput, AttributeError):
    """A name that is no operation (an AttributeError too, so `hasattr` and
    `getattr(..., default)` keep working)."""


class Transport(Protocol):
    """How a client's calls reach the dispatcher: in this process or over the socket."""

    @property
    def home(self) -> Path: ...

    @property
    def actor(self) -> str: ...

    def run(
        self,
        name: str,
        params: dict,
        *,
        agent: str | None = None,
        progress: Callable[[int, int], None] | None = None,
    ) -> Any: ...

    def served(self) -> frozenset[str]: ...

    @property
    def config(self) -> Any: ...

    def prove_person(self, secret: str) -> None: ...

    def close(self) -> None: ...


class Client:
    """One home's memory. `call(name, **params)` runs an operation; attribute access by
    the operation's dotted name does the same (`client.fact.query(subject="kestrel")`).
    Results are the operations' (`mgimind ops NAME` names each one's type)."""

    def __init__(self, transport: Transport):
        self.transport = transport

    # --- the operations ---------------------------------------------------------------

    def call(self, name: str, /, **params: Any) -> Any:
        """Run operation `name` with `params` (by name) through the dispatcher."""
        from mgimind import operations

        return operations.call(self, name, params)

    def run_operation(
        self,
        name: str,
        params: dict,
        *,
        agent: str | None = None,
        progress: Callable[[int, int], None] | None = None,
    ) -> Any:
        """Operation `name` on this client's transport (`operations.call` resolves the
        project where the caller stands first; use `call`)."""
        return self.transport.run(name, params, agent=agent, progress=progress)

    @property
    def operations(self) -> frozenset[str]:
        """The operations this client's memory serves (those whose kind is installed)."""
        return self.transport.served()

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        from mgimind.doors import renamed
        from mgimind.operations import table

        ops = table()
        if name in ops:
            return self._operation(name)
        if any(op.startswith(name + ".") for op in ops):
            return _Group(self, name)
        if name in renamed.SERVICES:
            return _Group(self, name)
        old = renamed.ALIASES.get(name)
        if old is not None:
            return renamed.deprecated(self, name, old)
        raise NotAnOperation(
            f"{type(self).__name__} has no operation or attribute {name!r}",
            fix="`mgimind ops` lists the operations: client.call(NAME, ...) runs one",
        )

    def _operation(self, name: str) -> Callable[..., Any]:
        if name not in self.operations:
            raise NotAnOperation(
                f"this memory serves no operation {name!r} (its kind is not installed)",
                fix="`mgimind ops` lists the operations; `mgimind doctor` checks the home",
            )

        def run(*args: Any, **params: Any) -> Any:
            if args:
                from mgimind.doors import renamed

                old = renamed.ALIASES.get(name)
                if old is None or old.op != name:
                    raise InvalidInput(
                        f"{name} takes its parameters by name, got {len(args)} by position",
                        fix=f"see: mgimind ops {name}",
                    )
                return renamed.deprecated(self, name, old)(*args, **params)
            return self.call(name, **params)

        run.__name__ = name.rpartition(".")[2]
        run.__qualname__ = name
        run.__doc__ = _summary(name)
        return run

    def __dir__(self) -> list[str]:
        groups = {name.partition(".")[0] for name in self.operations}
        return sorted({*groups, *object.__dir__(self)})

    # --- the home -----------------------------------------------------------------------

    @property
    def home(self) -> Path:
        return self.transport.home

    @property
    def actor(self) -> str:
        """Who acts (audit and authorship), as this client claims it."""
        return self.transport.actor

    @property
    def config(self) -> Config:
        """The home's configuration in force."""
        config: Config = self.transport.config
        return config

    def prove_person(self, secret: str) -> None:
        """With review.require_human on, let this client's claim of the person stand: the
        review secret, checked by the dispatcher's side (a wrong one is refused)."""
        self.transport.prove_person(secret)

    def close(self) -> None:
        self.transport.close()

    def __enter__(self) -> "Client":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"<mgimind Client home={self.home} actor={self.actor} in this process>"


class _Group:
    """The operations under one dotted prefix (`client.memory`): `client.memory.add`."""

    def __init__(self, client: Client, prefix: str):
        self._client = client
        self._prefix = prefix

    def __getattr__(self, method: str) -> Any:
        if method.startswith("_"):
            raise AttributeError(method)
        name = f"{self._prefix}.{method}"
        from mgimind.doors import renamed
        from mgimind.operations import table

        if name in table():
            return self._client._operation(name)
        old = renamed.ALIASES.get(name)
        if old is not None:
            return renamed.deprecated(self._client, name, old)
        raise NotAnOperation(
            f"no operation named {name!r}",
            fix=renamed.replacement(name),
        )

    def __dir__(self) -> list[str]:
        return sorted(
            n.partition(".")[2] for n in self._client.operations if n.startswith(self._prefix + ".")
        )

    def __repr__(self) -> str:
        return f"<mgimind operations {self._prefix}.*>"


class InProcess:
    """The transport that opens the home's store in this process (one process per
    store: the store lock refuses a second). Calls run through the dispatcher on the
    engine's `Mind`, with the Mind's actor."""

    def __init__(self, mind: Any):
        self.mind = mind
        self._served: frozenset[str] | None = None

    def run(
        self,
        name: str,
        params: dict,
        *,
        agent: str | None = None,
        progress: Callable[[int, int], None] | None = None,
    ) -> Any:
        from mgimind.operations import get, invoke

        actor = f"agent:{agent}" if agent else None
        return invoke(self.mind, get(name), params, actor=actor, progress=progress)

    def served(self) -> frozenset[str]:
        from mgimind.doors.daemon.dispatch import served_operations

        if self._served is None:
            self._served = frozenset(served_operations(self.mind))
        return self._served

    @property
    def home(self) -> Path:
        return Path(self.mind.home)

    @property
    def actor(self) -> str:
        actor: str = self.mind.actor
        return actor

    @property
    def config(self) -> Config:
        config: Config = self.mind.config
        return config

    def prove_person(self, secret: str) -> None:
        self.mind.prove_person(secret)

    def close(self) -> None:
        self.mind.close()


def _summary(name: str) -> str:
    from mgimind.operations import get

    op = get(name)
    return f"{op.summary}\n\nOperation {name}: parameters by name (mgimind ops {name})."
