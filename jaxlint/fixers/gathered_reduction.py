"""Indices of a mask that only gather rows for one reduction over them (JAX602) -> the reduction
over every row, under the mask:

    keep = jnp.nonzero(w > 0.05)[0]                       keep = w > 0.05
    return jnp.sum(h[keep] * w[keep, None], axis=0)  ->   return jnp.sum(jnp.moveaxis(h * w[:, None], 0, -1),
                                                                         axis=-1, where=keep)

The gathered rows stack along axis 0, and an expression built from them elementwise (arithmetic,
elementwise jnp functions) keeps row i from row i of each gathered array; reducing it over axis 0
(or whole) is reducing the ungathered expression over the rows the mask keeps. Moving that axis
last lets `where=` broadcast the one-dimensional mask whatever the expression's rank. For the
reductions that take `where=` (sum, mean, prod, var, std, any, all and their nan* forms).

For `jnp.nonzero(m)[0]`, one-argument `jnp.where(m)[0]` and `jnp.flatnonzero(m)` bound to a name
once in the function's body (or `(idx,) = jnp.nonzero(m)`, which only a one-dimensional mask
runs), every read of which is the first index of a gather (`a[idx]`, `a[idx, None]`,
`a[idx, :]`) inside such a reduction (one or several, none inside another).
Unsafe: it assumes a one-dimensional mask (for a many-dimensional one the indices repeat rows)
and operands that broadcast from the right, as a row-wise expression's do; and where a
masked-out row is infinite or NaN in the expression's derivative, its zero cotangent times that
is NaN, where the gather never touched the row.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import iter_tree
from jaxlint.diagnostics import Applicability
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.fixers.imports import name_for
from jaxlint.fixers.tree import bound_once, first_element, names_in, parent_map, sole_unpacked
from jaxlint.parsing import parse_expression

_FIRST_OF = ("jax.numpy.nonzero", "jax.numpy.where")  # tuples of index arrays: the gather uses [0]
_FLAT = ("jax.numpy.flatnonzero",)
_REDUCTIONS = frozenset({"sum", "mean", "prod", "var", "std", "any", "all", "nansum", "nanmean", "nanprod",
                         "nanvar", "nanstd"})
_ELEMENTWISE = frozenset({"abs", "square", "sqrt", "exp", "log", "log1p", "expm1", "tanh", "sin", "cos", "sign",
                          "maximum", "minimum", "negative", "reciprocal", "power", "multiply", "add", "subtract",
                          "divide", "true_divide", "clip", "logical_not", "logical_and", "logical_or",
                          "isfinite", "isnan"})
_NN_ELEMENTWISE = frozenset(f"jax.nn.{name}" for name in (
    "relu", "relu6", "softplus", "sigmoid", "log_sigmoid", "silu", "swish", "gelu", "elu", "celu", "selu",
    "soft_sign", "hard_tanh", "hard_sigmoid", "hard_silu", "leaky_relu", "sparse_plus"))
_ARITHMETIC = (cst.Add, cst.Subtract, cst.Multiply, cst.Divide, cst.Power, cst.FloorDivide, cst.Modulo,
               cst.BitAnd, cst.BitOr)
_SIGNS = (cst.Minus, cst.Plus, cst.BitInvert)


def gathered_reduction_fix(ctx, call: cst.Call, name: str) -> PendingFix | None:
    """`call` is the index function (`jnp.nonzero(m)`); `name` its qualified name."""
    if name not in _FIRST_OF + _FLAT or len(call.args) != 1 or call.args[0].keyword is not None \
            or call.args[0].star:
        return None
    function = ctx.function.node
    if not isinstance(function, cst.FunctionDef) or not isinstance(function.body, cst.IndentedBlock):
        return None
    parents = parent_map(function)
    indices = first_element(parents, call) if name in _FIRST_OF else call
    unpacked = sole_unpacked(parents, call) if indices is None and name in _FIRST_OF else None
    if unpacked is not None:
        indices = call  # `(idx,) = jnp.nonzero(m)`
    if indices is None:
        return None
    assign = parents.get(id(indices))
    line = parents.get(id(assign))
    if not (isinstance(assign, cst.Assign) and assign.value is indices and len(assign.targets) == 1
            and isinstance(assign.targets[0].target, cst.Name if unpacked is None else (cst.Tuple, cst.List))
            and isinstance(line, cst.SimpleStatementLine) and parents.get(id(line)) is function.body):
        return None  # only a statement of the body itself: not in a loop another iteration reads
    target = assign.targets[0].target if unpacked is None else unpacked[1]
    if not bound_once(ctx, target.value, indices):
        return None  # bound more than once
    uses = [n for n in names_in(function, target.value) if n is not target]
    gathers = [_gather(parents, use) for use in uses]
    if not uses or None in gathers:
        return None
    found = [reduction_through_elementwise(ctx, parents, g) for g in gathers]
    if None in found:
        return None  # a gather outside a reduction over its rows
    reductions = {id(r[0]): r for r in found}
    if any(id(other[0]) != id(r[0]) and any(n is other[0] for n in iter_tree(r[0]))
           for r in reductions.values() for other in reductions.values()):
        return None  # one reduction inside another: the edits would overlap
    jnp, edit = name_for(ctx.module, "jax.numpy")
    if jnp is None:
        return None
    mask = target.value
    source = call.args[0].value
    spelled = code(source).strip()
    if not ctx.value(source).boolean:  # `jnp.nonzero(counts)`: the rows holding a nonzero value
        atom = isinstance(source, (cst.Name, cst.Attribute, cst.Call, cst.Subscript))
        spelled = f"{spelled if atom else f'({spelled})'} != 0"
    edits = [NodeEdit(indices, spelled) if unpacked is None else NodeEdit(assign, f"{mask} = {spelled}")]
    for reduction, operand, axis_arg in reductions.values():
        operand_text = _operand_text(operand, gathers)
        where = f"{'axis=-1, ' if axis_arg is not None else ''}where={mask}"
        if isinstance(reduction.func, cst.Attribute) and reduction.func.value is operand:  # `E.sum(axis=0)`
            text = f"{jnp}.moveaxis({operand_text}, 0, -1).{reduction.func.attr.value}({where})"
        else:
            text = f"{code(reduction.func).strip()}({jnp}.moveaxis({operand_text}, 0, -1), {where})"
        edits.append(NodeEdit(reduction, text))
    return PendingFix(f"Reduce every row under the mask (where=) instead of gathering the rows its indices "
                      f"select: '{mask}' becomes the mask itself (assumes a one-dimensional mask)",
                      edits + ([edit] if edit else []), Applicability.UNSAFE)


def _gather(parents: dict[int, cst.CSTNode], use: cst.Name) -> cst.Subscript | None:
    """`a[use]` or `a[use, rest...]` whose other elements are `None`, `:` or an integer (a basic
    index of a later axis): the subscript, else None."""
    index = parents.get(id(use))
    element = parents.get(id(index))
    subscript = parents.get(id(element))
    if not (isinstance(index, cst.Index) and index.value is use and isinstance(element, cst.SubscriptElement)
            and isinstance(subscript, cst.Subscript) and subscript.slice and subscript.slice[0] is element):
        return None
    for rest in subscript.slice[1:]:
        part = rest.slice
        if isinstance(part, cst.Slice):
            if part.lower is not None or part.upper is not None or part.step is not None:
                return None
        elif not (isinstance(part, cst.Index) and (isinstance(part.value, cst.Integer) or (
                isinstance(part.value, cst.Name) and part.value.value == "None"))):
            return None
    if any(isinstance(n, cst.Name) and n.value == use.value for rest in subscript.slice[1:]
           for n in iter_tree(rest)):
        return None
    return subscript


def reduction_through_elementwise(ctx, parents: dict[int, cst.CSTNode], gather: cst.CSTNode):
    """(the reduction call, its reduced operand, its axis argument or None) where `gather` reaches
    a reduction over axis 0 (or whole) through elementwise operations only (arithmetic, jnp's and
    jax.nn's elementwise functions); else None."""
    node = gather
    while True:
        parent = parents.get(id(node))
        if isinstance(parent, cst.BinaryOperation) and isinstance(parent.operator, _ARITHMETIC):
            node = parent
        elif isinstance(parent, cst.UnaryOperation) and isinstance(parent.operator, _SIGNS):
            node = parent
        elif isinstance(parent, cst.Attribute) and parent.value is node:
            call = parents.get(id(parent))
            if not (isinstance(call, cst.Call) and call.func is parent and parent.attr.value in _REDUCTIONS):
                return None
            axis = _axis(call.args, 0)
            return None if axis is False else (call, node, axis)
        elif isinstance(parent, cst.Arg) and parent.keyword is None and not parent.star:
            call = parents.get(id(parent))
            if not isinstance(call, cst.Call):
                return None
            qual = ctx.callee(call) or ctx.qualified_name(call.func) or ""
            if qual in _NN_ELEMENTWISE and len(call.args) == 1:
                node = call
                continue
            short = qual.removeprefix("jax.numpy.")
            if short == qual:
                return None
            if short in _REDUCTIONS and call.args and call.args[0] is parent:
                axis = _axis(call.args, 1)
                return None if axis is False else (call, node, axis)
            if short not in _ELEMENTWISE or any(a.keyword is not None or a.star for a in call.args):
                return None
            node = call
        else:
            return None


def _axis(args, position: int):
    """The axis argument when it is 0 (or absent: None); False for anything else passed."""
    rest = [a for a in args[position:]]
    if not rest:
        return None
    if len(rest) != 1 or rest[0].star:
        return False
    arg = rest[0]
    if arg.keyword is not None and arg.keyword.value != "axis":
        return False
    if arg.keyword is None and position == 0:
        return False
    value = arg.value
    return arg if isinstance(value, cst.Integer) and value.value == "0" else False


def _ungathered(gather: cst.Subscript) -> str:
    """`a[idx]` -> `a`; `a[idx, None]` -> `a[:, None]`."""
    base = code(gather.value).strip()
    if len(gather.slice) == 1:
        return base
    rest = ", ".join(code(e.slice).strip() for e in gather.slice[1:])
    return f"{base}[:, {rest}]"


def _operand_text(operand: cst.BaseExpression, gathers: list[cst.Subscript]) -> str:
    """The reduced expression's source with each gather replaced by the whole array."""
    replaced = {id(g): _ungathered(g) for g in gathers}

    class _Swap(cst.CSTTransformer):
        def on_leave(self, original, updated):
            text = replaced.get(id(original))
            return parse_expression(text) if text is not None else updated

    if id(operand) in replaced:
        return replaced[id(operand)]
    return code(operand.visit(_Swap())).strip()
