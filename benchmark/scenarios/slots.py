"""The slots a timeline's state lives in: an attribute of an entity (a service's port, a
project's owner, a trip's flight) with the ways people set it, change it, see it changed by
an event, and ask about it.

Templates: {E} the entity, {v} the value being stated, {old} the value it replaces. Every
value is a string the scorer can find by case-insensitive substring, so values are chosen
distinctive (no value of a slot is a substring of another of the same slot). Questions use
other words than the statements where the language allows (ask "where do I point psql", not
"what is the port"), so a lexical match of the question alone does not find the answer.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

Values = Callable[[random.Random], str]


@dataclass(frozen=True)
class Slot:
    name: str
    domain: str  # coding | life
    attr: str  # the attribute in plain words, for generic correction wordings
    values: Values
    entities: tuple[str, ...]
    set: tuple[str, ...]  # a value stated
    change: tuple[str, ...]  # a later value, said as a change
    ask: tuple[str, ...]  # a question about the current value
    event: tuple[str, ...] = field(default=())  # a later event that implies the new value


def pick(options) -> Values:
    options = tuple(options)
    return lambda rng: rng.choice(options)


def port_number(rng: random.Random) -> str:
    return str(rng.randrange(3100, 9900))


def host_name(rng: random.Random) -> str:
    role = rng.choice(["db", "pg", "sql", "data", "store"])
    site = rng.choice(["fra", "ams", "iad", "sjc", "lhr", "dub", "sin", "yyz"])
    return f"{role}-{site}-{rng.randrange(10, 99)}"


def branch_name(rng: random.Random) -> str:
    kind = rng.choice(["release/", "rel-", "release-", "stable/"])
    return f"{kind}{rng.randrange(2, 9)}.{rng.randrange(10, 40)}"


def calendar_date(rng: random.Random) -> str:
    month = rng.choice(["March", "April", "May", "June", "September", "October", "November"])
    return f"{month} {rng.randrange(10, 29)}"


def minutes(rng: random.Random) -> str:
    return f"{rng.randrange(21, 99)} minutes"


def clock_time(rng: random.Random) -> str:
    return f"{rng.randrange(10, 12):02d}:{rng.choice(['05', '15', '20', '35', '40', '50'])}"


def flight_number(rng: random.Random) -> str:
    return f"{rng.choice(['LH', 'BA', 'KL', 'AF', 'IB', 'SK', 'OS'])} {rng.randrange(1100, 9899)}"


PEOPLE = (
    "Priya", "Tomasz", "Ines", "Kwame", "Soren", "Aiko", "Mateus", "Leila", "Dmitri", "Yusuf",
    "Greta", "Hamid", "Noor", "Bartek", "Camila", "Eero", "Farida", "Joaquin", "Katya", "Lorenzo",
    "Marisol", "Nikolai", "Oksana", "Rafael", "Sunita", "Thiago", "Valentina", "Wendell", "Ximena",
    "Zoltan", "Anouk", "Benedikt", "Chidi", "Dagny", "Emeka", "Fenna", "Gunnar", "Hyejin", "Ilkka",
)  # fmt: skip

SERVICES = (
    "billing", "ledger", "atlas", "heron", "pantry", "orca", "kestrel", "quill", "tundra",
    "marigold", "juniper", "nimbus", "sparrow", "granite", "lumen", "falcon", "otter", "cobalt",
    "harbor", "meadow", "pylon", "rivet", "saffron", "tessera", "vireo", "wicket", "zephyr",
)  # fmt: skip
