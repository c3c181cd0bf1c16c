"""A `break` on a tracer at the end of a `while True:` loop (JAX101) -> the same loop written with
its test in the header, the body run once before it:

    while True:                     p = p * x
        p = p * x          ->       while not (p > limit):
        if p > limit:                   p = p * x
            break

Python runs both the same way (the body, then the test, until it holds), and a `while` on a
traced test is what JAX102's fix turns into `lax.while_loop`. Only where the `if` is the loop's
last statement, has no `else` and only breaks, the loop has no `else`, and the body before it
holds no `break`, `continue`, `return` or `yield` (each copy would act on another loop or none).
Only where lax.while_loop could take the loop so written (not under reverse-mode grad, a pure
test). Unsafe with the rewrite into lax.while_loop it prepares.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import iter_tree
from jaxlint.fixers.blocks import Refused, indent_unit
from jaxlint.fixers.loop_break import only_break

_JUMPS = (cst.Break, cst.Continue, cst.Return, cst.Yield, cst.Await)


def plan_do_while(ctx, node: cst.If, path, plan_while) -> tuple[str, cst.While]:
    """(replacement text of the loop, the loop) for `node`, the `while True:` loop's last statement.
    `plan_while(loop, original)` raises Refused where lax.while_loop could not take the loop written
    (under reverse-mode grad, an impure test): then the rewrite would only move the error."""
    module = ctx.module.node
    code_of = module.code_for_node
    if len(path) < 2:
        raise Refused("the if is not inside a loop")
    loop, body, position = path[-1]
    if not isinstance(loop, cst.While) or not (isinstance(loop.test, cst.Name) and loop.test.value == "True") \
            or loop.orelse is not None or position != len(body) - 1 or position == 0:
        raise Refused("the if is not the last statement of a `while True:` loop")
    if node.orelse is not None or not only_break(node.body):
        raise Refused("the if does more than break out")
    if any(line.comment is not None for line in node.leading_lines) or \
            isinstance(node.body, cst.IndentedBlock) and node.body.header.comment is not None or \
            isinstance(loop.body, cst.IndentedBlock) and (loop.body.header.comment is not None or any(
                line.comment is not None for line in loop.body.footer)):
        raise Refused("the rewrite would drop a comment")
    before = body[:-1]
    if any(isinstance(n, _JUMPS + (cst.FunctionDef, cst.Lambda, cst.ClassDef)) for stmt in before
           for n in iter_tree(stmt)):
        raise Refused("the body jumps, or defines what a copy would define twice")
    if any(isinstance(n, (cst.SimpleString, cst.FormattedString)) and "\n" in code_of(n) for stmt in before
           for n in iter_tree(stmt)):
        raise Refused("a string spans lines: indenting the copy would change it")
    follow = loop.with_changes(test=cst.UnaryOperation(cst.Not(), node.test.with_changes(
        lpar=[cst.LeftParen()], rpar=[cst.RightParen()])), body=loop.body.with_changes(body=tuple(before)))
    try:
        plan_while(follow, loop)
    except Refused:
        raise
    except Exception as exc:  # the written loop is not in the analysed tree: a question it cannot answer
        raise Refused(f"cannot tell whether lax.while_loop can take the loop ({type(exc).__name__})") from exc
    lines = [line for stmt in before for line in code_of(stmt).splitlines() if line.strip()]
    unit = indent_unit(module)
    test = code_of(node.test).strip()
    text = "\n".join(lines + [f"while not ({test}):"] + [f"{unit}{line}" for line in lines])
    return text, loop
