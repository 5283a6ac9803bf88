"""`mgimind config set` refuses a value that could not run (a model this machine cannot load,
a folder that does not exist, a URL without a scheme or host) with the choices, and leaves
config.toml as it was; a value that can run is accepted and takes effect."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import store_seed
from click.testing import CliRunner

from mgimind.doors.cli import main

MGIMIND = os.path.join(os.path.dirname(sys.executable), "mgimind")


@pytest.fixture
def cli():
    runner = CliRunner()

    def invoke(*args):
        return runner.invoke(main, list(args), catch_exceptions=False)

    return invoke


def test_an_embedding_model_that_cannot_run_is_refused_with_the_choices(cli):
    refused = cli("config", "set", "embedding.model", "no-such-model")
    assert refused.exit_code == 1
    assert "'no-such-model' cannot run here" in refused.output
    # The choices name the models that can run, the default among them.
    assert "sentence-transformers/all-MiniLM-L6-v2@int8 (default)" in refused.output
    assert "BAAI/bge-small-en-v1.5" in refused.output
    assert "google/universal-sentence-encoder-multilingual-3" in refused.output
    unchanged = cli("config", "get", "embedding.model").output.strip()
    assert unchanged == "sentence-transformers/all-MiniLM-L6-v2@int8"
    # A name fastembed knows but whose files are not here cannot run either.
    absent = cli("config", "set", "embedding.model", "intfloat/multilingual-e5-large")
    assert absent.exit_code == 1 and "files are not on this machine" in absent.output
    # Positive control: a model installed here is accepted and is the one in force.
    assert cli("config", "set", "embedding.model", "BAAI/bge-small-en-v1.5").exit_code == 0
    assert cli("config", "get", "embedding.model").output.strip() == "BAAI/bge-small-en-v1.5"
    assert "calibrated for BAAI/bge-small-en-v1.5" in cli("config", "get", "recall.floor").output
    # "multilingual" names the multilingual model, recorded by its full name.
    assert cli("config", "set", "embedding.model", "multilingual").exit_code == 0
    chosen = cli("config", "get", "embedding.model").output.strip()
    assert chosen == "google/universal-sentence-encoder-multilingual-3"


def test_a_refused_model_leaves_every_command_working(tmp_path):
    """The issue's path: the refused model never reaches config.toml, so the next command
    (which starts the daemon in ordinary use) still runs."""
    env = {**os.environ, "MGIMIND_HOME": str(tmp_path / "home"), "MGIMIND_AUTOSTART": "0"}
    store_seed.seed(tmp_path / "home")  # the empty store the first open would create

    def mgimind(*args):
        return subprocess.run(
            [MGIMIND, *args], env=env, capture_output=True, text=True, timeout=300
        )

    refused = mgimind("config", "set", "embedding.model", "no-such-model")
    assert refused.returncode == 1 and "fix: choose one of" in refused.stderr
    added = mgimind("add", "The backup window opens at 02:00 on weekdays.")
    assert added.returncode == 0, added.stderr
    assert "02:00" in mgimind("search", "backup window").stdout


def test_a_reranker_must_be_a_cross_encoder_with_its_files_here(cli):
    unknown = cli("config", "set", "rerank.model", "multilingual")
    assert unknown.exit_code == 1
    assert "Xenova/ms-marco-MiniLM-L-6-v2" in unknown.output  # the choices
    no_files = cli("config", "set", "rerank.model", "Xenova/ms-marco-MiniLM-L-6-v2")
    assert no_files.exit_code == 1 and "rerank.model_path" in no_files.output
    assert cli("config", "get", "rerank.model").output.strip() == "unset"
    # Positive control: unsetting it (no reranker) is always possible.
    assert cli("config", "set", "rerank.model", "none").exit_code == 0


def test_a_model_folder_must_exist_and_is_kept_absolute(cli, tmp_path, monkeypatch):
    missing = cli("config", "set", "embedding.model_path", str(tmp_path / "nowhere"))
    assert missing.exit_code == 1 and "does not exist" in missing.output
    a_file = tmp_path / "model.onnx"
    a_file.write_text("")
    not_dir = cli("config", "set", "rerank.model_path", str(a_file))
    assert not_dir.exit_code == 1 and "not a folder" in not_dir.output
    assert cli("config", "get", "rerank.model_path").output.strip() == "unset"
    # Positive control: an existing folder, given relative to where the user stands.
    (tmp_path / "models" / "xenova").mkdir(parents=True)
    monkeypatch.chdir(tmp_path / "models")
    assert cli("config", "set", "rerank.model_path", "xenova").exit_code == 0
    kept = cli("config", "get", "rerank.model_path").output.strip()
    assert Path(kept) == (tmp_path / "models" / "xenova").resolve()


@pytest.mark.parametrize(
    "bad",
    ["localhost:6333", "ftp://qdrant.internal", "http://", "qdrant.internal", "http://[::1:6333"],
)
def test_a_store_url_must_have_a_scheme_and_a_host(cli, bad):
    refused = cli("config", "set", "store.url", bad)
    assert refused.exit_code == 1 and "not a URL mgimind can reach" in refused.output
    assert cli("config", "get", "store.url").output.strip() == "unset"
    assert cli("config", "set", "store.url", "http://127.0.0.1:6333").exit_code == 0
    assert cli("config", "get", "store.url").output.strip() == "http://127.0.0.1:6333"
