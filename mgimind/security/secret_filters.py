"""Whether a value found by the secret scanner (mgimind.security.secrets) is a credential at all.

Code names passwords, keys and tokens all the time without holding one:
`User(password=hashed_password)`, `provided_password = 'wrong_password'`,
`WebClient('xoxb-your-slack-token')`, `token="xoxb-api_test"` in a test. The filters here
tell such values from credentials, by the value, its key's name and its line:

- detect-secrets' own heuristic filters (detect_secrets.filters.heuristic, allowlist):
  sequential strings, UUIDs, id strings, templated values (`{x}`, `<x>`, `${x}`), values
  that start with `$`, indirect references (`= get_secret()`, `= headers['key']`),
  strings with no letter, and the `pragma: allowlist secret` comment; its gibberish
  filter's letter-pair model (shipped with detect-secrets) tells words from random
  letters. Its file-name filters (lock files, swagger, binary files) have no file to judge
  in a message.
- mgimind's: placeholder words (`your-…-token`, `changeme`, `example`, `dummy`,
  `wrong_password`, `not-used`), demo vocabulary (`secret123`, `P@ssw0rd`), identifiers
  and phrases made of words (`conversations_list_pagination`, `will-be-removed-soon`),
  names and paths (`DOMAIN_PASSWORD`, `/path/to/key.json`), names that qualify the
  keyword (`token_url`, `secret_name`, `password_validators`), a JWT header alone, a
  format prefix with a stand-in too short for the format (`xoxp-1234`), a password made of
  words in a URL to a stand-in host (`//x:secured_password@localhost`).

What a scanner cannot tell apart stays a credential: a random-looking literal
(`SECRET_KEY = '09d25e094faa6ca2556c8181...'` in a tutorial) reads exactly like a
live key.
"""

from __future__ import annotations

import math
import re
from functools import lru_cache
from types import ModuleType
from urllib.parse import unquote


@lru_cache(maxsize=1)
def _heuristic() -> ModuleType:
    """detect_secrets.filters.heuristic, imported on first use: the package takes ~0.1 s to
    import, and most processes that import this module never judge a value."""
    from detect_secrets.filters import heuristic

    return heuristic


