"""Statement-level control flow on tracers: pick the rewrite for an `if` chain (jnp.where, or
lax.cond/lax.switch) or a loop (lax.while_loop, lax.fori_loop), or explain why there is none.

A rule captures a `Snapshot` where the statement starts (the names' values there) and asks for
the fix once the traced function's body has been walked, so the values of the statements inside
the branches and loop bodies are known.
"""

from __future__ import annotations

from dataclasses import dataclass

import libcst as cst

from jaxlint.analysis.api import FunctionDefUse, Value, iter_tree
from jaxlint.diagnostics import Applicability
from jaxlint.fixers.blocks import Refused, names_in
from jaxlint.fixers.branch_where import ShapesDiffer, plan_where, where_fix
from jaxlint.fixers.checks import raise_if_fix
from jaxlint.fixers.cond import plan_cond
from jaxlint.fixers.edits import NodeEdit, PendingFix
from jaxlint.fixers.imports import name_for
from jaxlint.fixers.do_while import plan_do_while
from jaxlint.fixers.loop_break import plan_loop_break
from jaxlint.fixers.loop_return import plan_loop_return
from jaxlint.fixers.loops import plan_fori, plan_while
from jaxlint.fixers.print_branch import print_branch_fix


@dataclass
class Snapshot:
    """The values names hold where a statement starts, and the def-use view of its function."""
    env: dict[str, Value]
    def_use: FunctionDefUse | None


def snapshot(ctx) -> Snapshot:
    return Snapshot(ctx.name_values(), ctx.def_use())


def _names(ctx, qualified: str) -> tuple[str | None, list[NodeEdit]]:
    name, edit = name_for(ctx.module, qualified)
    return name, [edit] if edit is not None else []


def _taken(ctx, function: cst.CSTNode) -> set[str]:
    """Names a new local function must not reuse: every name of the function and of the
    functions around it (a reused name would be legal, but confusing), and the module's."""
    taken = names_in(function) | ctx.module.bound_names()
    for outer in ctx.function.enclosing():
        taken |= names_in(outer.node)
    return taken


def advice(reason: str | None, what: str = "Rewrite the branches with lax.cond (or jnp.where for "
                                               "side-effect-free values)") -> PendingFix:
    message = what if not reason else f"{what}; not rewritten automatically: {reason}"
    return PendingFix(message, [], Applicability.DISPLAY_ONLY)


def if_statement_fix(ctx, node: cst.If, snap: Snapshot) -> PendingFix:
    du = snap.def_use
    path = du.path(node) if du is not None else None
    if path is None:
        return advice("the if is not a statement of the traced function")
    checked = raise_if_fix(ctx, node)
    if checked is not None:  # `if bad: raise ...`: lax would trace the raise; check at run time
        return checked
    printed = print_branch_fix(ctx, node, _taken(ctx, du.function))
    if printed is not None:  # arms that only print: print from the compiled code
        return printed
    _, block, index = path[-1]
    following = block[index + 1:]
    bound = du.bound_before(node)
    jnp, jnp_imports = _names(ctx, "jax.numpy")
    if jnp is None:
        return advice("jax.numpy has no free name in this module")
    where = f"{jnp}.where"
    where_plan, reason = None, None
    try:
        where_plan = plan_where(ctx, node, where, du, following)
    except ShapesDiffer as refused:
        return advice(str(refused))
    except Refused as refused:
        reason = str(refused)
    if where_plan is not None and not where_plan.costly:
        return where_fix(where_plan, where, jnp_imports)
    lax, lax_imports = _names(ctx, "jax.lax")
    if lax is not None:
        try:
            plan = plan_cond(ctx, node, lax, where, snap.env, bound, du.live_after, following, len(path) == 1,
                             _taken(ctx, du.function))
        except Refused as refused:
            if where_plan is None:
                reason = str(refused)  # lax.cond is the more general rewrite: its reason says more
        else:
            edit = NodeEdit(node, plan.text, end=plan.last, mode="replace_block")
            imports = lax_imports + (jnp_imports if plan.switch else [])
            what = "lax.switch" if plan.switch else "lax.cond"
            return PendingFix(f"Replace with {what}", [edit] + imports, Applicability.UNSAFE)
    if where_plan is not None:
        return where_fix(where_plan, where, jnp_imports)
    try:
        text, loop = plan_loop_break(ctx, node, path, du, snap.env, jnp, _taken(ctx, du.function))
    except Refused:
        pass
    else:
        return PendingFix("Run every iteration and freeze the carried values once the break test holds",
                          [NodeEdit(loop, text, mode="replace_block")] + jnp_imports, Applicability.UNSAFE)
    try:
        text, loop = plan_do_while(ctx, node, path, lambda follow, loop: plan_while(
            ctx, follow, "lax", snap.env, du.bound_before(loop), lambda _: du.live_after(loop), set()))
    except Refused:
        pass
    else:
        return PendingFix("Put the break test in the loop's header (`while not (test):`, the body run once before "
                          "it): a while on a traced test becomes lax.while_loop",
                          [NodeEdit(loop, text, mode="replace_block")], Applicability.UNSAFE)
    try:
        text, loop, last = plan_loop_return(ctx, node, path, where, _taken(ctx, du.function))
    except Refused:
        return advice(reason)
    return PendingFix(f"Replace the loop's early return with a {where} chain over the loop run backwards",
                      [NodeEdit(loop, text, end=last, mode="replace_block")] + jnp_imports, Applicability.UNSAFE)


def while_fix(ctx, node: cst.While, snap: Snapshot) -> PendingFix:
    return _loop_fix(ctx, node, snap, plan_while, "lax.while_loop")


def loop_over(function: cst.CSTNode, call: cst.Call) -> cst.For | None:
    """The `for` statement that iterates over `call`, if any."""
    for node in iter_tree(function):
        if isinstance(node, cst.For) and node.iter is call:
            return node
    return None


def range_loop_fix(ctx, loop: cst.For, snap: Snapshot) -> PendingFix:
    return _loop_fix(ctx, loop, snap, plan_fori, "lax.fori_loop")


def _loop_fix(ctx, loop: cst.CSTNode, snap: Snapshot, plan_loop, primitive: str) -> PendingFix:
    what = f"Rewrite the loop with {primitive}"
    du = snap.def_use
    if du is None or du.path(loop) is None:
        return advice("the loop is not a statement of the traced function", what)
    lax, imports = _names(ctx, "jax.lax")
    if lax is None:
        return advice("jax.lax has no free name in this module", what)
    try:
        plan = plan_loop(ctx, loop, lax, snap.env, du.bound_before(loop), du.live_after, _taken(ctx, du.function))
    except Refused as refused:
        return advice(str(refused), what)
    edit = NodeEdit(loop, plan.text, mode="replace_block")
    return PendingFix(f"Replace with {primitive}", [edit] + imports, Applicability.UNSAFE)
