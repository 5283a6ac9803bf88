"""mgimind: long-term memory that lives inside AI agent hosts.

The package root stays import-light (the hook client imports `mgimind.hooks` without
pulling in qdrant or onnxruntime); `open` (which returns a `Client`, its methods the
operations by name), `Client` and the engine's `Mind` load on first use.
"""

__version__ = "0.6.0"  # CHANGELOG.md names each version's changes


def __getattr__(name: str) -> object:
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
