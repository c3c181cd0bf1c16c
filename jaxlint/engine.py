"""Lint one source text: prefilter, parse, analyse + rules in one walk, positions, noqa, select.

`lint_source` is the single entry the CLI, the flake8 plugin, the LSP and the fix loop share.
Traced-value rules run inside the analysis' walk of traced code; module rules see the nodes
they asked for, recorded by the same index walk. Positions are computed only for files with
findings.
"""

from __future__ import annotations

import dataclasses
import os
import re
import traceback
from dataclasses import dataclass, field
from pathlib import Path

import libcst as cst

from jaxlint import catalog, importer_memo
from jaxlint.analysis import api
from jaxlint.config import Config
from jaxlint.diagnostics import Diagnostic, Edit, Fix, Location, text_digest
from jaxlint.fixers.edits import DEFERRED, PendingFix, refused_on_any_path
from jaxlint.gc_tuning import fewer_collections
from jaxlint.noqa import Suppressions, parse_suppressions
from jaxlint.notebooks import is_notebook
from jaxlint.parse_claims import claim
from jaxlint.parsing import ParseError, on_deep_stack, parse_module, take_handed, was_handed
from jaxlint.prefilter import (
    Spelled, absolute, hands_keys_to_project, inherits_project_jit, may_hold_findings, mentions_jax, scan_root,
    transformed_elsewhere,
)
from jaxlint.project_scan import IMPORT_HOPS, candidates, importers_fingerprint, lint_starting
from jaxlint.rules.base import MODULE, Rule, handlers_of
from jaxlint.unused_noqa import unused_noqa
from jaxlint.trace_locator import TraceLocator

@dataclass
class LintResult:
    diagnostics: list[Diagnostic] = field(default_factory=list)
    parsed: bool = True
    skipped: bool = False  # prefiltered (never mentions jax, or no selected rule's trigger): not parsed
    internal_error: bool = False
    dependencies: dict[str, tuple[int, int]] = field(default_factory=dict)  # other modules analysed
    related: list[Diagnostic] = field(default_factory=list)  # findings in those modules (cross-module)
    reported_by: frozenset[str] = frozenset()  # importers in this run whose lints report here (not us)
    project_files: dict[str, str] = field(default_factory=dict)  # searched folder -> files_fingerprint


@dataclass
class _Report:
    rule: Rule
    node: cst.CSTNode
    message: str
    fix: PendingFix | None
    module: object = None  # the analysis' index of the module holding `node`
    trace: tuple = ()  # api.TraceStep: why the value is traced


def selected_rules(config: Config, filename: str | None = None) -> list[type[Rule]]:
    return [r for r in catalog.rule_classes() if config.is_selected(r.code, filename)]


def _not_parsed(filename: str, config: Config, error: ParseError) -> LintResult:
    result = LintResult(parsed=False)
    if config.is_selected("JAX000", filename):
        loc = Location(error.line, error.column)
        result.diagnostics.append(Diagnostic(
            code="JAX000", name="syntax-error", message=f"cannot parse file: {error.reason}; file left untouched",
            filename=filename, location=loc, end_location=loc, noqa_row=error.line))
    return result


class _Dispatch:
    """Hands nodes to the selected rules' handlers; one broken rule never hides the others."""

    def __init__(self, rules: list[Rule], module_pass: bool = True) -> None:
        """`module_pass=False`: only the traced walk's handlers (a lint for another module)."""
        self.traced: dict[type, list] = {}
        self.module: dict[type, list] = {}
        for rule in rules:
            tables = [self.traced] if rule.kind != MODULE else (
                ([self.module] if module_pass else []) + ([self.traced] if rule.traced_walk else []))
            for node_type, handler in handlers_of(rule).items():
                for table in tables:
                    table.setdefault(node_type, []).append((rule, handler))
        self.failures: list[tuple[str, BaseException]] = []

    def release(self) -> None:
        """Forget the rules and their contexts once the lint is done (see ModuleAnalysis.release)."""
        for entries in (*self.traced.values(), *self.module.values()):
            for rule, _ in entries:
                rule.ctx = None
        self.traced.clear()
        self.module.clear()

    def __call__(self, node: cst.CSTNode, ctx) -> None:
        table = self.module if isinstance(ctx, api.ModuleContext) else self.traced
        entries = table.get(type(node))
        if not entries:
            return
        for rule, handler in entries:
            rule.ctx = ctx
            try:
                handler(node)
            except Exception as exc:  # a broken rule must not hide the others' findings
                self.failures.append((f"{rule.code} {rule.name}", exc))


