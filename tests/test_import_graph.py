"""The import graph stays a graph with no circles (every import counts: inside functions
and under TYPE_CHECKING too), and core and hooks never import hosts (the hosts sit
behind mgimind.hostapi). Measured by scripts/import_graph.py, read from the source."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


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
    known = {"mgimind.m": source, "mgimind.engine.mind": source, "mgimind.engine.scope": source}
    assert script.imports("mgimind.m", source, known, runtime=False) == {
        "mgimind.engine.mind",
        "mgimind.engine.scope",
    }
    assert script.imports("mgimind.m", source, known, runtime=True) == {"mgimind.engine.scope"}
