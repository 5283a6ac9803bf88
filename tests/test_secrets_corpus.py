"""The secret corpus: real-world credential shapes and benign look-alikes, through every
write path, then a grep of every file under the home.

Shapes follow detect-secrets' plugins and test data and gitleaks' rules
(github.com/gitleaks/gitleaks, config/gitleaks.toml). Every value is synthetic: a seeded
random string of the right alphabet and length, so nothing here is a live credential
and no scanner upstream should mistake this file for a leak of one.

`python -m pytest tests/test_secrets_corpus.py -s` prints the counts BENCHMARKS.md reports.
"""

from __future__ import annotations

import base64
import json
import random
import string

import pytest
from file_bytes import all_bytes

from mgimind.errors import SecretRefused
from mgimind.security.secrets import redact_secrets, scan

_rng = random.Random(19)
UP, LOW, DIG = string.ascii_uppercase, string.ascii_lowercase, string.digits
ALNUM = UP + LOW + DIG
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"


def rnd(n: int, alphabet: str = ALNUM) -> str:
    return "".join(_rng.choice(alphabet) for _ in range(n))


def _jwt() -> str:
    def part(obj):
        return base64.urlsafe_b64encode(json.dumps(obj).encode()).decode().rstrip("=")

    return (
        f"{part({'alg': 'HS256', 'typ': 'JWT'})}."
        f"{part({'sub': rnd(10, DIG), 'name': 'Dana', 'iat': 1716239022})}.{rnd(43)}"
    )


def _key_block(kind: str) -> str:
    body = "\n".join(rnd(64, B64) for _ in range(6))
    return f"-----BEGIN {kind}-----\n{body}\n{rnd(20, B64)}==\n-----END {kind}-----"


# (name, secret value, how it appears in a message). `value` is what must never be found
# in a file under the home.
SECRETS: list[tuple[str, str, str]] = []


def secret(name: str, value: str, shown: str = "{v}") -> None:
    SECRETS.append((name, value, shown.format(v=value)))


