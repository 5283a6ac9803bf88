"""A host that is a Python library (OpenAI Agents, LangGraph), not a program with hooks.

It registers through `register_hosts` like every host, so `mgimind install-hooks --list`
and doctor-style listings see it; there is nothing to install into a config file, so
`install` explains how to wire it in code instead, and it translates no hook events.
"""

from __future__ import annotations

from dataclasses import dataclass

from mgimind.errors import InvalidInput


@dataclass(frozen=True)
class LibraryHost:
    name: str
    summary: str
    usage: str
    extra: str

    def describe(self) -> str:
        return f"{self.summary} (a Python library: pip install 'mgimind[{self.extra}]')"

    def install(self, *args, **kwargs):
        raise InvalidInput(f"{self.name} is a Python library host: there are no hooks to install",
                           fix=f"wire it in code:\n{self.usage}")

    def uninstall(self, *args, **kwargs):
        return self.install()

    def translate(self, event: str, payload: dict):
        return None  # in-process hosts call the Mind directly; no hook events to translate

    def render(self, event, answer) -> str:
        return ""


def quoted_recall(mind, text: str, *, project=None, libraries=None, budget=None) -> str:
    """The recall for `text`, framed as quoted data ("" when nothing is relevant). Fails
    open: an error is logged and the model is called without recall."""
    import logging

    from mgimind.hooks.lifecycle import quote

    from mgimind.client import bounded_call

    try:
        found = bounded_call(mind, "prompt", "recall", text, project=project,
                             libraries=libraries, budget=budget)
    except Exception as e:
        logging.getLogger("mgimind.hosts").warning("mgimind recall failed: %s",
                                                   getattr(e, "what", e))
        return ""
    return quote(found.text, "recall for this prompt") if found.text.strip() else ""
