"""`mgimind config get|set|list`."""

from __future__ import annotations

import json

import click

from ..config import COSINE_SETTINGS, get_value, home_dir, load_config, save_config, set_value
from .common import emit_json, json_option


def register(cli: click.Group) -> None:
    cli.add_command(config)


def _shown(cfg, key: str, value) -> str:
    """A value as `get` and `list` print it; an unset calibrated one with the value in force."""
    if value is None:
        if key in COSINE_SETTINGS:
            return (f"unset (in force: {getattr(cfg.cosines(), COSINE_SETTINGS[key])}, "
                    f"calibrated for {cfg.embedding.model})")
        return "unset"
    return json.dumps(value) if isinstance(value, (dict, list)) else str(value)


@click.group()
def config():
    """Read and change settings in MGIMIND_HOME/config.toml."""


@config.command("get")
@click.argument("key")
@json_option
def get(key, as_json):
    """Print setting KEY (dotted, e.g. embedding.model)."""
    cfg = load_config()
    value = get_value(cfg, key)
    if as_json:
        return emit_json({key: value})
    click.echo(_shown(cfg, key, value))


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
    cfg = load_config()
    data = cfg.model_dump(mode="json")
    if as_json:
        return emit_json(data)
    click.echo(f"# {home_dir() / 'config.toml'}")
    for section, values in data.items():
        if isinstance(values, dict):
            for k, v in values.items():
                key = f"{section}.{k}"
                click.echo(f"{key} = {_shown(cfg, key, v) if v is None else json.dumps(v)}")
