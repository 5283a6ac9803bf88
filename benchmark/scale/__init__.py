"""A year of memory on one machine: every distinct LongMemEval-S session in one home.

    nice -n 10 .venv/bin/python -m benchmark.scale run        # checkpoints 10/25/50/100%
    nice -n 15 .venv/bin/python -m benchmark.scale fill       # warm the embedding cache

See docs/scale.md for what is measured and BENCHMARKS.md ("A year of memory") for results.
"""
