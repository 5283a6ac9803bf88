"""A tuning set of never-said questions and their positive controls (`--data wild5`):
stories written by hand, each once, before the never-said rules were tuned on them.

- never_said: an attribute never stated of something memory knows ("What's Dana's phone
  number?" where memory holds her team and birthday; "which port does the staging box
  listen on?" where staging is known and another service's port is stated), or a thing
  never held named in lower case, neither quoted nor capitalised ("what did the kubernetes
  migration decide?" where memory holds only the postgres migration's decision);
- attribute_held: the positive controls, questions of the same shapes whose answer IS in
  memory, often in other words ("nut sensitivity" for "allergic to peanuts", "cell" for
  "mobile", "k8s" for "kubernetes", an amount without a currency sign).

The story shape is wild_stories.py's; handwritten.py pads and checks it.
"""

from __future__ import annotations

STORIES = [
    # attributes never stated, of things memory knows
    ("never_said", "coding", [
        "Dana Whitfield runs the payments team now.",
        "Dana's birthday is 12 May, she likes lemon cake.",
        "Leo's desk phone is 0161 496 0733.",
    ], [("What's Dana's phone number?", [], [], ["Dana's phone"])]),
    ("never_said", "coding", [
        "The staging box is stg-eu-02, Ubuntu 22.04, redeployed nightly from main.",
        "billing api listens on 8080 locally",
    ], [("Which port does the staging box listen on?", [], [], ["staging port"])]),
    ("never_said", "coding", [
        "Mira joined the data team in March.",
        "Mira sits on the third floor by the kitchen.",
    ], [("What's Mira's email address?", [], [], ["mira@"])]),
    ("never_said", "coding", [
        "The ingest worker is written in Go and owned by Lars.",
        "ingest worker reads from the orders topic, partition key is customer_id",
    ], [("How much memory does the ingest worker get?", [], [], ["ingest worker's memory"])]),
    ("never_said", "life", [
        "Booked the Lisbon trip for the conference, leaving on 9 October.",
        "In Lisbon I'm at the Hotel Avenida, two nights.",
    ], [("How much did the Lisbon flight cost?", [], [], ["Lisbon flight's price"])]),
    ("never_said", "life", [
        "Kenji's daughter is called Aiko and she's 7.",
        "Kenji moved to the Osaka office last year.",
    ], [("When is Kenji's birthday?", [], [], ["Kenji's birthday"])]),
    ("never_said", "coding", [
        "the analytics db runs Postgres 14",
        "analytics db lives on db-ams-31, nightly snapshot kept 7 days",
    ], [("How many connections can the analytics db take?", [], [],
         ["analytics connections"])]),
    ("never_said", "coding", [
        "the nightly backup job writes to s3://acme-backups/prod",
        "backup job is Sven's, he wrote it in bash",
    ], [("What time does the nightly backup kick off?", [], [], ["backup start time"])]),
    ("never_said", "life", [
        "Vet for Biscuit: Dr. Laine at the Riverside clinic.",
        "Biscuit is on the salmon kibble, the grain-free one.",
    ], [("When is Biscuit's next vaccination due?", [], [], ["Biscuit's vaccination"])]),
    ("never_said", "coding", [
        "checkout service is deployed in eu-central-1",
        "checkout is Nadia's team's service",
    ], [("What's the latency budget for checkout in milliseconds?", [], [],
         ["checkout latency"])]),
    ("never_said", "life", [
        "My landlord is Mr. Osei, he lives downstairs.",
        "Rent goes out on the 1st by standing order.",
    ], [("How much is my rent?", [], [], ["rent amount"])]),
    ("never_said", "coding", [
        "grafana got upgraded on the ops cluster, dashboards migrated",
        "grafana alerts go to the #ops-alerts channel",
    ], [("who owns grafana?", [], [], ["grafana's owner"])]),
    ("never_said", "life", [
        "Ravi is the tech lead for the mobile app.",
        "Ravi works from home on Fridays.",
    ], [("What's Ravi's cell number?", [], [], ["Ravi's cell"])]),
    ("never_said", "coding", [
        "The docs site is built with mkdocs and deployed by the docs workflow.",
        "docs site search uses lunr",
    ], [("Which mkdocs version does the docs site pin?", [], [], ["mkdocs version"])]),
    # things never held, named in lower case
    ("never_said", "coding", [
        "postgres migration decided: logical replication, cutover on a Sunday night.",
    ], [("what did the kubernetes migration decide?", [], [], ["kubernetes"])]),
    ("never_said", "coding", [
        "terraform state lives in the infra-state bucket, locked with dynamodb",
    ], [("where does pulumi keep its state?", [], [], ["pulumi"])]),
    ("never_said", "coding", [
        "the redis cache has a 15 minute ttl on session keys",
    ], [("what's the ttl on the memcached layer?", [], [], ["memcached"])]),
    ("never_said", "life", [
        "tried the sourdough recipe from the blue book, came out dense",
    ], [("how did the focaccia turn out?", [], [], ["focaccia"])]),
    ("never_said", "life", [
        "signed up for the 10k run on 20 April",
    ], [("when is the triathlon?", [], [], ["triathlon"])]),
    ("never_said", "life", [
        "yoga class is on tuesdays at 7pm",
    ], [("what time is pilates?", [], [], ["pilates"])]),
    ("never_said", "coding", [
        "jenkins builds take about 12 minutes on the big agents",
    ], [("how long do buildkite builds take?", [], [], ["buildkite"])]),
    ("never_said", "coding", [
        "the sentry project for the web app is acme-web",
    ], [("which datadog dashboard tracks the web app?", [], [], ["datadog"])]),
    ("never_said", "coding", [
        "the rust rewrite of the parser is paused until Q3",
    ], [("how far along is the haskell prototype?", [], [], ["haskell"])]),
    ("never_said", "life", [
        "my sister's kids are 4 and 9",
    ], [("how old is my nephew in toronto?", [], [], ["toronto"])]),
    # positive controls: the same shapes, the answer in memory
    ("attribute_held", "life", [
        "I'm allergic to peanuts, always carry the epipen.",
    ], [("do I have any nut sensitivity I should tell the caterer about?", ["peanut"], [])]),
    ("attribute_held", "coding", [
        "Dana Whitfield runs the payments team now.",
        "Dana's birthday is 12 May, she likes lemon cake.",
    ], [("When should I get Dana a cake?", ["12 May"], [])]),
    ("attribute_held", "coding", [
        "The staging box is stg-eu-02, Ubuntu 22.04.",
        "staging nginx listens on 8443",
    ], [("Which port does staging answer on?", ["8443"], [])]),
    ("attribute_held", "life", [
        "Kenji's number: +44 7700 900123",
    ], [("How do I reach Kenji by phone?", ["7700 900123"], [])]),
    ("attribute_held", "coding", [
        "the k8s migration decided to keep the old ingress until Q3",
    ], [("what did the kubernetes migration decide?", ["old ingress"], [])]),
    ("attribute_held", "life", [
        "renewed my passport, valid until 2034",
    ], [("when does my travel document expire?", ["2034"], [])]),
    ("attribute_held", "life", [
        "Lisbon flight came to 240 euros return",
    ], [("How much did the Lisbon flight cost?", ["240 euros"], [])]),
    ("attribute_held", "coding", [
        "the ingest worker has a 2 GiB memory limit",
    ], [("How much RAM does the ingest worker get?", ["2 GiB"], [])]),
    ("attribute_held", "coding", [
        "analytics db max_connections is set to 400",
    ], [("How many clients can hit the analytics db at once?", ["400"], [])]),
    ("attribute_held", "coding", [
        "grafana belongs to Tomás's team now",
    ], [("who's responsible for grafana?", ["Tomás"], [])]),
    ("attribute_held", "coding", [
        "The nightly backup runs at 02:30 UTC",
    ], [("When does the overnight backup kick off?", ["02:30"], [])]),
    ("attribute_held", "life", [
        "Biscuit's rabies booster is due on 3 November",
    ], [("When is Biscuit's next jab?", ["3 November"], [])]),
    ("attribute_held", "life", [
        "car service booked for 14 Feb at the garage on Mill Lane",
    ], [("When's my car going in for maintenance?", ["14 Feb"], [])]),
    ("attribute_held", "life", [
        "the landlord wants 1,450 a month from now on",
    ], [("How much is my rent?", ["1,450"], [])]),
    ("attribute_held", "coding", [
        "buildkite pipelines time out after 25 minutes",
    ], [("how long can a CI run take on buildkite?", ["25 minutes"], [])]),
    ("attribute_held", "life", [
        "pilates moved to thursday evenings",
    ], [("when do I do pilates now?", ["thursday"], [])]),
    ("attribute_held", "life", [
        "Ravi: mobile 0412 555 019",
    ], [("What's Ravi's cell?", ["0412 555 019"], [])]),
    ("attribute_held", "coding", [
        "checkout p99 budget is 300ms",
    ], [("How fast does checkout have to respond?", ["300ms"], [])]),
    ("attribute_held", "life", [
        "my cousin Ana moved to Valencia",
    ], [("where's Ana living these days?", ["Valencia"], [])]),
    ("attribute_held", "coding", [
        "The worker pool scales out to 12 instances at peak.",
    ], [("How big does the worker pool get when traffic spikes?", ["12 instances"], [])]),
    ("attribute_held", "life", [
        "Amara's flight lands at 6:40pm on Friday",
    ], [("What time should I pick Amara up from the airport?", ["6:40"], [])]),
    ("attribute_held", "coding", [
        "The docs site is built with mkdocs 1.5.3.",
    ], [("Which mkdocs release builds the docs site?", ["1.5.3"], [])]),
    ("attribute_held", "coding", [
        "Mira's email is mira.k@acme.io",
    ], [("How do I email Mira?", ["mira.k@acme.io"], [])]),
    ("attribute_held", "life", [
        "Kenji's birthday: 23 August",
    ], [("When do I send Kenji a card?", ["23 August"], [])]),
]  # fmt: skip
