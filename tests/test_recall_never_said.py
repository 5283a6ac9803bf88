"""A question naming something memory never held gets nothing, not the nearest notes about
something else; the same question about a held name gets its memory (the positive control
in each test). Names here are identifiers and quoted words, as coding questions write them."""

from __future__ import annotations

NOTES = [
    "Lunch-and-learn on Friday: Vera presents the new linter setup.",
    "Reviewed Omar's PR on the uploader, left two comments about retries.",
    "Cleaned up the on-call runbook, removed three dead sections.",
    "orca listens on port 6175 in the dev environment.",
    "The http client reads max_retries from settings/network.toml, default 3.",
]


def test_an_identifier_memory_never_held_gets_nothing_and_a_held_one_its_memory(mind):
    for text in NOTES:
        mind.memories.add(text)
    held = mind.recall("what does max_retries default to in settings/network.toml?")
    assert "default 3" in held.text
    never = mind.recall("what does retry_budget default to in settings/client.toml?")
    assert never.text == "" and never.items == [], never.text


def test_a_quoted_name_memory_never_held_gets_nothing_and_a_held_one_its_memory(mind):
    for text in NOTES:
        mind.memories.add(text)
    held = mind.recall("I'm wiring up a curl against `orca` in dev: which port?")
    assert "6175" in held.text
    never = mind.recall("I'm wiring up a curl against `wicket` in dev: which port?")
    assert never.text == "" and never.items == [], never.text


def test_what_belongs_to_a_name_never_held_is_not_answered_by_anothers(mind):
    """However near in meaning the note on Sam's birthday is, it is no answer for Priya's."""
    for text in [*NOTES, "Sam's birthday is on 2 June."]:
        mind.memories.add(text)
    held = mind.recall("When is Sam's birthday?")
    assert "2 June" in held.text
    never = mind.recall("When is Priya's birthday?")
    assert never.text == "" and never.items == [], never.text


def test_an_attribute_never_stated_of_a_known_person_gets_one_line_saying_so(mind):
    """Memory knows Dana (her team, her birthday) and another person's phone, never hers:
    one line instead of the near matches; her birthday, and later her number, recalled."""
    for text in (
        "Dana Whitfield runs the payments team now.",
        "Dana's birthday is 12 May, she likes lemon cake.",
        "Leo's desk phone is 0161 496 0733.",
    ):
        mind.memories.add(text)
    never = mind.recall("What's Dana's phone number?")
    assert never.text == "mgimind memory holds no phone number for Dana.", never.text
    assert never.items == [] and never.unknown == "phone number for Dana"
    assert "12 May" in mind.recall("When is Dana's birthday?").text
    mind.memories.add("Dana's mobile is 07700 900461.")
    held = mind.recall("What's Dana's phone number?")
    assert "07700 900461" in held.text and held.unknown is None, held.text


def test_a_port_never_stated_of_a_known_box_is_not_answered_by_another_service_port(mind):
    for text in (
        "The staging box is stg-eu-02, Ubuntu 22.04, redeployed nightly from main.",
        "billing api listens on 8080 locally",
    ):
        mind.memories.add(text)
    never = mind.recall("Which port does the staging box listen on?")
    assert never.items == [] and "8080" not in never.text
    assert never.text == "mgimind memory holds no port for staging box.", never.text
    assert "8080" in mind.recall("Which port does the billing api listen on?").text


def test_a_lower_case_name_never_held_gets_nothing_and_a_paraphrase_its_memory(mind):
    """'the kubernetes migration' where memory holds only the postgres one: nothing; the
    postgres one is recalled, and a paraphrase ("nut sensitivity" for "allergic to
    peanuts") still recalls its memory: the never-held checks do not cost it."""
    for text in (*NOTES, "postgres migration decided: logical replication, cutover on Sunday."):
        mind.memories.add(text)
    mind.memories.add("Alice is allergic to peanuts and must avoid them.")
    never = mind.recall("what did the kubernetes migration decide?")
    assert never.text == "" and never.items == [], never.text
    assert "logical replication" in mind.recall("what did the postgres migration decide?").text
    assert "peanuts" in mind.recall("which nut sensitivity does Alice have?").text


def test_a_value_asked_of_something_never_held_gets_nothing(mind):
    for text in (*NOTES, "yoga class is on tuesdays at 7pm"):
        mind.memories.add(text)
    never = mind.recall("what time is pilates?")
    assert never.text == "" and never.items == [], never.text
    assert "7pm" in mind.recall("what time is yoga?").text


def test_an_unrelated_question_asking_for_a_value_gets_nothing_not_a_line(mind):
    for text in NOTES:
        mind.memories.add(text)
    assert mind.recall("how many moons does jupiter have?").text == ""
    assert "6175" in mind.recall("which port does orca listen on?").text


