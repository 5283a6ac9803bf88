"""Other wordings of the stories, for a wording hold-out: the tuning and held-out halves
share their templates, so a rule keyed to those very words scores on both. These, of the
episodes (episodes.py) and of 13 slots and the wrappers around them (slots, kinds.py), were
written after the recall was tuned on the tuning half and are not to be tuned on.
`build.py` writes timelines_fresh.json with them; `--data fresh` runs it.
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

# The slot kinds (supersession, correction, restatement, event, never-said) in other words:
# slot name -> its wordings; only these slots make the wording hold-out's slot timelines.
SLOT_WORDINGS = {
    "port": {
        "set": ("{E} answers HTTP on {v} locally.", "Dev proxy forwards to {E} at {v}."),
        "change": (
            "Renumbered {E}: it binds {v} these days.",
            "{E} got the {v} slot after the port audit.",
        ),
        "event": ("The sidecar took {old}, so {E} was shifted onto {v}.",),
        "ask": ("What do I append to localhost to open {E}?", "Which local socket does {E} use?"),
    },
    "db_host": {
        "set": ("{E} reads and writes against {v}.", "The box behind {E}'s data is {v}."),
        "change": (
            "{E} points at {v} since the storage swap.",
            "Swapped {E}'s database server for {v}.",
        ),
        "event": ("{old} died overnight; {E} was brought back on {v}.",),
        "ask": ("Which server holds {E}'s tables?", "Where should my SQL client connect for {E}?"),
    },
    "branch": {
        "set": ("Customer builds of {E} come from {v}.", "{E} fixes are cherry-picked onto {v}."),
        "change": ("{E}'s shipping branch is {v} after the cut.", "Cut {v}: {E} ships from it."),
        "event": ("{E}'s {old} line reached end of life; maintenance happens on {v}.",),
        "ask": (
            "Which git line do {E}'s releases come from?",
            "Where does an {E} patch go to reach users?",
        ),
    },
    "python": {
        "set": (
            "{E}'s Dockerfile starts FROM python:{v}.",
            "{E} is developed against CPython {v}.",
        ),
        "change": ("{E} moved up to CPython {v}.", "Interpreter for {E}: {v} after the upgrade."),
        "event": ("The {E} upgrade PR landed; CI builds on {v}, {old} is dropped.",),
        "ask": ("Which Python release does {E} need?", "What interpreter do {E}'s containers run?"),
    },
    "postgres": {
        "set": ("{E}'s db server version: {v}.", "{E} stores its data in PostgreSQL {v}."),
        "change": ("{E} runs PostgreSQL {v} after the maintenance.", "{E}'s database is at {v}."),
        "event": ("Blue-green switch done for {E}: the green cluster on {v} is live.",),
        "ask": ("What database server release backs {E}?", "Which PostgreSQL does {E} use?"),
    },
    "owner": {
        "set": ("{E} is {v}'s responsibility.", "Questions about {E}: {v} is the owner."),
        "change": ("{v} is responsible for {E} since the handover.", "Handed {E} to {v}."),
        "event": ("{old} moved to the data team; {v} picked up {E}.",),
        "ask": ("Who is in charge of {E}?", "Which engineer owns {E}?"),
    },
    "deadline": {
        "set": ("{E} is due {v}.", "Ship date for {E}: {v}."),
        "change": ("{E} slipped to {v}.", "Due date of {E} is {v} now."),
        "event": ("The customer asked for more time, so {E} lands {v}.",),
        "ask": ("When is {E} due?", "What's the ship date for {E}?"),
    },
    "queue": {
        "set": ("{E} emits its events to {v}.", "Event transport for {E}: {v}."),
        "change": ("We replaced {E}'s broker with {v}.", "{E} emits to {v} after the migration."),
        "event": ("Finished cutting {E} over to {v}; {old} is switched off.",),
        "ask": ("Where do {E}'s events go?", "What broker carries {E}'s messages?"),
    },
    "region": {
        "set": ("{E} lives in AWS {v}.", "{E}'s servers are in {v}."),
        "change": ("{E} runs from {v} after the move.", "Relocated {E} to {v}."),
        "event": ("The {E} move finished: it serves from {v}, nothing is left in {old}.",),
        "ask": ("In which AWS region is {E}?", "Where is {E} hosted?"),
    },
    "ci_timeout": {
        "set": ("{E} jobs are cut off at {v}.", "{E}'s pipeline gets {v} max."),
        "change": ("{E}'s pipeline limit went up to {v}.", "CI for {E} allows {v} now."),
        "ask": ("What's {E}'s CI time limit?", "How many minutes does a {E} CI run get?"),
    },
    "flight": {
        "set": ("My ticket for {E}: {v}.", "Going to {E} on flight {v}."),
        "change": ("New flight for {E}: {v}.", "Changed my {E} flight to {v}."),
        "ask": ("What's my flight number for {E}?", "Which flight takes me to {E}?"),
    },
    "hotel": {
        "set": ("Staying at {v} during {E}.", "Accommodation in {E}: {v}."),
        "change": (
            "Moved my {E} stay to {v}.",
            "Accommodation for {E} is {v} after the rebooking.",
        ),
        "ask": ("Which hotel did I book in {E}?", "Where's my room in {E}?"),
    },
    "dentist": {
        "set": ("Seeing {E} on {v}.", "{E}: {v}, 9am."),
        "change": ("My {E} visit is on {v} after the rebooking.", "Pushed {E} to {v}."),
        "ask": ("When do I see {E}?", "What date is {E}?"),
    },
}
CORRECTIONS = (
    "Sorry, {old} was wrong: {stmt}",
    "I mixed that up — {E}'s {attr} is {v}, not {old}.",
    "Fixing my earlier note: {v} for {E}, never {old}.",
)
RESTATE = (
    "Still the same as I said: {stmt_lower}",
    "For the record, {stmt_lower}",
    "Reconfirmed with the team — {stmt_lower}",
)
REVERTS = (
    "Going back to {v} for {E}; {old} is abandoned.",
    "{E} returns to {v}, we rolled {old} back.",
)
WRAPS = ("", "", "", "Memo: ", "From the team chat: ", "Note: ")
