"""Lint one source text: prefilter, parse, analyse + rules in one walk, positions, noqa, select.

`lint_source` is the single entry the CLI, the flake8 plugin, the LSP and the fixer share.
"""

from __future__ import annotations

import os
import re
import traceback
from dataclasses import dataclass, field

import libcst as cst

from jaxlint.analysis import scopes
from jaxlint.analysis.evaluator import Evaluator
from jaxlint.analysis.module_index import build_index
from jaxlint.analysis.project import Project, project_roots, remember, remembered
from jaxlint.config import Config
from jaxlint.diagnostics import Diagnostic, Edit, Fix, Location
from jaxlint.fixers.edits import PendingFix
from jaxlint.noqa import parse_suppressions
from jaxlint.parsing import ParseError, on_deep_stack, parse_module
from jaxlint.rules import ALL_RULES, Rule
from jaxlint.rules.base import handlers_of

MENTIONS_JAX = re.compile(r"\bjax\b|\bequinox\b|\bflax\b|\bhaiku\b")


@dataclass
class LintResult:
    diagnostics: list[Diagnostic] = field(default_factory=list)
    parsed: bool = True
    skipped: bool = False  # prefiltered: never mentions jax, not parsed
    internal_error: bool = False
    dependencies: dict[str, tuple[int, int]] = field(default_factory=dict)  # other modules analysed
    related: list[Diagnostic] = field(default_factory=list)  # findings in those modules (cross-module)


@dataclass
class _Report:
    rule: Rule
    node: cst.CSTNode
    message: str
    fix: PendingFix | None
    index: object = None  # the ModuleIndex of the module holding `node`


def selected_rules(config: Config, filename: str | None = None) -> list[type[Rule]]:
    return [r for r in ALL_RULES if config.is_selected(r.code, filename)]


def mentions_jax(source: str, config: Config) -> bool:
    if MENTIONS_JAX.search(source):
        return True
    return any(name.split(".")[0] in source for name in config.extra_jit_decorators)


def _not_parsed(filename: str, config: Config, error: ParseError) -> LintResult:
    result = LintResult(parsed=False)
    if config.is_selected("JAX000", filename):
        loc = Location(error.line, error.column)
        result.diagnostics.append(Diagnostic(
            code="JAX000", name="syntax-error", message=f"cannot parse file: {error.reason}; file left untouched",
            filename=filename, location=loc, end_location=loc, noqa_row=error.line))
    return result


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
                module: cst.Module | None = None, apply_noqa: bool = True) -> LintResult:
    """`apply_noqa=False` keeps findings on `# noqa` lines (the flake8 plugin: flake8 filters).
    Runs on a deep stack (`jaxlint.parsing.on_deep_stack`): the parser and LibCST's recursive
    visitors take any nesting the guard lets through."""
    return on_deep_stack(_lint_source, source, filename, config or Config(), module, apply_noqa)


def _lint_source(source: str, filename: str, config: Config, module: cst.Module | None,
                 apply_noqa: bool) -> LintResult:
    rules_classes = selected_rules(config, filename)
    if not rules_classes and not any(config.is_selected(code, filename) for code in ("JAX000", "JAX001")):
        return LintResult(skipped=True)
    if module is None and not mentions_jax(source, config):
        return LintResult(skipped=True)
    if module is None:
        too_large = _too_large(source, filename, config)
        if too_large is not None:
            return too_large
    on_disk = filename not in ("<stdin>", "-") and os.path.exists(filename)
    reused = remembered(filename, source) if module is None and on_disk else None
    if reused is not None:
        module = reused.module
    if module is None:
        try:
            module = parse_module(source)
        except ParseError as exc:
            return _not_parsed(filename, config, exc)
    reports: list[_Report] = []
    seen: set[tuple[str, int]] = set()

    def sink(rule: Rule, node: cst.CSTNode, message: str, fix: PendingFix | None) -> None:
        key = (rule.code, id(node))
        if key in seen:
            return
        seen.add(key)
        reports.append(_Report(rule, node, message, fix, rule.ctx.index if rule.ctx is not None else None))

    rules = [cls(sink) for cls in rules_classes]
    table: dict[str, list] = {}
    for rule in rules:
        for node_type, handler in handlers_of(rule).items():
            table.setdefault(node_type, []).append((rule, handler))

    failures: list[tuple[str, BaseException]] = []

    def dispatch(node: cst.CSTNode, evaluator: Evaluator) -> None:
        entries = table.get(type(node).__name__)
        if not entries:
            return
        for rule, handler in entries:
            rule.ctx = evaluator
            try:
                handler(node)
            except Exception as exc:  # a broken rule must not hide the others' findings
                failures.append((f"{rule.code} {rule.name}", exc))

    result = LintResult()
    project = None
    try:
        extra_jit = frozenset(config.extra_jit_decorators)
        index = build_index(module, extra_jit)
        if on_disk and reused is None:
            remember(filename, source, module, index)

        def make_evaluator(module_index) -> Evaluator:
            ev = Evaluator(module_index, dispatch)
            ev.options["shape_math_fix"] = config.shape_math_fix
            ev.options["enable_x64"] = config.enable_x64
            ev.options["mentions_x64"] = "enable_x64" in source
            ev.project = project
            return ev

        if on_disk:
            project = Project(filename, project_roots(filename, config.root), extra_jit, make_evaluator)
        evaluator = make_evaluator(index)
        evaluator.run_module()
        _check_untraced_calls(index, evaluator, rules, failures)
    except RecursionError:
        failures.append(("analysis", RecursionError("nesting too deep")))
    except Exception as exc:
        failures.append(("analysis", exc))
    finally:
        scopes.clear_cache()

    if reports:
        try:
            _locate_reports(result, reports, index, project, module, source, filename, config, apply_noqa)
        except RecursionError:  # deeper than even the deep stack follows: say so once, never abort
            failures.append(("positions", RecursionError("nesting too deep")))
    if project is not None:
        result.dependencies = dict(project.dependencies)
    for where, exc in _one_recursion_error(failures):
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