# Words demo credentials are made of ("secret123", "mysecretpassword", "admin_pass").
_VOCAB = frozenset(
    """
password passwd pass pwd passphrase secret secrets key keys token tokens api apikey my your our
the a an is of for to and super very top test testing tester tests demo example examples sample
samples dummy fake mock default defaults admin administrator root user users username guest
login logins change changeme me please replace insert here value values placeholder todo foo
bar baz qux hello world abc abcd xyz qwerty letmein welcome dev devel develop development
local localhost prod production staging stage app application db database postgres postgresql
mysql mongo mongodb redis django flask rails node express server client access auth private
public random string strong hard long simple new old temp tmp sql site web my_app myapp
project service secure safe default1 word pa ss s3cret monkey dragon master shadow
sunshine princess football baseball iloveyou trustno1 jwt session cookie signing salt hash
encryption encrypt decrypt crypto flask_app apps keyboard cat dog none null nil empty true
false yes no on off ok some any thing stuff data info db1 pg dbpass dbuser mypass mysecret
""".split()
)
_LEET = str.maketrans("013457@$!", "oieastasi")
_PLACEHOLDER_MARK = re.compile(
    r"(?i)^(?:<[^>]*>|\{\{?[^}]*\}\}?|\$\{?[\w.]+\}?|%\(?\w*\)?s|\*{3,}|x{3,}|\.{3,}|"
    r"#{3,}|-{3,}|_{3,})$|your[-_ ]?|changeme|change[-_]?me|example|placeholder|"
    r"redacted|dummy|xxxx|\.\.\.|\[secret:?|<[a-z_-]+>|\$\{|\{\{|\*\*\*"
)
# Words that say a value stands in for a credential, as a word of the value
# ("wrong_password", "xoxb-fake-token", "not-used", "replace_this_with_a_real_key").
_PLACEHOLDER_WORD = re.compile(
    r"(?i)(?:^|[-_.\s/:])(?:wrong|invalid|incorrect|fake|dummy|sample|mock|stub|bogus|"
    r"unused|not[-_ ]?used|replace|replaceme|insert|todo|fixme|redacted|hidden|masked|"
    r"changeit|changeme|placeholder|example|examples)(?=$|[-_.\s/:\d])"
)
# A name whose last word qualifies the keyword: the value is about a credential (its URL,
# name, length, expiry), not the credential ("token_url", "secretName", "password_min_length").
_QUALIFIERS = frozenset(
    """
url uri endpoint name names id ids type types file filename path dir length len size count
expires expire expiry expiration at in ttl timeout header prefix field param label hint policy
format version schema env var location scope scopes validator validators hasher hashers class
model provider backend manager store handler dep input form widget reset required confirm
confirmation changed hash hashed digest enabled regex pattern min max
""".split()
)
_KEYWORD_WORDS = frozenset(
    "password passwd pass pwd passphrase secret secrets key keys token tokens credential "
    "credentials apikey".split()
)
_NAME_WORDS = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")
_JWT_HEADER_ONLY = re.compile(r"^eyJ[A-Za-z0-9_-]{10,}={0,2}$")
_PATH = re.compile(
    r"^(?:[A-Za-z]:[\\/]|\.{0,2}[\\/]|~[\\/])[^\s]*$|"
    r"^[\w.\\/:-]*\.(?:json|ya?ml|pem|key|txt|ini|env|cfg|conf|toml|p12|pfx|crt|cer|jks|"
    r"keystore|db|sqlite|csv|xml|gpg|asc|pub)$"
)
_URL = re.compile(r"^[a-z][a-z0-9+.-]*://", re.I)
_CONSTANT_NAME = re.compile(r"^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$")
_FORMAT_PREFIX = re.compile(
    r"^(?:xox[a-z]|xapp|gh[pousr]|github_pat|glpat|sk|pk|rk|hf|npm|pypi|AKIA|AIza|SG)[-_.]", re.I
)
_URL_PASSWORD = re.compile(r"//[^:/@\s]*:(?P<password>[^@\s]*)@(?P<host>[A-Za-z0-9._-]*)")
_STAND_IN_HOST = re.compile(
    r"(?i)^(?:localhost|127\.[\d.]+|0\.0\.0\.0|\[?::1\]?|host|hostname|hostspec|server|"
    r"[\w.-]*example\.(?:com|org|net)|[\w.-]+\.(?:test|example|invalid|local))$"
)
_ALLOWLIST = re.compile(r"pragma: ?allowlist[ -]secret")
_PARTS = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+|[^A-Za-z\d]+")


def shannon_entropy(value: str) -> float:
    """Bits per character of `value`'s own character distribution."""
    n = len(value)
    return -sum(c / n * math.log2(c / n) for c in (value.count(ch) for ch in set(value)))


@lru_cache(maxsize=4096)
def made_of_words(value: str) -> bool:
    """Whether `value` splits into demo vocabulary, short digit runs and separators
    ("secret123", "my-super_secret!", "P@ssw0rd")."""
    for candidate in (value.lower(), value.lower().translate(_LEET)):
        n = len(candidate)
        ok = [True] + [False] * n
        for i in range(1, n + 1):
            for j in range(max(0, i - 16), i):
                if not ok[j]:
                    continue
                part = candidate[j:i]
                if (
                    part in _VOCAB
                    or (part.isdigit() and len(part) <= 4)
                    or (len(part) == 1 and not part.isalnum())
                ):
                    ok[i] = True
                    break
        if ok[n]:
            return True
    return False


# Prefixes that token formats put before a value ("xoxb-api_test" is a Slack test token).
_PREFIXES = frozenset("xoxa xoxb xoxp xoxe xoxo xoxr xoxs xapp ghp gho ghu ghs ghr sk pk".split())
# detect-secrets' gibberish filter judges a string by how English its letter pairs are,
# with a model of letter-pair counts it ships (trained on RFCs). The mean surprise of a
# phrase's pairs is about 2.0-2.8 nats; random letters score 3.5 and more. The
# gibberish-detector package that would read the model is not needed for this.
GIBBERISH_LIMIT = 2.9
# Lowercase (or uppercase) words joined by separators, "column:not_a_token", are a shape
# random strings almost never take: their pairs may be less common ("sdk", "column").
SNAKE_LIMIT = 3.3
_SNAKE = re.compile(r"(?:[a-z]+(?:[-_.:/ ]+[a-z]+)+|[A-Z]+(?:[-_.:/ ]+[A-Z]+)+)[-_.:/]?")


