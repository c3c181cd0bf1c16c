"""Constructor parameters handed on to a base's `__init__` by `super().__init__(...)`.

`self.fn = jax.value_and_grad(log_prob_fn)` in `Base.__init__` stores what `Kernel(...)` passes when
`Kernel.__init__` runs `super().__init__(log_prob_fn)` with its own parameter, unchanged: the
binding reads back to the constructor `Kernel(...)` runs, whose callers say what it holds.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.classes import (AttributeBinding, class_info, constructor_of, constructor_parameter,
                                      unrebound_parameter)
from jaxlint.analysis.module_index import FunctionInfo, ModuleIndex, passed_argument

_LINKS = 4  # constructors followed up the chain of bases


def handed_parameter(binding: AttributeBinding, constructor: FunctionInfo | None,
                     index: ModuleIndex) -> str | None:
    """The parameter of `constructor` the binding stores as it is: its own (`constructor_parameter`),
    or, for a binding in a base's constructor of this module that `constructor` reaches through
    `super().__init__(p)` statements handing its parameter on by name, that parameter."""
    direct = constructor_parameter(binding, constructor)
    if direct is not None or constructor is None or not isinstance(binding.spelled, cst.Name):
        return direct
    name, method = binding.spelled.value, binding.method
    if method.name != "__init__" or not unrebound_parameter(method, name):
        return None
    for caller, call, callee in reversed(super_chain(index, constructor)):
        if callee is not method:
            continue
        passed = passed_argument(call, callee.node, name, bound=1)
        if not isinstance(passed, cst.Name) or not unrebound_parameter(caller, passed.value):
            return None
        name, method = passed.value, caller
    return name if method is constructor else None


def super_chain(index: ModuleIndex, constructor: FunctionInfo) -> list[tuple]:
    """(constructor, its `super().__init__(...)` call, the base constructor that runs) for each
    link from `constructor` up, while each one calls `super().__init__` in one plain statement of
    its body and the next constructor is the one base's of this module (single inheritance)."""
    out: list[tuple] = []
    current = constructor
    while len(out) < _LINKS and current.class_node is not None:
        call = own_super_call(current)
        bases = current.class_node.bases
        if call is None or len(bases) != 1 or not isinstance(bases[0].value, cst.Name):
            break
        base = index.classes.get(bases[0].value.value)
        callee = constructor_of(index, class_info(index, base)) if base is not None else None
        if callee is None or callee is current:
            break
        out.append((current, call, callee))
        current = callee
    return out


def own_super_call(constructor: FunctionInfo) -> cst.Call | None:
    """The one `super().__init__(...)` statement of a constructor's body (no `*args`)."""
    node = constructor.node
    if not isinstance(node, cst.FunctionDef):
        return None
    calls = [small.value for stmt in node.body.body if isinstance(stmt, cst.SimpleStatementLine)
             for small in stmt.body if isinstance(small, cst.Expr) and _is_super_init(small.value)]
    return calls[0] if len(calls) == 1 and not any(a.star for a in calls[0].args) else None


def _is_super_init(expr: cst.BaseExpression) -> bool:
    """`super().__init__(...)`, the zero-argument spelling."""
    return isinstance(expr, cst.Call) and isinstance(expr.func, cst.Attribute) and expr.func.attr.value == "__init__" \
        and isinstance(expr.func.value, cst.Call) and isinstance(expr.func.value.func, cst.Name) \
        and expr.func.value.func.value == "super" and not expr.func.value.args
