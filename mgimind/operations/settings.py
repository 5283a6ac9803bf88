"""Operations on how a running home behaves: its configuration, its review rule."""

from __future__ import annotations

from mgimind.operations.spec import Operation, Params


class NoParams(Params):
    pass


OPERATIONS = (
    Operation(
        name="config.reload",
        summary="Re-read config.toml and take on every change a running Mind can; what needs a "
        "restart is listed (config set runs it). Open to any caller: the daemon follows "
        "the file within a second anyway, so a reload grants nothing the file does not.",
        params=NoParams,
        result="dict",
        run=lambda m, p, c: m.reload_config(),
        service="config",
        writes=True,
    ),
    Operation(
        name="review.required",
        summary="Whether review-gated transitions need a person's approval (review.require_human).",
        params=NoParams,
        result="bool",
        run=lambda m, p, c: m.review.required(),
        service="review",
    ),
)
