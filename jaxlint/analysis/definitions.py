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

import sys
from dataclasses import dataclass

import libcst as cst

from jaxlint.analysis import facts
from jaxlint.analysis.flow import flow_of
from jaxlint.analysis.imports import dotted_name
from jaxlint.analysis.module_index import FunctionInfo, ModuleIndex, Resolved, resolve_function_expr, rewrapped_in
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
    bound_inside: bool = False  # `jax.jit(agent.act)`: the instance is bound in the callable, not passed


class Unresolved:
    """The answer of an offline lookup that would have to read another module."""


FOREIGN = Unresolved()


class Definitions:
    """Resolves names of the linted module. `offline=True` never parses another module: where
    it would have to, it answers FOREIGN (cheap first looks before the real question);
    `jitted_only=True` also reads the other module's text and answers None when it cannot
    define a function jitted with static arguments."""

    def __init__(self, index: ModuleIndex, project=None, offline: bool = False, jitted_only: bool = False) -> None:
        self.home = Place(index)
        self.project = project
        self.offline = offline
        self.jitted_only = jitted_only  # offline: FOREIGN only where a jitted function may be defined
        self._unwrapping: set[int] = set()  # ids of the wrapper calls being followed (`op = jax.vmap(op)`)

    def of_expr(self, expr: cst.BaseExpression, scope: FunctionInfo | None,
                place: Place | None = None) -> Definition | Unresolved | None:
        """`f`, `model.step`, `jax.jit(f, ...)`, `partial(f, ...)` at a point of a module."""
        place = place or self.home
        if isinstance(expr, cst.Name):
            return self.of_name(expr.value, scope, place)
        if isinstance(expr, cst.Attribute):
            method = _own_method(place, expr, scope) or _instance_method(place, expr, scope)
            if method is not None:
                return method
            held = _held_transform(place, expr, scope)
            if held is not None:
                return self.of_expr(held.value, held.method, place)
            dotted = dotted_name(expr)
            if dotted is None or _local_here(place, dotted.split(".", 1)[0], scope):
                return None
            qual = place.index.imports.resolve(dotted)
            return self.qualified(qual, place) if qual is not None else None
        if isinstance(expr, cst.Call):
            found = self._wrapper_call(expr, scope, place)
            if found is FOREIGN:
                return FOREIGN
            return Definition("<call>", place, function=found,
                              bound_inside=found.self_bound) if found is not None else None
        return None

    def _wrapper_call(self, call: cst.Call, scope: FunctionInfo | None, place: Place) -> Resolved | Unresolved | None:
        """What a transform's call wraps: a def of the module, or a name bound elsewhere; a
        method of an instance (`jax.jit(agent.act)`) is called bound."""
        wrapped = place.index.resolver.spec_from_call(call)
        if wrapped is not None and isinstance(wrapped[1], cst.Attribute) and isinstance(wrapped[1].value, cst.Name):
            method = self._bound_method(wrapped[1], scope, place)
            if method is FOREIGN:
                return FOREIGN
            if method is not None:
                return Resolved(method.function.info, [wrapped[0]], self_bound=True)
        if wrapped is not None and isinstance(wrapped[1], cst.Call):
            inner = self._wrapper_call(wrapped[1], scope, place)  # `jax.jit(jax.vmap(network.apply))`
            if inner is FOREIGN:
                return FOREIGN
            if isinstance(inner, Resolved) and inner.self_bound and not inner.bound and not inner.bound_keywords:
                return Resolved(inner.info, inner.specs + [wrapped[0]], self_bound=True)
        found = resolve_function_expr(place.index, call, scope)
        if (found is not None and wrapped is not None and found.bound == 1 and not found.bound_keywords
                and not found.constructs and found.info is not None and found.info.is_method
                and found.info.name == "__call__"):  # `jax.jit(ODEResidual(f))`: the instance is bound inside
            return Resolved(found.info, found.specs, self_bound=True)
        return found if found is not None else self._wrapped_name(call, scope, place)

    def _wrapped_name(self, call: cst.Call, scope: FunctionInfo | None, place: Place) -> Resolved | Unresolved | None:
        """`jax.make_jaxpr(jit_func)` where `jit_func = jax.jit(f, static_argnames=...)`: f with
        both transforms, the outer one last; also `jax.jit(f, static_argnames=...)` with `f`
        imported from another module (the transform here decides what is static, so an offline
        look only asks whether that module exists)."""
        wrapped = place.index.resolver.spec_from_call(call)
        if wrapped is None or not isinstance(wrapped[1], (cst.Name, cst.Attribute)):
            return None
        spec, target = wrapped
        if id(call) in self._unwrapping:
            return None  # `op = jax.vmap(op, ...)`: the name it wraps is this binding again
        looker = Definitions(place.index, self.project, offline=True) if self.jitted_only else self
        self._unwrapping.add(id(call))
        try:
            if isinstance(target, cst.Name):
                inner = looker.of_name(target.value, scope, place)
            else:
                inner = looker._module_attribute(target, scope, place) or looker._bound_method(target, scope, place)
        finally:
            self._unwrapping.discard(id(call))
        if inner is FOREIGN:
            return FOREIGN
        if not isinstance(inner, Definition) or inner.function is None or inner.function.info is None:
            return None
        found = inner.function
        return Resolved(found.info, found.specs + [spec], found.bound, found.bound_keywords,
                        self_bound=inner.bound_self and not found.specs)

    def _bound_method(self, expr: cst.Attribute, scope: FunctionInfo | None, place: Place,
                      ) -> Definition | Unresolved | None:
        """`agent.act` where `agent` is bound once (in the enclosing functions or at the module's
        top level) to `Agent(...)`, a class of this module or of another project module, and `act`
        a plain method of it or of a project base (nearest first): that method, called bound, so
        a transform of it (`jax.jit(agent.act)`) traces the arguments after `self`."""
        if not isinstance(expr.value, cst.Name):
            return None
        values, scope = _bindings_seen(place.index, expr.value.value, scope)
        if not values or len(values) != 1 or not isinstance(values[0], cst.Call) \
                or not isinstance(values[0].func, (cst.Name, cst.Attribute)):
            return None
        return self._method_in_class(values[0].func, expr.attr.value, scope, place, 0)

    def _method_in_class(self, spelled: cst.BaseExpression, attr: str, scope: FunctionInfo | None, place: Place,
                         depth: int) -> Definition | Unresolved | None:
        if depth > MAX_HOPS:
            return None
        found = self.of_expr(spelled, scope, place)
        if found is FOREIGN:
            return FOREIGN
        if not isinstance(found, Definition) or found.cls is None:
            return None
        there, node = found.place, found.cls
        method = there.index.class_methods.get(id(node), {}).get(attr)
        if method is not None:
            if method.specs or method.is_staticmethod or not method.is_method or any(
                    _decorator_name(d.decorator) in ("classmethod", "property") for d in method.node.decorators):
                return None
            return Definition(attr, there, function=Resolved(method, []), bound_self=True)
        if any(isinstance(s, cst.SimpleStatementLine) and any(
                isinstance(t, (cst.Assign, cst.AnnAssign)) for t in s.body) for s in node.body.body):
            return None  # a class attribute may bind the name: not followed
        for base in node.bases:
            if base.keyword is not None or base.star:
                return None
            inherited = self._method_in_class(base.value, attr, None, there, depth + 1)
            if inherited is not None:
                return inherited
        return None

    def _module_attribute(self, expr: cst.Attribute, scope: FunctionInfo | None,
                          place: Place) -> Definition | Unresolved | None:
        """`model.forward` (`pkg.model.forward`) where the head is an imported project module,
        not a local object: the function that module binds to the name."""
        dotted = dotted_name(expr)
        if dotted is None or _local_here(place, dotted.split(".", 1)[0], scope):
            return None
        qual = place.index.imports.resolve(dotted)
        return self.qualified(qual, place) if qual is not None else None

    def of_name(self, name: str, scope: FunctionInfo | None, place: Place | None = None):
        place = place or self.home
        if name not in place.index.function_bound:  # no function binds it: no scope to ask
            scope = None
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
        if name not in assigned_names(scope.node) or id(scope) not in wrapping_functions(place.index):
            return None  # no `name = jax.jit(...)` can be there: spare the flow view
        values = flow_of(scope.node).assigned_values(name)
        if name in scope.nested and rewrapped_in(place.index, scope, name):
            values = [v for v in values if v is not None]  # `run = jax.jit(run, ...)`: the def is rewrapped
        return self._assigned(name, values, scope, place)

    def _assigned(self, name: str, values, scope: FunctionInfo | None, place: Place) -> Definition | Unresolved | None:
        """A name bound only to wrapped functions (`step = jax.jit(f, static_argnums=1)`),
        all the same one."""
        found = [self._wrapper_call(v, scope, place) if isinstance(v, cst.Call) else None for v in values]
        if any(f is FOREIGN for f in found):
            return FOREIGN
        if not found or any(f is None for f in found):
            return None
        first = found[0]
        if any(f.info is not first.info or f.specs[-1:] != first.specs[-1:] or f.bound != first.bound
               or f.bound_keywords != first.bound_keywords or f.self_bound != first.self_bound for f in found[1:]):
            return None
        return Definition(name, place, function=first, bound_inside=first.self_bound)

    def module_level(self, name: str, place: Place, hops: int):
        index = place.index
        if name in index.reassigned_globals:
            return None
        if name in index.module_assignments:
            if name in index.module_functions or name in index.classes or name in index.imports.top_level:
                return self._rewrapped(name, place)
            if not all(isinstance(v, cst.Call) for v in index.module_assignments[name]):
                return None
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

    def module_global(self, qual: str, place: Place) -> tuple[Place, str] | Unresolved | None:
        """(the module, the name there) of `pkg.config.CONFIG` when `pkg.config` is another
        module of the project (whatever binds the name there); FOREIGN offline."""
        return self._module_of(qual, place, jitted_only=False)

    def qualified(self, qual: str, place: Place, hops: int = 0):
        """A dotted name another module of the project defines (`pkg.model.step`)."""
        found = self._module_of(qual, place, self.jitted_only)
        if not isinstance(found, tuple):
            return found
        there, name = found
        return self.module_level(name, there, hops)

    def _module_of(self, qual: str, place: Place, jitted_only: bool) -> tuple[Place, str] | Unresolved | None:
        if self.project is None or is_library(qual) or "." not in qual.lstrip("."):
            return None
        module, _, name = qual.rpartition(".")
        if not module.strip("."):
            return None
        if self.offline:
            if jitted_only:
                return FOREIGN if self.project.may_define_jitted(module, name, place.path) else None
            return FOREIGN if self.project.has_module(module, place.path) else None
        loaded = self.project.module_named(module, place.path)
        return (Place(loaded.index, loaded.path), name) if loaded is not None else None


