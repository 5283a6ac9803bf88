"""A tuning set over thirteen kinds of state question (`--data wild12`): stories written by
hand, each once, blind to the product's rules, and harder than wild11's. The stories run
longer (three to seven notes is common) and bury the one change that matters among notes
on the same project: other attributes of the same service, the same attribute of a
sibling service, other people's values. About half the changes carry no signal word
("now", "changed", "moved", "actually", "instead", "no longer"): the later note just
states the new value in passing, or an event implies it. The questions are worded away
from the notes (synonyms, indirect asks: "whose phone rings first?", "am I still on the
hook for ...?", "what do I tell the new starter about ...?"), some ask for two attributes
at once, and the controls change a different attribute of the same subject or the same
attribute of a sibling. Voices: terse chat, Jira tickets, commit messages, PR
descriptions, meeting minutes, emails, "User: ... Assistant: ..." exchanges, non-native
English, typos, British spelling. Two thirds coding work (clusters, base images, rotas,
env vars, release trains, schemas, flags, incidents, secret locations), a third life
(appointments, pharmacies, parties, travel, subscriptions, school runs).

- supersession: a later note gives a new value of the same slot;
- correction: a later note corrects an earlier one, mostly without "actually";
- interruption: work interrupted and resumed ("where was I with X?");
- scope_permission: who may do what, or where a rule applies, changes;
- freshness: environmental state that changed (a queue drained, a suite green again);
- repair: a fix that propagates (a patch dropped, a manual step retired);
- commitment: promises made, kept, handed over ("what do I still owe Y?");
- event_change: an event changes the value without naming the slot (a data centre shut,
  a vendor sunset, a squad folded, a child moving school);
- partial_update: one attribute of several changes (the others are asked too);
- cancellation: a plan called off;
- restatement: the same value said again in other words (nothing is stale);
- never_said: the question asks about something no note mentions;
- controls: a later note looks like a change but is not one of the asked slot: the
  earlier value is the answer and nothing is stale.

The story shape is wild_stories.py's; handwritten.py pads and checks it.
"""

from __future__ import annotations