@lru_cache(maxsize=1)
def _pair_surprise() -> dict[str, float]:
    """-ln p(b | a) for each letter pair ab, from detect-secrets' shipped model."""
    import json
    from pathlib import Path

    import detect_secrets.filters.gibberish as gibberish

    with open(Path(gibberish.__file__).parent / "rfc.model", encoding="utf-8") as f:
        counts = json.load(f)["counts"]
    letters = "abcdefghijklmnopqrstuvwxyz"
    table = {}
    for a in letters:
        row = counts.get(a, {})
        total = sum(row.values()) + len(letters)
        for b in letters:
            table[a + b] = -math.log((row.get(b, 0) + 1) / total)
    return table


def gibberish_score(words: list[str]) -> float:
    """Mean surprise of the letter pairs inside `words` (lowercase letters only)."""
    table = _pair_surprise()
    pairs = [w[i : i + 2] for w in words for i in range(len(w) - 1)]
    return sum(table[p] for p in pairs) / len(pairs) if pairs else 0.0


@lru_cache(maxsize=4096)
def made_of_phrase(value: str) -> bool:
    """Whether `value` reads as words: an identifier, a phrase or a name
    ("hashed_password", "will-be-removed-soon", "xoxb-users_list_pagination_1",
    "SLACK_SDK_TEST_BOT_TOKEN"). Random strings split into many short pieces and digit
    runs, and their letter pairs are not a language's; these are not phrases."""
    parts = _PARTS.findall(value)
    digits = [p for p in parts if p.isdigit() and not _heuristic().is_sequential_string(p)]
    letters = [p.lower() for p in parts if p.isalpha()]
    if len(digits) > 2 or any(len(d) > 4 for d in digits) or not letters:
        return False
    short = [p for p in letters if len(p) <= 2 and p not in _VOCAB]
    if len(short) > max(1, len(letters) // 3):
        return False
    judged = [p for p in letters if p not in _VOCAB and p not in _PREFIXES]
    if sum(map(len, judged)) < 0.5 * sum(map(len, letters)) and len(letters) >= 2:
        return True  # mostly demo words and a format prefix: "xoxb-api_test"
    limit = SNAKE_LIMIT if _SNAKE.fullmatch(value) else GIBBERISH_LIMIT
    return bool(judged) and gibberish_score(judged) <= limit


def is_placeholder(value: str) -> bool:
    """A stand-in, not a credential: `<PASSWORD>`, `${DB_PASS}`, `your-api-key-here`,
    `changeme`, `xxxx`, `****`, `wrong_password`, `xoxb-fake-token`."""
    if _PLACEHOLDER_MARK.search(value) or _PLACEHOLDER_WORD.search(value):
        return True
    return len(set(value.lower())) <= 2  # "aaaaaaaa", "00000000"


_RUNS = re.compile(r"[A-Za-z]+|\d+")


def sequential(value: str) -> bool:
    """detect-secrets' sequential-string filter, run by run: "1234567890abcdef...xyz"
    and "1234567890jazzband" are mostly sequences, not secrets."""
    if _heuristic().is_sequential_string(value):
        return True
    in_sequence = 0
    for run in _RUNS.findall(value):
        for size in range(len(run), 3, -1):  # the longest sequential prefix of the run
            if _heuristic().is_sequential_string(run[:size]):
                in_sequence += size
                break
    return in_sequence >= 0.5 * len(value)


def detect_secrets_filtered(value: str) -> bool:
    """detect-secrets' value filters: a sequential string ("abcdef123456"), a template
    (`{x}`, `<x>`, `${x}`) or a string without a letter ("1234-5678", "*****")."""
    return (
        sequential(value)
        or _heuristic().is_templated_secret(value)
        or _heuristic().is_not_alphanumeric_string(value)
    )


def not_a_token(value: str) -> bool:
    """A token-shaped match that holds no credential: a placeholder, words, a sequence."""
    return (
        is_placeholder(value)
        or made_of_words(value)
        or made_of_phrase(value)
        or (detect_secrets_filtered(value))
    )


def looks_random(value: str, min_len: int = 8) -> bool:
    """Whether a literal assigned to a credential-named key is worth protecting: long
    enough, not a placeholder, not words, and mixed or high in entropy."""
    if "\\x" in value or "%" in value:  # escaped bytes, percent-encoding: judge the text
        try:
            decoded = unquote(value).encode("latin-1", "backslashreplace").decode("unicode_escape")
        except (UnicodeError, ValueError):
            decoded = value
        if decoded != value:
            return looks_random(decoded, min_len)
    if len(value) < min_len or not_a_token(value):
        return False
    if value.isdigit() or " " in value.strip():
        return False  # a port, a count, a sentence
    if any(c.isalpha() and not c.isascii() for c in value):
        return False  # words of a language: credentials are ASCII
    classes = sum(
        (
            any(c.islower() for c in value),
            any(c.isupper() for c in value),
            any(c.isdigit() for c in value),
            any(not c.isalnum() for c in value),
        )
    )
    if classes >= 2:
        return True
    # One character class: only a long, varied string (a hex or lowercase key).
    return len(value) >= 20 and shannon_entropy(value) >= 3.0


def qualified_name(name: str) -> bool:
    """Whether the name's last word qualifies its credential word (`token_url`)."""
    words = [w.lower() for w in _NAME_WORDS.findall(name)]
    keyword = [i for i, w in enumerate(words) if w in _KEYWORD_WORDS]
    return bool(keyword) and keyword[-1] < len(words) - 1 and words[-1] in _QUALIFIERS


def not_a_value(name: str, value: str, line: str, *, bare: bool) -> bool:
    """Whether `name = value` on `line` names a credential without holding one, by the
    name, the shape of the value and the line (see the module docstring)."""
    if _ALLOWLIST.search(line) or qualified_name(name):
        return True
    # detect-secrets reads an id anywhere before the value on the line; only the name
    # counts here (`client_id=app&client_secret=...` holds a secret).
    if _heuristic().is_likely_id_string(value, f"{name}={value}"):
        return True
    if _heuristic().is_potential_uuid(value):
        return True
    if _heuristic().is_prefixed_with_dollar_sign(value) and re.match(r"^\$[\w({:]", value):
        return True  # $TOKEN, $(cmd), ${VAR}, $env:VAR, and "$argon2id$..." hashes
    if value[:1] in "{<[(" or _PATH.match(value) or _JWT_HEADER_ONLY.match(value):
        return True
    if _URL.match(value) or _CONSTANT_NAME.match(value) or value.upper() == name.upper():
        return True  # a link; a constant's name ("DOMAIN_PASSWORD"), as in `X = "X"`
    if _FORMAT_PREFIX.match(value) and len(value) < 24:
        return True  # "xoxp-1234", "sk-test": a real token of these formats is far longer
    return bare and _heuristic().is_indirect_reference(line[line.find(name) :])


def url_password(url: str) -> bool:
    """Whether `scheme://user:PASSWORD@host...` holds a password. On a local or stand-in
    host (`localhost`, `hostspec`, `example.com`: tests and docs) a password made of
    words is a stand-in too; on any other host only a placeholder is."""
    m = _URL_PASSWORD.search(url)
    if not m:
        return False
    password = unquote(m.group("password"))
    if len(password) < 3 or is_placeholder(password) or made_of_words(password):
        return False
    if any(c.isalpha() and not c.isascii() for c in password):
        return False  # words of a language, as in a test of URL parsing
    if detect_secrets_filtered(password):
        return False
    return not (_STAND_IN_HOST.match(m.group("host")) and made_of_phrase(password))


def slack_token(value: str) -> bool:
    """A Slack token is long (its last segment alone has 24 or more characters)."""
    return len(value) >= 24 and not not_a_token(value)


def has_key_body(value: str) -> bool:
    """A key block has a body: a header named in prose is no key."""
    return bool(re.search(r"[A-Za-z0-9+/=]{40,}", value)) or "PuTTY" in value
