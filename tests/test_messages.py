"""Messages a person reads: the right article before a noun, one word for one meaning."""

from __future__ import annotations

import pytest

from mgimind.errors import SecretRefused, with_article
from mgimind.secrets import refuse_secrets


@pytest.mark.parametrize(
    "noun, said",
    [
        ("AWS access key", "an AWS access key"),
        ("SSH key", "an SSH key"),
        ("RSA private key", "an RSA private key"),
        ("API key", "an API key"),
        ("OpenAI key", "an OpenAI key"),
        ("URL", "a URL"),
        ("JSON web token", "a JSON web token"),
        ("GitHub token", "a GitHub token"),
        ("password", "a password"),
        ("user token", "a user token"),
        ("private key", "a private key"),
    ],
)
def test_the_article_follows_the_sound(noun, said):
    assert with_article(noun) == said


def test_a_refused_aws_key_reads_an_aws_access_key():
    with pytest.raises(SecretRefused) as refused:
        refuse_secrets("the deploy key is AKIAQ3EGTR7ZLMXW4PJN for the bucket")
    assert "looks like an AWS access key;" in refused.value.what
    assert "a AWS" not in refused.value.what


def _sealed(monkeypatch, segments: int) -> tuple[bytes, bytes]:
    import io
    import os

    from mgimind import cryptobox

    monkeypatch.setattr(cryptobox, "SEGMENT", 1000)
    plain = os.urandom(1000 * segments - 10)
    sealed = io.BytesIO()
    cryptobox.seal(io.BytesIO(plain), sealed, "pw")
    return plain, sealed.getvalue()


def _open(data: bytes) -> str:
    import io

    from mgimind import cryptobox

    try:
        cryptobox.unseal(io.BytesIO(data), io.BytesIO(), "pw")
    except cryptobox.Damaged as e:
        return e.what
    return "opened"


def test_a_byte_flipped_in_a_backup_reads_as_corruption_not_a_cut(monkeypatch):
    plain, data = _sealed(monkeypatch, 1)  # one segment: the whole file is the last one
    assert _open(data) == "opened"  # control: untouched, it opens
    middle = len(data) - 500
    flipped = data[:middle] + bytes([data[middle] ^ 1]) + data[middle + 1 :]
    said = _open(flipped)
    assert "corrupted" in said and "it was cut short" not in said and "end was edited" not in said
    first, last = (
        int(n.replace(",", "")) for n in said.split("bytes ")[1].split(" (")[0].split(" to ")
    )
    assert first <= middle <= last


def test_a_backup_that_lost_its_last_segments_reads_as_cut_short(monkeypatch):
    plain, data = _sealed(monkeypatch, 3)
    header = data.index(b"\n", data.index(b"\n") + 1) + 1
    cut = data[: header + 2 * (1000 + 16)]  # two whole segments of three
    said = _open(cut)
    assert "it was cut short: it ends after segment 2" in said and "corrupted" not in said
