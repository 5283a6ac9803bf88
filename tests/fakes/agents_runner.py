"""Run a real OpenAI Agents `Runner` against a FakeOpenAI server (tests only)."""

from __future__ import annotations

import asyncio

from agents import Agent, OpenAIChatCompletionsModel, RunConfig, Runner
from openai import AsyncOpenAI

from .openai_server import FakeOpenAI


def run_agent(server: FakeOpenAI, tools, prompt: str, *, filter=None, **kwargs):
    """One `Runner.run` of an assistant with `tools`, its model served by `server`;
    `filter` is the RunConfig's call_model_input_filter; kwargs go to Runner.run."""
    client = AsyncOpenAI(base_url=server.url, api_key="fake-key-for-loopback", max_retries=0)
    agent = Agent(
        name="assistant",
        instructions="You are a helpful assistant.",
        model=OpenAIChatCompletionsModel(model="fake-model", openai_client=client),
        tools=tools,
    )
    config = RunConfig(tracing_disabled=True, call_model_input_filter=filter)
    return asyncio.run(Runner.run(agent, prompt, run_config=config, **kwargs))
