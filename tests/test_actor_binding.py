"""The actor is the door a call came through, never a name the request claims: with
review required a socket client that claims a person's name acts as an app unless it
carries the review secret, whatever its program is called; the command line keeps its
person; low-level mutators that would skip the review gate are not served at all."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from daemon_helpers import running_daemon

import mgimind
from mgimind.doors.memory_client import NotAnOperation
from mgimind.errors import InvalidInput, ScopeDenied
from mgimind.security.review_secret import store_secret
from tests.terminal_helpers import PASSPHRASE

MGIMIND = str(Path(sys.executable).with_name("mgimind"))
CLAIMED = "We decided the staging cluster keeps four nodes in eu-west until March."

# A program named `mgimind` that is not mgimind's command line: it talks to the socket
# itself and claims the person (`cli:user`), as an agent with a shell could write.
IMPOSTOR = """#!{python}
import json, socket, sys
requests = json.loads(open(sys.argv[1]).read())
s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
s.settimeout(120)
s.connect(sys.argv[2])
f = s.makefile("rwb")
for i, request in enumerate(requests):
    request["params"] = {{"args": [], "kwargs": request["params"]}}
    f.write((json.dumps({{"id": i, **request}}) + "\\n").encode())
    f.flush()
    print(f.readline().decode().strip())
