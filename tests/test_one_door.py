"""One door into the store: the socket serves operations, the hook event and daemon
control, and nothing else; every command that reads or writes a home runs operations."""

from __future__ import annotations

import inspect

import click
import pytest
from mgimind.hooks import wire
from pydantic import BaseModel, ConfigDict

from mgimind import operations
from mgimind.doors.daemon import dispatch
from mgimind.errors import InvalidInput
from mgimind.operations.spec import Operation, Params
from mgimind.pluginspecs import hookimpl

# The only commands outside the operation table, each with why: none reads or writes the
# memory in the store (they control the daemon or the host, or keep files a person holds
# apart from every door: settings and credentials).
OUTSIDE = {
    "ops": "lists the operation table itself",
    "serve": "daemon control: starts the daemon that serves the operations",
    "daemon status": "daemon control: asks the daemon how it is (daemon.status)",
    "daemon stop": "daemon control: daemon.stop",
    "daemon restart": "daemon control: stop, then start",
    "mcp": "a door: the MCP server, whose tools are operations",
    "install-hooks": "writes the host's settings (~/.claude), not a home",
    "uninstall-hooks": "writes the host's settings (~/.claude), not a home",
    "config get": "reads config.toml, the settings a daemon starts from, not the memory",
    "config list": "reads config.toml, the settings a daemon starts from, not the memory",
    "config set": "writes config.toml; a running daemon takes it through config.reload",
    "review init": "creates the review secret, shown once at this terminal: a person's "
    "credential never crosses the socket",
    "review status": "whether a review secret file exists and review is required",
    "token create": "the HTTP door's bearer tokens (a credentials file): never over a door",
    "token list": "the HTTP door's bearer tokens (a credentials file): never over a door",
    "token revoke": "the HTTP door's bearer tokens (a credentials file): never over a door",
    "vault set": "the credential vault: secrets never cross the socket",
    "vault get": "the credential vault: secrets never cross the socket",
    "vault list": "the credential vault: secrets never cross the socket",
    "vault rm": "the credential vault: secrets never cross the socket",
}


# --- the socket -------------------------------------------------------------------------


def _undeclared_reachable(home, methods: list[str]) -> list[str]:
    """Which of `methods` the socket at `home` answers without an error that it does
    not serve them."""
    answered = []
    conn = wire.Connection(str(home))
    try:
        for method in methods:
            try:
                conn.call(method, {"kwargs": {}})
            except wire.RemoteError as e:
                if "does not serve" in str(e.error.get("what")):
                    continue
            answered.append(method)
    finally:
        conn.close()
    return answered


def _service_methods(mind) -> list[str]:
    """Every public method of every service of `mind`, as "service.method"."""
    found = []
    for name in dir(mind):
        if name.startswith("_") or name in ("store", "embedder", "plugins", "config"):
            continue
        try:
            service = getattr(mind, name)
        except Exception:  # noqa: BLE001 - a service that cannot start is absent
            continue
        if inspect.ismethod(service):
            found.append(name)
            continue
        if type(service).__module__.startswith("mgimind"):
            found.extend(
                f"{name}.{m}"
                for m in dir(type(service))
                if not m.startswith("_") and callable(getattr(type(service), m, None))
            )
    return sorted(found)


class Loud(Params):
    word: str


LOUD = Operation(
    name="memory.loud",
    summary="Say a word loudly (a test's operation over a new service method).",
    params=Loud,
    result="str",
    run=lambda mind, p, call: mind.memories.loud(p.word),
    service="memories",
)


class _AnyParams(BaseModel):
    model_config = ConfigDict(extra="allow")


def _permissive(real):
    """The old door, for the negative control: any `service.method` resolves to the
    Mind's own method, as a raw surface would serve it."""

    def resolve(method):
        try:
            return real(method)
        except InvalidInput:
            service, _, name = str(method).partition(".")

            def run(mind, p, call):
                target = getattr(mind, service)
                return getattr(target, name)(**p.model_dump()) if name else target()

            return Operation(
                name=method,
                summary="raw",
                params=_AnyParams,
                result="dict",
                run=run,
                service=service or method,
            )

    return resolve


