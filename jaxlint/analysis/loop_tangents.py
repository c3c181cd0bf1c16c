"""Does a `lax.while_loop` carry a tangent? Reverse-mode differentiation of a while_loop raises
ValueError only when a carried value depends differentiably on a differentiated one: a bisection
whose bounds move by `jnp.where(x * m < t, m, lo)` carries none (the comparison cuts the tangent)
and runs under `jax.grad` (measured on JAX 0.10.2, tests/analysis/test_misses29_shapes.py).

A small syntactic flow over the body: the names that hold a tangent start as the differentiated
values it reads from the enclosing code; a name assigned from an expression that differentiably
reads one holds one too (arithmetic, jnp/lax calls other than comparisons, rounding and index
results, `jnp.where`'s branches, array methods); the loop carries a tangent when the body returns
one and that element of the result is read after the loop (a forwarded or unused one runs). A
call of anything else (a helper, a method of an object) is not followed: it says nothing."""

from __future__ import annotations

import threading
from contextlib import contextmanager

import libcst as cst

from jaxlint.analysis.imports import dotted_name
from jaxlint.analysis.scopes import target_names
from jaxlint.analysis.walk import iter_tree

# How many `lax.stop_gradient(...)` arguments the walk is inside now (every module's evaluator of
# one lint; per thread: lints run in threads side by side): a loop run there carries no tangent out
# (`x = lax.stop_gradient(solve(w))`, one-step differentiation: measured to run under jax.grad).
_STOPPED = threading.local()


@contextmanager
def gradient_stopped():
    _STOPPED.depth = getattr(_STOPPED, "depth", 0) + 1
    try:
        yield
    finally:
        _STOPPED.depth -= 1


def inside_stop_gradient() -> bool:
    return getattr(_STOPPED, "depth", 0) > 0

# jnp/lax functions whose result has no tangent (comparisons, predicates, rounding, indices, shapes)
_NO_TANGENT = frozenset({
    "argmax", "argmin", "argsort", "argwhere", "nonzero", "flatnonzero", "searchsorted", "digitize", "sign",
    "floor", "ceil", "round", "rint", "trunc", "fix", "greater", "greater_equal", "less", "less_equal",
    "equal", "not_equal", "isnan", "isinf", "isfinite", "isclose", "allclose", "array_equal", "logical_and",
    "logical_or", "logical_not", "logical_xor", "any", "all", "zeros_like", "ones_like", "empty_like",
    "full_like", "shape", "size", "ndim", "stop_gradient", "bincount", "count_nonzero", "heaviside",
    "astype", "gt", "ge", "lt", "le", "eq", "ne", "bitwise_and", "bitwise_or", "bitwise_not",
    "iota", "broadcasted_iota", "sort_key_val", "top_k", "floor_divide", "mod", "remainder",
})
_ARRAY_ROOTS = ("jnp.", "jax.numpy.", "lax.", "jax.lax.", "jax.nn.", "jax.scipy.", "jsp.", "np.", "numpy.")
_ARITHMETIC = (cst.Add, cst.Subtract, cst.Multiply, cst.Divide, cst.Power, cst.MatrixMultiply)


def _reads(expr: cst.BaseExpression | None, tangent: set[str]) -> bool:
    """`expr`'s value depends differentiably on a name in `tangent`."""
    if expr is None:
        return False
    if isinstance(expr, cst.Name):
        return expr.value in tangent
    if isinstance(expr, cst.BinaryOperation):
        return isinstance(expr.operator, _ARITHMETIC) and (_reads(expr.left, tangent) or _reads(expr.right, tangent))
    if isinstance(expr, cst.UnaryOperation):
        return isinstance(expr.operator, (cst.Minus, cst.Plus)) and _reads(expr.expression, tangent)
    if isinstance(expr, (cst.Tuple, cst.List)):
        return any(_reads(e.value, tangent) for e in expr.elements)
    if isinstance(expr, cst.Subscript):
        return _reads(expr.value, tangent)
    if isinstance(expr, cst.Attribute):
        return expr.attr.value in ("T", "real", "imag", "mT") and _reads(expr.value, tangent)
    if isinstance(expr, cst.IfExp):
        return _reads(expr.body, tangent) or _reads(expr.orelse, tangent)
    if isinstance(expr, cst.Call):
        return _call_reads(expr, tangent)
    return False


