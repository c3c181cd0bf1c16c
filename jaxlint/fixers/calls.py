"""Fixes that swap a Python builtin or operator for its jax.numpy counterpart:
`min`/`max` -> `jnp.minimum`/`jnp.maximum` (or `jnp.min`/`jnp.max`), `any`/`all`/`sorted` ->
`jnp.any`/`jnp.all`/`jnp.sort`, `and`/`or`/`not` -> `jnp.logical_*`, chained comparisons."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import ARRAY, PARAMETER
from jaxlint.diagnostics import Applicability
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.fixers.imports import name_for
from jaxlint.fixers.raising_operands import raises_every_run


def _jnp(ctx) -> tuple[str | None, list[NodeEdit]]:
    name, edit = name_for(ctx.module, "jax.numpy")
    return name, [edit] if edit is not None else []


def _plain_positional(node: cst.Call) -> list[cst.BaseExpression] | None:
    if any(a.keyword is not None or a.star for a in node.args):
        return None
    return [a.value for a in node.args]


def _as_array(jnp: str, expr: cst.BaseExpression) -> str:
    if isinstance(expr, cst.GeneratorExp):
        return f"{jnp}.asarray([{code(expr.elt)} {code(expr.for_in)}])"
    if isinstance(expr, (cst.List, cst.Tuple, cst.ListComp)):
        return f"{jnp}.asarray({code(expr)})"
    return code(expr)


def min_max_fix(ctx, node: cst.Call, name: str, iterable_is_array: bool) -> PendingFix | None:
    args = _plain_positional(node)
    jnp, imports = _jnp(ctx)
    if args is None or not args or jnp is None:
        return None
    if len(args) == 1:
        only = args[0]
        if isinstance(only, (cst.List, cst.Tuple)) and len(only.elements) >= 2 and not any(
                isinstance(e, cst.StarredElement) for e in only.elements):
            args = [e.value for e in only.elements]
        elif iterable_is_array or isinstance(only, (cst.GeneratorExp, cst.ListComp)):
            text = f"{jnp}.{name}({_as_array(jnp, only)})"
            return PendingFix(f"Replace with {jnp}.{name}", [NodeEdit(node, text)] + imports)
        else:
            text = f"{jnp}.{name}({jnp}.asarray({code(only)}))"
            return PendingFix(f"Replace with {jnp}.{name}", [NodeEdit(node, text)] + imports,
                              Applicability.UNSAFE)
    func = f"{jnp}.{'minimum' if name == 'min' else 'maximum'}"
    text = code(args[0])
    for arg in args[1:]:
        text = f"{func}({text}, {code(arg)})"
    return PendingFix(f"Replace with {func}", [NodeEdit(node, text)] + imports)


def reduction_fix(ctx, node: cst.Call, name: str) -> PendingFix | None:
    jnp, imports = _jnp(ctx)
    if jnp is None or len(node.args) < 1 or node.args[0].keyword is not None or node.args[0].star:
        return None
    target = {"any": "any", "all": "all", "sorted": "sort"}[name]
    extra = node.args[1:]
    reverse = False
    for a in extra:
        if name == "sorted" and a.keyword is not None and a.keyword.value == "reverse" and isinstance(
                a.value, cst.Name) and a.value.value in ("True", "False"):
            reverse = a.value.value == "True"
        else:
            return None
    text = f"{jnp}.{target}({_as_array(jnp, node.args[0].value)})" + ("[::-1]" if reverse else "")
    # sorted() returns a list; jnp.sort an array: callers that rely on list methods would break.
    applicability = Applicability.UNSAFE if name == "sorted" else Applicability.SAFE
    return PendingFix(f"Replace with {jnp}.{target}", [NodeEdit(node, text)] + imports, applicability)


def logical_fix(ctx, node: cst.BooleanOperation | cst.UnaryOperation) -> PendingFix | None:
    """`not a` -> `jnp.logical_not(a)`; `a and b` / `a or b` on boolean arrays ->
    `jnp.logical_and/or`, otherwise `jnp.where(a, b, a)` / `jnp.where(a, a, b)`: Python's
    operators return one of their operands, elementwise that is a `where`. Unsafe: on an array
    of several elements Python raises even eagerly, so the rewrite picks a meaning; the
    `logical_*` forms are safe where the tested operand is a tracer in code that only runs
    traced (every run raised). Never on a value that may be a container (`opts or {}`)."""
    jnp, imports = _jnp(ctx)
    if jnp is None:
        return None
    if isinstance(node, cst.UnaryOperation):
        text = f"{jnp}.logical_not({code(node.expression)})"
        return PendingFix(f"Replace with {jnp}.logical_not", [NodeEdit(node, text)] + imports,
                          _unless_always_raised(ctx, node.expression))
    is_and = isinstance(node.operator, cst.And)
    left, right = code(node.left).strip(), code(node.right).strip()
    if _ordering(node.left) and _ordering(node.right):  # `(i < n) and (err > tol)`: booleans either way
        name = "logical_and" if is_and else "logical_or"
        return PendingFix(f"Replace with {jnp}.{name}", [NodeEdit(node, f"{jnp}.{name}({left}, {right})")] + imports,
                          _unless_always_raised(ctx, node.left))
    if ctx.array_status(node.left) not in (ARRAY, PARAMETER):
        return None
    if ctx.value(node.left).boolean and ctx.value(node.right).boolean:
        name = "logical_and" if is_and else "logical_or"
        text = f"{jnp}.{name}({left}, {right})"
        return PendingFix(f"Replace with {jnp}.{name}", [NodeEdit(node, text)] + imports,
                          _unless_always_raised(ctx, node.left))
    if not repeatable(node.left):
        return None  # `where` names the left operand twice: only when that is free of effects
    if is_and:
        text = f"{jnp}.where({left}, {right}, {left})"
        meaning = f"'{right}' where '{left}' is nonzero, else '{left}'"
    else:
        text = f"{jnp}.where({left}, {left}, {right})"
        meaning = f"'{left}' where it is nonzero, else '{right}'"
    if _defaults_to_none(ctx, node.left):
        text = f"{right if not is_and else left} if {left} is None else {text}"
        meaning += f"; '{right if not is_and else left}' when '{left}' is None"
    return PendingFix(f"Replace with {jnp}.where, elementwise: {meaning} (Python's '{'and' if is_and else 'or'}' "
                      f"returns one operand whole)", [NodeEdit(node, text)] + imports, Applicability.UNSAFE)


def _unless_always_raised(ctx, tested: cst.BaseExpression) -> Applicability:
    """Safe where the truth test of `tested` raised on every run (nothing that worked changes),
    unsafe otherwise: eagerly, Python's operators return a Python bool or an operand whole."""
    return Applicability.SAFE if raises_every_run(ctx, tested) else Applicability.UNSAFE


