"""Package discovery for the one `mgimind` distribution.

hooks/ and hosts/ live at the repository root (the design's layout) but install namespaced as
mgimind.hooks and mgimind.hosts. pyproject's `packages.find` names a package by its path from
the folder it searches, so it cannot put a prefix on them; this file finds every package under
mgimind/, hooks/ and hosts/ (any folder at any depth: a folder of templates counts as one, as
setuptools asks, so its files are not "ignored"), adds the prefix, and
pyproject's `package-dir` maps the two prefixed roots back to their folders. Moving modules into
new subpackages needs no change here.
"""

from setuptools import find_namespace_packages, setup

ROOTS = {"mgimind": "mgimind", "hooks": "mgimind.hooks", "hosts": "mgimind.hosts"}


def _packages() -> list[str]:
    found = []
    for folder, name in ROOTS.items():
        found.append(name)
        subs = find_namespace_packages(where=folder, exclude=["*__pycache__*"])
        found += [f"{name}.{sub}" for sub in subs]
    return sorted(found)


setup(packages=_packages())
