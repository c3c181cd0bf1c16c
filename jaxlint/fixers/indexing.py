"""A Python list, tuple or dict indexed by a tracer (JAX201) -> something JAX can index.

* `fns[i](x)`, a sequence of functions called at a traced index -> `lax.switch(i, fns, x)`;
* `table[i]`, a sequence of numbers or arrays -> `jnp.asarray(table)[i]` (numbers: safe, the
  original raised for every index; arrays: unsafe, they must share a shape);
* `table[k]`, a dict literal with keys `0..n-1` in order -> `jnp.asarray(list(table.values()))[k]`.

Never on anything else: strings, functions, None, dicts or unknown objects in the sequence are
not arrays, and `jnp.asarray` rejects or changes them.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import Value
from jaxlint.diagnostics import Applicability
from jaxlint.fixers.conversions import array_math_value
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.fixers.imports import name_for
from jaxlint.fixers.tree import parent_map

_NUMBERS = frozenset({"int", "float", "bool", "complex"})


def switch_fix(ctx, call: cst.Call, subscript: cst.Subscript) -> PendingFix | None:
    """`fns[i](a, b)` -> `lax.switch(i, fns, a, b)`."""
    if any(a.keyword is not None or a.star for a in call.args):
        return None  # lax.switch passes operands positionally
    jax_name, edit = name_for(ctx.module, "jax")
    if jax_name is None:
        return None
    index = code(subscript.slice[0].slice.value).strip()
    operands = "".join(f", {code(a.value).strip()}" for a in call.args)
    text = f"{jax_name}.lax.switch({index}, {code(subscript.value).strip()}{operands})"
    return PendingFix(f"Replace with {jax_name}.lax.switch (an out-of-range index is clamped, a negative one "
                      f"selects the first branch, and every branch must return the same shape and dtype)",
                      [NodeEdit(call, text)] + ([edit] if edit else []), Applicability.UNSAFE)


def stack_fix(ctx, subscript: cst.Subscript, base: Value) -> PendingFix | None:
    """`table[i]` -> `jnp.asarray(table)[i]` when every element is a number or an array."""
    kind = _stackable(base)
    if kind is None:
        return None
    return _stacked(ctx, subscript, kind)


def unknown_stack_fix(ctx, subscript: cst.Subscript, base: Value) -> PendingFix | None:
    """The same rewrite where the contents are unknown (a list built from a constructor's argument)
    and the entry only goes into array math (`table[i] * x`, or through a name bound to it once):
    an entry that is not a number or an array of one shape would fail that math anyway. Unsafe:
    jnp.asarray also fails on a ragged table that eager callers could index, and an index out of
    range is clamped."""
    if not _contents_unknown(base) or not array_math_value(ctx, parent_map(ctx.function.node), subscript):
        return None
    return _stacked(ctx, subscript, "unknown")


def _stacked(ctx, subscript: cst.Subscript, kind: str) -> PendingFix | None:
    jnp, edit = name_for(ctx.module, "jax.numpy")
    if jnp is None:
        return None
    text = f"{jnp}.asarray({code(subscript.value).strip()})[{code(subscript.slice[0].slice.value).strip()}]"
    return PendingFix(f"Index {jnp}.asarray(...) instead", [NodeEdit(subscript, text)] + ([edit] if edit else []),
                      Applicability.SAFE if kind == "numbers" else Applicability.UNSAFE)


def dict_stack_fix(ctx, subscript: cst.Subscript) -> PendingFix | None:
    """`table[k]` on a dict literal `{0: a, 1: b, ...}` -> `jnp.asarray(list(table.values()))[k]`."""
    if not isinstance(subscript.value, cst.Name):
        return None
    literal = ctx.literal_of(subscript.value.value)
    if not isinstance(literal, cst.Dict) or not literal.elements:
        return None
    for position, element in enumerate(literal.elements):
        if not isinstance(element, cst.DictElement) or not isinstance(element.key, cst.Integer) or \
                element.key.evaluated_value != position:
            return None  # the keys must be 0..n-1 in order: then the values' order is the index
        if not isinstance(element.value, (cst.Integer, cst.Float)) and not (
                isinstance(element.value, cst.UnaryOperation) and isinstance(element.value.expression,
                                                                             (cst.Integer, cst.Float))):
            return None
    jnp, edit = name_for(ctx.module, "jax.numpy")
    if jnp is None:
        return None
    name = subscript.value.value
    text = f"{jnp}.asarray(list({name}.values()))[{code(subscript.slice[0].slice.value).strip()}]"
    return PendingFix(f"Index {jnp}.asarray of the dict's values (keys 0..{len(literal.elements) - 1}; a key out "
                      f"of range is clamped instead of raising KeyError)",
                      [NodeEdit(subscript, text)] + ([edit] if edit else []), Applicability.UNSAFE)


def _contents_unknown(value: Value) -> bool:
    """A list or tuple the analysis knows nothing of the elements of (neither a display nor an
    element value it could follow)."""
    return value.items is None and (value.elem is None or not (value.elem.static or value.elem.traced))


def _stackable(value: Value) -> str | None:
    """'numbers' (every element a Python number, rectangular), 'arrays' (traced arrays or
    numbers), None (anything else, or contents unknown)."""
    items = value.items if value.items is not None else (value.elem,) if value.elem is not None else None
    if not items:
        return None
    kinds = set()
    lengths = set()
    for item in items:
        if item.static and item.pytype in _NUMBERS:
            kinds.add("numbers")
        elif item.traced and item.pytype is None and item.items is None and item.elem is None:
            kinds.add("arrays")
        elif item.static and item.pytype in ("list", "tuple") and item.items is not None:
            inner = _stackable(item)
            if inner is None:
                return None
            kinds.add(inner)
            lengths.add(len(item.items))
        else:
            return None  # a string, function, None, dict or unknown object
    if len(lengths) > 1 or lengths and len(kinds) and any(item.items is None for item in items):
        return None  # ragged, or numbers mixed with rows
    return "arrays" if "arrays" in kinds else "numbers"
