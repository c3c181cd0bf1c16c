"""Tracer tests that narrow a name: `isinstance(x, jax.core.Tracer)` and helpers returning it,
and `isinstance(x, (int, float))`, true only for a Python value.

Code guards checks a tracer cannot answer with such a test (`if not _is_tracer(k) and k > n:`,
`if isinstance(p, Tracer) or p:`): where the test says `x` is not a tracer, `x` is a Python value
or a container, so what follows is not traced code for `x`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import libcst as cst

from jaxlint.analysis import facts
from jaxlint.analysis.imports import dotted_name
from jaxlint.analysis.refs import FunctionRef
from jaxlint.analysis.values import Kind, Value

if TYPE_CHECKING:
    from jaxlint.analysis.evaluator import Evaluator


# What a name holds where a tracer test excludes a tracer: a Python value or a container, which
# the analysis does not know more about.
NOT_A_TRACER = Value(Kind.UNKNOWN, origin="a value a tracer test excludes")


class Narrowing:
    """Runs code where `test` was `when`: the traced names the test excludes hold NOT_A_TRACER
    there, and hold again what they held before once the code is left (unless it rebinds them)."""

    def __init__(self, ev: "Evaluator", test: cst.BaseExpression, when: bool) -> None:
        self.names = [name for name in not_tracers(ev, test, when) if ev.lookup(name).kind is Kind.TRACED]
        self.before = {name: ev.lookup(name) for name in self.names}

    def enter(self, env: dict[str, Value]) -> dict[str, Value]:
        self.outer = {name for name in self.names if name not in env}  # closed over, not local
        env.update((name, NOT_A_TRACER) for name in self.names)
        return env

    def leave(self, env: dict[str, Value] | None) -> dict[str, Value] | None:
        for name in self.names if env is not None else ():
            if env.get(name) is NOT_A_TRACER:
                if name in self.outer:
                    del env[name]
                else:
                    env[name] = self.before[name]
        return env


def not_tracers(ev: "Evaluator", test: cst.BaseExpression, when: bool) -> list[str]:
    """The names `test` shows are not tracers when it evaluates to `when`."""
    if isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
        return not_tracers(ev, test.expression, not when)
    if isinstance(test, cst.BooleanOperation):
        # `a or b` false: both false; `a and b` true: both true. Other outcomes say nothing.
        if isinstance(test.operator, cst.Or) and not when or isinstance(test.operator, cst.And) and when:
            return not_tracers(ev, test.left, when) + not_tracers(ev, test.right, when)
        return []
    if isinstance(test, cst.Comparison):
        tested = _exact_type_test(ev, test, when)
        return [tested.value] if isinstance(tested, cst.Name) else []
    if not isinstance(test, cst.Call):
        return []
    tested = _python_value_test(ev, test) if when else _tested_argument(ev, test)
    if tested is None:
        tested = _complex_only_test(ev, test, when)
    return [tested.value] if isinstance(tested, cst.Name) else []


# Builtin classes no tracer is an instance of: where `isinstance(x, (int, float))` holds, `x` is a
# Python number (`if isinstance(sigma, float): if sigma < 0: raise` checks only those).
_PYTHON_VALUE_CLASSES = frozenset({"int", "float", "bool", "complex", "str", "bytes"})
# Imported classes no tracer (nor jax.Array) is an instance of, checked under jit, vmap and grad:
# NumPy's arrays and scalar types and the `numbers` tower (`isinstance(i, (int, np.integer))`).
_CONCRETE_CLASSES = frozenset({
    "numpy.ndarray", "numpy.generic", "numpy.number", "numpy.integer", "numpy.signedinteger",
    "numpy.unsignedinteger", "numpy.floating", "numpy.inexact", "numpy.complexfloating", "numpy.bool_",
    "numbers.Number", "numbers.Complex", "numbers.Real", "numbers.Rational", "numbers.Integral",
})


def _python_value_test(ev: "Evaluator", call: cst.Call) -> cst.BaseExpression | None:
    """The argument `isinstance(x, int)` (or a tuple of such builtin or NumPy classes) tests."""
    if ev.qualname(call.func) != "isinstance" or len(call.args) != 2:
        return None
    classes = call.args[1].value
    if isinstance(classes, (cst.List, cst.Set)):
        return None
    return call.args[0].value if _python_classes(ev, classes) else None


_COMPLEX_TESTS = {("jax.numpy.iscomplexobj", True), ("numpy.iscomplexobj", True),
                  ("jax.numpy.isrealobj", False), ("numpy.isrealobj", False)}
_COMPLEX_CLASSES = frozenset({"complexfloating", "complex64", "complex128", "complex_", "complex"})


def _complex_only_test(ev: "Evaluator", call: cst.Call, when: bool) -> cst.BaseExpression | None:
    """The argument `jnp.iscomplexobj(x)` (or `jnp.issubdtype(x.dtype, jnp.complexfloating)`)
    admits where it is `when`: the branch runs only when the trace hands it a complex array, a
    dtype the analysis does not follow, so it is not shown to run on `x` traced (jrystal's
    `safe_real` checks `allclose(x.imag, 0)` there; every caller passes a real value;
    tests/data/unseen26_triage.md)."""
    name = ev.qualname(call.func)
    if len(call.args) == 1 and (name, when) in _COMPLEX_TESTS:
        return call.args[0].value
    if when and name in ("jax.numpy.issubdtype", "numpy.issubdtype") and len(call.args) == 2:
        tested, kind = call.args[0].value, dotted_name(call.args[1].value) or ""
        if isinstance(tested, cst.Attribute) and tested.attr.value == "dtype" \
                and kind.rsplit(".", 1)[-1] in _COMPLEX_CLASSES:
            return tested.value
    return None


def _exact_type_test(ev: "Evaluator", test: cst.Comparison, when: bool) -> cst.BaseExpression | None:
    """The argument `type(x) is str` (`==`, `in (int, float)`; `is not`/`!=`/`not in` when false)
    shows is a Python value: a tracer's type is a Tracer class, never one of the builtins
    (`if type(st) is str: print(st)` prints only the strings; tests/data/unseen26_triage.md)."""
    if len(test.comparisons) != 1 or not isinstance(test.left, cst.Call):
        return None
    call, target = test.left, test.comparisons[0]
    holds = (cst.Is, cst.Equal, cst.In) if when else (cst.IsNot, cst.NotEqual, cst.NotIn)
    if not isinstance(target.operator, holds) or ev.qualname(call.func) != "type" or len(call.args) != 1 \
            or call.args[0].star or call.args[0].keyword is not None:
        return None
    classes = target.comparator
    if isinstance(target.operator, (cst.In, cst.NotIn)) != isinstance(classes, (cst.Tuple, cst.List, cst.Set)):
        return None
    return call.args[0].value if _python_classes(ev, classes) else None


def _python_classes(ev: "Evaluator", classes: cst.BaseExpression) -> bool:
    """`classes` (one class or a literal collection) names only classes no tracer is an instance
    of: builtin value classes, unshadowed, and NumPy's or the `numbers` tower's."""
    elements = [el.value for el in classes.elements] if isinstance(classes, (cst.Tuple, cst.List, cst.Set)) \
        else [classes]
    return bool(elements) and all(_python_class(ev, el) for el in elements)


def _python_class(ev: "Evaluator", spelled: cst.BaseExpression) -> bool:
    name = dotted_name(spelled)
    if name is None:
        return False
    resolved = ev.index.imports.resolve(name)
    if resolved in _CONCRETE_CLASSES:
        return True
    return name in _PYTHON_VALUE_CLASSES and resolved in (None, name) and name not in ev.index.module_assignments


def _tested_argument(ev: "Evaluator", call: cst.Call) -> cst.BaseExpression | None:
    """The argument a tracer test checks: `isinstance(x, Tracer)`, or `is_tracer(x)` where the
    helper's body is `return isinstance(param, Tracer)`."""
    if ev.qualname(call.func) == "isinstance":
        here = ev.index.imports.resolve
        return call.args[0].value if len(call.args) == 2 and _tracer_class(here, call.args[1].value) else None
    ref = ev.value(call.func).func
    if not isinstance(ref, FunctionRef) or ref.bound or not isinstance(ref.info.node, cst.FunctionDef):
        return None
    returned = _single_return(ref.info.node)
    there = (ref.owner or ev).index.imports.resolve
    if not (isinstance(returned, cst.Call) and dotted_name(returned.func) == "isinstance"
            and len(returned.args) == 2 and isinstance(returned.args[0].value, cst.Name)
            and _tracer_class(there, returned.args[1].value)):
        return None
    params = list(ref.info.node.params.posonly_params) + list(ref.info.node.params.params)
    names = [p.name.value for p in params]
    tested = returned.args[0].value.value
    for position, arg in enumerate(call.args):
        if arg.star:
            return None
        if arg.keyword is not None and arg.keyword.value == tested:
            return arg.value
        if arg.keyword is None and position < len(names) and names[position] == tested:
            return arg.value
    return None


def _single_return(func: cst.FunctionDef) -> cst.BaseExpression | None:
    """The expression of a body that is one `return` (after an optional docstring)."""
    statements = list(func.body.body) if isinstance(func.body, cst.IndentedBlock) else [func.body]
    if statements and isinstance(statements[0], cst.SimpleStatementLine) and isinstance(
            statements[0].body[0], cst.Expr) and isinstance(statements[0].body[0].value, cst.SimpleString):
        statements = statements[1:]
    if len(statements) != 1 or not isinstance(statements[0], cst.SimpleStatementLine):
        return None
    small = statements[0].body
    return small[0].value if len(small) == 1 and isinstance(small[0], cst.Return) else None


def _tracer_class(resolve: Callable[[str], str | None], expr: cst.BaseExpression) -> bool:
    """`jax.core.Tracer`, or a tuple of classes holding it; `resolve` maps a dotted name to the
    qualified name the imports of the module holding `expr` give it."""
    elements = [el.value for el in expr.elements] if isinstance(expr, cst.Tuple) else [expr]
    names = [dotted_name(el) for el in elements]
    return any(name is not None and getattr(facts.lookup(resolve(name)), "tracer_type", False) for name in names)
