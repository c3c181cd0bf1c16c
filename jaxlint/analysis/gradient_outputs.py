"""What a function handed to `jax.grad` returns, when the text says it is no scalar (JAX813).

`jax.grad` and `jax.value_and_grad` differentiate a function with one scalar output; without
`has_aux=True` a function returning `(loss, aux)`, a list or a dict raises `TypeError: Gradient
only defined for scalar-output functions` when the gradient function is called. Only what a
function of the module spells counts: every `return` of its own body (a lambda's expression)
is a tuple, list or dict display and the body cannot fall off its end. Array shapes are never
guessed (a `(1,)`-shaped output is not seen).
"""

from __future__ import annotations

from typing import Callable

import libcst as cst

from jaxlint.analysis.fact_table import canonical
from jaxlint.analysis.jax_types import returned_values
from jaxlint.analysis.module_index import FunctionInfo, ModuleIndex, resolve_function_expr

GRADIENTS = ("jax.grad", "jax.value_and_grad")
_DISPLAYS = {cst.Tuple: "a tuple", cst.List: "a list", cst.Dict: "a dict"}


def non_scalar_output(index: ModuleIndex, call: cst.Call, scope: FunctionInfo | None,
                      foreign: Callable[[cst.BaseExpression], FunctionInfo | None] | None = None,
                      ) -> tuple[str, str] | None:
    """(the differentiated function's name, what it returns) for `jax.grad(f)` or
    `jax.value_and_grad(f)` without `has_aux` where every run of `f` returns a container
    display; None otherwise. `foreign`: the def of another project module a name or attribute
    spells (`jax.value_and_grad(losses.loss_with_metrics)`), judged by its own text the same way."""
    qual = index.resolver.qualname(call.func)
    if qual is None or canonical(qual) not in GRADIENTS:
        return None
    if any(arg.star for arg in call.args) or any(arg.keyword is not None and arg.keyword.value == "has_aux"
                                                 for arg in call.args):
        return None
    positional = [arg for arg in call.args if arg.keyword is None]
    given = positional[0].value if positional else next(
        (arg.value for arg in call.args if arg.keyword is not None and arg.keyword.value == "fun"), None)
    if given is None:
        return None
    resolved = resolve_function_expr(index, given, scope)
    if resolved is None and foreign is not None and isinstance(given, (cst.Name, cst.Attribute)):
        info = foreign(given)
        if info is None:
            return None
    elif resolved is None or resolved.info is None or resolved.specs or resolved.bound:
        return None
    else:
        info = resolved.info
    returns = [info.node.body] if isinstance(info.node, cst.Lambda) else returned_values(info)
    if not returns:
        return None
    kinds = [_DISPLAYS.get(type(value)) for value in returns]
    if any(kind is None for kind in kinds):
        return None
    name = "the lambda" if isinstance(info.node, cst.Lambda) else f"'{info.name}'"
    return name, kinds[0]
