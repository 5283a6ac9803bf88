"""Security: the secret scanner, the vault, encryption, bearer tokens and the human review
channel."""
