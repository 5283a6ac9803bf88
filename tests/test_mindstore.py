"""MindStore against LangGraph's BaseStore behaviours.

langgraph ships conformance tests for checkpointers only, not for stores, so the suite
is here. Each behaviour runs on LangGraph's own InMemoryStore as the reference (so a
test that encodes a wrong expectation fails there) and on MindStore over both backends
with the real model and engine.
"""

from __future__ import annotations

import asyncio

import pytest
from conftest import backend_config
from langgraph.store.base import GetOp, InvalidNamespaceError, ListNamespacesOp, PutOp, SearchOp
from langgraph.store.memory import InMemoryStore
from mgimind.hosts.langgraph.store import MindStore

from mgimind.errors import InvalidInput, SecretRefused


@pytest.fixture
def open_mind(isolated_home, embedder):
    from mgimind.engine.mind import Mind

    opened = []

    def factory(kind, **kwargs):
        mind = Mind(
            isolated_home, config=backend_config(kind, isolated_home), embedder=embedder, **kwargs
        )
        opened.append(mind)
        return mind

    yield factory
    for mind in opened:
        mind.close()


@pytest.fixture(params=["reference", "edge", "client"])
def store(request, open_mind):
    if request.param == "reference":
        return InMemoryStore()
    return MindStore(open_mind(request.param), library="agent-memory")


@pytest.fixture(params=["edge", "client"])
def mind_store(request, open_mind):
    return MindStore(open_mind(request.param), library="agent-memory")


def keys(items) -> set[str]:
    return {i.key for i in items}


# --- behaviours every BaseStore has ---------------------------------------------------


def test_put_get_replace(store):
    store.put(("users", "u1"), "prefs", {"theme": "dark", "size": 3})
    item = store.get(("users", "u1"), "prefs")
    assert item.value == {"theme": "dark", "size": 3}
    assert item.namespace == ("users", "u1") and item.key == "prefs"
    store.put(("users", "u1"), "prefs", {"theme": "light"})
    assert store.get(("users", "u1"), "prefs").value == {"theme": "light"}
    assert store.get(("users", "u1"), "missing") is None


def test_namespaces_keep_equal_keys_apart(store):
    store.put(("users", "u1"), "k", {"owner": "u1"})
    store.put(("users", "u2"), "k", {"owner": "u2"})
    store.put(("users",), "k", {"owner": "parent"})
    assert store.get(("users", "u1"), "k").value == {"owner": "u1"}
    assert store.get(("users", "u2"), "k").value == {"owner": "u2"}
    assert store.get(("users",), "k").value == {"owner": "parent"}
    assert store.get(("users", "u3"), "k") is None


def test_delete_removes_only_its_item(store):
    store.put(("docs",), "a", {"n": 1})
    store.put(("docs",), "b", {"n": 2})
    store.delete(("docs",), "a")
    assert store.get(("docs",), "a") is None
    assert store.get(("docs",), "b").value == {"n": 2}
    assert keys(store.search(("docs",))) == {"b"}
    store.delete(("docs",), "never-existed")  # deleting nothing is not an error


def test_search_by_namespace_prefix(store):
    store.put(("docs", "a"), "1", {"x": 1})
    store.put(("docs", "a", "deep"), "2", {"x": 2})
    store.put(("docs", "b"), "3", {"x": 3})
    store.put(("other",), "4", {"x": 4})
    assert keys(store.search(("docs",))) == {"1", "2", "3"}
    assert keys(store.search(("docs", "a"))) == {"1", "2"}
    assert keys(store.search(("docs", "a", "deep"))) == {"2"}
    assert keys(store.search(())) == {"1", "2", "3", "4"}
    assert store.search(("nothing",)) == []


