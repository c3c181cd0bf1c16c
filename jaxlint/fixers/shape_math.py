"""jnp on static shapes -> NumPy or plain int arithmetic: `jnp.prod(x.shape)` -> `np.prod(x.shape)`,
`jnp.array(x.shape).prod()` -> `np.prod(x.shape)`, `jnp.array(x.shape[0]) * 2` -> `x.shape[0] * 2`."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import fact, iter_tree
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.fixers.imports import name_for

_REDUCE = {"prod", "sum", "max", "min", "cumprod", "cumsum"}
_BUILTIN = {"sum": "sum", "max": "max", "min": "min"}


def _reducer(ctx, name: str, style: str) -> tuple[str | None, list[NodeEdit]]:
    if name in _BUILTIN:
        return _BUILTIN[name], []
    if style == "math.prod" and name == "prod":
        math, edit = name_for(ctx.module, "math")
        return (f"{math}.prod" if math and "." not in math else math and f"{math}.prod"), [edit] if edit else []
    np, edit = name_for(ctx.module, "numpy")
    return (f"{np}.{name}" if np else None), [edit] if edit else []


def _wrapped_arg(ctx, call: cst.Call) -> cst.BaseExpression | None:
    """E for jnp.array(E) / jnp.asarray(E) with no other arguments."""
    known = fact(ctx.callee(call))
    if known is None or not known.constructor:
        return None
    if len(call.args) != 1 or call.args[0].keyword is not None or call.args[0].star:
        return None
    return call.args[0].value


def _rewrite(ctx, node: cst.CSTNode, style: str) -> tuple[str, list[NodeEdit]] | None:
    """Replacement text for one shape-math expression node, or None."""
    if not isinstance(node, cst.Call):
        return None
    qual = ctx.callee(node)
    # jnp.array(E).prod() and friends
    if qual is None and isinstance(node.func, cst.Attribute) and node.func.attr.value in _REDUCE \
            and isinstance(node.func.value, cst.Call) and not node.args:
        inner = _wrapped_arg(ctx, node.func.value)
        if inner is None:
            return None
        func, imports = _reducer(ctx, node.func.attr.value, style)
        return (f"{func}({code(inner).strip()})", imports) if func else None
    if qual is not None and qual.startswith("jax.numpy.") and qual.rsplit(".", 1)[-1] in _REDUCE:
        positional = [a for a in node.args if a.keyword is None and not a.star]
        if len(positional) != 1 or len(node.args) != 1:
            return None
        func, imports = _reducer(ctx, qual.rsplit(".", 1)[-1], style)
        target = positional[0].value
        unwrapped = _wrapped_arg(ctx, target) if isinstance(target, cst.Call) else None
        return (f"{func}({code(unwrapped if unwrapped is not None else target).strip()})", imports) if func else None
    inner = _wrapped_arg(ctx, node)
    if inner is not None and ctx.value(inner).pytype in ("shape_int", "int"):
        text = code(inner).strip()
        return (text if isinstance(inner, (cst.Name, cst.Attribute, cst.Subscript, cst.Call, cst.Integer))
                else f"({text})"), []
    return None


def shape_math_fix(ctx, expr: cst.BaseExpression, style: str) -> PendingFix | None:
    """Rewrite every shape-math jnp call inside `expr` (outermost first), or the expression
    that produced the value when `expr` is a name bound to it."""
    edits: list[NodeEdit] = []
    done: set[int] = set()
    for node in iter_tree(expr):
        if id(node) in done:
            continue
        rewritten = _rewrite(ctx, node, style) if ctx.value(node).shape_math or isinstance(node, cst.Call) else None
        if rewritten is None:
            continue
        text, imports = rewritten
        edits.append(NodeEdit(node, text))
        edits.extend(e for e in imports if e not in edits)
        done.update(id(n) for n in iter_tree(node))
    if not edits:
        source = ctx.value(expr).node
        if source is not None and source is not expr:
            return shape_math_fix(ctx, source, style)
        return None
    return PendingFix("Compute the shape with NumPy/int arithmetic at trace time", edits)
