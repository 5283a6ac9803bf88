"""wild16: a set over thirteen kinds of state question, written blind to the product's
rules and measured so once (BENCHMARKS.md); a tuning set since.

Thirteen kinds: supersession, correction, interruption, scope_permission, freshness,
repair, commitment, event_change, partial_update, cancellation, restatement, never_said
and controls. About two thirds of the stories are coding work (services, hosts, ports,
branches, versions, owners, rotas, flags, CI images, schemas, migrations, secrets, quotas),
a third are life (appointments, travel, money, family, home, health, subscriptions).

What makes this set distinct: it is a broad sample of how people really note things, the
way a public state-tracking benchmark would draw it. Terse one-liners sit beside longer
notes; first and third person, present and past tense; some notes in the assistant's own
voice ("Noted: ..."), some pasted from tools (CI output, ticket updates, calendar entries,
emails, deploy logs). Changes come in every form: a plain new value, "switched to",
"we're going with", "from Monday", "turns out", "update:", "correction:", a rejected
option that is rolled back, chains of three values, postponements and cancellations,
work interrupted and resumed, promises handed off or kept, permission granted then
revoked or narrowed, repairs that fix one fault and leave another, and facts that go stale
because something happened (a person left, a service was decommissioned, a card was
replaced). Controls change a sibling, a different attribute, or propose a change that is
not made, so the earlier value is still the answer. A few questions ask what a value was
before the change. Names and organisations are invented.
"""

from __future__ import annotations