def test_search_filters(store):
    ns = ("products",)
    store.put(
        ns,
        "apple",
        {
            "color": "red",
            "price": 3,
            "meta": {"origin": "farm"},
            "tags": ["fruit", "sweet"],
            "organic": True,
        },
    )
    store.put(
        ns,
        "cherry",
        {
            "color": "red",
            "price": 8,
            "meta": {"origin": "orchard"},
            "tags": ["fruit"],
            "organic": False,
        },
    )
    store.put(
        ns,
        "lime",
        {"color": "green", "price": 5, "meta": {"origin": "farm"}, "tags": ["fruit", "sour"]},
    )
    cases = [
        ({"color": "red"}, {"apple", "cherry"}),
        ({"color": {"$eq": "green"}}, {"lime"}),
        ({"color": {"$ne": "red"}}, {"lime"}),
        ({"price": {"$gt": 3}}, {"cherry", "lime"}),
        ({"price": {"$gte": 5, "$lt": 8}}, {"lime"}),
        ({"price": {"$lte": 3}}, {"apple"}),
        ({"meta": {"origin": "farm"}}, {"apple", "lime"}),
        ({"tags": ["fruit"]}, {"cherry"}),
        ({"organic": True}, {"apple"}),
        ({"color": "red", "price": {"$gt": 5}}, {"cherry"}),
        ({"color": "blue"}, set()),
    ]
    for flt, expected in cases:
        assert keys(store.search(ns, filter=flt)) == expected, flt


def test_search_limit_and_offset_page_through_everything(store):
    for i in range(7):
        store.put(("pages",), f"k{i}", {"i": i})
    first = store.search(("pages",), limit=3)
    second = store.search(("pages",), limit=3, offset=3)
    third = store.search(("pages",), limit=3, offset=6)
    assert (len(first), len(second), len(third)) == (3, 3, 1)
    assert keys(first) | keys(second) | keys(third) == {f"k{i}" for i in range(7)}
    assert not keys(first) & keys(second)


def test_list_namespaces(store):
    for ns in [("a", "b", "c"), ("a", "b", "d"), ("a", "e"), ("x", "b", "c"), ("x",)]:
        store.put(ns, "k", {"v": 1})
    assert store.list_namespaces() == [
        ("a", "b", "c"),
        ("a", "b", "d"),
        ("a", "e"),
        ("x",),
        ("x", "b", "c"),
    ]
    assert store.list_namespaces(prefix=("a",)) == [("a", "b", "c"), ("a", "b", "d"), ("a", "e")]
    assert store.list_namespaces(prefix=("a", "b")) == [("a", "b", "c"), ("a", "b", "d")]
    assert store.list_namespaces(suffix=("c",)) == [("a", "b", "c"), ("x", "b", "c")]
    assert store.list_namespaces(prefix=("*", "b")) == [
        ("a", "b", "c"),
        ("a", "b", "d"),
        ("x", "b", "c"),
    ]
    assert store.list_namespaces(prefix=("a",), suffix=("d",)) == [("a", "b", "d")]
    assert store.list_namespaces(max_depth=2) == [("a", "b"), ("a", "e"), ("x",), ("x", "b")]
    assert store.list_namespaces(limit=2, offset=1) == [("a", "b", "d"), ("a", "e")]


def test_batch_reads_see_state_before_its_puts(store):
    store.put(("b",), "old", {"v": 0})
    results = store.batch(
        [
            PutOp(("b",), "new", {"v": 1}),
            GetOp(("b",), "new"),
            GetOp(("b",), "old"),
            SearchOp(("b",)),
            ListNamespacesOp(),
            PutOp(("b",), "old", None),  # delete
        ]
    )
    assert results[0] is None and results[1] is None
    assert results[2].value == {"v": 0}
    assert keys(results[3]) == {"old"}
    assert results[4] == [("b",)]
    assert store.get(("b",), "new").value == {"v": 1}
    assert store.get(("b",), "old") is None


