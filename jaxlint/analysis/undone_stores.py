"""Stores a traced function undoes before it returns.

`self.damping = damping` followed, on the function's straight-line path, by
`self.damping = None` leaves nothing of the trace behind: every normal exit passes the
reset (an error aborts the trace anyway). The reset must be a top-level statement of the
function body, after the one holding the store, with no `return`/`yield` before it, and
store a literal (so no tracer).
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.walk import iter_scope

_LITERALS = (cst.Integer, cst.Float, cst.SimpleString)
_EXITS = (cst.Return, cst.Yield)


def undone_before_exit(function: cst.CSTNode, store: cst.CSTNode, target: cst.BaseExpression) -> bool:
    """The store to `target` in `function` is reset to a literal before any normal exit."""
    body = getattr(function, "body", None)
    statements = list(getattr(body, "body", ()))
    spelled = cst.Module([]).code_for_node(target)
    if not any(_resets(stmt, spelled) for stmt in statements):
        return False  # the common case, told from the top-level lines alone: no walk of the body
    start = next((i for i, stmt in enumerate(statements) if _holds(stmt, store)), None)
    if start is None:
        return False
    for stmt in statements[start:]:
        if stmt is not statements[start] and _resets(stmt, spelled):
            return True
        if any(isinstance(node, _EXITS) for node in _walk(stmt)):
            return False
    return False


def _walk(stmt: cst.CSTNode):
    """The statement and what runs with it (a nested def's or class's body does not)."""
    yield stmt
    if not isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
        yield from iter_scope(stmt)


def _holds(stmt: cst.CSTNode, node: cst.CSTNode) -> bool:
    return any(inner is node for inner in _walk(stmt))


def _resets(stmt: cst.CSTNode, spelled: str) -> bool:
    """`target = <literal>` as a whole simple statement line."""
    if not isinstance(stmt, cst.SimpleStatementLine):
        return False
    for small in stmt.body:
        if isinstance(small, cst.Assign) and _literal(small.value) and any(
                cst.Module([]).code_for_node(t.target) == spelled for t in small.targets):
            return True
    return False


def _literal(value: cst.BaseExpression) -> bool:
    return isinstance(value, _LITERALS) or (isinstance(value, cst.Name) and value.value in ("None", "True", "False"))
