"""wild19: a set over thirteen kinds of state question, written blind to the product's
rules and measured so once (BENCHMARKS.md); a tuning set since.

The settings stay clear of the usual web-shop team. On the coding side: the SCADA group at a
municipal water utility (historians, RTUs, reservoir levels, a contractor's VPN), a
bioinformatics core facility (reference builds, a Slurm cluster called ardbeg, IRB-gated data),
the team behind a mobile banking app in Lagos (release captains, settlement float, CBN audits),
a university robotics lab, an indie podcast network's tech side, a satellite ground station, a
seismology data pipeline, a county library's catalog upgrade, a game studio's console build
farm, an orchard soil-sensor network, a hospital LIMS interface, a harbour ferry's ticketing
system, an open-source compiler project and a museum herbarium digitisation line. On the life
side: a wedding planner, a beekeeper, a marathon trainee, someone caring for an elderly father
and mother, household money and taxes, a kitchen renovation, a car, and family travel. The
notes are written in many voices: terse shorthand, pasted tool output (git log, kubectl,
crontab, CI checks, lab portals, bank apps), forwarded emails, quoted chat, an assistant's
"Noted" lines, and later notes that simply state a different value with no change word at all.
"""

from __future__ import annotations

STORIES = [
    # ------------------------------------------------------------------ supersession
    (
        "supersession",
        "coding",
        [
            "SCADA historian for the Eastbank pump stations lives on hist-03 (10.40.2.17). "
            "Grafana polls it every 30s.",
            "Ops ticket WU-2231 closed: Eastbank historian cut over to hist-07 overnight, the old "
            "box goes to cold standby Friday.",
        ],
        [
            (
                "Which box should I point the new Eastbank Grafana panel at?",
                ["hist-07"],
                ["hist-03", "10.40.2.17"],
            ),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "Core facility default for RNA-seq alignment: GRCh38 with GENCODE v38 annotation, "
            "STAR 2.7.9a.",
            "Lab meeting 3/14: Priya wants everything on the newest GENCODE going forward, "
            "re-index before the April batch.",
            "Re-index done. STAR index under /refs/grch38_g44/, v44 is the default for all new "
            "submissions.",
        ],
        [
            (
                "The Okonkwo lab's samples come in next week. Which annotation release will they "
                "be aligned against?",
                ["v44"],
                ["v38"],
            ),
            ("which STAR version are we on", ["2.7.9a"], []),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "Release captain for the PayNaija Android 5.x train is Tobi Adeyemi; he signs off "
            "every Play Store rollout.",
            "Tobi's on paternity leave from the 2nd. Chiamaka covers release captain for 5.4 "
            "and 5.5.",
            "5.5 handed over to Ifeoma, C. got pulled onto the USSD outage postmortem.",
        ],
        [
            ("Who do I ping to approve the 5.5 staged rollout?", ["Ifeoma"], ["Chiamaka"]),
            (
                "Who was release captain for the 5.x train before all the leave shuffling?",
                ["Tobi"],
                [],
            ),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "arm-rig-2 runs ROS 2 Humble on Ubuntu 22.04. Don't touch it until Sana's grasping "
            "trials are done.",
            "sana's trials wrapped. arm-rig-2 reimaged -> Jazzy / 24.04 (thu)",
        ],
        [
            (
                "Is arm-rig-2 still on Humble? Need to know which distro to build my package "
                "against.",
                ["Jazzy"],
                ["Humble", "22.04"],
            ),
        ],
    ),
    (
        "supersession",
        "life",
        [
            "Coach Ines set my Valencia marathon goal pace at 5:40/km, long runs at 6:20/km.",
            "After the Porto half (1:52) Ines bumped goal pace to 5:25/km. Long runs stay as "
            "they were.",
        ],
        [
            ("What pace am I meant to hold on race day?", ["5:25"], ["5:40"]),
            ("and the long runs?", ["6:20"], []),
        ],
    ),
    (
        "supersession",
        "life",
        [
            "Dad's Eliquis: 5 mg twice a day, morning and evening with food. Pill organiser "
            "gets refilled Sundays.",
            "Dr. Halvorsen lowered Dad to 2.5 mg twice daily after the kidney numbers came back "
            "(eGFR 28).",
        ],
        [
            (
                "It's Sunday, I'm filling Dad's pill organiser. How much Eliquis goes in each "
                "slot?",
                ["2.5 mg"],
                ["5 mg twice a day"],
            ),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "Feeds for all six Lanternfish shows are served from feeds.lanternfish.fm via Bunny "
            "CDN, pull zone lf-audio.",
            "From the Lanternfish tech channel, Dario: 'Bunny bill tripled, I flipped the feed "
            "DNS to Cloudflare R2 this morning, the pull zone is dead.'",
        ],
        [
            (
                "Where are our podcast feeds actually being served from these days?",
                ["R2"],
                ["lf-audio"],
            ),
        ],
    ),
    # ------------------------------------------------------------------ correction
    (
        "correction",
        "coding",
        [
            "Ground station Tromsø-B: telemetry on UDP 5120, commanding on UDP 5121. Pass "
            "schedule pushed nightly at 02:00 UTC.",
            "Henrik caught it, I had them flipped: commanding is 5120, telemetry comes in on 5121.",
        ],
        [
            (
                "I'm writing the telemetry listener for Tromsø-B, what port do I bind?",
                ["telemetry comes in on 5121"],
                ["telemetry on UDP 5120"],
            ),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "Station KVR3 broadband channel HHZ sampled at 200 Hz, miniSEED archived to "
            "s3://seis-raw/kvr3/.",
            "typo above: KVR3 HHZ is 100 sps, not 200. the 200 was the strong-motion channel HNZ.",
        ],
        [
            ("sample rate on KVR3 HHZ?", ["100 sps"], ["200 Hz"]),
            ("Where's the KVR3 raw data archived?", ["s3://seis-raw/kvr3/"], []),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "Koha upgrade to 23.11 for the county library catalogue: Margit owns the DB "
            "migration, Femi the OPAC theme.",
            "Fixing my earlier note, I swapped them. Femi is on the DB migration and Margit on "
            "the theme.",
        ],
        [
            (
                "The migration scripts are failing on the staging copy of the catalogue. Who "
                "should I ask?",
                ["Femi is on the DB migration"],
                ["Margit owns the DB migration"],
            ),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "Harbour Line ticketing: card-terminal firmware must be rolled to all 14 ferries by "
            "30 May, per the acquirer.",
            "Fwd from the acquirer (Lise Moen): 'Apologies, the date in our last letter was "
            "wrong. The compliance deadline is 30 April, not May.'",
        ],
        [
            (
                "How much runway do we have on the terminal firmware rollout? What's the hard "
                "date?",
                ["30 April"],
                ["30 May"],
            ),
        ],
    ),
    (
        "correction",
        "life",
        [
            "Okafor–Lindqvist wedding: 140 guests confirmed, reception at Villa Sorrel, dinner "
            "seating 8 per round table.",
            "Bride's mother rang: we double-counted the kids' table. Real confirmed headcount "
            "is 126.",
        ],
        [
            ("How many covers do I give Villa Sorrel?", ["126"], ["140 guests"]),
            ("How many per table again?", ["8 per round table"], []),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "Nightly console builds for Project Halcyon run on build agent bf-ps5-04; artifacts "
            "land in smb://vault/halcyon/nightly.",
            "typo in my last note: the nightly agent is bf-ps5-40 (four-zero). the zero-four "
            "box is the old devkit nobody uses.",
        ],
        [
            (
                "Nightly looks stuck. Which agent do I RDP into to check it?",
                ["bf-ps5-40"],
                ["bf-ps5-04"],
            ),
        ],
    ),
    (
        "correction",
        "life",
        [
            "Quarterly estimated tax Q3: pay $3,850 to the IRS by Sept 15 via Direct Pay, from "
            "joint checking.",
            "Roz (accountant) emailed: she transposed digits, Q3 estimate should be $3,580. Same "
            "date (Sept 15), same account.",
        ],
        [
            (
                "How much am I sending the IRS this quarter, and by when?",
                ["3,580", "Sept 15"],
                ["3,850"],
            ),
            ("What figure did Roz originally give me for Q3?", ["3,850"], []),
        ],
    ),
    # ------------------------------------------------------------------ restatement
    (
        "restatement",
        "coding",
        [
            "Weekend on-call for SCADA alarms (chlorine residual, reservoir levels): Bogdan, "
            "phone number in the runbook.",
            "Reminder for the team: Bogdan has the pager this weekend for the SCADA stuff, "
            "escalate to Wren if he doesn't ack in 15 min.",
        ],
        [
            (
                "Who's covering SCADA alarms this weekend, and who's the backup?",
                ["Bogdan", "Wren"],
                [],
            ),
        ],
    ),
    (
        "restatement",
        "coding",
        [
            "Each lab gets 20 TB on /scratch at the core, purged after 60 days of no access.",
            "Per the storage policy email: scratch is still 20 TB per lab, but files untouched "
            "for 45 days get purged.",
        ],
        [
            (
                "If I leave my BAMs on scratch over the 8-week field season without touching "
                "them, will they survive?",
                ["45 days"],
                ["60 days"],
            ),
        ],
    ),
    (
        "restatement",
        "coding",
        [
            "Interswitch sandbox rate limit: 50 req/s per client key, burst 100.",
            "Emeka in standup: 'the sandbox throttles us at fifty a second, same as before, "
            "don't hammer it in the load test.'",
        ],
        [("what's the sandbox rate limit again", ["50 req/s|fifty a second"], [])],
    ),
    (
        "restatement",
        "coding",
        [
            "Camera extrinsics for the mobile base get recalibrated every Monday using the "
            "ChArUco board in bay 2.",
            "weekly cam calib (mobile base): mondays, charuco board, bay 2. Yusuf owns it.",
        ],
        [
            (
                "Who does the mobile base camera calibration, and where do I find the board?",
                ["Yusuf", "bay 2"],
                [],
            ),
        ],
    ),
    (
        "restatement",
        "life",
        [
            "Hive inspections every 7 days during swarm season (April–June). Hives: Marigold, "
            "Juniper, Old Tom.",
            "Swarm season plan again: all three colonies weekly, except Old Tom every 5 days "
            "since it's bursting at the seams.",
        ],
        [
            ("How often should I be opening up Old Tom?", ["every 5 days"], ["every 7 days"]),
            ("And Juniper?", ["weekly|every 7 days"], []),
        ],
    ),
    (
        "restatement",
        "coding",
        [
            "Quill compiler MSRV is Rust 1.74; the msrv CI job pins it.",
            "From CONTRIBUTING.md: 'We support current stable and a minimum supported Rust "
            "version of 1.74. PRs that bump it need a maintainer ack.'",
        ],
        [
            (
                "Can I use something that only landed in Rust 1.79 in my Quill PR?",
                ["1.74"],
                [],
            ),
        ],
    ),
    (
        "restatement",
        "life",
        [
            "Flight to Lisbon: TP 1355, Sat 11 Oct, departs 07:10 from Terminal 1.",
            "TAP app shows the same flight, TP1355 on Saturday, departure pushed to 07:55, "
            "still T1.",
        ],
        [
            (
                "What time does the Lisbon flight leave on Saturday? Trying to work out when to "
                "book the taxi.",
                ["07:55"],
                ["07:10"],
            ),
        ],
    ),
    # ------------------------------------------------------------------ partial_update
    (
        "partial_update",
        "coding",
        [
            "Harbour Line staging DB: host pgstg.harbour.internal, port 5433, db tickets_stg, "
            "user svc_tix.",
            "staging db port is 6432 after the pgbouncer change, everything else same.",
        ],
        [
            (
                "Give me host and port for the ticketing staging DB.",
                ["pgstg.harbour.internal", "6432"],
                ["5433"],
            ),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "Herbarium scan profile: 600 dpi for sheets, 1200 dpi for seed packets, output TIFF "
            "to /ingest/herb/.",
            "Seed packets go down to 800 dpi. The 1200 files were choking the OCR step.",
        ],
        [
            (
                "What resolution do I scan seed packets at, and the full sheets?",
                ["800 dpi", "600 dpi"],
                ["1200 dpi"],
            ),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "crontab on radar-proc-1: `*/10 * * * * /opt/radar/bin/composite.sh --site KSHV "
            "--out /data/comp`",
            "crontab -l on radar-proc-1 today: `*/5 * * * * /opt/radar/bin/composite.sh --site "
            "KSHV --out /data/comp`",
        ],
        [
            ("How often does the KSHV composite job fire?", ["*/5"], ["*/10"]),
            ("Where does the composite write its output?", ["/data/comp"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "Soil probes in the north orchard: LoRa SF9, report every 15 min, gateway "
            "gw-orchard-n, battery alert at 3.4 V.",
            "Bumped orchard probe interval to 30 min to save battery. SF, gateway, alert "
            "threshold untouched.",
        ],
        [
            (
                "What's the reporting interval and the low-battery threshold on the orchard "
                "probes?",
                ["30 min", "3.4 V"],
                ["every 15 min"],
            ),
        ],
    ),
    (
        "partial_update",
        "life",
        [
            "Kitchen reno quote from Brodsky & Sons: cabinets $9,200, quartz countertop $3,600, "
            "labour $7,500, start June 3.",
            "Brodsky revised: countertop goes to $4,100 since we picked the thicker slab. Rest "
            "of the quote holds.",
        ],
        [
            (
                "What does the Brodsky quote add up to?",
                ["9,200", "4,100", "7,500"],
                ["3,600"],
            ),
            ("When are they starting?", ["June 3"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "LIMS -> EHR HL7 feed: results on MLLP port 6661, ADT on 6662, both to iface-eng-02.",
            "Interface team put ADT on 6670 during the Rhapsody upgrade; results feed left alone.",
        ],
        [
            ("Setting up a test harness for lab results. Which port?", ["6661"], []),
            ("and for ADT messages?", ["6670"], ["6662"]),
        ],
    ),
    (
        "partial_update",
        "life",
        [
            "Physio (Annika) for the knee: 3x/week, quad sets 3x15, step-downs 3x10, cycling "
            "20 min.",
            "Annika's update after week 4: step-downs 3x15 wearing a 4 kg vest. Rest of the "
            "routine unchanged.",
        ],
        [
            (
                "What's my step-down set these days, and how long am I on the bike?",
                ["4 kg", "20 min"],
                ["step-downs 3x10"],
            ),
        ],
    ),
    # ------------------------------------------------------------------ event_change
    (
        "event_change",
        "coding",
        [
            "Picker rewrite lives on branch feat/phasenet-v2; main still runs the STA/LTA picker.",
            "git log --oneline -1 origin/main: `a91c3e0 Merge pull request #212 from "
            "seislab/feat/phasenet-v2`",
        ],
        [
            (
                "Which phase picker is on main right now?",
                ["Merge pull request #212"],
                ["main still runs the STA/LTA"],
            ),
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "Primary PLC gateway for the Millbrook reservoir is mb-gw-a; mb-gw-b is warm standby.",
            "Storm last night took out power at Millbrook. The primary's board is fried; the "
            "station failed over and has been on the standby since 03:40.",
        ],
        [
            (
                "Which gateway is Millbrook talking through right now?",
                ["mb-gw-b", "failed over"],
                [],
            ),
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "The grasp dataset pipeline (grasp-etl repo) is owned by Lukas; he reviews every PR.",
            "Last Friday was Lukas's final day in the lab, he's off to Bosch. Farah inherited "
            "all his repos.",
        ],
        [("Who should review my grasp-etl PR?", ["Farah"], [])],
    ),
    (
        "event_change",
        "coding",
        [
            "PayNaija iOS: 5.3.2 is live on the App Store; 5.4.0 in review with Apple.",
            "App Store Connect email: 'The status of your app, PayNaija (5.4.0), is now Ready "
            "for Distribution.' Phased release started 09:12 WAT.",
        ],
        [
            (
                "A customer says she's on 5.3.2 and asks if that's the latest iOS build. Is it?",
                ["5.4.0", "Ready for Distribution"],
                ["5.3.2 is live"],
            ),
        ],
    ),
    (
        "event_change",
        "life",
        [
            "Mum's address for the pharmacy deliveries: 14 Rowan Close, Flat 2, Hebden Bridge.",
            "Mum got the keys to the bungalow at 3 Tanner's Yard on the 9th; all her things "
            "went over on Saturday.",
        ],
        [
            (
                "The pharmacy is asking where to deliver Mum's repeat prescription, what do I "
                "tell them?",
                ["3 Tanner's Yard"],
                ["14 Rowan Close"],
            ),
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "Episode analytics for Lanternfish come from Chartable; dashboards live in the 'LF "
            "weekly' Looker Studio report.",
            "Spotify shut down the analytics tool we used. Exported everything; LF weekly reads "
            "from Podtrac since the 20th.",
        ],
        [
            (
                "Where does the LF weekly report get its download numbers?",
                ["Podtrac"],
                ["Chartable"],
            ),
        ],
    ),
    (
        "event_change",
        "life",
        [
            "Booked the 08:04 Eurostar 9014 London to Paris on 12 March, coach 7, seats 61/62.",
            "SNCF strike: Eurostar cancelled 9014 and auto-rebooked us onto 9024 at 10:31, "
            "coach 3, seats 44/45.",
        ],
        [
            (
                "What train and seats are we on for Paris on the 12th?",
                ["9024", "44/45"],
                ["08:04", "61/62"],
            ),
        ],
    ),
    # ------------------------------------------------------------------ cancellation
    (
        "cancellation",
        "coding",
        [
            "Quill 0.9 release cut planned for Thu 6 June; Mireille runs the changelog.",
            "Mireille on Zulip: 'holding 0.9 until the borrowck regression (#1408) is fixed. no "
            "date yet.'",
        ],
        [
            (
                "Is the 0.9 cut still happening Thursday?",
                ["holding 0.9|no date yet"],
                ["Thu 6 June"],
            ),
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "Maintenance window Sun 02:00–05:00: firmware on all Eastside RTUs, Bogdan plus a "
            "contractor from Aquatek.",
            "Scrap Sunday's RTU window. Aquatek's firmware image failed validation on the bench, "
            "nothing gets flashed.",
        ],
        [
            (
                "Do I need to be up for the RTU work at 2am Sunday?",
                ["Scrap Sunday"],
                ["Bogdan plus a contractor"],
            ),
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "Decision (core steering committee): move the variant-calling pipeline to AWS Batch "
            "in Q3.",
            "Steering cmte minutes, item 4: AWS Batch move shelved, the grant won't cover "
            "egress. Pipeline stays on the Slurm cluster (ardbeg).",
        ],
        [
            (
                "Should I start rewriting the variant caller's job scripts for AWS Batch?",
                ["shelved"],
                ["in Q3"],
            ),
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "Halcyon: crossplay flag `net.crossplay_beta` goes on for 10% of players with patch "
            "1.6.",
            "Crossplay beta pulled from 1.6 scope per cert feedback; the flag stays off for "
            "everyone, revisit for 1.8.",
        ],
        [
            (
                "What share of players get crossplay in 1.6?",
                ["flag stays off"],
                ["10% of players"],
            ),
        ],
    ),
    (
        "cancellation",
        "life",
        [
            "Grandpa Teodor's 80th: lunch at Restaurant Kolonáda, Sun 17 Nov 13:00, table for "
            "22, deposit paid.",
            "Text from Aunt Vera: 'Teo's not up to a big lunch after the fall. We're calling off "
            "Kolonáda, just family at the house. Got the deposit back.'",
        ],
        [
            (
                "Do I still need to get to Kolonáda for 1pm on the 17th?",
                ["calling off Kolonáda"],
                ["table for 22"],
            ),
        ],
    ),
    (
        "cancellation",
        "life",
        [
            "Gym (Forge Fitness) direct debit £42 on the 1st of each month from the Monzo account.",
            "Cancelled Forge in person at the desk. Last payment was 1 Aug, confirmation ref "
            "FF-88213.",
        ],
        [
            (
                "Budgeting: what's coming out of Monzo on the 1st next month?",
                ["last payment was 1 Aug"],
                ["£42"],
            ),
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "We're switching off the legacy SOAP booking API on 1 Sept; partners have been "
            "notified.",
            "Legacy SOAP shutdown slips to 'next year'. Two travel agencies still on it and "
            "sales won't let us cut them off.",
        ],
        [
            (
                "Can I rip the SOAP handlers out of booking-svc in the September sprint?",
                ["next year"],
                ["1 Sept"],
            ),
        ],
    ),
    # ------------------------------------------------------------------ interruption
    (
        "interruption",
        "coding",
        [
            "Chasing the joint-4 encoder drift on arm-rig-1: ruled out the cable, suspect the "
            "firmware filter constant. Next: diff firmware 3.2.1 vs 3.1.9.",
            "Stopping here to cover Farah's demo. Left a scope capture at "
            "~/drift/j4_scope_0612.csv.",
            "Back on the j4 drift. Diff done: 3.2.1 changed the IIR alpha from 0.2 to 0.05. "
            "Next up, flash 3.1.9 on the rig and rerun the 30 min soak.",
        ],
        [
            (
                "ok where was I with the encoder thing?",
                ["flash 3.1.9|rerun the 30 min soak"],
                ["diff firmware"],
            ),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "Running the card-token re-encryption migration: batches 1–40 done (of 112), KMS "
            "key v3.",
            "Paused the token migration at batch 57. CBN audit team needs the DB read-only for "
            "the afternoon.",
        ],
        [
            (
                "Auditors are gone. Resuming the re-encryption, what batch do I start from?",
                ["batch 57"],
                ["1–40 done"],
            ),
            ("which KMS key was it using?", ["v3"], []),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "Working through the accession-number dedupe in the herbarium DB. Done A–F. Fuzzy "
            "rule: same collector + date within 2 days.",
            "Interrupted by a loading dock delivery. Got through G–K before I left the desk.",
        ],
        [
            (
                "Where did I leave off with the dedupe, and what matching rule was I using?",
                ["G–K", "same collector"],
                [],
            ),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "Editing Ep 88 of Night Shift Radio: ad breaks cut, levelled to -16 LUFS, stuck at "
            "00:41:10 where Kemi's mic clips.",
            "Dinner break. Patched the clip at 41:10 from the backup recorder track; next up is "
            "the outro music swap at 01:02:30.",
        ],
        [
            (
                "Sitting back down with Ep 88. What's next?",
                ["outro music swap"],
                ["stuck at 00:41:10"],
            ),
        ],
    ),
    (
        "interruption",
        "life",
        [
            "Doing the 2023 return: W-2s entered, 1099-INT from Ally entered, stopped at the HSA "
            "section, need Form 5498-SA.",
            "5498-SA arrived and is in. Picking up tomorrow at the charitable deductions part "
            "(receipts in the blue folder).",
        ],
        [
            (
                "I have an hour tonight for the taxes, what's left to do?",
                ["charitable deductions"],
                ["need Form 5498-SA"],
            ),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "Building the HMI screen for Pump Station 9 in Ignition: tags and pump faceplates "
            "done.",
            "Got pulled into the chlorine alarm triage. PS9 screen: alarms pane half wired, tag "
            "paths under [default]PS9/Alarms.",
            "Back on PS9 for an hour: alarm pane finished. Trend panel for wet-well level is "
            "what's left, then ask Wren to review.",
        ],
        [
            (
                "Before I open Ignition again, what's still outstanding on the Pump Station 9 "
                "screen?",
                ["Trend panel"],
                ["half wired"],
            ),
        ],
    ),
    (
        "interruption",
        "life",
        [
            "Week 9 of 16 in the Valencia block. Long run this Sunday: 28 km.",
            "Calf strain, physio says 10 days off running. Plan on hold after week 9.",
            "Cleared to run again. Ines has me restarting at week 8 volume, so Sunday's long "
            "run is 24 km.",
        ],
        [("How long is Sunday's long run?", ["24 km"], ["28 km"])],
    ),
    # ------------------------------------------------------------------ scope_permission
    (
        "scope_permission",
        "coding",
        [
            "Dr. Amara Eze's lab has read-only access to COHORT-7 raw FASTQs; no access to the "
            "phenotype tables.",
            "IRB amendment approved 2 Oct: Eze lab may also read COHORT-7 phenotypes, "
            "de-identified view only (pheno_deid).",
        ],
        [
            (
                "Eze's postdoc is asking for the COHORT-7 phenotype data. Are they allowed it?",
                ["pheno_deid"],
                ["no access to the phenotype"],
            ),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Aquatek contractors have VPN access to the whole OT network (10.40.0.0/16) until "
            "the RTU project ends.",
            "After the audit finding, Aquatek's VPN profile is limited to 10.40.12.0/24 "
            "(Eastside RTUs), 07:00–19:00 only.",
        ],
        [
            (
                "An Aquatek tech wants to look at the Millbrook historian over VPN tonight. Is "
                "that allowed?",
                ["10.40.12.0/24"],
                ["10.40.0.0/16"],
            ),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Prod deploy permission on the PayNaija pipeline: Chiamaka, Tobi, and the release "
            "bot only.",
            "Added Ifeoma and Sodiq to the prod-deployers group in GitLab (CISO approved). Tobi "
            "removed while he's on leave.",
        ],
        [
            ("Can Sodiq push the hotfix to prod himself?", ["prod-deployers"], []),
            ("Who all can deploy to prod right now?", ["Ifeoma", "Chiamaka"], []),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Halcyon `release/1.6` branch: anyone on the engine team can push directly.",
            "Locked release/1.6: PRs only, 2 approvals, and one of them must be from Oskar or Mei.",
        ],
        [
            (
                "I've got a one-line fix for 1.6, can I just push it to the release branch?",
                ["PRs only", "Oskar or Mei"],
                ["push directly"],
            ),
        ],
    ),
    (
        "scope_permission",
        "life",
        [
            "Noor (14) can use the family Visa for school stuff up to $50 without asking.",
            "After the Roblox thing, Noor's card privileges are pulled. She has to ask first for "
            "anything, no exceptions.",
        ],
        [
            (
                "Noor wants to put a $30 calculator for school on the Visa. Does she need to "
                "check with me?",
                ["ask first"],
                ["up to $50"],
            ),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Only Sana and Yusuf are badge-authorised for the robot cage in room B114.",
            "Facilities email: badge access to B114 extended to every PhD student in the group "
            "who has finished the safety induction (list on the wiki).",
        ],
        [
            (
                "The new PhD student finished her induction last week. Can she get into B114 on "
                "her own?",
                ["finished the safety induction"],
                ["Only Sana and Yusuf"],
            ),
        ],
    ),
    (
        "scope_permission",
        "life",
        [
            "Dad's GP surgery will only discuss his care with him; I'm not on the consent form "
            "yet.",
            "Dad signed the consent form at the surgery on Tuesday: they can talk to me and my "
            "brother Ravi about his appointments and results.",
        ],
        [
            (
                "Can I ring Dad's GP and get his blood results myself?",
                ["signed the consent form"],
                ["not on the consent form"],
            ),
        ],
    ),
    # ------------------------------------------------------------------ freshness
    (
        "freshness",
        "coding",
        [
            "CI on PR #1422 (quill borrowck fix): red, test `nll_loops` fails on windows-latest.",
            "#1422: pushed a fix for the path-separator handling, CI rerunning on all targets.",
            "GitHub checks on #1422: ✓ linux  ✓ macos  ✓ windows  ✓ msrv. All green, 2 approvals.",
        ],
        [("Is #1422 good to merge?", ["All green"], ["fails on windows-latest"])],
    ),
    (
        "freshness",
        "life",
        [
            "Mum's HbA1c in March: 8.4%. Dr. Pillai adjusted her metformin.",
            "Lab portal, 12 June: HbA1c 7.6% (ref <6.5). Next check September.",
            "Sept result in from the portal: HbA1c 7.1%. Dr. Pillai's happy with the trend.",
        ],
        [
            ("What's Mum's latest HbA1c?", ["7.1%"], ["8.4%", "7.6%"]),
            ("What was it back in March, before the metformin change?", ["8.4%"], []),
        ],
    ),
    (
        "freshness",
        "coding",
        [
            "Reservoir R2 level at 06:00: 71% (4.2 m). Inflow valve V-12 throttled to 40%.",
            "R2 12:00 reading 64%, demand spike from the heat. V-12 opened to 70%.",
            "R2 at 18:00: 58% and holding. V-12 still at 70%.",
        ],
        [
            (
                "Shift handover: where's R2 sitting and what's V-12 set to?",
                ["58%", "70%"],
                ["71%", "64%", "40%"],
            ),
        ],
    ),
    (
        "freshness",
        "coding",
        [
            "Settlement float with Providus at 09:00: ₦182.4m. Top-up threshold ₦50m.",
            "Providus float 14:30: ₦61.9m after the salary-day rush.",
            "Treasury topped up ₦150m at 15:10. Float ₦211.9m.",
        ],
        [
            (
                "Do we need to top up the Providus float before close?",
                ["211.9m"],
                ["61.9m", "182.4m"],
            ),
        ],
    ),
    (
        "freshness",
        "coding",
        [
            "`kubectl get pods -n seis` -> `picker-7f9c4d-x2kq   0/1   CrashLoopBackOff   14   "
            "37m`",
            "`kubectl get pods -n seis` -> `picker-5b8d2e-qw7tn   1/1   Running   0   6m` "
            "(after bumping the mem limit to 2Gi)",
        ],
        [
            ("Is the picker pod healthy?", ["Running"], ["CrashLoopBackOff"]),
            ("What did we change to get it up?", ["2Gi"], []),
        ],
    ),
    (
        "freshness",
        "life",
        [
            "Amex statement closing 3 Feb: balance $2,318.40, due 28 Feb.",
            "Paid $1,500 to Amex on 10 Feb from checking.",
            "Amex app: current balance $1,104.75 (new charges since the payment), payment due "
            "28 Feb.",
        ],
        [("How much do I still owe on the Amex?", ["1,104.75"], ["2,318.40"])],
    ),
    (
        "freshness",
        "coding",
        [
            "Halcyon nightly #2231 (PS5): FAILED at link step, `LNK2019 unresolved external "
            "symbol NetSession::Resume`.",
            "Nightly #2232 (PS5): passed, 1h52m. #2232 (Xbox): failed, shader cache timeout.",
        ],
        [
            (
                "How did last night's PS5 and Xbox nightlies go?",
                ["passed, 1h52m", "shader cache timeout"],
                ["LNK2019"],
            ),
        ],
    ),
    # ------------------------------------------------------------------ repair
    (
        "repair",
        "coding",
        [
            "Workaround: the Eastside RTU poller hangs after ~6h, so a cron job restarts "
            "`rtu-poller` every 4 hours.",
            "Root cause: socket leak in the Modbus client. Patched in poller 2.8.3, deployed "
            "Wed; the 4-hourly restart cron is gone.",
        ],
        [
            (
                "The Eastside poller, do we still have to kick it periodically?",
                ["2.8.3"],
                ["every 4 hours"],
            ),
        ],
    ),
    (
        "repair",
        "coding",
        [
            "samtools on ardbeg segfaults on CRAMs >100GB; use container samtools:1.17-patched "
            "as a stopgap.",
            "Cluster admins made samtools 1.20 the module default. The CRAM segfault is fixed "
            "upstream, drop the patched container.",
        ],
        [
            (
                "Which samtools should my pipeline use on ardbeg for the big CRAMs?",
                ["1.20"],
                ["1.17-patched"],
            ),
        ],
    ),
    (
        "repair",
        "life",
        [
            "Bathroom sink trap leaking, bucket under it, empty daily. Don't run the dishwasher "
            "and the sink together (shared drain).",
            "Dmitri (plumber) replaced the trap and the drain seal on Thursday, invoice £140. "
            "Everything drains fine.",
        ],
        [
            (
                "Can I run the dishwasher while someone's using the bathroom sink?",
                ["replaced the trap"],
                ["bucket under it"],
            ),
        ],
    ),
    (
        "repair",
        "coding",
        [
            "Lidar on the mobile base drops frames above 10 Hz; running it at 5 Hz until the "
            "new unit arrives.",
            "Replacement Ouster arrived and is mounted. Back at 20 Hz, no drops over a 2h run.",
        ],
        [
            (
                "What rate should I put for the mobile base lidar in my launch file?",
                ["20 Hz"],
                ["5 Hz"],
            ),
        ],
    ),
    (
        "repair",
        "coding",
        [
            "Quarantined `TransferFlowTest.testNipTimeout`: flaky on CI (~1 in 8), skip "
            "annotation added, tracking in PN-1774.",
            "PN-1774 closed by Sodiq: the test was racing a mocked clock. Fixed, @Ignore "
            "removed, 50 consecutive green runs.",
        ],
        [
            (
                "Is testNipTimeout still skipped in CI?",
                ["@Ignore removed"],
                ["skip annotation added"],
            ),
        ],
    ),
    (
        "repair",
        "life",
        [
            "Check-engine light: code P0420. Mechanic says the catalytic converter is borderline; "
            "fine to drive, avoid long motorway trips.",
            "New cat fitted at Kwik-Fix (£610). Light's off, passed the MOT emissions test on 4 "
            "April.",
        ],
        [
            (
                "Thinking of driving up to Edinburgh next weekend. Is the car OK for that?",
                ["New cat fitted"],
                ["avoid long motorway trips"],
            ),
        ],
    ),
    (
        "repair",
        "coding",
        [
            "Apple Podcasts isn't picking up new Night Shift Radio episodes. Workaround: "
            "manually hit 'Refresh feed' in Podcasts Connect after every publish.",
            "Feed bug was an invalid <itunes:category> tag from the CMS template. Template "
            "fixed; Apple picked up ep 89 automatically within 20 min.",
        ],
        [
            (
                "Publishing ep 90 tonight. Anything manual I need to do for Apple?",
                ["picked up ep 89 automatically"],
                ["manually hit 'Refresh feed'"],
            ),
        ],
    ),
    # ------------------------------------------------------------------ commitment
    (
        "commitment",
        "coding",
        [
            "Mireille: 'I'll write the 0.9 migration guide by end of next week.'",
            "Mireille's swamped with the borrowck regression; Jonas volunteered to take the "
            "migration guide, aiming for the 21st.",
        ],
        [
            (
                "Who's writing the migration guide and when's it due?",
                ["Jonas", "21st"],
                ["end of next week"],
            ),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "Aquatek committed to delivering the signed RTU firmware image by 15 Nov.",
            "Noted: Aquatek's firmware 4.1.7 image arrived on the 13th, signed, checksum matches.",
        ],
        [
            (
                "Are we still waiting on Aquatek for anything on the firmware?",
                ["arrived on the 13th"],
                [],
            ),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "Emeka promised to review the USSD session-timeout MR (!482) before Wednesday's "
            "standup.",
            "Emeka went through !482, requested changes on the retry backoff. Ball's in my court.",
        ],
        [("Am I still waiting on Emeka for !482?", ["requested changes"], [])],
    ),
    (
        "commitment",
        "life",
        [
            "Florist (Petal & Stem, contact June Farrow) will deliver the centrepieces to Villa "
            "Sorrel by 2pm on the day.",
            "June Farrow emailed: her van's booked for an earlier wedding, so centrepieces come "
            "at 11:30 and her assistant Colm sets them up.",
        ],
        [
            (
                "When do the flowers turn up at Villa Sorrel, and who's setting them out?",
                ["11:30", "Colm"],
                ["by 2pm"],
            ),
        ],
    ),
    (
        "commitment",
        "life",
        [
            "Ravi said he'll take Dad to the cardiology appointment on the 22nd (9:15, St "
            "Columba's).",
            "Ravi can't get off work on the 22nd. I'm taking Dad; he'll do the follow-up on the "
            "6th.",
        ],
        [
            (
                "Who's taking Dad to cardiology on the 22nd?",
                ["I'm taking Dad"],
                ["Ravi said he'll take Dad"],
            ),
            ("What time is that appointment?", ["9:15"], []),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "Told the curator (Dr. Haldane) we'd have herbarium batch 7 images online by 1 March.",
            "Haldane agreed to 15 March for batch 7 since the OCR reruns ate two weeks.",
        ],
        [
            ("When did we tell Haldane batch 7 would be online?", ["15 March"], ["1 March"]),
            ("What was the date we first promised?", ["1 March"], []),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "Oskar: 'I'll have the netcode rollback fix on release/1.6 by Thursday EOD so QA can "
            "run cert on Friday.'",
            "Oskar's fix landed Wed night (commit 5e0d2b1). QA cert pass starts Thursday "
            "morning, a day early.",
        ],
        [("When can QA start cert on 1.6?", ["Thursday morning"], ["cert on Friday"])],
    ),
    # ------------------------------------------------------------------ never_said
    (
        "never_said",
        "coding",
        [
            "SCADA historian for Eastbank is hist-07; the Grafana dashboard 'Eastbank Pumps' "
            "reads from it.",
        ],
        [
            (
                "What's the Grafana dashboard for the Westbank pumps called?",
                [],
                [],
                ["Westbank"],
            ),
        ],
    ),
    (
        "never_said",
        "life",
        ["Tuesday and Thursday 7am yoga at Lotus Room with Chiara; the mat lives in the car."],
        [("What time's my pilates class on Thursday?", [], [], ["pilates"])],
    ),
    (
        "never_said",
        "coding",
        ["ardbeg (Slurm) partitions: `short` 4h max, `long` 7 days max, `gpu` A100s, 48h max."],
        [
            ("What's the max walltime on the highmem partition?", [], [], ["highmem"]),
            ("and on gpu?", ["48h"], []),
        ],
    ),
    (
        "never_said",
        "coding",
        ["PayNaija staging API: https://stg-api.paynaija.ng, keys in Vault at kv/paynaija/stg."],
        [
            (
                "Where are the credentials for the merchant partner portal kept?",
                [],
                [],
                ["partner portal"],
            ),
        ],
    ),
    (
        "never_said",
        "life",
        ["Dad's GP appointment: Mon 14 Oct, 10:20, Dr. Halvorsen. Bring the BP diary."],
        [("When's Dad's dentist appointment?", [], [], ["dentist"])],
    ),
    (
        "never_said",
        "coding",
        ["Farah reviews PRs for grasp-etl and the sim-assets repo."],
        [("Who reviews PRs on arm-firmware?", [], [], ["arm-firmware"])],
    ),
    (
        "never_said",
        "coding",
        [
            "Night Shift Radio publishes Tuesdays 05:00 UTC; Small Hours publishes Fridays at "
            "noon.",
        ],
        [("What day does Deep Water go out?", [], [], ["Deep Water"])],
    ),
    (
        "never_said",
        "life",
        ["Varroa count after the sugar roll: Marigold 2 mites per 300 bees, Juniper 5 per 300."],
        [
            ("What was the mite count on Old Tom?", [], [], ["Old Tom"]),
            ("Which hive had more mites, Marigold or Juniper?", ["Juniper 5"], []),
        ],
    ),
    # ------------------------------------------------------------------ control
    (
        "control",
        "coding",
        [
            "Harbour Line booking service repo: harbour/booking-svc, deploys via the Argo CD "
            "app `booking-prod`.",
        ],
        [("What's the Argo app for booking prod?", ["booking-prod"], [])],
    ),
    (
        "control",
        "coding",
        ["Quill is dual-licensed MIT/Apache-2.0; contributors sign off with DCO, no CLA."],
        [("Do new Quill contributors have to sign a CLA?", ["no CLA"], [])],
    ),
    (
        "control",
        "life",
        [
            "Boiler is a Worcester Greenstar 30i, serviced every October by HomeHeat (account "
            "55120-B).",
        ],
        [
            (
                "Who services the boiler and what's our account number with them?",
                ["HomeHeat", "55120-B"],
                [],
            ),
        ],
    ),
    (
        "control",
        "coding",
        [
            "KVR3 sits at 61.482 N, 7.913 E, elevation 842 m, vault installation, Trillium 120 "
            "sensor.",
        ],
        [("What sensor is at KVR3?", ["Trillium 120"], [])],
    ),
    (
        "control",
        "coding",
        [
            "Chlorine residual alarm setpoints at the Eastbank plant: low 0.2 mg/L, high 2.0 mg/L.",
            "Wren asked whether the chlorine setpoints changed with the new analyser. No, still "
            "0.2 low / 2.0 high.",
        ],
        [("what's the low chlorine alarm at Eastbank", ["0.2"], [])],
    ),
    (
        "control",
        "life",
        ["My passport expires 3 Aug 2031; Idris's expires 19 Jan 2027."],
        [
            (
                "Will Idris's passport have six months left for a trip in May 2026?",
                ["19 Jan 2027"],
                [],
            ),
        ],
    ),
    (
        "control",
        "coding",
        [
            "Halcyon uses Unreal 5.3 from our fork at branch `halcyon/ue-5.3`; shader compile "
            "workers run on bf-shader-01..06.",
        ],
        [("Which UE branch is Halcyon built from?", ["halcyon/ue-5.3"], [])],
    ),
    (
        "control",
        "coding",
        [
            "Sample sheet naming: <PI>_<project>_<YYYYMMDD>.csv, uploaded to the core's SFTP "
            "under /incoming/<PI>/.",
        ],
        [("Where do I drop the sample sheet for Dr. Eze's run?", ["/incoming/"], [])],
    ),
]
