"""A method decorated with `jax.custom_jvp` / `jax.custom_vjp`, called through its instance.

A custom_jvp (custom_vjp) object is no descriptor: `obj.energy(x)` does not bind `obj`, so the call
hands the function one argument fewer than it takes and raises TypeError (measured on JAX 0.10.2,
report_repros30/energy_method_custom_jvp_unbound.py; a plain method wrapping a module-level custom_jvp
function works). A `@staticmethod` around it is a descriptor: not one of these."""

from __future__ import annotations

from typing import Callable

import libcst as cst

CUSTOM_DERIVATIVES = ("jax.custom_jvp", "jax.custom_vjp")


def custom_derivative_of(func: cst.FunctionDef, qualname: Callable[[cst.BaseExpression], str | None]) -> str | None:
    """'jax.custom_jvp' when the def's one decorator is `@jax.custom_jvp` or
    `@partial(jax.custom_jvp, ...)` (custom_vjp alike); None otherwise."""
    if len(func.decorators) != 1:
        return None
    expr = func.decorators[0].decorator
    if isinstance(expr, cst.Call) and qualname(expr.func) == "functools.partial" and expr.args:
        expr = expr.args[0].value
    name = qualname(expr)
    return name if name in CUSTOM_DERIVATIVES else None


def missing_parameter(func: cst.FunctionDef, call: cst.Call) -> str | None:
    """The first parameter of `func` without a default that `call`'s arguments leave unfilled
    when `func` is called with them exactly (no `self` bound); None when all are filled, or when the
    call or the def has a starred part (not counted)."""
    if any(arg.star for arg in call.args):
        return None
    params = func.params
    if params.star_kwarg is not None or isinstance(params.star_arg, cst.Param):
        return None
    positional = list(params.posonly_params) + list(params.params)
    given = sum(1 for arg in call.args if arg.keyword is None)
    keywords = {arg.keyword.value for arg in call.args if arg.keyword is not None}
    for i, param in enumerate(positional):
        if i >= given and param.default is None and param.name.value not in keywords:
            return param.name.value
    for param in params.kwonly_params:
        if param.default is None and param.name.value not in keywords:
            return param.name.value
    return None
