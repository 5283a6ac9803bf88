"""The command line's share of the operation table: one click command per operation
that names a `cli` path, its arguments and options generated from the operation's
parameter model, run through `operations.call` (the daemon binds the actor; a person's
command line speaks for a person).

A command module contributes only what the table cannot know: how a result reads to a
person (`presents`; the command line names the modules it takes them from), and, for
some commands, extra options and a `prepare` step that turns them into parameters (stdin
text, a review approval, redaction).
"""

from __future__ import annotations

import json
import types
import typing
from contextlib import nullcontext
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, ContextManager, Literal, TypeVar

import click
from annotated_types import Ge, Le

from mgimind import operations
from mgimind.doors.cli.common import emit_json, json_option, open_mind, read_text_arg
from mgimind.doors.cli.terminal_text import terminal_safe_output
from mgimind.errors import InvalidInput

if TYPE_CHECKING:
    from pydantic.fields import FieldInfo

# A rendering: render(result, params, **extra) prints an operation's result for a person.
Render = TypeVar("Render", bound=Callable[..., None])

# Short flags every command gets for these fields, unless its operation says otherwise.
DEFAULT_SHORT = {"library": "-l", "libraries": "-l", "project": "-p", "limit": "-n"}
# Flags whose name differs from the field's: `--library` names the libraries a read covers.
FLAGS = {"libraries": "--library"}
# Positional text a person may pipe in with '-' (or by leaving it out).
STDIN_FIELDS = frozenset({"text", "body", "summary"})
# Fields a command's `prepare` fills in (a review approval), never typed as an option.
PREPARED_FIELDS = frozenset({"approval"})


@dataclass(frozen=True)
class Presentation:
    """How one operation's command reads: `render(result, params, **extra)` prints the
    result for a person; `options` are extra click options, handed to `prepare(mind,
    params, **extra) -> params` before the call; `runs(mind, params, as_json, **extra)`,
    when given, is a context manager around the call yielding the Mind it runs on (a
    progress bar on this terminal); `exit_code(result)` the command's exit code, with
    or without --json (ingest: 1 when the text is refused)."""

    render: Callable[..., None] | None = None
    options: tuple = ()
    prepare: Callable[..., dict] | None = None
    runs: Callable[..., ContextManager] | None = None
    exit_code: Callable[[Any], int] | None = None


GROUP_HELP: dict[str, str] = {}


def presents(
    name: str,
    *,
    options: tuple = (),
    prepare: Callable[..., dict] | None = None,
    runs: Callable[..., ContextManager] | None = None,
    exit_code: Callable[[Any], int] | None = None,
) -> Callable[[Render], Render]:
    """Decorator: marks the function as the human rendering of operation `name`'s
    result. Marking registers nothing: the command line names the modules whose
    renderings it uses (`presentations`, called by `attach`)."""

    def decorate(render: Render) -> Render:
        shown = Presentation(render, tuple(options), prepare, runs, exit_code)
        render.presents = (name, shown)  # type: ignore[attr-defined]
        return render

    return decorate


def presentations(*modules: types.ModuleType) -> dict[str, Presentation]:
    """{operation: Presentation} of the functions `modules` mark with `presents`; one
    rendering per operation."""
    found: dict[str, Presentation] = {}
    for module in modules:
        for value in vars(module).values():
            marked = getattr(value, "presents", None)
            if not isinstance(marked, tuple):
                continue
            name, shown = marked
            if name in found and found[name].render is not value:
                raise InvalidInput(f"operation {name} has two renderings ({module.__name__})")
            found[name] = shown
    return found


