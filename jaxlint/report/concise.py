"""`path:row:col: CODE [*] message`, one line each, 1-based columns (Ruff's concise); in a
notebook `path:cell 3:row:col: ...`. Names and
messages are shown with their control characters spelled out, so a finding is always one line."""

from __future__ import annotations

from jaxlint.diagnostics import Applicability
from jaxlint.report.escape import display_path, visible


def fix_marker(d, context) -> str:
    if d.fix is None:
        return ""
    if d.fix.applicability is Applicability.SAFE:
        return "[*] "
    if d.fix.applicability is Applicability.UNSAFE and context.unsafe_fixes:
        return "[*] "
    return ""


def position(d) -> str:
    """`row:col`, or `cell 3:row:col` in a notebook (Ruff's spelling; rows within the cell)."""
    cell = f"cell {d.cell}:" if d.cell is not None else ""
    return f"{cell}{d.location.row}:{d.location.column + 1}"


def line_for(d, context) -> str:
    return f"{display_path(d.filename)}:{position(d)}: {d.code} {fix_marker(d, context)}{visible(d.message)}"


def render(diagnostics, context) -> str:
    return "".join(line_for(d, context) + "\n" for d in diagnostics)
