"""OpenAPI 3.1 spec generated from the routes (the operation table) and their pydantic
models: each operation's parameters are its request body, its result type the schema of
the reply's `result`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mgimind import __version__

if TYPE_CHECKING:
    from mgimind.doors.http.routes import Route

SCHEMA_REF = "#/components/schemas/{model}"
ERROR = {
    "type": "object",
    "properties": {"error": {"type": "string"}, "fix": {"type": "string"}},
}
# The statuses the door answers besides 200 (mgimind/doors/http/app.py), each with `error`
# and, where there is one, `fix`.
ERROR_STATUSES = (
    (400, "Malformed JSON"),
    (401, "Unauthorized"),
    (403, "Outside the identity's libraries"),
    (404, "Not found"),
    (413, "Body too large"),
    (422, "Invalid input"),
    (429, "Write quota exceeded"),
    (501, "Not available"),
)


def openapi_spec() -> dict:
    """The door's spec: one path per route, the models every route names as schemas."""
    from mgimind.doors.http.routes import routes

    paths: dict = {}
    schemas: dict = {}
    for route in routes():
        paths.setdefault(route.path, {})[route.method.lower()] = _operation(route, schemas)
    return {
        "openapi": "3.1.0",
        "info": {"title": "mgimind HTTP door", "version": __version__},
        "paths": paths,
        "components": {
            "schemas": schemas,
            "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer"}},
        },
    }


def _operation(route: Route, schemas: dict) -> dict:
    """One route's operation object; the models it names are added to `schemas`."""
    from pydantic import TypeAdapter

    from mgimind.operations.spec import result_type

    body = route.op.params
    schema = body.model_json_schema(ref_template=SCHEMA_REF)
    schemas.update(schema.pop("$defs", {}))
    schemas[body.__name__] = schema
    result = TypeAdapter(result_type(route.op)).json_schema(
        ref_template=SCHEMA_REF, mode="serialization"
    )
    schemas.update(result.pop("$defs", {}))
    op = {
        "operationId": route.name,
        "summary": route.op.summary.split(". ")[0],
        "description": route.op.summary,
        "security": [{"bearer": []}],
        "responses": _responses(result),
    }
    if route.method != "GET":
        op["requestBody"] = {
            "required": True,
            "content": {
                "application/json": {"schema": {"$ref": SCHEMA_REF.format(model=body.__name__)}}
            },
        }
    return op


def _responses(result: dict) -> dict:
    """200 with the operation's result, and every error status with the error body."""
    ok = {
        "type": "object",
        "properties": {"result": result},
        "required": ["result"],
    }
    responses = {"200": {"description": "OK", "content": {"application/json": {"schema": ok}}}}
    for code, text in ERROR_STATUSES:
        responses[str(code)] = {
            "description": text,
            "content": {"application/json": {"schema": ERROR}},
        }
    return responses
