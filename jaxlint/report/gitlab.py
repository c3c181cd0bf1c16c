"""GitLab Code Quality (a JSON list of CodeClimate-style issues) for merge-request widgets.

Each issue: `check_name` (the code), `description` (code and message), `severity`,
`fingerprint` and `location {path, lines {begin, end}}`. Paths are relative to
$CI_PROJECT_DIR (or the current directory). In a notebook the lines are those of the .ipynb
that hold the cell's rows, and the description names the cell and row. The fingerprint hashes the code, the path, the
message and the stripped text of the flagged line, not the line number, so it survives edits
elsewhere in the file; identical findings in one file get an occurrence counter, so every
fingerprint in a report is unique.
"""

from __future__ import annotations

import hashlib
import os

from jaxlint.report.escape import to_json

SEVERITY = {"error": "major", "warning": "minor", "info": "info"}


def _relative(filename: str, root: str) -> str:
    absolute = os.path.abspath(filename)
    try:
        rel = os.path.relpath(absolute, root)
    except ValueError:
        return filename.replace(os.sep, "/")
    if rel == ".." or rel.startswith(".." + os.sep):
        return absolute.replace(os.sep, "/")
    return rel.replace(os.sep, "/")


def fingerprint(code: str, path: str, message: str, line_text: str, occurrence: int) -> str:
    data = "\0".join((code, path, message, line_text.strip(), str(occurrence)))
    return hashlib.sha256(data.encode("utf-8", "surrogatepass")).hexdigest()[:32]


def render(diagnostics, context) -> str:
    root = os.environ.get("CI_PROJECT_DIR") or os.getcwd()
    seen: dict[tuple, int] = {}
    issues = []
    for d in diagnostics:
        path = _relative(d.filename, root)
        line_text = (context.line(d.filename, d.location.row, d.cell) if context is not None else None) or ""
        key = (d.code, path, d.message, line_text.strip())
        occurrence = seen.get(key, 0)
        seen[key] = occurrence + 1
        rows = context.json_rows(d) if context is not None else None
        begin, end = rows or (d.location.row, d.end_location.row)
        issues.append({
            "check_name": d.code,
            "description": f"{d.code} {d.message}" + (f" (cell {d.cell}, line {d.location.row})" if rows else ""),
            "severity": "critical" if d.code in ("JAX000", "JAX999") else SEVERITY.get(d.severity, "major"),
            "fingerprint": fingerprint(d.code, path, d.message, line_text, occurrence),
            "location": {"path": path, "lines": {"begin": begin, "end": end}},
        })
    return to_json(issues)
