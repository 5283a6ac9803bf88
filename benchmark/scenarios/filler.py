"""Unrelated notes that pad a timeline to its length: the everyday record of coding work
(reviews, bugs, builds, tooling, meetings) and some life, built from templates over their
own vocabulary, which shares no entity or person with the timelines' slots. Thousands of
distinct sentences, so a long timeline is not the same ten lines again.
"""

from __future__ import annotations

import random

MODULES = (
    "thumbnailer", "mailer", "geo-lookup", "reporting", "search-indexer", "auth-proxy",
    "webhooks", "scheduler", "uploader", "feature-store", "docs site", "admin panel",
    "mobile app", "data warehouse", "pdf renderer", "rate limiter", "audit trail",
    "image cache", "sms gateway", "consent banner",
)  # fmt: skip
FOLKS = (
    "Ola", "Pim", "Rhys", "Sanne", "Tove", "Ugo", "Vera", "Wim", "Yara", "Zeno", "Arvid",
    "Bruna", "Cosmo", "Della", "Ezra", "Flor", "Gael", "Hilde", "Ivo", "Jutta",
)  # fmt: skip
TOOLS = (
    "ruff", "mypy", "pytest-xdist", "pre-commit", "uv", "tox", "black", "hypothesis",
    "sentry", "grafana", "terraform", "helm", "k9s", "jq", "ripgrep", "poetry", "nox",
)  # fmt: skip
BUGS = (
    "an off-by-one in the pagination cursor", "a race between two cache writers",
    "a timezone bug around DST", "a unicode normalisation mismatch", "a leaked file handle",
    "a missing await in the retry path", "an N+1 query on the list view",
    "a stale ETag after partial updates", "a float rounding error in totals",
    "a deadlock in the shutdown hook", "an unescaped quote in the CSV writer",
)  # fmt: skip
THINGS = (
    "the README", "the changelog", "the API docs", "the error messages", "the logging format",
    "the fixtures", "the Makefile", "the dev container", "the seed data", "the type stubs",
    "the release notes", "the on-call runbook",
)  # fmt: skip
DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")

WORK = (
    "Reviewed {f}'s PR on the {m}: {b}, left two comments.",
    "Tracked down {b} in the {m}; fix is a one-liner.",
    "Upgraded {t} in the {m} repo, no new warnings.",
    "{f} asked for a walkthrough of the {m} next {d}.",
    "Rewrote {x} for the {m} — much clearer now.",
    "The {m} build went red because of {b}; reverted the commit.",
    "Added {t} to the {m} pre-commit hooks.",
    "Pairing with {f} on {b} in the {m}.",
    "Cleaned up {x} in the {m}, removed three dead sections.",
    "The {m} dashboard in {t} now shows p99 latency.",
    "Spent an hour on {b}; turned out to be in the {m}, not ours.",
    "{f} is out on {d}; I'm covering their {m} reviews.",
    "Sketched a design note for the {m}: fewer moving parts, one queue.",
    "Benchmark of the {m}: median went down after fixing {b}.",
    "Retro note: the {m} incident was {b}; we add a test for it.",
    "Moved the {m} tickets into the next sprint, {f} agreed.",
    "Wrote a regression test for {b} in the {m}.",
    "{f} found {b} while fuzzing the {m} with {t}.",
    "Updated {x} after {f}'s feedback on the {m}.",
    "Bumped the {m}'s lockfile; {t} pulled in a new minor version.",
    "Demo of the {m} went fine on {d}; {f} wants a CSV export next.",
    "Profiling the {m} with py-spy: most time goes to JSON encoding.",
    "Closed four stale issues on the {m}.",
    "{f} and I agreed the {m} should log request ids everywhere.",
    "The {m} has a new contributor guide, mostly {x} rewritten.",
    "Tried {t} on the {m}; too slow on our CI machines, parked it.",
    "Code review etiquette reminder from {f}: small PRs for the {m}.",
    "Filed a bug upstream in {t} about {b}.",
    "Lunch-and-learn on {d}: {f} presents {t} for the {m} team.",
    "User: summarise the {m} thread?\nAssistant: {f} wants fewer retries; the cause is {b}.",
    "User: tidy up {x} for the {m}\nAssistant: Done — shorter sentences, one example each.",
)  # fmt: skip
LIFE = (
    "Picked up groceries on the way home: lentils, lemons, coffee.",
    "Ran {k} km along the river before work.",
    "Watered the plants on the balcony; the basil needs a bigger pot.",
    "Finished chapter {k} of the novel about the lighthouse keeper.",
    "{f} recommended a podcast about the history of typography.",
    "Booked a haircut for next {d}.",
    "The bike needs new brake pads, maybe at the shop near the station.",
    "Tried a new recipe: chickpea curry with {k} cloves of garlic.",
    "Called my aunt; she's planting tomatoes again this year.",
    "Paid the electricity bill, {k}0 euros this month.",
    "The neighbour's cat got into the stairwell again.",
    "Bought a birthday card for {f}.",
    "Yoga class on {d} was packed.",
    "Renewed the library card; borrowed {k} books.",
)  # fmt: skip


def filler_pool(seed: int = 7, size: int = 2400) -> list[str]:
    """Distinct unrelated notes, in a fixed order for the seed."""
    rng = random.Random(seed)
    seen: set[str] = set()
    out: list[str] = []
    tries = 0
    while len(out) < size and tries < size * 50:
        tries += 1
        template = rng.choice(LIFE) if rng.random() < 0.15 else rng.choice(WORK)
        text = template.format(
            m=rng.choice(MODULES),
            f=rng.choice(FOLKS),
            t=rng.choice(TOOLS),
            b=rng.choice(BUGS),
            x=rng.choice(THINGS),
            d=rng.choice(DAYS),
            k=rng.randrange(3, 19),
        )
        if text not in seen:
            seen.add(text)
            out.append(text)
    return out
