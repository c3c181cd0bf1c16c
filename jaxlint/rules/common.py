"""Helpers several rules share: argument values, the static-argument hint, spelling of names."""

from __future__ import annotations

from typing import Iterator

import libcst as cst

from jaxlint.analysis.api import Value, fact, first_tracer
from jaxlint.fixers.edits import DEFERRED, PendingFix
from jaxlint.fixers.deferred import deferred

# fixers, imported when a fix is built (jaxlint/fixers/deferred.py)
declared_static = deferred("jaxlint.fixers.static_args", "declared_static")
static_arg_fix = deferred("jaxlint.fixers.static_args", "static_arg_fix")


def positional_values(rule, node: cst.Call) -> list[tuple[cst.Arg, Value]]:
    return [(a, rule.value(a.value)) for a in node.args if a.keyword is None and not a.star]


def static_hint(ctx, value: Value) -> str:
    """', or mark 'n' static ...' when the value is a parameter of the jitted function itself."""
    transform = ctx.transform
    if value.param is None or ctx.transform_node is None or transform is None:
        return ""
    if transform.name != "jax.jit" or not ctx.is_parameter(value.param):
        return ""
    return f", or mark '{value.param}' static with static_argnames"


def short_name(qual: str) -> str:
    """`jax.numpy.sum` -> `jnp.sum`, the way users write it."""
    return (qual.replace("jax.numpy.", "jnp.").replace("jax.lax.", "lax.").replace("numpy.", "np.")
            .replace("equinox.", "eqx.", 1 if qual.startswith("equinox.") else 0))


def static_position_args(rule, node: cst.Call) -> Iterator[tuple[str, cst.Arg, Value]]:
    """(what, arg, value) for each argument of `node` that must be a concrete int or shape
    and holds a tracer (the facts table's `static_args`)."""
    qual = rule.ctx.callee(node)
    key = qual
    what = qual
    if qual is None and isinstance(node.func, cst.Attribute):
        base = rule.value(node.func.value)
        if not base.traced or base.pytype is not None:
            return
        key = "method:" + node.func.attr.value
        what = "." + node.func.attr.value + "()"
    found = fact(key)
    if found is None or found.static_args is None:
        return
    positions, keywords = found.static_args
    lifted = found.static_unless
    if lifted is not None and not any(a.keyword is not None and a.keyword.value == lifted[2] for a in node.args):
        lifted = None
    positional = [a for a in node.args if a.keyword is None and not a.star]
    for i, arg in enumerate(positional):
        if i in positions and not (lifted is not None and i == lifted[0]):
            tracer = first_tracer(rule.value(arg.value))
            if tracer is not None:
                yield short_name(what), arg, tracer
    for arg in node.args:
        if arg.keyword is not None and arg.keyword.value in keywords and not (
                lifted is not None and arg.keyword.value == lifted[1]):
            tracer = first_tracer(rule.value(arg.value))
            if tracer is not None:
                yield short_name(what), arg, tracer


def positional_index(node: cst.Call, arg: cst.Arg) -> int | None:
    """Which positional argument of `node` `arg` is (None for a keyword or starred one)."""
    if arg.keyword is not None or arg.star:
        return None
    return next((i for i, a in enumerate(a for a in node.args if a.keyword is None and not a.star) if a is arg), None)



def argument_at(node: cst.Call, position: int, keyword: str | None) -> cst.Arg | None:
    """The argument a call passes at `position` or by `keyword`."""
    positional = [a for a in node.args if a.keyword is None and not a.star]
    if position < len(positional):
        return positional[position]
    return next((a for a in node.args if a.keyword is not None and a.keyword.value == keyword), None)


def reverse_mode_static_args(rule, node: cst.Call) -> Iterator[tuple[str, cst.Arg, Value, str]]:
    """(what, arg, tracer, error) for each argument that must be concrete because the call is
    differentiated in reverse mode (the facts table's `reverse_static_args`: lax.fori_loop's bounds)
    and holds a tracer, when the body reads a tracer from the enclosing code (the parameters being
    differentiated reach it that way). A loop of its own carry only may not depend on them at all
    (a counter carried through a scan): it is not transposed then, so that stays silent."""
    if not rule.ctx.reverse_differentiated:
        return
    qual = rule.ctx.callee(node)
    found = fact(qual)
    if found is None or found.reverse_static_args is None or found.bodies is None:
        return
    body = argument_at(node, found.bodies[0][0], found.bodies[1][0])
    if body is None or not rule.ctx.reads_outer_tracer(body.value):
        return
    positions, keywords = found.reverse_static_args
    for position, keyword in zip(positions, keywords):
        arg = argument_at(node, position, keyword)
        tracer = first_tracer(rule.value(arg.value)) if arg is not None else None
        if tracer is not None and not tracer.shape_math:
            yield short_name(qual), arg, tracer, found.reverse_error or "ValueError"


