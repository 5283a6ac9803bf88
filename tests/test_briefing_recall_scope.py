"""The Mind's briefing and recall read the scope they are handed, as every read does: the
operation resolves the caller's project where the caller stands, and the Mind reads the
libraries it is given (None every library in scope, [] nothing). The old `project=`
spelling still works for one version, with a DeprecationWarning naming the replacement."""

from __future__ import annotations

import subprocess
import warnings

import pytest

from mgimind.doors.memory_client import Client, InProcess
from mgimind.services.scope import project_identity, read_libraries

QUERY = "how many times does the webhook retry a failed delivery"
X_NOTE = "The billing webhook retries a failed delivery three times, then pages on-call."
Y_NOTE = "The shipping webhook retries a failed delivery seven times, then drops it."


@pytest.fixture
def two_projects(tmp_path):
    roots = []
    for name in ("billing", "shipping"):
        root = tmp_path / name
        root.mkdir()
        subprocess.run(["git", "init", "-q", str(root)], check=True)
        roots.append(str(root))
    return roots


def _no_warning(call):
    with warnings.catch_warnings():
        warnings.simplefilter("error", DeprecationWarning)
        return call()


def test_mind_recall_reads_the_libraries_it_is_handed(mind, two_projects):
    x, y = two_projects
    client = Client(InProcess(mind))
    client.memory.add(text=X_NOTE, project=x)
    client.memory.add(text=Y_NOTE, project=y)
    in_x = _no_warning(lambda: mind.recall(QUERY, libraries=read_libraries(mind, x)).text)
    in_y = _no_warning(lambda: mind.recall(QUERY, libraries=read_libraries(mind, y)).text)
    assert "three times" in in_x and "seven times" not in in_x
    assert "seven times" in in_y and "three times" not in in_y
    # the operation resolves the caller's project to the same scope
    through_op = client.recall(query=QUERY, project=x).text
    assert "three times" in through_op and "seven times" not in through_op

    with pytest.warns(DeprecationWarning, match=r"Mind\.recall\(project=.*libraries="):
        old = mind.recall(QUERY, project=x).text
    assert "three times" in old and "seven times" not in old


def test_mind_briefing_reads_the_scope_it_is_handed(mind, two_projects):
    x, y = two_projects
    client = Client(InProcess(mind))
    client.pin.set(name="owner", text="X-OWNER billing team", project=x)
    client.pin.set(name="owner", text="Y-OWNER shipping team", project=y)
    mind.pins.set("tone", "SHARED-TONE be brief")
    identity = project_identity(x)
    handed = _no_warning(
        lambda: mind.briefing(project_id=identity, libraries=read_libraries(mind, identity))
    )
    assert handed.project == identity
    assert "X-OWNER" in handed.text and "SHARED-TONE" in handed.text
    assert "Y-OWNER" not in handed.text
    # the operation hands the Mind the caller's scope: the same briefing
    through_op = client.briefing(project=x)
    assert through_op.project == identity and through_op.text == handed.text

    # [] is a scope resolved to nothing: no library's items, where None reads them all
    nothing = mind.briefing(libraries=[]).text
    everything = mind.briefing().text
    assert not {"X-OWNER", "Y-OWNER", "SHARED-TONE"} & set(nothing.split())
    assert {"X-OWNER", "Y-OWNER", "SHARED-TONE"} <= set(everything.split())

    with pytest.warns(DeprecationWarning, match=r"Mind\.briefing\(project=.*project_id="):
        old = mind.briefing(project=x)
    assert old.project == identity and old.text == handed.text


def test_a_confined_callers_briefing_is_its_own_scope(mind, two_projects):
    """The caller's scope decides: an identity confined to the shared library, briefed in
    a project, reads the shared library and not the project's."""
    x, _ = two_projects
    Client(InProcess(mind)).pin.set(name="owner", text="X-OWNER billing team", project=x)
    mind.pins.set("tone", "SHARED-TONE be brief")
    confined = mind.as_identity("token:ci", confine=["shared"])
    text = Client(InProcess(confined)).briefing(project=x).text
    assert "SHARED-TONE" in text and "X-OWNER" not in text
    assert "X-OWNER" in Client(InProcess(mind)).briefing(project=x).text
