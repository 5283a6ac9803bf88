"""The local extractor's operation: its figures, at the CLI and the HTTP door."""

from __future__ import annotations

from mgimind.operations.spec import Operation, Params


class NoParams(Params):
    pass


def _status(mind, params, call):
    from mgimind.extractor.status import read_status

    return read_status(mind.home, mind.config)


OPERATIONS = (
    Operation(
        "extractor.status",
        "The local extractor's queue and figures: queued, done, failed, dropped, last error.",
        NoParams,
        "mgimind.extractor.status.ExtractorStatus",
        _status,
        "home",
        cli="extractor status",
        http="/v1/extractor/status",
    ),
)


def _render(result, params, **extra) -> None:
    import click

    from mgimind.extractor.status import describe

    click.echo(describe(result))
    if result.errors:
        click.echo(
            "  failed by kind: " + ", ".join(f"{n} {k}" for k, n in sorted(result.errors.items()))
        )
    if result.candidates or result.refused_candidates:
        admitted = ", ".join(f"{n} {k}" for k, n in sorted(result.candidates.items())) or "none"
        click.echo(f"  candidates: {admitted}; {result.refused_candidates} refused by validation")
    if result.seconds_per_exchange:
        click.echo(f"  {result.seconds_per_exchange:.2f} s per exchange on average")


def _presentation() -> None:
    from mgimind.doors.cli.operations import presents

    presents("extractor.status")(_render)
