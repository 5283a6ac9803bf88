"""The import graph keeps the architecture: no circles (every import counts: inside
functions and under TYPE_CHECKING too), core and hooks never import hosts (the hosts sit
behind mgimind.hostapi), and no import goes up the layers. docs/architecture.md holds the
layer table as scripts/import_graph.py prints it. Measured from the source (ast)."""

from __future__ import annotations

import ast
import importlib.util
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TOP_LEVEL_LIMIT = 12  # modules directly in mgimind/, __init__ included
FILE_LINES_LIMIT = 600
FUNCTION_LINES_LIMIT = 80


def _script():
    spec = importlib.util.spec_from_file_location("import_graph", REPO / "scripts/import_graph.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["import_graph"] = module
    spec.loader.exec_module(module)
    return module


def test_no_import_circles():
    graph = _script().graph()
    assert len(graph) > 100 and "mgimind.engine.mind" in graph  # positive control: it read the tree
    assert "mgimind.hooks.events" in graph and "mgimind.hosts.claude_code.plugin" in graph
    assert _script().circles(graph) == []


def test_core_and_hooks_never_import_hosts():
    script = _script()
    graph = script.graph()
    # positive control: an edge inside hosts is seen (and allowed)
    assert "mgimind.hosts.claude_code.protocol" in graph["mgimind.hosts.claude_code.plugin"]
    assert script.into_hosts(graph) == []


def test_no_import_goes_up_the_layers():
    script = _script()
    graph = script.graph()
    # positive controls: a downward edge is seen, and every module has a layer
    assert "mgimind.encoders.embeddings" in graph["mgimind.engine.mind"]
    assert script.layer_of("mgimind.engine.mind") > script.layer_of("mgimind.encoders.embeddings")
    assert script.against_layers(graph) == []


def test_the_layer_check_finds_an_upward_edge():
    """Negative control: an edge from the store up into the doors is caught; the stated
    exception (the stdlib wire, in hooks/, is foundation) is not."""
    script = _script()
    graph = {
        "mgimind.store.base": {"mgimind.doors.cli.common", "mgimind.errors"},
        "mgimind.doors.cli.common": {"mgimind.store.base"},
        "mgimind.doors.daemon.server": {"mgimind.hooks.wire"},
        "mgimind.config": {"mgimind.hooks.wire"},
        "mgimind.hooks.wire": set(),
        "mgimind.errors": set(),
    }
    assert script.against_layers(graph) == [("mgimind.store.base", "mgimind.doors.cli.common")]


def test_no_circle_between_packages():
    """Packages, not only modules, in layer order: each package imports only the packages
    listed before it (lowest first), so no two import each other in a circle."""
    script = _script()
    graph = script.graph()
    packages = script.package_graph(graph)
    # positive controls: package edges are seen, and the order places the kinds above
    # what they stand on and below the engine that builds them
    assert "mgimind.services" in packages["mgimind.memory"]
    assert "mgimind.memory" in packages["mgimind.engine"]
    order = script.package_order()
    assert (
        order.index("mgimind.text") < order.index("mgimind.memory") < order.index("mgimind.engine")
    )
    assert script.circles(packages) == []
    assert script.against_package_order(graph) == []


def test_the_package_check_finds_a_package_circle_that_no_module_circle_shows():
    """Negative control: memory.a -> engine.b -> memory.c is no module circle, but the
    packages memory and engine import each other; an import of the root is no edge."""
    script = _script()
    graph = {
        "mgimind.memory.a": {"mgimind.engine.b"},
        "mgimind.engine.b": {"mgimind.memory.c"},
        "mgimind.memory.c": {"mgimind.services.d"},
        "mgimind.services.d": set(),
        "mgimind.doors.cli": {"mgimind", "mgimind.hooks.wire"},
        "mgimind": {"mgimind.engine.b"},
        "mgimind.hooks.wire": set(),
    }
    assert script.circles(graph) == []  # no module circle
    assert script.circles(script.package_graph(graph)) == [["mgimind.engine", "mgimind.memory"]]
    assert script.against_package_order(graph) == [("mgimind.memory", "mgimind.engine")]
    assert script.package_graph(graph)["mgimind.doors"] == {"mgimind.hooks.wire"}


def test_architecture_page_holds_the_current_layer_table():
    script = _script()
    table = script.layer_table(script.graph())
    page = (REPO / "docs/architecture.md").read_text()
    assert "| core |" in table  # positive control: the table is not empty
    assert table in page, (
        "docs/architecture.md is out of date: paste `python scripts/import_graph.py --layers`"
    )


def test_the_measure_finds_a_circle_a_function_level_import_and_a_type_import(tmp_path):
    """Negative control: the measure sees what it is meant to catch."""
    script = _script()
    graph = {
        "mgimind.a": {"mgimind.b"},
        "mgimind.b": {"mgimind.c"},
        "mgimind.c": {"mgimind.a"},
        "mgimind.d": {"mgimind.hosts.x"},
        "mgimind.hosts.x": set(),
    }
    assert script.circles(graph) == [["mgimind.a", "mgimind.b", "mgimind.c"]]
    assert script.into_hosts(graph) == [("mgimind.d", "mgimind.hosts.x")]
    source = tmp_path / "m.py"
    source.write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from .mind import Mind\n"
        "def f():\n    from . import scope\n"
    )
    known = {"mgimind.m": source, "mgimind.mind": source, "mgimind.scope": source}
    assert script.imports("mgimind.m", source, known, runtime=False) == {
        "mgimind.mind",
        "mgimind.scope",
    }
    assert script.imports("mgimind.m", source, known, runtime=True) == {"mgimind.scope"}


def _sizes():
    """(file, lines) and (file, function, lines) for every module of the package."""
    files, functions = [], []
    for root in ("mgimind", "hooks", "hosts"):
        for path in sorted((REPO / root).rglob("*.py")):
            text = path.read_text()
            files.append((path.relative_to(REPO), text.count("\n")))
            for node in ast.walk(ast.parse(text)):
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    length = node.end_lineno - node.lineno + 1
                    functions.append((path.relative_to(REPO), node.name, length))
    return files, functions


def test_the_tree_reads_as_the_architecture():
    top = sorted(p.name for p in (REPO / "mgimind").glob("*.py"))
    assert "__init__.py" in top  # positive control
    assert len(top) <= TOP_LEVEL_LIMIT, f"{len(top)} modules at the top of mgimind/: {top}"
    files, functions = _sizes()
    assert len(files) > 100 and len(functions) > 500  # positive control: it read the tree
    assert [f for f in files if f[1] > FILE_LINES_LIMIT] == []
    assert [f for f in functions if f[2] > FUNCTION_LINES_LIMIT] == []
