"""What a lax control-flow primitive's functions return, when the text says it cannot type-check
(JAX814).

`lax.cond`/`lax.switch` trace every branch and require the same pytree structure and the same
dtypes from all of them; `lax.fori_loop`, `lax.while_loop` and `lax.scan` require the body's
carry output to match the carry input. Both checks run while the call traces its functions, so
the mismatch raises TypeError at the call, under `jax.jit` or not (measured on JAX 0.10.2).

Only what the text fixes is judged: tuple, list and dict displays and `None` for structure, and
the dtype *kind* (bool < int < float < complex) of a leaf for types, from literals, dtype
constructors (`jnp.int32(0)`, `jnp.zeros(n, dtype=int)`), true division, comparisons and the
functions that always return an inexact result (`jnp.exp`, `jnp.mean`, `jax.random.normal`).
A value whose kind the text does not fix (a parameter, an unknown call) is never compared.

JAX's weak types (Python scalars, `jnp.array(0)`) matter to loops only: a weakly typed init is
promoted to the body's output when that is of a higher kind (`fori_loop(..., 0)` with a float
body runs), never to a lower one. Branches of `cond` are compared kind for kind.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

import libcst as cst

from jaxlint.analysis.fact_table import canonical
from jaxlint.analysis.module_index import FunctionInfo, ModuleIndex, resolve_function_expr, the_binding
from jaxlint.analysis.returns import returned_values
from jaxlint.analysis.scopes import binding_count, scope_info

BOOL, INT, FLOAT, COMPLEX = range(4)
KIND_WORDS = ("a bool", "an int", "a float", "a complex")


@dataclass(frozen=True)
class Leaf:
    """An array or scalar whose dtype kind is `kind` (`exact`) or at least `kind` (not `exact`);
    `weak`: JAX's weak type (a Python scalar, `jnp.array` of one)."""

    kind: int
    weak: bool = False
    exact: bool = True


@dataclass(frozen=True)
class Node:
    """A pytree node the text spells: "tuple"/"list" with `items`, "dict" with `keys`, "none"."""

    type: str
    items: tuple["Shape", ...] = ()
    keys: frozenset[str] = frozenset()


Shape = Union[Leaf, Node, None]  # None: the text does not say