STORIES = [
    # supersession: a later note gives a new value of the same slot
    ("supersession", "coding", [
        "ledgerline svc: k8s cluster prod-ams, namespace payments, owner Tiberiu, metrics "
        "on 9411",
        "Zofia: ledgerline p99 looks fine after the conn pool tweak",
        "ledgerline's grafana board is under Payments > Ledger if anyone's looking",
        "deployed ledgerline to prod-fra this morning as part of the amsterdam exit, smooth. "
        "the ams copy is scaled to zero",
        "Tiberiu: reminder the ledgerline metrics scrape port is still 9411, dont touch the "
        "servicemonitor",
    ], [("if I need to kubectl into wherever ledgerline is serving traffic, which cluster "
         "do I point my context at?", ["prod-fra"], ["prod-ams"]),
        ("what port does the ledgerline scrape hit?", ["9411"], [])]),
    ("supersession", "coding", [
        "PLAT-2207 [CI] Base image for web builds\nDescription: all web pipelines build on "
        "node:18.19-bookworm-slim. Assignee: Gwenllian. Priority: P3",
        "PLAT-2211 [CI] pnpm store cache key should include the arch. Assignee: Ikenna",
        "PLAT-2207 comment (Gwenllian): base bumped to node:22.11-bookworm-slim, lockfile "
        "regenerated, all four pipelines green. Resolving.",
    ], [("what image do the frontend CI jobs run in?", ["node:22.11"], ["node:18.19"])]),
    ("supersession", "coding", [
        "Subject: payments on-call, week 47\nHi all, primary this week is Anselm, secondary "
        "Mireille. Escalate to Radek if nobody acks within 30 min. Cheers, Ottilie",
        "Subject: search on-call, week 47\nprimary Joaquim, secondary Tamsin, escalation "
        "Heloise. Runbooks moved to the new wiki space.",
        "Subject: RE: payments on-call, week 47\nAnselm's little one is poorly so they've "
        "swapped: from tonight Mireille takes primary and Anselm covers secondary. "
        "Escalation as before.",
        "Joaquim: fyi the search pager app is flaky on android, keep sms on",
    ], [("it's 2am and payments is on fire - whose phone should ring first this week?",
         ["Mireille takes primary"], ["primary this week is Anselm"]),
        ("if nobody answers the payments page, who's the next rung?", ["Radek"], [])]),
    ("supersession", "coding", [
        "feat(sdk): read SUNDEW_API_BASE, default https://api.sundew.dev/v2",
        "docs(sdk): example for SUNDEW_TIMEOUT_MS (default 8000)",
        "test(sdk): stop hitting the network in the retry tests",
        "fix(sdk): default SUNDEW_API_BASE to https://edge.sundew.dev/v3 to match the "
        "gateway cutover (#881)",
    ], [("if a customer uses the SDK with zero config, which URL do their calls go to?",
         ["edge.sundew.dev/v3"], ["api.sundew.dev/v2"])]),
    ("supersession", "coding", [
        "release train R-58: branch cut tue 12:00 UTC, ship thu, conductor Bastiaan",
        "Hedda: can someone approve my flag cleanup PR pls",
        "R-58 conductor changed to Faustina, Bastiaan is at kubecon all week",
        "R-58 cut slipped to wed 09:00 UTC bc of the ios sdk blocker",
        "R-59 cut will be the tue after, as usual",
    ], [("what's the last moment I can merge to catch R-58?", ["wed 09:00"],
         ["tue 12:00"]),
        ("who's driving the R-58 train?", ["Faustina"], ["conductor Bastiaan"])]),
    ("supersession", "life", [
        "gym: PureGym Deansgate, off-peak £19.99, locker code 4471",
        "first go at the bouldering wall in Ancoats with Ifeoma, arms destroyed, loved it",
        "3 dec: monthly pass at Ancoats Boulder started (£48), puregym membership closed",
    ], [("where do I go to work out these days?", ["Ancoats Boulder"],
         ["PureGym Deansgate"])]),
    ("supersession", "life", [
        "repeat prescription (salbutamol) goes to Boots on Market St, ready ~3 days after "
        "ordering",
        "the surgery does online consults through the app, no more phoning at 8am",
        "picked up the inhaler refill at the Co-op pharmacy by the station - that's the "
        "nominated one on the NHS app since last month, Boots kept running out",
    ], [("where should I collect my next inhaler from?", ["Co-op pharmacy"],
         ["Boots on Market St"])]),
    # correction: a later note corrects an earlier one
    ("correction", "coding", [
        "PR #412: add `orders.fulfilled_at`\n- type: timestamp without time zone\n- "
        "backfilled from shipments.created_at\n- index: btree",
        "review note from Kunigunde: keep the backfill batches under 10k rows please",
        "the #412 description had the wrong type, the migration file says timestamptz - I "
        "pasted from the draft. backfill and index are as written",
    ], [("when I read fulfilled_at, does the column carry tz info?", ["timestamptz"],
         ["timestamp without time zone"]),
        ("what kind of index sits on the new orders column?", ["btree"], [])]),
    ("correction", "coding", [
        "the backups for warehouse goes in bucket gs://tallow-wh-backup, region europe-west4",
        "dbt artefacts bucket is gs://tallow-dbt-artifacts in europe-north1, retention 14 "
        "days",
        "retention on tallow-wh-backup is 35 days, Lorenzo asked",
        "sorry I have wrote wrong region before. gs://tallow-wh-backup is in europe-west1, i "
        "checked in console just now",
    ], [("which GCP region holds the warehouse backup bucket?", ["europe-west1"],
         ["europe-west4"])]),
    ("correction", "coding", [
        "INC-771 opened: SEV2, card tokenisation failing for amex, started 08:14 UTC, IC "
        "Wendelin",
        "INC-771 update: vendor confirms it's on their side, no eta",
        "INC-772 opened: SEV3, slow invoice pdfs, started 08:40 UTC, IC Pilar",
        "INC-771 timeline fix: first failures at 07:52 UTC per the gateway logs; the 08:14 "
        "is when the alert fired",
        "INC-771 resolved 09:30, stayed SEV2 throughout",
    ], [("for the postmortem, when did the amex problem really begin?", ["07:52"],
         ["started 08:14"]),
        ("how severe was INC-771 rated?", ["SEV2"], [])]),
    ("correction", "coding", [
        "User: who owns the feature-flag service?\nAssistant: According to the service "
        "catalogue, flagpole is owned by the Growth team; the contact is Yevgenia.",
        "User: that catalogue entry is stale, I asked around - flagpole has been Platform "
        "Core's since the spring, contact Lucasz\nAssistant: Thanks, I'll go with Platform "
        "Core and Lucasz for flagpole.",
        "User: and the experiments service?\nAssistant: abacus (experiments) belongs to "
        "Growth, contact Yevgenia - that one was confirmed last week.",
    ], [("who should I ping about a bug in the flag service?", ["Lucasz"],
         ["flagpole is owned by the Growth team"]),
        ("who's the contact for the experiments service?", ["abacus (experiments)"], [])]),
    ("correction", "coding", [
        "session store: REDIS_URL=redis://cache-sess.int:6380/2",
        "rate limiter config lives in limits.yaml, burst 40",
        "db 2 on cache-sess is the rate limiter's. sessions sit in "
        "redis://cache-sess.int:6380/4, my bad",
    ], [("which redis database number holds user sessions?", ["6380/4"], ["6380/2"])]),
    ("correction", "life", [
        "Auntie Marguerite's 70th: party sat 14 march at the Fox & Hounds, 7pm",
        "ordered the cake from Crumbs, collect on the friday",
        "Marguerite's do is the 21st not the 14th, muddled it with the school trip. Fox & "
        "Hounds, 7pm, as said",
    ], [("which Saturday is the party for Marguerite's seventieth?", ["21st"],
         ["sat 14 march"]),
        ("where's Marguerite's party being held?", ["Fox & Hounds"], [])]),
    ("correction", "life", [
        "bay window curtains: 3 panels, 140cm drop each, track width 260cm",
        "the little landing window needs a blind, 90cm drop, 60 wide",
        "fabric chosen: Dunelm 'Harbour' linen in sage, 6 metres",
        "re-measured the bay with Torsten's laser thing, drop is 152cm, I'd gone from the "
        "wrong bracket. the width was right",
    ], [("how long do the bay curtains need to hang?", ["152cm"], ["140cm"]),
        ("how wide is the bay curtain track?", ["260cm"], [])]),
    # interruption: work interrupted and resumed
    ("interruption", "coding", [
        "standup mon\n- Ilse: dark mode tokens\n- me: porting the rate limiter from lua to "
        "the envoy ext_authz filter, token bucket part done, per-tenant overrides next\n- "
        "Osric: on leave",
        "tue: pulled into the SOC2 evidence scramble, auditors want the access reviews by "
        "thursday",
        "thu: evidence handed to Berit for the auditors. Ilse asked about tokens, pointed "
        "her at figma",
        "fri: ok, picking my own thing back up",
    ], [("what was I doing before the audit stuff ate my week?", ["ext_authz"],
         ["SOC2 evidence scramble"]),
        ("what's the next step on that piece of work?", ["per-tenant overrides"], [])]),
    ("interruption", "coding", [
        "wip: split invoice renderer into template + layout (templates done, layout half)",
        "hotfix: guard against null vat_id on eu invoices (#2290)",
        "hotfix out, verified with Dagny on the three broken accounts",
    ], [("hotfix is shipped - what was on my bench before it?", ["template + layout"],
         ["null vat_id"])]),
    ("interruption", "coding", [
        "User: I'm writing the migration that splits users.name into given_name and "
        "family_name. schema part done, backfill script done, still need the dual-write in "
        "the api\nAssistant: Noted: schema and backfill finished, dual-write outstanding.",
        "User: hold on, Signe says the staging db disk is full, going to look\n"
        "Assistant: OK, go.",
        "User: freed 40GB of old wal on staging, stuck replication slot. right, where was "
        "I\nAssistant: Back to the name split then.",
    ], [("remind me what's left on the thing I was doing before the disk drama",
         ["dual-write"], ["staging db disk is full"])]),
    ("interruption", "coding", [
        "Caspar is porting the vpc peering to terraform, roughly halfway",
        "Caspar got grabbed for the Brightwater escalation (they think we lost their data)",
        "Brightwater: data was there all along, wrong filter in their report. Caspar's done "
        "with it",
        "Caspar opened a draft PR for the peering, route tables still to do",
    ], [("is Caspar still tied up with the customer thing?", ["Caspar's done with it"],
         ["got grabbed for the Brightwater"]),
        ("what's Caspar got left on his terraform work?", ["route tables"], [])]),
    ("interruption", "life", [
        "halfway through The Dispossessed, p.180",
        "book group picked Piranesi for this month, need it read by the 28th so Le Guin "
        "goes on the shelf for a bit",
        "finished Piranesi, group was lovely. back to Anarres",
    ], [("which novel am I in the middle of?", ["Dispossessed"],
         ["need it read by the 28th"]),
        ("what page had I reached in it?", ["p.180"], [])]),
    ("interruption", "life", [
        "painting the spare room: ceiling done, two walls done, skirting left",
        "boiler died, plumber here all day, brushes wrapped in clingfilm",
        "boiler sorted (new diverter valve). spare room tomorrow",
    ], [("what bit of the decorating haven't I finished?", ["skirting"], [])]),
    # scope_permission: who may do what, where a rule applies
    ("scope_permission", "coding", [
        "prod db access: read replicas -> any engineer via teleport; primary -> DBAs only "
        "(Aurelio, Senna)",
        "teleport went to v16 over the weekend, you'll need to log in again",
        "Senna: changed the policy, added the on-call SRE role to the primary's write group "
        "in teleport, per the incident review, so whoever holds the pager can fix data at "
        "3am without waking us",
    ], [("if I'm holding the SRE pager, am I allowed to write to the main database?",
         ["on-call SRE role"], ["DBAs only"]),
        ("who gets to query the replicas?", ["any engineer"], [])]),
    ("scope_permission", "coding", [
        "SEC-91: flag `ai-summaries` on for tenants in the beta cohort (list in "
        "LaunchDarkly), NOT for EU tenants until the DPA is signed",
        "SEC-94: rotate the launchdarkly sdk key, it's in 1password under 'Platform / LD'",
        "SEC-91 comment (Ludovica): DPA with the model vendor signed 3 Nov. EU tenants in "
        "the beta cohort can be enabled.",
    ], [("can a German customer in the beta get the AI summaries?",
         ["EU tenants in the beta cohort can be enabled"], ["NOT for EU tenants"]),
        ("where is the sdk key for our flag vendor kept?", ["Platform / LD"], [])]),
    ("scope_permission", "coding", [
        "only maintainers can merge to release/* branches, everyone else opens a PR and "
        "waits",
        "Theodric loosened the branch protection on release/*: the captains of the current "
        "train can merge too, still 1 approval required",
        "hotfix/* is a different story: any engineer can merge, but it needs 2 approvals and "
        "a linked incident",
    ], [("as this cycle's release captain, can I merge into the release branches myself?",
         ["captains of the current train can merge"], ["only maintainers can merge"]),
        ("how many approvals does a merge into a release branch need?", ["1 approval"],
         [])]),
    ("scope_permission", "coding", [
        "Minutes 12/11 platform sync\n1. canary policy: 5% in us-west-2 only, 30 min bake\n"
        "2. Drusilla to update the runbook\n3. AOB: new laptops arriving",
        "Minutes 19/11 platform sync\n1. canary extends to eu-central-1 and ap-southeast-2, "
        "same 5%, bake 45 min from here on\n2. runbook updated (thx Drusilla)",
    ], [("in which regions does a canary run?", ["eu-central-1", "ap-southeast-2"],
         ["us-west-2 only"]),
        ("how long do we let a canary soak before promoting?", ["45 min"],
         ["30 min bake"])]),
    ("scope_permission", "life", [
        "school pickup list for Anouk: me and Gregor only",
        "Anouk's after-school club finishes 17:15 on wednesdays, the gate by the hall",
        "filled in the form at reception - Grandma Liesel added to Anouk's collection list",
    ], [("can Anouk's gran fetch her from school?", ["Liesel added"],
         ["me and Gregor only"])]),
    ("scope_permission", "life", [
        "Netflix: only me and Perrin use it, kids are on the Disney one",
        "Spotify family plan: me, Perrin and both kids, £19.99",
        "gave Solenne (the lodger) her own profile on our netflix, she chips in £4",
    ], [("who's watching on our Netflix apart from Perrin and me?", ["Solenne"],
         ["only me and Perrin"])]),
    # freshness: environmental state that changed
    ("freshness", "coding", [
        "#ops 09:05 queue email-outbound backing up, 48k messages, the smtp relay is "
        "throttling us",
        "#ops 09:40 Wojtek raised a quota ticket with the relay provider",
        "#ops 10:15 unrelated: cert for admin.mirthwood.io renews in 6 days, automatic",
        "#ops 11:20 email-outbound at 0, relay took everything after the quota bump, send "
        "latency normal",
    ], [("are customer emails getting out or is that queue still clogged?",
         ["email-outbound at 0"], ["48k messages"]),
        ("how long until the mirthwood admin cert renews?", ["6 days"], [])]),
    ("freshness", "coding", [
        "nightly e2e on staging: 3 runs red in a row, playwright can't reach the login page",
        "staging SSO had an expired SAML cert, Eleonora re-issued it",
        "nightly e2e #5521: 412/412",
    ], [("can I trust the nightly end-to-end results at the moment?", ["412/412"],
         ["3 runs red"])]),
    ("freshness", "coding", [
        "db-shard-3 in maintenance until 14:00 (kernel patching), writes routed to shard-4",
        "db-shard-5 maintenance starts 15:00",
        "shard-3 patched and serving, replication caught up",
    ], [("is shard 3 taking traffic?", ["patched and serving"],
         ["db-shard-3 in maintenance"]),
        ("when does the fifth shard go down for patching?", ["15:00"], [])]),
    ("freshness", "coding", [
        "User: why are orders stuck in pending?\nAssistant: Stripe's status page reports "
        "delayed webhook delivery, about 20 minutes behind, since 13:10 UTC.",
        "User: pending count is zero, new orders confirm in a couple of seconds, and their "
        "incident is closed\nAssistant: Good, so webhooks are flowing normally.",
        "User: paypal IPNs look slower than usual though?\nAssistant: PayPal notifications "
        "are taking 40-90 seconds today, which is within their usual range.",
    ], [("are the card payment webhooks lagging?", ["couple of seconds"],
         ["about 20 minutes behind"])]),
    ("freshness", "life", [
        "water main burst on Elm Rd, no water in the flats since 6am",
        "bought 4 big bottles from the Tesco Express just in case",
        "water back on at 2, a bit brown for the first minute",
    ], [("have we got running water?", ["water back on"], ["no water in the flats"])]),
    ("freshness", "life", [
        "car's at Kwik Fit, waiting on a clutch part, 'maybe thursday'",
        "clutch quote £640 incl. labour, ouch",
        "MOT on the Corsa is due in march, book it at the same place?",
        "Kwik Fit rang, it's ready - collected it at 5, drives lovely",
    ], [("have I got the car with me today?", ["collected it at 5"],
         ["waiting on a clutch part"])]),
    # repair: a fix that propagates
    ("repair", "coding", [
        "known issue: grpc-gateway 2.19 drops trailing headers, so we strip "
        "X-Request-Budget at the edge and re-add it in the svc (edge/patches/budget.lua)",
        "edge deploys go through the new pipeline, Rhiannon set it up",
        "bumped grpc-gateway to 2.20.1 (trailers fixed upstream), deleted "
        "edge/patches/budget.lua, the header passes through untouched",
    ], [("do we still do the strip-and-re-add dance for the request budget header?",
         ["passes through untouched"], ["re-add it in the svc"]),
        ("which grpc-gateway release are we running?", ["2.20.1"], ["gateway 2.19"])]),
    ("repair", "coding", [
        "chore(ci): skip test_pdf_fonts on macos runners (freetype segfault, FT-22)",
        "chore(ci): cache the playwright browsers",
        "chore(ci): re-enable test_pdf_fonts on macos, freetype 2.13.3 in the runner image "
        "fixes FT-22",
    ], [("does the pdf font test run on the mac runners?", ["re-enable"],
         ["skip test_pdf_fonts"])]),
    ("repair", "coding", [
        "new laptop setup: after the brew install run `sudo xattr -dr "
        "com.apple.quarantine /opt/vantor-cli` or the cli won't start (unsigned binary)",
        "vantor-cli on linux: just add the apt repo, nothing else",
        "vantor-cli config lives in ~/.vantor/config.toml, ask Thorvald for the team profile",
        "vantor-cli 4.2 is notarised and signed, dropped the xattr line from the setup page",
    ], [("what do I tell the new hire about getting vantor-cli to launch on their mac?",
         ["notarised"], ["sudo xattr"])]),
    ("repair", "coding", [
        "certs for *.stg.quillon.net are renewed by hand every 60 days, cert-manager can't "
        "do dns01 with our old registrar",
        "moved quillon.net DNS over to route53 last week",
        "cert-manager issued *.stg.quillon.net on its own overnight via dns01, deleted the "
        "calendar reminder",
    ], [("next time the staging wildcard cert expires, do I have to do it myself?",
         ["on its own overnight"], ["renewed by hand"])]),
    ("repair", "life", [
        "kitchen tap dripping, bucket under it, landlord says plumber next week",
        "bathroom extractor fan rattling too, told the landlord, he says it's 'character'",
        "plumber swapped the cartridge, tap's dry, bucket back in the shed. fan's still "
        "rattling",
    ], [("do I still need the bucket under the kitchen sink?", ["tap's dry"],
         ["bucket under it"]),
        ("has the bathroom fan been sorted?", ["fan's still rattling"], [])]),
    ("repair", "life", [
        "wifi dead upstairs, long ethernet cable along the landing for Ottavio's desk",
        "the hall printer sits on its own short cable to the router, that one stays",
        "mesh node on the landing shelf, Ottavio's now on wifi at full speed, cable coiled "
        "away",
    ], [("does Ottavio still need that wire running along the floor?",
         ["cable coiled away"], ["long ethernet cable"])]),
    # commitment: promises made, kept, handed over
    ("commitment", "coding", [
        "1:1 with Sunniva: I'll write the runbook for payout retries before quarter end",
        "also told Sunniva I'd get a quote for more pagerduty seats",
        "Sunniva asked if I'd mentor Kwabena through his first on-call, said yes",
        "Sunniva's own action from the 1:1: get headcount approved for the payouts team",
        "pagerduty quote sent to Sunniva, she forwarded it to finance",
        "Kwabena's first on-call is next week, he's nervous",
        "payout retries runbook merged, link in #payments",
    ], [("what's still open from what I promised Sunniva?", ["Kwabena"],
         ["write the runbook", "quote for more pagerduty seats"])]),
    ("commitment", "coding", [
        "I'll review Jaroslav's PR #3307 (sharded counters) tomorrow morning",
        "Isaura picked up the review of #3307 instead of me, she wrote the original counters "
        "code",
        "approved Isaura's docs PR #3311",
    ], [("am I still on the hook for the sharded counters review?", ["Isaura picked up"],
         ["I'll review Jaroslav's"])]),
    ("commitment", "coding", [
        "To: Clodagh\nRe: SSO rollout\nI'll send the SAML metadata for your IdP by Friday, "
        "and I'll join your Tuesday call to walk through the attribute mapping.",
        "Clodagh replied: they went with OIDC so no SAML metadata needed, but she still "
        "wants me on tuesday's call",
        "Bronagh (Clodagh's team) asked for our SCIM endpoint docs - said I'd send them "
        "next week",
    ], [("what do I still owe Clodagh's team?", ["on tuesday's call", "SCIM endpoint docs"],
         ["send the SAML metadata"]),
        ("which protocol is Clodagh's company using for SSO?", ["went with OIDC"], [])]),
    ("commitment", "coding", [
        "I'll bump the terraform aws provider to 5.x in the infra repos this sprint: "
        "infra-core, infra-edge, infra-data, infra-ml, infra-sec, infra-obs, infra-billing",
        "infra-core, infra-edge, infra-data on aws provider 5.62 ✅",
        "infra-ml and infra-sec done too, plan was clean",
    ], [("which repos still need the provider bump from me?", ["infra-obs", "infra-billing",
                                                              "infra-ml and infra-sec done"],
         [])]),
    ("commitment", "life", [
        "promised Mum I'd drive her to the eye clinic on the 9th and sort out her new phone",
        "set up Mum's phone over sunday lunch, whatsapp and all",
        "Uncle Bertram's taking Mum to the eye clinic now, he's off that week",
    ], [("what have I still got to do for Mum?", ["Bertram"],
         ["drive her to the eye clinic"]),
        ("is Mum's new phone working yet?", ["whatsapp and all"], [])]),
    ("commitment", "life", [
        "owe Fitzgerald 30 for the festival parking",
        "said I'd return Fitzgerald's tent once it's dried out in the garage",
        "Fitzgerald still owes me 22 for his half of the ferry",
        "tent back to Fitzgerald, dried and packed",
    ], [("what do I need to settle up with Fitzgerald?", ["30 for the festival parking",
                                                        "tent back to Fitzgerald",
                                                        "owes me 22"],
         ["return Fitzgerald's tent"])]),
    # event_change: an event changes the value without naming the slot
    ("event_change", "coding", [
        "staging lives in the Warsaw DC (WAW1), shared with the qa lab",
        "prod is in Frankfurt (FRA2), bastion jump.fra2.ostrea.io",
        "facilities email: WAW1 decommissioned end of october, everything in it was "
        "shipped to FRA2 hall B",
    ], [("physically, where is the staging environment hosted?", ["FRA2 hall B"],
         ["Warsaw DC (WAW1)"])]),
    ("event_change", "coding", [
        "feature flags come from Flagsmith cloud (eu), server key in vault at "
        "secret/flags/flagsmith",
        "Flagsmith is shutting its eu cloud on 1 dec. agreed: self-hosted unleash in the "
        "tools cluster, server key goes to secret/flags/unleash",
        "2 dec: cutover weekend went fine, zero flag evaluation errors",
    ], [("where do I find the server key for the flag service?", ["secret/flags/unleash"],
         ["secret/flags/flagsmith"])]),
    ("event_change", "coding", [
        "search on-call rota, weekly in this order: Ulrike, Diarmuid, Amara, Piet",
        "this is Ulrike's week",
        "leaving drinks for Diarmuid tonight, his last day 😢",
    ], [("once Ulrike's week ends, who carries the search pager?", ["Amara", "last day"],
         [])]),
    ("event_change", "coding", [
        "the support tooling (macros + the zendesk app) belongs to the CX-Eng squad, lead "
        "Benedek",
        "all-hands: the CX-Eng squad is folded into Internal Tools from january, Benedek "
        "goes to data platform",
        "Internal Tools lead is Rosamund, their jira queue is ITOOLS",
    ], [("where do I file a bug in the zendesk app?", ["ITOOLS"],
         ["belongs to the CX-Eng squad"])]),
    ("event_change", "life", [
        "Ines does my hair at Snip on Gower St, every 6 weeks",
        "Ines does Mum's colour too, usually a tuesday",
        "Snip's lease ran out and they shut. Ines went mobile, she now does home visits, same "
        "price",
        "booked Ines for the 14th, 10am",
    ], [("where do I go for a haircut?", ["home visits"], ["Snip on Gower St"])]),
    ("event_change", "life", [
        "Tobiah gets the 42 bus to Ravensmoor Primary, 8:05 from the corner",
        "Tobiah started at Hillcrest Academy today (year 7!!), no more bus, it's a 10 min "
        "walk, he goes with the Okonkwo twins",
        "Noor still does the 8:05 from the corner to Ravensmoor, the childminder takes her",
    ], [("how does Tobiah get to school in the mornings?", ["10 min walk"], ["42 bus"]),
        ("how does Noor get to school?", ["8:05 from the corner to Ravensmoor"], [])]),
    # partial_update: one attribute of several changes
    ("partial_update", "coding", [
        "thumbnailer: python 3.11, 6 workers, queue thumbs-high, owner Evander",
        "render-svc: node 20, 3 replicas, owner Evander",
        "thumbnailer alerts go to #media-alerts, render-svc to #web-alerts",
        "thumbnailer up to 10 workers for black friday; render-svc went to 5 replicas too",
        "Marisol: is thumbs-low still used by anything? looks dead",
        "Evander handed thumbnailer over to Marisol, he keeps render-svc",
    ], [("who's responsible for thumbnailer, and how many workers does it run?",
         ["Marisol", "10 workers"], ["6 workers"]),
        ("who looks after render-svc?", ["keeps render-svc"], []),
        ("which queue does the thumbnail service consume from?", ["thumbs-high"], [])]),
    ("partial_update", "coding", [
        "BILL-640 'Proration off by one day for annual plans' | assignee: Crispin | fix "
        "version: 3.14 | priority: High",
        "BILL-641 'Tax exemption certs not visible' | assignee: Crispin | fix version: 3.14",
        "BILL-640 missed the cut, retargeted to 3.15",
    ], [("which release will the proration bug be fixed in?", ["3.15"],
         ["fix version: 3.14 | priority"]),
        ("how urgent is the proration ticket marked?", ["priority: High"], [])]),
    ("partial_update", "coding", [
        "ingest-gateway: cpu 1500m, mem 2Gi, replicas 4, hpa target 70%",
        "export-gateway: cpu 1000m, mem 4Gi, replicas 2, hpa target 65%",
        "changed the ingest-gateway hpa target to 55%, it was scaling too late in the morning "
        "spike",
    ], [("at what cpu utilisation does ingest-gateway scale out?", ["55%"], ["target 70%"]),
        ("what's ingest-gateway's memory limit?", ["2Gi"], [])]),
    ("partial_update", "coding", [
        "design review for search relevance: Thu 10:00, room Kestrel, Oriane presenting, "
        "zoom link in the invite",
        "Oriane: slides are in the shared drive if you want to pre-read",
        "cal: search relevance design review moved to Thu 14:30, still Kestrel",
    ], [("what time is the relevance design review, and where?", ["14:30", "Kestrel"],
         ["Thu 10:00"])]),
    ("partial_update", "coding", [
        "schema `shipments`: id uuid pk, order_id fk, carrier text, tracking_no "
        "varchar(32), created_at timestamptz",
        "migration 0047: tracking_no widened to varchar(64), DHL eCommerce numbers are "
        "longer",
        "migration 0048: index on shipments(order_id)",
    ], [("how many characters fit in a shipment's tracking number?", ["varchar(64)"],
         ["varchar(32)"]),
        ("what type is the carrier column?", ["carrier text"], [])]),
    ("partial_update", "life", [
        "Lisbon leg first: Baixa Azul, 9-12 may, ref LB2208, no breakfast",
        "hotel in Porto: Casa da Ribeira, 3 nights from 12 may, booking ref QX7731, "
        "breakfast included",
        "train Lisbon -> Porto on the 12th, 11:09 Alfa Pendular, seats 41/42",
        "flights shuffled so Porto's a night longer - Casa da Ribeira checkout 16 may, "
        "same booking ref",
    ], [("when do we leave the Porto hotel, and what's the booking reference?",
         ["16 may", "QX7731"], ["3 nights"])]),
    ("partial_update", "life", [
        "veg box from Riverford: small box, fortnightly, £18.50, delivered wednesdays",
        "switched the veg box to weekly, the kids are eating loads more fruit lol",
        "Riverford email: small boxes go up to £19.75 from next month",
    ], [("how often does the veg box come, and what's it going to cost?",
         ["weekly", "£19.75"], ["fortnightly", "£18.50"]),
        ("which day does the veg box turn up?", ["wednesdays"], [])]),
    # cancellation: a plan called off
    ("cancellation", "coding", [
        "Q3 plan: move the session store from memcached to dragonfly, owner Lysander, "
        "target 15 aug",
        "Lysander: dragonfly benchmarks look great, 3x throughput",
        "arch review: legal won't accept dragonfly's BSL licence, session store migration "
        "dropped. memcached stays, Lysander goes on to the billing export",
    ], [("are sessions going to dragonfly in August?", ["migration dropped"],
         ["target 15 aug"]),
        ("what's Lysander working on?", ["billing export"], [])]),
    ("cancellation", "coding", [
        "planned maintenance for the postgres major upgrade: sat 22 feb 02:00-04:00 UTC, "
        "status page notice scheduled",
        "Ingeborg: pg_upgrade dry run took 11 minutes on the clone",
        "doing the postgres upgrade by logical replication + switchover, zero downtime; "
        "the saturday window got pulled from the status page",
    ], [("is there a maintenance window on saturday night?", ["window got pulled"],
         ["sat 22 feb 02:00"])]),
    ("cancellation", "coding", [
        "rollout for the new checkout: 10% mon, 50% wed, 100% fri (flag checkout-v3)",
        "search-v2 flag goes to 50% on wednesday too, Ambrose watching the dashboards",
        "checkout-v3 at 10%: conversion -4%, rolled back to 0, paused until design looks at "
        "the address step",
        "search-v2 at 50% since this morning, metrics flat, carrying on",
    ], [("will half of the shoppers see checkout-v3 on wednesday?", ["rolled back to 0"],
         ["10% mon, 50% wed"])]),
    ("cancellation", "coding", [
        "Invite: 'Q4 roadmap readout' Fri 16:00, all of eng, Halvard presenting",
        "hackathon demos friday 4pm in the atrium, pizza after",
        "Halvard: the readout will be a written doc instead, no meeting on friday, doc link "
        "monday",
    ], [("do I need to keep Friday at 4 free for the roadmap thing?",
         ["no meeting on friday"], ["Fri 16:00"]),
        ("is anything else on at that time on friday?", ["hackathon demos"], [])]),
    ("cancellation", "life", [
        "booked Dishoom King's Cross, sat 19:30, table for 6, Wren's birthday",
        "Wren's present ordered from etsy, arrives thursday",
        "Wren's got covid :( cancelled Dishoom, we'll do it in a few weeks",
    ], [("are we out for Wren's birthday dinner on saturday?", ["cancelled Dishoom"],
         ["sat 19:30"])]),
    ("cancellation", "life", [
        "Duolingo Super £7.99/mo, renews on the 3rd",
        "Headspace is annual, renews in june, keeping that one",
        "turned off the duolingo auto-renew, free tier's fine, runs out on the 3rd",
    ], [("am I going to be charged for the language app next month?",
         ["turned off the duolingo auto-renew"], ["renews on the 3rd"])]),
    # restatement: the same value again in other words
    ("restatement", "coding", [
        "grafana for the data team: grafana.int.peridot.dev, login through okta",
        "prometheus retention is 15d, long-term lives in thanos",
        "onboarding doc rewrite: for dashboards point newcomers at grafana.int.peridot.dev "
        "(okta sso), that part stays as is",
    ], [("what do I tell the new starter about where the dashboards are?",
         ["grafana.int.peridot.dev"], [])]),
    ("restatement", "coding", [
        "the sendgrid api key for prod lives in AWS Secrets Manager at prod/notify/sendgrid",
        "the twilio auth token is in the same place under prod/notify/twilio",
        "rotated the sendgrid key today, same path (prod/notify/sendgrid), apps pick it up "
        "on restart",
    ], [("where does the app look up the email provider's credentials?",
         ["prod/notify/sendgrid"], [])]),
    ("restatement", "coding", [
        "decision: the monorepo uses pnpm workspaces, no yarn",
        "node pinned via .nvmrc (22), ci reads the same file",
        "PR #902: tried yarn berry with turborepo, reverted - we keep pnpm workspaces per "
        "the ADR",
    ], [("which package manager does the monorepo run on?", ["pnpm"], [])]),
    ("restatement", "coding", [
        "code freeze for the 4.0 release starts 1 dec",
        "4.1 freeze pencilled in for early feb, date tbc",
        "Leocadia reminding everyone: feature freeze for 4.0 kicks in on the first of "
        "december, as planned",
    ], [("from what date can't I merge features for 4.0?", ["1 dec"],
         [])]),
    ("restatement", "life", [
        "bins: recycling every other tuesday",
        "general waste is weekly, fridays, brown bin is paid extra",
        "council leaflet: alternate-tuesday recycling carries on over christmas as normal",
    ], [("how often do the recycling lorries come round?",
         ["tuesday"], [])]),
    ("restatement", "life", [
        "Yusuf's allergist: no tree nuts, peanuts are fine",
        "Mina (Yusuf's sister) is lactose intolerant, oat milk for her",
        "allergy clinic follow-up: tree nuts only, peanut test negative again",
    ], [("is peanut butter ok for Yusuf?", ["tree nuts"],
         [])]),
    # never_said: the asked thing is in no note
    ("never_said", "coding", [
        "tessellate-api: go 1.23, owner Valdemar, deployed to eu-north-1 via spinnaker",
        "tessellate-api rate limit 600 rpm per key",
        "tessellate-api runs on the platform-b cluster",
    ], [("which database does tessellate-api write to?", [], [],
         ["tessellate-api's database"])]),
    ("never_said", "coding", [
        "the proto registry is buf.build/mossgrove/protos, Clementina maintains it",
    ], [("what uptime SLA does the proto registry have?", [], [], ["uptime sla"])]),
    ("never_said", "coding", [
        "on-call for the mobile backend this week: Thaddeus; next week Kalinda",
        "mobile backend escalation policy: 15 min to ack",
    ], [("who's on call for the data pipelines?", [], [], ["data pipelines"])]),
    ("never_said", "coding", [
        "fenwick-worker config: FENWICK_QUEUE_URL, FENWICK_CONCURRENCY=8, "
        "FENWICK_LOG_LEVEL=info",
    ], [("what's FENWICK_RETRY_LIMIT set to?", [], [], ["FENWICK_RETRY_LIMIT"])]),
    ("never_said", "life", [
        "Sibylla's flat: 22b Carden Road, Peckham, buzzer's broken so ring her",
    ], [("what's the wifi password at Sibylla's?", [], [], ["wifi password"])]),
    ("never_said", "life", [
        "physio with Ruairi, tuesdays 8am, for the shoulder",
        "physio homework: band rows 3x12, wall slides",
    ], [("how much does each physio session cost?", [], [], ["session cost"])]),
    # controls: a later note looks like a change, but not of the asked slot
    ("controls", "coding", [
        "api-gateway deploys to eu-west-1 and us-east-2",
        "api-gateway bumped to kong 3.8, plugins unchanged",
        "deployed auth-svc to ap-northeast-1 this morning, our first asia region",
    ], [("which regions does the api gateway run in?", ["eu-west-1", "us-east-2"], [])]),
    ("controls", "coding", [
        "lexicon-indexer: owner Gunnhild, c6i.2xlarge, 4 nodes",
        "lexicon-indexer on c7i.2xlarge since tuesday, ~20% cheaper, same node count",
    ], [("who owns lexicon-indexer?", ["Gunnhild"], []),
        ("how many nodes is the indexer cluster?", ["4 nodes"], [])]),
    ("controls", "coding", [
        "ledger datastore: postgres 16 on RDS, multi-az",
        "spike: Cosimo tried cockroachdb for the ledger, nice but p99 writes 3x worse, not "
        "pursuing",
    ], [("what database backs the ledger?", ["postgres 16"], [])]),
    ("controls", "coding", [
        "CODEOWNERS: /billing/** -> @finance-eng",
        "CODEOWNERS: /docs/** -> @tech-writers, /infra/** -> @platform",
        "CODEOWNERS: added @tax-squad for /billing/tax/**",
    ], [("who has to approve a change under /billing/invoices?", ["@finance-eng"], [])]),
    ("controls", "coding", [
        "STRIPE_API_VERSION pinned to 2023-10-16 in prod",
        "staging bumped STRIPE_API_VERSION to 2024-06-20 to try the new payment element",
    ], [("which stripe api version is production on?", ["2023-10-16"], [])]),
    ("controls", "life", [
        "Clemency's swimming: saturdays 9:00 at Kingfisher Leisure",
        "Alaric's lessons are sundays 10:30 from this term",
        "Kingfisher Leisure moved the family changing rooms to the first floor",
    ], [("when's Clemency's swim lesson?", ["saturdays 9:00"], [])]),
    ("controls", "life", [
        "broadband: Zen, 500Mb fibre, £38/mo, contract ends sep 2026",
        "Zen put the price up to £41/mo from april, annoying",
    ], [("who's our internet provider?", ["Zen"], []),
        ("when's the broadband contract up?", ["sep 2026"], [])]),
]  # fmt: skip
