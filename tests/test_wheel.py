"""The wheel holds the whole product: every module of mgimind/, hooks/ and hosts/ and the
files read at run time, under their installed names (hooks/ as mgimind.hooks, hosts/ as
mgimind.hosts). Packages are listed by hand in pyproject.toml, so a new package that is
not listed would ship a wheel whose `mgimind` command fails at import."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TREES = {"mgimind": "mgimind", "hooks": "mgimind/hooks", "hosts": "mgimind/hosts"}


def _expected() -> set[str]:
    names = set()
    for tree, installed in TREES.items():
        for path in (ROOT / tree).rglob("*"):
            if "__pycache__" in path.parts or not path.is_file():
                continue
            if path.suffix in (".py", ".json", ".html", ".css"):
                names.add(f"{installed}/{path.relative_to(ROOT / tree).as_posix()}")
    return names


def test_the_wheel_holds_every_module_under_its_installed_name(tmp_path):
    src = tmp_path / "src"
    ignore = shutil.ignore_patterns("__pycache__", "*.egg-info")
    for name in [*TREES, "README.md", "pyproject.toml"]:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, src / name, ignore=ignore)
        else:
            shutil.copy2(ROOT / name, src / name)
    # What the wheel gets is what setuptools' build_py lays out (bdist_wheel zips it);
    # running build_py needs neither the `wheel` package nor the network.
    out = tmp_path / "lib"
    done = subprocess.run(
        [sys.executable, "-c", "import setuptools; setuptools.setup()"]
        + ["-q", "build_py", "--build-lib", str(out)],
        cwd=src,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    shipped = {p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file()}
    expected = _expected()
    # The control: the layout is read right (the core module and a host adapter are there).
    assert {"mgimind/mind.py", "mgimind/hosts/claude_code/installer.py"} <= shipped
    missing = sorted(expected - shipped)
    assert not missing, f"not in the wheel (list their packages in pyproject.toml): {missing}"
    assert not [n for n in shipped if n.startswith(("hooks/", "hosts/"))], (
        "hooks/ and hosts/ install as mgimind.hooks and mgimind.hosts only"
    )
