"""Whether a lower-case word is an English word, or a name written in lower case.

People who jot notes in lower case name their tools, vendors, places and colleagues that way
("monorepo ci runs on circleci", "ping rhiannon", "parcels go with evri"): such a word is a
value of what the note states, as a capitalised name is. It is told by being in no word list:
the whole words of the default embedding model's vocabulary (english_words.txt, written by
scripts/english_words.py), their inflections and British spellings, and the common words of
software work that vocabulary lacks ("repo", "webhooks", "lockfile"). A word known here is
never read as a name; an unknown one is, so a rare English word is sometimes a value too (it
then only counts where a rule finds a change of value, beside the rule's other tests).

A full English dictionary helps where the vocabulary is too small or too wide:
dictionary_words.txt, the lower-case words of SCOWL's American and British lists of size
70 (Debian's wamerican-large and wbritish-large, written by scripts/english_words.py),
which writes proper names with a capital. A proper name the vocabulary holds ("dimitri",
"nats") is a name when the dictionary lacks it; a verb's form the dictionary holds
("fuzzing", "shelved") is none. Where a word must surely be a name (a question naming a
tool memory never held: "how long do buildkite builds take?"), the dictionary alone
decides, and a word one letter off one of its words is a slip, not a name:
"percentile", "errands" and "databse" are no names; "buildkite" and "memcached" are.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

# A lower-case word standing alone, not a piece of a path, an address or a code.
LOWER_WORD = re.compile(r"(?<![\w'./@#:$-])[a-z]{3,}(?![\w./@-])")

# Common words of software work and daily notes that the vocabulary lacks: never a name.
WORK_WORDS = frozenset(
    """admin admins scheduler uploader downloader repo repos monorepo webhook webhooks
    deadlock shutdown normalisation normalization timezone timezones retry retries
    walkthrough pagination lockfile lockfiles ids cursor runbook runbooks changelog
    changelogs stub stubs standup standups haircut checkout cron crons crontab latency
    config configs workflow workflows upload uploads invoice invoices postmortem pager
    pagers endpoint endpoints snapshot snapshots infra auth offsite typo typos frontend
    backend sandbox login logins logout signup benchmark benchmarks wifi ingress egress
    timeout timeouts resolver resolvers ttl hotfix hotfixes lifecycle chore chores
    namespace namespaces triage perf serializer deserializer keepalive reorg lint linting
    linter linters healthcheck healthchecks outage outages rollback rollbacks backlog
    localhost workaround workarounds charger churn creds cutover sdk sdks uid uids
    failover eviction tweak tweaks soak nits observability bake fortnight rota handover
    rollout rollouts flake flaky backfill firewall runtime runtimes csv deps tue thu uni
    checkup okr okrs elif cutoff datacenter datacentre workload workloads otp ssid
    thumbnail thumbnails dropdown username usernames env envs prod dev devs ops devops sre
    qa subdomain timestamp timestamps async init json yaml url urls api apis cli sso vpn
    dns sql http https ui ux pr prs todo todos fyi btw asap eod eow wip lgtm nit repro
    staging stg hostname hostnames filesystem codebase dataset datasets toolchain
    plugin plugins middleware metadata params param args kwargs regex enum enums bool
    boolean dict tuple struct impl refactor refactored refactoring dockerfile makefile
    readme mins secs hrs msgs req reqs qps rps cpu cpus gpu gpus ram vm vms ssd hdd
    onboarding offboarding teammate teammates oncall rerun reruns rebase rebased
    rebasing cherrypick signoff sync syncs resync dedupe dedup dashboards physio gp vet
    telly sms mms pdf pdfs unicode xml html css utc gmt org php rfc rfcs ios ipad ipads
    retro retros hmm reg regs uplink uplinks downlink downlinks""".split()
)

_LIST = Path(__file__).with_name("english_words.txt")
_DICTIONARY = Path(__file__).with_name("dictionary_words.txt")


@lru_cache(maxsize=1)
def _known() -> frozenset[str]:
    return frozenset(_LIST.read_text(encoding="utf-8").split()) | WORK_WORDS


@lru_cache(maxsize=1)
def _dictionary() -> frozenset[str]:
    return frozenset(_DICTIONARY.read_text(encoding="utf-8").split()) | WORK_WORDS


_ENDINGS = (
    ("s", ""), ("es", ""), ("ed", ""), ("ed", "e"), ("d", ""), ("ing", ""), ("ing", "e"),
    ("ly", ""), ("er", ""), ("ers", ""), ("ies", "y"), ("ied", "y"), ("ier", "y"),
    ("est", ""), ("ment", ""), ("ness", ""), ("able", ""), ("ful", ""),
)  # fmt: skip
_PREFIXES = ("re", "un", "pre", "mis", "over", "under", "out", "sub", "co", "de", "non")


@lru_cache(maxsize=65536)
def english(word: str) -> bool:
    """`word` (lower case, letters) is an English word: listed, or an inflection, a
    British spelling or a prefixed form of one ("redeployed", "summarised", "misheard")."""
    return _listed(word, _known())


@lru_cache(maxsize=4096)
def in_dictionary(word: str) -> bool:
    """`word` (lower case, letters) is in the full dictionary, or a form of a word in it
    ("balancer", "resizer")."""
    known = _dictionary()
    return _listed(word, known) or word.endswith("er") and _listed(word[:-1], known)


def _listed(word: str, known: frozenset[str]) -> bool:
    """`word` is in `known`, or an inflection, a British spelling or a prefixed form of a
    word in it."""
    if word in known:
        return True
    if "is" in word and word.replace("is", "iz") in known:  # summarise, normalised
        return True
    for ending, instead in _ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            base = word[: -len(ending)] + instead
            if base in known or "is" in base and base.replace("is", "iz") in known:
                return True
            if len(base) > 3 and base[-1] == base[-2] and base[:-1] in known:  # planned
                return True
    for prefix in _PREFIXES:
        rest = word[len(prefix) :]
        if word.startswith(prefix) and len(rest) >= 4 and _listed(rest, known):
            return True
    return False


@lru_cache(maxsize=65536)
def lowercase_name(word: str) -> bool:
    """`word` is a name written in lower case: letters only, three or more, and in no word
    list, or a proper name there (in the model's vocabulary, which holds "dimitri" and
    "jenkins", but in the dictionary only with a capital)."""
    plain = word.isascii() and word.isalpha() and word.islower()
    if len(word) < 3 or not plain or word in NOT_NAMES:
        return False
    if word.endswith(("ing", "ed")) and in_dictionary(word):
        return False  # a verb's form ("fuzzing", "shelved"), not a thing's name
    return not english(word) or not in_dictionary(word)


# Words the model's vocabulary holds that the dictionary writes with a capital or not at
# all, yet name no one: days, months, and the first halves of contractions ("weren't").
NOT_NAMES = frozenset(
    """monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays
    thursdays fridays saturdays sundays january february march april may june july august
    september october november december jan feb mar apr jun jul aug sep sept oct nov dec
    aren isn wasn weren hasn haven hadn doesn didn don won wouldn couldn shouldn mustn needn
    ain""".split()
)


@lru_cache(maxsize=4096)
def surely_a_name(word: str) -> bool:
    """`word` is a name written in lower case: letters only, three or more, the dictionary
    holds it in lower case in no form ("buildkite", "kubernetes"; not "sentry" or
    "woodpecker", which name tools too), and it is no slip of one letter from a word it
    holds ("databse", "teh"; so "jenkins", one letter from "jerkins", is not surely a name
    either)."""
    plain = word.isascii() and word.isalpha() and word.islower()
    if len(word) < 3 or not plain or in_dictionary(word):
        return False
    known = _dictionary()
    return not any(slip in known for slip in _one_letter_off(word))


def _one_letter_off(word: str) -> set[str]:
    """The words one letter dropped, swapped with the next, changed or added away."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    cuts = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    return (
        {a + b[1:] for a, b in cuts if b}
        | {a + b[1] + b[0] + b[2:] for a, b in cuts if len(b) > 1}
        | {a + c + b[1:] for a, b in cuts if b for c in letters}
        | {a + c + b for a, b in cuts for c in letters}
    )
