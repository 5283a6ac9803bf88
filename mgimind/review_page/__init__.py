"""The review page: the person's side of the memory, in a browser.

`mgimind review` serves it on loopback from the command line's own process (server.py):
a one-time token in the URL it opens becomes a session cookie (auth.py), every form
carries a CSRF token, and every action is an operation of the table called on the
daemon (or an in-process Mind) as the person at the command line (app.py). Approvals
travel on the review gate's web channel (mgimind.review), recorded as `web:<user>`.
"""
