"""A slice with a traced bound that only feeds a reduction over the sliced axis (JAX202) -> the
reduction over the whole array, under a mask of the positions the slice keeps.

    jnp.mean(x[:n], axis=0)   ->  jnp.mean(x, axis=0, where=lax.broadcasted_iota(jnp.int32, jnp.shape(x), 0) < n)
    x[i:].sum()               ->  x.sum(where=lax.broadcasted_iota(jnp.int32, jnp.shape(x), 0) >= i)

The slice's length depends on the traced bound, so no static-width window (`dynamic_slice_in_dim`)
fits; but a reduction that takes `where=` gives over the masked array exactly what it gives over
the slice (sum, mean, prod, var, std, any, all and their nan* forms; max and min only with an
`initial=`, which an empty slice needs anyway). The reduction must run over the sliced axis
(`axis=None`, that axis, or a tuple holding it): over another axis the result would keep the
slice's traced length. The mask has the array's shape, so it broadcasts whatever the rank.

Unsafe: a negative bound counts from the end when slicing (`x[:-1]`), while the mask reads it as a
position (keeping nothing); for bounds within `0..len` the two agree.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.diagnostics import Applicability
from jaxlint.fixers.calls import repeatable
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.fixers.imports import name_for
from jaxlint.fixers.tree import parent_map

# jnp functions and array methods that take `where=` (max/min only with an initial value)
_WHERE_REDUCTIONS = frozenset({"sum", "mean", "prod", "var", "std", "any", "all", "nansum", "nanmean", "nanprod",
                               "nanvar", "nanstd"})
_NEEDS_INITIAL = frozenset({"max", "min", "amax", "amin", "nanmax", "nanmin"})
_BARE = (cst.Name, cst.Attribute, cst.Subscript, cst.Call, cst.Integer, cst.BinaryOperation)


def masked_reduction_fix(ctx, node: cst.Subscript, concrete: bool = False) -> PendingFix | None:
    """`node` is `x[lo:hi]` (one window, every other element `:`), read only as the array a
    reduction over the window's axis takes: reduce `x` under `where=<window mask>` instead.
    `concrete`: `x` may be a NumPy array closed over from untraced code, whose own methods would
    convert the traced mask: only a jnp reduction (`jnp.sum(x[:n])`) is rewritten then."""
    if not repeatable(node.value) and not isinstance(node.value, cst.Name):
        return None
    window = _window(node)
    if window is None:
        return None
    axis, lower, upper = window
    parents = parent_map(ctx.function.node)
    reduction = _reduction_of(ctx, node, parents)
    if reduction is None:
        return None
    call, name = reduction
    method = isinstance(call.func, cst.Attribute) and call.func.value is node
    if concrete and method:
        return None
    if not _over_axis(call, axis, method=method):
        return None
    if any(a.keyword is not None and a.keyword.value == "where" for a in call.args):
        return None
    if name in _NEEDS_INITIAL and not any(a.keyword is not None and a.keyword.value == "initial" for a in call.args):
        return None
    jnp, jnp_edit = name_for(ctx.module, "jax.numpy")
    lax, lax_edit = name_for(ctx.module, "jax.lax")
    if jnp is None or lax is None or (jnp_edit is not None and lax_edit is not None):
        return None  # two new imports at one place: left to a person
    array = code(node.value).strip()
    positions = f"{lax}.broadcasted_iota({jnp}.int32, {jnp}.shape({array}), {axis})"
    tests = ([f"{positions} >= {_operand(lower)}"] if lower is not None else []) + (
        [f"{positions} < {_operand(upper)}"] if upper is not None else [])
    mask = tests[0] if len(tests) == 1 else " & ".join(f"({t})" for t in tests)
    edits = [NodeEdit(call, _rebuilt(call, node, array, f"where={mask}"))]
    edits += [e for e in (jnp_edit, lax_edit) if e is not None]
    return PendingFix("Reduce the whole array under a mask of the sliced positions (where=): the slice's "
                      "length is traced, the mask's shape is not (unsafe: a negative bound counts from the end "
                      "when slicing, not under the mask)", edits, Applicability.UNSAFE)


def _window(node: cst.Subscript):
    """(axis, lower, upper) of the one sliced element with a bound; the others bare `:`."""
    found = None
    for axis, element in enumerate(node.slice):
        sl = element.slice
        if not isinstance(sl, cst.Slice) or sl.step is not None:
            return None
        if sl.lower is None and sl.upper is None:
            continue
        if found is not None:
            return None
        found = (axis, sl.lower, sl.upper)
    return found


def _reduction_of(ctx, node: cst.Subscript, parents) -> tuple[cst.Call, str] | None:
    """The call reducing `node`: `jnp.sum(node, ...)` (first positional) or `node.sum(...)`."""
    parent = parents.get(id(node))
    if isinstance(parent, cst.Attribute) and parent.value is node:
        call = parents.get(id(parent))
        name = parent.attr.value
        if isinstance(call, cst.Call) and call.func is parent and name in _WHERE_REDUCTIONS | _NEEDS_INITIAL:
            return call, name
        return None
    if isinstance(parent, cst.Arg) and parent.keyword is None and not parent.star:
        call = parents.get(id(parent))
        if not isinstance(call, cst.Call) or not call.args or call.args[0] is not parent:
            return None
        qual = ctx.callee(call) or ctx.qualified_name(call.func) or ""
        module, _, name = qual.rpartition(".")
        if module == "jax.numpy" and name in _WHERE_REDUCTIONS | _NEEDS_INITIAL:
            return call, name
    return None


def _over_axis(call: cst.Call, axis: int, method: bool) -> bool:
    """The reduction's axis is None, `axis`, or a literal tuple holding it."""
    given = None
    positional = [a for a in call.args if a.keyword is None]
    if any(a.star for a in call.args):
        return False
    offset = 0 if method else 1  # jnp.sum(x, axis) / x.sum(axis)
    if len(positional) > offset:
        given = positional[offset].value
    for arg in call.args:
        if arg.keyword is not None and arg.keyword.value == "axis":
            given = arg.value
    if given is None or (isinstance(given, cst.Name) and given.value == "None"):
        return True
    if isinstance(given, cst.Integer):
        return int(given.value, 0) == axis
    if isinstance(given, cst.Tuple):
        return any(isinstance(e.value, cst.Integer) and int(e.value.value, 0) == axis for e in given.elements)
    return False


def _operand(expr: cst.BaseExpression) -> str:
    text = code(expr).strip()
    return text if isinstance(expr, _BARE) or expr.lpar else f"({text})"


def _rebuilt(call: cst.Call, node: cst.Subscript, array: str, keyword: str) -> str:
    """The call with `array` in place of the slice `node` and `keyword` appended."""
    if isinstance(call.func, cst.Attribute) and call.func.value is node:
        func = f"{array}.{call.func.attr.value}"
    else:
        func = code(call.func).strip()
    args = [array if arg.value is node else code(arg.with_changes(comma=cst.MaybeSentinel.DEFAULT)).strip()
            for arg in call.args]
    return f"{func}({', '.join(args + [keyword])})"
