"""Facts: triples with a belief state (docs/belief.md).

`mind.facts` is a `Facts` service: add / confirm / invalidate / restore, queries on
both time axes (world: valid_from/valid_to; record: recorded_at/retired_at), search.
"""

from mgimind.memory.facts.model import Fact, FactHit, FactVerdict, Predicate
from mgimind.memory.facts.predicates import Predicates
from mgimind.memory.facts.service import CONFIRM_ACTION, RESTORE_ACTION, Facts

__all__ = [
    "Fact",
    "FactHit",
    "FactVerdict",
    "Facts",
    "Predicate",
    "Predicates",
    "RESTORE_ACTION",
    "CONFIRM_ACTION",
]