STORIES = [
    # ------------------------------------------------------------------ supersession
    (
        "supersession",
        "coding",
        [
            "CI runners default to ghcr.io/trellon/ci-base:node18-2024.03",
            "Renovate PR #812 'chore(ci): bump ci-base to node20-2024.09' — merged by Priya",
            "heads up: node20 broke the sass build in two repos, they pinned locally. the org "
            "default stays node20-2024.09, nobody is rolling back",
        ],
        [
            (
                "what's the default build image tag on our runners these days?",
                ["node20-2024.09"],
                ["node18-2024.03"],
            ),
            ("which image were we on before Renovate bumped it?", ["node18-2024.03"], []),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "orders-db primary: pg-orders-01.dc2.halvane.net",
            "Failover drill done, primary is now pg-orders-02. Plan is to flip back once 01 is "
            "patched.",
            "01 patched but we're NOT flipping back, 02 has the faster NVMe. orders-db writer "
            "stays on pg-orders-02 for good, 01 becomes the replica",
        ],
        [
            (
                "which box takes writes for the orders database?",
                ["pg-orders-02"],
                ["pg-orders-01.dc2"],
            ),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "geo-svc uses the Acme Maps API on the Starter plan: 50k requests/day",
            "Upgraded geo's Acme Maps plan to Growth on the 3rd — quota now 250k/day, invoice "
            "goes to the platform cost centre",
        ],
        [
            (
                "how many map lookups can geo do in a day before we get throttled?",
                ["250k"],
                ["50k requests"],
            ),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "ledger-core: PRs target `develop`, we cut releases from `main`",
            "Dropping git-flow on ledger-core. From Monday everything targets main directly; "
            "develop gets archived.",
        ],
        [
            (
                "Which branch should my ledger-core pull request go into?",
                ["targets main"],
                ["PRs target `develop`"],
            )
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "Owner of search-indexer: team Quokka (lead Bettina Hauer)",
            "Reorg memo (HR, 24 Sep): 'Effective 1 October, search-indexer and web-crawler "
            "move to team Wombat under Lars Nyquist.'",
        ],
        [("who should I bug about the search indexing job?", ["Wombat|Lars"], ["Quokka"])],
    ),
    (
        "supersession",
        "coding",
        [
            "iOS app pins stripe-ios 23.18.0",
            "bumped stripe-ios to 23.27.2 for the PaymentSheet crash fix (#4410)",
            "stripe-ios 24.0.0 is out but needs iOS 15 as minimum target; we're holding at "
            "23.27.2 until Q3",
        ],
        [
            ("which Stripe SDK build does the iPhone app ship with?", ["23.27.2"], ["23.18.0"]),
            ("what's stopping us taking the 24 release?", ["iOS 15"], []),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "edge gateway: proxy_read_timeout 30s",
            "Dropped proxy_read_timeout on the edge gateway to 15s after the slowloris incident. "
            "Exports are async now so nothing needs the long window.",
        ],
        [("how long does the gateway wait on an upstream before it gives up?", ["15s"], ["30s"])],
    ),
    (
        "supersession",
        "life",
        [
            "Mum's new address: 14 Carrow Lane, Thornbury BS35",
            "Mum moved AGAIN — she's at Flat 3, 22 Elmstead Road now. Carrow Lane was only "
            "a stopgap while the flat was done up",
        ],
        [("where do I post mum's birthday card?", ["22 Elmstead"], ["14 Carrow"])],
    ),
    (
        "supersession",
        "life",
        [
            "Rent: £1,250 to Harrow Lettings, standing order on the 28th",
            "Signed the renewal. New rent £1,310 starting with the August payment, same date.",
        ],
        [
            ("how much do I pay the letting agent each month?", ["1,310"], ["1,250"]),
            ("when does it go out?", ["28th"], []),
            ("what was the rent before we renewed?", ["1,250"], []),
        ],
    ),
    (
        "supersession",
        "life",
        [
            "Noor swimming: Saturdays 9:15 at Kelvin pool",
            "Email from Splashworks: 'From next term, Noor's group (Stage 4) moves to Sundays "
            "10:30. Venue unchanged.'",
        ],
        [("when is Noor's swimming lesson now?", ["Sundays 10:30"], ["Saturdays 9:15"])],
    ),
    # ------------------------------------------------------------------ correction
    (
        "correction",
        "coding",
        [
            "staging redis → 10.4.2.17:6379",
            "correction: staging redis is 10.4.2.71, I transposed the last two digits",
        ],
        [("what IP do I point at for staging redis?", ["10.4.2.71"], ["10.4.2.17"])],
    ),
    (
        "correction",
        "coding",
        [
            "Noted: Dariusz approves prod DB migrations for the ledger schema.",
            "Sorry, I had that wrong — Dariusz only reviews. The approver for ledger schema "
            "migrations is Maelle Ferrand (DBA lead).",
        ],
        [
            (
                "whose sign-off do I need before running a ledger migration in prod?",
                ["Maelle"],
                ["Dariusz approves"],
            )
        ],
    ),
    (
        "correction",
        "coding",
        [
            "TLS cert for api.brindle.io expires 2025-11-04",
            "turns out I was reading the staging cert. prod api.brindle.io expires 2025-10-19, "
            "renewal is urgent",
        ],
        [("when does the production API certificate run out?", ["2025-10-19"], ["2025-11-04"])],
    ),
    (
        "correction",
        "coding",
        [
            "env var to switch on the new pricing engine: PRICING_V2_ENABLED=true",
            "Review comment from Tomasz on #2231: it's not PRICING_V2_ENABLED — the loader "
            "reads FF_PRICING_ENGINE_V2, the old name is silently ignored",
        ],
        [
            (
                "what do I set to turn the new pricing engine on?",
                ["FF_PRICING_ENGINE_V2"],
                ["PRICING_V2_ENABLED"],
            )
        ],
    ),
    (
        "correction",
        "coding",
        [
            "tenant-db backups land in s3://kestrel-backups (eu-west-1)",
            "amend: that bucket is in eu-central-1, not eu-west-1. the west copy was the old "
            "DR bucket, deleted in March",
        ],
        [("which AWS region holds the tenant-db backups?", ["eu-central-1"], ["eu-west-1"])],
    ),
    (
        "correction",
        "coding",
        [
            "migration 0078: invoices.amount becomes NUMERIC(12,2)",
            "DATA-341 updated by Ravi Menon: 0078 was merged as NUMERIC(18,4), we need four "
            "decimals for FX. The earlier note was from the draft PR.",
        ],
        [("what precision does the invoice amount column end up with?", ["18,4"], ["12,2"])],
    ),
    (
        "correction",
        "life",
        [
            "Lisbon flight: TP 1347, departs 07:05 from T2",
            "oops wrong flight number — it's TP 1357. time and terminal were right",
        ],
        [
            ("what's the flight number for Portugal?", ["TP 1357"], ["TP 1347"]),
            ("what time do we take off?", ["07:05"], []),
        ],
    ),
    (
        "correction",
        "life",
        [
            "Ezra (Hana's boy) is allergic to peanuts, so no satay at the party",
            "Hana put me right: it's tree nuts (cashews, walnuts) — peanuts are fine for Ezra",
        ],
        [("what can't Ezra eat?", ["tree nuts"], ["allergic to peanuts"])],
    ),
    (
        "correction",
        "life",
        [
            "Gethin (plumber) bank details: sort code 20-45-77, acct 30918264",
            "Gethin texted, account number was one digit off: 30918246. sort code fine",
        ],
        [
            ("which account number do I pay Gethin into?", ["30918246"], ["30918264"]),
            ("and the sort code?", ["20-45-77"], []),
        ],
    ),
    # ------------------------------------------------------------------ interruption
    (
        "interruption",
        "coding",
        [
            "Starting the Kafka client upgrade in order-events. Plan: 1) bump the lib "
            "2) replace deprecated poll() calls 3) rerun the contract tests",
            "lib bumped. poll() replacement half done — consumer.go done, replay.go not yet",
            "Dropping everything, Sev2 on checkout, Ines paged me",
            "checkout Sev2 resolved, postmortem Thursday",
        ],
        [
            ("back from the incident — where was I on the kafka thing?", ["replay.go"], []),
            ("and once that's done, what's the last step?", ["contract tests"], []),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "Rewriting the billing CSV export to stream rows instead of building the whole "
            "file in memory. Header and first 3 columns done.",
            "Ulla needs the quarterly access review submitted today — parking the export",
            "access review submitted ✅",
        ],
        [
            (
                "what was I in the middle of before Ulla's review thing?",
                ["CSV export|stream rows"],
                [],
            )
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "Backfilling customers.region for legacy rows. Job paused at id 412,000 of ~1.9M "
            "for the maintenance window; resume with --from-id 412001",
            "maintenance window over, primary back, replicas caught up",
        ],
        [("how do I pick up the region backfill where it stopped?", ["--from-id 412001"], [])],
    ),
    (
        "interruption",
        "coding",
        [
            "Reviewing Kai's PR #2290 (auth token refresh). Commented on the retry loop; "
            "still need to go through the tests and the migration file",
            "pulled into the release call, ~40 min",
            "back. release call decided main is frozen until Friday",
        ],
        [
            ("which bits of Kai's PR haven't I looked at yet?", ["tests", "migration file"], []),
            ("how long is the freeze on main?", ["until Friday"], []),
        ],
    ),
    (
        "interruption",
        "life",
        [
            "Doing the self-assessment. Income section done. On expenses: home office entered, "
            "still need to add the train receipts and the laptop",
            "baby's awake, stopping here",
        ],
        [("what have I still got to put in on the tax return?", ["train receipts", "laptop"], [])],
    ),
    (
        "interruption",
        "life",
        [
            "Wardrobe build: frame up, doors hung. Drawers next (bag C, the small cam locks)",
            "Had to stop — the Pattersons' pipe burst, helping them mop up",
        ],
        [("where did I get to with the flat-pack?", ["Drawers"], [])],
    ),
    # ------------------------------------------------------------------ scope_permission
    (
        "scope_permission",
        "coding",
        [
            "Gave the contractor Yusuf read access to the analytics warehouse (marts schema only)",
            "Yusuf's contract ended Friday. Offboarding checklist done: warehouse access "
            "revoked, VPN cert revoked.",
        ],
        [
            (
                "can Yusuf still run queries on the warehouse?",
                ["revoked"],
                ["Gave the contractor Yusuf read access"],
            )
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Sana can deploy to prod for any service in the payments org (CTO approved)",
            "After the audit finding, Sana's prod deploy rights are limited to payments-gw "
            "only. Everything else goes through release management.",
        ],
        [
            (
                "is Sana allowed to ship the refunds service to production herself?",
                ["payments-gw only"],
                ["any service in the payments org"],
            )
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "deploy-bot Slack token: chat:write only, it can post to #deploys but can't read "
            "the history",
            "Extended deploy-bot scopes: added channels:history and reactions:write",
        ],
        [
            (
                "can the deploy bot see older messages in the deploys channel?",
                ["channels:history"],
                ["chat:write only"],
            )
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Partner Orbisa: sandbox API key, read-only, 100 rpm",
            "Orbisa signed the MSA. Issued them a production key with read+write on /orders; "
            "rate limit unchanged at 100 rpm",
        ],
        [
            ("what is Orbisa allowed to do against our API now?", ["read+write"], ["read-only"]),
            ("how hard can they hit us?", ["100 rpm"], []),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Team agreement: docs-only PRs can be merged without review",
            "Retro outcome — no more self-merges, docs included (someone broke the build via "
            "mkdocs.yml). Every PR needs one approval.",
        ],
        [
            (
                "can I merge my README fix without anyone looking at it?",
                ["one approval"],
                ["can be merged without review"],
            )
        ],
    ),
    (
        "scope_permission",
        "life",
        [
            "Told Felix he can borrow the Golf at weekends",
            "Felix got a speeding ticket in the Golf. No more borrowing the car until he's "
            "done the awareness course.",
        ],
        [
            (
                "is Felix OK to take the car this Saturday?",
                ["No more borrowing"],
                ["he can borrow the Golf at weekends"],
            )
        ],
    ),
    (
        "scope_permission",
        "life",
        [
            "Mila's school pickup list: me, Tomas, and Granny Ruth",
            "Rang the office: added Ana (new nanny) to Mila's pickup list, and took Granny Ruth "
            "off while she's in Spain till March",
        ],
        [
            (
                "who can collect Mila from school at the moment?",
                ["Ana", "Tomas"],
                ["and Granny Ruth"],
            )
        ],
    ),
    # ------------------------------------------------------------------ freshness
    (
        "freshness",
        "coding",
        [
            "[ci] nightly/main #4821 FAILED 09:10 — test_sync.py::test_resume_after_drop",
            "[ci] nightly/main #4822 PASSED 11:45 (rerun)",
        ],
        [("is main building right now?", ["PASSED"], ["FAILED"])],
    ),
    (
        "freshness",
        "coding",
        [
            "ingest-3 /var/log at 71%",
            "ingest-3 /var/log 93%!! logrotate has been stuck since Tuesday",
            "cleared 2 days of .gz on ingest-3, /var/log down to 88%. still need to fix logrotate",
        ],
        [
            ("how full is the log disk on ingest-3?", ["88%"], ["93%", "71%"]),
        ],
    ),
    (
        "freshness",
        "coding",
        [
            "prod api is on v3.14.2",
            "deploy log: api v3.14.3 rolled out 14:02, canary healthy",
            "deploy log: api v3.15.0 rolled out Mon 10:31, canary healthy",
        ],
        [("what build of the api is live in prod?", ["3.15.0"], ["3.14.2", "3.14.3"])],
    ),
    (
        "freshness",
        "coding",
        [
            "search SLO: 62% of the monthly error budget left",
            "after Tuesday's outage search is down to 18% error budget for the month",
        ],
        [("how much slack does search have left against its SLO?", ["18%"], ["62%"])],
    ),
    (
        "freshness",
        "life",
        [
            "BP this morning 148/95, ugh",
            "BP after two weeks on the amlodipine: 131/84",
        ],
        [("what was my most recent blood pressure reading?", ["131/84"], ["148/95"])],
    ),
    (
        "freshness",
        "life",
        [
            "Holiday pot: £640",
            "Holiday pot £910 after the payday transfer",
            "Paid the ferry deposit (£185) out of the holiday pot, £725 left",
        ],
        [("how much have we got saved for the trip?", ["725"], ["910", "640"])],
    ),
    # ------------------------------------------------------------------ repair
    (
        "repair",
        "coding",
        [
            "staging is broken: login returns 500 and image uploads time out",
            "Fixed the login 500 on staging (SESSION_SECRET was missing from the env). "
            "Uploads still time out, probably the S3 endpoint config.",
        ],
        [
            ("what's still broken on staging?", ["Uploads still time out"], []),
            ("why was sign-in failing there?", ["SESSION_SECRET"], []),
        ],
    ),
    (
        "repair",
        "coding",
        [
            "Flaky in CI: test_payment_retry and test_webhook_order, each fails ~1 in 5 runs",
            "test_payment_retry fixed (it relied on the wall clock, now uses freezegun). "
            "test_webhook_order still flaky.",
        ],
        [("which test keeps failing randomly?", ["test_webhook_order"], [])],
    ),
    (
        "repair",
        "coding",
        [
            "worker-pool: memory leak + CPU pinned at 100% for ~3 min after every restart",
            "PR #771 fixed the leak (unclosed http sessions). The CPU spike on restart is "
            "still there — it's the cache warmup.",
        ],
        [
            ("what's still wrong with worker-pool?", ["cache warmup"], []),
            ("what was causing it to eat memory?", ["unclosed http sessions"], []),
        ],
    ),
    (
        "repair",
        "coding",
        [
            "after the domain move both SPF and DKIM fail for mail from brindle.io",
            "SPF fixed (added include:mailgun.org). DKIM still failing — the selector key was "
            "never published",
            "published k1._domainkey for brindle.io, mail-tester now scores 10/10",
        ],
        [
            (
                "are our outgoing emails still failing any authentication checks?",
                ["10/10"],
                ["DKIM still failing"],
            )
        ],
    ),
    (
        "repair",
        "life",
        [
            "Car: check-engine light on and the passenger window won't go up",
            "Dunmore Motors replaced the O2 sensor, engine light is off. No window regulator "
            "in stock, they've ordered one, car back in next Wed",
        ],
        [
            ("what still needs doing on the car?", ["window regulator"], []),
            ("when does it have to go back to the garage?", ["next Wed"], []),
        ],
    ),
    (
        "repair",
        "life",
        [
            "Boiler trouble: no hot water, and the bedroom radiator is stone cold",
            "Engineer came. Hot water's back (diverter valve). Bedroom radiator still cold, "
            "he says it just needs bleeding and I can do it myself",
        ],
        [("what's left to sort with the heating?", ["bleeding"], [])],
    ),
    # ------------------------------------------------------------------ commitment
    (
        "commitment",
        "coding",
        [
            "told Pavel I'd write the runbook for the new job queue by Friday",
            "Handed the queue runbook to Odile, she knows the DLQ side better. Let Pavel know.",
        ],
        [("who's writing the queue runbook?", ["Odile"], ["I'd write"])],
    ),
    (
        "commitment",
        "coding",
        [
            "Promised Greta a review of the rate-limiter RFC by Wednesday",
            "Reviewed Greta's rate-limiter RFC — 6 comments, approved with nits",
        ],
        [("do I still owe Greta anything?", ["approved with nits"], [])],
    ),
    (
        "commitment",
        "coding",
        [
            "Incident review action items: Lior to add alerting on replication lag > 30s, due "
            "in 2 weeks",
            "Lior moved to the mobile team; the replication-lag alert action is reassigned to "
            "Chidi",
            "Chidi: alert rule is in PR #3120 (threshold 30s), waiting on review",
        ],
        [
            ("where are we with the replication lag alert?", ["#3120"], []),
            ("who's on the hook for it?", ["Chidi"], ["Lior to add"]),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "Noted: you committed to move the three cron jobs off sched-01 before it's wiped "
            "on the 30th — invoice-reminders, stale-cart-cleanup, nightly-export.",
            "invoice-reminders and nightly-export now run as k8s CronJobs",
        ],
        [
            (
                "which scheduled job have I still got to migrate before the box is wiped?",
                ["stale-cart-cleanup"],
                [],
            )
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "Said I'd pair with Wen (new joiner) on the deploy pipeline every Thursday for a month",
            "Thursday pairing with Wen: week 1 done",
            "Week 2 with Wen skipped, I was at the offsite. Promised to make it up on Monday "
            "morning",
        ],
        [("when am I supposed to catch up with the new starter?", ["Monday"], [])],
    ),
    (
        "commitment",
        "life",
        [
            "Promised Auntie Rosa I'd drive her to the eye clinic on the 12th",
            "Can't do the 12th, work trip. Cousin Beto is taking Rosa instead.",
        ],
        [("who's driving Rosa to her eye appointment?", ["Beto"], ["I'd drive her"])],
    ),
    (
        "commitment",
        "life",
        [
            "Told the PTA I'd bake 24 cupcakes for Saturday's fair",
            "Cupcakes done and dropped off at reception",
        ],
        [("do I still have baking to do for the school fair?", ["dropped off"], [])],
    ),
    # ------------------------------------------------------------------ event_change
    (
        "event_change",
        "coding",
        [
            "feature flags are served by flagd at flags.internal:8013",
            "flagd was decommissioned last night. All flags now come from LaunchDarkly "
            "(project 'core').",
        ],
        [
            (
                "where do our feature toggles get served from?",
                ["LaunchDarkly"],
                ["flags.internal:8013"],
            )
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "auth service questions → ask Marguerite, she wrote most of it",
            "Marguerite's last day was Friday (off to a startup in Berlin). Auth is owned by "
            "the Identity squad now; contact is Femi Adeyemi.",
        ],
        [("who do I talk to about an auth bug?", ["Femi"], ["ask Marguerite"])],
    ),
    (
        "event_change",
        "coding",
        [
            "web-frontend Sentry DSN is in vault at secret/web/sentry (key id …a91c)",
            "Security rotated every Sentry DSN after the leak. web-frontend's new key id is "
            "…77fe, same vault path.",
        ],
        [
            ("which Sentry key should the frontend be using?", ["77fe"], ["a91c"]),
            ("where's it kept?", ["secret/web/sentry"], []),
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "bastion: ssh -p 2222 jump.corvid.net",
            "The Corvid DC lease ended and the bastion went with it. Teleport only now: "
            "tsh login --proxy=tp.corvid.io",
        ],
        [("how do I get a shell on the internal machines?", ["tsh login"], ["jump.corvid.net"])],
    ),
    (
        "event_change",
        "coding",
        [
            "Transactional email (receipts, password resets) goes out via Postbird",
            "Postbird shut down on 31 Jan. We'd already moved transactional mail to Amazon "
            "SES last sprint; Postbird key deleted from vault.",
        ],
        [
            (
                "what provider sends our receipts and reset emails?",
                ["Amazon SES"],
                ["goes out via Postbird"],
            )
        ],
    ),
    (
        "event_change",
        "life",
        [
            "Netflix + Spotify billed to the Monzo card ending 4471",
            "Lost the Monzo card on the tram, froze it. Replacement ends 8830, arriving Thu",
            "new Monzo card arrived and activated",
        ],
        [("what are the last four digits of my current Monzo card?", ["8830"], ["4471"])],
    ),
    (
        "event_change",
        "life",
        [
            "GP: Dr Haldane at Mossgiel Surgery",
            "Letter from Mossgiel Surgery: Dr Haldane retired at the end of June; his patients "
            "are now registered with Dr Ifeoma Chukwu.",
        ],
        [("which doctor am I registered with?", ["Chukwu"], ["GP: Dr Haldane"])],
    ),
    # ------------------------------------------------------------------ partial_update
    (
        "partial_update",
        "coding",
        [
            "analytics postgres: host an-pg.lumen.dev, port 5433, db warehouse, user etl_ro",
            "analytics pg now on port 6432 (pgbouncer in front), everything else the same",
        ],
        [
            ("what port do I use for the analytics db?", ["6432"], ["5433"]),
            ("which user do I connect as?", ["etl_ro"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "Release train 7.3: code freeze Tue 4 Nov, RC Wed 5 Nov, GA Mon 10 Nov",
            "Update: 7.3 GA moves to Wed 12 Nov because of app store review. Freeze and RC "
            "dates unchanged.",
        ],
        [
            ("when does 7.3 go out to everyone?", ["12 Nov"], ["Mon 10 Nov"]),
            ("when's code freeze for it?", ["Tue 4 Nov"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "On-call rota, November: wk1 Ayo, wk2 Brenna, wk3 Cosmin, wk4 Dilys",
            "Brenna and Cosmin have swapped weeks",
        ],
        [
            ("who's on call in the second week?", ["Cosmin"], []),
            ("and the last week of the month?", ["Dilys"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "sdk-py CI matrix: python 3.9 / 3.10 / 3.11 on ubuntu-latest and macos-14",
            "dropped 3.9 from the sdk-py matrix (EOL) and added 3.12",
        ],
        [
            ("which Python versions does the sdk get tested on?", ["3.10", "3.11", "3.12"], []),
            ("which operating systems?", ["macos-14"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "team-ml GPU quota: 8x A100 in us-east-1, 4x A100 in eu-west-1",
            "us-east-1 quota for team-ml raised to 16x A100 for the training push",
        ],
        [
            ("how many A100s can team-ml use in us-east-1?", ["16x"], ["8x A100"]),
            ("and in the EU region?", ["4x A100"], []),
        ],
    ),
    (
        "partial_update",
        "life",
        [
            "Porto hotel: Casa Ribeira, 14–17 Apr, 2 adults, breakfast included, ref CR-88213",
            "added a night at Casa Ribeira, checking out 18 Apr now. ref unchanged",
        ],
        [
            ("when do we leave the Porto place?", ["18 Apr"], ["14–17 Apr"]),
            ("what's the booking reference?", ["CR-88213"], []),
        ],
    ),
    (
        "partial_update",
        "life",
        [
            "Home insurance, Beacon Mutual: £312/yr, excess £250, renews 9 Feb",
            "Renewed with Beacon. Premium £338 now and the excess went up to £400",
        ],
        [
            ("what's the excess on the house insurance?", ["£400"], ["£250"]),
            ("when is it up for renewal each year?", ["9 Feb"], []),
        ],
    ),
    # ------------------------------------------------------------------ cancellation
    (
        "cancellation",
        "coding",
        [
            "user-service rewrite in Go planned for Q1, Nadia leading",
            "Q1 planning: the Go rewrite of user-service is cancelled — not worth it after the "
            "perf fixes. Nadia back on payments.",
        ],
        [("is the user-service rewrite still happening?", ["cancelled"], ["planned for Q1"])],
    ),
    (
        "cancellation",
        "coding",
        [
            "Calendar: 'DB maintenance — read-only mode' Sat 02:00–04:00 UTC",
            "maintenance called off, the vendor pulled the patch. will reschedule",
        ],
        [("are we read-only overnight on Saturday?", ["called off"], ["02:00–04:00"])],
    ),
    (
        "cancellation",
        "coding",
        [
            "Tech talk 'Event sourcing in anger' — Thu 16:00, room Fjord, speaker Olek",
            "Olek's talk is postponed to the 27th, same time, room TBD",
        ],
        [
            ("when is Olek's event sourcing talk?", ["27th"], ["Thu 16:00"]),
            ("which room?", ["TBD"], ["room Fjord"]),
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "Deprecating v1 of the public API on 1 March; banner added to the docs",
            "Two big customers pushed back. v1 deprecation is off for now — banner removed, no "
            "new date",
        ],
        [("when does the v1 API get switched off?", ["no new date|off for now"], ["1 March"])],
    ),
    (
        "cancellation",
        "life",
        [
            "Dinner with the Okonkwos, Sat 7pm at Ferro's, table for 6",
            "Okonkwos cancelled (Chidera's poorly), so I cancelled Ferro's too",
        ],
        [("are we still going out for dinner Saturday?", ["cancelled"], [])],
    ),
    (
        "cancellation",
        "life",
        [
            "Guardian digital subscription £12/mo",
            "Cancelled the Guardian sub — last charge on the 3rd, access until month end",
        ],
        [("am I still paying for the newspaper?", ["Cancelled"], [])],
    ),
    # ------------------------------------------------------------------ restatement
    (
        "restatement",
        "coding",
        [
            "public API rate limit for the free tier: 60 req/min",
            "For the docs: free tier is still 60 req/min, we did NOT raise it with the pricing "
            "change",
        ],
        [("what's the request limit on the free plan?", ["60 req"], [])],
    ),
    (
        "restatement",
        "coding",
        [
            "Kestrel holiday freeze: no prod deploys Dec 20 – Jan 5",
            "#eng — Sven: is the freeze still Dec 20 to Jan 5? Ops: yes, unchanged",
        ],
        [("when can I deploy to prod again after the holidays?", ["Jan 5"], [])],
    ),
    (
        "restatement",
        "coding",
        [
            "Integration contact at Orbisa: Helga Brandt <helga@orbisa.example>",
            "Confirmed again on today's call that Helga Brandt is our integration contact",
        ],
        [("who's our person at Orbisa?", ["Helga"], [])],
    ),
    (
        "restatement",
        "life",
        [
            "Passport renewal appointment: 3 June 11:20, Victoria office",
            "Checked the confirmation email again — 3 June 11:20, Victoria. Bring the old "
            "passport + 2 photos.",
        ],
        [
            ("when's the passport appointment?", ["3 June"], []),
            ("what do I need to take with me?", ["2 photos"], []),
        ],
    ),
    (
        "restatement",
        "life",
        [
            "Bin day is Tuesday (recycling alternate weeks)",
            "Council leaflet says collection days unchanged for the new year: still Tuesday",
        ],
        [("which day do the bins go out?", ["Tuesday"], [])],
    ),
    # ------------------------------------------------------------------ never_said
    (
        "never_said",
        "coding",
        [
            "payments-gw: 4 replicas in prod, HPA max 12",
            "payments-gw memory limit 1Gi",
        ],
        [("what's the CPU limit on payments-gw?", [], [], ["cpu"])],
    ),
    (
        "never_said",
        "coding",
        [
            "staging postgres user app_stg, password in vault at secret/stg/pg",
        ],
        [("what's the password for the staging Redis?", [], [], ["redis"])],
    ),
    (
        "never_said",
        "coding",
        [
            "Sprint 42 goals: finish SSO, ship export v2",
            "SSO done; export v2 slipped to sprint 43",
        ],
        [("who's running the scrum ceremonies in sprint 43?", [], [], ["scrum"])],
    ),
    (
        "never_said",
        "coding",
        [
            "Datadog monitors for checkout: p95 latency > 800ms pages, error rate > 2% pages",
        ],
        [("what's the disk usage alert threshold for checkout?", [], [], ["disk"])],
    ),
    (
        "never_said",
        "life",
        [
            "Vet: Biscuit's booster jab due in October, Greenway Vets",
        ],
        [("when is Biscuit due his flea treatment?", [], [], ["flea"])],
    ),
    (
        "never_said",
        "life",
        [
            "Flight home from Reykjavik: FI 450, 16:40 from Keflavik",
            "booked airport parking at Stansted, zone C",
        ],
        [("what's the name of the hotel we're staying at in Reykjavik?", [], [], ["hotel"])],
    ),
    # ------------------------------------------------------------------ controls
    (
        "controls",
        "coding",
        [
            "auth-svc in staging listens on 8081",
            "billing-svc in staging moved to 8090",
        ],
        [("what port is auth-svc on in staging?", ["8081"], [])],
    ),
    (
        "controls",
        "coding",
        [
            "Branch protection on main: 2 approvals required",
            "Idris proposed dropping to 1 approval. Guild discussed it, rejected, staying as is.",
        ],
        [("how many reviews does a PR to main need?", ["2 approvals"], [])],
    ),
    (
        "controls",
        "coding",
        [
            "Audit index retention: 400 days",
            "Audit index moved to the new cluster (es-prod-b), 6 primary shards",
        ],
        [("how long do we keep audit logs?", ["400 days"], [])],
    ),
    (
        "controls",
        "coding",
        [
            "inventory-svc client timeout: 2s",
            "we tried raising the inventory-svc timeout to 5s — tail latency got worse, "
            "reverted to 2s",
        ],
        [("what's the timeout on calls to inventory?", ["2s"], [])],
    ),
    (
        "controls",
        "life",
        [
            "Leo dentist, Dr Farrant: 9 Oct 16:00",
            "Maya's dental check moved to 14 Oct 10:00",
        ],
        [("when is Leo's dentist?", ["9 Oct"], [])],
    ),
    (
        "controls",
        "life",
        [
            "Book club: first Thursday of the month at Juno's flat",
            "Someone suggested moving book club to the Crown & Anchor; vote was 5–2 to stay "
            "at Juno's",
        ],
        [("where does book club meet?", ["Juno"], [])],
    ),
]
