"""The recall a prompt hook injects, for prompts in languages the English default model was
not trained on: a prompt about a stored memory recalls it, and a prompt about something
never stored recalls nothing (the model's cosines would let anything through)."""

from __future__ import annotations

import pytest

MEMORIES = [
    "हमारी टीम की साप्ताहिक बैठक हर मंगलवार सुबह दस बजे बर्लिन कार्यालय में होती है।",
    "प्रोडक्शन डेटाबेस का बैकअप हर रात दो बजे एक अलग बकेट में जाता है।",
    "我们的测试服务器放在法兰克福机房，每个星期日凌晨三点自动重启。",
    "Die Rechnungen der Lieferanten prüft Frau Keller jeweils am Monatsende.",
    "The payments webhook retries exactly seven times with exponential backoff.",
]

CASES = [
    # (prompt about a stored memory, a word of that memory, prompt about nothing stored)
    ("टीम की साप्ताहिक बैठक कब होती है?", "मंगलवार", "भारत का सबसे ऊँचा पर्वत कौन सा है?"),
    ("测试服务器什么时候重启？", "法兰克福", "明天北京的天气怎么样？"),
    ("Wer prüft die Rechnungen der Lieferanten?", "Keller", "Wie hoch ist die Zugspitze?"),
]


@pytest.fixture
def mind(make_mind):
    mind = make_mind()
    for text in MEMORIES:
        mind.memories.add(text)
    return mind


@pytest.mark.parametrize("asked, holds, unrelated", CASES, ids=["hindi", "chinese", "german"])
def test_a_prompt_recalls_its_memory_and_an_unrelated_one_nothing(mind, asked, holds, unrelated):
    recall = mind.recall(asked)
    assert recall.items and holds in recall.items[0].text, recall.text
    assert mind.recall(unrelated).items == []


def test_an_english_prompt_is_gated_by_the_model_as_before(mind):
    assert "seven times" in mind.recall("How often does the payments webhook retry?").text
    assert mind.recall("What is a good recipe for banana bread?").items == []
