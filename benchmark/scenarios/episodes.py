"""Episodes that are not one slot's value: plans called off, work interrupted and resumed,
permissions changed, observations of a host over time, workarounds replaced by fixes,
promises made and kept. Each is data: the statements in order and what a question needs.

Templates take {E} (an entity), {p}/{q} (people), {a}/{b} (tickets) and the episode's own
named values; the needs and stale strings name which of them an answer must show.
"""

from __future__ import annotations

# (plan at time {t}, its cancellation, questions whose answer depends on it)
CANCELLATIONS = [
    (
        "Code freeze on {E} starts Friday at {t}; nothing merges after that.",
        "The Friday freeze on {E} is off — merge as usual.",
        (
            "Can I still land my {E} PR late on Friday?",
            "Is {E} locked for merges at the end of the week?",
        ),
    ),
    (
        "Recurring {E} sync every Thursday at {t}, room Fjord.",
        "Killed the Thursday {E} sync; we'll use the channel instead.",
        (
            "Do I have a standing meeting about {E} this week?",
            "Should I block Thursday afternoon for the {E} people?",
        ),
    ),
    (
        "{E} maintenance window: Sunday {t}, the API will be read-only.",
        "Ops called off Sunday's {E} maintenance window.",
        (
            "Will {E} be read-only at any point this weekend?",
            "Can customers write to {E} on Sunday?",
        ),
    ),
    (
        "We'll migrate {E} to the new cluster on Saturday at {t}.",
        "The {E} cluster migration is not happening this weekend after all.",
        (
            "Is anything scheduled to move {E} soon?",
            "Do I need to be on call for an {E} move on Saturday?",
        ),
    ),
    (
        "The {E} load test is booked for Wednesday {t} against staging.",
        "Load test for {E} cancelled — staging is needed for the demo.",
        (
            "Is staging going to be hammered for {E} midweek?",
            "Can I use staging on Wednesday afternoon?",
        ),
    ),
    (
        "{E}'s nightly reindex runs at {t}.",
        "Turned off {E}'s nightly reindex; search indexes on write now.",
        (
            "Does {E} still rebuild its search index overnight?",
            "Is there a batch job on {E} I should avoid at night?",
        ),
    ),
    (
        "The v1 API of {E} will be shut down on the 30th at {t}.",
        "{E}'s v1 is no longer being retired — two big customers still depend on it.",
        (
            "Do I need to migrate my script off {E}'s old API?",
            "Is {E}'s first API version going away?",
        ),
    ),
    (
        "Rolling the new {E} checkout to everyone on Monday at {t}.",
        "Monday's {E} checkout rollout is called off; the flag stays at internal users.",
        (
            "Will customers see the new {E} checkout next week?",
            "Is the {E} checkout going to all users on Monday?",
        ),
    ),
    (
        "Dinner with {p} on Saturday, table for four at {t}.",
        "{p} cancelled Saturday dinner, they are sick.",
        ("What are my plans with {p} at the weekend?", "Am I seeing {p} on Saturday evening?"),
    ),
    (
        "Team offsite about {E} in Porto, we leave Tuesday at {t}.",
        "The Porto offsite is scrapped; budget freeze.",
        ("Do I need to pack for the {E} trip?", "Am I travelling next Tuesday?"),
    ),
    (
        "Climbing with {p} every Wednesday at {t}.",
        "{p} and I are no longer climbing on Wednesdays; their knee needs rest.",
        ("Is my Wednesday evening free?", "Do I have a regular sports thing with {p}?"),
    ),
    (
        "Pairing with {p} on the {E} migration on Thursday at {t}.",
        "Pairing on {E} with {p} is not happening, they moved teams.",
        (
            "Who am I working with on the {E} migration this week?",
            "Should I prepare a pairing session for Thursday?",
        ),
    ),
]

# The cancelled words: one of them is in every cancellation statement above, and an answer
# that tells the plan is off needs it.
CANCEL_WORDS = (
    "is off",
    "killed",
    "called off",
    "not happening",
    "cancelled",
    "turned off",
    "scrapped",
    "no longer",
)