def test_async_api(store):
    async def scenario():
        await store.aput(("async",), "a", {"v": "one"})
        await store.aput(("async",), "b", {"v": "two"})
        got = await store.aget(("async",), "a")
        found = await store.asearch(("async",), filter={"v": "two"})
        await store.adelete(("async",), "a")
        gone = await store.aget(("async",), "a")
        spaces = await store.alist_namespaces()
        results = await store.abatch([GetOp(("async",), "b"), SearchOp(("async",))])
        return got, found, gone, spaces, results

    got, found, gone, spaces, results = asyncio.run(scenario())
    assert got.value == {"v": "one"} and keys(found) == {"b"} and gone is None
    assert spaces == [("async",)]
    assert results[0].value == {"v": "two"} and keys(results[1]) == {"b"}


def test_invalid_namespaces_are_refused(store):
    with pytest.raises(InvalidNamespaceError):
        store.put(("langgraph", "x"), "k", {"v": 1})
    with pytest.raises(InvalidNamespaceError):
        store.put(("has.dot",), "k", {"v": 1})
    with pytest.raises(InvalidNamespaceError):
        store.put((), "k", {"v": 1})
    store.put(("fine",), "k", {"v": 1})
    assert store.list_namespaces() == [("fine",)]


# --- what mgimind adds -----------------------------------------------------------------


def test_query_search_finds_a_paraphrase_first(mind_store):
    ns = ("memories", "alice")
    mind_store.put(ns, "m1", {"content": "Alice is allergic to peanuts and avoids them."})
    mind_store.put(ns, "m2", {"content": "The quarterly budget review moved to Thursday."})
    mind_store.put(ns, "m3", {"content": "Our cat sleeps on the windowsill all day."})
    mind_store.put(("memories", "bob"), "m4", {"content": "Bob is allergic to shellfish."})
    hits = mind_store.search(ns, query="which nut sensitivity does she have", limit=2)
    assert hits[0].key == "m1" and hits[0].score is not None
    assert "m4" not in keys(mind_store.search(ns, query="allergy"))
    assert "m4" in keys(mind_store.search(("memories",), query="allergy"))


def test_query_search_with_filter(mind_store):
    ns = ("notes",)
    mind_store.put(ns, "a", {"text": "Deploys go out on Fridays.", "team": "web"})
    mind_store.put(ns, "b", {"text": "Deploys go out on Mondays.", "team": "data"})
    hits = mind_store.search(ns, query="when do deploys happen", filter={"team": "data"})
    assert keys(hits) == {"b"}


def test_index_false_and_index_fields(mind_store):
    ns = ("kb",)
    mind_store.put(
        ns, "hidden", {"text": "The generator key hangs behind the boiler door."}, index=False
    )
    mind_store.put(
        ns, "titled", {"title": "Generator key location", "body": "ask facilities"}, index=["title"]
    )
    found = keys(mind_store.search(ns, query="where is the generator key"))
    assert "titled" in found and "hidden" not in found
    assert mind_store.get(ns, "hidden").value["text"].startswith("The generator key")
    assert "hidden" in keys(mind_store.search(ns))  # still listed without a query


def test_a_secret_in_a_batch_changes_nothing(mind_store):
    with pytest.raises(SecretRefused):
        mind_store.batch(
            [
                PutOp(("s",), "ok", {"v": "harmless"}),
                PutOp(("s",), "bad", {"v": "api_key = 'sk-9fQ2kT7xLm4ZpR8vNw3bY6cH1dJ5'"}),
            ]
        )
    assert mind_store.get(("s",), "ok") is None and mind_store.get(("s",), "bad") is None
    mind_store.put(("s",), "ok", {"v": "harmless"})
    assert mind_store.get(("s",), "ok").value == {"v": "harmless"}


def test_items_survive_reopen_and_are_audited(open_mind, isolated_home):
    mind = open_mind("edge")
    MindStore(mind, library="agent-memory").put(("p",), "k", {"v": "kept"})
    mind.close()
    reopened = MindStore(open_mind("edge"), library="agent-memory")
    assert reopened.get(("p",), "k").value == {"v": "kept"}
    audit = (isolated_home / "audit.log").read_text()
    assert '"kv.put"' in audit and "kept" not in audit  # hashes, never content


