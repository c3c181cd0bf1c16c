"""An attribute a jitted method with a static `self` reads, reassigned later (JAX303) -> pass it
as an argument, read from `self` on every call:

    @partial(jax.jit, static_argnums=0)          @partial(jax.jit, static_argnums=0)
    def step(self, u):                           def _step(self, u, dt):
        return u + self.dt * u           ->          return u + dt * u

                                             def step(self, u):
                                                 return self._step(u, self.dt)

With `self` static, jit's cache keys on the object: after `solver.dt = 0.005` the same object
still hits the cache and the compiled code keeps the old value. The method under its old name
now reads the attribute on each call and hands it to the jitted one as a traced argument, so every
caller, seen or not, keeps calling `solver.step(u)` and gets the current value (the compiled
code is reused while its shape and dtype stay the same). Defining `__hash__`/`__eq__` from the
attribute instead is no fix: jit's cache keeps the mutated object itself as a key.

Only for a method of a module-level class whose one decorator is the `jax.jit` tracing it, with
plain positional parameters, where every read of the attribute is array math (an operand of
arithmetic, an argument of a jnp call): a value used as a shape, a flag or an object would not
survive being traced. Unsafe: the method is no longer the jitted function (`.lower(...)` is gone),
and the value is traced, so a Python float is computed as a weakly typed array.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.diagnostics import Applicability
from jaxlint.fixers.blocks import fresh_name, indent_unit
from jaxlint.fixers.conversions import array_math_use
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.fixers.global_argument import _all_names, _all_nodes, _bound
from jaxlint.fixers.tree import parent_map


def self_argument_fix(ctx, node: cst.Attribute) -> PendingFix | None:
    """`node` is the stale read `self.attr` in the method ctx traces."""
    if not isinstance(node.value, cst.Name):
        return None
    method = _jitted_method(ctx)
    if method is None:
        return None
    function, klass = method
    me, attr = node.value.value, node.attr.value
    params = function.params.params
    if params[0].name.value != me:
        return None
    reads = [n for n in _all_nodes(function.body) if isinstance(n, cst.Attribute) and isinstance(n.value, cst.Name)
             and n.value.value == me and n.attr.value == attr]
    parents = parent_map(function)
    if not reads or any(_bound(function, n) for n in reads) or _rebinds(function, me):
        return None
    if not all(array_math_use(ctx, parents, read) for read in reads):
        return None
    taken = {p.name.value for p in params} | {n.value for n in _all_names(function)}
    parameter = fresh_name(attr.lstrip("_") or "value", taken)
    members = _class_members(klass) | {n.attr.value for n in _all_nodes(ctx.module.node)
                                       if isinstance(n, cst.Attribute)}
    inner = fresh_name(f"_{function.name.value.lstrip('_')}", members)
    unit = indent_unit(ctx.module.node)
    arguments = ", ".join([p.name.value for p in params[1:]] + [f"{me}.{attr}"])
    wrapper = (f"\n{unit}def {function.name.value}({code(function.params).strip()}):\n"
               f"{unit * 2}return {me}.{inner}({arguments})\n")
    last = params[-1]
    edits = [NodeEdit(function.name, inner),
             NodeEdit(last.name, f"{last.name.value}, {parameter}"),
             *(NodeEdit(read, parameter) for read in reads),
             NodeEdit(function, wrapper, mode="line_after")]
    return PendingFix(f"Pass '{me}.{attr}' as an argument: '{function.name.value}' reads it on each call and calls "
                      f"the jitted '{inner}' (unsafe: the value is traced, and the method is no longer the jitted "
                      f"function)", edits, Applicability.UNSAFE)


def _jitted_method(ctx) -> tuple[cst.FunctionDef, cst.ClassDef] | None:
    """The method being traced and its class, when its only decorator is the `jax.jit` tracing
    it (static `self`), its class is defined at module level, and its parameters are plain
    positional ones without defaults, `self` and at least one more."""
    view = ctx.function
    function = view.node
    spec = ctx.transform
    if not isinstance(function, cst.FunctionDef) or not view.is_method or view.parent is not None:
        return None
    if spec is None or spec.name != "jax.jit" or spec.wrapper is not None or 0 not in spec.static_argnums:
        return None
    if len(function.decorators) != 1 or function.decorators[0].decorator is not ctx.transform_node:
        return None
    params = function.params
    if (params.posonly_params or params.kwonly_params or not isinstance(params.star_arg, cst.MaybeSentinel)
            or params.star_kwarg is not None or len(params.params) < 2
            or any(p.default is not None for p in params.params)):
        return None
    parents = parent_map(ctx.module.node)
    block = parents.get(id(function))
    klass = parents.get(id(block))
    if not isinstance(klass, cst.ClassDef) or parents.get(id(klass)) is not ctx.module.node:
        return None
    return function, klass


def _class_members(klass: cst.ClassDef) -> set[str]:
    """Names the class body binds (defs, classes, assignments)."""
    names = set()
    for stmt in klass.body.body:
        if isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
            names.add(stmt.name.value)
        elif isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                targets = [t.target for t in getattr(small, "targets", ())] + (
                    [small.target] if isinstance(small, (cst.AnnAssign, cst.AugAssign)) else [])
                names |= {t.value for t in targets if isinstance(t, cst.Name)}
    return names


def _rebinds(function: cst.FunctionDef, name: str) -> bool:
    """The method assigns `self` itself somewhere."""
    return any(isinstance(n, cst.Name) and n.value == name and _bound(function, n) for n in _all_nodes(function.body))
