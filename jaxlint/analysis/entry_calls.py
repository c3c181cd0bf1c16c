"""How the function a parameter holds is called once a def transforms it: `fit(loss_fn, params,
batch)` jitting `step_fn = jax.jit(jax.value_and_grad(loss_fn))` and calling `step_fn(params,
batch)`. The arguments of those calls are read where fit's body spells them; an argument that is
one of fit's own parameters (never rebound there) is what fit's callers pass for it
(`trainer.fit(model.loss, params, (ts, ys))`). A tuple or list display handed to a jitted function
arrives as a tuple (list) of pytrees of tracers: `ts, ys = batch` in the loss gets tracers, where a
dict would hand over its keys. Anything not seen in full leaves the shapes unknown (None)."""
from __future__ import annotations

from typing import TYPE_CHECKING

import libcst as cst

from jaxlint.analysis.module_index import CallShape, CallShapes, FunctionInfo, _argument_kind, callers_of_result, \
    the_binding
from jaxlint.analysis.scopes import assigned_names, scope_info

if TYPE_CHECKING:
    from jaxlint.analysis.evaluator import Evaluator

# a tuple (list) display none of whose elements is None or an empty display: under jit each element is a
# pytree with at least one leaf, every leaf a tracer (evaluator._shaped_by_callers reads it)
PYTREE_TUPLE = "tuple of pytrees"
PYTREE_LIST = "list of pytrees"


def parameter_entry_calls(ev: "Evaluator", function: FunctionInfo, specs: list) -> CallShapes:
    """The shapes of the calls `function`'s body makes of the transform `specs[-1]` applies to
    one of its parameters, or None when they are not all seen."""
    node = specs[-1].node if specs else None
    if not isinstance(node, cst.Call) or not isinstance(function.node, cst.FunctionDef):
        return None
    callers = callers_of_result(ev.index, node)
    if not callers or any(a.star for call in callers for a in call.args):
        return None
    params = scope_info(function.node).params
    rebound = assigned_names(function.node)
    out: list[CallShape] = []
    for call in callers:
        scope = ev.index.function_making(call)
        if scope is not function:
            return None  # a call in a nested def: what its names hold is not read here
        positional: list[str | None] = []
        keywords: list[tuple[str, str | None]] = []
        for arg in call.args:
            value = arg.value
            if isinstance(value, cst.Name) and value.value in params:
                kind = _passed_kind(ev, function, value.value) if value.value not in rebound else None
            else:
                kind = _display_kind(ev.index, value, scope)
            if arg.keyword is None:
                positional.append(kind)
            else:
                keywords.append((arg.keyword.value, kind))
        out.append(CallShape(tuple(positional), tuple(keywords)))
    return tuple(out)


def _passed_kind(ev: "Evaluator", function: FunctionInfo, name: str) -> str | None:
    """The one kind every known caller of `function` passes for its parameter `name` (with no
    default, so every call passes it), or None."""
    from jaxlint.analysis.passed_functions import _passed

    param = next((p for p in (*function.node.params.posonly_params, *function.node.params.params)
                  if p.name.value == name), None)
    if param is None or param.default is not None:
        return None
    kinds = {_display_kind(builder.index, expr, scope) for expr, scope, builder in _passed(ev, function, name)}
    return kinds.pop() if len(kinds) == 1 else None


def _display_kind(index, expr: cst.BaseExpression, scope: FunctionInfo | None) -> str | None:
    kind = _argument_kind(index, expr, 0, scope)
    if kind == "container" and isinstance(expr, (cst.Tuple, cst.List)) and expr.elements and all(
            not isinstance(e, cst.StarredElement) and not _empty(index, e.value, scope) for e in expr.elements):
        return PYTREE_TUPLE if isinstance(expr, cst.Tuple) else PYTREE_LIST
    return kind


def _empty(index, expr: cst.BaseExpression, scope: FunctionInfo | None) -> bool:
    """None, an empty display or a string (a pytree with no leaf, which jit hands back as it is, or
    no pytree), or a name that may hold None (bound to it, or a parameter defaulting to it)."""
    if isinstance(expr, (cst.SimpleString, cst.ConcatenatedString, cst.FormattedString)):
        return True
    if isinstance(expr, (cst.Tuple, cst.List, cst.Dict)) and not expr.elements:
        return True
    if not isinstance(expr, cst.Name):
        return False
    if expr.value == "None":
        return True
    bound, where = the_binding(index, expr.value, scope)
    if bound is not None:
        return isinstance(bound, cst.Name) and (bound.value == "None" or bound.value != expr.value
                                                 and _empty(index, bound, where)) \
            or isinstance(bound, (cst.SimpleString, cst.ConcatenatedString, cst.FormattedString))
    if where is not None and isinstance(where.node, cst.FunctionDef):
        param = next((p for p in (*where.node.params.posonly_params, *where.node.params.params,
                                  *where.node.params.kwonly_params) if p.name.value == expr.value), None)
        return param is not None and param.default is not None  # a defaulted parameter: it may be None
    return False
