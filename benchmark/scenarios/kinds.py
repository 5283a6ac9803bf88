"""One function per kind of state question: each draws a short story (the statements that
matter, in order) and its questions, with what an answer needs, what it must not present as
current, and which statements an ideal context holds (`evidence`, indices into the story).
build.py pads each story with unrelated notes and gives every item its time.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from benchmark.scenarios import episodes as ep
from benchmark.scenarios.coding_slots import CODING
from benchmark.scenarios.life_slots import LIFE
from benchmark.scenarios.slots import PEOPLE, SERVICES, Slot

BY_NAME = {s.name: s for s in CODING + LIFE}


@dataclass
class Story:
    kind: str
    domain: str
    statements: list[str] = field(default_factory=list)
    questions: list[dict] = field(default_factory=list)
    entities: list[str] = field(default_factory=list)  # kept out of the padding

    def say(self, text: str) -> int:
        self.statements.append(text)
        return len(self.statements) - 1

    def ask(self, q: str, needs, stale=(), evidence=(), never_said=()) -> None:
        self.questions.append(
            {
                "q": q,
                "kind": self.kind,
                "needs": list(needs),
                "stale": list(stale),
                "evidence": list(evidence),
                "never_said": list(never_said),
            }
        )


WRAPS = ("", "", "", "", "Note to self: ", "From standup: ", "FYI ", "Quick update: ")


def wrap(rng: random.Random, text: str) -> str:
    """A statement as people jot it down (exchanges are left as they are)."""
    if text.startswith("User:"):
        return text
    return rng.choice(WRAPS) + text


def plain(templates: tuple[str, ...]) -> list[str]:
    """The templates that read as one sentence (not an exchange), to quote inside another."""
    return [t for t in templates if not t.startswith("User:")]


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def fill(template: str, **kw) -> str:
    return cap(template.format(**kw))


def distinct(rng: random.Random, slot: Slot, n: int) -> list[str]:
    """n values of the slot, none a substring of another."""
    out: list[str] = []
    for _ in range(500):
        v = slot.values(rng)
        if all(v.lower() not in o.lower() and o.lower() not in v.lower() for o in out):
            out.append(v)
            if len(out) == n:
                return out
    raise ValueError(f"slot {slot.name} has fewer than {n} distinct values")


def _slot(rng: random.Random, domain: str, need=None) -> Slot:
    pool = [s for s in (CODING if domain == "coding" else LIFE) if need is None or need(s)]
    return rng.choice(pool)


def _domain(rng: random.Random, life_share: float = 0.2) -> str:
    return "life" if rng.random() < life_share else "coding"


REVERTS = (
    "Reverting {E} to {v} after all — {old} didn't pan out.",
    "We're back on {v} for {E}; {old} was a dead end.",
    "Undo the switch: {E} stays on {v}, forget {old}.",
)
DECISIONS = ("queue", "http_client", "region", "release_day")


def also_stable(rng: random.Random, st: Story, slot: Slot, entity: str, taken: list[str]) -> None:
    """Sometimes a second slot of the same entity, said once and still true, before the
    story's last statement, with its own question."""
    pool = CODING if st.domain == "coding" else LIFE
    others = [s for s in pool if entity in s.entities and s.name != slot.name]
    if not others or rng.random() >= 0.3:
        return
    other = rng.choice(others)
    v = distinct(rng, other, 1)[0]
    if any(v.lower() in x.lower() or x.lower() in v.lower() for x in taken):
        return
    at = rng.randrange(0, len(st.statements))
    st.statements.insert(at, wrap(rng, fill(rng.choice(other.set), E=entity, v=v)))
    for q in st.questions:
        q["evidence"] = [i + (i >= at) for i in q["evidence"]]
    st.ask(fill(rng.choice(other.ask), E=entity), [v], [], [at])


