"""Which jitted entry point hands a helper's parameter its value, unchanged, and through which
of the entry's parameters.

A flag tested in `model.forward` (`if flag:`) can only be made static where the transform is
applied: on `step` in `train.py`, which calls `forward(x, flag=use_dropout)`. The value's chain
of provenance (provenance.py) says how the tracer got there: the transform hands the entry its
parameter (the chain's first step), then each call binds an argument to a helper's parameter.
The route is known only when every step after the first is such a binding whose argument is
spelled as the previous function's parameter (no arithmetic, no assignment, no nested
transform between), so marking the entry's parameter static makes the helper's static too.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

import libcst as cst

from jaxlint.analysis import provenance
from jaxlint.analysis.module_index import FunctionInfo, ModuleIndex
from jaxlint.analysis.transforms import TransformSpec

_TRACING = ("jit", "filter_jit", "vmap")


@dataclass(frozen=True)
class EntryRoute:
    index: ModuleIndex  # the module applying the transform: the fix's edits go there
    path: str | None  # its file (None: not on disk)
    function: FunctionInfo  # the traced entry function (perhaps defined in another module)
    spec: TransformSpec  # the jit spec tracing it
    node: cst.CSTNode  # the decorator or call applying the outermost transform
    parameter: str  # the entry's parameter that carries the value
    bound_positional: int = 0  # arguments functools.partial binds before the transform's


def route_of(ev, name: str) -> EntryRoute | None:
    """The route to parameter `name` of the function `ev` is walking (see the module doc)."""
    frame = ev.frame
    value = frame.param_values.get(name) if frame is not None else None
    if value is None or not value.traced or value.why is None:
        return None
    steps = provenance.chain(value.why)
    if any(s.elided for s in steps):
        return None
    root, hops = steps[0], steps[1:]
    if root.binds is not None or any(s.binds is None for s in hops):
        return None  # an assignment, a nested transform or a computation between
    if hops:
        if hops[-1].binds != (id(frame.info.node), name):
            return None
        for before, hop in zip(hops, hops[1:]):
            if not (isinstance(hop.node, cst.Name) and hop.node.value == before.binds[1]):
                return None
        if not isinstance(hops[0].node, cst.Name):
            return None
        parameter = hops[0].node.value
    elif frame.entry_node is not None:
        parameter = name
    else:
        return None
    found = _entry_applied_at(ev, root)
    if found is None:
        return None
    path, info, specs, bound = found
    if not root.note.startswith(f"`{parameter}`: parameter of `{info.name}`"):
        return None
    tracing = [s for s in specs if s.kind in _TRACING]
    jit = next((s for s in reversed(specs) if s.kind in ("jit", "filter_jit")), None)
    if not tracing or jit is None or tracing[-1].node is None:
        return None
    return EntryRoute(root.module, path, info, jit, tracing[-1].node, parameter, bound)


def _entry_applied_at(ev, root: provenance.Step):
    """(path, FunctionInfo, specs, bound positional) of the entry point the chain's first step
    names: a transform of `root.module` applied at `root.node`."""
    index = root.module
    if not isinstance(index, ModuleIndex):
        return None
    project = ev.project
    path = _path_of(project, index)
    for entry in index.entry_points:
        if entry.function.node is root.node or any(s.node is root.node for s in entry.specs):
            return path, entry.function, entry.specs, entry.bound_positional
    if project is None:
        return None
    for foreign in index.foreign_entries:
        if any(s.node is root.node for s in foreign.specs):
            info = _function_named(ev, project, foreign.qualname, path)
            if info is not None:
                return path, info, foreign.specs, foreign.bound_positional
    return None


def _function_named(ev, project, qualname: str, path: str | None) -> FunctionInfo | None:
    """The project function `qualname` names from `path`; the linted module's own when an
    importer's transform applies to it (its index is the walking evaluator's)."""
    found = project.function(qualname, path)
    if found is not None:
        return found[0]
    located = project.locate(qualname, path)
    if located is None or located[0] != os.path.abspath(project.filename) or ev.path != project.filename:
        return None
    if located[1] in ev.index.module_assignments:
        return None
    return ev.index.module_functions.get(located[1])


def _path_of(project, index: ModuleIndex) -> str | None:
    if project is None:
        return None
    loaded = project.loaded_for(index)
    return loaded.path if loaded is not None else os.path.abspath(project.filename)
