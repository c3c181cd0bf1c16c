"""Turn files, or a `--fix` run's before/after texts, into worker jobs: the entry points, their
example inputs, the module copies the worker imports, and (for fixes) the rewritten functions
each entry point is expected to run. Static only: nothing here runs user code."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

import libcst as cst
from libcst.metadata import MetadataWrapper, PositionProvider

from jaxlint.analysis.api import ModuleIndex, build_index
from jaxlint.runtime_check.callsites import FileCalls, collect_calls
from jaxlint.runtime_check.examples import candidates_for
from jaxlint.runtime_check.modules import ModuleLocation, locate, overlay_for, write_overlay
from jaxlint.runtime_check.results import UNVERIFIED, Result
from jaxlint.runtime_check.static_calls import arrays_to_static
from jaxlint.runtime_check.supervisor import EntryJob, ModuleJob
from jaxlint.runtime_check.targets import JIT, Target, find_targets, plain_target
from jaxlint.runtime_check.touched import (Unit, changed_after_lines, changes_derivatives, names_reached,
                                           reaching_targets, rewritten_units, unit_spans)
from jaxlint.parsing import ParseError, on_deep_stack, parse_module
from jaxlint.source_io import SourceError, SourceFile, read_source


@dataclass
class Change:
    """One file a fix rewrote: its text before and after."""

    path: Path
    original: str
    fixed: str
    encoding: str


@dataclass
class UnitPlan:
    """A rewritten function and the entry points (filename, name) that verify it."""

    key: str
    filename: str
    name: str
    line: int
    span: tuple[int, int] = (0, 0)  # lines in the rewritten text
    entries: list[tuple[str, str]] = field(default_factory=list)
    itself: bool = False  # the function is an entry point: its own row says it all


@dataclass
class _Module:
    display: str
    location: ModuleLocation
    module: cst.Module
    index: ModuleIndex
    targets: list[Target]
    before: dict[str, Target] = field(default_factory=dict)  # for a changed file: its targets before the fix
    original_spans: dict[str, tuple[int, int]] = field(default_factory=dict)  # unit name -> lines before the fix
    wanted: dict[str, Target] = field(default_factory=dict)  # entry points to run, by name
    gradients: set[str] = field(default_factory=set)  # entry points whose gradients are compared


class Planner:
    def __init__(self, files: list[Path], examples: dict, extra_jit: frozenset[str], workdir: Path,
                 project_root: Path) -> None:
        self.files = files  # everything being checked: call sites are searched here too
        self.examples = examples
        self.extra_jit = extra_jit
        self.workdir = workdir
        self.project_root = project_root
        self.warnings: list[str] = []
        self.units: list[UnitPlan] = []
        self._sources: dict[str, SourceFile | None] = {}
        self._calls: dict[str, FileCalls | None] = {}

    # Sources --------------------------------------------------------------------------
    def source(self, path: Path) -> SourceFile | None:
        key = os.path.abspath(path)
        if key not in self._sources:
            try:
                self._sources[key] = read_source(Path(path))
            except SourceError:
                self._sources[key] = None
        return self._sources[key]

    def text(self, path: Path) -> str | None:
        source = self.source(path)
        return source.text if source is not None else None

    def calls(self, path: Path, text: str | None = None) -> FileCalls | None:
        key = os.path.abspath(path)
        if key not in self._calls:
            text = self.text(path) if text is None else text
            try:
                self._calls[key] = collect_calls(parse_module(text), str(path)) if text is not None else None
            except (ParseError, RecursionError):
                self._calls[key] = None
        return self._calls[key]

    def _others(self, path: Path, names: set[str]) -> list[FileCalls]:
        me = os.path.abspath(path)
        out = []
        for other in self.files:
            if os.path.abspath(other) == me:
                continue
            text = self.text(other)
            if text and any(name in text for name in names):
                found = self.calls(other)
                if found is not None:
                    out.append(found)
        return out

    def _parse(self, path: Path, text: str) -> cst.Module | None:
        try:
            return parse_module(text)  # the nesting guard runs first: the parser never sees a hostile file
        except (ParseError, RecursionError) as exc:
            self.warnings.append(f"{path}: cannot be parsed ({getattr(exc, 'reason', 'nesting too deep')}); "
                                 f"not verified")
            return None

    def _module(self, display: str, path: Path, module: cst.Module) -> _Module:
        index = build_index(module, self.extra_jit)
        return _Module(display, locate(path), module, index, find_targets(module, self.extra_jit, index))

    # Jobs -----------------------------------------------------------------------------
    def job(self, m: _Module, overlays: dict[str, dict], roots: list[Path], watch: list[dict]) -> ModuleJob:
        own = collect_calls(m.module, m.display)
        self._calls[os.path.abspath(m.location.path)] = own
        names = {t.name.split(".")[-1] for t in m.wanted.values()} | {
            t.def_name for t in m.wanted.values() if t.def_name} | {t.class_name for t in m.wanted.values()
                                                                     if t.class_name}
        others = self._others(m.location.path, names)
        job = ModuleJob(m.display, m.location.name, [], overlays,
                        _dedupe([*map(str, roots), str(self.project_root)]), _dedupe([str(r) for r in roots]), watch)
        changing = sorted(m.index.reassigned_globals | m.index.mutated_globals)
        classes = {s.name.value: s for s in m.module.body if isinstance(s, cst.ClassDef)}
        for target in m.wanted.values():
            reads = sorted(set(changing) & names_reached(m.module, target.function))
            candidates, reason = candidates_for(target, m.location.name, own.imports, own, others, self.examples,
                                                classes.get(target.class_name or target.name.split(".")[0]))
            problems = []
            if target.name in m.before and target.kind == JIT:
                newly = target.static_params() - m.before[target.name].static_params()
                problems = arrays_to_static(target, newly, m.location.name, own, others)
            if not candidates and not problems:
                job.results.append(Result(m.display, target.name, target.line, UNVERIFIED, None, reason or "no inputs"))
                continue
            job.entries.append(EntryJob(target.name, target.name, target.line, target.attr, target.kind,
                                        target.jit_statics() if target.kind == JIT else None, candidates, reads,
                                        [target.class_name] if target.class_name else None, problems,
                                        target.name in m.gradients))
        return job

    def plan_files(self, paths: list[Path]) -> list[ModuleJob]:
        """`jaxlint verify`: every target of every file; both phases import the same copy."""
        return on_deep_stack(self._plan_files, paths)  # LibCST's visitors recurse as deep as the code nests

    def _plan_files(self, paths: list[Path]) -> list[ModuleJob]:
        parsed: list[tuple[_Module, str]] = []
        for path in paths:
            source = self.source(path)
            if source is None or "jax" not in source.text:
                continue
            module = self._parse(path, source.text)
            if module is None:
                continue
            m = self._module(str(path), path, module)
            if m.targets:
                m.wanted = {t.name: t for t in m.targets}
                parsed.append((m, source.encoding))
        copies = write_overlay(self.workdir / "same", {m.location: (m.module.code, enc) for m, enc in parsed})
        roots = sorted({m.location.root for m, _ in parsed}, key=str)
        return [self.job(m, {"same": overlay_for(m.location, copies)}, roots, []) for m, _ in parsed]

    def plan_changes(self, changes: list[Change]) -> list[ModuleJob]:
        """`check --fix --verify`: every function the fixes rewrote, through the nearest entry point
        that reaches it, original (eager) against rewritten (compiled)."""
        return on_deep_stack(self._plan_changes, changes)

    def _plan_changes(self, changes: list[Change]) -> list[ModuleJob]:
        modules: dict[str, _Module] = {}
        texts: dict[str, tuple[str, str, str]] = {}  # real path -> (original, rewritten, encoding)
        pending: list[tuple[_Module, list[Unit]]] = []
        for change in changes:
            try:
                before, after = parse_module(change.original), parse_module(change.fixed)
            except (ParseError, RecursionError):
                continue
            m = self._module(str(change.path), change.path, after)
            m.before = {t.name: t for t in find_targets(before, self.extra_jit)}
            m.original_spans = unit_spans(before)
            modules[str(m.location.path)] = m
            texts[str(m.location.path)] = (change.original, change.fixed, change.encoding)
            lines = changed_after_lines(change.original, change.fixed)
            pending.append((m, lines, rewritten_units(after, lines, m.targets)))
        for m, lines, units in pending:
            text = m.module.code.splitlines()
            for unit in units:
                if unit.class_node is None and unit.name not in m.original_spans and any(
                        u.name != unit.name and u.name in m.original_spans for u in units):
                    continue  # a def the fix added (`_step` taking a global as an argument): its caller under the old name is verified
                plan = self._assign(m, unit, modules, texts)
                self.units.append(plan)
                if changes_derivatives([text[n - 1] for n in sorted(lines) if unit.span[0] <= n <= unit.span[1]
                                        and n <= len(text)]):
                    for filename, name in plan.entries:
                        next(o for o in modules.values() if o.display == filename).gradients.add(name)
        wanted = [m for m in modules.values() if m.wanted]
        locations = {str(m.location.path): m.location for m in modules.values()}
        copies = {phase: write_overlay(self.workdir / phase, {locations[p]: (t[i], t[2]) for p, t in texts.items()})
                  for phase, i in (("original", 0), ("rewritten", 1))}
        roots = sorted({m.location.root for m in modules.values()}, key=str)
        by_file = {m.display: m for m in modules.values()}
        jobs = []
        for m in wanted:
            watch = []  # where each rewritten unit lies in the original copy: the worker sees it run eagerly
            for u in self.units:
                home = by_file[u.filename]
                span = home.original_spans.get(u.name)
                if not u.itself and span and any(f == m.display for f, _ in u.entries):
                    watch.append({"unit": u.key, "path": copies["original"][str(home.location.path)]["path"],
                                  "first": span[0], "last": span[1]})
            overlays = {phase: overlay_for(m.location, entries) for phase, entries in copies.items()}
            jobs.append(self.job(m, overlays, roots, watch))
        return jobs

    def _assign(self, m: _Module, unit: Unit, modules: dict[str, _Module], texts: dict) -> UnitPlan:
        """Pick the entry points that verify `unit`: itself, the module's targets that reach it,
        targets in other checked files that import it, or the function called as written."""
        plan = UnitPlan(f"{m.display}::{unit.name}", m.display, unit.name, unit.line, unit.span)
        by_name = {t.name: t for t in m.targets}
        if unit.name in by_name:
            m.wanted[unit.name] = by_name[unit.name]
            plan.entries, plan.itself = [(m.display, unit.name)], True
            return plan
        wrapping = [t for t in m.targets if unit.node is not None and t.function is unit.node]  # g = jax.jit(unit)
        reachers = wrapping or reaching_targets(m.module, unit.refs, m.targets)
        for target in reachers:
            m.wanted[target.name] = target
            plan.entries.append((m.display, target.name))
        if not reachers and unit.class_node is None:
            for other, target in self._importers(m, unit, modules, texts):
                other.wanted[target.name] = target
                plan.entries.append((other.display, target.name))
        if not plan.entries and unit.node is not None:
            positions = MetadataWrapper(m.module, unsafe_skip_copy=True).resolve(PositionProvider)
            target = plain_target(unit.node, unit.class_node, positions, unit.is_static)
            m.wanted[target.name] = target
            plan.entries, plan.itself = [(m.display, target.name)], True
        return plan

    def _importers(self, m: _Module, unit: Unit, modules: dict[str, _Module], texts: dict):
        """(module, target) in the other checked files whose targets reach `unit` through an import."""
        stem = m.location.name.rsplit(".", 1)[-1]
        for path in self.files:
            key = os.path.abspath(path)
            if key == str(m.location.path):
                continue
            other = modules.get(key)
            if other is None:
                text = self.text(path)
                if not text or stem not in text or unit.name not in text or "jax" not in text:
                    continue
                module = self._parse(path, text)
                if module is None:
                    continue
                other = self._module(str(path), path, module)
                if not other.targets:
                    continue
                source = self.source(path)
                modules[key] = other
                texts[key] = (text, text, source.encoding if source else "utf-8")
            imported = {alias for alias, qual in other.index.imports.aliases.items()
                        if qual.split(".")[-1] == unit.name and stem in qual.split(".")}
            imports_module = any(stem in qual.split(".") for qual in other.index.imports.aliases.values())
            if not imported and not imports_module:
                continue
            for target in reaching_targets(other.module, imported | unit.refs, other.targets):
                yield other, target


def _dedupe(items: list[str]) -> list[str]:
    return list(dict.fromkeys(items))
