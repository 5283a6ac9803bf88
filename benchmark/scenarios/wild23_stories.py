"""wild23: hand-written state stories over thirteen kinds of question, written blind to the
product's rules, to be measured once.

Settings. Coding: a hospital's lab-results HL7 interface (Mirth channels, OBX segments), a
podcast hosting platform's transcoding queue, a railway's timetable publishing service
(GTFS, NeTEx, PDF timetables), a dental clinic's booking app, an e-bike sharing fleet's
firmware OTA rings, a newsroom CMS, a wind farm's SCADA historian, a museum's collection
API, payroll for a restaurant chain, a mobile game's live-ops events, a weather radar data
pipeline, a DNS/CDN migration for a nonprofit, a genomics lab's Nextflow pipelines and a
kids' coding school LMS. Life: marathon training, a kitchen renovation, caring for an
elderly parent, learning Japanese, a wedding as a guest, adopting a cat, a community garden
committee, a car lease ending, a band's gigs and a house move within the city.

Styles: terse shorthand, pasted CLI and config output (helm, docker compose, git log,
ansible, crontab, yaml diffs, SQL, dig, status tables), pasted emails and Slack threads,
meeting minutes, voice-memo transcripts, a coding agent's own summaries ("Agent: ..."),
and lists. Many later notes give the new state without a change word (a config paste, a
status table, "X for Y from here on"), corrections name the old value only indirectly,
changes are implied by events (a provider going bust, a licence lapsing, a library closing),
and some decisions are reversed and reversed back.
"""

