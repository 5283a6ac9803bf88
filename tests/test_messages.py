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
