"""The plugin manager: entry points in group `mgimind` first, then built-in defaults.

`MGIMIND_LOAD_PLUGINS` (comma-separated entry-point names) restricts which third-party
plugins load; set it to an empty string to load none. `MGIMIND_TRACE_PLUGINS=1` prints
every hook call to stderr. The hooks: docs/plugins.md.
"""

import importlib
import os
import threading
from collections.abc import Mapping, Sequence
from importlib import metadata
from typing import Any

import pluggy

from mgimind import pluginspecs

pm = pluggy.PluginManager("mgimind")
pm.add_hookspecs(pluginspecs)

# Built-ins register after entry points, so a user's plugin is seen first.
DEFAULT_PLUGINS: tuple[str, ...] = (
    "mgimind.default_plugins.briefing_sections",
    "mgimind.default_plugins.kinds",
    "mgimind.default_plugins.transcripts",
    "mgimind.default_plugins.host_memory",
    "mgimind.default_plugins.facts_retest",
    "mgimind.default_plugins.statements",
    "mgimind.default_plugins.rule_extractor",
    "mgimind.default_plugins.local_extractor",
)

_loaded = False
_loading = False
# Held while plugins load, so a second thread waits for the whole set instead of getting a
# manager without its kinds; re-entrant, so a plugin whose import asks for the manager gets it.
_load_lock = threading.RLock()


def load_plugins() -> pluggy.PluginManager:
    """Load plugins once; later calls return the same manager, once it is whole."""
    global _loaded, _loading
    if _loaded:
        return pm
    with _load_lock:
        if _loaded or _loading:  # done meanwhile, or a plugin's own import asking
            return pm
        _loading = True
        try:
            _register_all()
        finally:
            _loading = False
            _loaded = True
    return pm


def _register_all() -> None:
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
    if os.environ.get("MGIMIND_TRACE_PLUGINS"):
        pm.add_hookcall_monitoring(_trace_before, _trace_after)


def _trace_before(
    hook_name: str, hook_impls: Sequence[pluggy.HookImpl], kwargs: Mapping[str, Any]
) -> None:
    import sys

    names = ", ".join(impl.plugin_name for impl in hook_impls)
    shown = ", ".join(f"{k}={type(v).__name__}" for k, v in kwargs.items())
    print(f"mgimind plugins: {hook_name}({shown}) -> [{names}]", file=sys.stderr)


def _trace_after(
    outcome: pluggy.Result[Any],
    hook_name: str,
    hook_impls: Sequence[pluggy.HookImpl],
    kwargs: Mapping[str, Any],
) -> None:
    import sys

    try:
        result = outcome.get_result()
    except BaseException as e:
        print(f"mgimind plugins: {hook_name} raised {type(e).__name__}: {e}", file=sys.stderr)
        return
    count = len(result) if isinstance(result, list) else int(result is not None)
    print(f"mgimind plugins: {hook_name} returned {count} result(s)", file=sys.stderr)