secret("aws-access-key-id", "AKIA" + rnd(16, UP + "234567"))
secret("aws-secret-env", rnd(40, B64), "AWS_SECRET_ACCESS_KEY={v}")
secret("aws-secret-python", rnd(40, B64), 'aws_secret_access_key = "{v}"')
secret("github-classic-pat", "ghp_" + rnd(36))
secret("github-oauth", "gho_" + rnd(36))
secret("github-fine-grained", f"github_pat_{rnd(22)}_{rnd(59)}")
secret("gitlab-pat", "glpat-" + rnd(20, ALNUM + "_-"))
secret("slack-bot-token", f"xoxb-{rnd(12, DIG)}-{rnd(13, DIG)}-{rnd(24, LOW + DIG)}")
secret("slack-user-token", f"xoxp-{rnd(12, DIG)}-{rnd(12, DIG)}-{rnd(13, DIG)}-{rnd(32, HEX)}")
secret(
    "slack-webhook",
    f"https://hooks.slack.com/services/T{rnd(8, UP + DIG)}/B{rnd(10, UP + DIG)}/{rnd(24)}",
)
secret("stripe-live-secret", "sk_live_" + rnd(24))
secret("stripe-restricted", "rk_live_" + rnd(24))
secret("rsa-private-key", _key_block("RSA PRIVATE KEY"))
secret("openssh-private-key", _key_block("OPENSSH PRIVATE KEY"))
secret("pgp-private-key", _key_block("PGP PRIVATE KEY BLOCK"))
secret("ec-private-key", _key_block("EC PRIVATE KEY"))
secret("jwt", _jwt(), "session cookie: {v}")
secret("npm-token", "npm_" + rnd(36))
secret(
    "npmrc-auth",
    f"{rnd(8, HEX)}-{rnd(4, HEX)}-{rnd(4, HEX)}-{rnd(4, HEX)}-{rnd(12, HEX)}",
    "//registry.npmjs.org/:_authToken={v}",
)
secret("sendgrid", f"SG.{rnd(22, ALNUM + '_-')}.{rnd(43, ALNUM + '_-')}")
secret(
    "azure-storage",
    rnd(86, B64) + "==",
    "DefaultEndpointsProtocol=https;AccountName=prodlogs;AccountKey={v};"
    "EndpointSuffix=core.windows.net",
)
secret("huggingface", "hf_" + rnd(34, UP + LOW))
secret("openai-project", "sk-proj-" + rnd(48, ALNUM + "_-"))
secret("anthropic", "sk-ant-api03-" + rnd(93, ALNUM + "_-") + "AA")
secret("google-api-key", "AIza" + rnd(35, ALNUM + "_-"))
secret("db-password-env", rnd(18, ALNUM + "!#%"), "DB_PASSWORD={v}")
secret("json-password", rnd(16, ALNUM + "!#%&"), '{{"user": "deploy", "password": "{v}"}}')
secret("postgres-url", rnd(16), "DATABASE_URL=postgres://app:{v}@db.internal:5432/app")
secret("bearer-header", rnd(40, ALNUM + "-._"), "curl -H 'Authorization: Bearer {v}' api")
secret("twilio-api-key", "SK" + rnd(32, HEX))
secret("mailchimp", rnd(32, HEX) + "-us12")
secret("telegram-bot", f"{rnd(9, DIG)}:AA{rnd(33, ALNUM + '_-')}")
secret("discord-bot", f"M{rnd(23, ALNUM)}.{rnd(6, ALNUM)}.{rnd(27, ALNUM + '_-')}")
secret(
    "discord-webhook", f"https://discord.com/api/webhooks/{rnd(18, DIG)}/{rnd(68, ALNUM + '_-')}"
)
secret("pypi-token", "pypi-AgEIcHlwaS5vcmc" + rnd(80, ALNUM + "_-"))
secret("square-oauth", "sq0csp-" + rnd(43, ALNUM + "_-"))
secret("shopify", "shpat_" + rnd(32, HEX))
secret("digitalocean", "dop_v1_" + rnd(64, HEX))
secret("databricks", "dapi" + rnd(32, HEX))
secret("vault-token", "hvs." + rnd(90, ALNUM + "_-"))
secret("age-key", "AGE-SECRET-KEY-1" + rnd(58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"))
secret("linear", "lin_api_" + rnd(40))
secret("mailgun", "key-" + rnd(32, HEX))
secret("grafana-sa", f"glsa_{rnd(32)}_{rnd(8, HEX)}")
secret("yaml-password", rnd(20, ALNUM + "@#"), "db:\n  user: app\n  password: {v}\n")
secret("oauth-client-secret", rnd(32, ALNUM + "-_"), "client_secret = '{v}'")
secret("postman", f"PMAK-{rnd(24, HEX)}-{rnd(34, HEX)}")
secret("newrelic", "NRAK-" + rnd(27, UP + DIG))

# Benign look-alikes: what coding chats, commits and docs are full of.
BENIGN = [
    "commit 3f2a9c1e8b7d6f5a4c3b2a1908f7e6d5c4b3a291 fixed the flaky login test",
    "cherry-pick 9fceb02 onto release/2.4 before the freeze",
    "request id 123e4567-e89b-12d3-a456-426614174000 timed out at the gateway",
    "caption (base64): SGVyZSBpcyBhIHBob3RvIG9mIG91ciBkb2cgYXQgdGhlIGJlYWNoIGluIEp1bmU=",
    "app = Flask(__name__)\napp.config['SECRET_KEY'] = 'dev'\ndb = SQLAlchemy(app)",
    "username = request.form['username']\npassword = request.form['password']\n"
    "user = User.query.filter_by(username=username).first()",
    'In the tutorial they set password = "secret123" just to show the login form.',
    "DB_PASSWORD=changeme\nDB_HOST=localhost",
    'api_key = os.environ["OPENAI_API_KEY"]',
    'API_KEY = os.getenv("API_KEY")\nclient = OpenAI(api_key=API_KEY)',
    '{"username": "admin", "password": "<PASSWORD>"}',
    "env:\n  GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}",
    'STRIPE_KEY = "your-api-key-here"',
    "I rotated my AWS keys yesterday and moved them into 1Password.",
    "Where should I keep my Stripe secret key so the frontend never sees it?",
    "The token expired, so I had to log in again and the session reset.",
    "environment:\n  POSTGRES_PASSWORD: postgres\n  POSTGRES_USER: postgres",
    "postgresql://user:password@localhost:5432/mydb is the default in the README",
    "mysql://root:root@127.0.0.1:3306/test for the local container",
    "response = client.chat.completions.create(model=m, max_tokens=4000)",
    'tokenizer = AutoTokenizer.from_pretrained("bert-base-uncased")',
    "if user.check_password(form.password.data):\n    login_user(user)",
    "hashed = generate_password_hash(password, method='pbkdf2:sha256')",
    "sha256: e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI",
    '"integrity": "sha512-Ko7tKhnMhVHsPXy3NZnaHa+8zqnMbbkTOuqWsX1Ymq2Bdo6QtSCfRE9iY9x5DvgQ"',
    "GitHub classic tokens start with ghp_ and are 40 characters long.",
    'SECRET_KEY = "your-secret-key"',
    'password: "********"',
    "export GITHUB_TOKEN=<your token>",
    "curl -H 'Authorization: Bearer <token>' https://api.example.com/v1/me",
    'curl -H "Authorization: Bearer $TOKEN" https://api.example.com/v1/me',
    'const [password, setPassword] = useState("");',
    '<input type="password" name="password" placeholder="Password">',
    "CREATE USER app WITH PASSWORD 'password';",
    "valueFrom:\n  secretKeyRef:\n    name: db-secret\n    key: password",
    "accessToken: req.body.accessToken,\n  applicationId: req.body.applicationId",
    "/home/dana/projects/really_long_directory_name_for_tests/conftest.py",
    "passenger_count = 42 and compassion: kindness toward yourself",
    "password_min_length = 12  # enforced by the signup form",
    '{"token_type": "bearer", "expires_in": 3600, "scope": "read"}',
    "Set STRIPE_SECRET_KEY in your .env file and restart the dev server.",
    "session['user_id'] = user.id",
    'PASSWORD = "mysecretpassword"  # the docker-compose default, change in prod',
    'user.password = "P@ssw0rd"  # fixture for the test suite',
    "the AWS_SECRET_ACCESS_KEY variable must be set before running terraform",
    "config.secret_key_base = Rails.application.credentials.secret_key_base",
    "pip install flask-login==0.6.3 python-dotenv==1.0.1",
]


def _marker(i: int) -> str:
    return f"zqmark{i:03d}x"


def _files_text(home) -> bytes:
    return all_bytes(home)  # every file's data (the store's sparse holes left out)


def _leaks(blob: bytes, value: str) -> bool:
    """The value, or any 12-character piece of its last two thirds, is in `blob` (the
    first third may be a shape's fixed prefix; a half-redacted value leaves its tail)."""
    tail = value[len(value) // 3 :]
    pieces = [value] + [tail[i : i + 12] for i in range(0, max(1, len(tail) - 11), 6)]
    return any(p.encode() in blob or json.dumps(p)[1:-1].encode() in blob for p in pieces)


def test_every_secret_shape_is_found_and_no_benign_text_is():
    missed = [name for name, _, shown in SECRETS if not scan(shown)]
    flagged = [text for text in BENIGN if scan(text)]
    print(
        f"\ncorpus: {len(SECRETS)} secret shapes, {len(BENIGN)} benign look-alikes; "
        f"missed {len(missed)}, false positives {len(flagged)}"
    )
    assert len(SECRETS) >= 40 and len(BENIGN) >= 40
    assert missed == [] and flagged == []
    for name, value, shown in SECRETS:
        redacted = redact_secrets(f"before {shown} after")
        assert not _leaks(redacted.encode(), value), name
        assert redacted.startswith("before ") and redacted.endswith(" after"), name
        assert scan(redacted) == [], name  # a placeholder never reads as a secret


@pytest.mark.slow  # every shape through every write path, then a grep of the home
@pytest.mark.parametrize("backend_kind", ["edge"], indirect=True)
def test_every_write_path_refuses_or_redacts_then_grep_the_home(
    make_mind, run, tmp_path, isolated_home
):
    from transcript_factory import TranscriptWriter

    mind = make_mind()
    refused = stored = 0
    texts = []
    for i, (name, value, shown) in enumerate(SECRETS):
        text = f"Deploy note {_marker(i)}: the staging service uses {shown} until Friday."
        texts.append(text)
        writes = (
            (mind.memories.add, (text,)),
            (mind.pins.set, (f"p{i}", text)),
            (mind.skills.set, (f"deploy-{i}", "deploy staging", text)),
        )
        for write, args in writes:
            try:
                write(*args)
                stored += 1
            except SecretRefused as e:
                refused += 1
                assert value not in str(e) and "vault" in (e.fix or "")
        # Gated ingest keeps the text and cuts the credential out.
        verdict = mind.admission.ingest(text + " We decided this because of the audit.")
        assert verdict.redacted, name
    # The CLI (its own process's Mind, so this one steps aside): add refuses and offers
    # the vault, naming only the kind; add --redact stores the rest.
    mind.close()
    outputs = [run("add", t) for t in texts]
    cli_refused = sum(r.exit_code == 1 and "vault set" in r.output for r in outputs)
    assert all(v not in r.output for r, (_, v, _) in zip(outputs, SECRETS, strict=True))
    redacted_add = run("add", "--redact", texts[1])
    assert redacted_add.exit_code == 0 and "Redacted 1 credential" in redacted_add.output
    mind = make_mind()

    # Harvest: one transcript with every secret.
    w = TranscriptWriter(cwd=str(tmp_path))
    for i, (_, _, shown) in enumerate(SECRETS):
        w.user(f"Harvest note {_marker(100 + i)}: configure the worker with {shown} please.")
        w.assistant(f"Done for {_marker(100 + i)}; I set it in the worker's environment.")
    transcript = tmp_path / "t.jsonl"
    transcript.write_text(w.text())
    mind.harvester.harvest_file(transcript)

    # Import: an export whose memories were edited to hold the secrets.
    exported = tmp_path / "export.jsonl"
    for i in range(len(SECRETS)):
        mind.memories.add(f"Import note {_marker(200 + i)} SLOT{i:03d}END for the ops team.")
    mind.transfer.export(str(exported))
    content = exported.read_text()
    for i, (_, _, shown) in enumerate(SECRETS):
        content = content.replace(f"SLOT{i:03d}END", json.dumps(shown)[1:-1])
    for i in range(len(SECRETS)):
        mind.memories.delete(mind.memories.search(_marker(200 + i), limit=1)[0].id)
    exported.write_text(content)
    mind.transfer.import_file(str(exported))
    # The store's own files are not plain text (the engine encodes its pages), so it is
    # read through the store as well: every point of every kind and status, and an
    # export of everything.
    logical = json.dumps([p.payload for p in mind.store.scroll(None)]).encode()
    everything = tmp_path / "everything.jsonl"
    mind.transfer.export(str(everything), view="all")
    logical += everything.read_bytes()
    mind.close()

    blob = _files_text(isolated_home) + logical
    leaked = [name for name, value, _ in SECRETS if _leaks(blob, value)]
    # Positive controls: the text around each secret is stored (read through the store)
    # and, for what lives in plain files (session notes, harvest state), the grep sees it.
    files = _files_text(isolated_home)
    assert any(_marker(100 + i).encode() in files for i in range(len(SECRETS)))
    mind = make_mind()
    missing = [
        (offset, i)
        for offset in (0, 100, 200)
        for i in range(len(SECRETS))
        if _marker(offset + i).encode() not in logical
    ]
    assert missing == []
    for offset in (0, 100, 200):
        # Found by search (among the top few: the markers differ only in their digits,
        # so a near twin may rank first), with its credential replaced.
        hits = mind.memories.search(_marker(offset + 7), limit=5, view="all")
        found = [h for h in hits if _marker(offset + 7) in h.text]
        assert found and "[secret: " in found[0].text
    print(
        f"\nwrite paths: {refused} refused, {stored} stored by explicit writes; "
        f"CLI add refused {cli_refused}/{len(texts)}; secrets found in home files: {len(leaked)}"
    )
    assert stored == 0 and cli_refused == len(texts) and leaked == []


@pytest.mark.slow  # every look-alike through every write path
@pytest.mark.parametrize("backend_kind", ["edge"], indirect=True)
def test_benign_look_alikes_pass_every_write_path_unchanged(make_mind):
    mind = make_mind()
    false_positives = 0
    for i, text in enumerate(BENIGN):
        text = f"{text}\n(note {_marker(300 + i)})"
        try:
            added = mind.memories.add(text)
        except SecretRefused:
            false_positives += 1
            continue
        assert mind.memories.get(added.id).text == text
        verdict = mind.admission.ingest(text + " We decided to keep this.")
        false_positives += bool(verdict.redacted)
    print(f"\nbenign: {len(BENIGN)} look-alikes, {false_positives} false positives")
    assert false_positives == 0