STORIES = [
    # ------------------------------------------------------------------ supersession
    (
        "supersession",
        "coding",
        [
            "HL7 feed from the Sunquest LIS lands on mirth-prod-01, channel LAB_ORU_IN, "
            "MLLP listener on port 6661.",
            "Mirth channel export after Tuesday's maintenance:\n"
            "```xml\n<channel>\n  <name>LAB_ORU_IN</name>\n  <sourceConnector>\n"
            '    <properties class="mllp.MllpListenerProperties">\n'
            "      <listenerConnectorProperties>\n        <host>0.0.0.0</host>\n"
            "        <port>6675</port>\n      </listenerConnectorProperties>\n```",
        ],
        [("Which port should the lab system be sending ORU results to?", ["6675"], ["6661"])],
    ),
    (
        "supersession",
        "coding",
        [
            "xcode workers pull from the `transcode-jobs` SQS queue, 4 workers per node.",
            "Agent: moved the transcoding workers onto the Redis stream `xcode:jobs` "
            "(consumer group `ffmpeg-workers`). The old SQS queue is drained; delete it next "
            "week once nothing has landed in it.",
        ],
        [
            (
                "Where do the transcoders get their work from these days?",
                ["xcode:jobs"],
                ["transcode-jobs"],
            )
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "Timetable publishing: the GTFS export goes out nightly at 02:30 to the open data "
            "bucket.",
            "#timetable-pub: GTFS export 04:15 from tonight, so it runs after the engineering "
            "possessions feed lands.",
            "Possessions feed arrives by 01:00 since the supplier fixed their batch, so the "
            "export is back in its old slot, 02:30. Crontab updated on pub-01.",
        ],
        [("What time does the nightly GTFS export run?", ["02:30"], ["04:15"])],
    ),
    (
        "supersession",
        "coding",
        [
            "OTA for the e-bike motor controllers: firmware 3.8.2 staged to the Lisbon fleet "
            "(ring 1, 5%).",
            "ring 1 clean after 48h, zero brake-sensor faults → ring 2 (25%).",
            "```\n$ fleetctl ota status --fleet lisbon\n"
            "FIRMWARE   RING   TARGET%   HEALTHY\n"
            "3.8.2      3      100       98.7%\n```",
        ],
        [
            (
                "What share of the Lisbon bikes is 3.8.2 going out to at the moment?",
                ["100"],
                ["25%", "ring 1, 5%"],
            )
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "Collection API base URL for partner apps: https://api.museum-coll.org/v2/",
            "Email to partners, sent: 'Please point your integrations at "
            "https://collections.museum-coll.org/api/v3/ — the previous endpoint stays "
            "read-only until March.'",
        ],
        [
            (
                "What base URL do partner integrations use for the collection API?",
                ["collections.museum-coll.org/api/v3"],
                ["api.museum-coll.org/v2"],
            ),
            (
                "What was the partner URL for the collection API before the v3 one?",
                ["api.museum-coll.org/v2"],
                [],
            ),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "Radar compositor writes the mosaic tiles as GeoTIFF to s3://wx-radar-tiles/composite/.",
            "compose file from the new deploy:\n"
            "```yaml\nservices:\n  compositor:\n    image: wxradar/compositor:2.4\n"
            "    environment:\n      OUTPUT_FORMAT: zarr\n"
            "      OUTPUT_URI: s3://wx-radar-tiles/mosaic-v2/\n```",
        ],
        [("What file format do the radar mosaics come out in?", ["zarr"], ["GeoTIFF"])],
    ),
    (
        "supersession",
        "life",
        [
            "Marathon block: long runs Sunday mornings with the club, 7am from the boathouse.",
            "Club long runs are Saturday 7am from here on — the boathouse has regattas every "
            "Sunday this autumn.",
        ],
        [("Which day is the club long run?", ["Saturday"], ["Sunday mornings"])],
    ),
    (
        "supersession",
        "life",
        [
            "Japanese: iTalki lessons with Aoki-sensei, Tuesdays 19:00.",
            "First lesson with Ms. Hoshino tonight, good fit — we'll keep Thursday 19:00 going "
            "forward. Much stricter on pitch accent than Aoki-sensei was.",
        ],
        [
            ("Who's teaching me Japanese at the moment?", ["Hoshino"], ["Aoki"]),
            ("What evening is my Japanese lesson?", ["Thursday"], ["Tuesday"]),
        ],
    ),
    # ------------------------------------------------------------------ correction
    (
        "correction",
        "coding",
        [
            "Payroll rules: overtime multiplier for the Oakland kitchens is 1.25x after 8h in a "
            "day.",
            "The multiplier I wrote down yesterday was wrong. California daily OT is "
            "time-and-a-half: 1.5x after 8 hours, double time after 12.",
        ],
        [
            (
                "What rate do Oakland kitchen staff get past eight hours in a day?",
                ["1.5x"],
                ["1.25x"],
            )
        ],
    ),
    (
        "correction",
        "coding",
        [
            "nf-core/sarek runs on the cluster use -r 3.2.3 with the GRCh38 iGenomes reference.",
            "Misread the run log earlier. `nextflow log` shows `-r 3.4.0` for every October "
            "run, not the release I noted. Reference is right.",
        ],
        [
            ("Which sarek release did our October cluster runs use?", ["3.4.0"], ["3.2.3"]),
            ("And which reference genome are those runs against?", ["GRCh38"], []),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "Dental booking app: appointment reminder SMS goes out 48h before, via Twilio.",
            "Slack #dental-app\n"
            "> Priya: reminders are 24h before, not two days — two days was the old clinic's "
            "setting\n> me: 👍 fixing the doc",
        ],
        [("How far ahead of an appointment does the reminder text go out?", ["24h"], ["48h"])],
    ),
    (
        "correction",
        "coding",
        [
            "Newsroom CMS: embargoed stories auto-publish from the scheduler, cron "
            "`*/5 * * * *` on cms-worker-2.",
            "Fix to my scheduler note: the box is cms-worker-4, the other one was decommissioned "
            "in the summer. Cron line is right.",
        ],
        [
            ("Which machine runs the embargo publishing cron?", ["cms-worker-4"], ["cms-worker-2"]),
            ("How often does the embargo scheduler fire?", ["*/5 * * * *"], []),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "LMS: Scratch class cohort max is 12 kids per instructor.",
            "Minutes, curriculum sync 14 Oct\n"
            "- Cohort cap: the figure in the ops doc is wrong; the insurance policy says 10 per "
            "instructor.\n- Python track starts January.\n- Parent newsletter: Femi.",
        ],
        [
            (
                "How many kids can one instructor take in a Scratch class?",
                ["10 per instructor"],
                ["12 kids"],
            )
        ],
    ),
    (
        "correction",
        "life",
        [
            "Maya & Tom's wedding: ceremony 3pm at St Brigid's, reception at the Millhouse.",
            "Re-read the invite properly — ceremony's at 2:30. I had the drinks time in my head.",
        ],
        [("What time do I need to be at the church for Maya and Tom?", ["2:30"], ["3pm"])],
    ),
    (
        "correction",
        "life",
        [
            "Cat adoption: Biscuit, 2yo tabby, Eastside shelter. Home visit on the 9th.",
            "Voice memo: ok so the shelter rang and, um, I had the wrong cat's name down — "
            "Biscuit went to another family last week, ours is Pickle, same litter, same "
            "markings basically. Home visit's still the ninth.",
        ],
        [
            ("What's the name of the cat we're getting?", ["Pickle"], ["Biscuit"]),
            ("When is the shelter doing the home visit?", ["9th|ninth"], []),
        ],
    ),
    # ------------------------------------------------------------------ cancellation
    (
        "cancellation",
        "coding",
        [
            "DNS cutover for donate.example-charity.org to Cloudflare: Sat 06:00 UTC, Jonas on "
            "call.",
            "From: Jonas\nSubject: donate DNS\n\nThe board asked us not to touch anything on "
            "the donations domain during giving week. The Saturday cutover is off; we'll "
            "re-plan in December.",
        ],
        [
            (
                "Is the donate DNS cutover going ahead this weekend?",
                ["cutover is off"],
                ["06:00 UTC"],
            )
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "Live-ops: Halloween 'Pumpkin Rush' goes live Oct 28 10:00 PT — double XP plus "
            "limited skins.",
            "#liveops\n> Sam: Pumpkin Rush pulled from the calendar. Legal flagged the loot "
            "odds disclosure for BE/NL. Skins get folded into the November pass.",
        ],
        [("When does Pumpkin Rush start?", ["pulled from the calendar"], ["Oct 28"])],
    ),
    (
        "cancellation",
        "coding",
        [
            "Historian: PI archive reprocessing for T01-T24 booked Thursday 22:00, to backfill "
            "the gaps from the August comms outage.",
            "Scrapping the reprocessing run. Vendor confirmed the interface node buffered "
            "everything and backfilled on reconnect — nothing missing.",
        ],
        [("What time does the historian reprocessing job kick off?", ["Scrapping"], ["22:00"])],
    ),
    (
        "cancellation",
        "coding",
        [
            "Mirth upgrade to 4.5: downtime window Sunday 01:00–03:00, lab and wards notified.",
            "CAB cancelled the Mirth upgrade window — clashes with the pharmacy system cutover. "
            "No new date yet.",
        ],
        [("When is the interface engine going down for its upgrade?", ["cancelled"], ["01:00"])],
    ),
    (
        "cancellation",
        "coding",
        [
            "Planned: freeze on timetable publishing Dec 1 to Dec 10 while the winter timetable "
            "is validated.",
            "Freeze dropped. Ops would rather we keep shipping the weekly amendments and "
            "validate winter in staging.",
        ],
        [
            (
                "Can I publish timetable amendments in the first week of December?",
                ["Freeze dropped"],
                ["Dec 1 to Dec 10"],
            )
        ],
    ),
    (
        "cancellation",
        "life",
        [
            "Gig: The Lantern, Fri 15 Nov, load-in 6pm, we're second on the bill.",
            "Band chat: 'Lantern is not happening lads, promoter double-booked and gave the "
            "night to a touring act. Sorry.'",
        ],
        [("What time is load-in at the Lantern?", ["not happening"], ["6pm"])],
    ),
    (
        "cancellation",
        "life",
        [
            "Kitchen: plumber coming Wed 8am to move the sink supply lines.",
            "Texted the plumber to call off Wednesday — cabinets slipped two weeks so there's "
            "nothing to plumb into.",
        ],
        [("When's the plumber coming to move the sink pipes?", ["call off"], ["Wed 8am"])],
    ),
    # ------------------------------------------------------------------ event_change
    (
        "event_change",
        "coding",
        [
            "Podcast encodes run on the GPU box enc-gpu-01 in the Frankfurt rack (NVENC).",
            "enc-gpu-01's PSU died overnight, box is being RMA'd. Jobs are going to the CPU "
            "pool enc-cpu-[01-06] with libx264 meanwhile, roughly 3x slower.",
        ],
        [("Which machines are doing the podcast encodes right now?", ["enc-cpu"], ["enc-gpu-01"])],
    ),
    (
        "event_change",
        "coding",
        [
            "Bikes download OTA artifacts from the CDN hostname ota-eu.bikeco.net.",
            "Incident: CDN provider terminated our account over an unpaid invoice (finance "
            "mix-up). Bikes are fetching from origin-ota.bikeco.net directly until it's sorted.",
        ],
        [
            (
                "Where are the bikes pulling firmware from today?",
                ["origin-ota.bikeco.net"],
                ["ota-eu.bikeco.net"],
            )
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "WGS runs: Nextflow work dir is /scratch/genomics/nf-work on the Lustre scratch.",
            "HPC team purged scratch after the Lustre MDT failure. They've given us "
            "/projects/gen-lab/nf-work on GPFS and want it used for all runs from now.",
        ],
        [
            (
                "Where should -work-dir point for a WGS run?",
                ["/projects/gen-lab/nf-work"],
                ["/scratch/genomics/nf-work"],
            )
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "CMS image uploads are resized through the Imgix source `newsroom-img`.",
            "Imgix contract lapsed end of Q3 (procurement missed the renewal). Renditions are "
            "served by Thumbor on thumbor.cms.internal.",
        ],
        [("What's resizing the CMS images?", ["Thumbor"], ["Imgix"])],
    ),
    (
        "event_change",
        "coding",
        [
            "Museum API search is backed by the Elasticsearch cluster coll-es (3 nodes).",
            "After the licence change legal wanted us off Elastic. Cutover finished last night: "
            "search hits OpenSearch coll-os; coll-es is powered off.",
        ],
        [
            (
                "Which search cluster serves the collection API's queries?",
                ["coll-os"],
                ["coll-es (3 nodes)"],
            )
        ],
    ),
    (
        "event_change",
        "life",
        [
            "Garden committee meets first Monday of the month in the library meeting room.",
            "Library's shut for asbestos removal till spring — we're in the back room of the "
            "Rose & Crown.",
        ],
        [
            (
                "Where is the garden committee meeting these days?",
                ["Rose & Crown"],
                ["library meeting room"],
            ),
            ("Which day of the month do we meet?", ["first Monday"], []),
        ],
    ),
    (
        "event_change",
        "life",
        [
            "Move: booked Shift Movers for the 22nd, 3 guys + truck, £640.",
            "Shift Movers have gone bust — site's down, phone disconnected. Two Men & A Van "
            "can do the 22nd, £710, deposit paid.",
        ],
        [
            ("Who's doing our move?", ["Two Men & A Van"], ["Shift Movers"]),
            ("How much is the removal costing us?", ["£710"], ["£640"]),
        ],
    ),
    # ------------------------------------------------------------------ partial_update
    (
        "partial_update",
        "coding",
        [
            "Dental booking API, prod: node 20, Postgres 15 on db-dental-1, 2 replicas behind "
            "the ALB.",
            "```\n$ helm upgrade dental-booking ./chart --reuse-values --set replicaCount=4\n"
            'Release "dental-booking" has been upgraded. Happy Helming!\n'
            "NAME: dental-booking\nREVISION: 17\nSTATUS: deployed\n```",
        ],
        [
            ("How many pods is the booking API running?", ["replicaCount=4"], ["2 replicas"]),
            ("Which database host does the booking API talk to?", ["db-dental-1"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "Payroll run (restaurant group): biweekly, pay date Friday, ADP export 16:00 "
            "Thursday, approver Rosa.",
            "Dmitri signs off the payroll run from this cycle — Rosa's gone to the Fresno region.",
        ],
        [
            ("Who has to approve payroll before it goes?", ["Dmitri"], ["Rosa"]),
            ("When does the ADP export leave?", ["16:00 Thursday"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "Wind farm historian tags: sample rate 1s, compression deviation 0.5%, retention "
            "5 years on pi-hist-01.",
            "```\nTASK [historian : set archive retention] *******************\n"
            "changed: [pi-hist-01] => (item=retention_years: 10)\n"
            "PLAY RECAP *************************************************\n"
            "pi-hist-01 : ok=12 changed=1 unreachable=0 failed=0\n```",
        ],
        [
            ("How long do we keep turbine history?", ["retention_years: 10"], ["5 years"]),
            ("What's the sampling on the turbine tags?", ["sample rate 1s"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "LMS course 'Python Quest': 8 weeks, Saturdays 10am, instructor Leo, Replit classroom.",
            "Python Quest: Amara has the class from next Saturday (Leo on paternity leave).",
        ],
        [
            ("Who teaches Python Quest now?", ["Amara"], ["instructor Leo"]),
            ("What time is the Python Quest class?", ["10am"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "radar-ingest config: poll interval 300s, sites KTLX KINX KSRX, raw bucket "
            "s3://radar-raw-us.",
            "```diff\n# charts/radar-ingest/values.yaml\n-  pollIntervalSeconds: 300\n"
            "+  pollIntervalSeconds: 120\n```",
        ],
        [
            (
                "How often does radar ingest poll for new volumes?",
                ["pollIntervalSeconds: 120"],
                ["300s"],
            ),
            ("Which radar sites do we ingest?", ["KTLX", "KINX", "KSRX"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "Live-ops 'Frost Fest': Dec 15–Jan 5, reward track 40 tiers, premium 950 gems.",
            "Frost Fest premium: 800 gems (finance wants it under the 1000-gem bundle with some "
            "margin).",
        ],
        [
            ("What does the Frost Fest premium track cost?", ["800 gems"], ["950 gems"]),
            ("How many tiers on the Frost Fest reward track?", ["40 tiers"], []),
        ],
    ),
    (
        "partial_update",
        "life",
        [
            "Golf lease via LeasePlan: ends 31 Jan, 30k miles allowance, return inspection at "
            "the Brentford depot.",
            "LeasePlan: 'Your vehicle return inspection is booked at our Park Royal site, "
            "28 Jan 10:30.'",
        ],
        [
            ("Where do I take the Golf for its return check?", ["Park Royal"], ["Brentford"]),
            ("What's the mileage allowance on the lease?", ["30k"], []),
        ],
    ),
    (
        "partial_update",
        "life",
        [
            "Mum's care: HomeCare Plus visits 8am and 6pm daily, GP Dr Okafor, Boots on the High "
            "St does her blister packs.",
            "Blister packs from the Well pharmacy now, they deliver Tuesdays. Told Boots.",
        ],
        [
            ("Which chemist makes up Mum's blister packs?", ["Well pharmacy"], ["Boots"]),
            ("Who is Mum's GP?", ["Okafor"], []),
        ],
    ),
    # ------------------------------------------------------------------ restatement
    (
        "restatement",
        "coding",
        [
            "Timetable API limit for third-party journey planners: 600 requests/min per key.",
            "Replied to the Citymapper folks: yes, still 600 a minute per API key, nothing "
            "planned.",
        ],
        [("What's the per-key rate limit on the timetable API?", ["600"], [])],
    ),
    (
        "restatement",
        "coding",
        [
            "Lab results interface: HL7 v2.5.1, ACK mode AL (original mode).",
            "Agent: checked against the LIS interface spec PDF — it expects 2.5.1 messages and "
            "original-mode acknowledgements. Nothing to change.",
        ],
        [("Which HL7 version do the lab messages use?", ["2.5.1"], [])],
    ),
    (
        "restatement",
        "coding",
        [
            "Nonprofit apex A records: TTL 300 seconds for the duration of the migration.",
            "```\n$ dig +noall +answer example-charity.org\n"
            "example-charity.org.    300    IN    A    104.21.3.77\n```\nstill five minutes.",
        ],
        [("What TTL are the apex records on right now?", ["300"], [])],
    ),
    (
        "restatement",
        "coding",
        [
            "Lab pipelines pinned to Nextflow 23.10.1 via NXF_VER in the shared profile.",
            "Rita asked which Nextflow we're on — 23.10.1, same as always, it's NXF_VER in "
            "~/.nextflow/config.",
        ],
        [("Which Nextflow version are the lab pipelines pinned to?", ["23.10.1"], [])],
    ),
    (
        "restatement",
        "coding",
        [
            "Collection images are CC BY-NC 4.0 unless the object record says public domain.",
            "Standup: Femi reminded everyone the default image licence is still CC BY-NC 4.0; "
            "PD only where flagged.",
        ],
        [("What licence do collection images carry by default?", ["CC BY-NC 4.0"], [])],
    ),
    (
        "restatement",
        "life",
        [
            "Marathon target pace 5:20/km → sub-3:45.",
            "Coach at the track: 'don't get greedy, five-twenty per k is the plan, that's your "
            "three forty-five.'",
        ],
        [("What pace am I supposed to hold in the marathon?", ["5:20|five-twenty"], [])],
    ),
    (
        "restatement",
        "life",
        [
            "JLPT N4 in December, at Kanda University of International Studies.",
            "Exam voucher printed — JLPT N4, 1 December, Kanda University of International "
            "Studies. Bring pencils + an analogue watch.",
        ],
        [("Which JLPT level am I sitting?", ["N4"], [])],
    ),
    # ------------------------------------------------------------------ scope_permission
    (
        "scope_permission",
        "coding",
        [
            "CMS permissions: only the night editor (Hannah) can push breaking-news alerts to "
            "the app.",
            "Managing editor's email: 'Effective Monday, any section editor on the rota can "
            "send a push alert. No need to wake Hannah.'",
        ],
        [
            (
                "Who is allowed to send breaking-news push alerts?",
                ["any section editor"],
                ["only the night editor"],
            )
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Payroll: store managers can edit timesheets in Deputy up to the Monday 9am lock.",
            "After the Elm St incident, timesheet edits are restricted to the regional payroll "
            "team. Managers can flag discrepancies, that's it.",
        ],
        [
            (
                "Can a store manager still change a timesheet?",
                ["regional payroll team"],
                ["store managers can edit"],
            )
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "OTA: only Nadia can promote a firmware build past ring 1.",
            "Release process v2 — promotion beyond ring 1 takes two approvals from anyone on "
            "the firmware team, in the OTA console.",
        ],
        [("What does it take to get a build past ring 1?", ["two approvals"], ["only Nadia"])],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Agent rules, genomics repo: you may edit nextflow.config and modules/local/; never "
            "touch modules/nf-core/ (synced from upstream).",
            "User: you can patch modules/nf-core/ too now — we've forked the bwa-mem2 module. "
            "Record every change with `nf-core modules patch`.",
        ],
        [
            (
                "Is the agent allowed to edit the vendored nf-core modules?",
                ["nf-core modules patch"],
                ["never touch"],
            )
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "LMS: parents see their own kid's project gallery only.",
            "Showcase week: parents get the whole cohort gallery.",
            "Showcase over — gallery is own-child-only for parents again, safeguarding lead "
            "insisted.",
        ],
        [
            (
                "What can parents see in the project gallery?",
                ["own-child-only"],
                ["whole cohort gallery"],
            )
        ],
    ),
    (
        "scope_permission",
        "life",
        [
            "Garden: only plot holders can use the tool shed, key code 4471.",
            "AGM vote passed: Saturday volunteers can use the tool shed as well as plot holders. "
            "Same code.",
        ],
        [
            ("Who's allowed in the tool shed?", ["Saturday volunteers"], ["only plot holders"]),
            ("What's the shed code?", ["4471"], []),
        ],
    ),
    (
        "scope_permission",
        "life",
        [
            "Dad's bank: only I have power of attorney on his accounts; Sam can't see statements.",
            "Solicitor's letter: the LPA is registered with me and Sam as joint attorneys.",
        ],
        [
            (
                "Can Sam sort things out with Dad's bank?",
                ["joint attorneys"],
                ["only I have power of attorney"],
            )
        ],
    ),
    # ------------------------------------------------------------------ interruption
    (
        "interruption",
        "coding",
        [
            "On the DNS migration: moving MX + SPF for the nonprofit to Cloudflare, NP-212.",
            "Parking the DNS records — donation form throwing 502s from the CDN, all hands "
            "on NP-219.",
            "NP-219 done (origin cert had expired, renewed + auto-renew on). Back on NP-212.",
        ],
        [("Which ticket am I on now?", ["NP-212"], ["NP-219"])],
    ),
    (
        "interruption",
        "coding",
        [
            "Agent: starting the loudness-normalisation change for the transcoder (-16 LUFS), "
            "branch feat/loudnorm.",
            "Agent: pausing feat/loudnorm. User reports uploads over 2GB fail at the multipart "
            "step; investigating on fix/multipart-2gb.",
            "Agent: fix/multipart-2gb — reproduced. Part size was 5MB, so big files went over "
            "10,000 parts. Trying 64MB parts.",
        ],
        [("What's the agent in the middle of?", ["fix/multipart-2gb"], ["feat/loudnorm"])],
    ),
    (
        "interruption",
        "coding",
        [
            "Today: rewriting the GTFS-realtime trip_update merger (RAIL-88).",
            "Dropped everything: Line 4 PDF timetables show Sunday times on weekdays. RAIL-91.",
            "RAIL-91 was a wrong service calendar id in the PDF template; fixed and republished. "
            "RAIL-88 again first thing tomorrow.",
        ],
        [("What should I pick up in the morning?", ["RAIL-88"], ["RAIL-91"])],
    ),
    (
        "interruption",
        "coding",
        [
            "Sprint goal: yaw-misalignment KPI on the historian dashboards (WF-301).",
            "Storm alarm flood from T17, 4000 alarms/h. Everything else waits — WF-305, alarm "
            "shelving.",
            "T17 anemometer is sending garbage; shelving rule in, still tuning WF-305 thresholds.",
        ],
        [("What am I working on at the moment?", ["WF-305"], ["WF-301"])],
    ),
    (
        "interruption",
        "coding",
        [
            "Live-ops: building the weekly leaderboard reset job (LO-45).",
            "Interrupt: payments says the Starter Pack SKU double-charges on Android. Hotfix "
            "LO-47 before the weekend.",
            "LO-47 out in the 3.2.1 hotfix, Play review passed. Resuming LO-45.",
        ],
        [("Which task is back on my plate?", ["LO-45"], ["LO-47"])],
    ),
    (
        "interruption",
        "coding",
        [
            "Mapping the new microbiology OBX segments for the sensitivity panels — HL7-140.",
            "HL7-140 on hold. Chemistry results from the new analyser arrive with OBX-6 empty "
            "(no units); clinical safety calls it P1 → HL7-143.",
        ],
        [("What am I doing on the HL7 interface right now?", ["HL7-143"], ["HL7-140"])],
    ),
    (
        "interruption",
        "life",
        [
            "Kitchen: tiling the splashback this weekend.",
            "Tiling on hold — the pipe under the sink is weeping, redoing the compression "
            "fitting first.",
            "Leak sorted, new olive on the fitting, dry all night. Splashback tiling Sunday.",
        ],
        [("What's the next job in the kitchen?", ["splashback"], ["compression fitting"])],
    ),
    (
        "interruption",
        "life",
        [
            "Move: packing books this week, 18 boxes so far.",
            "Stopped packing — the landlord brought the inventory check forward to tomorrow, "
            "so tonight is deep-cleaning the old flat (oven, carpets).",
            "Inventory check passed, full deposit back. Back to packing: books, then the records.",
        ],
        [("What's my next job for the move?", ["Back to packing"], ["deep-cleaning"])],
    ),
    # ------------------------------------------------------------------ repair
    (
        "repair",
        "coding",
        [
            "Workaround: transcodes of VBR MP3s stall, so a cron kicks stuck workers every "
            "15 min:\n```\n*/15 * * * * /opt/xcode/kick-stuck.sh\n```",
            "Root cause: ffprobe hung on Xing headers with bogus frame counts. Worker 2.7.0 "
            "passes `-fflags +discardcorrupt`; the kick cron is deleted.",
        ],
        [("How are stalled VBR transcodes dealt with now?", ["discardcorrupt"], ["kick-stuck.sh"])],
    ),
    (
        "repair",
        "coding",
        [
            "Double-bookings in the dental app: until fixed, reception runs this every "
            "morning:\n```sql\nDELETE FROM appointments a USING appointments b\n"
            " WHERE a.id > b.id AND a.slot_id = b.slot_id;\n```",
            "Migration 0042 adds a unique index on appointments(slot_id); the booking endpoint "
            "retries on conflict. Reception can stop the morning clean-up.",
        ],
        [
            (
                "Do the receptionists still have to clear double bookings each morning?",
                ["unique index"],
                ["DELETE FROM appointments"],
            )
        ],
    ),
    (
        "repair",
        "coding",
        [
            "IIIF image server leaks memory; nightly restart in root's crontab:\n"
            "`0 3 * * * docker restart cantaloupe`",
            "Cantaloupe 5.0.6 fixes the Java2D leak — upgraded, nightly restart removed from "
            "crontab.",
        ],
        [
            (
                "Are we still bouncing the image server every night?",
                ["5.0.6"],
                ["docker restart cantaloupe"],
            )
        ],
    ),
    (
        "repair",
        "coding",
        [
            "KSRX volumes arrive with the clock 90s fast; ingest shifts them by -90s (hack in "
            "ingest/fixups.py).",
            "Site techs re-synced KSRX to GPS time. The shift is gone as of ingest v1.12.",
        ],
        [("Do we still correct KSRX timestamps in ingest?", ["v1.12"], ["fixups.py"])],
    ),
    (
        "repair",
        "coding",
        [
            "MultiQC OOMs on big runs; when the pipeline fails we rerun it by hand with "
            "--max_memory 64.GB.",
            "```\n$ git log --oneline -2\n"
            "9f3c2a1 conf: MultiQC -> process_high_memory label (#233)\n"
            "4b7e0d9 docs: sample sheet example\n```\nbig runs now finish in one go.",
        ],
        [
            (
                "What do I do when MultiQC runs out of memory on a big run?",
                ["process_high_memory"],
                ["rerun it by hand"],
            )
        ],
    ),
    (
        "repair",
        "coding",
        [
            "e-bike battery gauge drops to 0% in the cold → temporary OTA config flag "
            "`gauge_cold_clamp=true` on the Oslo fleet.",
            "Firmware 3.9.0 has the temperature-compensated fuel gauge; clamp flag removed "
            "fleet-wide.",
        ],
        [
            (
                "How are we handling the cold-weather battery gauge drop in Oslo?",
                ["3.9.0"],
                ["gauge_cold_clamp=true"],
            )
        ],
    ),
    (
        "repair",
        "life",
        [
            "Pickle keeps scratching the sofa — covered the arm with a blanket and tape for now.",
            "Sisal post next to the sofa + double-sided tape on the arm: she goes for the post "
            "now. Blanket's off.",
        ],
        [("What's stopping the cat wrecking the sofa?", ["sisal"], ["blanket and tape"])],
    ),
    # ------------------------------------------------------------------ commitment
    (
        "commitment",
        "coding",
        [
            "Migration call actions: Jonas to lower TTLs on all records by Wednesday; Aisha to "
            "export the old registrar's zone file; me to write the rollback runbook.",
            "Jonas: every record at 300 now ✅",
            "Aisha sent the BIND export, attached to NP-200.",
        ],
        [
            (
                "What's still outstanding from the migration call?",
                ["rollback runbook"],
                ["lower TTLs", "zone file"],
            )
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "Promised the politics desk a live-results widget for election night.",
            "Politics desk is embedding the AP widget instead — I'm off the hook for the custom "
            "one.",
            "Also owe sports a fix for the broken match-centre embeds, said before Saturday.",
        ],
        [("What do I still owe the desks?", ["match-centre"], ["live-results widget"])],
    ),
    (
        "commitment",
        "coding",
        [
            "Agent: I'll add tip-pooling calculation tests before touching the payroll export "
            "again.",
            "Agent: tip-pool tests in tests/test_tips.py, 14 cases, all green.",
            "Agent: I also said I'd document the meal-break premium rules in PAYROLL.md — "
            "not done yet.",
        ],
        [
            (
                "Has the agent left anything it promised undone?",
                ["meal-break premium"],
                ["tip-pooling calculation tests"],
            )
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "Told the digitisation team I'd add a `rights_statement` field to the API responses "
            "by end of sprint.",
            "Promised Kofi a bulk export endpoint for the loans register too.",
            "Kofi doesn't need the export any more, he got read access to the replica.",
        ],
        [
            (
                "What have I committed to on the museum API that's still open?",
                ["rights_statement"],
                ["bulk export endpoint"],
            )
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "Standup: I'll fix the certificate PDF generator (accented names render as boxes) "
            "by Thursday.",
            "Zoe will move the Scratch project uploads to the new bucket.",
            "Certificates fixed — Noto Sans in the template, é and ñ render fine.",
        ],
        [
            (
                "Who still has something pending from standup, and what?",
                ["Zoe", "Scratch project uploads"],
                ["certificate PDF generator"],
            )
        ],
    ),
    (
        "commitment",
        "life",
        [
            "Band admin split at practice: Kat's booking the rehearsal room for the 3 weeks "
            "before the tour, Dev's sorting van hire.",
            "And I'm placing the merch order — 50 shirts, need the new logo from Dev first.",
            "Kat: Bunker Studios, Tue & Thu evenings, booked.",
            "Dev: Luton from Hertz, pick up Friday 8am, paid.",
        ],
        [("Which band jobs aren't done yet?", ["merch"], ["rehearsal room for", "van hire"])],
    ),
    (
        "commitment",
        "life",
        [
            "Promised Mum I'd sort out her blue badge renewal before it expires in March.",
            "Also said I'd take her to the audiology appointment on the 12th.",
            "Took Mum to audiology, new hearing aids fitted 👍",
        ],
        [
            (
                "What have I promised Mum that I still need to do?",
                ["blue badge"],
                ["audiology appointment"],
            )
        ],
    ),
    # ------------------------------------------------------------------ freshness
    (
        "freshness",
        "coding",
        [
            "T09 gearbox oil temp 71°C at 09:40, trending up.",
            "T09 gearbox oil 78°C at 13:05 — raised a watch alarm.",
            "14:30 T09 oil back to 64°C after the cooler fan was reset.",
        ],
        [("What's T09's gearbox oil temperature?", ["64°C"], ["71°C", "78°C"])],
    ),
    (
        "freshness",
        "coding",
        [
            "Transcode queue depth 1,240 jobs at 08:00 (Monday episode dump).",
            "queue at 317 pending by 11:30, scaling back to 6 workers.",
        ],
        [("How backed up is the transcode queue?", ["317"], ["1,240"])],
    ),
    (
        "freshness",
        "coding",
        [
            "NS change propagation: 38% of resolvers on whatsmydns show the Cloudflare "
            "nameservers (10:15).",
            "NS propagation 91% (16:40); stragglers are a couple of Brazilian ISPs.",
        ],
        [("How far has the nameserver change propagated?", ["91%"], ["38%"])],
    ),
    (
        "freshness",
        "coding",
        [
            "Sequencing run 231104 QC: Q30 = 88.2% (lane 1 only so far).",
            "All lanes in for 231104 — Q30 92.6% overall, cluster PF 81%.",
        ],
        [("What's the Q30 on the 231104 run?", ["92.6%"], ["88.2%"])],
    ),
    (
        "freshness",
        "coding",
        [
            "Radar composite latency p95 = 7m40s this morning (S3 listing is slow).",
            "After the SQS-notification switch: p95 latency 2m05s over the last 6h.",
        ],
        [("How stale are the radar composites at p95?", ["2m05s"], ["7m40s"])],
    ),
    (
        "freshness",
        "coding",
        [
            "Mirth LAB_ORU_IN: 5,812 messages queued at 07:20 after the LIS reconnect.",
            "LAB_ORU_IN queue 1,034 at 07:50.",
            "LAB_ORU_IN 0 queued as of 08:10, results flowing in real time.",
        ],
        [
            (
                "Is there still a backlog on the lab results channel?",
                ["0 queued"],
                ["5,812", "1,034"],
            )
        ],
    ),
    (
        "freshness",
        "life",
        [
            "Resting HR 58 bpm this morning (Garmin).",
            "Resting HR 64 bpm after the 30k, body battery 20.",
            "Resting HR 55 bpm today. Recovered.",
        ],
        [("What's my resting heart rate lately?", ["55 bpm"], ["58 bpm", "64 bpm"])],
    ),
    (
        "freshness",
        "life",
        [
            "JLPT mock test 1: 92/180 — vocab section dragged it down.",
            "Mock test 2: 118/180, pass mark is 90 so comfortable.",
        ],
        [("How did I score on my latest JLPT practice test?", ["118/180"], ["92/180"])],
    ),
    # ------------------------------------------------------------------ never_said
    (
        "never_said",
        "coding",
        [
            "Timetable publisher: exports GTFS + NeTEx, signed with the ops GPG key, pushed to "
            "the open data portal at 02:30.",
        ],
        [
            ("Which Kafka topic does the timetable publisher read from?", [], [], ["Kafka"]),
            ("Which formats does the timetable publisher export?", ["GTFS", "NeTEx"], []),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "Fleet OTA server: self-hosted Mender on ota-srv-2, bikes authenticate with per-bike "
            "X.509 certs.",
            "OTA artifact signing key lives in the HSM, rotated yearly (next: April).",
        ],
        [
            ("What's the battery capacity of the e-bikes?", [], [], ["battery capacity"]),
            ("What tool runs the fleet's firmware updates?", ["Mender"], []),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "CMS stack: WordPress VIP, Elasticsearch for search, Fastly in front.",
            "Newsletters go out through Mailchimp from the CMS 'Send' button.",
        ],
        [
            ("Who's the CMS on-call engineer this week?", [], [], ["on-call"]),
            ("What CDN sits in front of the CMS?", ["Fastly"], []),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "Payroll: the chain has 14 locations on ADP Workforce Now, biweekly, tip credits "
            "applied in AZ and TX.",
        ],
        [
            ("What's the payroll cutoff for the Denver location?", [], [], ["Denver"]),
            ("Which payroll system is the restaurant chain on?", ["ADP Workforce Now"], []),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "nf-core/rnaseq runs: STAR + Salmon, GRCm39 for mouse, SLURM partition `bigmem`.",
        ],
        [
            ("Which AWS Batch queue does the variant calling use?", [], [], ["AWS Batch"]),
            ("Which aligner and quantifier do the RNA-seq runs use?", ["STAR + Salmon"], []),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "LMS: Moodle 4.3, SSO through Google Workspace for Education, kids aged 8-14.",
        ],
        [
            ("What's the monthly fee for the robotics course?", [], [], ["robotics"]),
            ("How do the kids log in to the LMS?", ["Google Workspace"], []),
        ],
    ),
    (
        "never_said",
        "life",
        [
            "Priya's wedding: 14 June, Cotswolds, dress code 'garden formal', RSVP by 1 May.",
            "Booked the Travelodge in Cirencester for the 14th, one night.",
        ],
        [
            ("What's on the gift registry for Priya's wedding?", [], [], ["registry"]),
            ("Where am I staying for Priya's wedding?", ["Travelodge"], []),
        ],
    ),
    (
        "never_said",
        "life",
        [
            "Kia Niro lease through Arval: £289/month, ends 30 April, 8,000 miles a year.",
        ],
        [
            ("What's the excess on my car insurance?", [], [], ["insurance"]),
            ("When does the Niro lease run out?", ["30 April"], []),
        ],
    ),
    # ------------------------------------------------------------------ control
    (
        "control",
        "coding",
        [
            "ORU feed: LIS sends to Mirth on port 6670; results land in the EHR within ~30s.",
            "Test ORU^R01 from the LIS sandbox: ACK AA back, result visible in the EHR.",
        ],
        [("What port does the LIS send results on?", ["6670"], [])],
    ),
    (
        "control",
        "coding",
        [
            "Registrar for example-charity.org stays at Gandi; only the nameservers move to "
            "Cloudflare.",
            "Checked the renewal: Gandi autorenew on, expires 2026-03-02.",
        ],
        [("Who is the charity's domain registered with?", ["Gandi"], [])],
    ),
    (
        "control",
        "coding",
        [
            "Live-ops calendar owner: Bea. Event configs are JSON in the liveops-config repo, "
            "shipped via remote config.",
            "Bea walked the new producers through liveops-config today.",
        ],
        [("Who owns the live-ops calendar?", ["Bea"], [])],
    ),
    (
        "control",
        "coding",
        [
            "Radar on-call: weekly rota, handover Mondays 10:00, PagerDuty schedule wx-radar.",
            "Handover done, Mondays 10:00 as usual.",
        ],
        [("When does the radar on-call hand over?", ["Mondays 10:00"], [])],
    ),
    (
        "control",
        "coding",
        [
            "Museum API quota: 5,000 requests/day per key, burst 20/s.",
            "Agent: load-tested the gateway at a 20 rps burst; the limiter behaved as configured.",
        ],
        [("What's the daily request quota per API key?", ["5,000"], [])],
    ),
    (
        "control",
        "life",
        [
            "Japanese: Anki deck 'Core 2k', 15 new cards a day.",
            "Anki streak 60 days. Still 15 new a day.",
        ],
        [("How many new Anki cards a day am I doing?", ["15 new"], [])],
    ),
    (
        "control",
        "life",
        [
            "New flat: 3B Harcourt Road, keys from the agent on the 21st.",
            "Confirmed with Foxtons: key pickup the 21st, 9am at the branch.",
        ],
        [("What's the address of the new flat?", ["3B Harcourt Road"], [])],
    ),
]
