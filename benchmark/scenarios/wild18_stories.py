"""wild18: a set over thirteen kinds of state question, written blind to the product's
rules and measured so once (BENCHMARKS.md); a tuning set since.

The people and workplaces are unlike the usual web-shop team: a small game studio (Kestrel
Forge, shipping a boat game called Gullwing), a hospital IT team working around clinical change
freezes (St. Aldric's), a soil-microbiology lab at a university (the Marrow lab on the hollis
cluster), a logistics start-up (Haulwise), a freelance translator juggling agencies, and a family
farm (Oakhollow). Updates often name their subject differently from the original note (a
pronoun, a nickname, a ticket or PR number, "the box", "the tower"), and they arrive in several
voices: a quoted chat message or forwarded email, the assistant's own "Noted - ..." confirmation,
or pasted tool output (git log, kubectl, crontab, CI, a bank statement line). Questions range
from short and blunt to long and polite, include indirect ones ("I'm about to ... - anything I
should know?"), yes/no questions whose answer turns on the latest state, questions that pick one
value out of several notes, and a few that ask what a value was before it changed.
"""

from __future__ import annotations

STORIES = [
    (
        "supersession",
        "coding",
        [
            (
                "Kestrel Forge build farm: the nightly console builds for Gullwing run on "
                "buildbox-ps-03, the tower under Tomasz's desk."
            ),
            (
                "Tomasz on Slack: 'moved the nightlies off my desk box - they're on the rack "
                "machine kf-rack-build-11 now. The tower is getting wiped for the art team.'"
            ),
        ],
        [
            (
                "where do the Gullwing nightlies get built now?",
                ["kf-rack-build-11"],
                ["buildbox-ps-03"],
            ),
            (
                "Before the move, which machine used to run the nightly console builds?",
                ["buildbox-ps-03"],
                [],
            ),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            (
                "St. Aldric's IT: infra PRs (terraform, ansible roles) need a review from "
                "Odette Marchetti before merge."
            ),
            (
                "Odette moved to the clinical-apps squad this sprint. Her review duty for infra "
                "changes passes to Ruairi Penhallow."
            ),
        ],
        [
            ("who reviews infra PRs now?", ["Ruairi"], ["Marchetti"]),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "Haulwise public tracking API: rate limit 600 req/min per API key.",
            (
                "Carrier partners kept hitting the ceiling, so Dana raised it - the per-key "
                "limit on that API is now 1500 requests a minute (gateway config v42)."
            ),
        ],
        [
            (
                (
                    "Could you remind me what the per-key rate limit on our tracking API is? "
                    "I'm updating the partner docs and want the current number."
                ),
                ["1500"],
                ["600 req/min"],
            ),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            (
                "Marrow lab (Tarnwick Uni): the shared analysis environment is the conda env "
                "marrow-py310 on the lab server hollis."
            ),
            (
                "Noted - I'll point new students at marrow-py312 on hollis from now on; you "
                "rebuilt the shared env and deleted the old one."
            ),
        ],
        [
            (
                (
                    "A new master's student starts Monday - which conda env should she activate "
                    "on hollis?"
                ),
                ["marrow-py312"],
                ["marrow-py310"],
            ),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "Project Gullwing is pinned to Godot 4.2.1 (nobody upgrades mid-milestone).",
            (
                "git log --oneline -1 on main: 'Bump engine to Godot 4.3-stable, reimport all "
                "assets (Mei)'"
            ),
        ],
        [
            ("is Gullwing still on 4.2.1?", ["4.3"], ["4.2.1"]),
        ],
    ),
    (
        "supersession",
        "life",
        [
            "Car insurance for the Corsa is with Brightmoor Mutual, renews in June.",
            (
                "Switched it - cover is now with Ferrow Direct, 41 pounds a year cheaper. Old "
                "policy cancelled from the 3rd."
            ),
        ],
        [
            ("who insures the car at the moment?", ["Ferrow Direct"], ["Brightmoor"]),
        ],
    ),
    (
        "supersession",
        "life",
        [
            "Ada's piano lessons: Mrs Kowalczyk, Thursdays 4:30 at her house on Linden Row.",
            (
                "Mrs K retired at Easter. Ada's moved to Mr Abernethy-Sole at the Larkfield "
                "music school, same slot."
            ),
        ],
        [
            ("who teaches Ada piano these days?", ["Abernethy-Sole"], ["Kowalczyk"]),
            ("what time on Thursdays is Ada's piano lesson?", ["4:30"], []),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "PACS gateway pacsgw-01 listens for DICOM on port 11112.",
            (
                "Correction to my earlier note: the gateway's DICOM listener is on 4242. The "
                "number I wrote before belongs to the test instance."
            ),
        ],
        [
            (
                "Which port should the new CT scanner send DICOM to on pacsgw-01?",
                ["4242"],
                ["11112"],
            ),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "route-optimizer full batch runs nightly at 02:00 UTC.",
            (
                "crontab -l on sched-02: `30 3 * * * /opt/haulwise/bin/route-opt --full` - i.e. "
                "03:30 UTC; my earlier time was wrong."
            ),
        ],
        [
            (
                (
                    "I want to schedule a DB vacuum that doesn't collide with the route "
                    "optimiser batch - when does that batch actually run?"
                ),
                ["03:30|30 3"],
                ["02:00"],
            ),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "Gullwing demo build branch: release/steamfest-demo",
            "Sorry, typo'd that - it's release/nextfest-demo (Next Fest, not 'steamfest').",
        ],
        [
            (
                "which branch do I cut the demo build from?",
                ["release/nextfest-demo"],
                ["release/steamfest-demo"],
            ),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "Marrow lab project storage on /proj/marrow: quota 5 TB.",
            (
                "Research computing answered ticket RC-8812: the project quota is 50 TB - I "
                "misread the dashboard, the small number was scratch."
            ),
        ],
        [
            ("how much space do we get on the project filesystem?", ["50"], ["5 TB"]),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "HL7 bridge service credentials live in Vault at secret/aldric/hl7-bridge.",
            (
                "Ruairi: 'not that path - the bridge creds moved under kv/clinical/hl7-bridge "
                "last year; the old mount is read-only junk.'"
            ),
        ],
        [
            (
                (
                    "I'm about to rotate the HL7 bridge service password - where in Vault does "
                    "it live?"
                ),
                ["kv/clinical/hl7-bridge"],
                ["secret/aldric"],
            ),
        ],
    ),
    (
        "correction",
        "life",
        [
            "Lumen Legal (PT to EN legal translation) pays me 0.09 euro per word.",
            (
                "Checked the contract again: Lumen's rate for certified legal work is 0.12 "
                "euro/word. The nine cents was Brightquill's general rate."
            ),
        ],
        [
            ("what per-word rate do I put on the Lumen invoice?", ["0.12"], ["0.09"]),
            ("which client was the lower rate really for?", ["Brightquill"], []),
        ],
    ),
    (
        "correction",
        "life",
        [
            "Grandma Rosalind's birthday: 14 November.",
            (
                "Mum corrected me - Gran's birthday is in October (the 14th), I had the wrong "
                "month. Card has to go in the post by the 10th."
            ),
        ],
        [
            ("which month is Grandma's birthday?", ["October"], ["November"]),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "Started migration 0047_add_pallet_dims on haulwise prod at 14:10.",
            (
                "Aborted 0047 halfway - lock timeout on the shipments table. width_cm and "
                "height_cm got added, depth_cm didn't. Nothing rolled back yet."
            ),
        ],
        [
            ("did the pallet dimensions migration finish on prod?", ["abort"], []),
            (
                "which of the new columns actually exist on shipments right now?",
                ["width_cm", "height_cm"],
                [],
            ),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "Rebasing feature/boat-physics onto main for Gullwing.",
            (
                "Had to stop mid-rebase - conflicts in WaterBody.gd, 3 of 9 commits applied - "
                "because Lena needed the build fixed. The rebase is still in progress on my "
                "laptop; don't push that branch."
            ),
        ],
        [
            ("Can I push the boat physics branch yet?", ["don't push|still in progress"], []),
            ("how far did that rebase get?", ["3 of 9"], []),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            (
                "Patch night: applying the March cumulative update to the ward kiosk VMs "
                "kiosk-w01 to kiosk-w12, in order."
            ),
            (
                "Stopped after w07 - a crash call on ward 4 meant no more reboots tonight. w08 "
                "to w12 still unpatched."
            ),
        ],
        [
            ("Which ward kiosks are still waiting for the March update?", ["w08", "w12"], []),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "Submitted the soil-microbiome assembly job (slurm 771204) on hollis, 48h wall time.",
            (
                "Node failure killed 771204 at about 60%. Checkpoint is in "
                "/scratch/marrow/asm_ckpt_0412 - resubmit with --resume pointing there."
            ),
        ],
        [
            ("Is the assembly finished? If not, what do I restart it from?", ["asm_ckpt_0412"], []),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "Writing the postmortem for INC-311 (depot scanner outage).",
            (
                "Got through the timeline and impact sections of the INC-311 write-up, then got "
                "pulled into the Nordvik call. Root cause and action items still empty; draft "
                "is in the Ops wiki under Postmortems/2024."
            ),
        ],
        [
            (
                "what's left to write in the depot scanner postmortem?",
                ["root cause", "action items"],
                [],
            ),
            ("where did I save that draft?", ["Postmortems/2024"], []),
        ],
    ),
    (
        "interruption",
        "life",
        [
            "Painting the spare room in Hartwell 'Sea Salt': first coat done on all four walls.",
            (
                "Ran out of paint during the second coat - window wall and door wall done, the "
                "other two still need theirs. Need one more 2.5L tin."
            ),
        ],
        [
            ("how much of the spare room is left to paint?", ["two"], []),
            ("What do I need to buy to finish the job?", ["Sea Salt", "2.5L"], []),
        ],
    ),
    (
        "interruption",
        "life",
        [
            (
                "Started my self-assessment return online on Sunday: employment and savings "
                "interest pages filled in."
            ),
            (
                "Stopped at the rental income page - need the annual statement from the letting "
                "agent (Pell & Yard) before I can go on. Deadline is 31 January."
            ),
        ],
        [
            ("where did I leave off with my tax return?", ["rental income"], []),
            ("what am I waiting for before I can carry on?", ["Pell & Yard|annual statement"], []),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            (
                "Change freeze until 6 Jan: no deploys to clinical prod (EPR, PACS, kiosks, "
                "staff-wifi portal) without CAB approval."
            ),
            (
                "CAB on Tuesday: the kiosk fleet and the staff-wifi portal are exempt - out of "
                "scope for the freeze, routine deploys there don't need CAB. EPR and PACS still "
                "do."
            ),
        ],
        [
            (
                "Could I push the staff-wifi portal fix this afternoon without going to CAB?",
                ["exempt|out of scope"],
                [],
            ),
            ("which systems still need CAB sign-off during the freeze?", ["EPR", "PACS"], []),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Gullwing repo: only the leads (Lena, Tomasz) can merge to main.",
            (
                "Lena opened main up - anyone on the gameplay team can merge there now. "
                "release/* branches stay leads-only."
            ),
        ],
        [
            (
                (
                    "Priyanka from gameplay wants to merge into release/nextfest-demo herself. "
                    "Is she allowed?"
                ),
                ["leads-only"],
                [],
            ),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Partner API key for Nordvik Freight: read-only, /tracking endpoints only.",
            (
                "Nordvik asked to book pickups, so Dana widened their key: POST /pickups "
                "allowed now. Still no access to /invoices."
            ),
        ],
        [
            ("is Nordvik's key allowed to create pickups?", ["POST /pickups"], []),
            ("can Nordvik pull our invoices through the API?", ["no access"], []),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Marrow lab GPU nodes (gpu-hollis-1 and gpu-hollis-2): PhD students and postdocs only.",
            (
                "Prof. Aughton: MSc students can use the second GPU node for thesis work this "
                "term. The first one stays PhD/postdoc only."
            ),
        ],
        [
            (
                "my MSc student needs GPU time for her thesis - which node can she use?",
                ["gpu-hollis-2"],
                [],
            ),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Replica epr-rpt-02: the BI team can read every schema on it.",
            (
                "After the IG review, BI's read grant on the replica is limited to the "
                "reporting and ref schemas; clinical_notes was removed from their role."
            ),
        ],
        [
            (
                "which schemas can the BI people still read on the replica?",
                ["reporting", "ref"],
                ["every schema"],
            ),
            ("can BI still query clinical_notes?", ["removed"], []),
        ],
    ),
    (
        "scope_permission",
        "life",
        [
            "Jonah (17) can take the Fabia to school and back - not on motorways.",
            (
                "Now he's done his Pass Plus: Jonah's allowed on motorways, but no passengers "
                "after 10pm for the first six months (insurance condition)."
            ),
        ],
        [
            ("can Jonah take the Fabia on the motorway now?", ["allowed"], ["not on motorways"]),
            (
                (
                    "Jonah wants to drive his mates home from the cinema at eleven tonight - is "
                    "that OK?"
                ),
                ["10pm"],
                [],
            ),
        ],
    ),
    (
        "scope_permission",
        "life",
        [
            (
                "Oakhollow: only Dad and Mar hold spraying certificates, so only they run the "
                "crop sprayer."
            ),
            (
                "Tam passed his PA1/PA6 tickets in May - he can run the sprayer now too, but "
                "only on the barley fields, nowhere near the Wend brook buffer strip."
            ),
        ],
        [
            ("is Tam allowed to do the spraying on the brook side?", ["barley"], []),
        ],
    ),
    (
        "freshness",
        "coding",
        [
            "09:00 dispatch-queue depth 12k, 4 consumers.",
            "11:30 dispatch-queue down to 3.1k after scaling consumers to 10.",
            "14:05 depth 180, consumers back to 6.",
        ],
        [
            ("how deep was the dispatch queue at the most recent check?", ["180"], ["12k", "3.1k"]),
        ],
    ),
    (
        "freshness",
        "coding",
        [
            "bk-aldric-01 /backup volume: 71% used (Mon 08:00).",
            "Alert Wed 02:14: bk-aldric-01 /backup at 93%.",
            "Thu: pruned old EPR dumps on the backup box - /backup now 58%.",
        ],
        [
            (
                (
                    "I'm about to copy a big PACS archive onto bk-aldric-01 - how full is "
                    "/backup right now?"
                ),
                ["58%"],
                ["93%", "71%"],
            ),
        ],
    ),
    (
        "freshness",
        "coding",
        [
            "Gullwing playtest build 0.8.3: crash-free sessions 91.2% (Backtrace, Friday).",
            "Hotfix 0.8.4 went out Monday. Backtrace Wednesday: crash-free 98.7%.",
        ],
        [
            ("what's the crash-free rate on the current playtest build?", ["98.7"], ["91.2"]),
            ("what was it before the hotfix?", ["91.2"], []),
        ],
    ),
    (
        "freshness",
        "coding",
        [
            "CI on main (Haulwise monorepo): red since Tuesday - flaky test_eta_rounding.",
            "Wed 16:00: main still red, plus a lint failure from the ruff bump.",
            "Thu 10:20, pipeline #5512 on main: passed, all 14 jobs green.",
        ],
        [
            ("is main green right now or should I hold my merge?", ["passed"], ["still red"]),
        ],
    ),
    (
        "freshness",
        "coding",
        [
            "Mon: 42 open tickets in the Ward Systems service-desk queue.",
            "Wed: that queue's at 27 open after the kiosk fixes.",
        ],
        [
            (
                "Roughly how many tickets are open in the Ward Systems queue at the moment?",
                ["27"],
                ["42"],
            ),
        ],
    ),
    (
        "freshness",
        "life",
        [
            "Joint account balance on 1 March: 2,340.00",
            "Statement line: 12 MAR  DD HALLAM ENERGY  -118.40  BAL 1,906.12",
            "Statement line: 15 MAR  CARD MORRELLS GROCER  -64.20  BAL 1,841.92",
        ],
        [
            (
                "what's in the joint account as of the latest statement line?",
                ["1,841.92"],
                ["1,906.12", "2,340"],
            ),
        ],
    ),
    (
        "freshness",
        "life",
        [
            "Biscuit (the spaniel) weighed 17.8 kg at the vet in January; vet wants him under 16.",
            "April check-up: Biscuit 16.4 kg.",
            "Pet shop scale today (June): 15.9 kg!",
        ],
        [
            ("has Biscuit hit the vet's weight target yet?", ["15.9"], ["17.8", "16.4"]),
        ],
    ),
    (
        "repair",
        "coding",
        [
            (
                "Gullwing Switch build broken since the shader-cache change - linker error in "
                "libgull_audio."
            ),
            (
                "Tomasz fixed it by pinning the audio middleware back to 2.1.9; Switch builds "
                "green again. Revisit the pin once 2.2.1 ships."
            ),
        ],
        [
            ("is the Switch build still broken?", ["green|fixed"], []),
            (
                "which audio middleware version are we pinned to, and until when?",
                ["2.1.9", "2.2.1"],
                [],
            ),
        ],
    ),
    (
        "repair",
        "coding",
        [
            (
                "Ward 6 wristband printer prn-w6-lbl not printing - driver crash on print "
                "server ps-aldric-02."
            ),
            (
                "Workaround in place: re-pointed the wristband printer to ps-aldric-03, "
                "printing fine. The old server's driver is still broken; vendor case VND-2231 "
                "open."
            ),
        ],
        [
            (
                "which print server does the ward 6 wristband printer go through now?",
                ["ps-aldric-03"],
                ["ps-aldric-02"],
            ),
        ],
    ),
    (
        "repair",
        "coding",
        [
            (
                "Driver app (Android build) can't reach the Haulwise API - cert chain missing "
                "the intermediate."
            ),
            (
                "Fixed: added the intermediate to the nginx bundle on edge-lb-2; the Android "
                "app connects again. iOS was never affected."
            ),
        ],
        [
            (
                (
                    "did we sort out the Android driver app's connection problem, and what was "
                    "the fix?"
                ),
                ["edge-lb-2"],
                [],
            ),
        ],
    ),
    (
        "repair",
        "coding",
        [
            "Sample manifest marrow_samples_v3.csv has 14 rows with swapped plot IDs (P07/P70).",
            (
                "Repaired the manifest: swapped rows fixed, saved as marrow_samples_v4.csv. "
                "Kept v3 for provenance but nothing should read it."
            ),
        ],
        [
            (
                "Which manifest file should the pipeline config point at?",
                ["marrow_samples_v4"],
                ["marrow_samples_v3"],
            ),
        ],
    ),
    (
        "repair",
        "coding",
        [
            "Alerts from Alertlane aren't reaching the on-call phone - the webhook returns 410.",
            (
                "Vendor had rotated the webhook URL. Updated it in the ops repo "
                "(alerting/routes.yml); test page received by Dana at 15:12."
            ),
        ],
        [
            ("are on-call alerts getting through again?", ["test page"], []),
            (
                "where's the alert routing config I'd edit if it breaks again?",
                ["alerting/routes.yml"],
                [],
            ),
        ],
    ),
    (
        "repair",
        "life",
        [
            "Washing machine (Lindqvist 8kg) leaking from the door seal.",
            (
                "Engineer from Brackwater Appliances replaced the door seal on Friday, 85 "
                "pounds; no leak since. 6-month warranty on the part."
            ),
        ],
        [
            ("is the washing machine still leaking?", ["replaced"], []),
            ("how long is the new seal covered for?", ["6-month"], []),
        ],
    ),
    (
        "repair",
        "life",
        [
            "Boiler showing fault F28 - no heating or hot water.",
            (
                "Reset and bleeding the radiators didn't help. Corrie from Heatwise came "
                "Tuesday and replaced the ignition lead; heating and hot water working again."
            ),
        ],
        [
            ("I've got people staying tomorrow - will there be hot water?", ["working"], []),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "Told Ife (Ward 9 manager) I'd have the new bed-board screen live by Friday 12th.",
            "Ife's fine with Wednesday 17th instead - the wall bracket only arrives Monday.",
        ],
        [
            ("when did I promise Ife the Ward 9 bed board?", ["17th"], ["Friday 12th"]),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "Milestone M4 for our publisher Tidewater: vertical slice + save system, due 30 June.",
            (
                "Fwd from Corinne (Tidewater producer): 'Happy to drop the save system from M4 "
                "and take it in M5. The slice is still due 30 June.'"
            ),
        ],
        [
            ("which milestone does the save system belong to now?", ["M5"], []),
            ("has the vertical slice due date moved?", ["30 June"], []),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "Dana will review my PR #884 (geofence rewrite) by Thursday.",
            "Dana's off sick. Kofi says he'll take #884 instead, first thing tomorrow.",
        ],
        [
            ("who's reviewing the geofence rewrite?", ["Kofi"], []),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "Promised Prof. Aughton the methods section draft by the end of May.",
            (
                "Sent Aughton the methods draft on 28 May (shared doc 'Marrow methods v2'). "
                "She'll reply after the grant panel."
            ),
        ],
        [
            ("do I still owe Aughton anything on the methods section?", ["28 May"], []),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "Medisys promised the PACS viewer memory-leak fix in release 7.4, due end of Q2.",
            (
                "Email from the Medisys account manager: 7.4 slipped; the leak fix now ships in "
                "7.4.1, target 15 August."
            ),
        ],
        [
            ("which Medisys release is supposed to fix the viewer leak?", ["7.4.1"], []),
            ("When should that fix land?", ["15 August"], ["end of Q2"]),
        ],
    ),
    (
        "commitment",
        "life",
        [
            (
                "Lent my brother Callum 300 pounds for the van's MOT; he said he'd pay it back "
                "by the end of April."
            ),
            "He paid 200 back on 28 April; says the other 100 comes after his May payday.",
        ],
        [
            ("how much does Callum still owe me?", ["100"], ["300"]),
        ],
    ),
    (
        "commitment",
        "life",
        [
            (
                "Agreed with Brightquill: deliver the 12k-word museum catalogue (FR to EN) by 9 "
                "September."
            ),
            (
                "Noor at Brightquill: the client has added the exhibition labels (about 2k "
                "words), so delivery moves to 16 September. Rate unchanged."
            ),
        ],
        [
            ("When's the museum catalogue job due now?", ["16 September"], ["9 September"]),
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "EPR upgrade maintenance window: Sat 8 June 22:00 to 02:00.",
            "Vendor asked to move it - now Sun 16 June 20:00 to midnight, same runbook.",
        ],
        [
            ("when's the EPR upgrade downtime?", ["16 June"], ["8 June"]),
            (
                (
                    "Could you remind me what time the upgrade window starts? I need to warn "
                    "the night site managers."
                ),
                ["20:00"],
                ["22:00"],
            ),
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "External playtest #3 for Gullwing at the Quayside co-working space, Thu 11 July, 2pm.",
            (
                "Quayside double-booked us, so playtest 3 is at the studio instead, same date "
                "and time. Need to clear the big meeting room."
            ),
        ],
        [
            ("where is the third external playtest being held?", ["studio"], ["co-working"]),
            ("what time does it start?", ["2pm"], []),
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "Investor demo of the route optimiser: Tue 3 Sept, 10:00, Northgate office.",
            "Moved: it's a video call now, Wed 4 Sept at 15:00 (the investor's travelling).",
        ],
        [
            (
                "When and where is the investor demo?",
                ["4 Sept", "15:00", "video call"],
                ["3 Sept", "Northgate"],
            ),
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "Marrow lab meeting: Mondays 10:00, room G.14.",
            (
                "Noted - lab meeting moves to Tuesdays 14:00 from October (teaching clash). "
                "Same room; I'll update the reminder."
            ),
        ],
        [
            ("which day is lab meeting on these days?", ["Tuesdays"], ["Mondays"]),
            ("What room is lab meeting in?", ["G.14"], []),
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "Pen test by Kyloe Security against the patient portal: 2-4 October.",
            (
                "Kyloe pushed it back a fortnight - now starting 16 October, three days. Scope "
                "unchanged."
            ),
        ],
        [
            (
                (
                    "I'm planning a patient-portal release on the 3rd of October - does that "
                    "clash with the pen test?"
                ),
                ["16 October"],
                ["2-4 October"],
            ),
        ],
    ),
    (
        "event_change",
        "life",
        [
            "Dentist (Dr Farrant, Kellow Street practice): check-up Tue 9 April, 8:40.",
            (
                "Practice rang - Dr F is off sick; they've moved me to Thu 11 April 16:10, "
                "hygienist first."
            ),
        ],
        [
            ("when's my dentist appointment?", ["11 April"], ["9 April"]),
        ],
    ),
    (
        "event_change",
        "life",
        [
            "Oakhollow: taking the store lambs to Harnby mart on Sat 14 Sept.",
            (
                "Harnby's sale that week is off (showground closed for a biosecurity drill). "
                "Dad's booked them into the Wexcombe sale instead, Tue 17 Sept."
            ),
        ],
        [
            (
                "which market are the lambs going to, and on what day?",
                ["Wexcombe", "17 Sept"],
                ["Harnby mart", "14 Sept"],
            ),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "Haulwise orders DB connection: port 5432, database haul_orders, user app_rw.",
            "orders DB host: pg-haul-main.eu-west",
            (
                "Moved the orders database to the new box pg-haul-main-2.eu-west last night; "
                "port, db name and user unchanged."
            ),
        ],
        [
            (
                "What host and port should go in the connection config for the orders DB?",
                ["pg-haul-main-2", "5432"],
                ["pg-haul-main.eu-west"],
            ),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "Feature flag new_fishing_ui: enabled for the internal testers group.",
            "new_fishing_ui is also rolling out to Early Access players, starting at 10%.",
            "Bumped the EA rollout of the fishing UI to 50%.",
        ],
        [
            ("who currently gets the new fishing UI?", ["internal testers", "50%"], ["10%"]),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "EPR nightly backup runs at 01:30.",
            "EPR backup retention: 14 days on bk-aldric-01.",
            "IG wants longer retention - EPR dumps are now kept 35 days. Schedule untouched.",
        ],
        [
            (
                "What time does the EPR backup run, and how long do we keep the dumps?",
                ["01:30", "35 days"],
                ["14 days"],
            ),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "Pipeline slurm defaults: partition standard, 16 CPUs.",
            "Pipeline memory request: 64G.",
            (
                "The assembly step kept OOMing, so I bumped the pipeline's mem to 128G. CPUs "
                "left alone."
            ),
        ],
        [
            (
                "how much memory and how many cores does the pipeline request?",
                ["128G", "16"],
                ["64G"],
            ),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "CI base image for Haulwise services: python:3.11-slim.",
            "The CI image also installs GDAL 3.6 for the geo services.",
            "Bumped GDAL in the CI image to 3.8; Python stays where it is.",
        ],
        [
            ("What Python and GDAL versions does the CI image have?", ["3.11", "3.8"], ["3.6"]),
        ],
    ),
    (
        "partial_update",
        "life",
        [
            "Lisbon trip outbound: Fri 4 Oct, 07:15 from Bristol.",
            "Lisbon return flight: Mon 7 Oct, 19:40.",
            (
                "Email from Aerlume: 'Your return flight has been retimed to Tue 8 Oct, 09:05. "
                "Your outbound flight is unaffected.'"
            ),
        ],
        [
            ("What are my Lisbon flight times, both ways?", ["07:15", "09:05"], ["19:40"]),
        ],
    ),
    (
        "partial_update",
        "life",
        [
            "Furrowfield veg box: medium, 18.50 a box.",
            "The veg box comes every Thursday.",
            "Changed it to every other Thursday from next month - too much chard.",
        ],
        [
            (
                "how often does the veg box come now, and what does each one cost?",
                ["every other Thursday", "18.50"],
                ["every Thursday"],
            ),
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            (
                "Plan: move the staff-wifi portal from its Windows VM to a container on the "
                "clin-aks cluster in Q3."
            ),
            (
                "Security architecture said no - that migration's cancelled. The portal stays "
                "on the VM until the vendor's SaaS replacement next year."
            ),
        ],
        [
            ("is the wifi portal still going onto the cluster this quarter?", ["cancelled"], []),
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "Gullwing: co-op mode planned for 1.0.",
            "Lena: 'we're cutting co-op from 1.0. Might revisit post-launch, no promises.'",
        ],
        [
            ("Will 1.0 ship with co-op?", ["cut"], []),
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            (
                "cron on sched-02: `15 * * * * /opt/haulwise/bin/sync-carrier-rates` (hourly "
                "carrier rate sync)."
            ),
            (
                "crontab -l on sched-02 now shows: `# 15 * * * * "
                "/opt/haulwise/bin/sync-carrier-rates  # disabled 2 May, rates arrive by "
                "webhook now`"
            ),
        ],
        [
            ("is the carrier-rate sync still running every hour?", ["disabled"], []),
            ("How do carrier rates come in these days?", ["webhook"], []),
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "Abstract accepted for SoilMicro 2025 in Ghent: my talk is Wed 14:20.",
            (
                "Withdrew from SoilMicro - couldn't get a visa appointment in time. Aughton "
                "will show a poster version instead."
            ),
        ],
        [
            ("am I still giving that talk in Ghent?", ["withdrew"], []),
            ("who's presenting our work there now?", ["Aughton"], []),
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "Change advisory board meets weekly, Tuesdays 10:00.",
            "CAB on 24 Dec is cancelled; next one is 7 Jan.",
        ],
        [
            ("is there a CAB on Christmas Eve?", ["cancelled"], []),
            ("when's the next CAB after that?", ["7 Jan"], []),
        ],
    ),
    (
        "cancellation",
        "life",
        [
            "Gym: Corewell Fitness, 34 pounds a month, direct debit on the 1st.",
            (
                "Cancelled Corewell - last payment went out 1 March, membership ends 31 March. "
                "Using the council pool instead."
            ),
        ],
        [
            ("am I still paying for the gym?", ["cancelled"], []),
        ],
    ),
    (
        "cancellation",
        "life",
        [
            "Half-term: booked the caravan at Gwithian Reach for 28 Oct to 1 Nov.",
            (
                "Cancelled the caravan - Dad's surgery is that week. Refund minus a 40 pound "
                "fee, due within 14 days."
            ),
        ],
        [
            ("Are we still going away at half-term?", ["cancelled"], []),
            ("how much of the holiday money do we lose?", ["40"], []),
        ],
    ),
    (
        "restatement",
        "coding",
        [
            "Haulwise prod runs in eu-west-2 (London).",
            (
                "For the new-hire doc: all production infra sits in the London region, nothing "
                "anywhere else."
            ),
        ],
        [
            ("which cloud region is production in?", ["eu-west-2|London"], []),
        ],
    ),
    (
        "restatement",
        "coding",
        [
            "Gullwing localisation: Ines Carvalho (freelance) does PT-BR and Spanish.",
            (
                "Lena at standup: 'Ines is still doing Brazilian Portuguese and Spanish for us, "
                "no change.'"
            ),
        ],
        [
            ("Who's handling the Brazilian Portuguese localisation for Gullwing?", ["Ines"], []),
        ],
    ),
    (
        "restatement",
        "coding",
        [
            "HL7 bridge service owner: Sunniva Aalto (integration team).",
            "Asked again at the ops review - the bridge is still Sunniva's, nobody else owns it.",
        ],
        [
            ("who owns the HL7 bridge?", ["Sunniva"], []),
        ],
    ),
    (
        "restatement",
        "coding",
        [
            "Raw reads for the 2023 field season: /proj/marrow/raw/2023_field",
            (
                "Noted - I'll keep pointing the pipeline at /proj/marrow/raw/2023_field for the "
                "2023 reads; you confirmed they haven't moved."
            ),
        ],
        [
            (
                "where are the raw reads from the 2023 field season?",
                ["/proj/marrow/raw/2023_field"],
                [],
            ),
        ],
    ),
    (
        "restatement",
        "coding",
        [
            "DPA review for the Nordvik integration due 20 Sept.",
            "Legal re-confirmed: 20 September for the Nordvik DPA, no extension.",
        ],
        [
            ("Has the deadline for the Nordvik data-processing agreement moved?", ["20 Sept"], []),
        ],
    ),
    (
        "restatement",
        "life",
        [
            "Ada: allergic to tree nuts (cashew, pistachio); peanuts are fine.",
            "School form again: Ada - tree nut allergy only, no peanut allergy.",
        ],
        [
            (
                "Can Ada have the peanut butter cookies at the party?",
                ["peanuts are fine|no peanut allergy"],
                [],
            ),
            ("what is Ada allergic to?", ["tree nut"], []),
        ],
    ),
    (
        "restatement",
        "life",
        [
            "Oakhollow vet: Marsh & Tolley in Wexcombe, ask for Hanne.",
            "Dad said it again: for the cattle it's always Hanne at Marsh & Tolley.",
        ],
        [
            ("which vet practice do we ring about the cattle?", ["Marsh & Tolley"], []),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "route-optimizer: Postgres on pg-route-01, job queue on NATS (nats-haul-1).",
            "route-optimizer needs 2 vCPU / 4Gi in prod.",
        ],
        [
            ("what's the Redis host for the route optimiser?", [], [], ["redis"]),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "Gullwing ships on Steam for Windows, Linux and Steam Deck (Verified).",
            "Switch port handled by Pinebridge Porting, cert submission planned for November.",
        ],
        [
            ("when's the Xbox certification submission for Gullwing?", [], [], ["xbox"]),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "Ward Systems on-call: wk40 Sunniva, wk41 Ruairi, wk42 Odette.",
        ],
        [
            ("Who's on call for the radiology systems team in week 40?", [], [], ["radiology"]),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "Aughton's NERC grant SOILNET runs to 31 March 2026.",
            "Jae's studentship is funded to September 2027.",
        ],
        [
            ("when does the Leverhulme fellowship end?", [], [], ["leverhulme"]),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "Staging DB for Haulwise: pg-haul-stg.eu-west, port 5433.",
            "Prod DB port 5432.",
        ],
        [
            ("which port does the QA database listen on?", [], [], ["qa"]),
        ],
    ),
    (
        "never_said",
        "life",
        [
            "Ada's school: Larkfield Primary, pickup 3:15, Wednesdays 2:30 (early finish).",
        ],
        [
            ("what time does Jonah finish school on Fridays?", [], [], ["jonah"]),
        ],
    ),
    (
        "never_said",
        "life",
        [
            "Electricity (Hallam Energy): January bill 142 pounds.",
            "March electricity bill 118.40 by direct debit.",
        ],
        [
            ("how much was the February electricity bill?", [], [], ["february"]),
        ],
    ),
    (
        "never_said",
        "life",
        [
            "Lumen Legal pays net 30.",
            "Brightquill pays net 45 - chase after day 50.",
        ],
        [
            ("what are the payment terms with Sorrel Press?", [], [], ["sorrel"]),
        ],
    ),
    (
        "control",
        "coding",
        [
            "haul-billing-worker runs 4 replicas in prod.",
            "kubectl get deploy -n prod:  haul-notify-worker   8/8   8   8   3h",
        ],
        [
            ("how many replicas does the billing worker run in prod?", ["4"], []),
        ],
    ),
    (
        "control",
        "coding",
        [
            "EPR database runs on Oracle 19c.",
            (
                "At the roadmap meeting the vendor pitched moving the EPR onto their managed "
                "PostgreSQL platform; we said not before 2026 and nothing's been decided."
            ),
        ],
        [
            ("is the EPR database still on Oracle?", ["19c"], []),
        ],
    ),
    (
        "control",
        "coding",
        [
            "Gullwing target frame rate on Steam Deck: 40 fps.",
            "Deck build: dropped the texture budget to 1.5 GB to stop the hitching.",
        ],
        [
            ("What frame rate are we aiming for on the Deck?", ["40"], []),
        ],
    ),
    (
        "control",
        "coding",
        [
            "invoice-export cron on sched-02 runs at 04:00 UTC.",
            "Moved the label-print cleanup job to 04:30 so the two don't overlap.",
        ],
        [
            (
                (
                    "I'm about to reboot sched-02 early tomorrow - when does the invoice export "
                    "kick off?"
                ),
                ["04:00"],
                [],
            ),
        ],
    ),
    (
        "control",
        "coding",
        [
            "Pipeline uses DADA2 for ASV calling.",
            (
                "Jae suggested trying deblur instead; Aughton wants a side-by-side comparison "
                "first - we're not switching yet."
            ),
        ],
        [
            ("Which tool is the pipeline using for ASV calling right now?", ["DADA2"], []),
        ],
    ),
    (
        "control",
        "life",
        [
            "Jonah's dentist check-up: 2 May, 9:00.",
            "Moved Ada's dentist appointment to 6 May.",
        ],
        [
            ("When is Jonah seeing the dentist?", ["2 May"], []),
        ],
    ),
    (
        "control",
        "life",
        [
            "Council tax: 162 pounds a month, April to January.",
            "Water bill went up to 48 pounds a month from April.",
        ],
        [
            ("how much is the council tax each month?", ["162"], []),
        ],
    ),
    (
        "control",
        "life",
        [
            "Oakhollow milk goes to the Brenmoor Dairies co-op.",
            (
                "Mar reckons we should switch to Cressley creamery for the better price; Dad's "
                "not convinced, so we're staying with the co-op for now."
            ),
        ],
        [
            ("who buys our milk at the moment?", ["Brenmoor"], []),
        ],
    ),
]
