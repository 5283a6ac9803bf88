"""How typed the centre is, read from the source and from mypy.

    python scripts/typing_census.py            # the three figures, per package
    python scripts/typing_census.py --no-mypy  # only what ast reads (fast)

- untyped `mind` parameters: function parameters named `mind` with no annotation;
- services reached through an `Any` escape: the attributes the registered kinds build on
  a Mind (`services` and `home_services` in default_plugins/kinds.py) that the Mind class
  does not declare (mind.py), so mypy types them `Any` when a `__getattr__` exists;
- mypy errors per package under `--disallow-untyped-defs --warn-return-any`, the flags
  pyproject.toml sets for every module, with none of its per-module overrides (so a
  module exempted there would count too; none is).
"""

from __future__ import annotations

import argparse
import ast
import collections
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TREES = ("mgimind", "hooks", "hosts")
STRICT = ("--disallow-untyped-defs", "--warn-return-any")


def package(path: Path) -> str:
    """mgimind/<folder> for a module in a folder of mgimind/, else its tree."""
    parts = path.relative_to(REPO).parts
    if parts[0] == "mypy_roots":  # mypy checks hooks/ and hosts/ through the links there
        parts = parts[2:]
    if parts[0] == "mgimind":
        return "mgimind/" + parts[1] if len(parts) > 2 else "mgimind (top)"
    return parts[0]


def untyped_mind_params() -> collections.Counter[str]:
    found: collections.Counter[str] = collections.Counter()
    for tree in TREES:
        for path in sorted((REPO / tree).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text())):
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    a = node.args
                    for arg in [*a.posonlyargs, *a.args, *a.kwonlyargs]:
                        if arg.arg == "mind" and arg.annotation is None:
                            found[package(path)] += 1
    return found


def _string_keys(node: ast.AST) -> list[str]:
    return [k.value for k in getattr(node, "keys", []) if isinstance(k, ast.Constant)]


def registered_services() -> set[str]:
    """The attribute names the built-in kinds give a Mind."""
    tree = ast.parse((REPO / "mgimind/default_plugins/kinds.py").read_text())
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.keyword) and node.arg in ("services", "home_services"):
            names.update(_string_keys(node.value))
    return names


def declared_on_mind() -> tuple[set[str], bool]:
    """The attributes the Mind class declares, and whether it has a `__getattr__`."""
    tree = ast.parse((REPO / "mgimind/engine/mind.py").read_text())
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Mind")
    declared, escape = set(), False
    for node in ast.walk(cls):
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            declared.add(node.target.id)
        elif isinstance(node, ast.FunctionDef):
            escape = escape or node.name == "__getattr__"
            declared.add(node.name)
    return declared, escape


def _base_config(folder: Path) -> Path:
    """pyproject's [tool.mypy] without its per-module overrides, which would otherwise
    win over the strict flags for the modules they exempt."""
    base = dict(tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["mypy"])
    base.pop("overrides", None)
    base["cache_dir"] = "/tmp/typing-census-mypy"  # its own: the project's stays as it is
    lines = ["[mypy]"] + [
        f"{key} = {', '.join(value) if isinstance(value, list) else value}"
        for key, value in base.items()
    ]
    path = folder / "mypy.ini"
    path.write_text("\n".join(lines) + "\n")
    return path


def strict_mypy_errors() -> collections.Counter[str]:
    with tempfile.TemporaryDirectory() as folder:
        config = _base_config(Path(folder))
        proc = subprocess.run(
            [sys.executable, "-m", "mypy", "--config-file", str(config), *STRICT],
            cwd=REPO,
            capture_output=True,
            text=True,
        )
    found: collections.Counter[str] = collections.Counter()
    for line in proc.stdout.splitlines():
        if ": error:" in line:
            found[package(REPO / line.split(":", 1)[0])] += 1
    return found


def show(title: str, counts: collections.Counter[str]) -> None:
    print(f"{title}: {sum(counts.values())}")
    for name, n in counts.most_common():
        print(f"  {n:5d}  {name}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--no-mypy", action="store_true", help="skip the strict mypy run")
    args = ap.parse_args()
    show("untyped `mind` parameters", untyped_mind_params())
    services = registered_services()
    declared, escape = declared_on_mind()
    undeclared = sorted(services - declared)
    print(
        f"built-in services: {len(services)}; not declared on Mind: {len(undeclared)}"
        f" {undeclared}; Mind.__getattr__ (Any): {'yes' if escape else 'no'}"
    )
    if not args.no_mypy:
        show("mypy errors with " + " ".join(STRICT), strict_mypy_errors())


if __name__ == "__main__":
    main()
