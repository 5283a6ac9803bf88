"""Benchmarks: retrieval quality (`benchmark.retrieval`) and ingest throughput."""
