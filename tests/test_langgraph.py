"""The LangGraph host on the real libraries: compiled StateGraphs, the prebuilt ReAct
agent, langchain's create_agent with middleware. The only fake is the chat model (it
stands in for a hosted one): a langchain-core BaseChatModel that records its input."""

from __future__ import annotations

import json

import pytest
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import END, START, MessagesState, StateGraph
from mgimind.hosts.langgraph import (
    RECALL_ID,
    MemoryMiddleware,
    recall_node,
    recall_pre_model_hook,
    remember_node,
)

FREEZE = "The payments service deploy freeze starts on December 18 and lasts two weeks."
ROTATION = "The payments on-call rotation switches every Tuesday at noon."
PROMPTS = [
    "When does the payments deploy freeze begin?",
    "How long does the payments freeze last?",
    "When does the payments on-call rotation switch?",
]


class RecordingChatModel(BaseChatModel):
    """Answers from a script and records every input it was given."""

    replies: list = []
    seen: list = []

    @property
    def _llm_type(self) -> str:
        return "recording-fake"

    def _generate(self, messages, stop=None, run_manager=None, **kwargs) -> ChatResult:
        self.seen.append(list(messages))
        reply = self.replies.pop(0) if self.replies else AIMessage(content="ok")
        return ChatResult(generations=[ChatGeneration(message=reply)])

    def bind_tools(self, tools, **kwargs):
        return self


@pytest.fixture
def mind(make_mind):
    mind = make_mind(actor="test:langgraph")
    for text in (FREEZE, ROTATION, "Our cat sleeps on the windowsill most of the day."):
        mind.memories.add(text)
    return mind


def recall_messages(messages) -> list:
    return [m for m in messages if m.id == RECALL_ID]


def text_of(messages) -> str:
    return json.dumps([m.content for m in messages])


def test_recall_node_in_a_compiled_graph(mind, isolated_home):
    model = RecordingChatModel(replies=[AIMessage(content=f"answer {i}") for i in range(3)])
    graph = StateGraph(MessagesState)
    graph.add_node("recall", recall_node(mind))
    graph.add_node("model", lambda state: {"messages": [model.invoke(state["messages"])]})
    graph.add_node("remember", remember_node(mind))
    graph.add_edge(START, "recall")
    graph.add_edge("recall", "model")
    graph.add_edge("model", "remember")
    graph.add_edge("remember", END)
    app = graph.compile(checkpointer=InMemorySaver())
    config = {"configurable": {"thread_id": "t1"}}
    for prompt in PROMPTS:
        state = app.invoke({"messages": [HumanMessage(prompt)]}, config)
    # the stored memory was in the model's input on the first turn, unasked
    first = model.seen[0]
    assert "December 18" in text_of(first) and "windowsill" not in text_of(first)
    assert isinstance(recall_messages(first)[0], SystemMessage)
    # three turns later: one recall message in state, holding the latest turn's recall
    messages = state["messages"]
    assert len(recall_messages(messages)) == 1
    assert "Tuesday at noon" in recall_messages(messages)[0].content
    assert sum(isinstance(m, HumanMessage) for m in messages) == 3
    assert all(len(recall_messages(seen)) == 1 for seen in model.seen)
    # the remember node handed each finished turn to the harvester
    transcript = isolated_home / "transcripts" / "langgraph" / "t1.jsonl"
    roles = [json.loads(line)["role"] for line in transcript.read_text().splitlines()]
    assert roles == ["user", "assistant"] * 3
    assert mind.harvester.drain(60)
    found = mind.memories.search("how long does the payments freeze last answer", limit=5)
    assert any("answer 1" in mind.memories.get(h.id).text for h in found)


def test_recall_node_removes_a_stale_recall(mind):
    model = RecordingChatModel()
    graph = StateGraph(MessagesState)
    graph.add_node("recall", recall_node(mind))
    graph.add_node("model", lambda state: {"messages": [model.invoke(state["messages"])]})
    graph.add_edge(START, "recall")
    graph.add_edge("recall", "model")
    graph.add_edge("model", END)
    app = graph.compile(checkpointer=InMemorySaver())
    config = {"configurable": {"thread_id": "t2"}}
    state = app.invoke({"messages": [HumanMessage(PROMPTS[0])]}, config)
    assert len(recall_messages(state["messages"])) == 1
    state = app.invoke({"messages": [HumanMessage("Write a haiku about autumn leaves.")]}, config)
    assert recall_messages(state["messages"]) == []
    assert "December 18" not in text_of(model.seen[1])


