"""Python conditional expressions on a traced condition -> `jnp.where(c, a, b)`.

Handles `a if c else b`, only when both branches are side-effect-free expressions:
`jnp.where` evaluates both, and of the same shape: a branch that reshapes its input beside one
that does not (`jnp.concatenate([y, t]) if flag else y`) is refused. NaN-prone branches get the
double-where guard (nan_guard.py). Anything else gets a display-only suggestion of `lax.cond`. Statements (`if`/`elif`/`else`
chains) are rewritten by branch_where.py and cond.py, picked by control_flow.py.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.diagnostics import Applicability
from jaxlint.fixers.branch_shapes import shapes_may_differ
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.fixers.imports import name_for
from jaxlint.fixers.nan_guard import finite_upstream, guarded
from jaxlint.fixers.purity import array_like, nan_prone, why_impure


def is_pure(ctx, expr: cst.BaseExpression) -> bool:
    """No side effects and nothing that could raise only in the branch not taken."""
    return why_impure(ctx, expr) is None


def _nan_prone(ctx, exprs: list[cst.BaseExpression]) -> bool:
    return nan_prone(ctx, exprs)


def _array_like(ctx, expr: cst.BaseExpression) -> bool:
    return array_like(ctx, expr)


def _jnp_where(ctx) -> tuple[str | None, list[NodeEdit]]:
    jnp, edit = name_for(ctx.module, "jax.numpy")
    return (f"{jnp}.where" if jnp else None), [edit] if edit else []


def _verdict(ctx, exprs: list[cst.BaseExpression], spans_comments: bool) -> Applicability | None:
    if not all(is_pure(ctx, e) for e in exprs):
        return None
    if shapes_may_differ(ctx, exprs):
        return None  # `jnp.concatenate([y, t]) if flag else y`: the branches' shapes differ, where cannot pick
    if not all(_array_like(ctx, e) for e in exprs):
        return None
    if spans_comments or _nan_prone(ctx, exprs):
        return Applicability.UNSAFE
    return Applicability.SAFE


def ternary_fix(ctx, node: cst.IfExp) -> PendingFix:
    where, imports = _jnp_where(ctx)
    verdict = _verdict(ctx, [node.body, node.orelse], False)
    if where is None or verdict is None:
        return _cond_advice(node)
    test = code(node.test).strip()
    body, body_guarded = guarded(ctx, node.body, [(test, True)], where)
    orelse, orelse_guarded = guarded(ctx, node.orelse, [(test, False)], where)
    # the double-where keeps the unselected branch finite, unless what it reads is not
    finite = body_guarded and orelse_guarded and finite_upstream(ctx, [node.body, node.orelse], ctx.def_use())
    verdict = Applicability.SAFE if finite else Applicability.UNSAFE
    text = f"{where}({test}, {code(body).strip()}, {code(orelse).strip()})"
    return PendingFix(f"Replace with {where}", [NodeEdit(node, text)] + imports, verdict)


def _cond_advice(node: cst.CSTNode) -> PendingFix:
    return PendingFix("Rewrite the branches with lax.cond (or jnp.where for side-effect-free values)", [],
                      Applicability.DISPLAY_ONLY)
