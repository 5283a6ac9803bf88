"""Every test gets its own MGIMIND_HOME; the real embedding model loads once per run."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import store_seed
from hypothesis import settings

from mgimind.config import Config, EmbeddingConfig
from mgimind.encoders.embeddings import Embedder

BACKENDS = ("edge", "client")

# Property tests draw the same examples on every run, so CI cannot pass or fail by luck;
# HYPOTHESIS_PROFILE=explore draws fresh ones when hunting for new failures.
settings.register_profile("ci", derandomize=True, database=None)
settings.register_profile("explore")
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture(autouse=True)
def isolated_home(tmp_path, monkeypatch):
    home = tmp_path / "mgimind-home"
    monkeypatch.setenv("MGIMIND_HOME", str(home))
    monkeypatch.delenv("MGIMIND_DISABLED", raising=False)
    # No test spawns a daemon by accident (mgimind.open() would auto-start one); the
    # daemon tests turn auto-start back on explicitly.
    monkeypatch.setenv("MGIMIND_AUTOSTART", "0")
    # Nothing watches or edits the real ~/.claude; Claude Code tests set their own.
    monkeypatch.setenv("CLAUDE_CONFIG_DIR", str(tmp_path / "claude-config"))
    monkeypatch.setenv("CODEX_HOME", str(tmp_path / "codex-home"))
    # Nor the real ~/.gemini (Gemini CLI's home override; its tests set their own).
    monkeypatch.setenv("GEMINI_CLI_HOME", str(tmp_path / "gemini-home"))
    # Nor the real ~/.qwen and ~/.copilot (a test daemon's watcher reads Qwen Code's folder).
    monkeypatch.setenv("QWEN_HOME", str(tmp_path / "qwen-home"))
    monkeypatch.delenv("QWEN_RUNTIME_DIR", raising=False)
    monkeypatch.setenv("COPILOT_HOME", str(tmp_path / "copilot-home"))
    return home


@pytest.fixture(scope="session", autouse=True)
def shared_models(tmp_path_factory):
    """One model folder for every home of the run (MGIMIND_MODELS, inherited by the daemons
    and hooks tests start): the int8 graph is derived once, not once per home."""
    path = tmp_path_factory.mktemp("models")
    os.environ["MGIMIND_MODELS"] = str(path)
    store_seed.use_folder(tmp_path_factory.mktemp("edge-template"))
    yield path
    os.environ.pop("MGIMIND_MODELS", None)


@pytest.fixture(scope="session")
def embedder(shared_models):
    """The real offline all-MiniLM-L6-v2 (int8, queries in fp32), shared so the model loads
    once."""
    e = Embedder(EmbeddingConfig(), shared_models)
    e.embed_query("warm up")
    return e


def backend_config(kind: str, home) -> Config:
    """Embedded qdrant-edge, or qdrant-client's local mode standing in for a server."""
    config = Config()
    if kind == "client":
        config.store.url = f"local:{home / 'qdrant-local'}"
    return config


@pytest.fixture(params=BACKENDS)
def backend_kind(request):
    return request.param


@pytest.fixture(scope="session")
def empty_edge_store(shared_models):
    """An empty qdrant-edge shard with its payload indexes, made once: creating the ~24
    indexes costs ~2 s per new store (one WAL sync each), copying them ~0.1 s."""
    return store_seed.empty_store()


@pytest.fixture
def make_mind(isolated_home, embedder, backend_kind, empty_edge_store):
    """Open (or reopen) a Mind on the test's home with the parametrized backend."""
    from mgimind.engine.mind import Mind

    opened = []

    def factory(**kwargs):
        kwargs.setdefault("config", backend_config(backend_kind, isolated_home))
        if not kwargs["config"].store.url:
            store_seed.copy_into(isolated_home)  # what a fresh open would create
        mind = Mind(isolated_home, embedder=embedder, **kwargs)
        opened.append(mind)
        return mind

    yield factory
    for mind in opened:
        mind.close()


@pytest.fixture
def mind(make_mind):
    return make_mind()


@pytest.fixture
def run(embedder, monkeypatch):
    """Invoke the real `mgimind` CLI in-process (CliRunner); the commands reuse the
    session's loaded model instead of loading their own."""
    return cli_in_process(embedder, monkeypatch)


def cli_in_process(embedder, monkeypatch):
    """`run`'s invoker, for a fixture of any scope (give it a `pytest.MonkeyPatch` that
    lives as long): the home is `MGIMIND_HOME` at each call."""
    from click.testing import CliRunner

    import mgimind.encoders.embeddings as emb
    from mgimind.doors.cli import main

    model = embedder._load()
    monkeypatch.setattr(emb.Embedder, "_load", lambda self: model)
    runner = CliRunner()

    def invoke(*args, input=None):
        if args[:1] != ("config",):  # a model set next would want another store
            store_seed.seed(Path(os.environ["MGIMIND_HOME"]))
        return runner.invoke(main, list(args), input=input, catch_exceptions=False)

    return invoke
