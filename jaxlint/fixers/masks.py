"""`x.at[mask].<op>(v)` with a traced boolean mask (JAX601) -> `jnp.where(mask, <op>(x, v), x)`.

The two agree elementwise when the mask has `x`'s shape and `v` broadcasts to it. Safe when
the mask is computed elementwise from `x` itself (`x > 0`, `jnp.isnan(x)`, combined with `&`,
`|`, `~`) and `v` is an int literal (which keeps `x`'s dtype, as `.at[]` does). Otherwise unsafe:
a mask over leading axes only needs `mask[..., None]`, a `v` holding one value per selected
element (`x.at[m].set(vals)`) does not broadcast, and a float `v` turns an int array into a
float one where `.at[]` would cast it. A value that is not a number, a scalar reduction or computed
elementwise from `x` (`x.at[m].set(vals)`, one value per selected element) gets no fix.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import fact
from jaxlint.diagnostics import Applicability
from jaxlint.fixers.calls import repeatable
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.fixers.imports import name_for

# .at[] method -> the elementwise expression it stores ({x}: the array, {v}: the value)
_UPDATES = {"set": "{v}", "add": "{x} + {v}", "multiply": "{x} * {v}", "mul": "{x} * {v}",
            "divide": "{x} / {v}", "power": "{x} ** {v}", "min": "{jnp}.minimum({x}, {v})",
            "max": "{jnp}.maximum({x}, {v})"}


def at_mask_fix(ctx, subscript: cst.Subscript, mask: cst.BaseExpression) -> PendingFix | None:
    """`subscript` is `x.at[mask]`; its parent chain must be `.set(v)` (or another update)."""
    at = subscript.value
    attr = ctx.parent(subscript)
    if not isinstance(at, cst.Attribute) or not isinstance(attr, cst.Attribute) or attr.value is not subscript:
        return None
    call = ctx.parent(attr)
    method = attr.attr.value
    if not isinstance(call, cst.Call) or call.func is not attr or method not in _UPDATES or len(call.args) != 1 \
            or call.args[0].keyword is not None or call.args[0].star:
        return None
    array = at.value
    if not repeatable(array):
        return None
    jnp, edit = name_for(ctx.module, "jax.numpy")
    if jnp is None:
        return None
    value = call.args[0].value
    x, v, m = code(array).strip(), code(value).strip(), code(mask).strip()
    if not _broadcasts(ctx, value, x):
        return None  # `x.at[m].set(vals)` with one value per selected element: no where can place them
    atom = isinstance(value, (cst.Name, cst.Attribute, cst.Integer, cst.Float, cst.Call, cst.Subscript)) or (
        method == "set" or isinstance(value, cst.UnaryOperation))  # `set`: the value stands alone
    updated = _UPDATES[method].format(x=x, v=v if atom else f"({v})", jnp=jnp)
    safe = _elementwise_of(ctx, mask, x) and isinstance(value, cst.Integer)
    return PendingFix(f"Replace with {jnp}.where(mask, ..., {x})" + ("" if safe else
                      " (the mask must have the array's shape and the value broadcast to it)"),
                      [NodeEdit(call, f"{jnp}.where({m}, {updated}, {x})")] + ([edit] if edit else []),
                      Applicability.SAFE if safe else Applicability.UNSAFE)


_SCALAR_REDUCTIONS = frozenset({"sum", "mean", "max", "min", "prod", "std", "var"})


def _broadcasts(ctx, value: cst.BaseExpression, x: str) -> bool:
    """`value` is a number, a scalar reduction (`x.mean()`), or computed elementwise from `x`:
    it broadcasts to x's shape as `.at[mask]` would have needed."""
    if isinstance(value, (cst.Integer, cst.Float)) or (isinstance(value, cst.UnaryOperation)
                                                        and isinstance(value.expression, (cst.Integer, cst.Float))):
        return True
    if code(value).strip() == x:
        return True
    if isinstance(value, cst.Call) and not value.args and isinstance(value.func, cst.Attribute) \
            and value.func.attr.value in _SCALAR_REDUCTIONS:
        return True
    if isinstance(value, cst.BinaryOperation):
        return _broadcasts(ctx, value.left, x) and _broadcasts(ctx, value.right, x)
    if isinstance(value, cst.UnaryOperation):
        return _broadcasts(ctx, value.expression, x)
    if isinstance(value, cst.Call) and len(value.args) == 1 and value.args[0].keyword is None:
        known = fact(ctx.callee(value))
        return known is not None and known.elementwise and _broadcasts(ctx, value.args[0].value, x)
    return False


def _elementwise_of(ctx, mask: cst.BaseExpression, x: str) -> bool:
    """The mask is computed elementwise from the array `x` and numbers: it has x's shape."""
    if isinstance(mask, cst.Comparison) and len(mask.comparisons) == 1:
        sides = [mask.left, mask.comparisons[0].comparator]
        return any(code(s).strip() == x for s in sides) and all(
            code(s).strip() == x or isinstance(s, (cst.Integer, cst.Float)) for s in sides)
    if isinstance(mask, cst.BinaryOperation) and isinstance(mask.operator, (cst.BitAnd, cst.BitOr, cst.BitXor)):
        return _elementwise_of(ctx, mask.left, x) and _elementwise_of(ctx, mask.right, x)
    if isinstance(mask, cst.UnaryOperation) and isinstance(mask.operator, cst.BitInvert):
        return _elementwise_of(ctx, mask.expression, x)
    if isinstance(mask, cst.Call) and len(mask.args) == 1 and mask.args[0].keyword is None:
        known = fact(ctx.callee(mask))
        unary = known is not None and known.boolean and known.elementwise
        return unary and (code(mask.args[0].value).strip() == x or _elementwise_of(ctx, mask.args[0].value, x))
    return False
