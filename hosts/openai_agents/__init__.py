"""mgimind for the OpenAI Agents SDK (the `openai-agents` extra: docs/hosts/openai-agents.md).

- `memory_tools(mind, ...)`: the tool pack (tools.py);
- `ForcedRecall(mind, ...)`: a `RunConfig.call_model_input_filter` that puts the briefing
  and the recall for the latest user message before every model call (recall_filter.py);
- `HarvestHooks(mind, session_id=...)`: run hooks that hand finished turns to the
  harvester (session.py).

Exports load lazily: the plugin manager imports `plugin.py` in every mgimind process,
and that must not pull in the SDK.
"""

from mgimind.hostapi import lazy_exports

_EXPORTS = {
    "ForcedRecall": ".recall_filter",
    "HarvestHooks": ".session",
    "MemoryScope": ".tools",
    "memory_tools": ".tools",
}

__all__ = sorted(_EXPORTS)
__getattr__ = lazy_exports(__name__, _EXPORTS, extra="openai-agents")