def _too_large(source: str, filename: str, config: Config) -> LintResult | None:
    """Above `max-file-size` a file gets one JAX001 and no parse: parsing and analysis cost
    seconds and about 200 bytes of memory per byte of source (11 MB: 35-50 s, 2.1 GB)."""
    cap = config.max_file_size
    if not cap or len(source) <= cap // 4:
        return None
    size = len(source) if source.isascii() else len(source.encode("utf-8", "surrogatepass"))
    if size <= cap:
        return None
    result = LintResult(parsed=False)
    if config.is_selected("JAX001", filename):
        loc = Location(1, 0)
        result.diagnostics.append(Diagnostic(
            code="JAX001", name="file-too-large",
            message=f"file is {_size_text(size)}, above max-file-size ({_size_text(cap)}); not analysed",
            filename=filename, location=loc, end_location=loc, noqa_row=None))
    return result


def _size_text(size: int) -> str:
    for unit, scale in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if size >= scale:
            return f"{size // scale} {unit}" if size % scale == 0 else f"{size / scale:.1f} {unit}"
    return f"{size} bytes"


def lint_source(source: str, filename: str = "<stdin>", config: Config | None = None,
                module: cst.Module | None = None, apply_noqa: bool = True,
                linted_together: frozenset[str] = frozenset(), statement_fixes: bool = True) -> LintResult:
    """`apply_noqa=False` keeps findings on `# noqa` lines (the flake8 plugin: flake8 filters).
    `statement_fixes=False` (the editor) leaves out the rewrites of whole statements, the
    costliest fixes: such a finding says `extra["fix_deferred"]`, and a lint with them builds it.
    `linted_together`: other files this run lints; transforms they apply to this file's
    functions are reported by their own lint, so they are not looked for here. Runs on a deep
    stack (`jaxlint.parsing.on_deep_stack`): the parser and LibCST's recursive visitors take any
    nesting the guard lets through."""
    config = config or Config()
    if not _IMPORTER_LINT:
        lint_starting()
    with fewer_collections():
        try:
            result = on_deep_stack(_lint_source, source, filename, config, module, apply_noqa, linted_together,
                                   statement_fixes)
        finally:
            if not _IMPORTER_LINT:  # a caller that parsed the text may hand its nodes back next time
                api.end_of_lint(nodes_come_back=module is not None)
    for d in result.diagnostics + result.related:
        d.severity = config.severity_for(d.code, default_severity(d.code))
    return result


def default_severity(code: str) -> str:
    """The severity a code is declared with: on its rule class, or in the engine codes' table."""
    rule = catalog.rule_class(code)
    if rule is not None:
        return rule.severity
    entry = catalog.engine_code(code)
    return entry.severity if entry is not None else "error"


