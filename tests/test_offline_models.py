"""The dense models that install offline from PyPI: each loads without a hub and retrieves."""

import hashlib

import numpy as np
import pytest

from mgimind.config import Config, EmbeddingConfig
from mgimind.config.calibration import calibrated_cosines
from mgimind.doors.cli.doctor import run_checks
from mgimind.encoders.embeddings import Embedder
from mgimind.encoders.offline_models import (
    BGE_SMALL,
    INT8_RECIPE,
    MINILM,
    MINILM_INT8,
    OFFLINE_MODELS,
    ModelFile,
    OfflineModel,
)
from mgimind.encoders.sparse import IDENTITY as SPARSE_IDENTITY
from mgimind.engine.mind import Mind
from mgimind.errors import MgimindError

PASSAGES = [
    "user: my sister's wedding is in Lisbon next spring, I'm the maid of honour",
    "user: the espresso machine keeps leaking water from the group head",
    "user: I switched my laptop to Fedora after Windows kept crashing",
]


@pytest.fixture(scope="module", params=sorted(OFFLINE_MODELS))
def offline_embedder(request, tmp_path_factory):
    return Embedder(EmbeddingConfig(model=request.param), tmp_path_factory.mktemp("models"))


def test_each_offline_model_ranks_the_matching_passage_first(offline_embedder):
    docs = np.stack(offline_embedder.embed(PASSAGES))
    for query, expected in [
        ("Where is the family wedding going to be?", 0),
        ("How do I fix my coffee maker dripping?", 1),
        ("Which operating system do I run now?", 2),
    ]:
        scores = docs @ offline_embedder.embed_query(query)
        # The matching passage wins and each other one scores lower.
        assert int(np.argmax(scores)) == expected, (query, scores)
        assert all(scores[i] < scores[expected] for i in range(3) if i != expected)
    assert offline_embedder.dim == OFFLINE_MODELS[offline_embedder.model_name].dim
    assert np.allclose(np.linalg.norm(docs, axis=1), 1.0, atol=1e-4)


def test_texts_embedded_together_match_each_embedded_alone(tmp_path):
    # Many batches run side by side: every vector still lands at its own text's position.
    texts = [f"note {i}: " + "the quarterly report is due " * (i % 7 + 1) for i in range(40)]
    together = Embedder(EmbeddingConfig(model=MINILM.name, threads=2), tmp_path).embed(texts)
    alone = Embedder(EmbeddingConfig(model=MINILM.name, threads=2), tmp_path)
    for text, vector in zip(texts, together, strict=True):
        assert float(vector @ alone.embed([text])[0]) > 0.9999


def test_only_an_asymmetric_model_embeds_a_query_differently_from_a_passage(tmp_path):
    text = "Which operating system do I run now?"
    bge = Embedder(EmbeddingConfig(model=BGE_SMALL.name), tmp_path)
    minilm = Embedder(EmbeddingConfig(model=MINILM.name), tmp_path)
    assert float(bge.embed_query(text) @ bge.embed([text])[0]) < 0.99
    assert float(minilm.embed_query(text) @ minilm.embed([text])[0]) > 0.9999


def test_minilm_int8_is_derived_once_and_stays_close_to_fp32(tmp_path):
    graph = MINILM_INT8.directory(tmp_path) / "model.onnx"
    derived_at = graph.stat().st_mtime_ns
    MINILM_INT8.directory(tmp_path)
    assert graph.stat().st_mtime_ns == derived_at  # reused, not derived again
    assert not graph.is_symlink() and graph.stat().st_size < 30_000_000
    # A graph an earlier recipe derived (its stamp names the source only) is derived again.
    stamp = graph.with_name("model.onnx.source-sha256")
    stamp.write_text(stamp.read_text().split()[0])
    MINILM_INT8.directory(tmp_path)
    assert graph.stat().st_mtime_ns != derived_at and INT8_RECIPE in stamp.read_text()

    int8 = Embedder(EmbeddingConfig(model=MINILM_INT8.name), tmp_path)
    fp32 = Embedder(EmbeddingConfig(model=MINILM.name), tmp_path)
    cosines = [
        float(a @ b) for a, b in zip(int8.embed(PASSAGES), fp32.embed(PASSAGES), strict=True)
    ]
    # The same model, requantized: close to the fp32 vectors, yet not a copy of them, and
    # cached under its own key so the two kinds of vector never mix.
    assert all(0.99 < c < 0.99999 for c in cosines), cosines
    assert int8.cache_key(PASSAGES[0]) != fp32.cache_key(PASSAGES[0])


