"""A tuning set over thirteen kinds of state question (`--data wild11`): stories written by
hand, each once, blind to the product's rules, modelled on the kinds of a public
state-tracking benchmark. The statements are notes as people jot them: lower-case chat
fragments, tickets, commit messages, standup bullets, Slack lines, British and non-native
English, arrows, typos, long messages with the value buried inside, and "User: ...
Assistant: ..." exchanges. Two thirds coding work (branches, hosts, ports, versions,
owners, reviewers, deadlines, flags, CI, regions, on-call, buckets, env vars, decisions
reversed), a third life (appointments, addresses, plans, subscriptions, people).

- supersession: a later note gives a new value of the same slot;
- correction: a later note corrects an earlier one, mostly without "actually";
- interruption: work interrupted and resumed ("where was I with X?");
- scope_permission: who may do what, or where a rule applies, changes;
- freshness: environmental state that changed (a host down then back, a CI status, a
  service degraded then fixed, a queue drained);
- repair: a fix that propagates (a bug fixed upstream, a workaround dropped);
- commitment: promises made, kept, cancelled or handed over ("what do I still owe Y?");
- event_change: an event changes the value without naming the slot (a person leaves, a
  vendor dropped, a colo or a shop closes, a team dissolved);
- partial_update: one attribute of several changes (the other attributes are asked too);
- cancellation: a plan called off;
- restatement: the same value said again in other words (nothing is stale);
- never_said: the question asks about something no note mentions;
- controls: a later note looks like a change but is not one of the asked slot (another
  service's value, another attribute, a value added beside, a change turned down): the
  earlier value is the answer and nothing is stale.

The story shape is wild_stories.py's; handwritten.py pads and checks it.
"""

from __future__ import annotations

