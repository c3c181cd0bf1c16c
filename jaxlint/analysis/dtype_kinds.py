"""The pytree structure and dtype kind of an expression, as far as the text fixes them.

A leaf's kind is bool < int < float < complex, read from literals, dtype constructors
(`jnp.int32(0)`, `jnp.zeros(n, dtype=int)`, `.astype(...)`), true division, comparisons and the
functions that always return an inexact result (`jnp.exp`, `jnp.mean`, `jax.random.normal`);
tuple, list and dict displays and `None` give the structure. A parameter, an unknown call or
anything else the text does not spell is unknown (None), and an unknown is never compared.
JAX's weak types are kept (a Python scalar, `jnp.array` of one): JAX promotes them where a
strongly typed value would fail. Used by JAX814 (lax outputs) and JAX815 (differentiated inputs).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

import libcst as cst

from jaxlint.analysis.fact_table import canonical
from jaxlint.analysis.module_index import FunctionInfo, ModuleIndex, the_binding
from jaxlint.analysis.scopes import binding_count

BOOL, INT, FLOAT, COMPLEX = range(4)
KIND_WORDS = ("a bool", "an int", "a float", "a complex")

# where an array constructor takes its dtype by position (`jnp.array(obj, dtype)`, `jnp.full(shape,
# fill, dtype)`): a dtype given there decides the kind, as the keyword does
_POSITIONAL_DTYPE = {"array": 1, "asarray": 1, "zeros": 1, "ones": 1, "empty": 1, "identity": 1, "full": 2}


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
_ARITHMETIC = (cst.Add, cst.Subtract, cst.Multiply, cst.Power)


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
        if isinstance(value, (cst.Dict, cst.List, cst.DictComp, cst.ListComp)):
            return None  # a mutable display bound to a name may be filled later (`d.update(...)`, `d[k] = v`)
        return self.of(value, scope, env if scope is fn else {}, depth)

    def _unpacked(self, name: str, fn: FunctionInfo | None, env: dict[str, Shape], depth: int) -> Shape:
        """`a, b = carry` in the body itself, `carry` a parameter whose tuple the env knows."""
        if fn is None or not isinstance(fn.node, cst.FunctionDef) or binding_count(fn.node, name) != 1:
            return None
        for names, source in unpackings(fn.node):
            if name in names:
                found = self._name(source, fn, env, depth)
                if isinstance(found, Node) and found.type in ("tuple", "list") and len(found.items) == len(names):
                    return found.items[names.index(name)]
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
        if len(known) == 1 and known[0].kind >= FLOAT and operator in _ARITHMETIC:
            # a float with anything numeric: at least a float (`%` may format a string)
            return Leaf(known[0].kind, exact=False)
        return None

    def _call(self, expr: cst.Call, fn, env, depth) -> Shape:
        if any(arg.star for arg in expr.args):
            return None
        dtype = next((a.value for a in expr.args if a.keyword is not None and a.keyword.value == "dtype"), None)
        positional = [a.value for a in expr.args if a.keyword is None]
        qual = self.qual(expr.func) if dtype is None else None
        where = _POSITIONAL_DTYPE.get(qual.rsplit(".", 1)[-1] if qual and qual.startswith(_ARRAY_MODULES)
                                      and qual.count(".") <= 2 else "")
        if where is not None and len(positional) > where:
            dtype = positional[where]  # `jnp.array([[0, 0], [1, 1]], dtype)`: the dtype given by position
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
            if isinstance(inner, Node):  # `jnp.array([1, 2])`: the elements' kind, strongly typed
                leaves = _leaves(inner)
                return Leaf(max(leaf.kind for leaf in leaves)) if leaves and all(
                    isinstance(leaf, Leaf) and leaf.exact for leaf in leaves) else None
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
    if not isinstance(container, Node) or container.type not in ("tuple", "list"):
        return None
    position = literal_index(expr)
    return container.items[position] if position is not None and position < len(container.items) else None


def literal_index(expr: cst.Subscript) -> int | None:
    """The int literal `x[i]` indexes with, if that is its one index."""
    if len(expr.slice) != 1:
        return None
    index = expr.slice[0].slice
    if isinstance(index, cst.Index) and isinstance(index.value, cst.Integer):
        return index.value.evaluated_value
    return None


def unpackings(node: cst.FunctionDef) -> list[tuple[list[str | None], cst.Name]]:
    """Each `a, b = source` statement of a def's own top level (its target names, None for a target
    that is no plain name; `source` a plain name), in order."""
    if not isinstance(node.body, cst.IndentedBlock):
        return []
    found = []
    for line in node.body.body:
        for small in line.body if isinstance(line, cst.SimpleStatementLine) else ():
            if (isinstance(small, cst.Assign) and len(small.targets) == 1 and isinstance(small.value, cst.Name)
                    and isinstance(small.targets[0].target, (cst.Tuple, cst.List))):
                found.append(([e.value.value if isinstance(e.value, cst.Name) else None
                               for e in small.targets[0].target.elements], small.value))
    return found


def _leaves(node: Node) -> list[Shape]:
    """The leaves of nested tuple and list displays (a dict's or None's: [None], not known)."""
    if node.type not in ("tuple", "list"):
        return [None]
    return [leaf for item in node.items for leaf in (_leaves(item) if isinstance(item, Node) else [item])]


def _promote(a: Leaf, b: Leaf) -> Leaf:
    if a.weak and not b.weak:
        return Leaf(max(a.kind, b.kind), weak=a.kind > b.kind)
    if b.weak and not a.weak:
        return Leaf(max(a.kind, b.kind), weak=b.kind > a.kind)
    return Leaf(max(a.kind, b.kind), weak=a.weak and b.weak)


def describe(shape: Shape) -> str:
    """How a message names a shape: "an int", "at least a float", "a tuple of 2", "None"."""
    if isinstance(shape, Leaf):
        return KIND_WORDS[shape.kind] if shape.exact else KIND_WORDS[shape.kind].replace("a ", "at least a ")
    if isinstance(shape, Node):
        return {"tuple": f"a tuple of {len(shape.items)}", "list": f"a list of {len(shape.items)}",
                "dict": "a dict with keys " + ", ".join(sorted(shape.keys)), "none": "None"}[shape.type]
    return "?"
