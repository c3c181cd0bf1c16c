"""Ruff's `full` format: the concise line, a source frame with carets, why the value is traced
(one `path:row:col: note` line per step, the transform first), and a `help:` line.

The frame is the flagged line alone, its control characters shown as visible stand-ins, and a
very long line (minified code) is cut to a window around the finding."""

from __future__ import annotations

from jaxlint.report.concise import line_for
from jaxlint.report.escape import display_path, frame_text, visible

MAX_FRAME_WIDTH = 400  # characters of one source line in a frame
_LEAD = 40  # characters kept before the flagged column when a line is cut


def _window(source: str, start: int, end: int) -> tuple[str, int, int]:
    """(text, start, end) of at most MAX_FRAME_WIDTH characters around [start, end), with `…`
    where the line was cut."""
    if len(source) <= MAX_FRAME_WIDTH:
        return source, start, end
    left = max(0, min(start, len(source)) - _LEAD)
    right = min(len(source), left + MAX_FRAME_WIDTH)
    prefix = "\u2026" if left else ""
    text = prefix + source[left:right] + ("\u2026" if right < len(source) else "")
    shift = len(prefix) - left
    return text, start + shift, min(end, right) + shift


def _trace_lines(d) -> list[str]:
    if not d.trace:
        return []
    return ["  = why traced:"] + [f"      {display_path(s.filename)}:{s.location.row}:{s.location.column + 1}: "
                                 f"{visible(s.note)}" for s in d.trace]


def render(diagnostics, context) -> str:
    out = []
    for d in diagnostics:
        out.append(line_for(d, context))
        source = context.line(d.filename, d.location.row, d.cell)
        if source is not None:
            number = str(d.location.row)
            pad = " " * len(number)
            end = d.end_location.column if d.end_location.row == d.location.row else len(source)
            source, start, end = _window(source, d.location.column, end)
            width = max(1, end - start)
            out.append(f"{pad} |")
            out.append(f"{number} | {frame_text(source)}")
            out.append(f"{pad} | {' ' * start}{'^' * width} {d.code}")
            out.append(f"{pad} |")
        out.extend(_trace_lines(d))
        if d.fix is not None:
            out.append(f"  = help: {visible(d.fix.message)}" + ("" if d.fix.applicability.value == "safe"
                                                                else f" ({d.fix.applicability.value} fix)"))
        out.append("")
    return "\n".join(out) + ("\n" if out else "")
