"""Python scalars handed to a parameter that `jax.vmap` or `jax.pmap` maps along an axis.

`jax.vmap(f)(x, 2.0)` and `update_fn(params, batch, step)` under `@jax.pmap`, `step` a loop
counter of `range(...)`: the transform maps every positional argument along axis 0 unless
`in_axes` says None there (or, for pmap, `static_broadcasted_argnums` names it), and a Python
int, float or bool has no axis: ValueError at the call ("requested to map its argument along
axis 0, which implies that its rank should be at least 1"; pmap's sharding check, measured on
JAX 0.10.2). A `jax.jit` around the mapping transform hands the scalar on unchanged (a rank-0
tracer), so it fails the same way.

Only values the text decides are scalars are judged: a number or bool literal, a name every
binding of which is one, the counter of a `for` over `range(...)`, and `len(...)`, `int(...)`,
`float(...)` of the builtins. Only positional arguments are judged, against a literal `in_axes`
(an int, or a tuple or list of ints and None).
"""

from __future__ import annotations

from dataclasses import dataclass

import libcst as cst

from jaxlint.analysis import facts
from jaxlint.analysis.definitions import Definition
from jaxlint.analysis.flow import flow_of
from jaxlint.analysis.module_index import FunctionInfo, ModuleIndex
from jaxlint.analysis.scopes import binding_scope

_MAPPING = frozenset({"jax.vmap", "jax.pmap"})
_SCALAR_BUILTINS = frozenset({"len", "int", "float"})


@dataclass(frozen=True)
class MappedScalar:
    arg: cst.Arg
    parameter: str
    function: str
    transform: str  # "jax.vmap", "jax.pmap"
    what: str  # "a Python int"


def mapped_scalars(call: cst.Call, found: Definition | None, index: ModuleIndex,
                   scope: FunctionInfo | None) -> list[MappedScalar]:
    """The positional arguments of `call` (a call of a vmapped or pmapped function of the
    project) that are Python scalars landing on a mapped parameter."""
    resolved = found.function if isinstance(found, Definition) else None
    if resolved is None or not resolved.specs or resolved.bound or resolved.bound_keywords \
            or found.bound_self or found.bound_inside or any(a.star for a in call.args):
        return []
    specs = list(resolved.specs)
    mapping = next((i for i in range(len(specs) - 1, -1, -1) if facts.canonical(specs[i].name) in _MAPPING), None)
    if mapping is None or any(facts.canonical(s.name) != "jax.jit" for s in specs[mapping + 1:]):
        return []
    spec = specs[mapping]
    node = resolved.info.node
    if not isinstance(node, (cst.FunctionDef, cst.Lambda)) or not spec.statics_known:
        return []
    transform = facts.canonical(spec.name)
    params = [p.name.value for p in (*node.params.posonly_params, *node.params.params)]
    positional = [a for a in call.args if a.keyword is None]
    out = []
    for i, arg in enumerate(positional):
        if i >= len(params) or (transform == "jax.pmap" and i in spec.static_argnums):
            break
        if _axis(spec.in_axes, i, len(positional)) is None:
            continue
        what = _scalar(arg.value, index, scope)
        if what is not None:
            name = found.name if found.name != "<call>" else resolved.info.name
            out.append(MappedScalar(arg, params[i], name, transform, what))
    return out


def passes_a_scalar(call: cst.Call, index: ModuleIndex, scope: FunctionInfo | None) -> bool:
    """A positional argument of `call` is a Python scalar on every path, decided in this module
    alone: only then is another module read to see whether the callee is mapped."""
    return any(a.keyword is None and not a.star and _scalar(a.value, index, scope) is not None for a in call.args)


def _axis(in_axes: object, position: int, count: int) -> int | None:
    """The axis the transform maps the argument at `position` along; None when it is not
    mapped or `in_axes` is not a literal the text decides."""
    if isinstance(in_axes, bool):
        return None
    if isinstance(in_axes, int):
        return in_axes
    if isinstance(in_axes, (tuple, list)) and len(in_axes) == count:
        axis = in_axes[position]
        return axis if isinstance(axis, int) and not isinstance(axis, bool) else None
    return None


def _scalar(expr: cst.BaseExpression, index: ModuleIndex, scope: FunctionInfo | None, depth: int = 0) -> str | None:
    """"a Python int" (float, bool) when `expr` is one on every path; None otherwise."""
    if isinstance(expr, cst.UnaryOperation) and isinstance(expr.operator, cst.Minus):
        expr = expr.expression
    if isinstance(expr, cst.Integer):
        return "a Python int"
    if isinstance(expr, cst.Float):
        return "a Python float"
    if isinstance(expr, cst.Name) and expr.value in ("True", "False"):
        return "a Python bool"
    if isinstance(expr, cst.Call) and isinstance(expr.func, cst.Name) and expr.func.value in _SCALAR_BUILTINS \
            and _builtin(expr.func.value, index, scope):
        return "a Python float" if expr.func.value == "float" else "a Python int"
    if isinstance(expr, cst.Name) and depth < 3:
        return _scalar_name(expr.value, index, scope, depth)
    return None


def _scalar_name(name: str, index: ModuleIndex, scope: FunctionInfo | None, depth: int) -> str | None:
    owner = binding_scope(scope, name)
    if owner is not None and not isinstance(owner.node, cst.FunctionDef):
        return None
    if owner is None and name in index.reassigned_globals:
        return None
    flow = flow_of(owner.node if owner is not None else index.module)
    values, places = flow.assigned_values(name), flow.assignments(name)
    if not values or len(values) != len(places):
        return None
    kinds = set()
    for value, place in zip(values, places):
        if value is None:
            loop = place.statement
            if not (isinstance(loop, cst.For) and isinstance(loop.target, cst.Name) and loop.target.value == name
                    and isinstance(loop.iter, cst.Call) and isinstance(loop.iter.func, cst.Name)
                    and loop.iter.func.value == "range" and _builtin("range", index, owner)):
                return None
            kinds.add("a Python int")
        else:
            kind = _scalar(value, index, owner, depth + 1)
            if kind is None:
                return None
            kinds.add(kind)
    return kinds.pop() if len(kinds) == 1 else None


def _builtin(name: str, index: ModuleIndex, scope: FunctionInfo | None) -> bool:
    """`name` is the builtin: bound nowhere in the module or the functions around."""
    if name in index.module_assignments or name in index.module_functions or name in index.classes \
            or name in index.imports.top_level:
        return False
    return binding_scope(scope, name) is None
