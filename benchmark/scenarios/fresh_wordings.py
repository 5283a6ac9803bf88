"""Other wordings of the episodes (episodes.py), for a wording hold-out: the tuning and
held-out halves share their templates, so a rule keyed to those very words scores on both;
these were written after the recall was tuned on the tuning half and are not to be tuned
on. `build.py --fresh` writes timelines_fresh.json with them; `--data fresh` runs it.
"""

from __future__ import annotations

CANCELLATIONS = [
    (
        "Merge lock on {E} from Friday {t} until Monday.",
        "Forget the {E} merge lock, we scrapped it at the retro.",
        ("Will {E}'s main branch accept merges over the weekend?", "Is {E} frozen this Friday?"),
    ),
    (
        "Booked the {E} architecture review for Tuesday {t}.",
        "The {E} architecture review got cancelled, the proposal was withdrawn.",
        (
            "Do I have to present anything on {E} on Tuesday?",
            "Is the {E} design being reviewed soon?",
        ),
    ),
    (
        "Database failover drill for {E} on Thursday at {t}.",
        "No drill for {E} this week, it's called off until the new replica is in.",
        (
            "Should I expect {E} to fail over on purpose this week?",
            "Any planned outage test on {E}?",
        ),
    ),
    (
        "Concert with {p} on Friday, doors at {t}.",
        "{p} sold our concert tickets, we're not going — the plan is off.",
        ("Am I out with {p} on Friday night?", "What's happening with {p} at the end of the week?"),
    ),
]
CANCEL_WORDS = ("scrapped", "cancelled", "called off", "is off")

TASKS = [
    ("{a}: a memory leak in {E}'s image resizer", "{b}: {E} sends duplicate emails to customers"),
    ("{a}: adding OpenTelemetry traces to {E}", "{b}: {E}'s checkout fails for Danish cards"),
    ("{a}: deleting the dead feature flags in {E}", "{b}: the {E} deploy is stuck half-way"),
]
STARTS = (
    "Started looking into {task}.",
    "My focus this week: {task}.",
    "Grabbed {task} from the board.",
)
PROGRESS = (
    "{t}: the bug only shows with more than 10k rows; bisecting.",
    "Spent the morning on {t}, found the culprit commit.",
    "{t} has a failing test now, fix next.",
)
INTERRUPTS = (
    "Got pulled onto {urgent}; {a} is on hold.",
    "Everything stops for {urgent}. {a} goes back in the queue.",
)
RESUMES = (
    "{b} fixed and verified in prod. {a} again.",
    "Closed out {b}, picking {a} back up.",
)
TASK_ASKS = (
    "Which ticket should I have open in my editor?",
    "What's my main job today?",
    "What task has my attention at this point?",
)

PERMISSIONS = [
    (
        "{p} is the only person who can merge to {E}'s release branch.",
        "Merging to {E}'s release branch is {q}'s privilege since the reorg.",
        ("Who is able to land a change on {E}'s release line?", "Who merges {E}'s release fixes?"),
    ),
    (
        "Pager for {E} belongs to {p}.",
        "{q} carries the {E} pager from this week.",
        ("Who gets woken up when {E} breaks at night?", "Who is first responder for {E}?"),
    ),
]

OBSERVATIONS = [
    ("{h} CPU at {n}%.", ("How busy are {h}'s processors?", "Is {h} overloaded?"), "%"),
    (
        "{h} holds {n}0 open connections.",
        ("How many clients hold a connection to {h}?", "Is {h} near its connection limit?"),
        "0 open connections",
    ),
]
OBSERVE_WORDS = ("{s}", "Saw on the monitor: {s}", "Ping from ops — {s}", "Re-checked: {s}")

REPAIRS = [
    (
        "{E}'s search sometimes returns nothing; we clear the cache by hand {w} times a week.",
        "The {E} empty-search bug was a stale shard map; fixed in {f}, no manual clearing.",
        (
            "Does someone still have to poke {E}'s search cache?",
            "How was {E}'s empty search solved?",
        ),
        "by hand {w} times",
    ),
    (
        "{E} builds run out of disk; a janitor job deletes images every {w} hours.",
        "Switched {E} builds to a slim base image ({f}); the janitor job is retired.",
        (
            "What keeps {E}'s build machines from filling up?",
            "Is the image cleanup still running for {E}?",
        ),
        "every {w} hours",
    ),
]

PROMISES = [
    ("Said yes to giving {p} a tour of the {E} deploy pipeline by {d}.", "tour"),
    ("{p} is waiting for my benchmark numbers on {E}, I said {d}.", "benchmark numbers"),
    ("Will lend {p} my camping tent before {d}.", "camping tent"),
    ("I'm to write the {E} release announcement for {p} by {d}.", "release announcement"),
]
KEPT = ("{p} got it, sorted.", "Handed it over to {p} today.")
DROPPED = ("{p} doesn't need it after all.", "{p} found another way, nothing to do there.")
PROMISE_ASKS = (
    "Who is still waiting for something from me?",
    "Anything I said I'd do for people that isn't done?",
)
