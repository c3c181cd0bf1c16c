"""What a name at a call site refers to: a def, a jitted callable or a class, in this module or
in another module of the project.

Module rules that look at a call (is `step` jitted with static arguments? is `Config` a
non-frozen dataclass?) need the definition, wherever it is. Names are followed through the
linted function's own assignments (`step = jax.jit(train_step, ...)` in `main()`), methods
called through `self` in their own class, module globals, and imports into other project modules (relative or under the project's roots, re-exports
through a package's `__init__` included), which are parsed and indexed but not analysed. When a
name is bound more than one way, or to anything else, the answer is None.
"""

from __future__ import annotations

from dataclasses import dataclass

import libcst as cst

from jaxlint.analysis import facts
from jaxlint.analysis.flow import flow_of
from jaxlint.analysis.imports import dotted_name
from jaxlint.analysis.module_index import FunctionInfo, ModuleIndex, Resolved, resolve_function_expr
from jaxlint.analysis.scopes import assigned_names, local_names, scope_info

MAX_HOPS = 4  # imports followed from one name (re-exports through packages)


@dataclass(frozen=True)
class Place:
    """A module of the project: the linted one (`path` None) or another one."""

    index: ModuleIndex
    path: str | None = None


@dataclass(frozen=True)
class Definition:
    name: str
    place: Place
    function: Resolved | None = None  # a def, with the transforms and partial() applied to it
    cls: cst.ClassDef | None = None
    bound_self: bool = False  # `self.method`: the instance is the first argument


class Unresolved:
    """The answer of an offline lookup that would have to read another module."""


FOREIGN = Unresolved()


class Definitions:
    """Resolves names of the linted module. `offline=True` never reads another module: where
    it would have to, it answers FOREIGN (cheap first looks before the real question)."""

    def __init__(self, index: ModuleIndex, project=None, offline: bool = False) -> None:
        self.home = Place(index)
        self.project = project
        self.offline = offline

    def of_expr(self, expr: cst.BaseExpression, scope: FunctionInfo | None,
                place: Place | None = None) -> Definition | Unresolved | None:
        """`f`, `model.step`, `jax.jit(f, ...)`, `partial(f, ...)` at a point of a module."""
        place = place or self.home
        if isinstance(expr, cst.Name):
            return self.of_name(expr.value, scope, place)
        if isinstance(expr, cst.Attribute):
            method = _own_method(place, expr, scope)
            if method is not None:
                return method
            dotted = dotted_name(expr)
            if dotted is None or bound_locally(dotted.split(".", 1)[0], scope):
                return None
            qual = place.index.imports.resolve(dotted)
            return self.qualified(qual, place) if qual is not None else None
        if isinstance(expr, cst.Call):
            found = resolve_function_expr(place.index, expr, scope)
            return Definition("<call>", place, function=found) if found is not None else None
        return None

    def of_name(self, name: str, scope: FunctionInfo | None, place: Place | None = None):
        place = place or self.home
        while scope is not None:
            if name in local_names(scope.node):
                return self._local(name, scope, place)
            scope = scope.parent
        return self.module_level(name, place, 0)

    def _local(self, name: str, scope: FunctionInfo, place: Place) -> Definition | None:
        if name in scope_info(scope.node).params:
            return None
        if name in scope.nested and name not in assigned_names(scope.node):
            info = scope.nested[name]
            return Definition(name, place, function=Resolved(info, list(info.specs)))
        values = flow_of(scope.node).assigned_values(name)
        return self._assigned(name, values, scope, place)

    def _assigned(self, name: str, values, scope: FunctionInfo | None, place: Place) -> Definition | None:
        """A name bound only to wrapped functions (`step = jax.jit(f, static_argnums=1)`),
        all the same one."""
        found = [resolve_function_expr(place.index, v, scope) if isinstance(v, cst.Call) else None for v in values]
        if not found or any(f is None for f in found):
            return None
        first = found[0]
        if any(f.info is not first.info or f.specs[-1:] != first.specs[-1:] or f.bound != first.bound
               or f.bound_keywords != first.bound_keywords for f in found[1:]):
            return None
        return Definition(name, place, function=first)

    def module_level(self, name: str, place: Place, hops: int):
        index = place.index
        if name in index.reassigned_globals:
            return None
        if name in index.module_assignments:
            if name in index.module_functions or name in index.classes or name in index.imports.top_level:
                return self._rewrapped(name, place)
            return self._assigned(name, flow_of(index.module).assigned_values(name), None, place)
        if name in index.module_functions:
            if name in index.classes or name in index.imports.top_level:
                return None
            info = index.module_functions[name]
            return Definition(name, place, function=Resolved(info, list(info.specs)))
        if name in index.classes:
            return Definition(name, place, cls=index.classes[name]) if name not in index.imports.top_level else None
        target = index.imports.top_level.get(name)
        if target is not None and hops < MAX_HOPS:
            return self.qualified(facts.canonical(target), place, hops + 1)
        return None

    def _rewrapped(self, name: str, place: Place) -> Definition | None:
        """`step = jax.jit(step, ...)` after `def step`: the def with every wrapper applied."""
        index = place.index
        if name not in index.module_functions or name in index.classes or name in index.imports.top_level:
            return None
        values = index.module_assignments[name]
        if len(values) != 1 or not isinstance(values[0], cst.Call):
            return None
        found = resolve_function_expr(index, values[0], None)
        return Definition(name, place, function=found) if found is not None else None

    def qualified(self, qual: str, place: Place, hops: int = 0):
        """A dotted name another module of the project defines (`pkg.model.step`)."""
        if self.project is None or qual.startswith(facts.LIBRARY_ROOTS) or "." not in qual.lstrip("."):
            return None
        module, _, name = qual.rpartition(".")
        if not module.strip("."):
            return None
        if self.offline:
            return FOREIGN
        loaded = self.project.module_named(module, place.path)
        if loaded is None:
            return None
        return self.module_level(name, Place(loaded.index, loaded.path), hops)


def bound_locally(name: str, scope: FunctionInfo | None) -> bool:
    """The name is a local variable of the function or of one enclosing it."""
    while scope is not None:
        if name in local_names(scope.node):
            return True
        scope = scope.parent
    return False


def _own_method(place: Place, expr: cst.Attribute, scope: FunctionInfo | None) -> Definition | None:
    """`self.apply` inside a method: the method `apply` of the same class, called bound."""
    if scope is None or not scope.is_method or not isinstance(expr.value, cst.Name):
        return None
    params = list(scope.node.params.posonly_params) + list(scope.node.params.params)
    if not params or params[0].name.value != expr.value.value or expr.value.value in assigned_names(scope.node):
        return None
    if any(_decorator_name(d.decorator) == "classmethod" for d in scope.node.decorators):
        return None
    target = place.index.class_methods.get(id(scope.class_node), {}).get(expr.attr.value)
    if target is None or any(_decorator_name(d.decorator) in ("classmethod", "property")
                             for d in target.node.decorators):
        return None
    return Definition(expr.attr.value, place, function=Resolved(target, list(target.specs)),
                      bound_self=not target.is_staticmethod)


def _decorator_name(expr: cst.BaseExpression) -> str | None:
    dotted = dotted_name(expr)
    return dotted.rsplit(".", 1)[-1] if dotted else None
