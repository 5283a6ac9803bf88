"""A tuning set of values that moved, told in a person's own words (`--data wild10`):
stories written by hand, each once, before any rule was tuned on them.

- supersession: the new value said without "changed", "now" or "switched" ("ported every
  docs page to starlight", "the edge functions run on deno 2.1 since the thursday deploy"),
  or only implied by an action ("bumped its pgbouncer pool to 60", "merged the uv.lock PR",
  a commit message setting `Runtime: python3.12`), tools, vendors, couriers and people
  named in lower case;
- correction: "scratch that", "misremembered", "typo above", "the real one is", "nope", some
  several notes after the value they fix with other notes between;
- event_change: the value moves by an event that does not name it (a pager holder leaves
  and someone covers, a rack or a region is shut down, a contract or a lease runs out, a
  team is dissolved in a reorg, a library is banned, a babysitter moves away);
- where (kind supersession or event_change): the question asks where (a URL, a path, a
  bucket, a channel, a room, a registry, a building, a city, a venue) and the answer moved;
- partial_update: one part of a compound value changes (the day of a review but not its
  room, one of three reviewers, the departure time of a booked flight, one of two limits);
- never_said: an attribute never stated of a thing memory knows (the on-call of a service
  whose owner and repo are known, the price of a trip whose dates are known);
- controls: the same shapes where nothing changed the asked slot (another service's value
  moved, another attribute of the same thing moved, a value added beside, a change proposed
  and turned down): the earlier value is the answer and nothing is stale.

Mostly coding work, a quarter life. The story shape is wild_stories.py's; handwritten.py
pads and checks it.
"""

from __future__ import annotations

