"""The third wording hold-out (`--data fresh3`): stories written by hand, each once, before
any rule was tuned against them, in styles the other sets have little of: terse lower-case
chat fragments with typos, long rambling messages with the value buried mid-sentence,
bullet-like notes, a correction several statements after the value it corrects, first and
third person mixed, and questions asked indirectly ("remind me where ... ended up", "are we
still on ..."). Mostly coding work (branches, hosts, versions, owners, deadlines, decisions
reversed), some life. never_said holds questions of an attribute never stated of a known
thing, or of a thing never held; attribute_held their positive controls, the same shapes
answered by memory. Measured once, never tuned on: never read its per-question rows.

The story shape is fresh2_stories.py's; handwritten.py pads and checks it.
"""

from __future__ import annotations

STORIES = [
    # supersession
    ("supersession", "coding", [
        "deploy target for hermes api = k8s-east-2",
        "hermes api -> moved to k8s-west-1 last nite, east is getting drained",
    ], [("remind me where hermes api ended up?", ["k8s-west-1"], ["k8s-east-2"])]),
    ("supersession", "coding", [
        "ok so long day, the vendor demo ran over, then Sanjay wanted to talk about the "
        "hiring plan for ages and somewhere in there we agreed the branch for the mobile 4.x "
        "line is release/4.2-hotfix which honestly nobody loves but fine, and then I had "
        "lunch at like 3pm and the afternoon just vanished",
        "mobile 4.x: cutting from release/4.3 going forward, the hotfix one is frozen",
    ], [("which branch do I cherry-pick mobile 4.x fixes onto?", ["release/4.3"],
         ["release/4.2-hotfix"])]),
    ("supersession", "coding", [
        "tern-worker python: 3.9",
        "bumped tern-worker to py3.11",
        "tern-worker on 3.12 now, 3.11 had that ssl regression",
    ], [("are we still on 3.11 for tern-worker?", ["3.12"], ["python: 3.9", "py3.11"])]),
    ("supersession", "coding", [
        "Marta reviews the auth-proxy PRs",
        "auth-proxy PR reviews -> Obinna, marta's on data platform now",
    ], [("who should I tag on an auth-proxy PR?", ["Obinna"], ["Marta reviews"])]),
    ("supersession", "coding", [
        "artifact bucket: s3://acme-builds-old",
        "artifacts go to gs://acme-artifacts now (we left aws for builds)",
    ], [("where do build outputs get uploaded these days", ["gs://acme-artifacts"],
         ["s3://acme-builds-old"])]),
    ("supersession", "coding", [
        "teh staging db host is stg-db-07.int",
        "stging db got rebuilt as stg-db-11.int, the old box is gone",
    ], [("whats the hostname for the staging db", ["stg-db-11"], ["stg-db-07"])]),
    ("supersession", "coding", [
        "we're going with grpc for the inventory <-> pricing calls",
        "switched inventory/pricing to plain REST, grpc tooling was a pain on the php side",
        "ugh. back to grpc for inventory-pricing, the REST latency was awful",
    ], [("What protocol do inventory and pricing talk over in the end?", ["back to grpc"],
         ["plain REST"])]),
    ("supersession", "life", [
        "gym: PureFit on Canal Rd, the 6am slots",
        "quit purefit, joined the climbing place near work (Boulder Barn)",
    ], [("which gym am I at these days", ["Boulder Barn"], ["PureFit on Canal"])]),
    ("supersession", "coding", [
        "- npm registry: verdaccio at npm.int:4873",
        "- npm registry -> github packages, verdaccio turned off friday",
    ], [("what registry does an npm publish go to?", ["github packages"],
         ["verdaccio at npm.int"])]),
    ("supersession", "coding", [
        "on-call paging tool is opsgenie",
        "we moved paging over to incident.io in march",
    ], [("are we still on opsgenie for paging?", ["incident.io"], ["tool is opsgenie"])]),
    ("supersession", "coding", [
        "api rate limit for the partner tier: 600 req/min",
        "partner tier gets 1500/min now (sales promised it to Tollgate)",
    ], [("what's the partner tier's request cap", ["1500/min"], ["600 req/min"])]),
    # correction, sometimes several statements after the value
    ("correction", "coding", [
        "mira said the load test env is lt-03",
        "also mira wants the results posted in #perf",
        "and the test data is the june snapshot",
        "oh wait, load test env is lt-05, lt-03 is someone elses",
    ], [("which box do I run the load test on?", ["lt-05"], ["env is lt-03"]),
        ("where should the load test results go?", ["#perf"], [])]),
    ("correction", "coding", [
        "cutover for teh billing rewrite is sat 2am",
        "correcton: sunday 2am for billing cutover not saturday",
    ], [("remind me when the billing cutover is", ["sunday 2am"], ["sat 2am"])]),
    ("correction", "coding", [
        "Noah says the ci timeout for the e2e job is 45 min",
        "Noah was wrong, e2e job times out at 25 min, I checked the yaml",
    ], [("how long will ci let the e2e job run before killing it", ["25 min"], ["45 min"])]),
    ("correction", "coding", [
        "Right so the thing with the customer portal, and I know we've been around this a "
        "hundred times, is that the SSO tenant id their IT gave us is 7f3a-22c1 and Lena "
        "is going to wire it in this week, assuming their firewall people answer her, which "
        "they didn't last time",
        "portal: Lena says the login page copy needs legal review too",
        "the portal go-live is the 28th",
        "Lena got the real one: prod SSO tenant for the customer portal is 9b10-e4d7, the "
        "id from earlier only works on their sandbox",
    ], [("what SSO tenant id does the customer portal use in prod?", ["9b10-e4d7"],
         ["7f3a-22c1"]),
        ("when does the portal go live", ["the 28th"], [])]),
    ("correction", "coding", [
        "- kiosk app min android: Android 8",
        "- kiosk app target sdk: 34",
        "- kiosk app icon from Tuva",
        "- kiosk min is Android 10 actually, 8 was the old tablets",
    ], [("what's the lowest android version the kiosk app supports?", ["Android 10"],
         ["Android 8"])]),
    ("correction", "life", [
        "mum's birthday dinner is at Luca's on the 18th",
        "no wait its the 19th for mum, the 18th is dad's work thing",
    ], [("when's the dinner for mum's birthday", ["19th"], ["on the 18th"])]),
    ("correction", "coding", [
        "the prod kafka cluster has 6 brokers",
        "I miscounted, prod kafka is 9 brokers (3 per az)",
    ], [("how many brokers are in prod kafka", ["9 brokers"], ["6 brokers"])]),
    # partial update
    ("partial_update", "coding", [
        "release 2.8 plan: freeze 10 nov, rc 17 nov, ga 24 nov, owner Iker",
        "2.8 rc pushed to 20 nov, everything else same",
    ], [("when's the 2.8 rc", ["20 nov"], ["rc 17 nov"]),
        ("who's running the 2.8 release", ["Iker"], []),
        ("2.8 code freeze date?", ["10 nov"], [])]),
    ("partial_update", "coding", [
        "new hire laptop spec: m3 pro, 36gb, 1tb",
        "laptop spec tweak - 48gb ram instead",
    ], [("how much memory do new-hire laptops get", ["48gb"], ["36gb"]),
        ("which chip do new hire laptops have", ["m3 pro"], [])]),
    ("partial_update", "coding", [
        "Phoenix service config as of today: replicas 4, memory limit 2Gi, region "
        "eu-central-1, and please nobody touch the hpa settings until Kaito is back",
        "bumped phoenix mem limit to 3Gi after the OOMs",
    ], [("what's phoenix's memory limit", ["3Gi"], ["2Gi"]),
        ("how many copies of phoenix are running", ["replicas 4"], [])]),
    ("partial_update", "life", [
        "trip to porto: flight TP1347 on the 3rd, airbnb in Ribeira, back on the 9th",
        "porto return moved to the 11th",
    ], [("when am I back from porto", ["11th"], ["back on the 9th"]),
        ("where am I staying in porto", ["Ribeira"], [])]),
    ("partial_update", "coding", [
        "cron for the revenue report job: 0 6 * * * UTC, mails finance@acme.io",
        "revenue report schedule changed to 0 5 * * *, recipients same",
    ], [("when does the revenue report fire?", ["0 5 * * *"], ["0 6 * * *"]),
        ("who gets the revenue report email", ["finance@acme.io"], [])]),
    # restatement
    ("restatement", "coding", [
        "vpn endpoint: vpn.corp.acme.io",
        "(again) vpn is vpn.corp.acme.io, stop asking in #it lol",
    ], [("what do i put in the vpn client as server?", ["vpn.corp.acme.io"], [])]),
    ("restatement", "coding", [
        "Tarek owns the feature-flags service",
        "yeah Tarek still owns flags, he just got a new title",
    ], [("who's the person for feature flags?", ["Tarek"], [])]),
    ("restatement", "life", [
        "parking at the office is level -2, bay 41",
        "bay 41 on -2 still mine, Pedro confirmed",
    ], [("where do I leave the car at the office?", ["bay 41"], [])]),
    ("restatement", "coding", [
        "merge freeze starts dec 18",
        "reminder merge freeze dec 18, no exceptions this yr",
    ], [("are we still on the same start date for the merge freeze?", ["dec 18"], [])]),
    # a value changed by an event
    ("event_change", "coding", [
        "build-runner-4 runs the nightly fuzz jobs",
        "build-runner-4's disk died overnight, fuzz jobs got rescheduled onto build-runner-9",
    ], [("where do the nightly fuzz jobs run now?", ["build-runner-9"], ["runner-4 runs"])]),
    ("event_change", "coding", [
        "Ayumi is the release manager for the desktop app",
        "ayumi's last day was friday :( Bartek inherited her release stuff",
    ], [("who cuts desktop releases now", ["Bartek"], ["Ayumi is the release manager"])]),
    ("event_change", "coding", [
        "the docs site builds with hugo",
        "merged the astro migration for docs, hugo config deleted",
    ], [("what generator builds the docs site?", ["astro"], ["builds with hugo"])]),
    ("event_change", "life", [
        "I rent in Leith, flat 2F1",
        "got the keys to the Portobello place today! moving out sunday",
    ], [("where do i live now", ["Portobello"], ["rent in Leith"])]),
    ("event_change", "coding", [
        "the analytics warehouse is redshift",
        "snowflake contract signed, the redshift cluster was shut down after the final sync",
    ], [("which warehouse do the analytics queries run against", ["snowflake"],
         ["warehouse is redshift"])]),
    ("event_change", "coding", [
        "error tracking goes to sentry.acme.dev (self hosted)",
        "the self-hosted sentry box got compromised, we're on the SaaS at acme.sentry.io now",
    ], [("what's the url for error tracking", ["acme.sentry.io"], ["sentry.acme.dev"])]),
    # cancellation
    ("cancellation", "coding", [
        "perf review calibration with Gwen thu 3pm",
        "gwen cancelled calibration, doing it async in the doc",
    ], [("have I got anything with Gwen on thursday?", ["cancelled calibration"],
         ["thu 3pm"])]),
    ("cancellation", "coding", [
        "planned: migrate cron jobs to airflow in Q1",
        "airflow migration shelved - nobody has time and the crons work",
    ], [("are we still doing the airflow thing next quarter", ["shelved"],
         ["migrate cron jobs to airflow in Q1"])]),
    ("cancellation", "life", [
        "tickets for Khruangbin, 22 Feb, O2 academy",
        "Khruangbin gig cancelled, refund comes in 14 days",
    ], [("what am I doing on 22 Feb?", ["gig cancelled"], ["O2 academy"])]),
    ("cancellation", "coding", [
        "so the plan, as far as anyone can tell after that meeting, is that we sunset the "
        "legacy xml export on the 31st, which support hate but product says usage is under "
        "2% and the one big customer has a contract renewal coming anyway so they'll be moved",
        "xml export sunset is called off, the big customer's renewal fell through and they "
        "still need it",
    ], [("is the legacy xml export going away at month end?", ["called off"],
         ["sunset the legacy xml export on the 31st"])]),
    ("cancellation", "coding", [
        "pairing with Ilse on the parser rewrite every morning this week",
        "parser rewrite on hold, pairing with ilse is off",
    ], [("am I still meant to sit with Ilse each morning?", ["pairing with ilse is off"],
         ["every morning this week"])]),
    # interruption and resumption
    ("interruption", "coding", [
        "on the flaky test in test_sync.py",
        "prod alert, db conn pool exhausted, on it",
        "pool fixed (max_conn 50->200). back to the flake",
    ], [("what was i doing before the alert, am i back on it?", ["test_sync"],
         ["db conn pool exhausted"])]),
    ("interruption", "life", [
        "reading Piranesi, at ch 9",
        "put piranesi down for the book club pick (Demon Copperhead)",
        "finished demon copperhead, book club done. piranesi again",
    ], [("which book am i in the middle of", ["Piranesi"], [])]),
    ("interruption", "coding", [
        "Morning: started on the terraform refactor of the vpc module, got about halfway, "
        "then Ola pinged about the audit evidence export and that ate the whole afternoon",
        "audit export finally submitted to Ola",
        "ok, round two tomorrow",
    ], [("remind me what I'm working on at the moment", ["vpc module"],
         ["audit evidence export"])]),
    ("interruption", "coding", [
        "Dana is on the search relevance tuning",
        "Dana got pulled onto the SOC2 fire drill",
        "SOC2 drill wrapped, she's back to what she was doing",
    ], [("what's Dana working on", ["relevance tuning"], ["SOC2 fire drill"])]),
    ("interruption", "coding", [
        "- wip: websocket reconnect backoff",
        "- paused wip for release blocker #4412",
        "- #4412 merged",
        "- wip resumed",
    ], [("what's my wip right now", ["websocket reconnect"], ["release blocker #4412"])]),
    # scope and permission
    ("scope_permission", "coding", [
        "the bot account may only comment on PRs in web-frontend",
        "web-frontend bot is now allowed to approve and merge dependabot PRs too",
    ], [("can the bot land dependabot bumps in web-frontend?", ["approve and merge"],
         ["only comment"])]),
    ("scope_permission", "coding", [
        "ext contractors: no access to the customer-data schema",
        "Raj's contractors got read on customer-data (masked views only), they signed the DPA",
    ], [("can Raj's contractors look at customer-data?", ["masked views only"],
         ["no access to the customer-data"])]),
    ("scope_permission", "coding", [
        "u can force-push feature branches, never main",
        "new rule: no force pushes anywhere, branch protection on everything since the "
        "incident",
    ], [("am i ok to force push my feature branch", ["no force pushes anywhere"],
         ["u can force-push"])]),
    ("scope_permission", "coding", [
        "Assistant may edit files under src/ only",
        "you can touch tests/ and docs/ now as well, still not the ci config",
    ], [("which folders am I allowed to edit?", ["tests/ and docs/"], ["src/ only"])]),
    ("scope_permission", "life", [
        "Kids can use the ipad 1h on weekdays",
        "ipad rule for the kids: weekends only from now on",
    ], [("are the kids allowed ipad time on a tuesday?", ["weekends only"],
         ["1h on weekdays"])]),
    # environmental freshness
    ("freshness", "coding", [
        "p99 on search-api ~ 840ms (after deploy)",
        "search-api p99 back to 190ms, the index warmed",
    ], [("how slow is search-api right now", ["190ms"], ["840ms"])]),
    ("freshness", "coding", [
        "open sev2s: 5",
        "sev2 count down to 1 (the billing one)",
    ], [("how many sev2s are still open", ["down to 1"], ["sev2s: 5"])]),
    ("freshness", "life", [
        "bank balance after rent: ~£620",
        "payday! balance ~£2,940",
    ], [("how much money do I have in the account?", ["2,940"], ["£620"])]),
    ("freshness", "coding", [
        "cert for api.acme.io expires in 6 days!!",
        "renewed api.acme.io cert, good till next august",
    ], [("is the api.acme.io cert about to run out?", ["next august"], ["in 6 days"])]),
    ("freshness", "coding", [
        "status of the backlog, for whoever reads this later: we're sitting on 212 "
        "untriaged issues in the core repo, which is a lot, partly because the triage bot "
        "broke in October and nobody noticed for two weeks",
        "triage blitz done, core repo untriaged count is 37",
    ], [("how big is the untriaged pile in core these days", ["count is 37"],
         ["212 untriaged"])]),
    # repair propagation
    ("repair", "coding", [
        "workaround: set GODEBUG=http2client=0 on the uploader, http2 bug in the proxy",
        "proxy upgraded, http2 bug gone; dropped the GODEBUG env from the uploader",
    ], [("does the uploader still need that GODEBUG flag?", ["dropped the GODEBUG"],
         ["set GODEBUG=http2client=0"])]),
    ("repair", "coding", [
        "pinned numpy<2 in the ml image, a pandas wheel broke",
        "pandas fixed, ml image on numpy 2.1 now",
    ], [("which numpy is in the ml image", ["numpy 2.1"], ["numpy<2"])]),
    ("repair", "coding", [
        "until the flaky DNS is fixed, point the worker at 10.2.0.15 directly",
        "worker concurrency set to 8",
        "worker logs ship to loki now",
        "coredns fixed. workers use the service name again (queue.svc), ip override reverted",
    ], [("how do the workers find the queue?", ["queue.svc"], ["10.2.0.15"])]),
    ("repair", "life", [
        "car's in the shop, borrowing Sam's bike for the commute",
        "car back from the garage, returned Sam's bike",
    ], [("how am I getting to work this week?", ["car back"], ["borrowing Sam's bike"])]),
    ("repair", "coding", [
        "disabled the flaky checkout e2e test (skip marker) until the race is fixed",
        "fixed the race in checkout, re-enabled the e2e test",
    ], [("is the checkout e2e test running in CI?", ["re-enabled"], ["skip marker"])]),
    # commitments
    ("commitment", "coding", [
        "i told Femi i'd look at his k8s pr tmrw",
        "promised Ana a quick review of the rfc",
        "femi's pr: reviewed + approved",
    ], [("who am I on the hook to for reviews?", ["Ana"], ["told Femi"])]),
    ("commitment", "coding", [
        "had a long 1:1 with Greta, mostly about her promotion case, she's nervous about the "
        "calibration, and I said I would write her a peer feedback paragraph by next "
        "Wednesday, which I will absolutely forget unless it's written down, so here it is",
        "also owe Hamid the benchmark script",
        "sent Hamid the script",
    ], [("anything I promised someone that's still pending?", ["Greta"], ["owe Hamid"])]),
    ("commitment", "coding", [
        "Zoe said she'd migrate the dashboards by friday",
        "Zoe handed the dashboards to Kwame, she's on leave",
    ], [("who's doing the dashboard migration", ["Kwame"], ["she'd migrate"])]),
    ("commitment", "coding", [
        "- me -> Olu: send the on-call runbook",
        "- me -> Pia: book the meeting room for retro",
        "- me -> Olu: done",
    ], [("what's still open on my list for others?", ["Pia"], ["send the on-call runbook"])]),
    ("commitment", "life", [
        "promised to help Jonas move on saturday",
        "jonas's move got pushed a week, he'll tell me the date",
    ], [("am I helping anyone move this weekend?", ["pushed a week"], ["on saturday"])]),
    # never said: an attribute never stated of a known thing, or a thing never held
    ("never_said", "coding", [
        "hermes-gw is on port 7443 in prod",
        "hermes-gw is written in rust, Elif wrote most of it",
    ], [("which branch does hermes-gw deploy from?", [], [], ["deploy branch of hermes-gw"])]),
    ("never_said", "coding", [
        "Quill's backend is elixir",
        "quill repo: gitlab.com/acme/quill",
    ], [("who's on call for Quill this week?", [], [], ["on-call of Quill"])]),
    ("never_said", "coding", [
        "the nightly backup for pg-orders goes to bucket bkp-orders-eu",
    ], [("where does pg-inventory back up to?", [], [], ["pg-inventory"])]),
    ("never_said", "life", [
        "my passport expires in march 2029",
        "passport number is in 1password under 'travel'",
    ], [("when does my driving licence expire?", [], [], ["driving licence"])]),
    ("never_said", "coding", [
        "Lumos repo uses pnpm 9",
        "lumos ci runs on the big runners",
    ], [("remind me what node version lumos pins?", [], [], ["node version of Lumos"])]),
    ("never_said", "coding", [
        "got the sign-off from Anouk for the retention policy change",
    ], [("did Anouk ok the pricing page redesign?", [], [], ["pricing page redesign"])]),
    ("never_said", "coding", [
        "tessellate's ci uses the self-hosted runners in rack b",
        "tessellate owner is Wren",
    ], [("what's the slack channel for tessellate?", [], [], ["tessellate's channel"])]),
    ("never_said", "coding", [
        "Sprint 31 demo: thursday 2pm",
    ], [("when's the sprint 32 retro", [], [], ["sprint 32"])]),
    ("never_said", "coding", [
        "Ferro's deploy key was rotated on the 2nd",
        "ferro runs on the arm nodes",
    ], [("when was Ferro's db password last changed?", [], [], ["Ferro's db password"])]),
    # their positive controls: the same shapes, answered by memory
    ("attribute_held", "coding", [
        "hermes-gw is written in rust, Elif wrote most of it",
        "hermes-gw deploys off the stable-gw branch",
    ], [("which branch does hermes-gw ship from?", ["stable-gw"], [])]),
    ("attribute_held", "coding", [
        "Quill's backend is elixir",
        "quill on-call this week: Baptiste",
    ], [("who's carrying the pager for Quill?", ["Baptiste"], [])]),
    ("attribute_held", "coding", [
        "pg-orders nightly backup -> bucket bkp-orders-eu",
    ], [("where do pg-orders backups land?", ["bkp-orders-eu"], [])]),
    ("attribute_held", "life", [
        "my passport expires in march 2029",
    ], [("when does my travel document run out", ["2029"], [])]),
    ("attribute_held", "coding", [
        "lumos pins node 22 in .nvmrc",
    ], [("what node version does lumos need?", ["node 22"], [])]),
    ("attribute_held", "coding", [
        "got the sign-off from Anouk for the retention policy change",
    ], [("who approved the retention policy change?", ["Anouk"], [])]),
    # multi-item aggregation
    ("aggregation", "coding", [
        "zephyr: db is pg 15 on db-z-1",
        "zephyr owner: Chidi",
        "zephyr db moved to pg 16 (db-z-2)",
    ], [("give me the rundown on zephyr, who owns it and what db box it sits on",
         ["Chidi", "db-z-2"], ["db-z-1"])]),
    ("aggregation", "coding", [
        "Keanu owns ledger-api",
        "keanu picked up the notifications service too",
    ], [("what does Keanu look after right now?", ["ledger-api", "notifications service"],
         [])]),
    ("aggregation", "life", [
        "flight to Oslo: SK4604 fri 07:10",
        "hotel in oslo: Saga Hotel, 2 nights",
    ], [("travel summary for oslo pls", ["SK4604", "Saga Hotel"], [])]),
    ("aggregation", "coding", [
        "open questions for the arch review: 1) caching layer, 2) tenancy model",
        "add to arch review list: the backfill strategy",
    ], [("what's on the agenda for the arch review?",
         ["caching layer", "tenancy model", "backfill strategy"], [])]),
    ("aggregation", "coding", [
        "blockers for v3 launch: legal sign-off",
        "another v3 blocker: the migration tool isn't done",
        "legal signed off v3",
    ], [("what's still in the way of v3?", ["migration tool"], ["legal sign-off"])]),
]  # fmt: skip
