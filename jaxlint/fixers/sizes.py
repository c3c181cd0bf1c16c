"""A data-dependent output shape (JAX602) gets a static bound: `size=x.size` (and the facts'
`fill_value`), `num_segments=len(ids)` for segment reductions.

Unsafe by nature: the result is padded to the bound (with -1 for indices, JAX's default fill for
values), so code that indexes with the padded indices sees the padding; a segment id at or
above the bound is dropped. Refused (display-only advice) where the code reads the result's
length (`len(...)`, `.shape`, `.size`, of the result, of its first element, or of a name bound
to either): with a static bound the length is always the bound (where the length is all that is
used, nonzero_count.py counts the mask instead); and where it gathers with the
padded indices (`x[jnp.nonzero(m)[0]]`): index -1 reads the last element (where the gathered rows
only feed one reduction, gathered_reduction.py reduces under the mask instead). Indices that only
scatter (`x.at[idx].set(v)`) are padded past the end instead, where the update is dropped; so are
indices that gather only the update of a scatter at the same indices (`y.at[idx].set(x[idx])`).
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import ARRAY, NOT_ARRAY, PARAMETER
from jaxlint.diagnostics import Applicability
from jaxlint.fixers.calls import repeatable
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.fixers.gathered_reduction import gathered_reduction_fix
from jaxlint.fixers.imports import name_for
from jaxlint.fixers.nonzero_count import count_fix
from jaxlint.fixers.tree import names_in, parent_map
from jaxlint.fixers.where import is_pure

_NUMBERS = (cst.Integer, cst.Float)


def size_fix(ctx, node: cst.Call, known) -> PendingFix | None:
    keyword, source, _ = known.size_bound
    if keyword == "length":
        return None  # jnp.bincount: the bound is the largest value + 1, no size the code spells
    positional = [a for a in node.args if a.keyword is None and not a.star]
    if len(positional) <= source or any(a.star for a in node.args):
        return None
    if any(a.keyword is not None and a.keyword.value in ("axis", "return_index", "return_inverse", "return_counts")
           for a in node.args) or (keyword == "size" and len(positional) > source + 1 and known.name.endswith(
                ("compress", "unique"))):
        return None  # a bound along an axis, or a tuple of results: not the input's size
    stated = _stated_segments(ctx, node, positional[source].value) if keyword == "num_segments" else None
    bound = stated or _size_of(ctx, positional[source].value)
    if bound is None:
        return None
    if keyword == "size" and _result_used(ctx, node, _reads_length):
        return count_fix(ctx, node, known.name) or PendingFix("No static bound: the code reads the result's length, which a bound would fix at "
                          "the bound; count with jnp.count_nonzero(...) or jnp.sum(mask) instead",
                          [], Applicability.DISPLAY_ONLY)
    fill = known.size_fill
    if keyword == "size" and fill == "-1" and _result_used(ctx, node, _gathers_with):
        return gathered_reduction_fix(ctx, node, known.name) or PendingFix(
            "No static bound: the code indexes an array with the result, and the padding index -1 would gather "
            "its last element; reduce under the mask instead (jnp.where(mask, x, 0).sum())", [],
            Applicability.DISPLAY_ONLY)
    if keyword == "size" and fill == "-1" and (_result_used(ctx, node, _scatters_with) or _only_minimized(ctx, node)):
        # `.at[idx].set(v)`: an index past the end is dropped, where -1 would write the last; `idx.min()`: the
        # bound is above every index, where -1 would be the minimum
        fill = bound
    last = node.args[-1]
    extra = f", {keyword}={bound}" + (f", fill_value={fill}" if fill else "")
    text = code(last.value).strip() if last.keyword is None else f"{last.keyword.value}={code(last.value).strip()}"
    edits = [NodeEdit(last, text.rstrip(",") + extra)]
    if stated is not None:
        message = (f"Pass num_segments={bound}, as the function's other segment reduction over the same ids "
                   f"does: the result has one row per segment; ids at or above it are dropped")
    elif keyword == "num_segments":
        message = (f"Pass num_segments={bound}: the result has one row per possible segment; ids at or above "
                   f"it are dropped (pass the real number of segments if you know it)")
    else:
        padding = f" padded with {fill}" if fill else " padded"
        message = f"Pass {keyword}={bound}: a static bound, the result{padding} to that length"
    return PendingFix(message, edits, Applicability.UNSAFE)


def _stated_segments(ctx, node: cst.Call, ids: cst.BaseExpression) -> str | None:
    """The `num_segments=` another `jax.ops.segment_*` call of the function passes for the same
    segment ids (`segment_sum(ones, graph.receivers, num_segments=graph.nodes.shape[0])`): the
    author's own count of segments, where `len(ids)` is only a guess."""
    spelled = code(ids).strip()
    for other in _calls(ctx.function.node):
        if other is node:
            continue
        qual = ctx.callee(other) or ctx.qualified_name(other.func) or ""
        if not qual.startswith("jax.ops.segment_"):
            continue
        positional = [a for a in other.args if a.keyword is None and not a.star]
        given = [a for a in other.args if a.keyword is not None and a.keyword.value == "num_segments"]
        ids_arg = positional[1].value if len(positional) > 1 else next(
            (a.value for a in other.args if a.keyword is not None and a.keyword.value == "segment_ids"), None)
        if given and ids_arg is not None and code(ids_arg).strip() == spelled and is_pure(ctx, given[0].value):
            return code(given[0].value).strip()
    return None


