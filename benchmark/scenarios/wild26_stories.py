"""wild26: hand-written state stories over thirteen kinds of question, written blind to the
product's rules and measured once.

Settings, coding: an airline's crew-rostering service, a satellite ground station's pass
scheduler, a CI cache service, a Postgres logical-replication pair, a browser extension's
release pipeline, a Go gRPC gateway, a vineyard's irrigation controller, a university's
exam-proctoring app, a city's parking-permit portal, a pharmacy chain's loyalty points, a VPN
concentrator fleet, an insurance claims OCR pipeline, a ticket resale marketplace's fraud
rules, an e-learning video CDN, a GP surgery's SMS reminders, a checkout web app; life:
learning to drive, a rescue greyhound, a house extension and a roof leak, a choir concert, a
PhD thesis, a half-marathon and parkrun, a dental and an orthodontic plan, a car's MOT and
exhaust, a family holiday in Norway, a blood-pressure check, a neighbour's cats. Styles: terse
shorthand; pasted YAML, Go, nginx, Dockerfile, package.json, Makefile and crontab text;
kubectl, psql, terraform, ansible, df and journalctl output; emails, texts and chat messages;
meeting and call minutes; voice-memo transcripts; a coding agent's session summaries; a
calendar invite; ticket comments; commit messages. Later notes often state the new value with
no change word; corrections point back only indirectly; reversals are reversed again.
"""