def build_command(op: operations.Operation, shown: Presentation | None = None) -> click.Command:
    """The click command for `op`, read to a person as `shown` says (default: JSON)."""
    shown = shown if shown is not None else Presentation()
    fields = op.params.model_fields
    params: list[click.Parameter] = [_argument(op, f) for f in op.cli_args]
    shorts = {**DEFAULT_SHORT, **dict(op.cli_short)}
    for name, info in fields.items():
        if name not in op.cli_args and name not in PREPARED_FIELDS:
            params.append(_option(name, info, shorts.get(name)))
    params.extend(_click_params(shown.options))
    params.extend(_click_params((json_option,)))

    def callback(as_json: bool = False, **values: Any) -> None:
        extra = {k: values.pop(k) for k in list(values) if k not in fields}
        given = {k: _value(k, v) for k, v in values.items() if v is not None and v != ()}
        for name in STDIN_FIELDS & set(op.cli_args):
            given[name] = read_text_arg(given.get(name))
            if not given[name].strip():  # said plainly, not as the validator words it
                raise InvalidInput(
                    f"no {name} given (it is empty); nothing was done",
                    fix=f"pass the {name} as an argument in quotes, or pipe it on stdin with '-'",
                )
        # With review required, a person's command carries the review secret.
        mind = open_mind(person_only=op.callers == operations.PEOPLE)
        if shown.prepare is not None:
            given = shown.prepare(mind, given, **extra)
        runs = shown.runs(mind, given, as_json, **extra) if shown.runs else nullcontext(mind)
        with runs as target:
            result = operations.call(target, op.name, given)
        if as_json:
            emit_json(result)
        elif shown.render is not None:
            with terminal_safe_output():  # stored text cannot act on the terminal
                shown.render(result, given, **extra)
        else:
            _plain(result)
        code = shown.exit_code(result) if shown.exit_code else 0
        if code:
            raise SystemExit(code)

    assert op.cli, f"{op.name} has no command"
    command_name = op.cli.split()[-1]
    help_text = op.summary + _stdin_note(op) + _writes_note(op)
    command = click.Command(command_name, callback=callback, params=params, help=help_text)
    command.generated_for = op.name  # type: ignore[attr-defined]
    command.presentation = shown  # type: ignore[attr-defined]
    return command


def door(*names: str) -> Callable[[click.Command], click.Command]:
    """Decorator for a command written by hand (its prompts, progress, rendering) that
    runs operations `names` through the dispatcher: it is their command-line door, and
    `attach` generates none for them."""

    def mark(command: click.Command) -> click.Command:
        command.operations = names  # type: ignore[attr-defined]
        return command

    return mark


def attach(cli: click.Group, shown: dict[str, Presentation]) -> None:
    """Add a command for every operation with a CLI path, creating its groups, and
    `mgimind ops`, which lists them; `shown` holds how each reads to a person
    (`presentations`). A path a hand-written command already holds must be that
    command's operation (see `door`)."""
    cli.add_command(ops_command)
    for op in operations.table().values():
        if not op.cli:
            continue
        held = _command_at(cli, op.cli)
        if held is not None and getattr(held, "generated_for", None) != op.name:
            if op.name not in getattr(held, "operations", ()):
                raise click.ClickException(
                    f"command {op.cli!r} is taken, and does not run operation {op.name}"
                )
            continue
        *groups, _ = op.cli.split()
        parent = cli
        for group in groups:
            found = parent.commands.get(group)
            if not isinstance(found, click.Group):
                found = click.Group(group, help=GROUP_HELP.get(group) or _group_help(group))
                parent.add_command(found)
            parent = found
        parent.add_command(build_command(op, shown.get(op.name)))


def _command_at(cli: click.Group, path: str) -> click.Command | None:
    found: click.Command | None = cli
    for word in path.split():
        found = found.commands.get(word) if isinstance(found, click.Group) else None
    return found


def _group_help(group: str) -> str:
    """A generated group's help when no command module gave one: its operations."""
    names = sorted(
        op.cli.split()[-1]
        for op in operations.table().values()
        if op.cli and op.cli.split()[:-1] == [group]
    )
    return f"{group.capitalize()}: {', '.join(names)}."


# --- parameters -------------------------------------------------------------------------


def _argument(op: operations.Operation, name: str) -> click.Argument:
    info = op.params.model_fields[name]
    required = info.is_required() and name not in STDIN_FIELDS
    nargs = -1 if _is_list(info.annotation) else 1  # a list: the rest of the words
    return click.Argument(
        [name], required=required, nargs=nargs, type=_click_type(info.annotation, info)
    )


def _option(name: str, info: FieldInfo, short: str | None) -> click.Option:
    flag = FLAGS.get(name, "--" + name.replace("_", "-"))
    if short and short.startswith("--"):
        decls = [short, name]
    else:
        decls = [flag, *([short] if short else []), name]
    annotation = info.annotation
    help_text = (info.description or "") + _default_note(info)
    if _base(annotation) is bool:
        return click.Option(decls, is_flag=True, default=None, help=help_text)
    multiple = _is_list(annotation)
    return click.Option(
        decls,
        type=_click_type(annotation, info),
        multiple=multiple,
        required=info.is_required(),
        help=help_text + (" (repeatable)" if multiple else ""),
    )


