"""mgimind: long-term memory that lives inside AI agent hosts.

The package root stays import-light (the hook client imports `mgimind.hooks` without
pulling in qdrant or onnxruntime); `open` (which returns a `Client`, its methods the
operations by name), `Client` and the engine's `Mind` load on first use.
"""

from typing import TYPE_CHECKING, Any

__version__ = "0.9.20"  # CHANGELOG.md names each version's changes

if TYPE_CHECKING:  # a type checker sees the names themselves (loaded below on first use)
    from mgimind.doors.connect import open as open
    from mgimind.doors.memory_client import Client as Client
    from mgimind.engine.mind import Mind as Mind


def __getattr__(name: str) -> Any:
    if name == "Mind":
        from mgimind.engine.mind import Mind

        return Mind
    if name == "Client":
        from mgimind.doors.memory_client import Client

        return Client
    if name == "open":
        from mgimind.doors.connect import open

        return open
    raise AttributeError(name)
