"""A method decorated with `jax.custom_jvp` / `jax.custom_vjp`, called through its instance.

A custom_jvp (custom_vjp) object is no descriptor: `obj.energy(x)` does not bind `obj`, so the call
hands the function one argument fewer than it takes and raises TypeError (measured on JAX 0.10.2,
report_repros30/energy_method_custom_jvp_unbound.py; a plain method wrapping a module-level custom_jvp
function works). A `@staticmethod` around it is a descriptor: not one of these."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.fact_table import CUSTOM_DERIVATIVES, canonical
from jaxlint.analysis.transforms import TransformSpec


def custom_derivative_of(func: cst.FunctionDef, specs: list[TransformSpec]) -> str | None:
    """'jax.custom_jvp' when the def's one decorator is `@jax.custom_jvp` or
    `@partial(jax.custom_jvp, ...)` (custom_vjp alike), as the module index resolved it (its
    specs); None otherwise (a `@staticmethod` around it is a second decorator)."""
    if len(func.decorators) != 1 or len(specs) != 1:
        return None
    name = canonical(specs[0].name)
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
