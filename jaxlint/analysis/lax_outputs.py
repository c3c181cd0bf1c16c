"""What a lax control-flow primitive's functions return, when the text says it cannot type-check
(JAX814).

`lax.cond`/`lax.switch` trace every branch and require the same pytree structure and the same
dtypes from all of them; `lax.fori_loop`, `lax.while_loop` and `lax.scan` require the body's
carry output to match the carry input. Both checks run while the call traces its functions, so
the mismatch raises TypeError at the call, under `jax.jit` or not (measured on JAX 0.10.2).

Only what the text fixes is judged (jaxlint.analysis.dtype_kinds): tuple, list and dict displays
and `None` for structure, the dtype kind of a leaf for types; an unknown is never compared.

JAX's weak types (Python scalars, `jnp.array(0)`) matter to loops only: a weakly typed init is
promoted to the body's output when that is of a higher kind (`fori_loop(..., 0)` with a float
body runs), never to a lower one. Branches of `cond` are compared kind for kind.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import libcst as cst

from jaxlint.analysis.dtype_kinds import FLOAT, INT, Kinds, Leaf, Node, Shape, describe, literal_index, unpackings
from jaxlint.analysis.module_index import FunctionInfo, ModuleIndex, resolve_function_expr
from jaxlint.analysis.returns import returned_values
from jaxlint.analysis.scopes import binding_count, scope_info


def branch_difference(a: Shape, b: Shape) -> tuple[str, str, str] | None:
    """(where, what a is, what b is) where two branch outputs certainly differ in structure or
    dtype kind (cond never promotes); None when they agree or the text cannot tell."""
    return _difference(a, b, "", _leaves_differ)


def carry_difference(init: Shape, out: Shape) -> tuple[str, str, str] | None:
    """(where, the init's, the body's) where a loop body's carry output certainly differs from its
    init after JAX promotes weakly typed inits; None when they agree or the text cannot tell."""
    return _difference(init, out, "", _carry_leaves_differ)


def _difference(a: Shape, b: Shape, path: str, leaves_differ: Callable[[Leaf, Leaf], bool]
                ) -> tuple[str, str, str] | None:
    """The first place, in pytree order, where two shapes differ: a node against a leaf, nodes of
    another type, length or keys, or leaves `leaves_differ` says cannot agree."""
    if a is None or b is None:
        return None
    if isinstance(a, Node) or isinstance(b, Node):
        if not (isinstance(a, Node) and isinstance(b, Node)) or (
                a.type != b.type or len(a.items) != len(b.items) or a.keys != b.keys):
            return path, describe(a), describe(b)
        for i, (x, y) in enumerate(zip(a.items, b.items)):
            found = _difference(x, y, f"{path}[{i}]", leaves_differ)
            if found is not None:
                return found
        return None
    return (path, describe(a), describe(b)) if leaves_differ(a, b) else None


def _leaves_differ(a: Leaf, b: Leaf) -> bool:
    if a.exact and b.exact:
        return a.kind != b.kind
    return a.exact and a.kind < b.kind or b.exact and b.kind < a.kind


def _carry_leaves_differ(init: Leaf, out: Leaf) -> bool:
    if not init.exact:
        return False
    if init.weak:  # promoted to a higher kind, never to a lower one
        return out.exact and out.kind < init.kind
    return out.exact and out.kind != init.kind or not out.exact and out.kind > init.kind


# The primitives ---------------------------------------------------------------------------------
BRANCHING = ("jax.lax.cond", "jax.lax.switch")
LOOPS = {"jax.lax.fori_loop": (2, "body_fun", 3, "init_val", 1),
         "jax.lax.while_loop": (1, "body_fun", 2, "init_val", 0),
         "jax.lax.scan": (0, "f", 1, "init", 0)}  # body position/keyword, init position/keyword, carry param


@dataclass(frozen=True)
class Mismatch:
    """What JAX814 reports: the message's clause, and a branch's int literal that a float literal
    would make agree (`lambda: 0` beside a float branch), when that is the whole difference."""

    clause: str
    literal: cst.BaseExpression | None = None


Foreign = Callable[[cst.BaseExpression], "tuple[FunctionInfo, ModuleIndex] | None"]


def lax_mismatch(index: ModuleIndex, call: cst.Call, scope: FunctionInfo | None,
                 foreign: Foreign | None = None) -> Mismatch | None:
    """What JAX814 reports about a lax.cond/switch/fori_loop/while_loop/scan call; None when the
    text shows no certain mismatch. `foreign`: the def of another project module (and that
    module's index) a branch or body names through the imports, judged by its own text."""
    kinds = Kinds(index)
    qual = kinds.qual(call.func)
    if qual not in BRANCHING and qual not in LOOPS or any(arg.star for arg in call.args):
        return None
    if qual in LOOPS:
        return _loop(kinds, call, scope, qual, foreign)
    return _branches(kinds, call, scope, qual, foreign)


def _argument(call: cst.Call, position: int, keyword: str) -> cst.BaseExpression | None:
    for arg in call.args:
        if arg.keyword is not None and arg.keyword.value == keyword:
            return arg.value
    positional = [arg.value for arg in call.args if arg.keyword is None]
    return positional[position] if len(positional) > position else None


def _function(kinds: Kinds, expr: cst.BaseExpression, scope: FunctionInfo | None, foreign: Foreign | None
              ) -> tuple[FunctionInfo, Kinds] | None:
    """The def or lambda a branch or body expression names, with the reading of its own module."""
    resolved = resolve_function_expr(kinds.index, expr, scope)
    if resolved is not None:
        if resolved.info is None or resolved.specs or resolved.bound:
            return None
        return resolved.info, kinds
    found = foreign(expr) if foreign is not None and isinstance(expr, (cst.Name, cst.Attribute)) else None
    return (found[0], Kinds(found[1])) if found is not None else None


def _returned(kinds: Kinds, info: FunctionInfo, env: dict[str, Shape]) -> tuple[cst.BaseExpression, Shape] | None:
    """The one value a function returns and its shape, the parameters given `env`."""
    values = [info.node.body] if isinstance(info.node, cst.Lambda) else returned_values(info)
    if not values or len(values) != 1:
        return None
    return values[0], kinds.of(values[0], info, env)


def _params(info: FunctionInfo) -> list[str] | None:
    """The positional parameters the primitive's arguments bind in order; None for a function
    taking `*args` or `**kwargs` (what they receive is not one argument each)."""
    params = info.node.params
    if isinstance(params.star_arg, cst.Param) or params.star_kwarg is not None:
        return None
    return list(scope_info(info.node).params)


def _branches(kinds: Kinds, call: cst.Call, scope: FunctionInfo | None, qual: str, foreign: Foreign | None
              ) -> Mismatch | None:
    positional = [arg.value for arg in call.args if arg.keyword is None]
    if any(arg.keyword is not None for arg in call.args) or len(positional) < 2:
        return None
    if qual == "jax.lax.cond":
        if len(positional) < 3:
            return None
        functions, operands = positional[1:3], positional[3:]
    else:
        table = positional[1]
        if not isinstance(table, (cst.List, cst.Tuple)) or any(isinstance(e, cst.StarredElement)
                                                              for e in table.elements):
            return None
        functions, operands = [e.value for e in table.elements], positional[2:]
    given = [kinds.of(operand, scope, {}) for operand in operands]
    outputs = []
    for expr in functions:
        found = _function(kinds, expr, scope, foreign)
        if found is None:
            outputs.append(None)
            continue
        info, own = found
        params = _params(info)
        outputs.append(_returned(own, info, dict(zip(params, given))) if params is not None else None)
    known = [(i, out) for i, out in enumerate(outputs) if out is not None]
    word = qual.rsplit(".", 1)[-1]
    if not known:
        return None
    i, (first_value, first) = known[0]
    for j, (value, shape) in known[1:]:
        found = branch_difference(first, shape)
        if found is None:
            continue
        where, a, b = found
        at = f" at {where}" if where else ""
        return Mismatch(f"lax.{word}'s branches return different types: {_branch(word, i)} gives {a}{at}, "
                        f"{_branch(word, j)} {b} (TypeError: {word} branches must have equal output types and "
                        "structure)", _int_literal((first_value, first, functions[i]), (value, shape, functions[j])))
    return None


def _branch(word: str, position: int) -> str:
    """cond(pred, true_fun, false_fun): the first function is the true one; switch's by index."""
    return ("the true branch", "the false branch")[position] if word == "cond" else f"branch {position}"


def _int_literal(*branches: tuple[cst.BaseExpression, Shape, cst.BaseExpression]) -> cst.BaseExpression | None:
    """The int literal a lambda branch returns whole where the other branch returns a float:
    writing it as a float literal is the whole fix. Each branch: (its value, its shape, the
    function expression the call spells)."""
    for (value, _, function), (_, other, _) in (branches, branches[::-1]):
        literal = value.expression if isinstance(value, cst.UnaryOperation) and isinstance(
            value.operator, cst.Minus) else value
        if (isinstance(literal, cst.Integer) and literal.value.isdigit() and isinstance(function, cst.Lambda)
                and isinstance(other, Leaf) and other.kind == FLOAT):
            return literal
    return None


def _loop(kinds: Kinds, call: cst.Call, scope: FunctionInfo | None, qual: str, foreign: Foreign | None
          ) -> Mismatch | None:
    body_at, body_key, init_at, init_key, carry_at = LOOPS[qual]
    body, init = _argument(call, body_at, body_key), _argument(call, init_at, init_key)
    if body is None or init is None:
        return None
    found = _function(kinds, body, scope, foreign)
    if found is None:
        return None
    info, own = found
    params = _params(info)
    if params is None or len(params) <= carry_at:
        return None
    start = kinds.of(init, scope, {})
    env = {params[carry_at]: start}
    if qual == "jax.lax.fori_loop":
        env[params[0]] = Leaf(INT)
    returned = _returned(own, info, env)
    if returned is None:
        return None
    word = qual.rsplit(".", 1)[-1]
    returned, out = returned
    if word == "scan":
        pair = isinstance(out, Node) and out.type in ("tuple", "list") and len(out.items) == 2
        if out is not None and not pair:
            return Mismatch(f"lax.scan's body returns {describe(out)}, not a (carry, output) pair (TypeError: scan "
                            "body output must be a pair)")
        if out is None:
            return None
        out = out.items[0]
        returned = returned.elements[0].value if isinstance(returned, (cst.Tuple, cst.List)) else None
    grown = _grown(own, info, params[carry_at], init, returned)
    if grown is not None:
        return Mismatch(f"lax.{word}'s body returns a carry that grows: {grown} of the carry itself changes its shape "
                        "on every step (TypeError: the carry input and output must have equal types); preallocate "
                        "the result and write into it with `.at[i].set(...)`, or return each piece as a scan output")
    difference = carry_difference(start, out)
    if difference is None:
        return None
    where, a, b = difference
    at = f" at {where}" if where else ""
    return Mismatch(f"lax.{word}'s body returns a carry of another type than its init: the init is {a}{at}, the "
                    f"body gives {b} (TypeError: the carry input and output must have equal types); give the init the "
                    "structure and dtype the body returns")


# Functions whose result is larger than the array handed first (or listed first): a carry built by
# one of them from itself changes shape on every step.
_GROWING = {f"jax.numpy.{name}" for name in ("append", "concatenate", "hstack", "vstack", "dstack", "column_stack",
                                              "stack")}


def _grown(kinds: Kinds, info: FunctionInfo, carry: str, init: cst.BaseExpression,
           returned: cst.BaseExpression | None) -> str | None:
    """`jnp.append(c, x)` (or concatenate/stack of a list holding `c`) returned as the carry `c`
    itself, or as its element at the position the body unpacked it from: the spelling, else None."""
    if returned is None:
        return None
    pairs = [(returned, _Carry(info, carry, None))]
    if isinstance(returned, (cst.Tuple, cst.List)) and isinstance(init, (cst.Tuple, cst.List)) and len(
            returned.elements) == len(init.elements):
        pairs = [(element.value, _Carry(info, carry, i)) for i, element in enumerate(returned.elements)]
    for expr, element in pairs:
        if not isinstance(expr, cst.Call) or any(arg.star for arg in expr.args):
            continue
        qual = kinds.qual(expr.func)
        positional = [arg.value for arg in expr.args if arg.keyword is None]
        if qual not in _GROWING or not positional:
            continue
        pieces = [positional[0]] + positional[1:2] if qual == "jax.numpy.append" else (
            [e.value for e in positional[0].elements] if isinstance(positional[0], (cst.List, cst.Tuple)) else [])
        if any(element.spells(piece) for piece in pieces) and not any(_empty(kinds, piece) for piece in pieces):
            return f"jnp.{qual.rsplit('.', 1)[-1]}"
    return None


class _Carry:
    """How a loop body spells its carry (`position` None) or one element of a tuple carry: the
    parameter, `carry[i]`, or a name the body unpacks from it (`x, v = carry`)."""

    def __init__(self, info: FunctionInfo, param: str, position: int | None) -> None:
        self.param, self.position = param, position
        self.names = {param} if position is None else _unpacked_names(info, param, position)

    def spells(self, expr: cst.BaseExpression) -> bool:
        if isinstance(expr, cst.Name):
            return expr.value in self.names
        return self.position is not None and isinstance(expr, cst.Subscript) and isinstance(
            expr.value, cst.Name) and expr.value.value == self.param and literal_index(expr) == self.position


def _unpacked_names(info: FunctionInfo, param: str, position: int) -> set[str]:
    """The name `a, b = param` binds at `position` in the body's own top level, once bound."""
    node = info.node
    if not isinstance(node, cst.FunctionDef):
        return set()
    for names, source in unpackings(node):
        if source.value == param:
            target = names[position] if position < len(names) else None
            return {target} if target is not None and binding_count(node, target) == 1 else set()
    return set()


def _empty(kinds: Kinds, expr: cst.BaseExpression) -> bool:
    """A piece the text shows may have no elements (`jnp.zeros(0)`, `jnp.array([])`): then the
    result need not grow."""
    if isinstance(expr, (cst.List, cst.Tuple)) and not expr.elements:
        return True
    if isinstance(expr, cst.Call):
        positional = [arg.value for arg in expr.args if arg.keyword is None]
        first = positional[0] if positional else None
        if isinstance(first, cst.Integer) and first.evaluated_value == 0:
            return True
        if isinstance(first, (cst.Tuple, cst.List)) and any(
                isinstance(e.value, cst.Integer) and e.value.evaluated_value == 0 for e in first.elements):
            return True
        return first is not None and _empty(kinds, first)
    return False
