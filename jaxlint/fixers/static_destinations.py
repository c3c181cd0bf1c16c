"""Whether a value a fix would keep traced reaches a place that needs a concrete one.

The JAX105 fix `int(v)` -> `v.astype(int)` keeps the value an array. Checked where the conversion
is used, that is sound only if nothing downstream needs a Python number: `n = int(span / dt) + 1`
is arithmetic, but `n` may then bound a `lax.fori_loop` that `jax.grad` differentiates (a traced
trip count makes it a while_loop, which has no transpose: the fixed program fails with another
error, round 18b's neural ODE) or size an array. This follows the value through arithmetic and
single-name assignments in its function (nested functions included) to where it is consumed, and
says whether any consumer is a static position: a static argument of a call (the facts table's
`static_args`: shapes, lengths), a bound that must be concrete under reverse-mode AD
(`reverse_static_args`: lax.fori_loop's) or a `range()` there (JAX202 makes that loop a
fori_loop), or a slice bound (`x[:n]`).
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import fact
from jaxlint.fixers.tree import names_in, parent_map

_CARRIERS = (cst.BinaryOperation, cst.UnaryOperation)
_MAX_HOPS = 4  # names followed through assignments: a longer chain is not worth the walk


def reaches_static_position(ctx, node: cst.BaseExpression) -> bool:
    """The value of `node` (in the current function) flows to a position that needs a concrete value."""
    function = ctx.function.node
    parents = parent_map(function)
    return _reaches(ctx, function, parents, node, _MAX_HOPS, set())


def _reaches(ctx, function, parents, node, hops: int, seen: set[str]) -> bool:
    while isinstance(parents.get(id(node)), _CARRIERS):
        node = parents[id(node)]
    parent = parents.get(id(node))
    if isinstance(parent, cst.Assign) and parent.value is node:
        if len(parent.targets) != 1 or not isinstance(parent.targets[0].target, cst.Name) or hops == 0:
            return False
        name = parent.targets[0].target.value
        if name in seen:
            return False
        seen.add(name)
        return any(_reaches(ctx, function, parents, use, hops - 1, seen)
                   for use in names_in(function, name) if use is not parent.targets[0].target)
    return _static_use(ctx, parents, node)


def _static_use(ctx, parents, node) -> bool:
    parent = parents.get(id(node))
    if isinstance(parent, cst.Slice):
        return True
    if not isinstance(parent, cst.Arg) or parent.star:
        return False
    call = parents.get(id(parent))
    if not isinstance(call, cst.Call) or call.func is node:
        return False
    if isinstance(call.func, cst.Name) and call.func.value == "range":
        return ctx.reverse_differentiated
    known = fact(ctx.callee(call) or ctx.module.qualified_name(call.func))
    if known is None:
        return False
    positional = [a for a in call.args if a.keyword is None and not a.star]
    position = positional.index(parent) if parent.keyword is None else None
    keyword = parent.keyword.value if parent.keyword is not None else None
    tables = [known.static_args] + ([known.reverse_static_args] if ctx.reverse_differentiated else [])
    return any(table is not None and (position in table[0] or keyword in table[1]) for table in tables)
