"""Schemathesis against the HTTP door's own OpenAPI spec, through the ASGI app: every
operation, with bodies generated from the spec (valid and invalid), never answers a 5xx
and only answers status codes the spec documents. Bounded examples, offline."""

from __future__ import annotations

import pytest

schemathesis = pytest.importorskip("schemathesis")
from hypothesis import HealthCheck, given, settings  # noqa: E402
from schemathesis.checks import not_a_server_error  # noqa: E402
from schemathesis.specs.openapi.checks import (  # noqa: E402
    content_type_conformance,
    status_code_conformance,
)

from mgimind.config import (  # noqa: E402
    Config,
)
from mgimind.doors.http.app import (  # noqa: E402
    create_app,
)
from mgimind.doors.http.routes import (  # noqa: E402
    routes,
)
from mgimind.security.tokens import (  # noqa: E402
    TokenStore,
)


@pytest.fixture(scope="module")
def door(tmp_path_factory, embedder):
    from mgimind.engine.mind import Mind

    home = tmp_path_factory.mktemp("schemathesis-home")
    config = Config()
    config.http.write_quota_per_minute = 100_000
    mind = Mind(home, config=config, embedder=embedder)
    mind.libraries.create("team")
    token, _ = TokenStore(home).create("schemathesis", ["team", "shared"])
    yield mind, create_app(mind), {"Authorization": f"Bearer {token}"}
    mind.close()


@pytest.fixture(scope="module")
def operations(door):
    _, app, _ = door
    schema = schemathesis.openapi.from_asgi("/openapi.json", app)
    return {
        op.definition.raw["operationId"]: op
        for op in (result.ok() for result in schema.get_all_operations())
    }


# Driven by hand rather than with schemathesis' pytest plugin (not compatible with the
# pytest here): the same strategies and checks, one hypothesis run per operation.
@pytest.mark.parametrize("name", [r.name for r in routes()])
def test_every_operation_conforms_and_never_fails(name, door, operations):
    mind, _, auth = door

    @settings(
        max_examples=8,
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(case=operations[name].as_strategy())
    def run(case):
        before = mind.memories.count()
        response = case.call_and_validate(
            headers=auth,
            checks=[not_a_server_error, status_code_conformance, content_type_conformance],
        )
        if response.status_code >= 400:  # a refused request stored nothing
            assert mind.memories.count() == before

    run()