def test_minilm_fp32_runs_its_graph_rebuilt_and_gets_the_shipped_graphs_vectors(tmp_path):
    # fp32 MiniLM runs its weights laid out again in fused operators (quantize_int8's
    # layout, unquantized): the same model, so a wrong head split or mask would show here.
    from mgimind.encoders.embeddings import OnnxEncoder

    embedder = Embedder(EmbeddingConfig(model=MINILM.name, threads=1), tmp_path / "models")
    texts = PASSAGES + ["short", " ".join(PASSAGES) * 2]  # padded batches, a long text
    vectors = embedder.embed(texts)
    shipped = MINILM.directory(tmp_path / "models")
    reference = list(OnnxEncoder(shipped, 1).embed(texts))
    for a, b in zip(reference, vectors, strict=True):
        assert float(a @ b) > 0.99999
    # It ran the rebuilt graph (to the last bit), which is not written to disk.
    rebuilt = list(OnnxEncoder(shipped, 1, graph=MINILM.graph(shipped)).embed(texts))
    assert np.array_equal(np.stack(rebuilt), np.stack(vectors))
    assert sorted(p.name for p in shipped.iterdir()) == sorted(f.name for f in MINILM.files)


def test_without_onnx_minilm_fp32_runs_the_shipped_graph(tmp_path, monkeypatch):
    import importlib.util

    shipped = MINILM.directory(tmp_path)
    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *a: None if name == "onnx" else real(name, *a)
    )
    assert MINILM.graph(shipped) == shipped / "model.onnx"
    monkeypatch.undo()  # the positive control: with onnx present it is rebuilt
    assert isinstance(MINILM.graph(shipped), bytes)


def test_minilm_int8_vectors_do_not_depend_on_their_batch_mates(tmp_path):
    # One text per run: embedded among 40 others or alone, a text gets the same vector.
    texts = [f"note {i}: " + "the quarterly report is due " * (i % 7 + 1) for i in range(40)]
    together = Embedder(EmbeddingConfig(model=MINILM_INT8.name, threads=2), tmp_path).embed(texts)
    alone = Embedder(EmbeddingConfig(model=MINILM_INT8.name, threads=2), tmp_path)
    for text, vector in zip(texts, together, strict=True):
        assert float(vector @ alone.embed([text])[0]) > 0.99999


def test_minilm_int8_embeds_queries_in_fp32(tmp_path):
    # Only the stored side of a similarity carries int8's error: a query's vector is the
    # fp32 model's, cached under the fp32 model's key.
    int8 = Embedder(EmbeddingConfig(model=MINILM_INT8.name), tmp_path)
    fp32 = Embedder(EmbeddingConfig(model=MINILM.name), tmp_path)
    for text in PASSAGES:
        query = int8.embed_query(text)
        assert float(query @ fp32.embed([text])[0]) > 0.99999
        assert 0.99 < float(query @ int8.embed([text])[0]) < 0.99999
    assert int8._queries.cache_key(PASSAGES[0]) == fp32.cache_key(PASSAGES[0])
    # A query is one short text: the shipped graph runs it (no rebuild to wait for at
    # load), to the last bit; fp32 MiniLM itself runs the rebuilt one.
    from mgimind.encoders.embeddings import OnnxEncoder

    shipped = MINILM.directory(tmp_path)
    text = "Which operating system do I run now?"
    (expected,) = OnnxEncoder(shipped, 1, batch=1).embed([text])
    assert np.array_equal(int8.embed_query(text), expected)
    (rebuilt,) = OnnxEncoder(shipped, 1, batch=1, graph=MINILM.graph(shipped)).embed([text])
    assert np.array_equal(fp32.embed_query(text), rebuilt)


