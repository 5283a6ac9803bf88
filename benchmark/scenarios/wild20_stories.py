"""wild20: a set over thirteen kinds of state question, written blind to the product's rules and
measured once before it was tuned on; a tuning set since. Its coding settings are a craft
brewery's process control, an airline crew-rostering solver, a volunteer fire brigade's callout
app, a translation agency's CAT servers, a climbing gym's booking stack, an observatory's
scheduler, a fishing co-op's quota tracker, a school timetabler and a home server rack; its
life settings a move to Utrecht, a choir, an allotment, the dentist, a market stall's books, a
feverish child and a car. The notes come in terse shorthand, pasted crontab, kubectl,
systemctl, terraform, psql and CI output, forwarded emails, app notifications, quoted chat, an
assistant's "Noted:" lines and voice-memo transcripts, and many of the later notes state a new
value with no change word.
"""

from __future__ import annotations

STORIES = [
    # ------------------------------------------------------------------ supersession
    (
        "supersession",
        "coding",
        [
            "FV3 PLC (Siemens S7-1200) is at 10.40.2.13, Modbus TCP 502. SCADA poller targets "
            "live in /etc/brewmon/targets.yaml.",
            "brewhouse netplan after Saturday's rewiring:\n"
            "  fv3-plc   10.40.2.31   vlan40\n"
            "  fv4-plc   10.40.2.14   vlan40",
        ],
        [
            (
                "Which address should the SCADA poller hit for fermenter 3?",
                ["10.40.2.31"],
                ["10.40.2.13"],
            ),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "sched01 crontab:\n15 17 * * * /opt/sched/build_queue.py --site lapalma --horizon 30",
            "crontab -l on sched01 (after Anneke's edit):\n"
            "45 18 * * * /opt/sched/build_queue.py --site lapalma --horizon 30",
        ],
        [
            ("What time does the observing queue get built each day?", ["45 18"], ["15 17"]),
            ("Before Anneke touched the crontab, when did the queue build fire?", ["15 17"], []),
        ],
    ),
    (
        "supersession",
        "life",
        [
            "Seven Seas Worldwide quote accepted: 2 cubic metres, door to door London to "
            "Utrecht, pickup Fri 14 March.",
            "Fwd: Seven Seas Worldwide <bookings@sevenseasworldwide.com>\n"
            "Subject: Your collection\n"
            "Collection date: Friday 21 March, between 08:00 and 12:00. Please have all boxes "
            "sealed and labelled with your reference SSW-448102.",
        ],
        [("When are the shippers coming for my boxes?", ["21 March"], ["14 March"])],
    ),
    (
        "supersession",
        "coding",
        [
            "roster-solver config/rules.yaml: min_rest_hours: 10, max_duty_hours: 13, "
            "standby_counts_as_duty: false",
            "Merged #482 (EASA FTL audit findings). min_rest_hours: 12 from the November roster "
            "on.",
        ],
        [
            (
                "What minimum rest between duties does the roster solver enforce?",
                ["min_rest_hours: 12"],
                ["min_rest_hours: 10"],
            ),
            ("And the longest duty it will build?", ["max_duty_hours: 13"], []),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "Callout SMS go out from +44 7700 900412 (Twilio, sub-account brigade-prod).",
            "Crew: save +44 7700 900873 in your phones as FIRE CALLOUT. Twilio recycled the "
            "other one after the Ofcom audit.",
        ],
        [("What number do crew see callout texts coming from?", ["900873"], ["900412"])],
    ),
    (
        "supersession",
        "life",
        [
            "Choir: Tuesdays 19:30-21:30, St Aldhelm's church hall, subs £45 a term.",
            "Autumn term at the Quaker Meeting House, Cheriton Road. Door code 1662.",
        ],
        [("Where do we rehearse this term?", ["Quaker Meeting House"], ["St Aldhelm"])],
    ),
    (
        "supersession",
        "coding",
        [
            "Jellyfin lives on nas01 (docker compose in /opt/media).",
            "moved jellyfin onto the NUC (nuc-lab) for QuickSync transcoding",
            "$ docker ps --filter name=jellyfin   # on r720\n"
            "CONTAINER ID   IMAGE                      STATUS       PORTS\n"
            "3f9c2a1b7d0e   jellyfin/jellyfin:10.9.7   Up 3 days    0.0.0.0:8096->8096/tcp",
        ],
        [("Which box is Jellyfin actually on at the moment?", ["r720"], ["nas01", "nuc-lab"])],
    ),
    # ------------------------------------------------------------------ correction
    (
        "correction",
        "coding",
        [
            "memoQ server for the Kessler account: mq.kessler-lingua.de, port 2706, login via "
            "the agency LDAP.",
            "port is wrong in that memoQ note. 2707.",
        ],
        [("What port do I enter to reach the Kessler memoQ server?", ["2707"], ["2706"])],
    ),
    (
        "correction",
        "life",
        [
            "Rosa: hygienist Thu 9 Oct 14:40 with Carla at Riverside Dental.",
            "wrong day for Rosa's hygienist, it's Wed 8 Oct. time's right",
        ],
        [("Which day is Rosa's hygienist visit?", ["Wed 8 Oct"], ["Thu 9 Oct"])],
    ),
    (
        "correction",
        "coding",
        [
            "quota-api: cod allocation for BF-212 Morning Star, Q4 = 18.4 t (pulled from the PO "
            "spreadsheet).",
            "Skipper rang, I'd transposed the digits. Morning Star cod Q4: 14.8 t.",
        ],
        [("How much cod is Morning Star allocated this quarter?", ["14.8 t"], ["18.4 t"])],
    ),
    (
        "correction",
        "coding",
        [
            "Timetabler nightly export to the MIS runs as svc-timetab on ts-app-02, 02:00.",
            "Wrong host in yesterday's note about the export job: it's ts-app-04. 02 is the "
            "staging box.",
        ],
        [
            (
                "Which server do I ssh into when the nightly timetable export fails?",
                ["ts-app-04"],
                ["ts-app-02"],
            )
        ],
    ),
    (
        "correction",
        "life",
        ["Shed padlock on plot 17B: 4417.", "Sorry, shed code is 4471. swapped the last two"],
        [("What's the combination for the allotment shed?", ["4471"], ["4417"])],
    ),
    (
        "correction",
        "coding",
        [
            "booking-api reads the Stripe webhook signing secret from STRIPE_WH_SECRET (set in "
            "the k8s secret gym-stripe).",
            "That env var name was wrong: STRIPE_WEBHOOK_SECRET. The abbreviated one doesn't "
            "exist anywhere, which is why staging 400'd every webhook.",
        ],
        [
            (
                "Which environment variable holds the webhook signing secret for the booking "
                "service?",
                ["STRIPE_WEBHOOK_SECRET"],
                ["STRIPE_WH_SECRET"],
            )
        ],
    ),
    (
        "correction",
        "coding",
        [
            "Noted: T2 focuser backlash compensation = 120 steps (from Pieter's commissioning "
            "sheet).",
            "Pieter: \"that backlash number you wrote down isn't right, I re-measured last "
            'night. 210 steps"',
        ],
        [
            (
                "How much backlash compensation goes in T2's focuser config?",
                ["210 steps"],
                ["120 steps"],
            )
        ],
    ),
    # ------------------------------------------------------------------ restatement
    (
        "restatement",
        "coding",
        [
            "Rosters publish D-28 (28 days before the roster month), per the 2022 CLA.",
            "New CLA signed: publication moves to D-35 from the March roster.",
            "Pinned in #crew-planning: rosters are published at D-35, no exceptions.",
        ],
        [
            ("How far ahead do crew rosters have to be published?", ["D-35"], ["D-28"]),
            ("What was the publication lead time under the old agreement?", ["D-28"], []),
        ],
    ),
    (
        "restatement",
        "coding",
        [
            "Glycol chiller setpoint -1.5 °C, per the commissioning sheet.",
            "Chiller to -3 °C so crash cooling doesn't take two days.",
            "walk-round 07:40: chiller HMI setpoint -3 °C, supply temp -2.8 °C, all fine",
        ],
        [("What setpoint is the glycol chiller running at?", ["-3 °C"], ["-1.5 °C"])],
    ),
    (
        "restatement",
        "life",
        [
            "Banking in NL: keep Monzo for UK stuff, open a Bunq account for the salary.",
            "Salary account: ABN AMRO. They'll open it without a BSN and HR needs the IBAN by "
            "the 20th.",
            "ABN AMRO appointment Thu 10:00 at the Neude branch, plan unchanged.",
        ],
        [("Which Dutch bank is my salary going into?", ["ABN AMRO"], ["Bunq"])],
    ),
    (
        "restatement",
        "coding",
        [
            "restic backups to Backblaze B2 bucket rack-bk-2023, nightly at 03:00.",
            "/etc/restic/env:\n"
            "export RESTIC_REPOSITORY=sftp:u398812@u398812.your-storagebox.de:/restic",
            "(voice memo) ...yeah so backups, just so I remember, that's all going to the "
            "Hetzner box, u398812, it's working fine, don't touch it.",
        ],
        [("Where do the nightly restic snapshots go?", ["u398812"], ["rack-bk-2023", "Backblaze"])],
    ),
    (
        "restatement",
        "life",
        [
            "Spring concert: Sat 5 April, 7pm, St Aldhelm's.",
            "Concert's Saturday 12 April, Easter booking clash at the church.",
            "Posters back from the printer: SPRING CONCERT · Saturday 12 April · 7pm · tickets £12",
        ],
        [("When is the spring concert?", ["12 April"], ["5 April"])],
    ),
    (
        "restatement",
        "coding",
        [
            "Escalation rule: if fewer than 4 crew acknowledge within 5 minutes, auto-page "
            "Station 2.",
            "escalation timer 3 minutes (WM Okoye's request after the Hollins Lane job)",
            "Confirmed at the officers' meeting: escalation after 3 minutes stays.",
        ],
        [
            (
                "How long does the app wait for acknowledgements before paging the neighbouring "
                "station?",
                ["3 minutes"],
                ["5 minutes"],
            )
        ],
    ),
    (
        "restatement",
        "coding",
        [
            "fish-db1 runs PostgreSQL 13.14, EOL next year, needs planning.",
            "fish-db1 upgraded in place to PostgreSQL 16.4 (pg_upgrade --link), 12 min downtime.",
            "$ psql -h fish-db1 -c 'select version()'\n"
            " PostgreSQL 16.4 (Debian 16.4-1.pgdg120+2) on x86_64-pc-linux-gnu",
        ],
        [("Which Postgres release is the quota database on?", ["16.4"], ["13.14"])],
    ),
    # ------------------------------------------------------------------ partial_update
    (
        "partial_update",
        "coding",
        [
            "T2 nightly defaults: binning 2x2, H-alpha in filter slot 5, guider exposure 1.5 s, "
            "dither every 4 frames.",
            "guider 3.0 s on T2, seeing's been rubbish all week",
        ],
        [
            ("What exposure is T2's guide camera using?", ["3.0 s"], ["1.5 s"]),
            ("Which filter wheel position holds the hydrogen-alpha filter on T2?", ["slot 5"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "Bell times in the timetabler (config/bells.toml): P1 08:45, lunch 12:40-13:25, "
            "P6 ends 15:20.",
            "bells.toml from January: lunch = 12:30-13:15",
        ],
        [
            ("When is lunch in the bell schedule?", ["12:30"], ["12:40"]),
            ("What time does the school day end?", ["15:20"], []),
        ],
    ),
    (
        "partial_update",
        "life",
        [
            "Utrecht flat offer: rent €1,450/month, deposit €2,900, move-in 1 Feb, 12-month "
            "minimum.",
            "Landlord came back via the agent: €1,390, take it or leave it.",
        ],
        [
            ("What's the monthly rent on the Utrecht flat?", ["€1,390"], ["€1,450"]),
            ("How big is the deposit?", ["€2,900"], []),
            ("What rent were they asking before I haggled?", ["€1,450"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "Brewfather recipe Harbour Pale v7: OG 1.048, 38 IBU, mash 66 °C for 60 min, Maris "
            "Otter base.",
            "Harbour Pale mash 67 °C, wants more body",
        ],
        [
            ("What mash temperature is Harbour Pale on?", ["67 °C"], ["66 °C"]),
            ("Harbour Pale bitterness?", ["38 IBU"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "$ kubectl get deploy -n gym\n"
            "NAME              READY   UP-TO-DATE   AVAILABLE\n"
            "booking-api       3/3     3            3\n"
            "route-setter-ui   1/1     1            1\n"
            "waiver-svc        2/2     2            2",
            "scaled waiver-svc to 1 replica until the PDF memory leak is fixed",
        ],
        [
            ("How many waiver-svc pods should be running?", ["1 replica"], ["2/2"]),
            ("And booking-api, how many?", ["3/3"], []),
        ],
    ),
    (
        "partial_update",
        "life",
        [
            "Mum's partial denture: Kestrel Dental Lab, £640 all in, fitting Wed 3 Dec at 10:15.",
            "Practice texted: lab's behind, Mum's fitting is Wed 10 Dec, same time.",
        ],
        [
            ("When is Mum's denture fitting?", ["10 Dec"], ["3 Dec"]),
            ("How much is the denture costing?", ["£640"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "NORD-2291: EN>DA, 42k words, due 14 Nov 17:00 CET, TM Nordlys_master, reviewer Mette.",
            "client added the appendix; NORD-2291 is 51k words",
        ],
        [("How many words is the Danish job?", ["51k"], ["42k"])],
    ),
    # ------------------------------------------------------------------ event_change
    (
        "event_change",
        "coding",
        [
            "Callout pushes still use the legacy FCM server key (vault: secret/brigade/fcm). "
            "Migration is PR #311.",
            "#311 merged + deployed Tue 18:20. Pushes go via the HTTP v1 API with the "
            "brigade-push service account.",
        ],
        [
            (
                "How does the callout app authenticate to Firebase for push notifications?",
                ["HTTP v1"],
                ["legacy FCM server key"],
            )
        ],
    ),
    (
        "event_change",
        "life",
        [
            "Post until the flat's ready: c/o Marijke de Vries, Oudegracht 212, Utrecht.",
            "Keys for Vleutenseweg 41 collected this morning!! sleeping there tonight",
        ],
        [
            (
                "What address do I put on the gemeente registration form?",
                ["Vleutenseweg 41"],
                ["Oudegracht 212"],
            )
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "booking-api prod: v2.13.4, tagged Thursday by Ines",
            "CI: deploy-prod #887 ✔ booking-api v2.14.0 -> gym-prod (3/3 ready) in 4m12s",
        ],
        [
            ("Which booking-api release is live in prod?", ["v2.14.0"], ["v2.13.4"]),
            ("What was prod running before deploy 887?", ["v2.13.4"], []),
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "Raw frame archive: S3 bucket obs-archive-raw in eu-west-2, lifecycle to Glacier "
            "after 90 days.",
            "terraform apply:\n"
            "aws_s3_bucket.archive_raw_fra: Creation complete after 3s [id=obs-archive-raw-fra]\n"
            "  region = eu-central-1\n"
            "Apply complete! Resources: 4 added, 0 changed, 1 destroyed.",
        ],
        [("Which AWS region holds the raw frame archive?", ["eu-central-1"], ["eu-west-2"])],
    ),
    (
        "event_change",
        "coding",
        [
            "quota-tracker on-call: Gavin, till the end of the month.",
            "Leaving drinks done 🍻 Pager for quota-tracker handed to Aoife on Monday.",
        ],
        [("Who do I phone if the quota tracker falls over tonight?", ["Aoife"], ["Gavin"])],
    ),
    (
        "event_change",
        "life",
        [
            "Lower left 6 has a temporary crown; the permanent one is ordered from the lab, "
            "2 weeks.",
            "Permanent crown fitted today, £480 paid at the desk.",
        ],
        [
            (
                "Is the tooth on the lower left finished yet?",
                ["Permanent crown fitted"],
                ["temporary crown"],
            )
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "House DNS: Pi-hole on 192.168.1.53 (pi4), handed out by the router's DHCP.",
            "adguard LXC up (systemctl status AdGuardHome -> active (running)); router DHCP "
            "option 6 flipped to 192.168.1.2 tonight, pihole container stopped.",
        ],
        [
            (
                "What DNS server should I hard-code on the new laptop?",
                ["192.168.1.2"],
                ["192.168.1.53"],
            )
        ],
    ),
    # ------------------------------------------------------------------ cancellation
    (
        "cancellation",
        "coding",
        [
            "Failover drill for roster-db (Patroni switchover to the Frankfurt replica): Sat "
            "02:00-04:00 UTC, Piotr driving.",
            "Drill's off, ops freeze over the strike weekend.",
        ],
        [
            (
                "Is the roster database failover still happening on Saturday night?",
                ["Drill's off|ops freeze"],
                ["02:00-04:00"],
            )
        ],
    ),
    (
        "cancellation",
        "life",
        [
            "Booked the society skip for Sat 8 Nov, 9am, at the top gate. Bagged stuff only.",
            'Email from the allotment committee: "The skip is cancelled; the council will do a '
            'free green-waste collection on the 15th instead."',
        ],
        [
            (
                "What time do I need my rubbish at the allotment skip on Saturday?",
                ["cancelled"],
                ["9am", "Sat 8 Nov"],
            )
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "Dry run of the scheduler v3 cutover: Thu 15:00 in the control room with Anneke.",
            'Anneke on Slack: "let\'s scrap Thursday, the dome encoder is in pieces"',
        ],
        [("When's the v3 scheduler rehearsal?", ["scrap Thursday"], ["15:00"])],
    ),
    (
        "cancellation",
        "coding",
        [
            "CIP on FV5 tomorrow 06:30 via the cip-fv5.timer unit.",
            "$ sudo systemctl disable --now cip-fv5.timer\n"
            "Removed /etc/systemd/system/timers.target.wants/cip-fv5.timer.\n"
            "(FV5 out of service till the new manway seal arrives)",
        ],
        [
            (
                "What time does FV5's clean-in-place start tomorrow?",
                ["disable --now|out of service"],
                ["06:30"],
            ),
            ("When was that FV5 clean originally scheduled for?", ["06:30"], []),
        ],
    ),
    (
        "cancellation",
        "life",
        [
            "Alto sectional Thursday 18:45 at Jen's (14 Marlow Road), bring the Fauré.",
            "Jen's got covid so no alto sectional this week",
        ],
        [
            (
                "Where do I need to be on Thursday evening for choir?",
                ["no alto sectional"],
                ["18:45", "Marlow Road"],
            )
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "Scheduled: memoQ server TM reindex Sunday 22:00-02:00 (OPS-5512). Translators "
            "warned to log off.",
            "OPS-5512 -> Closed (Won't Do). Vendor support says a reindex isn't needed after 11.2.",
        ],
        [("Does the memoQ server go down on Sunday night?", ["Won't Do"], ["22:00-02:00"])],
    ),
    (
        "cancellation",
        "life",
        [
            "Europcar Dover, 3.5t Luton van, pick up Tue 4 Feb 08:00, ref EU-77812.",
            "Europcar app: Booking EU-77812 cancelled. Your refund of £184.00 will arrive in "
            "5-7 working days.",
        ],
        [("When do I collect the hire van?", ["cancelled"], ["Tue 4 Feb"])],
    ),
    # ------------------------------------------------------------------ interruption
    (
        "interruption",
        "coding",
        [
            "Starting ROSTER-418: swap-request UI for cabin crew.",
            "ROSTER-418: form validation done, approval flow next.",
            "Dropping 418. ROSTER-431 is a P1: solver is putting FOs over their duty limit in "
            "the October roster.",
            "ROSTER-431: reproduced with the 14 Oct pairing set, it's the timezone on the "
            "night-stop.",
        ],
        [("What am I in the middle of?", ["ROSTER-431"], ["ROSTER-418"])],
    ),
    (
        "interruption",
        "coding",
        [
            "BREW-77: HMI trend screen for the brite tanks, started.",
            "BREW-77 historian queries return data now; charts next.",
            "Pulled onto BREW-81: CO2 high alarm on BT2 never fires.",
            "BREW-81 done, threshold was in bar and the sensor reports psi. Deployed 14:10.",
            "Back on the brite tank trends.",
        ],
        [("Which ticket should I pick back up?", ["BREW-77|brite tank trends"], ["BREW-81"])],
    ),
    (
        "interruption",
        "life",
        [
            "Doing the shop's VAT return for Q3, reconciling card takings first.",
            "VAT Q3: SumUp payouts matched up to 14 Sept.",
            "Parking the quarterly return: the card reader died and the Saturday market's "
            "tomorrow.",
            "Ordered a SumUp Solo, next-day delivery, £79.",
        ],
        [("What am I sorting for the shop right now?", ["card reader|SumUp Solo"], ["VAT"])],
    ),
    (
        "interruption",
        "coding",
        [
            "On OBS-1203: moon-avoidance constraint for the scheduler.",
            "OBS-1203: unit tests for the 30° separation pass.",
            "Sidetracked by OBS-1219: last night's queue put a target below the 20° horizon limit.",
            "OBS-1219 root cause: twilight calc used local time. Patch is !482.",
            "!482 merged. Returning to the moon work.",
        ],
        [("Which ticket am I back on?", ["OBS-1203|moon work"], ["OBS-1219"])],
    ),
    (
        "interruption",
        "coding",
        [
            "GYM-64: move the waiver forms off Formstack onto our own waiver-svc.",
            "GYM-64: PDF rendering works, e-signature next.",
            "Paused the waiver migration. GYM-70: Stripe payouts failing since the API version "
            "bump to 2024-06-20.",
        ],
        [("What's my current focus at work?", ["GYM-70"], ["GYM-64"])],
    ),
    (
        "interruption",
        "coding",
        [
            "FIRE-22: add what3words to the callout message body.",
            "FIRE-22: w3w API key is in vault, formatting the words line.",
            "Station 4 pagers silent since 06:00, everything else stops. FIRE-29.",
            "FIRE-29: SMPP bind rejected, the gateway's client cert expired last night.",
        ],
        [
            ("Which ticket am I on right now?", ["FIRE-29"], ["FIRE-22"]),
            ("What was I doing when the pager outage hit?", ["what3words|FIRE-22"], []),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "QUOTA-140: export landings in the MMO's new CSV layout.",
            "stopped 140 for QUOTA-146, duplicate landings from the Peterhead feed.",
            "QUOTA-146 done, dedupe on (vessel, landing_ts).",
            "Back to QUOTA-140, CSV header order next.",
        ],
        [("Which ticket should I have open?", ["QUOTA-140"], ["QUOTA-146"])],
    ),
    # ------------------------------------------------------------------ scope_permission
    (
        "scope_permission",
        "coding",
        [
            "Schema migrations on roster-db need Priya's approval, nobody else's.",
            "From now on roster-db migration approvals go to the DBA rota. This week: Tomasz.",
        ],
        [
            ("Who signs off migrations on the roster database?", ["Tomasz"], ["Priya"]),
            ("Who used to be the only approver for those?", ["Priya"], []),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Deploys to the dome control network need Ruth's OK, she runs dome ops.",
            "Night assistant Kofi approves control-network deploys from now on; agreed at "
            "Monday's ops meeting.",
        ],
        [("Whose go-ahead do I need to push to the dome control network?", ["Kofi"], ["Ruth"])],
    ),
    (
        "scope_permission",
        "life",
        [
            "Hana next door has our spare key while we're away.",
            "Spare key collected from next door, it's with the concierge desk now, ask for Petra.",
        ],
        [("Who has our spare key?", ["concierge"], ["Hana"])],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Branch protection on gymstack/booking-api main: 2 approvals, admins can bypass.",
            "After Friday's hotfix incident: admin bypass removed on booking-api main. "
            "Everyone goes through review.",
        ],
        [
            (
                "Can I push straight to booking-api's main branch as an admin?",
                ["admin bypass removed"],
                ["admins can bypass"],
            )
        ],
    ),
    (
        "scope_permission",
        "life",
        [
            "Only Sam is allowed to use the society's rotavator (insurance is in his name).",
            "Insurance renewed: the rotavator's covered for any paid-up member who's done the "
            "safety session.",
        ],
        [("Am I allowed to take the society rotavator out?", ["safety session"], ["Only Sam"])],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Guest Wi-Fi rack-guest = VLAN 30, internet only, no access to the LAN.",
            "opened a firewall rule VLAN 30 -> 192.168.10.44:8009 (living-room Chromecast) so "
            "guests can cast",
        ],
        [
            (
                "Can people on the guest network reach anything inside the house?",
                ["Chromecast"],
                ["internet only", "no access to the LAN"],
            )
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Only officers (WC and above) can stand down a callout from the app.",
            "v4.2 release notes: crew managers can also stand down callouts.",
        ],
        [("Who's allowed to cancel a shout from the app?", ["crew managers"], ["Only officers"])],
    ),
    # ------------------------------------------------------------------ freshness
    (
        "freshness",
        "coding",
        [
            "BT2 carbonation 2.31 vol @ 08:10",
            "13:40 BT2 2.48 vol, gas on at 1.1 bar",
            "BT2 at 2.55 vol, 17:05, nearly there",
        ],
        [("Where's BT2's carbonation at?", ["2.55 vol"], ["2.31 vol", "2.48 vol"])],
    ),
    (
        "freshness",
        "coding",
        [
            "DIMM 22:10: seeing 1.8 arcsec, wind 9 m/s.",
            "23:45 seeing 1.2 arcsec, opening T2 now",
            "DIMM 0.9 arcsec @ 00:30, wind dropping.",
        ],
        [("How's the seeing right now?", ["0.9 arcsec"], ["1.8 arcsec", "1.2 arcsec"])],
    ),
    (
        "freshness",
        "coding",
        [
            "df -h /srv on nas01: 71% used",
            "usb-wd14 backup disk at 40% after the weekly sync",
            "nas01 /srv 87% this morning, grafana alert fired",
            "usb-wd14 55% after the photo import",
            "nas01 /srv hit 94%, need to prune",
        ],
        [
            ("How full is nas01's /srv?", ["94%"], ["71%", "87%"]),
            ("And the USB backup disk?", ["55%"], ["40%"]),
        ],
    ),
    (
        "freshness",
        "life",
        [
            "Ada 38.9 at 7pm, Calpol given",
            "9pm: 38.1, still hot, drinking a bit",
            "1am Ada 37.4, sleeping properly at last",
        ],
        [
            ("What's Ada's temperature doing?", ["37.4"], ["38.9", "38.1"]),
            ("What was her temperature when it started in the evening?", ["38.9"], []),
        ],
    ),
    (
        "freshness",
        "coding",
        [
            "booking-api p95 820ms at 18:00 peak (Grafana, gym-prod)",
            "HPA scaled booking-api to 6; p95 410ms at 18:30",
        ],
        [("Is the booking API still slow?", ["410ms"], ["820ms"])],
    ),
    (
        "freshness",
        "coding",
        [
            "Girl Alice remaining cod: 6.2 t (Mon)",
            "Girl Alice: 3.9 t cod left after Wednesday's landing",
            "Quota app: ⚠ Girl Alice cod remaining 1.1 t (Fri 14:02)",
        ],
        [("How much cod quota has Girl Alice got left?", ["1.1 t"], ["6.2 t", "3.9 t"])],
    ),
    (
        "freshness",
        "life",
        [
            "Weight 84.6 kg (Mon), starting the no-beer month",
            "83.9 Thursday morning, before breakfast",
            "scales today: 83.2 kg, after the long run yesterday",
        ],
        [("What's my latest weigh-in?", ["83.2"], ["84.6", "83.9"])],
    ),
    # ------------------------------------------------------------------ repair
    (
        "repair",
        "coding",
        [
            "nightly restic prune on nas01 failing: 'Fatal: repository contains errors'. "
            "restic 0.16.2.",
            "restic 0.17.1 sorted the prune (known pack-index bug); last night ran clean in "
            "11 min.",
        ],
        [
            (
                "Is the nightly prune still failing?",
                ["0.17.1|ran clean"],
                ["repository contains errors"],
            ),
            ("What error was the prune dying with?", ["repository contains errors"], []),
        ],
    ),
    (
        "repair",
        "coding",
        [
            "Callout SMS arriving 4-6 minutes late on Vodafone numbers. Three crew missed "
            "Tuesday's shout.",
            "Moved to the aggregator's v2 endpoint (sms-gw 2.3.0): test page to a Vodafone "
            "phone arrived in 8 s.",
        ],
        [
            (
                "Are callout texts to Vodafone phones still delayed?",
                ["arrived in 8 s|sms-gw 2.3.0"],
                ["4-6 minutes"],
            )
        ],
    ),
    (
        "repair",
        "life",
        [
            "Washing machine leaking from the door seal, towel under it for now.",
            "New door gasket fitted (£34, did it myself off a YouTube video), two washes and dry "
            "as a bone.",
        ],
        [
            (
                "Do I still need the towel under the washing machine?",
                ["dry as a bone|gasket fitted"],
                ["leaking"],
            )
        ],
    ),
    (
        "repair",
        "coding",
        [
            "Timetable PDF export garbles Welsh letters (ŵ, ŷ) in room names: Ystafell Wŷdr "
            "prints as boxes.",
            "Fixed in timetabler 4.8.2, DejaVu Sans bundled in the export image. Printed Y8's "
            "timetable, all fine.",
        ],
        [
            (
                "Do the timetable PDFs show the Welsh room names properly now?",
                ["4.8.2|DejaVu"],
                ["garbles", "prints as boxes"],
            )
        ],
    ),
    (
        "repair",
        "coding",
        [
            "HLT flow meter dropping to 0 L/min every few minutes; PLC log full of CRC errors "
            "on the RS-485 bus.",
            "Swapped the terminator resistor at the HLT meter end. CRC count flat since Tuesday.",
        ],
        [("Is the hot liquor tank flow meter still dropping out?", ["terminator"], ["CRC errors"])],
    ),
    (
        "repair",
        "life",
        [
            "Golf: engine warning light on, Halfords reckon EGR valve.",
            "Picked the car up from Halfords Autocentre. New EGR valve, light's off, £312.",
        ],
        [("Is the car OK for the drive to Porto?", ["light's off"], ["warning light on"])],
    ),
    (
        "repair",
        "coding",
        [
            "Long-haul roster solves timing out at the 45 min wall; short-haul fine.",
            "ortools 9.11 + Chiara's symmetry-breaking patch: long-haul solve 12 min, no "
            "timeouts this cycle.",
        ],
        [("How long does a long-haul roster solve take?", ["12 min"], ["45 min"])],
    ),
    # ------------------------------------------------------------------ commitment
    (
        "commitment",
        "coding",
        [
            "Marta said she'd rotate the Twilio auth token by Friday.",
            "Dev will write the runbook for the POCSAG pager fallback before the audit.",
            "Token's rotated and the old one revoked, ta Marta.",
        ],
        [
            (
                "Which promised jobs on the callout app are still outstanding?",
                ["runbook"],
                ["Twilio auth token"],
            )
        ],
    ),
    (
        "commitment",
        "life",
        [
            "Told Auntie Grace I'd send her the photos from Kemi's wedding.",
            "Promised Tom I'd give his drill back by the weekend.",
            "Returned Tom's stuff on Saturday 👍",
        ],
        [("Who am I still owing something to?", ["Grace"], ["drill"])],
    ),
    (
        "commitment",
        "coding",
        [
            "Anneke promised a new flat-field calibration script by end of month.",
            'Jonas: "I\'ll flash the dome PLC firmware in the next cloudy gap."',
            "Jonas's job is off, the vendor pulled the release.",
        ],
        [("What's the team still owing me?", ["flat-field"], ["firmware"])],
    ),
    (
        "commitment",
        "coding",
        [
            "Mirela will clean the duplicate entries in the Nordlys_master TM.",
            "Kenji committed to the Trados termbase export by the 20th.",
            "Kenji's file arrived, 3,200 terms, imports cleanly.",
        ],
        [
            (
                "Which promised TM and termbase tasks are still open?",
                ["duplicate entries"],
                ["Trados termbase"],
            )
        ],
    ),
    (
        "commitment",
        "life",
        [
            "Lou's bringing the urn for the interval teas.",
            "Derek is printing 120 programmes at his work.",
            "Ali said she'll sort the raffle prizes.",
            "Derek's box arrived, they look great.",
            "Lou can't do it now, car's in the garage.",
        ],
        [
            (
                "Which of the volunteers' promises for the concert are still in play?",
                ["raffle"],
                ["programmes", "the urn"],
            )
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "Gethin will add the room-clash report to the timetabler before options evening.",
            "Sian owes us the DPIA for syncing pupils' medical flags into the timetabler.",
            "Gethin's report is live on the admin page.",
        ],
        [("What's still owed on the timetabler from the others?", ["DPIA"], ["room-clash"])],
    ),
    (
        "commitment",
        "coding",
        [
            "Eilidh promised to get the MMO API credentials renewed before 31 Dec.",
            "Callum will write tests for the Peterhead feed parser.",
            "Callum: tests are in, coverage 81%.",
        ],
        [
            (
                "What promised work is still outstanding on the quota tracker?",
                ["credentials"],
                ["feed parser"],
            )
        ],
    ),
    # ------------------------------------------------------------------ control
    (
        "control",
        "coding",
        [
            "FV1 PLC 10.40.2.11, FV2 PLC 10.40.2.12, both S7-1200, Modbus 502.",
            "FV4 PLC moved to 10.40.2.44 (new panel).",
            "FV4 Modbus unit id is 4 now, was 1.",
        ],
        [("What IP is FV1's controller on?", ["10.40.2.11"], [])],
    ),
    (
        "control",
        "coding",
        [
            "Rack NTP: chrony on pi4 at 192.168.1.10 serves everything.",
            "Added time.cloudflare.com as a second source in the rack's chrony.conf.",
        ],
        [
            ("Is the Pi still one of the rack's time servers?", ["192.168.1.10"], []),
            ("What's the other time source?", ["time.cloudflare.com"], []),
        ],
    ),
    (
        "control",
        "life",
        [
            "Flight: KL1006 LHR-AMS, Thu 30 Jan, dep 14:35. Cat flies with us in the cabin "
            "(booked).",
            "Hotel for the first week switched from the Ibis to Hotel Mitland.",
            "Cat's pet passport stamped at the vet, rabies titre fine.",
        ],
        [("What time is my flight to Amsterdam?", ["14:35"], [])],
    ),
    (
        "control",
        "coding",
        [
            "prod images: solver ghcr.io/skyroster/solver:3.8.1, api 5.1.0, ui 1.9.4",
            "api bumped to 5.2.0 this afternoon, no issues",
            "ui 2.0.0-rc3 deployed to prod (feature-flagged)",
        ],
        [("Which solver image tag is in prod?", ["solver:3.8.1"], [])],
    ),
    (
        "control",
        "coding",
        [
            "Archive retention: raw frames 18 months, calibrated products 5 years.",
            "Data committee minutes: raw frame retention stays at 18 months; calibrated "
            "products extended to 10 years.",
        ],
        [("How long do we keep raw frames?", ["18 months"], [])],
    ),
    (
        "control",
        "life",
        [
            "Dentist: Dr Okafor at Riverside Dental, check-ups every 6 months, next one in May.",
            "Riverside's got a new hygienist, Carla, replacing Mensah.",
        ],
        [("Who's my dentist again?", ["Dr Okafor"], [])],
    ),
    (
        "control",
        "coding",
        [
            "Timetabler SSO: Entra ID tenant stmarys-ac.onmicrosoft.com, app registration "
            "Timetabler-Prod.",
            "teacher SSO group is tt-teachers-2025 from this term",
            "MIS sync switched from SIMS to Arbor over half term.",
        ],
        [("Which tenant does the timetabler sign people in against?", ["stmarys-ac"], [])],
    ),
    (
        "control",
        "coding",
        [
            "quota-api: port 8443 behind nginx on fish-app1.",
            "quota-api on fish-app3 from today, fish-app1 is being decommissioned.",
            "Checked after the move: still 8443, cert renewed.",
        ],
        [("What port does the quota API listen on?", ["8443"], [])],
    ),
    # ------------------------------------------------------------------ never_said
    (
        "never_said",
        "coding",
        [
            "PLCs on VLAN 40: FV1 10.40.2.11, FV2 10.40.2.12, FV3 10.40.2.13, FV4 10.40.2.14.",
            "Brite tanks BT1 and BT2 have no PLCs, just the Rotronic CO2 sensors.",
        ],
        [
            ("What's FV6's controller address?", [], [], ["FV6"]),
            ("FV2's PLC IP?", ["10.40.2.12"], []),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "T1: QHY600 camera, gain 26, offset 30. T2: ZWO ASI6200, gain 100.",
            "Weather station: Boltwood II, closes the dome above 85% humidity.",
        ],
        [
            ("What gain is the all-sky camera set to?", [], [], ["all-sky"]),
            ("What gain does T2's camera run at?", ["gain 100"], []),
        ],
    ),
    (
        "never_said",
        "life",
        [
            "Utrecht move: KL1006 on 30 Jan, keys from 1 Feb, Seven Seas collecting boxes 21 "
            "March.",
            "Gemeente registration appointment: 4 Feb 09:20, Stadskantoor.",
        ],
        [("When's my residence permit appointment?", [], [], ["residence permit"])],
    ),
    (
        "never_said",
        "coding",
        [
            "Station 4 pagers: SMPP via Esendex, system id brigade4.",
            "Station 2 pagers: SMPP via Twilio's gateway, system id stn2-pager.",
        ],
        [
            ("Which SMS provider does Station 7 page through?", [], [], ["Station 7"]),
            ("Station 2's pagers, which provider?", ["Twilio"], []),
        ],
    ),
    (
        "never_said",
        "life",
        ["Rosa: check-up 12 Nov 16:00, Riverside Dental.", "Mum: denture fitting 10 Dec 10:15."],
        [("When is Dad's dental check-up?", [], [], ["Dad"])],
    ),
    (
        "never_said",
        "coding",
        ["NORD-2291 EN>DA due 14 Nov; NORD-2292 EN>SV due 18 Nov. Both on Nordlys_master."],
        [
            ("When is the Finnish translation due?", [], [], ["Finnish", "EN>FI"]),
            ("When's the Swedish one due?", ["18 Nov"], []),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "booking-api: port 8080, Postgres gymdb on pg-gym-01, sessions in signed cookies.",
            "waiver-svc uses the same Postgres, own schema waivers.",
        ],
        [("Which Redis instance backs booking-api's session store?", [], [], ["Redis"])],
    ),
    (
        "never_said",
        "life",
        [
            "Spring concert Sat 12 April, 7pm, St Aldhelm's; tickets £12, £6 under-16s.",
            "Rehearsal with the orchestra Fri 11 April 18:00.",
        ],
        [("What's the dress code for the concert?", [], [], ["dress code"])],
    ),
]