def _call_reads(call: cst.Call, tangent: set[str]) -> bool:
    func = call.func
    name = dotted_name(func)
    if name is not None and name.startswith(_ARRAY_ROOTS):
        short = name.rpartition(".")[2]
        if short in _NO_TANGENT:
            return False
        args = list(call.args)
        if short == "where":  # the condition carries no tangent
            args = args[1:]
        return any(_reads(a.value, tangent) for a in args if a.keyword is None or a.keyword.value != "dtype")
    if isinstance(func, cst.Attribute) and not (name and name.startswith(_ARRAY_ROOTS)):
        # an array method (`x.sum()`, `(k @ v).dot(w)`): differentiable unless it is an index or a predicate
        return func.attr.value not in _NO_TANGENT and _reads(func.value, tangent)
    return False


def tangent_positions(body: cst.FunctionDef | cst.Lambda, tangent: set[str]) -> frozenset[int] | None:
    """Which elements of the carry the body returns depend differentiably on `tangent` (names it
    reads from the enclosing code that hold differentiated values): the positions of a returned
    tuple display, or {-1} for a whole carry of another form; None when none does. Assignments are
    followed in order, twice, so a name read before a later assignment in a nested block counts."""
    if isinstance(body, cst.Lambda):
        return _positions(body.body, set(tangent))
    held = set(tangent)
    statements = _simple_statements(body.body)
    for _ in range(2):
        for stmt in statements:
            if isinstance(stmt, cst.Assign) and _reads(stmt.value, held):
                for t in stmt.targets:
                    held.update(target_names(t.target))
            elif isinstance(stmt, cst.AugAssign) and _reads(stmt.value, held):
                held.update(target_names(stmt.target))
            elif isinstance(stmt, cst.AnnAssign) and stmt.value is not None and _reads(stmt.value, held):
                held.update(target_names(stmt.target))
    found: set[int] = set()
    for stmt in statements:
        if isinstance(stmt, cst.Return) and stmt.value is not None:
            found |= _positions(stmt.value, held) or set()
    return frozenset(found) or None


def _positions(value: cst.BaseExpression, held: set[str]) -> set[int] | None:
    if isinstance(value, (cst.Tuple, cst.List)) and not any(isinstance(e, cst.StarredElement) for e in value.elements):
        return {i for i, e in enumerate(value.elements) if _reads(e.value, held)} or None
    return {-1} if _reads(value, held) else None


def result_used(function: cst.CSTNode, call: cst.Call, positions: frozenset[int]) -> bool:
    """The loop's result reaches later code at one of `positions` (a tangent there is transposed
    only when it is used: `n, _ = lax.while_loop(...)` keeping the counter runs under jax.grad,
    measured): `a, b = call` with a target at such a position read in `function`, `call[k]`, or any
    other use of the whole result (returned, passed on, bound to one name)."""
    for node in iter_tree(function):
        if isinstance(node, cst.Subscript) and node.value is call and len(node.slice) == 1 \
                and isinstance(node.slice[0].slice, cst.Index) and isinstance(node.slice[0].slice.value, cst.Integer):
            return -1 in positions or int(node.slice[0].slice.value.value) in positions
        if isinstance(node, cst.Assign) and node.value is call and len(node.targets) == 1 \
                and isinstance(node.targets[0].target, (cst.Tuple, cst.List)):
            elements = node.targets[0].target.elements
            if any(isinstance(e, cst.StarredElement) or not isinstance(e.value, cst.Name) for e in elements):
                return True
            wanted = {e.value.value for i, e in enumerate(elements) if -1 in positions or i in positions}
            reads = [n for n in iter_tree(function) if isinstance(n, cst.Name) and n.value in wanted
                     and not any(n is e.value for e in elements)]
            return bool(reads)
    return True


def _simple_statements(block: cst.BaseSuite) -> list[cst.CSTNode]:
    """The small statements of a function body, nested blocks included (not nested defs)."""
    out: list[cst.CSTNode] = []
    for stmt in getattr(block, "body", ()):
        if isinstance(stmt, cst.SimpleStatementLine):
            out.extend(stmt.body)
        elif isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
            continue
        elif isinstance(stmt, cst.BaseCompoundStatement):
            out.extend(_simple_statements(stmt.body))
            orelse = getattr(stmt, "orelse", None)
            while orelse is not None:
                out.extend(_simple_statements(orelse.body))
                orelse = getattr(orelse, "orelse", None)
    return out