def _calls(root: cst.CSTNode) -> list[cst.Call]:
    out, stack = [], [root]
    while stack:
        item = stack.pop()
        if isinstance(item, cst.Call):
            out.append(item)
        stack.extend(item.children)
    return out


def _size_of(ctx, expr: cst.BaseExpression) -> str | None:
    """`x.size` for an array expression free of effects (`x`, `x > 0`, `jnp.abs(x)` via jnp.size).
    An expression the analysis cannot call an array (`pytree[order]`) gets `jnp.size(...)`: the
    jnp call rejects lists and tuples, so where the original runs its argument is array-like."""
    status = ctx.array_status(expr)
    if status == NOT_ARRAY:
        return None
    if status not in (ARRAY, PARAMETER):
        return _jnp_size(ctx, expr)
    if repeatable(expr):
        return f"{code(expr).strip()}.size"
    if isinstance(expr, cst.Comparison) and len(expr.comparisons) == 1:
        sides = [expr.left, expr.comparisons[0].comparator]
        arrays = [s for s in sides if not isinstance(s, _NUMBERS)]
        if len(arrays) == 1 and repeatable(arrays[0]) and ctx.array_status(arrays[0]) in (ARRAY, PARAMETER):
            return f"{code(arrays[0]).strip()}.size"  # comparing with a number keeps the shape
    return _jnp_size(ctx, expr)


def _jnp_size(ctx, expr: cst.BaseExpression) -> str | None:
    if not is_pure(ctx, expr):
        return None
    jnp, _ = name_for(ctx.module, "jax.numpy")
    if jnp is None or _ is not None:
        return None
    return f"{jnp}.size({code(expr).strip()})"


def _only_minimized(ctx, call: cst.Call) -> bool:
    """The indices `call` gives (its `[0]`, or a name bound to it) are only ever reduced with
    `.min()` / `jnp.min(...)`: padding with the bound, above every index, keeps the minimum."""
    parents = parent_map(ctx.function.node)
    node = _through_first_element(parents, call)
    if node is call:
        return False  # a tuple of index arrays: each one's uses are not followed
    if _minimized(ctx, parents, node):
        return True
    binding = parents.get(id(node))
    if not (isinstance(binding, cst.Assign) and binding.value is node and len(binding.targets) == 1
            and isinstance(binding.targets[0].target, cst.Name)):
        return False
    target = binding.targets[0].target
    uses = [n for n in names_in(ctx.function.node, target.value) if n is not target]
    return bool(uses) and all(_minimized(ctx, parents, n) for n in uses)


def _minimized(ctx, parents: dict[int, cst.CSTNode], node: cst.CSTNode) -> bool:
    parent = parents.get(id(node))
    if isinstance(parent, cst.Attribute) and parent.value is node and parent.attr.value == "min":
        call = parents.get(id(parent))
        return isinstance(call, cst.Call) and call.func is parent and not call.args
    call = parents.get(id(parent))
    return isinstance(parent, cst.Arg) and isinstance(call, cst.Call) and len(call.args) == 1 and \
        call.args[0] is parent and parent.keyword is None and not parent.star and \
        ctx.qualified_name(call.func) == "jax.numpy.min"


