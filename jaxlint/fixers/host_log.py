"""A log statement converting a traced value to a Python number (JAX105 `float(value)` in
`logger.info("%s=%.4f", name, float(value))`, often in a helper of another module that a jitted
step calls) -> the statement runs on the host through `jax.debug.callback`, which hands it the
concrete value each time the compiled code runs:

    logger.info("%s=%.4f", name, float(value))
 -> jax.debug.callback(lambda value: logger.info("%s=%.4f", name, float(value)), value)

The lambda's parameters are the traced names, so the statement's text is unchanged inside it.
Only when the statement is a call of a `logging` function or of a method of a logger bound once to
`logging.getLogger(...)`, its value unused, and every traced value in it is a plain name converted
right there (`float(v)`, `int(v)`, `v.item()`): a traced attribute or a computation on a tracer
(`float(x.mean())`) refuses, as would closing over a tracer. Unsafe: the log is written when the
computation runs (asynchronously, perhaps later than the Python line), and an eager caller's
Python number reaches it as a 0-d array (a float32 one without x64).
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import iter_tree, local_names
from jaxlint.diagnostics import Applicability
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.fixers.imports import name_for
from jaxlint.fixers.tree import parent_map

_LOG_METHODS = frozenset({"debug", "info", "warning", "warn", "error", "critical", "log", "exception"})
_CONVERSIONS = frozenset({"float", "int"})


def host_log_fix(ctx, conversion: cst.Call) -> PendingFix | None:
    """The rewrite above for the statement holding `conversion`, or None."""
    module = ctx.module.node
    if module is None:
        return None
    parents = parent_map(module)
    outer = _log_call(ctx, parents, conversion)
    if outer is None:
        return None
    expr = parents.get(id(outer))
    line = parents.get(id(expr))
    if not (isinstance(expr, cst.Expr) and isinstance(line, cst.SimpleStatementLine) and len(line.body) == 1):
        return None
    traced: list[str] = []
    for node in iter_tree(outer):
        if node is outer.func or not isinstance(node, (cst.Name, cst.Attribute, cst.Subscript)):
            continue
        if isinstance(parents.get(id(node)), cst.Attribute) and parents[id(node)].attr is node:
            continue  # the `info` of `logger.info`, the `item` of `v.item`
        if isinstance(parents.get(id(node)), cst.Call) and parents[id(node)].func is node:
            continue  # `float`, `v.item`: what is called (its receiver is judged on its own)
        if isinstance(parents.get(id(node)), cst.Arg) and parents[id(node)].keyword is node:
            continue
        if not ctx.value(node).traced:
            continue
        if not (isinstance(node, cst.Name) and _converted(parents, node)):
            return None  # a traced attribute or computation: the callback would close over a tracer
        traced.append(node.value)
    names = list(dict.fromkeys(traced))
    if not names:
        return None
    jax, import_edit = name_for(ctx.module, "jax")
    if jax is None:
        return None
    body = code(outer).strip()
    text = f"{jax}.debug.callback(lambda {', '.join(names)}: {body}, {', '.join(names)})"
    edits = [NodeEdit(outer, text)] + ([import_edit] if import_edit is not None else [])
    return PendingFix("Run the log statement on the host with jax.debug.callback, which hands it the concrete "
                      "value", edits, Applicability.UNSAFE)


def _log_call(ctx, parents: dict[int, cst.CSTNode], conversion: cst.Call) -> cst.Call | None:
    """The logging call `conversion` is a direct argument of."""
    arg = parents.get(id(conversion))
    outer = parents.get(id(arg)) if isinstance(arg, cst.Arg) else None
    if not isinstance(outer, cst.Call) or any(a.star for a in outer.args):
        return None
    qual = ctx.qualified_name(outer.func) or ""
    if qual.startswith("logging.") and qual.rpartition(".")[2] in _LOG_METHODS:
        return outer
    func = outer.func
    if isinstance(func, cst.Attribute) and func.attr.value in _LOG_METHODS and isinstance(func.value, cst.Name):
        if _module_logger(ctx, func.value.value):
            return outer
    return None


def _module_logger(ctx, name: str) -> bool:
    """`name` is a module global bound once to `logging.getLogger(...)`, never rebound, and no
    local of the function reading it."""
    function = ctx.function
    if function is not None and function.node is not None and name in local_names(function.node):
        return False
    bound = ctx.module.assignments(name)
    return len(bound) == 1 and isinstance(bound[0], cst.Call) and ctx.module.global_change(name) is None \
        and ctx.qualified_name(bound[0].func) == "logging.getLogger"


def _converted(parents: dict[int, cst.CSTNode], name: cst.Name) -> bool:
    """`float(name)`, `int(name)` or `name.item()`: the callback converts the concrete value."""
    parent = parents.get(id(name))
    if isinstance(parent, cst.Arg):
        call = parents.get(id(parent))
        return isinstance(call, cst.Call) and isinstance(call.func, cst.Name) and call.func.value in _CONVERSIONS \
            and len(call.args) == 1 and parent.keyword is None and not parent.star
    if isinstance(parent, cst.Attribute) and parent.value is name and parent.attr.value == "item":
        call = parents.get(id(parent))
        return isinstance(call, cst.Call) and call.func is parent and not call.args
    return False
