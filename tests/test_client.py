"""The one client and the rules on the Operation: what `mgimind.open()` gives a Python
user, the old names it still answers for one version, and the rules the dispatcher
enforces whichever door a call comes through (in process here; the socket's tests are
in test_daemon.py and test_actor_binding.py)."""

from __future__ import annotations

import threading
import typing
import warnings
from pathlib import Path
from typing import Annotated

import pytest
from click.testing import CliRunner
from pydantic import TypeAdapter, ValidationError

from mgimind import operations
from mgimind.doors.memory_client import Client, InProcess, NotAnOperation
from mgimind.doors.renamed import ALIASES, new_spelling
from mgimind.errors import InvalidInput, MgimindError, ScopeDenied
from mgimind.operations.dispatch import validate


@pytest.fixture
def client(mind):
    """The client over the in-process transport, on the test's Mind."""
    return Client(InProcess(mind))


def test_the_client_s_methods_are_the_operations_by_name(client):
    added = client.memory.add(text="The kestrel deploy runs from bastion host kb-3.")
    hits = client.memory.search(query="where does the kestrel deploy run", all=True)
    assert hits and hits[0].id == added.id
    assert client.call("memory.get", memory_id=added.id).text.startswith("The kestrel")
    assert client.stats().memories == 1  # an operation without a dot: a method of its own
    assert "memory" in dir(client) and "add" in dir(client.memory)
    with pytest.raises(InvalidInput, match="by name"):  # one spelling: parameters by name
        client.memory.get(added.id)
    with pytest.raises(NotAnOperation, match="memory.frobnicate"):
        client.memory.frobnicate()
    assert not hasattr(client, "no_such_group")


def test_an_in_process_call_takes_the_declared_lock_in_the_dispatcher(mind):
    """In this process too, a write operation waits for the store's write lock (held here
    by another writer) and a read does not: the dispatcher takes the lock the operation
    declares, at every door, not only the daemon's."""
    client = Client(InProcess(mind))
    created, read = threading.Event(), threading.Event()

    def create():
        client.library.create(name="later")
        created.set()

    def search():
        client.memory.search(query="anything")
        read.set()

    with mind.write_lock:
        threading.Thread(target=create, daemon=True).start()
        threading.Thread(target=search, daemon=True).start()
        assert read.wait(30), "a read waited behind the write lock"
        assert not created.wait(1), "a write operation ran while another held the lock"
        # The engine's own object, through `operations.call`: the same rule.
        raw = threading.Event()
        threading.Thread(
            target=lambda: (operations.call(mind, "library.create", {"name": "raw"}), raw.set()),
            daemon=True,
        ).start()
        assert not raw.wait(1)
    assert created.wait(30) and raw.wait(30)
    assert {"later", "raw"} <= {lib.name for lib in client.library.list()}


def test_an_agent_cannot_replace_or_delete_a_person_s_kv_item(client):
    """kv writes carry the same authorship rule as memories: an agent's put or delete of
    an item a person wrote is refused, and the person's value stays; its own items an
    agent writes and deletes freely."""
    ref = {"namespace": ["prefs"], "key": "editor"}
    client.kv.put(**ref, value={"name": "helix"})  # the person (the client's actor)
    for name, extra in (("kv.put", {"value": {"name": "nano"}}), ("kv.delete", {})):
        with pytest.raises(ScopeDenied, match="written by a person"):
            operations.call(client, name, {**ref, **extra}, agent="planner")
    assert client.kv.get(**ref).value == {"name": "helix"}  # the person's value stays
    assert client.kv.get(**ref).author == client.actor
    # Positive control: the agent's own item, put, replaced and deleted.
    own = {"namespace": ["scratch"], "key": "plan"}
    operations.call(client, "kv.put", {**own, "value": {"step": 1}}, agent="planner")
    operations.call(client, "kv.put", {**own, "value": {"step": 2}}, agent="planner")
    assert client.kv.get(**own).value == {"step": 2}
    gone = operations.call(client, "kv.delete", own, agent="planner")
    assert gone == {"deleted": True} and client.kv.get(**own) is None


def test_a_parameter_value_the_operation_refuses_an_agent_is_refused_before_it_runs(client):
    client.memory.add(text="The staging database is pg-stage-2.")
    with pytest.raises(ScopeDenied, match="view='review'"):
        operations.call(client, "memory.browse", {"view": "review"}, agent="planner")
    seen = operations.call(client, "memory.browse", {"view": "current"}, agent="planner")
    assert [m.text for m in seen] == ["The staging database is pg-stage-2."]
    assert client.memory.browse(view="review") == []  # the person's view: allowed


def _value_for(info):
    """A value the field accepts, for calling each old method once."""
    kind = Annotated[info.annotation, *info.metadata] if info.metadata else info.annotation
    adapter = TypeAdapter(kind)
    literal = [typing.get_args(info.annotation)[0]] if _is_literal(info.annotation) else []
    for candidate in (*literal, "x", "/tmp/mgimind-x", ["x"], 1, 1000, True, {"a": 1}, None):
        try:
            adapter.validate_python(candidate)
            return candidate
        except ValidationError:
            continue
    raise AssertionError(f"no sample for {info}")


def _is_literal(annotation) -> bool:
    return typing.get_origin(annotation) is typing.Literal


class _Recording(InProcess):
    """The in-process transport, noting which operation each call reached."""

    def __init__(self, mind):
        super().__init__(mind)
        self.reached: list[tuple[str, dict]] = []

    def run(self, name, params, **kwargs):
        self.reached.append((name, params))
        return super().run(name, params, **kwargs)


