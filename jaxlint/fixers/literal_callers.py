"""Whether every caller of a jitted entry point hands a parameter a hashable Python literal
(`step(x, 3)`, `run(x, mode="fast")`): then marking the parameter static changes no call that
ran before (each call passes the same value, now hashed instead of traced), so the mark is a
safe fix even where the parameter declares nothing (no literal default, no annotation).

Floats are left out: a static float is computed with in float64 where the traced one was
float32, so results may differ in the last bits."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import passed_argument


def _plain_literal(expr: cst.BaseExpression) -> bool:
    """An int, string, True/False/None, a negated int, or a tuple of those."""
    if isinstance(expr, (cst.Integer, cst.SimpleString, cst.ConcatenatedString)):
        return True
    if isinstance(expr, cst.UnaryOperation) and isinstance(expr.operator, cst.Minus):
        return isinstance(expr.expression, cst.Integer)
    if isinstance(expr, cst.Name):
        return expr.value in ("True", "False", "None")
    if isinstance(expr, cst.Tuple):
        return all(not isinstance(e, cst.StarredElement) and _plain_literal(e.value) for e in expr.elements)
    return False


def _default_literal(function: cst.CSTNode, parameter: str) -> bool:
    params = getattr(function, "params", None)
    for param in (*params.posonly_params, *params.params, *params.kwonly_params) if params else ():
        if param.name.value == parameter:
            return param.default is not None and _plain_literal(param.default)
    return False


def _is_method(function: cst.CSTNode) -> bool:
    params = getattr(function, "params", None)
    first = (*params.posonly_params, *params.params)[:1] if params else ()
    return bool(first) and first[0].name.value in ("self", "cls")


def passes_literals(entry) -> bool:
    """Every use of the entry point (an EntryPointView) is a call that passes a plain literal
    for its parameter, or leaves out a parameter whose default is one; at least one call."""
    sites = entry.call_sites()
    if not sites:
        return False
    function, parameter = entry.function.node, entry.parameter
    for site in sites:
        call = site.node
        if site.kind not in ("static", "absent") or not isinstance(call, cst.Call):
            return False
        if any(arg.star for arg in call.args):
            return False
        keyword = next((a.value for a in call.args if a.keyword is not None and a.keyword.value == parameter), None)
        if keyword is None and _is_method(function):
            return False  # positions shift by the receiver: only a keyword is read for sure
        given = keyword if keyword is not None else passed_argument(call, function, parameter,
                                                                    entry.bound_positional)
        if given is None:
            if site.kind != "absent" or not _default_literal(function, parameter):
                return False
        elif not _plain_literal(given):
            return False
    return True


def all_pass_literals(ctx, names: list[str]) -> bool:
    """passes_literals for the entry point of each parameter in `names` (TracedContext `ctx`)."""
    for name in names:
        entry = ctx.entry_point(name)
        if entry is None or not passes_literals(entry):
            return False
    return True
