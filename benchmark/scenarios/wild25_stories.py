"""wild25: hand-written state stories over thirteen kinds of question, written blind to the
product's rules and measured once.

Settings. Coding: a wind farm SCADA historian (Hollin Moor and Cairn Ridge turbines), a
podcast network's RSS feed generator, a game studio's ranked matchmaker, a Terraform
monorepo and its CI runners, a museum's ticketing kiosks, a Kafka-to-ClickHouse event sink,
a dental practice's booking API, a municipal water-meter LoRaWAN ingest, a hospital
pharmacy's dispensing-cabinet HL7 interface, an academic journal's submission system
(upload limits, similarity checks, DOI deposits, reviewer deadlines), a logistics firm's
customs declarations service, Rust firmware for an e-bike motor controller, a ski resort's
lift-pass checkout, a mobile banking app's feature flags, a bike-share dock API and a ferry
operator's booking checkout. Life: piano lessons and a piano exam, marathon training, a
wedding, a house move to Lisbon, a cat's thyroid medication, a kitchen renovation, a car
lease, a tax bill, a failing boiler, caring for a parent (stairlift, GP access, blood
pressure, a parking badge), an allotment plot and a friend's birthday cake. Styles: terse
shorthand, pasted TOML/YAML/.env/INI/crontab/SQL/CODEOWNERS/GitHub Actions snippets, CLI
output (terraform, df, uv, git, kafka-configs, tcpdump, curl, pytest-cov, k6), log lines,
helm values and systemd units, a coding agent's session summaries and user turns, chat
threads, texts and emails from coaches, vets, accountants and lease companies, meeting
minutes, calendar invitations and their cancellations, ticket comments, commit messages,
sprint reviews and voice-memo transcripts; later notes often give the new state with no
change word, corrections point at the old value only indirectly, and questions paraphrase
rather than repeat the notes.
"""

