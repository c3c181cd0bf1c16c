"""What a function handed to `jax.grad` returns, when the text says it is no scalar (JAX813).

`jax.grad` and `jax.value_and_grad` differentiate a function with one scalar output; without
`has_aux=True` a function returning `(loss, aux)`, a list or a dict raises `TypeError: Gradient
only defined for scalar-output functions` when the gradient function is called. Only what a
function of the module spells counts: every `return` of its own body (a lambda's expression)
is a tuple, list or dict display and the body cannot fall off its end. Array shapes are never
guessed, but for library models whose constructor fixes the output's shape (`eqx.nn.MLP(...,
out_size=1, ...)` returns an array of shape `(1,)`, only `out_size="scalar"` a scalar).
"""

from __future__ import annotations

from typing import Callable

import libcst as cst

from jaxlint.analysis.fact_table import canonical
from jaxlint.analysis.returns import returned_values
from jaxlint.analysis.module_index import FunctionInfo, ModuleIndex, resolve_function_expr, the_binding
from jaxlint.analysis.transforms import literal

GRADIENTS = ("jax.grad", "jax.value_and_grad")
_DISPLAYS = {cst.Tuple: "a tuple", cst.List: "a list", cst.Dict: "a dict"}
# Library model classes whose instances return an array of shape (n,) for an int n given to one
# constructor parameter (the string "scalar" there makes the output a scalar): (its name, position).
_SIZED_OUTPUTS = {"equinox.nn.MLP": ("out_size", 1), "equinox.nn.Linear": ("out_features", 1)}


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
    given = _differentiated(call)
    if given is None:
        return None
    sized = _sized_model_output(index, given, scope)
    if sized is not None:
        return sized
    found = _returns(index, given, scope, foreign)
    if found is None:
        return None
    info, returns = found
    kinds = [_DISPLAYS.get(type(value)) for value in returns]
    if any(kind is None for kind in kinds):
        return None
    name = "the lambda" if isinstance(info.node, cst.Lambda) else f"'{info.name}'"
    return name, kinds[0]


# jax.numpy reductions: each returns one array, never the `(output, aux)` pair has_aux asks for.
_ARRAY_REDUCTIONS = frozenset(f"jax.numpy.{name}" for name in (
    "mean", "sum", "max", "min", "prod", "std", "var", "dot", "vdot", "linalg.norm", "nanmean", "nansum"))


def aux_output_mismatch(index: ModuleIndex, call: cst.Call, scope: FunctionInfo | None,
                        foreign: Callable[[cst.BaseExpression], FunctionInfo | None] | None = None,
                        ) -> tuple[str, str] | None:
    """(the differentiated function's name, what it returns) for `jax.grad(f, has_aux=True)` or
    `jax.value_and_grad(f, has_aux=True)` where every run of `f` returns something that is not a
    pair: a tuple or list display of another length, a dict display, or one array (a jax.numpy
    reduction, or arithmetic on one). JAX raises `TypeError: expected function with aux output to
    return a two-element tuple` when the gradient function is called (measured on JAX 0.10.2; a
    two-element list passes). `f` may be a bound method (`self.loss`) or what a factory returns."""
    qual = index.resolver.qualname(call.func)
    if qual is None or canonical(qual) not in GRADIENTS or any(arg.star for arg in call.args):
        return None
    flag = next((arg.value for arg in call.args if arg.keyword is not None and arg.keyword.value == "has_aux"), None)
    if flag is None or literal(flag) is not True:
        return None
    given = _differentiated(call)
    if given is None:
        return None
    found = _returns(index, given, scope, foreign, methods=True)
    if found is None:
        return None
    info, returns = found
    kinds = [_not_a_pair(index, value) for value in returns]
    if any(kind is None for kind in kinds):
        return None
    name = "the lambda" if isinstance(info.node, cst.Lambda) else f"'{info.name}'"
    return name, kinds[0]


def _not_a_pair(index: ModuleIndex, value: cst.BaseExpression) -> str | None:
    """What `value` is when the text shows it is no `(output, aux)` pair; None when it may be one."""
    if isinstance(value, (cst.Tuple, cst.List)):
        if any(isinstance(e, cst.StarredElement) for e in value.elements) or len(value.elements) == 2:
            return None
        kind = "tuple" if isinstance(value, cst.Tuple) else "list"
        return f"a {kind} of {len(value.elements)}"
    if isinstance(value, cst.Dict):
        return "a dict"
    return "one array" if _one_array(index, value) else None