def _locate_reports(result: LintResult, reports: list[_Report], index, project, module: cst.Module, source: str,
                    filename: str, config: Config, apply_noqa: bool) -> None:
    own = [r for r in reports if r.index is None or r.index is index]
    if own:
        result.diagnostics.extend(_to_diagnostics(module, source, filename, own, apply_noqa))
    foreign = [r for r in reports if r not in own]
    for loaded in {id(m): m for m in (project.loaded_for(r.index) for r in foreign) if m}.values():
        mine = [r for r in foreign if r.index is loaded.index and config.is_selected(r.rule.code, loaded.path)]
        if mine:
            shown = loaded.path if os.path.isabs(filename) else os.path.relpath(loaded.path)
            result.related.extend(_to_diagnostics(loaded.module, loaded.source, shown, mine, apply_noqa))


def _one_recursion_error(failures: list[tuple[str, BaseException]]) -> list[tuple[str, BaseException]]:
    """Rules and the analysis all meet the same too-deep tree: one JAX999 says it."""
    deep = [f for f in failures if isinstance(f[1], RecursionError)]
    return [f for f in failures if not isinstance(f[1], RecursionError)] + deep[:1]


def _check_untraced_calls(index, evaluator: Evaluator, rules: list[Rule], failures: list) -> None:
    """Syntactic checks: `check_call` sees every call of the module, `check_untraced_call` the
    calls that no traced context reached."""
    untraced = [r for r in rules if hasattr(r, "check_untraced_call")]
    every = [r for r in rules if hasattr(r, "check_call")]
    if not untraced and not every:
        return
    for rule in untraced + every:
        rule.ctx = evaluator
    for call, scope in index.deferred_calls:
        qual = index.resolver.qualname(call.func)
        checks = [(r, lambda r=r: r.check_call(call, qual, scope)) for r in every]
        if id(call) not in evaluator.values:
            checks += [(r, lambda r=r: r.check_untraced_call(call, qual)) for r in untraced]
        for rule, check in checks:
            try:
                check()
            except Exception as exc:
                failures.append((f"{rule.code} {rule.name}", exc))


def _to_diagnostics(module: cst.Module, source: str, filename: str, reports: list[_Report],
                    apply_noqa: bool = True) -> list[Diagnostic]:
    """Positions are computed here, only for files with findings (a codegen pass)."""
    from libcst.metadata import MetadataWrapper, PositionProvider  # only files with findings pay for it

    wrapper = MetadataWrapper(module, unsafe_skip_copy=True)
    positions = wrapper.resolve(PositionProvider)
    suppressions = parse_suppressions(source if apply_noqa else "")
    line_starts = _line_starts(source)
    out = []
    for report in reports:
        pos = positions.get(report.node)
        if pos is None:
            continue
        start = Location(pos.start.line, pos.start.column)
        end = Location(pos.end.line, pos.end.column)
        if suppressions.suppressed(report.rule.code, start.row):
            continue
        fix = _locate_fix(report.fix, positions, line_starts, source) if report.fix else None
        out.append(Diagnostic(code=report.rule.code, name=report.rule.name, message=report.message,
                              filename=filename, location=start, end_location=end, fix=fix,
                              noqa_row=start.row))
    return out


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
