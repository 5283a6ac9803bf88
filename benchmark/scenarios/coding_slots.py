"""Slots of coding work: ports, hosts, branches, versions, owners, deadlines, CI settings,
decisions."""

from __future__ import annotations

from benchmark.scenarios.slots import (
    PEOPLE,
    SERVICES,
    Slot,
    branch_name,
    calendar_date,
    host_name,
    minutes,
    pick,
    port_number,
)

CODING = [
    Slot(
        "port",
        "coding",
        "port",
        port_number,
        SERVICES,
        set=(
            "{E} listens on port {v}.",
            "Bound {E} to :{v} in docker-compose.",
            "For local dev, {E}'s HTTP server comes up on {v}.",
            "Point your client at localhost:{v} to reach {E}.",
            "User: what port is {E} on?\nAssistant: {E} serves on {v} in the dev stack.",
        ),
        change=(
            "Moved {E} to port {v}; the old one clashed with the metrics sidecar.",
            "{E} is served on {v} from today.",
            "We rebound {E} — it's :{v} now, update your .env.",
            "New port for {E}: {v}. Compose file is merged.",
            "Heads up, {E}'s listener changed to {v} after the proxy rework.",
        ),
        event=(
            "The ingress rework merged: {E} now sits behind it on {v}, and {old} is closed.",
            "Security closed {old} on the dev boxes, so {E} got re-bound to {v}.",
        ),
        ask=(
            "Which port should my local client use to talk to {E}?",
            "Where do I hit {E} when I run the stack on my laptop?",
            "What's the number I put after localhost: for {E}?",
            "I'm wiring up a curl against {E} in dev — what address:port?",
        ),
    ),
    Slot(
        "db_host",
        "coding",
        "database host",
        host_name,
        SERVICES,
        set=(
            "{E}'s primary database lives on {v}.",
            "The {E} Postgres primary is {v}; replicas hang off it.",
            "Connect psql to {v} for the {E} data.",
            "User: where's the {E} db?\nAssistant: The primary is {v}.",
        ),
        change=(
            "{E}'s database moved to {v}.",
            "From now on the {E} primary is {v}.",
            "Repointed {E}'s DATABASE_URL at {v}; old box is being drained.",
            "The {E} tables are served from {v} now.",
        ),
        event=(
            "Failover at 03:10 last night: {v} was promoted and is the {E} primary, {old} is out.",
            "The datacenter move finished — {E}'s data now sits on {v}, {old} is decommissioned.",
        ),
        ask=(
            "Which machine do I run my psql session against for {E}?",
            "Where does {E} keep its data — which box?",
            "I need to run a read query on {E}'s tables; what server do I connect to?",
        ),
    ),
    Slot(
        "branch",
        "coding",
        "release branch",
        branch_name,
        SERVICES,
        set=(
            "{E} releases are cut from {v}.",
            "Tag the {E} build off {v}.",
            "The {E} release train runs on {v}; cherry-pick fixes there.",
            "User: which branch ships {E}?\nAssistant: {v} is the one we ship from.",
        ),
        change=(
            "{E} now ships from {v}.",
            "Cut a new branch for {E}: {v}. Backports go there from now.",
            "Release branch for {E} switched to {v} this morning.",
            "We froze the previous line — {E} fixes land on {v} now.",
        ),
        event=(
            "{E} {old} went out to customers; the next cycle cuts from {v}.",
            "Merged {old} back to main and closed it; {E}'s open line is {v}.",
        ),
        ask=(
            "Where should I cherry-pick my {E} fix so it goes out?",
            "Which line do I tag when I build {E} for customers?",
            "My {E} hotfix is ready — what do I target with the PR?",
        ),
    ),
    Slot(
        "python",
        "coding",
        "Python version",
        pick(["3.10.14", "3.11.9", "3.12.7", "3.13.1"]),
        SERVICES,
        set=(
            "{E} runs on Python {v}.",
            "{E}'s base image is python:{v}-slim.",
            "The {E} venv is built with CPython {v}.",
        ),
        change=(
            "Bumped {E} to Python {v}.",
            "{E} is on CPython {v} now, tox matrix updated.",
            "Upgraded the interpreter for {E}: {v}.",
        ),
        event=("Merged the Dockerfile PR for {E}: it builds from python:{v}-slim, {old} is gone.",),
        ask=(
            "Which interpreter should pyenv install to work on {E}?",
            "What Python do I need locally for {E}?",
            "If I make a venv for {E}, which CPython release?",
        ),
    ),
    Slot(
        "postgres",
        "coding",
        "Postgres version",
        pick(["14.13", "15.8", "16.4", "17.2"]),
        SERVICES,
        set=(
            "{E} is on Postgres {v}.",
            "The {E} cluster runs PostgreSQL {v}.",
            "SELECT version() on {E} says {v}.",
        ),
        change=(
            "{E}'s database is on Postgres {v} now.",
            "Upgraded {E}'s cluster to PostgreSQL {v}.",
        ),
        event=(
            "pg_upgrade for {E} finished overnight — it came back up on {v}.",
            "We migrated the {E} db to {v} last night, no rollback needed.",
        ),
        ask=(
            "Which database engine release is behind {E}? I'm checking a feature.",
            "Can I use the newest SQL features on {E} — what server release is it?",
            "What pg release should my local container match for {E}?",
        ),
    ),
    Slot(
        "owner",
        "coding",
        "owner",
        pick(PEOPLE),
        SERVICES,
        set=(
            "{v} owns {E}.",
            "{E} belongs to {v}'s team; ping them for reviews.",
            "Service owner for {E}: {v}.",
            "User: who looks after {E}?\nAssistant: {v} does.",
        ),
        change=(
            "{v} is taking over {E}.",
            "{E} has a new owner: {v}.",
            "Ownership of {E} moved to {v} this sprint.",
        ),
        event=(
            "{old} left the company on Friday; {v} inherits everything of theirs, {E} included.",
            "Reorg landed: {E} went to {v}'s group, {old} now works on mobile.",
        ),
        ask=(
            "Who should I ask to approve a schema change in {E}?",
            "Who's accountable for {E} these days?",
            "Which person do I escalate an {E} bug to?",
        ),
    ),
    Slot(
        "deadline",
        "coding",
        "deadline",
        calendar_date,
        SERVICES,
        set=(
            "The {E} launch is set for {v}.",
            "{E} has to be feature-complete by {v}.",
            "We promised sales {E} by {v}.",
        ),
        change=(
            "The {E} launch moved to {v}.",
            "New target for {E}: {v}.",
            "Product agreed to {v} for {E}.",
        ),
        event=(
            "The client pushed the {E} go-live; the new date is {v}.",
            "Legal review slipped, so {E} now ships {v} instead of {old}.",
        ),
        ask=(
            "When does {E} have to be done?",
            "How much runway is left on {E}, date-wise?",
            "What date are we working towards for {E}?",
        ),
    ),
    Slot(
        "ci_timeout",
        "coding",
        "CI timeout",
        minutes,
        SERVICES,
        set=(
            "{E}'s CI job times out after {v}.",
            "timeout-minutes for the {E} pipeline is set to {v}.",
            "The {E} test stage is killed at {v}.",
        ),
        change=(
            "Raised the {E} CI timeout to {v}.",
            "{E} pipeline limit is {v} now.",
            "Changed timeout-minutes for {E} to {v}.",
        ),
        ask=(
            "How long can the {E} build run before CI kills it?",
            "What's the cap on {E} pipeline runtime?",
            "My {E} integration tests are slow; how much time do they get in CI?",
        ),
    ),
    Slot(
        "ci_image",
        "coding",
        "CI runner image",
        pick(["ubuntu-22.04", "ubuntu-24.04", "debian-12", "alpine-3.20", "rockylinux-9"]),
        SERVICES,
        set=(
            "{E}'s CI runs on {v}.",
            "runs-on for {E} is {v}.",
            "The {E} jobs use the {v} runner image.",
        ),
        change=(
            "Switched {E}'s runners to {v}.",
            "{E} CI image is {v} now.",
            "Moved the {E} workflow to {v}.",
        ),
        ask=(
            "What OS do {E}'s pipeline machines run?",
            "Which image should I reproduce a {E} CI failure on?",
            "What distro do the {E} build agents use?",
        ),
    ),
    Slot(
        "queue",
        "coding",
        "message broker",
        pick(["RabbitMQ", "Kafka", "NATS", "SQS", "Redis Streams", "Pulsar"]),
        SERVICES,
        set=(
            "Decision: {E} uses {v} for its events.",
            "We're going with {v} as the broker for {E}.",
            "{E} publishes to {v}.",
        ),
        change=(
            "Reversed the broker decision for {E}: {v} it is.",
            "After the load test we switched {E} to {v}.",
            "{E} will use {v} instead — the earlier pick didn't survive review.",
        ),
        event=("The {E} consumers were rewritten for {v} and the {old} cluster is shut down.",),
        ask=(
            "What does {E} push its events through?",
            "Which messaging system should my new {E} consumer subscribe to?",
            "What's the event backbone for {E}?",
        ),
    ),
    Slot(
        "region",
        "coding",
        "region",
        pick(
            [
                "eu-west-1",
                "eu-central-1",
                "us-east-2",
                "ap-southeast-1",
                "us-west-2",
                "ca-central-1",
            ]
        ),
        SERVICES,
        set=(
            "{E} is deployed in {v}.",
            "{E}'s infrastructure lives in {v}.",
            "The {E} stack runs out of {v}.",
        ),
        change=(
            "{E} moved to {v}.",
            "We're running {E} in {v} from now.",
            "Redeployed {E} into {v}.",
        ),
        event=(
            "The {E} region migration is done: traffic is served from {v}, {old} is torn down.",
            "Data-residency ruling came in, so {E} was rebuilt in {v}.",
        ),
        ask=(
            "Where on AWS does {E} run — which geography?",
            "Which AWS location do I pick in the console to see {E}'s resources?",
            "I need {E}'s CloudWatch logs; in which area are they?",
        ),
    ),
    Slot(
        "replicas",
        "coding",
        "replica count",
        lambda rng: f"{rng.randrange(2, 10)} replicas",
        SERVICES,
        set=(
            "{E} runs with {v}.",
            "The {E} deployment is scaled to {v}.",
            "HPA minimum for {E}: {v}.",
        ),
        change=(
            "Scaled {E} to {v}.",
            "{E} now runs {v}.",
            "Changed the {E} deployment to {v}.",
        ),
        ask=(
            "How many pods of {E} should be up?",
            "What's {E}'s scale in the cluster?",
            "How many copies of {E} do we run?",
        ),
    ),
    Slot(
        "approvals",
        "coding",
        "required approvals",
        lambda rng: f"{rng.randrange(1, 5)} approvals",
        SERVICES,
        set=(
            "PRs to {E} need {v}.",
            "Branch protection on {E}: {v} before merge.",
            "{E} merges require {v}.",
        ),
        change=(
            "{E} now requires {v} per PR.",
            "Changed {E}'s branch protection to {v}.",
        ),
        ask=(
            "How many reviewers must sign off before I can merge into {E}?",
            "What's the review bar for landing code in {E}?",
        ),
    ),
    Slot(
        "coverage",
        "coding",
        "coverage threshold",
        lambda rng: f"{rng.randrange(61, 96)}% coverage",
        SERVICES,
        set=(
            "{E}'s CI fails under {v}.",
            "The {E} coverage gate is {v}.",
        ),
        change=(
            "Raised {E}'s gate to {v}.",
            "{E} coverage floor is {v} now.",
        ),
        ask=(
            "How much of {E} has to be exercised by tests for the check to pass?",
            "What test-coverage bar does {E}'s pipeline enforce?",
        ),
    ),
    Slot(
        "nightly",
        "coding",
        "nightly job time",
        lambda rng: f"{rng.randrange(0, 6):02d}:{rng.choice(['10', '25', '45', '50'])} UTC",
        SERVICES,
        set=(
            "{E}'s nightly batch runs at {v}.",
            "The {E} nightly cron fires at {v}.",
        ),
        change=(
            "Moved {E}'s nightly job to {v}.",
            "{E}'s nightly cron is {v} now.",
        ),
        ask=(
            "When does {E}'s overnight job kick off?",
            "What time of night does the {E} batch start?",
        ),
    ),
]
