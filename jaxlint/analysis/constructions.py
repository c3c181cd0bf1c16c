"""Where a module builds one of its classes: every `Cls(...)` call, when those are all the ways
it can be built. Kept apart from held.py so that module_index can ask it without an import cycle."""

from __future__ import annotations

from typing import TYPE_CHECKING

import libcst as cst

from jaxlint.analysis.classes import module_bases
from jaxlint.analysis.scopes import local_names
from jaxlint.analysis.walk import iter_tree

if TYPE_CHECKING:
    from jaxlint.analysis.module_index import FunctionInfo, ModuleIndex

_CONSTRUCTIONS: dict[int, tuple[cst.Module, dict[str, list | None]]] = {}


def construction_calls(index: ModuleIndex, name: str) -> list[tuple[cst.Call, FunctionInfo | None]] | None:
    """Every `Name(...)` call building the module's class `name`, with its scope (maybe none),
    when those are all the ways the module builds one: the class is not subclassed, bound to
    another name, passed as a value or built through `cls(...)`/`type(self)(...)` in its
    methods; its name is only ever called, tested with isinstance/issubclass, handed to
    `super(...)`, written in annotations, or spells one of its classmethods whose `cls(...)` calls
    are constructions too (_cls_calls). None otherwise."""
    module = index.module
    cached = _CONSTRUCTIONS.get(id(index))
    if cached is None or cached[0] is not module:
        cached = (module, {})
        _CONSTRUCTIONS[id(index)] = cached
    table = cached[1]
    if name not in table:
        table[name] = _construction_calls(index, name)
    return table[name]


def _construction_calls(index: ModuleIndex, name: str) -> list[tuple[cst.Call, FunctionInfo | None]] | None:
    node = index.classes.get(name)
    if node is None or index.module is None:
        return None
    allowed: set[int] = {id(node.name)}
    classmethods = {m.name for m in index.class_methods.get(id(node), {}).values() if m.is_classmethod}
    for found in iter_tree(index.module):
        kind = type(found)
        if kind is cst.Attribute and isinstance(found.value, cst.Name) and found.value.value == name \
                and found.attr.value in classmethods:
            allowed.add(id(found.value))  # `World.from_config(...)`: its `cls(...)` calls are read below
        if kind is cst.Call:
            allowed.add(id(found.func))
            if isinstance(found.func, cst.Name) and found.func.value == "super":
                allowed.update(id(a.value) for a in found.args[:1])
            if isinstance(found.func, cst.Name) and found.func.value in ("isinstance", "issubclass"):
                allowed.update(id(a.value) for a in found.args[1:])
                if len(found.args) > 1 and isinstance(found.args[1].value, cst.Tuple):
                    allowed.update(id(e.value) for e in found.args[1].value.elements)
            if isinstance(found.func, cst.Call) and isinstance(found.func.func, cst.Name) \
                    and found.func.func.value == "type":
                return None  # `type(self)(...)`: a construction of whatever class the object is
        elif kind is cst.Annotation:
            allowed.update(id(n) for n in iter_tree(found) if isinstance(n, cst.Name))
        elif kind is cst.Attribute and found.attr.value == "__class__":
            return None
        elif kind is cst.Name and found.value == name and id(found) not in allowed:
            return None  # subclassed, aliased, passed as a value (a factory may build it)
    built_by_cls: list[tuple[cst.Call, FunctionInfo | None]] = []
    for base in module_bases(index, node) or (node,):
        for method in index.class_methods.get(id(base), {}).values():
            if method.is_classmethod:
                calls = _cls_calls(method) if base is node else None
                if calls is None:
                    return None  # `cls(...)` may build it with anything
                built_by_cls += [(call, method) for call in calls]
    return [(call, scope) for call, scope in index.deferred_calls
            if isinstance(call.func, cst.Name) and call.func.value == name and not shadowed(name, scope)] + built_by_cls


def _cls_calls(method: FunctionInfo) -> list[cst.Call] | None:
    """The `cls(...)` calls of a classmethod of the class itself (`World.from_config` returning
    `cls(integrator, forces, ...)`): constructions of the class, which has no subclass in its module
    (another module's subclass calling it builds one of its own, with the same arguments); None when
    the method uses `cls` any other way (hands it on, rebinds it, reads an attribute of it) or
    defines a nested scope that may."""
    node = method.node
    params = node.params.params if isinstance(node, cst.FunctionDef) else ()
    if not params or method.parent is not None:
        return None
    first = params[0].name.value
    calls, callees = [], set()
    for found in iter_tree(node.body):
        if isinstance(found, (cst.FunctionDef, cst.Lambda, cst.ClassDef)):
            return None
        if isinstance(found, cst.Call) and isinstance(found.func, cst.Name) and found.func.value == first:
            calls.append(found)
            callees.add(id(found.func))
        elif isinstance(found, cst.Name) and found.value == first and id(found) not in callees:
            return None
    return calls


def shadowed(name: str, scope: FunctionInfo | None) -> bool:
    """`name` is bound locally in `scope` or a function around it (so not the module's class)."""
    while scope is not None:
        if name in local_names(scope.node):
            return True
        scope = scope.parent
    return False


def clear_cache() -> None:
    _CONSTRUCTIONS.clear()
