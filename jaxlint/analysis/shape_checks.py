"""Tests that observe only shapes: what their random numbers are never reaches an outcome.

A test whose every assertion reads the values it computed only for their shapes, sizes, dtypes,
lengths or types (`assert_equal(y.shape, (n, 3))`, `assert isinstance(mean, jnp.ndarray)`), and
that returns and prints nothing, passes or fails the same whatever numbers its draws give: two
draws from one key there correlate numbers nothing looks at (tests/data/unseen11_triage.md).
A test asserting anything about values (`jnp.isfinite(loss)`, `assert_array_equal(a, b)`) is
not one.
"""

from __future__ import annotations

from typing import Callable

import libcst as cst

from jaxlint.analysis.defuse import expression_reads
from jaxlint.analysis.flow import flow_of
from jaxlint.analysis.imports import dotted_name
from jaxlint.analysis.scopes import scope_info
from jaxlint.analysis.walk import iter_scope

_SHAPE_ATTRIBUTES = frozenset({"shape", "ndim", "dtype", "size"})
_SHAPE_FUNCTIONS = frozenset({"len", "isinstance", "type", "numpy.shape", "numpy.ndim", "jax.numpy.shape",
                              "jax.numpy.ndim"})


def observes_only_shapes(func: cst.CSTNode, qualified: Callable[[cst.BaseExpression], str | None]) -> bool:
    """`func` is a test function (`test...`) with at least one assertion, every one of which
    reads what the test computed only through shapes (see the module docstring); it returns no
    value, yields nothing and prints nothing. `qualified` gives the imported name an expression
    spells."""
    if not isinstance(func, cst.FunctionDef) or not func.name.value.startswith("test"):
        return False
    bound = scope_info(func).locals
    params = {p.name.value for p in (*func.params.posonly_params, *func.params.params, *func.params.kwonly_params)}
    flow = flow_of(func)
    augmented = {dotted_name(n.target) for n in iter_scope(func) if isinstance(n, (cst.AugAssign, cst.AnnAssign))}

    def free(name: str) -> bool:
        if name in params:
            return not flow.assigned_values(name) and name not in augmented
        if name in bound:
            return name not in augmented and _only_literals(flow.assigned_values(name))
        return True  # a global or builtin: nothing this test draws
    assertions = 0
    for node in iter_scope(func):
        if isinstance(node, (cst.Yield, cst.Await)) or (isinstance(node, cst.Return) and node.value is not None):
            return False
        if isinstance(node, cst.Call) and qualified(node.func) == "print":
            return False
        observed = _asserted(node)
        if observed is None:
            continue
        assertions += 1
        if not all(_shape_only(expr, free, qualified) for expr in observed):
            return False
    return assertions > 0


def _asserted(node: cst.CSTNode) -> list[cst.BaseExpression] | None:
    """The expressions an assertion checks: an `assert`'s test and message, the arguments of a
    call of a function or method named `assert...` standing as a statement."""
    if isinstance(node, cst.Assert):
        return [node.test] + ([node.msg] if node.msg is not None else [])
    if isinstance(node, cst.Expr) and isinstance(node.value, cst.Call):
        func = node.value.func
        name = func.attr.value if isinstance(func, cst.Attribute) else func.value if isinstance(func, cst.Name) else ""
        if name.startswith("assert"):
            return [arg.value for arg in node.value.args]
    return None


def _shape_only(expr: cst.BaseExpression, free: Callable[[str], bool],
                qualified: Callable[[cst.BaseExpression], str | None]) -> bool:
    """Every variable `expr` reads outside a shape question (`x.shape`, `len(x)`,
    `isinstance(x, T)`) is `free`: a parameter or global the test never rebinds, or a name
    bound only to literals."""
    if isinstance(expr, cst.Attribute) and expr.attr.value in _SHAPE_ATTRIBUTES:
        return True
    if isinstance(expr, cst.Call) and qualified(expr.func) in _SHAPE_FUNCTIONS:
        first, rest = (expr.args[0].value, expr.args[1:]) if expr.args else (None, ())
        return (first is None or _names_only(first)) and all(_shape_only(a.value, free, qualified) for a in rest)
    if isinstance(expr, cst.Name):
        return free(expr.value) or expr.value in ("True", "False", "None")
    if isinstance(expr, (cst.Lambda, cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp)):
        return all(free(name) for name in expression_reads(expr))
    children = [c for c in _children(expr)]
    return all(_shape_only(c, free, qualified) for c in children)


def _names_only(expr: cst.BaseExpression) -> bool:
    """What `len(...)` / `isinstance(...)` asks about: a variable or its attribute or item."""
    while isinstance(expr, (cst.Attribute, cst.Subscript)):
        expr = expr.value
    return isinstance(expr, cst.Name)


def _children(expr: cst.CSTNode) -> list[cst.BaseExpression]:
    """The expressions directly inside `expr`, read as values (not an attribute's or keyword's name)."""
    if isinstance(expr, cst.Attribute):
        return [expr.value]
    if isinstance(expr, cst.Arg):
        return [expr.value]
    out: list[cst.BaseExpression] = []
    for child in expr.children:
        if isinstance(child, cst.BaseExpression):
            out.append(child)
        elif not isinstance(child, (cst.BaseParenthesizableWhitespace, cst.LeftParen, cst.RightParen)):
            out.extend(_children(child))
    return out


def _only_literals(values: list) -> bool:
    return bool(values) and all(isinstance(v, (cst.Integer, cst.Float, cst.SimpleString)) or (
        isinstance(v, (cst.Tuple, cst.List)) and all(isinstance(e.value, (cst.Integer, cst.Float, cst.SimpleString))
                                                    for e in v.elements)) for v in values)

