"""A caller hands a jitted entry point an array it builds from a literal (`jnp.array([1000])`,
`jnp.asarray(3)`) for a parameter the traced code needs as a Python size or shape (JAX202):
the call passes the literal itself (`(1000,)`, `3`), so the parameter can be marked static.

    fgraph(key, jnp.array([1000]), 0.0, 1.0)   ->  fgraph(key, (1000,), 0.0, 1.0)

A list becomes a tuple (static arguments are hashed). Only integer literals: a float array
would become a Python float, which JAX computes with differently (weak types, float64 folding).
Unsafe: inside the traced code the parameter is now a tuple or int, not an array, so a use of
it as an array (`size * 2`, `size.sum()`) would change meaning; uses the analysis sees
(`p * 2`, `p.shape`) refuse the fix, the ones it cannot see are why it is unsafe.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import passed_argument
from jaxlint.fixers.edits import NodeEdit, code

_BUILDERS = frozenset({"jnp.array", "jnp.asarray", "jax.numpy.array", "jax.numpy.asarray", "np.array",
                       "np.asarray", "numpy.array", "numpy.asarray"})


def _integer(expr: cst.BaseExpression) -> bool:
    if isinstance(expr, cst.UnaryOperation) and isinstance(expr.operator, cst.Minus):
        expr = expr.expression
    return isinstance(expr, cst.Integer)


def python_literal(expr: cst.BaseExpression | None) -> str | None:
    """`jnp.array([1000, 3])` -> "(1000, 3)", `jnp.asarray(3)` -> "3": the hashable literal an
    array built from integer literals holds; None for anything else (a dtype, a float, a name)."""
    if not isinstance(expr, cst.Call) or code(expr.func).strip() not in _BUILDERS:
        return None
    if len(expr.args) != 1 or expr.args[0].keyword is not None or expr.args[0].star:
        return None
    value = expr.args[0].value
    if _integer(value):
        return code(value).strip()
    if isinstance(value, (cst.List, cst.Tuple)) and value.elements and all(
            isinstance(e, cst.Element) and _integer(e.value) for e in value.elements):
        items = [code(e.value).strip() for e in value.elements]
        return "(" + ", ".join(items) + ("," if len(items) == 1 else "") + ")"
    return None


def literal_argument_edit(site, function: cst.CSTNode, parameter: str, bound: int) -> NodeEdit | None:
    """The edit passing the literal instead of the array `site` (a CallSite of kind "array")
    builds for `parameter`; None when it passes anything else."""
    if not isinstance(site.node, cst.Call) or any(a.star for a in site.node.args):
        return None
    given = passed_argument(site.node, function, parameter, bound)
    literal = python_literal(given)
    return NodeEdit(given, literal) if literal is not None else None