def test_minilm_int8_without_onnx_names_the_install_command(tmp_path, monkeypatch):
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *a: None if name == "onnx" else real(name, *a)
    )
    with pytest.raises(MgimindError) as e:
        MINILM_INT8.directory(tmp_path)
    assert "onnx" in e.value.what and e.value.fix == MINILM_INT8.install
    assert not (tmp_path / "sentence-transformers--all-MiniLM-L6-v2@int8" / "model.onnx").exists()
    monkeypatch.undo()  # the positive control: with onnx present it derives
    assert (MINILM_INT8.directory(tmp_path) / "model.onnx").is_file()


def test_a_missing_model_package_names_the_install_command(tmp_path, isolated_home):
    absent = OfflineModel(
        name="example/absent",
        dim=8,
        pooling="mean",
        query_prefix="",
        files=(ModelFile("model.onnx", "mgimind_no_such_package", "m.onnx"),),
        install="pip install mgimind-no-such-package",
    )
    assert absent.missing_packages() == ["mgimind_no_such_package"]
    with pytest.raises(MgimindError) as e:
        absent.directory(tmp_path)
    assert "mgimind_no_such_package" in e.value.what
    assert e.value.fix == "pip install mgimind-no-such-package"
    # The installed default passes the same check the doctor runs.
    assert OFFLINE_MODELS[EmbeddingConfig().model].missing_packages() == []
    checks = {c.name: c for c in run_checks(isolated_home)}
    assert checks["model"].status == "ok", checks["model"]


def test_a_model_file_that_differs_from_its_pin_is_refused(tmp_path, monkeypatch):
    package = tmp_path / "site" / "mgimind_pinned_example"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "model.onnx").write_bytes(b"the pinned bytes")
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    pinned = hashlib.sha256(b"the pinned bytes").hexdigest()

    def model(digest):
        return OfflineModel(
            name="example/pinned",
            dim=8,
            pooling="mean",
            query_prefix="",
            files=(ModelFile("model.onnx", package.name, "model.onnx", digest),),
            install="pip install mgimind-pinned-example",
        )

    linked = model(pinned).directory(tmp_path / "models")
    assert (linked / "model.onnx").read_bytes() == b"the pinned bytes"
    (package / "model.onnx").write_bytes(b"tampered bytes")
    with pytest.raises(MgimindError, match="SHA-256 differs"):
        model(pinned).directory(tmp_path / "models")


def test_thresholds_follow_the_model_unless_config_sets_them():
    minilm, bge = Config(), Config(embedding=EmbeddingConfig(model=BGE_SMALL.name))
    assert minilm.cosines() == calibrated_cosines(MINILM.name)
    assert bge.cosines() == calibrated_cosines(BGE_SMALL.name) != minilm.cosines()
    bge.recall.floor = 0.4
    assert bge.cosines().recall_floor == 0.4
    assert bge.cosines().near_duplicate == calibrated_cosines(BGE_SMALL.name).near_duplicate


def test_recall_with_bge_small_stays_quiet_for_an_unrelated_prompt(isolated_home, tmp_path):
    # bge-small scores unrelated text near 0.5: MiniLM's floor (0.35) would recall anything.
    config = Config(embedding=EmbeddingConfig(model=BGE_SMALL.name))
    mind = Mind(
        isolated_home, config=config, embedder=Embedder(config.embedding, tmp_path / "models")
    )
    try:
        for text in PASSAGES:
            mind.memories.add(text)
        related = mind.recall("the espresso machine is leaking again, what did we find?")
        unrelated = mind.recall("how do I configure TLS certificates for the nginx proxy?")
    finally:
        mind.close()
    assert related.items and "espresso" in related.items[0].text
    assert unrelated.items == [] and unrelated.text == ""


