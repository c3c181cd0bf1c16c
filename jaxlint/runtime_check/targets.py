"""The traced entry points worth verifying in one module, found statically.

A target is something the worker can call from the module: a module-level `def` decorated
with a jit-like transform (`@jax.jit`, `@partial(jax.jit, static_argnames=...)`, `@jax.vmap`,
...), a module-level name bound by `g = jax.jit(f, ...)`, or a method of a module-level class
decorated the same way (called as `Class.method(self, ...)`, with `self` built from a call
site, the user's examples, or the constructor's signature). Nested functions and `lax` bodies
are not targets: they are verified through the targets that run them (see `units`). A
"plain" target is a module-level function or method without a transform, called as written.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import libcst as cst
from libcst.metadata import MetadataWrapper, PositionProvider

from jaxlint.analysis.api import ModuleIndex, TransformSpec, build_index, resolve_function_expr

_NOT_TRACING = ("grad", "pass")
JIT, PLAIN = "jit", "plain"


@dataclass
class Target:
    name: str  # as shown and as keyed: "f", "Model.apply"
    line: int  # where `name` is bound: the `def` line or the assignment
    span: tuple[int, int]  # lines of the def (decorators included) and of the binding
    function: cst.FunctionDef | cst.Lambda  # the Python function that is traced
    specs: list[TransformSpec]  # innermost first
    bound_positional: int = 0  # arguments fixed by functools.partial
    bound_keywords: tuple[str, ...] = ()
    extra_spans: list[tuple[int, int]] = field(default_factory=list)
    class_name: str | None = None  # a method of this module-level class (self is the first argument)
    kind: str = JIT

    @property
    def attr(self) -> list[str]:
        return self.name.split(".")

    @property
    def outer(self) -> TransformSpec | None:
        return self.specs[-1] if self.specs else None

    @property
    def def_name(self) -> str | None:
        return self.function.name.value if isinstance(self.function, cst.FunctionDef) else None

    @property
    def is_method(self) -> bool:
        return self.class_name is not None

    def jit_statics(self) -> tuple[list[int], list[str]] | None:
        """What `jax.jit` declares static when it is the outermost transform; None means the
        worker treats hashable non-array arguments as static (vmap, filter_jit, ...)."""
        spec = self.outer
        if spec is None or spec.name != "jax.jit" or not spec.statics_known:
            return None
        return list(spec.static_argnums), list(spec.static_argnames)

    def static_params(self) -> set[str]:
        """Parameter names any transform of this target declares static (`self` included)."""
        params = all_positional(self)
        names: set[str] = set()
        for spec in self.specs:
            names.update(spec.static_argnames)
            for i in spec.static_argnums:
                if -len(params) <= i < len(params):
                    names.add(params[i].name.value)
        return names

    def covers(self, lines: set[int]) -> bool:
        return any(lo <= n <= hi for lo, hi in [self.span, *self.extra_spans] for n in lines)


def all_positional(target: Target) -> list[cst.Param]:
    """Positional parameters the caller passes (self included; those bound by partial left out)."""
    p = target.function.params
    params = list(p.posonly_params) + list(p.params)
    return [x for x in params[target.bound_positional:] if x.name.value not in target.bound_keywords]


def positional_params(target: Target) -> list[cst.Param]:
    """The positional parameters that need example values (`self` of a method is made apart)."""
    params = all_positional(target)
    return params[1:] if target.is_method and params else params


def find_targets(module: cst.Module, extra_jit: frozenset[str] = frozenset(),
                 index: ModuleIndex | None = None) -> list[Target]:
    index = index or build_index(module, extra_jit)
    positions = MetadataWrapper(module, unsafe_skip_copy=True).resolve(PositionProvider)
    targets: dict[str, Target] = {}
    for name, info in index.module_functions.items():
        node = info.node
        if info.specs and any(s.kind not in _NOT_TRACING for s in info.specs):
            targets[name] = Target(name, positions[node.name].start.line, def_span(node, positions),
                                   node, list(info.specs))
    for stmt in module.body:
        found = _assigned_target(stmt, index, positions)
        if found is not None:
            targets[found.name] = found
        if isinstance(stmt, cst.ClassDef):
            for method in _traced_methods(stmt, index, positions):
                targets[method.name] = method
    return sorted(targets.values(), key=lambda t: t.line)


def plain_target(node: cst.FunctionDef, class_node: cst.ClassDef | None, positions, is_static: bool) -> Target:
    """A function or method with no transform of its own, called as written."""
    name = f"{class_node.name.value}.{node.name.value}" if class_node is not None else node.name.value
    return Target(name, positions[node.name].start.line, def_span(node, positions), node, [],
                  class_name=class_node.name.value if class_node is not None and not is_static else None,
                  kind=PLAIN)


def _traced_methods(cls: cst.ClassDef, index: ModuleIndex, positions) -> list[Target]:
    out = []
    for info in index.class_methods.get(id(cls), {}).values():
        node = info.node
        if not info.specs or all(s.kind in _NOT_TRACING for s in info.specs) or _is_classmethod(node):
            continue
        out.append(Target(f"{cls.name.value}.{node.name.value}", positions[node.name].start.line,
                          def_span(node, positions), node, list(info.specs),
                          class_name=None if info.is_staticmethod else cls.name.value))
    return out


def _is_classmethod(node: cst.FunctionDef) -> bool:
    return any(isinstance(d.decorator, cst.Name) and d.decorator.value == "classmethod" for d in node.decorators)


def def_span(node: cst.FunctionDef | cst.Lambda, positions) -> tuple[int, int]:
    first = node.decorators[0] if isinstance(node, cst.FunctionDef) and node.decorators else node
    return positions[first].start.line, positions[node].end.line


def _assigned_target(stmt, index: ModuleIndex, positions) -> Target | None:
    """`g = jax.jit(f, ...)`, `g = partial(jax.jit, ...)(f)`, `g = jax.jit(jax.vmap(f))`."""
    if not (isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1):
        return None
    assign = stmt.body[0]
    if not (isinstance(assign, cst.Assign) and len(assign.targets) == 1
            and isinstance(assign.targets[0].target, cst.Name) and isinstance(assign.value, cst.Call)):
        return None
    call = assign.value
    wrapped = index.resolver.spec_from_call(call)
    if wrapped is None and isinstance(call.func, cst.Call) and call.args and call.args[0].keyword is None:
        spec = index.resolver.spec_from_decorator(call.func)
        wrapped = (spec, call.args[0].value) if spec is not None else None
    if wrapped is None or wrapped[0].kind in _NOT_TRACING:
        return None
    spec, inner = wrapped
    found = resolve_function_expr(index, inner, None)
    if found is None:
        return None
    specs = found.specs + [spec]
    line = positions[stmt].start.line
    target = Target(assign.targets[0].target.value, line, (line, positions[stmt].end.line), found.info.node,
                    specs, found.bound, found.bound_keywords)
    target.extra_spans.append(def_span(found.info.node, positions))
    return target
