"""Lint many files: in-process for a few, in a process pool for many; one bad file never stops
the run, not even one that kills its worker (`jaxlint.pool`)."""

from __future__ import annotations

import os
from dataclasses import dataclass, field, replace
from pathlib import Path

from jaxlint.cache import ResultCache, digest
from jaxlint.config import Config
from jaxlint.diagnostics import Diagnostic, Location
from jaxlint.gc_tuning import fewer_collections
from jaxlint.notebooks import (MAX_NOTEBOOK_BYTES, Notebook, NotebookError, drop_cross_cell_fixes, is_notebook,
                               join_notebook, read_notebook, to_cells)
from jaxlint.records import RecordError, array, diagnostic_from_record, diagnostic_record, keys, pair, text
from jaxlint.source_io import SourceError, read_regular, read_source

SMALL_RUN = 8  # files; below this a pool costs more than it saves


@dataclass
class FileOutcome:
    path: str
    diagnostics: list[Diagnostic] = field(default_factory=list)
    error: str | None = None  # could not be read: one line
    parsed: bool = True
    internal_error: bool = False
    sha: str | None = None  # content hash, for the cache
    related: list[Diagnostic] = field(default_factory=list)  # findings in other modules it calls into
    dependencies: dict[str, tuple[int, int]] = field(default_factory=dict)  # those modules: (mtime_ns, size)
    # importers linted in the same run, whose own outcomes hold their findings in this file: a
    # cached outcome is reused only by a run that lints them too
    reported_by: frozenset[str] = frozenset()
    project_files: dict[str, str] = field(default_factory=dict)  # folders searched for callers: fingerprints


def lint_file(path: str, config: Config, together: frozenset[str] = frozenset()) -> FileOutcome:
    """`together`: every file this run lints (their own lints report what they do to this one)."""
    if is_notebook(path):
        return lint_notebook_file(path, config, together)
    try:
        source = read_source(Path(path))
    except SourceError as exc:
        return _unreadable(path, config, "file", exc)
    from jaxlint.engine import lint_source  # LibCST loads only when a file must be linted

    result = lint_source(source.text, path, config, linted_together=together)
    return FileOutcome(path, result.diagnostics, parsed=result.parsed, internal_error=result.internal_error,
                       sha=digest(source.raw), related=result.related, dependencies=result.dependencies,
                       reported_by=result.reported_by, project_files=result.project_files)


def _unreadable(path: str, config: Config, what: str, exc: Exception) -> FileOutcome:
    """One JAX000 for a file that cannot be read ("cannot read file: ...", "cannot read notebook: ...")."""
    loc = Location(1, 0)
    reason = str(exc).removeprefix(f"{Path(path)}: ").removeprefix("cannot read: ")
    diag = Diagnostic(code="JAX000", name="syntax-error", message=f"cannot read {what}: {reason}",
                      filename=path, location=loc, end_location=loc, noqa_row=None)
    return FileOutcome(path, [diag] if config.is_selected("JAX000", path) else [], error=str(exc), parsed=False)


def read_notebook_file(path: str) -> tuple[bytes, Notebook]:
    """The bytes and the parsed notebook (SourceError or NotebookError when it cannot be read)."""
    raw = read_regular(Path(path), MAX_NOTEBOOK_BYTES)
    return raw, read_notebook(raw)


def lint_notebook_file(path: str, config: Config, together: frozenset[str] = frozenset()) -> FileOutcome:
    try:
        raw = read_regular(Path(path), MAX_NOTEBOOK_BYTES)
    except SourceError as exc:
        return _unreadable(path, config, "notebook", exc)
    return lint_notebook_bytes(raw, path, config, together)


def lint_notebook_bytes(raw: bytes, path: str, config: Config, together: frozenset[str] = frozenset()) -> FileOutcome:
    """A notebook's bytes (from its file, or stdin named `path`) linted; one JAX000 when they
    are not an nbformat 4 notebook."""
    try:
        notebook = read_notebook(raw)
    except NotebookError as exc:
        return _unreadable(path, config, "notebook", exc)
    outcome = lint_notebook(notebook, path, config, together)
    outcome.sha = digest(raw)
    return outcome


