"""The review page's POST actions: each runs operations (approvals through the
`WebApprover`, with the review secret typed in the form), flashes what happened and
redirects back. Every action is `action(state, page) -> Response`, run under the guard
(see guard.py), which has checked the form's Origin and CSRF token first."""

from __future__ import annotations

from starlette.responses import Response

from mgimind.doors.review_page.page import Page, PageState, back


def approve(state: PageState, page: Page) -> Response:
    ids = page.all("memory_id")
    if not ids:
        page.flash("Nothing was selected to approve.")
        return back("/quarantine")
    text = page.form.get("text")
    if text is not None and text.strip() and len(ids) == 1:
        current = state.op("quarantine.show", memory_id=ids[0])
        if text.replace("\r\n", "\n").strip() != current.text.strip():
            state.op("memory.edit", memory_id=ids[0], text=text.replace("\r\n", "\n").strip())
            page.flash(f"Edited {ids[0]}.")
    secret = page.form.get("secret", "")
    for memory_id in ids:  # one secret for the batch: the gate hashes it once
        item = state.approver.run(
            "quarantine.promote", {"memory_id": memory_id}, "promote", memory_id, secret
        )
        page.flash(f"Approved {item.id}: it is in {item.library} now.")
    return back("/quarantine")


def reject(state: PageState, page: Page) -> Response:
    memory_id = page.arg("memory_id")
    state.op("quarantine.expire", memory_id=memory_id, reason="rejected on the review page")
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
    done = state.op("memory.delete", memory_id=page.arg("memory_id"))
    page.flash(f"Deleted {done['deleted']}: its text is gone from the store.")
    return back("/memories")
