"""Decide, without running anything, whether an argument expression is safe to evaluate.

A call site's arguments are reused as example inputs only when every part of them is on a
whitelist: literals, containers of them, array constructors (`jnp.ones`, `np.arange`, ...),
`jax.random` with a key made from a literal, dtypes, arithmetic and a few array methods.
`render` returns the expression rewritten with fully qualified names (`jax.numpy.ones(3)`)
so the worker can evaluate it in a namespace that holds only `jax`, `numpy` and a few
builtins, never the user's modules; anything else gives None.
"""

from __future__ import annotations

from typing import Callable

import libcst as cst

from jaxlint.analysis.api import dotted_name

_CONSTRUCTORS = ("ones", "zeros", "full", "arange", "array", "asarray", "linspace", "logspace", "eye",
                 "identity", "ones_like", "zeros_like", "full_like", "tri", "stack", "concatenate")
_DTYPES = ("float16", "float32", "float64", "int8", "int16", "int32", "int64", "uint8", "uint16",
           "uint32", "uint64", "bool_", "complex64", "complex128")
_JAX_RANDOM = ("PRNGKey", "key", "split", "fold_in", "normal", "uniform", "randint", "bernoulli",
               "truncated_normal")
_NUMPY_RANDOM = ("rand", "randn", "normal", "uniform", "randint", "random", "standard_normal")
CALLABLES = frozenset(
    [f"jax.numpy.{n}" for n in _CONSTRUCTORS + _DTYPES + ("bfloat16",)]
    + [f"numpy.{n}" for n in _CONSTRUCTORS + _DTYPES]
    + [f"jax.random.{n}" for n in _JAX_RANDOM]
    + [f"numpy.random.{n}" for n in _NUMPY_RANDOM]
)
DTYPE_NAMES = frozenset([f"jax.numpy.{n}" for n in _DTYPES + ("bfloat16",)] + [f"numpy.{n}" for n in _DTYPES])
SAFE_BUILTINS = frozenset({"float", "int", "bool", "complex"})
_METHODS = frozenset({"reshape", "astype", "transpose", "ravel", "squeeze", "flatten", "copy"})
_ATTRIBUTES = frozenset({"T", "real", "imag"})
_BINARY = {cst.Add: "+", cst.Subtract: "-", cst.Multiply: "*", cst.Divide: "/", cst.FloorDivide: "//",
           cst.Modulo: "%", cst.Power: "**", cst.MatrixMultiply: "@"}
_UNARY = {cst.Minus: "-", cst.Plus: "+"}
MAX_DEPTH = 24
MAX_LENGTH = 4000