def _lint_source(source: str, filename: str, config: Config, module: cst.Module | None,
                 apply_noqa: bool, linted_together: frozenset[str], statement_fixes: bool = True) -> LintResult:
    rules_classes = selected_rules(config, filename)
    if _IMPORTER_LINT:  # linted for another module: only what its traced code finds there is kept
        # module rules report here only, but for what they also check in the traced walk
        rules_classes = [r for r in rules_classes if r.kind != MODULE or r.traced_walk]
    if not rules_classes and not any(config.is_selected(code, filename) for code in ("JAX000", "JAX001")):
        return LintResult(skipped=True)
    on_disk = filename not in ("<stdin>", "-") and os.path.exists(filename)
    # Linted for another module, an importer's own importers do not matter: one applying a
    # transform that reaches that module is within two hops of it, a candidate of its own.
    elsewhere = on_disk and not _IMPORTER_LINT
    read: dict[str, tuple[int, int]] = {}
    if module is None and not mentions_jax(source, config) and not (
            elsewhere and transformed_elsewhere(filename, config, linted_together)) and not (
            on_disk and inherits_project_jit(source, Spelled.of(source), filename, config, read)) and not (
            on_disk and hands_keys_to_project(source, Spelled.of(source), filename, config, read)):
        # before the size cap: a large data file stays quiet
        return LintResult(skipped=True, dependencies=dict(read),
                          project_files=_importer_files(filename, config, linted_together) if elsewhere else {})
    if module is None:
        too_large = _too_large(source, filename, config)
        if too_large is not None:
            return too_large
    reused = api.remembered(filename, source) if module is None and on_disk else None
    parsed = module is not None or reused is not None or was_handed(source)  # known to parse: no syntax check
    if not may_hold_findings(source, filename, config, rules_classes, linted_together, on_disk, parsed,
                             read, elsewhere):
        return _skipped(filename, config, linted_together, on_disk, read)
    if reused is not None:
        module = reused.module
    if module is None:
        module = take_handed(source)  # the fix loop parsed this very text to check it
    if module is None:
        if on_disk:
            claim(filename, own=True)  # a run's other worker parsed it: linted there (`parse_claims`)
        try:
            module = parse_module(source)
        except ParseError as exc:
            return _not_parsed(filename, config, exc)
    reports: list[_Report] = []
    seen: dict[tuple[str, int], _Report] = {}

    def sink(rule: Rule, node: cst.CSTNode, message: str, fix: PendingFix | None, trace=()) -> None:
        key = (rule.code, id(node))
        if key in seen:
            first = seen[key]
            first.fix = refused_on_any_path(first.fix, fix)
            return
        report = seen[key] = _Report(rule, node, message, fix, api.ModuleAnalysis.module_of(rule.ctx), tuple(trace))
        reports.append(report)

    rules = [cls(sink) for cls in rules_classes]
    dispatch = _Dispatch(rules, module_pass=not _IMPORTER_LINT)
    result = LintResult()
    analysis, project = _analyse(module, source, filename, config, dispatch, reused, on_disk, linted_together,
                                 statement_fixes)
    try:
        suppressions = parse_suppressions(source if apply_noqa else "")
        if reports and analysis.index.rewritten:
            hidden = analysis.rewritten_nodes()
            reports[:] = [r for r in reports if id(r.node) not in hidden]
        if reports:
            try:
                _locate_reports(result, reports, analysis.index, project, module, source, filename, config,
                                suppressions, apply_noqa)
            except RecursionError:  # deeper than even the deep stack follows: say so once, never abort
                dispatch.failures.append(("positions", RecursionError("nesting too deep")))
        # A failed rule may have missed what a noqa suppresses; an importer linted for another module
        # keeps none of its own findings.
        if apply_noqa and not dispatch.failures and not _IMPORTER_LINT:
            result.diagnostics.extend(unused_noqa(
                suppressions, source, _line_starts(source) if suppressions.directives else [], filename, config,
                lambda: on_disk and _reported_by_others(filename, config, linted_together)))
        if project is not None:
            result.dependencies = dict(project.dependencies)
            if project.scanned_roots:
                from jaxlint.project_scan import files_fingerprint

                result.project_files = {root: files_fingerprint(root) for root in sorted(project.scanned_roots)}
            if project.scan_root is not None and not _IMPORTER_LINT:
                for root, fingerprint in _importer_files(filename, config, linted_together).items():
                    result.project_files.setdefault(root, fingerprint)  # all files': stricter
                if config.lint_importers:
                    _add_findings_from_importers(result, filename, config, project.scan_root, linted_together,
                                                 apply_noqa, statement_fixes)
                    result.reported_by = project.importers_in_run  # found by the analysis's own importer scan
        for where, exc in _one_recursion_error(dispatch.failures):
            result.internal_error = True
            detail = "".join(traceback.format_exception_only(type(exc), exc)).strip().splitlines()[-1]
            loc = Location(1, 0)
            result.diagnostics.append(Diagnostic(
                code="JAX999", name="internal-error",
                message=f"internal error in {where}: {detail}; please report it with this file",
                filename=filename, location=loc, end_location=loc, noqa_row=None,
                extra={"traceback": "".join(traceback.format_exception(exc))}))
        result.diagnostics.sort(key=Diagnostic.sort_key)
        return result
    finally:  # one lint's objects link each other: unlinked, they are freed without the collector
        dispatch.release()
        reports.clear()
        seen.clear()
        if analysis is not None:
            analysis.release()


