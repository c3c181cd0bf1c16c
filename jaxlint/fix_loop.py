"""The fix loop: apply non-overlapping edits, re-lint, repeat until nothing changes (bounded).

A pass whose result does not parse is retried fix by fix, dropping the ones that break the
code; a file that does not parse to begin with is never fixed. The fixes applied are those whose
edits lie in this file: its own findings' and those of findings its traced code causes in other
modules whose fix lands here (static_argnames on this file's jitted entry point); a finding of
this file whose fix lands in another module is fixed by that module's loop.
"""

from __future__ import annotations

import os
from collections import Counter
from dataclasses import dataclass, field
from typing import Callable

from jaxlint.config import Config
from jaxlint.diagnostics import Applicability, Diagnostic, Edit, Fix
from jaxlint.engine import LintResult, lint_source
from jaxlint.parsing import ParseError, drop_handed, hand_over, parse_module

MAX_ITERATIONS = 12


@dataclass
class FixOutcome:
    source: str
    diagnostics: list[Diagnostic]  # what remains after fixing
    applied: Counter = field(default_factory=Counter)  # code -> fixes applied
    converged: bool = True
    rejected: int = 0  # fixes dropped because their result did not parse
    related: list[Diagnostic] = field(default_factory=list)  # findings in other modules (the last lint's)
    fixed_elsewhere: dict[tuple, tuple] = field(default_factory=dict)  # finding_key -> fix_key of other
    # modules' findings fixed here
    first_edits: frozenset = frozenset()  # (start, end, content) of the edits applied to the text as it was read

    @property
    def applied_total(self) -> int:
        return sum(self.applied.values())


def is_applicable(d: Diagnostic, config: Config, unsafe: bool) -> bool:
    if d.fix is None or not config.is_fixable(d.code):
        return False
    if d.fix.applicability is Applicability.SAFE:
        return True
    return d.fix.applicability is Applicability.UNSAFE and unsafe


def _overlaps(a: Edit, b: Edit) -> bool:
    if (a.start, a.end, a.content) == (b.start, b.end, b.content):
        return False  # the same edit (an import two fixes both need)
    if a.start == a.end and b.start == b.end:
        return a.start == b.start
    return a.start < b.end and b.start < a.end or (a.start == a.end and b.start < a.start < b.end) or (
        b.start == b.end and a.start < b.start < a.end)


def select_non_overlapping(diagnostics: list[Diagnostic]) -> list[Diagnostic]:
    chosen: list[Diagnostic] = []
    taken: list[Edit] = []
    for d in sorted(diagnostics, key=lambda d: min(e.start for e in d.fix.edits)):
        if any(_overlaps(e, t) for e in d.fix.edits for t in taken):
            continue
        chosen.append(d)
        taken.extend(d.fix.edits)
    return chosen


def apply_fixes(source: str, fixes: list[Fix]) -> str:
    edits = {(e.start, e.end, e.content) for f in fixes for e in f.edits}
    out = source
    for start, end, content in sorted(edits, key=lambda e: (e[0], e[1]), reverse=True):
        out = out[:start] + content + out[end:]
    return out


def parses(source: str, filename: str | None = None) -> bool:
    """Through the nesting guard: a fix that nests the code deeper than the parser takes is
    refused like one that breaks the syntax. A text this process already parsed for the file
    (the project index remembers it: a second round of fixes reaches the first round's text)
    is not parsed again."""
    if filename is not None and os.path.exists(filename):
        from jaxlint.analysis.api import remembered

        if remembered(filename, source) is not None:
            return True
    try:
        module = parse_module(source)
    except ParseError:
        return False
    hand_over(source, module)  # the loop lints this text next: its lint takes the module, unparsed again
    return True


def finding_key(d: Diagnostic) -> tuple:
    """One finding per rule and place, whatever transform's route its message names."""
    return (os.path.abspath(d.filename), d.cell, d.location, d.end_location, d.code)


def fix_key(d: Diagnostic) -> tuple | None:
    """A finding by its fix's edits rather than its position: its own file's fixes may move it,
    while the edits of a fix landing in another file stay offsets into that file's text."""
    if d.fix is None or d.fix.target is None:
        return None
    return (os.path.abspath(d.filename), d.cell, d.code, d.message, os.path.abspath(d.fix.target),
            tuple((e.start, e.end, e.content) for e in d.fix.edits))


def fix_source(source: str, filename: str, config: Config, unsafe: bool = False,
               lint: Callable[[str, str, Config], LintResult] = lint_source,
               incoming: list[Diagnostic] = ()) -> FixOutcome:
    """`incoming`: findings of other files whose fix lands in this one (static arguments dropped
    on this file's jit for a dict a caller in another file passes), their edits offsets into
    this file's text as given: candidates of the first pass, beside this file's own."""
    try:
        outcome = _fix_source(source, filename, config, unsafe, lint, list(incoming))
    finally:
        drop_handed()  # a pass checked and never linted: its module goes
    for d in outcome.related:  # still there: not fixed
        outcome.fixed_elsewhere.pop(finding_key(d), None)
    return outcome


def _fix_source(source: str, filename: str, config: Config, unsafe: bool,
                lint: Callable[[str, str, Config], LintResult], incoming: list[Diagnostic]) -> FixOutcome:
    original = source
    applied: Counter = Counter()
    rejected = 0
    broken: set[tuple] = set()  # fixes whose result did not parse: never proposed again
    elsewhere: dict[tuple, tuple] = {}
    first: frozenset = frozenset()
    for _ in range(MAX_ITERATIONS):
        result = lint(source, filename, config)
        if not result.parsed:
            if source != original:  # cannot happen: every written pass parsed
                return FixOutcome(original, lint(original, filename, config).diagnostics, Counter(), False, rejected)
            return FixOutcome(source, result.diagnostics, applied, True, rejected, result.related, elsewhere, first)
        offered = result.diagnostics + result.related
        if source == original and incoming:  # not those this lint shows itself (a related finding)
            shown = {finding_key(d) for d in offered}
            offered = offered + [d for d in incoming if finding_key(d) not in shown]
        candidates = [d for d in offered
                      if is_applicable(d, config, unsafe) and d.fix.applies_to(d.filename, filename)
                      and _identity(d) not in broken]
        if not candidates:
            return FixOutcome(source, result.diagnostics, applied, True, rejected, result.related, elsewhere, first)
        chosen = select_non_overlapping(candidates)
        new = apply_fixes(source, [d.fix for d in chosen])
        if not parses(new, filename):
            good = []
            for d in chosen:
                if parses(apply_fixes(source, [x.fix for x in good + [d]]), filename):
                    good.append(d)
                else:
                    rejected += 1
                    broken.add(_identity(d))
            if not good:
                return FixOutcome(source, result.diagnostics, applied, True, rejected, result.related, elsewhere, first)
            chosen = good
            new = apply_fixes(source, [d.fix for d in chosen])
        if new == source:
            return FixOutcome(source, result.diagnostics, applied, True, rejected, result.related, elsewhere, first)
        applied.update(d.code for d in chosen)
        elsewhere.update({finding_key(d): fix_key(d) for d in chosen if d in result.related or d in incoming})
        if source == original:
            first = frozenset((e.start, e.end, e.content) for d in chosen for e in d.fix.edits)
        source = new
    result = lint(source, filename, config)
    return FixOutcome(source, result.diagnostics, applied, converged=False, rejected=rejected)


def _identity(d: Diagnostic) -> tuple:
    return (d.code, d.message, tuple(e.content for e in d.fix.edits))
