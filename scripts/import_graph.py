"""The import graph of mgimind, read from the source (ast, nothing is imported).

Every import statement counts: at module level, inside functions, and under
`if TYPE_CHECKING:` (pass --runtime to leave those out). hooks/ is the package
mgimind.hooks and hosts/ is mgimind.hosts, as pyproject.toml installs them.

    python scripts/import_graph.py            # circles, and edges against the layers
    python scripts/import_graph.py --json     # the same, as JSON
    python scripts/import_graph.py --layers   # the layer table docs/architecture.md holds

A circle is a strongly connected component of more than one module (or a module that
imports itself). Core is every module under mgimind/ that is neither hooks nor hosts.

Packages are measured too: a package is a folder directly under mgimind/ (hooks/ and hosts/
included), a module at the top of mgimind/ is its own, and so is mgimind.hooks.wire (the
stated exception below). Within each layer the packages are listed lowest first, and a
package imports only packages listed before it, so no two packages import each other in a
circle. An import of the root `mgimind` is no edge between packages: every module is inside
it and Python has imported it before any of them (it holds the version and two lazy
re-exports, `Mind` and `open`).
"""

from __future__ import annotations

import argparse
import ast
import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
ROOTS = {
    "mgimind": REPO / "mgimind",
    "mgimind.hooks": REPO / "hooks",
    "mgimind.hosts": REPO / "hosts",
}


# The layers, lowest first, and in each the packages lowest first. A module may import its
# own layer and those below, never one above; a package only the packages listed before
# it. The one stated exception to "hooks/ sits with the doors": mgimind.hooks.wire, the
# standard-library wire that the hook client shares with the daemon, is foundation.
LAYERS: list[tuple[str, str, tuple[str, ...]]] = [
    (
        "foundation",
        "errors, the home folder, plugin specs, the host interface, the socket wire",
        (
            "mgimind.errors",
            "mgimind.timeutil",
            "mgimind.validation",
            "mgimind.home",
            "mgimind.models",
            "mgimind.serialize",
            "mgimind.pluginspecs",
            "mgimind.plugins",
            "mgimind.hostapi",
            "mgimind.priority",
            "mgimind.hooks.wire",
        ),
    ),
    (
        "store",
        "settings (with each model's calibration), storage, the text encoders",
        ("mgimind.config", "mgimind.store", "mgimind.encoders"),
    ),
    (
        "core",
        "text helpers, what every service stands on, search, security, the memory kinds, "
        "the engine (Mind, recall, briefing)",
        (
            "mgimind.text",
            "mgimind.services",
            "mgimind.search",
            "mgimind.security",
            "mgimind.memory",
            "mgimind.engine",
        ),
    ),
    (
        "work",
        "long jobs on the core: transcript harvest, extraction, moves in and out of a home",
        ("mgimind.extractor", "mgimind.harvest", "mgimind.moves"),
    ),
    ("operations", "the operation table: every call declared once", ("mgimind.operations",)),
    (
        "doors",
        "the host-neutral hook events, the built-in plugins, CLI, daemon, HTTP, MCP, "
        "review page, the client, and the package facade",
        ("mgimind.hooks", "mgimind.default_plugins", "mgimind.doors", "mgimind"),
    ),
    ("hosts", "host adapters behind the HostAdapter interface", ("mgimind.hosts",)),
]