def _analyse(module: cst.Module, source: str, filename: str, config: Config, dispatch: _Dispatch, reused,
             on_disk: bool, linted_together: frozenset[str], statement_fixes: bool):
    """The analysis and the traced and module walks that hand nodes to the rules: (analysis,
    project), either None where it failed before them; a failure becomes a JAX999."""
    analysis = project = None
    try:
        extra_jit = frozenset(config.extra_jit_decorators)
        options = api.AnalysisOptions(extra_jit=extra_jit, shape_math_fix=config.shape_math_fix,
                                      enable_x64=config.enable_x64, mentions_x64="enable_x64" in source,
                                      target_jax=config.target_jax, statement_fixes=statement_fixes,
                                      notebook=is_notebook(filename))
        record = frozenset(dispatch.module)
        if not _IMPORTER_LINT:
            api.record_followed_as(record)  # the modules it follows keep an index their own lints reuse
        # an index recording more node types than this lint's module rules want serves it: they get
        # the nodes of their types, in the same order, and no handler takes the others
        index = reused.index if reused is not None and record <= reused.index.record_types else None
        if on_disk:
            scan = scan_root(filename, config) if not _IMPORTER_LINT else None  # see _lint_source's `elsewhere`
            project = api.project_for(filename, config.root, extra_jit, scan, linted_together)
        analysis = api.ModuleAnalysis(module, options, record, project, index)
        if on_disk and reused is None:
            api.remember(filename, source, module, analysis.index)
        elif reused is not None:
            api.relinted(reused)
        analysis.run_traced(dispatch)
        analysis.run_module_rules(dispatch)
    except RecursionError:
        dispatch.failures.append(("analysis", RecursionError("nesting too deep")))
    except Exception as exc:
        dispatch.failures.append(("analysis", exc))
    finally:
        api.clear_caches()
    return analysis, project


_IMPORTER_LINT: list[str] = []  # the module whose importers are being linted (never nested)


def module_record(config: Config, filename: str) -> frozenset[type]:
    """The node types a lint of `filename` records for its module rules (`_Dispatch.module`)."""
    return frozenset(_Dispatch([cls(lambda *args, **kwargs: None) for cls in selected_rules(config, filename)]).module)


def _skipped(filename: str, config: Config, linted_together: frozenset[str], on_disk: bool,
             read: dict[str, tuple[int, int]]) -> LintResult:
    """A file no selected rule can report in: a cached result holds while the other modules
    whose text decided it are unchanged (`dependencies`) and the importers linted in this run
    whose transforms reach it (its lint would have named them: `reported_by`) are linted with
    it."""
    result = LintResult(skipped=True, dependencies=dict(read),
                        project_files=_importer_files(filename, config, linted_together) if on_disk and not
                        _IMPORTER_LINT else {})
    if on_disk and not _IMPORTER_LINT and config.lint_importers and len(linted_together) > 1:
        together = absolute(linted_together)
        result.reported_by = frozenset(p for p in candidates(filename, scan_root(filename, config)) if p in together)
    return result


def _importer_files(filename: str, config: Config, linted_together: frozenset[str]) -> dict[str, str]:
    """{folder searched for importers: fingerprint of its files outside this run}: which of them
    transform this file's functions decided its outcome, and a file added there may be one."""
    root = os.path.abspath(scan_root(filename, config))
    together, me = absolute(linted_together), os.path.abspath(filename)
    return {root: importers_fingerprint(root, together if me in together else together | {me})}


