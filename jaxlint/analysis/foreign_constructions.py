"""Where the other modules of a project build a class: every `Trainer(...)` (or `trainer.Trainer(...)`)
call in the modules that import it, when those are all the ways they use it.

A method traced from the class's own module (`self._step = jax.jit(self.step)` in trainer.py's
constructor) reads `self.callbacks`, set from a constructor parameter; what that holds is what
the constructions pass, and a driver (`Trainer(lr=0.1, callbacks=default_callbacks())` in main.py)
is where they are. A module that spells the class's name in any other way (subclassing it, passing
it on, a star import, a class of its own by that name) makes the answer None: an instance may then
be built in a way the text does not show.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

import libcst as cst

from jaxlint.analysis.module_index import FunctionInfo
from jaxlint.analysis.walk import iter_children

if TYPE_CHECKING:
    from jaxlint.analysis.evaluator import Evaluator

# (call, its scope in that module, the evaluator of the module spelling it)
Construction = tuple[cst.Call, FunctionInfo | None, "Evaluator"]


def constructions_elsewhere(owner: "Evaluator", node: cst.ClassDef) -> list[Construction] | None:
    """Every construction of the class `node` (of `owner`'s module) in the other project modules
    that spell its name; None when one of them uses it otherwise, a module cannot be read, or the
    project's files cannot all be searched."""
    memo = owner._constructions_elsewhere
    key = id(node)
    if key not in memo:
        memo[key] = (node, _constructions(owner, node))
    return memo[key][1] if memo[key][0] is node else _constructions(owner, node)


def _constructions(owner: "Evaluator", node: cst.ClassDef) -> list[Construction] | None:
    project, path = owner.project, owner.path
    if project is None or path is None:
        return None
    from jaxlint.analysis.project import imported_as, files_spelling

    name = node.name.value
    readers = files_spelling(project, path, (name,))
    if readers is None:
        return None
    out: list[Construction] = []
    for other in readers:
        entry = project._entry(os.path.abspath(other))
        if entry is None:
            return None
        loaded, evaluator = entry
        if loaded.index.imports.stars:
            return None  # `from trainer import *`: the name may be ours, spelled as anything
        local, modules = imported_as(project, loaded, other, path, {name})
        found = _calls_of(loaded.index, loaded.module, local, modules, name)
        if found is None:
            return None
        out += [(call, loaded.index.function_making(call), evaluator) for call in found]
    return out


def _calls_of(index, module: cst.Module, local: set[str], modules: set[str], name: str) -> list[cst.Call] | None:
    """The calls building the class in a module that imports it as one of `local` (or reads it as
    `<module>.<name>`, a module alias in `modules`); None when the module spells the class's name
    any other way than as the callee of a call or in an import."""
    if name in index.classes or name in index.module_functions:
        return None  # a class or function of its own by that name
    calls: list[cst.Call] = []
    callees: set[int] = set()
    spelled: list[cst.CSTNode] = []
    stack: list[cst.CSTNode] = [module]
    while stack:
        node = stack.pop()
        kind = type(node)
        if kind is cst.Import or kind is cst.ImportFrom:
            continue  # the import itself
        if kind is cst.Call:
            func = node.func
            if isinstance(func, cst.Name) and func.value in local or isinstance(func, cst.Attribute) \
                    and func.attr.value == name and isinstance(func.value, cst.Name) and func.value.value in modules:
                calls.append(node)
                callees.add(id(func))
        elif kind is cst.Name and (node.value in local or node.value == name):
            spelled.append(node)
        elif kind is cst.Attribute and node.attr.value == name and isinstance(node.value, cst.Name) \
                and node.value.value in modules:
            spelled.append(node)
            stack.extend(c for c in iter_children(node) if c is not node.attr)
            continue
        stack.extend(iter_children(node))
    for node in spelled:
        if id(node) in callees:
            continue
        if isinstance(node, cst.Name) and any(id(c.func) in callees and isinstance(c.func, cst.Attribute)
                                              and c.func.attr is node for c in calls):
            continue
        return None  # subclassed, passed on, rebound, or a local of that name
    return calls
