"""`--fix`, `--diff`: fix each file, then write it atomically (or print a diff), keeping its
encoding, BOM, line endings, owner, permissions and hard links, and never outside the paths
jaxlint was given. A file that cannot be written is reported and the others are still fixed.
In a pooled run the workers only compute the fixed text and this process writes, after every
worker has finished: a worker that dies (one JAX999 for its file) can neither leave a run half
written nor a temporary file behind."""

from __future__ import annotations

import dataclasses

import difflib
import os
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from jaxlint.config import Config
from jaxlint.containment import inside
from jaxlint.diagnostics import Applicability, Diagnostic, text_digest
from jaxlint.project_scan import one_run
from jaxlint.fix_loop import finding_key, fix_key, fix_source, is_applicable
from jaxlint.pool import default_jobs
from jaxlint.notebooks import (Notebook, NotebookError, drop_cross_cell_fixes, is_notebook, join_notebook, to_cells,
                               with_sources)
from jaxlint.report.escape import diff_path
from jaxlint.runner import SMALL_RUN, crash_diagnostic, lint_file, lint_notebook, read_notebook_file
from jaxlint.source_io import SourceError, SourceFile, encode_source, read_source, write_atomic


@dataclass
class FixFileOutcome:
    path: str
    diagnostics: list[Diagnostic] = field(default_factory=list)
    applied: Counter = field(default_factory=Counter)
    diff: str = ""
    error: str | None = None
    converged: bool = True
    internal_error: bool = False
    original: str | None = None  # the text before fixing, when the fixes changed it (for --verify)
    fixed: str | None = None  # the text after fixing (written, or shown as a diff)
    related: list[Diagnostic] = field(default_factory=list)  # what its traced code causes in other files
    fixed_elsewhere: dict[tuple, tuple] = field(default_factory=dict)  # other files' findings whose fix landed
    # here: finding_key -> fix_key
    first_edits: frozenset = frozenset()  # the edits its fixes made to the text as read (fix_loop.FixOutcome)


def unified_diff(path: str, before: str, after: str) -> str:
    lines = difflib.unified_diff(before.splitlines(keepends=True), after.splitlines(keepends=True),
                                 fromfile=diff_path(f"a/{path}"), tofile=diff_path(f"b/{path}"))
    return "".join(line if line.endswith(("\n", "\r")) else line + "\n" for line in lines)


def fix_text(text: str, name: str, config: Config, unsafe: bool,
             incoming: list[Diagnostic] = ()) -> tuple[str, FixFileOutcome]:
    outcome = fix_source(text, name, config, unsafe=unsafe, incoming=incoming)
    result = FixFileOutcome(name, outcome.diagnostics, outcome.applied, converged=outcome.converged,
                            related=outcome.related, fixed_elsewhere=outcome.fixed_elsewhere,
                            first_edits=outcome.first_edits)
    if not outcome.converged:
        result.error = f"{name}: fixes did not converge after {outcome.applied_total} edits; file left unchanged"
        return text, result
    result.internal_error = any(d.code == "JAX999" for d in outcome.diagnostics)
    return outcome.source, result


@dataclass
class PreparedFix:
    """A file's fixes, computed but not written: what a worker hands back to be written."""

    outcome: FixFileOutcome
    source: SourceFile | None = None  # as read, when the fixes changed it
    new_text: str = ""
    diff: str | None = None  # for a notebook: the changed cells' diffs


def prepare_fix(path: str, config: Config, unsafe: bool, incoming: list[Diagnostic] = ()) -> PreparedFix:
    if is_notebook(path):
        return prepare_notebook_fix(path, config, unsafe)
    try:
        source = read_source(Path(path))
    except SourceError:  # reported as JAX000, as `check` without --fix does; never written
        return PreparedFix(FixFileOutcome(path, lint_file(path, config).diagnostics))
    new_text, outcome = fix_text(source.text, path, config, unsafe, incoming)
    if new_text == source.text:
        return PreparedFix(outcome)
    outcome.original, outcome.fixed = source.text, new_text
    return PreparedFix(outcome, source, new_text)


def prepare_notebook_fix(path: str, config: Config, unsafe: bool) -> PreparedFix:
    """Fix a notebook's code cells as one module, never across a cell boundary; the new JSON
    differs from the old only in the `source` of the cells that changed."""
    try:
        raw, notebook = read_notebook_file(path)
    except (SourceError, NotebookError):  # reported as JAX000, as `check` does; never written
        return PreparedFix(FixFileOutcome(path, lint_file(path, config).diagnostics))
    return fix_notebook(raw, notebook, path, config, unsafe)


