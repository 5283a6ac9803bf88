"""Operations on how a running home behaves: its configuration, its review rule."""

from __future__ import annotations

from mgimind.operations.spec import Operation, Params


class NoParams(Params):
    pass


OPERATIONS = (
    Operation(
        "config.reload",
        "Re-read config.toml and take on every change a running Mind can; what needs a "
        "restart is listed (config set runs it). Open to any caller: the daemon follows "
        "the file within a second anyway, so a reload grants nothing the file does not.",
        NoParams,
        "dict",
        lambda m, p, c: m.reload_config(),
        "config",
        writes=True,
    ),
    Operation(
        "review.required",
        "Whether review-gated transitions need a person's approval (review.require_human).",
        NoParams,
        "bool",
        lambda m, p, c: m.review.required(),
        "review",
    ),
)
