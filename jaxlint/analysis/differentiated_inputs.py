"""Arguments a derivative transform differentiates whose dtype the text shows is an int or bool
(JAX815).

`jax.grad`, `value_and_grad` and `jacrev` differentiate inexact inputs only, and `jacfwd` (and
`hessian`, which uses it) real ones: an int or bool array or Python int among the differentiated
arguments raises TypeError ("grad requires real- or complex-valued inputs ... but got int32") when
the transformed function is called (measured on JAX 0.10.2, jitted or not). Only the calls the text
ties to the transform are judged: `jax.grad(f)(3)`, and a name bound once to the transform (or to
`jax.jit` of it) and called; `argnums` must be a literal, and `allow_int=True` keeps it silent.
"""

from __future__ import annotations

from dataclasses import dataclass

import libcst as cst

from jaxlint.analysis.dtype_kinds import BOOL, INT, Kinds, Leaf, Node, Shape, describe
from jaxlint.analysis.module_index import FunctionInfo, ModuleIndex, the_binding
from jaxlint.analysis.outer_transforms import literal_argnums

DIFFERENTIATING = {"jax.grad": "jax.grad", "jax.value_and_grad": "jax.value_and_grad", "jax.jacrev": "jax.jacrev",
                   "jax.jacfwd": "jax.jacfwd", "jax.hessian": "jax.hessian"}
_PASSING = frozenset({"jax.jit"})  # wrappers that hand the arguments on unchanged


@dataclass(frozen=True)
class IntegerInput:
    transform: str  # "jax.grad", ...
    position: int
    kind: str  # "an int", "a bool", "a tuple holding an int"
    literal: cst.Integer | None  # a decimal int literal passed whole: the fix writes it as a float


def integer_input(index: ModuleIndex, call: cst.Call, scope: FunctionInfo | None) -> IntegerInput | None:
    """The first differentiated argument of `call` that is an int or bool, when `call` calls a
    derivative transform the text spells; None otherwise."""
    if any(arg.star or arg.keyword is not None for arg in call.args):
        return None
    kinds = Kinds(index)
    transform = _transform(kinds, call.func, scope)
    if transform is None:
        return None
    name, argnums = transform
    for position in argnums:
        if position >= len(call.args):
            return None
        given = call.args[position].value
        found = _integral(kinds.of(given, scope, {}))
        if found is not None:
            literal = given if isinstance(given, cst.Integer) and given.value.isdigit() else None
            return IntegerInput(name, position, found, literal)
    return None


def _transform(kinds: Kinds, func: cst.BaseExpression, scope: FunctionInfo | None, depth: int = 0
               ) -> tuple[str, tuple[int, ...]] | None:
    """(the transform's name, the positions it differentiates) for `jax.grad(f, ...)`, through
    `jax.jit(...)` and a name bound once to either."""
    if depth > 4:
        return None
    if isinstance(func, cst.Name):
        bound, _ = the_binding(kinds.index, func.value, scope)
        return _transform(kinds, bound, scope, depth + 1) if isinstance(bound, cst.Call) else None
    if not isinstance(func, cst.Call) or any(arg.star for arg in func.args):
        return None
    qual = kinds.qual(func.func)
    positional = [arg.value for arg in func.args if arg.keyword is None]
    if qual in _PASSING and positional:
        return _transform(kinds, positional[0], scope, depth + 1)
    if qual not in DIFFERENTIATING:
        return None
    keywords = {arg.keyword.value: arg.value for arg in func.args if arg.keyword is not None}
    if any(key in keywords for key in ("allow_int", "holomorphic")) or len(positional) > 1:
        return None
    argnums = literal_argnums(keywords.get("argnums"))
    return (DIFFERENTIATING[qual], argnums) if argnums is not None else None


def _integral(shape: Shape) -> str | None:
    """How a message names an int or bool leaf, or a display holding one; None otherwise."""
    if isinstance(shape, Leaf):
        return describe(shape) if shape.exact and shape.kind in (BOOL, INT) else None
    if isinstance(shape, Node) and shape.type in ("tuple", "list"):
        for item in shape.items:
            found = _integral(item)
            if found is not None:
                return f"{describe(shape)} holding {found}"
    return None
