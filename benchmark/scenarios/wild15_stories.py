"""wild15: a tuning set over thirteen kinds of state question, written blind to the
product's rules.

Thirteen kinds: supersession, correction, interruption, scope_permission, freshness,
repair, commitment, event_change, partial_update, cancellation, restatement, never_said
and controls. About two thirds of the stories are coding work (services, hosts, ports,
branches, rotas, CI images, schemas, migrations, secrets, quotas, incidents, reversed
decisions), a third are life (appointments, travel, money, family, home, health,
subscriptions).

What makes this set distinct: the notes are longer and messier, several facts to a note
(pasted Slack threads with several speakers, meeting minutes with bullets, standup lines,
incident timelines, commit logs and config diffs, runbook excerpts, emails with quoted
replies, "User: ... Assistant: ..." transcripts), so the change sits among other text.
The change is mostly stated with no signal word: a new value in a status line, a diff, a
table row, a calendar invite, a ticket transition, a changelog entry, or implied by an
event (a plan sunset, a doctor retiring, a card expiring). Corrections come in many forms
("typo in my last msg", "wrong ticket", "misread the graph", "I had that backwards",
partial fixes that change one of two values). Values have many shapes: ports, hostnames,
CIDRs, semver, image tags, cron lines, durations, money in several currencies, dates in
several formats, handles, Jira keys, paths, env var names. Questions are in the asker's
own words, some about the past (then the old value is the answer). Scope changes both
widen and narrow. Controls change a sibling or a different attribute, or record a request
not granted or a plan not decided, so the earlier value is still the answer.
"""

from __future__ import annotations

