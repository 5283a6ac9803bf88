"""The wheel carries every package and data file of the source tree, and builds without a
warning. An editable install (as the tests run) would hide a folder the wheel leaves out;
scripts/wheel_smoke.sh installs the wheel and runs it."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import mgimind

ROOT = Path(__file__).resolve().parent.parent
# Source folder -> the import path it installs as (pyproject's package-dir).
INSTALLS_AS = {"mgimind": "mgimind", "hooks": "mgimind/hooks", "hosts": "mgimind/hosts"}
BUILD_FILES = ("pyproject.toml", "setup.py", "README.md", "LICENSE")


def _source_files() -> list[str]:
    """The package folders' files a checkout holds: tracked or new, not ignored by git (an
    editor's or a run's leftovers are not the product); every file without git."""
    done = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard", "--", *INSTALLS_AS],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    if done.returncode == 0 and done.stdout.strip():
        return [line for line in done.stdout.splitlines() if (ROOT / line).is_file()]
    return [
        p.relative_to(ROOT).as_posix()
        for folder in INSTALLS_AS
        for p in (ROOT / folder).rglob("*")
        if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc"
    ]


def _installed_path(source: str) -> str:
    folder, _, rest = source.partition("/")
    return f"{INSTALLS_AS[folder]}/{rest}"


def _build_wheel(tree: Path, out: Path) -> tuple[zipfile.ZipFile, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    done = subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(out)],
        cwd=tree,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    log = done.stdout + done.stderr
    assert done.returncode == 0, log
    (wheel,) = out.glob("mgimind-*.whl")
    return zipfile.ZipFile(wheel), log


def test_the_wheel_holds_every_package_and_data_file_and_builds_without_warnings(tmp_path):
    # A copy of the tree (a stale build/ folder in the checkout would leak old files), plus
    # a package and a data folder no configuration names: discovery must find them alone.
    tree = tmp_path / "src"
    sources = _source_files()
    for rel in sources:
        (tree / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / rel, tree / rel)
    for name in BUILD_FILES:
        if (ROOT / name).exists():
            shutil.copy2(ROOT / name, tree / name)
    probe = tree / "mgimind" / "zz_probe" / "deeper"
    (probe / "assets").mkdir(parents=True)
    (probe.parent / "__init__.py").write_text("")
    (probe / "__init__.py").write_text("")
    (probe / "assets" / "table.json").write_text("{}")

    wheel, log = _build_wheel(tree, tmp_path / "dist")
    names = set(wheel.namelist())

    want = {_installed_path(rel) for rel in sources} | {
        "mgimind/zz_probe/__init__.py",
        "mgimind/zz_probe/deeper/__init__.py",
        "mgimind/zz_probe/deeper/assets/table.json",
    }
    assert {"mgimind/zz_probe/deeper/assets/table.json", "mgimind/operations/__init__.py"} <= want
    missing = sorted(want - names)
    assert not missing, f"the wheel lacks {len(missing)} files: {missing[:20]}"
    # Namespaced only: no top-level hooks/ or hosts/ package beside mgimind/.
    tops = {n.split("/")[0] for n in names}
    assert tops == {"mgimind", f"mgimind-{mgimind.__version__}.dist-info"}, tops
    for data in ("mgimind/encoders/minilm_int8_ranges.json", "mgimind/hooks/hooks.json"):
        assert data in names
    # PEP 561: the marker that lets a type checker read the installed package's annotations
    assert "mgimind/py.typed" in names

    meta = wheel.read(f"mgimind-{mgimind.__version__}.dist-info/METADATA").decode()
    assert "License-Expression: Apache-2.0" in meta and "License-File: LICENSE" in meta
    assert f"mgimind-{mgimind.__version__}.dist-info/licenses/LICENSE" in names
    warned = [line for line in log.splitlines() if "warning" in line.lower()]
    assert not warned, "\n".join(warned)
    assert "Successfully built" in log  # the log read above is the build's own