def test_the_socket_serves_operations_and_nothing_else(isolated_home, embedder, monkeypatch):
    from mgimind.doors.daemon.server import Daemon
    from mgimind.engine.mind import Mind
    from mgimind.memory.memories import Memories
    from mgimind.plugins import load_plugins

    # A public method added to a service: by default it must not be served.
    monkeypatch.setattr(Memories, "loud", lambda self, word: word.upper(), raising=False)
    mind = Mind(isolated_home, embedder=embedder)
    daemon = Daemon(isolated_home, mind=mind, idle_timeout_s=600)
    daemon.startup()
    try:
        conn = wire.Connection(str(isolated_home))
        described = conn.call("daemon.describe")[0]
        conn.close()
        # every method the socket lists is daemon control, the hook event or an operation
        for method in described["methods"]:
            assert (
                method in dispatch.CONTROL
                or method == dispatch.HOOK
                or (method.startswith("op:") and method[3:] in operations.table())
            ), method
        assert "op:memory.search" in described["methods"]  # positive control
        # every public method of every service, called by its name: refused
        methods = _service_methods(mind)
        assert "memories.loud" in methods and "memories.set_status" in methods
        assert _undeclared_reachable(isolated_home, methods) == []
        # the check can fail: behind a permissive resolver (the old raw surface) the
        # same methods are reachable
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(dispatch, "operation", _permissive(dispatch.operation))
            leaked = _undeclared_reachable(isolated_home, ["memories.loud", "memories.count"])
        assert leaked == ["memories.loud", "memories.count"]

        # declared as an operation, the method is served (and only as that operation)
        class Plugin:
            @hookimpl
            def register_operations(self, register):
                register(LOUD)

        pm = load_plugins()
        plugin = Plugin()
        pm.register(plugin, name="loud-operation")
        operations.table.cache_clear()
        try:
            conn = wire.Connection(str(isolated_home))
            assert conn.call("op:memory.loud", {"kwargs": {"word": "hi"}})[0] == "HI"
            conn.close()
            assert _undeclared_reachable(isolated_home, ["memories.loud"]) == []
        finally:
            pm.unregister(plugin)
            operations.table.cache_clear()
    finally:
        daemon.shutdown()


def test_lock_modes_live_on_the_operations():
    """No hand-kept list at the daemon: the lock mode is the operation's, and the
    dispatcher takes it (the daemon keeps no lock rule of its own)."""
    assert not any(
        hasattr(dispatch, n) for n in ("LOCK_FREE", "SELF_LOCKING", "NOT_SERVED", "lock_mode")
    )
    assert operations.get("memory.add").lock_mode == "batched"
    assert operations.get("memory.delete").lock_mode == "write"


# --- the command line -------------------------------------------------------------------


def _leaves(group: click.Group, path=()):
    for name, command in group.commands.items():
        if isinstance(command, click.Group):
            yield from _leaves(command, (*path, name))
        else:
            yield " ".join((*path, name)), command


def _outside(main) -> dict[str, click.Command]:
    """Commands that neither the table generated nor declare the operations they run."""
    table = operations.table()
    found = {}
    for path, command in _leaves(main):
        if getattr(command, "generated_for", None) in table:
            continue
        ran = getattr(command, "operations", ())
        if ran and all(name in table for name in ran):
            continue
        found[path] = command
    return found


def test_every_command_that_touches_a_home_runs_operations():
    from mgimind.doors.cli import main

    assert set(_outside(main)) == set(OUTSIDE)
    # the nine that moved memory around the dispatcher now run operations
    for path in ("export", "import", "backup", "restore-backup", "consolidate"):
        assert path not in OUTSIDE and path in main.commands
    for path in ("harvest", "watch", "sync", "reindex"):
        assert main.commands[path].operations  # declared, and each one in the table
    # a person's: no agent door names them
    for name in ("home.export", "home.import", "home.backup", "home.restore_backup"):
        op = operations.get(name)
        assert op.callers == operations.PEOPLE and not (op.http or op.mcp or op.tool)
    # the check can fail: a new command that runs no operation is caught
    stray = click.Command("stray", callback=lambda: None)
    main.add_command(stray)
    try:
        assert set(_outside(main)) == set(OUTSIDE) | {"stray"}
    finally:
        main.commands.pop("stray")


def test_an_agent_cannot_run_a_person_s_move(isolated_home, embedder, tmp_path):
    from mgimind.engine.mind import Mind
    from mgimind.errors import ScopeDenied

    with Mind(isolated_home, embedder=embedder) as mind:
        mind.memories.add("The staging database is pg-stage-2.")
        target = str(tmp_path / "out.jsonl")
        with pytest.raises(ScopeDenied, match="home.export is for a person"):
            operations.call(mind, "home.export", {"path": target}, agent="planner")
        assert not (tmp_path / "out.jsonl").exists()
        done = operations.call(mind, "home.export", {"path": target})  # the person: runs
        assert done.counts["memory"] == 1 and (tmp_path / "out.jsonl").exists()


def test_the_client_api_is_the_mind_s_surface_mapped_onto_operations(isolated_home, embedder):
    """Each API method names an operation, takes the Mind method's positional parameters
    in its order, and sends only fields the operation has."""
    from mgimind.doors.renamed import ALIASES as API
    from mgimind.engine.mind import Mind

    with Mind(isolated_home, embedder=embedder) as mind:
        for name, method in API.items():
            fields = set(operations.get(method.op).params.model_fields)
            sent = {*method.args, *method.rename.values(), *method.fixed, *method.paths}
            assert sent <= fields, (name, sent - fields)
            target = mind
            for part in name.split("."):
                target = getattr(target, part)
            positional = [
                method.rename.get(p.name, p.name)
                for p in inspect.signature(target).parameters.values()
                if p.kind == p.POSITIONAL_OR_KEYWORD and p.name not in method.drop
            ]
            assert list(method.args) == positional[: len(method.args)], name
