"""JUnit XML (Jenkins, GitLab test reports, Azure Pipelines): a testsuite per file, a testcase per
diagnostic with a `<failure>`; with no diagnostics, one passing testcase so the report is not
empty (Ruff's shape). A finding in a notebook gives the line of the .ipynb that holds it, and
its text names the cell ("cell 3, line 2, col 5, ...")."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from itertools import groupby

from jaxlint.report.escape import visible

# Characters XML 1.0 cannot carry at all (C0 controls other than tab, newline, CR; surrogates),
# and those it discourages (DEL, C1 controls: U+009B is a terminal's CSI).
_INVALID_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff\ufffe\uffff]")


def _replace(match: re.Match) -> str:
    char = match.group()
    return visible(char) if "\udc80" <= char <= "\udcff" else "\ufffd"  # a name's non-UTF-8 byte: `\xff`


def _clean(text: str) -> str:
    return _INVALID_XML.sub(_replace, text)


def _classname(filename: str) -> str:
    name = filename.replace("\\", "/")
    return name[:-3] if name.endswith(".py") else name


def render(diagnostics, context) -> str:
    diagnostics = list(diagnostics)
    root = ET.Element("testsuites", name="jaxlint", tests=str(max(1, len(diagnostics))),
                      failures=str(len(diagnostics)), errors="0")
    if not diagnostics:
        suite = ET.SubElement(root, "testsuite", name="jaxlint", tests="1", disabled="0", errors="0",
                              failures="0", package="org.jaxlint")
        ET.SubElement(suite, "testcase", name="No errors found", classname="jaxlint")
    ordered = sorted(diagnostics, key=lambda d: d.sort_key())
    for filename, group in groupby(ordered, key=lambda d: d.filename):
        items = list(group)
        suite = ET.SubElement(root, "testsuite", name=_clean(filename), tests=str(len(items)), disabled="0",
                              errors="0", failures=str(len(items)), package="org.jaxlint")
        for d in items:
            row, col = d.location.row, d.location.column + 1
            rows = context.json_rows(d) if context is not None else None
            where = {"line": str(rows[0])} if rows else {"line": str(row), "column": str(col)}
            case = ET.SubElement(suite, "testcase", name=f"org.jaxlint.{d.code}", classname=_clean(_classname(filename)),
                                 file=_clean(filename), **where)
            failure = ET.SubElement(case, "failure", message=_clean(d.message), type=d.code)
            cell = f"cell {d.cell}, " if d.cell is not None else ""
            failure.text = _clean(f"{cell}line {row}, col {col}, {d.code} {d.message}")
    ET.indent(root, space="  ")
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"