def _add_findings_from_importers(result: LintResult, filename: str, config: Config, root, linted_together,
                                 apply_noqa: bool, statement_fixes: bool = True) -> None:
    """Linted alone (the editor, flake8, a pre-commit run on the changed file), a module still
    gets the findings that another module's traced code causes in it: `step` in train.py is
    jitted and calls `forward` here. Those importers (not linted in this run; at most
    MAX_IMPORTERS, those importing the module by name first) are linted too,
    and what they find in this file is kept; this file's in-memory text is the one they see
    (analysis.project.remember). They count as dependencies of this file's outcome."""
    from jaxlint.source_io import SourceError, read_source

    me = os.path.abspath(filename)
    together = absolute(linted_together) | {me}
    seen = {(d.code, d.location, d.end_location) for d in result.diagnostics}  # one per rule and place
    _IMPORTER_LINT.append(me)
    try:
        for path in candidates(me, root, together, hops=IMPORT_HOPS, enough=api.MAX_IMPORTERS)[:api.MAX_IMPORTERS]:
            memo_key = importer_memo.key_of(me, path, together, apply_noqa, statement_fixes)
            try:
                st = os.stat(path)
            except OSError:
                continue
            kept = importer_memo.recall(memo_key, config, (st.st_mtime_ns, st.st_size))
            if kept is not None:  # it never read this module, and nothing it read has changed
                result.dependencies[path] = kept.stamp
                result.dependencies.update(kept.dependencies)
                result.project_files.update(kept.project_files)
                continue
            try:
                text = read_source(Path(path)).text
                st = os.stat(path)
            except (SourceError, OSError):
                continue
            found = lint_source(text, path, config, apply_noqa=apply_noqa, linted_together=together,
                                statement_fixes=statement_fixes)
            importer_memo.keep(memo_key, config, (st.st_mtime_ns, st.st_size), found)
            result.dependencies[path] = (st.st_mtime_ns, st.st_size)
            result.dependencies.update(found.dependencies)
            result.project_files.update(found.project_files)
            for d in found.related:
                key = (d.code, d.location, d.end_location)
                if os.path.abspath(d.filename) != me:
                    continue
                if key not in seen:
                    seen.add(key)
                    d.filename = filename
                    result.diagnostics.append(d)
                elif d.fix is not None:  # the importer knows more (what it built the object with): its fix
                    at = next((i for i, o in enumerate(result.diagnostics) if o.fix is None
                               and (o.code, o.location, o.end_location) == key), None)
                    if at is not None:
                        d.filename = filename
                        result.diagnostics[at] = d
    finally:
        _IMPORTER_LINT.pop()


def _reported_by_others(filename: str, config: Config, linted_together: frozenset[str]) -> bool:
    """Whether another module may transform this file's functions: linted in the same run, or
    linted for this file (`_add_findings_from_importers`), it reports their traced-value
    findings and consumes this file's noqa for them."""
    return bool(candidates(filename, scan_root(filename, config), hops=IMPORT_HOPS, enough=1))


def _locate_reports(result: LintResult, reports: list[_Report], index, project, module: cst.Module, source: str,
                    filename: str, config: Config, suppressions: Suppressions, apply_noqa: bool) -> None:
    own = [r for r in reports if r.module is index] if not _IMPORTER_LINT else []  # kept: none of them
    traces = TraceLocator(index, module, filename, project)
    targets = _FixTargets(index, module, source, filename, project)
    if own:
        result.diagnostics.extend(_to_diagnostics(module, source, filename, own, suppressions, traces, index,
                                                  targets))
    foreign = [r for r in reports if r.module is not index]
    for loaded in {id(m): m for m in (project.loaded_for(r.module) for r in foreign) if m}.values():
        mine = [r for r in foreign if r.module is loaded.index and config.is_selected(r.rule.code, loaded.path)]
        if mine:
            shown = loaded.path if os.path.isabs(filename) else os.path.relpath(loaded.path)
            found = _to_diagnostics(loaded.module, loaded.source, shown, mine,
                                    parse_suppressions(loaded.source if apply_noqa else ""), traces, loaded.index,
                                    targets)
            digest = text_digest(loaded.source) if any(d.fix is not None for d in found) else None
            for d in found:
                if d.fix is not None:
                    d.extra["read_text"] = digest  # the text its edits are offsets into (fix_runner._incoming)
            result.related.extend(found)


