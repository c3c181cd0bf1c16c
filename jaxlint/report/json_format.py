"""Ruff's JSON schema: a list of objects with code, name, message, filename, location, ..."""

from __future__ import annotations

from jaxlint.report.escape import to_json


def render(diagnostics, context) -> str:
    return to_json([d.to_json() for d in diagnostics])