# Work started (a), interrupted by something urgent (b), maybe resumed.
TASKS = [
    ("{a}: the CSV export for {E} times out on big accounts", "{b}: {E} returns 502s in prod"),
    (
        "{a}: rewriting {E}'s retry logic with jittered backoff",
        "{b}: a customer's {E} invoices are doubled",
    ),
    ("{a}: dark mode for the {E} settings page", "{b}: the {E} login loop on Safari"),
    (
        "{a}: moving {E}'s config to pydantic-settings",
        "{b}: certificate expired on {E}'s webhook endpoint",
    ),
    ("{a}: pagination for the {E} search API", "{b}: {E}'s disk filled up on the worker nodes"),
    ("{a}: flaky snapshot tests in {E}", "{b}: data leak report about {E} from security"),
]
STARTS = (
    "Starting on {task}.",
    "Picked up {task} this morning.",
    "Today: {task}.",
    "User: what should I do next?\nAssistant: Take {task}.",
)
PROGRESS = (
    "Progress on {t}: narrowed it to one query, adding an index.",
    "{t}: reproduced it locally, writing a failing test.",
    "Halfway through {t}; the tricky part is the migration.",
    "Pushed a draft PR for {t}.",
)
INTERRUPTS = (
    "Parking {a} — {urgent} came in and needs me now.",
    "Paused {a}; dropping everything for {urgent}.",
    "Switching to {urgent}. {a} will have to wait.",
)
RESUMES = (
    "{b} is resolved and closed. Back on {a}.",
    "Done firefighting {b}; resuming {a} where I left it.",
    "Hotfix for {b} deployed. Returning to {a} now.",
)
TASK_ASKS = (
    "What am I in the middle of right now?",
    "Remind me, which ticket is on my desk at the moment?",
    "What should I get back to after lunch?",
    "Where was I? What's my current piece of work?",
)

# (initial rule, change to a new person, questions)
PERMISSIONS = [
    (
        "Only {p} may approve production deploys of {E}.",
        "Prod deploy approval for {E} is {q}'s job from now.",
        ("Whose sign-off do I need to ship {E} to prod?", "Who can green-light an {E} release?"),
    ),
    (
        "{p} holds the admin role on the {E} repo.",
        "Repo admin on {E} was handed to {q}; the old admin keeps write only.",
        (
            "Who can change {E}'s branch protection settings?",
            "Who do I ask to add a deploy key to {E}?",
        ),
    ),
    (
        "Secrets for {E} are rotated by {p}, nobody else.",
        "{q} does the {E} secret rotations now.",
        ("Who should rotate {E}'s API keys?", "The {E} token leaked in a log — who replaces it?"),
    ),
    (
        "{p} is the only one with read access to {E}'s customer tables.",
        "Customer-table access on {E} moved to {q} after the audit.",
        (
            "Who can look at real customer rows in {E}?",
            "I need a production data pull from {E}; who can run it?",
        ),
    ),
    (
        "Spending on {E}'s cloud account above 500 EUR needs {p}'s OK.",
        "Budget approvals for {E}'s cloud account go to {q} starting this quarter.",
        ("Who approves a bigger instance for {E}?", "Whose OK do I need to buy more {E} capacity?"),
    ),
    (
        "Only {p} can flip feature flags for {E} in production.",
        "{q} manages {E}'s production flags now; ask them.",
        (
            "Who can turn on a flag for {E} customers?",
            "Who toggles {E}'s rollout switches in prod?",
        ),
    ),
    (
        "Incident commander for {E} outages is {p}.",
        "{q} is the incident lead for {E} from this rotation on.",
        ("If {E} goes down tonight, who runs the incident?", "Who coordinates an {E} outage?"),
    ),
]

# Observations of a host over time: (metric statement, questions, unit suffix)
OBSERVATIONS = [
    ("Disk on {h} is at {n}%.", ("How full is {h}'s disk?", "Is {h} running out of space?"), "%"),
    (
        "{h}: replication lag {n}s.",
        ("How far behind is the replica {h}?", "Can I trust reads from {h} to be fresh?"),
        "s",
    ),
    (
        "Queue depth on {h}: {n}00 messages.",
        ("How big is the backlog on {h}?", "Are the consumers on {h} keeping up?"),
        "00 messages",
    ),
    ("{h} memory use {n}%.", ("How much RAM is {h} using?", "Is {h} close to swapping?"), "%"),
    (
        "Cert on {h} expires in {n} days.",
        ("How long until {h}'s TLS cert runs out?", "When do I need to renew TLS on {h}?"),
        " days",
    ),
    (
        "p95 latency on {h}: {n}0 ms.",
        ("How snappy is {h} at the tail?", "Is {h} slow for the worst requests?"),
        "0 ms",
    ),
    (
        "{h} error rate {n} per mille.",
        ("How many requests fail on {h}?", "Is {h} throwing errors?"),
        " per mille",
    ),
]
OBSERVE_WORDS = (
    "{s}",
    "Checked just now: {s}",
    "Dashboard says: {s}",
    "Grafana at {time}: {s}",
    "Alert fired — {s}",
    "Looked again: {s}",
)
HOSTS = ("web-07", "worker-3b", "pg-replica-2", "edge-lhr-1", "batch-11", "cache-04", "ci-runner-9")