def supersession(rng: random.Random) -> Story:
    st = Story("supersession", _domain(rng))
    slot = _slot(rng, st.domain)
    entity = rng.choice(slot.entities)
    st.entities.append(entity)
    values = distinct(rng, slot, rng.choice([2, 2, 3, 4]))
    st.say(wrap(rng, fill(rng.choice(slot.set), E=entity, v=values[0])))
    changes = rng.sample(slot.change, min(len(slot.change), len(values) - 1))
    while len(changes) < len(values) - 1:
        changes.append(rng.choice(slot.change))
    last = 0
    for old, new, template in zip(values, values[1:], changes, strict=False):
        last = st.say(wrap(rng, fill(template, E=entity, v=new, old=old)))
    current, stale = values[-1], values[:-1]
    if slot.name in DECISIONS and rng.random() < 0.4:  # a decision reversed, back to the first
        current, stale = values[0], values[1:]
        last = st.say(wrap(rng, fill(rng.choice(REVERTS), E=entity, v=current, old=values[-1])))
    st.ask(fill(rng.choice(slot.ask), E=entity), [current], stale, [last])
    also_stable(rng, st, slot, entity, values)
    return st


CORRECTIONS = (
    "Actually, not {old} — {E}'s {attr} is {v}.",
    "Scratch that, I had it wrong: {stmt}",
    "Correction: {v}, not {old}. I read the wrong dashboard for {E}.",
    "Wait, no — {stmt} Ignore what I said about {old}.",
    "My mistake earlier: the {attr} for {E} is {v}, {old} was last year's.",
    "Oops. {stmt} ({old} was a typo.)",
)


def correction(rng: random.Random) -> Story:
    st = Story("correction", _domain(rng))
    slot = _slot(rng, st.domain)
    entity = rng.choice(slot.entities)
    st.entities.append(entity)
    old, new = distinct(rng, slot, 2)
    st.say(wrap(rng, fill(rng.choice(slot.set), E=entity, v=old)))
    stmt = fill(rng.choice(plain(slot.set)), E=entity, v=new)
    fixed = fill(rng.choice(CORRECTIONS), E=entity, v=new, old=old, attr=slot.attr, stmt=stmt)
    i = st.say(fixed)
    st.ask(fill(rng.choice(slot.ask), E=entity), [new], [old], [i])
    also_stable(rng, st, slot, entity, [old, new])
    return st


COMPOUND = (
    "{E} at a glance: {a1} {v1}, {a2} {v2}, {a3} {v3}.",
    "Setup notes for {E} — {a1}: {v1}; {a2}: {v2}; {a3}: {v3}.",
    "User: basics of {E}?\nAssistant: Its {a1} is {v1}, the {a2} is {v2} and the {a3} is {v3}.",
    "Wrote down {E}'s config so I stop asking: {a1} = {v1}, {a2} = {v2}, {a3} = {v3}.",
)  # fmt: skip
PARTIAL_CHANGE = (
    "{stmt} Everything else about {E} stays as it was.",
    "{stmt}",
    "Only one thing changed for {E}: {stmt_lower}",
)


def partial_update(rng: random.Random) -> Story:
    st = Story("partial_update", "coding")
    names = [
        "port",
        "db_host",
        "python",
        "region",
        "replicas",
        "ci_image",
        "branch",
        "owner",
        "queue",
    ]
    slots = [BY_NAME[n] for n in rng.sample(names, 3)]
    entity = rng.choice(SERVICES)
    st.entities.append(entity)
    vals = [distinct(rng, s, 2) for s in slots]
    kw = {"E": entity}
    for n, (s, v) in enumerate(zip(slots, vals, strict=True), 1):
        kw[f"a{n}"], kw[f"v{n}"] = s.attr, v[0]
    first = st.say(fill(rng.choice(COMPOUND), **kw))
    k = rng.randrange(3)
    stmt = fill(rng.choice(slots[k].change), E=entity, v=vals[k][1], old=vals[k][0])
    change = rng.choice(PARTIAL_CHANGE).format(E=entity, stmt=stmt, stmt_lower=stmt)
    i = st.say(wrap(rng, change))
    st.ask(fill(rng.choice(slots[k].ask), E=entity), [vals[k][1]], [vals[k][0]], [i])
    if rng.random() < 0.6:
        u = rng.choice([n for n in range(3) if n != k])
        st.ask(fill(rng.choice(slots[u].ask), E=entity), [vals[u][0]], [], [first])
    return st