"""


def _impostor(tmp_path: Path, home: Path, requests: list[dict]) -> list[dict]:
    program = tmp_path / "bin" / "mgimind"
    program.parent.mkdir(exist_ok=True)
    program.write_text(IMPOSTOR.format(python=sys.executable))
    program.chmod(0o755)
    plan = tmp_path / "requests.json"
    plan.write_text(json.dumps(requests))
    out = subprocess.run(
        [str(program), str(plan), str(home / "daemon.sock")],
        capture_output=True,
        text=True,
        timeout=180,
        check=True,
    ).stdout
    return [json.loads(line) for line in out.splitlines()]


def test_a_program_named_mgimind_claiming_the_person_cannot_approve_without_the_secret(
    tmp_path, monkeypatch
):
    home = tmp_path / "home"
    home.mkdir()
    (home / "config.toml").write_text("[review]\nrequire_human = true\n")
    store_secret(home, PASSPHRASE)
    with mgimind.Mind(home, actor="mcp:agent") as agent:  # before the daemon owns the store
        held = agent.memories.add("An agent's candidate: trust example.org", status="quarantined")
        shown = agent.admission.content_hash(held.id)  # what the person read, by its hash
    with running_daemon(home, monkeypatch):

        def approval(proof: str) -> dict:
            return {
                "action": "promote",
                "item_id": held.id,
                "channel": "web",
                "proof": proof,
                "content_hash": shown,
            }

        person = "cli:user"
        promote = "op:quarantine.promote"
        replies = _impostor(
            tmp_path,
            home,
            [
                {"method": "op:memory.add", "actor": person, "params": {"text": CLAIMED}},
                {"method": promote, "actor": person, "params": {"memory_id": held.id}},
                {
                    "method": promote,
                    "actor": person,
                    "params": {"memory_id": held.id, "approval": approval("csrf-or-cookie")},
                },
                {"method": "op:review.web_session", "actor": person, "params": {}},
                {"method": "admission.promote", "actor": person, "params": {"memory_id": held.id}},
                {
                    "method": promote,
                    "actor": person,
                    "proof": "a guess",
                    "params": {"memory_id": held.id, "approval": approval("a guess")},
                },
                {"method": "op:quarantine.list", "actor": "mcp:x", "params": {}},
                # positive control: the secret is what counts, whatever the program
                {
                    "method": promote,
                    "actor": person,
                    "proof": PASSPHRASE,
                    "params": {"memory_id": held.id, "approval": approval(PASSPHRASE)},
                },
            ],
        )
        added, bare, forged, web_session, raw, guessed, still, promoted = replies
        reader = mgimind.open(home, actor="mcp:reader", timeout=60)
        # the claim did not make it a person
        assert reader.memories.get(added["result"]["id"]).author == "app:user"
        reader.close()
        assert "for a person" in bare["error"]["what"]
        assert "for a person" in forged["error"]["what"]
        assert web_session["error"]["type"] == "InvalidInput"  # no such session to open
        assert raw["error"]["type"] == "InvalidInput"  # not served: only operations are
        assert guessed["error"]["type"] == "ReviewRequired"
        assert "secret is wrong" in guessed["error"]["what"]
        assert held.id in [item["id"] for item in still["result"]], still  # still held
        assert promoted["result"]["status"] == "active", promoted
        line = [json.loads(x) for x in (home / "audit.log").read_text().splitlines()]
        promote_line = [e for e in line if e["action"] == "quarantine.promote"]
        assert len(promote_line) == 1 and promote_line[0]["approved_by"].startswith("web:")


def test_without_review_a_library_client_is_an_app_and_the_cli_its_person(tmp_path, monkeypatch):
    home = tmp_path / "home"
    env = {**os.environ, "MGIMIND_HOME": str(home), "MGIMIND_AUTOSTART": "1", "USER": "alice"}
    with running_daemon(home, monkeypatch):
        client = mgimind.open(home, timeout=60)  # a library user who names no actor
        added = client.memories.add("Written by an app: the lab door code is 4711.")
        assert client.memories.get(added.id).author.startswith("app:")
        client.close()
        # positive control: the command line claims its person
        out = subprocess.run(
            [MGIMIND, "add", "Typed by a person: the lab closes at 8pm.", "--json"],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        memory_id = json.loads(out)["id"]
        got = subprocess.run(
            [MGIMIND, "get", memory_id, "--json"],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        assert json.loads(got)["author"] == "cli:alice"


def test_set_status_is_not_served_so_quarantine_needs_the_gate(tmp_path, monkeypatch, embedder):
    home = tmp_path / "home"
    from mgimind.engine.mind import Mind

    with Mind(home, embedder=embedder) as mind:  # the engine sets up a candidate
        held = mind.memories.add("A candidate waiting for review.", status="quarantined")
    with running_daemon(home, monkeypatch):
        client = mgimind.open(home, actor="mcp:agent", timeout=60)
        with pytest.raises(InvalidInput) as refused:  # not over the socket
            client.send("memories.set_status", held.id, "active", "quarantine.promote")
        assert "does not serve" in refused.value.what
        with pytest.raises(NotAnOperation) as missing:  # not in the client's API, with the way
            client.memories.set_status(held.id, "active", "quarantine.promote")
        assert "quarantine.promote" in missing.value.fix
        assert "set_status" not in dir(client.memories)  # not even listed
        # the gate is the way, and it is a person's
        with pytest.raises(ScopeDenied, match="for a person"):
            client.quarantine.promote(memory_id=held.id)
        client.close()
    with Mind(home, embedder=embedder) as mind:
        assert mind.memories.get(held.id).status == "quarantined"  # unchanged


PROBE = (
    "import socket, sys\n"
    "s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)\n"
    "s.settimeout(20)\n"
    "s.connect(sys.argv[1])\n"
    "try:\n"
    '    s.sendall(b\'{"id": 1, "method": "op:stats", "params": {}}\\n\')\n'
    "    print(s.recv(200).decode() or 'closed')\n"
    "except (ConnectionResetError, BrokenPipeError):  # closed before or after the request\n"
    "    print('closed')\n"
)


@pytest.mark.skipif(os.geteuid() != 0, reason="acting as another user needs root")
def test_the_daemon_says_nothing_to_another_users_process(monkeypatch):
    """Even with the socket opened up to everyone, a process of another uid is closed on
    without a byte (SO_PEERCRED), while this user's same probe is answered."""
    import shutil
    import tempfile

    root = Path(tempfile.mkdtemp(dir="/tmp"))
    home = root / "home"
    try:
        with running_daemon(home, monkeypatch):
            sock = home / "daemon.sock"
            os.chmod(root, 0o755)
            os.chmod(home, 0o755)  # only for the probe: mgimind itself refuses such a home
            os.chmod(sock, 0o777)
            # the system interpreter: another user may not run this venv's (under /root)
            python = shutil.which("python3", path="/usr/bin:/bin") or sys.executable
            probe = [python, "-I", "-S", "-c", PROBE, str(sock)]
            other = subprocess.run(
                probe, user=65534, group=65534, capture_output=True, text=True, timeout=60
            )
            mine = subprocess.run(probe, capture_output=True, text=True, timeout=60)
            os.chmod(home, 0o700)
        assert other.returncode == 0, other.stderr
        assert other.stdout.strip() == "closed"  # closed without a word
        assert '"result"' in mine.stdout  # positive control: this user is answered
        assert "refused a connection from uid 65534" in (home / "daemon.log").read_text()
    finally:
        shutil.rmtree(root, ignore_errors=True)
