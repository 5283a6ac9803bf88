"""wild17: a set over thirteen kinds of state question, written blind to the product's
rules and measured so once (BENCHMARKS.md); a tuning set since.

What sets it apart from the earlier sets: questions are asked the way a person asks days
later, paraphrased and with few of the note's own words, often by role or by consequence
("who do I ping if checkout falls over tonight?") rather than by the attribute's name, and
every question stands alone. Notes come in mixed shapes: one-line jots, multi-fact
paragraphs where the changed value is one clause among several, Slack lines with a name
prefix, calendar and email snippets, a table row and a key: value list, the assistant's
own "Got it, I'll remember ..." confirmations, commit messages and ticket comments. Changes
arrive in every form: a bare new value with no change word (a pasted kubectl output, a new
reading), "scratch that", "update:", "as of today", "no longer", "moved to", typo fixes,
three-value chains, one field of a multi-field note, changes caused by an event (someone
leaving, a write-off, a region outage, a reorg), cancellations and postponements,
interruptions and resumptions, and permissions granted then narrowed. Stories run from a
single note to six; about two thirds are coding work and one third everyday life.
"""

from __future__ import annotations

STORIES = [
    (
        "supersession",
        "coding",
        [
            "maya: heads up, checkout on-call this week is Tomasz, page him via #pay-oncall",
            "tomasz: running a fever, might need someone to take tonight",
            "maya: anyone free to cover payments tonight?",
            "ifeoma: I can take it through Sunday",
            "Rota swap approved by maya: Ifeoma covers payments on-call from tonight through "
            "Sunday",
            "maya: pinned the rota change in the channel topic",
        ],
        [
            ("who do I ping if checkout falls over tonight?", ["Ifeoma"], ["Tomasz"]),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "ledger-api: Go 1.22, listens on 8443 behind the internal LB, owned by team "
            "Quillfen, deploys via Argo",
            "$ kubectl get svc ledger-api -n finance\n"
            "NAME         TYPE        CLUSTER-IP   PORT(S)\n"
            "ledger-api   ClusterIP   10.40.3.17   9443/TCP",
        ],
        [
            ("what port should my curl hit for the ledger service?", ["9443"], ["8443"]),
            ("which team do I ask about ledger-api deploys?", ["Quillfen"], []),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "CI base image for the monorepo: registry.corvel.internal/ci/node:18-bullseye",
            "Bumped the CI image to node:20-bookworm, 18 is end-of-life",
            "lint job now runs on the small runner class, saves about 4 min per PR",
            "update: node:20 broke the sharp native build. As of today pipelines use "
            "registry.corvel.internal/ci/node:22-bookworm",
        ],
        [
            (
                "which Node image are our pipelines building on right now?",
                ["22-bookworm"],
                ["18-bullseye", "20-bookworm"],
            ),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "Release branch for 4.8 is release/4.8, cut Monday from main",
            "jonah: scrap the old cut, the cherry-picks got messy. We ship from rc/4.8-b (fresh "
            "off main), that's what goes to prod Thursday",
        ],
        [
            (
                "which branch does my fix need to land on to make Thursday's prod push?",
                ["rc/4.8-b"],
                ["release/4.8"],
            ),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "Staging DB creds for orders live in Vault at secret/staging/orders-db",
            "Moved the staging creds to the Keyward password manager, vault 'Platform-Staging', "
            "item 'orders-db staging'. Old Vault path deleted.",
        ],
        [
            (
                "where do I grab the staging orders database password from?",
                ["Platform-Staging"],
                ["secret/staging/orders-db"],
            ),
        ],
    ),
    (
        "supersession",
        "life",
        [
            "Mum's new landline: 01632 960114",
            "Got it — I'll remember Mum's mobile is the number to use now: 07700 900482. She's "
            "had the landline cut off.",
        ],
        [
            ("what number do I ring to reach my mother?", ["07700 900482"], ["01632 960114"]),
        ],
    ),
    (
        "supersession",
        "life",
        [
            "Car insurance with Harrowgate Mutual, renews 3 Sept, £612/yr, excess £250",
            "Pennick Direct: policy confirmed. Annual premium £548, cover starts 3 Sept, excess "
            "£350.",
        ],
        [
            ("who's insuring the car now?", ["Pennick"], ["Harrowgate"]),
            ("what would I have to pay towards a claim on the car?", ["350"], ["250"]),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "Kafka bootstrap for analytics: kfk-analytics-01.corvel.internal:9029",
            "fix: the analytics Kafka bootstrap port is the standard 9092, I fat-fingered the "
            "digits",
        ],
        [
            (
                "what port does the analytics consumer need to reach the brokers?",
                ["9092"],
                ["9029"],
            ),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "Reviewer for the billing schema migration: Ravi",
            "Correction on the billing migration reviewer: I mixed up the two R names, it's "
            "Rafael Duarte (Rafa) from the data team",
        ],
        [
            ("whose approval do I need on the billing schema change?", ["Rafael|Rafa"], ["Ravi"]),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "Public search API rate limit: 600 req/min per key",
            "Ugh, that number was the per-IP limit. Per key it's 1200 req/min; per IP 600.",
        ],
        [
            (
                "how many calls a minute can one API key make against public search?",
                ["1200"],
                ["600 req/min per key"],
            ),
            ("what's the per-IP cap on public search?", ["600"], []),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "Migration that adds orders.refund_reason is 0142",
            "Wrong number earlier: the refund_reason column lands in migration 0147. The one I "
            "quoted is the index rebuild.",
        ],
        [
            (
                "which migration do I roll back if the new refund reason column misbehaves?",
                ["0147"],
                ["0142"],
            ),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "PLAT-2231 comment (Greta): SOC2 evidence export due to the auditors 30 June",
            "PLAT-2231 comment (Greta, edited): typo in my last comment, the export is due 20 June",
        ],
        [
            ("by when do the auditors need the compliance export?", ["20 June"], ["30 June"]),
        ],
    ),
    (
        "correction",
        "life",
        [
            "School pickup for Lena is 15:15 every day incl. Wednesday",
            "Got that wrong: Wednesday is early-finish day at Ashgrove Primary, pickup 13:45 "
            "that day",
        ],
        [
            ("what time do I have to collect Lena midweek?", ["13:45"], ["15:15"]),
            ("what time is Lena's Friday pickup?", ["15:15"], []),
        ],
    ),
    (
        "correction",
        "life",
        [
            "Rent: £1,350 on the 1st, standing order to Marrowby Lettings",
            "Correction: the rent figure I saved is wrong, it's £1,385 (I'd typed last year's)",
        ],
        [
            ("how much goes out for the flat each month?", ["1,385"], ["1,350"]),
            ("who does the flat money get paid to?", ["Marrowby"], []),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "Starting backfill of user_prefs → prefs_v2. batch size 5k, ~40 batches, script is "
            "ops/backfill_prefs.py",
            "Backfill paused at batch 17: DB CPU spiking during EU peak",
            "ravi: can you hold the backfill until after the 20:00 deploy?",
            "backfill logs go to /var/log/ops/backfill_prefs.log",
            "Resumed the prefs backfill after 22:00 with batch size dropped to 2k. Currently at "
            "batch 31.",
            "ETA for the rest of the prefs backfill at this rate: roughly two more hours",
        ],
        [
            ("how far has the prefs copy got?", ["batch 31"], ["batch 17"]),
            ("what chunk size is the prefs migration running with now?", ["2k"], ["5k"]),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "Working on PLAT-881: retry logic in the webhook dispatcher, branch "
            "feat/webhook-retries",
            "Dropped everything for INC-4412 (checkout 502s). PLAT-881 parked.",
            "Incident closed, root cause was an expired cert on edge-lb-2. Back on the retries "
            "branch.",
        ],
        [
            ("what should I be heads-down on right now?", ["webhook"], ["INC-4412"]),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "Rolling out search-indexer 3.2: canary 5% → 25% → 100%",
            "Canary stuck at 25%: deploy freeze for the quarter-end close, no promotions until "
            "Monday",
            "Freeze lifted. Promoted indexer 3.2 to 100%.",
        ],
        [
            ("has the new search indexer reached all traffic yet?", ["100%"], ["stuck at 25%"]),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "Halfway through reviewing Bea's PR #3120 (rate limiter rewrite): token bucket part "
            "done, still need to go through the redis scripts",
            "Got pulled into planning, didn't get back to #3120 today",
        ],
        [
            ("what's left for me to look at on Bea's limiter change?", ["redis scripts"], []),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "Laptop rebuild: brew bundle done, dotfiles done. Next: k8s contexts, then VPN profile",
            "k8s contexts done. Stopped there, VPN profile still to do, waiting on the config "
            "file from IT",
        ],
        [
            ("what's still outstanding on the new laptop setup?", ["VPN"], []),
        ],
    ),
    (
        "interruption",
        "life",
        [
            "Bathroom retile: Declan started Mon, old tiles off, waterproofing done",
            "Declan off site, his van got broken into. Job on hold till he replaces his tools",
            "Declan back Thursday. Grouting Friday, should be finished Saturday",
        ],
        [
            ("when will we have a working bathroom again?", ["Saturday"], ["on hold"]),
        ],
    ),
    (
        "interruption",
        "life",
        [
            "Evening Spanish at Tessaline College: on unit 6 of 12, Tuesdays",
            "Missed three weeks for the work trip. Rejoined at unit 9, the class moved on "
            "without me.",
        ],
        [
            ("which chapter of the language course am I on?", ["unit 9"], ["unit 6"]),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "priya: you've got write on both billing buckets (EU + US) for the exports cleanup",
            "priya: narrowing that, writes only on billing-exports-eu. The American one is under "
            "legal hold, treat it as read-only.",
        ],
        [
            (
                "which bucket am I allowed to delete old exports from?",
                ["billing-exports-eu"],
                ["both billing buckets"],
            ),
            ("can I clear out the US exports too?", ["legal hold|read-only"], []),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Kenji OK'd GPU instances for the embedding eval, up to $2,000 this month",
            "kenji: cap the eval at $800 and spot instances only, finance pushed back",
        ],
        [
            ("how much can I burn on the embedding experiment this month?", ["800"], ["2,000"]),
            ("am I allowed on-demand machines for the eval?", ["spot"], []),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Granted: break-glass access to prod Postgres for INC-4501, 24h, read+write",
            "Break-glass reduced to read-only now that the fix is in; it expires Friday 18:00",
        ],
        [
            (
                "can I still run an UPDATE against the production database?",
                ["read-only"],
                ["read+write"],
            ),
            ("until when do I have any prod Postgres access?", ["Friday 18:00"], ["24h"]),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Got it — I'll remember that I may open PRs and push to your fork of atlas-cli, and "
            "comment on issues in the upstream repo.",
            "Stop commenting on upstream atlas-cli issues, the maintainers asked bots to stay "
            "out. PRs on my fork are still fine.",
        ],
        [
            (
                "are you still OK to leave remarks on the upstream tracker for that CLI?",
                ["maintainers|stay out"],
                [],
            ),
            ("where are you allowed to push code for atlas-cli?", ["fork"], []),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Platform policy: prod deploys allowed Mon–Fri, 09:00–17:00",
            "Wendell (change board): from next week the prod window is 10:00–16:00, Mon–Thu only",
        ],
        [
            ("what's the latest I can ship to production on a Thursday?", ["16:00"], ["17:00"]),
        ],
    ),
    (
        "scope_permission",
        "life",
        [
            "Told Noor she can use the family card for anything school-related and for groceries",
            "After the festival tickets incident: Noor is groceries only on the family card now",
        ],
        [
            (
                "what can Noor still pay for with the shared card?",
                ["groceries only"],
                ["anything school-related"],
            ),
        ],
    ),
    (
        "scope_permission",
        "life",
        [
            "Gave Mr Abara a spare key, he can let himself in to water the plants and feed "
            "Biscuit while we're away",
            "Biscuit's booked into the cattery, so told Mr Abara he only needs to do the garden, "
            "no need to go inside",
        ],
        [
            (
                "is the neighbour still going into the house while we're off?",
                ["no need to go inside|garden"],
                ["feed Biscuit"],
            ),
        ],
    ),
    (
        "freshness",
        "coding",
        [
            "db-reports-02 /var/lib/postgresql at 71% (Mon)",
            "db-reports-02 disk 84% Wed, autovacuum running",
            "reports dashboards slow this morning, probably the same box",
            "As of today (Fri) db-reports-02 data volume is at 93%, disk alert fired",
            "anouk: volume bump for db-reports-02 scheduled 19:00",
        ],
        [
            ("how full is the reporting database's disk?", ["93%"], ["71%", "84%"]),
        ],
    ),
    (
        "freshness",
        "coding",
        [
            "checkout SLO error budget remaining: 62% (week 18)",
            "error budget for checkout down to 38% after Tuesday's incident",
            "Weekly SLO report | checkout: 21% budget left | payments: 80% | search: 95%",
        ],
        [
            (
                "how much slack does checkout have left against its reliability target?",
                ["21%"],
                ["62%", "38%"],
            ),
        ],
    ),
    (
        "freshness",
        "coding",
        [
            "prod running api-gateway v2.14.3",
            "deployed api-gateway v2.15.0 to prod",
            "rolled prod api-gateway back to v2.14.3, 2.15 leaked connections under load",
        ],
        [
            ("which gateway build is live in prod?", ["v2.14.3"], ["v2.15.0"]),
        ],
    ),
    (
        "freshness",
        "coding",
        [
            "Sprint 42 burndown: 31 points left (Tue)",
            "burndown Thu: 12 pts left, 2 stories blocked on design",
        ],
        [
            ("how much work is left this sprint?", ["12"], ["31 points"]),
        ],
    ),
    (
        "freshness",
        "coding",
        [
            "INC-4520 status: investigating elevated 5xx on inventory-svc",
            "INC-4520: mitigated by rolling back the config push; monitoring",
            "INC-4520 resolved 14:52. Postmortem owner: Anouk",
        ],
        [
            ("is the inventory outage still going?", ["resolved"], ["investigating"]),
            ("who's writing up what happened with inventory?", ["Anouk"], []),
        ],
    ),
    (
        "freshness",
        "life",
        [
            "Joint account balance 1 March: £4,210",
            "joint acct after the boiler payment: £2,960",
        ],
        [
            ("how much is sitting in our shared account?", ["2,960"], ["4,210"]),
        ],
    ),
    (
        "freshness",
        "life",
        [
            "BP this morning 142/91",
            "BP 131/84 after two weeks on the new dose",
            "Practice nurse check today: 126/80, she's happy",
        ],
        [
            ("what was my latest blood pressure?", ["126/80"], ["142/91", "131/84"]),
        ],
    ),
    (
        "repair",
        "coding",
        [
            "Staging deploys go through the deploy-stg Jenkins job",
            "wait no, staging moved to the Actions workflow stg-rollout.yml last month. Jenkins "
            "is prod only now.",
        ],
        [
            ("how do I ship a build to the pre-prod environment?", ["stg-rollout"], ["deploy-stg"]),
        ],
    ),
    (
        "repair",
        "coding",
        [
            "Load test for checkout on the 14th, 06:00 UTC. Tell Ravi.",
            "ravi: that's the bank holiday, so it slips a day to the 15th, same time",
        ],
        [
            ("which day is the checkout load test?", ["15th"], ["14th"]),
        ],
    ),
    (
        "repair",
        "coding",
        [
            "Drain node pool np-general-2 on gke-prod-west tonight",
            "scratch that, meant np-general-3. The 2 pool is the one we just upgraded",
        ],
        [
            ("which node pool am I draining tonight?", ["np-general-3"], ["np-general-2"]),
        ],
    ),
    (
        "repair",
        "coding",
        [
            "Got it — I'll remember that the flag for the new onboarding flow is onboarding_v2.",
            "Not quite: on web it's onboarding_v2_web, the mobile one is onboarding_v2_app.",
        ],
        [
            (
                "which toggle switches on the new signup flow in the mobile app?",
                ["onboarding_v2_app"],
                [],
            ),
            ("what flag gates the new onboarding on the website?", ["onboarding_v2_web"], []),
        ],
    ),
    (
        "repair",
        "life",
        [
            "Flight to Lisbon Sat: AU1337, no wait, AU1357 (Aurel Air), departs 07:05 from T2",
        ],
        [
            ("what's my flight number on Saturday?", ["AU1357"], []),
        ],
    ),
    (
        "repair",
        "life",
        [
            "Lena's piano: Thursdays 17:00 with Mrs Vance",
            "oops, Thursday was last term's slot. Mrs Vance has her on Tuesdays at 16:30 now",
        ],
        [
            ("when's Lena's music lesson?", ["16:30"], ["17:00"]),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "Oskar said he'll have the rate-limit RFC draft out by Wednesday",
            "oskar: RFC is slipping to next Tuesday, got pulled onto the outage, sorry",
        ],
        [
            ("when should I expect Oskar's throttling proposal?", ["next Tuesday"], ["Wednesday"]),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "Retro actions: Femi to add alerting on queue lag; me to bump the client lib to 3.x; "
            "runbook for consumer restarts TBD",
            "Update on retro actions: queue-lag alerts are Lucía's now, she volunteered in standup",
        ],
        [
            ("who's on the hook for alerts when the consumers fall behind?", ["Lucía"], ["Femi"]),
            ("what did I sign up for at the retro?", ["client lib"], []),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "Halden Cloud support promised the load balancer header bug fix in their 2024.06 "
            "release",
            "Halden support ticket update: fix now targeted for 2024.08, the June release was "
            "frozen",
        ],
        [
            (
                "when is the cloud provider supposed to ship the LB header fix?",
                ["2024.08"],
                ["2024.06"],
            ),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "I promised Anouk I'd review her terraform module PR before Friday's change board",
        ],
        [
            ("what did I tell Anouk I'd get done before the change board?", ["review"], []),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "Greta (account mgr) told Marrowby Foods we'd have SAML SSO live for them by 1 Sept",
            "greta: renegotiated with Marrowby Foods, SSO date is now 15 Oct, they agreed in "
            "writing",
        ],
        [
            (
                "what date are we on the hook for to get single sign-on working for the food "
                "customer?",
                ["15 Oct"],
                ["1 Sept"],
            ),
        ],
    ),
    (
        "commitment",
        "life",
        [
            "Promised Jess I'd drive her to the airport Sat 5am",
            "Jess is getting a cab instead, I'm off the hook for the drop-off. Said I'd pick her "
            "up on the way back, Tue 21:40 arrivals.",
        ],
        [
            ("what have I agreed to do for Jess?", ["21:40|pick her up"], ["Sat 5am"]),
        ],
    ),
    (
        "commitment",
        "life",
        [
            "Told the PTA I'd volunteer at the bake sale on the 12th and bring 2 trays of "
            "flapjacks",
        ],
        [
            ("what am I baking for the school thing?", ["flapjacks"], []),
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "Owner of geo-resolver: Dana Whitlock. Backup owner TBD.",
            "geo-resolver p99 up to 180ms after the tile cache change",
            "Dana's last day was Friday, she's left the company.",
            "Kenji inherits all of Dana's services until we hire; he's already got the pager for "
            "them.",
            "geo-resolver tile cache change reverted, p99 back to 60ms",
        ],
        [
            ("who do I go to about the geo lookup service now?", ["Kenji"], ["Dana Whitlock"]),
            ("how quick is geo-resolver at the tail these days?", ["60ms"], ["180ms"]),
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "Error tracking: self-hosted Sentrix at errors.corvel.internal",
            "Sentrix box was decommissioned with the datacenter exit. Everything reports to "
            "Tracewell cloud now, project corvel-prod",
        ],
        [
            (
                "where do I look for stack traces from production crashes?",
                ["Tracewell"],
                ["errors.corvel.internal"],
            ),
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "Primary region for the notifications service: eu-west-1",
            "Region outage this morning. Notifications failed over to eu-central-1 and stay "
            "there until the postmortem.",
        ],
        [
            (
                "which region is serving push notifications right now?",
                ["eu-central-1"],
                ["eu-west-1"],
            ),
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "We pin yamlparse 5.x in the SDK because 6.0 dropped py3.8",
            "commit: sdk: drop py3.8 support, bump yamlparse pin to 6.2",
        ],
        [
            ("which yamlparse version does the SDK pull in?", ["6.2"], ["5.x"]),
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "CODEOWNERS for /billing: @team-ledger",
            "Reorg: the ledger folks merged into @team-revenue as of Monday, CODEOWNERS updated",
        ],
        [
            (
                "which group has to approve changes under the billing folder?",
                ["team-revenue"],
                ["@team-ledger"],
            ),
        ],
    ),
    (
        "event_change",
        "life",
        [
            "Daily car: the blue Corolla, reg ends 4KX",
            "Corolla written off after the M6 shunt (everyone fine). Insurer's hire car: white "
            "Kia Ceed, reg ends 7TD, until the payout comes through.",
        ],
        [
            ("what am I driving at the moment?", ["Kia|7TD"], ["4KX"]),
        ],
    ),
    (
        "event_change",
        "life",
        [
            "GP: Dr Hensley at Oakhaven Surgery",
            "Moved to Fenwick Road, so we're out of Oakhaven's catchment. Registered at "
            "Millbrook Health Centre with Dr Sato.",
        ],
        [
            ("who's my family doctor these days?", ["Sato|Millbrook"], ["Hensley"]),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "search-api prod: 6 replicas, 2 CPU / 4Gi each, HPA max 20, owner Kenji",
            "bumped search-api memory to 6Gi per pod",
        ],
        [
            ("how much RAM does each search API pod get?", ["6Gi"], ["4Gi"]),
            ("what's the most pods search-api can scale out to?", ["20"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "nightly-etl config:\n"
            "schedule: 02:00 UTC\n"
            "target: warehouse.analytics_raw\n"
            "retries: 3\n"
            "alerts: #data-alerts",
            "nightly-etl ran 47 min last night, fine",
            "nightly-etl schedule → 03:30 UTC, it clashed with the backup window",
            "warehouse vacuum moved to Sundays",
            "analytics_raw is partitioned by day now, queries much faster",
            "commit: nightly-etl: raise retries for the flaky source API",
        ],
        [
            ("what time does the overnight ETL kick off?", ["03:30"], ["02:00"]),
            ("where do failures of the overnight ETL get announced?", ["#data-alerts"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "| service | owner | tier | runbook |\n| cart-svc | Femi | gold | wiki/cart-runbook |",
            "cart-svc downgraded to silver after the checkout split",
        ],
        [
            ("what support tier is the cart service on?", ["silver"], ["gold"]),
            ("who owns the shopping cart backend?", ["Femi"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "Release 7.3 plan: code freeze 10 June, RC 12 June, GA 18 June, release captain Bea",
            "7.3: GA pushed to 25 June for legal review of the licence change; rest of the plan "
            "unchanged",
        ],
        [
            ("when does 7.3 become generally available?", ["25 June"], ["18 June"]),
            ("when's the code freeze for 7.3?", ["10 June"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "Payments alerting: pager service payments-core, Slack #pay-alerts, escalation after "
            "30 min",
            "maya: escalation on payments-core is now 10 min, leadership asked",
        ],
        [
            ("how long before an unacked payments page escalates?", ["10 min"], ["30 min"]),
            ("which channel do payments alerts land in?", ["#pay-alerts"], []),
        ],
    ),
    (
        "partial_update",
        "life",
        [
            "Edinburgh weekend: train Fri 17:30 from King's Cross, hotel Calder House (2 "
            "nights), dinner Sat at Moor & Fig 19:30",
            "From: Moor & Fig bookings\n"
            "Subject: Your Saturday reservation\n"
            "We have a private event that evening and have moved your table to 20:15. Apologies!",
        ],
        [
            ("what time is our table on the Saturday in Edinburgh?", ["20:15"], ["19:30"]),
            ("where are we sleeping in Edinburgh?", ["Calder House"], []),
        ],
    ),
    (
        "partial_update",
        "life",
        [
            "Gym: Ironleaf, £39/mo, direct debit on the 3rd, contract ends Nov",
            "Ironleaf price rise → £44/mo from next month",
        ],
        [
            ("what does the gym cost me each month?", ["44"], ["39"]),
            ("when can I get out of the gym contract?", ["Nov"], []),
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "Calendar: Architecture review, event bus migration | Thu 14:00–15:00 | Room Kestrel",
            "Event bus arch review cancelled, Tomasz wants to rerun the load test first. No new "
            "date yet.",
        ],
        [
            ("is the event bus design review still on for Thursday?", ["cancelled"], ["14:00"]),
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "Postgres 16 upgrade for orders-db: Sat 2 Nov, 01:00–04:00 maintenance window",
            "Status page draft for the orders-db window written, Greta to approve",
            "staging rehearsal of the upgrade hit replication lag on the logical slot",
            "orders-db upgrade postponed to Sat 16 Nov, same window, until the slot issue is fixed",
            "status page notice updated with the new date",
        ],
        [
            ("when is the orders database getting its major version bump?", ["16 Nov"], ["2 Nov"]),
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "Q3 roadmap: dark mode for the admin console, owner Jonah",
            "PM sync: dark mode is no longer on the Q3 roadmap and is dropped for this year. "
            "Jonah moved to audit logs.",
        ],
        [
            ("is anyone still building a dark theme for the admin console?", ["dropped"], []),
            ("what's Jonah working on this quarter?", ["audit logs"], []),
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "Team licence for Lintforge Pro renews 1 Aug (14 seats)",
            "Cancelled the Lintforge Pro renewal, going to the free ruleset + in-house checks. "
            "Paid access ends 31 Jul.",
        ],
        [
            ("when do we lose the paid linter?", ["31 Jul"], ["renews 1 Aug"]),
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "May on-call rota: my week starts 26 May",
            "Swapped with Femi, I'm covering 12–19 May instead",
            "Femi's trip got cancelled so the swap is off, I'm back on my original week",
        ],
        [
            ("which week in May am I carrying the pager?", ["26 May"], ["12–19 May"]),
        ],
    ),
    (
        "cancellation",
        "life",
        [
            "Dentist Tue 14 May 10:40, Dr Okafor, Brightwell Dental",
            "Brightwell rang: Dr Okafor is off sick, appointment cancelled, they'll call to rebook",
        ],
        [
            ("when's my next check-up for my teeth?", ["cancelled|rebook"], ["10:40"]),
        ],
    ),
    (
        "cancellation",
        "life",
        [
            "Booked: cottage in Kessock 3–10 Aug, £920 total, deposit paid",
            "Cottage owner cancelled (flood damage). Full refund incl. deposit promised within "
            "14 days",
        ],
        [
            ("are we still going to the Kessock place in August?", ["cancelled|flood"], []),
            ("how much money am I owed back for the holiday let?", ["920|full refund"], []),
        ],
    ),
    (
        "restatement",
        "coding",
        [
            "Default branch for infra-live is trunk",
            "Kenji floated renaming infra-live's default to main; parked for now",
            "infra-live stays on trunk as default, rename won't happen this year",
        ],
        [
            ("what do I base a branch off in the infra-live repo?", ["trunk"], []),
        ],
    ),
    (
        "restatement",
        "coding",
        [
            "Max upload size on the media service: 25 MB",
            "note to self: media uploads cap at 25 megabytes, don't promise Quillfen 50",
        ],
        [
            ("what's the biggest file a customer can push to the media service?", ["25"], []),
        ],
    ),
    (
        "restatement",
        "coding",
        [
            "Tessaline partner API base URL: https://api.tessaline.example/v3",
            "someone in #integrations claims Tessaline moved to v4",
            "Checked with Tessaline support: v3 is still current, v4 is beta-only. Base URL "
            "unchanged.",
        ],
        [
            (
                "what address should our integration call for the partner API?",
                ["api.tessaline.example/v3"],
                [],
            ),
        ],
    ),
    (
        "restatement",
        "coding",
        [
            "Team convention: squash-merge only on the monorepo, keep history linear",
            "Got it — I'll remember that: monorepo PRs are squash-merged, no merge commits.",
        ],
        [
            ("how should I land my monorepo PR?", ["squash"], []),
        ],
    ),
    (
        "restatement",
        "life",
        [
            "Nan's birthday 9 March",
            "Don't forget: Nan turns 90 on the 9th of March, party at Aunt Rosa's",
        ],
        [
            ("when's my grandmother's birthday?", ["9 March|9th of March"], []),
            ("where's the party for Nan?", ["Rosa"], []),
        ],
    ),
    (
        "restatement",
        "life",
        [
            "Bin day: Tuesday (general waste), recycling alternate Tuesdays",
            "Council letter: collections stay on Tuesdays after the route review",
        ],
        [
            ("which day does the council empty our bins?", ["Tuesday"], []),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "auth-svc: access tokens expire after 15 min, refresh tokens after 30 days",
        ],
        [
            (
                "how long can an auth-svc session sit untouched before it's logged out?",
                [],
                [],
                ["idle", "inactivity"],
            ),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "inventory-svc Postgres: db-inv-01, PG 15, nightly backups to "
            "s3://corvel-backups/inventory",
            "db-inv-01 restore drill passed last Tuesday",
        ],
        [
            ("how long do we keep the inventory database backups around?", [], [], ["retention"]),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "Mobile app 5.2: iOS build submitted Monday, passed review Wednesday, live Thursday",
        ],
        [
            ("when did the Android version of 5.2 ship?", [], [], ["android"]),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "New hire Sione starts Monday: laptop ordered, repo invites sent, buddy is Lucía",
        ],
        [
            ("which squad is Sione joining?", [], [], ["squad", "team"]),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "Flag bulk_export is on for tenants Marrowby and Quillfen only",
            "bulk_export: Quillfen reported a timeout on 2M-row exports, fixed in 4.1.2",
        ],
        [
            (
                "when does bulk export roll out to every tenant?",
                [],
                [],
                ["everyone", "all tenants"],
            ),
        ],
    ),
    (
        "never_said",
        "life",
        [
            "Passport renewal posted 2 Feb, tracking ref is on the post office receipt",
        ],
        [
            ("when should my new passport turn up?", [], [], ["arrive", "expected"]),
        ],
    ),
    (
        "never_said",
        "life",
        [
            "Noor's parents' evening Thu 18:00: Mr Adeyemi (maths) and Ms Kwan (English)",
        ],
        [
            ("what did the science teacher say about Noor?", [], [], ["science"]),
        ],
    ),
    (
        "never_said",
        "life",
        [
            "Boiler service booked with Heatright, Wed morning, £85",
        ],
        [
            ("what's the name of the Heatright engineer coming round?", [], [], ["engineer"]),
        ],
    ),
    (
        "control",
        "coding",
        [
            "orders-db writer: pg-orders-02.dc2; read replica pg-orders-03.dc2",
            "Replica swap: pg-orders-03 retired, new read replica is pg-orders-05.dc2",
        ],
        [
            ("which host takes writes for orders?", ["pg-orders-02"], []),
        ],
    ),
    (
        "control",
        "coding",
        [
            "Session Redis: redis-sess-01, maxmemory 8gb, eviction allkeys-lru",
            "ravi: proposing we switch session Redis to volatile-lru. Decision: not now, revisit "
            "in Q4",
        ],
        [
            ("what eviction policy is the session cache using?", ["allkeys-lru"], []),
        ],
    ),
    (
        "control",
        "coding",
        [
            "billing-worker cron: every 15 min, timeout 10 min",
            "billing-worker timeout raised to 12 min",
        ],
        [
            ("how often does billing-worker fire?", ["15 min"], []),
        ],
    ),
    (
        "control",
        "coding",
        [
            "Prod API gateway rate limit: 500 rps per tenant",
            "Staging gateway limit lowered to 50 rps for the chaos tests",
        ],
        [
            ("what's the request cap on the live gateway per customer?", ["500 rps"], []),
        ],
    ),
    (
        "control",
        "coding",
        [
            "Owners: search-api → Kenji; search-indexer → Kenji; search-ui → Bea",
            "search-ui moved to Lucía's team",
        ],
        [
            ("who owns the search indexer?", ["Kenji"], []),
        ],
    ),
    (
        "control",
        "coding",
        [
            "CI: unit tests on every PR; e2e suite nightly at 01:00 on main",
            "unit test job now shards across 4 runners",
        ],
        [
            ("when does the end-to-end suite run?", ["01:00"], []),
        ],
    ),
    (
        "control",
        "life",
        [
            "Kids' dentist: Lena 3 June 09:00, Noor 3 June 09:30",
            "Moved Noor's dentist to 10 June, same time",
        ],
        [
            ("when is Lena seeing the dentist?", ["3 June"], []),
        ],
    ),
    (
        "control",
        "life",
        [
            "Broadband: Fibrely 500Mb, £32/mo, contract to March",
            "Looked at switching to Netwave 900Mb for £35, not worth it, staying put",
        ],
        [
            ("who's our internet provider?", ["Fibrely"], []),
        ],
    ),
]