def fix_notebook(raw: bytes, notebook: Notebook, path: str, config: Config, unsafe: bool) -> PreparedFix:
    """The fixes of a notebook already read (`raw`, its bytes); `path` names it (or stdin)."""
    if not notebook.python:
        return PreparedFix(FixFileOutcome(path))
    joined = join_notebook(notebook)

    def lint(text: str, name: str, config: Config):
        result = lint_source(text, name, config)
        drop_cross_cell_fixes(result.diagnostics, joined, text)
        return result

    from jaxlint.engine import lint_source

    fixed = fix_source(joined.text, path, config, unsafe=unsafe, lint=lint)
    outcome = FixFileOutcome(path, to_cells(fixed.diagnostics, joined.remapped(fixed.source), path), fixed.applied,
                             converged=fixed.converged)
    outcome.internal_error = any(d.code == "JAX999" for d in fixed.diagnostics)
    if not fixed.converged:
        outcome.error = f"{path}: fixes did not converge after {fixed.applied_total} edits; file left unchanged"
        return PreparedFix(outcome)
    if fixed.source == joined.text:
        return PreparedFix(outcome)
    try:
        sources = dict(zip(joined.numbers, joined.split(fixed.source)))
    except NotebookError as exc:
        outcome.error = f"{path}: {exc}"
        outcome.diagnostics = lint_notebook(notebook, path, config).diagnostics
        return PreparedFix(outcome)
    new_text = with_sources(notebook, sources)
    file = SourceFile(Path(path), notebook.text, "utf-8-sig" if notebook.bom else "utf-8", raw)
    return PreparedFix(outcome, file, new_text, _cell_diffs(path, notebook, sources))


def _cell_diffs(path: str, notebook: Notebook, sources: dict[int, str]) -> str:
    """Ruff's notebook diff: one unified diff per changed cell, headed `a/nb.ipynb:cell 3`."""
    old = {cell.number: cell.source for cell in notebook.cells}
    return "".join(unified_diff(f"{path}:cell {number}", _ending(old[number]), _ending(text))
                   for number, text in sorted(sources.items()) if text != old[number])


def _ending(text: str) -> str:
    return text if not text or text.endswith(("\n", "\r")) else text + "\n"


def write_fixed(path: str, data: bytes, original: bytes, roots: tuple[str, ...] | None) -> None:
    """Write a fixed file, only when its real path lies inside `roots` (the real paths of the
    files and folders given; None: any). A committed symlink can point anywhere; discovery
    does not follow it out of the roots, and this holds even if a path slips through."""
    if roots is not None and not inside(os.path.realpath(path), roots):
        raise SourceError(f"{path}: outside the paths given to jaxlint; not written")
    write_atomic(Path(path), data, expected_original=original)


def fix_file(path: str, config: Config, unsafe: bool, diff_only: bool,
             prepared: PreparedFix | None = None, roots: tuple[str, ...] | None = None) -> FixFileOutcome:
    """Fix `path` (or take the fixes a worker `prepared`) and write it, or only diff it."""
    prepared = prepared or prepare_fix(path, config, unsafe)
    outcome, source, new_text = prepared.outcome, prepared.source, prepared.new_text
    if source is None:
        return outcome
    if diff_only:
        outcome.diff = prepared.diff if prepared.diff is not None else unified_diff(path, source.text, new_text)
        return outcome
    try:
        write_fixed(path, encode_source(new_text, source.encoding), source.raw, roots)
    except (OSError, SourceError, UnicodeEncodeError) as exc:
        message = str(exc) if isinstance(exc, SourceError) else f"{path}: cannot write: {getattr(exc, 'strerror', None) or exc}"
        linted = lint_file(path, config)
        return FixFileOutcome(path, linted.diagnostics, error=message)
    return outcome


def _prepare_batch(paths: list[str], config: Config, unsafe: bool) -> list[PreparedFix]:
    with one_run():
        return [prepare_fix(p, config, unsafe) for p in paths]


def _crashed(path: str, why: str) -> PreparedFix:
    return PreparedFix(FixFileOutcome(path, [crash_diagnostic(path, why)], internal_error=True))