def _result_used(ctx, call: cst.Call, use) -> bool:
    """`use(parents, node)` holds for the call, its `[0]`, or a name bound to either."""
    parents = parent_map(ctx.function.node)
    node = _through_first_element(parents, call)
    if use(parents, node) or use(parents, call):
        return True
    binding = parents.get(id(node))
    if not isinstance(binding, cst.Assign) or len(binding.targets) != 1:
        return False
    target = binding.targets[0].target
    if isinstance(target, (cst.Tuple, cst.List)) and binding.value is call:
        targets = [e.value for e in target.elements]  # `rows, cols = jnp.nonzero(m)`: each index array
    elif isinstance(target, (cst.Tuple, cst.List)) and len(target.elements) == 1:
        targets = [target.elements[0].value]
    else:
        targets = [target]
    if not all(isinstance(t, cst.Name) for t in targets):
        return True  # a starred or nested target: not followed, so counted as used
    uses = [n for t in targets for n in names_in(ctx.function.node, t.value) if n is not t]
    return any(use(parents, _through_first_element(parents, n)) for n in uses)


def _through_first_element(parents: dict[int, cst.CSTNode], node: cst.CSTNode) -> cst.CSTNode:
    parent = parents.get(id(node))
    if isinstance(parent, cst.Subscript) and parent.value is node and len(parent.slice) == 1 and \
            isinstance(parent.slice[0].slice, cst.Index) and isinstance(parent.slice[0].slice.value, cst.Integer):
        return parent
    return node


def _reads_length(parents: dict[int, cst.CSTNode], node: cst.CSTNode) -> bool:
    parent = parents.get(id(node))
    if isinstance(parent, cst.Attribute) and parent.value is node:
        return parent.attr.value in ("shape", "size")
    if isinstance(parent, cst.Arg):
        outer = parents.get(id(parent))
        return isinstance(outer, cst.Call) and isinstance(outer.func, cst.Name) and outer.func.value == "len"
    return False


def _indexed(parents: dict[int, cst.CSTNode], node: cst.CSTNode) -> cst.Subscript | None:
    """The subscript whose index the node is (part of): `x[node]`, `x[node, j]`, `x.at[node]`."""
    parent = parents.get(id(node))
    if isinstance(parent, cst.Index) and parent.value is node:
        parent = parents.get(id(parent))
    outer = parents.get(id(parent)) if isinstance(parent, cst.SubscriptElement) else None
    return outer if isinstance(outer, cst.Subscript) else None


def _at_update(parents: dict[int, cst.CSTNode], subscript: cst.Subscript) -> bool:
    """`x.at[...].set(v)` (or add, multiply, ...): a scatter, not a gather (`.get()`)."""
    if not (isinstance(subscript.value, cst.Attribute) and subscript.value.attr.value == "at"):
        return False
    method = parents.get(id(subscript))
    return isinstance(method, cst.Attribute) and method.value is subscript and method.attr.value != "get"


def _gathers_with(parents: dict[int, cst.CSTNode], node: cst.CSTNode) -> bool:
    subscript = _indexed(parents, node)
    return subscript is not None and not _at_update(parents, subscript) and not _scattered_back(
        parents, node, subscript)


def _scattered_back(parents: dict[int, cst.CSTNode], node: cst.CSTNode, gather: cst.Subscript) -> bool:
    """`y.at[idx].set(x[idx])`: the gathered values are the update of a scatter at the same index
    name, so a padding index past the end gathers a clamped value that the scatter then drops.
    Arithmetic on the way (`.set(x[idx] * 2.0)`) keeps each value at its place."""
    value = gather
    while isinstance(parents.get(id(value)), (cst.BinaryOperation, cst.UnaryOperation)):
        value = parents.get(id(value))
    arg = parents.get(id(value))
    call = parents.get(id(arg))
    if not (isinstance(node, cst.Name) and isinstance(arg, cst.Arg) and arg.keyword is None and not arg.star
            and isinstance(call, cst.Call) and len(call.args) == 1 and isinstance(call.func, cst.Attribute)):
        return False
    scatter = call.func.value
    if not (isinstance(scatter, cst.Subscript) and _at_update(parents, scatter) and len(scatter.slice) == 1):
        return False
    index = scatter.slice[0].slice
    return isinstance(index, cst.Index) and isinstance(index.value, cst.Name) and index.value.value == node.value


def _scatters_with(parents: dict[int, cst.CSTNode], node: cst.CSTNode) -> bool:
    subscript = _indexed(parents, node)
    return subscript is not None and _at_update(parents, subscript)
