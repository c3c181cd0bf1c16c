"""JAX100 unused-noqa: a `# noqa: JAXnnn` code that suppressed nothing on its line.

Only JAX codes are judged (other tools' codes are theirs), a bare `# noqa` is left alone, and a
code whose rules are not selected for the file is not "unused": it may suppress something in
another run. The safe fix removes the code, or the whole directive when it was the last one.
"""

from __future__ import annotations

from typing import Callable

from jaxlint import catalog
from jaxlint.config import Config
from jaxlint.diagnostics import Applicability, Diagnostic, Edit, Fix, Location
from jaxlint.noqa import CodeSpan, Directive, Suppressions, removal, unused_message
from jaxlint.rules.base import TRACED

CODE, NAME = "JAX100", "unused-noqa"
_RULE_CODES = tuple(code for code, _ in catalog.RULES)


def unused_noqa(suppressions: Suppressions, source: str, line_starts: list[int], filename: str, config: Config,
                used_elsewhere: Callable[[], bool]) -> list[Diagnostic]:
    """JAX100 findings for the directives of `suppressions`, after every finding of the file has
    been checked against them. `used_elsewhere()`: whether another module linted in the same run
    may report this file's traced-value findings (their noqa is consumed by that lint)."""
    if not suppressions.directives or not config.is_selected(CODE, filename):
        return []
    out = []
    for directive in suppressions.directives:
        for span in directive.codes or ():
            if span.code in directive.used or not _judged(span.code, filename, config, used_elsewhere):
                continue
            if suppressions.suppressed(CODE, directive.line):
                continue
            out.append(_diagnostic(directive, span, source, line_starts, filename))
    return out


def _judged(code: str, filename: str, config: Config, used_elsewhere: Callable[[], bool]) -> bool:
    if not code.startswith("JAX") or code == CODE:
        return False
    if not any(known.startswith(code) for known in catalog.KNOWN_CODES):
        return True  # names no rule at all: it can never suppress anything
    covered = [c for c in _RULE_CODES if c.startswith(code) and config.is_selected(c, filename)]
    if not covered:
        return False  # engine codes, or rules this run does not check
    traced = any(catalog.rule_class(c).kind == TRACED for c in covered)
    return not (traced and used_elsewhere())


def _diagnostic(directive: Directive, span: CodeSpan, source: str, line_starts: list[int],
                filename: str) -> Diagnostic:
    row = directive.line
    base = line_starts[row - 1]
    line_end = line_starts[row] if row < len(line_starts) else len(source)
    line_text = source[base:line_end].rstrip("\r\n")
    edit = removal(directive, span, line_text)
    fix = Fix(f"Remove unused `noqa` code {span.code}",
              (Edit(base + edit.start, base + edit.end, edit.text, Location(row, edit.start), Location(row, edit.end)),),
              Applicability.SAFE)
    known = any(k.startswith(span.code) for k in catalog.KNOWN_CODES)
    return Diagnostic(code=CODE, name=NAME, message=unused_message(span.code, known), filename=filename,
                      location=Location(row, span.start), end_location=Location(row, span.end), fix=fix,
                      noqa_row=row)
