"""Fill the embedding cache ahead of runs (resumable; safe to run beside a benchmark).

Order: LoCoMo, then the fixed 186-question LongMemEval sample, then the rest of the 469, so
a partial fill serves the quick runs first. Chunks exactly as the product chunks a memory.
"""

from __future__ import annotations

import time

from mgimind.config import Config
from mgimind.text.chunking import chunk_text

from .data import load_locomo, load_longmemeval, sample186_ids

SLICE = 256


def fill(embedder, config: Config, data, datasets=("locomo", "lme186", "lme")) -> None:
    size, overlap = config.chunking.size, config.chunking.overlap
    plan = []
    if "locomo" in datasets:
        plan += [("locomo", q) for q in load_locomo(data)]
    lme = load_longmemeval(data) if {"lme186", "lme"} & set(datasets) else []
    order = sample186_ids(data)
    by_id = {q.qid: q for q in lme}
    if "lme186" in datasets:
        plan += [("lme186", by_id[i]) for i in order]
    if "lme" in datasets:
        plan += [("lme", q) for q in lme if q.qid not in set(order)]
    seen: set[str] = set()
    t0, done = time.time(), 0
    for n, (label, q) in enumerate(plan, 1):
        texts = []  # chunks only: a question is embedded as a query at run time
        for s in q.sessions:
            if s.text in seen:
                continue
            seen.add(s.text)
            texts.extend(c.text for c in chunk_text(s.text, size, overlap))
        before = embedder.computed
        for start in range(0, len(texts), SLICE):
            embedder.embed(texts[start : start + SLICE])
        done += embedder.computed - before
        if n % 10 == 0 or n == len(plan):
            rate = done / max(time.time() - t0, 1e-9)
            print(
                f"[fill] {label} {n}/{len(plan)} computed {done} ({rate:.1f}/s) "
                f"cache {len(embedder.cache)}",
                flush=True,
            )
