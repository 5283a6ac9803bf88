"""A LangGraph graph with mgimind memory, run with no API key.

    python examples/langgraph_offline.py

The graph is recall -> model -> remember. `recall_node` puts the recall for the last
human message into the state as one system message; the model here is a stand-in (a
node that answers with the memory lines it was given) so the run shows what a real
chat model would receive: replace `stand_in_model` with a node calling yours. The graph
also gets a `MindStore`, LangGraph's long-term store API kept in mgimind.

The memory lives in a throwaway home, opened in this process (`in_process=True`); an
app would use `mgimind.open()` (the daemon of ~/.mgimind).
"""

from __future__ import annotations

import shutil
import tempfile

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langgraph.graph import END, START, MessagesState, StateGraph
from mgimind.hosts.langgraph import MindStore, recall_node, remember_node

import mgimind

NOTE = "The nightly backup job writes to s3-archive-eu and keeps 35 days of copies."
QUESTION = "Where does the nightly backup go, and for how long is it kept?"


def stand_in_model(state: MessagesState) -> dict:
    """A stand-in for a chat model: answers with the memory lines (`> (...`) of the
    system messages it was given, or says it was given none."""
    given = [m.content for m in state["messages"] if isinstance(m, SystemMessage)]
    quoted = [line for text in given for line in str(text).splitlines() if line.startswith("> (")]
    reply = "From memory: " + " | ".join(quoted) if quoted else "No memory was given."
    return {"messages": [AIMessage(reply)]}


def main() -> None:
    home = tempfile.mkdtemp(prefix="mgimind-example-")
    mind = mgimind.open(home, in_process=True)
    try:
        mind.memory.add(text=NOTE)
        graph = StateGraph(MessagesState)
        graph.add_node("recall", recall_node(mind, project="."))
        graph.add_node("model", stand_in_model)
        graph.add_node("remember", remember_node(mind, project="."))
        graph.add_edge(START, "recall")
        graph.add_edge("recall", "model")
        graph.add_edge("model", "remember")
        graph.add_edge("remember", END)
        app = graph.compile(store=MindStore(mind, library="agent-memory"))
        config = {"configurable": {"thread_id": "example"}}
        state = app.invoke({"messages": [HumanMessage(QUESTION)]}, config)
        print(state["messages"][-1].content)
    finally:
        mind.close()
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    main()
