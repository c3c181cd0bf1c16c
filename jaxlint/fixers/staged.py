"""A tracer that jnp made out of static values -> the NumPy twin of that call, so the value stays
a Python/NumPy value at trace time: `count = jnp.add(x.size, 1)` -> `np.add(x.size, 1)`,
`channels = jnp.array([4, 8])` -> `np.array([4, 8])`, where the value later lands where a concrete
int is needed (a shape, `range`, `int()`, a list index).

Only when every argument of the call is static, the call is in this module, its NumPy twin is in
the facts table, and no other tracer reaches the use (each traced name on the way from the call
to the use starts at the same call). Unsafe: NumPy computes in float64/int64 where jnp gives
float32/int32 arrays, and the result is a NumPy value, not a JAX array (no `.at`, mutable).
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import fact, iter_children, iter_tree
from jaxlint.diagnostics import Applicability
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.fixers.imports import name_for
from jaxlint.fixers.tree import parent_map

_LOOKED_AT = 200  # nodes of the steps searched for another tracer


def numpy_twin_fix(ctx, use: cst.BaseExpression) -> PendingFix | None:
    """Compute on the host the staged jnp call the tracer at `use` comes from, or None."""
    value = ctx.value(use)
    call = ctx.staged_call(value)
    if call is None:
        return None
    qual = ctx.callee(call) or ""
    leaf = qual.removeprefix("jax.numpy.")
    if leaf == qual or fact(f"numpy.{leaf}") is None or any(a.star for a in call.args):
        return None
    if not all(ctx.value(a.value).static for a in call.args):
        return None
    steps = [step.node for step in ctx.trace_of(value)]
    if not _only_tracer(ctx, call, [use] + steps + [v for v in map(lambda n: _bound_value(ctx, n), steps) if v]):
        return None
    if _updated_functionally(ctx, call):
        return None  # `npad.at[i].set(v)` later: a NumPy array has no `.at`
    np, edit = name_for(ctx.module, "numpy")
    if np is None:
        return None
    short = code(call).strip()
    return PendingFix(f"Compute {short if len(short) <= 40 else leaf + '(...)'} with {np}.{leaf}: its arguments "
                      f"are static, and jnp stages it into a tracer", [NodeEdit(call.func, f"{np}.{leaf}")]
                      + ([edit] if edit else []), Applicability.UNSAFE)


def _bound_value(ctx, node: cst.CSTNode) -> cst.BaseExpression | None:
    """The expression assigned where a step binds a name (`n = <expr>`), if that is the step."""
    if not isinstance(node, cst.Name) or ctx.module.node is None:
        return None
    parents = parent_map(ctx.module.node)
    current = parents.get(id(node))
    while current is not None and not isinstance(current, (cst.BaseSmallStatement, cst.BaseCompoundStatement)):
        current = parents.get(id(current))
    return current.value if isinstance(current, (cst.Assign, cst.AnnAssign, cst.AugAssign)) else None


def _only_tracer(ctx, call: cst.Call, nodes: list[cst.CSTNode]) -> bool:
    """Every traced name in `nodes`, outside static sub-expressions (`x.shape` of a traced `x`),
    holds a tracer that starts at `call`: nothing else traced reaches the use."""
    stack, seen = list(nodes), 0
    while stack:
        node = stack.pop()
        seen += 1
        if seen > _LOOKED_AT:
            return False
        value = ctx.value(node)
        if value.static:
            continue
        if isinstance(node, cst.Name) and value.traced and ctx.staged_call(value) is not call:
            return False
        stack.extend(iter_children(node))
    return True


def _updated_functionally(ctx, call: cst.Call) -> bool:
    """The call's result is bound to a name (`n = jnp.zeros(...)`) that the function holding the
    call (the finding's own, or a helper the tracer came from) later reads through a JAX-only
    array API (`n.at[...]`)."""
    module = ctx.module.node
    if module is None:
        return False
    parents = parent_map(module)
    function = parents.get(id(call))
    while function is not None and not isinstance(function, (cst.FunctionDef, cst.Lambda)):
        function = parents.get(id(function))
    if function is None:
        return False
    parent = parents.get(id(call))
    if not (isinstance(parent, cst.Assign) and len(parent.targets) == 1 and isinstance(parent.targets[0].target,
                                                                                        cst.Name)):
        return False
    name = parent.targets[0].target.value
    return any(isinstance(node, cst.Attribute) and node.attr.value == "at" and isinstance(node.value, cst.Name)
               and node.value.value == name for node in iter_tree(function))
