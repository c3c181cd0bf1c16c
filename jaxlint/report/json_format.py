"""Ruff's JSON schema: a list of objects with code, name, message, filename, location, ..."""

from __future__ import annotations

import json


def render(diagnostics, context) -> str:
    return json.dumps([d.to_json() for d in diagnostics], indent=2, ensure_ascii=False) + "\n"
