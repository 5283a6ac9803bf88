"""When no supersession rule applies: two texts about rival things, and a sentence about a
change not made.

A later note can only replace an earlier one about the same thing. Two notes are about
rival things when:

- **other environment** — each names a deployment environment the other does not
  ("ORDERS_DB_PASSWORD for prod lives in kv/orders/prod", "kv/orders/staging rotated
  today"): prod's secret is not staging's, unless the earlier speaks for the others too
  ("staging only, read-only everywhere else");
- **sibling names** — the earlier names a thing of a compound shape ("ingest-gateway",
  "release/*") the later does not, the later one of the same shape and a part in common
  ("export-gateway", "hotfix/*") the earlier does not, not as the value a link word leads
  to ("CI is on gitlab-ci now" replaces "CI runs on circle-ci"), and they name no compound
  thing in common: another service, branch pattern or path of the same family;
- **someone else's** — the later opens on a relation's thing ("Partner's osteo moved to
  Fri 17 Jan", "Mum's phone"), a relation the earlier never names, or says the thing is
  not the writer's ("the Canal Rd car park is shut, glad it's not mine").

A sentence about a change not made states no new value: asked for, wanted, tried and
dropped, waiting, not yet live ("Tobiah wants volatile-lru there too, no decision yet";
"v4.12.4 built, waiting for CAB, not deployed"): before_pending.
"""

from __future__ import annotations

import re
from functools import lru_cache

from mgimind.memory.facts.evidence import _CLAUSE_END, LINKS, STOP

_LINKS = LINKS | {"in", "via", "into", "from", "onto", "over", "across"}

# A change not made (module docstring): said of the whole sentence ("tried cockroachdb,
# nice but p99 writes 3x worse, not pursuing"), or wished or waited for from its clause on
# ("no SAML metadata needed, but she still wants me on the call" states its first clause).
_UNMADE = re.compile(
    r"\b(?:no decision(?: yet)?|not (?:yet )?(?:deployed|decided|agreed|approved|merged|live|"
    r"rolled out|released|shipped)|not pursuing|not going ahead)\b",
    re.IGNORECASE,
)
_WISHED = re.compile(
    r"\b(?:waiting (?:for|on)|asked (?:for|me to|us to|whether|if)|wants|would like)\b",
    re.IGNORECASE,
)
# After a request, words saying it was granted: the sentence states the change ("Compliance
# asked for a 67-day log window on rivet; applied", "asked for more time, so granite lands
# November 15").
_GRANTED = re.compile(r"\b(?:applied|done|granted|approved|agreed|accepted|so|now)\b")


def before_pending(sentence: str, after: str = "") -> str:
    """What `sentence` states of a change made: nothing when it says the change was not
    made, the clauses before a wish or a wait that nothing after it grants (in it or in
    the sentences `after` it), else all of it."""
    if _UNMADE.search(sentence):
        return ""
    wished = _WISHED.search(sentence)
    if wished is None or _GRANTED.search(f"{sentence[wished.end() :]} {after}".lower()):
        return sentence
    ends = [m.start() for m in _CLAUSE_END.finditer(sentence, 0, wished.start())]
    return sentence[: ends[-1]] if ends else ""


# Deployment environments, with their usual short forms read as one ("stage" is not one:
# "ready for stage 4").
_ENVIRONMENTS = {
    "prod": "prod",
    "production": "prod",
    "prd": "prod",
    "staging": "staging",
    "stg": "staging",
    "dev": "dev",
    "development": "dev",
    "qa": "qa",
    "uat": "uat",
    "preprod": "preprod",
    "sandbox": "sandbox",
}
# A compound name: lower-case words joined by "-", "_" or "/" (a trailing "/*" for a branch
# pattern); no digits, so a version or a date is never a name, and no file's extension: a
# file is where something is kept, not the thing.
_COMPOUND = re.compile(r"(?<![\w./-])[a-z]+(?:(?:[-_/][a-z]+)+(?:/\*)?|/\*)(?![\w./-])")
# "Partner's osteo", "Mum's phone": a relation's thing opening the note (not a shop's:
# "Gruber's Tyres put a plug in the left rear" is about my tyre).
_OPENING_POSSESSOR = re.compile(r"^\W*(?:my |our )?([A-Za-z]+)['\u2019]s (\w+)", re.IGNORECASE)
_RELATIONS = frozenset(
    """partner wife husband mum mom mother dad father son daughter kid kids child brother
    sister nan gran grandma grandad grandpa aunt uncle cousin friend flatmate roommate
    colleague boss neighbour neighbor""".split()
)
# After "X's", a word that makes it "X is" ("Mum's taking her", "Dad's still off").
_IS_AFTER = frozenset("still not now also been back off done gone fine ok okay sorted".split())


def rival_things(older: str, newer: str) -> bool:
    """`older` and `newer` are about rival things (module docstring): no supersession."""
    return (
        _other_environment(older, newer)
        or _sibling_names(older, newer)
        or _someone_elses(older, newer)
        or bool(_DISOWNED.search(newer.lower()))
    )


# A later note saying what it speaks of is not the writer's ("the Canal Rd car park is
# shut, glad it's not mine"): someone else's thing.
_DISOWNED = re.compile(r"\b(?:not|isn't|aren't|wasn't|weren't) (?:mine|ours)\b")


@lru_cache(maxsize=2048)
def _environments(text: str) -> frozenset[str]:
    """The environments `text` names, alone or inside a name ("kv/orders/prod", "pg-stg-01")."""
    parts = re.findall(r"[a-z0-9]+", text.lower())
    return frozenset(_ENVIRONMENTS[p] for p in parts if p in _ENVIRONMENTS)


# An earlier note speaking for the other environments too ("read-only everywhere else").
_COVERS_OTHERS = re.compile(
    r"\b(?:everywhere else|elsewhere|everything else|(?:all|any) other|"
    r"other (?:envs|environments))\b"
)


def _other_environment(older: str, newer: str) -> bool:
    old, new = _environments(older), _environments(newer)
    return bool(old and new and not old & new) and not _COVERS_OTHERS.search(older.lower())


@lru_cache(maxsize=2048)
def compounds(text: str) -> frozenset[str]:
    """The compound names `text` writes ("payments-recon", "release/*"), lowered."""
    return frozenset(m.group(0) for m in _COMPOUND.finditer(text.lower()))


def _shape(name: str) -> str:
    return re.sub(r"[a-z]+", "w", name)


def _parts(name: str) -> frozenset[str]:
    return frozenset(re.split(r"[-_/]", name)) - {""}


def _sibling_names(older: str, newer: str) -> bool:
    old, new = compounds(older), compounds(newer)
    if old & new:
        return False
    return any(
        _shape(a) == _shape(b) and _parts(a) & _parts(b) and not _led_by_link(newer, b)
        for a in old
        for b in new
    )


def _led_by_link(text: str, name: str) -> bool:
    """`name` follows a link word ("CI is on gitlab-ci now", "it's conf/crawl"): the new
    value of the thing, not another thing."""
    low = text.lower()
    before = re.findall(r"[a-z]+(?:['\u2019]s)?", low[: low.find(name)])[-1:]
    return bool(before) and (before[0] in _LINKS or before[0][-2:-1] in "'\u2019")


def _someone_elses(older: str, newer: str) -> bool:
    m = _OPENING_POSSESSOR.match(newer)
    if m is None:
        return False
    possessor, after = m.group(1).lower(), m.group(2).lower()
    if possessor not in _RELATIONS or after in STOP | _IS_AFTER or after.endswith("ing"):
        return False
    return re.search(rf"\b{re.escape(possessor)}\b", older.lower()) is None
