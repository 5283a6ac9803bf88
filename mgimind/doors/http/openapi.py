"""OpenAPI 3.1 spec generated from the routes (the operation table) and their pydantic
models: each operation's parameters are its request body, its result type the schema of
the reply's `result`."""

from __future__ import annotations

from mgimind import __version__


def openapi_spec() -> dict:
    from pydantic import TypeAdapter

    from mgimind.doors.http.routes import routes
    from mgimind.operations.spec import result_type

    paths: dict = {}
    schemas: dict = {}
    error = {
        "type": "object",
        "properties": {"error": {"type": "string"}, "fix": {"type": "string"}},
    }
    template = "#/components/schemas/{model}"
    for route in routes():
        body = route.op.params
        schema = body.model_json_schema(ref_template=template)
        schemas.update(schema.pop("$defs", {}))
        schemas[body.__name__] = schema
        result = TypeAdapter(result_type(route.op)).json_schema(
            ref_template=template, mode="serialization"
        )
        schemas.update(result.pop("$defs", {}))
        op = {
            "operationId": route.name,
            "summary": route.op.summary.split(". ")[0],
            "description": route.op.summary,
            "security": [{"bearer": []}],
            "responses": {
                "200": {
                    "description": "OK",
                    "content": {
                        "application/json": {
                            "schema": {
                                "type": "object",
                                "properties": {"result": result},
                                "required": ["result"],
                            }
                        }
                    },
                },
                **{
                    str(code): {
                        "description": text,
                        "content": {"application/json": {"schema": error}},
                    }
                    for code, text in (
                        (400, "Malformed JSON"),
                        (401, "Unauthorized"),
                        (403, "Outside the identity's libraries"),
                        (404, "Not found"),
                        (413, "Body too large"),
                        (422, "Invalid input"),
                        (429, "Write quota exceeded"),
                        (501, "Not available"),
                    )
                },
            },
        }
        if route.method != "GET":
            op["requestBody"] = {
                "required": True,
                "content": {
                    "application/json": {
                        "schema": {"$ref": f"#/components/schemas/{body.__name__}"}
                    }
                },
            }
        paths.setdefault(route.path, {})[route.method.lower()] = op
    return {
        "openapi": "3.1.0",
        "info": {"title": "mgimind HTTP door", "version": __version__},
        "paths": paths,
        "components": {
            "schemas": schemas,
            "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer"}},
        },
    }
