"""Paragraph retrieval in many languages (XQuAD): `python -m benchmark.multilingual --help`."""