RESTATE = (
    "Confirming: {stmt}",
    "Just to repeat for the newcomers, {stmt_lower}",
    "Double-checked today — {stmt_lower}",
    "{stmt} (still true as of this week)",
    "User: is that still right?\nAssistant: Yes. {stmt}",
)


def restatement(rng: random.Random) -> Story:
    st = Story("restatement", _domain(rng))
    slot = _slot(rng, st.domain)
    entity = rng.choice(slot.entities)
    st.entities.append(entity)
    old, new = distinct(rng, slot, 2)
    st.say(wrap(rng, fill(rng.choice(slot.set), E=entity, v=old)))
    a = st.say(wrap(rng, fill(rng.choice(slot.change), E=entity, v=new, old=old)))
    stmt = fill(rng.choice(plain(slot.set)), E=entity, v=new)
    lower = stmt[:1].lower() + stmt[1:] if not stmt[:2].isupper() else stmt
    b = st.say(rng.choice(RESTATE).format(stmt=stmt, stmt_lower=lower))
    st.ask(fill(rng.choice(slot.ask), E=entity), [new], [old], [a, b])
    also_stable(rng, st, slot, entity, [old, new])
    return st


def event_change(rng: random.Random) -> Story:
    st = Story("event_change", "coding")
    slot = _slot(rng, "coding", lambda s: bool(s.event))
    entity = rng.choice(slot.entities)
    st.entities.append(entity)
    old, new = distinct(rng, slot, 2)
    st.say(wrap(rng, fill(rng.choice(slot.set), E=entity, v=old)))
    i = st.say(wrap(rng, fill(rng.choice(slot.event), E=entity, v=new, old=old)))
    st.ask(fill(rng.choice(slot.ask), E=entity), [new], [old], [i])
    also_stable(rng, st, slot, entity, [old, new])
    return st


def _time(rng: random.Random) -> str:
    return f"{rng.randrange(13, 20)}:{rng.choice(['05', '25', '35', '55'])}"


def cancellation(rng: random.Random) -> Story:
    st = Story("cancellation", "coding")
    plan, cancel, questions = rng.choice(ep.CANCELLATIONS)
    entity, person, t = rng.choice(SERVICES), rng.choice(PEOPLE), _time(rng)
    if "{E}" not in plan:
        st.domain = "life"
    st.entities += [entity, person]
    st.say(wrap(rng, fill(plan, E=entity, p=person, t=t)))
    if rng.random() < 0.3:
        st.say(f"Reminder: {plan.format(E=entity, p=person, t=t)}")
    text = fill(cancel, E=entity, p=person)
    word = next(w for w in ep.CANCEL_WORDS if w in text.lower())
    i = st.say(wrap(rng, text))
    st.ask(fill(rng.choice(questions), E=entity, p=person), [word], [t], [i])
    return st


def _ticket(rng: random.Random, entity: str) -> str:
    return f"{entity[:3].upper()}-{rng.randrange(100, 999)}"


def interruption(rng: random.Random) -> Story:
    st = Story("interruption", "coding")
    entity = rng.choice(SERVICES)
    st.entities.append(entity)
    a, b = _ticket(rng, entity), _ticket(rng, entity)
    while b == a or a in b or b in a:
        b = _ticket(rng, entity)
    task, urgent = (x.format(E=entity, a=a, b=b) for x in rng.choice(ep.TASKS))
    st.say(fill(rng.choice(ep.STARTS), task=task))
    p1, p2 = rng.sample(ep.PROGRESS, 2)
    st.say(fill(p1, t=a))
    i = st.say(fill(rng.choice(ep.INTERRUPTS), a=a, urgent=urgent))
    j = st.say(fill(p2, t=b))
    if rng.random() < 0.5:
        k = st.say(fill(rng.choice(ep.RESUMES), a=a, b=b))
        st.ask(rng.choice(ep.TASK_ASKS), [a], [b], [k])
    else:
        st.ask(rng.choice(ep.TASK_ASKS), [b], [a], [i, j])
    return st


