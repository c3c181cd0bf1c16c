"""A check on a traced value (JAX101) -> a check that survives tracing: `assert cond, msg`, and
`if bad: raise E(msg)` (an `if` whose whole body raises, no `else`), which asserts `not bad`.

* In a function the module checkifies (`checkify.checkify(f)`): `checkify.check(cond, msg)`;
  the checkified call returns the error, `err.throw()` raises it.
* In a module that imports equinox: `v = eqx.error_if(v, jnp.logical_not(cond), msg)`, where `v`
  is an array the condition reads and the code after the check reads again: the check is an
  operation on `v`, so it runs whenever `v` is used, and raises at run time under `jit`.

* Elsewhere: `jax.debug.callback(lambda ok: np.testing.assert_(np.all(ok), msg), cond)`, a host
  callback that raises the AssertionError when the compiled function runs (needs nothing but JAX
  and NumPy; it costs a device-to-host transfer per call, and under `vmap` checks the batch).

All are unsafe: the error is raised when the compiled function runs (a `ValueError`/
`JaxRuntimeError`, not an `AssertionError` or the `raise`d class), and a many-element condition
fails where any element is false.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import ARRAY, PARAMETER, iter_children
from jaxlint.diagnostics import Applicability
from jaxlint.fixers.edits import NodeEdit, PendingFix, code, string_literal
from jaxlint.fixers.imports import name_for
from jaxlint.fixers.tree import mentions, parent_map

CHECKIFY = "jax.experimental.checkify"


def assert_fix(ctx, node: cst.Assert) -> PendingFix:
    test = code(node.test).strip()
    message = _message(node)
    jnp, jnp_edit = name_for(ctx.module, "jax.numpy")
    fix = _runtime_check(ctx, node, node.test, test, jnp and f"{jnp}.logical_not({test})", jnp_edit, message)
    if fix is not None:
        return fix
    shown = _carrier(ctx, node, node.test) or "x"
    return PendingFix(f"Check at run time instead: `{shown} = eqx.error_if({shown}, ~({test}), {message})` "
                      f"(equinox), or `checkify.check({test}, {message})` in a function you call through "
                      f"jax.experimental.checkify.checkify", [], Applicability.DISPLAY_ONLY)


def raise_if_fix(ctx, node: cst.If) -> PendingFix | None:
    """`if bad: raise E("msg")` (the whole body, no else) checked at run time, or None."""
    raised, (jnp, jnp_edit) = _only_raise(node), name_for(ctx.module, "jax.numpy")
    if raised is None or jnp is None:
        return None
    negated = isinstance(node.test, cst.UnaryOperation) and isinstance(node.test.operator, cst.Not)
    inner = code(node.test.expression).strip() if negated else None
    bad = code(node.test).strip()
    ok, bad = (inner, f"{jnp}.logical_not({inner})") if negated else (f"{jnp}.logical_not({bad})", bad)
    imports = [jnp_edit] if jnp_edit and not negated else []  # `ok` spells jnp.logical_not
    return _runtime_check(ctx, node, node.test, ok, bad, jnp_edit, _raised_message(raised, node.test),
                          "the raise", imports)


def _only_raise(node: cst.If) -> cst.Raise | None:
    """The `raise E(...)` that is the whole body of an `if` without elif/else."""
    if node.orelse is not None or not isinstance(node.body, cst.IndentedBlock) or len(node.body.body) != 1:
        return None
    line = node.body.body[0]
    if not isinstance(line, cst.SimpleStatementLine) or len(line.body) != 1:
        return None
    raised = line.body[0]
    return raised if isinstance(raised, cst.Raise) and raised.exc is not None and raised.cause is None else None


def _raised_message(raised: cst.Raise, test: cst.BaseExpression) -> str:
    exc = raised.exc
    if isinstance(exc, cst.Call) and len(exc.args) == 1 and exc.args[0].keyword is None and \
            isinstance(exc.args[0].value, cst.SimpleString) and isinstance(exc.args[0].value.evaluated_value, str):
        return code(exc.args[0].value).strip()
    return string_literal(f"check failed: {code(test).strip()}")


def _runtime_check(ctx, node: cst.CSTNode, test_node: cst.BaseExpression, ok: str, bad: str | None,
                   jnp_edit, message: str, what: str = "the assert",
                   imports: list | None = None) -> PendingFix | None:
    """The checkify, error_if or host-callback check asserting `ok` in place of `node`."""
    edit = (lambda text: NodeEdit(node, text)) if isinstance(node, cst.Assert) else \
        (lambda text: NodeEdit(node, text, mode="replace_block"))
    checked = _checkify_fix(ctx, ok, message)
    if checked is not None:
        check, check_imports = checked
        return PendingFix(f"Replace {what} with {check} (the checkified call returns the error; err.throw() "
                          f"raises it)", [edit(f"{check}({ok}, {message})")] + check_imports + (imports or []),
                          Applicability.UNSAFE)
    carrier = _carrier(ctx, node, test_node)
    eqx, _ = name_for(ctx.module, "equinox")
    if carrier is not None and eqx is not None and bad is not None:
        text = f"{carrier} = {eqx}.error_if({carrier}, {bad}, {message})"
        return PendingFix(f"Replace {what} with {eqx}.error_if on '{carrier}': it raises when the compiled "
                          f"function runs with a failing input (a runtime error, not AssertionError)",
                          [edit(text)] + ([jnp_edit] if jnp_edit else []), Applicability.UNSAFE)
    callback = _callback_fix(ctx, ok, message, what)
    if callback is None:
        return None
    text, message, callback_imports = callback
    return PendingFix(message, [edit(text)] + callback_imports + (imports or []), Applicability.UNSAFE)


def _callback_fix(ctx, test: str, message: str, what: str) -> tuple[str, str, list] | None:
    """A host callback that asserts on the condition's concrete value when the code runs."""
    jax, jax_edit = name_for(ctx.module, "jax")
    np, np_edit = name_for(ctx.module, "numpy")
    if jax is None or np is None:
        return None
    text = f"{jax}.debug.callback(lambda ok: {np}.testing.assert_({np}.all(ok), {message}), {test})"
    return (text, f"Replace {what} with a {jax}.debug.callback that asserts when the compiled function "
                  f"runs (a JaxRuntimeError wrapping the AssertionError; a device-to-host transfer per call)",
            [e for e in (jax_edit, np_edit) if e])


