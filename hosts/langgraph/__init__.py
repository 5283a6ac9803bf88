"""mgimind for LangGraph (`pip install 'mgimind[langgraph]'`).

- `recall_node`, `remember_node`: drop-in graph nodes (nodes.py);
- `recall_pre_model_hook`, `MemoryMiddleware`: per-call recall that is not persisted
  into state (pre_model.py);
- `MindStore`: a LangGraph `BaseStore` backed by mgimind (store.py);
- `memory_tools`: the agent tool pack as LangChain tools (tools.py).

Exports load lazily: the plugin manager imports `plugin.py` in every mgimind process,
and that must not pull in LangGraph.
"""

import importlib

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


def __getattr__(name: str):
    if name not in _EXPORTS:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(_EXPORTS[name], __name__), name)