def scope_permission(rng: random.Random) -> Story:
    st = Story("scope_permission", "coding")
    rule, change, questions = rng.choice(ep.PERMISSIONS)
    entity = rng.choice(SERVICES)
    p, q = rng.sample(PEOPLE, 2)
    st.entities += [entity, p, q]
    st.say(wrap(rng, fill(rule, E=entity, p=p)))
    if rng.random() < 0.3:
        st.say(f"As agreed in the retro: {rule.format(E=entity, p=p)}")
    i = st.say(wrap(rng, fill(change, E=entity, q=q)))
    st.ask(fill(rng.choice(questions), E=entity), [q], [p], [i])
    return st


def freshness(rng: random.Random) -> Story:
    st = Story("freshness", "coding")
    hosts = rng.sample(ep.HOSTS, 2 if rng.random() < 0.3 else 1)
    st.entities += hosts
    used: list[str] = []
    for host in hosts:  # a second host's readings interleave with the first's
        metric, questions, unit = rng.choice(ep.OBSERVATIONS)
        ns = [n for n in rng.sample(range(11, 98), 6) if f"{n}{unit}" not in used]
        ns = ns[: rng.choice([2, 3, 3, 4, 5])]
        said = []
        for n in ns:
            clock = f"{rng.randrange(7, 23):02d}:{rng.randrange(0, 60):02d}"
            reading = metric.format(h=host, n=n)
            said.append(rng.choice(ep.OBSERVE_WORDS).format(s=reading, time=clock))
        values = [f"{n}{unit}" for n in ns]
        used += values
        at = _interleave(rng, st, said)
        st.ask(rng.choice(questions).format(h=host), [values[-1]], values[:-1], [at[-1]])
    return st


def _interleave(rng: random.Random, st: Story, said: list[str]) -> list[int]:
    """Add `said` in order among the story's statements; the new indices."""
    slots = sorted(rng.sample(range(len(st.statements) + len(said)), len(said)))
    old = iter(st.statements)
    new = iter(said)
    merged = [next(new) if i in slots else next(old) for i in range(len(st.statements) + len(said))]
    moved = {}
    k = 0
    for i in range(len(merged)):
        if i not in slots:
            moved[k] = i
            k += 1
    for q in st.questions:
        q["evidence"] = [moved[i] for i in q["evidence"]]
    st.statements[:] = merged
    return slots


def repair(rng: random.Random) -> Story:
    st = Story("repair", "coding")
    problem, fix, questions, words = rng.choice(ep.REPAIRS)
    entity = rng.choice(SERVICES)
    st.entities.append(entity)
    w = rng.randrange(2, 9)
    f = f"{rng.randrange(2, 7)}.{rng.randrange(0, 12)}.{rng.randrange(1, 9)}"
    st.say(wrap(rng, fill(problem, E=entity, w=w)))
    i = st.say(wrap(rng, fill(fix, E=entity, f=f)))
    st.ask(fill(rng.choice(questions), E=entity), [f], [words.format(w=w)], [i])
    return st


def commitment(rng: random.Random) -> Story:
    st = Story("commitment", "coding")
    picks = rng.sample(ep.PROMISES, rng.choice([2, 3]))
    people = rng.sample(PEOPLE, len(picks))
    entity = rng.choice(SERVICES)
    st.entities += [entity, *people]
    said = []
    for (promise, _thing), person in zip(picks, people, strict=True):
        due = f"{rng.choice(['Monday', 'Wednesday', 'Friday', 'the 14th', 'end of month'])}"
        said.append(st.say(wrap(rng, fill(promise, p=person, E=entity, d=due))))
    open_k = rng.randrange(len(picks))
    evidence = [said[open_k]]
    for k, person in enumerate(people):
        if k != open_k:
            template = rng.choice(ep.KEPT if rng.random() < 0.7 else ep.DROPPED)
            evidence.append(st.say(fill(template, p=person)))
    stale = [picks[k][1] for k in range(len(picks)) if k != open_k]
    st.ask(rng.choice(ep.PROMISE_ASKS), [picks[open_k][1]], stale, evidence)
    return st


