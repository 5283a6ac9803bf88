"""How `mgimind extractor status` reads to a person."""

from __future__ import annotations

from typing import Any

import click

from mgimind.doors.cli.operations import presents


@presents("extractor.status")
def _render(result: Any, params: dict[str, Any], **extra: Any) -> None:
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
