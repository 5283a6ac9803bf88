"""Property-based fuzzing of every HTTP payload: no crash (never a 500), a clear error for
bad input, and a refused write stores nothing."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from starlette.testclient import TestClient

from mgimind.doors.http.app import create_app
from mgimind.doors.http.routes import routes
from mgimind.security.tokens import TokenStore

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=200),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=12), children, max_size=4)
    ),
    max_leaves=12,
)


def _field_values(route):
    """Bodies that use the route's real field names with arbitrary values."""
    fields = list(route.op.params.model_fields)
    if not fields:
        return st.dictionaries(st.text(max_size=8), json_values, max_size=3)
    return st.dictionaries(st.sampled_from(fields), json_values, max_size=len(fields))


@pytest.fixture(scope="module")
def door(tmp_path_factory, embedder):
    from mgimind.config import Config
    from mgimind.engine.mind import Mind

    home = tmp_path_factory.mktemp("fuzz-home")
    config = Config()
    config.http.write_quota_per_minute = 100_000
    mind = Mind(home, config=config, embedder=embedder)
    tokens = TokenStore(home)
    token, _ = tokens.create("fuzzer")
    client = TestClient(create_app(mind, tokens), raise_server_exceptions=False)
    yield mind, client, {"Authorization": f"Bearer {token}"}
    mind.close()


OK = {200, 400, 403, 404, 413, 422, 429}


@pytest.mark.parametrize("route", routes(), ids=lambda r: r.name)
@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.data())
def test_route_never_crashes(door, route, data):
    mind, client, headers = door
    body = data.draw(st.one_of(_field_values(route), json_values))
    before = mind.store.count()
    response = client.request(route.method, route.path, headers=headers, content=json.dumps(body))
    assert response.status_code in OK, (route.name, body, response.text)
    if response.status_code != 200:
        assert "error" in response.json()
        assert mind.store.count() == before  # a refused request changes nothing


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(raw=st.binary(max_size=300))
def test_raw_bytes_bodies_are_refused_cleanly(door, raw):
    mind, client, headers = door
    response = client.post("/v1/memories", headers=headers, content=raw)
    assert response.status_code in OK
