"""What the daemon holds in memory, and letting go of it while it idles.

A daemon waits most of its life for the next hook. What it holds then is mostly the model
sessions (the document and query graphs, ~125 MB together), the heap glibc keeps after
loading them, and the store's files, which qdrant-edge maps into the process (their pages
count as its resident memory while they stay mapped in). After
`daemon.release_models_after_s` without a call the sessions are dropped, the heap is given
back and the store's pages are handed to the kernel; the next call loads the query model
again (~0.2-0.4 s, in the first prompt's reply budget) and faults back in the pages it reads
(BENCHMARKS.md, "Footprint"). The language model stays: it is ~50 MB, and loading it takes
~0.6 s (LZMA), more than half a prompt hook's budget.

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
import os
import sys
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from mgimind.encoders import language

if TYPE_CHECKING:
    from mgimind.engine.mind import Mind

log = logging.getLogger("mgimind.doors.daemon")

MADV_PAGEOUT = 21  # <linux/mman.h>: reclaim these pages now (non-destructive)

# A heavy part that is a package of its own, by the module whose presence says it was loaded.
MODULE_PARTS = {
    "web-page extraction": "trafilatura",
    "secret detectors' plugins": "detect_secrets",
    "MCP SDK": "mcp",
}


def loaded_parts(mind: Mind | None) -> dict[str, bool]:
    """Each heavy part by name: whether it is in memory now."""
    parts = dict(mind.embedder.loaded()) if mind is not None else {}
    parts["language model"] = language.loaded()
    for name, module in MODULE_PARTS.items():
        parts[name] = module in sys.modules
    return parts


def release_models(mind: Mind, store_dir: Path | None = None) -> list[str]:
    """Drop the model sessions, give the freed heap back to the system and the pages of the
    files under `store_dir` to the kernel; returns what was dropped. A call in flight keeps
    what it holds until it ends."""
    before = loaded_parts(mind)
    mind.embedder.release()
    gc.collect()
    trim_heap()
    if store_dir is not None:
        page_out(store_dir)
    after = loaded_parts(mind)
    return [name for name, was in before.items() if was and not after.get(name)]


def page_out(directory: Path) -> int:
    """Ask the kernel to reclaim the pages of this process's shared mappings of the files
    under `directory` (MADV_PAGEOUT, Linux 5.4+); returns the bytes asked about. It never
    loses data: a shared mapping's pages live in the file and the page cache, and a page
    read again is faulted back in, so even a mapping replaced meanwhile is only advised."""
    libc = _libc()
    if libc is None or not hasattr(libc, "madvise"):
        return 0
    prefix = os.path.realpath(directory) + os.sep
    asked = 0
    try:
        with open("/proc/self/maps", encoding="utf-8", errors="replace") as f:
            spans = [line.split(maxsplit=5) for line in f]
    except OSError:
        return 0
    for span in spans:
        if len(span) < 6 or not span[5].strip().startswith(prefix) or "s" not in span[1]:
            continue
        start, end = (int(x, 16) for x in span[0].split("-"))
        if libc.madvise(ctypes.c_void_p(start), ctypes.c_size_t(end - start), MADV_PAGEOUT) == 0:
            asked += end - start
    return asked


@lru_cache(maxsize=1)
def _libc() -> ctypes.CDLL | None:
    name = ctypes.util.find_library("c")
    try:
        libc = ctypes.CDLL(name) if name else None
    except OSError:
        return None
    if libc is None or not hasattr(libc, "malloc_trim"):
        return None
    libc.madvise.argtypes = (ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int)
    return libc


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