STORIES = [
    # supersession: the new value in the person's own words
    ("supersession", "coding", [
        "docs site: built by vitepress, deploys from the gh-pages branch on every merge",
        "ported every docs page to starlight, old config deleted, preview is up",
    ], [("which static site tool are the docs made with?", ["starlight"], ["vitepress"])]),
    ("supersession", "coding", [
        "edge functions runtime = deno 1.46, pinned in deno.json",
        "the edge functions run on deno 2.1 since the thursday deploy, no regressions so far",
    ], [("which deno release do the edge functions use?", ["deno 2.1"], ["deno 1.46"])]),
    ("supersession", "coding", [
        "monorepo ci runs on circleci, config in .circleci/config.yml",
        "monorepo pipelines are on woodpecker these days, ping rhiannon if a runner hangs",
    ], [("What runs the CI for the monorepo?", ["woodpecker"], ["circleci"])]),
    ("supersession", "coding", [
        "orders-api pgbouncer: default_pool_size = 25",
        "orders-api kept timing out under the flash-sale traffic, bumped its pgbouncer pool "
        "to 60 and the errors stopped",
    ], [("how many server connections can the orders api's bouncer hand out?",
         ["pool to 60"], ["default_pool_size = 25"])]),
    ("supersession", "coding", [
        "shop sends domestic parcels with evri, collection at 4pm",
        "first batch of parcels went out with dpd today, labels print straight from the "
        "admin panel",
    ], [("which courier takes our UK orders?", ["dpd"], ["evri"])]),
    ("supersession", "coding", [
        "terraform PRs need a +1 from okonkwo before apply",
        "terraform reviews -> priyanka from this sprint, ping her directly",
    ], [("who signs off on infra-as-code changes?", ["priyanka"], ["okonkwo"])]),
    ("supersession", "coding", [
        "flags are served by flagsmith, sdk key in 1password under flags-prod",
        "growthbook sdk wired into web and ios, first experiment rolled out to 5% of users",
    ], [("what do we use for feature toggles?", ["growthbook"], ["flagsmith"])]),
    ("supersession", "coding", [
        "the lambdas are pinned to python3.9 in template.yaml",
        "chore(lambdas): set Runtime: python3.12 across template.yaml, all tests green",
    ], [("which python do the lambdas run on?", ["python3.12"], ["python3.9"])]),
    ("supersession", "coding", [
        "exceptions from the android app land in crashlytics",
        "android crashes show up in embrace, project droid-main, alerts to the mobile channel",
    ], [("where do I look for android crash reports?", ["embrace"], ["crashlytics"])]),
    ("supersession", "coding", [
        "gateway upstream timeout is 15s",
        "standup:\n- y: chased the export 504s, gateway upstream timeout -> 45s\n"
        "- t: pairing w/ ines on the csv fix\n- blockers: none",
    ], [("how long does the gateway wait on a slow upstream?", ["45s"], ["15s"])]),
    ("supersession", "coding", [
        "python deps are managed with poetry, poetry.lock is committed",
        "merged the uv.lock PR, a cold install on ci takes 4 seconds",
    ], [("What do we manage python dependencies with?", ["uv.lock"], ["poetry"])]),
    ("supersession", "coding", [
        "prod postgres is 13.9 on rds, minor upgrades on auto",
        "upgrade(db): prod cluster on pg 16.4, blue/green cutover done at 02:10",
    ], [("what version of postgres is prod running?", ["16.4"], ["13.9"])]),
    ("supersession", "life", [
        "gym membership is at puregym on the high street, 24.99 a month",
        "joined the bouldering wall by the office, going tue and thu after work",
    ], [("where do I work out?", ["bouldering wall"], ["puregym"])]),
    ("supersession", "life", [
        "mobile plan is with giffgaff, 20gb, rolls over on the 3rd",
        "ported my number to smarty, new sim arrived this morning",
    ], [("which network is my phone on?", ["smarty"], ["giffgaff"])]),
    ("supersession", "life", [
        "dentist: dr. halvorsen at the green street practice",
        "registered with a dentist near the new flat, dr. achterberg, first checkup 3 march",
    ], [("who's my dentist?", ["achterberg"], ["halvorsen"])]),
    ("supersession", "life", [
        "mila's swimming lessons are on saturday mornings at 9",
        "mila swims on wednesdays after school this term, coach says she's ready for "
        "stage 4",
    ], [("what day is mila's swim class?", ["wednesdays"], ["saturday mornings"])]),

    # correction
    ("correction", "coding", [
        "staging redis is on port 6380",
        "scratch that, staging redis listens on 6390, I read the wrong compose file",
    ], [("which port do I point at for staging redis?", ["6390"], ["6380"])]),
    ("correction", "coding", [
        "release branch for the spring cut is release/2026.03",
        "linh: wrong, it's release/2026.04, march got skipped",
    ], [("what's the spring release branch called?", ["release/2026.04"],
         ["release/2026.03"])]),
    ("correction", "coding", [
        "vendor file drop is sftp.partnerhub.io:2222, key-based auth only",
        "misremembered the vendor host, it's files.partnerhub.io, same port",
    ], [("what host do I sftp into for the vendor drops?", ["files.partnerhub.io"],
         ["sftp.partnerhub.io"])]),
    ("correction", "coding", [
        "api keys get rotated every 90 days per the security policy",
        "typo above, key rotation is every 30 days",
    ], [("how often do api keys have to be rotated?", ["30 days"], ["90 days"])]),
    ("correction", "coding", [
        "checkout latency dashboard uid is x9Qa2",
        "that uid was the staging copy; the real one is Kp71z",
    ], [("what's the uid of the checkout latency dashboard?", ["Kp71z"], ["x9Qa2"])]),
    ("correction", "coding", [
        "demo for the reliability review is thursday 14:00",
        "need to bring the slo burn-rate chart to the reliability review",
        "ask omari for the pager noise numbers before the demo",
        "nope, reliability review demo is at 15:30, I had the old invite open",
    ], [("what time do I present at the reliability review?", ["15:30"], ["14:00"])]),
    ("correction", "coding", [
        "max upload size on the media service: 25 MB",
        "media service thumbnails are webp, 3 sizes",
        "media service runs 4 replicas in eu-west",
        "correction on the upload cap: 50 MB for everyone, I was reading the free tier row",
    ], [("what's the biggest file the media service will accept?", ["50 MB"], ["25 MB"])]),
    ("correction", "coding", [
        "fix(auth): session ttl 12h",
        "fixup! fix(auth): session ttl is 8h, the message above was wrong",
    ], [("how long does a login session last before it expires?", ["8h"], ["12h"])]),
    ("correction", "life", [
        "parents' anniversary dinner booked at casa rosa for the 17th",
        "ugh, got it wrong, the casa rosa booking is for the 19th",
    ], [("which night is mum and dad's anniversary meal?", ["19th"], ["17th"])]),
    ("correction", "life", [
        "new neighbour upstairs is called vasil, has a greyhound",
        "neighbour's name is vasko, I misheard him at the door",
    ], [("what's the guy upstairs called?", ["vasko"], ["vasil"])]),
    ("correction", "life", [
        "cabin wifi pw: pinecone77",
        "host texted, the cabin wifi is pinecone_77 with an underscore",
    ], [("what's the wifi password at the cabin?", ["pinecone_77"], ["pinecone77"])]),

    # event_change: the value moves by an event that does not name it
    ("event_change", "coding", [
        "payments-recon on-call primary: halima, secondary: georgi",
        "halima's last day is friday, she's off to a startup",
        "tobiah is carrying the payments-recon pager until we hire",
    ], [("who gets paged first for payments-recon?", ["tobiah"], ["primary: halima"])]),
    ("event_change", "coding", [
        "design approvals for the checkout flow come from annika",
        "annika starts parental leave monday, back in april",
        "checkout design questions go to jomo while she's out",
    ], [("who approves checkout designs this month?", ["jomo"], ["from annika"])]),
    ("event_change", "coding", [
        "the metrics scraper runs on mon-02.fra",
        "the whole frankfurt rack was powered down on the 3rd, contract over",
        "prometheus came up fine on mon-07.ams, targets all green",
    ], [("which box is the metrics scraper on?", ["mon-07.ams"], ["mon-02.fra"])]),
    ("event_change", "coding", [
        "image-resizer deploys to us-east-2",
        "aws ohio region shut down for us on the 1st, every workload migrated to oregon",
    ], [("which aws region does the image resizer run in?", ["oregon"], ["us-east-2"])]),
    ("event_change", "coding", [
        "sms verification codes go out through twilio",
        "the twilio contract ran out on the 30th, procurement didn't renew",
        "otp texts are sent via vonage since the 1st, delivery rate looks ok",
    ], [("which provider sends our sms login codes?", ["vonage"], ["through twilio"])]),
    ("event_change", "coding", [
        "date handling in the web app uses moment.js",
        "platform guild put moment on the banned-deps list, end of life",
        "date-fns landed in web, every import passes lint",
    ], [("which date library does the web app use?", ["date-fns"], ["moment.js"])]),
    ("event_change", "coding", [
        "search relevance bugs -> team heron",
        "heron was dissolved in the reorg, people spread over three squads",
        "search relevance tickets get triaged by the discovery squad (lead: ferdinand)",
    ], [("who picks up search ranking bugs?", ["discovery squad"], ["team heron"])]),
    ("event_change", "coding", [
        "status page is hosted on statuspage.io, login in the shared vault",
        "atlassian retired the plan we were on, no migration path offered",
        "incident updates publish from instatus, same custom domain",
    ], [("what hosts our public status page?", ["instatus"], ["statuspage.io"])]),
    ("event_change", "coding", [
        "the nightly invoice export is scheduled by jenkins on ci-old-1",
        "ci-old-1's disk died and nobody is rebuilding it",
        "invoice export is a github actions cron, 01:30 utc, workflow invoices.yml",
    ], [("what schedules the nightly invoice export?", ["github actions"],
         ["jenkins on ci-old-1"])]),
    ("event_change", "life", [
        "tuesday babysitter: marisol, 07700 900481",
        "marisol is moving back to bogotá at the end of the month :(",
        "found someone for tuesdays, ingeborg, uni student, 14/h",
    ], [("who's looking after the kids on tuesday evenings?", ["ingeborg"],
         ["babysitter: marisol"])]),
    ("event_change", "life", [
        "my gp: dr okafor at linden road",
        "okafor retired last month, the practice sent a lovely card",
        "letter came: I'm registered with dr salgado at the riverside health centre",
    ], [("which doctor am I with?", ["salgado"], ["dr okafor"])]),
    ("event_change", "life", [
        "we get our veg box from hollybush farm every friday",
        "the farm that does our veg box stopped deliveries, owners retiring",
        "first riverford box arrived, far too much kale",
    ], [("who supplies the weekly veg box?", ["riverford"], ["hollybush"])]),

    # where: the answer is a place, and it moved
    ("supersession", "coding", [
        "api reference lives at https://developer.tallow.io/ref",
        "api reference: https://docs.tallow.io/api/v3, redirects set up for old links",
    ], [("where can I read the api reference?", ["docs.tallow.io/api/v3"],
         ["developer.tallow.io/ref"])]),
    ("event_change", "coding", [
        "nightly db dumps go to s3://ops-backups-legacy/pg/",
        "the legacy aws account got closed in the cost sweep",
        "backup cron target: gs://tidewater-dr-dumps/pg, first dump verified with a restore",
    ], [("where do the nightly database dumps end up?", ["gs://tidewater-dr-dumps"],
         ["s3://ops-backups-legacy"])]),
    ("supersession", "coding", [
        "deploy notifications post to #deploys",
        "deploy bot posts in #eng-releases, mute it if it's too chatty",
    ], [("which slack channel shows deploy announcements?", ["#eng-releases"],
         ["#deploys"])]),
    ("event_change", "coding", [
        "sprint planning in room 3.14, the one with the broken blind",
        "facilities is gutting the third floor for renovation from monday",
        "sprint planning invite: ground floor, room g.07, same time",
    ], [("which room is sprint planning in?", ["g.07"], ["3.14"])]),
    ("supersession", "coding", [
        "feature flag defaults are in config/flags.yaml",
        "refactor(config): flag defaults live in packages/settings/src/flags.ts",
    ], [("what file has the default flag values?", ["packages/settings/src/flags.ts"],
         ["config/flags.yaml"])]),
    ("event_change", "coding", [
        "base images are pulled from harbor.larkspur.internal/base",
        "the harbor vm was switched off with the datacenter exit",
        "ci pulls base images from ghcr.io/larkspur-eng/base, creds in the org secret",
    ], [("where does ci get the base images from?", ["ghcr.io/larkspur-eng/base"],
         ["harbor.larkspur.internal"])]),
    ("event_change", "coding", [
        "runbooks are in confluence at acme-ops.atlassian.net/wiki/RUN",
        "confluence licence lapsed at the end of q2, finance won't renew",
        "runbooks: repo ops/runbooks, rendered at https://runbooks.tidewater.dev",
    ], [("where do I find the runbooks?", ["runbooks.tidewater.dev"],
         ["acme-ops.atlassian.net/wiki/RUN"])]),
    ("event_change", "coding", [
        "team office: 14 carver street, 2nd floor, buzz the green door",
        "carver street lease ended friday, movers took the desks and the plants",
        "first week at the canal wharf building, level 5, badges from reception",
    ], [("which building do we work out of?", ["canal wharf"], ["14 carver street"])]),
    ("event_change", "life", [
        "my sister rukmini lives in leeds, near the park",
        "rukmini's settled in glasgow, the new job started monday",
    ], [("what city is rukmini in?", ["glasgow"], ["leeds"])]),
    ("supersession", "life", [
        "book club meets in the back room of the lamb & flag, first monday",
        "book club was at juniper's flat last night, she offered to host every month",
    ], [("where does book club meet?", ["juniper's flat"], ["lamb & flag"])]),

    # partial_update: one part of a compound value changes
    ("partial_update", "coding", [
        "quarterly architecture review: 12 june, room orion, 10:00-12:00",
        "arch review pushed a week, 19 june",
    ], [("what day is the architecture review?", ["19 june"], ["12 june"])]),
    ("partial_update", "coding", [
        "sharding rfc reviewers: aditi, bram, colm",
        "bram moved over to the mobile team this week",
        "wenjun picked up the empty reviewer seat on the sharding rfc",
    ], [("who's the third reviewer on the sharding rfc?", ["wenjun"], ["aditi, bram"])]),
    ("partial_update", "coding", [
        "office guest wifi: ssid moth-guest, password lanternfish",
        "guest wifi password rotated for the quarter: quokka-42",
    ], [("what do visitors type in for the wifi password?", ["quokka-42"],
         ["lanternfish"])]),
    ("partial_update", "coding", [
        "public api limits: 100 req/min per key, burst 20",
        "per-key limit on the public api raised to 300 req/min for the launch",
    ], [("what are the rate limits on the public api?", ["300 req/min", "burst 20"],
         ["100 req/min"])]),
    ("partial_update", "life", [
        "flight to bilbao: VY7221, departs 07:15 from gatwick, seat 14C",
        "airline emailed, the bilbao flight leaves at 09:40",
    ], [("what time's my bilbao flight?", ["09:40"], ["07:15"])]),

    # never_said: an attribute never stated of a known thing
    ("never_said", "coding", [
        "ledger-sync is owned by the treasury squad, repo gitlab.com/tidewater/ledger-sync",
        "ledger-sync runs every 10 minutes and writes to the recon schema",
    ], [("who's on call for ledger-sync this week?", [], [], ["on-call", "on call"])]),
    ("never_said", "life", [
        "trip to ljubljana 3-7 october, airbnb near the river",
        "ljubljana: want to see the castle and the market",
    ], [("how much did the ljubljana trip cost?", [], [], ["ljubljana cost", "price"])]),
    ("never_said", "coding", [
        "search-indexer is a rust service, owned by piotrek",
        "search-indexer consumes the catalog-changes topic",
    ], [("what's the memory limit on the search indexer?", [], [], ["memory", "GiB"])]),
    ("never_said", "coding", [
        "quill-api: python 3.12, fastapi, deployed to fly.io",
        "quill-api has 2 machines in ams",
    ], [("which database does quill-api talk to?", [], [], ["postgres", "mysql"])]),
    ("never_said", "life", [
        "zofia's wedding is 14 september in kraków, reception at the old mill",
        "need to book a hotel in kraków for zofia's wedding",
    ], [("what's the dress code for zofia's wedding?", [], [], ["dress code"])]),
    ("never_said", "coding", [
        "the q3 okr doc is owned by elif, first draft due end of july",
    ], [("what's the link to the q3 okr doc?", [], [], ["okr link", "http"])]),
    ("never_said", "life", [
        "car: 2017 skoda octavia, reg ends 4KX, mot due in may",
    ], [("who insures the car?", [], [], ["insure", "insurance"])]),
    ("never_said", "coding", [
        "pagerduty schedule for edge-proxy is edge-primary, rotates mondays",
        "edge-proxy p99 target 80ms",
    ], [("what's the escalation timeout on edge-proxy's schedule?", [], [],
         ["escalation"])]),
    ("never_said", "coding", [
        "the ml feature store is feast on redis, owned by data-platform",
    ], [("how long does the feature store keep old features?", [], [],
         ["retention", "ttl"])]),
    ("never_said", "life", [
        "physio with kwabena on thursdays at 5pm, for the knee",
    ], [("how much is a physio session?", [], [], ["physio cost", "per session"])]),

    # controls: nothing changed the asked slot
    ("controls", "coding", [
        "auth-svc runs node 20.11",
        "notif-svc got node 22 over the weekend, no issues",
    ], [("which node version is auth-svc on?", ["node 20.11"], [])]),
    ("controls", "coding", [
        "ci cache bucket: s3://kiln-ci-cache, region eu-central-1",
        "ci cache lifecycle rule: objects expire after 14 days",
    ], [("which bucket holds the ci cache?", ["s3://kiln-ci-cache"], [])]),
    ("controls", "coding", [
        "the checkout pager goes to aurelio this rotation",
        "added sunniva as secondary on the checkout pager",
    ], [("who's primary on the checkout pager?", ["aurelio"], [])]),
    ("controls", "coding", [
        "job queue is rabbitmq 3.13 on the shared cluster",
        "proposed moving the job queue to nats, team voted no, staying put",
    ], [("what message broker backs the job queue?", ["rabbitmq"], [])]),
    ("controls", "coding", [
        "the release train leaves tuesdays at 16:00, run by zdenek",
        "typo: release train cutoff is 15:00",
    ], [("who runs the release train?", ["zdenek"], [])]),
    ("controls", "coding", [
        "grafana runs on obs-01.lon",
        "obs-03.lon was decommissioned yesterday, disks wiped",
    ], [("what host is grafana on?", ["obs-01.lon"], [])]),
    ("controls", "coding", [
        "runbooks live at https://runbooks.kiln.dev",
        "api docs site moved to https://api.kiln.dev/docs",
    ], [("where are the runbooks?", ["runbooks.kiln.dev"], [])]),
    ("controls", "life", [
        "holiday booked: crete, 12-19 aug",
        "thought about sardinia instead but the flights were silly, sticking with the plan",
    ], [("where are we going in august?", ["crete"], [])]),
    ("controls", "life", [
        "my haircut place is sal's on the corner, ask for dimitri",
        "partner started going to a different barber, fade & co",
    ], [("who cuts my hair?", ["dimitri"], [])]),
    ("controls", "life", [
        "monday yoga teacher is saoirse",
        "the wednesday teacher, björn, left the studio",
    ], [("who teaches monday yoga?", ["saoirse"], [])]),
]  # fmt: skip
