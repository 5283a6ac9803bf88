"""mgimind for the OpenAI Agents SDK (`pip install 'mgimind[openai-agents]'`).

- `memory_tools(mind, ...)`: the tool pack (tools.py);
- `ForcedRecall(mind, ...)`: a `RunConfig.call_model_input_filter` that puts the briefing
  and the recall for the latest user message before every model call (recall_filter.py);
- `HarvestHooks(mind, session_id=...)`: run hooks that hand finished turns to the
  harvester (session.py).

Exports load lazily: the plugin manager imports `plugin.py` in every mgimind process,
and that must not pull in the SDK.
"""

import importlib

_EXPORTS = {
    "ForcedRecall": ".recall_filter",
    "HarvestHooks": ".session",
    "MemoryScope": ".tools",
    "memory_tools": ".tools",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str):
    if name not in _EXPORTS:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(_EXPORTS[name], __name__), name)
