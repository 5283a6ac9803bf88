"""The vault: values encrypted under a passphrase, bound to this home, names only for agents."""

from __future__ import annotations

import json
import os
import pty
import subprocess
import sys

import pytest
from click.testing import CliRunner

from mgimind.cli import main
from mgimind.cryptobox import Damaged, WrongPassphrase
from mgimind.errors import NotFound
from mgimind.vault import ForeignVault, Vault

PASS = "correct horse battery"
VALUE = "ghp_" + "Zq8Xw7Vu6Ts5Rq4Po3Nm2Lk1Ji0HgFeDcBa9Y"


def test_set_get_list_rm_roundtrip_and_file_is_private(tmp_path):
    v = Vault(tmp_path)
    assert v.names() == [] and v.set("deploy-key", VALUE, PASS) is True
    assert v.set("db.password", "x7Yq!pL2", PASS) is False
    assert v.get("deploy-key", PASS) == VALUE
    assert v.names() == ["db.password", "deploy-key"]
    raw = v.path.read_text()
    assert VALUE not in raw and "x7Yq" not in raw and "deploy-key" in raw  # names in clear
    assert oct(v.path.stat().st_mode & 0o777) == "0o600"
    v.remove("db.password", PASS)
    assert v.names() == ["deploy-key"]
    with pytest.raises(NotFound):
        v.get("db.password", PASS)
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_wrong_passphrase_corruption_and_foreign_home_are_clear_and_change_nothing(tmp_path):
    v = Vault(tmp_path / "a")
    (tmp_path / "a").mkdir()
    v.set("k", VALUE, PASS)
    before = v.path.read_bytes()
    with pytest.raises(WrongPassphrase, match="wrong vault passphrase"):
        v.get("k", "not the passphrase")
    with pytest.raises(WrongPassphrase):
        v.set("k2", "other-Value-1", "not the passphrase")
    with pytest.raises(WrongPassphrase):
        v.remove("k", "not the passphrase")
    assert v.path.read_bytes() == before

    # A vault copied from another home is refused by name, before any passphrase.
    (tmp_path / "b").mkdir()
    (tmp_path / "b" / "vault.json").write_bytes(before)
    other = Vault(tmp_path / "b")
    with pytest.raises(ForeignVault, match="another mgimind home"):
        other.get("k", PASS)
    with pytest.raises(ForeignVault):
        other.set("k", "new-Value-22", PASS)
    assert (tmp_path / "b" / "vault.json").read_bytes() == before
    # ... and forging its home id does not help: the id is in every entry's AAD and check.
    data = json.loads(before)
    data["home_id"] = (tmp_path / "b" / "home-id").read_text().strip()
    (tmp_path / "b" / "vault.json").write_text(json.dumps(data))
    with pytest.raises(WrongPassphrase):
        other.get("k", PASS)

    # A damaged file: cut short, or an entry's ciphertext flipped / moved to another name.
    v.path.write_bytes(before[: len(before) // 2])
    with pytest.raises(Damaged, match="damaged"):
        v.names()
    with pytest.raises(Damaged):
        v.set("k3", "another-Value-3", PASS)
    assert v.path.read_bytes() == before[: len(before) // 2]  # nothing overwritten
    data = json.loads(before)
    data["entries"]["moved"] = data["entries"]["k"]
    v.path.write_text(json.dumps(data))
    with pytest.raises(Damaged, match="moved"):
        v.get("moved", PASS)
    assert v.get("k", PASS) == VALUE


def _cli(*args, input=None, env=None):
    return CliRunner().invoke(
        main, ["vault", *args], input=input, env={"MGIMIND_VAULT_PASSPHRASE": PASS, **(env or {})}
    )


def test_cli_set_from_stdin_list_names_and_get_refuses_without_a_terminal(isolated_home):
    assert _cli("set", "deploy-key", input=VALUE + "\n").exit_code == 0
    listed = _cli("list", "--json")
    assert json.loads(listed.output) == ["deploy-key"] and VALUE not in listed.output
    got = _cli("get", "deploy-key")  # CliRunner's stdout is not a terminal
    assert got.exit_code == 1 and "interactive terminal" in got.output
    assert VALUE not in got.output
    assert Vault(isolated_home).get("deploy-key", PASS) == VALUE  # stdin's newline dropped
    no_pass = CliRunner().invoke(
        main, ["vault", "rm", "deploy-key"], env={"MGIMIND_VAULT_PASSPHRASE": ""}
    )
    assert no_pass.exit_code == 1 and "passphrase" in no_pass.output
    pfile = isolated_home.parent / "pass.txt"
    pfile.write_text(PASS + "\n")
    rm = CliRunner().invoke(
        main,
        ["vault", "rm", "deploy-key", "--passphrase-file", str(pfile)],
        env={"MGIMIND_VAULT_PASSPHRASE": ""},
    )
    assert rm.exit_code == 0 and Vault(isolated_home).names() == []


def test_cli_get_prints_on_a_real_terminal(isolated_home):
    Vault(isolated_home).set("deploy-key", VALUE, PASS)
    leader, follower = pty.openpty()
    env = dict(os.environ, MGIMIND_HOME=str(isolated_home), MGIMIND_VAULT_PASSPHRASE=PASS)
    proc = subprocess.run(
        [
            sys.executable,
            "-c",
            "from mgimind.cli import main; main()",
            "vault",
            "get",
            "deploy-key",
        ],
        stdout=follower,
        stderr=subprocess.PIPE,
        env=env,
        timeout=60,
    )
    os.close(follower)
    try:
        out = os.read(leader, 4096).decode()
    except OSError:  # EIO: the terminal is closed and held nothing
        out = ""
    os.close(leader)
    assert proc.returncode == 0, proc.stderr.decode()
    assert VALUE in out


def test_no_agent_surface_reads_the_vault():
    """No MCP tool, HTTP route, daemon method or host tool pack imports the vault."""
    import pathlib
    import re

    root = pathlib.Path(__file__).resolve().parents[1]
    # An import of the vault module, in any spelling (refusal messages that merely offer
    # `mgimind vault set` to a person are fine anywhere).
    imports = re.compile(
        r"^\s*(from\s+[.\w]*vault(_cmd)?\s+import|import\s+[.\w]*vault\b|"
        r"from\s+[.\w]+\s+import\s+[^\n]*\bvault(_cmd)?\b)",
        re.M,
    )
    readers = [
        p
        for p in (root / "mgimind").rglob("*.py")
        if imports.search(p.read_text()) and p.name not in ("vault.py", "vault_cmd.py")
    ]
    readers += [p for p in (root / "hosts").rglob("*.py") if imports.search(p.read_text())]
    hooks = [p for p in (root / "hooks").rglob("*.py") if imports.search(p.read_text())]
    # Only the CLI registers the vault commands (they run in the CLI's own process).
    allowed = {"cli/__init__.py"}
    assert any(imports.search(p.read_text()) for p in (root / "mgimind" / "cli").glob("*.py"))
    names = [
        str(p.relative_to(root / "mgimind")) if p.is_relative_to(root / "mgimind") else p.name
        for p in readers + hooks
    ]
    assert [n for n in names if n not in allowed] == []
