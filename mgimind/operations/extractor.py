"""The local extractor's operation: its figures, at the CLI and the HTTP door."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mgimind.operations.spec import Call, Operation, Params

if TYPE_CHECKING:  # the table stays light: the engine loads when an operation runs
    from mgimind.engine.mind import Mind
    from mgimind.extractor.status import ExtractorStatus


class NoParams(Params):
    pass


def _status(mind: Mind, params: NoParams, call: Call) -> ExtractorStatus:
    from mgimind.extractor.status import read_status

    return read_status(mind.home, mind.config)


OPERATIONS = (
    Operation(
        name="extractor.status",
        summary="The local extractor's queue and figures: queued, done, failed, dropped, last "
        "error.",
        params=NoParams,
        result="mgimind.extractor.status.ExtractorStatus",
        run=_status,
        service="home",
        cli="extractor status",
        http="/v1/extractor/status",
    ),
)