STORIES = [
    # supersession: a later note gives a new value of the same slot
    ("supersession", "coding", [
        "feature branch for the invoicing rewrite is feat/inv-ledger-v2, everyone rebase "
        "there pls",
        "Perpetua: anyone else seeing the snapshot test in cart fail? (nvm, my local tz)",
        "after the naming bikeshed we squashed all invoicing work into feat/invoicing-core. "
        "the ledger-v2 one is read only now, dont push to it",
    ], [("which branch is the invoicing rewrite on?", ["feat/invoicing-core"],
         ["feat/inv-ledger-v2"])]),
    ("supersession", "coding", [
        "User: what jdk do the gradle builds need?\nAssistant: Temurin 17.0.9, it's set in "
        "the toolchain block of build.gradle.kts.",
        "chore(build): toolchain -> temurin 21.0.4, drop the --add-opens hacks",
    ], [("What JDK should I install to build the project?", ["21.0.4"], ["17.0.9"])]),
    ("supersession", "coding", [
        "the keycloak in local dev is exposed at port 8643, please not use 8080 it is for "
        "the api",
        "we have changed the keycloak local port to 18443 because of conflict with the vpn "
        "client, sorry for the inconvenience",
    ], [("what localhost port is keycloak on for dev?", ["18443"], ["8643"])]),
    ("supersession", "coding", [
        "migration PRs: tag @dmitrenko for review, he knows the sharding quirks",
        "standup\n- finished the csv importer\n- from today schema migrations go to "
        "@pelletier-j for review, dmitrenko is buried in the resharding\n- no blockers",
    ], [("Who do I tag to review a database migration?", ["pelletier-j"],
         ["tag @dmitrenko"])]),
    ("supersession", "coding", [
        "avatars are uploaded to s3://millrace-avatars-eu, public-read through cloudfront",
        "Odhrán: the design review for the onboarding flow is moved to friday",
        "OPS-3318 resolved. Summary for the record: we moved the avatar storage off aws as "
        "part of the egress cost work, new uploads land in the r2 bucket "
        "millrace-media-avatars behind cloudflare, the old s3 one stays read only for 30 days "
        "and then gets deleted, no client changes needed since the cdn hostname is the same",
    ], [("where do new profile pictures get stored?", ["millrace-media-avatars"],
         ["millrace-avatars-eu"])]),
    ("supersession", "coding", [
        "billing migration deck due thu 6 nov to Henrike, she wants the cost section in it",
        "Henrike pushed the deadline for the billing migration deck to wednesday 12 nov, shes "
        "travelling anyway",
    ], [("when do I need the billing migration deck done?", ["12 nov"], ["6 nov"])]),
    ("supersession", "life", [
        "mobile contract: Three 30GB for 22 quid, renews in feb",
        "ported my number to lebara, 15GB rolling for a tenner a month. the Three "
        "contract is finished",
    ], [("who's my phone provider?", ["lebara"], ["Three 30GB"])]),
    ("supersession", "life", [
        "Esme's piano lessons: mondays 16:15 with Mrs Castellanos",
        "text from Mrs Castellanos: from next term Esme's slot is wednesdays at 17:00, she "
        "teaches at the conservatoire on mondays now",
    ], [("what day is Esme's piano lesson?", ["wednesdays"], ["mondays 16:15"])]),
    # correction: a later note corrects an earlier one
    ("correction", "coding", [
        "the grpc deadline for inventory lookups is 250ms (set in client.go)",
        "Leopold: lunch, thai or pho?",
        "looked at client.go again, the deadline is 1500ms. 250 is the retry backoff, dunno "
        "why i wrote that",
    ], [("what's the timeout on inventory lookups over grpc?", ["1500ms"], ["250ms"])]),
    ("correction", "coding", [
        "jump host for the lab: bastion-lab.corvid.net",
        "typo above, its bastion.lab.corvid.net (dot not dash), the dashed one doesnt resolve",
    ], [("what's the lab jump host called?", ["bastion.lab.corvid.net"],
         ["bastion-lab.corvid.net"])]),
    ("correction", "coding", [
        "INC-5120 summary: checkout errors between 14:02 and 14:40 UTC, root cause an expired "
        "intermediate cert on the lb, ~3,260 failed orders, refunds handled by support",
        "Ramona is IC for the follow-ups, postmortem doc is linked in the channel",
        "finance reconciled INC-5120: 1,870 failed orders, not 3.3k. the bigger number "
        "counted the retries",
    ], [("how many orders failed in INC-5120?", ["1,870"], ["3,260"])]),
    ("correction", "coding", [
        "to point the cli at staging export MILLRACE_ENV=stg",
        "Bogdana: fwiw the cli ignores MILLRACE_ENV since 2.0, what you want is "
        "MILLRACE_PROFILE=staging",
    ], [("Which env var makes the CLI talk to staging?", ["MILLRACE_PROFILE"],
         ["MILLRACE_ENV=stg"])]),
    ("correction", "coding", [
        "disk-pressure alerts are routed to #team-storage",
        "wrong, disk-pressure pages go to #sre-pager. storage only gets the weekly digest",
    ], [("where do the disk pressure alerts go?", ["#sre-pager"], ["#team-storage"])]),
    ("correction", "life", [
        "flight to Lyon is AF1642 leaving 07:05 from T2",
        "checked the booking email again - it's AF1624 at 07:50, I'd copied the line of the "
        "return leg",
    ], [("what's my flight number to Lyon?", ["AF1624"], ["AF1642"]),
        ("what time does the Lyon flight leave?", ["07:50"], ["07:05"])]),
    ("correction", "life", [
        "vet appt for Pudding: Ashgrove Vets, fri 11:20",
        "Pudding's jabs are due too, ask about the kennel cough one",
        "Ashgrove yes, but it's saturday 11:20 - I looked at the wrong week in the app",
    ], [("what day is Pudding going to the vet?", ["saturday"], ["fri 11:20"])]),
    # interruption: work interrupted and resumed
    ("interruption", "coding", [
        "today: wiring the new rate-card importer into the pricing service",
        "urgent: Philomena needs a gdpr export for a customer by 3pm, dropping everything",
        "export sent to Philomena. ok where was I",
    ], [("where was I before the gdpr thing?", ["rate-card importer"], ["gdpr export"])]),
    ("interruption", "coding", [
        "- yesterday: began bisecting the memory growth in transcoder-worker, narrowed it "
        "to 40 commits\n- today: more of the same",
        "- swapped into on-call early, handling the cert rotation for the partner api",
        "- certs rotated, back on the bisect",
    ], [("what was I in the middle of before on-call took over?", ["transcoder-worker"],
         ["handling the cert rotation"]),
        ("how far had the bisect got?", ["40 commits"], [])]),
    ("interruption", "coding", [
        "User: I'm halfway through converting the preferences screen to the new form library, "
        "about 6 of 14 fields done\nAssistant: Noted: preferences screen form conversion, "
        "six fields migrated so far.",
        "User: have to drop that, prod is paging about the webhook backlog in eu\n"
        "Assistant: Okay, switching to the backlog.",
        "User: drained, it was a stuck consumer. restarted it",
    ], [("what should I get back to now?", ["preferences screen"], ["webhook backlog"]),
        ("how many of the form fields had I converted?", ["6 of 14"], [])]),
    ("interruption", "coding", [
        "Oluwaseun is building the tenant-aware cache warming",
        "Oluwaseun borrowed by the mobile squad for the app store rejection",
        "app store thing resolved, Oluwaseun's back with us on his old task",
    ], [("what's Oluwaseun working on?", ["cache warming"],
         ["app store rejection"])]),
    ("interruption", "life", [
        "knitting the cabled jumper for Dad, back done, starting on the sleeves",
        "put the jumper aside to make a baby blanket for Kerensa's shower on sunday",
        "gave Kerensa the blanket, she cried lol. back to the cabled jumper, sleeve one",
    ], [("which knitting project am I on right now?", ["cabled jumper"],
         ["baby blanket"])]),
    # scope_permission: who may do what, where a rule applies
    ("scope_permission", "coding", [
        "the deploy bot may only roll out to the canary pool, humans promote to the rest",
        "after two clean months the deploy bot can promote canary to the full fleet on its "
        "own, as long as the slo burn stays under 2%",
    ], [("can the bot push a release to the whole fleet?", ["full fleet on its own"],
         ["only roll out to the canary pool"])]),
    ("scope_permission", "coding", [
        "flag `bulk-export` is on for internal staff accounts only",
        "Rosalind: the csv escaping bug in bulk-export is fixed, thx for the report",
        "rolled bulk-export out to all enterprise tenants as well, still off for self-serve",
    ], [("Do enterprise customers get bulk export?", ["all enterprise tenants"],
         ["internal staff accounts only"]),
        ("is bulk export available to self-serve accounts?", ["still off for self-serve"],
         [])]),
    ("scope_permission", "coding", [
        "prod logs in datadog: only the SRE group has access (PII in there)",
        "PII scrubbing is live so datadog prod logs are opened to all engineers. Elspeth "
        "announced it in #eng",
    ], [("can a regular engineer read the prod logs in datadog?",
         ["opened to all engineers"], ["only the SRE group"])]),
    ("scope_permission", "coding", [
        "the no-deploys-on-friday rule applies to the eu clusters only",
        "friday freeze extended to us-east and ap-south as well -> it's global now",
    ], [("Can I deploy to us-east on a friday?", ["it's global now"],
         ["eu clusters only"])]),
    ("scope_permission", "life", [
        "Cassius is insured on my car only for the school run, weekdays",
        "rang the insurer: Cassius is a named driver now, any time, any trip. +£14 a month",
    ], [("can Cassius borrow the car for a weekend away?", ["any time, any trip"],
         ["only for the school run"])]),
    ("scope_permission", "life", [
        "Maren may spend her pocket money on anything but in-game stuff",
        "agreed with Maren: up to a fiver a month on in-game purchases is ok now, the rest "
        "as before",
    ], [("Is Maren allowed to buy things inside games with her allowance?",
         ["fiver a month"], ["anything but in-game"])]),
    # freshness: environmental state that changed
    ("freshness", "coding", [
        "build-cache-02 is down, disk controller died, builds are slow without the remote "
        "cache",
        "Haruki: new controller fitted, build-cache-02 back up and warm",
    ], [("is build-cache-02 up?", ["back up and warm"], ["build-cache-02 is down"])]),
    ("freshness", "coding", [
        "main is red: integration suite fails on the kafka testcontainer since the docker "
        "27 bump",
        "pinned the testcontainers image, main green again (run #9812)",
    ], [("is main passing CI at the moment?", ["main green again"], ["main is red"])]),
    ("freshness", "coding", [
        "posted on the status page at 09:12: 'Degraded performance - search results may be "
        "delayed up to 15 minutes'. indexer lag at 15m, Ximena looking",
        "Ximena: indexer caught up, lag under 5s. status page set back to Operational at "
        "10:47",
    ], [("how far behind is the search index?", ["under 5s"],
         ["up to 15 minutes", "lag at 15m"]),
        ("what does the status page say about search?", ["Operational"],
         ["Degraded performance"])]),
    ("freshness", "coding", [
        "replica lag on orders-ro-2 ~ 9 min, analysts see stale numbers in metabase",
        "orders-ro-2 lag back to ~2s after the vacuum finished",
    ], [("how stale is orders-ro-2?", ["~2s"], ["~ 9 min"])]),
    ("freshness", "life", [
        "lift in our block is out of order again, stairs with the pram :(",
        "council tax letter came, band C still",
        "lift's working, the engineer came first thing",
    ], [("is the lift in our building usable?", ["lift's working"], ["out of order"])]),
    ("freshness", "life", [
        "the A61 bridge is closed, detour via Wharfe Lane adds 20 min",
        "A61 bridge reopened this morning, normal route again",
    ], [("is the A61 bridge still shut?", ["reopened"], ["bridge is closed"])]),
    # repair: a fix that propagates
    ("repair", "coding", [
        "heads up: httpx 0.28.0 breaks our proxy auth, pinned httpx==0.27.2 in "
        "requirements",
        "httpx 0.28.1 fixed the proxy auth regression (their #3421). unpinned, we're on "
        "0.28.1",
    ], [("is the httpx proxy bug still biting us?", ["fixed the proxy auth regression"],
         ["breaks our proxy auth"]),
        ("which httpx version do we install?", ["0.28.1"], ["0.27.2"])]),
    ("repair", "coding", [
        "workaround for the chromium crash in the invoice pdf export: run it with "
        "--disable-gpu, see CHR-118",
        "puppeteer 23.4 ships a chromium without the crash, removed --disable-gpu from the "
        "export job",
    ], [("do we still have to turn off the GPU for the invoice export?",
         ["removed --disable-gpu"], ["run it with --disable-gpu"])]),
    ("repair", "coding", [
        "we vendor a patched copy of leaflet-draw in /vendor because of the touch bug on "
        "ipads",
        "Kristof: map tiles slow in safari, probably the cdn",
        "upstream merged the touch fix, leaflet-draw 1.0.5 comes from npm now and the "
        "/vendor copy is deleted",
    ], [("Are we still running our own patched leaflet-draw?", ["1.0.5"],
         ["patched copy"])]),
    ("repair", "coding", [
        "the nightly invoice export is broken since the tz change, running it by hand each "
        "morning until Sigrun fixes the cron expression",
        "Sigrun's fix is deployed (cron in UTC now), export ran by itself at 02:00, no more "
        "manual runs",
    ], [("do I still have to kick off the invoice export myself every morning?",
         ["no more manual runs"], ["running it by hand"])]),
    ("repair", "life", [
        "washing machine is leaking, doing laundry at the laundrette on Holloway Rd "
        "meanwhile",
        "engineer replaced the door seal, machine's fine, no more laundrette trips",
    ], [("where am I doing the washing at the moment?", ["machine's fine"],
         ["laundrette on Holloway Rd"])]),
    # commitment: promises made, kept, cancelled, handed over
    ("commitment", "coding", [
        "told Anneliese i'd send her the load test results by wednesday",
        "promised Adjoa to pair on his terraform module thursday",
        "load test results sent to Anneliese ✅",
    ], [("what do I still owe people?", ["Adjoa"], ["send her the load test"])]),
    ("commitment", "coding", [
        "arch sync ran long again. the event bus thing: we're between nats jetstream and "
        "redpanda, and I said I'll write the ADR for it so we stop relitigating every week, "
        "plus Gideon wants the latency numbers in an appendix",
        "arch sync: event bus decision postponed to Q3, nobody needs the ADR before then",
        "also said I'd review Ngozi's api-versioning RFC",
    ], [("What do I owe the team at this point?", ["Ngozi"], ["write the ADR"])]),
    ("commitment", "coding", [
        "@Caoimhe yep I'll get you the staging creds and the tenant bootstrap script today",
        "@Caoimhe staging creds shared via a vault link",
    ], [("what do I still owe Caoimhe?", ["bootstrap script"],
         ["get you the staging creds"])]),
    ("commitment", "coding", [
        "Jaakko said he'd upgrade the ingress controller before the k8s 1.31 bump",
        "Jaakko is off on paternity leave, Clementine took over the ingress upgrade",
    ], [("Who's doing the ingress controller upgrade?", ["Clementine"], ["he'd upgrade"])]),
    ("commitment", "life", [
        "said I'd bring the trestle table and two folding chairs to Wilhelmina's garden party",
        "Wilhelmina texted, she borrowed a table from next door, so just the chairs",
    ], [("what am I bringing to Wilhelmina's party?", ["just the chairs"],
         ["trestle table"])]),
    ("commitment", "life", [
        "owe Dorota 45 for the concert tickets",
        "promised Ruben I'd water his plants the week of the 14th",
        "paid Dorota back by bank transfer",
    ], [("who am I still on the hook to?", ["Ruben"], ["owe Dorota"])]),
    # event_change: an event changes the value without naming the slot
    ("event_change", "coding", [
        "onboarding buddy for new joiners in the data team: Vesna",
        "Vesna's last day was friday :( Teodor inherits everything she did for the new "
        "starters",
    ], [("who mentors new hires in the data team?", ["Teodor"], ["data team: Vesna"])]),
    ("event_change", "coding", [
        "error tracking: airbrake, the project key is in the team vault",
        "finance cut the airbrake line in the budget review; the self-hosted glitchtip took "
        "over the error reports from monday",
    ], [("where do our app's exceptions get reported?", ["glitchtip"],
         ["error tracking: airbrake"])]),
    ("event_change", "coding", [
        "the ci gpu runners are in the Slough colo, rack D4",
        "Benedikta: anyone know why the arm image is 2gb bigger?",
        "the Slough colo lease ran out in march, the gpu boxes got shipped to the hetzner "
        "site in Falkenstein",
    ], [("Where are our GPU CI runners physically?", ["Falkenstein"], ["rack D4"])]),
    ("event_change", "coding", [
        "the shared eslint config lives in the web-tooling repo",
        "web-tooling got archived when the monorepo landed; the eslint config is "
        "packages/lint-presets in there now",
    ], [("where does the shared eslint config live?", ["packages/lint-presets"],
         ["in the web-tooling repo"])]),
    ("event_change", "coding", [
        "accessibility audits are done by the a11y guild, ask in #a11y-guild",
        "reorg memo: guilds are dissolved. their review work sits with the design-systems "
        "team, Thandiwe is the contact",
    ], [("who do I ask for an accessibility review?", ["design-systems", "Thandiwe"],
         ["#a11y-guild"])]),
    ("event_change", "life", [
        "Hamish cuts the hedge and does the lawn every other friday, 30 a go",
        "Hamish has emigrated to NZ!! his nephew Callum is taking over his garden rounds, "
        "same price",
    ], [("who does our garden now?", ["Callum"], ["Hamish cuts the hedge"])]),
    ("event_change", "life", [
        "get the dog food (the grain-free one) at Pawsome on Cooper Street",
        "Pawsome on Cooper St has closed down, the grain-free stuff is only at Barkers on the "
        "retail park now",
    ], [("where do I buy the dog's food?", ["Barkers"], ["Pawsome on Cooper Street"])]),
    # partial_update: one attribute of several changes
    ("partial_update", "coding", [
        "worker pool for photo-resizer: 12 pods, 2 cpu / 4Gi each, hpa max 40",
        "OOMKills on photo-resizer with the big tiffs -> bumped memory to 6Gi per pod, cpu "
        "and count unchanged",
    ], [("how much memory does each photo-resizer pod get?", ["6Gi"], ["4Gi"]),
        ("how many photo-resizer pods run by default?", ["12 pods"], [])]),
    ("partial_update", "coding", [
        "retro for sprint 44: tue 15:30, room Birch, Jasper facilitates",
        "sprint 44 retro is in Osprey now (birch's screen is broken), time unchanged",
    ], [("where is the sprint 44 retro?", ["Osprey"], ["room Birch"]),
        ("who's facilitating the sprint 44 retro?", ["Jasper"], [])]),
    ("partial_update", "coding", [
        "reviewers for the auth rewrite: Ptolemy, Torvald and Linnea",
        "Ptolemy swapped out of the auth rewrite reviews (too busy), Dagrun in his place",
    ], [("who are the reviewers on the auth rewrite?", ["Torvald", "Linnea", "Dagrun"],
         ["rewrite: Ptolemy"])]),
    ("partial_update", "life", [
        "car hire in Mallorca: Fiat 500, pick up at PMI 15 june 10:00, drop off 22 june",
        "upgraded the mallorca hire to a Seat Ateca (the kids' luggage won't fit otherwise), "
        "dates unchanged",
    ], [("what car are we getting in Mallorca?", ["Seat Ateca"], ["Fiat 500"]),
        ("when do we return the hire car in Mallorca?", ["22 june"], [])]),
    ("partial_update", "life", [
        "Aunt Philippa's address: 4 Rowan Close, Keighley, BD21 3QT",
        "Aunt Philippa moved next door lol, number 6 Rowan Close now, same postcode",
    ], [("what house number is Aunt Philippa at?", ["number 6"], ["4 Rowan Close"]),
        ("what's Aunt Philippa's postcode?", ["BD21 3QT"], [])]),
    # cancellation: a plan called off
    ("cancellation", "coding", [
        "migration of the search cluster to opensearch planned for the 2nd week of may, "
        "Halldora leading",
        "opensearch migration mothballed, elastic renewed our licence at a discount so we stay",
    ], [("is the search cluster moving to opensearch in may?", ["mothballed"],
         ["2nd week of may"])]),
    ("cancellation", "coding", [
        "team offsite in Tallinn 3-5 june, Joost booked the flights",
        "Brigitte: tallinn offsite is off, budget freeze. Joost is cancelling the flights",
    ], [("are we still going to Tallinn in June?", ["offsite is off"], ["3-5 june"])]),
    ("cancellation", "coding", [
        "v1 REST endpoints sunset on 30 sept, banner is up in the customer portal",
        "Mateusz: the portal login page has a typo in the german copy",
        "sunset of v1 on hold with no new date, three big customers cant migrate in time. "
        "banner taken down",
    ], [("will v1 of the REST API go away at the end of september?",
         ["on hold with no new date"], ["sunset on 30 sept"])]),
    ("cancellation", "life", [
        "piano tuner coming tue 9:30",
        "tuner cancelled on me, says he'll ring to rebook",
    ], [("is the piano tuner coming on tuesday?", ["cancelled on me"], ["tue 9:30"])]),
    ("cancellation", "life", [
        "signed up for the Bristol half marathon, 21 sept",
        "knee's still not right, withdrew from the bristol half. got a deferral to next year",
    ], [("am I running in Bristol this september?", ["withdrew"], ["21 sept"])]),
    # restatement: the same value again in other words
    ("restatement", "coding", [
        "the public status page is status.ferrule.io",
        "someone asked in #support: status page is still status.ferrule.io, the vanity url "
        "just redirects there",
    ], [("what's the url of our status page?", ["status.ferrule.io"], [])]),
    ("restatement", "coding", [
        "max upload per attachment in the helpdesk widget: 20 MiB",
        "Q from sales, can we raise the attachment size? answer: no, helpdesk stays at 20 "
        "MiB per file, it's the vendor's limit",
    ], [("how big can a helpdesk attachment be?", ["20 MiB"], [])]),
    ("restatement", "life", [
        "Rafferty's school uniform comes from Pollards on the high street",
        "Mum asked where to get Rafferty's new blazer - Pollards, same as always",
    ], [("where do we buy Rafferty's school uniform?", ["Pollards"], [])]),
    ("restatement", "life", [
        "appointment at Dr Abernethy's surgery: 5 march 14:10",
        "reminder text came: 5 march, 14:10 with Dr Abernethy, as booked",
    ], [("when's my appointment with Dr Abernethy?", ["5 march"], [])]),
    # never_said: the asked thing is in no note
    ("never_said", "coding", [
        "ferrule-api runs on python 3.12, owner Hyacinth",
        "ferrule-api deploys from the release branch via argo",
    ], [("what port does ferrule-api listen on?", [], [], ["ferrule-api's port"])]),
    ("never_said", "coding", [
        "the cost dashboard for gcp is in looker, Bartholomew built it",
    ], [("how much was the aws bill last month?", [], [], ["aws bill"])]),
    ("never_said", "coding", [
        "pager rotation for ingest: Wanjiru this week, Lorcan next",
    ], [("who's on call for the billing service?", [], [], ["billing service"])]),
    ("never_said", "coding", [
        "tangram-etl writes to the warehouse nightly at 01:30",
        "tangram-etl repo: github.com/ferrule/tangram-etl",
    ], [("when was the tangram-etl service account key last rotated?", [], [],
         ["service account key"])]),
    ("never_said", "life", [
        "Ottoline's wedding is 14 sept in Harrogate",
    ], [("what's on Ottoline's gift registry?", [], [], ["gift registry"])]),
    ("never_said", "life", [
        "home insurance with Aviva renews on 2 april",
    ], [("when does my car insurance renew?", [], [], ["car insurance"])]),
    # controls: a later note looks like a change, but not of the asked slot
    ("controls", "coding", [
        "notifications-api is pinned to postgres 15.6",
        "upgraded the analytics db to postgres 16.4 on sunday, smooth",
    ], [("what postgres version does notifications-api use?", ["15.6"], [])]),
    ("controls", "coding", [
        "the nightly build artefacts go to s3://ferrule-nightly, kept 7 days",
        "changed retention on the nightly artefacts to 30 days, compliance asked",
    ], [("which bucket do the nightly artefacts end up in?", ["s3://ferrule-nightly"],
         [])]),
    ("controls", "coding", [
        "the cli's lead maintainer is Radomir",
        "Fiadh joined as co-maintainer of the cli, Radomir still leads",
    ], [("who leads maintenance of the cli?", ["Radomir"], [])]),
    ("controls", "coding", [
        "we deploy with argo cd, apps in the gitops repo",
        "Eustace floated moving to flux; discussed, not worth the migration, sticking with "
        "what we have",
    ], [("what tool do we use for gitops deploys?", ["argo cd"], [])]),
    ("controls", "coding", [
        "the support inbox is triaged by Yusra",
        "Yusra moved desks to the 3rd floor, next to the support team",
    ], [("who triages the support inbox?", ["Yusra"], [])]),
    ("controls", "life", [
        "book club meets at The Crooked Spoon, first thursday of the month",
        "book club's host for march is Solveig, she picked the book",
    ], [("where does book club meet?", ["Crooked Spoon"], [])]),
    ("controls", "life", [
        "my dentist is Dr Lindqvist at Marlowe Dental",
        "Marlowe Dental moved their hygienist days to tuesdays",
    ], [("who is my dentist?", ["Lindqvist"], [])]),
]  # fmt: skip
