"""A memory kind is one module: a plugin that registers a kind (`register_kinds`) is
served by recall, the briefing, stats, export and import with no other file changed; the
built-in kinds are registered the same way."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from pydantic import Field

from mgimind import operations
from mgimind.memory.kinds import (
    Kind,
    RecallAdapter,
    Section,
    collect_kinds,
    current_points,
    store_embedded,
)
from mgimind.operations import Operation, Params
from mgimind.operations.spec import Project
from mgimind.plugins import load_plugins
from mgimind.pluginspecs import hookimpl
from mgimind.services import scope as scopes
from mgimind.services.mindapi import Service
from mgimind.store.ids import stable_id
from mgimind.timeutil import iso, now


class Bookmarks(Service):
    """The example kind's service: a bookmark is a title and a URL, embedded by title."""

    def add(self, title: str, url: str, *, project: str | None = None) -> str:
        mind = self.mind
        library = scopes.write_library(mind, project)
        point_id = stable_id("bookmark", library, url)
        payload = {
            "kind": "bookmark",
            "status": "active",
            "library": library,
            "title": title,
            "url": url,
            "text": title,
            "author": mind.actor,
            "created_at": iso(now()),
        }
        store_embedded(mind, point_id, payload, title)
        return point_id

    def list(self, libraries=None) -> list[dict]:
        return [p.payload for p in current_points(self.mind, "bookmark", libraries=libraries)]


class AddBookmark(Params):
    title: str = Field(description="What the page is.")
    url: str = Field(description="Where it is.")
    project: Project = None


ADD_BOOKMARK = Operation(
    name="bookmark.add",
    summary="Keep a bookmark: a title and a URL.",
    params=AddBookmark,
    result="dict",
    run=lambda mind, p, call: {"id": mind.bookmarks.add(p.title, p.url, project=p.project)},
    service="bookmarks",
    writes=True,
    scope="project",
    cli="bookmark add",
    cli_args=("title", "url"),
    http="/v1/bookmarks",
    mcp="bookmark_add",
    tool="add_bookmark",
    text=lambda result: f"kept (id {result['id']})",
)


def bookmark_section(ctx) -> list[str]:
    return [f"- {b['title']}: {b['url']}" for b in ctx.mind.bookmarks.list(ctx.libraries)]


BOOKMARK = Kind(
    name="bookmark",
    statuses={"active": ("current", "history", "all"), "dead": ("history", "all")},
    services={"bookmarks": Bookmarks},
    recall=RecallAdapter(item=lambda p: {"text": f"bookmark {p['title']} <{p['url']}>"}),
    briefing=(Section("bookmarks", 45, bookmark_section, "Bookmarks"),),
    operations=(ADD_BOOKMARK,),
)


class BookmarkPlugin:
    @hookimpl
    def register_kinds(self, register):
        register(BOOKMARK)


@pytest.fixture
def bookmarks_plugin():
    pm = load_plugins()
    plugin = BookmarkPlugin()
    pm.register(plugin, name="test-bookmarks")
    operations.table.cache_clear()
    yield plugin
    pm.unregister(plugin)
    operations.table.cache_clear()
    pm.check_pending()


def test_hook_register_kinds(bookmarks_plugin, make_mind, tmp_path):
    mind = make_mind()
    assert mind.kinds["bookmark"] is BOOKMARK
    # Its operation is in the table, so every door it names serves it.
    from mgimind.hosts.openai_agents import memory_tools

    from mgimind.doors.cli import _register, main
    from mgimind.doors.http.routes import routes
    from mgimind.doors.mcp_server import mcp_operations

    assert operations.get("bookmark.add") is ADD_BOOKMARK
    _register()
    try:
        assert main.commands["bookmark"].commands["add"].help.startswith("Keep a bookmark")
    finally:
        main.commands.pop("bookmark", None)
    assert "/v1/bookmarks" in {r.path for r in routes()}
    assert "bookmark_add" in {op.mcp for op in mcp_operations()}
    (tool,) = [t for t in memory_tools(mind) if t.name == "add_bookmark"]
    kept = operations.call(
        mind,
        "bookmark.add",
        {"title": "Qdrant hybrid queries guide", "url": "https://qdrant.tech/hybrid"},
    )
    assert kept["id"] and tool.name == "add_bookmark"
    mind.memories.add("The office plant needs water on Fridays.")

    recalled = mind.recall("how do hybrid queries work in qdrant")
    kinds = [item.kind for item in recalled.items]
    assert "bookmark" in kinds and "https://qdrant.tech/hybrid" in recalled.text
    assert mind.recall("watering the office plant").items[0].kind == "memory"  # control

    briefing = mind.briefing()
    assert "## Bookmarks\n- Qdrant hybrid queries guide: https://qdrant.tech/hybrid" in (
        briefing.text
    )
    assert mind.stats().by_kind["bookmark"] == 1 and mind.stats().by_kind["memory"] == 1

    out = tmp_path / "export.jsonl"
    mind.transfer.export(str(out))
    records = [json.loads(line) for line in out.read_text().splitlines()[1:]]
    exported = [r for r in records if r["payload"].get("kind") == "bookmark"]
    assert len(exported) == 1 and exported[0]["payload"]["url"] == "https://qdrant.tech/hybrid"

    # Its statuses hold like a built-in kind's: a dead bookmark leaves recall and the
    # current export, and goes out with everything (the default export).
    point_id = stable_id("bookmark", "shared", "https://qdrant.tech/hybrid")
    mind.store.set_payload([point_id], {"status": "dead"})
    assert "bookmark" not in [i.kind for i in mind.recall("hybrid queries in qdrant").items]
    trimmed = mind.transfer.export(str(out), view="current")
    assert "qdrant.tech" not in out.read_text() and "bookmark: dead" in trimmed.lacks
    mind.transfer.export(str(out))
    assert "qdrant.tech" in out.read_text()


