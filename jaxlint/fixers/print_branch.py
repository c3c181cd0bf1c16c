"""An `if` on a tracer whose arms only print (JAX101) -> `lax.cond` over `jax.debug.print` calls.

    if a < 5:                      def true_fun():
        print("small")                 jax.debug.print("small")
    else:                   ->     def false_fun():
        print("large", a)              jax.debug.print("large {}", a)
                                   lax.cond(a < 5, true_fun, false_fun)

A missing `else` prints nothing (`return None`); `if not c:` swaps the arms instead of negating a
tracer. Only `if` or `if`/`else` (no `elif`), and only arms made of `print(...)` calls that
jax.debug.print can say (literal `sep=`, no `end=`/`file=`), `jax.debug.print(...)` calls (kept as
written: `if step % every == 0: jax.debug.print(...)`, a logging hook) and `pass`.

Unsafe where a `print` is converted: the message is printed when the compiled function runs, once
per call and with the values of that call, where the original printed (at best) once, while
tracing. Safe where every arm already calls jax.debug.print: lax.cond runs the arm the condition
picks, as the `if` does wherever the condition is concrete (eagerly, the same lines print).
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import if_arms
from jaxlint.diagnostics import Applicability
from jaxlint.fixers.blocks import fresh_name, indent_unit
from jaxlint.fixers.debug_print import debug_print_fix
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.fixers.imports import name_for


def print_branch_fix(ctx, node: cst.If, taken: set[str]) -> PendingFix | None:
    arms = if_arms(node)
    if len(arms) > 2 or (len(arms) == 2 and arms[1][0] is not None):
        return None
    if isinstance(node.orelse, cst.Else) and _comment(node.orelse.body) or isinstance(
            node.body, cst.IndentedBlock) and any(line.comment is not None for line in node.body.footer):
        return None  # `else:  # why`, a comment closing an arm: no place for it in the rewrite

    texts, imports, converted = [], [], []
    last = arms[-1][1][-1] if arms[-1][1] else None  # its trailing comment lies past the If's end: it stays
    for _, body in arms:
        lines = _printed_lines(ctx, body, imports, converted, last)
        if lines is None:
            return None
        texts.append(lines)
    if len(texts) == 1:
        texts.append([])
    if not any(texts):
        return None
    lax, edit = name_for(ctx.module, "jax.lax")
    if lax is None:
        return None
    imports += [edit] if edit is not None else []
    test = node.test
    if isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
        test, texts = test.expression, texts[::-1]
    unit = indent_unit(ctx.module.node)
    names = [fresh_name(base, taken) for base in ("true_fun", "false_fun")]
    out = []
    for name, lines in zip(names, texts):
        out.append(f"def {name}():")
        out.extend(f"{unit}{line}" for line in lines)
        if not any(not line.startswith("#") for line in lines):  # no statement (only comments, `pass`)
            out.append(f"{unit}return None")
    header = node.body.header.comment if isinstance(node.body, cst.IndentedBlock) else None
    out.append(f"{lax}.cond({code(test).strip()}, {names[0]}, {names[1]})" + (f"  {header.value}" if header else ""))
    return PendingFix("Print from the compiled code: lax.cond over jax.debug.print",
                      [NodeEdit(node, "\n".join(out), mode="replace_block")] + imports,
                      Applicability.UNSAFE if converted else Applicability.SAFE)


def _printed_lines(ctx, body: list, imports: list, converted: list, last) -> list[str] | None:
    """The jax.debug.print call of each `print(...)` or `jax.debug.print(...)` statement of an arm
    (each converted `print` noted in `converted`), with the comments above and after each statement
    kept where they were; None when the arm does anything else."""
    lines = []
    for stmt in body:
        if not isinstance(stmt, cst.SimpleStatementLine):
            return None
        lines.extend(line.comment.value for line in stmt.leading_lines if line.comment is not None)
        first = len(lines)
        for small in stmt.body:
            if isinstance(small, cst.Pass):
                continue
            if isinstance(small, cst.Expr) and isinstance(small.value, cst.Call) and ctx.callee(
                    small.value) == "jax.debug.print" and not any(a.star for a in small.value.args):
                lines.append(code(small.value).strip())
                continue
            if not (isinstance(small, cst.Expr) and isinstance(small.value, cst.Call)
                    and ctx.callee(small.value) == "print"):
                return None
            fix = debug_print_fix(ctx, small.value)
            if fix is None or not fix.edits:
                return None
            lines.append(fix.edits[0].content)
            converted.append(small)
            imports.extend(e for e in fix.edits[1:] if all(e.content != i.content for i in imports))
        comment = stmt.trailing_whitespace.comment
        if comment is not None and stmt is not last:  # `jax.debug.print(...)  # why`: kept on the statement's last line
            if len(lines) == first:
                lines.append(comment.value)
            else:
                lines[-1] += f"  {comment.value}"
    return lines


def _comment(block) -> bool:
    """A comment on the block's header line or after its last statement."""
    return isinstance(block, cst.IndentedBlock) and (block.header.comment is not None or any(
        line.comment is not None for line in block.footer))