STORIES = [
    # ------------------------------------------------------------------ supersession
    (
        "supersession",
        "coding",
        [
            (
                "Historian collector for the Hollin Moor turbines: OPC UA subscription, sampling "
                "every 500 ms, publishing into the scada_raw Influx bucket. Fine on the test rig."
            ),
            (
                "Gerrit wanted finer resolution for his vibration work, so this is what is on "
                "all 14 turbines as of this morning:\n```toml\n[collector]\nendpoint = "
                '"opc.tcp://hm-scada-gw02:4840"\nsampling_ms = 250\nbucket = "scada_raw"\n```'
            ),
        ],
        [
            (
                "How often is the historian pulling values off the Hollin Moor turbines?",
                ["sampling_ms = 250"],
                ["every 500 ms"],
            ),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            (
                "Tidepool episode enclosures served from media.tidepool.fm (BunnyCDN pull zone "
                "'tidepool-audio')."
            ),
            (
                "Agent: switched the enclosure base URL in feedgen/settings.py to "
                "https://cdn2.tidepool.fm, a Cloudflare R2 public bucket on a custom domain. "
                "Regenerated all 212 feeds; castfeedvalidator reports 0 errors."
            ),
            "Nadia in #tidepool: new ep downloaded instantly on Overcast 👍",
        ],
        [
            (
                "Which hostname do the episode MP3 links point at now?",
                ["cdn2.tidepool.fm"],
                ["media.tidepool.fm"],
            ),
            (
                "Who is actually hosting the Tidepool audio files?",
                ["Cloudflare R2"],
                ["BunnyCDN"],
            ),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            (
                "matchmaker v3 notes: ranked MMR window opens at ±150, widens by 25 every 10 s "
                "in queue, hard cap ±400."
            ),
            (
                "```yaml\n# matchmaker/ranked.yaml\nmmr_window:\n  initial: 90\n  step: 20\n  "
                "step_every_s: 8\n  max: 350\n```\ndeployed eu-west + na-east 14:10, Ilse "
                "watching queue times"
            ),
        ],
        [
            (
                (
                    "When a ranked player first enters the queue, how wide is the rating band "
                    "they can be matched in?"
                ),
                ["initial: 90"],
                ["±150"],
            ),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            (
                "infra-live state: s3://orrery-tfstate-prod, locking through DynamoDB table "
                "tf-locks. No applies from laptops please."
            ),
            (
                "$ terraform init -migrate-state\nInitializing the backend...\nTerraform "
                'detected that the backend type changed from "s3" to "gcs".\nSuccessfully '
                'configured the backend "gcs"! Terraform will automatically\nuse this backend '
                "unless the backend configuration changes.\n  bucket = "
                '"orrery-tfstate-shared"\n  prefix = "infra-live"'
            ),
            "chore(backend): drop the old backend block, infra-live fully on GCS (#1184)",
        ],
        [
            (
                "Which bucket is the infra-live Terraform state kept in these days?",
                ["orrery-tfstate-shared"],
                ["orrery-tfstate-prod"],
            ),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            (
                "Galleria Nord kiosk.conf: IDLE_RESET_SECONDS=90, after which the screen goes "
                "back to the language picker."
            ),
            (
                "Visitor services: people wander off halfway through a purchase and the next "
                "person walks up to a half-filled basket."
            ),
            (
                "kiosk.conf on every floor unit:\n```\nIDLE_RESET_SECONDS=45\n"
                "IDLE_WARNING_SECONDS=10\nLANG_DEFAULT=it\n```"
            ),
        ],
        [
            (
                "How long can a museum kiosk sit untouched before it wipes the session?",
                ["IDLE_RESET_SECONDS=45"],
                ["IDLE_RESET_SECONDS=90"],
            ),
        ],
    ),
    (
        "supersession",
        "coding",
        [
            "ch-sink (Kafka -> ClickHouse) flush policy: 50k rows or 5 s, whichever comes first.",
            (
                "2025-03-04 03:00:12.481 <Error> executeQuery: Code: 252. DB::Exception: Too "
                "many parts (3001) in table analytics.events_local. Merges are processing "
                "significantly slower than inserts."
            ),
            (
                "ch-sink values.yaml, prod overlay:\n```yaml\nflush:\n  rows: 200000\n  "
                "interval: 10s\n```"
            ),
        ],
        [
            (
                "How many rows does the ClickHouse sink batch up before writing?",
                ["rows: 200000"],
                ["50k rows"],
            ),
        ],
    ),
    (
        "supersession",
        "life",
        [
            "Piano: lessons with Mrs Okonjo, Tuesdays 5pm at her house, £32 each.",
            (
                "First lesson with Tomasz at the music school on Fenwick Road tomorrow. "
                "Thursdays 18:30 from now on, £35, bring the Bartók book."
            ),
        ],
        [
            (
                "When's my weekly piano lesson?",
                ["Thursdays 18:30"],
                ["Tuesdays 5pm"],
            ),
            (
                "Who am I learning piano with?",
                ["Tomasz"],
                ["Okonjo"],
            ),
        ],
    ),
    (
        "supersession",
        "life",
        [
            (
                "Coach Marisol's plan for the base block: long runs at 6:10/km, conversational, "
                "don't chase it."
            ),
            (
                "Text from Marisol: 'Your HR on Sunday was super steady. From this weekend long "
                "runs go at 5:55 per km. Still easy effort!'"
            ),
        ],
        [
            (
                "What pace should my Sunday long run be?",
                ["5:55"],
                ["6:10"],
            ),
        ],
    ),
    # ------------------------------------------------------------------ correction
    (
        "correction",
        "coding",
        [
            (
                "Brightsmile booking API slot lengths: hygiene 40 min, check-up 20 min, "
                "emergency 30 min."
            ),
            (
                "Nkechi (practice manager) on today's call: the hygienists book 45 minutes, "
                "always have. The figure in my earlier note came off the old template."
            ),
        ],
        [
            (
                "How long does the booking system block out for a hygienist visit?",
                ["45 minutes"],
                ["hygiene 40 min"],
            ),
            (
                "And for a routine check-up?",
                ["check-up 20 min"],
                [],
            ),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "Kestrel Water LoRa gateways -> ingest-01 on udp/1700 (Semtech UDP packet forwarder).",
            (
                "tcpdump -ni eth0 udp on ingest-01 shows the gateways hitting 1702, not what I "
                "wrote down last week. The 1700 figure is just the forwarder's default; Kestrel "
                "configured theirs differently."
            ),
        ],
        [
            (
                "Which port do the water meter gateways send their uplinks to?",
                ["1702"],
                ["udp/1700"],
            ),
        ],
    ),
    (
        "correction",
        "coding",
        [
            (
                "MedVault cabinet interface speaks HL7 v2.5.1 over MLLP on port 6661, per the "
                "integration spec PDF."
            ),
            (
                "PHARM-882, comment from Ravi: the PDF we quoted was for the old firmware. Ward "
                "7 cabinets run fw 11 and the captured messages carry MSH-12 = 2.3, so parse "
                "them as HL7 v2.3."
            ),
        ],
        [
            (
                "What HL7 version do the ward 7 dispensing cabinets really send?",
                ["v2.3"],
                ["v2.5.1"],
            ),
        ],
    ),
    (
        "correction",
        "coding",
        [
            (
                "Ecology Reports submissions: manuscript uploads capped at 25 MB (nginx "
                "client_max_body_size 25m)."
            ),
            (
                "Agent: I misread the nginx config in my previous summary. The 25m sits in the "
                "default server block, which isn't used; the submissions vhost has "
                "`client_max_body_size 60m;`, so authors can upload up to 60 MB."
            ),
        ],
        [
            (
                "What's the biggest manuscript file an author can upload?",
                ["60 MB|60m"],
                ["25 MB"],
            ),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "ebike-ctl limits for the Brisa controller: phase current 28 A, battery current 18 A.",
            (
                "Agent: the battery figure in my summary was lifted from the 36 V config. The 48 "
                "V build we actually ship has `const BATT_CURRENT_LIMIT_MA: u32 = 15_000;` in "
                "src/limits.rs."
            ),
        ],
        [
            (
                "What battery current limit is the shipping firmware set to?",
                ["15_000"],
                ["battery current 18 A"],
            ),
            (
                "And the motor phase current limit?",
                ["phase current 28 A"],
                [],
            ),
        ],
    ),
    (
        "correction",
        "coding",
        [
            "CustomsLink sandbox tests: use EORI GB123456789000 as the declarant.",
            (
                "Hamid: that EORI in the test notes is Fenwick Freight's real production number, "
                "please don't put it in fixtures. The one HMRC's developer hub issued for "
                "sandbox is GB987654321000."
            ),
        ],
        [
            (
                "Which EORI should the customs test fixtures use?",
                ["GB987654321000"],
                ["GB123456789000"],
            ),
        ],
    ),
    (
        "correction",
        "life",
        [
            "Venue decided: the Orangery at Halsby Hall, 120 seated, £4,800 for a Saturday.",
            (
                "Voice memo: okay so I rang Halsby back and I had that wrong, the hundred and "
                "twenty is for a standing reception, for a sit-down dinner the Orangery takes 90 "
                "seated. Which means the guest list needs cutting. Ugh."
            ),
        ],
        [
            (
                "How many people can the Orangery fit for the wedding dinner?",
                ["90 seated"],
                ["120 seated"],
            ),
        ],
    ),
    (
        "correction",
        "life",
        [
            "Priya (accountant) reckons I'll owe about £2,340 for 2023/24.",
            (
                "Email from Priya: 'Apologies, the number I gave you on Tuesday didn't apply "
                "your pension contributions. With them the bill comes to £1,870, due 31 January.'"
            ),
        ],
        [
            (
                "How much self-assessment tax am I paying for 2023/24?",
                ["£1,870"],
                ["£2,340"],
            ),
        ],
    ),
    # ------------------------------------------------------------------ event_change
    (
        "event_change",
        "coding",
        [
            (
                "Pic Blanc lift-pass checkout charges cards through Adyen, merchant account "
                "PICBLANC_ECOM."
            ),
            (
                "Finance, 2 Nov: the card acquirer contract won't be renewed after their fee "
                "increase. It lapses 30 Nov."
            ),
            (
                "Agent: checkout now goes through Stripe (account in the Pic Blanc org). The old "
                "Adyen code paths are removed in PR #418; webhooks verified locally with `stripe "
                "listen`."
            ),
        ],
        [
            (
                "Which payment processor takes the money for lift passes today?",
                ["Stripe"],
                ["Adyen"],
            ),
        ],
    ),
    (
        "event_change",
        "coding",
        [
            (
                "meter-ingest alert rules (grafana/alerting/meter-ingest/*.yaml): owner Tobias, "
                "team Pipes."
            ),
            (
                "Pipes team lead is leaving, last day Friday. Everything he owned goes to "
                "on-call blue."
            ),
            "CODEOWNERS\n```\n/alerting/meter-ingest/  @hydra-data/oncall-blue @szymon-w\n```",
        ],
        [
            (
                "Who should review a change to the meter-ingest alerting rules?",
                ["@hydra-data/oncall-blue|@szymon-w"],
                ["Tobias"],
            ),
        ],
    ),
    (
        "event_change",
        "coding",
        [
            (
                "Kelpie Bank app: feature flags come from LaunchDarkly, SDK key in Vault at "
                "secret/mobile/ld."
            ),
            (
                "INC-3310 postmortem: flag provider unreachable for 47 minutes; the app fell "
                "back to defaults and hid the savings pots tab for everyone."
            ),
            (
                "Flags served from our own Unleash at flags.kelpie.internal, edge nodes in both "
                "regions. Client key: Vault secret/mobile/unleash."
            ),
        ],
        [
            (
                "What service hands the banking app its feature flags now?",
                ["Unleash"],
                ["LaunchDarkly"],
            ),
            (
                "Where in Vault is the flag client key?",
                ["secret/mobile/unleash"],
                ["secret/mobile/ld"],
            ),
        ],
    ),
    (
        "event_change",
        "coding",
        [
            "infra-mono CI runs on GitHub's ubuntu-latest-8core larger runners.",
            (
                "GitHub billing notice: larger runner per-minute prices go up 40% from the next "
                "cycle. Finance wants options by Friday."
            ),
            (
                "```yaml\nruns-on: [self-hosted, hetzner-ax52, linux]\n```\nevery workflow in "
                "infra-mono, plan job went from 9m to 6m as a bonus"
            ),
        ],
        [
            (
                "What kind of machine do the infra-mono pipelines run on?",
                ["hetzner-ax52"],
                ["ubuntu-latest-8core"],
            ),
        ],
    ),
    (
        "event_change",
        "coding",
        [
            (
                "Similarity checks for Ecology Reports submissions go through iThenticate's "
                "legacy XML-RPC endpoint, account jrnl-ecol-17."
            ),
            (
                "Turnitin mail: the old integration is sunset at the end of the year; customers "
                "must move to the new REST platform."
            ),
            (
                "Agent: similarity checks now POST to "
                "https://ecol.turnitin.com/api/v1/submissions; reports come back by webhook to "
                "/hooks/similarity. Old client deleted."
            ),
        ],
        [
            (
                "How does the submission system talk to the plagiarism checker these days?",
                ["ecol.turnitin.com/api"],
                ["XML-RPC"],
            ),
        ],
    ),
    (
        "event_change",
        "life",
        [
            "Movers for Lisbon: Crate & Anchor, container pickup 12 May, quote €3,900.",
            (
                "The removal firm has gone into administration. Deposit probably gone; "
                "chargeback request filed with the bank."
            ),
            "Booked Atlantico Removals instead: part-load, they collect on 19 May, €4,350 all in.",
        ],
        [
            (
                "Who is shipping our furniture to Portugal?",
                ["Atlantico Removals"],
                ["Crate & Anchor"],
            ),
            (
                "What day are they coming to collect everything?",
                ["19 May"],
                ["12 May"],
            ),
        ],
    ),
    (
        "event_change",
        "life",
        [
            "Miso's thyroid meds: methimazole 2.5 mg twice a day, hidden in a pill pocket.",
            "Bloodwork back: T4 still high.",
            "Dr Haugen upped it: 5 mg in the morning, 2.5 mg in the evening. Recheck in 3 weeks.",
        ],
        [
            (
                "What dose is the cat on now?",
                ["5 mg in the morning"],
                ["2.5 mg twice a day"],
            ),
        ],
    ),
    # ------------------------------------------------------------------ partial_update
    (
        "partial_update",
        "coding",
        [
            (
                "```yaml\n# brightsmile/docker-compose.yml\nservices:\n  db:\n    image: "
                'postgres:14.11\n    ports: ["5433:5432"]\n  api:\n    image: '
                "ghcr.io/brightsmile/booking-api:2.8.0\n```"
            ),
            (
                "bumped db to postgres:16.3 (pg_upgrade rehearsed on a staging copy first). "
                "Nothing else in the compose file touched."
            ),
        ],
        [
            (
                "Which Postgres is the booking stack running?",
                ["postgres:16.3"],
                ["postgres:14.11"],
            ),
            (
                "What host port is the booking database published on?",
                ["5433:5432"],
                [],
            ),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            (
                "```yaml\n# charts/historian/values-prod.yaml\nreplicaCount: 2\nresources:\n  "
                'limits:\n    memory: 3Gi\n    cpu: "1500m"\nretentionDays: 400\n```'
            ),
            "historian prod keeps 730 days now (regulator wants two years of 1 s data). PR #77.",
        ],
        [
            (
                "How long does the historian hold on to data in prod?",
                ["730 days"],
                ["retentionDays: 400"],
            ),
            (
                "What's the memory limit on the historian pods?",
                ["memory: 3Gi"],
                [],
            ),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            (
                "```ini\n# /etc/systemd/system/meterd.service\n[Service]\nUser=meterd\n"
                "ExecStart=/opt/meterd/bin/meterd --config /etc/meterd/meterd.yaml\n"
                "Restart=on-failure\nRestartSec=5\n```"
            ),
            (
                "Agent: meterd hammered the broker in a crash loop overnight, so I set "
                "RestartSec=30 in the unit and ran daemon-reload. Everything else in the unit is "
                "as it was."
            ),
        ],
        [
            (
                "How long does systemd wait before bringing meterd back up?",
                ["RestartSec=30"],
                ["RestartSec=5"],
            ),
            (
                "Which user account does the meter daemon run under?",
                ["User=meterd"],
                [],
            ),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            (
                "```\n# docks-api/.env.production\nDOCKS_API_REGION=eu-central-2\n"
                "DOCKS_RATE_LIMIT=120/min\nDOCKS_CACHE_TTL=300\n```"
            ),
            (
                "Léa signed off: docks API rate limit is 600/min per client for the summer "
                "festival weeks."
            ),
        ],
        [
            (
                "How many requests a minute does the bike-share dock API let one client make?",
                ["600/min"],
                ["120/min"],
            ),
            (
                "Which region is the dock API deployed in?",
                ["eu-central-2"],
                [],
            ),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            (
                '```toml\n[project]\nname = "mm-rules"\nrequires-python = ">=3.11"\n'
                'dependencies = ["pydantic==2.6.4", "redis==5.0.3", "orjson==3.10.0"]\n```'
            ),
            (
                "$ uv pip install -U redis\nResolved 14 packages in 210ms\nUninstalled 1 package "
                "in 4ms\nInstalled 1 package in 9ms\n - redis==5.0.3\n + redis==5.2.1\n"
                "(pyproject + lockfile committed)"
            ),
        ],
        [
            (
                "What version of the redis client is mm-rules on?",
                ["redis==5.2.1"],
                ["redis==5.0.3"],
            ),
            (
                "Which Python versions does mm-rules support?",
                [">=3.11"],
                [],
            ),
        ],
    ),
    (
        "partial_update",
        "coding",
        [
            (
                "crontab -l on customs-batch-01:\n```\n15 2 * * * "
                "/srv/customs/bin/submit_pending.sh >> /var/log/customs/submit.log 2>&1\n```"
            ),
            (
                "customs-batch-01 cron line is `0 */4 * * *` now (new CDS rules want "
                "declarations lodged sooner); same script, same log."
            ),
        ],
        [
            (
                "How often does the pending-declarations job fire?",
                ["0 */4 * * *"],
                ["15 2 * * *"],
            ),
            (
                "Where does that job write its output?",
                ["/var/log/customs/submit.log"],
                [],
            ),
        ],
    ),
    (
        "partial_update",
        "life",
        [
            (
                "Kitchen plan locked: sage shaker doors, quartz worktop (Calacatta look), "
                "fitting starts 3 March with Dariusz's team."
            ),
            (
                "Worktop is solid walnut in the end, the quartz templating fee was silly. Doors "
                "as planned."
            ),
        ],
        [
            (
                "What are the kitchen counters going to be made of?",
                ["walnut"],
                ["quartz worktop"],
            ),
            (
                "When do the fitters start on the kitchen?",
                ["3 March"],
                [],
            ),
        ],
    ),
    (
        "partial_update",
        "life",
        [
            "Enyaq lease: £389/month, 8,000 miles a year, 36 months, ends Aug 2027.",
            (
                "Letter from Northway Leasing: the insurance bundle is being withdrawn, so from "
                "April your monthly rental will be £352. All other terms of your agreement are "
                "unchanged."
            ),
        ],
        [
            (
                "What does the car cost me each month?",
                ["£352"],
                ["£389"],
            ),
            (
                "What's my annual mileage allowance on the lease?",
                ["8,000 miles"],
                [],
            ),
        ],
    ),
    # ------------------------------------------------------------------ repair
    (
        "repair",
        "coding",
        [
            (
                "evtsink leaks memory after ~20h. Workaround: CronJob evtsink-bounce restarts "
                "the deployment nightly at 04:00."
            ),
            (
                "Found it: the schema-registry client cached every schema version forever. "
                "evtsink 1.14.2 ships a bounded LRU; evtsink-bounce CronJob deleted."
            ),
        ],
        [
            (
                "What are we doing about evtsink's memory growth?",
                ["bounded LRU|1.14.2"],
                ["restarts the deployment nightly"],
            ),
        ],
    ),
    (
        "repair",
        "coding",
        [
            (
                "Demo hack in the Brisa firmware: ADC DMA overrun stalls the motor loop, so the "
                "idle task calls adc_restart() every 50 ms."
            ),
            (
                "commit 3f9a1c2 adc: handle DMA half-transfer IRQ, drop idle-task restart hack\n"
                "\nRan 4 h on the dyno with zero overruns."
            ),
        ],
        [
            (
                "How does the e-bike firmware deal with ADC overruns?",
                ["half-transfer IRQ"],
                ["every 50 ms"],
            ),
        ],
    ),
    (
        "repair",
        "coding",
        [
            (
                "Apple rejects the Lantern Audio feed whenever an episode title contains '&'. "
                "Stopgap: Júlia runs `sed -i 's/&/&amp;/g' feed.xml` after every publish."
            ),
            (
                "feedgen 0.9: titles and descriptions go through xml.sax.saxutils.escape before "
                "rendering. Nobody needs to touch feed.xml by hand any more."
            ),
        ],
        [
            (
                "Does someone still have to clean up ampersands in the feed after publishing?",
                ["saxutils.escape"],
                ["sed -i"],
            ),
        ],
    ),
    (
        "repair",
        "coding",
        [
            (
                "MedVault cabinet clocks drift ~3 min a week, which breaks dispense-time "
                "reconciliation. Workaround: pharmacy techs reset the time by hand every Monday."
            ),
            (
                "Cabinets sync to ntp1.stmarys.local since firmware 11.4 (vendor enabled NTP). "
                "Reconciliation mismatches: none this week."
            ),
        ],
        [
            (
                "How are the cabinet clocks kept accurate?",
                ["ntp1.stmarys.local"],
                ["by hand every Monday"],
            ),
        ],
    ),
    (
        "repair",
        "coding",
        [
            (
                "aws provider 5.31 crashes planning our aws_lb_listener with mutual TLS. Pinned "
                '`version = "= 5.30.0"` in infra-mono/modules/edge until upstream fixes it.'
            ),
            (
                'Upstream fix landed in 5.34.0. modules/edge: `version = "~> 5.34"`, plan '
                "clean across all stacks."
            ),
        ],
        [
            (
                "What AWS provider version constraint does the edge module have?",
                ["~> 5.34"],
                ["= 5.30.0"],
            ),
        ],
    ),
    (
        "repair",
        "life",
        [
            (
                "Boiler keeps losing pressure. For now: top it up to 1.5 bar with the filling "
                "loop every couple of days."
            ),
            (
                "Kwame (Gas Safe) replaced the pressure relief valve, it was weeping into the "
                "condensate pipe. Held at 1.4 bar all week without touching it."
            ),
        ],
        [
            (
                "Do I still need to keep refilling the boiler?",
                ["pressure relief valve"],
                ["every couple of days"],
            ),
        ],
    ),
    (
        "repair",
        "life",
        [
            (
                "Mum's stairlift keeps stopping halfway, so she's sleeping in the downstairs "
                "room for now."
            ),
            (
                "Stairlift engineer swapped the seat swivel sensor Tuesday. Mum is back in her "
                "own bedroom upstairs and went up and down four times today, no stops."
            ),
        ],
        [
            (
                "Where is Mum sleeping at the moment?",
                ["own bedroom upstairs"],
                ["downstairs room"],
            ),
        ],
    ),
    # ------------------------------------------------------------------ cancellation
    (
        "cancellation",
        "coding",
        [
            (
                "Plan: move the Brightsmile booking API from Heroku to Fly.io in the week of 9 "
                "June. Amara drafting the runbook."
            ),
            (
                "Minutes, infra sync 3 June\nAttendees: Amara, Jon, Pieter\n1. Fly.io move: "
                "shelved. Heroku Enterprise renewal came in cheaper than expected. Revisit next "
                "year.\n2. Pieter to archive the runbook draft."
            ),
        ],
        [
            (
                "Are we still migrating the booking API off Heroku next month?",
                ["shelved"],
                ["week of 9 June"],
            ),
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            "Matchmaking: cross-region queues (EU + NA pooled) launch with season 7 on the 14th.",
            (
                "#mm-eng\nIlse: pooled test p50 ping was 142 ms, that's awful\nBram: agreed. "
                "Cross-region pooling is not happening for S7; `mm.pool_cross_region` stays off, "
                "no new date"
            ),
        ],
        [
            (
                "Is pooled EU/NA matchmaking coming with the new season?",
                ["not happening|stays off"],
                ["launch with season 7"],
            ),
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            (
                "Invitation: Historian DB maintenance window\nWhen: Sat 22 Feb 01:00-04:00 UTC\n"
                "Who: Gerrit Hoekstra (organiser), wind-ops\nNotes: Hollin Moor + Cairn Ridge "
                "collectors buffer locally during the window."
            ),
            (
                "Cancelled event: Historian DB maintenance window\nGerrit Hoekstra has cancelled "
                "this event.\nMessage: compaction finished online, no downtime needed."
            ),
        ],
        [
            (
                "Is the historian going down for maintenance this weekend?",
                ["has cancelled this event"],
                ["Sat 22 Feb 01:00"],
            ),
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            (
                "Ecology Reports: username/password login gets switched off on 1 Sept, "
                "ORCID-only after that."
            ),
            (
                "Editorial board pushback: lots of reviewers have no ORCID iD. Password login "
                "stays and there is no cutoff date any more."
            ),
        ],
        [
            (
                "Will reviewers still be able to sign in with a password after September?",
                ["Password login stays"],
                ["ORCID-only"],
            ),
        ],
    ),
    (
        "cancellation",
        "coding",
        [
            (
                "Galleria kiosk: plan is to pull the seat-map widget out into @galleria/seatmap "
                "and publish it to npm by the end of the sprint."
            ),
            (
                "Dropping the seatmap package idea, nothing but the kiosk uses it. Code stays in "
                "apps/kiosk/src/seatmap/."
            ),
        ],
        [
            (
                "Are we releasing the seat-map component as its own npm package?",
                ["Dropping the seatmap package|apps/kiosk/src/seatmap"],
                ["@galleria/seatmap"],
            ),
        ],
    ),
    (
        "cancellation",
        "life",
        [
            "Evening entertainment sorted: ceilidh band The Reel Deal, 8-11pm, £900.",
            (
                "Texted the Reel Deal lads to cancel, they were nice about it. Evening will just "
                "be our playlist through the venue's speakers."
            ),
        ],
        [
            (
                "Are we having a band at the wedding reception?",
                ["playlist through the venue's speakers"],
                ["ceilidh band"],
            ),
        ],
    ),
    (
        "cancellation",
        "life",
        [
            "Entered the Valencia Marathon, 1 Dec. Bib collection at the expo Friday.",
            "Calf strain. Withdrew from Valencia today; they accepted a deferral to next year.",
        ],
        [
            (
                "Which marathon am I racing this winter?",
                ["Withdrew"],
                ["Entered the Valencia Marathon"],
            ),
        ],
    ),
    # ------------------------------------------------------------------ restatement
    (
        "restatement",
        "coding",
        [
            "Topic meter.readings.v2: 7-day retention, 24 partitions.",
            (
                "$ kafka-configs --bootstrap-server kafka-1:9092 --describe --entity-type topics "
                "--entity-name meter.readings.v2\nDynamic configs for topic meter.readings.v2 "
                "are:\n  retention.ms=604800000 sensitive=false "
                "synonyms={DYNAMIC_TOPIC_CONFIG:retention.ms=604800000}"
            ),
        ],
        [
            (
                "How long does the readings topic keep messages?",
                ["7-day|604800000"],
                [],
            ),
            (
                "How many partitions is it split into?",
                ["24 partitions"],
                [],
            ),
        ],
    ),
    (
        "restatement",
        "coding",
        [
            (
                "No deploys to the pharmacy integration between 07:30 and 09:30, that's the "
                "morning med round."
            ),
            (
                "Agent note for next session: the dispensing integration is frozen during the "
                "morning medication round (half seven to half nine). Don't schedule the "
                "migration then."
            ),
        ],
        [
            (
                "When are we not allowed to deploy the cabinet integration?",
                ["07:30 and 09:30|half seven to half nine"],
                [],
            ),
        ],
    ),
    (
        "restatement",
        "coding",
        [
            "Kiosks talk to the ticketing backend at tix.galleria-nord.org:8443.",
            (
                "curl -s https://tix.galleria-nord.org:8443/health -> 200 "
                '{"status":"ok","db":"up"}. Backend fine; the hang on kiosk 11 was its '
                "wifi."
            ),
        ],
        [
            (
                "What host and port does a kiosk use to reach the ticket backend?",
                ["tix.galleria-nord.org:8443"],
                [],
            ),
        ],
    ),
    (
        "restatement",
        "coding",
        [
            "Ecology Reports DOI deposits to Crossref go under prefix 10.55021.",
            (
                "Crossref deposit log, batch 2024-11-18:\n<doi>10.55021/ecr.2024.0418</doi> "
                "SUCCESS\n<doi>10.55021/ecr.2024.0419</doi> SUCCESS"
            ),
        ],
        [
            (
                "What DOI prefix are the journal's articles registered under?",
                ["10.55021"],
                [],
            ),
        ],
    ),
    (
        "restatement",
        "coding",
        [
            "Customs gateway client: 30 s timeout, 3 retries with exponential backoff from 2 s.",
            (
                "```\n# customs-svc/.env\nCUSTOMS_GW_TIMEOUT_MS=30000\nCUSTOMS_GW_MAX_RETRIES=3\n"
                "CUSTOMS_GW_BACKOFF_BASE_MS=2000\n```\n(matches the runbook)"
            ),
        ],
        [
            (
                "How long do we wait on the customs gateway before giving up on a call?",
                ["30 s timeout|TIMEOUT_MS=30000"],
                [],
            ),
            (
                "How many times does the client try again?",
                ["3 retries|MAX_RETRIES=3"],
                [],
            ),
        ],
    ),
    (
        "restatement",
        "life",
        [
            "Grade 3 piano exam: Saturday 14 June, 10:20, St Cuthbert's hall.",
            (
                "ABRSM email: 'Your candidate's practical exam is scheduled for 14/06 at 10.20 "
                "at the St Cuthbert's Church Hall venue. Please arrive 10 minutes early.'"
            ),
        ],
        [
            (
                "When is my piano exam?",
                ["14 June|14/06"],
                [],
            ),
        ],
    ),
    (
        "restatement",
        "life",
        [
            "Allotment: plot 17B on Marsh Lane, rent £48 a year.",
            (
                "Paid the allotment rent, forty-eight quid for the year, plot 17B. Bernadette "
                "gave me a receipt."
            ),
        ],
        [
            (
                "How much is the yearly rent on the allotment?",
                ["£48|forty-eight"],
                [],
            ),
            (
                "Which plot number is mine?",
                ["17B"],
                [],
            ),
        ],
    ),
    # ------------------------------------------------------------------ scope_permission
    (
        "scope_permission",
        "coding",
        [
            (
                "Agent: you may edit anything under services/liftpass/, but don't touch infra/ "
                "or .github/."
            ),
            (
                "Update for the agent: you can change .github/workflows/liftpass-*.yml as well "
                "now, I need that CI fix. The rest of .github and all of infra/ are still off "
                "limits."
            ),
        ],
        [
            (
                "Is the agent allowed to edit the lift-pass CI workflow files?",
                [".github/workflows/liftpass-*.yml"],
                ["don't touch infra/ or .github/"],
            ),
            (
                "Can it make changes under infra/?",
                ["all of infra/ are still off limits"],
                [],
            ),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            (
                "Granted the analytics role SELECT on all of schema dispense so Ines can build "
                "the stock dashboards."
            ),
            (
                "```sql\nREVOKE SELECT ON ALL TABLES IN SCHEMA dispense FROM analytics;\nGRANT "
                "SELECT ON dispense.stock_levels, dispense.cabinet_events TO analytics;\n```\n-- "
                "IG review: patient-linked tables are out of scope for analytics"
            ),
        ],
        [
            (
                "Which pharmacy tables can the analytics role read?",
                ["dispense.stock_levels"],
                ["SELECT on all of schema"],
            ),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            (
                "Kelpie backend prod deploys: only the release captain (this sprint: Oyelaran) "
                "can approve."
            ),
            (
                "GitHub environment `production` protection rules: required reviewers 2 "
                "approvals from @kelpie/release-approvers (6 people). Single-captain sign-off "
                "retired."
            ),
        ],
        [
            (
                "Who has to sign off on a production deploy of the banking backend?",
                ["2 approvals"],
                ["only the release captain"],
            ),
            (
                "How big is that approver group?",
                ["6 people"],
                [],
            ),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            "Lantern RSS bot token: scopes `feeds:read` only.",
            (
                "Rotated the RSS bot token. New scopes: feeds:read feeds:write episodes:publish, "
                "so it can push the weekly show without me."
            ),
        ],
        [
            (
                "What is the RSS bot's token allowed to do?",
                ["episodes:publish"],
                ["`feeds:read` only"],
            ),
        ],
    ),
    (
        "scope_permission",
        "coding",
        [
            (
                "Agent: you may run `alembic upgrade head` against the manuscripts staging DB. "
                "Never prod."
            ),
            (
                "For this week only the agent can run migrations on prod too, with me watching "
                "on the call."
            ),
            "Week's over: agent is back to staging-only for migrations.",
        ],
        [
            (
                "Can the agent apply migrations to the production manuscripts database right now?",
                ["staging-only"],
                ["on prod too"],
            ),
        ],
    ),
    (
        "scope_permission",
        "life",
        [
            (
                "Dad signed the consent form: the GP surgery will talk to me about his "
                "appointments, but not test results."
            ),
            (
                "Surgery updated Dad's record: I'm authorised for everything now, including test "
                "results and repeat prescriptions."
            ),
        ],
        [
            (
                "Can I ask Dad's GP about his blood results?",
                ["including test results"],
                ["not test results"],
            ),
        ],
    ),
    (
        "scope_permission",
        "life",
        [
            (
                "Allotment committee rule: new plot holders can't use the shared tool shed until "
                "after their first AGM."
            ),
            (
                "Bernadette texted the shed code, 4-7-1-9. Committee voted to let new members in "
                "straight away."
            ),
        ],
        [
            (
                "Am I allowed to use the communal shed yet?",
                ["4-7-1-9|let new members in"],
                ["until after their first AGM"],
            ),
        ],
    ),
    # ------------------------------------------------------------------ interruption
    (
        "interruption",
        "coding",
        [
            (
                "Agent session summary: porting historian dashboards from InfluxQL to Flux. Done "
                "11 of 19. Next: turbine_yaw panel."
            ),
            "User: stop the Flux port, P1 on the Cairn Ridge collector, all hands.",
            (
                "Agent: Cairn Ridge incident closed. Back on the Flux port: turbine_yaw and "
                "gearbox_temp converted, 13 of 19 done, grid_export is the one after."
            ),
        ],
        [
            (
                "How far along is the dashboard port to Flux?",
                ["13 of 19"],
                ["11 of 19"],
            ),
            (
                "Which panel gets converted next?",
                ["grid_export"],
                ["Next: turbine_yaw"],
            ),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            (
                "customs: HS code validation on feat/hs-validate, about half done. Tariff lookup "
                "stubs in place, tests red."
            ),
            (
                "$ git stash push -m 'hs-validate wip'\nSaved working directory and index state "
                "On feat/hs-validate: hs-validate wip\n$ git switch -c hotfix/eori-checksum "
                "main\n(prod rejecting valid EORIs)"
            ),
            (
                "hotfix/eori-checksum merged, customs 3.4.1 deployed. `git stash pop` on "
                "feat/hs-validate: tariff lookup wired to the TARIC cache, 6 tests still failing."
            ),
        ],
        [
            (
                "Where is the HS code validation work at?",
                ["6 tests still failing|wired to the TARIC cache"],
                ["stubs in place"],
            ),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "Rolling kiosk build 5.0 onto the museum floor: 8 of 22 kiosks updated.",
            (
                "Rollout paused: receipt printer driver crashes on the Westwing units. Remaining "
                "kiosks stay on 4.9 for now."
            ),
            (
                "5.0.1 with the printer driver fix went out; rollout resumed and finished this "
                "morning, all 22 on 5.0.1."
            ),
        ],
        [
            (
                "Which build are the museum kiosks running?",
                ["all 22 on 5.0.1"],
                ["stay on 4.9"],
            ),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            "Backfilling 2023 meter readings into ClickHouse: started 09:00, at 2023-04 so far.",
            (
                "Killed the backfill, it was starving live ingest of merges. Will rerun "
                "overnight with max_threads=4."
            ),
            (
                "Overnight backfill finished through 2023-12-31; row counts match the Postgres "
                "archive (1.82bn)."
            ),
        ],
        [
            (
                "Is the 2023 readings backfill complete?",
                ["finished through 2023-12-31"],
                ["at 2023-04 so far"],
            ),
        ],
    ),
    (
        "interruption",
        "coding",
        [
            (
                "Agent: reviewing PR #512 (matchmaker party-size rules). Through queue.py and "
                "rules.py; party_merge.py not reviewed yet."
            ),
            "User: drop that, ranked queue is stuck in prod, look at the logs now.",
            (
                "Agent: ranked queue unstuck (Redis lock TTL, PR #515). Resumed #512: "
                "party_merge.py done, 3 comments, requested changes."
            ),
        ],
        [
            (
                "Where are we with the review of the party-size PR?",
                ["requested changes"],
                ["party_merge.py not reviewed yet"],
            ),
        ],
    ),
    (
        "interruption",
        "life",
        [
            "Portuguese NIF application: form filled, waiting on my passport copy to be certified.",
            "NIF stuff on hold. Mum's in hospital, flying to Leeds tonight.",
            (
                "Home again. Notary certified the passport copy Tuesday and the NIF was issued "
                "today: 287 413 906."
            ),
        ],
        [
            (
                "Have I got my Portuguese tax number yet?",
                ["NIF was issued|287 413 906"],
                ["waiting on my passport copy"],
            ),
        ],
    ),
    (
        "interruption",
        "life",
        [
            "Kitchen: units in, waiting on worktop templating.",
            "Fitters off for two weeks, Marek's son broke his leg. Job paused.",
            (
                "Marek's crew back since Monday: worktops fitted, splashback tiling half done, "
                "sink plumbed in."
            ),
        ],
        [
            (
                "How far has the kitchen job got?",
                ["worktops fitted|splashback tiling half done"],
                ["waiting on worktop templating"],
            ),
        ],
    ),
    # ------------------------------------------------------------------ commitment
    (
        "commitment",
        "coding",
        [
            (
                "Told Fiona (ward 7 pharmacy lead) she'd get the cabinet discrepancy report by "
                "email every morning by 08:00, starting next week."
            ),
            (
                "Discrepancy report cron is written but not deployed yet; waiting on SMTP relay "
                "access from IT."
            ),
        ],
        [
            (
                "What did I promise the ward 7 pharmacy lead?",
                ["by 08:00"],
                [],
            ),
            (
                "Is that report going out to her yet?",
                ["not deployed yet"],
                [],
            ),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            (
                "DENT-311: I said I'd add SMS reminders 24 h before appointments for Brightsmile "
                "ahead of their audit on the 20th."
            ),
            (
                "DENT-311 closed. Reminders live via Vonage since the 17th, sent 24 h before "
                "each appointment; practice manager confirmed."
            ),
        ],
        [
            (
                "Did the appointment reminder texts ever get done?",
                ["DENT-311 closed|live via Vonage"],
                ["I said I'd add"],
            ),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "Promised Hamid (customs ops) a CSV of rejected declarations by Friday.",
            (
                "Hamid: 'no need for the CSV anymore, the new CDS dashboard shows rejections.' "
                "Struck it off my list."
            ),
        ],
        [
            (
                "Do I still owe customs ops that export?",
                ["no need for the CSV"],
                ["by Friday"],
            ),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            (
                "Agent: after the lock change I'll rerun the flaky test_refund_race 50 times and "
                "report the failure rate next session."
            ),
            (
                "Agent session summary: reran test_refund_race x50 on the ferry booking branch, "
                "0 failures (it was 7/50 before the lock change). Posted on PR #903."
            ),
        ],
        [
            (
                "What did the repeated refund race test runs show?",
                ["0 failures"],
                [],
            ),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            "Ilse will add the Prometheus exporter to the matchmaker by end of sprint 42.",
            "Sprint review: the exporter didn't make it. Carried over to sprint 43, still Ilse's.",
        ],
        [
            (
                "When is the matchmaker metrics exporter due now?",
                ["sprint 43"],
                ["end of sprint 42"],
            ),
        ],
    ),
    (
        "commitment",
        "coding",
        [
            (
                "I'll write the onboarding doc for the new SCADA contractor before they start on "
                "the 3rd."
            ),
            (
                "Handed the contractor onboarding doc to Priyanka; she owns it now and will walk "
                "them through it on day one."
            ),
        ],
        [
            (
                "Who is writing up the onboarding guide for the SCADA contractor?",
                ["Priyanka"],
                ["I'll write the onboarding doc"],
            ),
        ],
    ),
    (
        "commitment",
        "life",
        [
            "Promised Mum I'd ring the council this week about renewing her blue badge.",
            "Rang the council: renewal submitted, ref BB-20931, new badge in about 6 weeks.",
        ],
        [
            (
                "Did I sort out Mum's disabled parking permit?",
                ["BB-20931|renewal submitted"],
                [],
            ),
        ],
    ),
    (
        "commitment",
        "life",
        [
            "Said I'd bake the cake for Leo's 40th on Saturday: lemon drizzle, enough for 20.",
            "Bought lemons and caster sugar. Baking Friday night.",
        ],
        [
            (
                "What cake did I offer to make for Leo's party?",
                ["lemon drizzle"],
                [],
            ),
            (
                "Have I made it yet?",
                ["Baking Friday night"],
                [],
            ),
        ],
    ),
    # ------------------------------------------------------------------ freshness
    (
        "freshness",
        "coding",
        [
            "Ferry booking checkout, k6 at 200 VUs: p95 1.8 s, way over budget.",
            (
                "k6 rerun after the Redis session cache went in: http_req_duration p(95)=640ms "
                "at 200 VUs."
            ),
        ],
        [
            (
                "How fast is the ferry checkout at the 95th percentile under load?",
                ["640ms"],
                ["p95 1.8 s"],
            ),
        ],
    ),
    (
        "freshness",
        "coding",
        [
            "historian-db-01: /var/lib/influxdb at 81% (df -h).",
            (
                "```\n$ df -h /var/lib/influxdb\nFilesystem      Size  Used Avail Use% Mounted "
                "on\n/dev/nvme1n1    3.5T  1.9T  1.6T  54% /var/lib/influxdb\n```\nafter the "
                "downsampling job"
            ),
        ],
        [
            (
                "How full is the historian's data disk?",
                ["54%"],
                ["81%"],
            ),
            (
                "What size is that volume?",
                ["3.5T"],
                [],
            ),
        ],
    ),
    (
        "freshness",
        "coding",
        [
            "Coverage for the cabinet integration: 62% of lines.",
            (
                "---------- coverage: platform linux, python 3.12.3 ----------\nName             "
                "         Stmts   Miss  Cover\n---------------------------------------------\n"
                "cabinet_hl7/parser.py       812    140    83%\ncabinet_hl7/reconcile.py    603  "
                "  201    67%\n---------------------------------------------\nTOTAL              "
                "        4120   1030    75%"
            ),
        ],
        [
            (
                "What's our line coverage on the pharmacy cabinet code?",
                ["75%"],
                ["62%"],
            ),
        ],
    ),
    (
        "freshness",
        "coding",
        [
            "customs-submit DLQ has 3,412 messages after the gateway outage.",
            (
                "Replayed the dead letters with the idempotency fix. DLQ depth now 17, all "
                "malformed commodity codes."
            ),
        ],
        [
            (
                "How many messages are stuck in the customs dead-letter queue?",
                ["depth now 17"],
                ["3,412"],
            ),
        ],
    ),
    (
        "freshness",
        "coding",
        [
            "Bench range test, Brisa 48 V/14 Ah: 61 km in eco mode (ISO 4210 profile).",
            "Range rerun with the new field-weakening map: 68.5 km, eco, same profile and pack.",
        ],
        [
            (
                "What range does the Brisa get in eco mode?",
                ["68.5 km"],
                ["61 km"],
            ),
        ],
    ),
    (
        "freshness",
        "life",
        [
            "Dad's BP at the pharmacy: 158/94.",
            (
                "Practice nurse took Dad's blood pressure again today: 136/82, three weeks into "
                "the new tablets."
            ),
        ],
        [
            (
                "What was Dad's most recent blood pressure reading?",
                ["136/82"],
                ["158/94"],
            ),
        ],
    ),
    (
        "freshness",
        "life",
        [
            "Resting heart rate 58 bpm per the Garmin.",
            "Garmin weekly summary: resting HR 51, VO2 max 53, training status productive.",
        ],
        [
            (
                "What's my resting pulse lately?",
                ["resting HR 51"],
                ["58 bpm"],
            ),
        ],
    ),
    # ------------------------------------------------------------------ never_said
    (
        "never_said",
        "coding",
        [
            (
                "Lantern feedgen: GitHub Action on merge to episodes/, writes feeds to the "
                "lantern-feeds bucket, purges the CDN path /rss/*."
            ),
            (
                "Added itunes:category and itunes:explicit to every show; Podcasts Connect "
                "validation passes."
            ),
        ],
        [
            (
                "Where are the episode transcripts stored?",
                [],
                [],
                ["transcript"],
            ),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            (
                "mm-rules scores candidate lobbies by MMR spread, ping and party size; Redis "
                "sorted sets per region."
            ),
            "Load test: 40k concurrent in queue, p99 time-to-match 38 s.",
        ],
        [
            (
                "Which anti-cheat vendor does matchmaking check players against?",
                [],
                [],
                ["anti-cheat", "anticheat"],
            ),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            (
                "infra-mono layout: modules/ (edge, network, data), live/prod, live/staging. AWS "
                "accounts 4410-prod and 4410-stage."
            ),
            "tflint + checkov run in pre-commit now.",
        ],
        [
            (
                "What's the Azure subscription ID for the prod landing zone?",
                [],
                [],
                ["Azure"],
            ),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            (
                "Brightsmile booking: patients book through the web widget; confirmations go out "
                "by email via Mailgun."
            ),
            "Added a waiting-list table so cancelled slots get offered to the next patient.",
        ],
        [
            (
                "Which Twilio account sends the patient texts?",
                [],
                [],
                ["Twilio"],
            ),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            (
                "meterd exposes Prometheus metrics on :9464; dashboards in the Grafana folder "
                "'Water / Ingest'."
            ),
            "Alert: ingest lag over 5 min pages on-call.",
        ],
        [
            (
                "How long are meterd's logs retained in Loki?",
                [],
                [],
                ["Loki"],
            ),
        ],
    ),
    (
        "never_said",
        "coding",
        [
            "Cabinet interface: ADT feed in, dispense events out, both HL7 over MLLP.",
            "Ward 9 cabinets go live on the 12th.",
        ],
        [
            (
                "Which barcode scanners are attached to the cabinets?",
                [],
                [],
                ["barcode", "scanner"],
            ),
        ],
    ),
    (
        "never_said",
        "life",
        [
            (
                "Lisbon move checklist: NIF done, bank account at Millennium done, flat in "
                "Arroios from 1 June, shipping quote pending."
            ),
            "Cancelled UK broadband and council tax from 31 May.",
        ],
        [
            (
                "Have I sorted the dog's pet passport for the move?",
                [],
                [],
                ["dog", "pet passport"],
            ),
        ],
    ),
    (
        "never_said",
        "life",
        [
            (
                "Wedding to-do: confirm florist, send seating plan to the venue by 20 Aug, order "
                "favours."
            ),
            "Florist confirmed: peonies if available, otherwise garden roses.",
        ],
        [
            (
                "Where are we going on honeymoon?",
                [],
                [],
                ["honeymoon"],
            ),
        ],
    ),
    # ------------------------------------------------------------------ control
    (
        "control",
        "coding",
        [
            "Pic Blanc lift-pass API: gunicorn on port 8081, 6 workers, behind Traefik.",
            "Bumped gunicorn to 10 workers for the season.",
            "Traefik upgraded to v3.1; middleware config migrated.",
        ],
        [
            (
                "What port does the lift-pass API listen on?",
                ["port 8081"],
                [],
            ),
        ],
    ),
    (
        "control",
        "coding",
        [
            (
                "Game telemetry: match events go to topic tlm.match_events.v1 on the kraken-prod "
                "cluster."
            ),
            "kraken-prod upgraded to Kafka 3.7 in KRaft mode; ZooKeeper gone.",
            "New consumer group ch-loader-2 for the ClickHouse load job.",
        ],
        [
            (
                "Which topic do match events land on?",
                ["tlm.match_events.v1"],
                [],
            ),
        ],
    ),
    (
        "control",
        "coding",
        [
            "CDS OAuth app: client id cds-fenwick-7731, secret in Vault at kv/customs/cds.",
            "Rotated the CDS client secret (90-day policy). Vault updated, pods restarted.",
            "Customs workers moved to the np-batch-c node pool.",
        ],
        [
            (
                "Which OAuth client id do we present to CDS?",
                ["cds-fenwick-7731"],
                [],
            ),
            (
                "Where is its secret kept?",
                ["kv/customs/cds"],
                [],
            ),
        ],
    ),
    (
        "control",
        "coding",
        [
            "Brisa controller <-> display over CAN at 250 kbit/s; controller node id 0x21.",
            "Display is our own DS-2 board now instead of the vendor one, same protocol.",
            "Added torque sensor calibration to the bootloader menu.",
        ],
        [
            (
                "What bitrate does the controller's CAN link run at?",
                ["250 kbit/s"],
                [],
            ),
            (
                "What's the controller's node ID on that bus?",
                ["0x21"],
                [],
            ),
        ],
    ),
    (
        "control",
        "coding",
        [
            "Ecology Reports: reviewers get 21 days from accepting the invitation.",
            "New managing editor from March: Dr Felicity Ambrose.",
            "Reviewer reminder emails go out via Postmark instead of the university SMTP.",
        ],
        [
            (
                "How long do reviewers have to send in their report?",
                ["21 days"],
                [],
            ),
        ],
    ),
    (
        "control",
        "life",
        [
            "Wedding: Saturday 6 September, ceremony 1pm.",
            "Switched caterer to Fig & Fennel, the first lot doubled their quote.",
            "Invitations printed, 84 going out.",
        ],
        [
            (
                "What time does the wedding ceremony start?",
                ["ceremony 1pm"],
                [],
            ),
            (
                "Which date is the wedding?",
                ["6 September"],
                [],
            ),
        ],
    ),
    (
        "control",
        "life",
        [
            "My piano: Yamaha U1 upright, tuned by Gareth every six months.",
            "Moved the piano to the back room, away from the radiator.",
            "Started the Grade 4 pieces.",
        ],
        [
            (
                "Who tunes my piano?",
                ["Gareth"],
                [],
            ),
        ],
    ),
]