def test_a_when_answered_by_how_often_is_recalled_not_called_unstated(mind):
    """'restarts nightly at two' answers 'when': no line says memory holds no date; a
    date asked of a thing memory knows without one gets the line (the control)."""
    mind.memories.add("The fuzz cluster restarts nightly at two.")
    mind.memories.add("The build farm runs on the old ARM boxes.")
    held = mind.recall("when does the fuzz cluster restart?")
    assert "nightly at two" in held.text and held.unknown is None, held.text
    never = mind.recall("when was the build farm bought?")
    assert never.items == [] and never.unknown is not None, never.text


def test_a_when_clause_or_a_named_branch_asks_for_no_date_or_branch(mind):
    """A question "When X happens, where does it go?" asks where, not when, and "will the
    main branch accept merges" names a branch rather than asking for one: the stored answer is
    recalled, not a line saying memory holds no date or branch (the control: a real "when"
    question about the same job still gets that line)."""
    for text in (
        "The export job writes its reports to the s3 bucket acme-reports.",
        "The release branch of quill is frozen this weekend: no merges until Monday.",
    ):
        mind.memories.add(text)
    where = mind.recall("When the export job finishes, where do its reports go?")
    assert "acme-reports" in where.text and where.unknown is None, where.text
    merges = mind.recall("Will quill's release branch accept merges over the weekend?")
    assert "no merges until Monday" in merges.text and merges.unknown is None, merges.text
    when = mind.recall("When does the export job run?")
    assert when.unknown is not None and when.items == [], when.text


def test_a_ticket_or_a_place_never_held_is_not_answered_by_its_rival(mind):
    """A strong match about another ticket ("QX-1180") or another office ("the Dublin
    office") is no answer for the one asked about, never held; the held ones get theirs."""
    rivals = [
        "Hotfix for QX-1180 went out on the release-4 branch.",
        "The Dublin office wifi is flaky on the 3rd floor.",
    ]
    for text in [*NOTES, *rivals]:
        mind.memories.add(text)
    assert "release-4" in mind.recall("Which branch is the hotfix for QX-1180 on?").text
    assert "3rd floor" in mind.recall("Where is the wifi flaky in the Dublin office?").text
    gets_nothing(
        mind,
        "Which branch is the hotfix for QX-9921 on?",
        "Where is the wifi flaky in the Cork office?",
    )


def test_a_tool_named_in_lower_case_never_held_is_not_answered_by_its_rival(mind):
    """'buildkite builds' where memory holds only the jenkins ones: nothing, though the
    jenkins note matches strongly; 'datadog' never held gets nothing either. The held
    names get theirs, and a question with a slip of one letter ("databse") is no name
    never held: it still recalls its memory."""
    held = [
        "jenkins builds take about 12 minutes on the big agents",
        "the sentry project for the web app is acme-web",
        "the orders database lives on db-ams-31, snapshots kept 7 days",
        "the k8s migration decided to keep the old ingress until Q3",
    ]
    for text in [*NOTES, *held]:
        mind.memories.add(text)
    assert "12 minutes" in mind.recall("how long do jenkins builds take?").text
    # "k8s" may abbreviate the name asked: a strong match, no rival
    assert "old ingress" in mind.recall("what did the kubernetes migration decide?").text
    assert "acme-web" in mind.recall("which sentry project tracks the web app?").text
    assert "db-ams-31" in mind.recall("where does the orders databse live?").text
    gets_nothing(
        mind, "how long do buildkite builds take?", "which datadog dashboard tracks the web app?"
    )


def gets_nothing(mind, *questions: str) -> None:
    """Each question's recall is empty: no text, no items."""
    for question in questions:
        never = mind.recall(question)
        assert never.text == "" and never.items == [], (question, never.text)


def test_a_size_written_as_kubernetes_writes_it_answers_how_much_memory(mind):
    """'6Gi' is a size: asked how much memory the pods get, the note is recalled, not a
    line saying memory holds no size; a size asked of a thing memory knows without one
    gets the line (the control)."""
    mind.memories.add("bumped photo-resizer memory to 6Gi per pod, cpu and count unchanged")
    mind.memories.add("The build farm runs on the old ARM boxes.")
    held = mind.recall("how much memory does each photo-resizer pod get?")
    assert "6Gi" in held.text and held.unknown is None, held.text
    never = mind.recall("how much disk does the build farm have?")
    assert never.items == [] and never.unknown is not None, never.text


