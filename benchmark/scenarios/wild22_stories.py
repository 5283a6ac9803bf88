"""wild22: a held-out set over thirteen kinds of state question, written blind to the
product's rules. Its coding settings are an airline crew-rostering service, a university
course-registration system, a satellite ground-station scheduler, a brewery's fermentation
sensors, an insurance claims OCR pipeline, the release process of three open-source
Rust CLIs, a city's 311 app, a warehouse robot fleet, a law firm's document search, a ski
resort's lift-ticket API, a fintech's fraud-model retraining, a game studio's build farm, a
bus feed, a telescope queue, a carbon-accounting service, an ad bidder and a translation
memory service; its life settings are moving to Canada, a choir, a rescue dog, a home solar
install, a PhD thesis, an allotment, selling a flat, piano, a house share, childcare,
driving lessons, a passport and a boiler. The notes are terse shorthand, pasted CLI and
config output (kubectl, terraform, cargo, gh, systemd, df, psql, nginx, cron, .env),
pasted emails and chat messages, meeting minutes, voice-memo transcripts and a coding
agent's own summaries; many later notes give the new state with no change word."""

from __future__ import annotations

STORIES = [
    # ------------------------------------------------------------------ supersession
    (
        "supersession",
        "coding",
        [
            "crew-roster solver (CP-SAT) runs nightly on rost-batch-03.ops.skyline.internal, "
            "ortools==9.8.3296, publishes pairings to the crew portal at 02:15 UTC.",
            "Rostering infra after the Q2 capacity review:\n"
            "- solver box: rost-batch-11.ops.skyline.internal (64 vCPU, 256G)\n"
            "- ortools==9.10.4067\n"
            "- publish window 02:15 UTC, unchanged\n"
            "- old box handed back to the BI team",
        ],
        [
            (
                "which machine does the nightly pairing solver run on these days?",
                ["rost-batch-11"],
                ["rost-batch-03"],
            ),
            (
                "remind me which or-tools version the roster solver is pinned to",
                ["9.10.4067"],
                ["9.8.3296"],
            ),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "#registrar-eng: Fall 2026 priority registration opens Mon 13 April 07:00 for "
            "seniors, juniors 15 April. Dates live in the `reg.priority_windows` config.",
            "Sophomore advising hold release is scripted for 10 April (job hold-release-fa26).",
            "From: Registrar's Office <registrar@westbrook.edu>\n"
            "Subject: RE: priority registration dates\n\n"
            "Hi all,\nPer the provost's memo, senior priority registration for Fall 2026 opens "
            "Monday 20 April at 07:00; juniors follow on Wednesday 22 April. Please update "
            "whatever needs updating on your side.\n\nThanks,\nDenise",
        ],
        [
            (
                "when do seniors and juniors get to start registering for fall 2026?",
                ["20 April", "22 April"],
                ["13 April", "15 April"],
            ),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            'tidyfs MSRV policy: rust-version = "1.70" in Cargo.toml; CI matrix runs msrv, '
            "stable and beta on ubuntu + macos.",
            '```\n$ grep -n rust-version Cargo.toml\n7:rust-version = "1.74"\n```\n'
            "(clap 4.5 needs it; msrv job in ci.yml follows the Cargo.toml value)",
        ],
        [
            (
                "whats the msrv for tidyfs atm",
                ["1.74"],
                ["1.70"],
            ),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "gs-scheduler API: grpc sched.gs.orbitlane.io:7443, mTLS client cert in vault at "
            "secret/gs/sched-client. Pass-booking client reads SCHED_ADDR.",
            "Telemetry archive bucket is orbitlane-tlm-archive-eu now (the us bucket is "
            "read-only).",
            '```\n$ terraform output\nscheduler_endpoint = "sched-v2.gs.orbitlane.io:8443"\n'
            'scheduler_cert_path = "secret/gs/sched-client"\n'
            'tlm_archive_bucket = "orbitlane-tlm-archive-eu"\n```',
        ],
        [
            (
                "what address do I point the pass-booking client at?",
                ["sched-v2.gs.orbitlane.io", "8443"],
                ["sched.gs.orbitlane.io", "7443"],
            ),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "Fermenter telemetry: iSpindel gravity probes publish to mqtt://brewhub.local:1883, "
            "topic brew/fv/+/gravity, every 15 min. Node-RED flow 'gravity-to-influx' "
            "subscribes.",
            "Agent summary: reflashed all 6 probes with the new config profile. Gravity "
            "readings go to cellar/fermenters/<fv_id>/sg on the same broker, interval 300s. "
            "Node-RED subscription and the Grafana panels point at the new topic; "
            "verified FV1-FV6 all reporting.",
        ],
        [
            (
                "what mqtt topic do the gravity readings come in on?",
                ["cellar/fermenters/"],
                ["brew/fv/+/gravity"],
            ),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "Build farm: Horde agents sync from perforce ssl:p4-edge-lon.greyfox.games:1666, "
            "stream //Nebula/Main.",
            "Unreal bumped to 5.4.4 on all build agents.",
            "p4 info from bf-win-22:\n"
            "  User name: svc-buildfarm\n"
            "  Client stream: //Nebula/Main\n"
            "  Server address: ssl:p4-edge-ams.greyfox.games:1666\n"
            "  Server version: P4D/LINUX26X86_64/2024.1/2625398",
            "Shader DDC cache on bf-cache-01 cleaned, 1.1T freed.",
        ],
        [
            (
                "which perforce server are the build agents syncing from?",
                ["p4-edge-ams"],
                ["p4-edge-lon"],
            ),
        ],
    ),
    (
        "supersession",
        "life",
        [
            "Flights to Toronto booked! AC 849 from Heathrow, Thursday 4 June, lands 14:05. "
            "Airbnb on Dovercourt Rd for the first 3 weeks, check-in from 4pm.",
            "Air Canada schedule change email. Itinerary:\n"
            "AC 851  LHR 16:40 -> YYZ 19:25  Saturday 6 June\n"
            "Seats 34J/34K kept. Bags 2 x 23kg each.",
            "Told the Airbnb host we'll arrive late, she's leaving a lockbox code.",
        ],
        [
            (
                "what day are we flying out to Toronto again?",
                ["6 June"],
                ["4 June"],
            ),
        ],
    ),
    (
        "supersession",
        "life",
        [
            "Choir (Harbourside Singers): rehearsals Tuesdays 7:30pm, St Columba's church hall. "
            "Bring the Faure Requiem scores + a pencil.",
            "WhatsApp from Gillian (choir sec): 'Hi all! Rehearsals are in the upstairs room at "
            "the Quaker Meeting House on Ship St from next week. Same time. Lift round the "
            "back for anyone who needs it x'",
        ],
        [
            (
                "where's choir practice on tuesday",
                ["Quaker Meeting House"],
                ["St Columba"],
            ),
        ],
    ),
    # ------------------------------------------------------------------ correction
    (
        "correction",
        "coding",
        [
            "claims-ocr: fields with confidence < 0.85 route to the manual review queue "
            "`ocr-review-uk`.",
            "correction to my note about the review threshold: it's 0.58, not 0.85 - I "
            "transposed the digits. settings.py has MIN_FIELD_CONFIDENCE = 0.58",
        ],
        [
            (
                "below what confidence does an extracted field go to manual review?",
                ["0.58"],
                ["0.85"],
            ),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "311 app: Open311 GeoReport v2 base https://311api.marlowfalls.gov/open311/v2, "
            "jurisdiction_id=mf-staging, api_key in 1Password 'Open311 prod'.",
            "oops, pasted the wrong jurisdiction earlier. Prod requests send "
            "jurisdiction_id=marlowfalls-il.",
        ],
        [
            (
                "what jurisdiction_id does the 311 app send in prod?",
                ["marlowfalls-il"],
                ["mf-staging"],
            ),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "AMR fleet: zone C aisle speed limit 1.2 m/s per safety sign-off SO-114. "
            "fleet_config.yaml zone_c.max_speed set accordingly.",
            "Agent note: I misread SO-114 earlier. The zone C aisle limit is 0.8 m/s; the "
            "higher figure in that doc is for the main corridor. Updated "
            "fleet_config.yaml zone_c.max_speed: 0.8 and re-ran the sim.",
        ],
        [
            (
                "whats the speed cap for robots in the zone C aisles",
                ["0.8 m/s"],
                ["1.2 m/s"],
            ),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "DocSearch (Harlow & Penn): matter documents are indexed into alias "
            "`matters-current`, nightly reindex 01:00 from iManage.",
            "Priya corrected me: the alias the search UI actually queries is "
            "`hp-matters-live`. The other name was only in the design doc, never created.",
        ],
        [
            (
                "which ES alias does the doc search UI query?",
                ["hp-matters-live"],
                ["matters-current"],
            ),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "Lift-ticket partner API (Alpenrand): partners limited to 600 req/min per key, "
            "429 + Retry-After beyond that.",
            "typo in my rate limit note - extra zero. From the nginx conf:\n"
            "limit_req_zone $http_x_partner_key zone=partners:10m rate=60r/m;\n"
            "limit_req zone=partners burst=20 nodelay;",
        ],
        [
            (
                "what's the per-key rate limit on the partner api again?",
                ["60r/m"],
                ["600 req/min"],
            ),
        ],
    ),
    (
        "correction",
        "life",
        [
            "Thesis: final submission deadline 30 September via the Graduate School portal, "
            "viva probably Nov/Dec. Ch4 still needs the ablation results.",
            "[voice memo, transcribed] ok so I just re-read the regs email properly and, um, "
            "submission is 30 August. Thirtieth of August. The later date is for the "
            "corrected version after the viva. So. Mild panic.",
        ],
        [
            (
                "when's my thesis due to be submitted??",
                ["30 August"],
                ["30 September"],
            ),
        ],
    ),
    (
        "correction",
        "life",
        [
            "Solar quote from BrightRoof: 14 panels x 430W = 6.02 kWp, Sigenergy 8kWh "
            "battery, install w/c 9 March, £10,350.",
            "Rang BrightRoof, the quote PDF was wrong - the roof only fits 12 panels (vent on "
            "the south dormer). So 12 x 430W = 5.16 kWp. Revised price £9,480, same battery "
            "and install week.",
        ],
        [
            (
                "how big is the solar system we're getting, in kWp?",
                ["5.16 kWp"],
                ["6.02 kWp"],
            ),
            (
                "and how many panels is it?",
                ["12 panels"],
                ["14 panels"],
            ),
        ],
    ),
    # ------------------------------------------------------------------ restatement
    (
        "restatement",
        "coding",
        [
            "fraud model (xgboost) retrains weekly, Sunday 03:00 UTC, Airflow DAG "
            "`fraud_retrain_weekly`, training window = last 90 days of labelled chargebacks.",
            "Standup: Marco asked whether retrain went daily. No - still weekly, Sunday "
            "03:00 UTC, 90-day window.",
        ],
        [
            (
                "when does the fraud model retrain?",
                ["Sunday 03:00 UTC"],
                [],
            ),
        ],
    ),
    (
        "restatement",
        "coding",
        [
            "GTFS-rt vehicle positions: https://rt.northlinebus.org/gtfsrt/vehiclepositions.pb, "
            "polled every 20s by the arrival predictor.",
            "Northline outage this morning was their cert expiring, nothing on our side. Feed "
            "URL confirmed with their IT: "
            "https://rt.northlinebus.org/gtfsrt/vehiclepositions.pb",
        ],
        [
            (
                "what's the vehicle positions feed url again?",
                ["rt.northlinebus.org/gtfsrt/vehiclepositions.pb"],
                [],
            ),
        ],
    ),
    (
        "restatement",
        "coding",
        [
            "obsqueue-api: SQLAlchemy pool_size=10, max_overflow=5 against postgres obsq-db-1.",
            "prod .env for obsqueue-api:\n"
            "OBSQ_DB_HOST=obsq-db-1\n"
            "OBSQ_POOL_SIZE=25\n"
            "OBSQ_MAX_OVERFLOW=5\n"
            "OBSQ_LOG_LEVEL=info",
        ],
        [
            (
                "what's the db pool size for obsqueue in prod?",
                ["OBSQ_POOL_SIZE=25"],
                ["pool_size=10"],
            ),
        ],
    ),
    (
        "restatement",
        "coding",
        [
            "carbonledger: grid emission factors from the DEFRA 2024 conversion factors, "
            "loaded with `factors load --set defra-2024-v1.1`.",
            "Q from Ines: did we pick up DEFRA 2025 yet? A: no, prod stays on defra-2024-v1.1 "
            "until finance signs off.",
            "carbonledger=> select set_name, loaded_at from factor_sets where active;\n"
            "    set_name     |      loaded_at\n"
            "-----------------+---------------------\n"
            " defra-2024-v1.1 | 2025-01-08 10:12:44\n"
            "(1 row)",
        ],
        [
            (
                "which emission factor set is prod using?",
                ["defra-2024-v1.1"],
                [],
            ),
        ],
    ),
    (
        "restatement",
        "coding",
        [
            "ad-bidder consumes bid requests from kafka topic `bidreq.v3`, consumer group "
            "`bidder-eu-1`, 48 partitions.",
            "$ kafka-consumer-groups --describe --group bidder-eu-1\n"
            "GROUP        TOPIC     PARTITIONS  TOTAL-LAG\n"
            "bidder-eu-1  bidreq.v3 48          2114",
        ],
        [
            (
                "what consumer group does the bidder use?",
                ["bidder-eu-1"],
                [],
            ),
        ],
    ),
    (
        "restatement",
        "life",
        [
            "Biscuit (rescue lurcher) - shelter says 2 cups of Burns sensitive a day, split "
            "morning/evening. No chicken at all.",
            "Vet check on the 14th: 23.4kg, healthy. Vet agreed: keep him on 2 cups a day of "
            "the Burns, still no chicken.",
        ],
        [
            (
                "how much food does Biscuit get a day?",
                ["2 cups"],
                [],
            ),
        ],
    ),
    (
        "restatement",
        "life",
        [
            "Zoe's swimming (Stage 4) at Riverside Leisure: Saturdays 9:30, coach Dan, £7.80 "
            "a session, paid termly.",
            "Riverside summer term invoice: 11 sessions x £8.40 = £92.40. Saturdays 9:30 with Dan.",
        ],
        [
            (
                "how much is zoe's swimming per session?",
                ["£8.40"],
                ["£7.80"],
            ),
        ],
    ),
    # ------------------------------------------------------------------ partial_update
    (
        "partial_update",
        "coding",
        [
            "claims-ocr worker config:\n"
            "  model: donut-claims-v3\n"
            "  batch_size: 16\n"
            "  gpu: A10G\n"
            "  queue: sqs claims-intake-prod",
            "worker model -> donut-claims-v4 (eval F1 0.91 vs 0.87).",
        ],
        [
            (
                "which model is the ocr worker running?",
                ["donut-claims-v4"],
                ["donut-claims-v3"],
            ),
            (
                "what batch size does the ocr worker use?",
                ["batch_size: 16"],
                [],
            ),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "Pass planning defaults for ORB-4: antenna GS-KIR-2 (Kiruna), min elevation 10°, "
            "downlink X-band 8212.5 MHz.",
            "ORB-4: GS-KIR-2 is down for a feed-horn swap until February. Book ORB-4 contacts "
            "on GS-PUN-1 (Punta Arenas).",
        ],
        [
            (
                "which antenna should I book ORB-4 passes on?",
                ["GS-PUN-1"],
                ["GS-KIR-2"],
            ),
            (
                "what's the minimum elevation for ORB-4 passes?",
                ["10°"],
                [],
            ),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "reg-service waitlist: max 25 per section, auto-enroll on drop, 24h claim window, "
            "notification email via SES.",
            "Waitlist claim window: 48h (faculty senate, effective spring term).",
        ],
        [
            (
                "how long does a student get to claim a waitlist seat?",
                ["48h"],
                ["24h"],
            ),
            (
                "what's the waitlist cap per section?",
                ["max 25"],
                [],
            ),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "FTL rules in roster-legality: min rest 12h after a duty >10h, max FDP 13h for "
            "2-sector days, 100h flight time per 28 days.",
            "roster-legality (CREW-2231, per the ops memo): rest after a long duty = 14h.",
        ],
        [
            (
                "what's the min rest we enforce after a long duty day?",
                ["14h"],
                ["min rest 12h"],
            ),
            (
                "whats the cap on flight hours over a rolling 28-day window?",
                ["100h"],
                [],
            ),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "quillfmt release: cargo-dist builds x86_64-unknown-linux-musl, "
            "aarch64-apple-darwin, x86_64-pc-windows-msvc; artifacts signed with minisign "
            "key keys/quillfmt-2023.pub; publish to crates.io from the tag job.",
            "Releases from 0.9 on are signed with keys/quillfmt-2025.pub. The 2023 key stays "
            "in the repo only to verify old releases.",
        ],
        [
            (
                "which key file signs quillfmt releases?",
                ["quillfmt-2025.pub"],
                ["quillfmt-2023.pub"],
            ),
            (
                "do we still build a linux musl target for quillfmt?",
                ["x86_64-unknown-linux-musl"],
                [],
            ),
        ],
    ),
    (
        "partial_update",
        "life",
        [
            "Flat sale: listed with Harper & Lowe, asking £285,000, agent fee 1.2% + VAT, "
            "viewings Saturday mornings.",
            "Three weeks, no offers. On Harper & Lowe's advice: asking price £272,500.",
        ],
        [
            (
                "what's the flat on the market for?",
                ["£272,500"],
                ["£285,000"],
            ),
            (
                "what fee is the agent taking?",
                ["1.2%"],
                [],
            ),
        ],
    ),
    (
        "partial_update",
        "life",
        [
            "Allotment: plot 17B at Fernhill, rent £48/yr, water troughs filled Wednesdays, "
            "committee contact is Ray.",
            "Fernhill newsletter: troughs topped up on Sundays (hosepipe rota). Rent next "
            "year £52.",
        ],
        [
            (
                "which day do the allotment troughs get filled",
                ["Sundays"],
                ["Wednesdays"],
            ),
            (
                "what's my plot number again?",
                ["17B"],
                [],
            ),
        ],
    ),
    # ------------------------------------------------------------------ event_change
    (
        "event_change",
        "coding",
        [
            "Fleet charging: AMRs dock at charging bank CB-North (8 pads); fleet manager sends "
            "a robot to charge at SoC < 25%.",
            "The north charging bank tripped its breaker overnight; electrical says it stays "
            "out until the replacement PDU arrives. Fleet manager is routing every robot to "
            "CB-South (6 pads) and the charge trigger is 35% so they don't queue.",
        ],
        [
            (
                "where are the robots charging right now?",
                ["CB-South"],
                ["CB-North"],
            ),
            (
                "at what battery level does a robot go off to charge?",
                ["35%"],
                ["25%"],
            ),
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "DocSearch prod ES cluster: es-hp-prod-a (3 nodes, eu-west-2a); snapshots to "
            "s3://hp-es-snapshots.",
            "INC-5582: the zone outage took the primary search cluster down. "
            "docsearch-es.internal points at es-hp-prod-b and stays there until the "
            "postmortem.",
        ],
        [
            (
                "which ES cluster is docsearch serving from?",
                ["es-hp-prod-b"],
                ["es-hp-prod-a"],
            ),
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "311 app on-call: primary Sam Whitford, backup Leah Ortiz; Opsgenie rotation "
            "'civic-apps'.",
            "Sam's last day was Friday (leaving drinks at the Crown). Leah takes primary on "
            "civic-apps; Tomasz Wojcik is backup from Monday.",
        ],
        [
            (
                "who's primary on-call for the 311 app?",
                ["Leah"],
                ["Sam Whitford"],
            ),
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "FV3 gravity probe: iSpindel ISP-4471, calibrated 2 Feb, offset -0.002.",
            "Cleaning crew dropped the FV3 probe into the caustic tank, it's dead. Paired a "
            "spare for FV3: ISP-5902, calibration offset +0.001, same Brewfather stream.",
        ],
        [
            (
                "what's the device id of the probe in FV3?",
                ["ISP-5902"],
                ["ISP-4471"],
            ),
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "iOS builds run on mac-mini-bf-04 (M2 Pro, Xcode 15.4), Jenkins label `ios-sign`.",
            "The iOS signing mac's SSD died during last night's build. The `ios-sign` label is "
            "on the spare, mac-studio-bf-01: Xcode 15.4 installed this morning, dist certs "
            "imported, test build green.",
        ],
        [
            (
                "which box has the ios-sign label?",
                ["mac-studio-bf-01"],
                ["mac-mini-bf-04"],
            ),
        ],
    ),
    (
        "event_change",
        "life",
        [
            "House bills (5 of us): energy £210/mo, broadband £35, split 5 ways = £49 each. "
            "Paid via Splitwise, Dev collects.",
            "Dev moved out on the 31st, his room's empty till September. Four of us on the "
            "bills; Amara's collecting.",
        ],
        [
            (
                "who collects the bill money?",
                ["Amara"],
                ["Dev collects"],
            ),
        ],
    ),
    (
        "event_change",
        "life",
        [
            "Childcare: Mia goes to Jenny Marsh (childminder) Mon/Tue/Thu, drop-off 8:15, "
            "pickup 5:30, £6.50/hr.",
            "Jenny broke her wrist - off work 6 weeks. Mia's at Little Acorns nursery "
            "Mon/Tue/Thu meanwhile; drop-off 8:00, pickup by 6.",
        ],
        [
            (
                "where is Mia going on childcare days?",
                ["Little Acorns"],
                ["Jenny Marsh"],
            ),
        ],
    ),
    # ------------------------------------------------------------------ cancellation
    (
        "cancellation",
        "coding",
        [
            "Plan: migrate reg-service Postgres to Aurora PostgreSQL over spring break, "
            "cutover window 16 March 22:00, rollback by 02:00.",
            "Aurora migration is off. The CIO froze infra changes until the SIS replacement "
            "is picked; reg-service stays on the on-prem cluster (regdb-01/02).",
        ],
        [
            (
                "when's the reg-service database cutover happening?",
                ["Aurora migration is off"],
                ["16 March 22:00"],
            ),
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "rivet 1.0 planned for 2 May: stabilise config schema, drop the deprecated "
            "--legacy-wrap flag, blog post + HN.",
            "Release sync notes: not shipping 1.0 in May - config schema still moving. Next "
            "release is 0.14 with the deprecation warnings only. No 1.0 date set.",
        ],
        [
            (
                "when does rivet 1.0 ship?",
                ["No 1.0 date set"],
                ["2 May"],
            ),
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "Lift-ticket API: dynamic pricing experiment `dynprice-b` planned for the 14 Feb "
            "weekend, 20% of web traffic, price floor €49.",
            "Legal review came back: no dynamic pricing during school holidays (consumer "
            "complaint risk). dynprice-b is cancelled; online day ticket stays flat at €62 "
            "through February.",
        ],
        [
            (
                "what's happening with the dynamic pricing test?",
                ["dynprice-b is cancelled"],
                ["20% of web traffic"],
            ),
            (
                "what's the online day-ticket price in feb?",
                ["€62"],
                ["€49"],
            ),
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "311: SMS intake (Twilio short code 31131) to be shut off 30 June; app banner "
            "nudges SMS users to the app from May.",
            "Council vote Tuesday: SMS intake stays. Shutdown cancelled, Twilio contract "
            "renewed through 2027. Banner ticket closed.",
        ],
        [
            (
                "when is SMS intake for 311 being turned off?",
                ["Shutdown cancelled"],
                ["30 June"],
            ),
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "Agent plan for tm-service:\n"
            "1. upgrade FastAPI to 0.115\n"
            "2. replace the Redis cache with an in-process LRU\n"
            "3. add fuzzy-match endpoint /v2/fuzzy",
            "User: drop step 2, Redis stays - the glossary service shares that cache. Going "
            "ahead with 1 and 3.",
        ],
        [
            (
                "are we swapping out redis in tm-service?",
                ["Redis stays"],
                ["in-process LRU"],
            ),
        ],
    ),
    (
        "cancellation",
        "life",
        [
            "Book club Thurs 19th at Hannah's - 'Tomorrow, and Tomorrow, and Tomorrow'. I'm "
            "bringing the wine.",
            "Hannah's kitchen flooded (boiler). Book club called off this month; next one "
            "April, book TBD.",
        ],
        [
            (
                "am I still bringing wine to book club this week?",
                ["called off"],
                ["Thurs 19th"],
            ),
        ],
    ),
    (
        "cancellation",
        "life",
        [
            "Entered for ABRSM Grade 5 piano, 24 June 10:40 at the Clifton centre. Scales "
            "list is on the fridge.",
            "Withdrew from the Grade 5 exam - wrist still not right after the sprain. £45 "
            "refund requested, aiming for the autumn session.",
        ],
        [
            (
                "what time's my piano exam?",
                ["Withdrew from the Grade 5"],
                ["10:40"],
            ),
        ],
    ),
    # ------------------------------------------------------------------ interruption
    (
        "interruption",
        "coding",
        [
            "Agent summary (roster-api Java 21 upgrade): step 1/4 done (Gradle 8.7 + "
            "toolchain). Step 2 (javax.* -> jakarta.*) in progress on branch "
            "chore/java21-jakarta. Paused: user needs an urgent hotfix.",
            "Hotfix shipped from hotfix/fdp-rounding as roster-api 4.12.1, tagged and deployed.",
            "Back on chore/java21-jakarta. jakarta swap done in 41/58 files; next: the "
            "remaining 17, then step 3 (Hibernate 6).",
        ],
        [
            (
                "remind me where I got to on the java 21 upgrade",
                ["41/58"],
                [],
            ),
            (
                "which branch should I be on right now?",
                ["chore/java21-jakarta"],
                ["hotfix/fdp-rounding"],
            ),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "tle-ingest refactor: moving from Space-Track's legacy tle_latest to the GP API "
            "(class gp). Branch feat/gp-api. Done: auth + client. Todo: parser, backfill job.",
            "Stopped on tle-ingest: Space-Track rate limit banned our IP for an hour. Pick up "
            "tomorrow.",
            "tle-ingest: GP JSON parser done, tested against 200 objects. Remaining: the "
            "backfill job (last 30 days).",
        ],
        [
            (
                "what's left on the tle-ingest GP refactor?",
                ["backfill job (last 30 days)"],
                [],
            ),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "Retrain run 2025-w14: hyperparam sweep, 48 trials on ray cluster fraud-ray-2.",
            "Paused the w14 sweep at trial 19/48 - spot nodes reclaimed. Checkpoints in "
            "s3://fraud-ml/sweeps/w14/.",
            "w14 sweep running again from checkpoint on on-demand nodes; 33/48 done, best "
            "AUC-PR 0.412 (trial 27).",
        ],
        [
            (
                "how far along is the w14 sweep?",
                ["33/48"],
                ["19/48"],
            ),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "Full reindex of hp-matters kicked off 21:00 Fri (1.8M docs).",
            "Reindex halted at ~740k docs - iManage API maintenance window started 23:00.",
            "Sat 07:10: reindex resumed with --resume-from cursor=740112. ETA ~4h.",
        ],
        [
            (
                "what's the status of the full docsearch reindex?",
                ["resumed with --resume-from"],
                ["halted"],
            ),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "git bisect on Nebula client, shader-compile crash: good=v0.42.0, bad=v0.44.3, "
            "~9 steps.",
            "Bisect parked - farm needed for milestone builds. 4 steps left, was testing a1c93f7.",
            "bisect done: first bad commit 7e2d0b9 'Switch DXC to 1.8'. Revert is on "
            "fix/dxc-revert, PR up.",
        ],
        [
            (
                "any news on the shader crash bisect - which commit is it?",
                ["7e2d0b9"],
                ["a1c93f7"],
            ),
        ],
    ),
    (
        "interruption",
        "life",
        [
            "Driving lessons with Bob (Pass Ahead): done roundabouts and dual carriageways, "
            "14 lessons so far.",
            "Pausing lessons over summer - money's tight and Bob's away in August.",
            "voice note to self: right, Bob's booked me in again from 9 Sept, two a week, "
            "and he says next up is manoeuvres - bay park and parallel park. Great.",
        ],
        [
            (
                "what am I working on next in driving lessons?",
                ["manoeuvres"],
                [],
            ),
            (
                "are my driving lessons still on hold?",
                ["9 Sept"],
                ["Pausing lessons"],
            ),
        ],
    ),
    (
        "interruption",
        "life",
        [
            "Hallway repaint: Farrow & Ball 'Skimming Stone' no.241. Ceiling done, walls "
            "first coat done.",
            "Ran out of paint halfway through the second coat (stairs side). B&Q ordering it.",
            "Got 2.5L of Skimming Stone, finished the second coat on the stairs wall. Left: "
            "skirting boards (white gloss) and touching up the door frame.",
        ],
        [
            (
                "what's left to do on the hallway?",
                ["skirting boards"],
                [],
            ),
        ],
    ),
    # ------------------------------------------------------------------ scope_permission
    (
        "scope_permission",
        "coding",
        [
            "claims-ocr review UI: only role `ocr_supervisor` can override extracted amounts "
            "over £5,000.",
            "RBAC change SEC-772: `ocr_reviewer_senior` may override amounts over £5,000 up "
            "to £25,000; above that it's supervisor only.",
        ],
        [
            (
                "can a senior reviewer override a £12k extracted amount?",
                ["ocr_reviewer_senior", "£25,000"],
                ["only role `ocr_supervisor`"],
            ),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "rivet crates.io owners: mkaur, jlindqvist, github:rivet-rs:maintainers (team).",
            "Post-incident (typosquat scare) we're tightening publish rights.",
            "```\n$ cargo owner --list\nmkaur (Manpreet Kaur)\nrivet-release-bot\n```\n"
            "Publishing goes through the release bot from the tag workflow; Manpreet kept as "
            "break-glass.",
        ],
        [
            (
                "who can publish rivet to crates.io?",
                ["rivet-release-bot"],
                ["jlindqvist", "github:rivet-rs:maintainers"],
            ),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "311 open data: the service-requests dataset is readable by city staff only (SSO "
            "group `311-analysts`).",
            "Open data policy passed. Service request data minus PII fields published at "
            "data.marlowfalls.gov/311, no API key needed.",
        ],
        [
            (
                "can the public pull 311 request data?",
                ["data.marlowfalls.gov/311"],
                ["city staff only"],
            ),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Agent rules for crew-portal: may edit code and run tests; must NOT run db "
            "migrations or touch terraform/.",
            "User: ok, you can run `alembic upgrade head` yourself against the local docker "
            "db. Still hands off staging/prod and terraform/.",
        ],
        [
            (
                "am I allowed to run the migrations locally in crew-portal?",
                ["local docker db"],
                ["must NOT run db migrations"],
            ),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "fermctl API: any brewer account can change FV temperature setpoints via "
            "POST /fv/{id}/setpoint.",
            "After the FV2 crash-cool incident: setpoint writes limited to the head brewer "
            "(Callum) and ops-bot. Brewer accounts read-only on /fv/*.",
        ],
        [
            (
                "can any brewer change a fermenter setpoint?",
                ["head brewer"],
                ["any brewer account"],
            ),
        ],
    ),
    (
        "scope_permission",
        "life",
        [
            "School pickup list for Ellie (Year 2): me, Tom, Grandma Pat. Password 'heron'.",
            "Emailed the school office: Nadia (Maya's mum) added to Ellie's pickup list, "
            "Wednesdays only.",
        ],
        [
            (
                "is Nadia allowed to collect Ellie?",
                ["Wednesdays only"],
                [],
            ),
        ],
    ),
    (
        "scope_permission",
        "life",
        [
            "Car insurance (Admiral) named drivers: me, Sam, and Leo (learner, provisional "
            "licence).",
            "Renewal done, £612. Named drivers: me and Sam. Leo's off it until he passes, then "
            "his own policy.",
        ],
        [
            (
                "is Leo insured on the car?",
                ["off it until he passes"],
                ["Leo (learner"],
            ),
        ],
    ),
    # ------------------------------------------------------------------ freshness
    (
        "freshness",
        "coding",
        [
            "$ kubectl -n tickets get deploy -o wide\n"
            "NAME        READY  IMAGES\n"
            "lift-api    6/6    registry.alpenrand.at/lift-api:2.31.0\n"
            "lift-admin  2/2    registry.alpenrand.at/lift-admin:1.9.0",
            "lift-admin 1.9.3 out (CSV export fix).",
            "lift-api 2.32.2 in prod 14:20, smoke tests green.",
        ],
        [
            (
                "what version of lift-api is live?",
                ["2.32.2"],
                ["2.31.0"],
            ),
        ],
    ),
    (
        "freshness",
        "coding",
        [
            "bf-cache-01 DDC: /mnt/ddc 91% used (3.6T/4T), needs cleanup soon.",
            "$ df -h /mnt/ddc   # bf-cache-01\n"
            "Filesystem      Size  Used Avail Use% Mounted on\n"
            "/dev/nvme1n1    8.0T  3.7T  4.3T  47% /mnt/ddc",
        ],
        [
            (
                "how full is the DDC disk on bf-cache-01?",
                ["47%"],
                ["91%"],
            ),
        ],
    ),
    (
        "freshness",
        "coding",
        [
            "fraud-scorer prod champion: fraud-xgb-2025w10 (AUC-PR 0.398); challenger w12 "
            "shadowing.",
            "MLflow registry, model fraud-xgb: alias Production -> version 2025w14; "
            "Archived: 2025w10, 2025w12.",
        ],
        [
            (
                "which fraud model is in production?",
                ["2025w14"],
                ["fraud-xgb-2025w10"],
            ),
        ],
    ),
    (
        "freshness",
        "coding",
        [
            "311 app flag `photo_upload_v2`: OFF in prod (LaunchDarkly), ON in staging.",
            "LD audit log: photo_upload_v2 / production -> 100% rollout (Oct 3, a.nguyen).",
        ],
        [
            (
                "is photo upload v2 on in prod yet?",
                ["100% rollout"],
                ["OFF in prod"],
            ),
        ],
    ),
    (
        "freshness",
        "coding",
        [
            "ORB-2 status: SAFE MODE since 03:12 UTC (reaction wheel 3 overcurrent). "
            "Housekeeping passes only, no payload tasking.",
            "ORB-2 NOMINAL as of 16:40 UTC. Wheel 3 disabled, flying the 3-wheel config. "
            "Payload tasking enabled.",
        ],
        [
            (
                "can I task ORB-2's payload right now?",
                ["NOMINAL"],
                ["SAFE MODE"],
            ),
        ],
    ),
    (
        "freshness",
        "coding",
        [
            "systemctl status waitlist-worker -> failed (Result: exit-code) since Mon 08:02; "
            "waitlist promotions not running.",
            "● waitlist-worker.service - Registration waitlist promoter\n"
            "     Loaded: loaded (/etc/systemd/system/waitlist-worker.service; enabled)\n"
            "     Active: active (running) since Tue 2025-11-18 09:14:55 UTC; 3h ago",
        ],
        [
            (
                "is the waitlist worker up?",
                ["active (running)"],
                ["failed (Result: exit-code)"],
            ),
        ],
    ),
    (
        "freshness",
        "life",
        [
            "Passport renewal (HMPO): applied 2 Apr, status 'We're working on your application'.",
            "HMPO text: passport printed and dispatched 19 Apr. DHL tracking 4471 2290 03.",
        ],
        [
            (
                "where's my passport renewal at?",
                ["dispatched"],
                ["working on your application"],
            ),
        ],
    ),
    (
        "freshness",
        "life",
        [
            "House joint account: £412.60 after the gas bill went out.",
            "Broadband bill £35 paid on the 2nd.",
            "Joint account balance £1,087.20 (everyone's paid in for Nov).",
        ],
        [
            (
                "how much is in the house account?",
                ["£1,087.20"],
                ["£412.60"],
            ),
        ],
    ),
    # ------------------------------------------------------------------ repair
    (
        "repair",
        "coding",
        [
            "Stripe webhooks to lift-api failing signature checks behind the new WAF. Temp "
            "fix: WAF rule 9921 exempts /webhooks/stripe from body inspection.",
            "Root cause: WAF re-encoded the body. Route now has `preserve_raw_body: true`; "
            "rule 9921 deleted, signatures verify.",
        ],
        [
            (
                "is the stripe webhook still relying on a WAF exemption?",
                ["preserve_raw_body: true"],
                ["exempts /webhooks/stripe"],
            ),
        ],
    ),
    (
        "repair",
        "coding",
        [
            "AMRs losing localisation near dock 4 (reflective wrap on pallets). Workaround: "
            "zone D capped at 0.4 m/s until fixed.",
            "nav-stack 3.8.2 rolled to the fleet; its lidar filter handles the reflections. "
            "Zone D at its normal 1.6 m/s, cap removed.",
        ],
        [
            (
                "what's the speed limit in zone D?",
                ["1.6 m/s"],
                ["0.4 m/s"],
            ),
        ],
    ),
    (
        "repair",
        "coding",
        [
            "rivet CI: test_watch_rename flaky on macOS runners; #[ignore] on macOS via "
            "cfg_attr until the fsevents race is fixed.",
            "$ gh pr view 612 --json title,state\n"
            '{"state":"MERGED","title":"Fix fsevents debounce race; re-enable '
            'test_watch_rename"}\n'
            "test_watch_rename re-enabled on all platforms, 50 reruns green on macos-14.",
        ],
        [
            (
                "is test_watch_rename still ignored on mac?",
                ["re-enabled on all platforms"],
                ["#[ignore] on macOS"],
            ),
        ],
    ),
    (
        "repair",
        "coding",
        [
            "FV5 temp probe reads ~1.5°C high; compensating with temp_offset: -1.5 for FV5 in "
            "fermctl.yaml.",
            "New PT100 in FV5, within 0.1°C of the reference thermometer. fermctl.yaml FV5 "
            "temp_offset: 0.",
        ],
        [
            (
                "what temp offset is FV5 set to?",
                ["temp_offset: 0"],
                ["temp_offset: -1.5"],
            ),
        ],
    ),
    (
        "repair",
        "coding",
        [
            "Scanned PDFs from the Leeds office aren't getting text layers - Tika OCR times "
            "out. Workaround, crontab on ds-worker-2:\n"
            "0 4 * * * /opt/docsearch/bin/reocr --office leeds",
            "Tika OCR timeout 300s and tesseract on its own worker pool: Leeds scans come in "
            "indexed on ingest. Removed the nightly reocr cron.",
        ],
        [
            (
                "do we still need the nightly re-OCR job for Leeds?",
                ["Removed the nightly reocr cron"],
                ["0 4 * * *"],
            ),
        ],
    ),
    (
        "repair",
        "life",
        [
            "Boiler losing pressure (0.5 bar every couple of days). Topping up via the filling "
            "loop each time until the engineer can come.",
            "Engineer replaced the PRV Thursday. Sat at 1.3 bar all week, no more topping up.",
        ],
        [
            (
                "do I still have to top up the boiler?",
                ["no more topping up"],
                ["topping up via the filling loop"],
            ),
        ],
    ),
    (
        "repair",
        "life",
        [
            "Broadband dropping every evening. Using my phone hotspot 'Pixel-Ana' for calls "
            "till the Openreach visit on the 12th.",
            "Openreach swapped a faulty line card at the cabinet. Stable 3 days, 72 Mbps "
            "down. Calls back on CasaVerde_5G.",
        ],
        [
            (
                "which network should I join for tomorrow's call?",
                ["CasaVerde_5G"],
                ["Pixel-Ana"],
            ),
        ],
    ),
    # ------------------------------------------------------------------ commitment
    (
        "commitment",
        "coding",
        [
            "Rostering sync 4 Mar - actions:\n"
            "- Priya: export Q2 bid lines to CSV for the union (due Fri)\n"
            "- Ollie: fix duplicate-pairing bug CREW-2240\n"
            "- me: write the solver timeout runbook",
            "Ollie merged the CREW-2240 fix.",
            "Priya sent the bid-line CSV to the union rep this morning.",
        ],
        [
            (
                "what's still open from the 4 Mar rostering sync?",
                ["solver timeout runbook"],
                [],
            ),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "PR #388 (tm-service fuzzy endpoint), Jonas's review: (a) add a rate limit, (b) "
            "cap candidates at 50, (c) tests for empty source strings, (d) rename `score` to "
            "`similarity`.",
            "Agent: pushed 3 commits to #388 - candidate cap 50, score -> similarity, "
            "empty-string tests. Rate limiting not done, waiting on the gateway config.",
        ],
        [
            (
                "what's left to address on PR #388?",
                ["rate limit"],
                [],
            ),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "INC-6013 (missed ORB-3 passes) postmortem actions:\n"
            "1. Redundant scheduler leader election - owner Farid, due 30 Apr\n"
            "2. Runbook for manual pass booking - owner Chloe\n"
            "3. Alert when the booking queue is empty > 1h - owner Farid",
            "Chloe: manual pass booking runbook is up in Confluence (OPS/PASS-MANUAL).",
            "Farid: empty-queue alert live in Grafana, paged test OK.",
            "ORB-3 passes all green since Monday.",
        ],
        [
            (
                "what does Farid still owe from the INC-6013 postmortem?",
                ["leader election"],
                [],
            ),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "Told @ferris-fan in rivet #540 I'd backport the --null-data fix to 0.13.x by end "
            "of week. Also promised docs on config precedence in #551.",
            "rivet 0.13.4 released with the --null-data backport; commented on #540 and closed it.",
        ],
        [
            (
                "did I promise anything on rivet issues that isn't done yet?",
                ["config precedence"],
                [],
            ),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "Call with Veridoc (OCR vendor): they deliver the handwritten-claims model by 15 "
            "May and send a DPA amendment for EU data residency. We owe them 2,000 labelled "
            "samples by 1 May.",
            "Uploaded 2,000 labelled samples to Veridoc's SFTP (batch claims-lbl-0425).",
            "Veridoc's signed DPA amendment is in the contracts folder.",
        ],
        [
            (
                "what are we still waiting on from Veridoc?",
                ["handwritten-claims model"],
                [],
            ),
            (
                "do we still owe Veridoc the labelled samples?",
                ["claims-lbl-0425"],
                [],
            ),
        ],
    ),
    (
        "commitment",
        "life",
        [
            "Spring concert jobs: I'm doing programme printing (200 copies) and raffle "
            "prizes; Derek's doing chairs; Fiona's doing the interval wine.",
            "Picked up the 200 programmes from PrintHub, they look great.",
        ],
        [
            (
                "which of my concert jobs is still to do?",
                ["raffle prizes"],
                [],
            ),
        ],
    ),
    (
        "commitment",
        "life",
        [
            "Supervision 10 Jan w/ Prof. Adeyemi: I send ch3 draft by 24 Jan; she sends ch2 "
            "comments before next meeting; I submit the ethics amendment for study 2.",
            "Sent ch3 draft to Adeyemi 23 Jan.",
            "Adeyemi's ch2 comments are in (mostly lit review structure).",
        ],
        [
            (
                "anything left from the January supervision?",
                ["ethics amendment"],
                [],
            ),
        ],
    ),
    # ------------------------------------------------------------------ control
    (
        "control",
        "coding",
        [
            "lift-api infra: postgres pg-lift-01:5432, redis redis-lift:6379, partner webhook "
            "secret in vault kv/lift/partners, day-pass cutoffs computed in Europe/Vienna.",
            "postgres on pg-lift-03:5432 (new SSD host).",
            "redis -> redis-lift-ha:6379 (sentinel).",
        ],
        [
            (
                "what timezone are the day-pass cutoffs in?",
                ["Europe/Vienna"],
                [],
            ),
        ],
    ),
    (
        "control",
        "coding",
        [
            "crew-portal: Next.js 14 on Vercel project `skyline-crew`, auth via Okta app "
            "`crew-portal-prod`, errors to Sentry project crew-portal-web.",
            "$ npm ls next\ncrew-portal@3.2.0\n└── next@15.1.2",
            "Okta app is crew-portal-prod-v2 (SCIM provisioning).",
        ],
        [
            (
                "which sentry project does the crew portal report errors to?",
                ["crew-portal-web"],
                [],
            ),
        ],
    ),
    (
        "control",
        "coding",
        [
            "ORB-3 mission params: NORAD 58112, downlink 8180 MHz, ops contact Lena Brandt, "
            "pass priority tier 2.",
            "ORB-3 priority tier 1 for the flood-imaging campaign.",
            "ORB-3 ops contact: Yusuf Demir while Lena's on leave.",
        ],
        [
            (
                "what's ORB-3's norad id?",
                ["58112"],
                [],
            ),
        ],
    ),
    (
        "control",
        "coding",
        [
            "Batch B-219 (West Coast IPA): FV4, pitched US-05 at 18°C, target FG 1.010, dry "
            "hop day 5.",
            "B-219 at 20°C for diacetyl rest.",
            "B-219 dry hop day 6 (hop delivery late).",
        ],
        [
            (
                "what yeast went into B-219?",
                ["US-05"],
                [],
            ),
        ],
    ),
    (
        "control",
        "coding",
        [
            "claims-ocr repo conventions: Python 3.12, uv for deps, pytest -n auto, "
            "Conventional Commits, default branch `trunk`.",
            "pytest -n 4 in CI (auto oversubscribed the runners).",
            "Python 3.13 across the repo and the Docker image.",
        ],
        [
            (
                "what's the default branch in claims-ocr?",
                ["trunk"],
                [],
            ),
        ],
    ),
    (
        "control",
        "life",
        [
            "Canada admin: SIN done at Service Canada on Bloor St (number's in the blue "
            "folder); OHIP applied, card in 4-6 weeks; bank: RBC newcomer chequing; temp "
            "address 88 Dovercourt Rd.",
            "Got the keys - 1410 Queen St W, unit 3.",
            "OHIP card came today.",
        ],
        [
            (
                "which bank did we open the newcomer account with?",
                ["RBC"],
                [],
            ),
        ],
    ),
    (
        "control",
        "life",
        [
            "Pepper admin: microchip 985 112 004 731 209 (on Petlog under our names), vet "
            "Greenway Vets, insured with PetPlan, walker Tue/Thu.",
            "Walker does Mon/Wed/Fri from next month.",
            "Insurance switched to ManyPets, £38/mo.",
        ],
        [
            (
                "what's Pepper's microchip number?",
                ["985 112 004 731 209"],
                [],
            ),
        ],
    ),
    (
        "control",
        "life",
        [
            "Piano: teacher Mrs Okafor, Thursdays 5pm, working through Alfred's Adult Book 2, "
            "practice target 30 min a day.",
            "Lessons Wednesdays 6pm from half-term.",
            "Finished Alfred's book 2! On Faber Adult Piano Adventures Book 2.",
        ],
        [
            (
                "how long am I supposed to practise each day?",
                ["30 min"],
                [],
            ),
        ],
    ),
    # ------------------------------------------------------------------ never_said
    (
        "never_said",
        "coding",
        [
            "Crew pairing service: staging pairing-stg.skyline.internal:8080, prod "
            "pairing.skyline.internal:8443, both behind Envoy.",
            "Prod DB for pairing: aurora cluster pairing-db-prod (writer + 2 readers).",
        ],
        [
            ("which kafka topic does pairing publish to?", [], [], ["kafka"]),
            ("which port is prod pairing on?", ["8443"], []),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "reg-service talks to Banner via the Ethos API; SSO through Shibboleth IdP "
            "idp.westbrook.edu.",
            "Nightly export of enrolments to the data warehouse at 02:30.",
        ],
        [
            ("where's the Canvas API token for reg-service?", [], [], ["canvas"]),
            ("what time does the enrolment export run?", ["02:30"], []),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "KITE-1 cubesat: UHF beacon 437.325 MHz, 9k6 GMSK, callsign KT1SAT.",
            "KITE-1 passes scheduled through SatNOGS, stations 1024 and 2210.",
        ],
        [
            ("what's KITE-1's S-band downlink frequency?", [], [], ["S-band"]),
            ("remind me the kite-1 beacon freq", ["437.325 MHz"], []),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "claims-ocr keeps raw scans in s3://claims-raw-eu (SSE-KMS, key alias/claims-ocr).",
            "Extracted fields go to postgres, table claims_extract.fields.",
        ],
        [
            ("how long is the retention on the raw scan images?", [], [], ["retention"]),
            ("where do the raw scans live?", ["s3://claims-raw-eu"], []),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "Nebula build targets: Win64 (Shipping + Development), Linux server, PS5 via the "
            "devkit pool dk-ps5-01..04.",
            "Nightly builds start 23:00 GMT, artifacts to \\\\bf-nas\\nebula\\nightly.",
        ],
        [
            ("does the nightly build the Xbox target too?", [], [], ["Xbox"]),
            ("when does the nightly kick off?", ["23:00 GMT"], []),
        ],
    ),
    (
        "never_said",
        "life",
        [
            "Solar live since 22 March. Inverter app is SigenAI (login = the gmail). Battery "
            "reserve 20%.",
            "First full month: 412 kWh generated, 61% self-consumption.",
        ],
        [
            ("how much are we paid per kWh we send back to the grid?", [], [], ["export"]),
            ("what's the battery reserve set to?", ["20%"], []),
        ],
    ),
    (
        "never_said",
        "life",
        [
            "Pepper's jabs: DHPP booster due 12 Sept, kennel cough done in March.",
            "Pepper's groomer: Paws & Co, every 8 weeks, £45.",
        ],
        [
            ("when is Pepper's rabies jab due?", [], [], ["rabies"]),
            ("how often does Pepper go to the groomer?", ["every 8 weeks"], []),
        ],
    ),
    (
        "never_said",
        "life",
        [
            "Viva: internal examiner Dr Helen Marsh; date pending, probably early December.",
            "Thesis word count 78,400 (limit 80k).",
        ],
        [
            ("who's my external examiner?", [], [], ["external"]),
            ("what's my thesis word count at?", ["78,400"], []),
        ],
    ),
]
