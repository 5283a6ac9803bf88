"""Built-in transcript harvesting: mgimind's own turn format (what in-process hosts
write, see hooks/turns.py), quarantine for harvested candidates, and the transcript
watcher as a daemon service. Host formats (Claude Code's) come from their host plugins."""

from mgimind.pluginspecs import hookimpl


@hookimpl(trylast=True)
def register_transcript_parsers(register):
    from mgimind.hooks.turns import register_parser

    register_parser(register)


@hookimpl
def ingest_verdict(mind, text, library, metadata):
    # A fact or procedure the harvester's rules found is a proposal: a person (or a later
    # confirmation) promotes it; it never enters the current view on its own.
    if isinstance(metadata, dict) and metadata.get("candidate") is True:
        return {
            "verdict": "quarantined",
            "reason": metadata.get("reason") or "harvested candidate awaiting review",
        }
    return None


@hookimpl
def register_daemon_services(register, mind, lock):
    from mgimind.harvest.watcher import WatcherService

    register("transcript-watcher", WatcherService(mind, lock))