def _click_params(decorators: tuple[Callable[[Any], Any], ...]) -> list[click.Parameter]:
    """The click parameters a list of option decorators would add."""

    def holder() -> None:
        pass

    for decorate in reversed(decorators):
        holder = decorate(holder)
    return list(getattr(holder, "__click_params__", []))[::-1]


def _click_type(annotation: Any, info: FieldInfo) -> Any:
    base = _base(annotation)
    if typing.get_origin(base) is Literal:
        return click.Choice([str(v) for v in typing.get_args(base)])
    if base is int:
        # the bounds of an int field are ints (the parameter models declare them so)
        low: Any = next((m.ge for m in info.metadata if isinstance(m, Ge)), None)
        high: Any = next((m.le for m in info.metadata if isinstance(m, Le)), None)
        return click.IntRange(low, high) if low is not None or high is not None else int
    if base is float:
        return float
    if _is_dict(base):
        return _JSON
    return str


def _base(annotation: Any) -> Any:
    """`X` for `X | None`; the item type for `list[X]`."""
    args = typing.get_args(annotation)
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        rest = [a for a in args if a is not type(None)]
        annotation = rest[0] if len(rest) == 1 else annotation
    if typing.get_origin(annotation) is list:
        return typing.get_args(annotation)[0]
    return annotation


def _is_list(annotation: Any) -> bool:
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        return any(typing.get_origin(a) is list for a in typing.get_args(annotation))
    return typing.get_origin(annotation) is list


def _is_dict(annotation: Any) -> bool:
    return annotation is dict or typing.get_origin(annotation) is dict


class _JsonType(click.ParamType):
    name = "JSON"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if isinstance(value, dict):
            return value
        try:
            parsed = json.loads(value)
        except ValueError as e:
            self.fail(f"not JSON: {e}", param, ctx)
        if not isinstance(parsed, dict):
            self.fail("must be a JSON object", param, ctx)
        return parsed


_JSON = _JsonType()


def _value(name: str, value: Any) -> Any:
    return list(value) if isinstance(value, tuple) else value


def _default_note(info: FieldInfo) -> str:
    default = info.default
    if info.is_required() or default in (None, False, "", {}, []):
        return ""
    return f" [default: {default}]"


def _stdin_note(op: operations.Operation) -> str:
    piped = [name.upper() for name in op.cli_args if name in STDIN_FIELDS]
    return f" Use '-' to read {piped[0]} from stdin." if piped else ""


def _writes_note(op: operations.Operation) -> str:
    return (
        "" if op.callers != operations.PEOPLE else "\n\nA person's command: agents cannot call it."
    )


def _plain(result: Any) -> None:
    """The result as indented JSON, for operations with no rendering of their own."""
    if result is None:
        click.echo("Nothing.")
        return
    emit_json(result)


# --- the table itself ---------------------------------------------------------------------

OPS_LEGEND = """
does: reads, or writes
doors: cli = a `mgimind` command; http = the HTTP door (`mgimind serve --http`); mcp = a
tool of `mgimind mcp`; tool = in the OpenAI Agents and LangGraph tool packs. Every
operation is served on the daemon's socket too (the Python API, the hooks);
"(socket only)" has no other door. `mgimind ops NAME` shows one in full."""


@click.command("ops")
@click.argument("name", required=False)
@click.option("--markdown", is_flag=True, help="The reference page (docs/operations.md).")
@json_option
def ops_command(name: str | None, markdown: bool, as_json: bool) -> None:
    """The operations mgimind serves, and at which doors (or one in full)."""
    from mgimind.operations.docs import reference

    table = operations.table()
    if markdown:
        return click.echo(reference(table), nl=False)
    chosen = [operations.get(name)] if name else list(table.values())
    if as_json:
        return emit_json(
            [
                {
                    "name": op.name,
                    "summary": op.summary,
                    "writes": op.writes,
                    "callers": sorted(op.callers),
                    "doors": op.doors(),
                    "code": op.where,
                    "parameters": op.params.model_json_schema(),
                }
                for op in chosen
            ]
        )
    if name:
        click.echo(reference({name: chosen[0]}).split("\n## ", 1)[1], nl=False)
        return click.echo(f"\nCode: {chosen[0].where}")
    click.echo(f"{'operation':<22} {'does':<6}  doors")
    for op in chosen:
        doors = ", ".join(door for door in op.doors() if door != "socket") or "(socket only)"
        click.echo(f"{op.name:<22} {'writes' if op.writes else 'reads ':<6}  {doors}")
    click.echo(OPS_LEGEND)
