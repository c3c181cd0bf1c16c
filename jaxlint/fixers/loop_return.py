"""An early return inside a static `for` loop (JAX101) -> a jnp.where chain over the loop run backwards.

    for i in range(n):                    result = D
        if c(i):                          for i in reversed(range(n)):
            return e(i)          ->           result = jnp.where(c(i), e(i), result)
    return D                              return result

The first `i` whose test holds wins, as in the original: the rewritten loop runs backwards, so
an earlier iteration's value overwrites a later one's. Planned only where the loop runs over a
static `range`, its body is plain assignments and then that `if` (no `else`, a single `return`
of one value; the assignments are kept in the loop), the
loop has no `else`, `return D` follows it directly and does not read the loop variable, and
the test and values are free of side effects. Unsafe: every `e(i)` is evaluated (a NaN-prone
one poisons gradients), and the result's dtype is the promotion of the `e(i)` and `D`.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.fixers.blocks import Refused, drops_comments, fresh_name, indent_unit
from jaxlint.fixers.edits import code
from jaxlint.fixers.tree import mentions
from jaxlint.fixers.where import is_pure

_NOT_A_VALUE = (cst.Tuple, cst.List, cst.Dict, cst.Set, cst.ListComp, cst.DictComp, cst.SetComp, cst.GeneratorExp)


def plan_loop_return(ctx, node: cst.If, path, where: str, taken: set[str]) -> tuple[str, cst.For, cst.Return]:
    """(replacement text, the loop, the return after it) for `node` as the loop's only statement."""
    if len(path) < 2:
        raise Refused("the if is not inside a loop")
    loop, body, position = path[-1]
    _, outer, index = path[-2]
    if not isinstance(loop, cst.For) or position != len(body) - 1 or loop.orelse is not None or loop.asynchronous:
        raise Refused("the if is not the loop's last statement")
    before = [_plain_assignment(ctx, stmt) for stmt in body[:-1]]
    if None in before:
        raise Refused("the loop holds more than plain assignments and the if")
    after = outer[index + 1] if index + 1 < len(outer) else None
    default = _single_return(after)
    value = _single_return(node.body.body[0]) if len(node.body.body) == 1 else None
    if node.orelse is not None or value is None or default is None:
        raise Refused("an early return inside a loop that the loop's next statement does not complete")
    if not isinstance(loop.target, cst.Name) or any(mentions(default, n) for n in [loop.target.value, *before]):
        raise Refused("the return after the loop reads a name the loop binds")
    iterable = loop.iter
    if not (isinstance(iterable, cst.Call) and isinstance(iterable.func, cst.Name) and iterable.func.value == "range"
            and ctx.value(iterable).static):
        raise Refused("the loop does not run over a static range")
    for expr in (node.test, value, default):
        if isinstance(expr, _NOT_A_VALUE) or isinstance(expr, cst.Name) and expr.value == "None":
            raise Refused("a returned value is not a single array")
        if not is_pure(ctx, expr):
            raise Refused("jnp.where evaluates every branch, and one has side effects")
    if drops_comments(ctx.module.node, loop, [after]) or _has_comment(body[:-1]):
        raise Refused("the rewrite would drop a comment")
    result = fresh_name("result", taken)
    unit = indent_unit(ctx.module.node)
    text = (f"{result} = {code(default).strip()}\n"
            f"for {loop.target.value} in reversed({code(iterable).strip()}):\n"
            + "".join(f"{unit}{code(stmt).strip()}\n" for stmt in body[:-1]) +
            f"{unit}{result} = {where}({code(node.test).strip()}, {code(value).strip()}, {result})\n"
            f"return {result}")
    return text, loop, after


def _single_return(stmt) -> cst.BaseExpression | None:
    if isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 and isinstance(stmt.body[0], cst.Return):
        return stmt.body[0].value
    return None


def _plain_assignment(ctx, stmt) -> str | None:
    """The name a `name = <pure expression>` line binds, else None."""
    small = stmt.body[0] if isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 else None
    if isinstance(small, cst.Assign) and len(small.targets) == 1 and isinstance(small.targets[0].target, cst.Name) \
            and is_pure(ctx, small.value):
        return small.targets[0].target.value
    return None


def _has_comment(statements) -> bool:
    return any("#" in code(stmt) for stmt in statements)
