"""The order of a recall's items after the supersession check: the newer first, and an item
marked only by a finding between texts about different things kept near its own rank."""

from mgimind.engine.replaced import LEAVE_OUT_NEAR, current_first


def item(key: str, **mark) -> dict:
    return {"kind": "memory", "id": key, "text": key, **mark}


def test_a_weakly_marked_item_follows_its_replacement_and_a_replaced_one_goes_last():
    # "a" is the question's best match, marked by a later commit "b" that names another
    # value (far in meaning, a rule that reads only a new value): it follows "b" and keeps
    # its place before "c". "d", plainly replaced (near in meaning to "b"), goes last.
    weak = {"superseded": "by b", "superseded_by": "memory:b", "superseded_near": 0.3}
    weak["superseded_rule"] = "other-value-changed"
    plain = {"superseded": "by b", "superseded_by": "memory:b"}
    plain.update(superseded_near=LEAVE_OUT_NEAR + 0.1, superseded_rule="other-value-changed")
    ranked = [item("a", **weak), item("b"), item("c"), item("d", **plain)]
    order = [c["id"] for c in current_first(ranked)]
    assert order == ["b", "a", "c", "d"], order


def test_a_chain_of_weak_marks_keeps_every_item_after_its_own_replacement():
    def by(key: str) -> dict:
        return {
            "superseded": f"by {key}",
            "superseded_by": f"memory:{key}",
            "superseded_near": 0.2,
            "superseded_rule": "later-value-same-topic",
        }

    ranked = [item("a", **by("b")), item("b", **by("c")), item("c"), item("x")]
    order = [c["id"] for c in current_first(ranked)]
    assert order == ["c", "b", "a", "x"], order


def test_a_word_of_change_replaces_plainly_however_far_the_two_are():
    cancelled = {
        "superseded": "by b",
        "superseded_by": "memory:b",
        "superseded_near": 0.1,
        "superseded_rule": "cancelled",
    }
    order = [c["id"] for c in current_first([item("a", **cancelled), item("b"), item("c")])]
    assert order == ["b", "c", "a"], order
