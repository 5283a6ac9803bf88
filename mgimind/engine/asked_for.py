"""What a question asks for (a phone number, a port, a date, a person...) and whether a
stored text states a value of that kind.

"What's Dana's phone number?" asks for a phone number; a note that says "Dana's birthday
is 12 May" is about Dana and holds no phone number, so it cannot answer, and shown it
invites a confident wrong one. Each kind of value is read by its cue in the question and
by its shape in a stored text. The cues are narrow (a question whose cue is missed is
recalled as before) and the shapes loose (a stored value of another shape counts as one:
"Postgres 14" is a count for "how many connections"), so a question about something
memory does hold is rarely told memory holds nothing. English only: a question in another
language asks for nothing here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mgimind.memory.facts.vocabulary import LOWER_WORD, lowercase_name

# The shapes of dates, times and measures (engine/near_answer.py reads values whole by them).
MONTHS = (
    r"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|jun(?:e)?|jul(?:y)?|aug(?:ust)?|"
    r"sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|(?-i:May)"
)
WEEKDAYS = r"(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?s?"
NUMBER_WORDS = (
    r"one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|"
    r"thirty|forty|fifty|sixty|ninety|hundred|a dozen|a couple|single|half"
)
UNITS = (
    r"ms|milliseconds?|s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?|days?|d|weeks?|"
    r"wks?|months?|years?|yrs?"
)
# "How long" asks for a length as often as for a time: "the drop is 152cm".
LENGTHS = r"mm|cm|m|metres?|meters?|km|in|inch(?:es)?|ft|feet|foot|miles?"
# A number standing alone: not a piece of a version, a code, a time or a date.
_ALONE = r"(?<![\w.:/-])\d+(?:,\d{3})*(?![\w:/-]|\.\d)"
_AMOUNT = r"(?<![\w.:/-])\d{2,}(?:,\d{3})*(?:\.\d\d)?(?![\w:/-]|\.\d)"  # two digits or more


@dataclass(frozen=True)
class Asked:
    """A kind of value: its name in the one line that says memory holds none, its cue in
    a question, its shape in a stored text."""

    name: str
    cue: re.Pattern[str]
    value: re.Pattern[str]
    generic: bool = False  # asked only when no other kind is


def _re(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


# A "when" that asks (not "when I run the stack, ..."): opening the question or before a verb,
# and not a clause that a comma hands to another question ("When X happens, where does it go?").
_WHEN = (
    r"(?:^|[.?!]\s*)when\b(?![^,?]*,\s*(?:what|where|which|who|whose|how|why|is|are|do|does|did|"
    r"will|would|should|can|could)\b)|"
    r"\bwhen(?:'s|\s+(?:is|are|was|were|do|does|did|will|would|should|can|must|has|have)\b)"
)
DATE_VALUE = (
    rf"\b(?:{MONTHS})\b\.?|\b{WEEKDAYS}\b|\b\d{{1,2}}(?:st|nd|rd|th)\b|\b\d{{4}}-\d{{1,2}}-\d{{1,2}}\b|"
    r"\b\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?\b|\b(?:19|20)\d{2}\b|\bQ[1-4]\b|"
    r"\b(?:today|tonight|tomorrow|yesterday|weekend|eod|eow|next week|this week|end of (?:the )?"
    r"(?:day|week|month|quarter|sprint|year)|christmas|easter|new year)\b|\bin \d+ (?:days|weeks)\b"
)
TIME_VALUE = (
    r"\b\d{1,2}[:.h]\d{2}\b|\b\d{1,2}\s*(?:am|pm|a\.m\.|p\.m\.)|\b(?:noon|midday|midnight|"
    r"o'clock)\b|\b(?:morning|afternoon|evening|lunchtime)s?\b|"
    # how often is also when: "restarts nightly at two"
    r"\b(?:nightly|daily|weekly|monthly|hourly|yearly|annually|every\s+\w+|twice a \w+)\b|"
    r"\bat (?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half past)\b|"
    # a crontab's schedule: "15 17 * * *", five fields, a star among them
    r"(?<!\S)(?=(?:\S+[ \t]+){0,4}\*)(?:[\d*][\d*/,-]*[ \t]+){4}[\d*][\d*/,-]*(?!\S)"
)

ASKED = (
    Asked(
        "phone number",
        # "whose phone should ring?", "my phone provider": a phone, not its number
        _re(
            r"\b(?:tele)?phone\s*(?:number|no\b|#)|\bby (?:tele)?phone\b|"
            r"'s\s+(?:tele)?phone\s*[?.!]*\s*$|"
            r"\b(?:mobile|cell)\b(?=\s*(?:number|no\b|phone|[?.!]|$))"
        ),
        _re(r"\+?\d[\d ().-]{5,}\d"),
    ),
    Asked(
        "email address",
        # "what's Dana's email?"; not an email's other parts ("the email normalisation job",
        # "the email provider's credentials")
        _re(
            r"\be-?mail\s*(?:address|addr|id)\b|\b(?:which|what|whose)\s+e-?mail\b|"
            r"\b(?:by|via)\s+e-?mail\b|\be-?mail\s+(?:for|of|to reach)\b|"
            r"\be-?mail(?=\s*(?:[?.!,]|$|(?:and|or)\b))"
        ),
        _re(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"),
    ),
    Asked(
        "port",
        _re(r"\bports?\b|localhost:|address:port|\blisten(?:s|ing)?\s+on\b"),
        _re(rf"{_ALONE}|:\d{{2,5}}\b"),
    ),
    Asked(
        "version",
        _re(
            r"\bversion\b|\binterpreter\b|\b(?:which|what)\s+(?:[\w-]+\s+){0,2}release\b(?!\s+(?:checklist|notes?|branch|day|date|train|plan|process))"
        ),
        # "3.10.14", "node:22", "v5", "pg16"; not the digit of a name ("s3://", "k8s")
        _re(r"\d\.\d|(?<![\w-])v?\d+(?![\w-])|\b[a-z]{2,}\d{1,4}\b"),
    ),
    Asked(
        "date",
        _re(
            rf"{_WHEN}|\bwhat date\b|\b(?:which|what) (?:day|month)\b|\bdeadline\b|"
            r"\bdue (?:date|on|by)\b|"
            # a birthday's date, not its card or its party ("where do I post mum's birthday card?")
            r"\bbirthday\b(?!\s+(?:cards?|part(?:y|ies)|presents?|gifts?|cakes?|dinner|plans?|"
            r"wishes|list))|\bby when\b|\bexpir(?:e|es|y)\b"
        ),
        _re(f"{DATE_VALUE}|{TIME_VALUE}"),
    ),
    Asked(
        "time",
        _re(r"\bwhat time\b|\bhow early\b|\bhow late\b"),
        _re(TIME_VALUE),
    ),
    Asked(
        "duration",
        _re(
            # "until when": an end, which a duration gives as well as a date ("24h")
            r"\bhow long\b|\bhow much time\b|\btime ?outs?\b|\bttl\b|\bhow far back\b|"
            r"\b(?:until|till|til) when\b|"
            r"\bretention\b|\bruntime\b|\bduration\b"
        ),
        _re(
            rf"\d+\s*-?\s*(?:{UNITS}|{LENGTHS})\b|\b(?:{NUMBER_WORDS}|an?)\s+(?:{UNITS})\b|"
            r"\buntil\b|\bforever\b|\bindefinitely\b|\bhalf an hour\b|"
            # a setting whose name says its unit: "IDLE_RESET_SECONDS=45", "timeout_ms: 300"
            r"\b\w*(?:seconds|secs|_s|_ms|minutes|mins|hours|days|ttl|timeout)\s*[=:]\s*\"?\d"
        ),
    ),
    Asked(
        "percentage",
        _re(r"\bcoverage\b|\bpercent(?:age)?\b|%|\bwhat share\b"),
        _re(r"\d\s*%|\bpercent\b"),
    ),
    Asked(
        "amount",
        _re(
            r"\bhow much\b.*\b(?:cost|costs|pay|paid|charge[sd]?|price|spend|spent|rent|fee|"
            r"salary|budget)\b|\b(?:price|cost|fee|rent|salary)\b"
        ),
        _re(
            r"[$€£¥₹]\s?\d|\d\s?k\b|\b\d[\d,.]*\s*(?:dollars?|euros?|eur|usd|gbp|pounds?|bucks|"
            rf"quid|chf|cents?)\b|{_AMOUNT}"
        ),
    ),
    Asked(
        "size",
        _re(r"\bhow much (?:memory|ram|disk|storage|space)\b"),
        # "16 GB", "512MiB", Kubernetes' "6Gi", Slurm's "64G", or a share: "at 52%"
        _re(r"\d\s*(?:[kmgtp]i?b|[kmgt]i|gigs?|megs?|bytes?)\b|\d[kmgt]\b|\d\s*%"),
    ),
    Asked(
        "frequency",
        _re(r"\bhow often\b|\bhow frequently\b"),
        _re(
            rf"{TIME_VALUE}|\b{WEEKDAYS}\b|\b(?:fortnightly|biweekly|alternate|once|twice|"
            r"per (?:day|week|month|year)|a (?:day|week|month|year))\b|\d|"
            rf"\b(?:{NUMBER_WORDS})\b"
        ),
    ),
    Asked(
        "number",
        _re(
            r"\bhow (?:many|much|big|large|fast|far|old)\b|\blatency\b|\blimit\b|"
            r"\bmaximum\b|\bminimum\b|\bthreshold\b|"
            # a count's size ("the batch size"), not a garment's ("what size shoes?")
            r"\b(?:batch|page|pool|chunk|buffer|queue|window|sample|team|class|cache)\s+size\b"
        ),
        _re(rf"(?<![\w.:/-])\d|\b(?:{NUMBER_WORDS})\b"),  # "300ms", "12 instances"
        generic=True,
    ),
    Asked(
        "person",
        _re(
            r"(?:^|[.?!]\s*)who\b|\bwho(?:'s|se|m)?\s+(?:is|are|was|owns?|should|do|does|did|"
            r"will|can|runs?|leads?|looks after|approves?)\b|(?:^|[.?!]\s*)whose\b|"
            r"\bwhich (?:person|engineer|colleague|teammate)\b"
        ),
        re.compile(r"(?<![\w'-])[A-Z][a-zà-ÿ]+|@\w+"),
    ),
    Asked(
        "branch",
        # asked for ("which branch", "the branch name"), not named ("will main branch accept...")
        _re(
            r"\b(?:which|what)\s+(?:[\w'-]+\s+){0,2}branch(?:es)?\b|\bbranch(?:'s)? name\b|"
            r"\bcherry-?pick\b|\bbackports?\b"
        ),
        _re(
            r"\b[\w.-]+/[\w./-]+|\b(?:main|master|trunk|develop|release[-/\w.]*|stable[-/\w.]*|"
            r"hotfix[-/\w.]*)\b"
        ),
    ),
    Asked(
        "host",
        _re(r"\bhost ?names?\b|\b(?:which|what) (?:machine|server|box|host)\b"),
        _re(r"\b[a-z][\w]*-[\w-]*\d\w*\b|\b\w+(?:\.\w+){2,}\b|\b\d{1,3}(?:\.\d{1,3}){3}\b"),
    ),
)


def asked_for(question: str) -> list[Asked]:
    """The kinds of value `question` asks for (none: it asks for no value of a known kind);
    a generic kind ("how many") only where no other is asked. A question asking "which" of
    a thing no kind's cue names ("which Dutch bank is my salary going into?") asks for
    that thing by its name: a cue further on ("salary") says what it is for, not what is
    asked."""
    found = [a for a in ASKED if a.cue.search(question)]
    which = _WHICH.search(question)
    if found and which and not _ASKS_MORE.search(question, which.end()):
        found = [
            a
            for a in found
            if any(which.start() <= m.start() < which.end() for m in a.cue.finditer(question))
        ]
    return [a for a in found if not a.generic] or found


# "Which" opening a question, and the three words after it where a kind's cue ("which
# day", "which ... release", "which machine") would stand.
_WHICH = re.compile(r"(?:^|[.?!:]\s+)which(?:\s+[\w'-]+){1,3}", re.IGNORECASE)
_ASKS_MORE = re.compile(r"\b(?:what|when|who|whom|whose|where|how|which)\b", re.IGNORECASE)


def cue_spans(question: str, asked: list[Asked]) -> list[tuple[int, int]]:
    """Where in `question` the cues of `asked` are (their words name the value, not the
    thing it belongs to)."""
    return [m.span() for a in asked for m in a.cue.finditer(question)]


def states_value(text: str, asked: list[Asked], subject: frozenset[str] = frozenset()) -> bool:
    """`text` states a value of one of the kinds `asked` (a person: a name other than the
    `subject` words, in lower case)."""
    for a in asked:
        for m in a.value.finditer(text):
            if a.name != "person" or _a_person(m.group(0), subject):
                return True
        if a.name == "person" and any(
            lowercase_name(w) and w not in subject for w in LOWER_WORD.findall(text)
        ):
            return True  # "the checkout pager goes to aurelio": a name in lower case
    return False


def _a_person(word: str, subject: frozenset[str]) -> bool:
    """A capitalised word read as a name: not a function word, not the subject, not a
    verb opening a note ("Filed a bug ...", "Moving the ...")."""
    low = word.lower()
    verb = len(low) > 4 and low.endswith(("ed", "ing"))
    return not verb and low not in _NOT_A_PERSON and low not in subject


# Capitalised words that name no person (the opening of a sentence is often one of these).
_NOT_A_PERSON = frozenset(
    """i i'm i've i'd i'll the a an and or but if then so my our your their his her its it
    this that these those there here we you he she they what which who when where why how
    note todo fyi done update user assistant quick heads from to on in at for with by of
    decision""".split()
)