def _message(node: cst.Assert) -> str:
    msg = node.msg
    if isinstance(msg, cst.SimpleString) and isinstance(msg.evaluated_value, str):
        return code(msg).strip()
    return string_literal(f"assertion failed: {code(node.test).strip()}")


def _checkify_fix(ctx, test: str, message: str) -> tuple[str, list] | None:
    """(checkify.check's name, its imports) in a function the module checkifies."""
    function = ctx.function
    if not ctx.module.passed_to(CHECKIFY + ".checkify", function.name):
        return None
    check, edit = name_for(ctx.module, CHECKIFY + ".check")
    if check is None:
        return None
    return check, [edit] if edit else []


def _carrier(ctx, node: cst.CSTNode, test: cst.BaseExpression) -> str | None:
    """A traced array the condition reads and the statements after the check read again before
    anything rebinds it: error_if on it stays in the computation."""
    line, block = _enclosing_block(ctx, node)
    if block is None:
        return None
    later = list(block.body)[list(block.body).index(line) + 1:]
    for name in dict.fromkeys(n.value for n in _names(test)):
        first = _first(test, name)
        if not ctx.value(first).traced or ctx.array_status(first) not in (ARRAY, PARAMETER):
            continue
        for stmt in later:
            if not mentions(stmt, name):
                continue
            if _rebinds_without_reading(stmt, name):
                break
            return name
    return None


def _names(expr: cst.CSTNode) -> list[cst.Name]:
    out = []
    stack = [expr]
    while stack:
        current = stack.pop(0)
        if isinstance(current, cst.Name):
            out.append(current)
        elif isinstance(current, cst.Attribute):
            stack.append(current.value)  # `x.shape`: x, not shape
        elif isinstance(current, cst.Call):
            stack.extend(a.value for a in current.args)
            if isinstance(current.func, cst.Attribute):
                stack.append(current.func.value)
        else:
            stack.extend(iter_children(current))
    return out


def _first(expr: cst.CSTNode, name: str) -> cst.Name:
    return next(n for n in _names(expr) if n.value == name)


def _rebinds_without_reading(stmt: cst.CSTNode, name: str) -> bool:
    small = stmt.body[0] if isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 else None
    if isinstance(small, (cst.Assign, cst.AnnAssign)) and small.value is not None:
        targets = [t.target for t in small.targets] if isinstance(small, cst.Assign) else [small.target]
        return any(mentions(t, name) for t in targets) and not mentions(small.value, name)
    return not isinstance(stmt, cst.SimpleStatementLine)  # a compound statement: not followed


def _enclosing_block(ctx, node: cst.CSTNode):
    """(the statement holding the check, the block holding that statement)."""
    parents = parent_map(ctx.function.node)
    if isinstance(node, cst.Assert):
        line = parents.get(id(node))
        block = parents.get(id(line)) if isinstance(line, cst.SimpleStatementLine) and len(line.body) == 1 else None
    else:
        line, block = node, parents.get(id(node))
    return line, block if isinstance(block, cst.IndentedBlock) else None
