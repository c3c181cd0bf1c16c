"""SARIF 2.1.0 (GitHub code scanning, Azure DevOps, IDE viewers): one run, every rule in
`tool.driver.rules`, one result per diagnostic, and its fix as `artifactChanges` when it has one.
Why a value is traced is a `codeFlows` thread flow (the transform first, the finding last) whose
steps are also the result's `relatedLocations`.

Paths are URIs relative to the current directory (`uriBaseId` %SRCROOT%, declared in
`originalUriBaseIds`); a file outside it gets an absolute `file://` URI. URIs percent-encode the
bytes of the name, so a name that is not UTF-8 still has its exact URI. Lines and columns are
1-based, columns in Unicode code points (declared with `columnKind`). A finding in a notebook
points at the lines of the .ipynb that hold it and names its cell.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from urllib.parse import quote

from jaxlint import __version__
from jaxlint.diagnostics import Diagnostic, Edit, Location
from jaxlint.report.escape import to_json

SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
INFORMATION_URI = "https://github.com/jaxlint/jaxlint"
_SECTION = re.compile(r"^## (.+)$", re.MULTILINE)


def _section(docs: str, title: str) -> str:
    """The text under `## title` in a rule's docs (Ruff's headings), unwrapped to one paragraph."""
    parts = _SECTION.split(docs)
    for heading, body in zip(parts[1::2], parts[2::2]):
        if heading.strip().lower() == title.lower():
            return " ".join(body.split())
    return ""


def rule_url(code: str, name: str) -> str:
    """The docs anchor every diagnostic of this rule links to (Diagnostic.url)."""
    here = Location(1, 0)
    return Diagnostic(code=code, name=name, message="", filename="", location=here, end_location=here).url


_LEVELS = {"error": "error", "warning": "warning", "info": "note"}


def rule_descriptors() -> list[dict]:
    from jaxlint.catalog import descriptors

    out = []
    for entry in descriptors():
        docs = entry.docs.strip()
        out.append({
            "id": entry.code,
            "name": entry.name,
            "shortDescription": {"text": entry.summary},
            "fullDescription": {"text": _section(docs, "What it does") or entry.summary},
            "help": {"text": docs, "markdown": docs},
            "helpUri": rule_url(entry.code, entry.name),
            "defaultConfiguration": {"level": _LEVELS.get(entry.severity, "error")},
            "properties": {"fix_availability": entry.fix_availability},
        })
    return out


def artifact_location(filename: str, root: str | None = None) -> dict:
    """A URI relative to `root` (the cwd) when the file is inside it, else an absolute file URI."""
    root = root or os.getcwd()
    absolute = os.path.abspath(filename)
    try:
        rel = os.path.relpath(absolute, root)
    except ValueError:  # another drive on Windows
        rel = None
    if rel is not None and rel != ".." and not rel.startswith(".." + os.sep):
        return {"uri": quote(os.fsencode(rel.replace(os.sep, "/"))), "uriBaseId": "%SRCROOT%"}
    return {"uri": Path(absolute).as_uri()}


def _directory_uri(root: str) -> str:
    uri = Path(os.path.abspath(root)).as_uri()
    return uri if uri.endswith("/") else uri + "/"


def _region(start: Location, end: Location) -> dict:
    return {"startLine": start.row, "startColumn": start.column + 1,
            "endLine": end.row, "endColumn": end.column + 1}


def _level(d: Diagnostic) -> str:
    return _LEVELS.get(d.severity, "error")


def _fix(d: Diagnostic, location: dict, root: str) -> list[dict]:
    fix = d.fix
    if fix is None or not fix.edits:
        return []
    edits: list[Edit] = list(fix.edits)
    if any(e.location is None or e.end_location is None for e in edits):
        return []
    replacements = [{"deletedRegion": _region(e.location, e.end_location), "insertedContent": {"text": e.content}}
                    for e in edits]
    if fix.target is not None:  # the edits lie in another file (the jitted entry point's)
        location = artifact_location(fix.target, root)
    return [{
        "description": {"text": fix.message},
        "artifactChanges": [{"artifactLocation": location, "replacements": replacements}],
        "properties": {"applicability": fix.applicability.value},
    }]


def _trace(d: Diagnostic, root: str) -> dict:
    steps = [{"physicalLocation": {"artifactLocation": artifact_location(s.filename, root),
                                   "region": {"startLine": s.location.row, "startColumn": s.location.column + 1}},
              "message": {"text": s.note}} for s in d.trace]
    return {"codeFlows": [{"message": {"text": "why the value is traced"},
                           "threadFlows": [{"locations": [{"location": step, "nestingLevel": 0, "executionOrder": i}
                                                          for i, step in enumerate(steps, 1)]}]}],
            "relatedLocations": [{"id": i, **step} for i, step in enumerate(steps, 1)]}


def to_sarif(diagnostics, root: str | None = None, context=None) -> dict:
    """`context` (a ReportContext) places findings in notebooks on the .ipynb's lines."""
    root = root or os.getcwd()
    rules = rule_descriptors()
    index = {r["id"]: i for i, r in enumerate(rules)}
    results = []
    for d in diagnostics:
        location = artifact_location(d.filename, root)
        rows = context.json_rows(d) if context is not None else None
        result = {
            "ruleId": d.code,
            "level": _level(d),
            "message": {"text": d.message},
            "locations": [{"physicalLocation": {
                "artifactLocation": location,
                "region": _region(d.location, d.end_location),
            }}],
        }
        if d.cell is not None:
            _in_cell(result, d, rows)
        if d.code in index:
            result["ruleIndex"] = index[d.code]
        fixes = _fix(d, location, root) if d.cell is None else []  # a cell's edits have no place in the JSON text
        if fixes:
            result["fixes"] = fixes
        if d.trace:
            result.update(_trace(d, root))
        results.append(result)
    return {
        "$schema": SCHEMA,
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {
                "name": "jaxlint",
                "version": __version__,
                "semanticVersion": __version__,
                "informationUri": INFORMATION_URI,
                "rules": rules,
            }},
            "originalUriBaseIds": {"%SRCROOT%": {"uri": _directory_uri(root)}},
            "columnKind": "unicodeCodePoints",
            "results": results,
        }],
    }


def _in_cell(result: dict, d: Diagnostic, rows: tuple[int, int] | None) -> None:
    """A finding in a notebook: the region is the .ipynb's lines holding the cell's rows (no
    columns: those of the JSON text differ), and the cell, row and column are named."""
    start, end = rows or (1, 1)
    result["locations"][0]["physicalLocation"]["region"] = {"startLine": start, "endLine": end}
    result["message"]["text"] += f" (cell {d.cell}, line {d.location.row}, column {d.location.column + 1})"
    result["properties"] = {"cell": d.cell, "cellLine": d.location.row, "cellColumn": d.location.column + 1}


def render(diagnostics, context) -> str:
    return to_json(to_sarif(diagnostics, context=context))
