"""A tuning set of commitment and never-said questions in varied words (`--data wild3`):
stories written by hand, each once, none of them the generated sets' templates nor the
wording hold-outs'. Commitments are written as notes are ("TODO: ...", "on me: ...", "will
ping ...", "volunteered to ..."), asked without the words "promise" or "owe" where they can
be; never-said questions name a thing no note holds, capitalised, lower-case, quoted or as an
identifier, beside a note about something near it. Tune on it beside the tuning half.

The story shape is wild_stories.py's; handwritten.py pads and checks it.
"""

from __future__ import annotations

STORIES = [
    # commitments
    ("commitment", "coding", [
        "will send Ingrid the perf numbers once the soak run finishes",
        "Ingrid has the perf numbers now, she's happy with them",
        "said I'd pair with Kofi on the flaky e2e suite on Thursday",
    ], [("Anything people are still expecting from me this week?", ["Kofi"],
         ["will send Ingrid"])]),
    ("commitment", "coding", [
        "TODO: reply to Hanne re: the vendor contract",
        "I'll review Mateo's migration PR tomorrow morning",
        "Done: reviewed Mateo's migration PR, two nits",
    ], [("Who's waiting for a reply from me?", ["Hanne"], ["review Mateo"])]),
    ("commitment", "coding", [
        "volunteered to write the release notes for 4.2",
        "on me: booking the room for the planning offsite",
        "room for the offsite is booked, confirmation forwarded to Ama",
    ], [("What did I volunteer for that isn't finished?", ["release notes"],
         ["booking the room"])]),
    ("commitment", "life", [
        "owe Farah a reference letter for her master's application",
        "Told Jun I'd water his plants while he's in Seoul.",
        "Sent Farah the reference letter, she got it.",
    ], [("Which favours am I still due to do for friends?", ["plants"],
         ["reference letter for her"])]),
    ("commitment", "coding", [
        "will ping the identity vendor about the SSO bug for Liesel",
        "pinged the vendor, ticket open on their side, told Liesel",
        "need to hand Oren the on-call notes before my leave",
    ], [("Have I left anyone hanging before I go on leave?", ["Oren"],
         ["will ping the identity vendor"])]),
    ("commitment", "coding", [
        "Agreed with Sunita to do the dependency audit for the mobile app by the 30th.",
        "Margo asked me for a second pair of eyes on her RFC; said yes.",
        "left my comments on Margo's RFC",
    ], [("What have I signed up to do for others that's still pending?", ["dependency audit"],
         ["second pair of eyes"])]),
    # never-said
    ("never_said", "coding", ["payments-api runs on Postgres 15.", "Grafana dashboards live in "
     "the observability repo."],
     [("Which Postgres version does the ledger service run?", [], [], ["ledger"])]),
    ("never_said", "coding", ["Standup moved to 9:45 on Mondays."],
     [("When is the retro this sprint?", [], [], ["retro"])]),
    ("never_said", "life", ["Flight to Oslo on the 3rd, seat 21A.", "My passport expires in 2029."],
     [("Which seat did I get on the Madrid flight?", [], [], ["Madrid"])]),
    ("never_said", "life", ["Dentist appointment on 14 March at 10:20."],
     [("when's my physio session?", [], [], ["physio"])]),
    ("never_said", "life", ["Sam's birthday is on 2 June."],
     [("When is Priya's birthday?", [], [], ["Priya"])]),
    ("never_said", "coding", ["Feature flag new_checkout is on in staging."],
     [("Is the dark_mode_v2 flag enabled anywhere?", [], [], ["dark_mode_v2"])]),
    ("never_said", "coding", ["The search service listens on 8081."],
     [("what port is the thumbnailer on?", [], [], ["thumbnailer"])]),
    ("never_said", "coding", ["Kim is on leave until the 20th."],
     [("how long is jonas away for?", [], [], ["jonas"])]),
    ("never_said", "coding", ["The staging bucket is acme-staging-eu, versioning on."],
     [("what's the bucket for the `warehouse` exports?", [], [], ["warehouse"])]),
    ("never_said", "coding", ["Deploys to prod need a green canary for 30 minutes."],
     [("How long does the canary for the batch scorer have to stay green?", [], [],
       ["scorer"])]),
]  # fmt: skip