@dataclass(frozen=True)
class _Wrapping:
    functions: frozenset[int]  # ids of the FunctionInfos that apply a transform to a def (any module's) themselves
    hashing: bool  # the module applies a transform that hashes static arguments (jax.jit(static_...))
    imports_project: bool  # it imports something that may be another module of the project


_WRAPPING: dict[int, tuple[ModuleIndex, _Wrapping]] = {}


def _wrapping(index: ModuleIndex) -> _Wrapping:
    cached = _WRAPPING.get(id(index))
    if cached is not None and cached[0] is index:
        return cached[1]
    # Entry points are every transform applied to a def of the module (decorators and calls);
    # foreign entries those applied here to another project module's (`jax.jit(model.forward,
    # static_argnames=...)` bound to a local name in a driver's `main`).
    specs = [spec for entry in [*index.entry_points, *index.foreign_entries] for spec in entry.specs]
    wrapper_calls = {id(spec.node) for spec in specs if isinstance(spec.node, cst.Call)}
    functions = frozenset(id(func) for call, func in index.deferred_calls
                          if func is not None and id(call) in wrapper_calls)
    hashing = any(_hashes(spec) for spec in specs)
    imports_project = any(not is_library(target) for target in index.imports.aliases.values())
    found = _Wrapping(functions, hashing, imports_project)
    _WRAPPING[id(index)] = (index, found)
    return found


