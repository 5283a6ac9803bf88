"""What the daemon holds in memory, and letting go of it while it idles.

A daemon waits most of its life for the next hook. What it holds then is mostly the model
sessions (the document and query graphs, ~125 MB together) and the language model (~50 MB),
plus the heap glibc keeps after loading them. After `daemon.release_models_after_s` without
a call they are dropped and the heap is given back; the next call loads what it needs again
(the query model and the language model side by side, one core each), so the first prompt
after a quiet spell pays about the longer of the two loads, within the hook's reply budget
(BENCHMARKS.md, "Footprint").

The parts a hook never needs (the document graph, web-page extraction, the MCP SDK) load on
the first call that does; `loaded_parts` says which are in memory, for `daemon status` and
the tests that hold this. (The secret detectors do load for a prompt: the prompt is kept in
the session's notes, redacted.)
"""

from __future__ import annotations

import ctypes
import ctypes.util
import gc
import logging
import sys
from functools import lru_cache

from mgimind.encoders import language

log = logging.getLogger("mgimind.doors.daemon")

# A heavy part that is a package of its own, by the module whose presence says it was loaded.
MODULE_PARTS = {
    "web-page extraction": "trafilatura",
    "secret detectors' plugins": "detect_secrets",
    "MCP SDK": "mcp",
}


def loaded_parts(mind) -> dict[str, bool]:
    """Each heavy part by name: whether it is in memory now."""
    parts = dict(mind.embedder.loaded()) if mind is not None else {}
    parts["language model"] = language.loaded()
    for name, module in MODULE_PARTS.items():
        parts[name] = module in sys.modules
    return parts


def release_models(mind) -> list[str]:
    """Drop the model sessions and the language model, then give the freed heap back to the
    system; returns what was dropped. A call in flight keeps what it holds until it ends."""
    before = loaded_parts(mind)
    mind.embedder.release()
    language.release()
    gc.collect()
    trim_heap()
    after = loaded_parts(mind)
    return [name for name, was in before.items() if was and not after.get(name)]


@lru_cache(maxsize=1)
def _libc():
    name = ctypes.util.find_library("c")
    try:
        libc = ctypes.CDLL(name) if name else None
    except OSError:
        return None
    return libc if libc is not None and hasattr(libc, "malloc_trim") else None


def trim_heap() -> None:
    """Return the heap's free pages to the system (glibc keeps them after a model load or
    a large batch: measured 60-70 MB of an idle daemon). A no-op without glibc."""
    libc = _libc()
    if libc is not None:
        try:
            libc.malloc_trim(0)
        except Exception as e:  # the memory stays held; nothing else is at stake
            log.debug("malloc_trim failed: %s", e)


def rss_mb() -> float | None:
    """This process's resident memory in MB (None where /proc is not there)."""
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        pass
    return None
