"""The review page's POST actions: each runs operations (approvals through the
`WebApprover`, with the review secret typed in the form), flashes what happened and
redirects back. Every action is `action(state, page) -> Response`, run under the guard
(see guard.py), which has checked the form's Origin and CSRF token first."""

from __future__ import annotations

from starlette.responses import Response

from mgimind.doors.review_page.page import Page, PageState, back


def approve(state: PageState, page: Page) -> Response:
    """Approve the ticked candidates (or one, maybe edited). Each approval names the text
    the page showed (its hash, in the form): a candidate changed since is not promoted.
    An edit travels inside its approval, so a refused approval changes nothing."""
    ids = page.all("memory_id")
    if not ids:
        page.flash("Nothing was selected to approve.")
        return back("/quarantine")
    text = page.form.get("text")
    edited = text.replace("\r\n", "\n").strip() if text and len(ids) == 1 else None
    secret = page.form.get("secret", "")
    for memory_id in ids:  # one secret for the batch: the gate hashes it once
        params = {"memory_id": memory_id, "content_hash": page.form.get(shown_field(memory_id))}
        if edited:
            params["text"] = edited
        item = state.approver.run("quarantine.promote", params, "promote", memory_id, secret)
        page.flash(f"Approved {item.id}: it is in {item.library} now.")
    return back("/quarantine")


def shown_field(memory_id: str) -> str:
    """The form field holding the hash of the candidate's text as the page showed it."""
    return f"shown-{memory_id}"


def reject(state: PageState, page: Page) -> Response:
    """Reject a candidate: it is forgotten. With review required this asks for the
    secret too: the page's session can be taken from its link, and a session alone must
    not forget anything."""
    memory_id = page.arg("memory_id")
    params = {"memory_id": memory_id, "reason": "rejected on the review page"}
    state.approver.proven("quarantine.expire", params, page.form.get("secret", ""))
    page.flash(f"Rejected {memory_id}: it is forgotten.")
    return back("/quarantine")


def confirm_fact(state: PageState, page: Page) -> Response:
    from mgimind.memory.facts import CONFIRM_ACTION

    fact_id, secret = page.arg("fact_id"), page.form.get("secret", "")
    params = {"fact_id": fact_id}
    verdict = state.approver.run("fact.confirm", params, CONFIRM_ACTION, fact_id, secret)
    page.flash(f"Confirmed {verdict.fact.text!r}: {verdict.verdict} ({verdict.reason}).")
    return back("/facts")


def restore_fact(state: PageState, page: Page) -> Response:
    from mgimind.memory.facts.service import RESTORE_ACTION

    fact_id = page.arg("fact_id")
    secret = page.form.get("secret", "")
    params = {"fact_id": fact_id}
    verdict = state.approver.run("fact.restore", params, RESTORE_ACTION, fact_id, secret)
    page.flash(f"Restored {verdict.fact.text!r}: {verdict.verdict}.")
    return back("/facts")


def invalidate_fact(state: PageState, page: Page) -> Response:
    """Accept an agent's proposal to invalidate a fact the person stands behind: the
    person's own invalidation. Like delete, it asks for the secret when review is
    required (the page's session alone may be an agent's)."""
    params = {"fact_id": page.arg("fact_id"), "reason": "accepted on the review page"}
    fact = state.approver.proven("fact.invalidate", params, page.form.get("secret", ""))
    page.flash(f"Invalidated {fact.text!r}: it left the current view ({fact.status}).")
    return back("/facts")


def report(state: PageState, page: Page) -> Response:
    outcome = page.arg("outcome")
    done = state.op("procedure.report", procedure_id=page.arg("procedure_id"), outcome=outcome)
    page.flash(f"Recorded that the fix for {done.error[:60]!r} {outcome}.")
    return back("/procedures")


def archive(state: PageState, page: Page) -> Response:
    item = state.op(
        "memory.archive", memory_id=page.arg("memory_id"), reason="archived on the page"
    )
    page.flash(f"Archived {item.id}: hidden from recall, kept in history.")
    return back("/memories")


def restore(state: PageState, page: Page) -> Response:
    item = state.op("memory.restore", memory_id=page.arg("memory_id"))
    page.flash(f"Restored {item.id}: recall and search see it again.")
    return back(f"/memories/{item.id}")


def delete(state: PageState, page: Page) -> Response:
    """Forget a memory; like reject, it asks for the secret when review is required."""
    params = {"memory_id": page.arg("memory_id")}
    done = state.approver.proven("memory.delete", params, page.form.get("secret", ""))
    page.flash(f"Deleted {done['deleted']}: its text is gone from the store.")
    return back("/memories")
