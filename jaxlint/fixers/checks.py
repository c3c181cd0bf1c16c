"""`assert` on a traced value (JAX101) -> a check that survives tracing.

* In a function the module checkifies (`checkify.checkify(f)`): `checkify.check(cond, msg)`;
  the checkified call returns the error, `err.throw()` raises it.
* In a module that imports equinox: `v = eqx.error_if(v, jnp.logical_not(cond), msg)`, where `v`
  is an array the condition reads and the code after the assert reads again: the check is an
  operation on `v`, so it runs whenever `v` is used, and raises at run time under `jit`.

* Elsewhere: `jax.debug.callback(lambda ok: np.testing.assert_(np.all(ok), msg), cond)`, a host
  callback that raises the AssertionError when the compiled function runs (needs nothing but JAX
  and NumPy; it costs a device-to-host transfer per call, and under `vmap` checks the batch).

All are unsafe: the error is raised when the compiled function runs (a `ValueError`/
`JaxRuntimeError`, not an `AssertionError`), and a many-element condition fails where any
element is false.
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
    checked = _checkify_fix(ctx, node, test, message)
    if checked is not None:
        return checked
    carrier = _carrier(ctx, node)
    eqx, _ = name_for(ctx.module, "equinox")
    jnp, jnp_edit = name_for(ctx.module, "jax.numpy")
    if carrier is not None and eqx is not None and jnp is not None:
        text = f"{carrier} = {eqx}.error_if({carrier}, {jnp}.logical_not({test}), {message})"
        return PendingFix(f"Replace the assert with {eqx}.error_if on '{carrier}': it raises when the compiled "
                          f"function runs with a failing input (a runtime error, not AssertionError)",
                          [NodeEdit(node, text)] + ([jnp_edit] if jnp_edit else []), Applicability.UNSAFE)
    callback = _callback_fix(ctx, node, test, message)
    if callback is not None:
        return callback
    shown = carrier or "x"
    return PendingFix(f"Check at run time instead: `{shown} = eqx.error_if({shown}, ~({test}), {message})` "
                      f"(equinox), or `checkify.check({test}, {message})` in a function you call through "
                      f"jax.experimental.checkify.checkify", [], Applicability.DISPLAY_ONLY)


def _callback_fix(ctx, node: cst.Assert, test: str, message: str) -> PendingFix | None:
    """A host callback that asserts on the condition's concrete value when the code runs."""
    jax, jax_edit = name_for(ctx.module, "jax")
    np, np_edit = name_for(ctx.module, "numpy")
    if jax is None or np is None:
        return None
    text = f"{jax}.debug.callback(lambda ok: {np}.testing.assert_({np}.all(ok), {message}), {test})"
    return PendingFix(f"Replace the assert with a {jax}.debug.callback that asserts when the compiled function "
                      f"runs (a JaxRuntimeError wrapping the AssertionError; a device-to-host transfer per call)",
                      [NodeEdit(node, text)] + [e for e in (jax_edit, np_edit) if e], Applicability.UNSAFE)


def _message(node: cst.Assert) -> str:
    msg = node.msg
    if isinstance(msg, cst.SimpleString) and isinstance(msg.evaluated_value, str):
        return code(msg).strip()
    return string_literal(f"assertion failed: {code(node.test).strip()}")


def _checkify_fix(ctx, node: cst.Assert, test: str, message: str) -> PendingFix | None:
    function = ctx.function
    if not ctx.module.passed_to(CHECKIFY + ".checkify", function.name):
        return None
    check, edit = name_for(ctx.module, CHECKIFY + ".check")
    if check is None:
        return None
    return PendingFix(f"Replace the assert with {check} (the checkified call returns the error; err.throw() "
                      f"raises it)", [NodeEdit(node, f"{check}({test}, {message})")] + ([edit] if edit else []),
                      Applicability.UNSAFE)


def _carrier(ctx, node: cst.Assert) -> str | None:
    """A traced array the condition reads and the statements after the assert read again before
    anything rebinds it: error_if on it stays in the computation."""
    line, block = _enclosing_block(ctx, node)
    if block is None:
        return None
    later = list(block.body)[list(block.body).index(line) + 1:]
    for name in dict.fromkeys(n.value for n in _names(node.test)):
        first = _first(node.test, name)
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


def _enclosing_block(ctx, node: cst.Assert):
    parents = parent_map(ctx.function.node)
    line = parents.get(id(node))
    block = parents.get(id(line)) if isinstance(line, cst.SimpleStatementLine) and len(line.body) == 1 else None
    return line, block if isinstance(block, cst.IndentedBlock) else None
