"""The scanner's judgement (value, not the word "password"), redaction, and
`doctor --secrets` on credentials stored before the scanner caught them."""

from __future__ import annotations

import json

import pytest
from file_bytes import all_bytes

from mgimind.security.secrets import find_secret, is_placeholder, looks_random, redact_secrets, scan


@pytest.mark.parametrize(
    "value",
    [
        "changeme",
        "<PASSWORD>",
        "${DB_PASSWORD}",
        "your-api-key-here",
        "secret123",
        "mysecretpassword",
        "P@ssw0rd",
        "********",
        "xxxxxxxxxxxx",
        "{{ secrets.TOKEN }}",
    ],
)
def test_placeholders_and_demo_values_are_not_credentials(value):
    assert not looks_random(value)
    assert scan(f'password = "{value}"') == []
    assert scan(f"DB_PASSWORD={value}") == []
    # Positive control: the same lines holding a random-looking value are caught.
    live = "Tq8zL2mWx9Kd"
    assert looks_random(live)
    assert [f.kind for f in scan(f'password = "{live}"')] == ["password"]
    assert [f.kind for f in scan(f"DB_PASSWORD={live}")] == ["password"]


@pytest.mark.parametrize("value", ["Xk9#mQ2vLp8!wZ", "hunter22x9Q", "f8a7d6c5b4e3f2a1b0c9d8e7"])
def test_random_looking_values_are(value):
    assert looks_random(value)
    assert [f.kind for f in scan(f"DB_PASSWORD={value}")] == ["password"]


def test_code_that_reads_a_secret_is_not_a_secret():
    # Each line that reads a secret beside the same assignment holding one (the control:
    # the scanner does look at these names).
    for reads, holds, kind in (
        ('api_key = os.environ["OPENAI_API_KEY"]', 'api_key = "Tq8zL2mWx9Kd83hGfa"', "api-key"),
        ("password = request.form['pw']", "password = 'Xk9#mQ2vLp8!wZ'", "password"),
        ("token = get_token(user)", "token = 'f8a7d6c5b4e3f2a1b0c9d8e7'", "token"),
        ("accessToken: req.body.accessToken", "accessToken: Tq8zL2mWx9Kd83hGfa", "token"),
        ("if password == 'Xk9#mQ2vLp8!wZ':", "password = 'Xk9#mQ2vLp8!wZ'", "password"),
        ("user.password = hashed_value", "user.password = 'Xk9#mQ2vLp8!wZ'", "password"),
    ):
        assert scan(reads) == [], reads
        assert [f.kind for f in scan(holds)] == [kind], holds


def test_redaction_keeps_the_rest_and_is_stable():
    key = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"
    text = f"push with {key} then\nDB_PASSWORD=Xk9#mQ2vLp8!wZ\nand tell ops"
    out = redact_secrets(text)
    assert out == (
        "push with [secret: github-token] then\nDB_PASSWORD=[secret: password]\nand tell ops"
    )
    assert redact_secrets(out) == out and find_secret(out) is None
    assert is_placeholder("[secret: password]")


@pytest.mark.parametrize("backend_kind", ["edge"], indirect=True)
def test_doctor_finds_and_purges_what_was_stored_before(make_mind, run, monkeypatch, isolated_home):
    import mgimind.memory.memories

    key = "sk_live_" + "Q7x2M4n8P6r3T5v9W1y0Z8a6"
    mind = make_mind()
    with monkeypatch.context() as m:  # what an older mgimind let through
        m.setattr(mgimind.memory.memories, "refuse_secrets", lambda text: None)
        old = mind.memories.add(f"billing uses {key} for the nightly charge run")
    kept = mind.memories.add("billing runs nightly at 02:00 UTC from the ops cron host")
    sessions = isolated_home / "sessions" / "all"
    sessions.mkdir(parents=True, exist_ok=True)
    (sessions / "s-old.json").write_text(json.dumps({"id": "s-old", "summary": f"used {key}"}))
    mind.close()

    found = run("doctor", "--secrets")
    assert found.exit_code == 1 and old.id in found.output and key not in found.output
    assert "sessions/all/s-old.json" in found.output and "stripe-key" in found.output
    assert run("doctor", "--secrets", "--purge").exit_code == 0
    again = run("doctor", "--secrets", "--json")
    assert json.loads(again.output)["found"] == []

    blob = all_bytes(isolated_home)  # every file's data (the store's sparse holes left out)
    assert key.encode() not in blob
    mind = make_mind()
    assert [
        p.payload["memory_id"] for p in mind.store.scroll(None) if p.payload.get("kind") == "memory"
    ] == [kept.id]  # the clean one is kept
    assert "[secret: stripe-key]" in (sessions / "s-old.json").read_text()


def test_agent_doors_refuse_a_credential_and_offer_the_vault(tmp_path, monkeypatch):
    """MCP memory_add (an explicit write, even though it is gated) refuses; nothing is stored."""
    import os
    import sys

    import anyio
    from daemon_helpers import running_daemon
    from mcp.client import Client
    from mcp.client.stdio import StdioServerParameters

    key = "glpat-" + "Zx9Qw8Er7Ty6Ui5Op4As"
    home = tmp_path / "mcp-home"
    with running_daemon(home, monkeypatch):
        params = StdioServerParameters(
            command=os.path.join(os.path.dirname(sys.executable), "mgimind"),
            args=["mcp"],
            env={"MGIMIND_HOME": str(home), "MGIMIND_AUTOSTART": "1"},
            cwd=str(tmp_path),
        )

        async def session():
            async with Client(params) as client:
                refused = await client.call_tool(
                    "memory_add", {"text": f"the deploy token is {key} for the runner"}
                )
                text = refused.content[0].text
                assert refused.is_error and "gitlab token" in text and "vault set" in text
                assert key not in text
                hits = await client.call_tool("memory_search", {"query": "deploy token runner"})
                assert key not in str(hits.content)

        anyio.run(session)
    blob = all_bytes(home)  # every file's data (the store's sparse holes left out)
    assert key.encode() not in blob
