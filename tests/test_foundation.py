"""Config, plugins, chunking, audit chain, packaging."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from mgimind.config import Config, load_config, save_config, set_value
from mgimind.errors import InvalidInput, MgimindError
from mgimind.store.audit import AuditLog
from mgimind.text.chunking import chunk_text, reassemble


def test_config_roundtrip_and_validation(isolated_home):
    config = set_value(Config(), "chunking.size", "800")
    save_config(config, isolated_home)
    assert load_config(isolated_home).chunking.size == 800
    with pytest.raises(InvalidInput):
        set_value(Config(), "chunking.size", "10")  # below the minimum
    (isolated_home / "config.toml").write_text("[chunking]\nsize = 'big'\n")
    with pytest.raises(MgimindError, match="chunking.size"):
        load_config(isolated_home)


@pytest.mark.parametrize("length", [10, 499, 501, 2000, 10_000])
def test_chunks_cover_text_with_overlap(length):
    text = " ".join(f"w{i}" for i in range(length))[:length]
    chunks = chunk_text(text, 500, 75)
    assert all(len(c.text) <= 500 for c in chunks)
    assert reassemble(chunks) == text
    for a, b in zip(chunks, chunks[1:], strict=False):
        assert b.start < a.end  # overlapping windows


def test_audit_chain_detects_edit_delete_reorder(tmp_path):
    log = AuditLog(tmp_path / "audit.log")
    for i in range(5):
        log.append("memory.add", "tester", id=str(i))
    assert log.verify().ok
    lines = log.path.read_text().splitlines()

    def check(mutated, expect_line):
        log.path.write_text("\n".join(mutated) + "\n")
        result = log.verify()
        assert not result.ok and result.first_bad_line == expect_line
        log.path.write_text("\n".join(lines) + "\n")
        assert log.verify().ok

    edited = json.loads(lines[1])
    edited["actor"] = "mallory"
    # Each line carries its own hash, so an edit is named at the edited line itself.
    check([lines[0], json.dumps(edited, sort_keys=True)] + lines[2:], 2)
    check(lines[:2] + lines[3:], 3)
    check([lines[0], lines[2], lines[1]] + lines[3:], 2)
    check(lines[:-1], 4)


def test_plugin_hooks_register_and_unregister():
    from mgimind.plugins import load_plugins
    from mgimind.pluginspecs import hookimpl

    pm = load_plugins()

    class Plugin:
        __name__ = "inline"

        @hookimpl
        def register_hosts(self, register):
            register("test-host", object())

    pm.register(Plugin(), name="inline")
    try:
        seen = []
        pm.hook.register_hosts(register=lambda name, installer: seen.append(name))
        assert "test-host" in seen
    finally:
        pm.unregister(name="inline")
    pm.check_pending()


def test_no_top_level_hooks_or_hosts_package(tmp_path):
    # Run outside the checkout so only the installed distribution is importable.
    probe = (
        "import importlib.util as u; print(u.find_spec('hooks') is None, "
        "u.find_spec('hosts') is None, u.find_spec('mgimind.hooks') is not None, "
        "u.find_spec('mgimind.hosts.claude_code') is not None)"
    )
    out = subprocess.run(
        [sys.executable, "-c", probe], cwd=tmp_path, capture_output=True, text=True, check=True
    ).stdout.split()
    assert out == ["True", "True", "True", "True"]


def test_secret_refused_before_anything_is_written(mind):
    from mgimind.errors import SecretRefused

    key = "sk-ant-" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4"
    with pytest.raises(SecretRefused):
        mind.memories.add(f"the key is {key}")
    assert mind.memories.count() == 0
    assert key not in mind.audit.path.read_text() if mind.audit.path.exists() else True
