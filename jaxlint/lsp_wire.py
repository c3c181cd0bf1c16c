"""Diagnostics to JSON without cattrs' generic walk.

pygls turns every published `lsprotocol.types.Diagnostic` into JSON through cattrs, which
visits each optional field, range, position and the `data` payload with a generic hook per
value: for a 10,000-line document's 1,110 diagnostics that was about half of the server's cpu
per edit. The diagnostics this server builds (`JaxlintLanguageServer.to_lsp`) have a fixed
shape, written here directly; anything else (tags set, a field of another type) goes to the
converter's own hook. The JSON is the same either way (tests/test_lsp_wire.py).
"""

from __future__ import annotations

from typing import Any, Callable

from lsprotocol import types


def install(converter) -> None:
    """Make `converter` write Diagnostics with `diagnostic_json` (before its first use)."""
    default = converter.get_unstructure_hook(types.Diagnostic)
    converter.register_unstructure_hook(types.Diagnostic, lambda d: diagnostic_json(d, default))


def diagnostic_json(d: types.Diagnostic, default: Callable[[types.Diagnostic], dict]) -> dict:
    """What `default` (cattrs, lsprotocol's rules: camelCase names, None fields left out, enums
    as their values) makes of `d`, for the fields and types this server fills."""
    if d.tags is not None or type(d.code) is not str or not isinstance(d.severity, (types.DiagnosticSeverity,
                                                                                     type(None))):
        return default(d)
    out: dict[str, Any] = {"range": _range(d.range), "message": d.message}
    if d.severity is not None:
        out["severity"] = d.severity.value
    out["code"] = d.code
    if d.code_description is not None:
        out["codeDescription"] = {"href": d.code_description.href}
    if d.source is not None:
        out["source"] = d.source
    if d.related_information is not None:
        out["relatedInformation"] = [{"location": {"uri": r.location.uri, "range": _range(r.location.range)},
                                      "message": r.message} for r in d.related_information]
    if d.data is not None:  # handed as it is: json.dumps writes its dicts, lists, tuples and scalars as
        out["data"] = d.data  # cattrs' copy would be written, and anything else by the same converter
    return out                # (pygls' `default=` hook): the server's data is plain JSON anyway


def _range(r: types.Range) -> dict:
    return {"start": {"line": r.start.line, "character": r.start.character},
            "end": {"line": r.end.line, "character": r.end.character}}