def _hashes(spec) -> bool:
    known = facts.lookup(facts.canonical(spec.name))
    return known is not None and known.hashes_statics is not None


def wrapping_functions(index: ModuleIndex) -> frozenset[int]:
    """ids of the functions (FunctionInfo) of a module that apply a transform to a def
    themselves: the only ones where a local name can be bound to a jitted function."""
    return _wrapping(index).functions


def may_reach_hashing_jit(index: ModuleIndex) -> bool:
    """Whether any call of the module can reach a function jitted with hashed static
    arguments: one is made here, or something is imported from what may be the project."""
    found = _wrapping(index)
    return found.hashing or found.imports_project


def is_library(qualified: str) -> bool:
    """A name of JAX, a known library or the standard library: never a project module."""
    head = qualified.split(".", 1)[0]
    return bool(head) and (head + "." in facts.LIBRARY_ROOTS or head in sys.stdlib_module_names)


def clear_cache() -> None:
    _WRAPPING.clear()


def bound_locally(name: str, scope: FunctionInfo | None) -> bool:
    """The name is a local variable of the function or of one enclosing it."""
    while scope is not None:
        if name in local_names(scope.node):
            return True
        scope = scope.parent
    return False


def _local_here(place: Place, name: str, scope: FunctionInfo | None) -> bool:
    """`bound_locally`, answered from the index's names bound in any function when it can."""
    return name in place.index.function_bound and bound_locally(name, scope)


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


def _held_transform(place: Place, expr: cst.Attribute, scope: FunctionInfo | None):
    """`self.op` in a method where the class binds `self.op` once, in `__init__`, to a transform's
    call (`self.op = jax.jit(information_op)`): that binding (its value read in `__init__`)."""
    from jaxlint.analysis.classes import bindings_of, class_info

    if scope is None or not scope.is_method or scope.class_node is None or not isinstance(expr.value, cst.Name):
        return None
    params = list(scope.node.params.posonly_params) + list(scope.node.params.params)
    if not params or params[0].name.value != expr.value.value or expr.value.value in assigned_names(scope.node):
        return None
    bindings = bindings_of(class_info(place.index, scope.class_node), expr.attr.value)
    if len(bindings) != 1 or bindings[0].operator is not None or not isinstance(bindings[0].value, cst.Call) \
            or bindings[0].method.name != "__init__" \
            or place.index.resolver.spec_from_call(bindings[0].value) is None:
        return None
    return bindings[0]


