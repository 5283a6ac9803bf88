"""A tuning set of values changed in coding words, with controls (`--data wild7`): stories
written by hand, each once, before the later-answer rule (mgimind/engine/later_answer.py)
was tuned on them.

- a new value said in words no supersession rule lists: "the pager for checkout is with
  Tomasz" then "checkout on-call: Ines has it till Friday"; "grafana lives at
  grafana.ops.acme.io" then "dashboards are served from metrics.acme.io these days";
- permissions and scopes changed ("read-only for contractors" then "contractors can push
  to feature branches now");
- controls, where a later note looks like a change but is about another thing: another
  service's port, a second value added ("also on 9102 for metrics"), a change considered
  and dropped, a word of change about something else. Their question needs the earlier
  value, which must stay shown and unmarked.

The story shape is wild_stories.py's; handwritten.py pads and checks it.
"""

from __future__ import annotations

STORIES = [
    # new values in words of their own
    ("supersession", "coding", [
        "The pager for checkout is with Tomasz this week.",
        "checkout on-call: Ines has it till Friday",
    ], [("Who is on call for checkout?", ["Ines"], ["Tomasz"])]),
    ("supersession", "coding", [
        "grafana lives at grafana.ops.acme.io",
        "dashboards are served from metrics.acme.io these days",
    ], [("Where do I open the grafana dashboards?", ["metrics.acme.io"],
         ["grafana.ops.acme.io"])]),
    ("supersession", "coding", [
        "tundra: client connects on 5642",
        "tundra answers on 4029 behind the ingress",
    ], [("What port do I point the tundra client at?", ["4029"], ["5642"])]),
    ("supersession", "coding", [
        "nightly builds run on ci-runner-04",
        "the nightly job got its own box, ci-big-11, last sprint",
    ], [("Which machine runs the nightly build?", ["ci-big-11"], ["ci-runner-04"])]),
    ("supersession", "coding", [
        "Payments API owner: Hendrik (ask him before touching the webhooks)",
        "Rosa is the one to ask about payments API stuff now, Hendrik is on the data team",
    ], [("Who owns the payments API?", ["Rosa"], ["Hendrik (ask"])]),
    ("supersession", "coding", [
        "Demo for the Q3 review is on 14 August.",
        "q3 review demo -> 21 August, the VP is travelling",
    ], [("When is the Q3 review demo?", ["21 August"], ["14 August"])]),
    ("supersession", "coding", [
        "orders-svc talks to postgres at pg-orders-2.internal",
        "orders-svc db endpoint is pg-orders-5.internal after the failover",
    ], [("What host does orders-svc use for its database?", ["pg-orders-5"],
         ["pg-orders-2"])]),
    ("supersession", "coding", [
        "release branch for the mobile app: rel/2026.03",
        "mobile app ships from rel/2026.05 this cycle",
    ], [("Which branch does the mobile app ship from?", ["rel/2026.05"], ["rel/2026.03"])]),
    ("supersession", "coding", [
        "The staging DB snapshot is taken at 02:00 UTC.",
        "staging snapshots kick off 04:30 UTC from this week, backups were colliding",
    ], [("What time is the staging snapshot taken?", ["04:30"], ["02:00"])]),
    ("supersession", "coding", [
        "Kafka retention on the events topic is 7 days.",
        "events topic keeps 3 days now, disk was filling up",
    ], [("How long does the events topic keep messages?", ["3 days"], ["7 days"])]),
    ("supersession", "coding", [
        "our node version in CI is 18.19",
        "CI image bumped, node 20.11 everywhere",
    ], [("Which node version does CI use?", ["20.11"], ["18.19"])]),
    ("supersession", "coding", [
        "Farid approves prod deploys for search.",
        "search prod deploys need a thumbs up from Greta from now on",
    ], [("Who approves search's prod deploys?", ["Greta"], ["Farid"])]),
    ("correction", "coding", [
        "redis for sessions is on port 6380",
        "the billing cron moved to 03:15",
        "typo above, session redis is 6381 not what I wrote",
    ], [("Which port is the session redis on?", ["6381"], ["6380"])]),
    ("correction", "coding", [
        "Sprint demo is Thursday 4pm.",
        "I misremembered the sprint demo, it's Thursday 2pm",
    ], [("What time is the sprint demo?", ["2pm"], ["4pm"])]),
    ("correction", "coding", [
        "Alerts for the ingest worker go to #ingest-alerts",
        "wrong channel name earlier: ingest worker alerts land in #data-ingest-oncall",
    ], [("Where do ingest worker alerts go?", ["#data-ingest-oncall"], ["#ingest-alerts"])]),
    ("correction", "life", [
        "Dentist on the 12th at 9:40.",
        "dentist is 10:40 on the 12th, I read the card wrong",
    ], [("What time is my dentist appointment?", ["10:40"], ["9:40"])]),
    ("scope_permission", "coding", [
        "Contractors get read-only access to the monorepo.",
        "contractors can push to feature branches now, main stays protected",
    ], [("Can contractors push to the monorepo?", ["push to feature branches"],
         ["read-only access"])]),
    ("scope_permission", "coding", [
        "The CI token only covers the staging project.",
        "ci token scope widened to staging + prod for the release pipeline",
    ], [("Which projects does the CI token cover?", ["staging + prod"],
         ["only covers the staging"])]),
    ("scope_permission", "coding", [
        "Only Mateo can merge into the infra repo.",
        "infra repo merges: any two approvals from the platform team will do",
    ], [("Who can merge into the infra repo?", ["two approvals"], ["Only Mateo"])]),
    ("scope_permission", "coding", [
        "Schema changes on the warehouse need a DBA sign-off.",
        "warehouse schema changes are self-serve since the new migration tool",
    ], [("Do warehouse schema changes need a DBA sign-off?", ["self-serve"],
         ["need a DBA sign-off"])]),
    ("event_change", "coding", [
        "Jobs run on runner-4.",
        "runner-4 died overnight, jobs fall back to runner-6",
    ], [("Which runner are the jobs on?", ["runner-6"], ["Jobs run on runner-4"])]),
    ("event_change", "coding", [
        "the public API serves from eu-west-1",
        "EU region got shut off after the cost review, everything serves from us-east-2",
    ], [("Which region does the public API serve from?", ["us-east-2"], ["eu-west-1"])]),
    ("event_change", "coding", [
        "Mo owns the thumbnailer.",
        "Mo left the company on Friday.",
        "Yara picked up the thumbnailer",
    ], [("Who owns the thumbnailer?", ["Yara"], ["Mo owns"])]),
    ("event_change", "coding", [
        "The VPN endpoint is vpn1.corp.acme.io",
        "vpn1 was decommissioned, connect through vpn-gw.corp.acme.io",
    ], [("What's the VPN endpoint?", ["vpn-gw.corp.acme.io"], ["vpn1.corp.acme.io"])]),
    ("event_change", "life", [
        "Gym is the one on Baker Street.",
        "Baker Street gym closed for good, signed up at the Marylebone one",
    ], [("Which gym do I go to?", ["Marylebone"], ["the one on Baker Street"])]),
    ("supersession", "life", [
        "Internet is with Hyperoptic, 150 Mbps.",
        "switched broadband to Community Fibre, 500 Mbps for less",
    ], [("Who is my broadband provider?", ["Community Fibre"], ["Hyperoptic"])]),
    ("supersession", "life", [
        "Maya's swimming lessons are Tuesdays at 5.",
        "Maya swims Wednesdays at 6 from next term",
    ], [("When are Maya's swimming lessons?", ["Wednesdays at 6"], ["Tuesdays at 5"])]),
    # controls: a later note about another thing, or a second value that holds beside
    ("supersession", "coding", [
        "billing api listens on 8080",
        "the auth service listens on 9090",
    ], [("Which port does the billing api listen on?", ["8080"], [])]),
    ("supersession", "coding", [
        "ledger db runs Postgres 14",
        "analytics db upgraded to Postgres 16",
    ], [("What Postgres version does the ledger db run?", ["14"], [])]),
    ("supersession", "coding", [
        "the search api runs on port 7700",
        "search api also exposes 9102 for metrics",
    ], [("Which port does the search api serve requests on?", ["7700"], [])]),
    ("supersession", "coding", [
        "Kenji reviews the frontend PRs.",
        "Kenji is off next week, the frontend sprint planning moved to Tuesday",
    ], [("Who reviews frontend pull requests?", ["Kenji reviews"], [])]),
    ("supersession", "coding", [
        "We deploy with ArgoCD.",
        "we looked at Flux for a week, decided to stay on what we have",
    ], [("What do we deploy with?", ["ArgoCD"], [])]),
    ("supersession", "coding", [
        "The retro is Wednesday at 3pm.",
        "retro notes: ship the hotfix by 5pm Friday",
    ], [("What time is the retro?", ["3pm"], [])]),
    ("event_change", "coding", [
        "The ingest worker writes to s3://acme-raw/ingest",
        "cancelled the s3 lifecycle experiment on the logs bucket",
    ], [("Where does the ingest worker write?", ["acme-raw"], [])]),
    ("supersession", "coding", [
        "Priya owns the checkout service.",
        "Priya moved the checkout standup to 10:15",
    ], [("Who owns checkout?", ["Priya owns"], [])]),
    ("event_change", "coding", [
        "The docs site deploys from main.",
        "deleted the stale gh-pages branch on the website repo",
    ], [("Which branch does the docs site deploy from?", ["from main"], [])]),
    ("supersession", "coding", [
        "Staging uses the m5.large nodes.",
        "prod node pool moved to m6i.xlarge",
    ], [("What instance type are the staging nodes?", ["m5.large"], [])]),
    ("scope_permission", "coding", [
        "Interns can deploy to staging on their own.",
        "interns no longer get prod read access after the audit",
    ], [("Can interns deploy to staging by themselves?", ["deploy to staging on their own"],
         [])]),
    ("supersession", "life", [
        "My dentist is Dr. Okafor on Elm Road.",
        "Switched my GP to Dr. Brandt, closer to work",
    ], [("Who is my dentist?", ["Okafor"], [])]),
]  # fmt: skip