_DTYPE_WORDS = {
    **dict.fromkeys(("bool", "bool_"), BOOL),
    **dict.fromkeys(("int", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"), INT),
    **dict.fromkeys(("float", "float16", "bfloat16", "float32", "float64"), FLOAT),
    **dict.fromkeys(("complex", "complex64", "complex128"), COMPLEX),
}
_ARRAY_MODULES = ("jax.numpy.", "numpy.")
# Functions whose result is inexact whatever the (real) argument's dtype: at least a float.
_INEXACT = frozenset({f"jax.numpy.{name}" for name in (
    "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "sin", "cos", "tan", "tanh", "sinh", "cosh",
    "arcsin", "arccos", "arctan", "arctan2", "arcsinh", "arccosh", "arctanh", "sqrt", "cbrt", "mean", "average",
    "std", "var", "median", "true_divide", "hypot", "deg2rad", "rad2deg", "logaddexp", "nanmean", "nanstd",
    "nanvar")} | {"jax.nn.sigmoid", "jax.nn.softmax", "jax.nn.log_softmax", "jax.nn.softplus", "jax.nn.gelu",
                   "jax.nn.silu", "jax.nn.log_sigmoid", "jax.numpy.linalg.norm", "jax.scipy.special.erf",
                   "jax.scipy.special.logsumexp", "jax.nn.logsumexp"})
# Functions whose result is a float array unless `dtype=` says otherwise.
_FLOAT_RESULTS = frozenset({"jax.numpy.zeros", "jax.numpy.ones", "jax.numpy.empty", "jax.numpy.linspace",
                            "jax.numpy.eye", "jax.numpy.identity"} | {f"jax.random.{name}" for name in (
                                "normal", "uniform", "truncated_normal", "exponential", "gamma", "beta",
                                "laplace", "logistic", "cauchy", "gumbel")})
_INT_RESULTS = frozenset({f"jax.numpy.{name}" for name in ("argmax", "argmin", "argsort", "searchsorted",
                                                           "nanargmax", "nanargmin")} | {"jax.random.randint"})
_BOOL_RESULTS = frozenset({f"jax.numpy.{name}" for name in (
    "isnan", "isinf", "isfinite", "logical_and", "logical_or", "logical_not", "logical_xor", "all", "any",
    "greater", "greater_equal", "less", "less_equal", "equal", "not_equal", "isclose", "array_equal")}
                          | {"jax.random.bernoulli"})
_KIND_KEPT = frozenset({f"jax.numpy.{name}" for name in ("negative", "square", "clip", "maximum", "minimum",
                                                        "where", "zeros_like", "ones_like", "full_like",
                                                        "array", "asarray", "max", "min", "cumsum")})
_COMPARISONS = (cst.LessThan, cst.LessThanEqual, cst.GreaterThan, cst.GreaterThanEqual, cst.Equal, cst.NotEqual)
_DEPTH = 12


class Kinds:
    """Shapes of expressions in one module, resolving names through their one binding."""

    def __init__(self, index: ModuleIndex) -> None:
        self.index = index

    def qual(self, expr: cst.BaseExpression) -> str:
        return canonical(self.index.resolver.qualname(expr) or "")

    def of(self, expr: cst.BaseExpression, fn: FunctionInfo | None, env: dict[str, Shape], depth: int = 0) -> Shape:
        if depth > _DEPTH:
            return None
        depth += 1
        kind = type(expr)
        if kind is cst.Integer:
            return Leaf(INT, weak=True)
        if kind is cst.Float:
            return Leaf(FLOAT, weak=True)
        if kind is cst.Imaginary:
            return Leaf(COMPLEX, weak=True)
        if kind in (cst.Tuple, cst.List):
            if any(isinstance(e, cst.StarredElement) for e in expr.elements):
                return None
            return Node("tuple" if kind is cst.Tuple else "list",
                        tuple(self.of(e.value, fn, env, depth) for e in expr.elements))
        if kind is cst.Dict:
            keys = [e.key.evaluated_value if isinstance(e, cst.DictElement) and isinstance(e.key, cst.SimpleString)
                    else None for e in expr.elements]
            return Node("dict", keys=frozenset(keys)) if None not in keys else None
        if kind is cst.Name:
            return self._name(expr, fn, env, depth)
        if kind is cst.UnaryOperation:
            inner = self.of(expr.expression, fn, env, depth)
            return inner if isinstance(inner, Leaf) and isinstance(expr.operator, (cst.Minus, cst.Plus)) else None
        if kind is cst.BinaryOperation:
            return self._binary(expr, fn, env, depth)
        if kind is cst.Comparison:
            if all(isinstance(c.operator, _COMPARISONS) for c in expr.comparisons):
                return Leaf(BOOL)
            return None
        if kind is cst.Call:
            return self._call(expr, fn, env, depth)
        if kind is cst.Subscript:
            inner = self.of(expr.value, fn, env, depth)
            item = _item(inner, expr)
            if item is not None:
                return item
            return Leaf(inner.kind, exact=inner.exact) if isinstance(inner, Leaf) and not inner.weak else None
        return None

    def _name(self, expr: cst.Name, fn: FunctionInfo | None, env: dict[str, Shape], depth: int) -> Shape:
        name = expr.value
        if name in ("True", "False"):
            return Leaf(BOOL)
        if name == "None":
            return Node("none")
        if fn is not None and name in env:
            return env[name] if not _rebound(fn, name) else None
        value, scope = the_binding(self.index, name, fn, at=expr)
        if value is None:
            return self._unpacked(name, fn, env, depth)
        return self.of(value, scope, env if scope is fn else {}, depth)

    def _unpacked(self, name: str, fn: FunctionInfo | None, env: dict[str, Shape], depth: int) -> Shape:
        """`a, b = carry` in the body itself, `carry` a parameter whose tuple the env knows."""
        if (fn is None or not isinstance(fn.node, cst.FunctionDef) or not isinstance(fn.node.body, cst.IndentedBlock)
                or binding_count(fn.node, name) != 1):
            return None
        for line in fn.node.body.body:
            if not isinstance(line, cst.SimpleStatementLine):
                continue
            for small in line.body:
                if (isinstance(small, cst.Assign) and len(small.targets) == 1
                        and isinstance(small.targets[0].target, (cst.Tuple, cst.List))
                        and isinstance(small.value, cst.Name)):
                    names = [e.value.value if isinstance(e.value, cst.Name) else None
                             for e in small.targets[0].target.elements]
                    if name not in names:
                        continue
                    source = self._name(small.value, fn, env, depth)
                    if isinstance(source, Node) and source.type in ("tuple", "list") and len(source.items) == len(names):
                        return source.items[names.index(name)]
                    return None
        return None

    def _binary(self, expr: cst.BinaryOperation, fn, env, depth) -> Shape:
        left = self.of(expr.left, fn, env, depth)
        right = self.of(expr.right, fn, env, depth)
        operator = type(expr.operator)
        if operator not in (cst.Add, cst.Subtract, cst.Multiply, cst.Divide, cst.FloorDivide, cst.Modulo, cst.Power):
            return None
        known = [side for side in (left, right) if isinstance(side, Leaf)]
        if operator is cst.Divide:
            if len(known) == 2 and all(s.exact and s.kind < COMPLEX for s in known):
                return Leaf(FLOAT, weak=all(s.weak for s in known))
            return Leaf(max([FLOAT] + [s.kind for s in known]), exact=False) if known else None
        if any(s.exact and s.kind == BOOL for s in known):
            return None  # bool arithmetic has rules of its own
        if len(known) == 2:
            if left.exact and right.exact:
                return _promote(left, right)
            return Leaf(max(left.kind, right.kind), exact=False)
        if len(known) == 1 and known[0].kind >= FLOAT:  # a float with anything numeric: at least a float
            return Leaf(known[0].kind, exact=False)
        return None

    def _call(self, expr: cst.Call, fn, env, depth) -> Shape:
        if any(arg.star for arg in expr.args):
            return None
        dtype = next((a.value for a in expr.args if a.keyword is not None and a.keyword.value == "dtype"), None)
        positional = [a.value for a in expr.args if a.keyword is None]
        if isinstance(expr.func, cst.Attribute) and expr.func.attr.value == "astype" and len(positional) == 1:
            kind = self._dtype(positional[0])
            return Leaf(kind) if kind is not None else None
        qual = self.qual(expr.func)
        if not qual:
            return None
        if dtype is not None:
            kind = self._dtype(dtype)
            return Leaf(kind) if kind is not None and qual.startswith(_ARRAY_MODULES + ("jax.random.",)) else None
        short = qual.rsplit(".", 1)[-1]
        if qual.startswith(_ARRAY_MODULES) and short in _DTYPE_WORDS and qual.count(".") <= 2 and short not in (
                "int", "float", "bool", "complex"):
            return Leaf(_DTYPE_WORDS[short])  # jnp.int32(0): a strongly typed scalar
        if qual in _INEXACT:
            inner = self.of(positional[0], fn, env, depth) if positional else None
            return Leaf(FLOAT) if isinstance(inner, Leaf) and inner.exact and inner.kind < COMPLEX else Leaf(
                FLOAT, exact=False)
        if qual in _FLOAT_RESULTS:
            return Leaf(FLOAT)
        if qual in _INT_RESULTS:
            return Leaf(INT)
        if qual in _BOOL_RESULTS:
            return Leaf(BOOL)
        if qual == "jax.numpy.arange" and positional:
            kinds = [self.of(p, fn, env, depth) for p in positional]
            if all(isinstance(k, Leaf) and k.exact and k.kind in (INT, FLOAT) for k in kinds):
                return Leaf(max(k.kind for k in kinds))
            return None
        if qual in ("jax.numpy.array", "jax.numpy.asarray") and positional:
            inner = self.of(positional[0], fn, env, depth)
            return inner if isinstance(inner, Leaf) else None  # a Python scalar stays weakly typed
        if qual in _KIND_KEPT and positional:
            kinds = [self.of(p, fn, env, depth) for p in positional[(1 if short == "where" else 0):][:2]]
            if kinds and all(isinstance(k, Leaf) and k.exact and k.kind != BOOL for k in kinds):
                out = kinds[0] if len(kinds) == 1 else _promote(*kinds)
                return Leaf(out.kind) if short.endswith("_like") else out
            return None
        return None

    def _dtype(self, expr: cst.BaseExpression) -> int | None:
        if isinstance(expr, cst.SimpleString):
            return _DTYPE_WORDS.get(expr.evaluated_value)
        if isinstance(expr, cst.Name) and expr.value in ("int", "float", "bool", "complex"):
            return _DTYPE_WORDS[expr.value]
        qual = self.qual(expr)
        if qual.startswith(_ARRAY_MODULES) and qual.count(".") <= 2:
            return _DTYPE_WORDS.get(qual.rsplit(".", 1)[-1])
        return None


def _rebound(fn: FunctionInfo, name: str) -> bool:
    """A parameter the function's own body assigns again (a lambda's cannot be)."""
    return isinstance(fn.node, cst.FunctionDef) and binding_count(fn.node, name) > 0


def _item(container: Shape, expr: cst.Subscript) -> Shape:
    """`carry[1]` of a tuple or list the text spells, indexed by an int literal."""
    if not isinstance(container, Node) or container.type not in ("tuple", "list") or len(expr.slice) != 1:
        return None
    index = expr.slice[0].slice
    if isinstance(index, cst.Index) and isinstance(index.value, cst.Integer):
        position = index.value.evaluated_value
        return container.items[position] if position < len(container.items) else None
    return None


def _promote(a: Leaf, b: Leaf) -> Leaf:
    if a.weak and not b.weak:
        return Leaf(max(a.kind, b.kind), weak=a.kind > b.kind)
    if b.weak and not a.weak:
        return Leaf(max(a.kind, b.kind), weak=b.kind > a.kind)
    return Leaf(max(a.kind, b.kind), weak=a.weak and b.weak)


# Comparing shapes --------------------------------------------------------------------------------
def _word(shape: Shape) -> str:
    if isinstance(shape, Leaf):
        return KIND_WORDS[shape.kind] if shape.exact else KIND_WORDS[shape.kind].replace("a ", "at least a ")
    if isinstance(shape, Node):
        return {"tuple": f"a tuple of {len(shape.items)}", "list": f"a list of {len(shape.items)}",
                "dict": "a dict with keys " + ", ".join(sorted(shape.keys)), "none": "None"}[shape.type]
    return "?"


def branch_difference(a: Shape, b: Shape, path: str = "") -> tuple[str, str, str] | None:
    """(where, what a is, what b is) where two branch outputs certainly differ in structure or
    dtype kind; None when they agree or the text cannot tell."""
    if a is None or b is None:
        return None
    if isinstance(a, Node) or isinstance(b, Node):
        if not (isinstance(a, Node) and isinstance(b, Node)):
            return path, _word(a), _word(b)
        if a.type != b.type or len(a.items) != len(b.items) or a.keys != b.keys:
            return path, _word(a), _word(b)
        for i, (x, y) in enumerate(zip(a.items, b.items)):
            found = branch_difference(x, y, f"{path}[{i}]")
            if found is not None:
                return found
        return None
    if a.exact and b.exact:
        return (path, _word(a), _word(b)) if a.kind != b.kind else None
    if a.exact and a.kind < b.kind or b.exact and b.kind < a.kind:
        return path, _word(a), _word(b)
    return None


def carry_difference(init: Shape, out: Shape, path: str = "") -> tuple[str, str, str] | None:
    """(where, the init's, the body's) where a loop body's carry output certainly differs from its
    init after JAX promotes weakly typed inits; None when they agree or the text cannot tell."""
    if init is None or out is None:
        return None
    if isinstance(init, Node) or isinstance(out, Node):
        if not (isinstance(init, Node) and isinstance(out, Node)):
            return path, _word(init), _word(out)
        if init.type != out.type or len(init.items) != len(out.items) or init.keys != out.keys:
            return path, _word(init), _word(out)
        for i, (x, y) in enumerate(zip(init.items, out.items)):
            found = carry_difference(x, y, f"{path}[{i}]")
            if found is not None:
                return found
        return None
    if not init.exact:
        return None
    if init.weak:  # promoted to a higher kind, never to a lower one
        return (path, _word(init), _word(out)) if out.exact and out.kind < init.kind else None
    if out.exact and out.kind != init.kind or not out.exact and out.kind > init.kind:
        return path, _word(init), _word(out)
    return None


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


def lax_mismatch(index: ModuleIndex, call: cst.Call, scope: FunctionInfo | None) -> Mismatch | None:
    kinds = Kinds(index)
    qual = kinds.qual(call.func)
    if qual not in BRANCHING and qual not in LOOPS or any(arg.star for arg in call.args):
        return None
    if qual in LOOPS:
        return _loop(kinds, call, scope, qual)
    return _branches(kinds, call, scope, qual)


def _argument(call: cst.Call, position: int, keyword: str) -> cst.BaseExpression | None:
    for arg in call.args:
        if arg.keyword is not None and arg.keyword.value == keyword:
            return arg.value
    positional = [arg.value for arg in call.args if arg.keyword is None]
    return positional[position] if len(positional) > position else None


def _function(kinds: Kinds, expr: cst.BaseExpression, scope: FunctionInfo | None) -> FunctionInfo | None:
    resolved = resolve_function_expr(kinds.index, expr, scope)
    if resolved is None or resolved.info is None or resolved.specs or resolved.bound:
        return None
    return resolved.info


def _returned(kinds: Kinds, info: FunctionInfo, env: dict[str, Shape]) -> tuple[cst.BaseExpression, Shape] | None:
    """The one value a function returns and its shape, the parameters given `env`."""
    values = [info.node.body] if isinstance(info.node, cst.Lambda) else returned_values(info)
    if not values or len(values) != 1:
        return None
    return values[0], kinds.of(values[0], info, env)


def _params(info: FunctionInfo) -> list[str]:
    return list(scope_info(info.node).params)


def _branches(kinds: Kinds, call: cst.Call, scope: FunctionInfo | None, qual: str) -> Mismatch | None:
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
        info = _function(kinds, expr, scope)
        if info is None:
            outputs.append(None)
            continue
        outputs.append(_returned(kinds, info, dict(zip(_params(info), given))))
    known = [(i, out) for i, out in enumerate(outputs) if out is not None]
    word = qual.rsplit(".", 1)[-1]
    for (i, (first_value, first)), (j, (value, shape)) in ((known[0], other) for other in known[1:]):
        found = branch_difference(first, shape)
        if found is None:
            continue
        where, a, b = found
        names = ("the true branch", "the false branch") if word == "cond" else (f"branch {i}", f"branch {j}")
        if word == "cond":  # cond(pred, true_fun, false_fun): the first function is the true one
            names = (["the true branch", "the false branch"][i], ["the true branch", "the false branch"][j])
        at = f" at {where}" if where else ""
        return Mismatch(f"lax.{word}'s branches return different types: {names[0]} gives {a}{at}, {names[1]} "
                        f"{b} (TypeError: {word} branches must have equal output types and structure)",
                        _int_literal(first_value, first, value, shape, functions, (i, j)))
    return None


def _int_literal(first_value, first, value, shape, functions, which) -> cst.BaseExpression | None:
    """The int literal a lambda branch returns whole where the other branch returns a float:
    writing it as a float literal is the whole fix."""
    for (val, own, other, index) in ((first_value, first, shape, which[0]), (value, shape, first, which[1])):
        literal = val.expression if isinstance(val, cst.UnaryOperation) and isinstance(
            val.operator, cst.Minus) else val
        if (isinstance(literal, cst.Integer) and literal.value.isdigit() and isinstance(functions[index], cst.Lambda)
                and isinstance(other, Leaf) and other.kind == FLOAT):
            return literal
    return None


def _loop(kinds: Kinds, call: cst.Call, scope: FunctionInfo | None, qual: str) -> Mismatch | None:
    body_at, body_key, init_at, init_key, carry_at = LOOPS[qual]
    body, init = _argument(call, body_at, body_key), _argument(call, init_at, init_key)
    if body is None or init is None:
        return None
    info = _function(kinds, body, scope)
    if info is None:
        return None
    params = _params(info)
    if len(params) <= carry_at:
        return None
    start = kinds.of(init, scope, {})
    env = {params[carry_at]: start}
    if qual == "jax.lax.fori_loop":
        env[params[0]] = Leaf(INT)
    found = _returned(kinds, info, env)
    if found is None:
        return None
    word = qual.rsplit(".", 1)[-1]
    returned, out = found
    if word == "scan":
        pair = isinstance(out, Node) and out.type in ("tuple", "list") and len(out.items) == 2
        if out is not None and not pair:
            return Mismatch(f"lax.scan's body returns {_word(out)}, not a (carry, output) pair (TypeError: scan "
                            "body output must be a pair)")
        if out is None:
            return None
        out = out.items[0]
        returned = returned.elements[0].value if isinstance(returned, (cst.Tuple, cst.List)) else None
    grown = _grown(kinds, info, params[carry_at], init, returned)
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
        if self.position is not None and isinstance(expr, cst.Subscript) and isinstance(expr.value, cst.Name) and (
                expr.value.value == self.param) and len(expr.slice) == 1:
            index = expr.slice[0].slice
            return isinstance(index, cst.Index) and isinstance(index.value, cst.Integer) and (
                index.value.evaluated_value == self.position)
        return False


def _unpacked_names(info: FunctionInfo, param: str, position: int) -> set[str]:
    """The name `a, b = param` binds at `position` in the body's own top level, once bound."""
    node = info.node
    if not isinstance(node, cst.FunctionDef) or not isinstance(node.body, cst.IndentedBlock):
        return set()
    for line in node.body.body:
        for small in line.body if isinstance(line, cst.SimpleStatementLine) else ():
            if (isinstance(small, cst.Assign) and len(small.targets) == 1 and isinstance(small.value, cst.Name)
                    and small.value.value == param and isinstance(small.targets[0].target, (cst.Tuple, cst.List))):
                elements = small.targets[0].target.elements
                target = elements[position].value if position < len(elements) else None
                if isinstance(target, cst.Name) and binding_count(node, target.value) == 1:
                    return {target.value}
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