def fix_files(paths: list[Path], config: Config, unsafe: bool, diff_only: bool,
              jobs: int | None = None, roots: tuple[str, ...] | None = None) -> list[FixFileOutcome]:
    """`roots`: the real paths of the files and folders given (see write_fixed). Each file is
    fixed without linting its importers (they are fixed by their own lint); a file that an
    importer's traced code has fixable findings in is then fixed once more with them."""
    names = [str(p) for p in paths]
    alone = dataclasses.replace(config, lint_importers=False) if len(names) > 1 else config
    jobs = jobs or default_jobs()
    if jobs <= 1 or len(names) < SMALL_RUN:
        with one_run():
            prepared = [prepare_fix(p, alone, unsafe) for p in names]
    else:
        from jaxlint.shared_parses import run_shared

        prepared = run_shared(_prepare_batch, names, (alone, unsafe), jobs, _crashed, alone)
    if alone is not config:
        targets = {os.path.abspath(r.filename) for fix in prepared for r in fix.outcome.related
                   if r.fix is not None and r.fix.target is None}
        prepared = [prepare_fix(p, config, unsafe) if os.path.abspath(p) in targets else fix
                    for p, fix in zip(names, prepared)]
    incoming = _incoming(prepared, names, config, unsafe)
    if incoming:
        prepared = [prepare_fix(p, config, unsafe, incoming[os.path.abspath(p)])
                    if os.path.abspath(p) in incoming and not is_notebook(p) else fix
                    for p, fix in zip(names, prepared)]
    return [fix_file(p, config, unsafe, diff_only, fix, roots) for p, fix in zip(names, prepared)]


def _incoming(prepared: list[PreparedFix], names: list[str], config: Config,
              unsafe: bool) -> dict[str, list[Diagnostic]]:
    """{file of this run: the findings of other files whose fix lands there}: a file's own
    finding whose edits lie in another module (a dict passed as a static argument here, the
    static_argnames to drop on the jit there) is fixed by that module's loop, which its own
    lint does not show it to. The edits are offsets into the target's text as read, which no
    write has changed yet (files are written after every file is prepared).
    Also a finding another module's traced code causes in a file of this run, fixed in that file
    (`np.cos` of a value a jitted caller several imports away hands it), which the file's own lint
    does not see (its importer search stops nearer): offered to its loop, which starts again from
    the text as read, when the edits are offsets into that text (the other module's lint read it:
    its digest, or the file's own fixes left it unchanged, so no lint read another)."""
    given = {os.path.abspath(n) for n in names}
    unchanged = {os.path.abspath(n) for n, fix in zip(names, prepared) if fix.source is None and not is_notebook(n)}
    as_read = {os.path.abspath(n): text_digest(fix.source.text) for n, fix in zip(names, prepared)
               if fix.source is not None and not is_notebook(n)}
    out: dict[str, list[Diagnostic]] = {}
    for fix in prepared:
        for d in fix.outcome.diagnostics:
            if d.fix is None or d.fix.target is None or not d.fix.edits or not is_applicable(d, config, unsafe):
                continue
            target = os.path.abspath(d.fix.target)
            if target != os.path.abspath(d.filename) and target in given:
                out.setdefault(target, []).append(d)
        for d in fix.outcome.related:
            if d.fix is None or d.fix.target is not None or not d.fix.edits or not is_applicable(d, config, unsafe):
                continue
            target = os.path.abspath(d.filename)
            if target in unchanged or target in as_read and d.extra.get("read_text") == as_read[target]:
                out.setdefault(target, []).append(d)
    return out


def remaining(outcomes: list[FixFileOutcome]) -> list[Diagnostic]:
    """Every file's remaining findings, and those a file's traced code causes in another file
    that the run did not change (a changed file's text moved under them), each once. A finding
    whose fix landed in another file (static_argnames on the entry point there) is not one:
    that file's loop fixed it after this one was linted (matched by the fix's edits where this
    file's own fixes moved the finding)."""
    changed = {os.path.abspath(o.path) for o in outcomes if o.fixed is not None}
    written = [o.fixed_elsewhere for o in outcomes if o.fixed is not None and not o.error]
    seen: set[tuple] = set().union(*(set(w) for w in written))
    moved = {k for w in written for k in w.values() if k is not None}
    made = {os.path.abspath(o.path): o.first_edits for o in outcomes if o.fixed is not None and not o.error}
    out: list[Diagnostic] = []
    for o in outcomes:
        for d in o.diagnostics + [r for r in o.related if os.path.abspath(r.filename) not in changed]:
            key = finding_key(d)
            if key not in seen and fix_key(d) not in moved and not _made_there(d, made):
                seen.add(key)
                out.append(d)
    return out


def _made_there(d: Diagnostic, made: dict[str, frozenset]) -> bool:
    """A finding whose fix edits another file, where that file's own fixes made those very edits
    to the text this finding was computed on (JAX811's static_argnames, which a JAX201 finding
    in the jitted module also asks for): the run fixed it."""
    if d.fix is None or d.fix.target is None or not d.fix.edits:
        return False
    there = made.get(os.path.abspath(d.fix.target))
    return bool(there) and all((e.start, e.end, e.content) in there for e in d.fix.edits)


def hidden_unsafe(diagnostics: list[Diagnostic]) -> int:
    return sum(1 for d in diagnostics if d.fix is not None and d.fix.applicability is Applicability.UNSAFE)
