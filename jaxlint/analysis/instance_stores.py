"""Stores into an object's attribute made outside its class, between runs of a jitted method.

`solver.dt = 0.005` in simulate.py, between two `solver.run(u, n)` calls whose `self.step` is
jitted with a static `self`: the second run hits jit's cache (the object is the key) and keeps
the old `dt`. The class's own methods never rebind it, so `ClassInfo.reassigned` cannot see
it; the store is found in the modules that spell it (the class's own one too), on a name the
same function (or module body) binds to a construction of the class, with a call reaching the
jitted method both before and after it (or both in one loop). A store before the first run is
the configuration a program makes, and one after the last run changes nothing jit saw.
"""

from __future__ import annotations

import os
import re

import libcst as cst

from jaxlint.analysis.classes import ClassInfo, _runs
from jaxlint.analysis.imports import dotted_name
from jaxlint.analysis.node_memo import node_memo

_LOOPS = (cst.For, cst.While)


def stored_between_runs(project, owner_path: str | None, index, info: ClassInfo, method: str,
                        attribute: str) -> str | None:
    """The first store of `attribute` on an object of the class `info` (defined in `index`'s
    module, at `owner_path`) made between two runs of `method`, or in a loop that runs it, as
    the message quotes it (`solver.dt = 0.005`, then `' in 'simulate.py` when another module
    makes it); None when there is none. Other modules are searched only when a project is
    known and can all be searched."""
    running = {name for name in info.methods if method in _runs(info, name)}
    own = _first_store(index.module, lambda call: dotted_name(call.func) == info.name and info.name in index.classes,
                       running, attribute)
    if own is not None:
        return _code(own)
    if project is None or owner_path is None:
        return None
    owner = os.path.abspath(owner_path)
    key = ("instance-store", owner, info.name, method, attribute)
    memo = project.outside_changes
    if key not in memo:
        memo[key] = _stored_elsewhere(project, owner, info, running, attribute)
    return memo[key]


def _stored_elsewhere(project, owner: str, info: ClassInfo, running: set[str], attribute: str) -> str | None:
    from jaxlint.analysis.project import _load, files_spelling

    store = r"\.[ \t]*" + re.escape(attribute) + r"[ \t]*(?:[-+*/%@&|^]|//|\*\*|<<|>>)?=(?!=)"
    for path in files_spelling(project, owner, (), store) or ():
        loaded = _load(path, project.extra_jit)
        if loaded is None:
            continue

        def builds(call: cst.Call, path=path, loaded=loaded) -> bool:
            dotted = dotted_name(call.func)
            spelled = loaded.index.imports.spelled(dotted) if dotted else None
            return spelled is not None and project.locate(spelled, path) == (owner, info.name)

        found = _first_store(loaded.module, builds, running, attribute)
        if found is not None:
            return f"{_code(found)}' in '{os.path.basename(path)}"
    return None


def _first_store(module: cst.Module | None, builds, running: set[str], attribute: str) -> cst.CSTNode | None:
    if module is None:
        return None
    for frame in _FRAMES.get(module, _frames):
        found = _store_between_runs(_EVENTS.get(frame, _frame_events), builds, running, attribute)
        if found is not None:
            return found
    return None


def _code(node: cst.CSTNode) -> str:
    return cst.Module([]).code_for_node(node).strip()


def _frames(module: cst.Module) -> list:
    """The module and each def: the statements that run in one frame (kept per module: every
    attribute a static-self method reads asks)."""
    out: list = [module]
    stack = list(module.body)
    while stack:
        node = stack.pop()
        if isinstance(node, cst.FunctionDef):
            out.append(node)
        stack.extend(node.children)
    return out


def _frame_events(frame: cst.Module | cst.FunctionDef) -> list:
    """('build', name, value) / ('run', name, method, loops) / ('store', name, attribute, statement,
    loops) in source order, not entering nested defs, classes or lambdas: what one frame does to
    its local objects."""
    body = frame.body
    statements = body if isinstance(frame, cst.Module) else body.body if isinstance(body, cst.IndentedBlock) else [body]
    return [event for stmt in statements for event in _node_events(stmt, ())]


_FRAMES = node_memo()
_EVENTS = node_memo()


def _node_events(node: cst.CSTNode, loops: tuple):
    if isinstance(node, (cst.FunctionDef, cst.ClassDef, cst.Lambda)):
        return
    if isinstance(node, cst.Assign):
        yield from _node_events(node.value, loops)
        for target in node.targets:
            yield from _target_events(target.target, node, loops)
            if isinstance(target.target, cst.Name):
                yield ("build", target.target.value, node.value)
        return
    if isinstance(node, cst.AugAssign):
        yield from _node_events(node.value, loops)
        yield from _target_events(node.target, node, loops)
        return
    if isinstance(node, cst.Call):
        func = node.func
        if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name):
            yield ("run", func.value.value, func.attr.value, loops)
        elif isinstance(func, cst.Name):
            yield ("run", func.value, "__call__", loops)
    if isinstance(node, (cst.For, cst.CompFor, cst.AsName)):  # `for solver in solvers`, `as solver`: rebound
        target = node.name if isinstance(node, cst.AsName) else node.target
        yield from (("build", name.value, None) for name in _names(target))
    if isinstance(node, _LOOPS):
        loops = loops + (id(node),)
    for child in node.children:
        yield from _node_events(child, loops)


def _target_events(target: cst.BaseExpression, statement: cst.CSTNode, loops: tuple):
    if isinstance(target, cst.Attribute) and isinstance(target.value, cst.Name):
        yield ("store", target.value.value, target.attr.value, statement, loops)
    elif isinstance(target, (cst.Tuple, cst.List)):
        for element in target.elements:
            yield from _target_events(element.value, statement, loops)


def _store_between_runs(events: list, builds, running: set[str], attribute: str) -> cst.CSTNode | None:
    bindings: dict[str, list] = {}
    for event in events:
        if event[0] == "build":
            bindings.setdefault(event[1], []).append(event[2])
    objects = {name for name, values in bindings.items()  # bound once, to a construction: one object
               if len(values) == 1 and isinstance(values[0], cst.Call) and builds(values[0])}
    if not objects:
        return None
    runs = [(i, e) for i, e in enumerate(events) if e[0] == "run" and e[1] in objects and e[2] in running]
    for i, event in enumerate(events):
        if event[0] != "store" or event[1] not in objects or event[2] != attribute:
            continue
        name, loops = event[1], event[4]
        mine = [(j, r) for j, r in runs if r[1] == name]
        before = any(j < i for j, _ in mine)
        after = any(j > i for j, _ in mine)
        in_one_loop = any(set(loops) & set(r[3]) for _, r in mine)
        if (before and after) or in_one_loop:
            return event[3]
    return None


def _names(target: cst.CSTNode) -> list[cst.Name]:
    if isinstance(target, cst.Name):
        return [target]
    if isinstance(target, (cst.Tuple, cst.List)):
        return [n for element in target.elements for n in _names(element.value)]
    return []
