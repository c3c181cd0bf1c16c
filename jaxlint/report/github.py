"""GitHub Actions workflow commands: one `::error ...::` annotation per diagnostic (`::warning`
for warning severity, `::notice` for info).

The runner's encoding (`%`, CR and LF in data; also `:` and `,` in properties) keeps every
annotation on its line and lets GitHub decode the real file name; any other control character,
and any byte of a name that is not UTF-8, is then spelled out as in the plain-text formats."""

from __future__ import annotations

from jaxlint.report.escape import visible


def _escape_data(text: str) -> str:
    return visible(text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A"))


def _escape_property(text: str) -> str:
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")


_COMMANDS = {"error": "error", "warning": "warning", "info": "notice"}


def render(diagnostics, context) -> str:
    lines = []
    for d in diagnostics:
        props = ",".join([
            f"title={_escape_property(f'jaxlint ({d.code})')}",
            f"file={_escape_property(d.filename)}",
            f"line={d.location.row}",
            f"col={d.location.column + 1}",
            f"endLine={d.end_location.row}",
            f"endColumn={d.end_location.column + 1}",
        ])
        message = f"{d.filename}:{d.location.row}:{d.location.column + 1}: {d.code} {d.message}"
        lines.append(f"::{_COMMANDS.get(d.severity, 'error')} {props}::{_escape_data(message)}")
    return "".join(line + "\n" for line in lines)