def _one_array(index: ModuleIndex, value: cst.BaseExpression) -> bool:
    """A jax.numpy reduction call, or arithmetic one of whose operands is one."""
    if isinstance(value, cst.Call):
        qual = index.resolver.qualname(value.func)
        return qual is not None and canonical(qual) in _ARRAY_REDUCTIONS
    if isinstance(value, cst.BinaryOperation):
        return _one_array(index, value.left) or _one_array(index, value.right)
    if isinstance(value, cst.UnaryOperation):
        return _one_array(index, value.expression)
    return False


def returns_pairs(index: ModuleIndex, call: cst.Call, scope: FunctionInfo | None,
                  foreign: Callable[[cst.BaseExpression], FunctionInfo | None] | None = None) -> bool:
    """Every `return` of the function `jax.grad(f)` differentiates is a two-element tuple
    display `(loss, aux)`: the shape `has_aux=True` asks for."""
    positional = [arg for arg in call.args if arg.keyword is None and not arg.star]
    found = _returns(index, positional[0].value, scope, foreign) if positional else None
    return found is not None and all(
        isinstance(value, cst.Tuple) and len(value.elements) == 2 and not any(
            isinstance(e, cst.StarredElement) for e in value.elements) for value in found[1])


def _returns(index: ModuleIndex, given: cst.BaseExpression, scope: FunctionInfo | None,
             foreign: Callable[[cst.BaseExpression], FunctionInfo | None] | None, methods: bool = False
             ) -> tuple[FunctionInfo, list[cst.BaseExpression]] | None:
    """The function an expression names (a def or lambda of the module, or through `foreign` one
    of another project module) and what each of its `return`s gives; None when unknown. With
    `methods`, a bound method (`self.loss`: only `self` bound) counts too."""
    resolved = resolve_function_expr(index, given, scope)
    if resolved is None and foreign is not None and isinstance(given, (cst.Name, cst.Attribute)):
        info = foreign(given)
        if info is None:
            return None
    elif resolved is None or resolved.info is None or resolved.specs or (
            resolved.bound and not (methods and resolved.bound == 1 and resolved.info.is_method
                                    and not resolved.bound_keywords and not resolved.bound_args)):
        return None
    else:
        info = resolved.info
    returns = [info.node.body] if isinstance(info.node, cst.Lambda) else returned_values(info)
    return (info, returns) if returns else None


def _sized_model_output(index: ModuleIndex, given: cst.BaseExpression, scope: FunctionInfo | None
                        ) -> tuple[str, str] | None:
    """(the model's name, what it returns) for a library model (`_SIZED_OUTPUTS`) handed to grad,
    built in the text (`mlp = eqx.nn.MLP(in_size=2, out_size=1, ...)`, its one binding) with an
    integer output size: calling it returns an array of shape (n,), never a scalar."""
    built, name = given, "the model"
    if isinstance(given, cst.Name):
        built, _ = the_binding(index, given.value, scope)
        name = f"'{given.value}'"
    if not isinstance(built, cst.Call) or any(arg.star for arg in built.args):
        return None
    qual = canonical(index.resolver.qualname(built.func) or "")
    if qual not in _SIZED_OUTPUTS:
        return None
    keyword, position = _SIZED_OUTPUTS[qual]
    size = next((arg.value for arg in built.args if arg.keyword is not None and arg.keyword.value == keyword), None)
    positional = [arg.value for arg in built.args if arg.keyword is None]
    if size is None and len(positional) > position:
        size = positional[position]
    value = literal(size) if size is not None else None
    if not isinstance(value, int) or isinstance(value, bool):
        return None
    return name, f"an array of shape ({value},) ({qual.replace('equinox', 'eqx')} with {keyword}={value})"


def _differentiated(call: cst.Call) -> cst.BaseExpression | None:
    """The function a `jax.grad(...)`-like call differentiates: its first positional argument, or `fun=`."""
    positional = [arg for arg in call.args if arg.keyword is None]
    return positional[0].value if positional else next(
        (arg.value for arg in call.args if arg.keyword is not None and arg.keyword.value == "fun"), None)
