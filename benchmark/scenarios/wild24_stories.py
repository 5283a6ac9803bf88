"""wild24: hand-written state stories over thirteen kinds of question, written blind to the
product's rules and measured once.

Settings. Coding: an airport baggage-handling system's PLC gateway, a vet clinic's
appointment SMS service, a supermarket's electronic shelf label (ESL) sync, a university
HPC cluster's Slurm partitions, a ride-hailing surge-pricing service, a public library's
e-book lending API, a solar farm's inverter telemetry, a fashion e-shop's returns workflow,
a bank's statement PDF generator, a hotel chain's channel manager, a parcel locker network,
a city bike-lane sensor dashboard, an open-source Go ORM's CI and a chess server's rating
service. Life: learning to sail, a dog's diet and vet visits, a home broadband switch, a
balcony garden, organising a school reunion, a new baby's routine, a loft conversion,
volunteering at a food bank, a bathroom leak and the insurer, and a cycling holiday.

Styles: terse shorthand; pasted CLI and config output (scontrol, kubectl, terraform plan,
journalctl, crontab, SQL, toml, ini, json, yaml); pasted emails, letters, texts and
Slack/Teams threads; meeting minutes and action items; voice-memo transcripts; a coding
agent's own summaries ("Agent: ..."); calendar invites. Many later notes give the new state
with no change word (a config paste, a status line); corrections name the old value only
indirectly ("the figure in my last note"); partial updates change one attribute of several
and ask about a changed and an unchanged one; changes follow from an event (an outage, a
contract ending, a person leaving); plans are called off; a reversal is reversed again;
permissions widen and narrow; promises are kept, released or still open; work is
interrupted and resumed; fixes replace workarounds; readings are re-measured; values are
said again in other words; questions ask about what was never said; controls ask about
values that never changed. Questions are worded as a person asks, mostly not in the notes'
words.
"""