def test_confined_identity_cannot_reach_another_library(open_mind):
    mind = open_mind("edge")
    MindStore(mind, library="agent-memory").put(("p",), "k", {"v": 1})
    mind.libraries.create("elsewhere")
    outsider = mind.as_identity("token:x", confine=["elsewhere"])
    with pytest.raises(InvalidInput):
        MindStore(outsider, library="agent-memory")
    inside = MindStore(outsider, library="elsewhere")
    assert inside.get(("p",), "k") is None and inside.search(()) == []
    assert MindStore(mind, library="agent-memory").get(("p",), "k").value == {"v": 1}


def test_langgraph_memory_api_runs_on_mindstore(mind_store):
    """A compiled graph whose node writes and searches through the runtime's store."""
    from typing import TypedDict

    from langgraph.graph import END, START, StateGraph
    from langgraph.runtime import Runtime

    class State(TypedDict):
        user: str
        note: str
        found: list[str]

    def write(state: State, runtime: Runtime) -> dict:
        runtime.store.put(("memories", state["user"]), state["note"][:12], {"note": state["note"]})
        return {}

    def read(state: State, runtime: Runtime) -> dict:
        hits = runtime.store.search(("memories", state["user"]), query="what should I drink")
        return {"found": [h.value["note"] for h in hits]}

    graph = StateGraph(State)
    graph.add_node("write", write)
    graph.add_node("read", read)
    graph.add_edge(START, "write")
    graph.add_edge("write", "read")
    graph.add_edge("read", END)
    app = graph.compile(store=mind_store)
    app.invoke({"user": "ann", "note": "Ann drinks green tea, never coffee.", "found": []})
    out = app.invoke({"user": "ann", "note": "Ann parks on level three.", "found": []})
    assert out["found"][0] == "Ann drinks green tea, never coffee."
    other = app.invoke({"user": "ben", "note": "Ben likes jazz.", "found": []})
    assert other["found"] == ["Ben likes jazz."]


def test_mindstore_and_tool_pack_over_the_daemon_client(isolated_home, monkeypatch):
    """Both bind to whatever `mgimind.open()` returns: here a real daemon's client."""
    from daemon_helpers import running_daemon
    from fakes.agents_runner import run_agent
    from fakes.openai_server import FakeOpenAI, answer, tool_call
    from mgimind.hosts.openai_agents import memory_tools

    from mgimind.doors.client import DaemonClient

    with running_daemon(isolated_home, monkeypatch):
        client = DaemonClient(isolated_home, actor="agent:test")
        try:
            store = MindStore(client, library="agent-memory")
            store.put(("memories", "ann"), "tea", {"note": "Ann drinks green tea, never coffee."})
            store.put(("memories", "ann"), "car", {"note": "Ann parks on level three."})
            assert store.get(("memories", "ann"), "tea").value["note"].startswith("Ann drinks")
            hits = store.search(("memories",), query="what does she like to drink")
            assert hits[0].key == "tea"
            assert store.list_namespaces() == [("memories", "ann")]
            note = "The staging cluster is upgraded to Postgres 17 on March 3."
            with FakeOpenAI([tool_call("remember", text=note), answer("ok")]) as server:
                run_agent(server, memory_tools(client), "remember the upgrade date")
            assert client.memories.search("postgres upgrade date", limit=1)[0].text == note
        finally:
            client.close()


def test_a_secret_in_a_key_or_label_is_refused_like_one_in_the_value(open_mind):
    kv = open_mind("edge").kv
    token = "ghp_" + "a" * 36
    for namespace, key in (([token], "k"), (["p"], token)):
        with pytest.raises(SecretRefused):
            kv.put(namespace, key, {"v": 1})
    with pytest.raises(InvalidInput):
        kv.put(["p"], "k", {"v": 1}, text=42)
    assert kv.search([]) == []  # nothing was stored
    kv.put(["p"], "k", {"v": 1}, text="")  # control: blank text stores it unsearchable
    assert kv.get(["p"], "k").value == {"v": 1}
