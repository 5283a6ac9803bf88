"""mgimind for LangGraph (the `langgraph` extra: docs/hosts/langgraph.md).

- `recall_node`, `remember_node`: drop-in graph nodes (nodes.py);
- `recall_pre_model_hook`, `MemoryMiddleware`: per-call recall that is not persisted
  into state (pre_model.py);
- `MindStore`: a LangGraph `BaseStore` backed by mgimind (store.py);
- `memory_tools`: the agent tool pack as LangChain tools (tools.py).

Exports load lazily: the plugin manager imports `plugin.py` in every mgimind process,
and that must not pull in LangGraph.
"""

from mgimind.hostapi import lazy_exports

_EXPORTS = {
    "recall_node": ".nodes",
    "remember_node": ".nodes",
    "recall_pre_model_hook": ".pre_model",
    "MemoryMiddleware": ".pre_model",
    "MindStore": ".store",
    "RECALL_ID": ".recaller",
    "memory_tools": ".tools",
}

__all__ = sorted(_EXPORTS)
__getattr__ = lazy_exports(__name__, _EXPORTS, extra="langgraph")
