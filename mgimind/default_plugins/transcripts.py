"""Built-in transcript harvesting: the Claude Code format, quarantine for harvested
candidates, and the transcript watcher as a daemon service."""

from mgimind.hookspecs import hookimpl


@hookimpl(trylast=True)
def register_transcript_parsers(register):
    from mgimind.harvest import claude_code

    register(claude_code.NAME, claude_code.transcript_globs, claude_code.parse)


@hookimpl
def ingest_verdict(mind, text, library, metadata):
    # A fact or procedure the harvester's rules found is a proposal: a person (or a later
    # confirmation) promotes it; it never enters the current view on its own.
    if isinstance(metadata, dict) and metadata.get("candidate") is True:
        return {"verdict": "quarantined",
                "reason": metadata.get("reason") or "harvested candidate awaiting review"}
    return None


@hookimpl
def register_daemon_services(register, mind, lock):
    from mgimind.harvest.watcher import WatcherService

    register("transcript-watcher", WatcherService(mind, lock))
