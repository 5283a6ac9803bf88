"""The secret filter reads code: lines that name passwords, keys and tokens without holding
one are not refused, while every credential shape still is.

tests/data/code_naming_credentials.jsonl holds real lines from public repositories' tests
and docs (Flask, Django REST framework, requests, SQLAlchemy, slack-sdk, boto3, FastAPI,
aiohttp, psycopg, ...), each with its repository, path and line; its first record names
the commit of each repository. `python -m pytest tests/test_secrets_code.py -s` prints
the counts.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_secrets_corpus import SECRETS

from mgimind.errors import SecretRefused
from mgimind.security.secrets import refuse_secrets, scan

CORPUS = Path(__file__).parent / "data" / "code_naming_credentials.jsonl"


def corpus() -> tuple[dict, list[dict]]:
    lines = CORPUS.read_text(encoding="utf-8").splitlines()
    return json.loads(lines[0]), [json.loads(line) for line in lines[1:]]


def test_code_that_names_credentials_is_not_refused_and_every_shape_still_is():
    about, snippets = corpus()
    clean = [s for s in snippets if not s["holds"]]
    literal = [s for s in snippets if s["holds"]]
    refused = [
        f"{s['repo']}/{s['path']}:{s['line']}: {s['text']}" for s in clean if scan(s["text"])
    ]
    missed_literal = [s["text"] for s in literal if not scan(s["text"])]
    missed_shape = [name for name, _, shown in SECRETS if not scan(shown)]
    repos = {s["repo"] for s in snippets}
    print(
        f"\ncode corpus: {len(clean)} lines naming a credential without one, from "
        f"{len(repos)} repositories: {len(refused)} refused; {len(literal)} random-looking "
        f"literals: {len(missed_literal)} missed; {len(SECRETS)} shapes: {len(missed_shape)} missed"
    )
    assert len(clean) >= 200 and set(about["commits"]) == repos
    assert all(s["repo"] and s["path"] and s["line"] > 0 for s in snippets)
    assert refused == []
    # Positive controls in the same check: what reads like a live credential is caught,
    # in the same repositories' code and in every shape of the shape corpus.
    assert len(literal) >= 10 and missed_literal == []
    assert missed_shape == []


SLACK = "xoxb-17653672481-19874698323-pdFZKVeTuE8sk7oOcBrzbqgy"


@pytest.mark.parametrize(
    ("text", "holding"),
    [
        (
            "new_user = User(username=username, password=hashed_password)\n"
            "db.session.add(new_user)",
            "new_user = User(username=username, password='Xk9#mQ2vLp8!wZ')\n"
            "db.session.add(new_user)",
        ),
        (
            "provided_password = 'wrong_password'\nassert not check(provided_password)",
            "provided_password = 'Xk9#mQ2vLp8!wZ'\nassert not check(provided_password)",
        ),
        (
            "app.config['SECRET_KEY'] = 'my_secret_key'",
            "app.config['SECRET_KEY'] = 'b7f3c9e1a2d84f6e9c0b5a7d3e1f8c2a'",
        ),
        ("client = WebClient('xoxb-your-slack-token')", f"client = WebClient('{SLACK}')"),
        (
            "client = WebClient(token='xoxb-api_test', base_url='http://localhost:8888')",
            f"client = WebClient(token='{SLACK}', base_url='http://localhost:8888')",
        ),
        (
            'PASSWORD = "DB_PASSWORD"  # the name of the variable to read',
            'PASSWORD = "Tq8zL2mWx9Kd"  # the name of the variable to read',
        ),
        (
            "engine = create_engine('postgresql://scott:tiger_password@localhost/test')",
            "engine = create_engine('postgresql://scott:Tq8zL2mWx9@localhost/test')",
        ),
        ("export SLACK_BOT_TOKEN=xoxb-***", f"export SLACK_BOT_TOKEN={SLACK}"),
        # without the pragma and with a random value: refused
        (
            'user.password = "not-used"  # pragma: allowlist secret',
            'user.password = "Tq8zL2mWx9Kd"',
        ),
        ("secret = get_secret_value(SecretId=secret_name)", "secret = 'Tq8zL2mWx9Kd83hGfa'"),
        (
            'GOOGLE_APPLICATION_CREDENTIALS = "/app/credentials/service-account.json"',
            'GOOGLE_APPLICATION_CREDENTIALS = "Tq8zL2mWx9Kd83hGfa"',
        ),
        (
            'CLIENT_SECRET = "1234567890abcdefghijklmnopqrstuvwxyz"',
            'CLIENT_SECRET = "Tq8zL2mWx9Kd83hGfa"',
        ),
    ],
)
def test_an_explicit_add_of_such_code_is_not_refused(text, holding):
    refuse_secrets(text)  # raises on a credential
    with pytest.raises(SecretRefused):  # control: the same code holding one is refused
        refuse_secrets(holding)


@pytest.mark.parametrize(
    "text",
    [
        "new_user = User(username='dana', password='Xk9#mQ2vLp8!wZ')",
        "app.config['SECRET_KEY'] = 'b7f3c9e1a2d84f6e9c0b5a7d3e1f8c2a'",
        "client = WebClient('xoxb-17653672481-19874698323-pdFZKVeTuE8sk7oOcBrzbqgy')",
        "engine = create_engine('postgresql://scott:Tq8zL2mWx9@db.internal/prod')",
        "DB_PASSWORD=hunter22x9Q",
        # a bare value in a call or before a comma is a variable only when named like one
        "mysql -u root --password=Xk9mQ2vLp8wZ, then run the migration",
        "conn = connect(host=h, password=Tq8zL2mWx9Kd)",
        # an id before the secret on the line does not make the secret an id
        '{"client_id": "app", "client_secret": "Tq8zL2mWx9Kd83hGfa"}',
        "grant_type=client_credentials&client_id=app&client_secret=Tq8zL2mWx9Kd83hGfa",
    ],
)
def test_the_same_code_holding_a_credential_is_refused(text):
    with pytest.raises(SecretRefused):
        refuse_secrets(text)


def test_a_long_name_is_judged_in_linear_time():
    import time

    began = time.monotonic()
    for n in (20, 40, 70):
        assert scan(f"my_token_{'a' * n}1 = 'Tq8zL2mWx9Kd83hGfa'")  # caught, and quickly
        assert scan(f"my_token_{'a' * n}_url = 'Tq8zL2mWx9Kd83hGfa'") == []  # its URL
    assert time.monotonic() - began < 1.0
