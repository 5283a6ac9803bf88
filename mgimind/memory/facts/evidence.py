"""What a later text says about a fact: explainable rules, with similarity as a fallback.

Given a current fact (subject, predicate, object) and a text recorded after it (a memory, a
harvested exchange), each sentence is read on its own:

1. **hedge** — a question, a plan or a hypothetical ("should we move to 9090?", "we might
   switch") says nothing about what holds: the sentence is skipped.
2. **subject** — the sentence must name the fact's subject (its content words, lightly
   stemmed; at least half of them, the last one always).
3. **predicate** — named by its own words, a small table of common paraphrases
   ("leads" ~ "heads", "runs"), or, failing both, by the sentence's cosine to
   "subject predicate" reaching `predicate_similarity` (the one learned threshold).
4. **value** — the object named (all its words) is a *confirmation*, unless the sentence
   negates it ("no longer", "instead of", "from X to", "replaced X"); another value of the
   object's shape (a number for a number, a capitalised name for a name, a word after a
   link word otherwise) is a *contradiction* when the predicate holds one value at a time
   (single, temporal-single) or the sentence carries a change cue ("now", "moved",
   "switched", "took over"...). A negated object with no other value is a doubt without a
   rival ("negated").

Every finding names the rule that produced it, so an audit line or a reviewer can see why a
fact was doubted. No hosted model: word rules and the local embedder only.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Literal

FindingKind = Literal["confirms", "contradicts", "negated"]

# The one threshold tuned on the development half of benchmark/fact_retest_cases.json
# (benchmark/fact_retest.py --tune): the cosine between a sentence and "subject predicate"
# above which the predicate counts as named when no rule found it.
PREDICATE_SIMILARITY = 0.30

_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.+/-]*[A-Za-z0-9]|[A-Za-z0-9]")
# A sentence ends at ".", "!", "?" or ";" and a space, not after a title or a common
# abbreviation ("dr. halvorsen", "e.g. redis", "approx. 40").
_SENTENCE = re.compile(
    r"(?<!\b(?:dr|mr|ms|st|vs|eg|ie)\.)(?<!\b(?:mrs|etc|e\.g|i\.e)\.)(?<!\b(?:dept|prof)\.)"
    r"(?<!\bapprox\.)(?<=[.!?;])\s+|\n+",
    re.IGNORECASE,
)
_NUMBER = re.compile(r"v?\d+(?:\.\d+)*")
_PREDICATE_PARTS = re.compile(r"[_\s-]+")

STOP = frozenset(
    """a an the is are was were be been being am to of in on at for by with from as and or
    but so that this these those it its it's we our us you your they their them he she his
    her i me my mine there here then than also just now still yet too very into onto over
    under up down out about after before again all any each every some no not do does did
    has have had will would can could should may might must shall let lets let's our one
    which who whom what when where why how""".split()
)
# Words that say the world changed (a replacement, not a second value alongside).
CHANGE = frozenset(
    """now moved move moving switched switch switching changed change migrated migrate
    replaced replace instead anymore new newly took taken takes over became becomes
    upgraded upgrade bumped handed renamed relocated""".split()
)
# The words of a negation ("no longer", "instead of", "dropped"): never a value.
NEGATION_WORDS = frozenset(
    """longer instead anymore away off replaced dropped retired removed ditched gone
    deprecated""".split()
)
HEDGES = frozenset(
    """might maybe perhaps could should would considering consider considered planning plan
    plans proposal propose proposed suggest suggested thinking whether wonder if unless
    hypothetically""".split()
)
LINKS = frozenset("to is are now uses use using on onto with = : -> → at as by under".split())
# Common paraphrases of predicates: the predicate's stem -> words that name it too.
PARAPHRASES: dict[str, frozenset[str]] = {
    k: frozenset(v.split())
    for k, v in {
        "lead": "lead leads led heads head runs run manages manage owns own charge",
        "owner": "owns own owner maintains maintainer responsible",
        "manager": "manages manager lead leads heads boss report reports reporting",
        "port": "port listens listen listening",
        "database": "database db datastore",
        "db": "database db datastore",
        "use": "use uses using runs built switched moved migrated",
        "language": "language written",
        "host": "host hosted hosts served deployed runs",
        "version": "version release upgraded bumped",
        "city": "lives live living based moved relocated",
        "live": "lives live living based moved relocated",
        "location": "lives based located moved relocated",
        "region": "region deployed runs moved",
        "editor": "editor uses using switched",
        "framework": "framework built uses switched moved migrated",
        "timeout": "timeout timeouts",
        "deadline": "deadline due",
        "budget": "budget",
    }.items()
}
_NEGATORS = (
    r"no longer (?:\w+ ){0,3}{o}",
    r"not (?:\w+ ){0,2}{o} anymore",
    r"instead of {o}",
    r"from {o} to",
    r"away from {o}",
    r"off {o}",
    r"replaced {o}",
    r"{o} (?:is|was|has been) (?:gone|retired|deprecated|dropped|replaced|out)",
    r"(?:dropped|retired|removed|ditched) {o}",
)


@dataclass(frozen=True)
class Finding:
    """One sentence's verdict on a fact: confirms it, contradicts it with `value`, or
    negates it without naming another value. `rule` says which rule decided."""

    kind: FindingKind
    rule: str
    strength: float  # 0..1: how sure the rules are (a rule hit 1.0, a similarity hit less)
    value: str | None = None
    sentence: int = 0


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A light stem: "leads", "leading", "led" -> "lead"; "releases", "release" ->
    "releas" (enough to match a subject's or predicate's own words). Kept per word: a
    recall's first reading of a long text stems each of its words several times."""
    w = word.lower()
    for suffix in ("ing", "ed"):
        if len(w) > len(suffix) + 2 and w.endswith(suffix):
            w = w[: -len(suffix)]
            break
    if len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
        w = w[:-1]
    if len(w) > 7 and w.endswith("ation"):  # "migration", "migrate" -> "migrat"
        w = w[:-3]
    if len(w) > 3 and w.endswith("e"):
        w = w[:-1]
    return w


