"""The HTTP door: bearer identities, library confinement on every route, quotas, spec."""

from __future__ import annotations

import json

import pytest
from starlette.testclient import TestClient

from mgimind.config import Config
from mgimind.doors.http.app import create_app
from mgimind.doors.http.routes import routes
from mgimind.security.tokens import TokenStore

CANARY = "zebracanary7781"


@pytest.fixture
def door(isolated_home, embedder):
    from mgimind.engine.mind import Mind

    config = Config()
    config.http.write_quota_per_minute = 1000
    mind = Mind(isolated_home, config=config, embedder=embedder)
    tokens = TokenStore(isolated_home)
    client = TestClient(create_app(mind, tokens))
    yield mind, tokens, client
    mind.close()


def _auth(token):
    return {"Authorization": f"Bearer {token}"}


def test_requests_without_a_valid_token_are_refused(door):
    _, tokens, client = door
    assert client.post("/v1/search", json={"query": "x"}).status_code == 401
    assert (
        client.post("/v1/search", json={"query": "x"}, headers=_auth("mgm_not-a-token")).status_code
        == 401
    )
    token, _ = tokens.create("bot")
    assert client.post("/v1/search", json={"query": "x"}, headers=_auth(token)).status_code == 200
    tokens.revoke("bot")
    assert client.post("/v1/search", json={"query": "x"}, headers=_auth(token)).status_code == 401


def test_token_identity_is_author_and_audit_actor(door):
    mind, tokens, client = door
    token, _ = tokens.create("scribe")
    added = client.post(
        "/v1/memories",
        json={"text": "The build cache lives in /var/cache/ci."},
        headers=_auth(token),
    ).json()["result"]
    assert mind.memories.get(added["id"]).author == "token:scribe"
    # An agent's add passes the admission gate: the store and its verdict are its acts.
    acts = {(e["action"], e["actor"]) for e in mind.audit.entries()}
    assert {("memory.add", "token:scribe"), ("ingest.verdict", "token:scribe")} <= acts


# Request bodies for every route, as the confined token would send them; `ids` are the
# token's own memory, fact and procedure.
def _bodies(ids):
    team = {"library": "team"}
    return {
        "memory.add": {"text": "The team standup moved to 9:30.", **team},
        "memory.ingest": {
            "text": "We decided the team uses trunk-based development "
            "with short-lived feature branches.",
            **team,
        },
        "memory.search": {"query": f"{CANARY} team notes"},
        "memory.get": {"memory_id": ids["memory"]},
        "memory.edit": {"memory_id": ids["memory"], "text": "The team notes say standups end."},
        "memory.archive": {"memory_id": ids["archived"]},
        "memory.delete": {"memory_id": ids["memory"]},
        "memory.browse": {"view": "history"},
        "memory.used": {"memory_ids": [ids["memory"]]},
        "web.save": {"url": "http://127.0.0.1:9/page", **team},
        "quarantine.list": {},
        "quarantine.propose": {"memory_id": ids["memory"]},
        "fact.add": {"subject": "team", "predicate": "uses", "object": "postgres", **team},
        "fact.query": {},
        "fact.search": {"query": f"{CANARY} team"},
        "fact.get": {"fact_id": ids["fact"], "history": True},
        "fact.contested": {},
        "fact.invalidate": {"fact_id": ids["fact"], "reason": "moved"},
        "fact.retest": {},
        "fact.retest_status": {},
        "predicate.list": {},
        "procedure.learn": {"error": "team build fails", "fix": "clear cache", **team},
        "procedure.recall": {"error": f"{CANARY} build fails"},
        "procedure.report": {"procedure_id": ids["procedure"], "outcome": "worked"},
        "procedure.show": {"procedure_id": ids["procedure"]},
        "skill.set": {"name": "release", "trigger": "cutting a release", "body": "tag", **team},
        "skill.show": {"name": "release"},
        "skill.list": {},
        "skill.match": {"task": f"{CANARY} release"},
        "recall": {"query": f"{CANARY} team notes"},
        "briefing": {},
        "session.start": {"project": "/srv/team-app", "agent": "teammate"},
        "session.end": {"session_id": "s-1", "summary": "done", "project": "/srv/team-app"},
        "session.last": {"project": "/srv/team-app", "agent": "teammate"},
        "pin.set": {"name": "rules", "text": "be brief", **team},
        "pin.get": {"name": "rules"},
        "pin.list": {},
        "pin.remove": {"name": "rules", **team},
        "library.list": {},
        "library.create": {"name": "team"},
        "stats": {},
        "store.integrity": {},
        "extractor.status": {},
    }


# What a confined token's request may be answered with besides 200: a candidate that is
# not in quarantine cannot be proposed; a session writes to its project's library, which
# is outside the token's.
REFUSALS = {
    "quarantine.propose": {422},
    "session.start": {403},
    "session.end": {403, 404},
    "web.save": {422},  # an agent may not fetch a loopback address
}