def test_how_often_and_how_long_are_answered_in_words_as_well_as_numbers(mind):
    """ "every other tuesday" answers how often, "152cm" how long: memory holds them, so
    the recall gives them, not a line saying it holds no number; a kind it does not hold
    still gets that line."""
    for text in (
        *NOTES,
        "bins: recycling every other tuesday, general waste weekly",
        "re-measured the bay window, the curtain drop is 152cm",
    ):
        mind.memories.add(text)
    often = mind.recall("how often do the recycling lorries come round?")
    assert "every other tuesday" in often.text and often.unknown is None, often.text
    long = mind.recall("how long do the bay window curtains need to be?")
    assert "152cm" in long.text and long.unknown is None, long.text
    cost = mind.recall("how much do the bay window curtains cost?")
    assert cost.unknown is not None and "152cm" not in cost.text, cost.text


def test_a_phone_that_rings_is_not_a_phone_number_asked(mind):
    """ "whose phone should ring first?" asks who is on call: the rota is recalled, not one
    line saying memory holds no phone number; a question for the number still gets it."""
    for text in (
        *NOTES,
        "payments on-call this week: primary Anselm, secondary Mireille, escalate to Radek",
        "payments on-call swap: from tonight Mireille is primary and Anselm secondary",
    ):
        mind.memories.add(text)
    rings = mind.recall("payments is on fire: whose phone should ring first this week?")
    assert "Mireille is primary" in rings.text and rings.unknown is None, rings.text
    number = mind.recall("What's Mireille's phone number?")
    assert number.text == "mgimind memory holds no phone number for Mireille.", number.text


def test_a_digit_inside_a_name_is_no_version(mind):
    """ "s3://" holds a digit but states no version: the version asked of the data platform
    is one line saying memory holds none; once a note states one, it is recalled."""
    for text in (*NOTES, "Terraform state for the data platform lives in s3://lumo-tf-state/data/"):
        mind.memories.add(text)
    never = mind.recall("Which Terraform version is pinned for the data platform?")
    assert never.items == [] and "s3://" not in never.text
    assert never.unknown and never.unknown.startswith("version for"), never.text
    mind.memories.add("the data platform pins Terraform 1.7.5 in versions.tf")
    held = mind.recall("Which Terraform version is pinned for the data platform?")
    assert "1.7.5" in held.text and held.unknown is None, held.text


def test_a_birthday_card_asks_where_not_when(mind):
    """ "Where do I post mum's birthday card?" asks for an address: the note with one is
    recalled, not a line saying memory holds no date; "when is mum's birthday?" still
    gets that line."""
    mind.memories.add("Mum's new address: Flat 3, 22 Elmstead Road, Thornbury")
    card = mind.recall("where do I post mum's birthday card?")
    assert "Elmstead" in card.text and card.unknown is None, card.text
    when = mind.recall("when is mum's birthday?")
    assert when.unknown is not None and when.items == [], when.text


def test_a_name_a_wildcard_covers_is_held_and_one_outside_it_is_not(mind):
    """ "release/*" names every release branch: a question about one of them is asked of
    memory; a branch the wildcard does not cover is never held."""
    for text in (
        *NOTES,
        "Gullwing repo: the gameplay team can merge to main; release/* stays leads-only.",
    ):
        mind.memories.add(text)
    held = mind.recall("can the gameplay team merge into release/nextfest-demo?")
    assert "leads-only" in held.text, held.text
    never = mind.recall("can the gameplay team merge into hotfix/nextfest-demo?")
    assert never.items == [] and "leads-only" not in never.text, never.text


def test_which_thing_is_asked_by_name_not_by_a_kind_cued_further_on(mind):
    """ "Which credit union does my pension go to?" asks for a credit union by its name;
    "pension" says what it is for, not that an amount is asked: the note naming it is
    recalled, not a line saying memory holds no amount. The control: an amount asked of
    the same pension still gets that line."""
    for text in (*NOTES, "Pension contributions go to the Lakeside Credit Union account."):
        mind.memories.add(text)
    which = mind.recall("Which credit union does my pension salary go to?")
    assert "Lakeside" in which.text and which.unknown is None, which.text
    cost = mind.recall("How much salary goes into the pension?")
    assert cost.unknown is not None and cost.items == [], cost.text


def test_a_crontab_schedule_and_a_slurm_size_answer_when_and_how_much(mind):
    """ "30 2 * * 1" is when a job fires and "--mem=48G" how much memory it asks: the
    notes are recalled, not a line saying memory holds no date or size; a date asked of a
    thing memory knows without one still gets the line."""
    for text in (
        *NOTES,
        "reports01 crontab:\n30 2 * * 1 /srv/reports/weekly_digest.sh",
        "The aligner job requests --mem=48G on the batch partition.",
        "The build farm runs on the old ARM boxes.",
    ):
        mind.memories.add(text)
    when = mind.recall("When does the weekly digest fire on reports01?")
    assert "30 2 * * 1" in when.text and when.unknown is None, when.text
    size = mind.recall("How much memory does the aligner job request?")
    assert "48G" in size.text and size.unknown is None, size.text
    never = mind.recall("when was the build farm bought?")
    assert never.items == [] and never.unknown is not None, never.text


