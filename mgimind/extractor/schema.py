"""What the local model must answer, as pydantic models: the JSON schema sent with the
request (structured output) and the validation every answer passes before anything of
it reaches the admission gate."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

MAX_CANDIDATES = 10


class ProposedCandidate(BaseModel):
    """One candidate as the model states it."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["fact", "procedure"]
    text: str = Field(
        min_length=10,
        max_length=500,
        description="the fact, or the procedure as 'When: <error> Fix: <what fixed it>', "
        "in one self-contained sentence",
    )
    subject: str | None = Field(None, max_length=100, description="a fact's subject")
    predicate: str | None = Field(None, max_length=60, description="a fact's relation")
    object: str | None = Field(None, max_length=200, description="a fact's value")
    error: str | None = Field(None, max_length=300, description="a procedure's error")
    fix: str | None = Field(None, max_length=300, description="a procedure's fix")

    def fields(self) -> dict[str, str]:
        """The structured parts, for the candidate's metadata."""
        names = ("subject", "predicate", "object", "error", "fix")
        return {n: getattr(self, n).strip() for n in names if getattr(self, n)}


class Extraction(BaseModel):
    """The whole answer: {"candidates": [...]} (possibly empty)."""

    model_config = ConfigDict(extra="forbid")

    candidates: list[ProposedCandidate] = Field(max_length=MAX_CANDIDATES)


def response_format() -> dict:
    """The `response_format` of the request: a JSON schema (llama.cpp, Ollama and vLLM
    constrain their output to it)."""
    return {
        "type": "json_schema",
        "json_schema": {"name": "candidates", "schema": Extraction.model_json_schema()},
    }


def parse_candidates(answer: Any) -> tuple[list[ProposedCandidate], int]:
    """The valid candidates of a decoded answer and how many were refused. Each item is
    validated on its own: one bad candidate costs only itself. An answer that is not
    {"candidates": [...]} raises ValueError (its content is never quoted)."""
    if not isinstance(answer, dict) or not isinstance(answer.get("candidates"), list):
        raise ValueError('the answer is not an object with a "candidates" list')
    extra = sorted(set(answer) - {"candidates"})
    if extra:
        raise ValueError(f"the answer has unexpected keys: {', '.join(extra)[:200]}")
    items = answer["candidates"]
    valid: list[ProposedCandidate] = []
    refused = max(len(items) - MAX_CANDIDATES, 0)
    for item in items[:MAX_CANDIDATES]:
        try:
            valid.append(ProposedCandidate.model_validate(item))
        except ValidationError:
            refused += 1
    return valid, refused
