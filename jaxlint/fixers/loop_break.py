"""A `break` on a tracer at the end of a static `for` loop (JAX101) -> the loop runs every
iteration, and a `done` flag freezes what it computes once the test has held:

    for _ in range(n):                     done = False
        y = step(y)                        for _ in range(n):
        if converged(y):         ->            y = jnp.where(done, y, step(y))
            break                              done = jnp.logical_or(done, converged(y))

Each name the loop carries keeps the value it had when the original broke out (the test reads
the values the iteration just computed, as before). Planned only where the loop runs over a
static `range` and has no `else`, its body is plain `name = <pure expression>` lines and then
that `if` (no `else`, its body `break` alone), the test is pure, every carried name (bound
before the loop) holds a traced array, the other names are temporaries nothing reads after the
loop, and the loop variable is not read after it. Unsafe: the iterations after the break still
run (their values are dropped; a NaN-prone one poisons gradients), and a carried value becomes
an array of the promoted dtype.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.fixers.blocks import Refused, fresh_name, indent_unit
from jaxlint.fixers.edits import code
from jaxlint.fixers.where import is_pure


def plan_loop_break(ctx, node: cst.If, path, du, env, jnp: str, taken: set[str]) -> tuple[str, cst.For]:
    """(replacement text of the loop, the loop) for `node`, the loop's last statement."""
    if len(path) < 2:
        raise Refused("the if is not inside a loop")
    loop, body, position = path[-1]
    if not isinstance(loop, cst.For) or position != len(body) - 1 or loop.orelse is not None or loop.asynchronous:
        raise Refused("the if is not the loop's last statement")
    if node.orelse is not None or not only_break(node.body):
        raise Refused("the if does more than break out")
    iterable = loop.iter
    if not (isinstance(iterable, cst.Call) and isinstance(iterable.func, cst.Name) and iterable.func.value == "range"
            and ctx.value(iterable).static):
        raise Refused("the loop does not run over a static range")
    if not isinstance(loop.target, cst.Name) or loop.target.value in du.live_after(loop):
        raise Refused("the loop variable is read after the loop")
    if not is_pure(ctx, node.test):
        raise Refused("the test has side effects")
    if any(line.comment is not None for line in node.leading_lines) or isinstance(loop.body, cst.IndentedBlock) \
            and any(line.comment is not None for line in loop.body.footer):
        raise Refused("the rewrite would drop a comment")
    bound = du.bound_before(loop)
    live = du.live_after(loop)
    lines = []
    unit = indent_unit(ctx.module.node)
    done = fresh_name("done", taken)
    for stmt in body[:-1]:
        small = stmt.body[0] if isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 else None
        if not (isinstance(small, cst.Assign) and len(small.targets) == 1
                and isinstance(small.targets[0].target, cst.Name) and is_pure(ctx, small.value)):
            raise Refused("the loop holds more than plain assignments and the if")
        if any(line.comment is not None for line in stmt.leading_lines):
            raise Refused("the rewrite would drop a comment")
        name = small.targets[0].target.value
        value = code(small.value).strip()
        if name in bound:
            held = env.get(name)
            if held is None or not held.traced:
                raise Refused(f"'{name}' is not a traced array, and jnp.where would make it one")
            value = f"{jnp}.where({done}, {name}, {value})"
        elif name in live:
            raise Refused(f"'{name}' has no value before the loop and is read after it")
        comment = stmt.trailing_whitespace.comment
        lines.append(f"{unit}{name} = {value}" + (f"  {comment.value}" if comment is not None else ""))
    if not any(f"{jnp}.where({done}," in line for line in lines):
        raise Refused("the loop carries no array")
    header = node.body.header.comment if isinstance(node.body, cst.IndentedBlock) else None
    lines.append(f"{unit}{done} = {jnp}.logical_or({done}, {code(node.test).strip()})"
                 + (f"  {header.value}" if header is not None else ""))
    loop_header = loop.body.header.comment if isinstance(loop.body, cst.IndentedBlock) else None
    text = (f"{done} = False\n"
            f"for {loop.target.value} in {code(iterable).strip()}:" + (f"  {loop_header.value}" if loop_header else "")
            + "\n" + "\n".join(lines))
    return text, loop


def only_break(block) -> bool:
    if not isinstance(block, cst.IndentedBlock) or len(block.body) != 1 or block.footer:
        return False
    stmt = block.body[0]
    return isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 and isinstance(
        stmt.body[0], cst.Break) and stmt.trailing_whitespace.comment is None and not stmt.leading_lines