def test_a_name_is_held_as_part_of_a_joined_word_or_the_start_of_a_longer_one(mind):
    from mgimind.engine.never_held import unheld_terms

    stored = [*NOTES, "usb-wd14 backup disk at 40%", "fish-db1 runs PostgreSQL 13.14"]
    stored.append("Bought pearl earrings at the market.")
    for text in stored:
        mind.memories.add(text)

    def unheld(query: str) -> list[str]:  # (the stored notes among the query's candidates)
        return unheld_terms(mind, query, None, [{"text": t} for t in stored])

    assert unheld("How full is the USB disk, and the NAS?") == ["NAS"]
    assert unheld("Which Postgres release is fish-db1 on? And Oracle?") == ["Oracle"]
    # a code is held only whole: "db1" is not "fish-db1"; nor a name by another word
    assert unheld("Is db1 on Postgres?") == ["db1"]
    assert unheld("Who painted the Girl with a Pearl Earring?") == ["Girl", "Earring"]


def test_a_code_in_the_plural_a_code_ending_a_joined_name_and_an_initialled_name_are_held(mind):
    from mgimind.engine.never_held import unheld_terms

    stored = [
        *NOTES,
        "gpu-h100 partition: 4 nodes, max walltime 2 days.",
        "T4 check-in desks print bag tags on printer btp-07.",
    ]
    for text in stored:
        mind.memories.add(text)

    def unheld(query: str) -> list[str]:
        return unheld_terms(mind, query, None, [{"text": t} for t in stored])

    assert unheld("What's the walltime on the H100s?") == []
    assert unheld("What's the walltime on the H200s?") == ["H200s"]  # control
    assert unheld("Which printer do the Terminal 4 desks use?") == []
    assert unheld("Which printer do the Terminal 5 desks use?") == ["Terminal"]  # control


def test_capitals_naming_a_kind_of_thing_name_nothing_in_particular():
    from mgimind.engine.never_held import named_terms

    assert named_terms("What's the import path for the ORM the CLI uses?") == []
    assert named_terms("Which DIY job is next, and where is Tove?") == ["Tove"]  # control


def test_a_shortened_word_in_a_note_is_the_name_asked_not_a_rival():
    from mgimind.engine.never_held import _rival

    note = ["Station Rd counter battery 31% (dashboard, Mon)."]
    assert not _rival("What's the battery on the Station Road counter?", "Road", note)
    office = ["The Dublin office wifi is flaky on the 3rd floor."]
    assert _rival("Where is the wifi flaky in the Cork office?", "Cork", office)  # control


def test_a_note_calling_the_thing_off_answers_what_time_it_is(mind):
    from mgimind.engine.unstated import nothing_on

    asked = "What time do I need to be at the depot on Sunday?"
    cancelled = [{"text": "Email from Ana: we've had to cancel Sunday at the depot, no shift."}]
    assert nothing_on(asked, cancelled) is None
    held = [{"text": "Ana says Sunday at the depot is the big sort."}]
    assert nothing_on(asked, held) == "time for depot"  # control: no time, nothing called off


def test_a_model_code_never_held_is_not_answered_by_a_strong_match_on_another(mind):
    for text in [*NOTES, "gpu-v100 partition: 6 nodes, MaxTime 3 days."]:
        mind.memories.add(text)
    assert "3 days" in mind.recall("What's the MaxTime on the V100 partition?").text
    gets_nothing(mind, "What's the MaxTime on the H200 partition?")


def test_a_file_format_names_nothing_and_names_joined_by_a_slash_are_held_each(mind):
    from mgimind.engine.never_held import lowercase_names, named_terms, unheld_terms

    assert named_terms("Which host do the episode MP3 links point at, and Tove's?") == ["Tove"]
    assert lowercase_names("Which port do the gateways send their uplinks to?") == []
    stored = [*NOTES, "Matchmaking: cross-region queues (EU + NA pooled) launch with S7."]
    for text in stored:
        mind.memories.add(text)

    def unheld(query: str) -> list[str]:
        return unheld_terms(mind, query, None, [{"text": t} for t in stored])

    assert unheld("Is pooled EU/NA matchmaking coming?") == []
    assert unheld("Is pooled EU/APAC matchmaking coming?") == ["APAC", "EU/APAC"]  # control


def test_a_setting_named_by_its_unit_states_how_long():
    from mgimind.engine.unstated import nothing_on

    asked = "How long before the kiosk resets its session?"
    assert nothing_on(asked, [{"text": "kiosk.conf: IDLE_RESET_SECONDS=45, LANG=it"}]) is None
    control = [{"text": "kiosk.conf: LANG_DEFAULT=it, THEME=dark"}]
    assert nothing_on(asked, control) == "duration for kiosk"
