"""`mgimind config get|set|list`."""

from __future__ import annotations

import json

import click

from ..config import get_value, home_dir, load_config, save_config, set_value
from .common import emit_json, json_option


def register(cli: click.Group) -> None:
    cli.add_command(config)


@click.group()
def config():
    """Read and change settings in MGIMIND_HOME/config.toml."""


@config.command("get")
@click.argument("key")
@json_option
def get(key, as_json):
    """Print setting KEY (dotted, e.g. embedding.model)."""
    value = get_value(load_config(), key)
    if as_json:
        return emit_json({key: value})
    click.echo(json.dumps(value) if isinstance(value, (dict, list)) else str(value))


@config.command("set")
@click.argument("key")
@click.argument("value")
def set_(key, value):
    """Set KEY to VALUE (parsed as TOML: numbers, true/false, strings)."""
    path = save_config(set_value(load_config(), key, value))
    click.echo(f"Set {key} in {path}")


@config.command("list")
@json_option
def list_(as_json):
    """Show every setting with its current value."""
    data = load_config().model_dump(mode="json")
    if as_json:
        return emit_json(data)
    click.echo(f"# {home_dir() / 'config.toml'}")
    for section, values in data.items():
        if isinstance(values, dict):
            for k, v in values.items():
                click.echo(f"{section}.{k} = {json.dumps(v)}")
