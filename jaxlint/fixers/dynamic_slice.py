"""A slice whose bounds are traced but whose width is not (JAX202) -> `lax.dynamic_slice_in_dim`.

    x[i:i + 2]          ->  lax.dynamic_slice_in_dim(x, i, 2)
    x[:, t - 1:t + 2]   ->  lax.dynamic_slice_in_dim(x, t - 1, 3, axis=1)
    img[y:y + h, x:x + w]  ->  lax.dynamic_slice_in_dim(lax.dynamic_slice_in_dim(img, y, h), x, w, axis=1)

The width must be a static integer the code spells out: the upper bound is the lower bound's
own expression (`i`, `i - a`, `i + a`) plus a static integer. Every other element of the
subscript must be such a window or a bare `:` (each window is sliced in turn, the axes keeping
their places), and the subscript must be read (not assigned, not `.at[...]`).

Unsafe: where the window runs past either end, Python slicing shortens it (or, for a negative
start, counts from the end), while `dynamic_slice_in_dim` keeps the width and clamps the start
so the window fits. Inside the bounds the two give the same elements.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import ARRAY, PARAMETER, array_parameters, local_names
from jaxlint.diagnostics import Applicability
from jaxlint.fixers.calls import repeatable
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.fixers.imports import name_for
from jaxlint.fixers.tree import parent_map

_INTS = ("int", "shape_int")


def dynamic_slice_fix(ctx, node: cst.Subscript, concrete: bool = False) -> PendingFix | None:
    """`x[e:e + k]` (one such slice, every other element `:`) -> lax.dynamic_slice_in_dim.
    `concrete`: `x` is an array closed over from untraced code (not a tracer, still an array)."""
    if concrete and not _closed_over_array(ctx, node.value):
        return None
    if not concrete and ctx.array_status(node.value) not in (ARRAY, PARAMETER):
        return None
    if not repeatable(node.value) and not isinstance(node.value, cst.Call):
        return None
    windows = []
    for axis, element in enumerate(node.slice):
        sl = element.slice
        if not isinstance(sl, cst.Slice):
            return None  # an integer index or `...` shifts the axes: not followed
        if sl.lower is None and sl.upper is None and sl.step is None:
            continue
        if sl.step is not None or sl.lower is None or sl.upper is None:
            return None
        found = _start_and_width(ctx, sl.lower, sl.upper)
        if found is None:
            return None
        windows.append((axis, *found))
    if not windows or not _read_only(ctx, node):
        return None
    lax, edit = name_for(ctx.module, "jax.lax")
    if lax is None:
        return None
    text = code(node.value).strip()
    for axis, start, width in windows:  # one window per axis: each slice keeps the other axes whole
        text = f"{lax}.dynamic_slice_in_dim({text}, {start}, {width}" + (f", axis={axis})" if axis else ")")
    widths = " and ".join(width for _, _, width in windows)
    return PendingFix(f"Slice a window of static width {widths} with {lax}.dynamic_slice_in_dim (it clamps the "
                      f"start where the window would run past an end, where slicing shortens it)",
                      [NodeEdit(node, text)] + ([edit] if edit else []), Applicability.UNSAFE)


def _start_and_width(ctx, lower: cst.BaseExpression, upper: cst.BaseExpression) -> tuple[str, str] | None:
    """(start, width) texts when `upper` is `lower`'s base expression plus a static integer."""
    base, offset = _split(ctx, lower)
    upper_base, upper_offset = _split(ctx, upper)
    if base is None or upper_base is None or code(base).strip() != code(upper_base).strip():
        return None
    if not ctx.value(base).traced or not repeatable(base):
        return None
    if offset is None:
        width = upper_offset
    elif isinstance(offset, int) and isinstance(upper_offset, int):
        width = upper_offset - offset
    else:
        return None
    if width is None or (isinstance(width, int) and width <= 0):
        return None
    return code(lower).strip(), str(width)


def _split(ctx, expr: cst.BaseExpression):
    """(base, offset): `e` -> (e, None), `e + k` -> (e, k), `e - k` -> (e, -k), k a static
    integer (an int literal as an int, else its text); (None, None) otherwise."""
    if isinstance(expr, cst.BinaryOperation) and isinstance(expr.operator, (cst.Add, cst.Subtract)) \
            and not expr.lpar:
        amount = _static_int(ctx, expr.right)
        if amount is not None and ctx.value(expr.left).traced:
            if isinstance(expr.operator, cst.Subtract):
                amount = -amount if isinstance(amount, int) else None
            if amount is not None:
                return expr.left, amount
    if ctx.value(expr).traced:
        return expr, None
    return None, None


def _static_int(ctx, expr: cst.BaseExpression) -> int | str | None:
    if isinstance(expr, cst.Integer):
        return int(expr.value, 0)
    value = ctx.value(expr)
    if value.static and value.pytype in _INTS and repeatable(expr):
        return code(expr).strip()
    return None


def _read_only(ctx, node: cst.Subscript) -> bool:
    """Neither a store target (`x[a:b] = v`, `del x[a:b]`) nor the `.at[...]` of an update."""
    if isinstance(node.value, cst.Attribute) and node.value.attr.value == "at":
        return False
    parents = parent_map(ctx.function.node)
    parent = parents.get(id(node))
    if isinstance(parent, (cst.AssignTarget, cst.Del)) or (
            isinstance(parent, (cst.AugAssign, cst.AnnAssign)) and parent.target is node):
        return False
    return not (isinstance(parent, cst.Element) and isinstance(parents.get(id(parent)), (cst.Tuple, cst.List))
                and isinstance(parents.get(id(parents.get(id(parent)))), cst.AssignTarget))


def _closed_over_array(ctx, expr: cst.BaseExpression) -> bool:
    """A name an enclosing function binds as a parameter it uses as an array (`x.shape`)."""
    if not isinstance(expr, cst.Name):
        return False
    for outer in ctx.function.enclosing():
        if expr.value in local_names(outer.node):
            return expr.value in array_parameters(outer.node)
    return False
