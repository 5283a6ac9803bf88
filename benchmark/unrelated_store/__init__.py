"""Unrelated prompts on a real coding-work store: how often the prompt hook injects a
recall for a prompt the store has nothing for, and (the positive control) how often it
brings the one stored note a related prompt needs.

    nice -n 10 .venv/bin/python -m benchmark.unrelated_store [--before REV]... [--split S]

- The store: this repository's own commit messages up to STORE_REV (b299425; 980 commits),
  each one memory dated by its author date (`occurred_at`), added oldest first through the
  product's add path (Mind in process, the real embedder and store, embeddings cached by
  content under benchmark/.cache/). A fixed revision, so every run stores the same notes.
- prompts.UNRELATED: about 100 prompts, general and coding-generic, that nothing in this
  repository's history answers; scored by the share that get a non-empty recall and the
  characters injected.
- prompts.RELATED: about 50 prompts each answered by one commit message (named by its
  hash); scored by the share whose recall holds that commit (an item whose body's first
  words are words of that commit's message, in order) and the share with any recall.
- Each prompt asked as the prompt hook asks it (scenarios.run.PromptHook: the Claude Code
  adapter, the hook layer, the recall operation as the hook's actor, the configured budget),
  each in a new session.

The split, declared before any prompt was measured: a prompt is in `tuning` when the first
byte of sha256 of its text is even, else `held-out` (scenarios.score.split_of). Tune on
`tuning`; report `held-out`.
"""
