"""Stores a traced function undoes before it returns.

`self.damping = damping` followed, on the function's straight-line path, by
`self.damping = None` leaves nothing of the trace behind: every normal exit passes the
reset (an error aborts the trace anyway). The reset must be a top-level statement of the
function body, after the one holding the store, with no `return`/`yield` before it, and
store a literal (so no tracer); or the `finally` of a top-level `try` after the store (or
around it), which runs on every exit of its body.

`stack.append(value)` is undone by `stack.pop()` (or `del stack[-1]`) placed alike: the
stack is back to what it held before. In a `contextlib.contextmanager` generator the code
after its `yield` runs when the `with` block that entered it ends, so there a `yield` is no
exit: `stack.append(rng); try: yield; finally: stack.pop()` leaves nothing once the block is
left, and a traced function entering it in a `with` statement has left it before it returns
(`scoped_pushes`).
"""

from __future__ import annotations

from typing import Callable

import libcst as cst

from jaxlint.analysis.classes import body_binds, receiver_name
from jaxlint.analysis.imports import dotted_name
from jaxlint.analysis.walk import iter_scope

_LITERALS = (cst.Integer, cst.Float, cst.SimpleString)
_CONTEXT_MANAGERS = frozenset({"contextmanager", "contextlib.contextmanager"})


def undone_before_exit(function: cst.CSTNode, store: cst.CSTNode, target: cst.BaseExpression) -> bool:
    """The store to `target` in `function` is reset to a literal before any normal exit; for a
    store that is `target.append(value)`, the value is popped off again."""
    body = getattr(function, "body", None)
    statements = list(getattr(body, "body", ()))
    spelled = _code(target)
    if isinstance(store, cst.Call):
        if not _appends_to(store, spelled):
            return False  # only a push has an undo this module knows
        resets: Callable[[cst.CSTNode], bool] = lambda stmt: _pops(stmt, spelled)  # noqa: E731
    else:
        # `saved = state.params`: restoring it undoes the store; read only where a line restores a name
        copies: list[set[str]] = []

        def saved() -> set[str]:
            if not copies:
                copies.append(_copies_of(statements, spelled, type(target)))
            return copies[0]

        resets = lambda stmt: _resets(stmt, spelled, saved)  # noqa: E731
    if not any(resets(stmt) or _finally_resets(stmt, resets) for stmt in statements):
        return False  # the common case, told from the top-level lines alone: no walk of the body
    start = next((i for i, stmt in enumerate(statements) if _holds(stmt, store)), None)
    if start is None:
        return False
    if not isinstance(store, cst.Call):  # a copy taken after the store holds the stored value
        saved().intersection_update(_copies_of(statements[:start], spelled, type(target)))
    exits = (cst.Return,) if is_context_manager(function) else (cst.Return, cst.Yield)
    first = statements[start]
    if _finally_resets(first, resets) and not any(inner is store for inner in _walk(first.finalbody)):
        return True  # `try: stack.append(v); ... finally: stack.pop()`
    for stmt in statements[start:]:
        if stmt is not first and (resets(stmt) or _finally_resets(stmt, resets)):
            return True
        if any(isinstance(node, exits) for node in _walk(stmt)):
            return False
    return False


def is_context_manager(function: cst.CSTNode) -> bool:
    """A def decorated with `contextlib.contextmanager` (as `contextmanager` or in full)."""
    for decorator in getattr(function, "decorators", ()):
        expr = decorator.decorator
        if cst.Module([]).code_for_node(expr).strip() in _CONTEXT_MANAGERS:
            return True
    return False


def scoped_pushes(function: cst.CSTNode) -> frozenset[str]:
    """The names a `contextlib.contextmanager` generator pushes a value onto before its `yield`
    and pops it off again after (`_rng_stack.append(rng); try: yield; finally: _rng_stack.pop()`):
    inside the `with` block that entered it, `name[-1]` is the slot it pushed, gone when the
    block ends. A class's stack is spelled as the generator reaches it (`cls._active.append(tape)`
    in a classmethod gives "cls._active")."""
    if not is_context_manager(function):
        return frozenset()
    out = set()
    for stmt in getattr(getattr(function, "body", None), "body", ()):
        if any(isinstance(node, cst.Yield) for node in _walk(stmt)):
            break
        if not isinstance(stmt, cst.SimpleStatementLine):
            continue
        for small in stmt.body:
            call = small.value if isinstance(small, cst.Expr) else None
            if (isinstance(call, cst.Call) and isinstance(call.func, cst.Attribute)
                    and dotted(call.func.value) is not None and call.func.attr.value == "append"
                    and undone_before_exit(function, call, call.func.value)):
                out.add(dotted(call.func.value))
    return frozenset(out)


def dotted(expr: cst.BaseExpression) -> str | None:
    """`stack` -> "stack", `cls._stack` -> "cls._stack" (a name or an attribute of one); else None."""
    spelled = dotted_name(expr)
    return spelled if spelled is not None and spelled.count(".") <= 1 else None


def _walk(stmt: cst.CSTNode):
    """The statement and what runs with it (a nested def's or class's body does not)."""
    yield stmt
    if not isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
        yield from iter_scope(stmt)


def _holds(stmt: cst.CSTNode, node: cst.CSTNode) -> bool:
    return any(inner is node for inner in _walk(stmt))


