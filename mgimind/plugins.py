"""The plugin manager: entry points in group `mgimind` first, then built-in defaults.

`MGIMIND_LOAD_PLUGINS` (comma-separated entry-point names) restricts which third-party
plugins load; set it to an empty string to load none.
"""

import importlib
import os
from importlib import metadata

import pluggy

from . import hookspecs

pm = pluggy.PluginManager("mgimind")
pm.add_hookspecs(hookspecs)

# Built-ins register after entry points, so a user's plugin is seen first.
DEFAULT_PLUGINS: tuple[str, ...] = (
    "mgimind.default_plugins.briefing_sections",
    "mgimind.default_plugins.transcripts",
)

_loaded = False


def load_plugins() -> pluggy.PluginManager:
    """Load plugins once; later calls return the same manager."""
    global _loaded
    if _loaded:
        return pm
    _loaded = True
    allow = os.environ.get("MGIMIND_LOAD_PLUGINS")
    allowed = None if allow is None else {n.strip() for n in allow.split(",") if n.strip()}
    for ep in metadata.entry_points(group="mgimind"):
        if allowed is not None and ep.name not in allowed:
            continue
        if pm.get_plugin(ep.name) is None:
            try:
                pm.register(ep.load(), name=ep.name)
            except Exception as e:  # a broken plugin must not take the core down
                import logging

                logging.getLogger("mgimind").warning("plugin %s failed to load: %s", ep.name, e)
    for name in DEFAULT_PLUGINS:
        if pm.get_plugin(name) is None:
            pm.register(importlib.import_module(name), name=name)
    return pm
