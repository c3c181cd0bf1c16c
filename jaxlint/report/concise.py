"""`path:row:col: CODE [*] message`, one line each, 1-based columns (Ruff's concise)."""

from __future__ import annotations

from jaxlint.diagnostics import Applicability


def fix_marker(d, context) -> str:
    if d.fix is None:
        return ""
    if d.fix.applicability is Applicability.SAFE:
        return "[*] "
    if d.fix.applicability is Applicability.UNSAFE and context.unsafe_fixes:
        return "[*] "
    return ""


def line_for(d, context) -> str:
    return f"{d.filename}:{d.location.row}:{d.location.column + 1}: {d.code} {fix_marker(d, context)}{d.message}"


def render(diagnostics, context) -> str:
    return "".join(line_for(d, context) + "\n" for d in diagnostics)
