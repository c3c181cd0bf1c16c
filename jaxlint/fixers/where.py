"""Python branches on a traced condition -> `jnp.where(c, a, b)`.

Handles `a if c else b`, `if c: return a / else: return b` (or a `return b` right after the
`if`), and `if c: y = a / else: y = b` (or one arm, when `y` is already bound). Only when
both branches are side-effect-free expressions: `jnp.where` evaluates both. Anything else gets
a display-only suggestion of `lax.cond`.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import Kind, fact, facts, iter_tree
from jaxlint.diagnostics import Applicability
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.fixers.imports import name_for

def is_pure(ctx, expr: cst.BaseExpression) -> bool:
    """No side effects and nothing that could raise only in the branch not taken."""
    for node in iter_tree(expr):
        if isinstance(node, (cst.Yield, cst.Await, cst.NamedExpr, cst.Lambda)):
            return False
        if isinstance(node, cst.Call):
            qual = ctx.callee(node)
            if qual is not None:
                known = fact(qual)
                if not (qual.startswith(facts.PURE_NAMESPACES) or (known is not None and known.pure)):
                    return False
            elif not (isinstance(node.func, cst.Attribute) and _is_pure_method(node.func.attr.value)
                      and ctx.value(node.func.value).kind is Kind.TRACED):
                return False
    return True


def _is_pure_method(name: str) -> bool:
    known = fact("method:" + name)
    return known is not None and known.pure


def _nan_prone(ctx, exprs: list[cst.BaseExpression]) -> bool:
    """Branches that can be inf/NaN where they are not selected poison jnp.where's gradient."""
    for expr in exprs:
        for node in iter_tree(expr):
            if isinstance(node, cst.BinaryOperation) and isinstance(
                    node.operator, (cst.Divide, cst.FloorDivide, cst.Modulo, cst.Power)):
                return True
            if isinstance(node, cst.Call):
                known = fact(ctx.callee(node))
                if known is not None and known.nan_prone:
                    return True
    return False


def _array_like(ctx, expr: cst.BaseExpression) -> bool:
    value = ctx.value(expr)
    return value.pytype not in ("list", "tuple", "dict", "set", "str", "none", "function") and value.items is None


def _single(block: cst.BaseSuite) -> cst.BaseSmallStatement | None:
    """The only small statement of a block, or None."""
    body = block.body
    if isinstance(block, cst.SimpleStatementSuite):
        return body[0] if len(body) == 1 else None
    if len(body) != 1 or not isinstance(body[0], cst.SimpleStatementLine) or len(body[0].body) != 1:
        return None
    return body[0].body[0]


def _assignments(block: cst.BaseSuite) -> list[tuple[str, cst.BaseExpression]] | None:
    """[(name, value)] when a block is only `name = value` lines, else None."""
    smalls = []
    if isinstance(block, cst.SimpleStatementSuite):
        smalls = list(block.body)
    else:
        for stmt in block.body:
            if not isinstance(stmt, cst.SimpleStatementLine):
                return None
            smalls.extend(stmt.body)
    out = []
    for small in smalls:
        if not isinstance(small, cst.Assign) or len(small.targets) != 1 or not isinstance(
                small.targets[0].target, cst.Name):
            return None
        out.append((small.targets[0].target.value, small.value))
    return out or None


def _jnp_where(ctx) -> tuple[str | None, list[NodeEdit]]:
    jnp, edit = name_for(ctx.module, "jax.numpy")
    return (f"{jnp}.where" if jnp else None), [edit] if edit else []


def _verdict(ctx, exprs: list[cst.BaseExpression], spans_comments: bool) -> Applicability | None:
    if not all(is_pure(ctx, e) for e in exprs):
        return None
    if not all(_array_like(ctx, e) for e in exprs):
        return None
    if spans_comments or _nan_prone(ctx, exprs):
        return Applicability.UNSAFE
    return Applicability.SAFE


def ternary_fix(ctx, node: cst.IfExp) -> PendingFix:
    where, imports = _jnp_where(ctx)
    verdict = _verdict(ctx, [node.body, node.orelse], False)
    if where is None or verdict is None:
        return _cond_advice(node)
    text = f"{where}({code(node.test).strip()}, {code(node.body).strip()}, {code(node.orelse).strip()})"
    return PendingFix(f"Replace with {where}", [NodeEdit(node, text)] + imports, verdict)


def if_statement_fix(ctx, node: cst.If, next_statement: cst.CSTNode | None, bound: set[str]) -> PendingFix:
    """`bound`: names bound before the `if` (for the one-armed assignment form)."""
    where, imports = _jnp_where(ctx)
    if where is None or isinstance(node.orelse, cst.If):
        return _cond_advice(node)
    test = code(node.test).strip()
    has_comments = "#" in code(node)
    then_stmt = _single(node.body)
    # if c: return a / else: return b   (or the `return b` that follows)
    if isinstance(then_stmt, cst.Return) and then_stmt.value is not None:
        other, end = None, node
        if node.orelse is not None:
            else_stmt = _single(node.orelse.body)
            if isinstance(else_stmt, cst.Return) and else_stmt.value is not None:
                other = else_stmt.value
        elif isinstance(next_statement, cst.SimpleStatementLine) and len(next_statement.body) == 1 and \
                isinstance(next_statement.body[0], cst.Return) and next_statement.body[0].value is not None:
            other, end = next_statement.body[0].value, next_statement
            has_comments = has_comments or "#" in code(next_statement)
        if other is not None:
            verdict = _verdict(ctx, [then_stmt.value, other], has_comments)
            if verdict is not None:
                text = f"return {where}({test}, {code(then_stmt.value).strip()}, {code(other).strip()})"
                edit = NodeEdit(node, text, end=end if end is not node else None)
                return PendingFix(f"Replace with return {where}(...)", [edit] + imports, verdict)
        return _cond_advice(node)
    # if c: y = a / else: y = b
    then_assign = _assignments(node.body)
    if then_assign is not None:
        else_assign = _assignments(node.orelse.body) if node.orelse is not None else None
        names = [n for n, _ in then_assign]
        if len(set(names)) == len(names):
            if else_assign is not None and sorted(n for n, _ in else_assign) == sorted(names):
                other = dict(else_assign)
                pairs = [(n, v, other[n]) for n, v in then_assign]
            elif node.orelse is None and all(n in bound for n in names):
                pairs = [(n, v, None) for n, v in then_assign]
            else:
                pairs = None
            if pairs is not None:
                exprs = [v for _, v, _ in pairs] + [o for _, _, o in pairs if o is not None]
                verdict = _verdict(ctx, exprs, has_comments)
                if verdict is not None and (len(pairs) == 1 or not _mentions(
                        [node.test] + exprs, {n for n, _, _ in pairs})):
                    lines = [f"{n} = {where}({test}, {code(v).strip()}, {code(o).strip() if o is not None else n})"
                             for n, v, o in pairs]
                    edit = NodeEdit(node, "\n".join(lines), mode="replace_block")
                    return PendingFix(f"Replace with {where}", [edit] + imports, verdict)
    return _cond_advice(node)


def _cond_advice(node: cst.CSTNode) -> PendingFix:
    return PendingFix("Rewrite the branches with lax.cond (or jnp.where for side-effect-free values)", [],
                      Applicability.DISPLAY_ONLY)


def _mentions(exprs: list[cst.BaseExpression], names: set[str]) -> bool:
    return any(isinstance(n, cst.Name) and n.value in names for e in exprs for n in iter_tree(e))
