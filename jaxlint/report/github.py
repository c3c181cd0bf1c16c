"""GitHub Actions workflow commands: one `::error ...::` annotation per diagnostic (`::warning`
for warning severity, `::notice` for info); one in a notebook names the cell in its text
(`nb.ipynb:cell 3:2:5: ...`).

The runner's encoding (`%`, CR and LF in data; also `:` and `,` in properties) keeps every
annotation on its line and lets GitHub decode the real file name; any other control character,
and any byte of a name that is not UTF-8, is then spelled out as in the plain-text formats."""

from __future__ import annotations

from jaxlint.report.concise import position
from jaxlint.report.escape import visible


def _escape_data(text: str) -> str:
    return visible(text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A"))


def _escape_property(text: str) -> str:
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")


def _region(d, context) -> list[str]:
    """Where the annotation goes. In a notebook: the lines of the .ipynb that hold the cell's
    rows (the file GitHub shows), without columns (those of the JSON text would be wrong)."""
    rows = context.json_rows(d) if context is not None else None
    if rows is not None:
        return [f"line={rows[0]}", f"endLine={rows[1]}"]
    return [f"line={d.location.row}", f"col={d.location.column + 1}",
            f"endLine={d.end_location.row}", f"endColumn={d.end_location.column + 1}"]


_COMMANDS = {"error": "error", "warning": "warning", "info": "notice"}


def render(diagnostics, context) -> str:
    lines = []
    for d in diagnostics:
        props = ",".join([
            f"title={_escape_property(f'jaxlint ({d.code})')}",
            f"file={_escape_property(d.filename)}",
            *_region(d, context),
        ])
        message = f"{d.filename}:{position(d)}: {d.code} {d.message}"
        lines.append(f"::{_COMMANDS.get(d.severity, 'error')} {props}::{_escape_data(message)}")
    return "".join(line + "\n" for line in lines)
