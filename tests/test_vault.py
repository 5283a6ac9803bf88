"""The vault: values encrypted under a passphrase, bound to this home, names only for agents."""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys

import pytest
from click.testing import CliRunner

from mgimind.doors.cli import main
from mgimind.errors import NotFound
from mgimind.security.cryptobox import Damaged, WrongPassphrase
from mgimind.security.vault import ForeignVault, Vault, home_id
from tests.security_helpers import MGIMIND, measured, on_terminal

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

    # A vault copied into another home (one with its own id) is refused by name, before
    # any passphrase. (A home with no id at all adopts it with the passphrase: see
    # test_a_lost_home_id_is_restored_with_the_passphrase.)
    (tmp_path / "b").mkdir()
    home_id(tmp_path / "b")
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
    return CliRunner().invoke(main, ["vault", *args], input=input, env=env)


def _env(home, **extra) -> dict:
    return {**os.environ, "MGIMIND_HOME": str(home), "MGIMIND_AUTOSTART": "0", **extra}


def test_cli_set_and_get_on_a_terminal_and_nowhere_else(isolated_home):
    """The passphrase is typed at the terminal: a person at one stores and reads a value;
    without a terminal nothing is stored, even with the old variable or a file."""
    pfile = isolated_home.parent / "pass.txt"
    pfile.write_text(PASS + "\n")
    env = {"MGIMIND_VAULT_PASSPHRASE": PASS}
    no_tty = _cli("set", "deploy-key", input=VALUE + "\n", env=env)
    assert no_tty.exit_code == 1 and "typed at a terminal" in no_tty.output
    from_file = _cli("set", "deploy-key", "--passphrase-file", str(pfile), input=VALUE + "\n")
    assert from_file.exit_code == 1 and "--passphrase-file is refused" in from_file.output
    assert str(pfile) not in from_file.output and not Vault(isolated_home).exists()

    env = _env(isolated_home)
    rc, out = on_terminal(
        ["vault", "set", "deploy-key"],
        env,
        [("New vault passphrase", PASS), ("Repeat", PASS), ("Value for deploy-key", VALUE)],
    )
    assert rc == 0 and "Created the vault and stored" in out, out
    assert PASS not in out and VALUE not in out  # neither is echoed
    assert Vault(isolated_home).get("deploy-key", PASS) == VALUE
    listed = _cli("list", "--json")
    assert json.loads(listed.output) == ["deploy-key"] and VALUE not in listed.output
    got = _cli("get", "deploy-key")  # CliRunner's stdout is not a terminal
    assert got.exit_code == 1 and "interactive terminal" in got.output
    assert VALUE not in got.output

    rc, out = on_terminal(["vault", "get", "deploy-key"], env, [("Vault passphrase", "wrong one")])
    assert rc == 1 and "wrong vault passphrase" in out and VALUE not in out
    rc, out = on_terminal(["vault", "get", "deploy-key"], env, [("Vault passphrase", PASS)])
    assert rc == 0 and VALUE in out, out
    rc, out = on_terminal(["vault", "rm", "deploy-key"], env, [("Vault passphrase", PASS)])
    assert rc == 0 and Vault(isolated_home).names() == []


def test_an_agent_with_a_pseudo_terminal_and_the_passphrase_file_gets_nothing(isolated_home):
    """`script` gives an agent a terminal; the passphrase in a file or in the environment
    no longer opens the vault. Positive control: typed at the prompt of a terminal, with
    the same environment, the same command prints the value (what only someone who knows
    the passphrase can do)."""
    Vault(isolated_home).set("deploy-key", VALUE, PASS)
    pfile = isolated_home.parent / "pass.txt"
    pfile.write_text(PASS + "\n")
    env = _env(isolated_home, MGIMIND_VAULT_PASSPHRASE=PASS)
    cmd = f"{MGIMIND} vault get deploy-key"

    def script(command: str, stdin: str = "") -> str:
        done = subprocess.run(
            ["bash", "-c", f"timeout 60 script -qec {shlex.quote(command)} /dev/null | cat"],
            input=stdin,
            capture_output=True,
            text=True,
            env=env,
            timeout=120,
        )
        return done.stdout + done.stderr

    with_file = script(f"{cmd} --passphrase-file {pfile}")
    assert "--passphrase-file is refused" in with_file and VALUE not in with_file
    assert str(pfile) not in with_file
    with_env = script(cmd, stdin="\x04")  # Ctrl-D, nothing typed: the variable is ignored
    assert f"{'MGIMIND_VAULT_PASSPHRASE'} is set and ignored" in with_env
    assert "no passphrase was typed" in with_env and VALUE not in with_env
    # (Typed ahead into script's stdin it is flushed: getpass discards pending input.)
    rc, typed = on_terminal(["vault", "get", "deploy-key"], env, [("Vault passphrase", PASS)])
    assert rc == 0 and VALUE in typed, typed