@pytest.mark.filterwarnings("ignore:create_react_agent has been moved")
def test_pre_model_hook_recalls_per_call_without_touching_state(mind):
    from langgraph.prebuilt import create_react_agent

    model = RecordingChatModel(replies=[AIMessage(content="December 18.")])
    hook = recall_pre_model_hook(mind)
    agent = create_react_agent(model, tools=[], pre_model_hook=hook)
    state = agent.invoke({"messages": [HumanMessage(PROMPTS[0])]})
    assert "December 18" in text_of(model.seen[0])
    assert recall_messages(state["messages"]) == []  # not persisted
    assert [type(m) for m in state["messages"]] == [HumanMessage, AIMessage]


def test_middleware_recalls_before_every_model_call_of_a_turn(mind):
    from langchain.agents import create_agent

    @tool
    def lookup_calendar(day: str) -> str:
        """Look up the team calendar for a day."""
        return f"{day}: nothing scheduled"

    model = RecordingChatModel(
        replies=[
            AIMessage(
                content="",
                tool_calls=[{"name": "lookup_calendar", "args": {"day": "Dec 18"}, "id": "call-1"}],
            ),
            AIMessage(content="The freeze starts December 18."),
        ]
    )
    middleware = MemoryMiddleware(mind)
    agent = create_agent(model, tools=[lookup_calendar], middleware=[middleware])
    state = agent.invoke({"messages": [HumanMessage(PROMPTS[0])]})
    assert len(model.seen) == 2  # the tool loop called the model twice
    for seen in model.seen:
        assert len(recall_messages(seen)) == 1 and "December 18" in text_of(seen)
    assert middleware.recaller.recalls == 1  # once per turn
    assert recall_messages(state["messages"]) == []  # not persisted
    assert state["messages"][-1].content == "The freeze starts December 18."


def test_tool_pack_stores_through_the_gate_and_recalls_in_a_real_agent(mind, tmp_path):
    """The same tool pack as every host's, as LangChain tools in langchain's agent: the
    model's `remember` call stores (an agent's write: through the admission gate), its
    `recall` call finds it, and a refused write answers the model instead of failing."""
    from langchain.agents import create_agent
    from mgimind.hosts.langgraph import memory_tools

    note = "We decided the billing service always retries webhooks three times."
    model = RecordingChatModel(
        replies=[
            AIMessage(
                content="",
                tool_calls=[{"name": "remember", "args": {"text": note}, "id": "c1"}],
            ),
            AIMessage(
                content="",
                tool_calls=[
                    {"name": "recall", "args": {"query": "webhook retries"}, "id": "c2"},
                    {
                        "name": "remember",
                        "args": {"text": "key sk-ant-api03-9fQ2kT7xLm4ZpR8vNw3bY6cH1dJ5sE0g"},
                        "id": "c3",
                    },
                ],
            ),
            AIMessage(content="done"),
        ]
    )
    tools = memory_tools(mind, project=str(tmp_path), agent="graph")
    assert {t.name for t in tools} >= {"remember", "recall", "add_fact", "match_skills"}
    state = create_agent(model, tools=tools).invoke({"messages": [HumanMessage("go")]})
    replies = {m.tool_call_id: m.content for m in state["messages"] if m.type == "tool"}
    assert replies["c1"].startswith("stored (id ")
    stored = mind.memories.get(replies["c1"].split("id ")[1].rstrip(")"))
    assert stored.text == note and stored.source == "agent:graph"
    assert "three times" in replies["c2"]  # the recall tool found what remember stored
    assert "refused" in replies["c3"] and "sk-ant" not in replies["c3"]
    assert "sk-ant" not in json.dumps(mind.memories.browse(view="history", tier=3), default=str)


def test_hosts_register_through_plugins_and_the_core_never_imports_the_sdks():
    import subprocess
    import sys

    probe = (
        "import json, sys; from mgimind.plugins import load_plugins; import mgimind.engine.mind; "
        "pm = load_plugins(); from mgimind.hostapi import known_hosts; "
        "from mgimind.harvest.parsers import registered_parsers; "
        "print(json.dumps([sorted(known_hosts()), [p.name for p in registered_parsers(pm)], "
        "[m for m in ('agents', 'langgraph', 'langchain_core') if m in sys.modules]]))"
    )
    out = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True
    ).stdout
    hosts, parsers, sdks = json.loads(out)
    assert {"openai-agents", "langgraph", "claude-code"} <= set(hosts)
    assert "mgimind-turns" in parsers
    assert sdks == []  # loading every plugin pulled in no SDK
