"""wild13: a tuning set over thirteen kinds of state question, written blind to the product's
rules (nothing under mgimind/ was read) and to the other hand-written sets' wording.

What sets it apart: the change is often buried among notes about other attributes of the same
thing and the same attribute of sibling things (a sibling service, a partner's appointment, a
staging twin of a prod value); about half the changes carry no signal word, the new value being
stated in passing or implied by an event (a region decommissioned, a base image pulled from the
registry, a captain leaving, a child changing school); questions are worded away from the notes
(synonyms, indirect asks, "what do I tell the new starter", two attributes at once); values come
in many shapes (ports, env vars, branch names, quarter names, version strings, money, handles,
paths, times, dates, counts that collide); and the voices vary (terse chat, Jira tickets,
commit messages, PR text, minutes, emails, User/Assistant exchanges, Slack threads, non-native
English, typos, British spelling). Two thirds coding work, a third everyday life.
"""

from __future__ import annotations

STORIES = [
    # ------------------------------------------------------------------ supersession
    (
        "supersession",
        "coding",
        [
            "ci(web): pin builder image to node:20.18-bookworm, the alpine one kept segfaulting "
            "on sharp",
            "docs pipeline stays on node:18.20 until the mdx plugin supports anything newer",
            "flakey playwright run on web agian, retried twice, passed",
            "PR #4417 'web: builder node:22.11-bookworm + pnpm 9' merged by Halvard, cache keys "
            "reset",
            "storybook deploy still broken, unrelated to the image",
        ],
        [
            ("Which Node base is the web build using?", ["node:22.11"], ["node:20.18"]),
            ("What runtime does the docs site build on?", ["node:18.20"], []),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "Rota wk of 2 Mar: payments primary @okonkwo, secondary @liesl; search primary "
            "@damaris, secondary @fitz",
            "@liesl: heads up, out Thursday afternoon for a dentist thing, phone on",
            "@damaris: swapping search primary with @fitz for Tue only",
            "@tavi: covering payments primary 4-8 Mar, okonkwo is at the offsite",
            "reminder: pager app update needed before Monday",
        ],
        [
            ("Who do I page if payments falls over on 5 March?", ["@tavi"], ["@okonkwo"]),
            ("Who's backing up on payments that week?", ["secondary @liesl"], []),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "orders-api: PG_POOL_MAX=40 after the load test, statement_timeout 5s",
            "inventory-api keeps PG_POOL_MAX=25",
            "pgbouncer max_client_conn raised to 800 on the orders cluster",
            "PR #2291 orders-api: pool now PG_POOL_MAX=64, statement_timeout 8s. Reviewed by Hedda",
        ],
        [
            (
                "How many Postgres connections can the orders service hold open at most?",
                ["PG_POOL_MAX=64"],
                ["PG_POOL_MAX=40"],
            ),
            (
                "What's the query timeout on orders-api?",
                ["statement_timeout 8s"],
                ["statement_timeout 5s"],
            ),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "Release captain notes: cut release/2026.10 Tuesday, code freeze from Monday 18:00",
            "QA signed off release/2026.10 except the CSV export bug (EXP-212)",
            "hotfixes target whichever release branch is newest, cherry-pick to main after",
            "EXP-212 fixed on main, Wojtek wants it in the next train",
            "cut release/2026.11 this morning, 14 PRs, EXP-212 included",
        ],
        [
            (
                "Which branch do I open my hotfix PR against?",
                ["release/2026.11"],
                ["release/2026.10"],
            )
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "Cardwell keys: vault kv/payments/cardwell, ask Ravindra for a read policy",
            "Textora SMS creds in kv/notify/textora, rotated by the notify team",
            "Cardwell sandbox keys in kv/payments/cardwell-test, anyone can read",
            "payments secrets moved: the live Cardwell key is in the cloud secret manager as "
            "prod/payments/cardwell-live, vault path gets wiped Friday",
            "Ravindra on holiday until the 20th",
        ],
        [
            (
                "Where do I pull the live card-processing key from?",
                ["prod/payments/cardwell-live"],
                ["vault kv/payments/cardwell"],
            ),
            ("Where are the SMS provider credentials kept?", ["kv/notify/textora"], []),
        ],
    ),
    (
        "supersession",
        "life",
        [
            "Dentist check-up with Dr Vasquel, Thu 9 Oct 08:40, Kingsmere Dental",
            "Kids' dentist is a different practice, Brightmolar on Fenn St, next visit in Nov",
            "Kingsmere rang: Dr Vasquel off sick that week, they've put me in Mon 13 Oct 16:10 "
            "instead, hygienist first",
        ],
        [("When am I due at the dentist?", ["13 Oct 16:10"], ["9 Oct 08:40"])],
    ),
    (
        "supersession",
        "life",
        [
            "Joined Ironwell gym, £34/month, off-peak, direct debit on the 1st",
            "Ilka's pool membership is £22 a month",
            "Ironwell email: Dear member, your fee has changed: from 1 Feb it is £39.50 per month "
            "due to rising energy costs",
            "cancelled the Tunefeld music sub, never used it",
        ],
        [("What's the gym costing me each month?", ["£39.50"], ["£34/month"])],
    ),
    (
        "supersession",
        "life",
        [
            "Cleaner (Dorota) comes fortnightly Fridays 9-12, £16/h, key in the safe box, code "
            "4471",
            "Dorota asked for Christmas week off, fine",
            "Window cleaner every 6 weeks, £25, next one Sat 11th",
            "Dorota message: from January I come on Tuesdays, same hours, the Friday I give to new "
            "client, sorry for trouble",
            "safe box battery low, buy a CR2032",
        ],
        [
            (
                "In February, which morning should the flat be ready for the cleaner?",
                ["I come on Tuesdays"],
                ["fortnightly Fridays"],
            ),
            ("What's the code for the key box?", ["4471"], []),
        ],
    ),
    # ------------------------------------------------------------------ correction
    (
        "correction",
        "coding",
        [
            "PLAT-3381 consumer rebalance flake: assigned to Guðrún",
            "PLAT-3382 log retention: Emeka",
            "standup minutes fix: the rebalance ticket is Anselm's, I wrote Guðrún by mistake, "
            "she has PLAT-3390 (disk alerts)",
        ],
        [
            ("Who do I chase about the Kafka consumer flake?", ["Anselm"], ["assigned to Guðrún"]),
            ("Who's working the disk alerts ticket?", ["Guðrún"], []),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "Prod deploy window: weekdays 14:00-16:00 UTC, not Fridays",
            "Mobile store submissions Wednesdays only",
            "Lorcan: the deploy window is actually 14:00-16:00 CET, the wiki had it wrong, UTC "
            "was never right",
        ],
        [
            ("Until what time can I push to prod on a Tuesday?", ["16:00 CET"], ["16:00 UTC"]),
            ("Is a Friday prod push OK?", ["not Fridays"], []),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "Migration 0147_add_invoice_currency locks the invoices table, run it off-hours",
            "0148 just adds an index, CONCURRENTLY, safe any time",
            "Hedvig (review): other way round. 0148_invoice_idx lost its CONCURRENTLY when we "
            "moved "
            "it into the transaction, so that's the locking one; 0147 is a nullable column, "
            "instant",
        ],
        [
            (
                "Which migration has to wait for the quiet hours?",
                ["0148_invoice_idx"],
                ["0147_add_invoice_currency", "safe any time"],
            )
        ],
    ),
    (
        "correction",
        "coding",
        [
            "User: staging assets bucket is lumo-stg-assets-euw, please remember. Assistant: "
            "Noted, "
            "staging assets go to lumo-stg-assets-euw.",
            "User: prod assets bucket is lumo-prd-assets-euc. Assistant: Got it.",
            "User: typo before, the staging one is lumo-stg-assets-euc too, same region as prod, "
            "there is no euw bucket. Assistant: Thanks, updated.",
        ],
        [
            (
                "What's the pre-prod assets bucket called?",
                ["lumo-stg-assets-euc"],
                ["lumo-stg-assets-euw"],
            )
        ],
    ),
    (
        "correction",
        "coding",
        [
            "Hi team, the SFTP drop for Brenholt Logistics is sftp.brenholt-log.net:2222, "
            "user lumo_in",
            "Brenholt files arrive around 06:00 CET daily, sometimes late on Mondays",
            "Brenholt contact is Oksana Hrytsenko, oksana@brenholt-log.net",
            "Sorry for confusion, I give wrong user yesterday, correct one is lumo_ingest, the "
            "other was from old contract. Regards, Oksana",
        ],
        [
            (
                "What login do we use on the Brenholt file server?",
                ["lumo_ingest"],
                ["user lumo_in"],
            ),
            ("And the host and port?", ["sftp.brenholt-log.net:2222"], []),
        ],
    ),
    (
        "correction",
        "life",
        [
            "Mum's repeat prescription goes to Harlow Lane pharmacy, ready Weds after 2",
            "my inhaler refill is at Pellham Chemist",
            "Text from the surgery: Mum's repeat went to Quarry Road pharmacy instead, the Harlow "
            "Lane nomination had lapsed",
        ],
        [
            (
                "Where do I collect Mum's tablets this time?",
                ["Quarry Road"],
                ["Harlow Lane pharmacy"],
            )
        ],
    ),
    (
        "correction",
        "life",
        [
            "Nan's ginger loaf: 175g golden syrup, 2 tsp ground ginger, 160C for 50 min",
            "copied it wrong, her card says 150C fan. the 50 min is right",
        ],
        [
            ("What do I set the oven to for the ginger loaf?", ["150C fan"], ["160C"]),
            ("How long does it stay in?", ["50 min"], []),
        ],
    ),
    # ------------------------------------------------------------------ interruption
    (
        "interruption",
        "coding",
        [
            "starting users.email_normalized backfill, 16 shards, ~40 min each, 2k rows/s",
            "backfill: shards 0-5 done",
            "SEV2 on checkout, dropping everything",
            "checkout: bad flag payment_retry_v2, rolled it back, error rate normal",
            "SEV2 closed, postmortem Thu with Wendeline",
            "after lunch: resumed the backfill, 6 and 7 done, shard 8 in progress",
            "Gustav asked if the backfill can go faster, told him no, replica lag",
        ],
        [
            (
                "Where am I with the email normalisation job?",
                ["shard 8 in progress"],
                ["shards 0-5 done"],
            ),
            ("Who's running the checkout postmortem?", ["Wendeline"], []),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "reviewing @ondine's PR #812 (token bucket limiter): limiter.go done, 3 comments",
            "pulled onto the incident bridge",
            "back on 812: bucket_test.go done, next up middleware.go, then the README",
        ],
        [
            (
                "Which file was I up to in the rate limiter review?",
                ["middleware.go"],
                ["limiter.go done"],
            )
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "billing-svc SQLAlchemy 2.0 upgrade plan: 1) enable SQLALCHEMY_WARN_20 2) replace "
            "Query.get() 3) move to select() style 4) bump the pin",
            "step 1 done, warnings showing in the CI log",
            "step 2: 31 of 58 Query.get() calls replaced",
            "context switch: Ludmila needs a hand with the SSO redirect loop",
            "SSO loop was clock skew on sso-02, NTP fixed",
        ],
        [
            ("Where did I leave the ORM upgrade in billing?", ["31 of 58"], []),
            ("What was behind the login loop?", ["clock skew"], []),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "Jira INFRA-902 'move nightly jobs off cron-01': 11 jobs to port to the k8s CronJob "
            "chart",
            "INFRA-902: ported db-vacuum, report-mailer, sitemap-gen (3/11)",
            "INFRA-902 on hold, helping with the Black Friday capacity plan",
            "capacity plan sent to Florentyna",
            "INFRA-902: picked back up, 7/11 ported, invoice-sync next (needs the SFTP secret)",
        ],
        [
            ("How far did I get moving jobs off the old cron box?", ["7/11 ported"], ["(3/11)"]),
            (
                "Which job is next and what's it waiting on?",
                ["invoice-sync next", "needs the SFTP secret"],
                [],
            ),
        ],
    ),
    (
        "interruption",
        "life",
        [
            "Self-assessment: put in the salary and the Fernbank savings interest",
            "still to do: rental income for the Cobble Row flat, and pension contributions",
            "did the pension bit (£2,400 relief at source), calling it a night",
        ],
        [("Where had I got to with my tax return?", ["Cobble Row"], [])],
    ),
    (
        "interruption",
        "life",
        [
            "Spare room: ceiling done, first coat on walls done",
            "out of Dusky Heron, need another 2.5L from Marlow's",
            "got the tin Sat; second coat on three walls, window wall still to go, then skirting",
        ],
        [
            (
                "What's left to paint in the spare room?",
                ["window wall", "skirting"],
                ["out of Dusky Heron"],
            )
        ],
    ),
    # ------------------------------------------------------------------ scope_permission
    (
        "scope_permission",
        "coding",
        [
            "Branch protection on monorepo main: 2 approvals, only @platform-leads can merge",
            "docs/** needs 1 approval from anyone",
            "RFC-117 accepted: from Mon 3 Nov the merge button on main is open to anyone whose PR "
            "has CODEOWNERS approval for every path touched; the platform-leads gate no longer "
            "applies",
            "RFC-118 (monorepo split) still in discussion",
        ],
        [
            (
                "Do I need a platform lead to merge my service's PR into main?",
                ["CODEOWNERS approval"],
                ["only @platform-leads can merge"],
            ),
            ("How many approvals does a docs-only change need?", ["1 approval from anyone"], []),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Prod read replica: SRE + data team only, through bastion bast-02",
            "analytics interns get the anonymised copy in the sandbox warehouse, nothing else",
            "INC-5521 follow-up: standing replica access revoked; everyone incl. SRE now requests "
            "a JIT grant in Sentrygate, 4h max",
        ],
        [
            (
                "How does someone on SRE get onto the prod read replica?",
                ["JIT grant"],
                ["SRE + data team only"],
            ),
            ("What can the analytics interns query?", ["anonymised copy"], []),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "flag checkout_v3: staff only (org=lumo-internal)",
            "flag search_rerank: 10% of EU traffic",
            "flag dark_mode: everyone",
            "search_rerank bumped to 25%, NL excluded because of the catalogue bug",
            "checkout_v3 targeting: NL and BE customers at 100%, rest of EU off, staff keep it",
            "Ferdinand asked for checkout_v3 in DE, not before the Q4 tax change",
        ],
        [("Which customers are getting the new checkout?", ["NL and BE"], ["staff only"])],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Code freeze from Dec 18 applies to every service tagged tier-1",
            "tier-2 services may deploy through the freeze with a lead's ok in #deploys",
            "Osei narrowed the freeze: payments and auth stay frozen, other tier-1 services follow "
            "the tier-2 rule",
        ],
        [
            (
                "Can notifications-svc (tier-1) ship on Dec 20?",
                ["payments and auth stay frozen"],
                ["every service tagged tier-1"],
            )
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "#sec-announce (Thandiwe): prod kubectl exec limited to the sre-oncall group",
            "staging exec open to all engineers",
            "#sec-announce (Thandiwe): break-glass role prod-exec-bg added, any engineer can "
            "assume "
            "it for 30 min with a ticket number, every use is paged to sre-oncall",
        ],
        [
            (
                "If I'm not on call, can I exec into a prod pod?",
                ["prod-exec-bg"],
                ["limited to the sre-oncall group"],
            )
        ],
    ),
    (
        "scope_permission",
        "life",
        [
            "School office has me and Idris on Noor's pickup list",
            "Idris on nights most of next month",
            "Sprockets after-school club only releases Noor to me, password 'kestrel'",
            "Handed in the form: Grandma Rukhsana can collect Noor from school too",
        ],
        [
            ("Who can fetch Noor at the end of the school day?", ["Rukhsana", "Idris"], []),
            ("Could Grandma pick Noor up from Sprockets?", ["only releases Noor to me"], []),
        ],
    ),
    (
        "scope_permission",
        "life",
        [
            "Tenancy agreement: no pets, no subletting, no smoking",
            "Mr Achterberg emailed: a cat is now fine if we add £200 to the deposit; dogs still a "
            "no",
        ],
        [("Can we get a kitten?", ["£200 to the deposit"], ["no pets"])],
    ),
    # ------------------------------------------------------------------ freshness
    (
        "freshness",
        "coding",
        [
            "09:10 email-outbound backed up, 48k msgs, provider throttling us",
            "sms-outbound normal, push-outbound normal",
            "10:05 paged Ambrose at the provider, he's raising it",
            "10:40 sms-outbound briefly at 3k, drained by itself",
            "11:45 email-outbound depth 0, throttle lifted, consumers back to 8",
            "incident doc INC-6120, comms sent to CS at 12:00",
        ],
        [("Is outbound mail still backlogged?", ["depth 0"], ["48k msgs"])],
    ),
    (
        "freshness",
        "coding",
        [
            "integration suite red on main since 2af91c, contract tests against ledger-svc time "
            "out",
            "unit suite green, lint green",
            "ledger-svc raised their timeout; integration now passing on 7d03e1 and every run "
            "since",
        ],
        [
            (
                "Can I trust the integration job on main right now?",
                ["passing on 7d03e1"],
                ["red on main"],
            )
        ],
    ),
    (
        "freshness",
        "coding",
        [
            "build-agent-07 offline, disk full, jobs falling back to build-agent-03",
            "build-agent-09 slow but up",
            "cleared /var/lib/docker on build-agent-07 (freed 310G), it's picking up jobs now",
        ],
        [("Is agent 07 usable?", ["picking up jobs"], ["disk full"])],
    ),
    (
        "freshness",
        "coding",
        [
            "replication lag on reports-db 40 min, the morning dashboards are stale",
            "vacuum on orders-db finished overnight",
            "reports-db caught up, lag under 2s since 09:20",
        ],
        [
            (
                "Are the dashboards safe to screenshot for the board deck?",
                ["lag under 2s"],
                ["lag on reports-db 40 min"],
            )
        ],
    ),
    (
        "freshness",
        "life",
        [
            "Engineering works: no trains Harrowgate to Pellby at weekends till 30 Nov, "
            "replacement bus",
            "weekday trains normal",
            "works finished early, trains through Pellby from Sat 22 Nov",
        ],
        [
            (
                "Travelling to Pellby by rail on Sat 29 Nov, anything to know?",
                ["finished early"],
                ["replacement bus"],
            )
        ],
    ),
    (
        "freshness",
        "life",
        [
            "Library: 'The Salt Orchard' on hold, I'm 4th in the queue",
            "renewed the kids' two books until 18 Jan",
            "text from Westgate library: The Salt Orchard is waiting at the desk, collect by Fri",
        ],
        [
            (
                "How far up the waiting list am I for that novel?",
                ["waiting at the desk"],
                ["4th in the queue"],
            )
        ],
    ),
    # ------------------------------------------------------------------ repair
    (
        "repair",
        "coding",
        [
            "we carry patches/urllib3-retry-fix.patch on top of requests-toolkit until upstream "
            "merges #1190",
            "also patching grpcio for the musl build (patches/grpcio-musl.patch), that one stays",
            "requests-toolkit 1.8.2 includes the retry fix; removed "
            "patches/urllib3-retry-fix.patch "
            "from the build",
        ],
        [
            (
                "Which local patches do we still apply?",
                ["grpcio-musl.patch", "1.8.2"],
                ["until upstream merges #1190"],
            )
        ],
    ),
    (
        "repair",
        "coding",
        [
            "Release checklist step 7: purge /static on the CDN by hand (Fastlane console) after "
            "deploy",
            "step 8: post the changelog in #releases",
            "deploy pipeline purges /static itself (stage purge-cdn), step 7 no longer needed",
        ],
        [
            (
                "After deploying, do I still clear the CDN cache manually?",
                ["purge-cdn"],
                ["by hand"],
            ),
            ("Where does the changelog get posted?", ["#releases"], []),
        ],
    ),
    (
        "repair",
        "coding",
        [
            "M-series laptops: export DOCKER_DEFAULT_PLATFORM=linux/amd64 before make dev, the "
            "pgvector image has no arm build",
            "Windows folks use WSL2, see the wiki page 'Dev setup'",
            "pgvector 0.7.4 publishes arm64; compose bumped, drop the platform export, it's no "
            "longer needed and makes everything slower",
        ],
        [
            (
                "What should the new starter with an M3 MacBook do differently when setting up "
                "dev?",
                ["drop the platform export"],
                ["DOCKER_DEFAULT_PLATFORM=linux/amd64"],
            )
        ],
    ),
    (
        "repair",
        "coding",
        [
            "Known issue: after each deploy of report-api someone must run "
            "`./bin/warm-cache --region eu` by hand or the first reports time out",
            "report-api memory limit 2Gi",
            "commit 5be0c71 report-api: warm the cache in a postStart hook, so the warm-cache "
            "run after a deploy is gone",
            "report-api memory limit 3Gi from next release",
        ],
        [
            (
                "Is there a manual step after shipping report-api?",
                ["postStart hook"],
                ["someone must run"],
            )
        ],
    ),
    (
        "repair",
        "life",
        [
            "Kitchen tap drips unless you turn it hard left; bucket under the sink for the trap "
            "leak",
            "Plumber (Kasprzak) came: new cartridge in the tap, new washer on the trap, £95",
        ],
        [
            (
                "Anything to warn the house-sitter about in the kitchen?",
                ["new cartridge"],
                ["hard left", "bucket under the sink"],
            )
        ],
    ),
    (
        "repair",
        "life",
        [
            "Car's passenger door only opens from inside, press the fob twice and reach across",
            "MOT due March",
            "Garage replaced the door actuator, fob now works normally",
        ],
        [
            (
                "Is there a knack to the passenger door?",
                ["door actuator"],
                ["only opens from inside"],
            ),
            ("When's the car's annual test?", ["MOT due March"], []),
        ],
    ),
    # ------------------------------------------------------------------ commitment
    (
        "commitment",
        "coding",
        [
            "told Ilse I'd send the p99 latency numbers and review her runbook PR by Friday",
            "promised Bartek a pairing session on the flaky e2e next week",
            "sent Ilse the p99 numbers from Tuesday's load test",
            "Ilse's runbook PR is #5520, 600 lines, ugh, wil do it thursday",
            "Bartek: no need for the pairing, he fixed the e2e himself (timezone in the fixture)",
        ],
        [
            ("What am I still on the hook for with Ilse?", ["runbook PR"], []),
            ("Do I owe Bartek anything?", ["fixed the e2e himself"], ["promised Bartek"]),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "I'll own the Postgres 16 upgrade for the reporting cluster, target end of Q3",
            "parental leave from Aug 4",
            "handing the PG16 reporting upgrade to @svea while I'm off; she keeps the end-of-Q3 "
            "target",
        ],
        [
            (
                "Who's driving the reporting DB major version bump?",
                ["@svea"],
                ["I'll own the Postgres 16"],
            ),
            ("By when should that upgrade land?", ["Q3"], []),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "promised the mobile team the /v2/profile endpoint by Oct 17",
            "also promised them a staging env with seeded accounts",
            "staging env with seeded accounts is up, creds sent to Yannick",
            "told Yannick /v2/profile slips to Oct 24, the auth scopes review ran long",
        ],
        [("What do I still owe the mobile folks, and when?", ["Oct 24"], ["by Oct 17"])],
    ),
    (
        "commitment",
        "coding",
        [
            "#infra thread. Ottilie: can someone rotate the Glintwatch API key before the audit? "
            "me: I'll take it, by Wed",
            "rotated the Glintwatch key, new one in kv/observability/glintwatch, told Ottilie",
            "Ottilie: thx! could you also grab the access-review screenshots for the auditors? "
            "me: yep, tomorrow",
        ],
        [
            (
                "Is anything from the audit prep thread still open on my side?",
                ["access-review screenshots"],
                [],
            )
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "Zarina: I'll write the post-incident review for INC-6012 by Mon",
            "Zarina out sick all week",
            "Cormac took the INC-6012 review off Zarina's plate, aiming for Wed",
        ],
        [
            (
                "Who's writing up INC-6012 and when is it due?",
                ["Cormac", "aiming for Wed"],
                ["review for INC-6012 by Mon"],
            )
        ],
    ),
    (
        "commitment",
        "life",
        [
            "said I'd bring the trestle table and a quiche to Farida's street party on Sat",
            "told Jonas I'd return his ladder this week",
            "dropped the ladder back at Jonas's, left it by his shed",
        ],
        [("What have I promised people that I haven't done yet?", ["trestle table", "quiche"], [])],
    ),
    (
        "commitment",
        "life",
        [
            "promised Aunt Beatriz I'd sort her broadband and print the photos from the "
            "christening",
            "her grandson Teodor fixed the broadband on Sunday, she says not to worry",
        ],
        [("What do I still need to do for Aunt Beatriz?", ["print the photos"], [])],
    ),
    # ------------------------------------------------------------------ event_change
    (
        "event_change",
        "coding",
        [
            "ledger-db: primary in prod-ams, hot standby in fra2, lag alert 30s",
            "provider notice: AMS3 (prod-ams) decommissioned 31 Jan, no extension",
            "Feb 2 ops review: ledger-db running on the former standby in prod-fra2; new standby "
            "being built in prod-waw1",
        ],
        [
            ("Which site takes ledger-db writes?", ["prod-fra2"], ["primary in prod-ams"]),
            ("Where will ledger-db's spare live?", ["prod-waw1"], ["hot standby in fra2"]),
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "Transactional email via Postwick, API key in kv/notify/postwick",
            "Marketing email via Lumen Mail, owned by growth",
            "Postwick bounce webhook at /hooks/postwick/bounce",
            "Postwick announced end-of-life, their service stops 30 June",
            "Lumen Mail contract renewed for 2 years",
            "notify-svc 4.2.0 released: transactional mail now goes through Sendrill, same "
            "interface",
            "bounce webhook for the new provider is /hooks/sendrill/bounce, old route returns 410",
        ],
        [
            (
                "Which provider sends our password-reset emails?",
                ["Sendrill"],
                ["Transactional email via Postwick"],
            ),
            (
                "Where do bounce notifications for receipts land?",
                ["/hooks/sendrill/bounce"],
                ["/hooks/postwick/bounce"],
            ),
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "Owners: search-indexer belongs to Team Kestrel (lead: Amara)",
            "Owners: recommendations belongs to Team Osprey (lead: Jurgen)",
            "Reorg memo: Kestrel and Osprey merge into Discovery under Jurgen from 1 Apr; Amara "
            "joins the ML platform group",
        ],
        [
            (
                "Who do I escalate a search-indexer outage to?",
                ["Discovery under Jurgen"],
                ["Kestrel (lead: Amara)"],
            ),
            ("What's Amara working on these days?", ["ML platform"], []),
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "payments-worker base image: py38-slim (platform-images repo)",
            "ledger-worker base image: py311-slim",
            "notify-worker base image: py310-slim, Jarmila owns it",
            "platform-images: py38-slim deleted from the registry today, anything still on it will "
            "fail to pull",
            "payments-worker PR #1402 merged: rebased onto the same image ledger-worker uses, "
            "tests pass",
            "notify-worker stays on py310-slim for another month",
        ],
        [("What base image does payments-worker build from?", ["py311-slim"], ["py38-slim"])],
    ),
    (
        "event_change",
        "coding",
        [
            "rel-8.27 release captain: Fenna; rel-8.28: Daoud",
            "Fenna's last day is Friday, she's off to a startup",
            "rel-8.27 handover doc shared with Daoud, he's running both trains",
        ],
        [
            (
                "Who's captaining rel-8.27?",
                ["running both trains"],
                ["rel-8.27 release captain: Fenna"],
            )
        ],
    ),
    (
        "event_change",
        "life",
        [
            "Ezra's swim club: Wednesdays 17:30 at Halvern Leisure Centre",
            "Ezra starts at Brookfield Juniors in Sept",
            "Halvern swim is £42 a half-term",
            "Brookfield has its own pool; their squad is Tuesday after school, Ezra's signed up "
            "and "
            "we've let Halvern go",
        ],
        [
            (
                "Which evening do I keep free for Ezra's swimming?",
                ["Tuesday after school"],
                ["Wednesdays 17:30"],
            )
        ],
    ),
    (
        "event_change",
        "life",
        [
            "Gran's pension goes into her Thornbury Building Society account, branch on Mill St",
            "Thornbury closing the Mill St branch on 14 March",
            "Gran now does her passbook at the Carrick Square branch, she's fine with the bus",
        ],
        [("Where does Gran take her passbook?", ["Carrick Square"], ["branch on Mill St"])],
    ),
    # ------------------------------------------------------------------ partial_update
    (
        "partial_update",
        "coding",
        [
            "topic orders.events: 24 partitions, retention 7d, RF 3",
            "topic payments.events: 12 partitions, retention 3d, RF 3",
            "payments.events repartitioned to 36 for the new consumers",
            "orders.events retention 14d for the replay project (Bogdan's request)",
            "payments.events retention unchanged",
        ],
        [
            ("How long does orders.events keep messages?", ["14d"], ["retention 7d"]),
            ("How many partitions does the orders topic have?", ["24 partitions"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "OPS-778: api-gateway config. timeout 30s, max body 10MB, rate limit 600 req/min per "
            "key",
            "OPS-781: admin-gateway rate limit 60 req/min",
            "OPS-778 comment (Rasmus): max body raised to 25MB for the bulk upload customers, rest "
            "untouched",
        ],
        [
            ("What's the largest request the public gateway accepts?", ["25MB"], ["10MB"]),
            ("What's the per-key rate limit on api-gateway?", ["600 req/min"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "nightly-reconcile: runs 02:15 UTC, owner @hyun, alerts to #fin-ops",
            "weekly-export runs Sunday 04:00",
            "nightly-reconcile moved to 03:40 UTC from tonight, stops it overlapping the backups",
        ],
        [
            ("When does reconcile kick off?", ["03:40 UTC"], ["02:15 UTC"]),
            ("Where do reconcile alerts go?", ["#fin-ops"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "EPIC DATA-40 'GDPR delete pipeline': owner Kalinda, due end of Q2, scope: users + "
            "orders",
            "DATA-41 'retention report': owner Kalinda too, due Q3",
            "DATA-40 updated in refinement: scope grows to include support tickets; Kalinda still "
            "owns it, due "
            "date unchanged",
        ],
        [
            (
                "What data does the erasure pipeline cover?",
                ["support tickets"],
                ["scope: users + orders"],
            ),
            ("When is DATA-40 due?", ["end of Q2"], []),
        ],
    ),
    (
        "partial_update",
        "life",
        [
            "Booked Casa Lunaria, Isla Corvella: 2 adults 1 child, 12-19 Aug, €1,340 total",
            "Flights: 2 adults 1 child, out 12 Aug 07:05 from Brisford",
            "Car hire with Rentomar, 12-19 Aug, €290",
            "Casa Lunaria confirmed the cot: 2 adults, 1 child, 1 infant, €1,410 all in",
        ],
        [
            ("What's the villa costing us?", ["€1,410"], ["€1,340"]),
            ("Which nights are we at the villa?", ["12-19 Aug"], []),
        ],
    ),
    (
        "partial_update",
        "life",
        [
            "Spin class with Tamsin: Mondays 19:00, studio 2, bring own cleats",
            "Yoga with Oren Thursdays 18:30",
            "Spin's in studio 4 now, while they fix the aircon in 2",
        ],
        [
            ("Which room is spin in?", ["studio 4"], ["studio 2"]),
            ("What time is spin?", ["Mondays 19:00"], []),
        ],
    ),
    # ------------------------------------------------------------------ cancellation
    (
        "cancellation",
        "coding",
        [
            "Plan: migrate CI from Jenkins to Runwell in Q1, Ravi drafting the RFC",
            "Q1 OKRs: Runwell migration, SLO dashboards, on-call under 5 pages/week",
            "Ravi's RFC draft is up, comments by Friday",
            "Budget review: Runwell migration shelved for this year, we tune the Jenkins agents",
            "SLO dashboards still on for Q1",
        ],
        [
            (
                "Are we moving CI off Jenkins next quarter?",
                ["shelved"],
                ["migrate CI from Jenkins to Runwell in Q1"],
            )
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "Architecture review for the event sourcing proposal, Thu 11:00, room Birch",
            "Birch AV broken, use Aspen for anything with slides",
            "Pilar: pulling the event sourcing review, proposal withdrawn, we stick with CDC",
        ],
        [("Where and when is the event-sourcing review?", ["proposal withdrawn"], ["Thu 11:00"])],
    ),
    (
        "cancellation",
        "coding",
        [
            "Deprecating /v1/search on Nov 30, customers emailed",
            "/v1/users deprecation stays on Jan 15",
            "Two enterprise accounts still on /v1/search with no path off, so sunsetting it is off "
            "the table for now; customers told to ignore the Nov 30 email",
        ],
        [
            (
                "When does the old search endpoint go away?",
                ["off the table"],
                ["Deprecating /v1/search on Nov 30"],
            )
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "v2.14.0-rc1 tagged, includes the new CSV importer",
            "v2.14.0 final planned for Wed after soak",
            "v2.14.0 not happening: rc1 blew up on big tenants, importer goes into v2.15, next "
            "train",
        ],
        [
            (
                "When can customers expect the 2.14 final?",
                ["not happening"],
                ["final planned for Wed"],
            )
        ],
    ),
    (
        "cancellation",
        "life",
        [
            "Weekend in Dunmore with Saoirse, 7-9 March, booked the Pilot's Rest B&B",
            "Saoirse's knee op got brought forward to 6 March; rang the B&B, full refund, "
            "Dunmore's "
            "off",
        ],
        [
            (
                "Am I going away with Saoirse in March?",
                ["Dunmore's off"],
                ["booked the Pilot's Rest"],
            )
        ],
    ),
    (
        "cancellation",
        "life",
        [
            "Signed up for Greenbasket veg box, fortnightly, Thursdays, £18.50",
            "Milk from Dalby Dairy Mon/Thu",
            "Cancelled Greenbasket, too much kale. Last box was the 6th.",
        ],
        [
            (
                "When's the next veg box arriving?",
                ["Cancelled Greenbasket"],
                ["fortnightly, Thursdays"],
            )
        ],
    ),
    # ------------------------------------------------------------------ restatement
    (
        "restatement",
        "coding",
        [
            "Staging DB host: pg-stg-01.int.lumo.dev, port 6432 via pgbouncer",
            "reminder for whoever sets up the new laptop: staging postgres = "
            "pg-stg-01.int.lumo.dev "
            "through the bouncer on 6432",
        ],
        [
            (
                "What do I point my local client at for the staging database?",
                ["pg-stg-01.int.lumo.dev", "6432"],
                [],
            )
        ],
    ),
    (
        "restatement",
        "coding",
        [
            "DB on-call: @kwame this week",
            "frontend on-call: @lise",
            "@kwame is holding the database pager until Monday",
        ],
        [("Who's got the Postgres pager?", ["@kwame"], [])],
    ),
    (
        "restatement",
        "coding",
        [
            "set FEATURE_LEDGER_V2=true in prod for the ledger cutover",
            "FEATURE_LEDGER_V2 still false in sandbox",
            "Ledger v2 is on in production (env FEATURE_LEDGER_V2=true), confirmed by Annika",
        ],
        [("Is the new ledger enabled for real customers?", ["FEATURE_LEDGER_V2=true"], [])],
    ),
    (
        "restatement",
        "coding",
        [
            "User: our Faultline DSN for the web app lives in .env.production as "
            "FAULTLINE_DSN_WEB. "
            "Assistant: Noted.",
            "User: FYI mobile uses FAULTLINE_DSN_MOBILE in the same file.",
            "User: reminder, the web DSN is the FAULTLINE_DSN_WEB line in .env.production, don't "
            "hardcode it. Assistant: Understood.",
        ],
        [
            (
                "Where's the browser app's error-tracking key configured?",
                ["FAULTLINE_DSN_WEB", ".env.production"],
                [],
            )
        ],
    ),
    (
        "restatement",
        "life",
        [
            "Bin day is Tuesday, recycling alternate weeks",
            "Neighbour Hollis reminded me: general waste Tuesdays, blue bin every other week",
        ],
        [("When do the bins go out?", ["general waste Tuesdays"], [])],
    ),
    (
        "restatement",
        "life",
        [
            "Vet: Pebble's booster due in April, Calloway Vets",
            "Calloway sent the reminder card, Pebble's annual jab, April",
        ],
        [("When is the cat's vaccination?", ["booster due in April"], [])],
    ),
    # ------------------------------------------------------------------ never_said
    (
        "never_said",
        "coding",
        [
            "grafana dashboards for checkout live under folder 'Payments/Checkout'",
            "alert: checkout p95 > 800ms for 10m pages @checkout-oncall",
        ],
        [
            (
                "What's the error-budget burn threshold that pages for checkout?",
                [],
                [],
                ["burn rate", "error budget"],
            )
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "Terraform state for the data platform in s3://lumo-tf-state/data/",
            "state lock table: tf-locks-data",
        ],
        [
            (
                "Which Terraform version is pinned for the data platform?",
                [],
                [],
                ["required_version", "terraform 1."],
            )
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "Kai's PR #3310 adds retries to the webhook sender",
            "Kai on leave 3-7 Nov",
        ],
        [
            (
                "What's the retry cap in the webhook sender?",
                [],
                [],
                ["max retries", "retry count", "max_attempts"],
            )
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "app store build 5.3 submitted for review Monday",
            "5.3 release notes drafted by Tuuli",
        ],
        [("Did the store reviewers reject 5.3?", [], [], ["rejected", "rejection"])],
    ),
    (
        "never_said",
        "life",
        [
            "Mum's birthday dinner at Olive & Ash, Sat 7pm, table for 6",
            "Ordered her the blue scarf from the market stall",
        ],
        [("What's the restaurant's dress code?", [], [], ["dress code", "smart casual"])],
    ),
    (
        "never_said",
        "life",
        [
            "Car insurance renews 3 Feb with Larchmere, £612",
            "Home insurance with the same lot, renews June",
        ],
        [("What's my excess on the car policy?", [], [], ["excess"])],
    ),
    # ------------------------------------------------------------------ controls
    (
        "controls",
        "coding",
        [
            "billing-api deploy branch: release/2026.09, owner Petronela",
            "invoicing-ui cut over to release/2026.10 today",
            "billing-api has a new owner: Caius",
        ],
        [("Which branch does billing-api ship from?", ["release/2026.09"], [])],
    ),
    (
        "controls",
        "coding",
        [
            "redis-sessions: maxmemory 4gb, eviction allkeys-lru",
            "redis-sessions moved to r7g.large nodes",
            "redis-cache eviction volatile-ttl",
            "redis-sessions policy chat: Tobiah wants volatile-lru there too, no decision yet",
        ],
        [
            ("What eviction policy do the session Redis nodes use?", ["allkeys-lru"], []),
            ("How much can redis-sessions hold before it evicts?", ["maxmemory 4gb"], []),
        ],
    ),
    (
        "controls",
        "coding",
        [
            "search-api pinned to v4.12.3 in prod",
            "Rolled back recs-api v2.3.0 to v2.2.9 after the memory leak",
            "search-api v4.13.0 on staging for a 48h soak",
            "search-api v4.12.4 hotfix built, waiting for CAB Thursday, not deployed",
            "search-api prod replicas 6 -> 9 for the sale",
        ],
        [("What version of search-api are users hitting?", ["v4.12.3"], [])],
    ),
    (
        "controls",
        "coding",
        [
            "ORDERS_DB_PASSWORD for prod lives in kv/orders/prod, rotated quarterly",
            "kv/orders/staging rotated today, new creds pushed to staging pods",
        ],
        [("Where's the prod orders DB credential kept?", ["kv/orders/prod"], [])],
    ),
    (
        "controls",
        "life",
        [
            "Autumn term clubs: Noa judo Mon 16:15 at St Brendan's hall, Lev coding club Wed 15:30",
            "judo kit: white gi size 130, £26 from the club",
            "Lev's coding club moved to Thursdays from next week (teacher's timetable)",
            "Noa's judo grading on 22 Nov, £12 fee",
            "St Brendan's hall car park shut for resurfacing, park on Ashby Rd",
            "Lev wants to try judo as well, trial session £5",
        ],
        [
            ("Which afternoon is Noa's martial arts?", ["Noa judo Mon 16:15"], []),
            ("What does the grading cost?", ["£12 fee"], []),
        ],
    ),
    (
        "controls",
        "life",
        [
            "Osteo appointment: Thu 16 Jan 10:20 with Ines at Fairmead Clinic",
            "Partner's osteo moved to Fri 17 Jan 09:00",
        ],
        [("When am I seeing the osteopath?", ["Thu 16 Jan 10:20"], [])],
    ),
    (
        "controls",
        "life",
        [
            "Piano lessons for Tomasina: Saturdays 10:00 with Mr Quayle, £28 a lesson",
            "Mr Quayle's fee goes up to £30 from the new term",
        ],
        [("What time do I drop Tomasina at piano?", ["Saturdays 10:00"], [])],
    ),
]
