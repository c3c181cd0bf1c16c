"""Output formats: one module per format, each a `render(diagnostics, context) -> str`.

A run imports only the format it writes (the others cost a single-file run a few ms each)."""

from __future__ import annotations

import importlib

FORMATS = {  # format name -> the module rendering it
    "full": "full",
    "concise": "concise",
    "json": "json_format",
    "github": "github",
    "sarif": "sarif",
    "junit": "junit",
    "gitlab": "gitlab",
}


def render(fmt: str, diagnostics, context) -> str:
    return importlib.import_module(f"jaxlint.report.{FORMATS[fmt]}").render(diagnostics, context)
