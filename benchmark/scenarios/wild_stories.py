"""A tuning set in further other words (`--data wild`): stories written by hand, each once,
in the styles of real notes (chat fragments, bullets, commit messages, tickets, non-native
and British English, long turns), none of them the generated sets' templates nor the second
wording hold-out's (fresh2_stories.py). Tune on it beside the tuning half.

A story: (kind, domain, statements in order, questions); a question: (question, needs,
stale) or, for never-said, (question, [], [], never_said). handwritten.py pads and checks it.
"""

from __future__ import annotations

STORIES = [
    # supersession
    ("supersession", "coding", [
        "mq broker for notifications: rabbitmq on mq-01",
        "notifications now talk to nats, rabbit box is being drained",
    ], [("what message broker do notifications use?", ["nats"], ["rabbitmq on mq-01"])]),
    ("supersession", "coding", [
        "fix(deploy): helm chart for atlas at version 3.4.0",
        "chore(deploy): atlas chart 3.6.2",
    ], [("Which chart version is atlas deployed with?", ["3.6.2"], ["3.4.0"])]),
    ("supersession", "coding", [
        "API base for the partner sandbox: https://sandbox.partners.acme.io/v1",
        "partner sandbox lives at https://api-sbx.acme.io/partners now",
    ], [("what base URL do I hit for the partner sandbox?", ["api-sbx.acme.io"],
         ["sandbox.partners.acme.io"])]),
    ("supersession", "coding", [
        "* reviewer for infra PRs: Oskar",
        "* infra PRs -> Leilani reviews from this week",
    ], [("Who reviews infra pull requests?", ["Leilani"], ["Oskar"])]),
    ("supersession", "life", [
        "Rent for the flat is 1,450 euros a month.",
        "Landlord's letter came, we pay 1,520 from April.",
    ], [("How much is the rent?", ["1,520"], ["1,450"])]),
    ("supersession", "coding", [
        "Code freeze for the spring release is on 2 April.",
        "spring release freeze slides to 9 April, QA needs the extra week",
    ], [("When do we freeze code for the spring release?", ["9 April"], ["2 April"])]),
    ("supersession", "coding", [
        "Thinking of Celery for the job runner.",
        "Ended up picking Dramatiq for the job runner, simpler to operate.",
    ], [("Which library runs the background jobs?", ["Dramatiq"], ["Celery"])]),
    ("supersession", "coding", [
        "Terraform state for ops is in s3://acme-tf-state/ops",
        "ops tf state migrated into s3://acme-platform-state/ops-v2",
    ], [("Where's the ops terraform state kept?", ["acme-platform-state"],
         ["acme-tf-state"])]),
    ("supersession", "coding", [
        "The kafka UI is reachable on 8085.",
        "kafka ui: moved it to 9021 so it doesn't fight the gateway",
    ], [("Which port for the kafka UI?", ["9021"], ["8085"])]),
    # correction
    ("correction", "coding", [
        "Retro is Wednesday at 3pm.",
        "no wait, retro's at 4pm, 3 is the all-hands",
    ], [("What time is the retro?", ["4pm"], ["3pm"])]),
    ("correction", "coding", [
        "The S3 bucket for exports is acme-exports-prod.",
        "forget the bucket name I gave, exports land in acme-data-exports",
    ], [("Which bucket do exports go to?", ["acme-data-exports"], ["acme-exports-prod"])]),
    ("correction", "coding", [
        "Max upload size on the media service is 25 MB.",
        "My error, media uploads cap at 50 MB not like I wrote.",
    ], [("What's the largest file the media service accepts?", ["50 MB"], ["25 MB"])]),
    ("correction", "coding", [
        "Config for the crawler lives in conf/crawler.yaml",
        "typo before, it's conf/crawl.toml",
    ], [("Where is the crawler configured?", ["conf/crawl.toml"], ["conf/crawler.yaml"])]),
    ("correction", "life", [
        "Mum's birthday dinner is on the 22nd at Luigi's.",
        "Correction from my sister: Mum's dinner is the 23rd, same place.",
    ], [("When is Mum's birthday dinner?", ["23rd"], ["the 22nd"])]),
    # interruption and resumption
    ("interruption", "coding", [
        "Today: porting the billing cron jobs to the scheduler.",
        "Pulled into a sev2: login latency spikes in ap-south.",
        "sev2 closed, latency was a noisy neighbour. Billing cron port resumes.",
    ], [("what was I doing before all that, and should I continue?", ["billing cron"],
         ["latency spikes"])]),
    ("interruption", "coding", [
        "- on: dark launch of the new pricing page",
        "- detour: legal wants the cookie banner text changed today",
        "- cookie banner text shipped",
        "- back to pricing page dark launch",
    ], [("What's on my plate right now?", ["pricing page"], ["legal wants"])]),
    ("interruption", "coding", [
        "me: writing migration scripts for tenant ids",
        "me: stopping, Farah needs help debugging her flaky pipeline",
        "me: farah's pipeline green. migrations again",
    ], [("What am I working on?", ["migration"], ["needs help debugging"])]),
    # scope and permission
    ("scope_permission", "coding", [
        "You can restart pods in the staging namespace, read-only everywhere else.",
        "prod namespace restarts are now OK for you too, Kamal signed off",
    ], [("Am I allowed to restart pods in prod?", ["restarts are now ok"],
         ["read-only everywhere else"])]),
    ("scope_permission", "coding", [
        "Interns may merge to the sandbox repo.",
        "sandbox repo: interns' merge rights revoked after the force-push incident",
    ], [("Can interns merge into the sandbox repo?", ["revoked"], ["may merge"])]),
    ("scope_permission", "coding", [
        "The bot can open PRs but not approve them.",
        "bot now also approves dependency bumps automatically",
    ], [("Is the bot allowed to approve anything?", ["approves dependency bumps"],
         ["not approve"])]),
    # environmental freshness
    ("freshness", "coding", [
        "memory on cache-03 at 88%",
        "cache-03 memory settled at 52% after the eviction tweak",
    ], [("how much memory is cache-03 using?", ["52%"], ["88%"])]),
    ("freshness", "coding", [
        "Open bugs in the triage queue: 140",
        "triage queue is down to 37 after the bug bash",
    ], [("How many bugs are waiting for triage?", ["37"], ["140"])]),
    ("freshness", "coding", [
        "p95 for the search endpoint is 1.8s.",
        "search p95 now 420ms with the new index",
    ], [("How fast is search at the 95th percentile?", ["420ms"], ["1.8s"])]),
    # repair propagation
    ("repair", "coding", [
        "Temp fix: set MAX_CONN=5 on the reporter until the pool leak is found.",
        "Pool leak found and fixed; reporter back to default connections.",
    ], [("Is the reporter still limited to a few connections?", ["back to default"],
         ["MAX_CONN=5"])]),
    ("repair", "coding", [
        "Using a fork of pyyaml (acme/pyyaml-patched) because of the CVE.",
        "pyyaml 6.0.2 has the CVE fix, dropped our fork",
    ], [("Which pyyaml do we install?", ["6.0.2"], ["pyyaml-patched"])]),
    ("repair", "coding", [
        "SSO broken for contractors; giving them local accounts on grafana meanwhile.",
        "contractor SSO works again, local grafana accounts deleted",
    ], [("How do contractors log into grafana?", ["sso works again"],
         ["local accounts on grafana meanwhile"])]),
    # commitments
    ("commitment", "coding", [
        "I told Björn I'd look at his flaky test.",
        "promised Aiko a code walkthrough of the sync engine",
        "walkthrough with Aiko done",
    ], [("Did I promise anybody anything I haven't delivered yet?", ["Björn"],
         ["promised Aiko"])]),
    ("commitment", "coding", [
        "need to send Rosa the incident timeline",
        "Rosa got the incident timeline, she's happy",
        "need to get Dimitri access to the billing dashboard",
    ], [("Who am I still on the hook to?", ["Dimitri"], ["need to send Rosa"])]),
    # cancellation
    ("cancellation", "coding", [
        "Hackathon on 18 May at the Utrecht office.",
        "hackathon's not happening this year, not enough sign-ups",
    ], [("Should I prepare something for 18 May in Utrecht?", ["not happening"],
         ["Hackathon on 18 May"])]),
    ("cancellation", "coding", [
        "Planned maintenance of the VPN gateway Saturday 02:00-04:00.",
        "VPN maintenance is scrapped, the vendor patch was pulled",
    ], [("Will the VPN be down on Saturday night?", ["scrapped"], ["02:00-04:00"])]),
    ("cancellation", "life", [
        "Yoga class Tuesdays 19:00 with Ines.",
        "Ines stopped teaching, yoga's done for now",
    ], [("Do I have yoga this week?", ["done for now"], ["Tuesdays 19:00"])]),
    # a value changed by an event
    ("event_change", "coding", [
        "analytics queries run on the old warehouse wh-legacy",
        "cut analytics over to snowflake this weekend, wh-legacy being switched off",
    ], [("Where do analytics queries run?", ["snowflake"], ["run on the old warehouse"])]),
    ("event_change", "coding", [
        "The web app is on React 17.",
        "Merged the React 18 upgrade for the web app, no regressions so far.",
    ], [("What React version does the web app use?", ["React 18"], ["React 17"])]),
    ("event_change", "coding", [
        "Ahmed owns the deploy tooling.",
        "Ahmed moved to the data team; deploy tooling goes to Saoirse.",
    ], [("Who is responsible for deploy tooling?", ["Saoirse"], ["Ahmed owns"])]),
    ("event_change", "coding", [
        "CI artefacts are stored in Nexus.",
        "Nexus is gone, artefacts in GitHub Packages since the licence ran out",
    ], [("Where do CI artefacts get published?", ["GitHub Packages"],
         ["stored in Nexus"])]),
    # partial update
    ("partial_update", "coding", [
        "Rate limits for the public API: 100 req/min, burst 20, per key.",
        "public api burst raised to 50",
    ], [("What burst does the public API allow?", ["50"], ["burst 20"])]),
    # restatement
    ("restatement", "coding", [
        "Our SLO for checkout is 99.9%.",
        "checkout SLO is still 99.9%, no change after the review",
    ], [("What's the checkout SLO?", ["99.9%"], [])]),
    # never said
    ("never_said", "coding", ["Pricing service deploys on Tuesdays."],
     [("Which port does the recommender listen on?", [], [], ["recommender"])]),
    ("never_said", "life", ["Dinner with Alma on Saturday at the Thai place."],
     [("What time is my haircut?", [], [], ["haircut"])]),
]  # fmt: skip
