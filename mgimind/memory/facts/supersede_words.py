"""The words and patterns supersede.py's rules read: a change or a correction, a value
taken back, set aside, retired or undone, a value added beside another, exclusive states."""

from __future__ import annotations

import re

from mgimind.memory.facts.evidence import CHANGE

# Words that say an earlier statement was wrong or has moved (beside evidence.CHANGE).
CORRECTION = frozenset(
    """actually correction corrected correcting meant mistake mistaken wrong mixed sorry
    rather rescheduled reschedule postponed pushed delayed moved renewed retired sold
    handed updated update revised fixed finally forget scratch misspoke misremembered
    misheard misread mistyped misspelt misspelled chose decided settled""".split()
)
CUES = (
    CHANGE
    | CORRECTION
    | frozenset(
        """redeployed rebound re-bound reversed raised lowered oops typo instead reassigned
    transferred ported rebuilt rewrote rewritten repointed rehomed retargeted widened
    extended increased decreased reduced shifted slipped slips slid bumped upgraded
    downgraded shut nowadays reorg""".split()
    )
)
# A phrase saying the sentence tells how things stand from now on: a change cue of words.
LATELY = re.compile(r"\b(?:these days|from now on|going forward|as of (?:today|now))\b")
# A later sentence taking a value ({o}) back (rule "retracted") or its task aside ("set-aside").
RETRACTED = (
    r"{o}\)? (?:was|is) (?:a typo|wrong|a mistake|mistaken|last year's|outdated|stale|"
    r"(?:never|not) (?:right|correct)|incorrect)",
    r"ignore (?:what i (?:said|wrote)|my (?:note|message)) (?:about|on) (?:\w+ )?{o}",
    r"\b(?:ignores|no longer reads) {o}",
    # "actually, not X", and a rival then "not X" ("hmm, not the Hilltop Inn, it's the
    # Riverside Lodge"; "Delphina, not Delphine"): X set right in the same breath.
    r"(?:actually|no|wait|hmm|sorry|oops|^|[,;:])\s*,?\s*not (?:the |a |an )?{o}",
    r"(?:mistake|typo|wrong)\b[^.;]{0,40}\bnot {o}",
)
SET_ASIDE = (
    r"{o} (?:will have to|has to|can) wait",
    r"(?:paused|parking|parked|shelved|setting aside|set aside|deprioriti[sz]ed) {o}",
    r"{o} (?:is|was|goes) (?:paused|parked|on hold|shelved)",
)
# A later sentence calling off the very thing the earlier names ("v2.14.0 not happening").
CALLED_OFF = (
    r"(?<![\w.-]){o}(?![\w.-])(?: \w+){0,2} (?:is |was |got |has been )?(?:not happening|"
    r"cancell?ed|called off|scrapped|shelved|withdrawn|off the table|won't happen)",
)
RETIRED = (
    r"{o} (?:\w+ ){0,2}(?:is|was|are|were|has been|have been|got)(?: being)? "
    r"(?:decommissioned|retired|gone|dropped|removed|replaced|shut down|sold|cancelled|"
    r"deprecated|obsolete|turned off|switched off|shut)",
    r"(?:sold|dropped|retired|removed|ditched|replaced|cancelled|quit|left) "
    r"(?:the |my |our |a )?{o}",
)
# A later sentence saying a workaround was undone (rule "undone"): the word it names.
UNDONE = re.compile(
    r"\b(\w+) (?:\w+ )?(?:removed|reverted|dropped|gone|retired)\b|\bno more (\w+)|"
    r"\b(?:dropped|removed|reverted|retired) (?:the |our )?(\w+)|\bno (\w+) needed\b|"
    r"\bno need for (?:the |a |an )?(\w+)|\b(\w+) (?:is )?no longer needed\b|"
    r"\b(?:uses|use|back to) normal (\w+)|\bun([a-z]{4,})\b"  # "pinned" -> "unpinned"
)
# A later sentence adding a value beside the earlier ("also exposes 9102 for metrics").
ADDED = re.compile(
    r"\b(?:also|as well|additionally|in addition|added|plus|alongside|"
    r"as (?:a |the )?(?:second|secondary|backup|deputy|extra))\b"
)
# Mutually exclusive states: a later sentence in another state of the group supersedes.
STATES = tuple(
    frozenset(g.split())
    for g in (
        "open closed reopened resolved",
        "active inactive",
        "enabled disabled",
        "paused resumed",
        "blocked unblocked",
        "pending approved rejected",
        "booked cancelled",
        "paid unpaid",
        "draft published",
        "online offline",
    )
)