def test_forged_key_cost_in_the_vault_is_refused_before_any_work(isolated_home, tmp_path):
    """n=2^20, r=64, p=16 once cost 8.4 GB: refused from the file alone, fast and small.
    Positive control: the genuine vault opens in the same measured process."""
    Vault(isolated_home).set("k", VALUE, PASS)
    genuine = json.loads((isolated_home / "vault.json").read_text())
    code = (
        "import sys; from mgimind.security.vault import Vault\n"
        "try: print(Vault(sys.argv[1]).get('k', sys.argv[2]))\n"
        "except Exception as e: print(type(e).__name__, e)"
    )
    opened = python_measured_args(code, isolated_home, PASS)
    assert VALUE in opened["out"], opened
    for forged in ({"n": 1 << 20, "r": 64, "p": 16}, {"n": 1 << 16}, {"r": 9}, {"p": True}):
        (isolated_home / "vault.json").write_text(json.dumps({**genuine, **forged}))
        refused = python_measured_args(code, isolated_home, PASS)
        assert "Damaged" in refused["out"] and "never writes" in refused["out"], refused
        assert VALUE not in refused["out"]
        assert refused["rss_mb"] < 300 and refused["seconds"] < 30, refused
        # nothing was derived: it stays below the genuine open, which derives 32 MiB
        assert refused["rss_mb"] < opened["rss_mb"], (refused, opened)
    rc, out = on_terminal(["vault", "get", "k"], _env(isolated_home))
    assert rc == 1 and "never writes" in out and "passphrase:" not in out  # never asked


def python_measured_args(code: str, *args) -> dict:
    return measured([sys.executable, "-c", code, *map(str, args)])


def test_a_lost_home_id_is_restored_with_the_passphrase(isolated_home, tmp_path):
    v = Vault(isolated_home)
    v.set("k", VALUE, PASS)
    original = (isolated_home / "home-id").read_text()
    (isolated_home / "home-id").unlink()
    assert Vault(isolated_home).names() == ["k"]  # names need no passphrase
    assert not (isolated_home / "home-id").exists()
    with pytest.raises(WrongPassphrase):
        Vault(isolated_home).get("k", "not the passphrase")
    assert not (isolated_home / "home-id").exists()  # a wrong passphrase re-binds nothing
    again = Vault(isolated_home)
    assert again.get("k", PASS) == VALUE and again.rebound
    assert (isolated_home / "home-id").read_text() == original

    # A replaced id: the message says how to recover, and following it works.
    (isolated_home / "home-id").write_text("f" * 32 + "\n")
    with pytest.raises(ForeignVault) as e:
        Vault(isolated_home).get("k", PASS)
    assert "delete that file" in e.value.fix and str(isolated_home / "home-id") in e.value.fix
    (isolated_home / "home-id").unlink()
    rc, out = on_terminal(["vault", "get", "k"], _env(isolated_home), [("passphrase", PASS)])
    assert rc == 0 and VALUE in out and "was restored" in out, out
    assert (isolated_home / "home-id").read_text() == original


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
    allowed = {"doors/cli/__init__.py"}
    assert any(
        imports.search(p.read_text()) for p in (root / "mgimind" / "doors" / "cli").glob("*.py")
    )
    names = [
        str(p.relative_to(root / "mgimind")) if p.is_relative_to(root / "mgimind") else p.name
        for p in readers + hooks
    ]
    assert [n for n in names if n not in allowed] == []
