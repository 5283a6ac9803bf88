"""An agent cannot retire or outvote what the person decided about a fact.

The person works at the real command line; the agent talks to the daemon's socket as
`mcp:agent` (any same-user process can, with any agent name and any session). A fact a
person asserted or confirmed stays current whatever agents send: an agent's
`fact.invalidate` of it is a proposal that waits for the person, an agent's contradicting
value is at most contested, and neither invented sessions nor invented agent names add
up to a majority over the person. Each test holds its positive controls: the person
retires their own fact, and between agents the duel and invalidation work as before.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from daemon_helpers import running_daemon

import mgimind
from mgimind import operations
from mgimind.security.review_secret import store_secret
from tests.terminal_helpers import PASSPHRASE

MGIMIND = str(Path(sys.executable).with_name("mgimind"))
ALICE, ATTACKER = "+1-555-0100 (Alice)", "+1-555-0199 (attacker)"
LIVE = ("believed", "contested")


def _cli_json(home: Path, *args: str):
    return json.loads(_cli(home, *args, "--json"))


def _cli(home: Path, *args: str) -> str:
    env = {**os.environ, "MGIMIND_HOME": str(home), "MGIMIND_AUTOSTART": "1"}
    done = subprocess.run(
        [MGIMIND, *args],
        cwd=home,
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
        stdin=subprocess.DEVNULL,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def _current(home: Path, subject: str) -> dict[str, str]:
    """object -> status of the current facts about `subject`, as the person queries them."""
    facts = _cli_json(home, "fact", "query", "--subject", subject)
    return {f["object"]: f["status"] for f in facts if f["status"] in LIVE}


def test_an_agents_invalidation_of_a_persons_fact_waits_for_the_person(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    with running_daemon(home, monkeypatch):
        pager = _cli_json(home, "fact", "add", "ledger", "on_call_pager", ALICE)["id"]
        _cli_json(home, "fact", "confirm", pager)
        _cli_json(home, "predicate", "register", "deploy_host", "--cardinality", "single")
        host = _cli_json(home, "fact", "add", "ledger", "deploy_host", "prod-1.internal")["id"]
        agent = mgimind.open(home, actor="mcp:agent", timeout=120)
        other = mgimind.open(home, actor="mcp:other", timeout=120)
        try:

            def call(client, name, **params):
                return operations.call(client, name, params)

            # The attack: invalidate the person's facts, then assert the agent's values.
            why = "rotated \u202egnp.exe"  # a bidi control must not act on the terminal
            proposed = call(agent, "fact.invalidate", fact_id=pager, reason=why)
            assert proposed.status == "believed"
            assert [p.by for p in proposed.invalidation_proposals] == ["mcp:agent"]
            assert call(agent, "fact.invalidate", fact_id=host).status == "believed"
            call(agent, "fact.add", subject="ledger", predicate="on_call_pager", object=ATTACKER)
            pushed = call(
                agent, "fact.add", subject="ledger", predicate="deploy_host", object="x.evil"
            )
            assert pushed.verdict == "contested"  # a challenger, never current over the person
            now = _current(home, "ledger")
            assert now[ALICE] == "believed" and now["prod-1.internal"] == "contested"
            waiting = {f["id"] for f in _cli_json(home, "fact", "contested")}
            assert {pager, host, pushed.id} <= waiting  # the person sees what waits for them
            shown = _cli(home, "fact", "contested")
            assert "mcp:agent proposes to invalidate it (rotated [U+202E]gnp.exe)" in shown
            assert f"accept: mgimind fact invalidate {pager}" in shown

            # Positive controls: an agent retires its own fact and another agent's.
            own = call(agent, "fact.add", subject="ci", predicate="runner", object="r-7").id
            theirs = call(other, "fact.add", subject="ci", predicate="cache", object="c-2").id
            assert call(agent, "fact.invalidate", fact_id=own).status == "invalidated"
            assert call(agent, "fact.invalidate", fact_id=theirs).status == "invalidated"
            assert "r-7" not in _current(home, "ci") and "c-2" not in _current(home, "ci")
        finally:
            agent.close()
            other.close()

        # The person accepts the proposal: their own invalidation retires the fact.
        assert _cli_json(home, "fact", "invalidate", pager)["status"] == "invalidated"
        now = _current(home, "ledger")
        assert ALICE not in now and now["prod-1.internal"] == "contested"
        assert pager not in {f["id"] for f in _cli_json(home, "fact", "contested")}


def test_one_agent_under_invented_sessions_and_names_never_outvotes_a_person(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    with running_daemon(home, monkeypatch):
        _cli_json(home, "predicate", "register", "deploy_host", "--cardinality", "single")
        person = _cli_json(home, "fact", "add", "falcon", "deploy_host", "prod-1.internal")["id"]
        _cli_json(home, "predicate", "register", "lives_in", "--cardinality", "temporal-single")
        _cli_json(home, "fact", "add", "pat", "lives_in", "Berlin", "--valid-from", "2020-01-01")
        agents = [mgimind.open(home, actor=f"mcp:{n}", timeout=120) for n in ("a", "b", "c")]
        try:

            def add(client, subject, value, **more):
                params = {"subject": subject, "predicate": "deploy_host", "object": value}
                return operations.call(client, "fact.add", {**params, **more})

            first = add(agents[0], "falcon", "evil.example", session="s1")
            assert first.verdict == "contested"
            again = add(agents[0], "falcon", "evil.example", session="s2", source="wiki")
            assert again.verdict == "confirmed" and again.fact.confirmations == 1
            for client in agents[1:]:  # invented agent names add weight, never a person
                assert add(client, "falcon", "evil.example").verdict == "confirmed"
            now = _current(home, "falcon")
            assert now == {"prod-1.internal": "contested", "evil.example": "contested"}
            history = _cli_json(home, "fact", "get", person, "--history")
            assert all(v["retired_at"] is None for v in history)

            # Positive control: between agents the same votes decide, as before.
            add(agents[0], "kestrel", "old.internal")
            won = add(agents[1], "kestrel", "new.internal")
            assert won.verdict == "won" and _current(home, "kestrel") == {
                "new.internal": "believed"
            }

            # In world time: an agent's later start does not close the person's interval.
            def move(client, subject, city, start):
                params = {"subject": subject, "predicate": "lives_in", "object": city}
                return operations.call(client, "fact.add", {**params, "valid_from": start})

            moved = move(agents[0], "pat", "Munich", "2024-01-01")
            assert moved.verdict == "contested" and moved.closed == []
            assert _current(home, "pat") == {"Berlin": "contested", "Munich": "contested"}
            move(agents[0], "sam", "Oslo", "2020-01-01")  # control: an agent's own value
            succession = move(agents[1], "sam", "Rome", "2024-01-01")
            assert succession.verdict == "recorded" and len(succession.closed) == 1
            assert _current(home, "sam") == {"Rome": "believed"}
        finally:
            for client in agents:
                client.close()

        # The person decides the contest they were part of.
        decided = _cli_json(home, "fact", "confirm", person)
        assert decided["verdict"] == "won"
        assert _current(home, "falcon") == {"prod-1.internal": "believed"}


def test_with_review_required_only_the_secret_makes_an_invalidation_the_persons(
    tmp_path, monkeypatch
):
    home = tmp_path / "home"
    home.mkdir()
    (home / "config.toml").write_text("[review]\nrequire_human = true\n")
    store_secret(home, PASSPHRASE)
    with running_daemon(home, monkeypatch):
        person = mgimind.open(home, actor="cli:user", timeout=120)
        person.prove_person(PASSPHRASE)
        claimant = mgimind.open(home, actor="cli:user", timeout=120)  # no secret
        try:

            def call(client, name, **params):
                return operations.call(client, name, params)

            fid = call(person, "fact.add", subject="ledger", predicate="pager", object=ALICE).id
            mine = call(claimant, "fact.add", subject="ledger", predicate="owner", object="ops").id
            # Claiming the person without the secret is an agent: a proposal, not applied.
            held = call(claimant, "fact.invalidate", fact_id=fid)
            assert held.status == "believed"
            assert [p.by for p in held.invalidation_proposals] == ["app:user"]
            # The command line run without a terminal (as an agent runs it) says so.
            env = {**os.environ, "MGIMIND_HOME": str(home), "MGIMIND_AUTOSTART": "1"}
            done = subprocess.run(
                [MGIMIND, "fact", "invalidate", fid],
                env=env,
                capture_output=True,
                text=True,
                timeout=180,
                stdin=subprocess.DEVNULL,
            )
            assert done.returncode == 0 and "Proposed, not invalidated" in done.stdout
            assert call(person, "fact.get", fact_id=fid).status == "believed"
            # Positive controls: with the secret the person's invalidation applies; the
            # unproven caller still retires what it wrote itself.
            assert call(person, "fact.invalidate", fact_id=fid).status == "invalidated"
            assert call(claimant, "fact.invalidate", fact_id=mine).status == "invalidated"
        finally:
            person.close()
            claimant.close()


@pytest.fixture
def backend_kind():
    return "edge"


def test_the_review_page_shows_a_proposal_and_the_person_decides_it_with_the_secret(make_mind):
    from starlette.testclient import TestClient

    from mgimind.doors.review_page.app import create_app
    from mgimind.doors.review_page.auth import PageAuth

    mind = make_mind(actor="cli:alice")
    mind.config.review.require_human = True
    store_secret(mind.home, PASSPHRASE)
    mind.prove_person(PASSPHRASE)  # the page runs as the person who typed the secret
    agent = mind.as_identity("mcp:agent")
    pager = mind.facts.add("ledger", "on_call_pager", ALICE).id
    owner = mind.facts.add("ledger", "owner", "team-kappa").id
    for fid in (pager, owner):
        agent.facts.invalidate(fid, reason="rotated last week")
    auth = PageAuth(8766, address="127.9.8.6")
    base = "http://127.9.8.6:8766"
    client = TestClient(
        create_app(mind, auth), base_url=base, follow_redirects=False, headers={"origin": base}
    )
    assert client.get("/", params={"token": auth.token}).status_code == 200
    page = client.get("/facts").text
    assert "Proposed invalidations" in page and "mcp:agent" in page and "rotated last week" in page
    csrf = re.search(r'name="csrf" value="([^"]+)"', page).group(1)

    # The page's session alone (no secret, or a wrong one) retires nothing.
    for secret in ("", "an agent's guess"):
        post = {"fact_id": pager, "csrf": csrf, "secret": secret}
        assert client.post("/facts/invalidate", data=post).status_code == 303
        assert mind.facts.get(pager).status == "believed"
    # Positive controls: with the secret the person accepts one and keeps the other.
    post = {"fact_id": pager, "csrf": csrf, "secret": PASSPHRASE}
    client.post("/facts/invalidate", data=post)
    assert mind.facts.get(pager).status == "invalidated"
    client.post("/facts/confirm", data={"fact_id": owner, "csrf": csrf, "secret": PASSPHRASE})
    kept = mind.facts.get(owner)
    assert kept.status == "believed" and kept.invalidation_proposals == []
    assert "No proposals." in client.get("/facts").text


def test_an_http_token_cannot_retire_or_outvote_a_persons_fact(make_mind):
    from starlette.testclient import TestClient

    from mgimind.doors.http.app import create_app
    from mgimind.security.tokens import TokenStore

    mind = make_mind(actor="cli:alice")
    mind.facts.register_predicate("deploy_host", "single")
    person = mind.facts.add("falcon", "deploy_host", "prod-1.internal").id
    client = TestClient(create_app(mind, TokenStore(mind.home)))
    bots = [TokenStore(mind.home).create(name)[0] for name in ("ci-bot", "ci-bot-2")]

    def post(token: str, path: str, body: dict) -> dict:
        reply = client.post(path, json=body, headers={"Authorization": f"Bearer {token}"})
        assert reply.status_code == 200, reply.text
        return reply.json()["result"]

    proposed = post(bots[0], "/v1/facts/invalidate", {"fact_id": person})
    assert proposed["status"] == "believed"
    assert [p["by"] for p in proposed["invalidation_proposals"]] == ["token:ci-bot"]
    value = {"subject": "falcon", "predicate": "deploy_host", "object": "evil.example"}
    assert post(bots[0], "/v1/facts", {**value, "session": "s1"})["verdict"] == "contested"
    assert post(bots[0], "/v1/facts", {**value, "session": "s2"})["verdict"] == "confirmed"
    assert post(bots[1], "/v1/facts", value)["verdict"] == "confirmed"
    now = {f.object: f.status for f in mind.facts.query("falcon", "deploy_host")}
    assert now == {"prod-1.internal": "contested", "evil.example": "contested"}
    # Positive controls: a token retires a token's fact; the person retires their own.
    own = post(bots[1], "/v1/facts", {"subject": "ci", "predicate": "runner", "object": "r-7"})
    assert post(bots[0], "/v1/facts/invalidate", {"fact_id": own["id"]})["status"] == (
        "invalidated"
    )
    assert mind.facts.invalidate(person).status == "invalidated"


def test_a_value_an_agent_recorded_earlier_does_not_cut_a_persons_claim_short(make_mind):
    mind = make_mind(actor="cli:alice")
    mind.facts.register_predicate("lives_in", "temporal-single")
    agent = mind.as_identity("mcp:agent").facts
    other = mind.as_identity("mcp:other").facts

    def now(facts, subject, **when):
        return sorted(f.object for f in facts.query(subject, "lives_in", **when))

    agent.add("pat", "lives_in", "Munich", valid_from="2024-01-01")
    claim = mind.facts.add("pat", "lives_in", "Berlin", valid_from="2020-01-01")
    assert claim.verdict == "won" and claim.fact.valid_to is None
    assert now(mind.facts, "pat") == ["Berlin"]
    # Controls: a planned move an agent recorded still ends the person's value where it
    # starts, and between agents a later start ends an earlier claim as before.
    agent.add("sam", "lives_in", "Lisbon", valid_from="2099-01-01")
    oslo = mind.facts.add("sam", "lives_in", "Oslo", valid_from="2020-01-01")
    assert oslo.verdict == "recorded" and oslo.fact.valid_to.startswith("2099-01-01")
    assert now(mind.facts, "sam") == ["Oslo"]
    assert now(mind.facts, "sam", as_of="2100-01-01") == ["Lisbon"]
    agent.add("kim", "lives_in", "Rome", valid_from="2024-01-01")
    paris = other.add("kim", "lives_in", "Paris", valid_from="2020-01-01")
    assert paris.verdict == "recorded" and paris.fact.valid_to.startswith("2024-01-01")
    assert now(mind.facts, "kim") == ["Rome"]