def test_scope_canary_never_leaks_to_a_confined_token(door):
    mind, tokens, client = door
    admin, _ = tokens.create("admin")
    mind.libraries.create("secret")
    mind.libraries.create("team")
    planted = client.post(
        "/v1/memories",
        headers=_auth(admin),
        json={
            "text": f"We decided the {CANARY} vault code is kept in the secret notes.",
            "library": "secret",
        },
    )
    assert planted.status_code == 200
    found = client.post("/v1/search", headers=_auth(admin), json={"query": CANARY})
    assert CANARY in found.text  # the unconfined token sees it: the canary is findable
    confined, _ = tokens.create("teammate", ["team"])

    def own(path, body):
        reply = client.post(path, headers=_auth(confined), json={**body, "library": "team"})
        assert reply.status_code == 200, reply.text
        return reply.json()["result"]

    note = "We decided the team notes keep standups short, because long ones drag."
    ids = {
        "memory": own("/v1/memories", {"text": note})["id"],
        "archived": own("/v1/memories", {"text": "We decided to always tag releases."})["id"],
        "fact": own("/v1/facts", {"subject": "team", "predicate": "db", "object": "pg"})["id"],
        "procedure": own("/v1/procedures", {"error": "E1 broke", "fix": "restart"})["id"],
    }
    bodies = _bodies(ids)
    assert set(bodies) == {r.name for r in routes()}, "every route must be exercised"
    for route in routes():
        if route.name == "memory.delete":
            continue  # run last: it removes the confined token's own memory
        response = client.request(
            route.method,
            route.path,
            headers=_auth(confined),
            content=json.dumps(bodies[route.name]),
        )
        assert response.status_code in {200, *REFUSALS.get(route.name, ())}, (
            route.name,
            response.text,
        )
        echoed = response.text
        for value in bodies[route.name].values():  # a result may echo the caller's query
            echoed = (
                echoed.replace(json.dumps(value)[1:-1], "") if isinstance(value, str) else echoed
            )
        assert CANARY not in echoed, route.name
    listing = client.post("/v1/memories/browse", headers=_auth(confined), json={}).text
    assert ids["memory"] in listing  # positive control: its own content is there
    refused = client.post(
        "/v1/memories",
        headers=_auth(confined),
        json={"text": "sneaking into secret", "library": "secret"},
    )
    assert refused.status_code == 403
    gone = client.post(
        "/v1/memories/delete", headers=_auth(confined), json={"memory_id": ids["memory"]}
    )
    assert gone.status_code == 200


def test_bad_bodies_get_clear_errors_and_store_nothing(door):
    mind, tokens, client = door
    token, _ = tokens.create("fuzzer")
    headers = _auth(token)
    assert client.post("/v1/memories", headers=headers, content=b"{not json").status_code == 400
    assert client.post("/v1/memories", headers=headers, content=b"[1,2]").status_code == 400
    assert client.post("/v1/memories", headers=headers, json={"txt": "typo"}).status_code == 422
    assert client.post("/v1/memories", headers=headers, json={"text": ""}).status_code == 422
    big = client.post("/v1/memories", headers=headers, content=b"x" * 3_000_000)
    assert big.status_code == 413
    secret = client.post(
        "/v1/memories",
        headers=headers,
        json={"text": "use key sk-ant-api03-9fQ2kT7xLm4ZpR8vNw3bY6cH1dJ5sE0g"},
    )
    assert secret.status_code == 422 and "refused" in secret.json()["error"]
    assert mind.memories.count() == 0


def test_write_quota_per_identity(isolated_home, embedder):
    from mgimind.engine.mind import Mind

    config = Config()
    config.http.write_quota_per_minute = 3
    with Mind(isolated_home, config=config, embedder=embedder) as mind:
        tokens = TokenStore(isolated_home)
        client = TestClient(create_app(mind, tokens))
        a, _ = tokens.create("a")
        b, _ = tokens.create("b")
        codes = [
            client.post(
                "/v1/memories", headers=_auth(a), json={"text": f"note number {i}"}
            ).status_code
            for i in range(4)
        ]
        assert codes == [200, 200, 200, 429]
        assert (
            client.post(
                "/v1/memories", headers=_auth(b), json={"text": "b's first note"}
            ).status_code
            == 200
        )
        assert (
            client.post("/v1/search", headers=_auth(a), json={"query": "note"}).status_code == 200
        )  # reads are not limited


def test_openapi_spec_covers_every_route(door):
    _, _, client = door
    spec = client.get("/openapi.json").json()
    assert spec["openapi"].startswith("3.")
    ops = {op["operationId"] for path in spec["paths"].values() for op in path.values()}
    assert ops == {r.name for r in routes()}
