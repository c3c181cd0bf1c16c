"""Positions for the steps of a finding's trace (why its value is traced).

A step may lie in the linted module or in another module of the project the analysis followed
(where the transform is applied, a helper it calls). Positions are computed once per module,
and only for modules that hold a step of a shown finding.
"""

from __future__ import annotations

import os

from jaxlint.diagnostics import Location, TraceStep


class TraceLocator:
    def __init__(self, index, module, filename: str, project) -> None:
        self._own = index
        self._filename = filename
        self._project = project
        self._modules: dict[int, tuple[object, str] | None] = {id(index): (module, filename)}
        self._positions: dict[int, object] = {}

    def share(self, index, positions) -> None:
        """Positions already computed for a module (the one whose findings are being placed)."""
        self._positions.setdefault(id(index), positions)

    def locate(self, steps) -> tuple[TraceStep, ...]:
        out = []
        for step in steps:
            found = self._where(step.module)
            if found is None:
                continue
            positions, filename = found
            pos = positions.get(step.node)
            if pos is not None:
                out.append(TraceStep(filename, Location(pos.start.line, pos.start.column), step.note))
        return tuple(out)

    def _where(self, index):
        key = id(index)
        if key not in self._modules:
            loaded = self._project.loaded_for(index) if self._project is not None else None
            self._modules[key] = None if loaded is None else (
                loaded.module, loaded.path if os.path.isabs(self._filename) else os.path.relpath(loaded.path))
        entry = self._modules[key]
        if entry is None:
            return None
        if key not in self._positions:
            from jaxlint.positions import positions_of  # only modules holding a step pay

            self._positions[key] = positions_of(entry[0])
        return self._positions[key], entry[1]
