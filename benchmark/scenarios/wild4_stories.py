"""A tuning set of stale values in words the supersession rules were not written for
(`--data wild4`): stories written by hand, each once, before any rule was tuned on them.
The later statement often shares no word with the earlier one ("Tamsin is the point of
contact for billing disputes", "billing disputes are Rafael's problem from now on"), names
tools in lower case ("launchdarkly" -> "unleash"), keeps a promise in its own verb ("offered
to benchmark Lucia's branch", "ran the benchmarks on Lucia's branch"), or changes a value
by an event ("build-host-3 was decommissioned"). Coding work (branches, hosts, versions,
owners, deadlines, reversed decisions) and life (moves, jobs, plans). Two stories keep a
needed note beside a later exchange that must not mark it. Tune on it beside the tuning
half, wild and wild3.

The story shape is wild_stories.py's; handwritten.py pads and checks it.
"""

from __future__ import annotations

STORIES = [
    # promises kept in their own words
    ("commitment", "coding", [
        "said yes when Idris asked me to proofread the onboarding doc",
        "onboarding doc proofread, sent Idris my edits",
        "need to write up the load-test findings for Petra",
    ], [("What do I still owe people?", ["load-test findings"],
         ["proofread the onboarding doc"])]),
    ("commitment", "coding", [
        "offered to benchmark Lucia's new serializer branch",
        "ran the benchmarks on Lucia's serializer branch, numbers are in the PR",
        "promised Tomasz a demo of the tracing setup next week",
    ], [("Which favours to teammates are still outstanding?", ["tracing setup"],
         ["benchmark Lucia's"])]),
    ("commitment", "coding", [
        "I'll cut the 2.3.1 hotfix release for Amara's team",
        "2.3.1 is out, Amara confirmed the fix",
        "agreed to mentor the new hire, Nnamdi, through his first on-call",
    ], [("Anything I signed up for that's not done?", ["Nnamdi"], ["I'll cut the 2.3.1"])]),
    ("commitment", "life", [
        "told my brother I'd help him move the sofa on Saturday",
        "sofa moved to his new place, my back hurts",
        "said I'd bake something for Noa's leaving do",
    ], [("What did I say I'd do for people that hasn't happened yet?", ["Noa"],
         ["help him move the sofa"])]),
    ("commitment", "coding", [
        "on my list for Greta: write the migration guide for the v3 SDK",
        "the v3 SDK migration guide is merged, Greta shared it with customers",
        "Sami is waiting on me for a threat model of the upload flow",
    ], [("Who is blocked on me?", ["threat model"], ["write the migration guide"])]),
    ("commitment", "coding", [
        "I promised Yusuf I'd rotate the staging API keys before Friday",
        "rotated the staging API keys, Yusuf updated the vault",
        "owe Beatriz a review of the retry-policy RFC",
    ], [("Any outstanding obligations from last week?", ["Beatriz"],
         ["rotate the staging API keys"])]),
    ("commitment", "life", [
        "must return Kalani's camping stove",
        "gave the camping stove back to Kalani at the climbing gym",
        "I'm supposed to send Aunt Meera photos from the wedding",
    ], [("Which things do I still need to do for others?", ["photos"],
         ["return Kalani's"])]),
    ("commitment", "coding", [
        "Agreed to file the upstream bug about the gRPC keepalive for Dov",
        "Filed the gRPC keepalive bug upstream, linked it for Dov",
        "will draft the quarterly infra cost report for Ilse",
    ], [("What have I taken on that's still open?", ["cost report"],
         ["Agreed to file the upstream bug"])]),
    # a later value of the same slot, in other words
    ("supersession", "coding", [
        "Beta opens to customers on March 12.",
        "customers get in a fortnight later than planned: March 26",
    ], [("When do customers get beta access?", ["March 26"], ["March 12"])]),
    ("supersession", "coding", [
        "Tamsin is the point of contact for billing disputes.",
        "billing disputes are Rafael's problem from now on",
    ], [("Who handles billing disputes?", ["Rafael"], ["Tamsin"])]),
    ("supersession", "coding", [
        "release branch is rel/2024.11",
        "we cut rel/2024.12 this morning; that's where fixes go",
    ], [("Which branch do fixes land on?", ["rel/2024.12"], ["rel/2024.11"])]),
    ("supersession", "coding", [
        "the queue workers run on box worker-a7",
        "queue workers got rehomed onto worker-c2 after the disk died",
    ], [("Which machine are the queue workers on?", ["worker-c2"], ["worker-a7"])]),
    ("supersession", "coding", [
        "We target Python 3.10 for the CLI.",
        "CLI minimum python bumped: 3.12 only",
    ], [("What Python does the CLI require?", ["3.12"], ["3.10"])]),
    ("supersession", "coding", [
        "Sprint demo happens Thursdays at 14:00.",
        "demo slot is 11:30 from next sprint on",
    ], [("When is the sprint demo?", ["11:30"], ["14:00"])]),
    ("supersession", "coding", [
        "Max pool size for orders-db is 40.",
        "orders-db pool trimmed to 24 after the connection storm",
    ], [("How many connections can orders-db pool?", ["24"], ["orders-db is 40"])]),
    ("supersession", "life", [
        "Living in Lisbon, flat near Alfama.",
        "Moved to Porto last week, boxes everywhere",
    ], [("Which city do I live in?", ["Porto"], ["Lisbon"])]),
    ("supersession", "life", [
        "I work at Fernhill Analytics as a data engineer.",
        "first day at Quarry Labs tomorrow, handed in my badge at Fernhill",
    ], [("Where am I employed?", ["Quarry Labs"], ["I work at Fernhill"])]),
    ("supersession", "coding", [
        "Staging DNS points at lb-eu-2.",
        "flipped staging DNS over to lb-eu-5",
    ], [("Which load balancer does staging resolve to?", ["lb-eu-5"], ["lb-eu-2"])]),
    ("supersession", "life", [
        "My manager is Oleksandr.",
        "reorg: I report to Chidi from Monday",
    ], [("Who is my boss?", ["Chidi"], ["Oleksandr"])]),
    ("supersession", "life", [
        "Planning to spend August in Croatia.",
        "August plans changed, we're doing Scotland instead",
    ], [("Where are we going in August?", ["Scotland"], ["Croatia"])]),
    # tools and products named in lower case
    ("supersession", "coding", [
        "feature flags are kept in launchdarkly",
        "feature flags live in unleash now, self-hosted",
    ], [("Where do feature flags live?", ["unleash"], ["launchdarkly"])]),
    ("supersession", "coding", [
        "we lint the frontend with eslint",
        "frontend linting is biome these days, eslint config deleted",
    ], [("Which linter runs on the frontend?", ["biome"], ["with eslint"])]),
    ("supersession", "coding", [
        "the docs site is built with mkdocs",
        "docs site rebuilt on docusaurus over the weekend",
    ], [("What generates the docs site?", ["docusaurus"], ["mkdocs"])]),
    ("supersession", "coding", [
        "errors are reported to rollbar",
        "error reporting goes through bugsnag since the contract ended",
    ], [("Where do our exceptions get reported?", ["bugsnag"], ["rollbar"])]),
    ("supersession", "coding", [
        "package manager for the monorepo: yarn",
        "monorepo is on pnpm now",
    ], [("Which package manager does the monorepo use?", ["pnpm"], ["monorepo: yarn"])]),
    ("supersession", "life", [
        "my phone plan is with vodafone",
        "ported my number to a cheaper carrier, lyca, last week",
    ], [("Which mobile carrier am I with?", ["lyca"], ["vodafone"])]),
    # corrections
    ("correction", "coding", [
        "The offsite is at the Hilltop Inn.",
        "hmm, not the Hilltop Inn, it's the Riverside Lodge, I mixed them up",
    ], [("Where is the offsite?", ["Riverside Lodge"], ["Hilltop Inn"])]),
    ("correction", "coding", [
        "healthcheck path is /healthz",
        "healthcheck is /livez, I had it wrong",
    ], [("What path does the healthcheck hit?", ["/livez"], ["/healthz"])]),
    ("correction", "coding", [
        "Interview panel for the SRE role: Wed 10:00",
        "sorry, panel is Wed 13:00, misread the calendar",
    ], [("When is the SRE interview panel?", ["13:00"], ["Wed 10:00"])]),
    ("correction", "life", [
        "Ferry to the island leaves at 7:40.",
        "got the ferry time wrong, it's 8:15",
    ], [("What time does the ferry go?", ["8:15"], ["7:40"])]),
    ("correction", "coding", [
        "the vendor's account manager is called Delphine",
        "account manager's name is Delphina, not Delphine",
    ], [("What's the name of the vendor's account manager?", ["Delphina"], ["Delphine"])]),
    # partial updates
    ("partial_update", "coding", [
        "Build agents: 8 vCPU, 16 GB RAM, ubuntu 22.04.",
        "build agents get 32 GB memory starting today",
    ], [("How much memory do build agents have?", ["32 GB"], ["16 GB"])]),
    ("partial_update", "life", [
        "Trip plan: fly to Hanoi on the 4th, train to Hue on the 8th, back home the 15th.",
        "changed the return flight: home on the 18th",
    ], [("When am I back from the trip?", ["18th"], ["back home the 15th"])]),
    ("partial_update", "coding", [
        "search-svc: owner Ludmila, oncall rota B, repo platform/search",
        "search-svc changed hands, Kwame owns it",
    ], [("Who owns search-svc?", ["Kwame"], ["owner Ludmila"])]),
    # restatements and notes a later exchange must not mark
    ("restatement", "coding", [
        "Retention for audit logs is 400 days.",
        "double-checked with compliance: audit logs are kept 400 days, unchanged",
    ], [("How long do we keep audit logs?", ["400 days"], [])]),
    ("restatement", "life", [
        "Gym membership costs 39 euros a month.",
        "paid the gym again, 39 euros as usual",
    ], [("How much is the gym?", ["39 euros"], [])]),
    ("restatement", "life", [
        "The kids' bikes hang on hooks in the garage loft.",
        "User: which rug for the hallway?\nAssistant: Wool, a flat weave, nothing shaggy.",
    ], [("Where are the kids' bikes kept?", ["garage loft"], [])]),
    ("restatement", "coding", [
        "Grafana alerts for the payments team go to #pay-alerts.",
        "User: name for the new alert channel?\nAssistant: Ops-noise, or #ops-noise if "
        "you want the hash.",
    ], [("Which channel gets the payments alerts?", ["#pay-alerts"], [])]),
    # a value changed by an event
    ("event_change", "coding", [
        "deploys go to build-host-3",
        "build-host-3 was decommissioned on Friday, its jobs moved to the shared runners",
    ], [("Where should I deploy?", ["shared runners"], ["deploys go to build-host-3"])]),
    ("event_change", "coding", [
        "Jorge leads the mobile squad.",
        "Jorge's last day was yesterday; Anneke steps in as mobile lead",
    ], [("Who leads the mobile squad?", ["Anneke"], ["Jorge leads"])]),
    ("event_change", "coding", [
        "our CDN is Fastly",
        "after the outage leadership signed with Akamai; Fastly contract ends this month",
    ], [("Which CDN are we using?", ["Akamai"], ["our CDN is Fastly"])]),
    ("event_change", "life", [
        "Car: the blue Corolla, parked on Elm street.",
        "Corolla got totalled in the hailstorm; insurance gave us a loaner Kia",
    ], [("What car am I driving right now?", ["Kia"], ["the blue Corolla"])]),
    ("event_change", "coding", [
        "The mailing list runs on a VPS at Linode.",
        "Linode box expired unpaid; the mailing list is on Buttondown now",
    ], [("Where is the mailing list hosted?", ["Buttondown"], ["VPS at Linode"])]),
    ("event_change", "coding", [
        "The integration tests need the docker-compose stack up.",
        "tests spin up their own containers via testcontainers, no compose needed",
    ], [("What do I need running for the integration tests?", ["testcontainers"],
         ["docker-compose stack"])]),
    # plans called off
    ("cancellation", "coding", [
        "Design review for the ledger rewrite: Tue 16:00, room Atlas.",
        "ledger rewrite is shelved for the year, so no design review",
    ], [("Do I have the ledger design review on Tuesday?", ["shelved"], ["Tue 16:00"])]),
    ("cancellation", "life", [
        "Concert tickets for Saturday, doors at 19:30.",
        "band pulled the show, refunds by email",
    ], [("Am I going out Saturday night?", ["pulled the show"], ["doors at 19:30"])]),
    ("cancellation", "coding", [
        "Migration window for the billing DB: Sunday 03:00 UTC.",
        "we won't do the billing DB migration this weekend after all",
    ], [("Is the billing DB being migrated on Sunday?", ["won't do"], ["Sunday 03:00"])]),
    # permissions
    ("scope_permission", "coding", [
        "Contractors get read access to the analytics bucket only.",
        "contractors can write to the analytics bucket since the ETL handover",
    ], [("Can contractors write to the analytics bucket?", ["can write"],
         ["read access to the analytics bucket only"])]),
    ("scope_permission", "coding", [
        "You may deploy the website, but ask before touching the API.",
        "go ahead and ship API changes without asking, Hiroshi okayed it",
    ], [("Do I need permission to change the API?", ["without asking"],
         ["ask before touching the API"])]),
    # freshness
    ("freshness", "coding", [
        "error rate on checkout at 4.2%",
        "checkout errors back under 0.3% after the rollback",
    ], [("What's the checkout error rate?", ["0.3%"], ["4.2%"])]),
    ("freshness", "coding", [
        "backlog of unprocessed invoices: 2,300",
        "invoice backlog cleared down to 180 overnight",
    ], [("How many invoices are waiting?", ["180"], ["2,300"])]),
    # workarounds undone
    ("repair", "coding", [
        "Pinned numpy<2 in the scorer because pandas broke on 2.0.",
        "pandas release supports numpy 2, unpinned it in the scorer",
    ], [("Is numpy still held back in the scorer?", ["unpinned"], ["Pinned numpy<2"])]),
    ("repair", "coding", [
        "Running the nightly export by hand while the cron host is down.",
        "cron host is healthy again, nightly export scheduled as before",
    ], [("Do I have to run the nightly export myself?", ["scheduled as before"],
         ["by hand"])]),
    # an interruption over
    ("interruption", "coding", [
        "working on: dark-mode tokens for the design system",
        "got dragged into the payroll outage, everything else waits",
        "payroll fine again; picking the dark-mode tokens back up",
    ], [("What's my current task?", ["dark-mode tokens"], ["payroll outage"])]),
    ("interruption", "life", [
        "Repainting the spare room this week.",
        "Paused the painting: a pipe burst under the kitchen sink.",
        "plumber sorted the pipe, back with the roller in the spare room",
    ], [("What am I in the middle of at home?", ["spare room"], ["pipe burst"])]),
]  # fmt: skip
