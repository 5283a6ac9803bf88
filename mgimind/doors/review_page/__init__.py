"""The review page: the person's side of the memory, in a browser.

`mgimind review` serves it on a random loopback address from the command line's own
process (server.py): a one-time token in the URL it opens becomes a session cookie bound
to that address (auth.py), every form carries a CSRF token, and every action is an
operation of the table called on the daemon (or an in-process Mind) as the person at the
command line (app.py). With review.require_human on, each approval form carries the
review secret, which the gate checks (mgimind.security.review); it is recorded as `web:<user>`.
"""
