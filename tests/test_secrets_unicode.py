"""Credentials disguised with invisible or look-alike characters, and passwords stated in
prose, are caught on the two ways text comes in: refused by `memory.add`, cut out by
harvest (the whole disguised span becomes `[secret: KIND]`, the text around it is kept).
Positive controls in each test: the plain credential is caught as before, and ordinary
prose about passwords is stored as written."""

from __future__ import annotations

import json

import pytest

from mgimind import operations
from mgimind.errors import SecretRefused
from mgimind.security.secrets import redact_secrets, scan
from tests.transcript_factory import TranscriptWriter

GITHUB = "ghp_" + "7Hq2Lm9Xc4Vb8Nz1Qw5Er3Ty6Ui0Op2As4Df"
AWS = "AKIA" + "Z7QKQ7X2M4N8P6R3"
OPENAI = "sk-" + "proj-Zx9Qw8Er7Ty6Ui5Op4As3Df2Gh1Jk0LzXcVb"
PASSWORD = "Zx9!kq2Lw7#mB4"


def full_width(text: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)


# (the disguised text, the plain text it stands for)
DISGUISED = {
    "zero-width space": ("ghp_\u200b" + GITHUB[4:], GITHUB),
    "word joiner": ("AKIA\u2060" + AWS[4:], AWS),
    "soft hyphen": ("sk-\u00ad" + OPENAI[3:], OPENAI),
    "full-width": (full_width(GITHUB), GITHUB),
    "joiners throughout": ("\u200d".join(AWS), AWS),
    "Cyrillic look-alike first": ("\u0410" + AWS[1:], AWS),
    "Cyrillic look-alike inside": (GITHUB.replace("c", "\u0441"), GITHUB),
}
PROSE = f"the prod db password is {PASSWORD} for the falcon cluster"
ORDINARY = [
    "the password policy is strict: twelve characters and a symbol",
    "The token is expired, so the falcon deploy asks for a new one.",
    "my password is hunter2 in the tutorial, which is why it is a bad example",
    "The primary key is user_id and the sort key is createdAt.",
    "The password reset link expired, and the token refresh failed twice.",
    "Пароль от базы хранится в хранилище ВАС, а ключ у Петра.",  # Cyrillic words stay theirs
]


@pytest.fixture
def backend_kind():
    return "edge"


@pytest.mark.parametrize("trick", list(DISGUISED))
def test_a_disguised_credential_is_found_and_its_whole_span_redacted(trick):
    disguised, plain = DISGUISED[trick]
    text = f"deploy with {disguised} tonight"
    found = scan(text)
    assert [text[f.start : f.end] for f in found] == [disguised]
    assert redact_secrets(text).startswith("deploy with [secret: ")
    assert redact_secrets(text).endswith("] tonight")
    # Positive control: the plain credential is found as before.
    assert [
        f"deploy with {plain} tonight"[f.start : f.end]
        for f in scan(f"deploy with {plain} tonight")
    ] == [plain]


def test_a_password_stated_in_prose_is_judged_by_its_value():
    assert (
        redact_secrets(PROSE) == "the prod db password is [secret: password] for the falcon cluster"
    )
    said = f"The password for the falcon cluster was changed to '{PASSWORD}'."
    assert PASSWORD not in redact_secrets(said)
    assert PASSWORD not in redact_secrets(f"the password is\u200b {PASSWORD}")
    assert PASSWORD not in redact_secrets(f"prod db has password {PASSWORD}")  # a fact's shape
    assert PASSWORD not in redact_secrets(f"wifi password {PASSWORD} at the office")
    # Positive control: prose about passwords and values made of words pass as written.
    for text in ORDINARY:
        assert scan(text) == [], text
    # ... and an assignment is still judged as it was.
    assert PASSWORD not in redact_secrets(f"DB_PASSWORD={PASSWORD}")


def test_memory_add_refuses_each_disguised_credential(mind):
    for disguised, _ in DISGUISED.values():
        with pytest.raises(SecretRefused):
            operations.call(mind, "memory.add", {"text": f"The falcon deploy key is {disguised}"})
    with pytest.raises(SecretRefused):
        operations.call(mind, "memory.add", {"text": PROSE})
    # Positive control: the ordinary texts are stored, and nothing of the refused ones.
    for text in ORDINARY:
        operations.call(mind, "memory.add", {"text": text})
    stored = [m.text for m in mind.memories.browse(None, view="all", limit=100)]
    assert sorted(stored) == sorted(ORDINARY)


def test_harvest_cuts_out_each_disguised_credential(mind, tmp_path):
    w = TranscriptWriter(cwd=str(tmp_path))
    for trick, (disguised, _) in DISGUISED.items():
        w.user(f"For the {trick} case, deploy the falcon service with {disguised} please.")
        w.assistant(f"Deploying the falcon service for the {trick} case.")
    w.user(f"Also: {PROSE}.")
    w.assistant("Understood, the falcon cluster is next.")
    w.user(ORDINARY[0])
    w.assistant("Noted the policy.")
    path = tmp_path / "s.jsonl"
    path.write_text(w.text(), encoding="utf-8")
    report = mind.harvester.harvest_file(path)
    assert report.exchanges == len(DISGUISED) + 2
    dumped = json.dumps([p.payload for p in mind.store.scroll(None)], ensure_ascii=False)
    for disguised, plain in DISGUISED.values():
        assert disguised not in dumped and plain not in dumped
        assert disguised[6:20] not in dumped  # no tail of it either
    assert PASSWORD not in dumped
    # Positive control: the exchanges are kept, each with its placeholder, and ordinary
    # prose about passwords as written.
    for trick in DISGUISED:
        assert f"For the {trick} case, deploy the falcon service with [secret: " in dumped
    assert "the prod db password is [secret: password] for the falcon cluster" in dumped
    assert ORDINARY[0] in dumped
