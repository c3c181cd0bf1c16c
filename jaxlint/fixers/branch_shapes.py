"""Whether the values of two branches may differ in shape, for the `jnp.where` rewrites.

`jnp.where(c, a, b)` broadcasts its branches where the original returns one or the other: a
branch built by a call that changes its input's shape (`jnp.concatenate([y, t])`,
`x.reshape(-1)`) beside one that is not may not broadcast (an "Incompatible shapes" error) or
broadcast to another result. Reductions are left out: a reduction beside a scalar literal selects
like one. Arithmetic and unary operators keep the broadcast shape of their operands, so a
reshaping operand reshapes the whole (`jnp.concatenate([y, t]) * 2.0`). Syntactic: a name bound
to a reshaped value before the branch is not seen (neither rewrite follows names here).
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import facts

_RESHAPING = frozenset(f"jax.numpy.{name}" for name in (
    "concatenate", "append", "insert", "delete", "stack", "hstack", "vstack", "dstack", "column_stack",
    "row_stack", "pad", "tile", "repeat", "expand_dims", "broadcast_to", "reshape", "ravel", "squeeze",
    "atleast_1d", "atleast_2d", "atleast_3d", "outer", "kron", "resize"))
_RESHAPING_METHODS = frozenset({"reshape", "ravel", "flatten", "squeeze", "repeat"})


def reshapes(ctx, expr: cst.BaseExpression) -> bool:
    """`jnp.concatenate([y, t])`, `x.reshape(-1)`, or arithmetic with one of them as an operand."""
    if isinstance(expr, cst.BinaryOperation):
        return reshapes(ctx, expr.left) or reshapes(ctx, expr.right)
    if isinstance(expr, cst.UnaryOperation):
        return reshapes(ctx, expr.expression)
    if not isinstance(expr, cst.Call):
        return False
    # a substituted branch (branch_where.py) holds new nodes the walk has not seen: resolve by imports
    qual = ctx.callee(expr) or ctx.module.qualified_name(expr.func)
    if qual is not None:
        return facts.canonical(qual) in _RESHAPING
    return isinstance(expr.func, cst.Attribute) and expr.func.attr.value in _RESHAPING_METHODS


def shapes_may_differ(ctx, exprs: list[cst.BaseExpression]) -> bool:
    """Some branch reshapes its input and another does not: `jnp.where` cannot pick between them."""
    return len({reshapes(ctx, e) for e in exprs}) > 1