def test_each_old_name_warns_with_its_replacement_and_runs_its_operation(
    mind, tmp_path, monkeypatch
):
    """Every entry of the old API: called as before (positional parameters), it warns
    (DeprecationWarning naming the new spelling) and runs its operation with parameters
    the operation accepts."""
    monkeypatch.chdir(tmp_path)  # a sample path ("x": an export file) lands here
    transport = _Recording(mind)
    client = Client(transport)
    for name, method in ALIASES.items():
        if method.op not in client.operations:
            continue  # a kind this home lacks
        fields = operations.get(method.op).params.model_fields
        args = [_value_for(fields[f]) for f in method.args]
        target = client
        for part in name.split("."):
            target = getattr(target, part)
        transport.reached.clear()
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            try:
                target(*args)
            except MgimindError:
                pass  # a placeholder id names nothing: the operation ran and said so
        said = [str(w.message) for w in caught if w.category is DeprecationWarning]
        assert said and new_spelling(name, method) in said[0], name
        assert transport.reached and transport.reached[0][0] == method.op, name
        validate(operations.get(method.op), transport.reached[0][1])  # accepted fields
    # And they work: what an old spelling stores, the new one finds.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        added = client.memories.add("The release train leaves on Thursdays.")
        assert client.memories.get(added.id).text.startswith("The release train")
        assert client.kv.put(["a"], "k", {"v": 1}).value == {"v": 1}
        assert client.kv.delete(["a"], "k") is True  # the old result shape, kept
    assert client.memory.get(memory_id=added.id).id == added.id


def test_operation_is_declared_by_keyword_only():
    from mgimind.operations.spec import Operation, Params

    class P(Params):
        pass

    with pytest.raises(TypeError):
        Operation("x.y", "A summary.", P, "None", lambda m, p, c: None, "x")  # type: ignore[misc]
    op = Operation(
        name="x.y", summary="A summary.", params=P, result="None", run=_noop, service="x"
    )
    assert op.where == f"{__name__}:_noop"


def _noop(mind, params, call):
    return None


def test_ops_name_shows_where_the_code_lives_and_its_rules():
    from mgimind.doors.cli import main

    shown = CliRunner().invoke(main, ["ops", "kv.put"]).output
    assert "Code: mgimind.operations.kv:_put" in shown
    assert "an agent's: mgimind.operations.kv:_agent_put" in shown
    other = CliRunner().invoke(main, ["ops", "kv.get"]).output
    assert "Code: mgimind.operations.kv:_get" in other and "_agent" not in other


def test_a_type_error_inside_the_daemon_is_the_daemon_s_failure_not_the_caller_s():
    from mgimind.doors.daemon.dispatch import encode_error

    inside = encode_error(TypeError("unsupported operand type(s) for +: 'int' and 'str'"))
    assert inside["type"] == "TypeError" and "the daemon failed" in inside["what"]
    assert "daemon.log" in inside["fix"]
    # Positive control: the caller's bad parameters are still the caller's mistake.
    refused = encode_error(InvalidInput("memory.get: memory_id: Field required"))
    assert refused["type"] == "InvalidInput" and refused["module"] == "mgimind.errors"


def test_fact_add_s_audit_line_is_written_in_one_place():
    """Both paths that make a new fact (a write, a re-test's rival value) write its audit
    line through records.audit_added, so the two cannot drift apart."""
    folder = Path(operations.__file__).parent.parent / "memory" / "facts"
    writers = [p.name for p in sorted(folder.glob("*.py")) if '"fact.add",' in p.read_text()]
    assert writers == ["records.py"]
    assert "rec.audit_added(" in (folder / "apply.py").read_text()
    assert "rec.audit_added(" in (folder / "retest.py").read_text()


def test_the_architecture_page_says_what_the_code_does():
    """docs/architecture.md's claims about the rules: the dispatcher takes the lock (the
    daemon keeps no rule of its own), the hook's operations go through it, and an
    in-process client's calls do too (tested above and in test_door_limits.py)."""
    page = (Path(operations.__file__).parents[2] / "docs" / "architecture.md").read_text()
    assert "the store's write lock taken by\n   `operations.invoke`" in page
    assert "runs `operations.invoke` on its Mind" in page
    from mgimind.doors.daemon import dispatch, server

    assert not hasattr(dispatch, "lock_mode") and not hasattr(server.Daemon, "locking")
    assert "api.py" not in page


def test_over_the_socket_the_same_rules_hold(tmp_path, monkeypatch):
    """The daemon's client is the same Client: an agent's kv.put over a person's item is
    refused there too, and the agent's own item goes in (positive control)."""
    from daemon_helpers import running_daemon

    import mgimind
    from mgimind.doors.client import DaemonClient

    home = tmp_path / "home"
    with running_daemon(home, monkeypatch):
        person = mgimind.open(home, actor="cli:alice", timeout=60)
        agent = mgimind.open(home, actor="mcp:planner", timeout=60)
        try:
            assert isinstance(agent, DaemonClient) and isinstance(agent, Client)
            ref = {"namespace": ["prefs"], "key": "shell"}
            person.kv.put(**ref, value={"name": "fish"})
            with pytest.raises(ScopeDenied, match="written by a person"):
                agent.kv.put(**ref, value={"name": "bash"})
            with pytest.raises(ScopeDenied, match="written by a person"):
                agent.kv.delete(**ref)
            assert agent.kv.get(**ref).value == {"name": "fish"}
            mine = agent.kv.put(namespace=["scratch"], key="plan", value={"step": 1})
            assert mine.author == "mcp:planner"
            assert agent.kv.delete(namespace=["scratch"], key="plan") == {"deleted": True}
        finally:
            person.close()
            agent.close()
