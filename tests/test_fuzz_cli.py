"""Property-based fuzzing of the CLI's inputs: never a traceback, a clear error, and a
refused write stores nothing."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mgimind.doors.cli import main

texts = (
    st.text(max_size=300)
    | st.binary(max_size=200).map(lambda b: b.decode("latin-1"))
    | st.sampled_from(["", " ", "-", "--json", "\x00", "é" * 5])
)


@pytest.fixture(scope="module")
def cli(tmp_path_factory, embedder):
    import mgimind.encoders.embeddings as emb

    home = tmp_path_factory.mktemp("cli-fuzz")
    model = embedder._load()
    patch = pytest.MonkeyPatch()
    patch.setattr(emb.Embedder, "_load", lambda self: model)
    patch.setenv("MGIMIND_HOME", str(home))
    runner = CliRunner()

    def invoke(*args, input=None):
        return runner.invoke(main, list(args), input=input)

    yield invoke
    patch.undo()


def _memories(cli):
    return json.loads(cli("stats", "--json").output)["memories"]


def _check(result):
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(
        result.exception
    )
    assert "Traceback" not in result.output
    if result.exit_code not in (0,):
        # With "--json" among the words (the fuzzer draws it), the error is a JSON object.
        assert (
            "Error" in result.output or "Usage" in result.output or '{"error": ' in result.output
        ), result.output


@pytest.mark.slow  # each example a CLI add through admission and the store
@settings(
    max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(text=texts, library=st.none() | texts)
def test_add_never_crashes(cli, text, library):
    before = _memories(cli)
    args = ["add", text] + (["--library", library] if library is not None else [])
    result = cli(*args)
    _check(result)
    if result.exit_code != 0:
        assert _memories(cli) == before


@settings(
    max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(query=texts, limit=st.integers(-5, 2000), tier=st.integers(-1, 5))
def test_search_never_crashes(cli, query, limit, tier):
    _check(cli("search", query, "--limit", str(limit), "--tier", str(tier), "--json"))


@settings(
    max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(key=texts, value=texts)
def test_config_set_never_crashes(cli, key, value):
    _check(cli("config", "set", key, value))
    _check(cli("stats"))  # whatever was accepted still loads


@settings(
    max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(name=texts)
def test_library_names_never_crash(cli, name):
    _check(cli("library", "create", name))
