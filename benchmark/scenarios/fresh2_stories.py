"""The second wording hold-out (`--data fresh2`): stories written by hand, each once, in
styles the generated sets lack (terse chat fragments, bullet notes, commit messages,
non-native English, British spellings, long rambling turns; values that are names, paths,
URLs, dates and money; updates that never repeat the attribute word, "scratch that",
"ignore what I said about", "we went with X after all", "X is dead, long live Y", pronoun
references, a later event that implies the change). Written before the recall was tuned
against any of it, and measured once: never tune on it, never read its per-question rows.

A story: (kind, domain, statements in order, questions); a question: (question, needs,
stale) or, for never-said, (question, [], [], never_said). handwritten.py pads and checks it.
"""

from __future__ import annotations

STORIES = [
    # supersession
    ("supersession", "coding", [
        "User: where's the billing postgres listening?\nAssistant: 5432 on db-billing-01.",
        "User: heads up re billing pg, it's on 5433 now, the old one clashed with pgbouncer",
    ], [("what do I give psql as the port for the billing database?", ["5433"], ["5432"])]),
    ("supersession", "coding", [
        "feat(ci): pin monorepo runners to ubuntu-20.04",
        "chore(ci): monorepo runners on ubuntu-24.04 from today",
    ], [("Which OS image do the monorepo CI runners use?", ["ubuntu-24.04"], ["ubuntu-20.04"])]),
    ("supersession", "coding", [
        "Staging for Lumen is at https://staging.lumen.dev",
        "lumen staging -> https://lumen-stg.internal.example.net (old domain expires)",
    ], [("what's the link to open Lumen's staging env?", ["lumen-stg.internal"],
         ["staging.lumen.dev"])]),
    ("supersession", "coding", [
        "- payments-svc: Kofi looks after it",
        "- payments-svc: Marguerite has it from sprint 14",
    ], [("who do I ping about payments-svc?", ["Marguerite"], ["Kofi"])]),
    ("supersession", "coding", [
        "Budget for the Q3 offsite is £4,200, agreed with finance.",
        "Finance have trimmed the offsite pot to £3,100 I'm afraid.",
    ], [("How much can we spend on the Q3 offsite?", ["3,100"], ["4,200"])]),
    ("supersession", "coding", [
        "The migration window for ledger cluster is on 14 March, please everybody be aware.",
        "Ledger cluster window is shifting to 21 March because vendor is not ready, sorry "
        "for confusion",
    ], [("When is the ledger cluster migration?", ["21 March"], ["14 March"])]),
    ("supersession", "coding", [
        "Leaning Mongo for the audit store, Pieter likes the schemaless bit.",
        "We went with Postgres after all for the audit store.",
    ], [("What database backs the audit store?", ["Postgres"], ["Leaning Mongo"])]),
    ("supersession", "coding", [
        "Release train leaves every second Tuesday.",
        "release cadence: weekly now, still Tuesdays",
    ], [("How often do we cut a release?", ["weekly"], ["every second Tuesday"])]),
    ("supersession", "coding", [
        "The sync v2 design doc lives at notion.so/acme/sync-v2",
        "sync v2 doc moved to docs.google.com/d/1xYz-sync, notion is read-only",
    ], [("Where do I find the sync v2 design doc?", ["1xYz-sync"],
         ["notion.so/acme/sync-v2"])]),
    ("supersession", "coding", [
        "Grafana for team Otter: grafana.otter.local:3000",
        "otter dashboards - it's on :3300 now",
    ], [("Which port are Otter's dashboards on?", ["3300"], [":3000"])]),
    # correction
    ("correction", "coding", [
        "Standup is 09:15 from next week.",
        "scratch that, 09:45, forgot the Berlin folks",
    ], [("what time is standup from next week?", ["09:45"], ["09:15"])]),
    ("correction", "coding", [
        "The vendor call with Acme is Tuesday.",
        "ignore what I said about the acme call, it's Thursday",
    ], [("Which day is the Acme vendor call?", ["Thursday"], ["Tuesday"])]),
    ("correction", "coding", [
        "The feature flag for dark mode is called ui.dark_theme.",
        "actually the flag is ui.theme.dark, I had it backwards",
    ], [("What do I toggle to turn on dark mode?", ["ui.theme.dark"], ["ui.dark_theme"])]),
    ("correction", "coding", [
        "The api key rotation is every 30 days for the gateway.",
        "Sorry, I make mistake: gateway rotation is each 90 days, not as I told before.",
    ], [("How often do the gateway keys rotate?", ["90 days"], ["30 days"])]),
    ("correction", "coding", [
        "Put the release notes in docs/releases/2026.md",
        "wrong path earlier, notes go in site/content/changelog.md",
    ], [("Where should I write the release notes?", ["site/content/changelog.md"],
         ["docs/releases/2026.md"])]),
    ("correction", "coding", [
        "So I was chatting with Devika over coffee and, long story short, she reckons the "
        "design review for the onboarding flow should happen on the 9th, which works for me "
        "because I'm off later in the month anyway and it gives the contractors time to "
        "finish the mocks, though honestly the mocks are the least of our worries.",
        "Devika got back to me: not the 9th for the onboarding review, make it the 16th.",
    ], [("When's the onboarding flow design review?", ["16th"], ["on the 9th"])]),
    # interruption and resumption
    ("interruption", "coding", [
        "Picking up the CSV importer encoding bug today.",
        "Paging: checkout returning 500s, dropping everything.",
        "500s were a bad config push, rolled back. Back on the CSV importer.",
    ], [("what am I supposed to be doing now?", ["CSV importer"], ["returning 500s"])]),
    ("interruption", "coding", [
        "- today: rewriting the retry logic in fetcher",
        "- interrupted: security patch for openssl on all edge boxes",
        "- openssl patched everywhere, done",
        "- resumed fetcher retries",
    ], [("Remind me what I'm in the middle of?", ["fetcher"], ["security patch"])]),
    ("interruption", "coding", [
        "Cracking on with the invoice PDF templates this morning.",
        "Had to down tools, the auditors need the access logs exported by noon.",
        "Access logs sent off to the auditors. Right, where was I: invoice templates.",
    ], [("What's the thing I should get back to?", ["invoice"], ["need the access logs"])]),
    ("interruption", "coding", [
        "Started on the GraphQL schema split.",
        "Jumping on Hana's incident bridge, the queue consumer is wedged",
        "queue consumer unwedged. Schema split continues.",
    ], [("Which task is open for me?", ["schema split"], ["incident bridge"])]),
    ("interruption", "coding", [
        "me: doing the i18n strings for the settings page",
        "me: brb, customer escalation from Zentrix",
        "me: zentrix calmed down. i18n again",
    ], [("What's my current task?", ["i18n"], ["customer escalation"])]),
    # scope and permission
    ("scope_permission", "coding", [
        "You may push to main on the docs repo, nothing else.",
        "rights update: docs repo main is protected now as well, PRs only",
    ], [("Can I push straight to main on the docs repo?", ["PRs only"],
         ["may push to main"])]),
    ("scope_permission", "coding", [
        "Contractors get read access to the analytics bucket.",
        "pulled the contractors' access to analytics bucket after the audit",
    ], [("Can the contractors read the analytics bucket?", ["pulled"],
         ["get read access"])]),
    ("scope_permission", "coding", [
        "Ingrid can approve prod deploys while Tom is away.",
        "Tom's back, Ingrid's deploy approval rights are revoked",
    ], [("Who can sign off a production deploy?", ["revoked"],
         ["can approve prod deploys"])]),
    ("scope_permission", "coding", [
        "For the mobile app you are allowed only to touch the login module.",
        "Now you have permission also for payments module in mobile app, Ravi agree.",
    ], [("Which parts of the mobile app can I change?", ["payments module"],
         ["allowed only"])]),
    ("scope_permission", "coding", [
        "Agent may run terraform plan but never apply on the infra repo.",
        "ok, from now on you can terraform apply on staging workspaces, still no apply on prod",
    ], [("Am I allowed to apply terraform on staging?", ["can terraform apply"],
         ["never apply"])]),
    # environmental freshness
    ("freshness", "coding", [
        "queue depth on ingest-q: 12k at 10:00",
        "ingest-q down to 340 msgs, consumers caught up",
    ], [("How backed up is ingest-q?", ["340"], ["12k"])]),
    ("freshness", "coding", [
        "Disk on nas-02: 91% full",
        "cleaned old snapshots, nas-02 sitting at 64%",
    ], [("Is nas-02 almost out of space?", ["64%"], ["91%"])]),
    ("freshness", "coding", [
        "The eu mirror lags 45 minutes behind primary.",
        "replication lag (eu mirror) is 8 seconds as of this morning",
    ], [("how far behind is the EU mirror?", ["8 seconds"], ["45 minutes"])]),
    ("freshness", "coding", [
        "Build time for the monorepo is ~22 min on CI",
        "after the cache fix CI for monorepo takes 7 min",
    ], [("How long does a monorepo CI run take?", ["7 min"], ["22 min"])]),
    ("freshness", "coding", [
        "Error rate on checkout-api hovering at 4.2%",
        "checkout-api errors back to 0.3% after the rollback",
    ], [("Is checkout-api healthy right now?", ["0.3%"], ["4.2%"])]),
    # repair propagation
    ("repair", "coding", [
        "Workaround: restart the sync worker every night via cron until the leak is fixed.",
        "Leak in the sync worker is fixed in v2.3.1; the nightly restart job is gone.",
    ], [("Do we still need the nightly restart for the sync worker?", ["is gone"],
         ["every night via cron"])]),
    ("repair", "coding", [
        "Pinned requests to 2.28 because of the proxy bug",
        "proxy bug fixed upstream, requests unpinned, we're on 2.32",
    ], [("Which requests version are we on?", ["2.32"], ["2.28"])]),
    ("repair", "coding", [
        "hack: bypass the cache for /reports with ?nocache=1",
        "reports cache invalidation fixed properly, the query param hack can go",
    ], [("How do I get fresh numbers on /reports?", ["fixed properly"], ["?nocache=1"])]),
    ("repair", "coding", [
        "Until the cert's renewed we're routing the partner API through the old load "
        "balancer lb-legacy-3.",
        "Cert renewed, partner traffic back on lb-edge-7.",
    ], [("Which load balancer fronts the partner API?", ["lb-edge-7"], ["lb-legacy-3"])]),
    ("repair", "coding", [
        "DNS flaky, hardcoded 10.4.2.17 for the vault host in /etc/hosts",
        "vault DNS sorted, removed the /etc/hosts entry",
    ], [("How does the app reach vault at the moment?", ["removed the"], ["10.4.2.17"])]),
    # commitments
    ("commitment", "coding", [
        "told Priyanka I'd review her migration PR by Fri",
        "promised Tomasz the load-test numbers",
        "sent Tomasz the load-test numbers",
    ], [("Anything I said I'd do for people that isn't done?", ["Priyanka"],
         ["promised Tomasz"])]),
    ("commitment", "coding", [
        "Owe Lars a write-up of the outage.",
        "Said I'd get Mei the Q2 churn export.",
        "Lars has his write-up.",
    ], [("Who's still waiting on me for something?", ["Mei"], ["Owe Lars"])]),
    ("commitment", "coding", [
        "- TODO for Abebe: intro to the data team",
        "- TODO for Carmen: fix her VPN profile",
        "- Carmen's VPN fixed",
    ], [("What do I still owe people?", ["Abebe"], ["TODO for Carmen"])]),
    ("commitment", "coding", [
        "I promise to Yusuf to send the contract draft before end of month.",
        "Also I have to give back the laptop to Helga on Monday.",
    ], [("Which promises are still open?", ["Yusuf", "Helga"], [])]),
    ("commitment", "coding", [
        "commit: I'll pair with Noor on the flaky e2e suite next week",
        "Noor sorted the e2e suite herself, no pairing needed",
    ], [("Do I have any pairing I agreed to?", ["no pairing needed"],
         ["I'll pair with Noor"])]),
    # cancellation
    ("cancellation", "life", [
        "Offsite in Lisbon 12-14 June, hotel booked.",
        "the Lisbon offsite is dead, budget freeze.",
    ], [("Am I travelling to Lisbon in June?", ["is dead"], ["hotel booked"])]),
    ("cancellation", "coding", [
        "Friday 16:00: Kubernetes upgrade on prod-eu",
        "k8s upgrade on prod-eu: not this week, postponed indefinitely",
    ], [("Is anything risky happening on prod-eu this Friday?", ["postponed indefinitely"],
         ["Friday 16:00"])]),
    ("cancellation", "coding", [
        "Weekly sync with the Helix team, Wednesdays 11:00",
        "Helix sync dropped from the calendar, async updates in the channel instead",
    ], [("When do I meet the Helix team?", ["async updates"], ["Wednesdays 11:00"])]),
    ("cancellation", "life", [
        "Dentist Thu 8:30am",
        "rang the dentist, cancelled thursday",
    ], [("Have I got anything on Thursday morning?", ["cancelled thursday"], ["8:30am"])]),
    ("cancellation", "coding", [
        "We will deprecate the v1 endpoints on 1 October.",
        "v1 deprecation is off, two big customers still on it",
    ], [("Are the v1 endpoints going away in the autumn?", ["is off"],
         ["on 1 October"])]),
    # a value changed by an event
    ("event_change", "coding", [
        "orders db lives on pg-cluster-a (10.0.3.4)",
        "migrated the db to the new cluster pg-cluster-c last night, DNS flipped",
    ], [("Which cluster hosts the orders database?", ["pg-cluster-c"], ["pg-cluster-a"])]),
    ("event_change", "coding", [
        "Payroll runs on Node 16.",
        "Payroll went through the Node 20 upgrade this sprint, all green.",
    ], [("What Node version is payroll on?", ["Node 20"], ["Node 16"])]),
    ("event_change", "coding", [
        "Jenkins builds the mobile app.",
        "Jenkins is dead, long live GitHub Actions: mobile pipeline ported.",
    ], [("What builds the mobile app?", ["GitHub Actions"], ["Jenkins builds"])]),
    ("event_change", "coding", [
        "Sofia leads the search team.",
        "Farewell drinks for Sofia on Friday! Jun-seo takes over search.",
    ], [("Who heads the search team?", ["Jun-seo"], ["Sofia leads"])]),
    ("event_change", "coding", [
        "The marketing site is hosted on Netlify.",
        "marketing site: cut over to Cloudflare Pages, that account is closed",
    ], [("Where's the marketing site hosted?", ["Cloudflare Pages"], ["hosted on Netlify"])]),
    ("event_change", "coding", [
        "Go version for the gateway: 1.21",
        "gateway's go.mod says 1.23 after Eero's toolchain bump merged",
    ], [("Which Go does the gateway build with?", ["1.23"], ["1.21"])]),
    # partial update
    ("partial_update", "coding", [
        "Project Kestrel: owner Amal, deadline 30 May, repo gitlab.com/acme/kestrel",
        "kestrel slipped to 13 June",
    ], [("When is Kestrel due?", ["13 June"], ["30 May"]),
        ("Who owns Kestrel?", ["Amal"], [])]),
    ("partial_update", "coding", [
        "Search box spec: debounce 300ms, min 3 chars, max 8 suggestions.",
        "search box debounce is 150ms now, rest unchanged",
    ], [("How long does the search box wait before querying?", ["150ms"], ["300ms"])]),
    # restatement
    ("restatement", "coding", [
        "Redis for sessions is redis-sess-2:6380.",
        "reminder, sessions redis = redis-sess-2:6380",
    ], [("Where do sessions get stored?", ["redis-sess-2"], [])]),
    ("restatement", "coding", [
        "Demo day is 3 July.",
        "Still 3 July for demo day, confirmed by Paula",
    ], [("When's demo day?", ["3 July"], [])]),
    ("restatement", "coding", [
        "The on-call phone is with Benedikt this week.",
        "yes Benedikt has the pager till Sunday",
    ], [("Who's on call?", ["Benedikt"], [])]),
    # never said
    ("never_said", "coding", ["Orchard api runs on 8080 in dev."],
     [("What's the port of the elasticsearch cluster for Orion?", [], [], ["Orion"])]),
    ("never_said", "life", ["Booked the train to Ghent for the 4th."],
     [("When is my flight to Reykjavik?", [], [], ["Reykjavik"])]),
    ("never_said", "coding", ["Ticketing service is owned by Amara."],
     [("Who owns the fraud-scoring service?", [], [], ["fraud-scoring"])]),
    ("never_said", "coding", ["The Dublin office wifi is flaky on the 3rd floor."],
     [("What's the wifi password at the Cork office?", [], [], ["Cork"])]),
    ("never_said", "coding", ["Hotfix for QX-1180 went out on the release-4 branch."],
     [("Which branch is the hotfix for ticket QX-9921 on?", [], [], ["QX-9921"])]),
]  # fmt: skip
