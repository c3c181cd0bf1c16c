"""`if`/`elif`/`else` statements on a tracer -> `lax.cond` (two arms) or `lax.switch` (more).

Each arm becomes a local function defined just before the call, with its statements moved in
unchanged. The operands are the traced names the arms read before assigning them (and the
names an arm leaves alone, which it hands back unchanged); static names stay closed over, so
they stay static. Every arm returns the same names, the ones used after the `if`, as a tuple
unpacked after the call; or, when every arm returns, the call is returned.

Only when every arm is side-effect-free (lax traces both), every name that crosses the boundary
is an array, and the arms agree on what they produce (a Python int in one arm and a float
array in another would make `lax.cond` raise a TypeError).
"""

from __future__ import annotations

from dataclasses import dataclass

import libcst as cst

from jaxlint.analysis.api import (
    Value, block_stores, exposed_reads, if_arms, iter_tree, local_names,
)
from jaxlint.fixers.blocks import (
    Refused, fresh_name, has_multiline_string, indent_unit, indented, single_or_tuple, statement_text,
)
from jaxlint.fixers.edits import code
from jaxlint.fixers.purity import not_an_array, not_an_array_expr, why_impure, why_unmovable


@dataclass
class CondPlan:
    first: cst.CSTNode
    last: cst.CSTNode | None
    text: str
    switch: bool


def plan_cond(ctx, node: cst.If, lax: str, where: str, env: dict[str, Value], bound_before: set[str],
              live_after, following: list, top_level: bool, taken: set[str]) -> CondPlan:
    """The lax.cond / lax.switch rewrite of the chain at `node` (raises Refused)."""
    arms = if_arms(node)
    returns = any(_returns(body) for _, body in arms)
    last = None
    if returns:
        if arms[-1][0] is not None:  # no else: the rest of the function is the last arm
            if not top_level:
                raise Refused("an early return inside a nested block")
            if not following or not _ends_in_return(following):
                raise Refused("the code after the if does not end in a return")
            arms.append((None, list(following)))
            last = following[-1]
        for _, body in arms:
            if not _ends_in_return(body):
                raise Refused("some branches return and others fall through")
    elif arms[-1][0] is not None:
        arms.append((None, []))  # no else: that arm keeps every value
    tests = [test for test, _ in arms if test is not None]
    for test in tests[1:]:
        problem = why_impure(ctx, test)
        if problem is not None:
            raise Refused(f"lax.switch evaluates every test, and {problem}")
    bodies = [body for _, body in arms]
    for body in bodies:
        problem = why_unmovable(ctx, body, allow_final_return=returns)
        if problem is not None:
            raise Refused(f"lax traces every branch, and {problem}")
    if has_multiline_string([s for body in bodies for s in body]):
        raise Refused("a branch holds a multi-line string")

    stores = [block_stores(body) for body in bodies]
    outputs: list[str] = []
    if not returns:
        live = live_after(node)
        for name in _in_order(bodies):
            if name in live and name not in outputs and any(name in s for s in stores):
                outputs.append(name)
        if not outputs:
            raise Refused("the branches assign nothing that is used after the if")
        for name in outputs:
            if not all(name in s for s in stores) and name not in bound_before:
                raise Refused(f"'{name}' is assigned in only some branches and has no value before the if")
    locals_ = local_names(ctx.function.node)
    needed = [n for n in _in_order(bodies, reads=True) if n in set().union(*(exposed_reads(b) for b in bodies))]
    needed += [n for n in outputs if n not in needed and not all(n in s for s in stores)]
    operands = []
    stored_anywhere = set().union(*stores)
    for name in needed:
        if name not in locals_:
            continue  # a global, builtin or enclosing function's name: closed over
        if name not in bound_before:
            raise Refused(f"'{name}' may have no value before the if")
        value = env.get(name)
        kind = not_an_array(value) if value is not None else "not known"
        if value is not None and value.traced and kind is None:
            operands.append(name)
        elif name in stored_anywhere:  # reassigned in an arm: it must travel, so it must be an array
            if kind is None and value.static and value.pytype not in ("int", "float", "bool") \
                    and not array_pytree(value):
                kind = "a Python value"
            if kind is not None:
                raise Refused(f"'{name}' is {kind}, which lax.cond cannot carry")
            operands.append(name)
    _check_results(ctx, bodies, outputs, env, returns)

    unit = indent_unit(ctx.module.node)
    switch = len(bodies) > 2
    names = [fresh_name(f"branch_{i}" if switch else ("true_fun", "false_fun")[i], taken)
             for i in range(len(bodies))]
    params = ", ".join(operands)
    lines = []
    for name, body in zip(names, bodies):
        lines.append(f"def {name}({params}):")
        for stmt in body:
            lines.append(indented(statement_text(ctx.module.node, stmt), unit))
        if not returns:
            lines.append(f"{unit}return {single_or_tuple(outputs)}")
    args = "".join(f", {o}" for o in operands)
    if switch:
        index = str(len(tests))
        for i in reversed(range(len(tests))):
            index = f"{where}({code(tests[i]).strip()}, {i}, {index})"
        call = f"{lax}.switch({index}, ({', '.join(names)}){args})"
    else:
        call = f"{lax}.cond({code(tests[0]).strip()}, {names[0]}, {names[1]}{args})"
    lines.append(f"return {call}" if returns else f"{single_or_tuple(outputs)} = {call}")
    return CondPlan(node, last, "\n".join(lines), switch)