def test_a_kind_imports_into_a_home_that_knows_it(bookmarks_plugin, make_mind, tmp_path):
    mind = make_mind()
    mind.bookmarks.add("Release checklist", "https://example.org/release")
    out = tmp_path / "export.jsonl"
    mind.transfer.export(str(out))
    mind.store.delete([stable_id("bookmark", "shared", "https://example.org/release")])
    assert mind.bookmarks.list() == []
    result = mind.transfer.import_file(str(out))
    assert result.created.get("point") == 1
    assert [b["title"] for b in mind.bookmarks.list()] == ["Release checklist"]
    hits = mind.recall("what is on the release checklist").items
    assert hits and hits[0].kind == "bookmark"


def test_the_built_in_kinds_are_registered_like_a_plugins(mind):
    names = list(mind.kinds)
    for name in ("memory", "fact", "procedure", "skill", "kv", "session", "pin", "library"):
        assert name in names
    plugin_names = {
        load_plugins().get_name(impl.plugin)
        for impl in load_plugins().hook.register_kinds.get_hookimpls()
    }
    assert "mgimind.default_plugins.kinds" in plugin_names
    # Each service Mind holds comes from a kind's declaration.
    assert mind.memories is not None and mind.procedures.mind is mind
    identity = mind.as_identity("agent:other")
    assert identity.skills.mind is identity and identity.harvester is mind.harvester


def test_a_plugin_replaces_a_built_in_kind_by_name(make_mind):
    pm = load_plugins()

    class Plugin:
        @hookimpl
        def register_kinds(self, register):
            register(Kind(name="skill", statuses={"active": ("current", "history", "all")}))

    plugin = Plugin()
    pm.register(plugin, name="test-no-skills")
    try:
        mind = make_mind()
        assert mind.kinds["skill"].recall is None and not hasattr(mind, "skills")
    finally:
        pm.unregister(plugin)


def test_register_refuses_what_is_not_a_kind(make_mind):
    pm = load_plugins()

    class Plugin:
        @hookimpl
        def register_kinds(self, register):
            register({"name": "bookmark"})

    plugin = Plugin()
    pm.register(plugin, name="test-bad-kind")
    try:
        with pytest.raises(TypeError, match="mgimind.memory.kinds.Kind"):
            make_mind()
    finally:
        pm.unregister(plugin)


def test_kinds_are_known_without_opening_a_mind():
    """What the doors need to build themselves (each kind's operations) is there before
    any store opens."""
    kinds = collect_kinds(load_plugins())
    assert list(kinds)[:4] == ["memory", "fact", "procedure", "skill"]
    assert all(kind.operations == () for kind in kinds.values())
    with pytest.raises(TypeError):
        kinds["bookmark"] = BOOKMARK  # read-only: what a Mind serves is fixed when it opens


def test_a_reader_used_before_any_mind_opens_knows_every_kinds_statuses():
    code = (
        "from mgimind.services.visibility import visible_statuses as v; "
        "print(v('procedure'), v('fact', 'tombstone'), v('memory', 'review'))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert out.split() == ["('active',)", "('superseded',", "'rejected',", "'invalidated')"] + [
        "('quarantined',)"
    ]


def test_a_plugins_service_is_reached_by_name_typed_as_its_class(bookmarks_plugin, make_mind):
    """`mind.service(name, cls)`: how type-checked code reaches a service the Mind class
    does not declare (docs/plugins.md); the same object as `mind.<name>`."""
    mind = make_mind()
    bookmarks = mind.service("bookmarks", Bookmarks)
    assert bookmarks is mind.bookmarks and isinstance(bookmarks, Bookmarks)
    bookmarks.add("Kestrel field notes", "https://example.org/kestrel")
    assert [b["title"] for b in mind.service("bookmarks", Bookmarks).list()] == [
        "Kestrel field notes"
    ]
    with pytest.raises(AttributeError):  # no registered kind builds it
        mind.service("no_such_service", Bookmarks)
