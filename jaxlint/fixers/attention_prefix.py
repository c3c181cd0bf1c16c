"""Attention over the prefix of a key/value cache, sliced with a traced position (JAX202) -> the
whole cache, with the positions past the prefix masked out of the softmax.

    keys = cache["k"][: pos + 1]           keys = cache["k"]
    values = cache["v"][: pos + 1]    ->   values = cache["v"]
    weights = jax.nn.softmax(keys @ q)     weights = jax.nn.softmax(keys @ q,
    return weights @ values                                         where=jnp.arange(keys.shape[0]) < pos + 1)
                                           return weights @ values

The prefix's length is traced, so no static-width window fits; but softmax takes `where=`: it
normalises over the kept positions only and gives the others weight 0, so `weights @ values`
sums the same terms as over the prefix (the masked rows of `values` are multiplied by 0).

Only this shape is rewritten: two names bound to the same window of the first axis of two arrays
(`k[:n]`, `v[:n]`, nothing else in the subscript); the key name used once, as `keys @ q` or
`q @ keys.T`, in the argument of a `jax.nn.softmax` over its last axis (no `axis=`, or -1, no
`where=`); the value name used once, as `weights @ values` with `weights` that softmax (or a
name bound to it once). Then the key position is the scores' last axis (for 2-D keys) and the
1-D mask lines up with it.

Unsafe: with keys of another rank, or a query whose last axis is not the feature axis, the mask
would line up with another axis; a negative bound counts from the end when slicing, not in the
mask; and a NaN or infinity in the cache past the prefix would reach the output (0 * inf).
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import iter_tree
from jaxlint.diagnostics import Applicability
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.fixers.imports import name_for
from jaxlint.fixers.masked_slice import _operand, _window
from jaxlint.fixers.tree import names_in, parent_map

_SOFTMAX = "jax.nn.softmax"


def attention_prefix_fix(ctx, node: cst.Subscript) -> PendingFix | None:
    """`node` is the traced-bound slice of the keys or of the values (either finding gets the
    same fix)."""
    function = ctx.function.node
    if function is None:
        return None
    parents = parent_map(function)
    first = _bound_slice(node, parents)
    if first is None:
        return None
    window = code(node.slice[0]).strip()
    partners = [s for s in _slice_bindings(function, parents) if s[1] is not node
                and code(s[1].slice[0]).strip() == window]
    if len(partners) != 1:
        return None
    pair = [first, partners[0]]
    softmax = _softmax_reading(ctx, function, parents, [name for name, _ in pair])
    if softmax is None:
        return None
    call, keys_name = softmax
    values_name = next(name for name, _ in pair if name != keys_name)
    if not _weighs(function, parents, call, values_name):
        return None
    _, lower, upper = _window(node)
    jnp, jnp_edit = name_for(ctx.module, "jax.numpy")
    if jnp is None:
        return None
    positions = f"{jnp}.arange({keys_name}.shape[0])"
    tests = ([f"{positions} >= {_operand(lower)}"] if lower is not None else []) + (
        [f"{positions} < {_operand(upper)}"] if upper is not None else [])
    mask = tests[0] if len(tests) == 1 else " & ".join(f"({t})" for t in tests)
    edits = [NodeEdit(sliced, code(sliced.value).strip()) for _, sliced in pair]
    edits.append(NodeEdit(call, _with_where(call, mask)))
    edits += [jnp_edit] if jnp_edit is not None else []
    return PendingFix("Attend over the whole cache and mask the positions past the prefix out of the softmax "
                      "(where=): the prefix's length is traced, the cache's is not (unsafe: assumes 2-D keys "
                      "whose first axis is the position, and a cache holding no NaN or infinity past the prefix)",
                      edits, Applicability.UNSAFE)


def _bound_slice(node: cst.Subscript, parents) -> tuple[str, cst.Subscript] | None:
    """(name, node) when `node` is `a[lo:hi]` on the first axis only, the whole value of a plain
    `name = ...` assignment."""
    if len(node.slice) != 1 or _window(node) is None or _window(node)[0] != 0:
        return None
    assign = parents.get(id(node))
    if not isinstance(assign, cst.Assign) or assign.value is not node or len(assign.targets) != 1:
        return None
    target = assign.targets[0].target
    return (target.value, node) if isinstance(target, cst.Name) else None


def _slice_bindings(function: cst.CSTNode, parents) -> list[tuple[str, cst.Subscript]]:
    out = []
    for inner in iter_tree(function):
        if isinstance(inner, cst.Assign) and isinstance(inner.value, cst.Subscript):
            found = _bound_slice(inner.value, parents)
            if found is not None:
                out.append(found)
    return out


def _only_use(function: cst.CSTNode, name: str, parents) -> cst.Name | None:
    """The one read of `name` in the function (its binding aside); None when it is bound or read
    more than once."""
    reads = [n for n in names_in(function, name) if not isinstance(parents.get(id(n)), cst.AssignTarget)]
    bindings = [n for n in names_in(function, name) if isinstance(parents.get(id(n)), cst.AssignTarget)]
    return reads[0] if len(reads) == 1 and len(bindings) == 1 else None


def _softmax_reading(ctx, function, parents, names: list[str]) -> tuple[cst.Call, str] | None:
    """(the softmax call, the key name) when one of `names` is read once, as `k @ q` or
    `q @ k.T`, inside the first argument of a last-axis `jax.nn.softmax` without `where=`."""
    for name in names:
        use = _only_use(function, name, parents)
        if use is None:
            continue
        parent = parents.get(id(use))
        matmul = None
        if isinstance(parent, cst.BinaryOperation) and isinstance(parent.operator, cst.MatrixMultiply) \
                and parent.left is use:
            matmul = parent
        elif isinstance(parent, cst.Attribute) and parent.attr.value == "T":
            outer = parents.get(id(parent))
            if isinstance(outer, cst.BinaryOperation) and isinstance(outer.operator, cst.MatrixMultiply) \
                    and outer.right is parent:
                matmul = outer
        if matmul is None:
            continue
        ancestor = parents.get(id(matmul))
        while ancestor is not None and not isinstance(ancestor, (cst.Call, cst.BaseStatement)):
            ancestor = parents.get(id(ancestor))
        arg = _first_argument_holding(ancestor, matmul, parents)
        if arg is None or (ctx.callee(ancestor) or ctx.qualified_name(ancestor.func)) != _SOFTMAX \
                or not _last_axis(ancestor):
            continue
        return ancestor, name
    return None


def _first_argument_holding(call, inner: cst.CSTNode, parents) -> cst.Arg | None:
    if not isinstance(call, cst.Call) or not call.args:
        return None
    first = call.args[0]
    if first.keyword is not None or first.star:
        return None
    node = inner
    while node is not None and node is not call:
        if node is first:
            return first
        node = parents.get(id(node))
    return None


def _last_axis(call: cst.Call) -> bool:
    """No `where=`, and the axis is left out or -1 (positional or keyword)."""
    if any(a.star for a in call.args) or any(a.keyword is not None and a.keyword.value == "where"
                                             for a in call.args):
        return False
    positional = [a for a in call.args if a.keyword is None]
    given = [a.value for a in call.args if a.keyword is not None and a.keyword.value == "axis"]
    given += [a.value for a in positional[1:2]]
    if len(positional) > 2 or len(given) > 1:
        return False
    if not given:
        return True
    axis = given[0]
    return isinstance(axis, cst.UnaryOperation) and isinstance(axis.operator, cst.Minus) and isinstance(
        axis.expression, cst.Integer) and axis.expression.value == "1"


def _weighs(function, parents, softmax: cst.Call, values_name: str) -> bool:
    """The one read of `values_name` is `w @ values`, `w` the softmax call or a name bound once
    to it (and read only there)."""
    use = _only_use(function, values_name, parents)
    parent = parents.get(id(use)) if use is not None else None
    if not (isinstance(parent, cst.BinaryOperation) and isinstance(parent.operator, cst.MatrixMultiply)
            and parent.right is use):
        return False
    left = parent.left
    if left is softmax:
        return True
    assign = parents.get(id(softmax))
    if not (isinstance(left, cst.Name) and isinstance(assign, cst.Assign) and assign.value is softmax
            and len(assign.targets) == 1 and isinstance(assign.targets[0].target, cst.Name)
            and assign.targets[0].target.value == left.value):
        return False
    return _only_use(function, left.value, parents) is left


def _with_where(call: cst.Call, mask: str) -> str:
    args = [code(arg.with_changes(comma=cst.MaybeSentinel.DEFAULT)).strip() for arg in call.args]
    return f"{code(call.func).strip()}({', '.join(args + [f'where={mask}'])})"