def layer_of(module: str) -> int:
    """The index in LAYERS of the longest prefix that holds `module`."""
    best, best_len = None, -1
    for i, (_, _, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            inside = module == prefix or (prefix != "mgimind" and module.startswith(prefix + "."))
            if inside and len(prefix) > best_len:
                best, best_len = i, len(prefix)
    if best is None:
        raise ValueError(f"{module} is in no layer: add it to LAYERS in scripts/import_graph.py")
    return best


def package_of(module: str) -> str:
    """The package `module` belongs to (see the module docstring)."""
    if module == "mgimind.hooks.wire":
        return module
    parts = module.split(".")
    return ".".join(parts[:2])


def package_order() -> list[str]:
    """Every package the layers name, lowest first."""
    return [prefix for _, _, prefixes in LAYERS for prefix in prefixes]


def package_graph(g: dict[str, set[str]]) -> dict[str, set[str]]:
    """Package -> the other packages its modules import (the root `mgimind` left out)."""
    out: dict[str, set[str]] = {}
    for src, targets in g.items():
        mine = out.setdefault(package_of(src), set())
        for dst in targets:
            theirs = package_of(dst)
            if theirs not in (package_of(src), "mgimind"):
                mine.add(theirs)
                out.setdefault(theirs, set())
    return out


def against_package_order(g: dict[str, set[str]]) -> list[tuple[str, str]]:
    """Package edges to a package listed after the importer's (`package_order`)."""
    order = package_order()

    def rank(package: str) -> int:
        if package not in order:
            raise ValueError(
                f"{package} is in no layer: add it to LAYERS in scripts/import_graph.py"
            )
        return order.index(package)

    pg = package_graph(g)
    return sorted(
        (src, dst) for src, targets in pg.items() for dst in targets if rank(dst) > rank(src)
    )


def against_layers(g: dict[str, set[str]]) -> list[tuple[str, str]]:
    """Edges from a lower layer up into a higher one."""
    return sorted(
        (src, dst) for src, targets in g.items() for dst in targets if layer_of(dst) > layer_of(src)
    )


def layer_table(g: dict[str, set[str]]) -> str:
    """The layers as a markdown table: what each holds and which layers it imports."""
    uses: dict[int, set[int]] = {i: set() for i in range(len(LAYERS))}
    counts = {i: 0 for i in range(len(LAYERS))}
    for src, targets in g.items():
        counts[layer_of(src)] += 1
        for dst in targets:
            if layer_of(dst) != layer_of(src):
                uses[layer_of(src)].add(layer_of(dst))
    rows = ["| layer | holds | modules | imports from |", "|---|---|---|---|"]
    for i, (name, holds, prefixes) in reversed(list(enumerate(LAYERS))):
        packages = ", ".join(f"`{p}`" for p in prefixes)
        below = ", ".join(LAYERS[j][0] for j in sorted(uses[i], reverse=True)) or "nothing"
        rows.append(f"| {name} | {holds}: {packages} | {counts[i]} | {below} |")
    return "\n".join(rows) + "\n"


def modules() -> dict[str, Path]:
    """Module name -> file, for every .py file under the three roots."""
    out = {}
    for package, root in ROOTS.items():
        for path in sorted(root.rglob("*.py")):
            parts = list(path.relative_to(root).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts = parts[:-1]
            out[".".join([package, *parts])] = path
    return out


def _type_checking_lines(tree: ast.AST) -> set[int]:
    """Line numbers of the statements inside `if TYPE_CHECKING:` blocks."""
    lines = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If):
            test = node.test
            name = getattr(test, "id", None) or getattr(test, "attr", None)
            if name == "TYPE_CHECKING":
                for stmt in node.body:
                    for sub in ast.walk(stmt):
                        if hasattr(sub, "lineno"):
                            lines.add(sub.lineno)
    return lines


def _resolve(name: str, known: dict[str, Path]) -> str | None:
    """The longest known module that `name` is or is inside of."""
    while name:
        if name in known:
            return name
        name = name.rpartition(".")[0]
    return None


def imports(module: str, path: Path, known: dict[str, Path], runtime: bool) -> set[str]:
    """The known modules `module` imports."""
    tree = ast.parse(path.read_text(), str(path))
    skip = _type_checking_lines(tree) if runtime else set()
    is_package = path.name == "__init__.py"
    out = set()
    for node in ast.walk(tree):
        if getattr(node, "lineno", None) in skip:
            continue
        if isinstance(node, ast.Import):
            for alias in node.names:
                target = _resolve(alias.name, known)
                if target:
                    out.add(target)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = module if is_package else module.rpartition(".")[0]
                for _ in range(node.level - 1):
                    base = base.rpartition(".")[0]
                base = f"{base}.{node.module}" if node.module else base
            else:
                base = node.module or ""
            for alias in node.names:
                # `from pkg import sub` imports the submodule when there is one.
                target = _resolve(f"{base}.{alias.name}", known) if alias.name != "*" else None
                if target != f"{base}.{alias.name}":
                    target = _resolve(base, known)
                if target:
                    out.add(target)
    out.discard(module)
    return out


def graph(runtime: bool = False) -> dict[str, set[str]]:
    known = modules()
    return {m: imports(m, p, known, runtime) for m, p in known.items()}


def circles(g: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, iterative)."""
    index, low, on, stack, out = {}, {}, set(), [], []
    counter = 0
    for start in sorted(g):
        if start in index:
            continue
        work = [(start, iter(sorted(g[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on.add(start)
        while work:
            node, it = work[-1]
            for nxt in it:
                if nxt not in index:
                    index[nxt] = low[nxt] = counter
                    counter += 1
                    stack.append(nxt)
                    on.add(nxt)
                    work.append((nxt, iter(sorted(g[nxt]))))
                    break
                if nxt in on:
                    low[node] = min(low[node], index[nxt])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    comp = []
                    while True:
                        m = stack.pop()
                        on.discard(m)
                        comp.append(m)
                        if m == node:
                            break
                    if len(comp) > 1:
                        out.append(sorted(comp))
    return sorted(out, key=lambda c: (-len(c), c))


def into_hosts(g: dict[str, set[str]]) -> list[tuple[str, str]]:
    """Edges from core or hooks into hosts."""
    return sorted(
        (src, dst)
        for src, targets in g.items()
        if not src.startswith("mgimind.hosts")
        for dst in targets
        if dst.startswith("mgimind.hosts")
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runtime", action="store_true", help="leave out TYPE_CHECKING imports")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--layers", action="store_true", help="print the layer table (markdown)")
    args = ap.parse_args(argv)
    g = graph(runtime=args.runtime)
    if args.layers:
        print(layer_table(g), end="")
        return 0
    found, edges, upward = circles(g), into_hosts(g), against_layers(g)
    package_circles, out_of_order = circles(package_graph(g)), against_package_order(g)
    if args.json:
        report = {
            "modules": len(g),
            "circles": found,
            "into_hosts": edges,
            "upward": upward,
            "package_circles": package_circles,
            "against_package_order": out_of_order,
        }
        print(json.dumps(report, indent=2))
    else:
        print(f"{len(g)} modules, {sum(map(len, g.values()))} import edges")
        print(f"{len(found)} circle(s), {sum(map(len, found))} modules in them")
        for comp in found:
            print(f"  {len(comp)}: " + " ".join(m.removeprefix("mgimind.") for m in comp))
        print(f"{len(edges)} edge(s) from core or hooks into hosts")
        for src, dst in edges:
            print(f"  {src} -> {dst}")
        print(f"{len(upward)} edge(s) against the layers")
        for src, dst in upward:
            print(f"  {src} ({LAYERS[layer_of(src)][0]}) -> {dst} ({LAYERS[layer_of(dst)][0]})")
        print(f"{len(package_circles)} package circle(s)")
        for comp in package_circles:
            print("  " + " ".join(comp))
        print(f"{len(out_of_order)} package edge(s) against the package order")
        for src, dst in out_of_order:
            print(f"  {src} -> {dst}")
    failed = found or edges or upward or package_circles or out_of_order
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