# (problem + workaround, the fix that replaces it, questions, the workaround's words)
REPAIRS = [
    (
        "{E} workers hang on Redis timeouts; workaround: a cron restarts them every {w} hours.",
        "Found the {E} hang: a connection-pool leak. Pinned redis-py {f}, dropped the cron.",
        (
            "How do we deal with the {E} worker hangs now?",
            "Is anything still bouncing {E}'s workers?",
        ),
        "every {w} hours",
    ),
    (
        "test_{E}_sync is flaky; we retry it {w} times in CI as a stopgap.",
        "Fixed the {E} sync flake for real by freezing the clock (freezegun {f}); retries removed.",
        (
            "What's our approach to the flaky sync test in {E}?",
            "Why did the {E} sync test stop failing randomly?",
        ),
        "retry it {w} times",
    ),
    (
        "DNS for {E}'s payment provider flaps; pinned their IP in /etc/hosts on {w} boxes.",
        "Provider fixed their resolvers; {E} uses normal DNS again since resolver release {f}.",
        (
            "Are we still hard-coding the payment provider's address for {E}?",
            "How does {E} find its payment provider's servers?",
        ),
        "/etc/hosts",
    ),
    (
        "{E}'s report query takes a minute; we cache the result for {w} hours to hide it.",
        "Added a composite index on {E}'s report query (shipped in {f}); cache removed.",
        (
            "Why is {E}'s report fast now — what did we do about it?",
            "Are {E}'s report numbers served stale from somewhere?",
        ),
        "for {w} hours",
    ),
    (
        "{E} leaks memory; the pods get recycled every {w} hours by a liveness hack.",
        "{E} leak fixed in {f} (an unbounded LRU); liveness hack reverted.",
        (
            "What keeps {E}'s memory under control these days?",
            "Do {E} pods still get killed on a timer?",
        ),
        "every {w} hours",
    ),
    (
        "{E}'s upload endpoint 413s on big files; we tell users to split them into {w} parts.",
        "Raised the body limit and streamed {E}'s uploads (release {f}); no more splitting.",
        (
            "What do I tell a customer whose {E} upload is too large?",
            "Do big {E} uploads work now?",
        ),
        "into {w} parts",
    ),
    (
        "The {E} cron double-fires on DST days; ops disables it by hand {w} times a year.",
        "Moved {E}'s scheduler to UTC in {f}; the manual DST step is gone.",
        (
            "Does anyone still babysit {E}'s cron around clock changes?",
            "How do we handle daylight saving in {E}'s scheduler?",
        ),
        "by hand {w} times",
    ),
]

# (the promise to {p} due {d}, the thing promised: how an answer names it)
PROMISES = [
    ("Told {p} I'd send the load-test report by {d}.", "load-test report"),
    ("Promised {p} a review of the {E} schema PR by {d}.", "schema PR"),
    ("I owe {p} the onboarding notes for {E}, due {d}.", "onboarding notes"),
    ("Said I'd pair with {p} on the {E} flamegraphs before {d}.", "flamegraphs"),
    ("Committed to writing the {E} postmortem for {p} by {d}.", "postmortem"),
    ("Agreed to book the venue for {p}'s farewell by {d}.", "venue"),
    ("I'll fix the broken {E} dashboard for {p} by {d}.", "dashboard"),
    ("Promised {p} I'd return the cordless drill by {d}.", "cordless drill"),
    ("Told {p} I'd proofread the grant application by {d}.", "grant application"),
    ("I'll send {p} the {E} architecture diagram by {d}.", "architecture diagram"),
    ("Offered to mentor {p}'s intern through the {E} codebase, starting {d}.", "mentor"),
]
KEPT = (
    "{p} has what I promised — sent it over this morning.",
    "Done with the thing for {p}, ticked off.",
    "Delivered to {p}; they said thanks.",
)
DROPPED = (
    "{p} says they no longer need what I promised.",
    "{p} withdrew the request, nothing owed there.",
)
PROMISE_ASKS = (
    "What have I promised people that's still outstanding?",
    "Is there anything I owe someone?",
    "Which commitments are still open on my side?",
    "Before I go on holiday, who is still waiting on something from me?",
    "Make me a list of the loose ends I promised to tie up.",
)
