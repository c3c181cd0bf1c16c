"""Output formats: one module per format, each a `render(diagnostics, context) -> str`.

A run imports only the format it writes (the others cost a single-file run a few ms each)."""

from __future__ import annotations

FORMATS = ("full", "concise", "json", "github", "sarif", "junit", "gitlab")


def render(fmt: str, diagnostics, context) -> str:
    match fmt:  # plain imports, not importlib: nothing here may import a module named by data
        case "full":
            from jaxlint.report import full as module
        case "concise":
            from jaxlint.report import concise as module
        case "json":
            from jaxlint.report import json_format as module
        case "github":
            from jaxlint.report import github as module
        case "sarif":
            from jaxlint.report import sarif as module
        case "junit":
            from jaxlint.report import junit as module
        case "gitlab":
            from jaxlint.report import gitlab as module
        case _:
            raise KeyError(fmt)
    return module.render(diagnostics, context)