def _one_recursion_error(failures: list[tuple[str, BaseException]]) -> list[tuple[str, BaseException]]:
    """Rules and the analysis all meet the same too-deep tree: one JAX999 says it."""
    deep = [f for f in failures if isinstance(f[1], RecursionError)]
    return [f for f in failures if not isinstance(f[1], RecursionError)] + deep[:1]


class _FixTargets:
    """Locates a fix whose edits land in another module than its finding (static_argnames on
    the jitted entry point in train.py for a flag tested in model.py): in that module's text,
    with its path (absolute) as the fix's target."""

    def __init__(self, index, module: cst.Module, source: str, filename: str, project) -> None:
        self._linted = (index, module, source, filename)
        self._project = project
        self._located: dict[int, tuple] = {}

    @staticmethod
    def elsewhere(fix: PendingFix, index) -> bool:
        return fix.target is not None and api.ModuleAnalysis.index_of(fix.target) is not index

    def locate(self, fix: PendingFix) -> Fix | None:
        target = api.ModuleAnalysis.index_of(fix.target)
        if target is self._linted[0]:
            _, module, source, filename = self._linted
        else:
            loaded = self._project.loaded_for(target) if self._project is not None else None
            if loaded is None:
                return None
            module, source, filename = loaded.module, loaded.source, loaded.path
        if id(target) not in self._located:
            from jaxlint.positions import positions_of

            self._located[id(target)] = (positions_of(module), _line_starts(source), _offsets_hold(module, source))
        positions, line_starts, holds = self._located[id(target)]
        located = _locate_fix(fix, positions, line_starts, source) if holds else None
        return dataclasses.replace(located, target=os.path.abspath(filename)) if located is not None else None


def _to_diagnostics(module: cst.Module, source: str, filename: str, reports: list[_Report],
                    suppressions: Suppressions, traces: TraceLocator | None = None, index=None,
                    targets: _FixTargets | None = None) -> list[Diagnostic]:
    """Positions are computed here, only for files with findings (a codegen pass)."""
    from jaxlint.positions import positions_of  # only files with findings pay for it

    positions = positions_of(module)
    if traces is not None:
        traces.share(index, positions)
    line_starts = _line_starts(source)
    holds: bool | None = None  # whether fixes can be located in `source` (_offsets_hold), asked once
    indents = _respaced_indents(module, source) if reports and "\t" in source else {}
    out = []
    for report in reports:
        pos = positions.get(report.node)
        if pos is None:
            continue
        start = _in_source(pos.start.line, pos.start.column, indents)
        end = _in_source(pos.end.line, pos.end.column, indents)
        if suppressions.suppressed(report.rule.code, start.row):
            continue
        fix, extra = None, {}
        if report.fix is DEFERRED:
            extra["fix_deferred"] = True
        elif report.fix is not None and targets is not None and targets.elsewhere(report.fix, index):
            fix = targets.locate(report.fix)  # its edits lie in another module
        elif report.fix is not None:
            holds = _offsets_hold(module, source) if holds is None else holds
            fix = _locate_fix(report.fix, positions, line_starts, source) if holds else None
        out.append(Diagnostic(code=report.rule.code, name=report.rule.name, message=report.message,
                              filename=filename, location=start, end_location=end, fix=fix,
                              noqa_row=start.row, severity=report.rule.severity, extra=extra,
                              trace=traces.locate(report.trace) if traces is not None and report.trace else ()))
    return out