def untransposable_loop(rule, node: cst.Call) -> tuple[str, str] | None:
    """(what, error) for a loop with no transpose (the facts table's `reverse_untransposable`:
    lax.while_loop) differentiated in reverse mode whose carry gets a tangent (TracedContext.carries_tangent)."""
    qual = rule.ctx.callee(node)
    found = fact(qual)
    if found is None or not found.reverse_untransposable or found.bodies is None:
        return None
    body = argument_at(node, found.bodies[0][-1], found.bodies[1][-1])
    if not rule.ctx.carries_tangent(node, body.value if body is not None else None):
        return None
    return short_name(qual), found.reverse_error or "ValueError"


def root_name(expr: cst.BaseExpression) -> cst.Name | None:
    """`state.buffers[0]` -> `state`."""
    while isinstance(expr, (cst.Attribute, cst.Subscript)):
        expr = expr.value
    return expr if isinstance(expr, cst.Name) else None


def maybe_container(ctx, value: Value) -> bool:
    """A traced parameter nothing shows to be an array: under a transform it may be a dict,
    list or tuple of arrays, whose truth value is Python's (`if params:`, `extras or {}`)."""
    return (value.traced and value.pytype is None and not value.certain and value.param is not None
            and ctx.is_parameter(value.param))


class ReportsWhenWalked:
    """For traced-value rules whose fix rewrites a statement: the finding is reported once the
    traced function's body has been walked (the evaluator hands the `FunctionDef` to
    `visit_FunctionDef` then), when the values inside the branches and loop bodies are known."""

    def __init__(self, sink) -> None:
        super().__init__(sink)
        self._when_walked: dict[int, list] = {}  # id(function) -> (ctx, node, message, make_fix)

    def report_when_walked(self, node: cst.CSTNode, message: str, make_fix) -> None:
        self._when_walked.setdefault(id(self.ctx.function.node), []).append((self.ctx, node, message, make_fix))

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        for ctx, where, message, make_fix in self._when_walked.pop(id(node), ()):
            self.ctx = ctx
            # The rewrite plans a whole statement (its values, its stores, its snippet parses): the
            # larger part of an editor's lint, so there it is built only when a code action asks.
            self.report(where, message, make_fix() if ctx.option("statement_fixes", True) else DEFERRED)


def flag_parameter(ctx, test: cst.BaseExpression) -> str | None:
    """The parameter a test is about when it is a Python-flag test: `p`, `not p`, `p == "x"`."""
    while isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
        test = test.expression
    compared = False
    if isinstance(test, cst.Comparison) and len(test.comparisons) == 1 and isinstance(
            test.comparisons[0].comparator, (cst.SimpleString, cst.Integer, cst.Name)):
        comparator = test.comparisons[0].comparator
        if isinstance(comparator, cst.Name) and comparator.value not in ("None", "True", "False"):
            return None
        test = test.left
        compared = True
    if isinstance(test, cst.Name):
        value = ctx.value(test)
        if value.traced and value.param == test.value and ctx.is_parameter(test.value):
            declared = declared_static(ctx, test.value)
            if declared or not compared and declared is None:
                return test.value
    return None


def flag_static_fix(ctx, test: cst.BaseExpression, passed: bool = False) -> PendingFix | None:
    """Mark the parameter static when `test` is a Python-flag test of it (`not train`): the flag's
    value then picks the code at trace time, as the code meant (None when that cannot be done).
    `passed`: only when it is declared a Python value or every call seen passes a literal there
    (`not x` alone does not say that `x` is a flag rather than data)."""
    flag = flag_parameter(ctx, test)
    if flag is not None and passed and not _passed_python(ctx, flag):
        return None
    fix = static_arg_fix(ctx, flag) if flag is not None else None
    return fix if fix is not None and fix.edits else None


def _passed_python(ctx, name: str) -> bool:
    """The parameter defaults to True, False or a string, is annotated bool or str, or each call
    of its entry point passes one of those for it: a number or None could be data."""
    _, param = ctx.function.param(name)
    if param is None:
        return False
    annotation = param.annotation.annotation if param.annotation is not None else None
    if _flag_literal(param.default) or isinstance(annotation, cst.Name) and annotation.value in ("bool", "str"):
        return True
    entry = ctx.entry_point(name)
    index = entry.function.param(entry.parameter)[0] if entry is not None else None
    sites = entry.call_sites() if index is not None else None
    if not sites or any(s.kind != "static" or not isinstance(s.node, cst.Call) for s in sites):
        return False
    return all(_flag_literal(_argument(s.node, entry.parameter, index - (entry.bound_positional or 0)))
               for s in sites)


def _argument(call: cst.Call, name: str, position: int) -> cst.BaseExpression | None:
    for arg in call.args:
        if arg.keyword is not None and arg.keyword.value == name:
            return arg.value
    positional = [a for a in call.args if a.keyword is None]
    if any(a.star for a in positional) or not 0 <= position < len(positional):
        return None
    return positional[position].value


def _flag_literal(node: cst.CSTNode | None) -> bool:
    return isinstance(node, cst.SimpleString) or isinstance(node, cst.Name) and node.value in ("True", "False")
