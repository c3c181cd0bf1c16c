"""Output formats: one module per format, each a `render(diagnostics, context) -> str`."""

from __future__ import annotations

from jaxlint.report import concise, full, github, gitlab, json_format, junit, sarif

FORMATS = {
    "full": full.render,
    "concise": concise.render,
    "json": json_format.render,
    "github": github.render,
    "sarif": sarif.render,
    "junit": junit.render,
    "gitlab": gitlab.render,
}


def render(fmt: str, diagnostics, context) -> str:
    return FORMATS[fmt](diagnostics, context)
