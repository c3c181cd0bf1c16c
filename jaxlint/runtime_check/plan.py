"""Turn files, or a `--fix` run's before/after texts, into worker jobs: the targets, their example
inputs, and the module copies the worker imports. Static only: nothing here runs user code."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import libcst as cst

from jaxlint.parsing import ParseError, on_deep_stack, parse_module
from jaxlint.runtime_check.callsites import FileCalls, collect_calls
from jaxlint.runtime_check.examples import candidates_for
from jaxlint.runtime_check.modules import ModuleLocation, locate, overlay_for, write_overlay
from jaxlint.runtime_check.results import UNVERIFIED, Result
from jaxlint.runtime_check.supervisor import ModuleJob, TargetJob
from jaxlint.runtime_check.targets import Target, find_targets
from jaxlint.runtime_check.touched import changed_lines, touched_targets
from jaxlint.source_io import SourceError, SourceFile, read_source


@dataclass
class Change:
    """One file a fix rewrote: its text before and after."""

    path: Path
    original: str
    fixed: str
    encoding: str


class Planner:
    def __init__(self, files: list[Path], examples: dict, extra_jit: frozenset[str], memory_limit: int | None,
                 workdir: Path, project_root: Path) -> None:
        self.files = files  # everything being checked: call sites are searched here too
        self.examples = examples
        self.extra_jit = extra_jit
        self.memory_limit = memory_limit
        self.workdir = workdir
        self.project_root = project_root
        self.warnings: list[str] = []
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

    # Jobs -----------------------------------------------------------------------------
    def job(self, display: str, location: ModuleLocation, module: cst.Module, targets: list[Target],
            overlays: dict[str, dict], roots: list[Path]) -> ModuleJob:
        own = collect_calls(module, display)
        self._calls[os.path.abspath(location.path)] = own
        names = {t.name for t in targets} | {t.def_name for t in targets if t.def_name}
        others = self._others(location.path, names)
        job = ModuleJob(display, location.name, [], overlays, _dedupe([*map(str, roots), str(self.project_root)]),
                        _dedupe([str(r) for r in roots]), self.memory_limit)
        for target in targets:
            candidates, reason = candidates_for(target, location.name, own.imports, own, others, self.examples)
            if candidates:
                job.targets.append(TargetJob(target.name, target.line, target.jit_statics(), candidates))
            else:
                job.results.append(Result(display, target.name, target.line, UNVERIFIED, None, reason or "no inputs"))
        return job

    def plan_files(self, paths: list[Path]) -> list[ModuleJob]:
        """`jaxlint verify`: every target of every file; both phases import the same copy."""
        return on_deep_stack(self._plan_files, paths)  # LibCST's visitors recurse as deep as the code nests

    def _plan_files(self, paths: list[Path]) -> list[ModuleJob]:
        parsed = []
        for path in paths:
            source = self.source(path)
            if source is None or "jax" not in source.text:
                continue
            try:
                module = parse_module(source.text)
                targets = find_targets(module, self.extra_jit)
            except ParseError as exc:
                self.warnings.append(f"{path}: cannot be parsed ({exc.reason}); not verified")
                continue
            except RecursionError:
                self.warnings.append(f"{path}: nested too deeply to analyse; not verified")
                continue
            if targets:
                parsed.append((path, module, targets, source.encoding))
        locations = {str(p): locate(p) for p, _, _, _ in parsed}
        copies = write_overlay(self.workdir / "same", {locations[str(p)]: (m.code, enc) for p, m, _, enc in parsed})
        roots = sorted({loc.root for loc in locations.values()}, key=str)
        return [self.job(str(p), locations[str(p)], m, t, {"same": overlay_for(locations[str(p)], copies)}, roots)
                for p, m, t, _ in parsed]

    def plan_changes(self, changes: list[Change]) -> list[ModuleJob]:
        """`check --fix --verify`: the targets the fixes touched, original against rewritten."""
        return on_deep_stack(self._plan_changes, changes)

    def _plan_changes(self, changes: list[Change]) -> list[ModuleJob]:
        locations = {str(c.path): locate(c.path) for c in changes}
        copies = {
            "original": write_overlay(self.workdir / "original",
                                      {locations[str(c.path)]: (c.original, c.encoding) for c in changes}),
            "rewritten": write_overlay(self.workdir / "rewritten",
                                       {locations[str(c.path)]: (c.fixed, c.encoding) for c in changes}),
        }
        roots = sorted({loc.root for loc in locations.values()}, key=str)
        jobs = []
        for change in changes:
            try:
                before, after = parse_module(change.original), parse_module(change.fixed)
            except ParseError:
                continue
            lines = changed_lines(change.original, change.fixed)
            touched = {t.name for t in touched_targets(before, find_targets(before, self.extra_jit), lines)}
            targets = [t for t in find_targets(after, self.extra_jit) if t.name in touched]
            if targets:
                location = locations[str(change.path)]
                overlays = {phase: overlay_for(location, entries) for phase, entries in copies.items()}
                jobs.append(self.job(str(change.path), location, after, targets, overlays, roots))
        return jobs


def _dedupe(items: list[str]) -> list[str]:
    return list(dict.fromkeys(items))