def _offsets_hold(module: cst.Module, source: str) -> bool:
    """Whether `module`'s positions are places in `source`. LibCST prints back the text it
    parsed, except a module parsed from the text with its indentation tabs written as spaces
    (parsing.indentation_tabs_expanded: CPython's reading, which LibCST's tokenizer refused):
    there columns differ, and an edit would land beside its place. Such a file keeps its
    findings and loses their fixes; only a text with a tab can be one."""
    return "\t" not in source or module.code == source


def _respaced_indents(module: cst.Module, source: str) -> dict[int, tuple[int, int]]:
    """{row: (the indentation's length in `source`, in the parsed module)} for the lines a
    respaced parse (parsing.indentation_tabs_expanded) wrote with spaces; empty when the module
    prints back `source`. Only indentation differs, so rows hold and a column moves by the
    difference."""
    printed = module.code
    if printed == source:
        return {}
    out = {}
    for row, (read, parsed) in enumerate(zip(source.splitlines(), printed.splitlines()), start=1):
        if read != parsed:
            out[row] = (len(read) - len(read.lstrip(" \t\f")), len(parsed) - len(parsed.lstrip(" ")))
    return out


def _in_source(row: int, column: int, indents: dict[int, tuple[int, int]]) -> Location:
    """A position of the parsed module as a place in the file (`_respaced_indents`)."""
    indent = indents.get(row)
    if indent is not None:
        column = indent[0] + column - indent[1] if column >= indent[1] else min(column, indent[0])
    return Location(row, column)


def _line_starts(source: str) -> list[int]:
    starts = [0]
    for match in re.finditer(r"\r\n|\r|\n", source):
        starts.append(match.end())
    return starts


def offset_to_location(offset: int, line_starts: list[int]) -> Location:
    import bisect

    row = bisect.bisect_right(line_starts, offset) - 1
    return Location(row + 1, offset - line_starts[row])


def location_to_offset(loc: Location, line_starts: list[int]) -> int:
    return line_starts[loc.row - 1] + loc.column


def _newline_of(source: str) -> str:
    match = re.search(r"\r\n|\r|\n", source)
    return match.group(0) if match else "\n"


def _locate_fix(fix: PendingFix, positions, line_starts: list[int], source: str) -> Fix | None:
    """Turn node-anchored edits into offsets; None if a node has no position."""
    newline = _newline_of(source)
    edits = []
    for edit in fix.edits:
        first = positions.get(edit.start)
        last = positions.get(edit.end if edit.end is not None else edit.start)
        if first is None or last is None:
            return None
        content = edit.content.replace("\n", newline) if newline != "\n" else edit.content
        if edit.mode in ("replace", "replace_block"):
            start = location_to_offset(Location(first.start.line, first.start.column), line_starts)
            end = location_to_offset(Location(last.end.line, last.end.column), line_starts)
            if edit.mode == "replace_block":  # later lines take the first line's indentation
                indent = source[line_starts[first.start.line - 1]:start]
                if indent.strip():
                    return None
                content = content.replace(newline, newline + indent)
        elif edit.mode == "delete_lines":  # whole lines, only when nothing else is on them
            start = line_starts[first.start.line - 1]
            line_end = line_starts[last.end.line] if last.end.line < len(line_starts) else len(source)
            end_offset = location_to_offset(Location(last.end.line, last.end.column), line_starts)
            if source[start:location_to_offset(Location(first.start.line, first.start.column), line_starts)].strip() \
                    or source[end_offset:line_end].strip():
                return None
            end, content = line_end, ""
        elif edit.mode == "line_after":
            if last.end.line < len(line_starts):
                start = end = line_starts[last.end.line]
            else:
                start = end = len(source)
                content = newline + content
        else:  # line_before
            start = end = line_starts[first.start.line - 1]
        edits.append(Edit(start, end, content, offset_to_location(start, line_starts),
                          offset_to_location(end, line_starts)))
    edits.sort(key=lambda e: (e.start, e.end))
    return Fix(fix.message, tuple(edits), fix.applicability)