def test_a_home_built_with_fp32_minilm_keeps_it_and_a_new_home_records_int8(tmp_path):
    import json

    from mgimind.config import DEFAULT_MODEL, load_config, save_config
    from mgimind.errors import ModelMismatch

    assert DEFAULT_MODEL == MINILM_INT8.name
    old_home, new_home = tmp_path / "old", tmp_path / "new"
    # A home from before int8 was the default: meta.json records fp32, config.toml names
    # no model (written here as an explicit config, then the file removed).
    built = Mind(old_home, config=Config(embedding=EmbeddingConfig(model=MINILM.name)))
    try:
        for text in PASSAGES:
            built.memories.add(text)
    finally:
        built.close()
    (old_home / "config.toml").write_text("[chunking]\nsize = 500\n")  # no model named
    meta = old_home / "store" / "meta.json"
    assert json.loads(meta.read_text())["embedded"]["model"] == MINILM.name

    for config in (None, Config()):  # read from config.toml, or passed in without a model
        mind = Mind(old_home, config=config)
        try:
            assert mind.embedder.model_name == MINILM.name
            assert mind.config.cosines() == calibrated_cosines(MINILM.name)
            hits = mind.memories.search("How do I fix my coffee maker dripping?", limit=1)
            assert hits and "espresso" in hits[0].text
        finally:
            mind.close()
    assert load_config(old_home).embedding.model == MINILM.name
    assert load_config(new_home).embedding.model == MINILM_INT8.name  # nothing recorded yet

    # Saving the config in force leaves the model out (it reads back the same); choosing the
    # new default writes it, since leaving it out would read back as fp32 here.
    save_config(load_config(old_home), old_home)
    assert "model" not in (old_home / "config.toml").read_text()
    # An explicit setting wins, and a real mismatch is still refused with its fix.
    save_config(Config(embedding=EmbeddingConfig(model=MINILM_INT8.name)), old_home)
    assert load_config(old_home).embedding.model == MINILM_INT8.name
    with pytest.raises(ModelMismatch) as e:
        Mind(old_home)
    assert "mgimind reindex" in e.value.fix
    assert json.loads(meta.read_text())["embedded"]["model"] == MINILM.name

    fresh = Mind(new_home)
    try:
        fresh.memories.add(PASSAGES[0])
        assert fresh.embedder.model_name == MINILM_INT8.name
    finally:
        fresh.close()
    recorded = json.loads((new_home / "store" / "meta.json").read_text())["embedded"]
    assert recorded == {"model": MINILM_INT8.name, "dim": 384, "sparse": SPARSE_IDENTITY}


def test_a_shared_model_folder_serves_every_home_unless_others_can_write_it(tmp_path, monkeypatch):
    from mgimind.errors import StoreUnavailable
    from mgimind.home import models_dir

    shared = tmp_path / "shared-models"
    monkeypatch.setenv("MGIMIND_MODELS", str(shared))
    assert models_dir(tmp_path / "a") == models_dir(tmp_path / "b") == shared
    assert shared.is_dir()
    shared.chmod(0o777)  # a graph another user put here would decide every vector
    with pytest.raises(StoreUnavailable) as e:
        models_dir(tmp_path / "a")
    assert "MGIMIND_MODELS" in e.value.what and e.value.fix == f"chmod 700 {shared}"
    monkeypatch.delenv("MGIMIND_MODELS")
    assert models_dir(tmp_path / "a") == tmp_path / "a" / "models"


def test_with_no_room_for_the_rebuild_fp32_minilm_runs_the_shipped_graph(tmp_path):
    # A full disk, for real: the process may write no file over 1 MB, so the 90 MB scratch
    # file of the rebuild fails. The model still loads and gives the same vectors.
    import subprocess
    import sys

    script = f"""
import resource, signal
from pathlib import Path
from mgimind.config import EmbeddingConfig
from mgimind.encoders.embeddings import Embedder
from mgimind.encoders.offline_models import MINILM
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
resource.setrlimit(resource.RLIMIT_FSIZE, (1 << 20, 1 << 20))
e = Embedder(EmbeddingConfig(model=MINILM.name), Path({str(tmp_path / "models")!r}))
print(" ".join(f"{{x:.6f}}" for x in e.embed([{PASSAGES[0]!r}])[0]))
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "runs its shipped graph: rebuilding it failed" in done.stderr
    vector = np.array([float(x) for x in done.stdout.split("\n")[0].split()])
    expected = Embedder(EmbeddingConfig(model=MINILM.name), tmp_path / "ok").embed(PASSAGES[:1])[0]
    assert float(vector @ expected) > 0.99999
    assert not list((tmp_path / "models").glob("*/tmp*"))  # no scratch left behind
