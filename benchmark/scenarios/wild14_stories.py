"""wild14: a set over thirteen kinds of state question, written blind to the product's
rules and measured so once; a tuning set since.

Thirteen kinds: supersession, correction, interruption, scope_permission, freshness,
repair, commitment, event_change, partial_update, cancellation, restatement, never_said
and controls. About two thirds of the stories are coding work (services, clusters, CI,
rotas, flags, releases, schemas, migrations, secrets, incidents, owners), a third are
life (appointments, travel, money, family, home, health).

What makes this set distinct: the notes come in many voices (terse chat, tickets, commit
messages, PR descriptions, minutes, emails, "User: ... Assistant: ..." turns, non-native
English and typos); the change is often stated with no signal word at all, or only implied
by an event (a provider retiring an API, a project decommissioned, a doctor retiring, keys
handed back on a house, a data centre lease ending); corrections are worded in many ways
("scratch that", "mixed them up", "stale entry", "amendment") and only once with
"actually"; and the questions are in the asker's own words, often far from the notes'
wording ("who do I page", "can I merge", "what's left on my plate"). Scope changes both
widen and narrow. Controls change a sibling or a different attribute of the same subject,
so the earlier value is still the answer.
"""

from __future__ import annotations

STORIES = [
    # ------------------------------------------------------------------ supersession
    (
        "supersession",
        "coding",
        [
            "payments-gw listens on 8443 behind the internal LB (deploy/values.yaml)",
            "Ines: the mTLS sidecar for payments-gw lands next sprint, its envoy admin wants "
            "8443 too",
            "commit 7be21d0 — payments-gw: listen on 9443, frees the old port for envoy admin",
        ],
        [("which port do I hit for the payments gateway?", ["9443"], ["8443"])],
    ),
    (
        "supersession",
        "coding",
        [
            "Primary on-call for the Korvex cluster this week: @tamsin.ode",
            "Korvex runbook link pinned in #korvex-ops",
            "swap done — @ruairi.b takes primary for Korvex from Wed, Tamsin stays as backup",
        ],
        [("who do I page if Korvex falls over tonight?", ["ruairi"], ["@tamsin.ode"])],
    ),
    (
        "supersession",
        "coding",
        [
            "billing dashboard: http://graf.int:3000/d/billing (no login on vpn)",
            "hi all, we have move grafana behind the SSO. new adress for billing board is "
            "https://observe.nimbra.io/d/billing , old one is not working anymore, sorry for "
            "trouble",
        ],
        [
            (
                "what's the link for the billing dashboard?",
                ["observe.nimbra.io/d/billing"],
                ["graf.int:3000"],
            )
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "flag checkout_v3 rolled out to 5% of EU traffic",
            "checkout_v3 at 25%, error rate flat, p95 unchanged",
            "checkout_v3 -> 60% after thursday review. next step 100% monday if quiet",
        ],
        [
            (
                "how much of the traffic sees the new checkout right now?",
                ["60%"],
                ["25%", "5% of EU"],
            ),
            ("when does it go to everyone?", ["100% monday"], []),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "Release cut for 4.12 lives on release/4.12-rc1, QA please test from there",
            "QA smoke on rc1: login ok, checkout ok, migration 0113 failed on the replica",
            "recut after the 0113 fix. test from release/4.12-rc2 pls, ignore the old branch",
        ],
        [
            (
                "Which branch should QA be testing the release on?",
                ["release/4.12-rc2"],
                ["release/4.12-rc1"],
            )
        ],
    ),
    (
        "supersession",
        "life",
        [
            "Dentist (Dr. Okafor, Lindenbrook clinic) booked Tue 14 May 9:40",
            "Lindenbrook rang, Dr Okafor is off that day so they put me Thu 16 May at 15:20",
        ],
        [
            ("When's my dentist appointment?", ["16 May"], ["14 May"]),
            ("what time do I need to be at Lindenbrook?", ["15:20"], ["9:40"]),
        ],
    ),
    (
        "supersession",
        "life",
        [
            "Ironleaf gym membership is €34.90/month, direct debit on the 1st",
            "Email from Ironleaf Fitness: 'Dear member, from 1 March your monthly membership "
            "will be €39.90. No action is needed.'",
        ],
        [("how much does the gym cost me a month now?", ["39.90"], ["34.90"])],
    ),
    # ------------------------------------------------------------------ correction
    (
        "correction",
        "coding",
        [
            "Standup notes: migration 0042 adds an index on orders.customer_id",
            "re yesterday's notes — mixed them up. 0042 indexes orders.merchant_id; the "
            "customer_id one was 0039, already in prod",
        ],
        [
            (
                "Which column does migration 0042 put an index on?",
                ["merchant_id"],
                ["an index on orders.customer_id"],
            )
        ],
    ),
    (
        "correction",
        "coding",
        [
            "OPS-2291: who owns notif-dispatch? -> Halyard per catalog, assigning to them",
            "OPS-2291 reassigned. catalog entry was stale: notif-dispatch belongs to Bramblecrest "
            "since the reorg, Halyard only consumes it",
        ],
        [
            (
                "which team owns the notification dispatcher?",
                ["Bramblecrest"],
                ["Halyard per catalog"],
            )
        ],
    ),
    (
        "correction",
        "life",
        [
            "Mum's flight lands Saturday 18:05 at Calderwick airport, terminal 2",
            "Mum sent the wrong booking screenshot, the right one says terminal 1, landing 17:35",
        ],
        [
            ("What terminal do I pick mum up from?", ["terminal 1"], ["terminal 2"]),
            ("when does her plane get in?", ["17:35"], ["18:05"]),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "PR #2281 description: bumps protobuf to 4.25.3 for the python services",
            "Sorry, misread the lockfile — #2281 actually lands protobuf 4.25.1. The .3 release "
            "breaks our grpc stubs",
        ],
        [("which protobuf version does 2281 bring in?", ["4.25.1"], ["4.25.3"])],
    ),
    (
        "correction",
        "life",
        [
            "Water meter reading for Elmsworth Rd, sent to the landlord: 04821",
            "scratch the reading I sent, swapped two digits. dial says 04281",
        ],
        [("what's the right water meter number for the landlord?", ["04281"], ["04821"])],
    ),
    (
        "correction",
        "coding",
        [
            "Minutes 3 Apr: agreed to deprecate /v1/export by end of Q2",
            "Amendment to the 3 Apr minutes: the agreed date is end of Q3. Q2 was only the "
            "proposal, Sales pushed back",
        ],
        [("When is the old export endpoint going away?", ["end of Q3"], ["by end of Q2"])],
    ),
    # ------------------------------------------------------------------ interruption
    (
        "interruption",
        "coding",
        [
            "Starting the rate-limiter refactor. step 1: pull TokenBucket out into its own module",
            "TokenBucket extracted + tests pass. next: wire it into middleware/throttle.go",
            "paged for disk alert on vexhall-db-3, dropping the rate limiter for now",
            "vexhall-db-3 disk alert resolved, log rotation was off",
        ],
        [("ok where was I with the rate limiter?", ["middleware/throttle.go"], [])],
    ),
    (
        "interruption",
        "coding",
        [
            "User: I'm bisecting the flaky test_invoice_rounding — good commit a41f9c2, bad "
            "e07d3b8. Assistant: Noted, next check the midpoint.",
            "User: bisect narrowed to between 5c2e1aa and e07d3b8. Assistant: about 3 steps left.",
            "User: have to jump on a customer call with Orvik Freight, back later",
        ],
        [
            (
                "what was I in the middle of before that call?",
                ["bisect", "5c2e1aa"],
                ["good commit a41f9c2"],
            )
        ],
    ),
    (
        "interruption",
        "life",
        [
            "Doing Lorna's tax return: income section filled, stopped at the foreign income page, "
            "need her Dutch pension statement",
            "kids both home sick, tax stuff on hold",
            "found the Dutch pension statement in the blue folder under the stairs",
        ],
        [
            ("Where did I leave off with Lorna's taxes?", ["foreign income"], []),
            ("what paper was I missing to carry on?", ["Dutch pension statement"], []),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "moving the reports crons from crontab on util-03 to k8s CronJobs. 4 of 9 ported: "
            "nightly-ledger, fx-rates, dunning, churn-export",
            "ported weekly-kpi as well, 5/9",
            "pulled onto sev2 for the SSO outage, cron migration paused",
            "SSO postmortem draft is up for review",
        ],
        [
            (
                "how far did I get with moving the cron jobs off util-03?",
                ["weekly-kpi"],
                ["4 of 9 ported"],
            )
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "Reviewing Nadia's PR #9120 (search reindex) — left comments up to indexer/batch.py",
            "Interrupt: Gareth needs the 7.3 changelog right now for the release notes",
            "7.3 changelog sent to Gareth",
        ],
        [
            (
                "What was I doing before the changelog thing came up?",
                ["9120", "indexer/batch.py"],
                [],
            )
        ],
    ),
    (
        "interruption",
        "life",
        [
            "Painting the hallway: first coat done on the north wall, skirting still taped",
            "ran out of paint ('Mossbank green', matt), had to stop",
            "picked up 2 more tins at Hollis DIY",
        ],
        [
            ("where was I up to with the hallway?", ["first coat"], []),
            ("what was the name of that paint colour?", ["Mossbank green"], []),
        ],
    ),
    (
        "interruption",
        "life",
        [
            "User: comparing broadband for the new flat — Fibrely 500Mb £29/mo, Nettle 900Mb "
            "£35/mo, still have to check what Quorra offers. Assistant: Got it, want a table "
            "when you're done?",
            "User: doorbell, brb",
            "User: ok that was just the parcel with the router stand",
        ],
        [
            ("what was I doing before the doorbell went?", ["broadband"], []),
            ("which provider hadn't I looked at yet?", ["Quorra"], []),
        ],
    ),
    # ------------------------------------------------------------------ scope_permission
    (
        "scope_permission",
        "coding",
        [
            "Anyone in eng can trigger the prod-db snapshot job from the Jenkins UI",
            "After last week's accidental restore: only the dba group can trigger prod-db "
            "snapshot/restore jobs, everyone else is read-only in that folder",
        ],
        [
            (
                "Can I kick off a prod-db snapshot myself?",
                ["only the dba group"],
                ["Anyone in eng can trigger"],
            )
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Change freeze Dec 18 – Jan 3 applies to payments services only",
            "Freeze widened after the board call: covers every customer-facing service",
        ],
        [
            (
                "is the storefront search covered by the holiday freeze?",
                ["every customer-facing service"],
                ["payments services only"],
            )
        ],
    ),
    (
        "scope_permission",
        "life",
        [
            "Screen rule for the kids: tablets weekends only, 1h max",
            "New deal with Jonah now he's 12: school nights ok too, after homework, 45 min. Pip "
            "stays on the weekend-only rule",
        ],
        [
            ("Is Jonah allowed the tablet on a school night?", ["after homework"], []),
            ("and what's the rule for Pip?", ["weekend-only"], []),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "bulk_export flag enabled for tenants on the Enterprise plan",
            "bulk_export turned on for the Team plan as well. Starter still excluded",
        ],
        [
            ("Which plans get bulk export?", ["Enterprise", "Team plan"], []),
            ("can a Starter tenant use it?", ["still excluded"], []),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Deploy rights for staging-eu: platform team only",
            "From today feature teams deploy to staging-eu themselves through the self-serve "
            "pipeline; prod-eu stays platform-only",
        ],
        [
            (
                "can my team push to staging-eu on our own?",
                ["self-serve pipeline"],
                ["platform team only"],
            ),
            ("who deploys to prod-eu?", ["platform-only"], []),
        ],
    ),
    (
        "scope_permission",
        "life",
        [
            "Mrs Ferreira next door has our spare key, ok to let the cleaner in on Tuesdays",
            "told Mrs Ferreira she can let any tradesperson in while we're away this month, "
            "boiler man and the plumber included",
        ],
        [("who is the neighbour allowed to let into the house?", ["any tradesperson"], [])],
    ),
    # ------------------------------------------------------------------ freshness
    (
        "freshness",
        "coding",
        [
            "ingest-queue backlog at 1.2M msgs, consumers scaled to 40",
            "ingest-queue drained, backlog ~0. scaling consumers back to 8",
        ],
        [("how's the ingest backlog looking?", ["ingest-queue drained"], ["1.2M"])],
    ),
    (
        "freshness",
        "coding",
        [
            "main is red: test_timezone_dst failing since 10:12",
            "reverted a3be0f1, main green again",
        ],
        [("can I merge or is the main build still broken?", ["green again"], ["main is red"])],
    ),
    (
        "freshness",
        "coding",
        [
            "build-runner-07 down, disk full, jobs routed to 05 and 06",
            "cleaned /var/lib/docker on build-runner-07, its back in the pool",
        ],
        [("Is runner 07 taking jobs?", ["back in the pool"], ["down, disk full"])],
    ),
    (
        "freshness",
        "life",
        [
            "Hollowmere bakery sourdough is £4.20 now",
            "sourdough at Hollowmere went up again, £4.60, bit much",
        ],
        [("how much is a sourdough loaf at the bakery?", ["4.60"], ["4.20"])],
    ),
    (
        "freshness",
        "life",
        [
            "Road to Pellingham closed for resurfacing, use the B417 detour",
            "Pellingham road reopened this morning, the detour signs are gone",
        ],
        [
            (
                "do I still have to go round by the B417 to get to Pellingham?",
                ["road reopened"],
                ["closed for resurfacing"],
            )
        ],
    ),
    (
        "freshness",
        "coding",
        [
            "TLS cert for api.quillmark.io expires in 6 days, renewal job is failing",
            "renewed the api.quillmark.io cert by hand, valid until 2025-11-02; fixed the "
            "renewal cronjob too (wrong service account)",
        ],
        [
            ("when does the api cert expire?", ["2025-11-02"], ["in 6 days"]),
            (
                "is the auto-renewal working?",
                ["fixed the renewal cronjob"],
                ["renewal job is failing"],
            ),
        ],
    ),
    # ------------------------------------------------------------------ repair
    (
        "repair",
        "coding",
        [
            "Workaround: after every deploy of billing-api run `make flush-price-cache` by hand, "
            "the cache doesn't invalidate",
            "PR #4410 merged: price cache invalidates on deploy automatically, the manual flush "
            "step is retired",
        ],
        [
            (
                "Do I still need to flush the price cache after a billing-api deploy?",
                ["retired"],
                ["by hand"],
            )
        ],
    ),
    (
        "repair",
        "coding",
        [
            "pinned urllib3 to 1.26.18 in requirements.txt because botocore chokes on 2.x",
            "botocore 1.34 is fine with urllib3 2.x — dropped the pin, we float on 2.2 now",
        ],
        [("Which urllib3 are we on?", ["dropped the pin"], ["1.26.18"])],
    ),
    (
        "repair",
        "coding",
        [
            "Carrying patches/libvips-heic.patch on top of libvips 8.14 for the HEIC crash",
            "libvips 8.15 has the HEIC fix upstream. deleted the patch from the image build",
        ],
        [
            (
                "are we still applying our own fix on top of libvips?",
                ["deleted the patch"],
                ["Carrying patches"],
            )
        ],
    ),
    (
        "repair",
        "coding",
        [
            "Known issue: SSO login loops for users with a + in their email. Support: tell them "
            "to use the magic link",
            "fixed the plus-address SSO loop in auth-svc 3.8.2, support can stop recommending "
            "magic links",
        ],
        [
            (
                "What should support tell someone whose SSO login keeps looping?",
                ["auth-svc 3.8.2"],
                ["tell them to use the magic link"],
            )
        ],
    ),
    (
        "repair",
        "life",
        [
            "Boiler pressure drops overnight, topping it up to 1.5 bar every morning via the "
            "filling loop",
            "Engineer replaced the pressure relief valve. Holding at 1.4 bar all week, no more "
            "topping up",
        ],
        [
            (
                "Do I still need to top up the boiler each morning?",
                ["relief valve"],
                ["every morning via"],
            )
        ],
    ),
    (
        "repair",
        "coding",
        [
            "DNS for internal.veltrio.net flaky, added static /etc/hosts entries on bastion-2 as "
            "a stopgap",
            "resolver fixed (bad forwarder in the dhcp options). removed the hosts entries from "
            "bastion-2",
        ],
        [
            (
                "is bastion-2 still running on the hosts-file hack?",
                ["removed the hosts entries"],
                ["as a stopgap"],
            )
        ],
    ),
    (
        "repair",
        "life",
        [
            "Left rear tyre has a slow puncture, pumping it up at the garage on Dunmore Rd every "
            "3 days",
            "Gruber's Tyres put a plug in the left rear, held all week",
        ],
        [
            (
                "do I still need to stop for air on the way to work?",
                ["plug in the left rear"],
                ["every 3 days"],
            )
        ],
    ),
    # ------------------------------------------------------------------ commitment
    (
        "commitment",
        "coding",
        [
            "Promised Dimitri (Ferngate support) a root-cause write-up for the sync outage by "
            "Friday",
            "also promised Dimitri a call to walk through the new export API next week",
            "Sent Dimitri the sync outage RCA",
        ],
        [("What do I still owe Dimitri?", ["export API"], ["root-cause write-up"])],
    ),
    (
        "commitment",
        "coding",
        [
            "I'll own the Postgres 16 upgrade for the orders cluster — Priyanka",
            "Priyanka on parental leave from the 12th, PG16 upgrade handed to Oskar",
        ],
        [("Who's driving the Postgres 16 work now?", ["Oskar"], ["I'll own the"])],
    ),
    (
        "commitment",
        "life",
        [
            "Told Ama I'd pick up the cake from Larkin's on Saturday for Leo's party",
            "Ama's getting the cake herself, she's passing Larkin's anyway; I'm on balloons",
        ],
        [("what am I bringing to Leo's party?", ["balloons"], ["I'd pick up the cake"])],
    ),
    (
        "commitment",
        "coding",
        [
            "Retro action items: (1) Kemal adds alert on replication lag, (2) Sunniva writes "
            "the failover runbook, (3) Bo reviews backup retention",
            "Kemal: replication lag alert is live",
            "Bo: backup retention reviewed, 35 days is fine, no change",
        ],
        [
            ("which retro actions are still open?", ["failover runbook"], ["Kemal adds alert"]),
            ("what retention did Bo settle on?", ["35 days"], []),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "I'll review Hamid's terraform PR (#771) before Thursday's apply",
            "reviewed #771, approved with nits",
            "also said I'd pair with Hamid on the state migration next sprint",
        ],
        [("What's left on my plate for Hamid?", ["state migration"], ["before Thursday's apply"])],
    ),
    (
        "commitment",
        "life",
        [
            "Owe Gemma £45 for the concert tickets",
            "Owe Raf £12 for the taxi home",
            "Paid Gemma back by bank transfer",
        ],
        [
            ("Who do I still need to pay back?", ["Owe Raf"], ["£45"]),
            ("how much was the taxi debt?", ["£12"], []),
        ],
    ),
    # ------------------------------------------------------------------ event_change
    (
        "event_change",
        "coding",
        [
            "media-store backups replicate to aq-south-1",
            "Provider notice: aq-south-1 is shutting down end of month, all customer data moved "
            "to aq-central-2",
        ],
        [
            (
                "Where do media-store backups get replicated?",
                ["aq-central-2"],
                ["replicate to aq-south-1"],
            )
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "Transactional email goes out via Postwhistle, key in secrets/email.enc.yaml",
            "Postwhistle end-of-lifed their v2 API on 30 June. Signed with Sendharbor, cutover "
            "done Tuesday",
        ],
        [
            (
                "Which provider sends our password reset emails?",
                ["Sendharbor"],
                ["goes out via Postwhistle"],
            )
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "Team Quokka owns search-ranking; escalation channel #quokka-oncall",
            "Quokka and Wombat merged into Team Marsupial as of 1 Oct. Old channels archived, "
            "it's #marsupial-oncall for everything",
        ],
        [
            (
                "where do I escalate a search-ranking problem?",
                ["#marsupial-oncall"],
                ["#quokka-oncall"],
            )
        ],
    ),
    (
        "event_change",
        "life",
        [
            "Address for deliveries: 14 Thornbury Close, Ashcombe",
            "Keys handed back at Thornbury Close today. We're sleeping at 3B Merrow Street, "
            "Kelbridge tonight!",
        ],
        [("What address do I put on the online order?", ["Merrow Street"], ["14 Thornbury Close"])],
    ),
    (
        "event_change",
        "life",
        [
            "Dr. Venn is my GP at Saltmarsh Surgery",
            "Letter from Saltmarsh: Dr. Venn retires in August, her patients go to Dr. Achebe-Lund",
        ],
        [("who's my doctor at the surgery?", ["Achebe-Lund"], ["Venn is my GP"])],
    ),
    (
        "event_change",
        "coding",
        [
            "Shared CI cache bucket: gs://tallow-ci-cache in project tallow-build",
            "tallow-build project decommissioned in the Ridgeway consolidation; buckets copied "
            "over with a ridgeway- prefix, the CI cache is gs://ridgeway-ci-cache now",
        ],
        [("what's the CI cache bucket called?", ["ridgeway-ci-cache"], ["tallow-ci-cache"])],
    ),
    (
        "event_change",
        "coding",
        [
            "Error tracking: self-hosted Sentry at sentry.corp.plinth.io",
            "Infra minutes 2 Oct: Harlow DC lease ended 30 Sep, the Sentry VM went with it. We "
            "are on Glitchtip cloud now, org plinth",
        ],
        [
            (
                "where do I look up the stack trace for yesterday's crash?",
                ["Glitchtip"],
                ["sentry.corp.plinth.io"],
            )
        ],
    ),
    # ------------------------------------------------------------------ partial_update
    (
        "partial_update",
        "coding",
        [
            "orders-db: Postgres 15.4, primary pg-ord-1, 4 vCPU/16GB, backups nightly 02:00 UTC",
            "resized the orders-db primary to 8 vCPU/32GB, no downtime",
        ],
        [
            ("how big is the orders database box?", ["8 vCPU"], ["4 vCPU"]),
            ("when do orders-db backups run?", ["02:00 UTC"], []),
        ],
    ),
    (
        "partial_update",
        "life",
        [
            "Flight to Vessaly: KX 418, departs 07:15, seat 14C, gate closes 06:45",
            "airline app: KX 418 schedule change, new departure 08:05",
        ],
        [
            ("What time's my flight to Vessaly?", ["08:05"], ["07:15"]),
            ("which seat did I get?", ["14C"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "thumbnailer: image ghcr.io/ardent/thumbnailer:2.3.0, replicas 3, memory limit 512Mi",
            "thumbnailer OOMing on big PNGs -> memory limit raised to 1Gi",
        ],
        [
            ("thumbnailer mem limit?", ["1Gi"], ["512Mi"]),
            ("how many copies of the thumbnailer do we run?", ["replicas 3"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "Sprint 41: goal = ship invoice PDF v2, demo Thursday 15:00 in room Atlas",
            "Demo is in Kestrel (Atlas has the board meeting)",
        ],
        [
            ("Where's the sprint demo?", ["Kestrel"], ["in room Atlas"]),
            ("what time does the demo start?", ["15:00"], []),
        ],
    ),
    (
        "partial_update",
        "life",
        [
            "Piano for Mira: Mondays 16:30 with Mr Hadley, £28 per lesson",
            "Mr Hadley's new rate from September: £31",
        ],
        [
            ("How much is each piano lesson?", ["£31"], ["£28"]),
            ("what day does Mira have piano?", ["Mondays"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "Coralpay webhook: endpoint https://hooks.lintel.app/coralpay, secret in env "
            "CORALPAY_WH_SECRET, retries 5",
            "rotated Coralpay webhook to https://hooks.lintel.app/v2/coralpay",
        ],
        [
            ("What's the Coralpay webhook URL?", ["/v2/coralpay"], ["lintel.app/coralpay"]),
            ("which env var holds the secret for that webhook?", ["CORALPAY_WH_SECRET"], []),
        ],
    ),
    # ------------------------------------------------------------------ cancellation
    (
        "cancellation",
        "coding",
        [
            "Plan: move the session store from Redis to DynamoDB in Q3",
            "Arch review: we're not moving sessions to Dynamo, cost model didn't work out; "
            "staying on Redis",
        ],
        [
            (
                "Is the session store still going to DynamoDB in Q3?",
                ["staying on Redis"],
                ["Plan: move the session store"],
            )
        ],
    ),
    (
        "cancellation",
        "life",
        [
            "Booked the Lake Orrin cabin for 9–12 Aug, deposit £120 paid",
            "Cancelled the Lake Orrin cabin, deposit refunded — we're staying home in August",
        ],
        [
            (
                "are we still off to the cabin in August?",
                ["Cancelled the Lake Orrin"],
                ["9–12 Aug"],
            ),
            ("did we get the deposit back?", ["refunded"], []),
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "Planning a Friday 17:00 deploy of search v5 with the new tokenizer",
            "search v5 deploy called off — tokenizer regression on Japanese queries, no new "
            "date yet",
        ],
        [("when's search v5 going out?", ["called off"], ["Friday 17:00"])],
    ),
    (
        "cancellation",
        "life",
        [
            "Standing order: £50/month to the Sunflower Fund on the 5th",
            "stopped the Sunflower Fund standing order, going to do one gift a year instead",
        ],
        [
            (
                "Am I still paying the charity every month?",
                ["stopped the Sunflower"],
                ["£50/month"],
            ),
            ("what am I doing for them instead?", ["one gift a year"], []),
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "Offsite in Brackenhurst, 14–15 Nov, whole platform group",
            "Offsite scrapped (budget freeze). Remote half-day on the 14th instead",
        ],
        [
            ("Are we going to Brackenhurst for the offsite?", ["Offsite scrapped"], ["14–15 Nov"]),
            ("so what's happening on the 14th?", ["remote half-day"], []),
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "RFC-19: replace the homegrown job scheduler with Temporal — accepted",
            "Withdrawing RFC-19. Scheduler stays, we fix the retry bug in place",
        ],
        [
            (
                "Are we swapping our job scheduler out for Temporal?",
                ["Withdrawing RFC-19"],
                ["accepted"],
            )
        ],
    ),
    # ------------------------------------------------------------------ restatement
    (
        "restatement",
        "coding",
        [
            "Staging deploys happen from the develop branch",
            "reminder for the new folks: whatever lands on develop goes to staging automatically",
        ],
        [("what branch feeds staging?", ["develop"], [])],
    ),
    (
        "restatement",
        "coding",
        [
            "Max upload size is 25 MB",
            "anything bigger than 25 MB bounces with a 413, the web client checks it too",
        ],
        [("What's the cap on file uploads?", ["25 MB"], [])],
    ),
    (
        "restatement",
        "life",
        [
            "Bin day is Thursday",
            "Thursday morning: bins out before 7, recycling every other week same day",
        ],
        [("which day do the bins get collected?", ["Thursday"], [])],
    ),
    (
        "restatement",
        "coding",
        [
            "Team Falcon standup at 09:30 CET",
            "Falcon standup is daily at 09:30 Berlin time, cameras optional",
        ],
        [("When is Falcon's daily sync?", ["09:30"], [])],
    ),
    (
        "restatement",
        "life",
        [
            "Allergy: Noor is allergic to tree nuts",
            "lunchbox note for school: no almonds, cashews, walnuts etc for Noor — tree nuts",
        ],
        [("What's Noor allergic to?", ["tree nuts"], [])],
    ),
    (
        "restatement",
        "coding",
        [
            "Primary region for Halcyon is nv-east-1",
            "Halcyon runs mainly out of nv-east-1, DR in nv-west-2",
        ],
        [
            ("Which region is Halcyon's primary?", ["nv-east-1"], []),
            ("and where does it fail over to?", ["nv-west-2"], []),
        ],
    ),
    # ------------------------------------------------------------------ never_said
    (
        "never_said",
        "coding",
        [
            "orders-api runs on port 7070, owned by team Lumen",
            "orders-api deploys via ArgoCD app orders-api-prod",
        ],
        [
            ("what's the rate limit on orders-api?", [], [], ["rate limit"]),
            ("which port is orders-api on?", ["7070"], []),
        ],
    ),
    (
        "never_said",
        "life",
        [
            "Passport renewal submitted, reference PX-55120",
        ],
        [("When does my driving licence expire?", [], [], ["driving licence"])],
    ),
    (
        "never_said",
        "coding",
        [
            "Coralline service: Go 1.22, deployed to cluster west-b, owner Fenwick",
        ],
        [
            ("which database does Coralline use?", [], [], ["database"]),
            ("who owns Coralline?", ["Fenwick"], []),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "Release 3.4 shipped on Tuesday with the new audit log",
        ],
        [("who signed off on release 3.4?", [], [], ["signed off", "sign-off"])],
    ),
    (
        "never_said",
        "life",
        [
            "Sister's wedding: 21 June at Ravensholt Manor",
            "booked a room at the Ravensholt Arms for the 20th and 21st",
        ],
        [
            ("what's the dress code for the wedding?", [], [], ["dress code"]),
            ("who's officiating?", [], [], ["officiat"]),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "INC-3391: checkout latency spike, mitigated by scaling redis",
        ],
        [("how much revenue did we lose in INC-3391?", [], [], ["revenue", "dollars"])],
    ),
    (
        "never_said",
        "life",
        [
            "Biscuit's vet check-up Friday 11:00 at Brookvale Vets, bring the vaccination card",
        ],
        [("how much is Biscuit's check-up going to cost?", [], [], ["cost", "fee"])],
    ),
    # ------------------------------------------------------------------ controls
    (
        "controls",
        "coding",
        [
            "search-api: port 8081, replicas 4",
            "search-api replicas bumped to 6 for the spring sale",
        ],
        [
            ("which port is search-api on?", ["8081"], []),
            ("how many search-api replicas are running?", ["bumped to 6"], ["replicas 4"]),
        ],
    ),
    (
        "controls",
        "coding",
        [
            "billing-worker runs on Python 3.11",
            "billing-web upgraded to Python 3.12 today",
        ],
        [("what Python does billing-worker run?", ["3.11"], [])],
    ),
    (
        "controls",
        "life",
        [
            "Mira's swimming: Wednesdays 17:00 at Kelp Street pool",
            "Jonah's swimming moved to Fridays",
        ],
        [("When is Mira's swimming?", ["Wednesdays"], [])],
    ),
    (
        "controls",
        "coding",
        [
            "Staging DB host: pg-stg-1.int, prod DB host: pg-prd-1.int",
            "prod DB failed over, now pg-prd-2.int",
        ],
        [("what's the staging DB host?", ["pg-stg-1.int"], [])],
    ),
    (
        "controls",
        "coding",
        [
            "On-call for Payments: Haruki; on-call for Identity: Delphine",
            "Identity on-call swapped to Ravi this week",
        ],
        [("who's on call for payments?", ["Haruki"], [])],
    ),
    (
        "controls",
        "life",
        [
            "Car insurance renews 3 March with Thistle Mutual, £412/yr",
            "Home insurance switched to Beacon Cover, £198/yr",
        ],
        [("Who's my car insurer?", ["Thistle Mutual"], [])],
    ),
    (
        "controls",
        "coding",
        [
            "Feature flag dark_mode: on for web, off for iOS",
            "dark_mode flag description updated, owner changed to @selin",
        ],
        [("is dark mode on for iOS?", ["off for iOS"], [])],
    ),
]
