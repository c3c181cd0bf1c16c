"""The indices of a mask used only for how many there are (JAX602) -> `jnp.count_nonzero(mask)`:

    active = jnp.nonzero(x > 0)[0]            active = jnp.count_nonzero(x > 0)
    return x - dt * active.shape[0]   ->      return x - dt * active

A static bound (`size=`) cannot serve here: the length would always be the bound. The count is
what the length was, computed without materialising the indices, so nothing has a data-dependent
shape. For `jnp.nonzero(m)[0]` and one-argument `jnp.where(m)[0]`, `jnp.flatnonzero(m)` and
`jnp.argwhere(m)` (whose rows are the nonzero elements); the lengths read are `.shape[0]`,
`len(...)` and `.size` (not of argwhere's two-dimensional result).

Only where every length is array math (an operand of arithmetic, an argument of a jnp call),
directly or through a name bound to it once whose every read is (`n = len(jnp.where(m)[0])`): the
count is an int32 array where the length was a Python int, which a shape, a `range()` or a
Python `if` could not take under jit either. Unsafe for that change of type.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.diagnostics import Applicability
from jaxlint.fixers.conversions import array_math_value
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.fixers.imports import name_for
from jaxlint.fixers.tree import bound_once, first_element, names_in, parent_map, sole_unpacked

_TUPLES = ("jax.numpy.nonzero", "jax.numpy.where")  # a tuple of index arrays: the count is its [0]'s length
_ROWS = ("jax.numpy.flatnonzero", "jax.numpy.argwhere")


def count_fix(ctx, call: cst.Call, name: str) -> PendingFix | None:
    if name not in _TUPLES + _ROWS or len(call.args) != 1 or call.args[0].keyword is not None or call.args[0].star:
        return None
    parents = parent_map(ctx.function.node)
    result = first_element(parents, call) if name in _TUPLES else call
    unpacked = sole_unpacked(parents, call) if result is None and name in _TUPLES else None
    if unpacked is not None:
        result = call  # `(idx,) = jnp.nonzero(m)`
    if result is None:
        return None
    jnp, edit = name_for(ctx.module, "jax.numpy")
    if jnp is None:
        return None
    count = f"{jnp}.count_nonzero({code(call.args[0].value).strip()})"
    whole = name != "jax.numpy.argwhere"  # `.size` of argwhere's rows counts each index twice in 2-d
    binding = parents.get(id(result))
    if isinstance(binding, cst.Assign) and binding.value is result:
        if unpacked is None and (len(binding.targets) != 1 or not isinstance(binding.targets[0].target, cst.Name)):
            return None
        target = binding.targets[0].target if unpacked is None else unpacked[1]
        if not bound_once(ctx, target.value, result):
            return None  # bound more than once: its other values are not ours to change
        uses = [n for n in names_in(ctx.function.node, target.value) if n is not target]
        lengths = [_length(parents, n, whole) for n in uses]
        if not uses or None in lengths or not all(array_math_value(ctx, parents, n) for n in lengths):
            return None
        counted = NodeEdit(result, count) if unpacked is None else NodeEdit(binding, f"{target.value} = {count}")
        edits = [counted] + [NodeEdit(n, target.value) for n in lengths]
    elif unpacked is not None:
        return None
    else:
        length = _length(parents, result, whole)
        if length is None or not array_math_value(ctx, parents, length):
            return None
        edits = [NodeEdit(length, count)]
    return PendingFix(f"Count with {jnp}.count_nonzero: only the number of indices is used (an int32 array "
                      f"where the length was a Python int)", edits + ([edit] if edit else []), Applicability.UNSAFE)


def _length(parents: dict[int, cst.CSTNode], node: cst.CSTNode, whole: bool) -> cst.CSTNode | None:
    """The expression reading `node`'s length: `node.shape[0]`, `len(node)`, `node.size`."""
    parent = parents.get(id(node))
    if isinstance(parent, cst.Attribute) and parent.value is node:
        if parent.attr.value == "size" and whole:
            return parent
        if parent.attr.value == "shape":
            return first_element(parents, parent)
        return None
    outer = parents.get(id(parent))
    if isinstance(parent, cst.Arg) and parent.keyword is None and not parent.star and isinstance(outer, cst.Call) \
            and len(outer.args) == 1 and isinstance(outer.func, cst.Name) and outer.func.value == "len":
        return outer
    return None
