"""OpenAPI 3.1 spec generated from the route table and its pydantic models."""

from __future__ import annotations

from functools import lru_cache

from .. import __version__


@lru_cache(maxsize=1)
def openapi_spec() -> dict:
    from .routes import ROUTES

    paths: dict = {}
    schemas: dict = {}
    error = {
        "type": "object",
        "properties": {"error": {"type": "string"}, "fix": {"type": "string"}},
    }
    for route in ROUTES:
        schema = route.body.model_json_schema(ref_template="#/components/schemas/{model}")
        schemas.update(schema.pop("$defs", {}))
        schemas[route.body.__name__] = schema
        op = {
            "operationId": route.name,
            "summary": route.summary,
            "security": [{"bearer": []}],
            "responses": {
                "200": {
                    "description": "OK",
                    "content": {
                        "application/json": {
                            "schema": {
                                "type": "object",
                                "properties": {"result": {}},
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
                        "schema": {"$ref": f"#/components/schemas/{route.body.__name__}"}
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