def words(text: str) -> list[str]:
    return _WORD.findall(text)


def content(text: str) -> list[str]:
    return [stem(w) for w in words(text) if w.lower() not in STOP]


_ROLE = re.compile(r"^\s*(?:User|Assistant|Human|AI|System):\s*", re.M)


def sentences(text: str) -> list[str]:
    """The sentences of a text; a harvested exchange's role labels ("User:") dropped, so
    "Assistant" is never read as a name."""
    return list(_sentences(text))


@lru_cache(maxsize=1024)
def _sentences(text: str) -> tuple[str, ...]:
    """Split once per text: the supersession rules read each recalled text twice (its
    statements, and its sentences hedged or not)."""
    text = _ROLE.sub("", text)
    return tuple(s.strip() for s in _SENTENCE.split(text) if s and s.strip())


def shape(obj: str) -> str:
    """number (ports, versions), name (capitalised), or term."""
    if _NUMBER.fullmatch(obj.strip()):
        return "number"
    first = obj.strip()[:1]
    return "name" if first.isupper() else "term"


# Hedge words that are also nouns: a hedge only as a verb, before "to" and a word ("we
# plan to switch", "planning to move"), not as a thing ("my phone plan is with vodafone",
# "Trip plan: fly on the 4th", "switched the phone plan to 40 GB", "sprint planning in
# room 3.14").
_NOUN_HEDGES = frozenset({"plan", "plans", "planning", "proposal"})


def _hedged(sentence: str, toks: list[str]) -> bool:
    if sentence.rstrip().endswith("?"):
        return True
    return any(
        t in HEDGES and (t not in _NOUN_HEDGES or _verb(toks, i)) for i, t in enumerate(toks)
    )


_CLAUSE_END = re.compile(r"[,;]\s|\s[-\u2013\u2014]\s")


def before_hedge(sentence: str) -> str:
    """The clauses of a hedged sentence before its hedge, when they state something: "ci
    is on woodpecker these days, ping rhiannon if a runner hangs" states where ci runs. A
    question, or a hedge in the first clause, leaves nothing."""
    if sentence.rstrip().endswith("?"):
        return ""
    low = sentence.lower()
    at = min((m.start() for m in _WORD.finditer(low) if m.group(0) in HEDGES), default=-1)
    ends = [m.start() for m in _CLAUSE_END.finditer(sentence, 0, max(at, 0))]
    said = sentence[: ends[-1]] if ends else ""
    return said if len(words(said)) >= 3 else ""


