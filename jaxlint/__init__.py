"""jaxlint: find and fix the Python that breaks under JAX tracing, before anyone runs it."""

from __future__ import annotations

__version__ = "0.1.0"

from jaxlint.diagnostics import Applicability, Diagnostic, Edit, Fix, Location  # noqa: E402


def lint_source(source: str, filename: str = "<stdin>", config=None) -> list[Diagnostic]:
    """Lint Python source text; returns the diagnostics sorted by position."""
    from jaxlint.engine import lint_source as _lint

    return _lint(source, filename, config).diagnostics


def fix_source(source: str, filename: str = "<stdin>", config=None, unsafe: bool = False):
    """Apply the fixes (safe ones; unsafe ones too with `unsafe=True`) until nothing changes.

    Returns a FixOutcome: `.source` (the fixed text), `.diagnostics` (what remains) and
    `.applied` (fixes applied per code). The text is never made unparsable."""
    from jaxlint.config import Config
    from jaxlint.fix_loop import fix_source as _fix

    return _fix(source, filename, config or Config(), unsafe=unsafe)


__all__ = ["Applicability", "Diagnostic", "Edit", "Fix", "Location", "fix_source", "lint_source", "__version__"]