def never_said(rng: random.Random) -> Story:
    st = Story("never_said", _domain(rng, 0.25))
    pool = CODING if st.domain == "coding" else LIFE
    slots = rng.sample(pool, 3)
    entity = rng.choice(slots[0].entities)
    st.entities.append(entity)
    told = [s for s in slots[:2] if entity in s.entities]
    for s in told:
        v = distinct(rng, s, 1)[0]
        st.say(wrap(rng, fill(rng.choice(s.set), E=entity, v=v)))
    untold = [s for s in pool if entity in s.entities and s not in told]
    ways = ["entity", "attribute"] if untold else ["entity"]
    rng.shuffle(ways)
    for way in ways[: 2 if rng.random() < 0.35 else 1]:
        if way == "entity":  # the same attribute of something never named
            slot = rng.choice(told)
            unseen = rng.choice([e for e in slot.entities if e not in st.entities])
            st.entities.append(unseen)
            st.ask(fill(rng.choice(slot.ask), E=unseen), [], [], [], [unseen])
        else:  # an attribute of the same entity that was never stated
            slot = rng.choice(untold)
            what = f"{slot.attr} of {entity}"
            st.ask(fill(rng.choice(slot.ask), E=entity), [], [], [], [what])
    return st


PAIRS = (
    ("db_host", "port", "I need to connect to {E} by hand: which machine, and which port?"),
    ("owner", "deadline", "Who is driving {E}, and when is it due?"),
    ("branch", "ci_timeout", "Before I tag {E}: which line, and how long will CI let it run?"),
    ("region", "replicas", "Give me {E}'s footprint — where does it run and how many pods?"),
    ("python", "postgres", "Dev env for {E}: which interpreter, which database server release?"),
    ("queue", "owner", "Which broker does {E} use, and who do I talk to about it?"),
    ("flight", "hotel", "Travel summary for {E}: which flight, and where am I staying?"),
    ("ci_image", "approvals", "What do {E}'s CI machines run, and how many reviews to merge?"),
)


def aggregation(rng: random.Random) -> Story:
    if rng.random() < 0.3:
        return aggregation_by_person(rng)
    first, second, question = rng.choice(PAIRS)
    a, b = BY_NAME[first], BY_NAME[second]
    st = Story("aggregation", a.domain)
    entity = rng.choice([e for e in a.entities if e in b.entities])
    st.entities.append(entity)
    va, vb = distinct(rng, a, 2), distinct(rng, b, 1)
    i = st.say(wrap(rng, fill(rng.choice(a.set), E=entity, v=va[0])))
    stale: list[str] = []
    if rng.random() < 0.35:  # the first one changed in between
        i = st.say(wrap(rng, fill(rng.choice(a.change), E=entity, v=va[1], old=va[0])))
        stale = [va[0]]
    j = st.say(wrap(rng, fill(rng.choice(b.set), E=entity, v=vb[0])))
    needs = [va[1] if stale else va[0], vb[0]]
    st.ask(question.format(E=entity), needs, stale, [i, j])
    return st


OWNED = (
    "What does {p} look after these days — which services?",
    "If {p} is off sick, which services lose their owner?",
    "List the systems {p} is responsible for.",
)


def aggregation_by_person(rng: random.Random) -> Story:
    """Two services one person came to own, said apart; a third moved away from them."""
    owner = BY_NAME["owner"]
    st = Story("aggregation", "coding")
    person, other = rng.sample(PEOPLE, 2)
    mine = rng.sample(SERVICES, 3)
    st.entities += [person, other, *mine]
    a = st.say(wrap(rng, fill(rng.choice(owner.set), E=mine[0], v=person)))
    st.say(wrap(rng, fill(rng.choice(owner.set), E=mine[2], v=person)))
    b = st.say(wrap(rng, fill(rng.choice(owner.change), E=mine[1], v=person)))
    st.say(wrap(rng, fill(rng.choice(owner.change), E=mine[2], v=other, old=person)))
    st.ask(fill(rng.choice(OWNED), p=person), mine[:2], [], [a, b])
    return st


KINDS = {
    f.__name__: f
    for f in (
        supersession, correction, partial_update, restatement, event_change, cancellation,
        interruption, scope_permission, freshness, repair, commitment, never_said, aggregation,
    )
}  # fmt: skip
