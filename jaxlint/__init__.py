"""jaxlint: find and fix the Python that breaks under JAX tracing, before anyone runs it."""

from __future__ import annotations

__version__ = "0.1.0"

from jaxlint.diagnostics import Applicability, Diagnostic, Edit, Fix, Location  # noqa: E402


def lint_source(source: str, filename: str = "<stdin>", config=None) -> list[Diagnostic]:
    """Lint Python source text; returns the diagnostics sorted by position."""
    from jaxlint.engine import lint_source as _lint

    return _lint(source, filename, config).diagnostics


__all__ = ["Applicability", "Diagnostic", "Edit", "Fix", "Location", "lint_source", "__version__"]
