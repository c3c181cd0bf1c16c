"""Diagnostics as plain JSON records and back: what the results cache stores.

Reading is strict because the cache folder sits in the project, where anyone could have put a
file: a record with a missing or unknown key, a value of the wrong type (a bool is not an int),
a negative position, an unknown code, severity or applicability raises RecordError, and the
caller treats the whole entry as a miss. Filenames are stored absolute and given back in the
form of the current run (see `outcome_filenames` in runner.py).
"""

from __future__ import annotations

from typing import Any

from jaxlint.catalog import KNOWN_CODES
from jaxlint.diagnostics import Applicability, Diagnostic, Edit, Fix, Location, TraceStep

SEVERITIES = ("error", "warning", "info")
_APPLICABILITIES = {a.value: a for a in Applicability}


class RecordError(ValueError):
    """A record this build would not have written."""


def diagnostic_record(d: Diagnostic) -> dict[str, Any]:
    record = {"code": d.code, "name": d.name, "message": d.message, "filename": d.filename,
              "location": _position(d.location), "end_location": _position(d.end_location),
              "fix": _fix_record(d.fix) if d.fix else None, "noqa_row": d.noqa_row, "severity": d.severity}
    if d.cell is not None:
        record["cell"] = d.cell
    traceback = d.extra.get("traceback")
    if isinstance(traceback, str):  # JAX999's detail for --verbose; nothing else in `extra` is kept
        record["traceback"] = traceback
    if d.trace:
        record["trace"] = [{"filename": s.filename, "location": _position(s.location), "note": s.note} for s in d.trace]
    return record


def _fix_record(fix: Fix) -> dict[str, Any]:
    record = {"message": fix.message, "applicability": fix.applicability.value,
              "edits": [{"start": e.start, "end": e.end, "content": e.content,
                         "location": _position(e.location), "end_location": _position(e.end_location)}
                        for e in fix.edits]}
    if fix.target is not None:
        record["target"] = fix.target
    return record


def _position(loc: Location | None) -> list[int] | None:
    return None if loc is None else [loc.row, loc.column]


_DIAGNOSTIC_KEYS = {"code", "name", "message", "filename", "location", "end_location", "fix", "noqa_row", "severity"}


def diagnostic_from_record(record: object) -> Diagnostic:
    r = keys(record, _DIAGNOSTIC_KEYS, optional={"traceback", "cell", "trace"})
    code = text(r["code"])
    if code not in KNOWN_CODES:
        raise RecordError(f"unknown code {code!r}")
    severity = text(r["severity"])
    if severity not in SEVERITIES:
        raise RecordError(f"unknown severity {severity!r}")
    extra = {"traceback": text(r["traceback"])} if "traceback" in r else {}
    return Diagnostic(code=code, name=text(r["name"]), message=text(r["message"]), filename=text(r["filename"]),
                      location=_location(r["location"]), end_location=_location(r["end_location"]),
                      fix=None if r["fix"] is None else _fix(r["fix"]),
                      noqa_row=None if r["noqa_row"] is None else count(r["noqa_row"]),
                      severity=severity, extra=extra, cell=_cell(r.get("cell")),
                      trace=tuple(_trace_step(s) for s in array(r["trace"])) if "trace" in r else ())


def _cell(value: object) -> int | None:
    if value is None:
        return None
    if count(value) == 0:
        raise RecordError("cell 0")
    return value


def _trace_step(record: object) -> TraceStep:
    r = keys(record, {"filename", "location", "note"})
    return TraceStep(text(r["filename"]), _location(r["location"]), text(r["note"]))


def _fix(record: object) -> Fix:
    r = keys(record, {"message", "applicability", "edits"}, optional={"target"})
    applicability = _APPLICABILITIES.get(r["applicability"]) if isinstance(r["applicability"], str) else None
    if applicability is None:
        raise RecordError(f"unknown applicability {r['applicability']!r}")
    return Fix(message=text(r["message"]), edits=tuple(_edit(e) for e in array(r["edits"])),
               applicability=applicability, target=text(r["target"]) if "target" in r else None)


def _edit(record: object) -> Edit:
    r = keys(record, {"start", "end", "content", "location", "end_location"})
    start, end = count(r["start"]), count(r["end"])
    if end < start:
        raise RecordError("an edit that ends before it starts")
    return Edit(start, end, text(r["content"]),
                None if r["location"] is None else _location(r["location"]),
                None if r["end_location"] is None else _location(r["end_location"]))


def _location(value: object) -> Location:
    row, column = pair(value)
    return Location(row, column)


# --- strict checks, shared with the outcome records in runner.py ------------------------------

def keys(record: object, required: set[str], optional: frozenset[str] | set[str] = frozenset()) -> dict:
    if not isinstance(record, dict):
        raise RecordError("not an object")
    present = set(record)
    if not required <= present or not present <= required | optional:
        raise RecordError(f"keys {sorted(present)}")
    return record


def text(value: object) -> str:
    if not isinstance(value, str):
        raise RecordError("not a string")
    return value


def count(value: object) -> int:
    """A non-negative int (JSON true/false are not numbers here)."""
    if type(value) is not int or value < 0:
        raise RecordError("not a non-negative integer")
    return value


def array(value: object) -> list:
    if not isinstance(value, list):
        raise RecordError("not a list")
    return value


def pair(value: object) -> tuple[int, int]:
    items = array(value)
    if len(items) != 2:
        raise RecordError("not a pair")
    return count(items[0]), count(items[1])