def _verb(toks: list[str], i: int) -> bool:
    """toks[i] ("plan") is a verb: "to" and a word follow it, not "to" and a number."""
    after = toks[i + 1 : i + 3]
    return len(after) == 2 and after[0] == "to" and not after[1][:1].isdigit()


def _names_subject(subject_stems: list[str], stems: set[str]) -> bool:
    """Every content word of a short subject; two thirds of a longer one, its last word
    (the head: "staging database") always."""
    if not subject_stems:
        return False
    hits = sum(1 for s in subject_stems if s in stems)
    if len(subject_stems) <= 2:
        return hits == len(subject_stems)
    return subject_stems[-1] in stems and hits * 3 >= 2 * len(subject_stems)


def _predicate_rule(predicate: str, stems: set[str], lowered: set[str]) -> bool:
    pstems = [stem(w) for w in _PREDICATE_PARTS.split(predicate) if w and w.lower() not in STOP]
    if pstems and all(p in stems for p in pstems):
        return True
    return any(lowered & PARAPHRASES.get(p, frozenset()) for p in pstems)


@lru_cache(maxsize=4096)
def filled(patterns: tuple[str, ...], slot: str, value: str, flags: int = 0) -> re.Pattern[str]:
    """`patterns` with `value` (already escaped) put in `slot`, as one alternation that
    matches where any of them would. Compiled once per value and kept: a recall compares
    a dozen memories' values against each other, and re's own cache (512 patterns, oldest
    dropped first) was churned by them, so every prompt compiled anew."""
    return re.compile("|".join(f"(?:{p.replace(slot, value)})" for p in patterns), flags)


def matches(patterns: tuple[str, ...], slot: str, value: str, text: str, flags: int = 0) -> bool:
    """`filled(patterns, slot, value, flags)` finds something in `text`. A new prompt's
    recall reads the values of two dozen texts it has not seen, and compiling each value's
    patterns was a third of its supersession check; so each pattern's parts around the slot
    (compiled once, whatever the value) are looked for first, and a value's own patterns
    are compiled only for a text where every part of one of them is found."""
    if not any(all(part.search(text) for part in _around(p, slot, flags)) for p in patterns):
        return False
    return filled(patterns, slot, value, flags).search(text) is not None


@lru_cache(maxsize=256)
def _around(pattern: str, slot: str, flags: int) -> tuple[re.Pattern[str], ...]:
    """The pattern's parts before and after the slot, each a pattern of its own: a match
    of the whole holds a match of each, at the same places (the slot stands at the top
    level of every pattern here; one where it did not would be tried whole)."""
    try:
        return tuple(re.compile(part, flags) for part in pattern.split(slot) if part)
    except re.error:
        return ()


def _object_named(obj: str, sentence: str) -> bool:
    """`obj` in `sentence`, in any case, as words of their own: no word character (nor a
    dot) right before it, no word character right after. Read without a pattern: one per
    value was compiled for every new text a recall reads."""
    low, o = sentence.lower(), obj.lower()
    if len(low) != len(sentence) or len(o) != len(obj):  # a letter lowered to two
        named = filled((r"(?<![\w.]){o}(?![\w])",), "{o}", re.escape(obj), re.IGNORECASE)
        return named.search(sentence) is not None
    at = low.find(o)
    while at >= 0:
        end = at + len(o)
        before = low[at - 1] if at else " "
        after = low[end] if end < len(low) else " "
        if not (_word_char(before) or before == ".") and not _word_char(after):
            return True
        at = low.find(o, at + 1)
    return False


def _word_char(c: str) -> bool:
    return c.isalnum() or c == "_"  # what a pattern's \w matches


def _negated(obj: str, sentence: str) -> bool:
    if obj.lower() not in sentence.lower():  # every pattern names it
        return False
    return matches(_NEGATORS, "{o}", re.escape(obj).lower(), sentence.lower())


