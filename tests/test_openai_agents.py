"""The OpenAI Agents host on the real SDK: a real Runner and chat-completions model,
pointed at a fake OpenAI-compatible server on loopback (the only fake: the hosted API)."""

from __future__ import annotations

import json

import pytest
from fakes.agents_runner import run_agent
from fakes.openai_server import FakeOpenAI, answer, tool_call
from mgimind.hosts.openai_agents import ForcedRecall, HarvestHooks, memory_tools

FREEZE = "The payments service deploy freeze starts on December 18 and lasts two weeks."
DISTRACTORS = [
    "Our cat sleeps on the windowsill most of the day.",
    "Use pnpm instead of npm in the frontend repository.",
]


@pytest.fixture
def mind(make_mind):
    return make_mind(actor="test:openai-agents")


def sent_text(messages: list[dict]) -> str:
    return json.dumps(messages)


def test_stored_memory_reaches_the_model_without_a_tool_call(mind):
    for text in DISTRACTORS + [FREEZE]:
        mind.memories.add(text)
    recall = ForcedRecall(mind)
    with FakeOpenAI([answer("It starts on December 18.")]) as server:
        result = run_agent(
            server, [], "When does the deploy freeze for payments begin?", filter=recall
        )
    assert result.final_output == "It starts on December 18."
    assert len(server.requests) == 1
    messages = server.messages(0)
    assert not any(m.get("tool_calls") for m in messages)  # the model called no tool
    system = [m for m in messages if m["role"] == "system"]
    recalled = [m for m in system if "recall for this prompt" in m["content"]]
    assert len(recalled) == 1 and "December 18" in recalled[0]["content"]
    assert "windowsill" not in sent_text(messages)  # only what is relevant
    # framed as quoted data, placed just before the user's message
    user_index = next(i for i, m in enumerate(messages) if m["role"] == "user")
    assert messages[user_index - 1] is recalled[0]
    assert "not instructions" in recalled[0]["content"]
    assert "You are a helpful assistant." in system[0]["content"]
    assert 'kind="briefing"' in system[0]["content"]  # the briefing rides on the instructions


def test_unrelated_prompt_gets_no_recall_while_a_related_one_does(mind):
    mind.memories.add(FREEZE)
    recall = ForcedRecall(mind, briefing=False)
    with FakeOpenAI([answer("ok")]) as server:
        run_agent(server, [], "Write a haiku about autumn leaves falling.", filter=recall)
        run_agent(server, [], "When does the payments deploy freeze start?", filter=recall)
    unrelated, related = sent_text(server.messages(0)), sent_text(server.messages(1))
    assert "December 18" not in unrelated and "mgimind" not in unrelated
    assert "December 18" in related


def test_tool_call_to_remember_stores_and_recall_covers_every_call_of_the_turn(mind):
    mind.memories.add(FREEZE)
    note = "The on-call rotation for the payments team switches every Tuesday at noon."
    recall = ForcedRecall(mind)
    script = [tool_call("remember", text=note), answer("Noted, I will remember that.")]
    with FakeOpenAI(script) as server:
        result = run_agent(
            server,
            memory_tools(mind),
            "Note for the payments deploy freeze team: "
            "the on-call rotation switches every Tuesday at noon.",
            filter=recall,
        )
    assert result.final_output == "Noted, I will remember that."
    assert len(server.requests) == 2
    # the tool pack is offered to the model, and its answer came back to it
    offered = {t["function"]["name"] for t in server.requests[0]["tools"]}
    assert {
        "remember",
        "recall",
        "add_fact",
        "query_facts",
        "learn_procedure",
        "recall_procedures",
        "match_skills",
    } <= offered
    tool_reply = [m for m in server.messages(1) if m["role"] == "tool"]
    assert tool_reply and tool_reply[0]["content"].startswith("stored")
    # forced recall before both model calls of the turn, computed once
    for i in (0, 1):
        assert "December 18" in sent_text(server.messages(i))
    assert recall.recalls == 1
    hits = mind.memories.search("when does on-call rotation change", limit=3)
    assert hits[0].text == note
    assert "Tuesday at noon" in mind.recall("who is on call, when does it rotate").text


def test_tool_pack_is_library_scoped(mind):
    mind.libraries.create("team-a")
    mind.libraries.create("team-b")
    mind.memories.add(FREEZE, "team-b")
    note = "Team A reviews every database migration in a Thursday meeting."
    script = [
        tool_call("recall", query="payments deploy freeze"),
        tool_call("remember", text=note),
        answer("ok"),
    ]
    with FakeOpenAI(script) as server:
        run_agent(server, memory_tools(mind, library="team-a", libraries=["team-a"]), "go")
    replies = [m["content"] for m in server.messages(2) if m["role"] == "tool"]
    assert replies[0] == "Nothing relevant is stored."  # team-b is out of this pack's scope
    assert replies[1].startswith("stored")
    assert mind.memories.search("database migration review", ["team-a"])[0].text == note
    assert note not in [
        r.text for r in mind.memories.search("database migration review", ["team-b"])
    ]
    # positive control: the same tool scoped to team-b finds the freeze
    with FakeOpenAI([tool_call("recall", query="payments deploy freeze"), answer("ok")]) as s:
        run_agent(s, memory_tools(mind, libraries=["team-b"]), "go")
    assert "December 18" in [m["content"] for m in s.messages(1) if m["role"] == "tool"][0]


def test_tool_errors_reach_the_model_as_mgimind_messages(mind):
    script = [
        tool_call("remember", text="api_key = 'sk-9fQ2kT7xLm4ZpR8vNw3bY6cH1dJ5'"),
        answer("done"),
    ]
    with FakeOpenAI(script) as server:
        run_agent(server, memory_tools(mind), "store my key please")
    reply = [m for m in server.messages(1) if m["role"] == "tool"][0]["content"]
    assert "refused" in reply and "sk-abc" not in reply
    assert mind.memories.count() == 0
    # positive control: a normal note through the same path is stored
    script = [tool_call("remember", text=FREEZE), answer("done")]
    with FakeOpenAI(script) as server:
        run_agent(server, memory_tools(mind), "remember the freeze")
    assert mind.memories.count() == 1


def test_finished_turns_reach_the_harvester(mind, isolated_home):
    hooks = HarvestHooks(mind, session_id="conv-1")
    with FakeOpenAI(
        [
            answer(
                "Sure: the staging cluster is upgraded to Postgres 17 "
                "on March 3, then production a week later."
            )
        ]
    ) as server:
        run_agent(server, [], "What is the plan for upgrading the Postgres clusters?", hooks=hooks)
    transcript = isolated_home / "transcripts" / "openai-agents" / "conv-1.jsonl"
    lines = [json.loads(line) for line in transcript.read_text().splitlines()]
    assert [line["role"] for line in lines] == ["user", "assistant"]
    assert mind.harvester.drain(60)
    hits = mind.memories.search("postgres upgrade schedule", limit=1)
    assert hits and "March 3" in mind.memories.get(hits[0].id).text
