"""Optional cross-encoder rerank: used only when a model is configured and present."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from mgimind.config import RerankConfig

if TYPE_CHECKING:
    from fastembed.rerank.cross_encoder import TextCrossEncoder


class Reranker:
    def __init__(self, model: TextCrossEncoder, candidates: int):
        self.model = model
        self.candidates = candidates

    def rerank(self, query: str, hits: list) -> list:
        """Re-order the leading candidates by cross-encoder score; the tail keeps its order."""
        head = hits[: self.candidates]
        scores = list(self.model.rerank(query, [h.payload["text"] for h in head]))
        order = sorted(range(len(head)), key=lambda i: -scores[i])
        return [head[i] for i in order] + hits[len(head) :]


def load_reranker(config: RerankConfig, cache_dir: Path) -> Reranker | None:
    """None when no model is configured; a clear error when one is configured but absent."""
    if not config.model:
        return None
    from fastembed.rerank.cross_encoder import TextCrossEncoder

    from mgimind.errors import MgimindError

    try:
        model = TextCrossEncoder(
            config.model,
            specific_model_path=config.model_path,
            cache_dir=str(cache_dir),
            local_files_only=True,
        )
    except Exception as e:
        raise MgimindError(
            f"reranker {config.model!r} is configured but cannot load: {e}",
            fix="set rerank.model_path to its files, or unset rerank.model",
        ) from None
    return Reranker(model, config.candidates)