def array_pytree(value: Value) -> bool:
    """An instance of a pytree class (NamedTuple, registered dataclass, eqx.Module) with no static
    fields, built here from traced values: lax.cond carries it leaf by leaf, as it does an array."""
    info = value.cls.info if value.cls is not None else None
    if info is None or not info.pytree or info.static_fields or value.attrs is None:
        return False
    return all(field.traced and not_an_array(field) is None for _, field in value.attrs)


def _returns(body) -> bool:
    for stmt in body:
        for node in iter_tree(stmt):
            if isinstance(node, cst.Return):
                return True
    return False


def _ends_in_return(body) -> bool:
    return bool(body) and isinstance(body[-1], cst.SimpleStatementLine) and isinstance(
        body[-1].body[-1], cst.Return) and body[-1].body[-1].value is not None


def _in_order(bodies, reads: bool = False) -> list[str]:
    """Names in the order they appear in the arms (stores, or every name when `reads`)."""
    seen: list[str] = []
    for body in bodies:
        for stmt in body:
            for node in iter_tree(stmt):
                if isinstance(node, cst.Name) and node.value not in seen:
                    seen.append(node.value)
    if reads:
        return seen
    stored = set().union(*(block_stores(b) for b in bodies))
    return [n for n in seen if n in stored]


def _kind(ctx, expr: cst.BaseExpression) -> str:
    """'int' (a Python int), 'float', 'static' (another Python value) or 'array'."""
    value = ctx.value(expr)
    if isinstance(expr, cst.Integer) or value.static and value.pytype == "int":
        return "int"
    if isinstance(expr, cst.Float) or value.static and value.pytype == "float":
        return "float"
    return "static" if value.static else "array"


def _check_results(ctx, bodies, outputs: list[str], env: dict[str, Value], returns: bool) -> None:
    """Every arm must produce arrays of one kind for each result: lax.cond compares them."""
    groups: dict[str, set[str]] = {}
    for body in bodies:
        for stmt in body:
            for node in iter_tree(stmt):
                if isinstance(node, cst.Assign):
                    for target in node.targets:
                        if isinstance(target.target, cst.Name) and target.target.value in outputs:
                            _add(ctx, groups, target.target.value, node.value)
                elif isinstance(node, cst.Return) and returns and node.value is not None:
                    values = node.value.elements if isinstance(node.value, cst.Tuple) else None
                    if values is None:
                        _add(ctx, groups, "", node.value)
                    else:
                        for i, el in enumerate(values):
                            _add(ctx, groups, str(i), el.value)
    for name in outputs:
        if not all(name in block_stores(b) for b in bodies):
            value = env.get(name)
            if value is not None:
                kind = not_an_array(value)
                if kind is not None:
                    raise Refused(f"'{name}' is {kind} before the if, which lax.cond cannot return")
                if value.static and value.pytype in ("int", "float"):
                    groups.setdefault(name, set()).add(value.pytype)
    for name, kinds in groups.items():
        if "int" in kinds and kinds & {"float", "array"}:
            what = f"'{name}'" if name and not name.isdigit() else "the result"
            raise Refused(f"{what} is a Python int in one branch and not in another (lax.cond would raise TypeError)")


def _add(ctx, groups: dict[str, set[str]], name: str, expr: cst.BaseExpression) -> None:
    kind = not_an_array_expr(ctx, expr)
    if kind is not None:
        raise Refused(f"a branch produces {kind}, which lax.cond cannot return")
    groups.setdefault(name, set()).add(_kind(ctx, expr))
