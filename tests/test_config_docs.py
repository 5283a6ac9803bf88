"""docs/configuration.md is the settings model as it is: every key, with its type, default,
effect and whether a running daemon takes a change on. A key without a description fails."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from pydantic import Field

from mgimind import config

REPO = Path(__file__).resolve().parents[1]


def _script():
    spec = importlib.util.spec_from_file_location("config_docs", REPO / "scripts/config_docs.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["config_docs"] = module
    spec.loader.exec_module(module)
    return module


def test_the_page_is_the_model():
    script = _script()
    page = (REPO / "docs/configuration.md").read_text()
    keys = [key for _, key, *_ in script.settings()]
    assert len(keys) >= 50 and "embedding.model" in keys  # positive control: it read the model
    for key in keys:
        assert f"| `{key}` |" in page, f"{key} is missing from docs/configuration.md"
    assert page == script.render(), (
        "regenerate: python scripts/config_docs.py > docs/configuration.md"
    )


def test_every_key_has_a_description():
    assert _script().undocumented() == []


def test_a_key_added_without_a_description_is_caught(monkeypatch):
    """Negative control: a new setting with no description is named by the check, and a
    restart key reads as such on the page."""

    class Extra(config._Section):
        documented: int = Field(1, description="says what it does")
        silent: int = 2

    fields = dict(config.Config.model_fields)
    monkeypatch.setattr(config.Config, "model_fields", {**fields, "extra": _field(Extra)})
    script = _script()
    assert script.undocumented() == ["extra.silent"]
    assert script.live_text("embedding.model") == "on restart"
    assert script.live_text("recall.floor") == "yes"


def _field(model):
    from pydantic.fields import FieldInfo

    return FieldInfo(annotation=model, default=model())
