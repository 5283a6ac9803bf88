"""Human review: the secret an agent does not hold.

When `review.require_human` is on, review-gated transitions (promotion out of quarantine,
restoring a tombstoned fact, confirming a fact, which decides a contest) need a
`ReviewApproval` that carries the review secret: what the person typed at
`mgimind review init`, kept in the home only as a slow hash (`mgimind.security.review_secret`).

An agent runs as the same user with a shell: it can run the command line under a pseudo
terminal, open the review page and read its CSRF token, or claim to be the command line
on the daemon's socket. None of that is the secret, so none of it approves. The channel
(`cli`: typed at a command's prompt; `web`: typed in the review page's approve form for
each batch) only says where the person typed it; the gate checks the secret the same way
for both, whoever the caller claims to be, and names the approver itself
(`<channel>:<the home's OS user>`), never from the request.

`ReviewGate.check(action, item_id, approval)` is the one gate: without `require_human` it
lets anything through (the approver is the acting identity); with it, a missing, wrong or
mismatched approval raises `ReviewRequired` and the refusal is audited (a wrong secret is
also counted and braked). Agent-facing surfaces never mint approvals; they may only
propose (see `Admission.propose_promotion`).
"""

from __future__ import annotations

import getpass
from typing import Literal

from pydantic import BaseModel, Field

from mgimind.security.review_secret import ReviewRequired, secret_configured, verify
from mgimind.services.mindapi import Service

__all__ = ["ReviewApproval", "ReviewGate", "ReviewRequired", "approval_from_secret"]

APPROVE = (
    "a person approves it with the review secret: on the review page "
    "(`mgimind review`) or at the prompt of `mgimind quarantine promote ID` / "
    "`mgimind fact restore ID`; agents may only propose"
)
REREAD = (
    "read it again (the review page, or `mgimind quarantine show ID`) and approve the "
    "text it holds now"
)


class ReviewApproval(BaseModel):
    """A person's approval of `action` on `item_id`: the review secret (`proof`, never
    logged or shown), where they typed it, and the content they were shown
    (`content_hash`, "sha256:<hex>" of the text), so an approval of one text never
    approves another put in its place while the person read."""

    action: str
    item_id: str
    channel: Literal["cli", "web"] = "cli"
    proof: str = Field(repr=False)
    content_hash: str | None = None


def approval_from_secret(
    secret: str,
    action: str,
    item_id: str,
    channel: Literal["cli", "web"] = "cli",
    content_hash: str | None = None,
) -> ReviewApproval:
    """An approval carrying the review secret (checked by the gate, not here) and the
    hash of the content shown to the person, when the action is about content."""
    return ReviewApproval(
        action=action,
        item_id=item_id,
        channel=channel,
        proof=secret.strip(),
        content_hash=content_hash,
    )


class ReviewGate(Service):
    """`mind.review`: the one check for review-gated transitions."""

    def required(self) -> bool:
        """Whether review-gated transitions need a human approval (`review.require_human`)."""
        return self.mind.config.review.require_human

    def configured(self) -> bool:
        """Whether a review secret is set in this home."""
        return secret_configured(self.mind.home)

    def check(
        self,
        action: str,
        item_id: str,
        approval: ReviewApproval | dict | None,
        content_hash: str | None = None,
    ) -> str:
        """Return who approved `action` on `item_id`, or raise `ReviewRequired`.

        Without `review.require_human`, anything passes and the approver is the acting
        identity. With it, the approval must be for this very action and item, name the
        item's current `content_hash` when one is given (the text the person was shown
        is the text there now), and carry the review secret; a refusal is audited. An
        approval arriving as a dict (over the daemon's socket) is validated first."""
        if isinstance(approval, dict):
            try:
                approval = ReviewApproval.model_validate(approval)
            except ValueError:
                approval = "malformed"  # type: ignore[assignment]
        if not self.required():
            return self.mind.actor
        problem, fix = self._problem(action, item_id, approval, content_hash) or (None, None)
        if problem is None:
            assert isinstance(approval, ReviewApproval)  # _problem checked its shape
            try:
                verify(self.mind.home, approval.proof, audit=self.mind.audit, actor=self.mind.actor)
            except ReviewRequired as e:
                problem, fix = e.what, e.fix
        if problem:
            self.mind.audit.append(
                "review.refused", self.mind.actor, id=item_id, review_action=action, reason=problem
            )
            raise ReviewRequired(f"{action} of {item_id} needs human review: {problem}", fix=fix)
        assert isinstance(approval, ReviewApproval)
        return f"{approval.channel}:{_os_user()}"

    def prove(self, secret: str, actor: str | None = None) -> None:
        """Return when `secret` is the review secret, else raise ReviewRequired (counted,
        braked and audited like a wrong approval)."""
        verify(self.mind.home, secret, audit=self.mind.audit, actor=actor or self.mind.actor)

    @staticmethod
    def _problem(
        action: str, item_id: str, approval: object, content_hash: str | None
    ) -> tuple[str, str] | None:
        """(what is wrong with `approval`, the fix), or None when only the secret is
        left to check."""
        if approval is None:
            return "no approval was given", APPROVE
        if not isinstance(approval, ReviewApproval):
            return "the approval is malformed", APPROVE
        if approval.action != action or approval.item_id != item_id:
            return "the approval is for another action or item", APPROVE
        if content_hash is not None and approval.content_hash != content_hash:
            return content_problem(approval.content_hash, content_hash), REREAD
        return None


def content_problem(shown: str | None, current: str) -> str:
    """Why an approval naming the content `shown` does not approve `current`."""
    if shown is None:
        return "the approval names no content (the hash of the text the person was shown)"
    return (
        f"the text changed since it was shown (shown {shown[:19]}…, now {current[:19]}…); "
        "nothing was approved"
    )


def _os_user() -> str:
    """The person the secret belongs to: the home's user (only they set it)."""
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return "user"