_ORDERINGS = (cst.LessThan, cst.LessThanEqual, cst.GreaterThan, cst.GreaterThanEqual, cst.Equal, cst.NotEqual)


def _ordering(expr: cst.BaseExpression) -> bool:
    """A single comparison `a < b` (`==`, `>=`...): a bool, or a boolean array where an operand
    is one, never a container, so `and`/`or` of two of them is `logical_and`/`logical_or`."""
    return (isinstance(expr, cst.Comparison) and len(expr.comparisons) == 1
            and isinstance(expr.comparisons[0].operator, _ORDERINGS))


def _defaults_to_none(ctx, expr: cst.BaseExpression) -> bool:
    """A parameter whose default is None: callers that pass None get it untraced, and the
    rewrite must keep `None or default` working for them."""
    if not isinstance(expr, cst.Name) or not ctx.is_parameter(expr.value):
        return False
    _, param = ctx.function.param(expr.value)
    return param is not None and isinstance(param.default, cst.Name) and param.default.value == "None"


def repeatable(expr: cst.BaseExpression) -> bool:
    """A name, attribute, literal or subscript of those: evaluating it twice is harmless."""
    while isinstance(expr, (cst.Attribute, cst.Subscript)):
        if isinstance(expr, cst.Subscript) and not all(
                isinstance(e.slice, cst.Index) and isinstance(e.slice.value, (cst.Integer, cst.Name, cst.SimpleString))
                for e in expr.slice):
            return False
        expr = expr.value
    return isinstance(expr, (cst.Name, cst.Integer, cst.Float))


def chained_comparison_fix(ctx, node: cst.Comparison) -> PendingFix | None:
    jnp, imports = _jnp(ctx)
    if jnp is None:
        return None
    parts = []
    left = node.left
    for target in node.comparisons:
        op = code(target.operator).strip()
        parts.append(f"{code(left).strip()} {op} {code(target.comparator).strip()}")
        left = target.comparator
    text = parts[-1]
    for part in reversed(parts[:-1]):
        text = f"{jnp}.logical_and({part}, {text})"
    middles = [t.comparator for t in node.comparisons[:-1]]
    pure = all(isinstance(m, (cst.Name, cst.Attribute, cst.Integer, cst.Float)) for m in middles)
    return PendingFix(f"Replace with {jnp}.logical_and", [NodeEdit(node, text)] + imports,
                      Applicability.SAFE if pure else Applicability.UNSAFE)
