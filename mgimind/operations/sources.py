"""Operations that bring memories in from outside: a web page."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import Field

from mgimind.operations.spec import Call, Library, Operation, Params, Project

if TYPE_CHECKING:  # the table stays light: the engine loads when an operation runs
    from mgimind.engine.mind import Mind
    from mgimind.moves.web import WebSaveResult


class WebSaveParams(Params):
    url: str = Field(max_length=8192, description="An http:// or https:// URL.")
    library: Library = None
    project: Project = None


def _save(mind: Mind, p: WebSaveParams, call: Call) -> WebSaveResult:
    """A person may fetch any address."""
    return _fetch_and_save(mind, p, call, allow_private=True)


def _agent_save(mind: Mind, p: WebSaveParams, call: Call) -> WebSaveResult:
    """No loopback, private or link-local address unless web.allow_private is set (no
    request forgery through memory)."""
    return _fetch_and_save(mind, p, call, allow_private=False)


def _fetch_and_save(
    mind: Mind, p: WebSaveParams, call: Call, *, allow_private: bool
) -> WebSaveResult:
    from mgimind.moves.web import WebSave, save_page

    # The fetch waits here; only the store goes to the door's writers.
    return save_page(
        mind,
        WebSave(url=p.url, library=call.library),
        allow_private=allow_private,
        run_write=call.write,
    )


def _text(result: WebSaveResult) -> str:
    if result.verdict == "stored":
        return f"saved {result.title or result.final_url} (id {result.id})"
    return f"{result.verdict}: {result.reason or 'no reason given'}"


OPERATIONS = (
    Operation(
        name="web.save",
        summary="Fetch a web page, extract its main text and store it through the admission gate "
        "(a credential is cut out; a near-duplicate or thin page waits in quarantine), with "
        "its URL, title and fetch time.",
        params=WebSaveParams,
        result="mgimind.moves.web.WebSaveResult",
        run=_save,
        agent_run=_agent_save,
        service="admission",
        writes=True,
        scope="write",
        person_creates_library=True,  # `mgimind web URL --library reading`, as `sync` does
        lock="network",  # a fetch may wait its whole deadline: on no writer, under no lock
        cli="web",
        cli_args=("url",),
        http="/v1/web",
        mcp="web_save",
        tool="save_web_page",
        text=_text,
        tool_fields=("url",),
    ),
)
