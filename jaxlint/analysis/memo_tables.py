"""Memo tables an object fills before any trace: `if key in self.table: return ...`.

A method that looks a key up in a table on `self` and fills it on a miss (`self.table[key] = ...`)
runs its miss path at trace time only for a key the table lacks. When the constructor already
fills the table (directly, or by calling the method itself, as a palette registering every colour
it will draw), the analysis cannot tell which keys a traced call asks for: the miss path may never
run under the trace, so its findings are not reported (precision first; the same policy as a
branch assuming an unknown value is None). A table only the method fills is filled at the first
call, traced or not: its miss path runs and is reported.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.module_index import FunctionInfo
from jaxlint.analysis.walk import iter_scope

_FILLING_METHODS = frozenset({"update", "add", "setdefault"})


def miss_branch(method: FunctionInfo | None, methods: dict[str, FunctionInfo], test: cst.BaseExpression) -> str | None:
    """"then"/"else": the branch of `if <test>:` that assumes a key is missing from a table the
    constructor of `method`'s class fills; None when the test is no such lookup."""
    negate = False
    while isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
        test, negate = test.expression, not negate
    if method is None or not method.is_method or not isinstance(test, cst.Comparison) or len(test.comparisons) != 1:
        return None
    target = test.comparisons[0]
    if not isinstance(target.operator, (cst.In, cst.NotIn)):
        return None
    me = _self_name(method)
    table = _self_attribute(target.comparator, me)
    if table is None or not _prefilled(methods, table, method.name):
        return None
    present_is_then = isinstance(target.operator, cst.In) != negate
    return "else" if present_is_then else "then"


def _self_name(method: FunctionInfo) -> str | None:
    params = list(method.node.params.posonly_params) + list(method.node.params.params) \
        if isinstance(method.node, cst.FunctionDef) else []
    return params[0].name.value if params else None


def _self_attribute(expr: cst.BaseExpression, me: str | None) -> str | None:
    if me is not None and isinstance(expr, cst.Attribute) and isinstance(expr.value, cst.Name) \
            and expr.value.value == me:
        return expr.attr.value
    return None


def _prefilled(methods: dict[str, FunctionInfo], table: str, looking_up: str) -> bool:
    """Whether `__init__` fills `self.<table>`: stores a key, binds a non-empty display, updates
    it, or calls the looking-up method (or another method storing a key) on itself."""
    init = methods.get("__init__")
    me = _self_name(init) if init is not None else None
    if me is None:
        return False
    for node in iter_scope(init.node.body):
        if _fills(node, me, table):
            return True
        if isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute) \
                and _self_attribute(node.func, me) is not None:
            called = methods.get(node.func.attr.value)
            if node.func.attr.value == looking_up or called is not None and _stores_key(called, table):
                return True
    return False


def _stores_key(method: FunctionInfo, table: str) -> bool:
    me = _self_name(method)
    return me is not None and any(_fills(node, me, table) for node in iter_scope(method.node.body))


def _fills(node: cst.CSTNode, me: str, table: str) -> bool:
    if isinstance(node, cst.Assign):
        for target in node.targets:
            t = target.target
            if isinstance(t, cst.Subscript) and _self_attribute(t.value, me) == table:
                return True
            if _self_attribute(t, me) == table and isinstance(node.value, (cst.Dict, cst.Set, cst.DictComp)) \
                    and (not isinstance(node.value, (cst.Dict, cst.Set)) or node.value.elements):
                return True
    return (isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute)
            and node.func.attr.value in _FILLING_METHODS and _self_attribute(node.func.value, me) == table)
