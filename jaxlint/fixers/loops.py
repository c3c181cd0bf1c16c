"""Python loops a tracer controls -> `lax.while_loop` / `lax.fori_loop`.

`while test: body` becomes a `cond_fun` and a `body_fun` defined just before the loop, and
`for i in range(start, stop): body` a `body_fun(i, carry)`. The carried names are the names
the body assigns that the test reads, that are read after the loop, or that the body reads
before assigning them (from the previous iteration); they travel as one tuple, unpacked at the
top of each function and after the call. Everything else the body reads is closed over.

Refused (with the reason as advice) when the body has side effects, leaves early (`break`,
`continue`, `return`), carries a value whose shape changes from one iteration to the next
(`x = jnp.concatenate([x, y])`) or that is not an array, when the loop variable is read
after the loop (the lax loops do not expose it), or when reverse-mode AD differentiates a traced
value through a while_loop (a `while`, or a `for` over a traced range): it has no transpose.
"""

from __future__ import annotations

from dataclasses import dataclass

import libcst as cst

from jaxlint.analysis.api import Value, block_stores, exposed_reads, expression_reads, fact, iter_tree
from jaxlint.fixers.blocks import Refused, fresh_name, has_multiline_string, indent_unit, indented, statement_text
from jaxlint.fixers.edits import code
from jaxlint.fixers.conversions import _returned, array_math_use
from jaxlint.fixers.purity import not_an_array, why_impure, why_unmovable
from jaxlint.fixers.tree import names_in, parent_map


@dataclass
class LoopPlan:
    node: cst.CSTNode
    text: str
    carried: list[str]


def plan_while(ctx, node: cst.While, lax: str, env: dict[str, Value], bound_before: set[str], live_after,
               taken: set[str]) -> LoopPlan:
    if node.orelse is not None:
        raise Refused("the loop has an 'else' clause")
    problem = why_impure(ctx, node.test)
    if problem is not None:
        raise Refused(f"lax.while_loop traces the test as a function, and {problem}")
    body = _body(node.body)
    carried = _carried(ctx, node, body, set(expression_reads(node.test)), set(), env, bound_before, live_after)
    if _differentiated_through(ctx, body, carried, set(), env):
        raise Refused("jax.grad differentiates this code in reverse mode, and lax.while_loop has no reverse-mode "
                      "derivative; a lax.scan or fori_loop over a static bound, the extra steps masked, would have one")
    unit = indent_unit(ctx.module.node)
    cond_name, body_name = fresh_name("cond_fun", taken), fresh_name("body_fun", taken)
    param, unpack, packed = _packing(carried, taken, unit)
    lines = [f"def {cond_name}({param}):", *unpack, f"{unit}return {code(node.test).strip()}",
             f"def {body_name}({param}):", *unpack]
    lines += [indented(statement_text(ctx.module.node, stmt), unit) for stmt in body]
    lines.append(f"{unit}return {', '.join(carried)}")
    lines.append(f"{', '.join(carried)} = {lax}.while_loop({cond_name}, {body_name}, {packed})")
    return LoopPlan(node, "\n".join(lines), carried)


def plan_fori(ctx, node: cst.For, lax: str, env: dict[str, Value], bound_before: set[str], live_after,
              taken: set[str]) -> LoopPlan:
    if node.orelse is not None:
        raise Refused("the loop has an 'else' clause")
    if node.asynchronous is not None:
        raise Refused("the loop is asynchronous")
    if not isinstance(node.target, cst.Name):
        raise Refused("the loop unpacks its variable")
    bounds = _range_bounds(ctx, node.iter)
    index = node.target.value
    body = _body(node.body)
    if index in block_stores(body):
        raise Refused(f"the body assigns the loop variable '{index}'")
    if index in live_after(node) and index != "_":
        raise Refused(f"'{index}' is read after the loop, and lax.fori_loop does not expose it")
    carried = _carried(ctx, node, body, set(), {index}, env, bound_before, live_after)
    if _traced_bound(ctx, node.iter) and _differentiated_through(ctx, body, carried, {index}, env):
        raise Refused("jax.grad differentiates this code in reverse mode, and a lax.fori_loop with a traced trip count "
                      "is a while_loop, which has no reverse-mode derivative; bound it by a static size, the extra "
                      "steps masked")
    unit = indent_unit(ctx.module.node)
    body_name = fresh_name("body_fun", taken)
    param, unpack, packed = _packing(carried, taken, unit)
    lines = [f"def {body_name}({index}, {param}):", *unpack]
    lines += [indented(statement_text(ctx.module.node, stmt), unit) for stmt in body]
    lines.append(f"{unit}return {', '.join(carried)}")
    start, stop = bounds
    lines.append(f"{', '.join(carried)} = {lax}.fori_loop({start}, {stop}, {body_name}, {packed})")
    return LoopPlan(node, "\n".join(lines), carried)


