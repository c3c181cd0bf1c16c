"""A name bound to the entries a traced boolean mask selects (JAX601), only ever reduced whole
after elementwise math -> the name keeps every entry, and the reduction takes the mask:

    hard = gap[gap > -margin]                       hard = gap
    return jnp.mean(jax.nn.softplus(hard))    ->    return jnp.mean(jax.nn.softplus(hard), where=gap > -margin)

An elementwise expression of the selected entries is the same expression of every entry,
selected; a whole reduction of it (sum, mean, prod, var, std, any, all) is the reduction of the
unselected expression under `where=`. Only where the mask has the array's shape: a comparison of
the array itself with a value of no larger shape (a larger one: the original index raises), `&`,
`|`, `~` of those. The mask is evaluated where the reduction is, so its names must keep their
values from the binding on (bound nowhere after it, no call in it). Unsafe: where a masked-out
entry is infinite or NaN in the expression's derivative, its zero cotangent times that is NaN,
where the selection never touched it.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import iter_tree
from jaxlint.diagnostics import Applicability
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.fixers.gathered_reduction import reduction_through_elementwise
from jaxlint.fixers.tree import body_binding, names_in

_ORDER = (cst.LessThan, cst.LessThanEqual, cst.GreaterThan, cst.GreaterThanEqual, cst.Equal, cst.NotEqual)
_BINDINGS = (cst.AssignTarget, cst.AugAssign, cst.AnnAssign, cst.For, cst.CompFor, cst.NameItem, cst.AsName,
             cst.Param)


def masked_binding_fix(ctx, node: cst.Subscript, mask: cst.BaseExpression) -> PendingFix | None:
    """`node` is `x[mask]`, the whole value of `y = x[mask]`, a statement of the function's body."""
    function = ctx.function.node
    bound = body_binding(function, node)
    if bound is None:
        return None
    parents, line, name = bound
    x = code(node.value).strip()
    if not _same_shape_mask(mask, x) or any(isinstance(n, cst.Call) for n in iter_tree(mask)):
        return None  # evaluated again where the reduction is: no call
    body = list(function.body.body)
    later = body[body.index(line) + 1:]
    mask_names = {n.value for n in iter_tree(mask) if isinstance(n, cst.Name)}
    for statement in later:
        for n in iter_tree(statement):
            if isinstance(n, cst.Name) and n.value in mask_names | {name} and _bound_here(parents, n):
                return None  # a later binding: the mask (or the name) would be read with another value
    if any(isinstance(n, (cst.FunctionDef, cst.Lambda, cst.ClassDef)) and n is not function and names_in(n, name)
           for n in iter_tree(function)):
        return None  # a nested function may run with either binding
    uses = [n for statement in later for n in names_in(statement, name)]
    found = [reduction_through_elementwise(ctx, parents, use) for use in uses]
    if not uses or None in found or any(axis is not None for _, _, axis in found):
        return None  # a use that is not a whole reduction of elementwise math
    reductions = {id(call): call for call, _, _ in found}
    if any(other is not call and any(n is other for n in iter_tree(call))
           for call in reductions.values() for other in reductions.values()):
        return None  # one inside another: the edits would overlap
    m = code(mask).strip()
    edits = [NodeEdit(node, x)]
    for call in reductions.values():
        args = ", ".join(code(a).strip().rstrip(",") for a in call.args)
        edits.append(NodeEdit(call, f"{code(call.func).strip()}({args + ', ' if args else ''}where={m})"))
    return PendingFix(f"Keep every entry in '{name}' and reduce under the mask (where=): its selection was only "
                      f"reduced", edits, Applicability.UNSAFE)


def _bound_here(parents: dict[int, cst.CSTNode], name: cst.Name) -> bool:
    parent = parents.get(id(name))
    while isinstance(parent, (cst.Tuple, cst.List, cst.Element, cst.StarredElement)):
        parent = parents.get(id(parent))
    return isinstance(parent, _BINDINGS)


def _same_shape_mask(mask: cst.BaseExpression, x: str) -> bool:
    """The mask has the shape of the array spelled `x` wherever `x[mask]` works: a comparison of
    `x` with a value (broadcast to a larger shape, the index raises), or `&`, `|`, `~` of such
    masks."""
    if isinstance(mask, cst.Comparison) and len(mask.comparisons) == 1 and \
            isinstance(mask.comparisons[0].operator, _ORDER):
        sides = [mask.left, mask.comparisons[0].comparator]
        return any(code(s).strip() == x for s in sides)
    if isinstance(mask, cst.BinaryOperation) and isinstance(mask.operator, (cst.BitAnd, cst.BitOr)):
        return _same_shape_mask(mask.left, x) and _same_shape_mask(mask.right, x)
    if isinstance(mask, cst.UnaryOperation) and isinstance(mask.operator, cst.BitInvert):
        return _same_shape_mask(mask.expression, x)
    return False
