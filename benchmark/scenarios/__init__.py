"""State-tracking scenarios for the prompt hook's recall: does what the hook injects hold
what the next answer needs, and nothing stale presented as current?

    nice -n 5 .venv/bin/python -m benchmark.scenarios                      # tuning half
    nice -n 5 .venv/bin/python -m benchmark.scenarios --split both --before 2f9ac95
    nice -n 5 .venv/bin/python -m benchmark.scenarios --data fresh --before 2f9ac95
    .venv/bin/python -m benchmark.scenarios.build                         # regenerate the data

- timelines.json: timelines written by build.py (seeded, deterministic), one kind's story
  each (supersession, correction, partial update, restatement, a value changed by an event,
  cancellation, interruption and resumption, scope and permission, environmental freshness,
  repair propagation, commitments, never-said questions, multi-item aggregation), padded with
  unrelated work notes to 5-200 items, every item with the time it happened.
- run.py: each timeline stored in a fresh home through the product's add path (Mind in
  process, the real embedder and store, embeddings cached by content), each question asked
  as the prompt hook asks it (the Claude Code adapter, the hook layer, the recall
  operation as the hook's actor, the configured budget; a new session per question).
- score.py: the injected text scored without a model, beside the baselines "the last 3 / 5
  stored texts", clipped to the same budget.
- timelines_fresh.json (`--data fresh`): the wording hold-out, eleven kinds told in words
  (fresh_wordings.py) that no tuning has seen; the halves above share their templates.
- timelines_fresh2.json (`--data fresh2`): a second wording hold-out, 62 stories written by
  hand (fresh2_stories.py) in styles neither set above has, before any tuning against it;
  measured once, never tuned on. timelines_wild.json (`--data wild`): 39 more hand-written
  stories (wild_stories.py), a tuning set in further other words. handwritten.py writes both.

The split into tuning and held-out halves is the parity of the first byte of sha256 of the
timeline id (score.split_of), declared at commit 65be252, the first of this package, before
any tuning against it. Later commits added timelines and wordings under the same rule; a
timeline's half never depends on its content. Tune on `tuning`; report `held-out`.
"""