STORIES = [
    # ----------------------------------------------------------------- supersession
    (
        "supersession",
        "coding",
        [
            "crew-roster-svc: min rest between duties set to 10h per ops memo OPS-118. "
            "Solver penalty weight for near-misses stays 40.",
            "```yaml\n# roster-solver/values-prod.yaml\nrest:\n  minimum_hours: 12\n"
            "  split_duty_allowed: false\n```\n"
            "helm upgrade roster-solver -f values-prod.yaml -> revision 31",
        ],
        [
            (
                "What's the shortest break between two duties the roster solver will accept in "
                "prod?",
                ["minimum_hours: 12"],
                ["10h"],
            ),
            (
                "Can the solver hand out split duties?",
                ["split_duty_allowed: false"],
                [],
            ),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "passplan: LEO passes default to GS-ANT-2 (the 7.3m dish); ANT-1 is X-band only.",
            "Agent: session summary. After the feed-horn swap I pointed passplan's default "
            "LEO target at GS-ANT-4; the 7.3m dish stays as S-band fallback. 142 tests passed, "
            "config pushed to groundseg-prod.",
            "ANT-4's new feed horn has a VSWR fault (vendor RMA #88213). passplan default "
            "reverted to GS-ANT-2 until the replacement part is fitted.",
        ],
        [
            (
                "Which antenna does the pass planner use by default for low-orbit passes?",
                ["GS-ANT-2"],
                ["GS-ANT-4"],
            ),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "ci-cache backend is MinIO on the build rack, bucket ci-cache-blobs.",
            "terraform apply -target=module.ci_cache\n"
            "  + aws_s3_bucket.ci_cache_v2 (eu-west-1)\n"
            '  ~ env.CACHE_BACKEND = "s3://ci-cache-v2"\n'
            "Apply complete! Resources: 1 added, 1 changed, 0 destroyed.",
        ],
        [
            (
                "Where does the build cache keep its artifacts these days?",
                ["ci-cache-v2"],
                ["MinIO", "ci-cache-blobs"],
            ),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "ledger=# SELECT pubname FROM pg_publication;\n   pubname\n------------\n"
            " orders_pub\n(1 row)",
            "Replication cutover done Thursday night. Subscriber on pg-replica-03 reads from "
            "ledger_pub now (orders + refunds tables). Lag 0 bytes at 07:10.",
        ],
        [
            (
                "Which publication is the replica subscribed to?",
                ["ledger_pub"],
                ["orders_pub"],
            ),
            (
                "And which box is the subscriber?",
                ["pg-replica-03"],
                [],
            ),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "tabsaver ext: releases are cut from release/* branches, tagged vX.Y.Z, then "
            ".github/workflows/publish.yml uploads to the Chrome Web Store.",
            "commit 4e1a9c2\nAuthor: Noor Haddad\n\n    ci: publish from main on tag push\n\n"
            "    The long-lived branches kept drifting. A vX.Y.Z tag on main now triggers\n"
            "    publish.yml directly.",
        ],
        [
            (
                "What branch do extension releases get tagged on?",
                ["publish from main"],
                ["release/*"],
            ),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "grpc-gateway: MaxRecvMsgSize bumped to 8 MiB for the BulkUpload RPC.",
            "```go\nsrv := grpc.NewServer(\n"
            "\tgrpc.MaxRecvMsgSize(32 << 20), // bulk manifests from warehouse sync\n"
            "\tgrpc.ChainUnaryInterceptor(authz, metrics),\n)\n```",
        ],
        [
            (
                "How large a request will the gateway take on the bulk upload call?",
                ["32 << 20"],
                ["8 MiB"],
            ),
        ],
    ),
    (
        "supersession",
        "life",
        [
            "Biscuit (greyhound) is on Burns Original, 300g a day split over two meals.",
            "Vet says his skin's better but to move him onto James Wellbeloved grain-free "
            "turkey. Same amount. Started him on it tonight.",
        ],
        [
            ("What food is Biscuit eating now?", ["Wellbeloved"], ["Burns Original"]),
            ("How much does he get per day?", ["300g"], []),
        ],
    ),
    (
        "supersession",
        "life",
        [
            "Spring concert: St Anne's church, Sat 17 May, 7.30pm. Black tops, no jeans.",
            "Margaret (choir WhatsApp): 'Hi all, venue for the 17th is the Corn Exchange, "
            "singers in by 7pm, audience 7.30. Dress as before x'",
        ],
        [
            ("Where are we performing in May?", ["Corn Exchange"], ["St Anne's"]),
        ],
    ),
    # ------------------------------------------------------------------- correction
    (
        "correction",
        "coding",
        [
            "irrig-ctl: block C (Merlot) is on valve zone 5.",
            "Walked the rows with Tomás this morning. The Merlot drip line actually comes off "
            "zone 7; I'd copied the Syrah line from the old sheet.",
        ],
        [
            ("Which valve waters the Merlot block?", ["zone 7"], ["zone 5"]),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "proctor-app: webcam snapshots every 30s during exams (policy doc v3).",
            "PRC-442, comment from Priya: the signed policy says 45 seconds, not what we had "
            "written down. SNAPSHOT_INTERVAL_S=45 in the prod env already.",
        ],
        [
            (
                "How often does the proctoring client grab a frame from the camera?",
                ["45 seconds|INTERVAL_S=45"],
                ["30s"],
            ),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "permits portal: Stripe webhook -> https://permits.brightwell.gov.uk/hooks/stripe",
            "that URL was wrong, the handler is mounted under /api/hooks/stripe. The bare "
            "path has 404'd since the router refactor.",
        ],
        [
            (
                "What path should Stripe post payment events to on the permit site?",
                ["/api/hooks/stripe"],
                ["gov.uk/hooks/stripe"],
            ),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "loyalty-svc: earn rate is 4 points per £1, rounded down per basket.",
            "Deepa (Finance): earn is 2 points per pound; the figure in the spec was the "
            "double-points promo that ended in January. Rounding per basket is right.",
        ],
        [
            (
                "How many points does an ordinary customer get for each pound spent?",
                ["2 points"],
                ["4 points per"],
            ),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "vpn-conc fleet: tunnel MTU 1420 on all wg interfaces (group_vars/vpn.yml).",
            "$ ansible vpn -m shell -a 'ip link show wg0 | grep -o \"mtu [0-9]*\"'\n"
            "vpn-conc-01 | CHANGED | rc=0 >>\nmtu 1380\n"
            "vpn-conc-02 | CHANGED | rc=0 >>\nmtu 1380\n"
            "vpn-conc-03 | CHANGED | rc=0 >>\nmtu 1380\n"
            "so my note was off; group_vars has said 1380 since the March fix.",
        ],
        [
            (
                "What MTU do the WireGuard tunnels on the concentrators use?",
                ["mtu 1380"],
                ["1420"],
            ),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "claims-ocr runs Tesseract 5.3 with eng+deu traineddata; p95 4.1s per page.",
            "Agent: correcting my earlier summary, I misread the Dockerfile. The base image "
            "installs tesseract-ocr 4.1.1 from Debian bullseye; confirmed with "
            "`tesseract --version` inside the running pod.",
        ],
        [
            (
                "Which OCR engine version is really running in the claims pipeline?",
                ["4.1.1"],
                ["Tesseract 5.3"],
            ),
        ],
    ),
    (
        "correction",
        "life",
        [
            "Driving test booked!! Wed 12 March, 10:14, Hither Green test centre.",
            "ugh I read the confirmation email wrong, it's Friday the 21st. Same time, same "
            "centre.",
        ],
        [
            ("When's my practical?", ["21st"], ["12 March"]),
            ("Where do I take it?", ["Hither Green"], []),
        ],
    ),
    (
        "correction",
        "life",
        [
            "Dentist: root canal on lower left 6 (LL6), two appointments, £310 total.",
            "Receptionist rang, the treatment plan letter had a typo: it's LR6, bottom right. "
            "Price as quoted.",
        ],
        [
            ("Which tooth is having the root canal?", ["LR6"], ["LL6"]),
        ],
    ),
    # ----------------------------------------------------------------- event_change
    (
        "event_change",
        "coding",
        [
            "fraud-rules: listings above 3x face value go to manual review.",
            "Postmortem INC-2291 (chargeback spike off the Harlow Arena tour, ~£41k disputed). "
            "Action agreed: review threshold is 1.5x face, effective immediately, "
            "rule FR-PRICE-07.",
        ],
        [
            (
                "At what markup does a resale listing get held for a human to check?",
                ["1.5x"],
                ["3x face"],
            ),
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "lecture videos served via Fastly, origin bucket lectures-origin-eu.",
            "Tuesday's three-hour edge outage killed every lecture stream in revision week. "
            "Rhys has CNAMEd video.learnhub.io to learnhub.b-cdn.net (Bunny). Origin untouched.",
        ],
        [
            (
                "Which CDN is delivering course videos at the moment?",
                ["b-cdn.net|Bunny"],
                ["Fastly"],
            ),
            ("What bucket do the videos originate from?", ["lectures-origin-eu"], []),
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "appt-reminders sends SMS through Zentext; API key in vault at sms/zentext.",
            "From: ops@greenlanesurgery.nhs.uk\nSubject: reminders back up\n\nOur old SMS "
            "supplier went into administration on Friday and their API has returned 503 "
            "since. We've signed with Firetext. Creds at vault path sms/firetext, "
            "sender ID GREENLANE. Reminders resumed 14:20.",
        ],
        [
            (
                "Which SMS provider sends the appointment reminders?",
                ["Firetext"],
                ["Zentext"],
            ),
            ("Where are the texting credentials stored?", ["sms/firetext"], ["sms/zentext"]),
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "CODEOWNERS: /services/rostering/ @hkowalski",
            "Hanna's leaving drinks were great 🥂 Her last day was Friday, so:\n```\n"
            "/services/rostering/  @crew-platform @oadeyemi\n```",
        ],
        [
            (
                "Who has to approve PRs that touch the rostering service?",
                ["@oadeyemi"],
                ["@hkowalski"],
            ),
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "proctor recordings kept 365 days in bucket exam-rec-archive, lifecycle rule keep-1y.",
            "Minutes, Data Governance, 4 Feb. Senate approved the new data protection policy: "
            "proctoring video capped at 90 days. Lifecycle rule now expire-90d; the backfill "
            "deletion job ran overnight, 18,204 objects removed.",
        ],
        [
            (
                "How long are exam recordings kept?",
                ["expire-90d|90 days"],
                ["365 days", "keep-1y"],
            ),
        ],
    ),
    (
        "event_change",
        "life",
        [
            "Car MOT Thursday at Kwik Fit Lewisham, then drive to Mum's on Saturday.",
            "MOT fail: both front discs under minimum thickness, plus a number plate lamp. Not "
            "legal to drive it until fixed; brakes booked at Halfords for Monday. Getting the "
            "train to Mum's.",
        ],
        [
            ("How am I getting to Mum's this weekend?", ["train"], ["drive to Mum's"]),
        ],
    ),
    (
        "event_change",
        "life",
        [
            "Norway: Bergen to Flåm on the Nærøyfjord ferry 10 Jul, then Flåm Railway up to "
            "Myrdal.",
            "Fjord1 crews striking 8-14 July. Rebooked us on the NW160 bus, 08:25 from "
            "Bystasjonen, gets in 11:05. The railway bit stays as is.",
        ],
        [
            ("How are we getting from Bergen to Flåm?", ["NW160"], ["Nærøyfjord ferry"]),
            ("How do we get up to Myrdal after that?", ["Flåm Railway"], []),
        ],
    ),
    # --------------------------------------------------------------- partial_update
    (
        "partial_update",
        "coding",
        [
            "permits nginx: client_max_body_size 5m (residents upload proof of address), "
            "proxy_read_timeout 60s, upstream permits-app:8080.",
            "bumped client_max_body_size to 20m on web-02/web-03, people keep uploading phone "
            "photos of council tax bills. nginx -t ok, reloaded.",
        ],
        [
            (
                "How big can an upload to the permit site be now?",
                ["client_max_body_size to 20m"],
                ["client_max_body_size 5m"],
            ),
            ("Which backend does nginx pass permit requests to?", ["permits-app:8080"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "checkout-web deps: react 18.2.0, next 14.1.3, zod 3.22.4; engines node >=18.",
            "package.json after Renovate PR #812 merged:\n"
            '  "dependencies": {\n    "next": "14.2.15",\n    "react": "18.2.0",\n'
            '    "zod": "3.22.4"\n  }',
        ],
        [
            ("Which Next.js release is checkout-web on?", ["14.2.15"], ["14.1.3"]),
            ("What Node version does it require?", [">=18"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "crontab -l on batch-01:\n15 2 * * *    /opt/loyalty/bin/expire_points.sh\n"
            "0 4 * * 0     /opt/loyalty/bin/rebuild_tiers.sh\n"
            "*/10 * * * *  /opt/loyalty/bin/sync_tills.sh",
            "expire_points now at 03:45 so it stops fighting the Postgres base backup "
            "(crontab -e on batch-01, other lines left alone).",
        ],
        [
            ("When does the nightly points expiry job fire?", ["03:45"], ["15 2 * * *"]),
            ("How often do the tills sync?", ["*/10 * * * *"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "Dockerfile (fraud-scorer):\nFROM python:3.10-slim\nWORKDIR /app\nEXPOSE 8085\n"
            'CMD ["gunicorn", "-w", "4", "scorer.wsgi"]',
            "Agent: bumped fraud-scorer's base image to python:3.12-slim-bookworm, rebuilt, "
            "312 tests pass, pushed ghcr.io/resaleguard/fraud-scorer:2025.03.2. Nothing else "
            "in the Dockerfile touched.",
        ],
        [
            (
                "What base image is the fraud scorer built from?",
                ["python:3.12-slim-bookworm"],
                ["python:3.10-slim"],
            ),
            ("Which port does the scorer container expose?", ["EXPOSE 8085"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "pass-scheduler deployment: 2 replicas, image "
            "registry.gs.internal/pass-scheduler:4.7.0, cpu limit 500m.",
            "$ kubectl -n groundseg get deploy pass-scheduler\n"
            "NAME             READY   UP-TO-DATE   AVAILABLE   AGE\n"
            "pass-scheduler   5/5     5            5           41d",
        ],
        [
            ("How many scheduler pods are up?", ["5/5"], ["2 replicas"]),
            ("What CPU limit do those pods have?", ["500m"], []),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            "claims-ocr worker: concurrency 8, retries 3 with exponential backoff, consumes "
            "claims.ocr.in on RabbitMQ.",
            "Month-end backlog (40k pages queued Monday), so OCR workers now run at 16 "
            "concurrent jobs each.",
        ],
        [
            (
                "How many documents does each OCR worker handle in parallel?",
                ["16 concurrent"],
                ["concurrency 8"],
            ),
            ("Which queue do the OCR workers read from?", ["claims.ocr.in"], []),
        ],
    ),
    (
        "partial_update",
        "life",
        [
            "Extension plans in: single-storey rear, 4.5m deep, 3.2m max height, ref "
            "24/01877/HOUSE.",
            "Planning officer wanted it pulled back, so the architect's amended drawings show "
            "3.5m depth. Resubmitted yesterday.",
        ],
        [
            ("How far out from the back wall will the extension come?", ["3.5m"], ["4.5m"]),
            ("What's the maximum height on the drawings?", ["3.2m"], []),
        ],
    ),
    (
        "partial_update",
        "life",
        [
            "Richmond Half: bib 2417, wave C starts 9:20, bag drop closes 8:50.",
            "Email from the organisers: because of the towpath closure wave C now goes at "
            "9:45. Bag drop times as before.",
        ],
        [
            ("What time does my wave set off?", ["9:45"], ["9:20"]),
            ("What's my race number?", ["2417"], []),
        ],
    ),
    # ----------------------------------------------------------------------- repair
    (
        "repair",
        "coding",
        [
            "Workaround: CI cache disabled on arm64 runners (CACHE_SKIP_ARCH=arm64). tar on "
            "those images mangles symlinks.",
            "Proper fix: runner image now ships GNU tar 1.35, symlinks survive. Dropped the "
            "arch skip from the pipeline env; arm64 jobs restoring cache again, 71% hits.",
        ],
        [
            (
                "Is the build cache on for the ARM runners?",
                ["restoring cache again"],
                ["CACHE_SKIP_ARCH=arm64"],
            ),
        ],
    ),
    (
        "repair",
        "coding",
        [
            "Slot sub_ledger falls behind on big transactions. Stopgap: Kasia runs "
            "pg_replication_slot_advance() by hand each morning.",
            "Subscriber now created WITH (streaming = on) on PG16, so large transactions "
            "stream instead of spilling. Removed the morning step from the runbook.",
        ],
        [
            (
                "Does somebody still have to nudge the replication slot every day?",
                ["streaming = on"],
                ["by hand each morning"],
            ),
        ],
    ),
    (
        "repair",
        "coding",
        [
            "journalctl -u grpc-gw --since today | grep -c 'transport is closing' -> 214. "
            "Hack for now: retryOnClose interceptor wraps every unary call and retries once.",
            "Root cause: the NLB idle timeout (350s) was killing idle HTTP/2 conns. Clients now "
            "set keepalive.ClientParameters{Time: 60 * time.Second}; the retry hack is deleted.",
        ],
        [
            (
                "How are the idle connection drops on the gateway handled now?",
                ["keepalive"],
                ["retryOnClose"],
            ),
        ],
    ),
    (
        "repair",
        "coding",
        [
            "proctor-app: Safari 17 camera permission prompt loops forever. Until we fix it, "
            "the support macro tells students to use Chrome or Firefox.",
            "3.14.2 is out: getUserMedia is called straight from the click handler, which "
            "Safari 17 insists on. Support macro SUP-CAM-02 back to the normal "
            "troubleshooting text.",
        ],
        [
            (
                "Do Safari users still have to switch browser to sit an exam?",
                ["3.14.2"],
                ["use Chrome or Firefox"],
            ),
        ],
    ),
    (
        "repair",
        "coding",
        [
            "Till retries double-credit points. Band-aid: dedupe_points.sql from cron at "
            "01:00 on batch-01.",
            "commit 9b02f7e  loyalty: make POST /earn idempotent\n\n"
            "    Tills send Idempotency-Key (till txn id); replays get 409.\n"
            "    Deletes the nightly dedupe job.",
        ],
        [
            (
                "What stops a customer being credited twice when a till retries?",
                ["Idempotency-Key"],
                ["dedupe_points.sql"],
            ),
        ],
    ),
    (
        "repair",
        "life",
        [
            "Exhaust blowing. Garage put a bandage wrap round the back box (£25), said it'll "
            "hold a few weeks.",
            "New rear silencer fitted at Halfords Autocentre, £189 inc fitting, 2-year "
            "guarantee. Quiet as anything.",
        ],
        [
            ("What's the state of the car's exhaust?", ["rear silencer"], ["bandage wrap"]),
        ],
    ),
    (
        "repair",
        "life",
        [
            "Voice memo: right so the back bedroom's leaking again, me and Dad have put a tarp "
            "over the valley and weighed it down with bricks, buckets under the loft hatch.",
            "Kev from Ashdown Roofing replaced the lead in the valley and two cracked tiles. "
            "Bone dry through Sunday's storm.",
        ],
        [
            (
                "Is the roof properly fixed or still patched up?",
                ["replaced the lead"],
                ["tarp over the valley"],
            ),
        ],
    ),
    # ----------------------------------------------------------------- cancellation
    (
        "cancellation",
        "coding",
        [
            "Plan: migrate the crew-roster DB from MySQL 5.7 to Aurora Postgres in Q3; Olu "
            "drafting the schema map.",
            "Exec call after the Q2 budget review: roster DB is staying on MySQL, in-place "
            "upgrade to 8.0 instead (CREW-903). Olu's schema map is parked.",
        ],
        [
            (
                "Is the rostering database still moving off MySQL this year?",
                ["staying on MySQL"],
                ["Aurora Postgres"],
            ),
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "Rolling out dynamic pricing to 25% of permit buyers next Monday "
            "(flag permits.dynamic_pricing).",
            "Cabinet voted it down last night. permits.dynamic_pricing set to 0% and "
            "archived; resident comms pulled.",
        ],
        [
            (
                "How many permit buyers will see surge-style prices?",
                ["0% and archived"],
                ["25%"],
            ),
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "Invite: [MAINT] ANT-3 bearing replacement\nWhen: Sat 14 Jun 06:00-14:00 UTC\n"
            "Organiser: Bruno Tavares\nNo passes on ANT-3 in that window.",
            "Vendor can't ship the bearing kit before August, so Saturday's job is off. ANT-3 "
            "back in the pass pool for the weekend.",
        ],
        [
            (
                "Can passes be booked on ANT-3 this Saturday?",
                ["back in the pass pool"],
                ["No passes on ANT-3"],
            ),
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "tabsaver 5.0 goes to the Chrome Web Store on 3 Mar.",
            "Holding 5.0: the MV3 port breaks session restore for 12% of beta users. Not "
            "shipping next week.",
            "Session-restore bug fixed in 5.0.1-beta.3. 5.0.1 goes to the store Monday 17 Mar, "
            "staged to 10%.",
        ],
        [
            ("When does the new major version reach the store?", ["17 Mar"], ["on 3 Mar"]),
            ("How big is the first rollout stage?", ["staged to 10%"], []),
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "Ordered 3-year reserved instances for the vpn-conc fleet (c6gn.large x6), PO 44107 "
            "waiting on approval.",
            "PO 44107 withdrawn. Network team are moving the concentrators to on-prem "
            "appliances next year; staying on on-demand till then.",
        ],
        [
            (
                "Did we end up committing to reserved capacity for the VPN boxes?",
                ["PO 44107 withdrawn|staying on on-demand"],
                ["3-year reserved"],
            ),
        ],
    ),
    (
        "cancellation",
        "life",
        [
            "Extra choir rehearsal Tues 13 May, 7pm, church hall: sectionals for the Fauré.",
            "Jen: no rehearsal tues!! hall's flooded 😩 just run the Libera me at home",
        ],
        [
            (
                "Do I need to be at the church hall on Tuesday evening?",
                ["no rehearsal"],
                ["Extra choir rehearsal"],
            ),
        ],
    ),
    (
        "cancellation",
        "life",
        [
            "Signed up to volunteer at Peckham Rye parkrun on 22 Feb, timekeeper.",
            "Had to pull out of the 22nd, Mia's birthday party got moved to that morning. "
            "Emailed the run director, they've found cover.",
        ],
        [
            ("Am I helping out at parkrun on the 22nd?", ["pull out"], ["timekeeper"]),
        ],
    ),
    # ------------------------------------------------------------------ restatement
    (
        "restatement",
        "coding",
        [
            "vpn clients get DNS 10.40.0.53 and 10.40.1.53 pushed.",
            "resolv.conf on a connected laptop:\nnameserver 10.40.0.53\nnameserver 10.40.1.53\n"
            "search corp.halden.net",
        ],
        [
            (
                "Which resolvers does the VPN hand out?",
                ["10.40.0.53", "10.40.1.53"],
                [],
            ),
        ],
    ),
    (
        "restatement",
        "coding",
        [
            "grpc gateway listens on 9443, TLS.",
            "Makefile:\n```\nrun:\n\tgo run ./cmd/gw --addr :9443 --tls-cert certs/gw.pem\n```"
            "\nsame port as prod, just wired into make now.",
        ],
        [
            ("What port is the gRPC gateway served on?", ["9443"], []),
        ],
    ),
    (
        "restatement",
        "coding",
        [
            "SLA with Harbourline Insurance: OCR results within 2 hours of upload.",
            "Call with Harbourline: they reiterated the 120-minute turnaround, no change. Want "
            "a weekly breach report though.",
        ],
        [
            (
                "What OCR turnaround have we promised the insurer?",
                ["2 hours|120-minute"],
                [],
            ),
        ],
    ),
    (
        "restatement",
        "coding",
        [
            "pgbackrest: repo1-retention-full=4 (weekly fulls, so roughly a month back).",
            "Agent: checked pgbackrest.conf on pg-ledger-01. Retention is four weekly full "
            "backups, unchanged since the original setup.",
        ],
        [
            (
                "How much backup history do we hold for the ledger database?",
                ["retention-full=4|four weekly full"],
                [],
            ),
        ],
    ),
    (
        "restatement",
        "coding",
        [
            "fraud-rules on-call: weekly rotation, handover Wednesdays 10:00.",
            "#fraud-oncall pinned: pager swaps every Wed at 10am, as always",
        ],
        [
            (
                "When does the fraud on-call pager change hands?",
                ["Wednesdays 10:00|Wed at 10am"],
                [],
            ),
        ],
    ),
    (
        "restatement",
        "life",
        [
            "Hygienist: Thu 6 Nov, 8:40am, Dr Okafor's practice on Lordship Lane.",
            "SMS from surgery: Reminder: your appt is on 06/11 at 08:40. Reply C to cancel.",
        ],
        [
            ("When am I seeing the hygienist?", ["6 Nov|06/11"], []),
        ],
    ),
    (
        "restatement",
        "life",
        [
            "Thesis submission deadline: 30 September, end of my fourth-year registration.",
            "Supervision: Prof. Lindqvist went over the end-of-September hand-in again; viva "
            "probably December.",
        ],
        [
            ("When is the thesis due?", ["30 September|end-of-September"], []),
        ],
    ),
    # ------------------------------------------------------------- scope_permission
    (
        "scope_permission",
        "coding",
        [
            "Agent may open PRs against permits-portal but must not merge; Imogen merges.",
            "From Imogen: the agent can merge its own PRs when CI is green and the change is "
            "docs or dependency bumps only. Anything else still waits for me.",
        ],
        [
            (
                "Is the agent allowed to merge in permits-portal?",
                ["docs or dependency bumps"],
                ["must not merge"],
            ),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Nordlys Data (contractors) have read access to the whole claims_prod schema for "
            "the OCR evaluation.",
            "Post-DPIA: Nordlys limited to the claims_ocr_sample view (PII masked). Their "
            "GRANT on the prod schema was revoked this morning.",
        ],
        [
            (
                "What data are the Nordlys people able to query?",
                ["claims_ocr_sample"],
                ["whole claims_prod schema"],
            ),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Only SREs can deploy pass-scheduler.",
            "Mission ops leads (Ana, Jun) now have deploy rights on pass-scheduler for "
            "hotfixes during pass windows.",
            "After the bad hotfix on the 9th, pass-scheduler deploys are SRE group only "
            "again. Ops leads raise a ticket.",
        ],
        [
            (
                "Can Ana ship a scheduler fix herself?",
                ["SRE group only"],
                ["hotfixes during pass windows"],
            ),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Partner key for TicketHive: scope listings:read only.",
            "$ resalectl keys show tk_live_hive_01\n"
            "scopes:      listings:read, listings:write, orders:read\n"
            "rate_limit:  600/min",
        ],
        [
            (
                "What is TicketHive's key allowed to do against our API?",
                ["listings:write"],
                ["listings:read only"],
            ),
            ("How fast can they call us?", ["600/min"], []),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "ci: SIGNING_KEY available to all pipelines in the tabsaver repo.",
            "GitLab > Settings > CI/CD > Variables\n"
            "SIGNING_KEY   protected: yes   masked: yes   environment: production",
        ],
        [
            (
                "Which pipelines can read the extension signing key?",
                ["protected: yes"],
                ["available to all pipelines"],
            ),
        ],
    ),
    (
        "scope_permission",
        "life",
        [
            "Greyhound Trust: Juno stays on lead everywhere for the first 3 months, muzzle in "
            "parks.",
            "Follow-up visit, Sally from the Trust: fine to let her off in the enclosed field "
            "at Hilly Fields, muzzle on. Lead on anywhere else.",
        ],
        [
            (
                "Where can Juno run loose?",
                ["enclosed field"],
                ["stays on lead everywhere"],
            ),
        ],
    ),
    (
        "scope_permission",
        "life",
        [
            "Insurance: I'm a named learner on Mum's Fiesta only, and only with her in the car.",
            "Dad put me on his Octavia policy today, and any supervisor over 25 with 3 years on "
            "their licence can sit in now.",
        ],
        [
            (
                "Which car can I practise in, and who can sit with me?",
                ["Octavia"],
                ["Fiesta only"],
            ),
        ],
    ),
    # ----------------------------------------------------------------- interruption
    (
        "interruption",
        "coding",
        [
            "Agent: backfilling loyalty tiers for 2.3M members in 10k batches. Paused at batch "
            "61/230, DB CPU hit 95% in the lunchtime trade.",
            "Agent: resumed the tier backfill at 22:00 from the checkpoint and ran it to the "
            "end. Verified: 2,300,417 rows updated. Backfill done.",
        ],
        [
            ("Where's the tier backfill at?", ["Backfill done"], ["Paused at batch 61"]),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "CREATE INDEX CONCURRENTLY idx_claims_policy ON claims (policy_no); started 14:05, "
            "killed 14:40 when the failover drill kicked in. Index left INVALID.",
            'claims=# \\d claims\n...\nIndexes:\n    "claims_pkey" PRIMARY KEY, btree (id)\n'
            '    "idx_claims_policy" btree (policy_no)',
        ],
        [
            (
                "Can queries use the policy-number index on claims yet?",
                ["btree (policy_no)"],
                ["Index left INVALID"],
            ),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "terraform apply on vpn-conc aborted halfway: Error acquiring the state lock "
            "(held by ci-runner-12). 3 of 6 concentrators replaced.",
            "Confirmed runner-12 was dead, force-unlocked, re-ran.\n"
            "Apply complete! Resources: 3 added, 0 changed, 3 destroyed.\n"
            "All six concentrators on ami-0c9e21b7 now.",
        ],
        [
            ("How many concentrators are on the new image?", ["All six"], ["3 of 6"]),
            ("Which AMI are they running?", ["ami-0c9e21b7"], []),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "AV1 re-encode of the lecture archive: 1,140 of 4,800 done when the GPU quota in "
            "europe-west4 ran out. Job parked.",
            "Quota raise came through (32 T4s), restarted Monday. This morning: 4,800/4,800 "
            "encoded, spot-checked 20 files.",
        ],
        [
            (
                "How far along is the video re-encode?",
                ["4,800/4,800"],
                ["1,140 of 4,800"],
            ),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "Agent: splitting rules_engine.py into per-rule modules. Done: price, velocity. "
            "Stopped there, paged for INC-2317.",
            "Agent: back on the split. Now done: price, velocity, geo, device. Left: "
            "account-age. Draft PR #1290.",
        ],
        [
            (
                "Which bit of the rules engine split is outstanding?",
                ["account-age"],
                ["Stopped there"],
            ),
            ("Which PR is the work in?", ["#1290"], []),
        ],
    ),
    (
        "interruption",
        "life",
        [
            "Thesis: chapter 4 about half done (methods + first results) and then flu took me "
            "out for ten days.",
            "Voice memo: okay, ch4 is fully drafted, sent it to Lindqvist on Friday, and this "
            "week I'm starting ch5, the discussion.",
        ],
        [
            (
                "Where am I with the thesis chapters?",
                ["ch4 is fully drafted|starting ch5"],
                ["half done"],
            ),
        ],
    ),
    (
        "interruption",
        "life",
        [
            "Extension build: foundations dug, then it all stopped, builder's on another job "
            "for three weeks.",
            "Builders back since Monday. Blockwork up to DPC done, steel beam arrives Thursday.",
        ],
        [
            (
                "What stage is the extension build at?",
                ["Blockwork up to DPC"],
                ["it all stopped"],
            ),
        ],
    ),
    # ------------------------------------------------------------------- commitment
    (
        "commitment",
        "coding",
        [
            "Told Farid (crew ops) I'd add a CSV export of the monthly roster by the 15th.",
            "Roster CSV export went out in 2.9.0 (GET /rosters/{month}.csv). Pinged Farid.",
        ],
        [
            (
                "Do I still owe Farid anything for the roster?",
                ["went out in 2.9.0"],
                ["I'd add a CSV export"],
            ),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "Promised the Harbourline team a fix for the rotated-scan OCR bug this sprint.",
            "Harbourline say don't bother, they're turning on auto-rotate in the scanner "
            "firmware. Dropped OCR-388 from the sprint.",
        ],
        [
            (
                "Is the sideways-scan fix still on my plate?",
                ["Dropped OCR-388"],
                ["fix for the rotated-scan OCR bug this sprint"],
            ),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "Retro action (mine): write the runbook for replication-slot lag alerts before the "
            "next on-call rotation starts.",
            "Slot lag alert fired twice this week (threshold 2GB); Kasia handled both by hand.",
        ],
        [
            ("What did I agree to write for the on-call people?", ["runbook"], []),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "Told Elena (vineyard manager) frost-alert SMS would be live before budburst, "
            "1 April at the latest.",
            "Elena's fine with a slip: frost alerts by 20 April; the weather station API "
            "migration has to land first.",
        ],
        [
            ("By when did I say frost alerts would work?", ["20 April"], ["1 April"]),
            (
                "What has to be finished before that?",
                ["weather station API migration"],
                [],
            ),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "Agent: I'll rerun the flaky e2e suite 20 times overnight on the proctor-app "
            "branch and report the failure rate in the morning.",
            "Agent: overnight: 20 runs, 3 failures, all webcam_permissions.spec.ts timeouts. "
            "Failure rate 15%. Filed PRC-460.",
        ],
        [
            (
                "How did the overnight flaky-test runs come out?",
                ["15%"],
                ["report the failure rate in the morning"],
            ),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "I'm on the hook to renew the learnhub CDN TLS certs before they expire on 2 May.",
            "Handed the cert renewal to Rhys, he's automating it with cert-manager anyway. "
            "Off my list.",
        ],
        [
            (
                "Who's looking after the video CDN certificate renewal?",
                ["Rhys"],
                ["I'm on the hook"],
            ),
        ],
    ),
    (
        "commitment",
        "life",
        [
            "Promised Mrs Patel next door I'd feed her cats while she's in Leicester 3-10 Aug.",
            "Mrs Patel's home, brought round a box of barfi as a thank-you 😊",
        ],
        [
            (
                "Do I still need to go round and feed next door's cats?",
                ["Patel's home"],
                ["I'd feed her cats"],
            ),
        ],
    ),
    (
        "commitment",
        "life",
        [
            "Said I'd bake something for the interval tea at the choir concert, lemon drizzle "
            "probably.",
            "Rota sheet, my line: 2 trays lemon drizzle.",
        ],
        [
            ("What am I bringing for the concert tea?", ["2 trays"], []),
        ],
    ),
    # -------------------------------------------------------------------- freshness
    (
        "freshness",
        "coding",
        [
            "orders gateway p95 at 420ms (Grafana, last 24h); the auth interceptor is the hot "
            "spot.",
            "JWKS now cached in-process. p95 over the last 24h: 95ms.",
        ],
        [
            ("What's the gateway's tail latency like now?", ["95ms"], ["420ms"]),
        ],
    ),
    (
        "freshness",
        "coding",
        [
            "$ df -h /var/lib/postgresql\nFilesystem     Size  Used Avail Use% Mounted on\n"
            "/dev/nvme1n1   2.0T  1.7T  300G  85% /var/lib/postgresql",
            "$ df -h /var/lib/postgresql\nFilesystem     Size  Used Avail Use% Mounted on\n"
            "/dev/nvme1n1   2.0T  1.1T  900G  55% /var/lib/postgresql\n"
            "(after dropping the 2023 partitions)",
        ],
        [
            ("How full is the database's data disk?", ["55%"], ["85%"]),
        ],
    ),
    (
        "freshness",
        "coding",
        [
            "ci-cache hit rate 38% this week (Grafana panel cache/hits).",
            "ci-cache weekly: hits 81.4%; misses mostly lockfile churn in the monorepo.",
        ],
        [
            ("How well is the CI cache doing at the moment?", ["81.4%"], ["38%"]),
        ],
    ),
    (
        "freshness",
        "coding",
        [
            "irrig-ctl probe C3 reads 18% VWC at 30cm, under the 22% trigger, so zone 7 will "
            "run tonight.",
            "Recalibrated C3 against a gravimetric sample: 26% VWC at 30cm. Tonight's run skipped.",
        ],
        [
            ("What's probe C3 showing for soil moisture?", ["26% VWC"], ["18% VWC"]),
            ("Is zone 7 going to water tonight?", ["run skipped"], ["zone 7 will run"]),
        ],
    ),
    (
        "freshness",
        "coding",
        [
            "09:00: OCR queue depth 41,200, oldest message 6h old.",
            "16:30 check: claims.ocr.in depth 310, oldest message 4 min.",
        ],
        [
            ("How big is the OCR backlog?", ["depth 310"], ["41,200"]),
        ],
    ),
    (
        "freshness",
        "life",
        [
            "Practice nurse: BP 148/94, wants home readings in a fortnight.",
            "Home cuff, 7-day average: 131/83.",
        ],
        [
            ("What's my blood pressure running at?", ["131/83"], ["148/94"]),
        ],
    ),
    (
        "freshness",
        "life",
        [
            "Parkrun today 27:40, legs like lead.",
            "Track session: 5k time trial in 24:55. Finally feeling fit again.",
        ],
        [
            ("What's my 5k time these days?", ["24:55"], ["27:40"]),
        ],
    ),
    # ------------------------------------------------------------------- never_said
    (
        "never_said",
        "coding",
        [
            "irrig-ctl v2.3 deployed to the pump house Pi; blocks A-D nightly 02:00-05:00.",
            "Added a rain skip: if the Davis station logs >5mm in 24h, that night's run is "
            "skipped.",
        ],
        [
            (
                "What make is the fertigation dosing pump?",
                [],
                [],
                ["fertigation", "dosing"],
            ),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "pg-ledger-01 -> pg-replica-03 logical replication via ledger_pub.",
            "wal_level=logical, max_replication_slots=10 on the primary.",
        ],
        [
            (
                "What's the Patroni cluster for the ledger database called?",
                [],
                [],
                ["Patroni"],
            ),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "proctor-app: exams tagged HIGH_STAKES require an ID check plus a room scan.",
            "Room scan upload limit 200MB; scans stored 90 days.",
        ],
        [
            (
                "Which version of the Moodle plugin are we shipping for proctoring?",
                [],
                [],
                ["Moodle"],
            ),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "fraud-rules engine evaluates listings synchronously at publish; p99 budget 150ms.",
            "Rule FR-VEL-02: more than 15 listings an hour from a new account -> hold.",
        ],
        [
            (
                "Which Kafka topic do the fraud decisions get published on?",
                [],
                [],
                ["Kafka"],
            ),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "tabsaver 4.8.2 approved on the Chrome Web Store in 26h.",
            "Edge Add-ons listing still on 4.7.9; resubmitted with new screenshots.",
        ],
        [
            (
                "What did the Firefox reviewers say about our last submission?",
                [],
                [],
                ["Firefox"],
            ),
        ],
    ),
    (
        "never_said",
        "life",
        [
            "Norway: flights LGW-BGO 6 Jul on DY1303, back 16 Jul.",
            "Cabin in Balestrand booked for 4 nights, NOK 9,800, key box code by email.",
        ],
        [
            (
                "Which hire car company did we book for Norway?",
                [],
                [],
                ["hire car", "car hire", "rental car"],
            ),
        ],
    ),
    (
        "never_said",
        "life",
        [
            "Pip's booster due 14 Oct at Goose Green Vets.",
            "Pip: two walks a day, 30 min each, muzzle on in the park.",
        ],
        [
            ("Who is Pip insured with?", [], [], ["insured", "insurance"]),
        ],
    ),
    # ---------------------------------------------------------------------- control
    (
        "control",
        "coding",
        [
            "orders-gw: listens on :7443, upstream orders-svc:50051, 3 replicas.",
            "Rotated the orders-gw TLS cert, new expiry 2026-04-11.",
            "Scaled orders-gw to 6 replicas for Black Friday.",
        ],
        [
            (
                "Where does the orders gateway forward calls to?",
                ["orders-svc:50051"],
                [],
            ),
            ("How many copies of it are running?", ["6 replicas"], ["3 replicas"]),
        ],
    ),
    (
        "control",
        "coding",
        [
            "roster-svc stores every duty time in UTC; the UI converts to the base's local time.",
            "Added Lisbon (LIS) as a crew base.",
            "Roster UI moved to React 18, date pickers rewritten.",
        ],
        [
            ("Which timezone are duty times saved in?", ["UTC"], []),
        ],
    ),
    (
        "control",
        "coding",
        [
            "Resident permit: £85/yr for the first car, £140 for a second. Zone map v7.",
            "Zone map v8 published, Brightwell East split into E1 and E2.",
            "Permit portal takes Apple Pay now.",
        ],
        [
            ("What does a resident pay to park their first car?", ["£85"], []),
            ("And for a second one?", ["£140"], []),
        ],
    ),
    (
        "control",
        "coding",
        [
            "ci-cache: entries expire after 14 days unused (CACHE_TTL=14d).",
            "ci-cache moved onto the new runner pool, ci-pool-b.",
            "ci-cache: per-branch namespaces added.",
        ],
        [
            (
                "How long does an unused cache entry survive?",
                ["14 days|CACHE_TTL=14d"],
                [],
            ),
        ],
    ),
    (
        "control",
        "coding",
        [
            "pass scheduler: elevation mask 10°, anything lower is skipped.",
            "NORSAT-3 added to the tracked catalogue.",
            "Pass scheduler publishes an iCal feed per antenna now.",
        ],
        [
            ("How high does a satellite have to rise before we schedule it?", ["10°"], []),
        ],
    ),
    (
        "control",
        "coding",
        [
            "proctor-app: one reconnect grace of 5 minutes if a student's connection drops.",
            "Video upload switched to chunked, 5MB chunks.",
            "Exam lobby redesigned; ID check now before the room scan.",
        ],
        [
            ("What happens if a student's internet cuts out mid-exam?", ["5 minutes"], []),
        ],
    ),
    (
        "control",
        "life",
        [
            "Half marathon: Sunday 6 April, Brighton.",
            "Swapped training plans, Hal Higdon novice out, the Runna app plan in.",
            "Booked the Travelodge Brighton Seafront for the Saturday night.",
        ],
        [
            ("What day is the race?", ["6 April"], []),
            ("Where am I sleeping the night before?", ["Travelodge"], []),
        ],
    ),
    (
        "control",
        "life",
        [
            "Maya's orthodontist: Dr Brennan at Smile Studio, Camberwell. Invisalign, 22 aligners.",
            "Maya's aligner check moved from Tue to Thu 4pm.",
            "Aligner count revised to 26 after the mid-treatment scan.",
        ],
        [
            ("Who's treating Maya's teeth?", ["Dr Brennan"], []),
        ],
    ),
]
