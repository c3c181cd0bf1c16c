"""The values a def hands back: what several analyses (a factory's product, a gradient's output,
a jitted function's result type) read from the same `return` statements."""

from __future__ import annotations

from typing import TYPE_CHECKING

import libcst as cst

from jaxlint.analysis.walk import iter_scope

if TYPE_CHECKING:
    from jaxlint.analysis.module_index import FunctionInfo


def returned_values(info: FunctionInfo) -> list[cst.BaseExpression] | None:
    """The values of every `return` of a def's own body, when it has some, each with a value,
    none a generator's, and its last statement is one; None otherwise."""
    node = info.node
    if not isinstance(node, cst.FunctionDef) or node.asynchronous is not None:
        return None
    returns = []
    for inner in iter_scope(node.body):
        if type(inner) in (cst.Yield, cst.Await):
            return None
        if type(inner) is cst.Return:
            returns.append(inner.value)
    if not returns or any(value is None for value in returns) or not _ends_in_return(node):
        return None
    return returns


def _ends_in_return(node: cst.FunctionDef) -> bool:
    """The body's last statement is a `return` (it cannot fall off its end and return None)."""
    body = node.body.body if isinstance(node.body, cst.IndentedBlock) else ()
    last = body[-1] if body else None
    return isinstance(last, cst.SimpleStatementLine) and isinstance(last.body[-1], cst.Return)
