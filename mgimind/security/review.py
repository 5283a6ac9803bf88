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

from mgimind.engine.mindapi import Service
from mgimind.security.review_secret import ReviewRequired, secret_configured, verify

__all__ = ["ReviewApproval", "ReviewGate", "ReviewRequired", "approval_from_secret"]


class ReviewApproval(BaseModel):
    """A person's approval of `action` on `item_id`: the review secret (`proof`, never
    logged or shown) and where they typed it."""

    action: str
    item_id: str
    channel: Literal["cli", "web"] = "cli"
    proof: str = Field(repr=False)


def approval_from_secret(
    secret: str, action: str, item_id: str, channel: Literal["cli", "web"] = "cli"
) -> ReviewApproval:
    """An approval carrying the review secret (checked by the gate, not here)."""
    return ReviewApproval(action=action, item_id=item_id, channel=channel, proof=secret.strip())


class ReviewGate(Service):
    """`mind.review`: the one check for review-gated transitions."""

    def required(self) -> bool:
        """Whether review-gated transitions need a human approval (`review.require_human`)."""
        return self.mind.config.review.require_human

    def configured(self) -> bool:
        """Whether a review secret is set in this home."""
        return secret_configured(self.mind.home)

    def check(self, action: str, item_id: str, approval: ReviewApproval | dict | None) -> str:
        """Return who approved `action` on `item_id`, or raise `ReviewRequired`.

        Without `review.require_human`, anything passes and the approver is the acting
        identity. With it, the approval must be for this very action and item and carry
        the review secret; a refusal is audited. An approval arriving as a dict (over the
        daemon's socket) is validated first."""
        if isinstance(approval, dict):
            try:
                approval = ReviewApproval.model_validate(approval)
            except ValueError:
                approval = "malformed"  # type: ignore[assignment]
        if not self.required():
            return self.mind.actor
        problem = self._problem(action, item_id, approval)
        if problem is None:
            assert isinstance(approval, ReviewApproval)  # _problem checked its shape
            try:
                verify(self.mind.home, approval.proof, audit=self.mind.audit, actor=self.mind.actor)
            except ReviewRequired as e:
                problem, fix = e.what, e.fix
        else:
            fix = (
                "a person approves it with the review secret: on the review page "
                "(`mgimind review`) or at the prompt of `mgimind quarantine promote ID` / "
                "`mgimind fact restore ID`; agents may only propose"
            )
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
    def _problem(action: str, item_id: str, approval: object) -> str | None:
        if approval is None:
            return "no approval was given"
        if not isinstance(approval, ReviewApproval):
            return "the approval is malformed"
        if approval.action != action or approval.item_id != item_id:
            return "the approval is for another action or item"
        return None


def _os_user() -> str:
    """The person the secret belongs to: the home's user (only they set it)."""
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return "user"
