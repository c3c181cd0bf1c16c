"""What a for-loop variable takes in turn, read from the display it iterates.

`for scheme in (Upwind(1.0), LaxFriedrichs(1.0)): solve(scheme, ...)` hands `solve` each
element of the display, one run after the other; `for name, kernel, k in (("hmc", HMC(...), k1),
("mala", MALA(...), k2))` hands it the second element of each row. A call handing the variable on
hands every one of those expressions, so what the callee does with its parameter is what it does
with each of them (the objects' classes are the union of the constructed classes). Only a
variable the loop alone binds, used inside the loop's body, over a literal display.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.scopes import binding_count
from jaxlint.analysis.walk import iter_scope, iter_tree

MAX_ELEMENTS = 8  # the objects a loop's display holds, followed one by one


def loop_elements(scope: cst.CSTNode, use: cst.Name) -> list[cst.BaseExpression] | None:
    """The expressions the loop variable `use` (a use of it in `scope`'s own body: a def or the
    module) is bound to, one per element of the display the loop iterates; None when the name
    has another binding in the scope, the use is not in the loop's body, or the display (or a
    row of it) is not one the target unpacks element by element."""
    if not isinstance(scope, (cst.FunctionDef, cst.Module)):
        return None
    name = use.value
    if binding_count(scope, name) != 1:
        return None
    for node in iter_scope(scope):
        if type(node) is not cst.For or node.asynchronous is not None:
            continue
        position = _target_position(node.target, name)
        if position is None:
            continue
        if not any(inner is use for inner in iter_tree(node.body)):
            return None
        width = len(node.target.elements) if isinstance(node.target, (cst.Tuple, cst.List)) else 0
        return _elements(node.iter, position, width)
    return None


def _target_position(target: cst.BaseExpression, name: str) -> int | None:
    """-1 when the target is `name` itself, the index of `name` in a flat tuple target, else None."""
    if isinstance(target, cst.Name):
        return -1 if target.value == name else None
    if isinstance(target, (cst.Tuple, cst.List)):
        for i, element in enumerate(target.elements):
            if isinstance(element.value, cst.Name) and element.value.value == name \
                    and not isinstance(element, cst.StarredElement):
                return i
    return None


def _elements(iterable: cst.BaseExpression, position: int, width: int) -> list[cst.BaseExpression] | None:
    rows = _display(iterable)
    if rows is None or not rows or len(rows) > MAX_ELEMENTS:
        return None
    if position < 0:
        return rows
    out = []
    for row in rows:
        items = _display(row)
        if items is None or len(items) != width:
            return None
        out.append(items[position])
    return out


def _display(expr: cst.BaseExpression) -> list[cst.BaseExpression] | None:
    if not isinstance(expr, (cst.Tuple, cst.List)) or any(isinstance(e, cst.StarredElement) for e in expr.elements):
        return None
    return [e.value for e in expr.elements]
