"""The double-where idiom: keep a `jnp.where` branch finite where it is not selected.

`jnp.where(c, x / n, x)` is right forwards, but its gradient is `0 * d(x / n)`, NaN wherever
`n == 0`, even where `c` picks the other branch. Feeding the NaN-prone operand a safe value
off the branch's path, `jnp.where(c, x / jnp.where(c, n, 1.0), x)`, changes nothing where the
branch is selected and keeps the unselected one (and its derivative) finite. Which operand and
which safe value is a fact of each function (`Fact.nan_guard`); `/`, `//`, `%` guard their
denominator and `**` its base.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import expression_reads, fact, iter_tree
from jaxlint.fixers.edits import code
from jaxlint.parsing import parse_expression

Path = list[tuple[str, bool]]  # (condition text, branch taken when it is true)


def guard_text(operand: str, path: Path, safe: str, where: str) -> str:
    """`operand` where `path` holds, `safe` elsewhere."""
    text = operand
    for cond, taken in reversed(path):
        text = f"{where}({cond}, {text}, {safe})" if taken else f"{where}({cond}, {safe}, {text})"
    return text


def guarded(ctx, expr: cst.BaseExpression, path: Path, where: str) -> tuple[cst.BaseExpression, bool]:
    """`expr` with each NaN-prone operand guarded by `path`; (new expression, every site guarded)."""
    if not path:
        return expr, True
    guard = _Guard(ctx, path, where)
    new = expr.visit(guard)
    return new, guard.complete


def _number(node: cst.CSTNode) -> bool:
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, (cst.Minus, cst.Plus)):
        node = node.expression
    return isinstance(node, (cst.Integer, cst.Float, cst.Imaginary))


def _site(ctx, node: cst.CSTNode, depth: int = 0) -> bool:
    """A NaN-prone operation: its value or its derivative can be inf/NaN at some input."""
    if isinstance(node, cst.BinaryOperation):
        if isinstance(node.operator, (cst.Divide, cst.FloorDivide, cst.Modulo)):
            return not _number(node.right)
        if isinstance(node.operator, cst.Power):
            return not (isinstance(node.right, cst.Integer) or _number(node.left))
    if isinstance(node, cst.Call):
        known = fact(ctx.callee(node) or ctx.qualified_name(node.func))
        return known is not None and known.nan_prone or _helper_has_site(ctx, node, depth)
    return False


def _helper_has_site(ctx, call: cst.Call, depth: int) -> bool:
    """A call of the module's own function whose body holds a NaN-prone operation (the guard
    cannot reach inside it)."""
    helper = ctx.called_function(call)
    if helper is None:
        return False
    if depth >= 3:
        return True
    return any(_site(ctx, node, depth + 1) for node in iter_tree(helper.node.body))


def finite_upstream(ctx, exprs, def_use, inside: frozenset[int] = frozenset(), depth: int = 6) -> bool:
    """The names these expressions read were computed without NaN-prone operations (followed
    through the function's assignments, leaving out those at nodes in `inside`, the code being
    rewritten). Where a branch is not selected, jnp.where sends a zero cotangent back into what
    it reads, and `0 * inf` is NaN: a `norm = jnp.linalg.norm(x)` computed before the `if`
    poisons the gradient at `x == 0` however the branch itself is guarded."""
    seen: set[str] = set()
    todo = [(e, depth) for e in exprs]
    while todo:
        expr, left = todo.pop()
        for name in set(expression_reads(expr)) - seen:
            seen.add(name)
            for value in (def_use.value_sources(name) if def_use is not None else ()):
                if id(value) in inside:
                    continue
                if left == 0 or any(_site(ctx, node) for node in iter_tree(value)):
                    return False
                todo.append((value, left - 1))
    return True


class _Guard(cst.CSTTransformer):
    def __init__(self, ctx, path: Path, where: str) -> None:
        self.ctx = ctx
        self.path = path
        self.where = where
        self.complete = True

    def _wrap(self, operand: cst.BaseExpression, safe: str) -> cst.BaseExpression:
        if _number(operand) or self.ctx.value(operand).static:
            return operand
        return parse_expression(guard_text(code(operand).strip(), self.path, safe, self.where))

    def leave_BinaryOperation(self, original, updated):
        op = updated.operator
        if isinstance(op, (cst.Divide, cst.FloorDivide, cst.Modulo)):
            return updated.with_changes(right=self._wrap(updated.right, "1"))
        if isinstance(op, cst.Power):
            if isinstance(updated.right, cst.Integer) or _number(updated.left):
                return updated
            return updated.with_changes(left=self._wrap(updated.left, "1"))
        return updated

    def leave_Call(self, original, updated):
        known = fact(self.ctx.callee(original) or self.ctx.qualified_name(original.func))
        if known is None or not known.nan_prone:
            if _helper_has_site(self.ctx, original, 0):
                self.complete = False
            return updated
        if known.nan_guard is None:
            self.complete = False
            return updated
        position, safe = known.nan_guard
        positional = [a for a in updated.args if a.keyword is None and not a.star]
        if position >= len(positional) or len(positional) != len(updated.args):
            self.complete = False
            return updated
        arg = positional[position]
        args = list(updated.args)
        args[position] = arg.with_changes(value=self._wrap(arg.value, safe))
        return updated.with_changes(args=args)