def _finally_resets(stmt: cst.CSTNode, resets: Callable[[cst.CSTNode], bool]) -> bool:
    """A `try` whose `finally` block holds the reset as one of its own lines."""
    return isinstance(stmt, (cst.Try, cst.TryStar)) and stmt.finalbody is not None and any(
        resets(line) for line in stmt.finalbody.body.body)


def _resets(stmt: cst.CSTNode, spelled: str, saved: Callable[[], set[str]] = frozenset) -> bool:
    """`target = <literal>`, or `target = saved` with `saved()` the copies of the target's value
    taken before the store, as a whole simple statement line."""
    if not isinstance(stmt, cst.SimpleStatementLine):
        return False
    for small in stmt.body:
        if not isinstance(small, cst.Assign):
            continue
        literal = _literal(small.value)
        if (literal or isinstance(small.value, cst.Name)) and any(_code(t.target) == spelled for t in small.targets) \
                and (literal or small.value.value in saved()):
            return True
    return False


def _copies_of(statements, spelled: str, kind: type) -> set[str]:
    """Names a top-level line binds once to the target's value (`saved = state.params`); the
    target is a `kind` node (an expression spelled as another is of its type)."""
    bound: dict[str, int] = {}
    copies = set()
    for stmt in statements:
        for small in getattr(stmt, "body", ()) if isinstance(stmt, cst.SimpleStatementLine) else ():
            if isinstance(small, cst.Assign):
                for t in small.targets:
                    if isinstance(t.target, cst.Name):
                        bound[t.target.value] = bound.get(t.target.value, 0) + 1
                        if type(small.value) is kind and _code(small.value) == spelled:
                            copies.add(t.target.value)
    return {name for name in copies if bound[name] == 1}


def _code(node: cst.CSTNode) -> str:
    """The node's source text (a plain name without a codegen pass)."""
    if type(node) is cst.Name and not node.lpar and not node.rpar:
        return node.value
    return cst.Module([]).code_for_node(node)


def _appends_to(call: cst.Call, spelled: str) -> bool:
    func = call.func
    return (isinstance(func, cst.Attribute) and func.attr.value == "append" and len(call.args) == 1
            and _code(func.value) == spelled)


def _pops(stmt: cst.CSTNode, spelled: str) -> bool:
    """`stack.pop()` / `stack.pop(-1)` (its value used or not) or `del stack[-1]` as a whole
    simple statement line."""
    if not isinstance(stmt, cst.SimpleStatementLine):
        return False
    for small in stmt.body:
        if isinstance(small, (cst.Expr, cst.Assign)) and _pop_call(small.value, spelled):
            return True
        if isinstance(small, cst.Del) and isinstance(small.target, cst.Subscript) and _last_slot(
                small.target, spelled):
            return True
    return False


def _pop_call(expr: cst.BaseExpression, spelled: str) -> bool:
    if not (isinstance(expr, cst.Call) and isinstance(expr.func, cst.Attribute) and expr.func.attr.value == "pop"
            and _code(expr.func.value) == spelled):
        return False
    return not expr.args or (len(expr.args) == 1 and expr.args[0].keyword is None and _minus_one(expr.args[0].value))


def last_slot(target: cst.BaseExpression) -> str | None:
    """`stack[-1]` -> "stack", `cls._stack[-1]` -> "cls._stack"; anything else None."""
    if (isinstance(target, cst.Subscript) and dotted(target.value) is not None and len(target.slice) == 1
            and isinstance(target.slice[0].slice, cst.Index) and _minus_one(target.slice[0].slice.value)):
        return dotted(target.value)
    return None


def _last_slot(target: cst.Subscript, spelled: str) -> bool:
    return last_slot(target) == spelled


def _minus_one(expr: cst.BaseExpression) -> bool:
    return (isinstance(expr, cst.UnaryOperation) and isinstance(expr.operator, cst.Minus)
            and isinstance(expr.expression, cst.Integer) and expr.expression.value == "1")


def _literal(value: cst.BaseExpression) -> bool:
    return isinstance(value, _LITERALS) or (isinstance(value, cst.Name) and value.value in ("None", "True", "False"))


def class_stack_pushes(index, info) -> list[str]:
    """The class attributes a classmethod context manager of a module-level class pushes onto and
    pops (scoped_pushes), spelled `Class.attr`: `cls._active.append(tape)` or
    `QueuingManager._active.append(tape)` in `QueuingManager.recording`, with `_active` bound in
    the class body."""
    class_node = info.class_node
    if index.classes.get(class_node.name.value) is not class_node or not info.is_classmethod:
        return []
    owner = class_node.name.value
    cls_name = receiver_name(info)
    out = []
    for spelled in scoped_pushes(info.node):
        head, _, attr = spelled.partition(".")
        if attr and head in (cls_name, owner) and body_binds(class_node, attr):
            out.append(f"{owner}.{attr}")
    return sorted(out)


def class_stack_key(function_info, spelled: str, module_classes) -> str | None:
    """`cls._active` read in a classmethod of class C -> "C._active"; `C._active` with C a
    module-level class -> "C._active"; else None."""
    head, _, attr = spelled.partition(".")
    if not attr:
        return None
    if function_info is not None and function_info.is_classmethod and receiver_name(function_info) == head:
        return f"{function_info.class_node.name.value}.{attr}"
    if head in module_classes:
        return f"{head}.{attr}"
    return None