def _bindings_seen(index, name: str, scope: FunctionInfo | None) -> tuple[list | None, FunctionInfo | None]:
    """The values of every binding of `name` as code in `scope` reads it, with the def binding it:
    the nearest enclosing def that binds it (None for a parameter there: what callers choose), else
    the module's top level (None when rebound through `global`, or imported)."""
    while scope is not None:
        if name in local_names(scope.node):
            if name in scope_info(scope.node).params:
                return None, scope
            return flow_of(scope.node).assigned_values(name), scope
        scope = scope.parent
    if name in index.reassigned_globals or name in index.imports.top_level:
        return None, None
    return index.module_assignments.get(name), None


def _instance_method(place: Place, expr: cst.Attribute, scope: FunctionInfo | None) -> Definition | None:
    """`model.energy` where `model` is bound once, to `Model(...)` of a class of this module (at
    the module's top level, or in the enclosing function), and `energy` is a method of that class
    under a transform (`@partial(jax.jit, static_argnums=0)`): the method, called bound. A
    rebinding by this very call (`world = world.step(dt)`) is not counted: the call first runs
    on the object bound before it."""
    index = place.index
    if expr.attr.value not in _transformed_methods(index):  # the one answer `_method_of_instance` can give
        return None
    if isinstance(expr.value, cst.Call):  # `Model(2.0).energy(x)`: built right there
        return _method_of_instance(index, place, expr.value, expr.attr.value)
    if not isinstance(expr.value, cst.Name):
        return None
    values, owner = _bindings_seen(index, expr.value.value, scope)
    if values is None and owner is not None:  # a parameter: what every caller of its def passes there
        return _method_of_passed_instances(index, place, owner, expr)
    if values:  # `world = world.step(dt)` in a loop: what this very call returns is read only after it ran
        values = [v for v in values if not (isinstance(v, cst.Call) and v.func is expr)]
    if not values or len(values) != 1 or not isinstance(values[0], cst.Call):
        return None
    return _method_of_instance(index, place, values[0], expr.attr.value)


def _method_of_passed_instances(index, place: Place, owner: FunctionInfo, expr: cst.Attribute) -> Definition | None:
    """`layer.apply` in `def forward(layer, x)`, a module-level def only ever called by name, every
    call of which passes an instance of one class of this module there (`forward(SignedLayer(2.0), x)`,
    or a name bound once to such a construction): the transformed method of that class, called bound."""
    from jaxlint.analysis.module_index import caller_arguments

    passed = caller_arguments(index, owner, expr.value.value)
    built: list[cst.Call] = []
    for value, where in passed or ():
        if isinstance(value, cst.Name):
            values, _ = _bindings_seen(index, value.value, where)
            value = values[0] if values and len(values) == 1 else None
        if not (isinstance(value, cst.Call) and isinstance(value.func, cst.Name)):
            return None
        built.append(value)
    if not built or len({b.func.value for b in built}) != 1:
        return None
    return _method_of_instance(index, place, built[0], expr.attr.value)


def _transformed_methods(index: ModuleIndex) -> frozenset[str]:
    """The names of the module's class methods under a transform: only those can `_instance_method`
    find, which three rules ask of every attribute call (its bindings and callers are walks).
    Once per index (its specs are fixed when it is built)."""
    found = index.transformed_methods
    if found is None:
        found = index.transformed_methods = frozenset(
            attr for methods in index.class_methods.values() for attr, info in methods.items() if info.specs)
    return found


def _method_of_instance(index, place: Place, built: cst.Call, attr: str) -> Definition | None:
    """The transformed method `attr` of the instance `built` (`Model(...)`, a class of this module)."""
    func = built.func
    if not isinstance(func, cst.Name) or func.value not in index.classes or func.value in index.imports.top_level:
        return None
    target = index.class_methods.get(id(index.classes[func.value]), {}).get(attr)
    if target is None or not target.specs or target.is_staticmethod or any(
            _decorator_name(d.decorator) in ("classmethod", "property") for d in target.node.decorators):
        return None
    return Definition(attr, place, function=Resolved(target, list(target.specs)), bound_self=True)


def _decorator_name(expr: cst.BaseExpression) -> str | None:
    dotted = dotted_name(expr)
    return dotted.rsplit(".", 1)[-1] if dotted else None