def lint_notebook(notebook: Notebook, path: str, config: Config,
                  together: frozenset[str] = frozenset()) -> FileOutcome:
    """A notebook's code cells linted as one module; positions in cells. A notebook in another
    language has nothing to lint."""
    if not notebook.python:
        return FileOutcome(path)
    from jaxlint.engine import lint_source

    joined = join_notebook(notebook)
    result = lint_source(joined.text, path, config, linted_together=together)
    drop_cross_cell_fixes(result.diagnostics, joined)
    return FileOutcome(path, to_cells(result.diagnostics, joined, path), parsed=result.parsed,
                       internal_error=result.internal_error, related=result.related,
                       dependencies=result.dependencies, reported_by=result.reported_by)


def _lint_batch(paths: list[str], config: Config, together: frozenset[str] = frozenset()) -> list[FileOutcome]:
    from jaxlint.project_scan import one_run

    with fewer_collections(), one_run():  # for the whole batch: each file's restore would collect its tree
        return [lint_file(p, config, together) for p in paths]


def crash_diagnostic(path: str, why: str) -> Diagnostic:
    """For a file whose worker process died (`why`: "signal 11, SIGSEGV"): the run goes on."""
    loc = Location(1, 0)
    return Diagnostic(code="JAX999", name="internal-error",
                      message=f"jaxlint crashed while linting this file ({why}); please report it with this file",
                      filename=path, location=loc, end_location=loc, noqa_row=None)


def _crashed(path: str, why: str) -> FileOutcome:
    return FileOutcome(path, [crash_diagnostic(path, why)], parsed=False, internal_error=True)


def lint_files(paths: list[Path], config: Config, jobs: int | None = None,
               cache: ResultCache | None = None) -> list[FileOutcome]:
    """Outcomes in the order of `paths`; unchanged files come from `cache` when given."""
    if cache is None:
        return _lint_uncached([str(p) for p in paths], config, jobs, _absolute_paths(paths))
    results: dict[str, FileOutcome] = {}
    misses = []
    together = _absolute_paths(paths)
    folders: dict[str, str] = {}  # searched folder -> its files now (walked once per run)
    for p in paths:
        hit = _usable(str(p), cache.lookup(str(p)))
        if hit is not None and _unchanged(hit.dependencies) and hit.reported_by <= together \
                and _same_files(hit.project_files, folders, together):
            results[str(p)] = hit
        else:
            misses.append(str(p))
    for outcome in _lint_uncached(misses, config, jobs, _absolute_paths(paths)):
        results[outcome.path] = outcome
        if outcome.sha is not None and not outcome.internal_error:
            cache.store(outcome.path, outcome.sha, outcome_record(outcome))
    cache.save()
    return [results[str(p)] for p in paths]


def _usable(path: str, record: object) -> FileOutcome | None:
    """The outcome a cached record describes, or None (a miss) for anything this build would
    not have written: the record came from a file in the project folder."""
    if record is None:
        return None
    try:
        return outcome_from_record(path, record)
    except ValueError:  # RecordError, or a path relpath cannot express
        return None


_OUTCOME_KEYS = {"diagnostics", "related", "dependencies", "error", "parsed", "reported_by", "project_files"}


def outcome_record(outcome: FileOutcome) -> dict:
    """A plain JSON record of a linted file's outcome (its content hash is the cache entry's)."""
    return {"diagnostics": [_absolute(diagnostic_record(d)) for d in outcome.diagnostics],
            "related": [_absolute(diagnostic_record(d)) for d in outcome.related],
            "dependencies": {path: [mtime, size] for path, (mtime, size) in outcome.dependencies.items()},
            "error": outcome.error, "parsed": outcome.parsed, "reported_by": sorted(outcome.reported_by),
            "project_files": dict(outcome.project_files)}