class Renderer:
    """`qualname(expr)` resolves a dotted name through the file's imports (None if not
    imported); `lookup(name, depth)` gives the single value a local or global name was assigned,
    or None."""

    def __init__(self, qualname: Callable[[cst.BaseExpression], str | None],
                 lookup: Callable[[str], cst.BaseExpression | None] = lambda name: None) -> None:
        self.qualname = qualname
        self.lookup = lookup

    def render(self, expr: cst.BaseExpression, depth: int = 0, seen: frozenset = frozenset()) -> str | None:
        if depth > MAX_DEPTH:
            return None
        out = self._render(expr, depth + 1, seen)
        return out if out is not None and len(out) <= MAX_LENGTH else None

    def _render(self, expr, depth, seen) -> str | None:
        r = lambda e: self.render(e, depth, seen)  # noqa: E731
        if isinstance(expr, (cst.Integer, cst.Float, cst.Imaginary)):
            return expr.value
        if isinstance(expr, cst.SimpleString):
            return expr.value
        if isinstance(expr, cst.ConcatenatedString):
            left, right = r(expr.left), r(expr.right)
            return f"{left} {right}" if left is not None and right is not None else None
        if isinstance(expr, cst.Ellipsis):
            return "..."
        if isinstance(expr, cst.Name):
            return self._name(expr, depth, seen)
        if isinstance(expr, cst.Attribute):
            qual = self.qualname(expr)
            if qual in DTYPE_NAMES:
                return qual
            if expr.attr.value in _ATTRIBUTES and qual is None:
                inner = r(expr.value)
                return f"({inner}).{expr.attr.value}" if inner is not None else None
            return None
        if isinstance(expr, cst.UnaryOperation):
            op = _UNARY.get(type(expr.operator))
            inner = r(expr.expression)
            return f"({op}{inner})" if op and inner is not None else None
        if isinstance(expr, cst.BinaryOperation):
            op = _BINARY.get(type(expr.operator))
            left, right = r(expr.left), r(expr.right)
            return f"({left} {op} {right})" if op and left is not None and right is not None else None
        if isinstance(expr, (cst.Tuple, cst.List)):
            items = self._elements(expr.elements, r)
            if items is None:
                return None
            if isinstance(expr, cst.List):
                return f"[{', '.join(items)}]"
            return f"({', '.join(items)}{',' if len(items) == 1 else ''})"
        if isinstance(expr, cst.Dict):
            pairs = []
            for el in expr.elements:
                if not isinstance(el, cst.DictElement):
                    return None
                key, value = r(el.key), r(el.value)
                if key is None or value is None:
                    return None
                pairs.append(f"{key}: {value}")
            return "{" + ", ".join(pairs) + "}"
        if isinstance(expr, cst.Subscript):
            return self._subscript(expr, r)
        if isinstance(expr, cst.Call):
            return self._call(expr, r)
        return None

    def _name(self, expr: cst.Name, depth: int, seen: frozenset) -> str | None:
        if expr.value in ("True", "False", "None"):
            return expr.value
        qual = self.qualname(expr)
        if qual is not None:
            return qual if qual in DTYPE_NAMES else None
        if expr.value in seen:
            return None
        value = self.lookup(expr.value)
        if value is None:
            return expr.value if expr.value in SAFE_BUILTINS else None
        inner = self.render(value, depth, seen | {expr.value})
        return f"({inner})" if inner is not None else None

    @staticmethod
    def _elements(elements, r) -> list[str] | None:
        items = []
        for el in elements:
            if isinstance(el, cst.StarredElement):
                return None
            item = r(el.value)
            if item is None:
                return None
            items.append(item)
        return items

    @staticmethod
    def _subscript(expr: cst.Subscript, r) -> str | None:
        value = r(expr.value)
        if value is None:
            return None
        parts = []
        for el in expr.slice:
            s = el.slice
            if isinstance(s, cst.Index):
                if s.star is not None:
                    return None
                part = r(s.value)
            else:
                parts_of = (s.lower, s.upper) if s.step is None else (s.lower, s.upper, s.step)
                bounds = [r(b) if b is not None else "" for b in parts_of]
                part = None if None in bounds else ":".join(bounds)
            if part is None:
                return None
            parts.append(part)
        return f"({value})[{', '.join(parts)}]"

    def _call(self, expr: cst.Call, r) -> str | None:
        func = expr.func
        qual = self.qualname(func)
        if qual in CALLABLES:
            callee = qual
        elif isinstance(func, cst.Name) and func.value in SAFE_BUILTINS and qual is None \
                and self.lookup(func.value) is None:
            callee = func.value
        elif isinstance(func, cst.Attribute) and func.attr.value in _METHODS and qual is None:
            receiver = r(func.value)
            if receiver is None:
                return None
            callee = f"({receiver}).{func.attr.value}"
        else:
            return None
        args = render_arguments(expr.args, r)
        return f"{callee}({args})" if args is not None else None


def render_arguments(args, r) -> str | None:
    """`a, b, k=v` for a call's arguments; None when any is unsafe or starred."""
    out = []
    for arg in args:
        if arg.star:
            return None
        value = r(arg.value)
        if value is None:
            return None
        out.append(f"{arg.keyword.value}={value}" if arg.keyword is not None else value)
    return ", ".join(out)


def qualname_from(imports) -> Callable[[cst.BaseExpression], str | None]:
    """A `qualname` for Renderer from an ImportTable (names not imported give None)."""
    def qualname(expr: cst.BaseExpression) -> str | None:
        dotted = dotted_name(expr)
        return imports.resolve(dotted) if dotted else None
    return qualname