def candidate_value(
    sentence: str, obj: str, excluded: set[str], predicate_words: set[str]
) -> str | None:
    """Another value of the object's shape in the sentence, nearest the predicate (or
    after a link word), or None."""
    toks = words(sentence)
    kind = shape(obj)
    obj_low = obj.lower()
    pred_pos = [i for i, t in enumerate(toks) if t.lower() in predicate_words]
    best: tuple[float, str] | None = None
    i = 0
    while i < len(toks):
        t = toks[i]
        low = t.lower()
        span = t
        if (
            low in STOP
            or low in CHANGE
            or low in NEGATION_WORDS
            or low in LINKS
            or stem(t) in excluded
            or low == obj_low
            or low in predicate_words
        ):
            i += 1
            continue
        if kind == "number":
            ok = bool(_NUMBER.fullmatch(t))
        elif kind == "name":
            ok = t[:1].isupper() or any(c.isdigit() for c in t)
            # a two-word name ("Ana Souza") is one value
            if ok and i + 1 < len(toks) and toks[i + 1][:1].isupper():
                if toks[i + 1].lower() not in STOP and stem(toks[i + 1]) not in excluded:
                    span = f"{t} {toks[i + 1]}"
        else:
            ok = not _NUMBER.fullmatch(t)
        if not ok:
            i += 1
            continue
        distance = min((abs(i - p) for p in pred_pos), default=len(toks))
        linked = i > 0 and toks[i - 1].lower() in LINKS
        score = distance - (2.0 if linked else 0.0)
        if kind == "term" and not (linked or distance <= 2):
            i += 1
            continue
        if best is None or score < best[0]:
            best = (score, span)
        i += 1
    if best is None or best[1].lower() == obj_low:
        return None
    return best[1]


def extract(
    subject: str,
    predicate: str,
    obj: str,
    text: str,
    *,
    single: bool,
    similarity: Callable[[list[str]], list[float]] | None = None,
    predicate_similarity: float = PREDICATE_SIMILARITY,
) -> list[Finding]:
    """Every finding `text` holds about the fact `subject predicate obj`.

    `single`: the predicate holds one value at a time (another value contradicts without
    a change cue). `similarity(sentences)` gives each sentence's cosine to "subject
    predicate" (the local embedder); without it only the word rules decide."""
    subject_stems = content(subject)
    subject_set = set(subject_stems)
    pred_tokens = [w for w in _PREDICATE_PARTS.split(predicate) if w]
    pred_words = {w.lower() for w in pred_tokens}
    for p in pred_tokens:
        pred_words |= PARAPHRASES.get(stem(p), frozenset())
    candidates: list[tuple[int, str, list[str], bool]] = []
    for n, s in enumerate(sentences(text)):
        toks = [w.lower() for w in words(s)]
        if not toks or _hedged(s, toks):
            continue
        stems = {stem(t) for t in toks}
        if not _names_subject(subject_stems, stems):
            continue
        candidates.append((n, s, toks, _predicate_rule(predicate, stems, set(toks))))
    need = [s for _, s, _, by_rule in candidates if not by_rule]
    sims = iter(similarity(need) if (need and similarity) else [])
    findings = []
    for n, s, toks, by_rule in candidates:
        strength = 1.0
        if not by_rule:
            sim = next(sims, 0.0) if similarity else 0.0
            if sim < predicate_similarity:
                continue
            strength = 0.7
        change = bool(set(toks) & CHANGE)
        excluded = subject_set | {stem(w) for w in pred_tokens}
        named = _object_named(obj, s)
        if named and _negated(obj, s):
            value = candidate_value(s, obj, excluded, pred_words)
            if value is not None:
                findings.append(Finding("contradicts", "negated-object", strength, value, n))
            else:
                findings.append(Finding("negated", "negated-object", strength * 0.7, None, n))
            continue
        if named:
            findings.append(Finding("confirms", "same-value", strength, obj, n))
            continue
        value = candidate_value(s, obj, excluded, pred_words)
        if value is None:
            continue
        if single:
            rule = "other-value-changed" if change else "other-value-single"
            findings.append(
                Finding("contradicts", rule, strength if change else strength * 0.8, value, n)
            )
        elif change:
            findings.append(Finding("contradicts", "other-value-changed", strength, value, n))
    return findings


def verdict(findings: list[Finding]) -> Finding | None:
    """One text's verdict: the strongest contradiction, else the strongest negation, else
    the strongest confirmation (a text that moves a fact counts once)."""
    for kind in ("contradicts", "negated", "confirms"):
        found = [f for f in findings if f.kind == kind]
        if found:
            return max(found, key=lambda f: f.strength)
    return None
