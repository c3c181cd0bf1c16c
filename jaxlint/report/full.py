"""Ruff's `full` format: the concise line, a source frame with carets, and a `help:` line."""

from __future__ import annotations

from jaxlint.report.concise import line_for


def render(diagnostics, context) -> str:
    out = []
    for d in diagnostics:
        out.append(line_for(d, context))
        source = context.line(d.filename, d.location.row)
        if source is not None:
            number = str(d.location.row)
            pad = " " * len(number)
            start = d.location.column
            end = d.end_location.column if d.end_location.row == d.location.row else len(source)
            width = max(1, end - start)
            out.append(f"{pad} |")
            out.append(f"{number} | {source}")
            out.append(f"{pad} | {' ' * start}{'^' * width} {d.code}")
            out.append(f"{pad} |")
        if d.fix is not None:
            out.append(f"  = help: {d.fix.message}" + ("" if d.fix.applicability.value == "safe"
                                                      else f" ({d.fix.applicability.value} fix)"))
        out.append("")
    return "\n".join(out) + ("\n" if out else "")
