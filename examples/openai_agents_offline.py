"""An OpenAI Agents SDK agent with mgimind memory, run with no API key.

    python examples/openai_agents_offline.py

The model is a stand-in written here (`QuotesItsMemory`, an `agents.Model`): it answers
with the memory lines it finds in what the SDK sends it, so the run shows what a hosted
model would receive. To use a real model, drop `model=` from the Agent and set
OPENAI_API_KEY. Everything else is as in an app: a memory stored, `ForcedRecall` putting
the relevant memory in front of every model call (no tool call needed), `memory_tools`
offered to the model, `HarvestHooks` handing the finished turn to the harvester.

The memory lives in a throwaway home, opened in this process (`in_process=True`); an
app would use `mgimind.open()` (the daemon of ~/.mgimind).
"""

from __future__ import annotations

import asyncio
import shutil
import tempfile

from agents import Agent, Model, ModelResponse, RunConfig, Runner, Usage
from mgimind.hosts.openai_agents import ForcedRecall, HarvestHooks, memory_tools
from openai.types.responses import ResponseOutputMessage, ResponseOutputText

import mgimind

NOTE = "The payments service deploy freeze starts on December 18 and lasts two weeks."
QUESTION = "When does the payments deploy freeze begin?"


class QuotesItsMemory(Model):
    """A stand-in for a hosted model: its answer quotes the memory lines (`> (...`) of
    the input it was given, or says it was given none."""

    async def get_response(self, system_instructions, input, *args, **kwargs) -> ModelResponse:
        lines = "\n".join([system_instructions or "", *_texts(input)]).splitlines()
        quoted = [line for line in lines if line.startswith("> (")]
        reply = "From memory: " + " | ".join(quoted) if quoted else "No memory was given."
        text = ResponseOutputText(type="output_text", text=reply, annotations=[])
        message = ResponseOutputMessage(
            id="msg_offline", type="message", role="assistant", status="completed", content=[text]
        )
        return ModelResponse(output=[message], usage=Usage(), response_id=None)

    def stream_response(self, *args, **kwargs):
        raise NotImplementedError("this stand-in answers Runner.run only")


def _texts(items) -> list[str]:
    """Every text of the input items (messages whose content is a string or parts)."""
    if isinstance(items, str):
        return [items]
    found = []
    for item in items:
        content = item.get("content") if isinstance(item, dict) else None
        if isinstance(content, str):
            found.append(content)
        elif isinstance(content, list):
            found += [part.get("text", "") for part in content if isinstance(part, dict)]
    return found


async def main() -> None:
    home = tempfile.mkdtemp(prefix="mgimind-example-")
    mind = mgimind.open(home, in_process=True)
    try:
        mind.memory.add(text=NOTE)
        agent = Agent(
            name="dev",
            instructions="You are a helpful assistant.",
            model=QuotesItsMemory(),
            tools=memory_tools(mind, project="."),
        )
        result = await Runner.run(
            agent,
            QUESTION,
            hooks=HarvestHooks(mind, session_id="example", project="."),
            run_config=RunConfig(
                call_model_input_filter=ForcedRecall(mind, project="."), tracing_disabled=True
            ),
        )
        print(result.final_output)
    finally:
        mind.close()
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    asyncio.run(main())