def _range_bounds(ctx, it: cst.BaseExpression) -> tuple[str, str]:
    if not (isinstance(it, cst.Call) and ctx.callee(it) == "range"):
        raise Refused("the loop does not run over range(...)")
    args = it.args
    if any(a.keyword is not None or a.star for a in args) or not 1 <= len(args) <= 3:
        raise Refused("range(...) takes keyword or starred arguments")
    if len(args) == 3 and not (isinstance(args[2].value, cst.Integer) and args[2].value.evaluated_value == 1):
        raise Refused("range(...) has a step other than 1")
    for a in args:
        problem = why_impure(ctx, a.value)
        if problem is not None:
            raise Refused(problem)
    texts = [code(a.value).strip() for a in args]
    return ("0", texts[0]) if len(texts) == 1 else (texts[0], texts[1])


def _traced_bound(ctx, it: cst.Call) -> bool:
    """A bound of `range(...)` is a tracer (not jnp math on static shapes)."""
    values = [ctx.value(a.value) for a in it.args]
    return any(v.traced and not v.shape_math for v in values)


def _differentiated_through(ctx, body: list, carried: list[str], loop_vars: set[str], env: dict[str, Value]) -> bool:
    """The loop runs under reverse-mode AD (`jax.jit(jax.grad(f))`, its caller's grad) and a traced
    value enters it: a carried name's value before the loop, or one the body reads from around it.
    Then the rewrite's while_loop would be transposed, which JAX refuses (ValueError: Reverse-mode
    differentiation does not work for lax.while_loop). A loop that only counts on static values
    has no tangent to transpose."""
    if not ctx.reverse_differentiated:
        return False
    entering = set(carried) | set(exposed_reads(body, frozenset(loop_vars)))
    return any(env.get(name) is not None and env[name].traced for name in entering)


def _packing(carried: list[str], taken: set[str], unit: str) -> tuple[str, list[str], str]:
    """(parameter, unpacking lines, initial value) for the carried names."""
    if len(carried) == 1:
        return carried[0], [], carried[0]
    carry = fresh_name("carry", taken)
    return carry, [f"{unit}{', '.join(carried)} = {carry}"], f"({', '.join(carried)})"


def _carried(ctx, node, body: list, head_reads: set[str], loop_vars: set[str], env: dict[str, Value],
             bound_before: set[str], live_after) -> list[str]:
    problem = why_unmovable(ctx, body)
    if problem is not None:
        raise Refused(f"the body becomes a traced function, and {problem}")
    if has_multiline_string(body):
        raise Refused("the body holds a multi-line string")
    inner = _traced_control_flow(ctx, body)
    if inner is not None:
        raise Refused(f"the traced '{inner}' inside the loop is rewritten first (the next fix pass does it)")
    stores = block_stores(body) - loop_vars
    live = live_after(node)
    exposed = exposed_reads(body, frozenset(loop_vars))
    order = []
    for stmt in body:
        for sub in iter_tree(stmt):
            if isinstance(sub, cst.Name) and sub.value in stores and sub.value not in order:
                order.append(sub.value)
    carried = [n for n in order if n in head_reads or n in live or n in exposed]
    if not carried:
        raise Refused("the loop carries no value out (nothing it assigns is used)")
    for name in carried:
        if name not in bound_before:
            raise Refused(f"'{name}' has no value before the loop")
        value = env.get(name)
        kind = not_an_array(value) if value is not None else "not known"
        if kind is None and value.static and value.pytype not in ("int", "float", "bool", None) and not (
                value.pytype == "shape_int" and _array_counter(ctx, node, name)):
            kind = f"a Python {value.pytype}"
        if kind is not None:
            raise Refused(f"'{name}' is {kind}, which a lax loop cannot carry")
    _check_shapes(ctx, body, set(carried))
    return carried