STORIES = [
    # ---------------------------------------------------------------- supersession
    (
        "supersession",
        "coding",
        [
            "bhs-gw notes: the T2 gateway (bhs-gw-01) polls the sorter PLCs over Modbus/TCP "
            "every 250 ms; jam alarms ride on the same loop.",
            "Kenji in #bhs-controls: dropping the PLC poll to 150 ms for the jam-detection "
            "trial, will report back Friday.",
            "$ cat /etc/bhs-gw/gateway.toml\n"
            "[plc]\n"
            'protocol = "modbus-tcp"\n'
            'host = "10.40.2.11"\n'
            "poll_interval_ms = 80\n"
            "unit_ids = [1, 2, 3]",
        ],
        [
            (
                "How often is the T2 baggage gateway reading the sorter PLCs at the moment?",
                ["poll_interval_ms = 80"],
                ["250 ms", "150 ms"],
            )
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "Vet SMS: appointment reminders go out through Twilio, sender ID 'PawsVet'.",
            "#vet-sms: moving reminders to Vonage next sprint, roughly half the per-message price.",
            "Rolled back. Reminders are on Twilio again; the new provider's delivery receipts "
            "never showed up for O2 numbers.",
            "Vonage fixed their DLR webhook (their case 88412). 100% of reminder traffic on "
            "Vonage since 07:00, the old account is set to dormant.",
        ],
        [
            (
                "Which SMS provider is sending the clinic's reminders today?",
                ["Vonage"],
                ["Twilio"],
            )
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "HPC wiki: gpu-a100 has 8 nodes, max walltime 2-00:00:00, QoS normal.",
            "[hpc-login2 ~]$ scontrol show partition gpu-a100\n"
            "PartitionName=gpu-a100\n"
            "   AllowGroups=hpc-gpu AllowAccounts=ALL Default=NO\n"
            "   MaxNodes=4 MaxTime=1-12:00:00 MinNodes=0\n"
            "   Nodes=gpu[01-08]\n"
            "   State=UP TotalCPUs=512 TotalNodes=8",
        ],
        [
            (
                "What's the longest walltime I can ask for on the A100s?",
                ["1-12:00:00"],
                ["2-00:00:00"],
            )
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "surge-pricer: multiplier capped at 3.0x in every zone.",
            "From #pricing-policy: Legal want the cap at 2.5x after the storm-night headlines. "
            "Ship it today please.",
            "$ kubectl -n pricing get cm surge-config -o yaml\n"
            "apiVersion: v1\n"
            "data:\n"
            '  max_multiplier: "2.0"\n'
            '  zone_refresh_s: "60"\n'
            "kind: ConfigMap",
        ],
        [
            (
                "What's the highest surge a rider can be charged right now?",
                ["2.0"],
                ["3.0x", "2.5x"],
            )
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "Lending API: e-book loan period 21 days, max 2 renewals, 10 holds per patron.",
            "Fwd: Collections Board - FY26 lending terms\n"
            "> Effective 1 April all digital loans run 14 days. Renewal and hold limits as "
            "before.\n"
            "> Maureen, Head of Collections",
        ],
        [
            (
                "How long does a patron get to keep a borrowed e-book?",
                ["14 days"],
                ["21 days"],
            ),
            ("How many holds can one patron have at once?", ["10 holds"], []),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "rating-svc: Glicko-2, system constant tau 0.5, RD floor 45.",
            "rating.ini (prod, pulled from the config repo today):\n"
            "[glicko2]\n"
            "tau = 0.3\n"
            "rd_floor = 45\n"
            "initial_rating = 1500",
        ],
        [
            (
                "What volatility constant is the rating service using?",
                ["tau = 0.3"],
                ["tau 0.5"],
            )
        ],
    ),
    (
        "supersession",
        "life",
        [
            "Sailing: RYA Level 1 dinghy course at Bewl Water, Saturdays 9:30, six weeks.",
            "Text from Bewl sailing school: 'Hi! From next week your group sails Sunday "
            "mornings, same 9:30 start (instructor availability). Thanks, Hannah'",
        ],
        [
            (
                "Which day of the weekend am I out on the water for the course?",
                ["Sunday"],
                ["Saturdays"],
            )
        ],
    ),
    (
        "supersession",
        "life",
        [
            "Ferry for the bike trip: Portsmouth to Caen, 14 June, overnight sailing.",
            "Brittany Ferries <noreply@brittany-ferries.co.uk>\n"
            "Your booking BF7731\n"
            "Route: Portsmouth -> Caen (Ouistreham)\n"
            "Departure: Sat 21 June 08:15\n"
            "Passengers: 2 adults, 2 bicycles",
        ],
        [("When do we cross over to France?", ["21 June"], ["14 June"])],
    ),
    # ---------------------------------------------------------------- correction
    (
        "correction",
        "coding",
        [
            "Statement PDFs: retention 7 years in s3://stmt-archive, Glacier after 90 days.",
            "Correction to my retention note from Monday, I read the wrong row of the policy "
            "table. Statement PDFs are kept 10 years because of the mortgage products.",
        ],
        [
            (
                "How long do we have to hang on to generated statements?",
                ["10 years"],
                ["7 years"],
            )
        ],
    ),
    (
        "correction",
        "coding",
        [
            "ESL nightly sync, store 0412: cron 02:15 UTC.",
            "ignore the time I wrote yesterday for 0412, that was Ludwigsburg's slot. 0412 "
            "(Mannheim) syncs at 03:40 UTC.",
        ],
        [("When does the Mannheim store's label sync run?", ["03:40"], ["02:15"])],
    ),
    (
        "correction",
        "coding",
        [
            "Runbook: North zone lockers run firmware 4.2.1.",
            "Teams - #lockers-ops\n"
            "Marta Kowalczyk: the fw number in the runbook for North is off\n"
            "Marta Kowalczyk: North has been on 4.3.0 since the spring rollout, the one you "
            "wrote is what South still runs\n"
            "Me: thanks, fixing",
        ],
        [("Which firmware are the North zone lockers on?", ["4.3.0"], ["4.2.1"])],
    ),
    (
        "correction",
        "coding",
        [
            "quill CI: the oldest Go in the test matrix is 1.20.",
            "Agent: Correction to my earlier summary about the matrix floor. "
            ".github/workflows/test.yml has `go-version: ['1.22', '1.23']`; nothing older "
            "runs any more.",
        ],
        [("What's the minimum Go release the ORM's CI still covers?", ["1.22"], ["1.20"])],
    ),
    (
        "correction",
        "coding",
        [
            "Solar farm telemetry: inverters report every 30 s to MQTT topic site/+/ac.",
            "oops, the interval I put in the telemetry note was the SCADA poll, not the "
            "inverters. The inverters themselves push every 5 s.",
        ],
        [
            (
                "How frequently do the inverters send their readings?",
                ["every 5 s"],
                ["every 30 s"],
            )
        ],
    ),
    (
        "correction",
        "coding",
        [
            "Channel manager mapping: Lisbon (Alfama) -> Booking.com hotel_id 4471902.",
            "Wrong digits in the Lisbon mapping I posted, last two swapped. Booking.com "
            "hotel_id is 4471920.",
        ],
        [
            (
                "Which Booking.com property ID is the Alfama hotel mapped to?",
                ["4471920"],
                ["4471902"],
            )
        ],
    ),
    (
        "correction",
        "life",
        [
            "Biscuit's weight from the vet: 14.2 kg.",
            "Looked at the actual receipt, the weight I jotted down was back to front. He's "
            "12.4 kg.",
        ],
        [("How much does Biscuit weigh according to the vet?", ["12.4 kg"], ["14.2 kg"])],
    ),
    (
        "correction",
        "life",
        [
            "Reunion venue: The Crown function room, holds 80.",
            "Rang The Crown. The capacity I noted was standing; for a sit-down dinner the "
            "room takes 60 max.",
        ],
        [("How many can we seat for the reunion dinner?", ["60 max"], ["holds 80"])],
    ),
    # ---------------------------------------------------------------- cancellation
    (
        "cancellation",
        "coding",
        [
            "CAB change CHG-7781: firmware push to T2 sorter PLCs, Tue 02:00-04:00, belts "
            "in manual mode.",
            "CHG-7781 is off. Airline peak got extended through next week; no new date yet.",
        ],
        [
            (
                "Is the sorter firmware update still going ahead on Tuesday night?",
                ["no new date|is off"],
                ["02:00-04:00"],
            )
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "Scheduled: rabies booster reminder campaign, Thu 10:00, ~3,200 clients.",
            "Pulled the booster campaign. Practice manager wants the wording redone; not "
            "rescheduled.",
        ],
        [
            (
                "When does the rabies booster blast go out?",
                ["Pulled|not rescheduled"],
                ["Thu 10:00"],
            )
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "Invite: Channel manager migration dry run\n"
            "When: Wed 16 Oct 14:00-16:00 (Europe/Lisbon)\n"
            "Where: Teams\n"
            "Organiser: Priya Nair",
            "Canceled: Channel manager migration dry run\n"
            "Priya Nair: dropping this one, the vendor pushed the API cutover to Q1 so "
            "there's nothing to rehearse yet.",
        ],
        [
            (
                "What time is the migration rehearsal on Wednesday?",
                ["Canceled|dropping"],
                ["14:00-16:00"],
            )
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "Bike-lane dashboard public launch: council meeting 9 Nov, 18:30, main chamber.",
            "From council comms: the dashboard launch is scrapped for now, the camera "
            "counters need a data-protection review first.",
        ],
        [
            (
                "When does the dashboard go live to the public?",
                ["scrapped"],
                ["18:30", "9 Nov"],
            )
        ],
    ),
    (
        "cancellation",
        "life",
        [
            "Signed up: food bank sorting shift, Sat 12 Apr, 8am-11am.",
            "Email from Jo at the food bank: 'Hi all, we've had to cancel Saturday's "
            "sorting, the warehouse floor is being resealed. Nothing on that day, sorry!'",
        ],
        [("What time do I need to be at the warehouse on Saturday?", ["cancel"], ["8am"])],
    ),
    (
        "cancellation",
        "life",
        [
            "Bike hire booked: VeloLoire, pick-up Tours station 10:00, 3 July, 2 hybrids.",
            "VeloLoire refunded the hire. We're taking our own bikes on the train instead.",
        ],
        [
            (
                "What time do we collect the rental bikes in Tours?",
                ["refunded|own bikes"],
                ["10:00"],
            )
        ],
    ),
    (
        "cancellation",
        "life",
        [
            "Building control inspection for the loft: Thursday 14:30.",
            "voice memo: 'council rang, the inspector's off sick, so Thursday's inspection "
            "isn't happening, they'll call back to rebook, no date'",
        ],
        [
            (
                "When is the building inspector coming to look at the loft?",
                ["isn't happening|no date"],
                ["14:30"],
            )
        ],
    ),
    # ---------------------------------------------------------------- event_change
    (
        "event_change",
        "coding",
        [
            "Lockers connect to MQTT broker emqx-a.lockers.net (Frankfurt).",
            "INC-2231 update 09:40: Frankfurt AZ still dark. All lockers on "
            "emqx-b.lockers.net (Amsterdam); they stay there until after the post-mortem.",
        ],
        [("Which broker are the lockers talking to at the moment?", ["emqx-b"], ["emqx-a"])],
    ),
    (
        "event_change",
        "coding",
        [
            "Returns: customers get a DPD drop-off label.",
            "DPD contract ended 31 March. The label service only issues Evri QR codes now.",
        ],
        [
            (
                "What kind of label does a shopper get when they start a return today?",
                ["Evri"],
                ["DPD drop-off"],
            )
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "rating-svc owner and on-call: Tomasz.",
            "Tomasz's last day was Friday. rating-svc rota from this week: Ines primary, "
            "Kwame secondary.",
        ],
        [
            ("Who gets paged if rating recalcs break tonight?", ["Ines"], ["Tomasz"]),
            ("Who looked after the rating service before the current rota?", ["Tomasz"], []),
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "Site comms: inverter telemetry backhauls over the substation LTE router.",
            "Saturday storm: lightning took the LTE router. Telemetry is running over the "
            "Starlink backup dish till the replacement arrives.",
        ],
        [
            (
                "How is the inverter data getting off site right now?",
                ["Starlink"],
                ["over the substation LTE"],
            )
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "Scratch: /scratch is Lustre (lfs01), purged after 30 days.",
            "journalctl -u lustre-client --since today | tail -2\n"
            "lfs01-MDT0000-mdc: Connection to lfs01-MDT0000 was lost\n"
            "LustreError: 11-0: lfs01-MDT0000: operation mds_connect failed: rc = -16\n"
            "(sysadmin) until the MDS is rebuilt, /scratch points at /gpfs/tmp-scratch.",
        ],
        [
            (
                "Where do job scratch files actually land at the moment?",
                ["/gpfs/tmp-scratch"],
                ["Lustre (lfs01)"],
            )
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "Holds API backend: OverDrive.",
            "OverDrive left the consortium deal on 1 Feb. Holds go to Bibliotheca "
            "cloudLibrary now.",
        ],
        [("Which vendor does a patron's hold get placed with?", ["cloudLibrary"], ["OverDrive"])],
    ),
    (
        "event_change",
        "life",
        [
            "Broadband: Virgin Media 350 Mb, contract ends 20 Jan.",
            "Openreach engineer came Tues, fibre's live. Router all green, 900 Mb on Zen. "
            "Virgin's cease date has passed.",
        ],
        [
            ("Who's our internet provider now?", ["Zen"], ["Virgin Media"]),
            ("How fast is the new line?", ["900 Mb"], []),
        ],
    ),
    (
        "event_change",
        "life",
        [
            "Aviva claim CLM-55812 handler: Gemma Fox, ext 4410.",
            "Letter from Aviva: Gemma has left the claims team; CLM-55812 is now with Raj "
            "Patel, 0345 030 7712 ext 2291.",
        ],
        [("Who do I phone at the insurer about the leak claim?", ["Raj Patel"], ["Gemma Fox"])],
    ),
    # ---------------------------------------------------------------- partial_update
    (
        "partial_update",
        "coding",
        [
            "bhs-gw-01 config summary:\n"
            "- PLC: Siemens S7-1500 at 10.40.2.11\n"
            "- protocol: S7comm\n"
            "- heartbeat: 2 s\n"
            "- alarms -> Kafka topic bhs.alarms",
            "sorter PLC is 10.40.2.57 now, they swapped the CPU rack over the weekend",
        ],
        [
            (
                "What address should I point at for the sorter PLC?",
                ["10.40.2.57"],
                ["10.40.2.11"],
            ),
            ("Where do the gateway's alarms end up?", ["bhs.alarms"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "sms-reminder settings:\n"
            '{"sender": "PawsVet", "quiet_hours": "21:00-08:00", "retries": 3, '
            '"locale": "en-IE"}',
            "GET /v1/settings ->\n"
            '{"sender": "PawsVet", "quiet_hours": "20:00-09:00", "retries": 3, '
            '"locale": "en-IE"}',
        ],
        [
            (
                "Between which hours are reminders held back?",
                ["20:00-09:00"],
                ["21:00-08:00"],
            ),
            ("How many times does it try again when an SMS fails?", ['"retries": 3'], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "New partition bigmem: nodes mem[01-04], 2 TB RAM each, MaxTime 3 days, account "
            "hpc-bigmem.",
            "bigmem MaxTime is 24h as of today (fair-share complaints).",
        ],
        [
            ("How long can a job run on the big-memory nodes?", ["24h"], ["3 days"]),
            ("Which machines are in bigmem?", ["mem[01-04]"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "ESL sync job: every 15 min, 500 labels per batch, target VUSION Cloud EU, owned "
            "by Pricing-Ops.",
            "Pricing-Ops (Teams): we're sending 2000 per batch from today, SES raised our quota.",
        ],
        [
            ("What batch size does the label sync push?", ["2000"], ["500 labels"]),
            ("How often does the sync kick off?", ["15 min"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "surge-pricer on ECS: 6 tasks, 1024 CPU units, eu-west-1.",
            "terraform plan (surge):\n"
            "  # aws_ecs_service.surge_pricer will be updated in-place\n"
            '  ~ resource "aws_ecs_service" "surge_pricer" {\n'
            "      ~ desired_count = 6 -> 10\n"
            '        name          = "surge-pricer"\n'
            "    }\n"
            "Plan: 0 to add, 1 to change, 0 to destroy.\n"
            "(applied 16:02)",
        ],
        [
            ("How many tasks is the surge pricer running?", ["-> 10"], ["6 tasks"]),
            ("Which AWS region does surge pricing run in?", ["eu-west-1"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "Statement PDF job: nightly 01:30, template v7, output s3://bank-stmts-prod, "
            "signed with HSM key stmt-sign-2024.",
            "Agent: Rotated the signing key. Statements are signed with stmt-sign-2025 from "
            "tonight's run; schedule, template and bucket untouched.",
        ],
        [
            (
                "Which HSM key signs the statements?",
                ["stmt-sign-2025"],
                ["stmt-sign-2024"],
            ),
            ("What time does the statement batch kick off?", ["01:30"], []),
        ],
    ),
    (
        "partial_update",
        "life",
        [
            "Loft quote (Hendry Builders): £48,500, 10 weeks, start 3 March, 3 Velux windows.",
            "Hendry rang: start slips to 17 March, scaffolders double-booked. Price the same.",
        ],
        [
            ("When do the loft builders turn up?", ["17 March"], ["3 March"]),
            ("What's the loft costing us?", ["£48,500"], []),
        ],
    ),
    (
        "partial_update",
        "life",
        [
            "Maya's day: wake 7:00, nap 9:30 (1.5h), bottles 180 ml x5, bed 19:00.",
            "Health visitor says push the morning nap to 10:00 now she's six months.",
        ],
        [
            ("When should Maya go down for her morning sleep?", ["10:00"], ["nap 9:30"]),
            ("What's her bedtime?", ["19:00"], []),
        ],
    ),
    # ---------------------------------------------------------------- restatement
    (
        "restatement",
        "coding",
        [
            "Locker door unlock window: 90 seconds, then it relocks.",
            "Checked with the hardware team: if nobody opens the door within a minute and a "
            "half it locks itself again.",
        ],
        [
            (
                "How long has a customer got to open the locker once it pops?",
                ["90 seconds|a minute and a half"],
                [],
            )
        ],
    ),
    (
        "restatement",
        "coding",
        [
            "Provisional rating: first 20 rated games.",
            "standup: reminder, players stay provisional for twenty games, don't touch the "
            "badge logic.",
        ],
        [
            (
                "After how many games does a player lose the provisional tag?",
                ["20 rated games|twenty games"],
                [],
            )
        ],
    ),
    (
        "restatement",
        "coding",
        [
            "quill: golangci-lint pinned at v1.59.1 (.golangci-version).",
            "Agent: Verified the lint job still runs golangci-lint 1.59.1; no bump needed.",
        ],
        [("Which linter release does the ORM pin?", ["1.59.1"], [])],
    ),
    (
        "restatement",
        "coding",
        [
            "Inverter telemetry retention: 13 months in TimescaleDB.",
            "SELECT config FROM timescaledb_information.jobs WHERE proc_name = "
            "'policy_retention';\n"
            '{"drop_after": "395 days", "hypertable_id": 3}',
        ],
        [("How far back can I query inverter readings?", ["13 months|395 days"], [])],
    ),
    (
        "restatement",
        "coding",
        [
            "Return window: 30 days from delivery.",
            "CS macro (returns): 'You've got a month from the day your parcel arrives to "
            "send it back, free of charge.'",
        ],
        [("How long do customers have to return stuff?", ["30 days|a month from"], [])],
    ),
    (
        "restatement",
        "coding",
        [
            "Rate push to OTAs every 5 minutes.",
            "crontab -l | grep rate\n*/5 * * * * /opt/cm/bin/rate-push --all-properties",
        ],
        [("How often do prices get sent out to the booking sites?", ["every 5 minutes|*/5"], [])],
    ),
    (
        "restatement",
        "life",
        [
            "Biscuit's vet: Dr Okafor at Riverside Vets.",
            "voice memo: 'and we're sticking with Okafor at Riverside, she's brilliant with "
            "him, no point moving practices'",
        ],
        [("Who's Biscuit's vet?", ["Okafor"], [])],
    ),
    # ---------------------------------------------------------------- scope_permission
    (
        "scope_permission",
        "coding",
        [
            "Only the hpc-gpu group can submit to gpu-a100.",
            "slurm.conf: PartitionName=gpu-a100 AllowGroups=hpc-gpu,chem-ml (chemistry ML "
            "lab got access via the Wellcome grant)",
        ],
        [
            (
                "Which Unix groups may submit to the A100 partition?",
                ["chem-ml"],
                ["Only the hpc-gpu group"],
            )
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Re-issuing a statement PDF: Compliance only (Sarah, Dev).",
            "Audit finding AF-19 closed: re-issue is restricted to the Statements-Ops IAM "
            "role, requests via ServiceNow. Individual grants removed.",
        ],
        [
            (
                "Who's allowed to re-issue a customer's statement?",
                ["Statements-Ops"],
                ["Sarah, Dev"],
            )
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "quill: every PR to main needs 2 maintainer approvals.",
            "Branch protection: docs/ and examples/ PRs merge with 1 approval; everything "
            "else unchanged at 2.",
        ],
        [
            (
                "How many sign-offs does a docs-only PR need?",
                ["1 approval"],
                ["needs 2 maintainer approvals"],
            ),
            ("And a change to the query builder?", ["unchanged at 2"], []),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Agent note: I may edit surge-config in staging only; prod changes go through Mei.",
            "Mei (Slack): you can apply prod surge-config changes yourself from now on. "
            "Multiplier table only, and post each one in #surge-changes.",
        ],
        [
            (
                "Can the agent change the surge multipliers in production?",
                ["multiplier table only"],
                ["in staging only"],
            )
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Agent: DB access for sms-reminder is read-only on appointments.",
            "Agent: OPS-412 granted. Write access on the reminders table (only that table).",
        ],
        [
            (
                "What can the agent write to in the clinic's database?",
                ["reminders table"],
                ["read-only"],
            )
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Vanderlande remote support: VPN into bhs-gw anytime.",
            "Post-audit rule: vendor VPN sessions only escorted, booked 24h ahead with the "
            "BHS duty manager.",
        ],
        [("Can the sorter vendor still dial in whenever they like?", ["escorted"], ["anytime"])],
    ),
    (
        "scope_permission",
        "life",
        [
            "Food bank: intake table only for me until my DBS check is back.",
            "DBS cleared! Coordinator says I can do the distribution desk and the Tuesday van "
            "run now.",
        ],
        [
            (
                "Which jobs can I take on at the food bank now?",
                ["distribution desk", "van run"],
                ["intake table only"],
            )
        ],
    ),
    # ---------------------------------------------------------------- interruption
    (
        "interruption",
        "coding",
        [
            "Agent: Starting PRICE-212, exponential backoff for ESL sync retries.",
            "Agent: PRICE-212: backoff in place, tests still to write.",
            "Agent: Parking PRICE-212. Store 0873 shelves show yesterday's prices; hotfix "
            "PRICE-219 first.",
            "Agent: PRICE-219 deployed (timezone bug in the delta cursor), 0873 labels correct.",
            "Agent: Back on the retry work, writing the backoff tests now.",
        ],
        [("What's the agent busy with right now?", ["PRICE-212|backoff"], ["PRICE-219"])],
    ),
    (
        "interruption",
        "coding",
        [
            "On RET-88: store-credit refund option.",
            "Paused RET-88 -> P1 RET-91, duplicate refunds on Klarna orders.",
            "RET-91: webhook retried without an idempotency key; patch in review.",
        ],
        [("What am I on at the moment?", ["RET-91"], ["RET-88"])],
    ),
    (
        "interruption",
        "coding",
        [
            "voice memo: 'right, holds queue rewrite, LIB-340, models done, starting the API "
            "layer'",
            "LIB-355: prod cloudLibrary token expired, every hold failing. Dropping "
            "everything for this.",
            "LIB-355 closed: token refresh job added. Back to LIB-340 in the morning.",
        ],
        [("What should I pick up first thing tomorrow?", ["LIB-340"], ["LIB-355"])],
    ),
    (
        "interruption",
        "coding",
        [
            "Sprint goal: heatmap layer for the bike-lane dashboard (BIKE-77).",
            "Heatmap on hold. Mill Rd counter reporting negative counts, BIKE-81.",
            "BIKE-81 closed, the Mill Rd counter needed a firmware reset.",
            "BIKE-77: tiles render, colour scale next.",
        ],
        [("Which ticket am I working on?", ["BIKE-77"], ["BIKE-81"])],
    ),
    (
        "interruption",
        "coding",
        [
            "Agent: Task CM-1203, map Expedia room types for the Porto hotel. 6/14 mapped.",
            "Agent: Stopping CM-1203 at 9/14; the user asked me to look at the overbooking "
            "alert (CM-1210).",
            "Agent: CM-1210 root cause: Booking.com availability push failed 02:00-02:40, "
            "two rooms double-sold. Incident summary written, awaiting user review.",
        ],
        [
            ("How far did the agent get with the Expedia room mapping?", ["9/14"], ["6/14"]),
            ("What's the agent on right now?", ["CM-1210"], ["CM-1203"]),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "Reviewing quill PR #901 (nested preload joins).",
            "Put #901 aside: release blocker #915, sqlite driver panics on a nil time.Time.",
            "#915 merged, v1.8.3 tagged and announced.",
        ],
        [("Now the blocker's out, what should I get back to?", ["#901"], ["#915"])],
    ),
    (
        "interruption",
        "life",
        [
            "Painting the nursery: first coat done.",
            "Stopped painting, water through the kitchen ceiling, plumber coming at 4.",
            "Leak sorted (compression fitting under the bath). Nursery: second coat tomorrow.",
        ],
        [("What's the next DIY job at home?", ["second coat"], ["plumber coming"])],
    ),
    # ---------------------------------------------------------------- repair
    (
        "repair",
        "coding",
        [
            "Workaround: gpu-a100 jobs need `export NCCL_P2P_DISABLE=1` or they hang in "
            "all-reduce.",
            "Driver 550.90.07 is on gpu[01-08]. The NCCL hang is gone; the env var is no "
            "longer needed.",
        ],
        [
            (
                "Do my job scripts still need that peer-to-peer env var?",
                ["no longer needed"],
                ["NCCL_P2P_DISABLE=1"],
            )
        ],
    ),
    (
        "repair",
        "coding",
        [
            "Leeds lockers drop offline every night. Workaround: cron reboots the modem at 03:00.",
            "Root cause: APN keepalive. Firmware 4.3.2 sets it to 60 s; the nightly reboot "
            "cron is deleted.",
        ],
        [
            (
                "How are we handling the Leeds lockers going offline?",
                ["4.3.2|keepalive"],
                ["reboots the modem"],
            )
        ],
    ),
    (
        "repair",
        "coding",
        [
            "Statement PDFs: the £ sign comes out as '?' with the fallback font, so for now "
            "we print 'GBP' instead.",
            "Template v8 embeds Noto Sans; £ renders correctly, GBP text hack reverted.",
        ],
        [
            (
                "How is the currency shown on statements now?",
                ["Noto Sans|renders correctly"],
                ["print 'GBP' instead"],
            )
        ],
    ),
    (
        "repair",
        "coding",
        [
            "surge-worker stalls after a Redis failover; workaround: kubectl -n pricing "
            "rollout restart deploy/surge-worker by hand.",
            "Agent: surge-worker now uses go-redis FailoverClient (sentinel-aware). Staging "
            "failover test: reconnect in ~2 s, no restart needed.",
        ],
        [
            (
                "What do we do these days when Redis fails over under the surge worker?",
                ["FailoverClient"],
                ["rollout restart"],
            )
        ],
    ),
    (
        "repair",
        "coding",
        [
            "INV-14 timestamps are local time; ingest hack subtracts 1h for INV-14.",
            "SMA updated INV-14 to firmware 3.10.22, it reports UTC now. Ingest special case "
            "deleted.",
        ],
        [
            (
                "Is inverter 14's clock still being patched in ingest?",
                ["special case deleted|3.10.22"],
                ["subtracts 1h"],
            )
        ],
    ),
    (
        "repair",
        "coding",
        [
            "Full recalcs time out for accounts with >10k games; workaround: skip them and "
            "catch up in the nightly batch.",
            "Incremental Glicko updates shipped. Big accounts update in ~40 ms; the nightly "
            "catch-up batch is gone.",
        ],
        [
            (
                "How do ratings get updated for players with enormous game histories?",
                ["Incremental"],
                ["skip them"],
            )
        ],
    ),
    (
        "repair",
        "life",
        [
            "Bucket under the bath panel, emptying it twice a day till the plumber can come.",
            "Plumber replaced the waste trap seal Tues. Panel back on, bone dry for 3 days, "
            "bucket's gone back to the shed.",
        ],
        [
            (
                "Is the bath still dripping?",
                ["bone dry|waste trap"],
                ["emptying it twice a day"],
            )
        ],
    ),
    (
        "repair",
        "life",
        [
            "Upstairs office Wi-Fi keeps dropping, using a powerline adapter as a stopgap.",
            "Deco X50 mesh node on the landing: office gets 400 Mb over Wi-Fi. Powerline "
            "adapter back in the drawer.",
        ],
        [("How's the upstairs office getting online these days?", ["Deco X50"], ["as a stopgap"])],
    ),
    # ---------------------------------------------------------------- commitment
    (
        "commitment",
        "coding",
        [
            "Me: I'll write the ESL rollback runbook by Fri.",
            "Anja: on me, Grafana alert for sync lag > 20 min.",
            "Piet will chase SES-imagotag about the API quota.",
            "Anja's sync-lag alert is live (Grafana, ESL folder).",
            "Piet: quota raised by SES-imagotag, done.",
        ],
        [
            (
                "Which of the ESL action items are still open?",
                ["rollback runbook"],
                ["alert for sync lag", "chase SES-imagotag"],
            )
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "Agent: I told the user I'd add a benchmark for the preload path before the v1.9 tag.",
            "Agent: Also promised Lena a review of her migrations PR.",
            "Agent: And I owe a CHANGELOG entry for the nil-time fix.",
            "Agent: BenchmarkPreloadNested added; numbers posted in PR #930.",
            "Lena withdrew the migrations PR (folded into #934), so no review needed from me.",
        ],
        [
            (
                "What does the agent still owe before the tag?",
                ["CHANGELOG"],
                ["benchmark for the preload path", "review of her migrations PR"],
            )
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "Told the practice manager the STOP opt-out would work by the 20th.",
            "Also promised her Welsh-language reminder templates by end of month.",
            "STOP handling deployed, tested with three handsets.",
        ],
        [
            (
                "What have I promised the vet practice that isn't delivered yet?",
                ["Welsh"],
                ["STOP opt-out would work"],
            )
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "Promised the council transport officer a CSV export of daily counts by 1 May.",
            "Promised the cycling campaign an embeddable widget for their site.",
            "Transport officer: no need for the CSV after all, they'll pull from the public API.",
        ],
        [
            (
                "What do I still owe anyone for the bike-lane dashboard?",
                ["embeddable widget"],
                ["CSV export"],
            )
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "Minutes 12/3, action: Raj, rate parity report for Lisbon.",
            "Minutes 12/3, action: me, timezone bug in the availability push.",
            "Raj sent the parity report round this morning.",
        ],
        [
            (
                "Which actions from the channel manager meeting on the 12th are still open?",
                ["timezone bug"],
                ["rate parity report"],
            )
        ],
    ),
    (
        "commitment",
        "life",
        [
            "Reunion jobs: I book the venue.",
            "Claire's setting up the Facebook group.",
            "Sam's doing the photo slideshow.",
            "Venue booked, The Crown, deposit paid.",
            "Claire: FB group is up, 143 members already!",
        ],
        [
            (
                "What's still to be done for the reunion?",
                ["slideshow"],
                ["book the venue", "Facebook group"],
            )
        ],
    ),
    (
        "commitment",
        "life",
        [
            "Promised Dad I'd get my RYA Level 2 before the August trip.",
            "Told the club I'd crew the safety boat at two regattas this summer.",
            "Passed Level 2 today!!",
        ],
        [
            (
                "What sailing promise have I still got to keep?",
                ["safety boat"],
                ["get my RYA Level 2"],
            )
        ],
    ),
    # ---------------------------------------------------------------- freshness
    (
        "freshness",
        "coding",
        [
            "11:00 INV-07 AC out 41.2 kW",
            "13:30 INV-07 down to 38.9 kW, cloud bank coming over",
            "14:45 INV-07 44.6 kW",
        ],
        [("What's inverter 7 producing?", ["44.6 kW"], ["41.2 kW", "38.9 kW"])],
    ),
    (
        "freshness",
        "coding",
        [
            "gpu-a100 queue at 09:00: 212 pending.",
            "gpu-a100 after the maintenance reservation ended: 57 pending, 8 running.",
        ],
        [("How backed up is the A100 queue?", ["57 pending"], ["212 pending"])],
    ),
    (
        "freshness",
        "coding",
        [
            "Mill Rd counter battery 31% (dashboard, Mon).",
            "Mill Rd counter battery 27% (re-read Thu).",
        ],
        [("What's the battery level on the Mill Road counter?", ["27%"], ["31%"])],
    ),
    (
        "freshness",
        "coding",
        [
            "ESL sync lag p95: 18 min.",
            "p95 lag after the batch change: 6 min.",
            "p95 sync lag this week: 7 min.",
        ],
        [("What's the label sync lag like these days?", ["7 min"], ["18 min", "6 min"])],
    ),
    (
        "freshness",
        "life",
        [
            "Pepper weigh-in on the pharmacy scale: 13.1 kg.",
            "Vet weighed Pepper: 12.6 kg.",
        ],
        [("What does Pepper weigh now?", ["12.6 kg"], ["13.1 kg"])],
    ),
    (
        "freshness",
        "life",
        [
            "Balcony tomato compost pH 7.4 (cheap probe).",
            "Re-tested the balcony planters with a proper kit: pH 6.8.",
        ],
        [("What's the soil pH in the balcony tubs?", ["pH 6.8"], ["pH 7.4"])],
    ),
    (
        "freshness",
        "life",
        [
            "Maya 6.9 kg at the 12-week check.",
            "Health visitor weighed Maya today: 7.6 kg.",
        ],
        [("How heavy is Maya now?", ["7.6 kg"], ["6.9 kg"])],
    ),
    # ---------------------------------------------------------------- never_said
    (
        "never_said",
        "coding",
        [
            "Channel manager connects Booking.com and Expedia for the Porto and Lisbon hotels.",
            "Rate push every 5 min; availability push on change.",
        ],
        [
            ("What's the Airbnb listing ID for the Porto hotel?", [], [], ["Airbnb"]),
            ("Which OTAs does the channel manager talk to?", ["Booking.com", "Expedia"], []),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "gpu-a100 partition: 8 nodes, MaxTime 2 days.",
            "CPU partition 'standard' is the default, 120 nodes.",
        ],
        [
            ("What's the MaxTime on the H100 partition?", [], [], ["H100"]),
            ("Which partition do jobs land in if I don't name one?", ["standard"], []),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "Statement PDFs generated with WeasyPrint 61, template v7.",
            "Statements go out on the 3rd working day of the month.",
        ],
        [
            (
                "Which barcode format is printed on the statement's payment slip?",
                [],
                [],
                ["barcode"],
            ),
            ("What renders the statement PDFs?", ["WeasyPrint"], []),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "Returns flow: customer picks a reason, gets an Evri label, refund fires on scan "
            "at the warehouse.",
            "Returns portal: returns.maisonlark.com, reason codes synced nightly from the ERP.",
        ],
        [
            ("How long do refunds take for returns paid with PayPal?", [], [], ["PayPal"]),
            ("At what point does a return get refunded?", ["on scan"], []),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "Rating pools: bullet, blitz, rapid. Glicko-2, everyone starts at 1500.",
            "New accounts start with RD 350; it shrinks as games come in.",
        ],
        [
            ("What's the starting rating in the Chess960 pool?", [], [], ["960"]),
            ("What rating does a new blitz player get?", ["1500"], []),
        ],
    ),
    (
        "never_said",
        "life",
        [
            "Route: Loire a Velo, Tours to Saumur, 4 days, ~45 km/day.",
            "Hotels booked: Amboise night 1, Chinon night 3.",
        ],
        [
            ("Where are we staying on night 2?", [], [], ["night 2"]),
            ("Where's the first night's hotel?", ["Amboise"], []),
        ],
    ),
    (
        "never_said",
        "life",
        [
            "Pepper: insured with PetPlan, excess £99.",
            "Pepper is allergic to chicken, lamb kibble only.",
        ],
        [
            ("When is Pepper's next worming tablet due?", [], [], ["worm"]),
            ("What meat can Pepper eat?", ["lamb"], []),
        ],
    ),
    # ---------------------------------------------------------------- control
    (
        "control",
        "coding",
        [
            "T2 check-in tag readers report to bhs-gw-01 on port 5020.",
            "T3 readers moved to bhs-gw-02 last night; T2 untouched.",
        ],
        [("Which gateway do the Terminal 2 tag readers feed?", ["bhs-gw-01"], [])],
    ),
    (
        "control",
        "coding",
        [
            "Reminder SMS goes out 48h before the appointment.",
            "Ran the reminder test suite on staging, all green, nothing changed.",
        ],
        [("How long before an appointment does the client get the text?", ["48h"], [])],
    ),
    (
        "control",
        "coding",
        [
            "Surge zones recalculated every 60 seconds.",
            "Talked about going to 30 s; decided against, not worth the Redis load.",
        ],
        [("How often are surge zones recomputed?", ["60 seconds"], [])],
    ),
    (
        "control",
        "coding",
        [
            "Module path: github.com/quillorm/quill",
            "Discussed moving the repo to a foundation org; staying put for now.",
        ],
        [("What's the import path for the ORM?", ["github.com/quillorm/quill"], [])],
    ),
    (
        "control",
        "coding",
        [
            "Locker API auth: mTLS, certs from step-ca, 90-day validity.",
            "Cert rotation ran OK last night; next one in about 60 days.",
        ],
        [("How long are the locker client certificates good for?", ["90-day"], [])],
    ),
    (
        "control",
        "life",
        [
            "Zen contract: 24 months at £32/month.",
            "Rang Zen about a loyalty discount, they wouldn't budge.",
        ],
        [("What are we paying a month for broadband?", ["£32"], [])],
    ),
    (
        "control",
        "life",
        [
            "Reunion date: Saturday 18 October.",
            "Poll on moving the reunion closed: most want to keep the date.",
        ],
        [("When's the reunion?", ["18 October"], [])],
    ),
]
