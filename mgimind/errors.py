"""Errors a user can act on: what failed, why, and what to do."""


class MgimindError(Exception):
    """Base error. The CLI prints it as a message, never as a traceback."""

    def __init__(self, what: str, fix: str | None = None):
        self.what = what
        self.fix = fix
        super().__init__(what if not fix else f"{what}\n  fix: {fix}")


class InvalidInput(MgimindError):
    """The caller's input was refused; nothing was changed."""


class NotFound(MgimindError):
    """The named item (library, memory, fact...) does not exist."""


class ModelMismatch(MgimindError):
    """The store was built with another embedding model than the configured one."""


class StoreUnavailable(MgimindError):
    """The store cannot be opened (locked, unwritable, corrupt)."""


class ScopeDenied(InvalidInput):
    """The caller's identity may not touch that library."""


class SecretRefused(InvalidInput):
    """The content holds something that looks like a credential."""
