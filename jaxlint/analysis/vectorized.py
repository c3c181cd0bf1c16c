"""Functions `jnp.vectorize` maps, and which of their parameters it hands tracers.

`jnp.vectorize(f)` (no `signature`, no `excluded`) broadcasts its arguments together and vmaps
`f` once per broadcast dimension; an argument with no dimension of its own (a 0-d array, a
Python scalar) is not mapped and reaches `f` as a concrete value. Measured under JAX 0.10.2:
`wrap(jnp.linspace(-10.0, 10.0, 5))` with `if theta > jnp.pi:` in `wrap` raises
TracerBoolConversionError, `wrap(3.5)` runs. So a parameter is traced only where a call hands it
an array the text shows has a dimension (`jnp.linspace(...)`, `np.arange(n)`, `jnp.array([...])`,
`jnp.ones((3, 2))`, or a name bound once to one); with `signature=` or `excluded=` (which change
what is mapped) nothing is decided here.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.transforms import TransformSpec, literal

VECTORIZE = "jax.numpy.vectorize"
_AXIS_MAKERS = frozenset(f"{m}.{f}" for m in ("jax.numpy", "numpy") for f in ("linspace", "arange", "logspace"))
_FROM_DISPLAY = frozenset(f"{m}.{f}" for m in ("jax.numpy", "numpy") for f in ("array", "asarray"))
_FROM_SHAPE = frozenset(f"{m}.{f}" for m in ("jax.numpy", "numpy") for f in ("ones", "zeros", "empty", "full"))


def plain_vectorize(qualname, expr: cst.BaseExpression) -> bool:
    """`jnp.vectorize` itself (a decorator), with no option that changes what is mapped."""
    return qualname(expr) == VECTORIZE


def has_axis(index, expr: cst.BaseExpression, scope, binding, depth: int = 0) -> bool:
    """The eager expression is an array with at least one dimension, as its text shows;
    `binding` is module_index.the_binding (passed in: that module builds on this one)."""
    if depth > 3:
        return False
    if isinstance(expr, cst.Name):
        bound, where = binding(index, expr.value, scope)
        return bound is not None and has_axis(index, bound, where, binding, depth + 1)
    if not isinstance(expr, cst.Call) or any(a.star for a in expr.args):
        return False
    qual = index.resolver.qualname(expr.func)
    positional = [a.value for a in expr.args if a.keyword is None]
    if qual in _AXIS_MAKERS:
        return True
    if qual in _FROM_DISPLAY:
        return bool(positional) and isinstance(positional[0], (cst.List, cst.Tuple)) and bool(positional[0].elements)
    if qual in _FROM_SHAPE and positional:
        shape = literal(positional[0])
        return (isinstance(shape, int) and not isinstance(shape, bool)) or (isinstance(shape, tuple) and len(shape) > 0)
    return False


def vectorize_spec(index, function: cst.FunctionDef | cst.Lambda | None, calls, node: cst.CSTNode, binding):
    """(the vmap `jnp.vectorize` applies to `function` as its `calls`, each with the function
    making it, show: the positions some call hands an array with a dimension are mapped, the
    others are not; each call's number of arguments, every one an array as `jnp.asarray` makes
    it). None when no call is seen, one spreads or names its arguments, or the function has
    parameters beyond plain positional ones. `binding`: as for has_axis."""
    if function is not None:  # None: another module's def, its parameters read there
        params = function.params
        if params.star_arg is not cst.MaybeSentinel.DEFAULT or params.kwonly_params or params.star_kwarg is not None:
            return None
        count = len(params.posonly_params) + len(params.params)
    else:
        count = max((len(call.args) for call, _ in calls), default=0)
    if not calls or count == 0:
        return None
    mapped = [False] * count
    for call, scope in calls:
        if any(a.star or a.keyword is not None for a in call.args) or len(call.args) > count:
            return None
        for i, arg in enumerate(call.args):
            mapped[i] = mapped[i] or has_axis(index, arg.value, scope, binding)
    if not any(mapped):
        return None
    spec = TransformSpec(name=VECTORIZE, kind="vmap", in_axes=tuple(0 if m else None for m in mapped), node=node)
    return spec, tuple(len(call.args) for call, _ in calls)