def outcome_from_record(path: str, record: object) -> FileOutcome:
    """The outcome for `path` as this run names files: its own findings under `path`, those in
    other modules absolute or relative to the cwd as `path` is (what the engine does)."""
    r = keys(record, _OUTCOME_KEYS)
    if not isinstance(r["parsed"], bool) or not isinstance(r["dependencies"], dict) \
            or not isinstance(r["project_files"], dict):
        raise RecordError("outcome")
    own = os.path.abspath(path)
    diagnostics = [diagnostic_from_record(d) for d in array(r["diagnostics"])]
    for d in diagnostics:
        if d.filename != own:
            raise RecordError("a finding of another file")
        d.filename = path
    related = [diagnostic_from_record(d) for d in array(r["related"])]
    for d in related:
        d.filename = _as_run_names(d.filename, own, path)
    for d in diagnostics + related:
        if d.trace:
            d.trace = tuple(replace(s, filename=_as_run_names(s.filename, own, path)) for s in d.trace)
    return FileOutcome(path, diagnostics, error=None if r["error"] is None else text(r["error"]), parsed=r["parsed"],
                       related=related, dependencies={text(p): pair(v) for p, v in r["dependencies"].items()},
                       reported_by=frozenset(text(p) for p in array(r["reported_by"])),
                       project_files={text(root): text(f) for root, f in r["project_files"].items()})


def _as_run_names(filename: str, own: str, path: str) -> str:
    """A stored (absolute) filename as this run names it: `path` for the linted file, other
    modules absolute or relative to the cwd as `path` is (what the engine does)."""
    if not os.path.isabs(filename):
        raise RecordError("a relative filename")
    if filename == own:
        return path
    return filename if os.path.isabs(path) else os.path.relpath(filename)


def _absolute(record: dict) -> dict:
    record["filename"] = os.path.abspath(record["filename"])
    for step in record.get("trace", ()):
        step["filename"] = os.path.abspath(step["filename"])
    return record


def _unchanged(dependencies: dict[str, tuple[int, int]]) -> bool:
    """A cached result that followed calls into other modules holds only while they are unchanged."""
    for path, (mtime, size) in dependencies.items():
        try:
            st = os.stat(path)
        except OSError:
            return False
        if (st.st_mtime_ns, st.st_size) != (mtime, size):
            return False
    return True


def _same_files(project_files: dict[str, str], now: dict[str, str], together: frozenset[str]) -> bool:
    """A cached result that searched a folder's every file (the callers of an entry point)
    holds only while no file there was added, removed or changed; one that searched it for
    importers, while none outside this run (`together`) was; `now` memoises the walks."""
    from jaxlint.project_scan import OUTSIDE, files_fingerprint

    for root, fingerprint in project_files.items():
        outside = fingerprint.startswith(OUTSIDE)
        key = OUTSIDE + root if outside else root
        if key not in now:
            now[key] = files_fingerprint(root, fresh=True, outside=together if outside else None)
        if now[key] != fingerprint:
            return False
    return True


def all_diagnostics(outcomes: list[FileOutcome]) -> list[Diagnostic]:
    """Every file's findings plus the cross-module ones, each reported once: one per rule and
    place, however many transforms reach it (a helper both vmapped and lax.cond'ed)."""
    seen: set[tuple] = set()
    out: list[Diagnostic] = []
    for outcome in outcomes:
        for d in outcome.diagnostics + outcome.related:
            key = (os.path.normpath(os.path.abspath(d.filename)), d.cell, d.location, d.end_location, d.code)
            if key not in seen:
                seen.add(key)
                out.append(d)
    return out


def _lint_uncached(names: list[str], config: Config, jobs: int | None,
                   together: frozenset[str] = frozenset()) -> list[FileOutcome]:
    if (jobs is not None and jobs <= 1) or len(names) < SMALL_RUN:
        return _lint_batch(names, config, together)
    from jaxlint.pool import default_jobs  # multiprocessing: only a run that needs a pool
    from jaxlint.shared_parses import run_shared

    jobs = jobs or default_jobs()
    if jobs <= 1:
        return _lint_batch(names, config, together)
    # the modules several workers' lints would follow, parsed once where every worker inherits them
    return run_shared(_lint_batch, names, (config, together), jobs, _crashed, config)


def _absolute_paths(paths) -> frozenset[str]:
    return frozenset(os.path.abspath(str(p)) for p in paths)