STORIES = [
    # ------------------------------------------------------------------ supersession
    (
        "supersession",
        "coding",
        [
            "#search-infra thread (pasted)\n"
            "marta.v: search-api cache is on redis-07.int:6379, db 2\n"
            "joel: ack, adding it to the runbook\n"
            "marta.v: also set maxmemory 4gb + allkeys-lru, it was evicting like crazy",
            "standup 3/4 — joel: search-api runbook done; marta.v: PTO thu-fri; "
            "kai: reviewing the helm chart bump",
            "PR #1182 search-api: dedicated cache\n"
            "  env:\n"
            "-   REDIS_URL: redis://redis-07.int:6379/2\n"
            "+   REDIS_URL: redis://cache-search.int.qorvo.net:6380/0\n"
            "merged by kai, deployed 15:12",
        ],
        [
            (
                "where does search-api keep its cache these days?",
                ["cache-search.int.qorvo.net"],
                ["redis-07"],
            ),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "deploy/ledger-api/values-prod.yaml as of today:\n"
            "  replicas: 3\n"
            "  hpa: disabled\n"
            "  image: ledger-api:4.8.1\n"
            "  resources.requests.cpu: 750m",
            "Capacity review minutes 12/03\n"
            "- ledger-api p99 at 780ms during month-end close, needs headroom\n"
            "- Keiko takes the ledger-api change\n"
            "- batch-export: no change this quarter",
            "commit 3f9ac01 (Keiko Sato) ledger-api: scale out for month-end\n"
            "--- a/deploy/ledger-api/values-prod.yaml\n"
            "+++ b/deploy/ledger-api/values-prod.yaml\n"
            "-  replicas: 3\n"
            "+  replicas: 5",
        ],
        [
            ("how many ledger-api pods do we run in prod?", ["replicas: 5"], ["replicas: 3"]),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "PagerDuty schedule 'core-api' — week 14\n"
            "| role | who |\n"
            "| primary | @dhruv.m |\n"
            "| secondary | @lena.k |\n"
            "handover Mon 10:00 in #core-api-oncall",
            "Dhruv in DM: family thing this week, asked Oksana if she can take it, she's checking",
            "PagerDuty schedule 'core-api' — week 14 (override applied)\n"
            "| primary | @oksana.v |\n"
            "| secondary | @lena.k |",
        ],
        [
            (
                "who gets woken up first if core-api alerts fire this week?",
                ["oksana.v"],
                ["@dhruv.m"],
            ),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            ".gitlab-ci.yml defaults: image ghcr.io/tallow/ci-node:18.19-bullseye, cache key "
            "per lockfile, job timeout 40m",
            "ci-images CHANGELOG\n"
            "## v2024.06\n"
            "- default: ci-node:20.14-bookworm\n"
            "- removed: all ci-node 18.x tags (pulls 404 after 30/06)\n"
            "- added: ci-python:3.12-slim",
            "Bogdan in #ci: tallow/web pipelines green on the new default, nothing to do",
        ],
        [
            ("what node image do our pipelines build on?", ["20.14-bookworm"], ["18.19-bullseye"]),
            ("what were we building on before that?", ["18.19-bullseye"], []),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "ADR-017 (accepted 2025-02-11): change data capture for orders via Postgres "
            "logical replication + wal2json, consumer service orders-cdc",
            "Arch sync 2 Oct\n"
            "attendees: Hiro, Beatriz, Femke, me\n"
            "- wal2json chokes on the partitioned tables, orders-cdc lagging 40min\n"
            "- ADR-021 accepted: CDC through Debezium on Kafka Connect, connector owned by "
            "data-platform\n"
            "- ADR-017 status -> Rejected\n"
            "- next: Femke sizes the Connect cluster",
        ],
        [
            (
                "what's the plan for streaming order changes out of postgres?",
                ["Debezium"],
                ["logical replication"],
            ),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "Fenwick Maps API: Growth plan, 50k requests/day, key at kv/geo/fenwick, overage "
            "is blocked with HTTP 429",
            "From: billing@fenwickmaps.com\n"
            "Subject: Invoice FM-88213\n"
            "Plan: Scale (annual)\n"
            "Included: 250,000 requests/day\n"
            "Total: USD 4,800.00\n"
            "> Hi, can you confirm the upgrade went through? — Nils",
        ],
        [
            (
                "how many map calls can we make in a day before it throttles?",
                ["250,000"],
                ["50k"],
            ),
            ("what was the daily cap on the old plan?", ["50k"], []),
            ("what's the damage for the maps plan?", ["4,800"], []),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "PLAT-4410 SOC2 evidence export — assignee me, due 2025-11-14, reporter "
            "Amara Tiwari, epic COMPLY-9",
            "Jira activity — PLAT-4410\n"
            "Amara Tiwari changed Due date: 14/Nov/25 → 28/Nov/25\n"
            "Amara Tiwari commented: auditors pushed fieldwork by a fortnight",
        ],
        [("when's that SOC2 export ticket really due?", ["28/Nov/25"], ["2025-11-14"])],
    ),
    (
        "supersession",
        "life",
        [
            "Mobile: Vantel 20GB SIM-only £12/mo, contract ends 3 Feb, number ported over "
            "from Orbi last year",
            "SMS from VANTEL: Hi Sam, your plan is Vantel Unlimited 5G at £18/mo starting "
            "your next bill. Ref VT-22019. Reply STOP to opt out",
        ],
        [("what's my phone costing me a month?", ["£18"], ["£12"])],
    ),
    (
        "supersession",
        "life",
        [
            "Nora (Y3) — Wednesday after-school coding club with Mrs Achebe finishes 17:15, "
            "pick up from the side gate",
            "Brookfield Primary newsletter, autumn term\n"
            "• Wednesday clubs: 15:30–16:45, collection from the side gate\n"
            "• Parents' evening: 12 Nov\n"
            "• Non-uniform day 24 Oct",
        ],
        [
            ("what time do I grab Nora on Wednesdays?", ["16:45"], ["17:15"]),
            ("when do we meet her teachers?", ["12 Nov"], []),
        ],
    ),
    (
        "supersession",
        "life",
        [
            "GP: Dr. Farrant, Millbank Surgery, 020 7946 0331, repeat prescriptions via the app",
            "Letter from Millbank Surgery: Dr Farrant retires on 31 March. All patients on "
            "his list are reassigned to Dr Ilse Marchetti. Your NHS number and repeat "
            "prescriptions are unaffected.",
        ],
        [
            ("which doctor am I registered with?", ["Marchetti"], ["Dr. Farrant"]),
        ],
    ),
    # ------------------------------------------------------------------ correction
    (
        "correction",
        "coding",
        [
            "Ops plan: prod DB failover drill Sat 02:00–04:00 UTC on pg-main-2.db.int, comms "
            "in #db-drill, Ravi drives",
            "typo in my last msg — it's pg-main-3.db.int. -2 was decommissioned in June",
        ],
        [
            ("which postgres box is the failover drill on?", ["pg-main-3"], ["pg-main-2"]),
            ("when's the drill window?", ["02:00"], []),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "standup 14/05\n"
            "- Kasia: blocked on INFRA-3318 (vault agent injector not mounting on staging)\n"
            "- Tom: finishing the SLO boards\n"
            "- me: pairing with Kasia after lunch",
            "wrong ticket, it's INFRA-3381 — 3318 is the old DNS cleanup one",
        ],
        [("what's the ticket for Kasia's vault problem?", ["INFRA-3381"], ["INFRA-3318"])],
    ),
    (
        "correction",
        "coding",
        [
            "INC-6640 timeline\n"
            "14:02 checkout-api p99 spiked to 4.2s\n"
            "14:06 paged @yusuf\n"
            "14:15 rolled back cart-svc 3.11.0 → 3.10.4\n"
            "14:21 recovered",
            "misread the graph — 4.2s was p999. p99 peaked at 1.8s. fixing the doc",
        ],
        [
            (
                "how bad did checkout latency get at the 99th percentile in that incident?",
                ["1.8s"],
                ["4.2s"],
            ),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "VPC peering request NET-702: prod-eu is 10.40.0.0/16, staging-eu is "
            "10.41.0.0/16, shared-services 10.50.0.0/20",
            "I had that backwards in NET-702 — staging-eu is 10.40.0.0/16 and prod-eu "
            "10.41.0.0/16. shared-services is right.",
        ],
        [
            (
                "what address range is prod-eu on?",
                ["prod-eu 10.41.0.0/16"],
                ["prod-eu is 10.40.0.0/16"],
            ),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "Postgres 16.4 upgrade plan (from Tariq's email):\n"
            "> staging: Tue 7 Oct, 20:00 CET\n"
            "> prod: Thu 9 Oct, 22:00 CET\n"
            "> rollback: restore from the pre-upgrade snapshot",
            "Tariq: one fix to the plan — prod is Fri 10 Oct, same 22:00 slot. staging as written.",
        ],
        [
            ("when does prod postgres get upgraded?", ["Fri 10 Oct"], ["Thu 9 Oct"]),
            ("and the staging one?", ["Tue 7 Oct"], []),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "flagd rollout notes: services read FLAGD_ENDPOINT, default port 8013, sidecar "
            "image flagd:0.11",
            "ignore the above re env — the SDK reads OPENFEATURE_FLAGD_HOST + "
            "OPENFEATURE_FLAGD_PORT. FLAGD_ENDPOINT was the beta name, 1.x ignores it",
        ],
        [
            (
                "which env var do I set so the app finds the flag daemon?",
                ["OPENFEATURE_FLAGD_HOST"],
                ["FLAGD_ENDPOINT"],
            ),
        ],
    ),
    (
        "correction",
        "life",
        [
            "Lisbon trip: outbound TP1353, Fri 21 Mar, dep 07:25 LHR T2, seat 14C",
            "sorry, wrong number above — outbound is TP1357. TP1353 is the return on the 25th",
        ],
        [
            ("what's my flight number going out to Lisbon?", ["TP1357"], ["outbound TP1353"]),
        ],
    ),
    (
        "correction",
        "life",
        [
            "Paid Tomas back €240 for the cabin weekend (Revolut), we're square",
            "no wait — bank app says €204.00, fat-fingered the note. Still square, he'd "
            "knocked off the fuel",
        ],
        [("how much did I send Tomas for the cabin?", ["€204"], ["€240"])],
    ),
    (
        "correction",
        "life",
        [
            "Dr Lindqvist appt: cholesterol a bit high, start atorvastatin 40mg at night, "
            "bloods again in 3 months",
            "Pharmacist (Boots Kingsway) rang: the script says 20mg. I wrote it down wrong.",
        ],
        [
            ("what dose of the statin am I meant to take?", ["20mg"], ["40mg"]),
        ],
    ),
    # ------------------------------------------------------------------ interruption
    (
        "interruption",
        "coding",
        [
            "Rolling restart of kafka-prod brokers for the log.retention change\n"
            "- broker-1 ✔ (ISR back in 4m)\n"
            "- broker-2 ✔\n"
            "- broker-3 next",
            "paged: INC-5521 disk full on log-agg-02. stopping the kafka restart here, "
            "broker-3, broker-4, broker-5 still on the old config",
            "INC-5521 mitigated 17:40 (old indices deleted), postmortem Thu with Gustavo",
        ],
        [
            (
                "which kafka brokers still need restarting?",
                ["broker-3", "broker-4", "broker-5"],
                [],
            ),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "User: let's rotate the Stripe webhook secret for billing-svc\n"
            "Assistant: Step 1 done — new endpoint secret created in the Stripe dashboard "
            "(ends …9f2). Step 2 is writing it to vault at kv/billing/prod as "
            "STRIPE_WH_SECRET, step 3 roll billing-svc, step 4 delete the old secret.\n"
            "User: hold on, Priyanka needs me on the release call, we'll finish later",
            "release call: 6.3.0 out at 16:40, Priyanka signed off, hotfix branch closed",
        ],
        [
            ("what's left to do on the webhook key swap?", ["kv/billing/prod"], []),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "reviewing PR #2207 (schema-registry compat check): went through avro/ and the "
            "CLI flags, 4 comments left, haven't opened migrations/ or the tests yet",
            "got pulled into the hiring loop (backend L5) for the rest of the afternoon, "
            "2207 on hold",
        ],
        [("which bits of 2207 haven't I looked at?", ["migrations/"], [])],
    ),
    (
        "interruption",
        "coding",
        [
            "orders_2019 → warehouse backfill: started 09:10, batches of 50k rows, "
            "target table wh.orders_hist",
            "replica lag alarm on orders-db-ro (38s) — killed the backfill at offset "
            "1_840_000 of ~3.2M. resume with --from-offset 1840000 once lag < 5s",
            "orders-db-ro lag back to 0.4s, leaving the backfill till tomorrow morning",
        ],
        [
            (
                "if I kick the orders backfill off again, where should it pick up?",
                ["1840000|1_840_000"],
                [],
            ),
        ],
    ),
    (
        "interruption",
        "life",
        [
            "Self assessment 2024-25: done employment, pension and gift aid pages. Stuck on "
            "foreign dividends — need the Aldmoor Invest annual tax statement (not in the "
            "app, have to request it). Deadline 31 Jan",
            "Kit came home from school with a fever, stopping the tax stuff for today",
        ],
        [
            ("what am I missing to finish the tax return?", ["Aldmoor"], []),
        ],
    ),
    (
        "interruption",
        "life",
        [
            "booking Crete: picked Villa Ammos, 12–19 Jul, €1,860 total, got to the payment "
            "page and the card was declined (old Visa ending 0912 expired)",
            "phone died mid-booking, will redo on the laptop tonight. they hold the villa for 24h",
        ],
        [
            ("where was I with the Crete booking?", ["payment page"], []),
        ],
    ),
    # ------------------------------------------------------------------ scope_permission
    (
        "scope_permission",
        "coding",
        [
            "atlas-web CONTRIBUTING: any member of @atlas-devs can merge to main with "
            "1 approving review; squash only",
            "GitHub audit log — org kestrel — repo atlas-web\n"
            "ruth.m updated branch protection rule 'main'\n"
            "  require_code_owner_reviews: false → true\n"
            "  restrict_pushes: teams=[atlas-maintainers]\n"
            "  required_approving_review_count: 1 → 2",
        ],
        [
            (
                "can any atlas dev still land stuff on main by themselves?",
                ["atlas-maintainers"],
                ["any member of @atlas-devs"],
            ),
            ("how many approvals does a PR need there?", ["→ 2"], ["1 approving review"]),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "the dpl-ci-7 deploy token for CI: scoped to staging only (namespace shop-staging), "
            "owner team-cart, rotated every 90d",
            "INFRA-5120 ✅ Done — RoleBinding deployer-dpl-ci-7 created in namespace "
            "shop-prod (expires 31 Dec, CAB 4411)",
        ],
        [
            (
                "can dpl-ci-7 ship to production?",
                ["RoleBinding deployer-dpl-ci-7"],
                ["staging only"],
            ),
            ("does that access run out at some point?", ["31 Dec"], []),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "INC-802 postmortem draft at docs/pm/INC-802 — link sharing on for the whole eng "
            "org, comments open till Fri",
            "Email from Lise (Legal):\n"
            "> Please restrict INC-802 materials pending the customer claim.\n"
            "Done — doc shared with incident-core + legal@ only, link sharing off.",
        ],
        [
            (
                "can I drop the INC-802 write-up link in the all-engineering channel?",
                ["incident-core"],
                ["whole eng org"],
            )
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Vendor access: ext-veritas (contractor IAM role) has read+write on "
            "s3://tk-landing/* for the ingestion rebuild",
            "SoW #3 amendment signed. IAM diff for ext-veritas:\n"
            "- s3:PutObject on tk-landing/*\n"
            "- s3:GetObject on tk-landing/*\n"
            "+ s3:GetObject on tk-landing/incoming/*\n"
            "effective 2025-04-01",
        ],
        [
            (
                "can the Veritas contractors still upload into the landing bucket?",
                ["tk-landing/incoming"],
                ["read+write"],
            )
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Flagsmith prod: kill switches can only be toggled by @sre-oncall, everyone else "
            "is read-only",
            "Ops review minutes 9/7\n"
            "- error budget policy: no change\n"
            "- kill-switch toggle extended to group flagsmith-leads (team leads), own "
            "services only, every toggle logged to #audit-flags\n"
            "- next review Aug",
        ],
        [
            (
                "is a team lead allowed to flip the kill switch on their own service?",
                ["flagsmith-leads"],
                ["only be toggled by @sre-oncall"],
            )
        ],
    ),
    (
        "scope_permission",
        "life",
        [
            "Gave Aunt Mira the spare key — just for feeding Biscuit while we're away "
            "3–10 Aug, she'll drop it back on the 11th",
            "Mira came round for tea. Told her to keep the key for good, she can let herself "
            "in any time to water the plants",
        ],
        [
            (
                "is Mira ok to come into the house next month?",
                ["keep the key"],
                ["drop it back"],
            )
        ],
    ),
    (
        "scope_permission",
        "life",
        [
            "Joint card ending 4471: Leo can use it for anything, up to £200 a week",
            "Banking app → Cards → 4471 (Leo): merchant categories = groceries, fuel; weekly "
            "cap £80. Saved.",
        ],
        [
            (
                "what's Leo allowed to spend on the joint card?",
                ["groceries, fuel", "£80"],
                ["£200", "for anything"],
            )
        ],
    ),
    # ------------------------------------------------------------------ freshness
    (
        "freshness",
        "coding",
        [
            "standup Mon: checkout SLO error budget 62% left for the 28d window; no freeze",
            "standup Wed: Tue's DNS blip ate a chunk — checkout budget 41% left",
            "standup Fri\n- Reza: checkout 38%, slow burn from the retries\n"
            "- Yuki: search budget 88%, nothing to report",
        ],
        [
            ("how much error budget has checkout got left?", ["38%"], ["62%", "41%"]),
            ("and search?", ["88%"], []),
        ],
    ),
    (
        "freshness",
        "coding",
        [
            "INC-9130 | 13:05 | investigating | elevated 5xx from edge in eu-west-1 | IC: Mateus",
            "INC-9130 | 13:40 | identified | bad config push in edge-router v2.18.3 | IC: Mateus",
            "INC-9130 | 14:25 | monitoring | rolled back to edge-router v2.18.1, 5xx at "
            "baseline | IC: Mateus",
        ],
        [
            (
                "where are we with the edge incident?",
                ["monitoring"],
                ["investigating", "identified"],
            ),
            ("what version are the edge routers on?", ["v2.18.1"], ["v2.18.3"]),
        ],
    ),
    (
        "freshness",
        "coding",
        [
            "logs-03 /var at 78%, fine for now",
            "ALERT logs-03 disk /var 93% (threshold 90%) — fluent-bit buffer not rotating",
            "logs-03: patched logrotate for the fluent-bit buffers, /var 64%, alert cleared",
        ],
        [("is logs-03 about to run out of disk?", ["64%"], ["93%", "78%"])],
    ),
    (
        "freshness",
        "coding",
        [
            "nightly #4412 red — flaky e2e cart.spec.ts (timeout on the stripe iframe), "
            "retried twice",
            "nightly #4416 red — same cart.spec.ts, Ana quarantining it",
            "nightly #4419 green, 1 test quarantined (cart.spec.ts), 41m",
        ],
        [("is the nightly build passing?", ["#4419"], ["#4412", "#4416"])],
    ),
    (
        "freshness",
        "life",
        [
            "Parcel GB-77310 (desk chair, Ergon): at Daventry hub",
            "GB-77310 out for delivery, window 13:00–15:00",
            "GB-77310 delivered 14:12 — left with neighbour at no. 14",
        ],
        [("where's my new chair?", ["no. 14"], ["Daventry hub", "13:00–15:00"])],
    ),
    (
        "freshness",
        "life",
        [
            "Emergency fund (Harbor Savings): £3,240",
            "Harbor Savings £4,010 after the work bonus went in",
            "Harbor Savings £3,560 — took £450 for the boiler service + part",
        ],
        [("how much is in the rainy day pot?", ["3,560"], ["3,240", "4,010"])],
    ),
    # ------------------------------------------------------------------ repair
    (
        "repair",
        "coding",
        [
            "staging SSO login broken — okta-staging SAML cert expired 3 Jun. use local "
            "admin (creds in 1Password 'stg-admin') meanwhile",
            "OPS-1877 → Resolved. New SAML cert uploaded to okta-staging, SSO login verified "
            "by Chen on three accounts",
        ],
        [
            (
                "do I still need the break-glass login for staging?",
                ["SSO login verified"],
                ["use local admin"],
            )
        ],
    ),
    (
        "repair",
        "coding",
        [
            "runner ci-arm-04 keeps dropping jobs (OOM kills), labelled do-not-use, Pavel is on it",
            "Pavel: ci-arm-04 reimaged with 32GB, label removed, back in the pool. 20 jobs "
            "through without a hiccup",
        ],
        [("can jobs land on ci-arm-04?", ["back in the pool"], ["do-not-use"])],
    ),
    (
        "repair",
        "coding",
        [
            "GitHub → Jenkins webhook for repo mercury returning 502 since Tue; builds need "
            "a manual trigger (Build with Parameters, branch name)",
            "jenkins-edge nginx had proxy_pass on 10.8.3.14, box is 10.8.3.41. patched, "
            "redelivered the last 30 hooks, all webhooks green",
        ],
        [
            (
                "do I have to kick mercury builds by hand?",
                ["webhooks green"],
                ["manual trigger"],
            ),
            ("what's the right address for the jenkins box?", ["10.8.3.41"], ["10.8.3.14"]),
        ],
    ),
    (
        "repair",
        "coding",
        [
            "*.corp.lumen resolving to public IPs from the Berlin office VPN (split-horizon "
            "bug) — use the full IPs from the wiki meanwhile",
            "netops: Berlin VPN profile pushes 10.20.0.2 as resolver, checked with dig from "
            "3 laptops, internal answers come back",
        ],
        [
            (
                "does internal DNS work from the Berlin VPN?",
                ["10.20.0.2"],
                ["split-horizon bug"],
            )
        ],
    ),
    (
        "repair",
        "life",
        [
            "Washer (Bosch) showing E18 — drain pump clogged, don't run it, water sitting "
            "in the drum",
            "repair guy Thu: pump cleared (a sock), £65 callout, ran a test cycle, working",
        ],
        [("can I do a load of laundry?", ["pump cleared"], ["don't run it"])],
    ),
    (
        "repair",
        "life",
        [
            "Car: check-engine light on, Pell Motors thinks it's the O2 sensor, booked in 14 Feb",
            "Picked the car up from Pell Motors: O2 sensor replaced, £212.40, light off, "
            "test drive fine",
        ],
        [
            (
                "is the car OK to drive to Leeds?",
                ["light off"],
                ["check-engine light on"],
            ),
        ],
    ),
    # ------------------------------------------------------------------ commitment
    (
        "commitment",
        "coding",
        [
            "Queue incident retro — action items\n"
            "- [ ] @omar: write runbook for queue drain, by 20 Jun\n"
            "- [ ] @bea: upgrade pgbouncer on db-edge\n"
            "- [ ] me: review Omar's draft before it goes to #sre",
            "Omar out sick all week. Bea picking up the drain runbook, new due date 27 Jun",
        ],
        [
            ("what did I sign up for in that retro?", ["review Omar"], []),
            (
                "who's writing the queue drain runbook?",
                ["Bea picking up"],
                ["@omar: write runbook"],
            ),
            ("when's it due?", ["27 Jun"], ["20 Jun"]),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "1:1 with Zhen: I owe her the load test numbers for search v2 (p50/p99 at "
            "2k rps) by Friday EOD",
            "Zhen on Slack: no rush on those, Monday standup is fine, she's out Fri",
        ],
        [
            ("what do I owe Zhen?", ["load test numbers"], []),
            ("by when does she need it?", ["Monday standup"], ["Friday EOD"]),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "PR #5120 refunds: partial refunds via /v2/refunds. Closes PAY-318.\n"
            "Follow-up (I'll do it in a separate PR): remove the legacy /v1/refunds "
            "endpoint once mobile 7.2 adoption is over 95%",
            "mobile 7.2 adoption 71% per the Amplitude board",
        ],
        [("what cleanup did I promise after the refunds PR?", ["/v1/refunds"], [])],
    ),
    (
        "commitment",
        "coding",
        [
            "From: support@quillstack.io\n"
            "We'll credit the missed 99.95% SLA for March and ship the webhook retry fix in "
            "release 3.8 (ETA 15 May).\n"
            "> Case QS-4471 opened by Hannah",
            "From: support@quillstack.io\n"
            "Re: Case QS-4471\n"
            "> ship the webhook retry fix in release 3.8 (ETA 15 May)\n"
            "Quick update: 3.8 was cut without it. Retry fix is in 3.9, target 29 May.",
        ],
        [
            (
                "when did Quillstack say the retry fix would land?",
                ["29 May"],
                ["release 3.8 (ETA 15 May)"],
            ),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "agreed with Ilya: I cover his on-call shift Sat 8 Nov, he takes my Sat 22 Nov. "
            "Overrides added in PagerDuty",
        ],
        [
            ("which weekend am I on the hook for Ilya?", ["8 Nov"], []),
            ("what's he doing for me in return?", ["22 Nov"], []),
        ],
    ),
    (
        "commitment",
        "life",
        [
            "Promised Mum I'd drive her to the eye clinic at St Brennan's on 3 Dec, 10:30, "
            "she can't drive after the drops",
            "Work offsite moved to 2–4 Dec — need to leave by 12:00 on the 3rd, should "
            "still be fine",
        ],
        [
            ("what did I tell Mum I'd do?", ["eye clinic"], []),
        ],
    ),
    (
        "commitment",
        "life",
        [
            "Femi's dinner Saturday: I bring dessert (pavlova), Ade does drinks, Femi cooks jollof",
            "Femi: Joy's got an egg allergy, meringue is out, sorry!!",
            "told Femi I'll bring a lemon cheesecake (egg-free recipe from Joy)",
        ],
        [("what am I bringing to Femi's?", ["cheesecake"], ["pavlova"])],
    ),
    # ------------------------------------------------------------------ event_change
    (
        "event_change",
        "coding",
        [
            "Invitation: Q3 architecture review\n"
            "Thu 11 Sep 14:00–15:30 CEST · Room Fjord · meet.link/arch-q3\n"
            "Organizer: Helga Brandt · required: platform leads",
            "Updated invitation: Q3 architecture review\n"
            "Tue 16 Sep 10:00–11:30 CEST · Room Fjord · meet.link/arch-q3\n"
            "Organizer: Helga Brandt",
        ],
        [
            ("when's the arch review?", ["16 Sep"], ["11 Sep"]),
            ("which room is it in?", ["Fjord"], []),
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "Release train 25.10: branch cut Mon 6 Oct, GA Wed 15 Oct, RM: Dario",
            "release-bot: 25.10 GA date set to 2025-10-22 (blocker: PAY-902, owner @sunita)",
        ],
        [
            ("when does 25.10 reach customers?", ["2025-10-22"], ["GA Wed 15 Oct"]),
            ("when did the branch get cut?", ["Mon 6 Oct"], []),
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "RDS maintenance for orders-db: Sun 03:00 UTC (minor version 15.8), expect "
            "~30s failover",
            "AWS Health: orders-db | Type: scheduled maintenance | Start: 2025-03-18 "
            "22:00 UTC | Status: upcoming",
        ],
        [("when should I expect orders-db to blip?", ["2025-03-18 22:00"], ["Sun 03:00"])],
    ),
    (
        "event_change",
        "coding",
        [
            "INC-1140 postmortem: Fri 15:00, 4th floor Kestrel room, bring the timeline",
            "INC-1140 PM invite updated: Fri 15:00, Zoom only (Kestrel got booked by sales)",
        ],
        [("where do I go for the INC-1140 postmortem?", ["Zoom"], ["Kestrel room"])],
    ),
    (
        "event_change",
        "life",
        [
            "Wedding — Sani & Rob — 7 June, St Aidan's church, ceremony 13:00, reception after",
            "Save-the-date v2 from Sani: Harrowgate Barn, ceremony 14:30, same day, "
            "dress code garden party",
        ],
        [
            (
                "what time should I be at the wedding and where?",
                ["14:30", "Harrowgate"],
                ["13:00", "St Aidan"],
            )
        ],
    ),
    (
        "event_change",
        "life",
        [
            "Tickets: Halcyon Strings at the Corn Exchange, 20 Nov 19:30, row F seats 11-12",
            "Corn Exchange: Halcyon Strings 20 Nov postponed, new date 4 Feb 2026, existing "
            "tickets valid",
        ],
        [
            ("when's the Halcyon concert?", ["4 Feb 2026"], ["20 Nov 19:30"]),
        ],
    ),
    (
        "event_change",
        "life",
        [
            "Book club at Priya's, Thu 7pm, reading 'The Salt Path', bring wine",
            "group chat: Priya's kitchen flooded, we're at Dev's (12 Orchard Rd), same time",
        ],
        [("where's book club this week?", ["Orchard Rd"], ["at Priya's"])],
    ),
    # ------------------------------------------------------------------ partial_update
    (
        "partial_update",
        "coding",
        [
            "svc catalog: invoice-renderer | owner: team-quill | lang: Go 1.22 | repo: "
            "gl/quill/invoice-renderer | tier 2",
            "catalog diff invoice-renderer: tier 2 → tier 1 (EU contract needs 24/7 cover)",
        ],
        [
            ("what tier is the invoice renderer?", ["→ tier 1"], ["| tier 2"]),
            ("who owns it?", ["team-quill"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "thumbnailer deployment resources:\n"
            "  requests: cpu 500m, memory 1Gi\n"
            "  limits: cpu 2, memory 2Gi\n"
            "OOMKilled 4x this week on large TIFFs",
            "commit 9d1e2aa thumbnailer: more headroom for big TIFFs\n"
            "   limits:\n"
            "-    memory: 2Gi\n"
            "+    memory: 3Gi",
        ],
        [
            ("what's the memory ceiling on the thumbnailer?", ["3Gi"], ["memory 2Gi"]),
            ("how much cpu does it request?", ["500m"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "backup job pg-dump-nightly: cron '0 2 * * *', retention 14d, bucket "
            "s3://vault-bk/pg, alerts to #dba",
            "AUD-77 follow-up: pg-dump-nightly retention 30d (lifecycle rule updated on vault-bk)",
        ],
        [
            ("how long do we keep the pg dumps?", ["30d"], ["14d"]),
            ("what time does the dump run?", ["0 2 * * *"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "Team Osprey: EM Nadia Okoye, TL Piotr Wrona, slack #osprey, standup 09:45",
            "Piotr to the platform guild from 1 Sep; Osprey TL is Grace Idowu",
        ],
        [
            ("who's the tech lead on Osprey?", ["Grace Idowu"], ["TL Piotr Wrona"]),
            ("who manages that team?", ["Nadia"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "api.kivra-pay.com cert: issuer DigiCert, notAfter 2025-08-03, SANs api., api-eu.",
            "renewed api.kivra-pay.com on the same DigiCert order, new notAfter 2026-08-03",
        ],
        [
            ("when does the api cert expire?", ["2026-08-03"], ["2025-08-03"]),
            ("which CA issues it?", ["DigiCert"], []),
        ],
    ),
    (
        "partial_update",
        "life",
        [
            "Rome trip: FR 2281 out 9 May, back 13 May; hotel Albergo Lucchesi, 4 nights",
            "added a day to Rome: Lucchesi 5 nights, return is FR 2288 on 14 May, outbound "
            "unchanged",
        ],
        [
            ("when do I fly back from Rome?", ["14 May"], ["back 13 May"]),
            ("what's my outbound flight?", ["FR 2281"], []),
        ],
    ),
    (
        "partial_update",
        "life",
        [
            "Home insurance (Carrow Mutual): policy HM-55102, excess £250, renews 1 Apr, "
            "annual £318",
            "Carrow renewal letter: premium for 2025/26 £344.16; all other terms unchanged",
        ],
        [
            ("how much is the home insurance this year?", ["344.16"], ["£318"]),
            ("what's the excess if I claim?", ["£250"], []),
        ],
    ),
    # ------------------------------------------------------------------ cancellation
    (
        "cancellation",
        "coding",
        [
            "Planned: migrate CI from Jenkins to Buildkite in Q4 (RFC-44, owner Marguerite)",
            "Q4 planning outcome\n"
            "- RFC-44 shelved, budget went to observability\n"
            "- Jenkins stays, Marguerite to patch the LTS\n"
            "- hiring: 2 SRE reqs approved",
        ],
        [
            (
                "are we moving off Jenkins this quarter?",
                ["shelved"],
                ["migrate CI from Jenkins to Buildkite in Q4"],
            )
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "Weekly infra sync Tue 10:00, agenda doc in the team drive, Lars chairs",
            "Lars: infra sync cancelled the next two weeks (KubeCon), async updates in the doc",
        ],
        [("is there infra sync on Tuesday?", ["cancelled"], [])],
    ),
    (
        "cancellation",
        "coding",
        [
            "Deprecation notice sent: /v2/search removed 2025-12-01, customers to move to "
            "/v3/search",
            "PM (Ines): /v2/search removal called off — Arkwell and Bruin still depend on "
            "it. No date.",
        ],
        [
            ("when does /v2/search go away?", ["called off"], ["2025-12-01"]),
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "CHG-3021: terraform apply for vpc-endpoints, Thu 18:00 change window, "
            "requester A. Baptiste",
            "CHG-3021 | state: Withdrawn | by A. Baptiste | reason: endpoint policy still in "
            "review",
        ],
        [("is the vpc endpoints change still going ahead thursday evening?", ["Withdrawn"], [])],
    ),
    (
        "cancellation",
        "life",
        [
            "Subscriptions: Streamly £10.99/mo, Paperleaf news £7/mo, Cloudbox 2TB £7.99/mo",
            "Paperleaf cancelled, confirmation PL-88120, access until 30 Nov",
        ],
        [
            ("when do I lose access to the news site?", ["30 Nov"], []),
            ("what's my cloud storage plan cost?", ["7.99"], []),
        ],
    ),
    (
        "cancellation",
        "life",
        [
            "Booked Osteria Vela for Ana's birthday, Sat 19:45, table for 6, ref OV-3310",
            "Osteria Vela rang — kitchen fire, every booking this weekend cancelled. Need "
            "somewhere else.",
        ],
        [("do we still have a table for Ana's birthday?", ["kitchen fire"], [])],
    ),
    # ------------------------------------------------------------------ restatement
    (
        "restatement",
        "coding",
        [
            "staging DB: pg-stg-01.int port 5433, user app_rw, pass in kv/stg/pg",
            "Ola in #dev: reminder, staging postgres is pg-stg-01.int:5433, same as it's "
            "always been",
        ],
        [("what port is staging postgres on?", ["5433"], [])],
    ),
    (
        "restatement",
        "coding",
        [
            "Holiday code freeze: 19 Dec 18:00 UTC → 5 Jan, P1 fixes only",
            "Eng all-hands minutes\n- freeze starts 19 Dec 18:00 UTC, P1s need VP sign-off\n"
            "- on-call bonus doubled over the break",
        ],
        [
            ("can I merge non-urgent stuff on 22 Dec?", ["19 Dec"], []),
        ],
    ),
    (
        "restatement",
        "coding",
        [
            "auth-proxy owned by team Ember (lead @kofi.a), deployed from ember/auth-proxy",
            "runbook excerpt — Escalation: auth-proxy → #ember-oncall, then @kofi.a",
        ],
        [("who do I bug about auth-proxy?", ["kofi.a"], [])],
    ),
    (
        "restatement",
        "life",
        [
            "Passport expires 02/2027",
            "renewing the passport isn't urgent, it's good till Feb 2027",
        ],
        [("when does my passport run out?", ["2027"], [])],
    ),
    (
        "restatement",
        "life",
        [
            "Bins: recycling every other Tuesday, next one 14 Oct; general waste weekly Fridays",
            "council leaflet: blue recycling bin collected fortnightly on Tuesdays",
        ],
        [("which day do I put the recycling out?", ["Tuesday"], [])],
    ),
    # ------------------------------------------------------------------ never_said
    (
        "never_said",
        "coding",
        [
            "payments-gw: port 9443, owner team-ledger, deployed via argo app payments-gw-prod",
            "payments-gw p95 looks fine after the TLS change, 41ms",
        ],
        [("where's the grafana board for payments-gw?", [], [], ["grafana", "dashboard"])],
    ),
    (
        "never_said",
        "coding",
        [
            "migration 0311 adds invoices.tax_region (nullable), runs in the Thursday window, "
            "owner Lucía",
            "0311 applied on staging in 2.1s, no locks seen",
        ],
        [("what's the rollback plan for 0311?", [], [], ["rollback", "revert"])],
    ),
    (
        "never_said",
        "coding",
        [
            "prod cluster eks-prod-euw1: 42 nodes m6i.2xlarge, autoscaler max 60",
            "node group ng-spot added on eks-prod-euw1, 10 nodes, taint spot=true",
        ],
        [("what kubernetes version is prod on?", [], [], ["kubernetes", "k8s"])],
    ),
    (
        "never_said",
        "coding",
        [
            "on-call for data-platform: primary @wen.h, secondary @abdi.r, rota in PagerDuty",
            "data-platform on-call handbook link pinned in #dp-oncall",
        ],
        [
            (
                "how long before a page escalates to the secondary?",
                [],
                [],
                ["escalat", "timeout"],
            )
        ],
    ),
    (
        "never_said",
        "life",
        [
            "Dentist Dr Okoro 3 Mar 11:00, hygienist straight after",
            "Physio block of 6 sessions approved by the insurer",
        ],
        [("when's my eye test booked?", [], [], ["eye test", "optician"])],
    ),
    (
        "never_said",
        "life",
        [
            "Car insurance with Pelham Direct renews 19 Aug, £512/yr, named driver Jo",
            "Car tax paid online, £190 for the year",
        ],
        [("when's the car due its MOT?", [], [], ["MOT"])],
    ),
    # ------------------------------------------------------------------ controls
    (
        "controls",
        "coding",
        [
            "prod web-frontend image tag 2025.03.2 (deployed Tue by Chiara)",
            "staging web-frontend deployed 2025.04.0-rc1, QA smoke tomorrow",
        ],
        [("what's web-frontend running in production?", ["2025.03.2"], [])],
    ),
    (
        "controls",
        "coding",
        [
            "payments-api listens on 8080, health at /healthz",
            "payments-api-worker metrics port 9102 → 9110 (clashed with node-exporter)",
        ],
        [("what port is payments-api on?", ["8080"], [])],
    ),
    (
        "controls",
        "coding",
        [
            "orders-db max_connections 400 (parameter group pg15-orders)",
            "asked the DBAs to bump orders-db max_connections to 800 — Farid: no, put "
            "pgbouncer in front instead. DBA-231 closed as won't do",
        ],
        [("what's the connection limit on orders-db?", ["400"], [])],
    ),
    (
        "controls",
        "coding",
        [
            "platform on-call November: primary @sienna.l, secondary @marco.d",
            "#platform — Sienna: could we swap for Nov? Marco: maybe, need to check with my "
            "partner, I'll confirm next week",
        ],
        [("who's primary for platform in November?", ["sienna.l"], [])],
    ),
    (
        "controls",
        "life",
        [
            "My physio: Wed 10:15 with Katrin at Bridgeway Clinic",
            "Leo's physio moved to Wed 11:30, also at Bridgeway",
        ],
        [("when's my physio?", ["10:15"], [])],
    ),
    (
        "controls",
        "life",
        [
            "Council tax: £168/month, Band C, direct debit on the 15th",
            "Letter re flat 2 downstairs: their band reassessed to D. Ours wasn't reviewed.",
        ],
        [
            ("what band are we in for council tax?", ["Band C"], []),
            ("how much does it cost a month?", ["£168"], []),
        ],
    ),
]
