"""wild21: a set over thirteen kinds of state question, written blind to the product's rules
and measured once; its failures were read since, and nothing is tuned or fitted on it. Its
coding settings are a hospital's lab-results interface engine (Mirth,
HL7 to Epic), a mobile farming game's live-ops backend, a water utility's SCADA historian,
a genomics lab's pipelines on a university Slurm cluster, a parcel firm's route optimiser,
a newsroom CMS, a payments reconciliation job, an e-bike fleet's firmware OTA service, a
museum's collection API and a podcast host's transcoding farm; its life settings a wedding,
marathon training, an elderly mother's care, a kitchen renovation, a Portuguese course, a
market-stall bakery, a bike commute and food-bank volunteering. The notes are terse
shorthand, pasted CLI and config output (sbatch, systemd timers, helm, kubectl, nginx, env
files, SQL, git, ansible, docker), pasted emails and chat, meeting minutes, voice-memo
transcripts and a coding agent's own summaries; many later notes state the new value with
no change word at all."""

from __future__ import annotations

STORIES = [
    # ------------------------------------------------------------------ supersession
    (
        "supersession",
        "coding",
        [
            "LIS -> EHR results feed: Mirth channel ORU_OUT pushes HL7 to the Epic listener "
            "at epic-intf-02.stmarys.local:6661 (MLLP).",
            "ORU_OUT destination after the cutover weekend:\n"
            "  host: epic-intf-07.stmarys.local\n"
            "  port: 6674\n"
            "  mode: MLLP, ack timeout 30s, queue on error",
        ],
        [
            (
                "ok so where do lab results get pushed to on the Epic side these days?",
                ["epic-intf-07.stmarys.local", "6674"],
                ["epic-intf-02.stmarys.local", "6661"],
            ),
            (
                "Before the cutover, which port was the Epic listener on?",
                ["6661"],
                [],
            ),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "pixelfarm liveops: Harvest Festival reward table is rewards_v3.json, served out "
            "of gs://pixelfarm-liveops-prod/events/",
            "Agent summary: published the remote config change with `liveops-cli publish "
            "--env prod`. harvest_festival.reward_table = rewards_v5_hotfix.json. Bucket "
            "path untouched, cache busted on the CDN.",
        ],
        [
            (
                "which loot file is the harvest event handing out from in prod?",
                ["rewards_v5_hotfix.json"],
                ["rewards_v3.json"],
            ),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "PI historian (pi-hist01) scans the Ridgeway pump station RTUs on scan class 1 = "
            "00:00:10.",
            "ridgeway.ini on pi-hist01 as of today:\n"
            "  /f=00:00:02 ; scan class 1 (pumps, flows)\n"
            "  /f=00:01:00 ; scan class 2 (tank temps)",
        ],
        [
            (
                "How often is the historian sampling Ridgeway's pump and flow tags?",
                ["00:00:02"],
                ["00:00:10"],
            ),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "RNA-seq alignment jobs go to partition bigmem with --account=lab-okafor, "
            "64G per task.",
            "$ head -6 star_align.sh\n"
            "#!/bin/bash\n"
            "#SBATCH --partition=genomics-a100\n"
            "#SBATCH --account=lab-okafor\n"
            "#SBATCH --mem=96G\n"
            "#SBATCH --array=1-500%40",
        ],
        [
            (
                "Which queue do the STAR jobs get submitted to?",
                ["genomics-a100"],
                ["bigmem"],
            ),
            ("and how much RAM does each task ask for?", ["96G"], ["64G"]),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "recon job (stripe -> ledger) runs nightly from cron on batch-03:\n"
            "15 2 * * * /opt/recon/run.sh >> /var/log/recon.log 2>&1",
            "$ systemctl list-timers 'recon*'\n"
            "NEXT                        LEFT     LAST PASSED UNIT         ACTIVATES\n"
            "Tue 2025-11-04 04:40:00 UTC 6h left  -    -      recon.timer  recon.service",
        ],
        [
            (
                "what time does reconciliation kick off each night?",
                ["04:40"],
                ["15 2 * * *"],
            ),
        ],
    ),
    (
        "supersession",
        "life",
        [
            "Caterer shortlist done: going with Olive & Fig, quote £4,850 for 90 covers.",
            "Signed with Brasa Kitchen this afternoon, deposit of £1,200 paid. Menu tasting "
            "in January.",
        ],
        [
            ("Who's doing the food at the wedding?", ["Brasa Kitchen"], ["Olive & Fig"]),
        ],
    ),
    (
        "supersession",
        "life",
        [
            "Marathon block wk 3: long runs at 5:45/km, tempo Thursdays.",
            "voice memo: ok so coach says I'm overcooking it, long runs at six-ten per k, "
            "6:10, keep the heart rate under 150",
        ],
        [
            ("What pace should Sunday's long one be?", ["6:10|six-ten"], ["5:45"]),
        ],
    ),
    # ------------------------------------------------------------------ correction
    (
        "correction",
        "coding",
        [
            "route-opt config for LDS1 (Leeds): max_stops=38, shift_len=9h, vehicle_class=LWB.",
            "Misread the ops spreadsheet — LDS1 should be max_stops=32. The other figure "
            "was Wakefield's row.",
        ],
        [
            ("What's the stop cap per van out of Leeds?", ["max_stops=32"], ["max_stops=38"]),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "Inkwell (our CMS) publish webhook: https://hooks.inkwell.news/v2/publish",
            "Correction: the prod publish webhook is "
            "https://hooks.inkwell.news/v3/publish-events — the URL I pasted before came "
            "from the staging README.",
        ],
        [
            (
                "Which endpoint should the wire importer hit to publish a story?",
                ["v3/publish-events"],
                ["v2/publish"],
            ),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "OTA: motor-controller firmware is signed with key id ebk-sign-2024b (HSM slot 3).",
            'Priya in #fw-release: "prod images are signed with ebk-sign-2025a, the one in '
            'your notes was revoked in March"',
        ],
        [
            (
                "Which key do we sign production motor controller builds with?",
                ["ebk-sign-2025a"],
                ["ebk-sign-2024b"],
            ),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "Collection API public tier limit: 5,000 requests/day per key.",
            "Checked the kong rate-limiting plugin — I had the window wrong. Public tier is "
            "1,200 req/hour per key; partner keys have no cap.",
        ],
        [
            (
                "How hard can a public-tier key hammer the collection endpoints?",
                ["1,200"],
                ["5,000"],
            ),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "castfarm: normalise every episode to -19 LUFS before packaging.",
            "Fix to my earlier note — the farm's loudnorm target is I=-16:TP=-1.5 "
            "(stereo, Apple spec). What I'd written was the mono value.",
        ],
        [
            (
                "What integrated loudness are we mastering episodes to?",
                ["I=-16"],
                ["-19 LUFS"],
            ),
        ],
    ),
    (
        "correction",
        "life",
        [
            "Mum's warfarin: 5mg at 6pm daily, INR check every 2 weeks.",
            "Rang the anticoag clinic. I'd got the dose wrong — it's 3mg. Evening timing "
            "stays at 6pm.",
        ],
        [
            ("How much of the blood thinner does Mum take?", ["3mg"], ["5mg"]),
            ("And what time of day?", ["6pm"], []),
        ],
    ),
    (
        "correction",
        "life",
        [
            "Skip for the kitchen strip-out arrives Thursday 13th, Hallam Skips, 8-yard.",
            "Re-read the confirmation email, my mistake: skip is booked for Wednesday 12th. "
            "Need the drive clear the night before.",
        ],
        [("When's the skip turning up?", ["Wednesday 12th"], ["Thursday 13th"])],
    ),
    # ------------------------------------------------------------------ restatement
    (
        "restatement",
        "coding",
        [
            "Interface rule: potassium critical-high flag at > 6.0 mmol/L, pages the ward.",
            "Rules review minutes:\n"
            "- K+ critical-high threshold set at 6.5 by Dr. Mensah (lab director)\n"
            "- Na+ rules unchanged",
            "reminder for whoever's on Mirth this week: the potassium panic value we page "
            "on is 6.5 mmol/L.",
        ],
        [
            ("At what K level does the engine page the ward?", ["6.5"], ["6.0"]),
        ],
    ),
    (
        "restatement",
        "coding",
        [
            "Leaderboards reset every Monday 00:00 UTC (cron in lb-reset-job).",
            "For the new hires: weekly boards wipe at midnight UTC, Sunday night into "
            "Monday. Don't schedule events that straddle it.",
        ],
        [
            (
                "When do the weekly rankings get cleared?",
                ["00:00 UTC|midnight UTC"],
                [],
            ),
        ],
    ),
    (
        "restatement",
        "coding",
        [
            "Hilltop reservoir low-level alarm at 2.4 m.",
            "HMI CR-118 approved: Hilltop LL alarm 2.1 m.",
            "Hilltop tank alarms low when it drops under 2.1 m — told the night shift.",
        ],
        [
            (
                "At what depth does the Hilltop tank raise its low alarm?",
                ["2.1 m"],
                ["2.4 m"],
            ),
        ],
    ),
    (
        "restatement",
        "coding",
        [
            "Pipeline aligns against GRCh37 (hs37d5 decoy build).",
            "Reference for all new runs: GRCh38 no-alt analysis set "
            "(GCA_000001405.15), index in /project/okafor/ref/grch38_noalt/.",
            "For the record: everything from batch B14 onwards is hg38 no-alt.",
        ],
        [
            (
                "which genome build are the alignments done against nowadays?",
                ["GRCh38|hg38"],
                ["GRCh37", "hs37d5"],
            ),
        ],
    ),
    (
        "restatement",
        "coding",
        [
            "Metered paywall: 5 free articles per month, then the reg wall.",
            'Audience team email: "From Nov 1 the meter drops to 3 free reads per calendar month."',
            "inkwell=> SELECT key, value FROM site_settings WHERE key = 'free_article_limit';\n"
            "        key         | value\n"
            "--------------------+-------\n"
            " free_article_limit | 3",
        ],
        [
            (
                "How many stories can a non-subscriber read before the wall?",
                ["3 free|free_article_limit | 3"],
                ["5 free"],
            ),
        ],
    ),
    (
        "restatement",
        "life",
        [
            "Market stall prices: country sourdough £4.20, seeded rye £3.80, cinnamon buns £2.50.",
            "New price board for the stall: country sourdough 4.60.",
            "Told Jen before she opened up: sourdough's four sixty now, don't undercharge.",
        ],
        [
            (
                "How much are we charging for a sourdough loaf?",
                ["4.60|four sixty"],
                ["£4.20"],
            ),
        ],
    ),
    (
        "restatement",
        "life",
        [
            "Portuguese B1: Tuesdays 18:30, room 2.14 at the Instituto.",
            "Teacher's email: \"Lembrete: our group meets on Tuesdays at 6:30 pm, room 2.14. "
            'Bring the workbook."',
        ],
        [("What time's my Portuguese lesson?", ["18:30|6:30 pm"], [])],
    ),
    # ------------------------------------------------------------------ partial_update
    (
        "partial_update",
        "coding",
        [
            "route-opt prod: image ghcr.io/haulio/route-opt:2.14.0, 3 replicas, "
            "eu-west-2, solver timeout 45s.",
            "values-prod.yaml (merged):\nrouteOpt:\n  solverTimeoutSeconds: 90",
        ],
        [
            (
                "How long does the solver get before it gives up?",
                ["solverTimeoutSeconds: 90"],
                ["45s"],
            ),
            ("Which build of route-opt is deployed?", ["2.14.0"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "Bank statement drop: sftp-in.barclays-bfs.com, user acme_recon, "
            "path /outbound/MT940/, files land around 05:30.",
            "statements are in /outbound/camt053/ — bank moved everyone to ISO 20022.",
        ],
        [
            (
                "where on the bank's SFTP do I grab the statements from?",
                ["/outbound/camt053/"],
                ["/outbound/MT940/"],
            ),
            ("what's the login we use there?", ["acme_recon"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "OTA campaign fw-3-8-2: canary 10%, min battery 40%, install window 01:00-04:00 local.",
            "$ kubectl -n ota get campaign fw-3-8-2 -o yaml | grep -A3 spec\n"
            "spec:\n"
            "  canaryPercent: 25\n"
            "  minBatteryPct: 40\n"
            '  window: "01:00-04:00"',
        ],
        [
            (
                "How big is the canary slice for 3.8.2 at this point?",
                ["canaryPercent: 25"],
                ["canary 10%"],
            ),
            ("Min charge a bike needs before it'll take the update?", ["40"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "collections-api prod .env:\n"
            "DB_HOST=pg-coll-01.int.museum.org\n"
            "DB_NAME=collections\n"
            "DB_POOL=20\n"
            "IIIF_BASE=https://iiif.museum.org/iiif/3/",
            "moved the collections DB onto the new HA cluster: DB_HOST=pg-coll-ha.int.museum.org",
        ],
        [
            (
                "What's the Postgres server for the collection API?",
                ["pg-coll-ha.int.museum.org"],
                ["pg-coll-01.int.museum.org"],
            ),
            ("and the connection pool size?", ["DB_POOL=20"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "castfarm presets: MP3 128 kbps, 44.1 kHz, ID3v2.4 chapters on; AAC 96k for the app.",
            "mp3 rendition is 160k from this sprint (ad-insertion partner requirement).",
        ],
        [
            (
                "what bitrate are the MP3 files encoded at?",
                ["160k"],
                ["128 kbps"],
            ),
            ("And their sample rate?", ["44.1 kHz"], []),
        ],
    ),
    (
        "partial_update",
        "life",
        [
            "Kitchen job: Dunmore Builders, start 3 March, fixed price £18,400, "
            "Gary is the foreman.",
            "Gary texted: start is 17 March, their Hexham job overran.",
        ],
        [
            ("When do the builders get going on the kitchen?", ["17 March"], ["3 March"]),
            ("How much did we agree to pay them?", ["£18,400"], []),
        ],
    ),
    (
        "partial_update",
        "life",
        [
            "Ceremony: Orangery at Hartwell House, 2pm, 86 guests, registrar booked.",
            "Final numbers sent to the venue coordinator: 94 guests.",
        ],
        [
            ("How many people are we seating?", ["94"], ["86 guests"]),
            ("What time does the ceremony start?", ["2pm"], []),
        ],
    ),
    # ------------------------------------------------------------------ event_change
    (
        "event_change",
        "coding",
        [
            "LIS upgrade downtime: Sat 8 Nov 22:00-02:00. Comms to wards on the Friday.",
            "From: Karen Obi <k.obi@stmarys.nhs.uk>\n"
            "Subject: RE: LIS upgrade\n\n"
            "Hi all, vendor needs another week. Window is Sat 15 Nov, 23:00-03:00. Ward "
            "comms plan as before.",
        ],
        [
            (
                "When are we taking the lab system down for the upgrade?",
                ["15 Nov", "23:00"],
                ["8 Nov", "22:00"],
            ),
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "Season 7 goes live Thu 20 Nov 16:00 UTC, all platforms.",
            "@here S7 launch is Tue 2 Dec, same 16:00 UTC slot — Switch cert came back "
            "with two fails.",
        ],
        [("when does the new season drop?", ["2 Dec"], ["20 Nov"])],
    ),
    (
        "event_change",
        "coding",
        [
            "PI historian migration cutover: 12 Jan, run from the Ridgeway control room, "
            "06:00 start.",
            "Cutover will be done remotely from the Eastgate ops centre instead. Date and "
            "start time unchanged.",
        ],
        [
            (
                "Where are we running the historian cutover from?",
                ["Eastgate"],
                ["Ridgeway control room"],
            ),
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "Results-page load test: Wed 14:00 with infra, k6 from eu-central.",
            "k6 test moved to Thursday 10:00 — infra has a change freeze Wednesday afternoon.",
        ],
        [
            (
                "remind me when we're hammering the election results page?",
                ["Thursday 10:00"],
                ["Wed 14:00"],
            ),
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "HPC maintenance: hydra down Tue 4 Nov 07:00-19:00, queue drains from Monday night.",
            "motd on hydra-login1:\n"
            "*** Maintenance RESCHEDULED: Thu 6 Nov 06:00-18:00. Jobs whose walltime "
            "crosses 06:00 Thu will be held. ***",
        ],
        [
            (
                "When is the cluster offline? I need to know if a 30-hour job fits.",
                ["6 Nov"],
                ["4 Nov"],
            ),
        ],
    ),
    (
        "event_change",
        "life",
        [
            "Club tempo session Wednesdays 7pm at Victoria Park track.",
            "WhatsApp from Coach Dele: \"track's being resurfaced — we're at Mile End "
            'stadium for the next month, still 7pm Weds"',
        ],
        [
            (
                "Where do I go for the Wednesday interval session this week?",
                ["Mile End"],
                ["Victoria Park"],
            ),
        ],
    ),
    (
        "event_change",
        "life",
        [
            "Dad's cardiology follow-up: 21 Nov, 10:40, Royal Berkshire, Level 2 outpatients.",
            "voice memo: um, note to self, the hospital rang, Dad's heart appointment is "
            "the 28th now, at quarter past two, same place",
        ],
        [
            (
                "When do I need to take Dad to see the heart doctor?",
                ["28th", "quarter past two"],
                ["21 Nov", "10:40"],
            ),
        ],
    ),
    # ------------------------------------------------------------------ cancellation
    (
        "cancellation",
        "coding",
        [
            "Plan: move the recon job from cron into Airflow (dag recon_daily) on 18 Nov, "
            "Tomasz owns it.",
            "Sprint planning: Airflow migration for recon is shelved — platform are "
            "sunsetting Airflow next year, not worth it.",
        ],
        [
            (
                "Is the recon job still going into the scheduler platform this sprint?",
                ["shelved"],
                ["18 Nov"],
            ),
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "Firmware field test with the Lisbon depot riders: Fri 09:30, Marta brings 6 "
            "bikes flashed with 3.9.0-rc1.",
            "Marta: \"Lisbon ride test is off. rc1 breaks the BMS handshake, I'm not "
            'putting riders on it."',
        ],
        [
            (
                "Are we still doing the rider trial in Lisbon on Friday?",
                ["test is off"],
                ["09:30"],
            ),
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "Partner webinar on the v1 -> v2 collection API migration: 4 Dec 15:00 on "
            "Teams, Olu presenting.",
            "Olu: we're not doing the webinar after all — partners get a written migration "
            "guide and office hours instead.",
        ],
        [
            (
                "What time's the partner session about the API migration?",
                ["not doing the webinar"],
                ["15:00"],
            ),
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "Scheduled: purge raw WAV uploads older than 90 days from s3://castfarm-raw on "
            "1 Dec (CF-231).",
            "CF-231 won't ship. Legal wants raw masters kept indefinitely for the licensing audit.",
        ],
        [
            (
                "Is the cleanup of old raw uploads happening on the first?",
                ["won't ship"],
                ["1 Dec"],
            ),
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "Inkwell v5 rollout to the sports desk: Monday 06:00, Hana on call.",
            "Agent summary: the sports-desk rollout of Inkwell v5 has been called off; the "
            "desk stays on v4 through the World Cup. Rollback plan archived.",
        ],
        [
            (
                "When does sports get moved onto the new CMS version?",
                ["called off"],
                ["Monday 06:00"],
            ),
        ],
    ),
    (
        "cancellation",
        "life",
        [
            "Hen weekend: Bath, 14-16 Feb. Spa at Thermae on the Saturday, 11:00.",
            "Sophie on the group chat: \"hen's cancelled :( Lucy's mum is poorly, we'll do "
            'something small in spring instead"',
        ],
        [
            (
                "What time's the spa on the hen do?",
                ["cancelled"],
                ["11:00", "14-16 Feb"],
            ),
        ],
    ),
    (
        "cancellation",
        "life",
        [
            "Food bank: I'm on the Saturday 8:30 warehouse sort at St Anne's hall.",
            'Email from Rachel (volunteer coordinator): "No warehouse sort this Saturday — '
            "the FareShare delivery isn't coming. Enjoy the lie-in!\"",
        ],
        [
            (
                "What time do I need to be at St Anne's on Saturday?",
                ["No warehouse sort"],
                ["8:30"],
            ),
        ],
    ),
    # ------------------------------------------------------------------ interruption
    (
        "interruption",
        "coding",
        [
            "Started mapping the new chemistry analyser's local codes to LOINC in the "
            "ORU_IN transformer. Going alphabetically.",
            "Mapped ALB through CREAT. Next up: GGT.",
            "Pausing the LOINC work — ED says troponins aren't reaching Epic (INC-4471).",
            "INC-4471: channel TROP_IN had an expired TLS cert, redeployed with the renewed "
            "one. Closed.",
        ],
        [
            (
                "Back on the analyser code mapping — which one do I pick up at?",
                ["GGT"],
                [],
            ),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "Agent: migrating leaderboards from Redis to DynamoDB. Done: table schema, "
            "dual-write in lb-writer. Remaining: backfill, read switch, Redis decommission.",
            "Agent: backfill script written (scripts/backfill_lb.py), ran on staging, 2.1M "
            "rows OK. Not run against prod yet.",
            "Stopping the leaderboard migration — hotfix first: iOS store receipts failing "
            "validation (LO-882).",
            "LO-882 done: receipt-validator 1.7.3 deployed, purchases green again.",
        ],
        [
            (
                "What should I be doing next on the leaderboard move?",
                ["backfill_lb.py"],
                ["LO-882"],
            ),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "tag rename job: ISA-style names for all Eastgate PI tags. batch 1 "
            "(EG-P01..EG-P20) done",
            "batch 2 stopped at EG-P27 — alarm flood at Hilltop, going to look",
            "Hilltop flood = comms loss on RTU-HT3, radio reseated, alarms cleared 16:20",
        ],
        [("Where did the Eastgate tag renaming get to?", ["EG-P27"], [])],
    ),
    (
        "interruption",
        "coding",
        [
            "Porting the GATK pipeline to Nextflow DSL2. Order: fastqc, bwa_mem, markdup, "
            "bqsr, haplotypecaller, genotype.",
            "modules/ done up to markdup; bqsr half-written on branch dsl2-port (doesn't "
            "compile yet).",
            "Parking the DSL2 port — reviewer wants coverage plots for the paper by Friday.",
            "coverage plots sent to Anjali (figs/coverage_v2.pdf).",
        ],
        [
            (
                "Which step of the Nextflow rewrite needs finishing first?",
                ["bqsr"],
                [],
            ),
            ("Which branch is that work on?", ["dsl2-port"], []),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "Refactoring the time-window constraints in route-opt (PR #512). Plan: "
            "1) extract TimeWindow class 2) port soft windows 3) delete legacy_tw.py",
            "#512: step 1 done, tests green.",
            "Dropping #512 for now — Manchester depot routes came out empty this morning "
            "(ROUTE-1290).",
            "ROUTE-1290 was a bad geocode batch; re-ran it, routes fine.",
        ],
        [
            (
                "ok what's the next bit of the constraint refactor?",
                ["port soft windows"],
                ["ROUTE-1290"],
            ),
        ],
    ),
    (
        "interruption",
        "life",
        [
            "Weekend job: repaint the hallway. Order: ceiling, then the stairwell wall, "
            "then the skirting boards.",
            "Ceiling done (2 coats). Stairwell wall: first coat on the lower half only.",
            "Stopped painting — boiler died, waiting in for the Gas Safe engineer.",
            "Boiler fixed: new diverter valve, £210.",
        ],
        [("Where did I get to with the hallway?", ["lower half"], [])],
    ),
    (
        "interruption",
        "life",
        [
            "Portuguese homework for the break: workbook units 7-10 plus the audio drills.",
            "Unit 7 done, unit 8 up to exercise 8.4 (the subjunctive one).",
            "Had to drop it for the week — Dad in hospital.",
            "Dad home, all fine.",
        ],
        [("Which exercise do I restart the workbook at?", ["8.4"], [])],
    ),
    # ------------------------------------------------------------------ scope_permission
    (
        "scope_permission",
        "coding",
        [
            "Only the duty biochemist (currently Dr. Ferreira) can manually release held "
            "results to the patient portal.",
            "Governance update: held-result release sits with the lab manager role from "
            "1 Dec — Kwame Asante has it in Mirth admin. Biochemists lose the button.",
        ],
        [
            (
                "Who can push a held result out to the patient app now?",
                ["Kwame Asante"],
                ["Ferreira"],
            ),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "liveops rbac.yaml:\n"
            "  publish:prod: [ana.lima, dev-leads]\n"
            "  publish:staging: [everyone]",
            "#233 merged — publish:prod: [liveops-oncall]",
        ],
        [
            (
                "who's allowed to push remote config to production?",
                ["liveops-oncall"],
                ["ana.lima"],
            ),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Historian access: analysts are read-only in PI; only the SCADA team can write "
            "manual entries (lab results) via PI Manual Logger.",
            "Lab techs (AD group WQ-LAB) may enter chlorine grab samples directly in PI "
            "Manual Logger, restricted to the WQ.* tags.",
        ],
        [
            (
                "Can the lab key in their own chlorine readings?",
                ["WQ-LAB"],
                ["only the SCADA team"],
            ),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "GPU nodes gpu[01-08] are reserved for the imaging group; lab-okafor can't "
            "submit there.",
            "Research computing: lab-okafor added to the gpu partition ACL, max 2 nodes at "
            "a time, 48h walltime.",
        ],
        [
            (
                "Am I allowed to run on the GPU nodes?",
                ["max 2 nodes"],
                ["reserved for the imaging group"],
            ),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Prod ledger DB: Lena and the SRE on-call have write access; everyone else "
            "uses the replica ledger-ro.internal.",
            "Access review outcome: write to prod ledger is break-glass only (vault lease, "
            "1h, second approver required). No standing write grants for anyone.",
        ],
        [
            (
                "Who gets to write to the production ledger database?",
                ["break-glass"],
                ["Lena"],
            ),
        ],
    ),
    (
        "scope_permission",
        "life",
        [
            "Boots on Castle St will only hand Mum's prescriptions to me or Mum herself.",
            "Added my brother Rob to Mum's pharmacy record as a nominated collector, Boots "
            "confirmed by phone.",
        ],
        [
            (
                "Can anyone apart from me pick up Mum's meds from the chemist?",
                ["Rob"],
                ["only hand Mum's prescriptions to me"],
            ),
        ],
    ),
    (
        "scope_permission",
        "life",
        [
            "Food bank induction: new volunteers can sort stock and pack parcels, but "
            "no client-facing referrals until the safeguarding course.",
            "Passed safeguarding (certificate on the fridge). Rachel says I can take "
            "referral appointments on Tuesdays.",
        ],
        [
            (
                "Am I cleared to see clients for referrals yet?",
                ["Tuesdays"],
                ["no client-facing referrals"],
            ),
        ],
    ),
    # ------------------------------------------------------------------ freshness
    (
        "freshness",
        "coding",
        [
            "Hilltop reservoir 07:10 — 3.62 m",
            "Eastgate tower 08:00: 11.9 m",
            "HT 11:45 3.41 m",
            "Eastgate 12:30 12.4 m, inlet valve open",
            "Hilltop level 15:20: 3.18 m (P2 tripped?)",
        ],
        [
            (
                "What's the latest level we have for Hilltop?",
                ["3.18 m"],
                ["3.62 m", "3.41 m"],
            ),
            ("And the Eastgate tower?", ["12.4 m"], ["11.9 m"]),
        ],
    ),
    (
        "freshness",
        "coding",
        [
            "fw 3.8.2 rollout: 1,204 / 9,800 bikes updated",
            "3.8.2 at 4,377 / 9,800, failure rate 0.4%",
            "$ otactl status fw-3.8.2\nupdated: 7,951  pending: 1,612  failed: 237",
        ],
        [
            (
                "How many bikes have taken the new firmware so far?",
                ["7,951"],
                ["1,204", "4,377"],
            ),
        ],
    ),
    (
        "freshness",
        "coding",
        [
            "squeue -u okafor: 412 pending, 88 running (star_align array 88123)",
            "array 88123: 301 done, 199 pending",
            "sacct for 88123: 487 COMPLETED, 13 FAILED (OUT_OF_MEMORY)",
        ],
        [
            (
                "How's the alignment batch getting on?",
                ["487 COMPLETED"],
                ["412 pending", "199 pending"],
            ),
        ],
    ),
    (
        "freshness",
        "coding",
        [
            "liveblog concurrents 14:02 — 18.4k",
            "14:30: 41k on the liveblog, cache hit 97%",
            "15:05 liveblog 63.2k, origin CPU 71%",
        ],
        [
            (
                "what are we at on the live blog readership?",
                ["63.2k"],
                ["18.4k", "41k"],
            ),
        ],
    ),
    (
        "freshness",
        "coding",
        [
            "recon 2025-11-03: 142 unmatched txns (£8,912.40)",
            "after re-running with the FX fix: 37 unmatched",
            "Lena cleared the manual ones — 6 left, all Amex chargebacks",
        ],
        [
            (
                "How many transactions are still unreconciled for the 3rd?",
                ["6 left"],
                ["142 unmatched", "37 unmatched"],
            ),
        ],
    ),
    (
        "freshness",
        "life",
        [
            "Resting HR this morning 58",
            "RHR 55 (week 6)",
            "resting heart rate 52 today, legs feel fresh",
        ],
        [("What's my resting pulse lately?", ["52"], ["58", "55"])],
    ),
    (
        "freshness",
        "life",
        [
            "Saturday pre-orders so far: 23 loaves",
            "pre-orders at 41 (Thursday night)",
            "Friday 9pm: 58 loaves booked, closing the form at 60",
        ],
        [
            (
                "How many loaves do people want for Saturday?",
                ["58"],
                ["23 loaves", "at 41"],
            ),
        ],
    ),
    # ------------------------------------------------------------------ repair
    (
        "repair",
        "coding",
        [
            "ORU_OUT queue backing up — ACKs from Epic timing out after 30s.",
            "Raised ORU_OUT ack timeout to 120s, enabled queue-on-error; backlog drained by 14:10.",
            "Epic interface team asked us to back it down, too long masks their outages. "
            "ORU_OUT ack timeout = 60s.",
        ],
        [
            (
                "What's the results channel waiting for an ACK before it gives up?",
                ["60s"],
                ["120s", "30s"],
            ),
        ],
    ),
    (
        "repair",
        "coding",
        [
            "Crash spike on Mali-G57 phones at shader compile (Vulkan path), ~2.3% of "
            "Android sessions.",
            "Hotfix via remote config: render.force_gles=true for Mali-G57.",
            "Arm driver r47 is out through Play; render.force_gles back to false, Vulkan "
            "on Mali again, crash rate flat.",
        ],
        [
            (
                "Are the Mali phones rendering with GLES or Vulkan right now?",
                ["Vulkan on Mali again"],
                ["force_gles=true"],
            ),
        ],
    ),
    (
        "repair",
        "coding",
        [
            "PI gaps every night 02:00-02:20 on Ridgeway tags, the backup job saturates the link.",
            "Moved the veeam job RW-NIGHTLY to 03:30, gaps gone.",
            "veeam RW-NIGHTLY schedule: daily 05:15 — the earlier slot collided with the "
            "chlorine dosing report export.",
        ],
        [("When does the Ridgeway backup run?", ["05:15"], ["03:30"])],
    ),
    (
        "repair",
        "coding",
        [
            "After 3.8.2 about 40 bikes in Lyon are in a reboot loop (watchdog on GPS init).",
            "Pinned the Lyon cohort to 3.8.1 for now.",
            "3.8.3 has the GPS init fix. Lyon cohort unpinned, all on 3.8.3.",
        ],
        [
            ("Which firmware are the Lyon bikes on?", ["3.8.3"], ["3.8.1"]),
            ("What did we roll them back to during the reboot loops?", ["3.8.1"], []),
        ],
    ),
    (
        "repair",
        "coding",
        [
            "collections-api: /iiif thumbnails 502 under load, nginx log says 'upstream "
            "sent too big header'.",
            "fix in sites-enabled/collections.conf:\n"
            "location /iiif/ {\n"
            "    proxy_buffer_size 16k;\n"
            "    proxy_buffers 8 16k;\n"
            "}",
            "Thumbnails are served by Cantaloupe behind the CDN; the /iiif nginx location "
            "is back to defaults.",
        ],
        [
            (
                "What's serving the thumbnails, and is the nginx buffer tweak still in?",
                ["Cantaloupe", "back to defaults"],
                ["proxy_buffer_size 16k"],
            ),
        ],
    ),
    (
        "repair",
        "life",
        [
            "Rear tyre on the commuter keeps flatting — glass through the Gatorskin.",
            "Fixed: new tube plus a tyre liner.",
            "Rear is now a tubeless Schwalbe Pro One, liner binned.",
        ],
        [
            (
                "What's on the back wheel of the commuter bike?",
                ["tubeless Schwalbe Pro One"],
                ["tyre liner"],
            ),
        ],
    ),
    (
        "repair",
        "life",
        [
            "Shower's leaking into the kitchen ceiling again.",
            "Gary re-sealed the shower tray, should hold.",
            "The silicone didn't hold — Gary's crew fitted a new tray and wet-wall panels, "
            "dry for a fortnight.",
        ],
        [
            (
                "How did the shower leak get sorted in the end?",
                ["new tray"],
                ["re-sealed"],
            ),
        ],
    ),
    # ------------------------------------------------------------------ commitment
    (
        "commitment",
        "coding",
        [
            "Action from standup: Hana writes the cache warm-up script for the results "
            "pages, by Tuesday.",
            "Dev said he'd have the k6 load-test report up by Wednesday.",
            "Ines owns the rollback runbook, due Thursday.",
            "Dev's report is in Confluence.",
            "Ines: done, linked in #elections.",
        ],
        [
            (
                "What's still outstanding from the election prep actions?",
                ["cache warm-up"],
                ["k6 load-test report", "rollback runbook"],
            ),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "Adyen support promised the missing settlement report for 28 Oct by Friday "
            "(case 00934412).",
            "I owe Marek in Finance a variance explanation for October by the 10th.",
            "Adyen case 00934412: file received and loaded.",
        ],
        [
            (
                "What do I still owe, and to whom?",
                ["variance explanation", "Marek"],
                ["missing settlement report"],
            ),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "TODO (me): publish the OTA rollback runbook by 14 Nov.",
            "Fleet ops want the Lyon incident folded into the rollback runbook; new "
            "deadline 21 Nov.",
        ],
        [("When's the rollback doc due?", ["21 Nov"], ["14 Nov"])],
    ),
    (
        "commitment",
        "coding",
        [
            "Promised the Rijksmuseum team a CSV export of our Dutch Golden Age holdings "
            "by 30 Nov.",
            "Said I'd review Samir's PR #88 (IIIF manifests) tomorrow.",
            "#88 reviewed, approved with nits.",
            "Rijks export: they want JSON-LD (Linked Art) now, not a spreadsheet.",
        ],
        [
            (
                "What am I on the hook for with the Dutch museum?",
                ["JSON-LD"],
                ["CSV export"],
            ),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "Kenji will add AV1 video renditions for the video podcast feed by end of sprint.",
            "Bea promised the <podcast:transcript> RSS tags by Friday.",
            "Bea: transcript tags live on all feeds.",
            "Kenji: AV1 dropped, Apple won't take it. Doing HEVC instead, same sprint.",
        ],
        [
            (
                "Remind me what Kenji's delivering this sprint?",
                ["HEVC"],
                ["AV1 video renditions"],
            ),
        ],
    ),
    (
        "commitment",
        "life",
        [
            "Dad's paying the florist deposit (£300) by 1 Dec.",
            "Tom said he'd sort the suit fittings for the groomsmen by the 15th.",
            "Florist emailed: Dad's payment arrived.",
        ],
        [
            (
                "Anything the family still owes on wedding jobs?",
                ["suit fittings"],
                ["florist deposit"],
            ),
        ],
    ),
    (
        "commitment",
        "life",
        [
            "Rob promised to fix the loose stair rail at Mum's by Saturday.",
            "I said I'd ring the council about her blue badge renewal by Wednesday.",
            "Council rang back, all sorted — ref BB-55192.",
        ],
        [
            (
                "Which of the jobs at Mum's is still open?",
                ["stair rail"],
                ["blue badge"],
            ),
        ],
    ),
    # ------------------------------------------------------------------ control
    (
        "control",
        "coding",
        [
            "Interface engine hosts: mirth-prod-01 (10.12.4.21) primary, mirth-prod-02 "
            "(10.12.4.22) standby, mirth-test (10.12.9.5).",
            "mirth-test rebuilt on 10.12.9.40.",
            "Standby moved to the DR site: mirth-prod-02 is 10.88.1.22.",
        ],
        [
            ("What's the primary interface engine's IP?", ["10.12.4.21"], []),
            ("which host is the primary again, by name?", ["mirth-prod-01"], []),
        ],
    ),
    (
        "control",
        "coding",
        [
            "Game server fleets: EU in eu-central-1 (Frankfurt), NA in us-east-2, JP in "
            "ap-northeast-1.",
            "NA fleet moved to us-west-2 for the west-coast latency complaints.",
            "JP fleet gets a second AZ next sprint.",
        ],
        [("Which AWS region hosts the European servers?", ["eu-central-1"], [])],
    ),
    (
        "control",
        "coding",
        [
            "Depot codes in route-opt: LDS1 Leeds, MAN2 Trafford Park, BHX3 Coventry.",
            "BHX3 relocating to Daventry in January; code becomes DIRFT1.",
            "LDS1 gets 4 more vans from Monday.",
        ],
        [("Where physically is MAN2?", ["Trafford Park"], [])],
    ),
    (
        "control",
        "coding",
        [
            "conda env rnaseq-2025: star 2.7.11b, salmon 1.10.3, samtools 1.20, python 3.11.",
            "$ mamba install -n rnaseq-2025 salmon=1.10.4\n... done (index format unchanged)",
            "samtools bumped to 1.21 in rnaseq-2025 as well.",
        ],
        [("Which STAR release is in the RNA-seq env?", ["2.7.11b"], [])],
    ),
    (
        "control",
        "coding",
        [
            "Inkwell prod: web nodes ink-web-1..4 behind haproxy, Postgres on ink-db-main, "
            "search on OpenSearch os-news-1.",
            "OpenSearch is on os-news-2 (bigger disks), os-news-1 decommissioned.",
            "ansible-playbook -i inventories/prod site.yml --limit ink-web-5\n"
            "PLAY RECAP: ink-web-5 : ok=41 changed=38 unreachable=0 failed=0",
        ],
        [("Which box is the CMS's database on?", ["ink-db-main"], [])],
    ),
    (
        "control",
        "coding",
        [
            "ledger-svc flags (prod): FX_REVAL=on, AUTO_MATCH_THRESHOLD=0.98, PARTIAL_REFUNDS=off",
            "$ docker exec ledger-svc env | grep PARTIAL\nPARTIAL_REFUNDS=on",
            "New flag SEPA_INSTANT=off added to ledger-svc, default off everywhere.",
        ],
        [("what confidence does auto-matching need?", ["0.98"], [])],
    ),
    (
        "control",
        "life",
        [
            "Bike lock combo 4-1-9-7; locker 23 in the basement bike room at work.",
            "Locker is 31 now, they reorganised the bike room.",
            "Shower block card got re-issued, new PIN on the badge.",
        ],
        [("What's the combination on my bike lock?", ["4-1-9-7"], [])],
    ),
    (
        "control",
        "life",
        [
            "Suppliers: flour from Shipton Mill (order Mondays), butter from Longley Farm, "
            "eggs from Fenn's.",
            "Eggs from Cackleberry Farm from next week, Fenn's stopped delivering.",
            "Shipton Mill order day is Tuesday now.",
        ],
        [("Who do we get our butter from?", ["Longley Farm"], [])],
    ),
    # ------------------------------------------------------------------ never_said
    (
        "never_said",
        "coding",
        [
            "ADT feed from the PAS arrives on mirth-prod-01, port 6650 (channel ADT_IN).",
            "ORU_OUT sends results to Epic on 6674.",
        ],
        [
            ("What port does the radiology feed come in on?", [], [], ["radiology"]),
            ("Which port is the admissions/ADT channel listening on?", ["6650"], []),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "Battle pass pricing: standard 950 gems, premium+ tier 2,800 gems.",
            "Gem bundles: 500 for 4.99, 1,100 for 9.99.",
        ],
        [
            ("How much is the starter pack?", [], [], ["starter pack"]),
            ("How many gems is the premium+ pass?", ["2,800"], []),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "Ridgeway pump station: 3 pumps, P1/P2 duty, P3 standby; RTU-RW1 at 10.60.3.11.",
            "Ridgeway outstation polled over the licensed UHF radio link, DNP3 outstation "
            "address 14.",
        ],
        [
            (
                "What's the IP of the Ridgeway backup generator controller?",
                [],
                [],
                ["generator"],
            ),
            ("RTU address at Ridgeway?", ["10.60.3.11"], []),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "OTA endpoints: ota.api.voltride.io (bikes), ota-admin.voltride.io (console). "
            "Artifacts in s3://voltride-fw-prod.",
        ],
        [
            (
                "Where do the docking stations pull their firmware from?",
                [],
                [],
                ["docking"],
            ),
            ("Which bucket holds the bike firmware images?", ["s3://voltride-fw-prod"], []),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "Collection API keys: partner tier for the V&A and the Rijksmuseum, public "
            "tier for everyone else.",
            "Partner tier includes the high-res IIIF images.",
        ],
        [
            ("What tier is the British Museum on?", [], [], ["British Museum"]),
            ("Which level of access do the V&A get?", ["partner tier"], []),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "Transcoder workers: 6x c6i.2xlarge in the ASG castfarm-workers, spot disabled.",
            "Job queue: SQS castfarm-jobs, visibility timeout 900s.",
        ],
        [
            ("What's the dead-letter queue called?", [], [], ["dead-letter"]),
            ("What's the visibility timeout on the job queue?", ["900s"], []),
        ],
    ),
    (
        "never_said",
        "life",
        [
            "Venue: Hartwell House. Photographer: Amira Sayed. Band: The Jukebox Jivers.",
            "Registrar confirmed for 2pm.",
        ],
        [
            ("Who's making the wedding cake?", [], [], ["cake"]),
            ("Who did we book to take the photos?", ["Amira Sayed"], []),
        ],
    ),
    (
        "never_said",
        "life",
        [
            "Race: Manchester Marathon, 19 April, bib 11482, start wave C at 9:10.",
            "Hotel: Premier Inn Salford Quays, 2 nights.",
        ],
        [
            ("What finish time did I predict for Manchester?", [], [], ["finish time"]),
            ("What's my race number?", ["11482"], []),
        ],
    ),
]
