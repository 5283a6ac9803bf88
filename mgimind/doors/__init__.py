"""The doors: the command line, the daemon, HTTP, MCP and the review page. Each is built from
the operation table."""
