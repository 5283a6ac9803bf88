"""A tuning set of promises kept, released and still open (`--data wild9`): stories written
by hand, each once, before the released-promise rule and the promise scan of the recall
were tuned on them.

- a promise to a person said in a note's own words ("Leila is waiting for my numbers",
  "me -> Olu: send the runbook", "will lend Ines my tent", "I'm to write ... for Rafael"),
  then ended by a later note naming that person in words of its own ("Rafael got it,
  sorted", "Marisol found another way", "Tove doesn't need it any more", "gave Ruth her
  charger back");
- controls, where a later note names the person of a promise without ending it ("Kofi
  pinged again, still on my list", "Dana says no rush", "Ilse moved her deadline"), or ends
  another promise to the same person. Their question needs the promise, which must stay
  shown and unmarked.

The story shape is wild_stories.py's; handwritten.py pads and checks it.
"""

from __future__ import annotations

STORIES = [
    # a promise ended in words of its own
    ("commitment", "coding", [
        "I'm to write the kestrel migration guide for Rafael by Friday.",
        "will lend Ines my spare monitor next week",
        "Rafael got it, sorted.",
    ], [("what do I still owe people?", ["spare monitor"], ["migration guide"])]),
    ("commitment", "coding", [
        "Leila is waiting for my load numbers on the ingest path, said end of month",
        "told Bogdan I'd look over his terraform change",
        "Handed the load numbers to Leila today, she's happy.",
    ], [("Who is still waiting on me for something?", ["Bogdan"], ["load numbers on the"])]),
    ("commitment", "coding", [
        "said yes to giving Marisol a walkthrough of the billing jobs",
        "owe Kenji the incident timeline for last Tuesday",
        "Marisol found another way, no walkthrough needed.",
    ], [("anything I said I'd do for people that isn't done?", ["incident timeline"],
         ["walkthrough of the billing"])]),
    ("commitment", "coding", [
        "- me -> Olu: send the on-call handbook",
        "- me -> Pia: book the retro room",
        "- Olu: done",
    ], [("what's still open on my list for others?", ["retro room"], ["on-call handbook"])]),
    ("commitment", "life", [
        "Promised Ruth I'd bring her phone charger back on Sunday.",
        "Said I'd drive Amadou to the airport on the 12th.",
        "gave Ruth her charger back at lunch",
    ], [("Which favours am I still due to do for friends?", ["Amadou"], ["phone charger"])]),
    ("commitment", "coding", [
        "TODO for Tove: export the Q3 churn sheet",
        "TODO for Anselm: fix his VPN profile",
        "Tove doesn't need the churn sheet any more, finance pulled it themselves.",
    ], [("what do I still owe people?", ["VPN profile"], ["export the Q3"])]),
    ("commitment", "coding", [
        "I'll get Hamid the list of flaky tests before the retro.",
        "Need to send Greta the staging creds once the vault is sorted.",
        "Hamid has the flaky test list now.",
    ], [("am I on the hook for anything for my teammates?", ["Greta"], ["flaky tests"])]),
    ("commitment", "coding", [
        "Committed to reviewing Nadia's caching RFC this week.",
        "offered to pair with Luis on the payment retries",
        "nadia's rfc: reviewed and approved",
    ], [("which reviews or pairing did I agree to that are still pending?", ["Luis"],
         ["caching RFC"])]),
    ("commitment", "life", [
        "Owe Celeste 40 euros for the concert tickets.",
        "Told Matteo I'd help him move the sofa on Saturday.",
        "Paid Celeste back for the tickets.",
    ], [("Do I owe anyone anything?", ["sofa"], ["40 euros"])]),
    ("commitment", "coding", [
        "Yusuf needs the grafana export from me by thursday",
        "promised Edith a demo of the new search filters",
        "Yusuf: got the export, thanks!",
    ], [("who's expecting something from me?", ["Edith"], ["grafana export"])]),
    ("commitment", "coding", [
        "on the hook for Sven's onboarding doc review",
        "Said I'd write Ilse the backfill script for the orders table.",
        "Sven cancelled his onboarding, review not needed.",
    ], [("What am I still on the hook for?", ["backfill script"], ["onboarding doc"])]),
    ("commitment", "life", [
        "Agreed to feed Lotte's cat while she's in Lisbon.",
        "Promised Jarek the name of my plumber.",
        "Lotte is back from Lisbon, cat duty over.",
    ], [("What did I promise people that I haven't done yet?", ["plumber"], ["Lotte's cat"])]),
    ("commitment", "coding", [
        "Will send Abena the SLO dashboard link after standup.",
        "Said I'd benchmark Wendel's new serializer.",
        "Sent Abena the dashboard link.",
    ], [("anything I promised still outstanding?", ["serializer"], ["SLO dashboard"])]),
    ("commitment", "coding", [
        "Volunteered to run the release for Cyrus while he's out.",
        "I'll draft the postmortem for Imke's outage.",
        "Cyrus is back early and ran the release himself.",
    ], [("what's left for me to do for others?", ["postmortem"], ["run the release"])]),
    ("commitment", "life", [
        "Said I'd pick up Noor's parcel from the post office.",
        "Told Emeka I'd lend him my camping stove for the trip.",
        "Dropped Noor's parcel at her door.",
    ], [("Which errands did I say I'd run for people that are still open?", ["camping stove"],
         ["pick up Noor's"])]),
    ("commitment", "coding", [
        "Hugo is waiting on my sign-off for the schema change.",
        "owe Petra a reply about the conference talk",
        "Hugo merged the schema change after my sign-off.",
    ], [("Who is waiting for a reply or a sign-off from me?", ["Petra"], ["Hugo is waiting"])]),
    # controls: the person named again, the promise still open
    ("commitment", "coding", [
        "said I'd pair with Kofi on the flaky checkout tests",
        "Kofi pinged again about the pairing, still on my list",
    ], [("what have I promised people that isn't done?", ["pair with Kofi"], [])]),
    ("commitment", "coding", [
        "Owe Dana the capacity estimate for the new cluster.",
        "Dana says no rush on the estimate, next sprint is fine.",
    ], [("Do I still owe anyone something?", ["capacity estimate"], [])]),
    ("commitment", "coding", [
        "I'll write Ilse the retention script for the audit logs.",
        "Ilse moved her deadline for the retention script to the 20th.",
    ], [("what's on my plate for other people?", ["retention script"], [])]),
    ("commitment", "life", [
        "Promised Farid I'd proofread his cover letter.",
        "Farid sent a second version of the cover letter.",
    ], [("Is anyone waiting on me for something?", ["Farid"], [])]),
    ("commitment", "coding", [
        "told Mireille I'd set up the staging tenant for her team",
        "Mireille thanked me for the quick review yesterday",
    ], [("what did I say I'd do for others?", ["staging tenant"], [])]),
    ("commitment", "coding", [
        "Need to send Gunnar the access logs for the audit.",
        "Gunnar asked for the firewall rules too.",
    ], [("What do I owe people?", ["access logs"], [])]),
    ("commitment", "life", [
        "Said I'd help Aylin paint her kitchen next weekend.",
        "Aylin's kitchen paint arrived, she picked sage green.",
    ], [("what favours have I promised?", ["paint her kitchen"], [])]),
    ("commitment", "coding", [
        "Promised Theo a review of the auth refactor.",
        "Promised Theo the benchmark numbers too.",
        "Sent Theo the benchmark numbers.",
    ], [("what do I still owe Theo?", ["auth refactor"], ["benchmark numbers too"])]),
]  # fmt: skip