def _array_counter(ctx, loop: cst.CSTNode, name: str) -> bool:
    """A count that starts as a static int (`length = prompt.shape[0]`) and that every read in the
    function uses as an array would: in array math (arithmetic, an index, an array argument of a jnp
    call or of a helper that does only that with it), in the loop's own test, or returned by the
    jitted function itself. Carried by the lax loop it becomes a traced int, and nothing needed
    it static."""
    function = ctx.function.node
    parents = parent_map(function)
    test = getattr(loop, "test", None)
    in_test = {id(n) for n in iter_tree(test)} if test is not None else set()
    for read in names_in(function, name):
        parent = parents.get(id(read))
        if isinstance(parent, (cst.AssignTarget, cst.AugAssign)) or isinstance(parent, cst.Param):
            continue  # a binding (`length += 1` reads it as arithmetic would)
        if id(read) in in_test or array_math_use(ctx, parents, read):
            continue
        if ctx.returns_arrays and _returned(parents, read):
            continue
        return False
    return True


def _traced_control_flow(ctx, body: list) -> str | None:
    """The keyword of a statement in the body that is itself control flow on a tracer. Rewritten
    after the loop, it would sit inside a body whose carry the analysis sees only as a tuple;
    rewritten first, the loop's rewrite then moves plain code."""
    for stmt in body:
        for sub in iter_tree(stmt):  # (a body holding a def or lambda is refused anyway)
            if isinstance(sub, (cst.If, cst.While)) and ctx.value(sub.test).traced:
                return "if" if isinstance(sub, cst.If) else "while"
            if isinstance(sub, cst.For) and isinstance(sub.iter, cst.Call) and ctx.callee(sub.iter) == "range" \
                    and any(ctx.value(a.value).traced for a in sub.iter.args):
                return "for"
    return None


def _check_shapes(ctx, body: list, carried: set[str]) -> None:
    """A carried value must keep its shape: refuse the updates that visibly change it."""
    for stmt in body:
        for sub in iter_tree(stmt):
            if isinstance(sub, cst.Assign):
                targets = {t.target.value for t in sub.targets if isinstance(t.target, cst.Name)}
            elif isinstance(sub, cst.AugAssign) and isinstance(sub.target, cst.Name):
                targets = {sub.target.value}
            else:
                continue
            for name in targets & carried:
                reason = _shape_change(ctx, sub.value, carried)
                if reason is not None:
                    raise Refused(f"'{name}' may change shape from one iteration to the next ({reason})")


def _shape_change(ctx, value: cst.BaseExpression, carried: set[str]) -> str | None:
    for sub in iter_tree(value):
        if isinstance(sub, cst.Call):
            reads = set(expression_reads(sub)) & carried
            if not reads:
                continue
            qual = ctx.callee(sub)
            known = fact(qual) if qual is not None else None
            if known is None and isinstance(sub.func, cst.Attribute):
                known = fact("method:" + sub.func.attr.value)
                qual = "." + sub.func.attr.value
            if known is not None and known.changes_shape:
                return qual.replace("jax.numpy.", "jnp.")
        elif isinstance(sub, cst.Subscript) and set(expression_reads(sub.value)) & carried:
            for element in sub.slice:
                part = element.slice
                if isinstance(part, cst.Slice) or isinstance(part, cst.Index) and (
                        isinstance(part.value, (cst.Ellipsis,)) or isinstance(part.value, cst.Name)
                        and part.value.value == "None"):
                    return "slicing"
    return None


def _body(block) -> list:
    return list(block.body) if isinstance(block, (cst.IndentedBlock, cst.SimpleStatementSuite)) else []
